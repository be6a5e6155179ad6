//! Toasts: notes at the top of the screen about saving (the data could not be read,
//! progress is not being kept…), each until it times out or is clicked, and
//! read out to screen readers when it appears.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::base::frames::Wake;
use crate::base::save::SaveNotes;
use crate::shell::access::Announce;
use crate::shell::display::theme;
use crate::shell::language::Lang;

/// Seconds a note stays on screen.
const NOTE_SECONDS: f64 = 12.0;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, show_notes);
}

/// The notes, at the top of the screen until they time out or are clicked.
fn show_notes(
    mut contexts: EguiContexts,
    time: Res<Time<Real>>,
    lang: Res<Lang>,
    mut notes: ResMut<SaveNotes>,
    mut wake: ResMut<Wake>,
    mut announce: MessageWriter<Announce>,
) -> Result {
    if notes.notes.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let palette = theme::palette_of(ctx);
    let now = time.elapsed_secs_f64();
    let mut dismissed = None;
    egui::Area::new(egui::Id::new("save_notes"))
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 8.0))
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            for (i, note) in notes.notes.iter_mut().enumerate() {
                let text = lang.say(&note.msg);
                if note.since.is_none() {
                    announce.write(Announce::assertive(note.msg.clone()));
                }
                let shown = *note.since.get_or_insert(now);
                if now - shown > NOTE_SECONDS {
                    dismissed = Some(i);
                    continue;
                }
                // Awake to take it away when its time is up.
                wake.within(shown + NOTE_SECONDS - now, "a note about saving");
                let frame = egui::Frame::new()
                    .fill(theme::egui_colour(palette.note))
                    .corner_radius(6.0)
                    .inner_margin(egui::Margin::symmetric(12, 8));
                let response = frame
                    .show(ui, |ui| {
                        ui.set_max_width(560.0);
                        ui.label(egui::RichText::new(text).color(theme::egui_colour(palette.text)));
                    })
                    .response;
                if response.interact(egui::Sense::click()).clicked() {
                    dismissed = Some(i);
                }
            }
        });
    if let Some(i) = dismissed {
        notes.notes.remove(i);
    }
    Ok(())
}
