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
pub mod view;
pub mod widgets;

use bevy::prelude::*;
use bevy::window::WindowResolution;
use bevy_egui::EguiPlugin;

pub use view::{VIEW_HEIGHT, VIEW_WIDTH};

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
            view::plugin,
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
        .add_systems(Update, back_to_menu.run_if(not(in_state(Screen::Menu))));
    #[cfg(target_arch = "wasm32")]
    app.add_systems(Last, (hide_loading_message, note_window_on_page));
}

/// The whole game in a resizable window.
pub fn app() -> App {
    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Pegs & Stones".into(),
                    resolution: WindowResolution::new(VIEW_WIDTH as u32, VIEW_HEIGHT as u32),
                    // Phones may be narrow: the layout turns to portrait instead of cutting the picture.
                    resize_constraints: WindowResizeConstraints {
                        min_width: 320.0,
                        min_height: 320.0,
                        ..default()
                    },
                    canvas: Some("#bevy".into()),
                    fit_canvas_to_parent: true,
                    prevent_default_event_handling: true,
                    ..default()
                }),
                ..default()
            })
            .set(log_plugin()),
    )
    .add_plugins(EguiPlugin::default())
    .add_plugins(plugin);
    app
}

/// Logging: release builds keep warnings and errors only (the rest is
/// compiled out), so they also ask for no more, which spares players
/// Bevy's notice that the finer levels are not there.
fn log_plugin() -> bevy::log::LogPlugin {
    if cfg!(debug_assertions) {
        bevy::log::LogPlugin::default()
    } else {
        bevy::log::LogPlugin {
            level: bevy::log::Level::WARN,
            filter: "wgpu=error,naga=warn,calloop=error".into(),
            ..default()
        }
    }
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

/// Esc leaves a game for the menu.
fn back_to_menu(keys: Res<ButtonInput<KeyCode>>, mut next: ResMut<NextState<Screen>>) {
    if keys.just_pressed(KeyCode::Escape) {
        next.set(Screen::Menu);
    }
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

/// On the web: the window as the game sees it, on `<body data-window>`
/// ("logical width × height @ scale factor"), for the browser test and for
/// anyone comparing it with the page's own measures.
#[cfg(target_arch = "wasm32")]
fn note_window_on_page(window: Single<&Window, Changed<Window>>) {
    let Some(body) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.body()) else { return };
    let noted = format!("{:.1}x{:.1}@{}", window.width(), window.height(), window.scale_factor());
    let _ = body.dataset().set("window", &noted);
}
