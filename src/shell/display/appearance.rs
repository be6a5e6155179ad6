//! How the game looks for a player's eyes: the size of its texts (100 to
//! 200 %, for the panels, the board's labels and the how-to pages) and
//! high contrast (black ground, white text, outlined controls). Both are
//! kept with the settings. Until a player chooses the contrast, the
//! system's wish decides (on the web, `prefers-contrast: more` or
//! `forced-colors: active`).

use bevy::prelude::*;

use crate::base::frames::{PaceFrames, wake_now};
use crate::base::save::data::TEXT_SIZES;
use crate::base::save::{Kept, SaveSystems};
use crate::shell::display::theme::{Palette, TextScale};

/// The player's choices for seeing the game.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Look {
    /// Text size in per cent (100 to 200).
    pub text_size: u16,
    /// High-contrast colours.
    pub high_contrast: bool,
    /// The player chose the contrast (otherwise the system's wish is followed and not kept).
    pub contrast_chosen: bool,
}

impl Default for Look {
    fn default() -> Self {
        Self { text_size: 100, high_contrast: false, contrast_chosen: false }
    }
}

impl Look {
    /// The text sizes offered, in per cent.
    pub const TEXT_STEPS: [u16; 5] = [100, 125, 150, 175, 200];

    /// The player's choice of contrast.
    pub fn choose_contrast(&mut self, high: bool) {
        self.high_contrast = high;
        self.contrast_chosen = true;
    }

    /// The player's choice of text size (held to 100–200 %).
    pub fn choose_text_size(&mut self, percent: u16) {
        self.text_size = percent.clamp(*TEXT_SIZES.start(), *TEXT_SIZES.end());
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Look>()
        .add_systems(PreStartup, restore.after(SaveSystems::Load))
        .add_systems(PreUpdate, apply)
        // A new choice is drawn at once: the next frame applies and shows it.
        .add_systems(Last, wake_now("the look changed").run_if(resource_changed::<Look>).before(PaceFrames))
        .add_systems(Last, keep.in_set(SaveSystems::Describe));
}

/// The kept choices, or the system's wish for the contrast.
fn restore(kept: Res<Kept>, mut look: ResMut<Look>) {
    let settings = &kept.data().settings;
    let (high_contrast, contrast_chosen) = match settings.high_contrast {
        Some(high) => (high, true),
        None => (crate::shell::platform::web::prefers_more_contrast(), false),
    };
    *look = Look { text_size: settings.text_size, high_contrast, contrast_chosen };
}

/// The palette and the text scale follow the choices.
fn apply(look: Res<Look>, mut palette: ResMut<Palette>, mut scale: ResMut<TextScale>) {
    if !look.is_changed() {
        return;
    }
    palette.set_if_neq(Palette::for_contrast(look.high_contrast));
    scale.set_if_neq(TextScale(f32::from(look.text_size) / 100.0));
}

fn keep(look: Res<Look>, mut kept: ResMut<Kept>) {
    if look.is_changed() {
        kept.touch();
        // On the web the page shows them too (`<body data-contrast data-text-size>`), for the browser test.
        #[cfg(target_arch = "wasm32")]
        if let Some(body) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.body()) {
            let contrast = if look.high_contrast { "high" } else { "usual" };
            let _ = body.dataset().set("contrast", contrast);
            let _ = body.dataset().set("textSize", &look.text_size.to_string());
        }
    }
    if kept.gathering() {
        let settings = &mut kept.data_mut().settings;
        settings.text_size = look.text_size;
        settings.high_contrast = look.contrast_chosen.then_some(look.high_contrast);
    }
}
