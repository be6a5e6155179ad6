//! The game's look, shared by every screen: the palettes, the images and
//! the typeface (compiled into the binary, so the game needs no asset folder
//! at run time and they are ready on the first frame), texts in the world,
//! and egui's style and panels.

mod fonts;
mod images;
mod palette;
mod panel;
mod world_text;

use bevy::prelude::*;

pub use fonts::bold_family;
pub use images::{GameImages, sliced, sliced_with, stone_image};
pub use palette::{
    DISK_PALETTE, INK_DARK, Ink, Paint, Palette, contrast, disk_colour, egui_colour, ink_on, luminance,
};
pub use panel::{PanelPart, Sheet, SheetWords, action_button, palette_of, text_scale_of, ui_panel};
pub use world_text::{WorldText, label, title};

pub use crate::shell::display::camera::{PANEL_WIDTH, TextScale};

/// The palette, the images, egui's style and the world's texts.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((palette::plugin, images::plugin, panel::plugin, world_text::plugin));
}
