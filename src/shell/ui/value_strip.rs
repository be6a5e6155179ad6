//! A review's whole game at a glance: a bar for the start and for every
//! move, drawn on one scale from a middle line (up and down for
//! TicTacToe's value, up for Hanoi's distance), a ring on the bars of
//! mistakes and detours, the move shown lit; a click or tap on it goes to
//! that move.

use bevy_egui::egui;

use crate::shell::display::theme::{self, Palette};

/// Height of the strip, in points at 100 % text.
const STRIP_HEIGHT: f32 = 56.0;

/// One bar: its height from the line (-1 to 1), its colour, and whether
/// the move that led there is marked (a mistake, a detour).
pub struct Bar {
    pub height: f32,
    pub fill: bevy::color::Color,
    pub marked: bool,
}

/// The strip, named `words` for screen readers (and as its hover text),
/// with `at` lit; the bar chosen by a click or tap.
pub fn value_strip(ui: &mut egui::Ui, words: &str, bars: &[Bar], at: usize, centred: bool) -> Option<usize> {
    if bars.len() < 2 {
        return None;
    }
    let size = egui::vec2(ui.available_width(), STRIP_HEIGHT * theme::text_scale_of(ui.ctx()));
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::click());
    crate::shell::labels::name_for_readers(&response, words);
    let response = response.on_hover_text(words);
    let palette: Palette = theme::palette_of(ui.ctx());
    let colour = theme::egui_colour;
    let painter = ui.painter_at(rect);
    // Centred: the line in the middle, bars up and down; else along the bottom.
    let (line, reach) = if centred {
        (rect.center().y, rect.height() / 2.0 - 4.0)
    } else {
        (rect.bottom() - 2.0, rect.height() - 6.0)
    };
    let step = rect.width() / (bars.len() - 1) as f32;
    let x_at = |i: usize| rect.left() + step * i as f32;
    let width = (step * 0.6).clamp(2.0, 12.0);
    painter.hline(rect.x_range(), line, egui::Stroke::new(1.0, colour(palette.text_dim)));
    for (i, bar) in bars.iter().enumerate() {
        let x = x_at(i).clamp(rect.left() + width / 2.0, rect.right() - width / 2.0);
        let end = line - bar.height.clamp(-1.0, 1.0) * reach;
        // Nothing to show still shows: a short tick on the line.
        let (top, bottom) = match end {
            e if e < line - 2.0 => (e, line),
            e if e > line + 2.0 => (line, e),
            _ => (line - 2.0, line + 2.0),
        };
        let shape = egui::Rect::from_x_y_ranges(x - width / 2.0..=x + width / 2.0, top..=bottom);
        painter.rect_filled(shape, 1.0, colour(bar.fill));
        // A ring (a shape as well as a colour, for colour-blind eyes).
        if bar.marked {
            let ring = egui::Stroke::new(2.0, colour(palette.warning));
            painter.circle(egui::pos2(x, end), 4.0, colour(palette.background), ring);
        }
    }
    painter.vline(x_at(at.min(bars.len() - 1)), rect.y_range(), egui::Stroke::new(2.0, colour(palette.text)));
    let pointer = response.clicked().then(|| response.interact_pointer_pos()).flatten()?;
    let i = ((pointer.x - rect.left()) / step).round().max(0.0) as usize;
    Some(i.min(bars.len() - 1))
}
