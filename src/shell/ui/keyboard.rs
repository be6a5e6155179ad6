//! Who has the keyboard: while a text box has it (an online game's code,
//! an engine's command line), every key is the box's, and the games'
//! shortcuts (digits place stones, N starts a new game, H shows the
//! values…) do not see it.

use bevy::input::InputSystems;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

pub fn plugin(app: &mut App) {
    app.add_systems(PreUpdate, keys_to_the_text_box.after(InputSystems));
}

/// Whether a text box has the keyboard: the focused widget is one.
pub fn typing(ctx: &egui::Context) -> bool {
    ctx.memory(|m| m.focused()).is_some_and(|id| egui::text_edit::TextEditState::load(ctx, id).is_some())
}

/// Hides this frame's keys from the games while a text box has them (egui
/// reads its keys from the window's key messages, which stay).
fn keys_to_the_text_box(mut contexts: EguiContexts, mut keys: ResMut<ButtonInput<KeyCode>>) {
    if contexts.ctx_mut().is_ok_and(|ctx| typing(ctx)) {
        keys.reset_all();
    }
}
