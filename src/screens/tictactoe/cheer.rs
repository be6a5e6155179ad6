//! How a game's end feels: sparks along a winning line in the winner's
//! colour (more of them when you beat a strong computer), a quiet drift for
//! a loss or a draw. Hanoi's landing and solved tower are its `cheer.rs`.

use bevy::prelude::*;

use pegs_engine::tictactoe::Level;

use super::board::{BOARD_CENTRE, CELL_SPACING, cell_centre};
use super::play::{Match, MatchSettings};
use super::stones::mirror_stones;
use crate::base::screen::Screen;
use crate::base::settings::Mode;
use crate::shell::display::theme::Palette;
use crate::shell::feedback::celebrate::{Celebrate, Strength};

/// A game's end is cheered once the stones show it.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        celebrate_endings
            .after(mirror_stones)
            .in_set(super::TttSystems::Mirror)
            .run_if(in_state(Screen::TicTacToe)),
    );
}

/// The moment a game ends: sparks along a winning line, in the winner's
/// colour (more of them when you beat a strong computer); a quiet drift for
/// a loss or a draw.
fn celebrate_endings(
    board: Res<Match>,
    settings: Res<MatchSettings>,
    palette: Res<Palette>,
    mut was_running: Local<Option<bool>>,
    mut celebrations: MessageWriter<Celebrate>,
) {
    let running = board.game.is_running();
    let before = was_running.replace(running);
    // A game that had ended before the screen opened was celebrated already.
    if running || before != Some(true) {
        return;
    }
    let celebration = match (board.game.winner(), board.game.win_line()) {
        (Some(winner), Some(line)) => {
            let lost = settings.mode == Mode::VsComputer && winner != settings.human;
            let strong = matches!(settings.level, Level::Hard | Level::Impossible | Level::Perfect);
            let (a, b) = (cell_centre(line[0]), cell_centre(line[2]));
            Celebrate {
                at: (a + b) / 2.0,
                spread: ((b - a) / 2.0).abs() + Vec2::splat(20.0),
                colours: if lost {
                    vec![palette.text_dim]
                } else {
                    vec![palette.stone(winner), palette.accent]
                },
                strength: match (lost, settings.mode == Mode::VsComputer && strong) {
                    (true, _) => Strength::Quiet,
                    (false, true) => Strength::Great,
                    (false, false) => Strength::Normal,
                },
            }
        }
        _ => Celebrate {
            at: BOARD_CENTRE,
            spread: Vec2::splat(CELL_SPACING),
            colours: vec![palette.x, palette.o],
            strength: Strength::Quiet,
        },
    };
    celebrations.write(celebration);
}
