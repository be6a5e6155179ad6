//! A daily Hanoi puzzle on the board: a scrambled position, a goal peg and
//! the fewest moves there are. Opening one puts the tower being played
//! aside (it is what is kept, and it comes back when the puzzle is left);
//! a solve without help goes into the puzzle book with its stars.

use bevy::prelude::*;
use bevy_egui::egui;
use pegs_engine::hanoi::Tower;
use pegs_engine::puzzle::{Day, HanoiPuzzle};

use super::state::{Board, HanoiAction, HanoiClock, HanoiRun};
use crate::base::i18n::{Msg, PuzzleMsg};
use crate::base::save::puzzles::PuzzleBook;
use crate::base::screen::Screen;
use crate::shell::language::Lang;
use crate::shell::puzzle::{Challenge, PuzzleGame, PuzzleShelf};

/// The puzzle on the board, if one is played.
#[derive(Resource, Debug, Default)]
pub struct OnBoard(pub Option<Playing>);

/// A puzzle being played, and the tower it took the place of.
#[derive(Debug, Clone)]
pub struct Playing {
    /// Its day.
    pub day: Day,
    /// The puzzle.
    pub puzzle: HanoiPuzzle,
    /// The tower put aside, with how it was played and its clock.
    pub aside: (Tower, HanoiRun, HanoiClock),
}

impl OnBoard {
    /// The tower the player keeps: the one put aside while a puzzle is on the board.
    pub fn kept<'a>(&'a self, board: &'a Tower) -> &'a Tower {
        self.0.as_ref().map_or(board, |p| &p.aside.0)
    }

    /// Whether a puzzle is on the board.
    pub fn is_on(&self) -> bool {
        self.0.is_some()
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<OnBoard>()
        // Before the Hanoi screen's entities are made for the board.
        .add_systems(OnExit(Screen::Menu), set_out)
        .add_systems(OnExit(Screen::Hanoi), put_back);
}

/// The puzzle asked for goes on the board; the tower in play is put aside.
fn set_out(
    challenge: Res<Challenge>,
    shelf: Res<PuzzleShelf>,
    mut on_board: ResMut<OnBoard>,
    mut board: ResMut<Board>,
    mut run: ResMut<HanoiRun>,
    mut clock: ResMut<HanoiClock>,
) {
    let Some(day) = challenge.playing(PuzzleGame::Hanoi) else { return };
    let Some(daily) = shelf.daily(day) else { return };
    let Ok(tower) = daily.hanoi.tower() else { return };
    let aside = match on_board.0.take() {
        Some(p) => p.aside,
        None => (board.0.clone(), run.clone(), *clock),
    };
    board.0 = tower;
    *run = HanoiRun::default();
    *clock = HanoiClock::default();
    on_board.0 = Some(Playing { day, puzzle: daily.hanoi, aside });
}

/// Leaving the screen (or the puzzle) brings the tower put aside back.
pub fn put_back(
    mut on_board: ResMut<OnBoard>,
    mut board: ResMut<Board>,
    mut run: ResMut<HanoiRun>,
    mut clock: ResMut<HanoiClock>,
) {
    if let Some(playing) = on_board.0.take() {
        (board.0, *run, *clock) = playing.aside;
    }
}

/// The puzzle's part of the panel: what it asks, how far the player is, what was earned.
pub fn panel(
    ui: &mut egui::Ui,
    lang: &Lang,
    playing: &Playing,
    board: &Tower,
    run: &HanoiRun,
    book: &PuzzleBook,
) {
    let say = |m: PuzzleMsg| lang.say(&Msg::Puzzle(m));
    let optimum = playing.puzzle.optimum;
    ui.heading(say(PuzzleMsg::Heading(playing.day)));
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
    }
    if let Some(best) = book.of(playing.day).hanoi
        && !board.is_solved()
    {
        ui.small(say(PuzzleMsg::HanoiSolved { moves: best.moves, optimum, stars: best.stars }));
    }
}

/// The puzzle's buttons: try again, leave it.
pub fn buttons(ui: &mut egui::Ui, lang: &Lang, actions: &mut MessageWriter<HanoiAction>) {
    let say = |m: PuzzleMsg| lang.say(&Msg::Puzzle(m));
    ui.horizontal_wrapped(|ui| {
        if ui.button(say(PuzzleMsg::TryAgain)).clicked() {
            actions.write(HanoiAction::Restart);
        }
        if ui.button(say(PuzzleMsg::Leave)).clicked() {
            actions.write(HanoiAction::LeavePuzzle);
        }
    });
}
