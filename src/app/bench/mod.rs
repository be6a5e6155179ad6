//! `pegs-and-stones bench` and `cargo bench`: speed and memory of the
//! engines and of the game's own frames, measured in the release build
//! (speed targets live here, never in tests). Heap figures need the counting
//! allocator, which only `cargo bench` installs (`benches/bench.rs`).

mod engines;
mod frames;
pub mod heap;
mod texts;

use std::io::{self, Write};
use std::time::{Duration, Instant};

/// What each benchmark measures (the subcommand's help).
pub const HELP: &str = "\
Measures, in whatever build runs it (use --release):
  hanoi    the full 20-disk solution: time, moves per second, peak heap; on four
           pegs the exact distance table of 1 to 10 disks (time, memory) and the
           time to plan from random positions, with a table and without
  ttt      depth-6 and depth-9 analysis of fixed positions, nodes per second,
           the worst depth-9 analysis over random positions of each rule set,
           and the time and peak heap of building each rule set's perfect table
  match    the engine protocol's own cost: `ttt match` between two engines
           that answer at once (the game's own, at Relaxed), on every core:
           half-moves a second (the target is 2,000)
  frames   the game itself, headless (no window, no GPU), through
           computer-against-computer TicTacToe at every level under every rule
           set, the rule set's perfect table built as the game opens: worst and
           99th-percentile frame time
  texts    the language files read into Fluent bundles (once, as the game
           first speaks) and the line under the Hanoi board said in each language
With no argument it runs them all. Peak heap figures need the counting
allocator of `cargo bench` (which runs the same benchmarks); this binary
keeps the system's allocator and says \"not counted\".";

const KINDS: [&str; 5] = ["hanoi", "ttt", "match", "frames", "texts"];

/// Checks the names given to `cargo bench` (the command line's own are clap's).
pub fn check_args(args: &[String]) -> Result<(), String> {
    match args.iter().find(|a| !KINDS.contains(&a.as_str())) {
        Some(a) => Err(format!("unknown benchmark '{a}'; choose from hanoi, ttt, match, frames, texts")),
        None => Ok(()),
    }
}

fn best_of<T>(runs: usize, mut f: impl FnMut() -> T) -> (T, Duration) {
    let mut best = Duration::MAX;
    let mut last = None;
    for _ in 0..runs {
        let start = Instant::now();
        let r = f();
        best = best.min(start.elapsed());
        last = Some(r);
    }
    (last.expect("at least one run"), best)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn kib(bytes: usize) -> f64 {
    bytes as f64 / 1024.0
}

/// A heap figure in KiB, or a note that it was not counted.
fn heap_kib(bytes: Option<usize>) -> String {
    bytes.map_or_else(|| "(not counted)".to_string(), |b| format!("{:.0} KiB", kib(b)))
}

/// A heap figure in bytes, or a note that it was not counted.
fn heap_bytes(bytes: Option<usize>) -> String {
    bytes.map_or_else(|| "not counted (cargo bench counts it)".to_string(), |b| format!("{b} bytes"))
}

/// Whether `args` ask for the benchmark `kind` (all do when empty).
pub fn wants(args: &[String], kind: &str) -> bool {
    args.is_empty() || args.iter().any(|a| a == kind)
}

/// Runs the benchmarks named in `args` (all when none), but for `match`,
/// which plays engine processes and so lives with the command line's
/// matches (`cli::bench_match`).
pub fn run(args: &[String], out: &mut impl Write) -> io::Result<()> {
    let wants = |k: &str| wants(args, k);
    if cfg!(debug_assertions) {
        writeln!(out, "note: this is a debug build; run `cargo run --release -- bench` for real numbers")?;
    }
    if wants("hanoi") {
        engines::bench_hanoi(out)?;
    }
    if wants("ttt") {
        engines::bench_ttt(out)?;
    }
    if wants("frames") {
        frames::bench_frames(out)?;
    }
    if wants("texts") {
        texts::bench_texts(out)?;
    }
    Ok(())
}
