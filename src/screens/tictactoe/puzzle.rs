//! A TicTacToe puzzle on the board (a day's, or a rung of the ladder): a
//! position in which the player's side wins in exactly N half-moves and
//! only one move wins at all. The computer defends perfectly and as long as
//! it can; every move of the player is judged against the exact table (one
//! that no longer wins in time misses the puzzle). While one is played the
//! game being played is put aside (it is what is kept, and it comes back
//! when the puzzle is left). The board follows the
//! [`Challenge`](crate::shell::modes::puzzle::Challenge).

use bevy::prelude::*;
use bevy_egui::egui;
use pegs_engine::puzzle::TttPuzzle;
use pegs_engine::tictactoe::perfect::{Outcome, PerfectTable};
use pegs_engine::tictactoe::{Level, Player};

use super::play::{Match, MatchSettings, TttAction};
use super::thinking::{PerfectPlay, Thinking};
use crate::base::i18n::{Msg, PuzzleMsg};
use crate::base::save::puzzles::PuzzleBook;
use crate::base::screen::Screen;
use crate::base::settings::{Mode, Starter};
use crate::shell::feedback::sound::Sound;
use crate::shell::language::Lang;
use crate::shell::modes::puzzle::{Challenge, PuzzleGame, PuzzleId, PuzzleShelf, Today};

/// The puzzle on the board, if one is played.
#[derive(Resource, Debug, Default)]
pub struct OnBoard(pub Option<Playing>);

/// How the puzzle stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Being played.
    Open,
    /// Won in time.
    Solved,
    /// A move that no longer wins in time.
    Missed {
        /// Its cell.
        cell: u8,
    },
}

/// A puzzle being played, and the game it took the place of.
#[derive(Debug, Clone)]
pub struct Playing {
    /// Which puzzle.
    pub id: PuzzleId,
    /// The puzzle.
    pub puzzle: TttPuzzle,
    /// How it stands.
    pub verdict: Verdict,
    /// Moves of the match judged so far.
    judged: usize,
    /// The game put aside, with its settings.
    aside: (Match, MatchSettings),
}

impl OnBoard {
    /// The game put aside and its settings, while a puzzle is on the board.
    pub fn kept(&self) -> Option<(&MatchSettings, &Match)> {
        self.0.as_ref().map(|p| (&p.aside.1, &p.aside.0))
    }

    /// Takes the puzzle off the board and brings back the game put aside (no thinking goes on).
    fn put_back(&mut self, board: &mut Match, settings: &mut MatchSettings, thinking: &mut Thinking) {
        if let Some(playing) = self.0.take() {
            thinking.cancel();
            (*board, *settings) = playing.aside;
        }
    }
}

impl Playing {
    /// Half-moves left to win in.
    pub fn left(&self, board: &Match) -> u8 {
        let made = board.moves().len().saturating_sub(self.puzzle.moves.len());
        self.puzzle.win_in.saturating_sub(made.min(u8::MAX as usize) as u8)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<OnBoard>()
        // Before the screen's entities are made for the board.
        .add_systems(OnExit(Screen::Menu), follow_challenge)
        .add_systems(OnExit(Screen::TicTacToe), put_back)
        .add_systems(
            Update,
            (
                (actions, follow_challenge).chain().in_set(super::TttSystems::Actions),
                judge.in_set(super::TttSystems::Insight),
            )
                .run_if(in_state(Screen::TicTacToe)),
        );
}

/// The match of a puzzle: its position, the player on the side to move, the computer perfect.
fn puzzle_match(puzzle: &TttPuzzle, base: &MatchSettings) -> Option<(Match, MatchSettings)> {
    let board = Match::replay(puzzle.rules, Player::X, &puzzle.moves, true)?;
    let settings = MatchSettings {
        mode: Mode::VsComputer,
        human: puzzle.to_move,
        starter: Starter::X,
        level: Level::Perfect,
        rules: puzzle.rules,
        hints: false,
        online_turn: false,
        puzzle: true,
        lesson: false,
        ..base.clone()
    };
    Some((board, settings))
}

/// The board follows the challenge: the puzzle asked for is set out (the
/// game in play put aside, once), and without one the game put aside comes back.
fn follow_challenge(
    challenge: Res<Challenge>,
    shelf: Res<PuzzleShelf>,
    mut on_board: ResMut<OnBoard>,
    mut board: ResMut<Match>,
    mut settings: ResMut<MatchSettings>,
    mut perfect: ResMut<PerfectPlay>,
    mut thinking: ResMut<Thinking>,
) {
    let wanted = challenge.playing(PuzzleGame::TicTacToe);
    if wanted == on_board.0.as_ref().map(|p| p.id) {
        return;
    }
    let Some(id) = wanted else {
        on_board.put_back(&mut board, &mut settings, &mut thinking);
        return;
    };
    let (Some(puzzles), Some(puzzle)) = (shelf.puzzles(), shelf.tictactoe(id)) else { return };
    let aside = match on_board.0.take() {
        Some(p) => p.aside,
        None => (board.clone(), settings.clone()),
    };
    let Some((start, rules)) = puzzle_match(&puzzle, &aside.1) else { return };
    // The computer defends with the puzzles' own table: nothing to build.
    perfect.offer(puzzles.shared_table());
    thinking.cancel();
    *board = start;
    *settings = rules;
    on_board.0 = Some(Playing { id, judged: puzzle.moves.len(), puzzle, verdict: Verdict::Open, aside });
}

/// Leaving the screen brings the game put aside back.
fn put_back(
    mut on_board: ResMut<OnBoard>,
    mut board: ResMut<Match>,
    mut settings: ResMut<MatchSettings>,
    mut thinking: ResMut<Thinking>,
) {
    on_board.put_back(&mut board, &mut settings, &mut thinking);
}

/// New game starts the puzzle again; leaving it, or going on to the
/// ladder's next, changes the challenge (and the board follows).
fn actions(
    mut actions: MessageReader<TttAction>,
    mut on_board: ResMut<OnBoard>,
    mut board: ResMut<Match>,
    settings: Res<MatchSettings>,
    mut thinking: ResMut<Thinking>,
    mut challenge: ResMut<Challenge>,
) {
    let Some(playing) = on_board.0.as_mut() else {
        actions.clear();
        return;
    };
    for action in actions.read() {
        match action {
            TttAction::NewGame => {
                if let Some((start, _)) = puzzle_match(&playing.puzzle, &settings) {
                    thinking.cancel();
                    *board = start;
                    playing.judged = playing.puzzle.moves.len();
                    playing.verdict = Verdict::Open;
                }
            }
            TttAction::LeavePuzzle => challenge.playing = None,
            TttAction::NextPuzzle => {
                if let PuzzleId::Rung(i) = playing.id {
                    challenge.playing = Some((PuzzleId::Rung(i + 1), PuzzleGame::TicTacToe));
                }
            }
            _ => {}
        }
    }
}

/// Whether the player's side, having just moved into `after` with `made`
/// half-moves of the puzzle played, still wins within the puzzle's count:
/// `Some(true)` won now, `Some(false)` no longer in time, `None` on course.
fn judged_move(
    table: &PerfectTable,
    after: &pegs_engine::tictactoe::Game,
    made: u8,
    win_in: u8,
) -> Option<bool> {
    if after.winner().is_some() {
        return Some(made <= win_in);
    }
    match table.value(after) {
        // The defender loses in `n`: the win comes at half-move `made + n`.
        Some(Outcome::Loss(n)) if made + n <= win_in => None,
        _ => Some(false),
    }
}

/// Each of the player's moves is judged as it is made: solved, missed, or on course.
fn judge(
    board: Res<Match>,
    shelf: Res<PuzzleShelf>,
    today: Res<Today>,
    mut on_board: ResMut<OnBoard>,
    mut book: ResMut<PuzzleBook>,
    mut sounds: MessageWriter<Sound>,
) {
    let Some(playing) = on_board.0.as_mut() else { return };
    let Some(puzzles) = shelf.puzzles() else { return };
    let start = playing.puzzle.moves.len();
    let moves = board.moves();
    while playing.judged < moves.len() {
        let i = playing.judged;
        playing.judged += 1;
        if playing.verdict != Verdict::Open || board.starter() != Player::X || moves.len() < start {
            continue;
        }
        let Ok(mut game) = playing.puzzle.game() else { return };
        for &cell in &moves[start..i] {
            game = game.after(cell);
        }
        if game.turn() != playing.puzzle.to_move || !game.is_running() {
            continue;
        }
        let made = (i + 1 - start).min(u8::MAX as usize) as u8;
        match judged_move(puzzles.table(), &game.after(moves[i]), made, playing.puzzle.win_in) {
            None => {}
            Some(true) => {
                playing.verdict = Verdict::Solved;
                match playing.id {
                    PuzzleId::Daily(day) => book.tictactoe_solved(day, today.day()),
                    PuzzleId::Rung(i) => book.ladders.tictactoe_solved(i),
                }
                sounds.write(Sound::Win);
            }
            Some(false) => {
                playing.verdict = Verdict::Missed { cell: moves[i] };
                if let PuzzleId::Daily(day) = playing.id {
                    book.tictactoe_missed(day);
                }
                sounds.write(Sound::Loss);
            }
        }
    }
}

/// The line above the board while a puzzle is played: the half-moves left on the player's turn, the verdict at the end.
pub fn status(playing: &Playing, board: &Match, settings: &MatchSettings) -> Option<Msg> {
    let msg = match playing.verdict {
        Verdict::Solved => PuzzleMsg::TttSolved,
        Verdict::Missed { .. } => PuzzleMsg::TttMissed,
        Verdict::Open if board.game.is_running() && board.game.turn() == settings.human => {
            let side = if settings.human == Player::X { 'X' } else { 'O' };
            PuzzleMsg::TttToWin { side, left: playing.left(board) }
        }
        Verdict::Open => return None,
    };
    Some(Msg::Puzzle(msg))
}

/// The puzzle's panel: what it asks, how it stands, and once over the winning line and the other first moves.
pub fn panel(
    ui: &mut egui::Ui,
    lang: &Lang,
    playing: &Playing,
    board: &Match,
    shelf: &PuzzleShelf,
    book: &PuzzleBook,
    actions: &mut MessageWriter<TttAction>,
) {
    let say = |m: PuzzleMsg| lang.say(&Msg::Puzzle(m));
    let puzzle = &playing.puzzle;
    let rungs = shelf.rungs(PuzzleGame::TicTacToe);
    ui.heading(say(match playing.id {
        PuzzleId::Daily(day) => PuzzleMsg::Heading(day),
        PuzzleId::Rung(i) => PuzzleMsg::RungHeading { number: i + 1, of: rungs },
    }));
    let side = if puzzle.to_move == Player::X { 'X' } else { 'O' };
    ui.label(say(PuzzleMsg::TttGoal { side, win_in: puzzle.win_in }));
    ui.separator();
    match playing.verdict {
        Verdict::Open => {
            ui.strong(say(PuzzleMsg::HalfMovesLeft(playing.left(board))));
        }
        Verdict::Solved => {
            ui.strong(say(PuzzleMsg::TttSolved));
        }
        Verdict::Missed { .. } => {
            ui.strong(say(PuzzleMsg::TttMissed));
        }
    }
    if playing.verdict != Verdict::Open
        && let (Some(puzzles), Ok(game)) = (shelf.puzzles(), puzzle.game())
    {
        ui.label(say(PuzzleMsg::WinningLine(puzzles.table().line(&game, puzzle.answer))));
        ui.label(say(PuzzleMsg::OtherMoves));
        for (cell, value) in puzzle.values.iter().enumerate() {
            if let Some(value) = *value
                && cell as u8 != puzzle.answer
            {
                ui.small(say(PuzzleMsg::OtherMove { cell: cell as u8, value }));
            }
        }
    }
    ui.horizontal_wrapped(|ui| {
        if ui.button(say(PuzzleMsg::TryAgain)).clicked() {
            actions.write(TttAction::NewGame);
        }
        if let PuzzleId::Rung(i) = playing.id
            && book.ladders.is_open(PuzzleGame::TicTacToe, i + 1)
            && i + 1 < rungs
            && ui.button(say(PuzzleMsg::NextPuzzle)).clicked()
        {
            actions.write(TttAction::NextPuzzle);
        }
        if ui.button(say(PuzzleMsg::Leave)).clicked() {
            actions.write(TttAction::LeavePuzzle);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_answer_is_on_course_and_every_other_first_move_misses() {
        let mut shelf = PuzzleShelf::default();
        shelf.make_now();
        let puzzles = shelf.puzzles().unwrap();
        let puzzle = puzzles.daily(pegs_engine::puzzle::Day::parse("2026-12-01").unwrap()).tictactoe;
        let game = puzzle.game().unwrap();
        for cell in game.legal_cells() {
            let verdict = judged_move(puzzles.table(), &game.after(cell), 1, puzzle.win_in);
            let expected =
                if cell == puzzle.answer { (puzzle.win_in == 1).then_some(true) } else { Some(false) };
            assert_eq!(verdict, expected, "cell {cell}");
        }
    }
}
