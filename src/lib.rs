//! Pegs & Stones: Towers of Hanoi and Infinity TicTacToe.
//!
//! The rule engines (`hanoi::engine`, `hanoi::solver`, `tictactoe::rules`,
//! `tictactoe::ai`, `tictactoe::perfect`) are plain Rust; the rest wraps
//! them in a Bevy app: a plugin per concern, a [`Screen`] state per screen.

pub mod bench;
pub mod celebrate;
pub mod cli;
pub mod hanoi;
pub mod howto;
pub mod i18n;
pub mod language;
pub mod menu;
pub mod save;
pub mod snapshot;
pub mod sound;
pub mod tasks;
pub mod testing;
pub mod theme;
pub mod tictactoe;
pub mod widgets;

use bevy::prelude::*;
use bevy::window::WindowResolution;
use bevy_egui::{EguiContexts, EguiPlugin, EguiPrimaryContextPass};

/// Width of the world the camera always shows, in world units.
pub const VIEW_WIDTH: f32 = 1280.0;
/// Height of the world the camera always shows, in world units.
pub const VIEW_HEIGHT: f32 = 720.0;

/// The screen being shown.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    /// Choose a game.
    #[default]
    Menu,
    /// Towers of Hanoi.
    Hanoi,
    /// Infinity TicTacToe.
    TicTacToe,
}

/// The game's own systems, resources and screens, without the window,
/// rendering or egui plugins (see [`app`] and [`testing::headless_app`]).
pub fn plugin(app: &mut App) {
    app.init_state::<Screen>()
        .add_plugins((
            theme::plugin,
            tasks::plugin,
            language::plugin,
            sound::plugin,
            celebrate::plugin,
            save::plugin,
            howto::plugin,
            menu::plugin,
            hanoi::plugin,
            tictactoe::plugin,
            snapshot::plugin,
        ))
        .add_systems(Startup, spawn_camera)
        .add_systems(Update, back_to_menu.run_if(not(in_state(Screen::Menu))))
        .add_systems(EguiPrimaryContextPass, zoom_ui_with_window);
    #[cfg(target_arch = "wasm32")]
    app.add_systems(Last, hide_loading_message);
}

/// The whole game in a resizable window.
pub fn app() -> App {
    let mut app = App::new();
    app.add_plugins(DefaultPlugins.set(WindowPlugin {
        primary_window: Some(Window {
            title: "Pegs & Stones".into(),
            resolution: WindowResolution::new(VIEW_WIDTH as u32, VIEW_HEIGHT as u32),
            resize_constraints: WindowResizeConstraints { min_width: 480.0, min_height: 320.0, ..default() },
            canvas: Some("#bevy".into()),
            fit_canvas_to_parent: true,
            prevent_default_event_handling: true,
            ..default()
        }),
        ..default()
    }))
    .add_plugins(EguiPlugin::default())
    .add_plugins(plugin);
    app
}

/// Opens the game window and runs until it is closed, keeping the
/// player's data where [`save::store::Store::for_player`] says.
pub fn run() {
    let mut app = app();
    if let Some(store) = save::store::Store::for_player() {
        app.insert_resource(save::DataStore(store));
    }
    app.run();
}

/// Opens the game, saves a picture of one screen and exits. It reads and
/// keeps no player data (the picture shows a fixed position).
pub fn run_snapshot(snapshot: snapshot::Snapshot) {
    let mut app = app();
    app.insert_resource(save::DataStore(save::store::Store::memory()));
    app.insert_resource(snapshot);
    app.run();
}

/// One 2D camera that always shows at least `VIEW_WIDTH` × `VIEW_HEIGHT`
/// world units, so every screen keeps its proportions at any window size.
fn spawn_camera(mut commands: Commands) {
    commands.spawn((
        Name::new("Camera"),
        Camera2d,
        Projection::Orthographic(OrthographicProjection {
            scaling_mode: bevy::camera::ScalingMode::AutoMin {
                min_width: VIEW_WIDTH,
                min_height: VIEW_HEIGHT,
            },
            ..OrthographicProjection::default_2d()
        }),
    ));
}

/// Esc leaves a game for the menu.
fn back_to_menu(keys: Res<ButtonInput<KeyCode>>, mut next: ResMut<NextState<Screen>>) {
    if keys.just_pressed(KeyCode::Escape) {
        next.set(Screen::Menu);
    }
}

/// How much larger or smaller than 1280 × 720 the window is; panels and text scale with it.
pub fn window_zoom(window: &Window) -> f32 {
    (window.width() / VIEW_WIDTH).min(window.height() / VIEW_HEIGHT).clamp(0.5, 3.0)
}

/// egui's panels grow and shrink with the window like the board does.
fn zoom_ui_with_window(mut contexts: EguiContexts, window: Single<&Window>, mut last: Local<f32>) -> Result {
    let zoom = window_zoom(&window);
    if (zoom - *last).abs() > 0.01 {
        contexts.ctx_mut()?.set_zoom_factor(zoom);
        *last = zoom;
    }
    Ok(())
}

/// On the web: once the first frames are drawn, the page's loading message
/// goes, and the time since page load is noted on `<body data-first-frame>`.
#[cfg(target_arch = "wasm32")]
fn hide_loading_message(frames: Res<bevy::diagnostic::FrameCount>, mut done: Local<bool>) {
    if *done || frames.0 < 2 {
        return;
    }
    *done = true;
    let Some(window) = web_sys::window() else { return };
    let Some(document) = window.document() else { return };
    if let Some(loading) = document.get_element_by_id("loading") {
        loading.remove();
    }
    if let (Some(body), Some(performance)) = (document.body(), window.performance()) {
        let _ = body.dataset().set("firstFrame", &format!("{:.0}", performance.now()));
    }
}
