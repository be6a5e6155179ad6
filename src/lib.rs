//! Pegs & Stones: Towers of Hanoi and Infinity TicTacToe.
//!
//! The rules, solvers and computer players are the `pegs-engine` crate
//! (plain Rust, no Bevy). This crate shows them, in parts that each use only
//! the parts below them:
//!
//! 1. [`screen`], [`frames`]: the screen being shown and the frames asked
//!    for (shared by every part);
//! 2. [`i18n`], [`settings`], [`save`]: every text, what a player chooses,
//!    what is kept and how — they name engine types and know no screen;
//! 3. the shell: [`view`], [`drawing`], [`theme`], [`language`], [`sound`],
//!    [`tasks`], [`widgets`], [`notes`], [`celebrate`], [`howto`], [`zones`],
//!    [`web`], [`motion`], [`access`], [`online`];
//! 4. the screens: [`menu`], [`hanoi`], [`tictactoe`];
//! 5. the app: [`app`] (the window), [`cli`], [`bench`], [`snapshot`],
//!    [`testing`].
//!
//! The crate root only puts the plugins of parts 1–4 together.

pub mod access;
pub mod app;
pub mod bench;
pub mod celebrate;
pub mod cli;
pub mod drawing;
pub mod frames;
pub mod hanoi;
pub mod howto;
pub mod i18n;
pub mod language;
pub mod look;
pub mod menu;
pub mod motion;
pub mod notes;
pub mod online;
pub mod save;
pub mod screen;
pub mod settings;
pub mod snapshot;
pub mod sound;
pub mod tasks;
pub mod testing;
pub mod theme;
pub mod tictactoe;
pub mod view;
pub mod web;
pub mod widgets;
pub mod zones;

use bevy::prelude::*;

/// The game's own systems, resources and screens, without the window,
/// rendering or egui plugins: the `app` module adds those for a window, and
/// the `testing` module for headless tests.
pub fn plugin(app: &mut App) {
    app.add_plugins((
        // What every part shares, and what is kept.
        (screen::plugin, frames::plugin, save::plugin),
        // The shell.
        (
            theme::plugin,
            view::plugin,
            drawing::plugin,
            tasks::plugin,
            language::plugin,
            sound::plugin,
            notes::plugin,
            celebrate::plugin,
            howto::plugin,
            zones::plugin,
            web::plugin,
            motion::plugin,
            look::plugin,
            access::plugin,
            online::plugin,
        ),
        // The screens.
        (menu::plugin, hanoi::plugin, tictactoe::plugin),
    ));
}
