// A release build on Windows is a windowed program: no console opens beside
// the game. Started from a terminal, it attaches to that terminal's console
// to print (see `attach_console` in the command line module).
#![cfg_attr(all(windows, not(debug_assertions)), windows_subsystem = "windows")]

use std::process::ExitCode;

#[cfg(not(target_arch = "wasm32"))]
fn main() -> ExitCode {
    pegs_and_stones::app::cli::main()
}

/// In the browser there is no command line: the game opens (what a page's
/// address asks for, `?server=`, `?review=`, the game reads itself).
#[cfg(target_arch = "wasm32")]
fn main() -> ExitCode {
    pegs_and_stones::app::window::run(None, None, None, None);
    ExitCode::SUCCESS
}
