//! The keyboard's place on the Hanoi board: ← and → move a visible ring
//! from peg to peg, Enter picks up the focused peg's top disk or puts the
//! held one down there (as the number keys do). Space stays the solver's.
//! The ring goes when the mouse moves, and comes back with an arrow key.

use bevy::prelude::*;
use bevy::window::CursorMoved;

use super::layout::{BASE_TOP, PEG_HEIGHT, Tall};
use super::state::{Board, HanoiAction};
use crate::base::screen::Screen;
use crate::shell::display::theme::{self, GameImages, Ink, Paint, Palette};

/// The peg the keyboard is on, if the ring is shown.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct PegFocus(pub Option<usize>);

/// The ring around the focused peg.
#[derive(Component, Debug)]
pub struct FocusRing;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PegFocus>()
        .add_systems(OnEnter(Screen::Hanoi), (spawn_ring, |mut f: ResMut<PegFocus>| f.0 = None))
        // While a review shows a game, the arrows step through its moves instead.
        .add_systems(
            Update,
            keys.in_set(super::HanoiSystems::Input)
                .run_if(in_state(Screen::Hanoi))
                .run_if(|review: Res<super::review::OnReview>| !review.holds_the_board()),
        )
        .add_systems(Update, show_ring.in_set(super::HanoiSystems::Visuals).run_if(in_state(Screen::Hanoi)));
}

fn spawn_ring(mut commands: Commands, images: Res<GameImages>, palette: Res<Palette>) {
    commands.spawn((
        FocusRing,
        theme::sliced(&images.peg, Vec2::new(36.0, PEG_HEIGHT + 18.0), 8.0, palette.accent.with_alpha(0.75)),
        Paint(Ink::Accent),
        Transform::from_xyz(0.0, BASE_TOP + PEG_HEIGHT / 2.0 - 6.0, 0.45),
        Visibility::Hidden,
        DespawnOnExit(Screen::Hanoi),
    ));
}

fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    board: Res<Board>,
    mut cursor: MessageReader<CursorMoved>,
    mut focus: ResMut<PegFocus>,
    mut actions: MessageWriter<HanoiAction>,
) {
    let pegs = board.peg_count();
    let mut next = focus.0.filter(|&p| p < pegs);
    if cursor.read().count() > 0 {
        next = None;
    }
    let start = next.unwrap_or(0);
    if keys.just_pressed(KeyCode::ArrowRight) {
        next = Some(if next.is_some() { (start + 1) % pegs } else { start });
    }
    if keys.just_pressed(KeyCode::ArrowLeft) {
        next = Some(if next.is_some() { (start + pegs - 1) % pegs } else { start });
    }
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter])
        && let Some(peg) = next
    {
        actions.write(HanoiAction::KeyPeg(peg));
    }
    focus.set_if_neq(PegFocus(next));
}

fn show_ring(
    focus: Res<PegFocus>,
    board: Res<Board>,
    tall: Res<Tall>,
    mut ring: Query<(&mut Transform, &mut Sprite, &mut Visibility), With<FocusRing>>,
) {
    for (mut place, mut sprite, mut visibility) in &mut ring {
        match focus.0 {
            Some(peg) => {
                let geometry = board.geometry(*tall);
                let height = geometry.peg_height();
                let at = Vec2::new(geometry.peg_x(peg), BASE_TOP + height / 2.0 - 6.0);
                if place.translation.truncate() != at {
                    place.translation = at.extend(place.translation.z);
                }
                let size = Vec2::new(36.0, height + 18.0);
                if sprite.custom_size != Some(size) {
                    sprite.custom_size = Some(size);
                }
                visibility.set_if_neq(Visibility::Inherited);
            }
            None => {
                visibility.set_if_neq(Visibility::Hidden);
            }
        }
    }
}
