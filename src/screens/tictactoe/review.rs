//! A finished game looked at again on the board, move by move, against the
//! exact values of the perfect table (the engine's review): each move's
//! verdict for the side that made it, the best moves there were, and the
//! player's first mistake, where the review opens. *Try again from here*
//! puts the position before the move shown on the board against the
//! computer and says whether the player's move keeps the value. While a
//! review is open the game being played is put aside, and comes back when
//! the review is left (or the screen).
//!
//! Every finished game is kept for its review (the last
//! [`KEPT_GAMES`](crate::base::save::games::KEPT_GAMES) on the records), and
//! a link or `--review` opens one ([`AskedReview`]).

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use pegs_engine::tictactoe::review::{self as engine, GameReview, MoveReview, Verdict};
use pegs_engine::tictactoe::{Level, Outcome, Player};

use super::lesson::OnLesson;
use super::online::Online;
use super::play::{Match, MatchSettings, TttAction};
use super::puzzle::{self, OnBoard};
use super::thinking::{PerfectPlay, Thinking};
use crate::base::i18n::{Msg, ReviewMsg};
use crate::base::save::games::{Against, GameShelf, KeptGame, KeptText};
use crate::base::screen::Screen;
use crate::base::settings::{Mode, Starter};
use crate::shell::modes::puzzle::Today;
use crate::shell::modes::review::AskedReview;

/// The game under review, if one is.
#[derive(Resource, Debug, Default)]
pub struct OnReview(pub Option<Reviewing>);

impl OnReview {
    /// Whether a review is open.
    pub fn is_on(&self) -> bool {
        self.0.is_some()
    }

    /// The game put aside and its settings, while a review is open.
    pub fn kept(&self) -> Option<(&MatchSettings, &Match)> {
        self.0.as_ref().map(|r| (&r.aside.1, &r.aside.0))
    }
}

/// A review: the game, its verdicts once worked out, the move shown, and the game put aside.
#[derive(Debug, Clone)]
pub struct Reviewing {
    /// The game reviewed.
    pub kept: KeptGame,
    /// The engine's review, once the table of its rules is ready.
    pub review: Option<GameReview>,
    /// Moves of the game shown on the board (0: its start).
    pub at: usize,
    /// Trying again the move after the start of the board (its index in the review).
    pub trying: Option<Trying>,
    /// Whether a link to the game was copied.
    pub copied: bool,
    /// The game put aside, with its settings.
    aside: (Match, MatchSettings),
}

/// Trying a move again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Trying {
    /// The move tried again (its index in the review).
    pub index: usize,
    /// The value of the player's move, once made.
    pub tried: Option<Outcome>,
}

impl Reviewing {
    /// The move last shown, with its review.
    pub fn shown(&self) -> Option<&MoveReview> {
        self.review.as_ref()?.moves.get(self.at.checked_sub(1)?)
    }

    /// Moves of the game's own (the setup of a puzzle aside).
    pub fn len(&self) -> usize {
        self.kept.cells.len() - self.kept.setup.min(self.kept.cells.len())
    }

    /// Whether the game has no moves of its own.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The move the review opens at: the player's first mistake (or either
    /// side's, where nobody played at this device), else the end.
    fn opening_move(&self, review: &GameReview) -> usize {
        let first = match self.kept.you {
            Some(side) => review.first_mistake(side),
            None => [Player::X, Player::O].into_iter().filter_map(|s| review.first_mistake(s)).min(),
        };
        first.map_or(review.moves.len(), |i| i + 1)
    }

    /// The match on the board: the position after `shown` moves of the game's own.
    fn board(&self, shown: usize) -> Option<Match> {
        let cells = &self.kept.cells[..(self.kept.setup + shown).min(self.kept.cells.len())];
        Match::replay(self.kept.rules, self.kept.starter, cells, true)
    }

    /// The settings of the board while reviewing (nobody moves) or trying again
    /// (the side that moved, against the computer at the level played, else perfect).
    fn settings(&self, trying: Option<Player>) -> MatchSettings {
        let base = &self.aside.1;
        let starter = if self.kept.starter == Player::X { Starter::X } else { Starter::O };
        match trying {
            None => MatchSettings {
                mode: Mode::TwoPlayers,
                rules: self.kept.rules,
                starter,
                hints: false,
                online_turn: false,
                puzzle: true,
                lesson: false,
                review: true,
                ..base.clone()
            },
            Some(side) => MatchSettings {
                mode: Mode::VsComputer,
                human: side,
                level: match self.kept.against {
                    Against::Computer(level) => level,
                    _ => Level::Perfect,
                },
                rules: self.kept.rules,
                starter,
                hints: false,
                online_turn: false,
                puzzle: true,
                lesson: false,
                review: false,
                ..base.clone()
            },
        }
    }
}

/// What the player asks of a review.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum ReviewAction {
    /// Open the review of a game.
    Open(KeptGame),
    /// The move before.
    Earlier,
    /// The move after.
    Later,
    /// The start.
    First,
    /// The end.
    Last,
    /// A move of the list (moves shown).
    To(usize),
    /// Play the move shown again from the position before it.
    TryAgain,
    /// From trying again back to the review.
    BackToReview,
    /// Copy a link to the game.
    CopyLink,
    /// Leave the review for the game put aside.
    Leave,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<OnReview>()
        .add_message::<ReviewAction>()
        .add_systems(OnExit(Screen::TicTacToe), put_back)
        .add_systems(
            Update,
            (
                (keyboard, open_asked).in_set(super::TttSystems::Input),
                (actions, work_out).chain().in_set(super::TttSystems::Actions),
                (judge_try, keep_finished).in_set(super::TttSystems::Insight),
            )
                .run_if(in_state(Screen::TicTacToe)),
        );
}

/// The game on the board as it would be kept, if it is over (or a puzzle was missed).
pub fn finished_game(
    board: &Match,
    settings: &MatchSettings,
    on_board: &OnBoard,
    online: &Online,
    day: pegs_engine::puzzle::Day,
) -> Option<KeptGame> {
    if settings.review || settings.lesson {
        return None;
    }
    let (against, you, setup) = match (&on_board.0, settings.mode) {
        (Some(playing), _) => {
            let missed = matches!(playing.verdict, puzzle::Verdict::Missed { .. });
            if !missed && board.game.is_running() {
                return None;
            }
            (Against::Puzzle, Some(settings.human), playing.puzzle.moves.len())
        }
        _ if board.game.is_running() => return None,
        (None, Mode::VsComputer) => (Against::Computer(settings.level), Some(settings.human), 0),
        (None, Mode::TwoPlayers) => (Against::TwoPlayers, None, 0),
        (None, Mode::ComputerVsComputer) => (Against::Watched, None, 0),
        (None, Mode::Online) => {
            let against = if online.against_stranger() { Against::Stranger } else { Against::Friend };
            (against, Some(settings.human), 0)
        }
    };
    if board.moves().len() <= setup {
        return None;
    }
    Some(KeptGame {
        rules: board.game.rules(),
        starter: board.starter(),
        you,
        against,
        setup,
        cells: board.moves().to_vec(),
        day: Some(day),
    })
}

/// What tells whether the game on the board is over and can be reviewed
/// (see [`finished_game`]).
#[derive(SystemParam)]
pub struct Finished<'w> {
    board: Res<'w, Match>,
    settings: Res<'w, MatchSettings>,
    on_board: Res<'w, OnBoard>,
    online: Res<'w, Online>,
    today: Res<'w, Today>,
}

impl Finished<'_> {
    /// The game on the board, once it is over and can be reviewed.
    pub fn game(&self) -> Option<KeptGame> {
        finished_game(&self.board, &self.settings, &self.on_board, &self.online, self.today.day())
    }
}

/// Every finished game is kept for its review, once.
fn keep_finished(finished: Finished, mut shelf: ResMut<GameShelf>, mut last: Local<Option<KeptGame>>) {
    if !(finished.board.is_changed() || finished.on_board.is_changed()) {
        return;
    }
    let Some(game) = finished.game() else { return };
    if last.as_ref() != Some(&game) {
        shelf.keep_game(game.clone());
        *last = Some(game);
    }
}

/// V opens the review of the game on the board once it is over; while
/// reviewing, ← → step through the moves, Home and End go to the ends.
fn keyboard(
    keys: Res<ButtonInput<KeyCode>>,
    on_review: Res<OnReview>,
    finished: Finished,
    mut actions: MessageWriter<ReviewAction>,
) {
    if on_review.is_on() {
        for (key, action) in [
            (KeyCode::ArrowLeft, ReviewAction::Earlier),
            (KeyCode::ArrowRight, ReviewAction::Later),
            (KeyCode::Home, ReviewAction::First),
            (KeyCode::End, ReviewAction::Last),
        ] {
            if keys.just_pressed(key) {
                actions.write(action);
            }
        }
    } else if keys.just_pressed(KeyCode::KeyV)
        && let Some(game) = finished.game()
    {
        actions.write(ReviewAction::Open(game));
    }
}

/// A review asked for by a link or the command line opens on this screen.
fn open_asked(mut asked: ResMut<AskedReview>, mut actions: MessageWriter<ReviewAction>) {
    if let Some(KeptText::TicTacToe(game)) = &asked.0 {
        actions.write(ReviewAction::Open(game.clone()));
        asked.0 = None;
    }
}

/// Leaving the screen brings the game put aside back.
fn put_back(
    mut on_review: ResMut<OnReview>,
    mut board: ResMut<Match>,
    mut settings: ResMut<MatchSettings>,
    mut thinking: ResMut<Thinking>,
) {
    if let Some(reviewing) = on_review.0.take() {
        thinking.cancel();
        (*board, *settings) = reviewing.aside;
    }
}

/// Shows `shown` moves of the review on the board (nobody moves).
fn show(reviewing: &mut Reviewing, shown: usize, board: &mut Match, settings: &mut MatchSettings) {
    let shown = shown.min(reviewing.len());
    if let Some(at) = reviewing.board(shown) {
        reviewing.at = shown;
        reviewing.trying = None;
        *board = at;
        *settings = reviewing.settings(None);
    }
}

/// What the review follows: its own actions, and the moves tried on its board.
#[derive(SystemParam)]
struct Asked<'w, 's> {
    actions: MessageReader<'w, 's, ReviewAction>,
    ttt: MessageReader<'w, 's, TttAction>,
}

fn actions(
    asked: Asked,
    mut on_review: ResMut<OnReview>,
    mut board: ResMut<Match>,
    mut settings: ResMut<MatchSettings>,
    mut thinking: ResMut<Thinking>,
    on_board: Res<OnBoard>,
    on_lesson: Res<OnLesson>,
) {
    let Asked { mut actions, mut ttt } = asked;
    for action in actions.read() {
        if let ReviewAction::Open(game) = action {
            // Not over a puzzle or a lesson: those have their own ways back.
            if on_board.0.is_some() || on_lesson.is_on() {
                continue;
            }
            let aside = match on_review.0.take() {
                Some(open) => open.aside,
                None => (board.clone(), settings.clone()),
            };
            thinking.cancel();
            let mut reviewing =
                Reviewing { kept: game.clone(), review: None, at: 0, trying: None, copied: false, aside };
            let end = reviewing.len();
            show(&mut reviewing, end, &mut board, &mut settings);
            on_review.0 = Some(reviewing);
            continue;
        }
        let Some(reviewing) = on_review.0.as_mut() else { continue };
        match action {
            ReviewAction::Open(_) => {}
            ReviewAction::Earlier => {
                let at = reviewing.trying.map_or(reviewing.at, |t| t.index + 1);
                show(reviewing, at.saturating_sub(1), &mut board, &mut settings);
            }
            ReviewAction::Later => {
                let at = reviewing.trying.map_or(reviewing.at, |t| t.index + 1);
                show(reviewing, at + 1, &mut board, &mut settings);
            }
            ReviewAction::First => show(reviewing, 0, &mut board, &mut settings),
            ReviewAction::Last => {
                let end = reviewing.len();
                show(reviewing, end, &mut board, &mut settings);
            }
            ReviewAction::To(shown) => show(reviewing, *shown, &mut board, &mut settings),
            ReviewAction::TryAgain => try_again(reviewing, &mut board, &mut settings, &mut thinking),
            ReviewAction::BackToReview => {
                let at = reviewing.trying.map_or(reviewing.at, |t| t.index + 1);
                thinking.cancel();
                show(reviewing, at, &mut board, &mut settings);
            }
            ReviewAction::CopyLink => {
                reviewing.copied = crate::shell::platform::clipboard::copy(
                    &crate::shell::modes::review::link(&KeptText::TicTacToe(reviewing.kept.clone())),
                );
            }
            ReviewAction::Leave => {
                if let Some(open) = on_review.0.take() {
                    thinking.cancel();
                    (*board, *settings) = open.aside;
                }
                break;
            }
        }
    }
    // While trying again, a new game starts the try over.
    for action in ttt.read() {
        if *action == TttAction::NewGame
            && let Some(reviewing) = on_review.0.as_mut()
            && reviewing.trying.is_some()
        {
            try_again(reviewing, &mut board, &mut settings, &mut thinking);
        }
    }
}

/// Puts the position before the move shown on the board, the side that made it to move.
fn try_again(
    reviewing: &mut Reviewing,
    board: &mut Match,
    settings: &mut MatchSettings,
    thinking: &mut Thinking,
) {
    let index = reviewing.trying.map_or(reviewing.at.saturating_sub(1), |t| t.index);
    let Some(side) = reviewing.review.as_ref().and_then(|r| r.moves.get(index)).map(|m| m.side) else {
        return;
    };
    let Some(at) = reviewing.board(index) else { return };
    thinking.cancel();
    *board = at;
    *settings = reviewing.settings(Some(side));
    reviewing.at = index;
    reviewing.trying = Some(Trying { index, tried: None });
}

/// Once the table of the game's rules is ready, the review is worked out
/// and opens at the player's first mistake.
fn work_out(
    mut on_review: ResMut<OnReview>,
    perfect: Res<PerfectPlay>,
    mut board: ResMut<Match>,
    mut settings: ResMut<MatchSettings>,
) {
    let Some(reviewing) = on_review.0.as_mut() else { return };
    if reviewing.review.is_some() {
        return;
    }
    let Some(table) = perfect.table(reviewing.kept.rules) else { return };
    let (start, moves) = reviewing.kept.start_and_moves();
    // The game was checked by the rules when it was kept or read.
    let Ok(review) = engine::review(table, start, &moves) else { return };
    let opening = reviewing.opening_move(&review);
    reviewing.review = Some(review);
    if reviewing.trying.is_none() {
        show(reviewing, opening, &mut board, &mut settings);
    }
}

/// While trying again, the player's move is judged against the value there was.
fn judge_try(mut on_review: ResMut<OnReview>, board: Res<Match>, perfect: Res<PerfectPlay>) {
    let Some(reviewing) = on_review.0.as_mut() else { return };
    let Some(trying) = reviewing.trying.filter(|t| t.tried.is_none()) else { return };
    let at = reviewing.kept.setup + trying.index;
    let (Some(table), Some(&cell)) = (perfect.table(reviewing.kept.rules), board.moves().get(at)) else {
        return;
    };
    let Some(before) = reviewing.board(trying.index) else { return };
    let tried = table.move_values(&before.game)[cell as usize];
    reviewing.trying = Some(Trying { tried, ..trying });
}

pub(super) fn side_char(side: Player) -> char {
    if side == Player::X { 'X' } else { 'O' }
}

/// What the review says of the move shown (or of trying it again).
pub fn judged(reviewing: &Reviewing) -> Option<Msg> {
    let review = reviewing.review.as_ref()?;
    if let Some(trying) = reviewing.trying {
        let m = review.moves.get(trying.index)?;
        return Some(Msg::Review(match trying.tried {
            None => ReviewMsg::Trying { side: side_char(m.side), value: m.before },
            Some(value) => {
                ReviewMsg::Tried { kept: engine::verdict(m.before, value) != Verdict::Mistake, value }
            }
        }));
    }
    let m = reviewing.shown()?;
    Some(Msg::Review(ReviewMsg::Judged {
        side: side_char(m.side),
        cell: m.cell,
        verdict: m.verdict,
        before: m.before,
        after: m.after,
        best: m.best.clone(),
    }))
}

/// The line above the board while reviewing: where the review stands, or what trying asks.
pub fn status(reviewing: &Reviewing) -> Msg {
    if reviewing.trying.is_some() {
        return judged(reviewing).unwrap_or(Msg::Review(ReviewMsg::Preparing));
    }
    if reviewing.review.is_none() {
        return Msg::Review(ReviewMsg::Preparing);
    }
    Msg::Review(ReviewMsg::At { shown: reviewing.at, of: reviewing.len() })
}
