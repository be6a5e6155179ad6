//! The other racer's board, drawn small beside the player's: its pegs and
//! disks as their moves arrive, their move count against the optimum and,
//! once home, their time. In landscape it is the top of the race's panel
//! beside the board; where space is short (upright, a small screen, large
//! text) a strip above the board and its message line, until the race
//! is decided (the result's lines then say both finishes).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use pegs_engine::hanoi::Tower;

use super::Racing;
use crate::base::i18n::{Msg, RaceMsg};
use crate::base::screen::Screen;
use crate::shell::display::camera::View;
use crate::shell::display::theme;
use crate::shell::language::Lang;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, window.run_if(in_state(Screen::Hanoi)));
}

/// Widest the strip above the board grows, in points.
const COLUMN: f32 = 250.0;

fn window(mut contexts: EguiContexts, view: Res<View>, lang: Res<Lang>, racing: Res<Racing>) -> Result {
    // Beside the board the panel shows it (see `panel`); once the race is
    // decided, the result lines under the notice say both finishes.
    let decided = racing.race.as_ref().is_some_and(|r| r.outcome().is_some() || r.fault().is_some());
    if !view.cramped() || decided || !racing.met() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let frame =
        egui::Frame::window(&ctx.global_style()).fill(theme::egui_colour(theme::palette_of(ctx).panel));
    let width = (ctx.content_rect().width() * 0.62).min(COLUMN);
    // Above the message line and the pegs.
    let pos = ctx.content_rect().center_top() + egui::vec2(0.0, TOP_GAP);
    egui::Area::new(egui::Id::new("hanoi_rival"))
        .pivot(egui::Align2::CENTER_TOP)
        .fixed_pos(pos)
        .interactable(false)
        .show(ctx, |ui| {
            frame.show(ui, |ui| {
                ui.set_width(width);
                section(ui, &lang, &racing, width, STRIP_HEIGHT);
            });
        });
    Ok(())
}

/// Points between the top of the screen and the strip (the message line hangs under it).
const TOP_GAP: f32 = 4.0;
/// Height of the drawing in the strip above the board.
const STRIP_HEIGHT: f32 = 40.0;

/// The other racer's board under its heading, with their progress: the
/// strip above the board, or a part of the panel beside it.
pub fn section(ui: &mut egui::Ui, lang: &Lang, racing: &Racing, width: f32, height: f32) {
    let (Some(tower), Some(progress)) =
        (racing.race.as_ref().and_then(|r| r.theirs()), racing.rival_progress())
    else {
        return;
    };
    ui.small(lang.say(&Msg::Race(RaceMsg::RivalTower(racing.rival()))));
    draw(ui, tower, width, height);
    ui.label(lang.say(&Msg::Race(progress)));
}

/// The tower's pegs and disks, drawn to `width` × `height` points.
fn draw(ui: &mut egui::Ui, tower: &Tower, width: f32, most: f32) {
    let pegs = tower.peg_count();
    let disks = tower.disks().max(1);
    // A short tower stands no taller than it needs.
    let height = most.min(10.0 * disks as f32 + 10.0);
    let (rect, _) = ui.allocate_exact_size(egui::vec2(width, height), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    let palette = theme::palette_of(ui.ctx());
    let peg_colour = theme::egui_colour(palette.text_dim);
    let disk_colour = theme::egui_colour(palette.accent);
    let base = rect.bottom() - 3.0;
    painter.line_segment(
        [egui::pos2(rect.left() + 2.0, base), egui::pos2(rect.right() - 2.0, base)],
        egui::Stroke::new(2.0, peg_colour),
    );
    let slot = rect.width() / pegs as f32;
    let level = ((height - 10.0) / disks as f32).min(10.0);
    for peg in 0..pegs {
        let x = rect.left() + slot * (peg as f32 + 0.5);
        painter.line_segment(
            [egui::pos2(x, base), egui::pos2(x, base - level * disks as f32 - 6.0)],
            egui::Stroke::new(2.0, peg_colour),
        );
        for (height_on_peg, &disk) in tower.peg(peg).iter().enumerate() {
            let half = (slot * 0.46) * (0.3 + 0.7 * disk as f32 / disks as f32);
            let top = base - level * (height_on_peg as f32 + 1.0);
            let r =
                egui::Rect::from_min_max(egui::pos2(x - half, top), egui::pos2(x + half, top + level - 1.0));
            painter.rect_filled(r, 2.0, disk_colour);
        }
    }
}
