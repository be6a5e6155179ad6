//! The TicTacToe board for screen readers: the nine cells as egui widgets
//! laid invisibly over the drawn board (they take no pointer; the board's
//! own picking does), each named in the player's language and activated
//! like a click; the status as a label; each move, the stone that vanished
//! with it and the result announced; B reads the whole board.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use pegs_engine::tictactoe::Game;
use pegs_engine::tictactoe::rules::{CELLS, Player};

use super::board::{CELL_SIZE, cell_centre};
use super::focus::CellFocus;
use super::play::{Match, MatchSettings, TttAction, persons_turn};
use super::thinking::PerfectPlay;
use super::ui::status_line;
use crate::base::i18n::Msg;
use crate::base::screen::Screen;
use crate::shell::access::{Announce, BoardText, Control, Offer, Spot};
use crate::shell::language::Lang;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (describe_board, announce_moves)
            .in_set(super::TttSystems::Mirror)
            .run_if(in_state(Screen::TicTacToe)),
    )
    .add_systems(EguiPrimaryContextPass, cell_widgets.run_if(in_state(Screen::TicTacToe)));
}

fn side(player: Player) -> char {
    if player == Player::X { 'X' } else { 'O' }
}

/// The names of the cells: each one's place, its stone (and whether it
/// vanishes next), and, with hints on, its value (the table is asked once).
pub fn cell_names(game: &Game, settings: &MatchSettings, perfect: &PerfectPlay) -> [Msg; CELLS] {
    let values = (settings.hints && settings.helps() && persons_turn(game, settings))
        .then(|| perfect.table(game.rules()).map(|t| t.move_values(game)))
        .flatten()
        .unwrap_or([None; CELLS]);
    std::array::from_fn(|i| {
        let cell = i as u8;
        let stone = game.owner(cell);
        Msg::CellName {
            cell,
            stone: stone.map(side),
            vanishes: stone.is_some_and(|p| game.is_running() && game.next_to_vanish(p) == Some(cell)),
            value: values[i].filter(|_| stone.is_none()),
        }
    })
}

/// The board as B reads it: the status, then every cell.
fn describe_board(
    board: Res<Match>,
    settings: Res<MatchSettings>,
    perfect: Res<PerfectPlay>,
    mut text: ResMut<BoardText>,
) {
    let game = &board.game;
    let mut lines = vec![status_line(&board, &settings)];
    lines.extend(cell_names(game, &settings, &perfect));
    text.set_if_neq(BoardText(lines));
}

/// Each new stone is announced with the one that vanished, and the result when the game ends.
fn announce_moves(
    board: Res<Match>,
    settings: Res<MatchSettings>,
    mut last: Local<Option<Game>>,
    mut announce: MessageWriter<Announce>,
) {
    let game = board.game;
    let Some(before) = last.replace(game) else { return };
    if before == game || game.half_moves() != before.half_moves() + 1 {
        return;
    }
    let (Some(&cell), mover) = (board.moves().last(), before.turn()) else { return };
    let vanished = before.stones(mover).cells().iter().copied().find(|&c| game.owner(c) != Some(mover));
    let mut lines = vec![Msg::StonePlaced { side: side(mover), cell, vanished }];
    if !game.is_running() {
        lines.push(status_line(&board, &settings));
    }
    announce.write(Announce::polite(Msg::Lines(lines)));
}

/// The cells as buttons for screen readers, with the status as a label.
#[allow(clippy::too_many_arguments)]
fn cell_widgets(
    mut contexts: EguiContexts,
    board: Res<Match>,
    settings: Res<MatchSettings>,
    perfect: Res<PerfectPlay>,
    lang: Res<Lang>,
    mut focus: ResMut<CellFocus>,
    mut actions: MessageWriter<TttAction>,
    mut offer: Offer,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let half = Vec2::splat(CELL_SIZE / 2.0);
    let spots = cell_names(&board.game, &settings, &perfect)
        .iter()
        .zip(0..CELLS as u8)
        .map(|(name, cell)| Spot {
            id: format!("ttt_cell:{cell}"),
            corners: [cell_centre(cell) - half, cell_centre(cell) + half],
            name: lang.say(name),
        })
        .collect();
    let status = lang.say(&status_line(&board, &settings));
    let panel = [(TttAction::NewGame, Msg::NewGame), (TttAction::Undo, Msg::Undo)];
    let offered = panel
        .iter()
        .enumerate()
        .map(|(i, (_, name))| Control { id: format!("ttt_action:{i}"), name: lang.say(name) })
        .collect();
    let (cells, acted) = offer.lay(ctx, "ttt_board_access", spots, &[status], offered);
    for ((action, _), pressed) in panel.iter().zip(acted) {
        if pressed {
            actions.write(*action);
        }
    }
    for (cell, reached) in cells.into_iter().enumerate() {
        if reached.focused {
            focus.set_if_neq(CellFocus(Some(cell as u8)));
        }
        if reached.activated {
            actions.write(TttAction::Play(cell as u8));
        }
    }
    Ok(())
}
