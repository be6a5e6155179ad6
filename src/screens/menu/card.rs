//! What a menu card shows: the game's picture (a small tower, a board
//! with a few stones) and the buttons in the row at its foot.

use bevy::prelude::*;
use pegs_engine::tictactoe::Player;

use super::{ROW_BUTTON, fitting};
use crate::base::i18n::Msg;
use crate::shell::display::theme::{self, GameImages, Ink, Paint, Palette, stone_image};
use crate::shell::language::Localized;

/// A button in the row at a card's foot, at `at`, saying `words`.
pub(super) fn row_button(images: &GameImages, p: &Palette, at: Vec2, words: Msg) -> impl Bundle {
    (
        theme::sliced(&images.card, ROW_BUTTON, 16.0, p.ink(Ink::Raised)),
        Paint(Ink::Raised),
        Transform::from_translation(at.extend(1.0)),
        Pickable::default(),
        children![(
            Localized(words),
            fitting(theme::label("", 17.0, p.text), ROW_BUTTON.x - 10.0, ROW_BUTTON.y - 4.0),
            Paint(Ink::Text),
            Transform::from_xyz(0.0, 0.0, 0.5),
        )],
    )
}

/// Three pegs with a small tower on the first.
pub(super) fn spawn_hanoi_preview(card: &mut ChildSpawnerCommands, images: &GameImages, p: &Palette) {
    card.spawn((
        theme::sliced(&images.base, Vec2::new(360.0, 22.0), 10.0, p.wood_base),
        Paint(Ink::WoodBase),
        Transform::from_xyz(0.0, -10.0, 1.0),
    ));
    for peg in 0..3 {
        let x = (peg as f32 - 1.0) * 120.0;
        card.spawn((
            theme::sliced(&images.peg, Vec2::new(12.0, 140.0), 5.0, p.wood),
            Paint(Ink::Wood),
            Transform::from_xyz(x, 60.0, 1.5),
        ));
    }
    for (i, &width) in [100.0f32, 80.0, 60.0].iter().enumerate() {
        let colour = theme::disk_colour(3 - i as u8, 3);
        card.spawn((
            theme::sliced(&images.disk, Vec2::new(width, 24.0), 10.0, colour),
            Transform::from_xyz(-120.0, 12.0 + i as f32 * 23.0, 2.0 + i as f32 * 0.01),
        ));
    }
}

/// A board with a few stones, one of them fading.
pub(super) fn spawn_tictactoe_preview(
    card: &mut ChildSpawnerCommands,
    images: &GameImages,
    palette: &Palette,
) {
    let cell = 50.0;
    for i in 0..9 {
        let (col, row) = ((i % 3) as f32 - 1.0, 1.0 - (i / 3) as f32);
        card.spawn((
            theme::sliced(&images.cell, Vec2::splat(cell - 4.0), 12.0, palette.surface_hover),
            Paint(Ink::SurfaceHover),
            Transform::from_xyz(col * cell, 50.0 + row * cell, 1.5),
        ));
    }
    for (i, player, alpha) in [
        (0, Player::X, 0.35),
        (4, Player::O, 1.0),
        (8, Player::X, 1.0),
        (2, Player::O, 1.0),
        (5, Player::X, 1.0),
    ] {
        let (col, row) = ((i % 3) as f32 - 1.0, 1.0 - (i / 3) as f32);
        card.spawn((
            Sprite {
                image: stone_image(images, player),
                custom_size: Some(Vec2::splat(cell - 8.0)),
                color: palette.stone(player).with_alpha(alpha),
                ..default()
            },
            Paint(Ink::Stone(player)),
            Transform::from_xyz(col * cell, 50.0 + row * cell, 2.0),
        ));
    }
}
