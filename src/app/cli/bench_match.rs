//! The engine protocol's own cost (docs/engines.md): `ttt match` between
//! two engines that answer at once — the game's own `ttt engine` at
//! Relaxed, a search one half-move deep — so that nearly all the time
//! goes to the processes, their pipes and the lines. The target: at least
//! 2,000 half-moves a second. It lives with the matches it measures; the
//! other benchmarks are in `app::bench`.

use std::io::{self, Write};
use std::path::Path;

use pegs_engine::tictactoe::RuleSet;

use super::matches::{MatchSetup, run_for_bench};

/// Games the benchmark plays.
const GAMES: u32 = 2000;
/// The half-moves a second the protocol should allow at least.
const TARGET: f64 = 2000.0;

/// `bench match`: `game` is the game's binary, whose `ttt engine` plays both sides.
pub fn bench_match(game: &Path, out: &mut impl Write) -> io::Result<()> {
    let engine = format!("'{}' ttt engine --level relaxed", game.display());
    let setup = MatchSetup {
        engines: vec![engine.clone(), engine],
        level: None,
        games: GAMES,
        rules: RuleSet::Seed,
        movetime: 1000,
        json: false,
    };
    let run = run_for_bench(&setup);
    let rate = run.half_moves as f64 / run.took.as_secs_f64().max(f64::EPSILON);
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    writeln!(
        out,
        "match    {} games of two instant engines ({} half-moves, {} faults) in {:.0} ms on {cores} core(s): \
         {rate:.0} half-moves/s (target ≥ {TARGET:.0})",
        run.games,
        run.half_moves,
        run.faults,
        run.took.as_secs_f64() * 1000.0,
    )
}
