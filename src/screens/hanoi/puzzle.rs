//! A Hanoi puzzle on the board (a day's, or a rung of the ladder): a
//! scrambled position, a goal peg and the fewest moves there are. While one
//! is played the tower being played is put aside (it is what is kept, and
//! it comes back when the puzzle is left); a solve without help goes into
//! the puzzle book with its stars. `play` sets puzzles out as the
//! [`Challenge`](crate::shell::modes::puzzle::Challenge) asks.

use bevy::prelude::*;
use bevy_egui::egui;
use pegs_engine::hanoi::Tower;
use pegs_engine::puzzle::HanoiPuzzle;

use super::state::{HanoiAction, HanoiClock, HanoiRun};
use crate::base::i18n::{Key, Msg, PuzzleMsg};
use crate::base::save::puzzles::PuzzleBook;
use crate::shell::language::Lang;
use crate::shell::modes::puzzle::{PuzzleGame, PuzzleId, PuzzleShelf};
use crate::shell::ui::widgets;

/// The puzzle on the board, if one is played.
#[derive(Resource, Debug, Default)]
pub struct OnBoard(pub Option<Playing>);

/// A puzzle being played, and the tower it took the place of.
#[derive(Debug, Clone)]
pub struct Playing {
    /// Which puzzle.
    pub id: PuzzleId,
    /// The puzzle.
    pub puzzle: HanoiPuzzle,
    /// The tower put aside, with how it was played and its clock.
    pub aside: (Tower, HanoiRun, HanoiClock),
}

impl OnBoard {
    /// Whether a puzzle is on the board.
    pub fn is_on(&self) -> bool {
        self.0.is_some()
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<OnBoard>();
}

/// What the puzzle's heading says: its day, or its rung.
pub fn heading(id: PuzzleId, rungs: usize) -> PuzzleMsg {
    match id {
        PuzzleId::Daily(day) => PuzzleMsg::Heading(day),
        PuzzleId::Rung(i) => PuzzleMsg::RungHeading { number: i + 1, of: rungs },
    }
}

/// A puzzle on the board, as its part of the panel shows it.
#[derive(Clone, Copy)]
pub struct PuzzlePanel<'a> {
    pub playing: &'a Playing,
    pub board: &'a Tower,
    pub run: &'a HanoiRun,
    pub book: &'a PuzzleBook,
    pub shelf: &'a PuzzleShelf,
}

/// The puzzle's part of the panel: what it asks, how far the player is, what was earned, and its buttons.
pub fn panel(ui: &mut egui::Ui, lang: &Lang, shown: PuzzlePanel, actions: &mut MessageWriter<HanoiAction>) {
    let PuzzlePanel { playing, board, run, book, shelf } = shown;
    let say = |m: PuzzleMsg| lang.say(&Msg::Puzzle(m));
    let optimum = playing.puzzle.optimum;
    ui.heading(say(heading(playing.id, shelf.rungs(PuzzleGame::Hanoi))));
    ui.label(say(PuzzleMsg::HanoiGoal { goal: playing.puzzle.goal + 1, optimum }));
    ui.separator();
    if board.is_solved() {
        let moves = board.moves();
        if run.assisted {
            ui.label(say(PuzzleMsg::HanoiHelped));
        } else {
            ui.strong(say(PuzzleMsg::HanoiSolved { moves, optimum, stars: playing.puzzle.stars(moves) }));
        }
    } else {
        ui.strong(say(PuzzleMsg::HanoiMoves { moves: board.moves(), optimum }));
        let best = match playing.id {
            PuzzleId::Daily(day) => book.of(day).hanoi.map(|h| (h.moves, h.stars)),
            PuzzleId::Rung(i) => book.ladders.hanoi.get(&i).map(|&stars| (0, stars)),
        };
        match best {
            Some((moves, stars)) if moves > 0 => {
                ui.small(say(PuzzleMsg::HanoiSolved { moves, optimum, stars }));
            }
            Some((_, stars)) => {
                ui.small(say(PuzzleMsg::RungStars(stars)));
            }
            None => {}
        }
    }
    let key = |k: Key| lang.say(&Msg::KeyHint(k));
    ui.horizontal_wrapped(|ui| {
        if widgets::key_button(ui, board.can_undo(), lang.say(&Msg::Undo), key(Key::Char('U'))) {
            actions.write(HanoiAction::Undo);
        }
        if widgets::key_button(ui, board.can_redo(), lang.say(&Msg::Redo), key(Key::Redo)) {
            actions.write(HanoiAction::Redo);
        }
    });
    ui.horizontal_wrapped(|ui| {
        if widgets::key_button(ui, true, say(PuzzleMsg::TryAgain), key(Key::Char('R'))) {
            actions.write(HanoiAction::Restart);
        }
        if let PuzzleId::Rung(i) = playing.id
            && book.ladders.is_open(PuzzleGame::Hanoi, i + 1)
            && i + 1 < shelf.rungs(PuzzleGame::Hanoi)
            && ui.button(say(PuzzleMsg::NextPuzzle)).clicked()
        {
            actions.write(HanoiAction::NextPuzzle);
        }
        if ui.button(say(PuzzleMsg::Leave)).clicked() {
            actions.write(HanoiAction::LeavePuzzle);
        }
    });
}
