//! What is kept of the TicTacToe screen: the settings of the match and the
//! game being played, as its moves from the empty board. Put in place at
//! start-up; described whenever the data is written.

use bevy::prelude::*;

use super::insight::Insight;
use super::lesson::OnLesson;
use super::play::{Match, MatchSettings};
use super::puzzle::OnBoard;
use super::review::OnReview;
use crate::base::save::data::{TicTacToeGame, TicTacToeSettings};
use crate::base::save::{Kept, SaveSystems};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PreStartup, restore.after(SaveSystems::Load))
        .add_systems(Last, keep.in_set(SaveSystems::Describe));
}

/// The kept settings, and the kept game replayed move by move.
fn restore(
    kept: Res<Kept>,
    mut settings: ResMut<MatchSettings>,
    mut current: ResMut<Match>,
    mut insight: ResMut<Insight>,
) {
    let data = kept.data();
    let t = &data.settings.tictactoe;
    let base = settings.clone();
    settings.set_if_neq(MatchSettings {
        mode: t.mode,
        human: t.human,
        starter: t.starter,
        level: t.level,
        rules: t.rules,
        hints: t.hints,
        engines: t.engines.clone(),
        engine: t.engine.clone(),
        ..base
    });
    insight.show = t.thinking;
    if let Some(game) = &data.tictactoe
        && let Some(restored) = Match::replay(game.game.rules(), game.starter, &game.moves, game.scored)
    {
        *current = restored;
    }
}

/// The settings and the game, as its moves.
fn keep(
    settings: Res<MatchSettings>,
    current: Res<Match>,
    insight: Res<Insight>,
    on_board: Res<OnBoard>,
    on_lesson: Res<OnLesson>,
    on_review: Res<OnReview>,
    mut kept: ResMut<Kept>,
) {
    let thinking_changed = insight.is_changed() && kept.data().settings.tictactoe.thinking != insight.show;
    if settings.is_changed() || current.is_changed() || thinking_changed {
        kept.touch();
    }
    if !kept.gathering() {
        return;
    }
    // While a lesson, a puzzle or a review is on the board, the game put aside is the player's.
    let (settings, current) = on_lesson
        .kept()
        .or_else(|| on_board.kept())
        .or_else(|| on_review.kept())
        .unwrap_or((&settings, &current));
    let data = kept.data_mut();
    data.settings.tictactoe = TicTacToeSettings {
        mode: settings.mode,
        human: settings.human,
        starter: settings.starter,
        level: settings.level,
        hints: settings.hints,
        rules: settings.rules,
        thinking: insight.show,
        engines: settings.engines.clone(),
        engine: settings.engine.clone(),
    };
    data.tictactoe =
        TicTacToeGame::replay(current.game.rules(), current.starter(), current.moves(), current.is_scored())
            // Only a game its moves lead to (tests may set a position directly).
            .filter(|g| g.game == current.game);
}
