//! The whole game in a window: Bevy's plugins, egui and the game's own, and
//! the two ways to run it — to play, or to take one picture and exit.

use bevy::prelude::*;
use bevy::window::WindowResolution;
use bevy_egui::EguiPlugin;

use crate::app::snapshot::Snapshot;
use crate::base::save::{DataStore, store::Store};
use crate::shell::display::camera::{VIEW_HEIGHT, VIEW_WIDTH};

/// The whole game in a resizable window.
pub fn app() -> App {
    app_sized(VIEW_WIDTH as u32, VIEW_HEIGHT as u32)
}

/// The whole game in a window of `width` × `height` logical pixels.
fn app_sized(width: u32, height: u32) -> App {
    #[cfg(target_arch = "wasm32")]
    crate::app::console::start();
    let plugins = DefaultPlugins.set(WindowPlugin {
        primary_window: Some(Window {
            title: crate::base::screen::GAME_NAME.into(),
            resolution: WindowResolution::new(width, height),
            // Phones may be narrow: the layout turns to portrait instead of cutting the picture.
            resize_constraints: WindowResizeConstraints { min_width: 320.0, min_height: 320.0, ..default() },
            canvas: Some("#bevy".into()),
            fit_canvas_to_parent: true,
            prevent_default_event_handling: true,
            ..default()
        }),
        ..default()
    });
    // On the web there is no LogPlugin: the console takes warnings and errors (crate::app::console).
    #[cfg(not(target_arch = "wasm32"))]
    let plugins = plugins.set(log_plugin());
    let mut app = App::new();
    // Before Bevy's: the renderer takes the recorded shaders when it starts.
    #[cfg(target_arch = "wasm32")]
    app.add_plugins(crate::app::web_shaders::plugin);
    app.add_plugins(crate::shell::display::rendering::board_pipeline(plugins))
        .add_plugins(EguiPlugin::default())
        .add_plugins(crate::plugin);
    app
}

/// Logging natively: release builds keep warnings and errors only (the rest is
/// compiled out), so they also ask for no more, which spares players
/// Bevy's notice that the finer levels are not there.
#[cfg(not(target_arch = "wasm32"))]
fn log_plugin() -> bevy::log::LogPlugin {
    let plugin = bevy::log::LogPlugin { fmt_layer: plain_unless_a_terminal, ..default() };
    if cfg!(debug_assertions) {
        plugin
    } else {
        bevy::log::LogPlugin {
            level: bevy::log::Level::WARN,
            filter: "wgpu=error,naga=warn,calloop=error".into(),
            ..plugin
        }
    }
}

/// The log's lines on stderr, in colour only for a person at a terminal:
/// a log file (`pegs-and-stones 2>game.log`), journald or a pipe gets plain
/// lines (and `NO_COLOR` turns colour off everywhere).
#[cfg(not(target_arch = "wasm32"))]
fn plain_unless_a_terminal(_: &mut App) -> Option<bevy::log::BoxedFmtLayer> {
    use std::io::IsTerminal;
    let colour = std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none();
    let layer =
        bevy::log::tracing_subscriber::fmt::Layer::default().with_ansi(colour).with_writer(std::io::stderr);
    Some(Box::new(layer))
}

/// Opens the game window and runs until it is closed, keeping the
/// player's data where [`Store::for_player`] says; `server` (from the
/// command line) is the signalling server for online games, `size` the
/// window's size in logical pixels (a phone's, to play its layout).
pub fn run(
    server: Option<String>,
    size: Option<(u32, u32)>,
    daily: Option<crate::shell::modes::puzzle::Asked>,
    review: Option<crate::base::save::games::KeptText>,
) {
    crate::shell::platform::web::mark("pegs: main");
    let mut app = match size {
        Some((width, height)) => app_sized(width, height),
        None => app(),
    };
    // On the web, `?server=` names it.
    if let Some(server) = server.or_else(|| crate::shell::platform::web::page_parameter("server")) {
        app.insert_resource(crate::screens::tictactoe::online::ServerGiven(server));
    }
    if let Some(store) = Store::for_player() {
        app.insert_resource(DataStore(store));
    }
    if daily.is_some() {
        app.world_mut().resource_mut::<crate::shell::modes::puzzle::Challenge>().asked = daily;
    }
    if review.is_some() {
        app.world_mut().resource_mut::<crate::shell::modes::review::AskedReview>().0 = review;
    }
    crate::shell::platform::web::mark("pegs: app built");
    app.run();
}

/// Opens the game, saves a picture of one screen and exits. It reads and
/// keeps no player data (the picture shows a fixed position).
pub fn run_snapshot(snapshot: Snapshot) {
    let mut app = match snapshot.size {
        Some((width, height)) => app_sized(width, height),
        None => app(),
    };
    app.insert_resource(DataStore(Store::memory()));
    if snapshot.review.is_some() {
        app.world_mut().resource_mut::<crate::shell::modes::review::AskedReview>().0 =
            snapshot.review.clone();
    }
    app.insert_resource(snapshot);
    app.add_plugins(crate::app::snapshot::plugin);
    app.run();
}
