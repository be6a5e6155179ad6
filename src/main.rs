// A release build on Windows is a windowed program: no console opens beside
// the game. Started from a terminal, it attaches to that terminal's console
// to print (see `attach_console` in the command line module).
#![cfg_attr(all(windows, not(debug_assertions)), windows_subsystem = "windows")]

use std::process::ExitCode;

fn main() -> ExitCode {
    pegs_and_stones::app::cli::main()
}
