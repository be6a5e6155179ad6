//! The app: what runs the game — the window, the command line, benchmarks,
//! screenshots and the headless build for tests. It may use every layer
//! below; nothing below uses it.

pub mod bench;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
#[cfg(any(target_arch = "wasm32", test))]
mod console;
pub mod snapshot;
pub mod testing;
#[cfg(any(target_arch = "wasm32", test))]
mod web_shaders;
pub mod window;
