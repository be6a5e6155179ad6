//! Pegs & Stones: Towers of Hanoi and Infinity TicTacToe.
//!
//! The rules, solvers and computer players are the `pegs-engine` crate
//! (plain Rust, no Bevy). This crate shows them, in four layers, a folder
//! each; a layer uses only the layers below it (the `layers` test checks it):
//!
//! 1. [`base`]: the screen being shown, frames, every text, settings and
//!    what is kept;
//! 2. [`shell`]: what both games share, a folder for each kind of thing —
//!    the device, the display, feedback, screen readers, the panels' pieces,
//!    and puzzles, lessons, reviews and online play;
//! 3. [`screens`]: the menu, Hanoi and TicTacToe;
//! 4. [`app`]: the window, the command line, benchmarks, screenshots and
//!    the headless build for tests.
//!
//! The crate root only puts the plugins of layers 1–3 together; a layer's
//! `mod.rs` only names its parts.

pub mod app;
pub mod base;
pub mod screens;
pub mod shell;

use bevy::prelude::*;

/// The game's own systems, resources and screens, without the window,
/// rendering or egui plugins: the `app` layer adds those for a window, and
/// for headless tests.
pub fn plugin(app: &mut App) {
    app.add_plugins((
        // The base: the screen, frames, and what is kept.
        (base::screen::plugin, base::frames::plugin, base::save::plugin),
        // The shell, part by part.
        (
            (shell::platform::tasks::plugin, shell::platform::web::plugin),
            (
                shell::display::theme::plugin,
                shell::display::camera::plugin,
                shell::display::rendering::plugin,
                shell::display::zones::plugin,
                shell::display::motion::plugin,
                shell::display::appearance::plugin,
            ),
            shell::language::plugin,
            (
                shell::feedback::sound::plugin,
                shell::feedback::haptics::plugin,
                shell::feedback::celebrate::plugin,
            ),
            (shell::access::plugin, shell::access::shared_settings::plugin),
            (shell::ui::toasts::plugin, shell::ui::howto::plugin, shell::ui::keyboard::plugin),
            (
                shell::modes::online::plugin,
                shell::modes::puzzle::plugin,
                shell::modes::lessons::plugin,
                shell::modes::review::plugin,
            ),
        ),
        // The screens.
        (screens::menu::plugin, screens::hanoi::plugin, screens::tictactoe::plugin),
    ));
}
