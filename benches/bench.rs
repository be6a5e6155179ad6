//! `cargo bench [-- hanoi | ttt | match | frames | texts]`: the game's benchmarks with heap
//! use counted, which needs this binary's counting allocator (the game's own
//! binary keeps the system allocator; its `bench` subcommand leaves the heap
//! figures out).

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

use pegs_and_stones::app::bench::{self, heap::CountingAlloc};
use pegs_and_stones::app::cli::bench_match;

#[global_allocator]
static ALLOCATOR: CountingAlloc = CountingAlloc;

fn main() -> ExitCode {
    // Cargo adds `--bench`; the rest names the benchmarks.
    let args: Vec<String> = std::env::args().skip(1).filter(|a| a != "--bench").collect();
    if let Err(message) = bench::check_args(&args) {
        eprintln!("bench: {message}");
        return ExitCode::from(2);
    }
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    // The game itself plays the match benchmark's engines (`ttt engine`).
    let game = std::path::Path::new(env!("CARGO_BIN_EXE_pegs-and-stones"));
    let ran = bench::run(&args, &mut out)
        .and_then(|()| if bench::wants(&args, "match") { bench_match(game, &mut out) } else { Ok(()) });
    match ran.and_then(|()| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("bench: {e}");
            ExitCode::FAILURE
        }
    }
}
