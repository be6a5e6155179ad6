//! The first frame, headless: it is the player's first picture of the game
//! (in the browser the loading message goes once it is drawn), so it shows
//! the whole menu, with the first frame's shaders asked for early.

use bevy::asset::LoadState;
use bevy::prelude::*;
use bevy_egui::{EguiRenderOutput, PrimaryEguiContext, egui};
use pegs_and_stones::app::testing::{headless_app, run_frames};
use pegs_and_stones::shell::display::rendering::{EARLY_SHADERS, EarlyShaders};
use pegs_and_stones::shell::display::theme::WorldText;

/// Vertices of egui's last picture inside `rect` (egui points) drawn at
/// full strength (a faded area's are not).
fn strong_vertices(app: &mut App, rect: egui::Rect) -> usize {
    let mut q = app.world_mut().query_filtered::<&EguiRenderOutput, With<PrimaryEguiContext>>();
    let output = q.single(app.world()).expect("the primary egui context");
    output
        .paint_jobs
        .iter()
        .filter_map(|job| match &job.primitive {
            egui::epaint::Primitive::Mesh(mesh) => Some(mesh),
            egui::epaint::Primitive::Callback(_) => None,
        })
        .flat_map(|mesh| &mesh.vertices)
        .filter(|v| rect.contains(v.pos) && v.color.a() >= 250)
        .count()
}

/// The title (a board text) is painted where its entity is, and the
/// corner's choices at full strength, not fading in.
#[test]
fn the_first_frame_shows_the_whole_menu() {
    // The headless app has run its first frame.
    let mut app = headless_app();
    let mut texts = app.world_mut().query::<(&WorldText, &GlobalTransform)>();
    let title = texts
        .iter(app.world())
        .find(|(text, _)| text.text == "Pegs & Stones")
        .map(|(_, at)| at.translation())
        .expect("the menu's title");
    // The window shows the world at 1:1, its centre at the world's origin.
    let centre = egui::pos2(640.0 + title.x, 360.0 - title.y);
    let title_box = egui::Rect::from_center_size(centre, egui::vec2(800.0, 90.0));
    assert!(strong_vertices(&mut app, title_box) > 40, "the title is painted in the first frame");
    let corner = egui::Rect::from_min_max(egui::pos2(640.0, 0.0), egui::pos2(1280.0, 120.0));
    assert!(strong_vertices(&mut app, corner) > 40, "the language and look choices show at once");
}

/// The shaders asked for early are where Bevy keeps them (a path that a
/// new Bevy moved would fail to load, and the first frame would be empty
/// again in the browser).
#[test]
fn the_first_frames_shaders_are_found() {
    let mut app = headless_app();
    // Loaded on the task pool: a few frames (a WESL shader's imports load with it).
    for _ in 0..100 {
        let server = app.world().resource::<AssetServer>();
        let early = &app.world().resource::<EarlyShaders>().0;
        if early.iter().all(|h| !matches!(server.load_state(h), LoadState::Loading | LoadState::NotLoaded)) {
            break;
        }
        run_frames(&mut app, 1);
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let early = app.world().resource::<EarlyShaders>();
    assert_eq!(early.0.len(), EARLY_SHADERS.len());
    let server = app.world().resource::<AssetServer>();
    for (handle, path) in early.0.iter().zip(EARLY_SHADERS) {
        assert!(
            matches!(server.load_state(handle), LoadState::Loaded),
            "{path}: {:?}",
            server.load_state(handle)
        );
    }
}
