//! The game's app tests in one binary: the real plugins, headless (no
//! window system, no GPU, a manual clock), driven by real keyboard, pointer
//! and touch input; a module per topic.
//!
//! `cargo test --test app -- --ignored` runs what plain `cargo test` leaves
//! out: the render check (it needs the pictures `.ci/render-check` makes)
//! and the long seeded sweeps that CI runs in full.

mod access;
mod appearance;
mod engines;
mod first_frame;
mod frames;
mod hanoi_screen;
mod lessons;
mod online;
mod phone;
mod puzzles;
mod reach;
mod render_check;
mod review;
mod saving;
mod screens;
mod seeing;
mod sound_and_cheer;
mod thinking_shown;
mod tictactoe_screen;
