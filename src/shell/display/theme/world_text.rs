//! Text in the world (a disk's number, a cell's value): painted by egui
//! where its entity is, at the size it appears on screen, under the panels.

use bevy::prelude::*;

use super::fonts::{bold_family, warm_glyphs};
use super::{TextScale, egui_colour};

/// Text shown in the world, at `size` world units. egui paints it at the
/// size it appears on screen, so it stays crisp at any window size, in the
/// same typeface as the panels.
#[derive(Component, Clone, Debug, PartialEq)]
#[require(Transform, Visibility)]
pub struct WorldText {
    /// What it says; `\n` starts a new line. Lines are centred on the entity.
    pub text: String,
    /// Height of the letters in world units.
    pub size: f32,
    /// Its colour (alpha included).
    pub colour: Color,
    /// Bold face.
    pub bold: bool,
    /// The entity marks the top of the text rather than its centre (text of
    /// several lines then grows downwards).
    pub hangs: bool,
    /// Longest line, in world units, before the text wraps.
    pub wrap: Option<f32>,
    /// The box, in world units, the text must stay inside (a label in a
    /// cell, a number on a disk): the player's larger text grows it only
    /// as far as it fits; a text too long for it at its usual size shrinks
    /// to fit, down to three quarters of that size.
    pub fits: Option<Vec2>,
}

impl WorldText {
    /// Replaces the text if it differs (so change detection sees real changes only).
    pub fn set(&mut self, text: &str) {
        if self.text != text {
            text.clone_into(&mut self.text);
        }
    }
}

/// Text in the world at `size` units.
pub fn label(text: impl Into<String>, size: f32, colour: Color) -> WorldText {
    WorldText { text: text.into(), size, colour, bold: false, hangs: false, wrap: None, fits: None }
}

/// Bold text in the world at `size` units.
pub fn title(text: impl Into<String>, size: f32, colour: Color) -> WorldText {
    WorldText { text: text.into(), size, colour, bold: true, hangs: false, wrap: None, fits: None }
}

/// The frame from which [`GLYPHS_IN_USE`](super::fonts::GLYPHS_IN_USE) are warmed: the first two
/// frames (the first picture the player sees) lay out only their own texts.
const WARM_FROM_FRAME: u32 = 3;

/// Sizes of board texts are kept to steps of this many points: a label
/// that grows or squashes with its piece meets a handful of sizes, not a
/// new one every frame (each new size adds glyphs to egui's atlas, and
/// every change of the atlas sends the whole of it to the GPU again).
const TEXT_SIZE_STEP: f32 = 0.5;

/// What [`paint_world_texts`] knows of the characters warmed: each size,
/// face and scale warmed, and the board's text sizes in the last frame.
#[derive(Default)]
struct Warmth {
    warmed: Vec<(u32, bevy_egui::egui::FontFamily, u32)>,
    last_sizes: Vec<bevy_egui::egui::FontId>,
}

/// How the world is seen: the screen's layout, the text size, the camera.
#[derive(bevy::ecs::system::SystemParam)]
struct Seen<'w, 's> {
    view: Res<'w, crate::shell::display::camera::View>,
    text_scale: Res<'w, TextScale>,
    camera: Single<'w, 's, (&'static Camera, &'static GlobalTransform)>,
}

/// Paints every visible [`WorldText`] where its entity is, back to front,
/// under egui's windows and panels. The characters in use are warmed at
/// the panels' sizes and at each board text size that holds for two frames
/// running (a size met only in passing, while a piece lands, is not).
fn paint_world_texts(
    mut contexts: bevy_egui::EguiContexts,
    seen: Seen,
    texts: Query<(&WorldText, &GlobalTransform, &InheritedVisibility)>,
    frames: Res<bevy::diagnostic::FrameCount>,
    mut wake: ResMut<crate::base::frames::Wake>,
    mut warmth: Local<Warmth>,
) -> Result {
    let Seen { view, text_scale, camera } = seen;
    use bevy_egui::egui;
    let ctx = contexts.ctx_mut()?;
    let (camera, eye) = *camera;
    let zoom = ctx.zoom_factor();
    let (Ok(origin), Ok(unit)) =
        (camera.world_to_viewport(eye, Vec3::ZERO), camera.world_to_viewport(eye, Vec3::X))
    else {
        return Ok(());
    };
    // egui points per world unit.
    let scale = (unit.x - origin.x) / zoom;
    // In portrait the board is small: its texts keep a readable size.
    let floor = view.text_floor / zoom;
    // The player's text size enlarges them (their wrap widths stay: longer texts wrap sooner).
    let larger = text_scale.0;
    let stepped = |size: f32| (size / TEXT_SIZE_STEP).round() * TEXT_SIZE_STEP;
    let size_of =
        |t: &WorldText, at: &GlobalTransform| stepped((t.size * larger * scale * at.scale().y).max(floor));
    let painter = ctx.layer_painter(egui::LayerId::new(egui::Order::Background, egui::Id::new("world_text")));
    let mut shown: Vec<_> = texts
        .iter()
        .filter(|(t, _, visible)| visible.get() && !t.text.is_empty() && t.colour.alpha() > 0.0)
        .collect();
    shown.sort_by(|a, b| a.1.translation().z.total_cmp(&b.1.translation().z));
    let mut sizes = Vec::new();
    for (text, at, _) in shown {
        let Ok(centre) = camera.world_to_viewport(eye, at.translation()) else { continue };
        let mut size = size_of(text, at);
        if size < 1.0 {
            continue;
        }
        let family = if text.bold { bold_family() } else { egui::FontFamily::Proportional };
        let layout = |size: f32| {
            let mut job = egui::text::LayoutJob::simple(
                text.text.clone(),
                egui::FontId::new(size, family.clone()),
                egui_colour(text.colour),
                text.wrap.map_or(f32::INFINITY, |w| w * scale),
            );
            job.halign = egui::Align::Center;
            painter.layout_job(job)
        };
        let mut galley = layout(size);
        if let Some(room) = text.fits {
            // Larger text shrinks back, in steps, until it fits its box; a
            // text too long for it even at its usual size (a long word in
            // some language) goes down to three quarters of that. Where a
            // readable floor holds, at most a fifth below the floor.
            let room = room * scale * at.scale().y;
            let least = stepped((text.size * scale * at.scale().y * 0.75).max(floor * 0.8));
            while size > least && (galley.size().x > room.x + 0.5 || galley.size().y > room.y + 0.5) {
                size = stepped(size * 0.9).max(least);
                galley = layout(size);
            }
        }
        let font = egui::FontId::new(size, family);
        if !sizes.contains(&font) {
            sizes.push(font);
        }
        let at = egui::pos2(centre.x / zoom, centre.y / zoom);
        let anchor = if text.hangs { galley.rect.center_top() } else { galley.rect.center() };
        painter.galley(at - anchor.to_vec2(), galley, egui_colour(text.colour));
    }
    // The first frames lay out only what they show; the rest of the
    // characters are warmed once those frames are on screen.
    if frames.0 < WARM_FROM_FRAME {
        wake.now("characters to warm after the first frames");
    } else {
        let styles: Vec<_> = ctx.global_style().text_styles.values().cloned().collect();
        let Warmth { warmed, last_sizes } = &mut *warmth;
        let steady = sizes.iter().filter(|font| last_sizes.contains(font)).cloned();
        warm_glyphs(ctx, styles.into_iter().chain(steady), warmed);
    }
    warmth.last_sizes = sizes;
    Ok(())
}

/// Paints the world's texts in egui's pass, once this frame's places are known.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(bevy_egui::EguiPrimaryContextPass, paint_world_texts)
        // egui's texture changes (new glyphs in its atlas, or a grown atlas)
        // are announced to the renderer in the frame they are made: without
        // this order the image's change event may wait a frame, and letters
        // laid out for the first time would be drawn blank for that frame.
        .configure_sets(
            PostUpdate,
            bevy_egui::EguiPostUpdateSet::PostProcessOutput.before(bevy::asset::AssetEventSystems),
        )
        // egui's pass runs once this frame's places and visibility are known,
        // so a board text is painted where its piece is drawn in the same
        // frame, from the first frame on (before, texts trailed their pieces
        // by a frame and the first frame had none).
        .configure_sets(
            PostUpdate,
            bevy_egui::EguiPostUpdateSet::EndPass
                .after(bevy::transform::TransformSystems::Propagate)
                .after(bevy::camera::visibility::VisibilitySystems::VisibilityPropagate)
                .after(bevy::camera::CameraUpdateSystems),
        );
}
