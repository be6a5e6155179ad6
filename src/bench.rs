//! `pegs-and-stones bench`: speed and memory of the engines, measured in the
//! release build (speed targets live here, never in tests).

use std::alloc::{GlobalAlloc, Layout, System};
use std::hint::black_box;
use std::io::{self, Write};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use crate::hanoi::Tower;
use crate::hanoi::distance::{DistanceTable, EXACT_DISKS};
use crate::hanoi::solver::frame_stewart;
use crate::tictactoe::ai::{Search, analyze};
use crate::tictactoe::perfect::TableBuilder;
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};

use crate::tictactoe::{Game, Player, RuleSet};

/// Help text of the subcommand.
pub const HELP: &str = "\
Usage: pegs-and-stones bench [hanoi] [ttt] [frames]

Measures, in whatever build runs it (use --release):
  hanoi    the full 20-disk solution: time, moves per second, peak heap; on four
           pegs the exact distance table of 1 to 10 disks (time, memory) and the
           time to plan from random positions, with a table and without
  ttt      depth-6 and depth-9 analysis of fixed positions, nodes per second,
           the worst depth-9 analysis over random positions of each rule set,
           and the time and peak heap of building each rule set's perfect table
  frames   the game itself, headless (no window, no GPU), through
           computer-against-computer TicTacToe at every level under every rule
           set, the rule set's perfect table built as the game opens: worst and
           99th-percentile frame time
With no argument it runs them all.";

const KINDS: [&str; 3] = ["hanoi", "ttt", "frames"];

/// Checks the names given to `bench`.
pub fn check_args(args: &[String]) -> Result<(), String> {
    match args.iter().find(|a| !KINDS.contains(&a.as_str())) {
        Some(a) => Err(format!("unknown benchmark '{a}'; choose from hanoi, ttt, frames")),
        None => Ok(()),
    }
}

/// Counts heap bytes in use and their high-water mark; the binary installs it.
pub struct CountingAlloc;

static IN_USE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call is forwarded unchanged to the system allocator; only counters are added.
unsafe impl GlobalAlloc for CountingAlloc {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: same contract as the caller's.
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            let now = IN_USE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
            PEAK.fetch_max(now, Ordering::Relaxed);
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: same contract as the caller's.
        unsafe { System.dealloc(ptr, layout) };
        IN_USE.fetch_sub(layout.size(), Ordering::Relaxed);
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: same contract as the caller's.
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            IN_USE.fetch_sub(layout.size(), Ordering::Relaxed);
            let now = IN_USE.fetch_add(new_size, Ordering::Relaxed) + new_size;
            PEAK.fetch_max(now, Ordering::Relaxed);
        }
        p
    }
}

/// Runs `f` and returns its result with the extra heap it needed at its peak.
/// Reads zero unless the binary installed [`CountingAlloc`].
pub fn peak_heap<T>(f: impl FnOnce() -> T) -> (T, usize) {
    let base = IN_USE.load(Ordering::Relaxed);
    PEAK.store(base, Ordering::Relaxed);
    let result = f();
    (result, PEAK.load(Ordering::Relaxed).saturating_sub(base))
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

fn bench_hanoi(out: &mut impl Write) -> io::Result<()> {
    let tower = Tower::new(20).expect("20 disks is a valid tower");
    let ((), heap) = peak_heap(|| {
        black_box(tower.solution().fold(0usize, |acc, mv| acc ^ mv.from ^ (mv.to << 2)));
    });
    let (count, best) =
        best_of(20, || black_box(tower.solution()).fold(0u64, |n, mv| n + black_box(mv).to as u64 / 4 + 1));
    writeln!(out, "hanoi: 20 disks, {count} moves generated in {:.2} ms (best of 20)", ms(best))?;
    writeln!(out, "hanoi: {:.1} million moves per second", count as f64 / best.as_secs_f64() / 1e6)?;
    writeln!(out, "hanoi: peak heap while generating: {heap} bytes")?;

    // Four pegs: the exact distance table of each size, and plans from random positions.
    let mut rng = SmallRng::seed_from_u64(13);
    for disks in 1..=EXACT_DISKS {
        let (table, heap) = peak_heap(|| DistanceTable::build(disks, 3).expect("a size the table covers"));
        let (_, best) = best_of(3, || DistanceTable::build(disks, 3));
        let places: Vec<Vec<usize>> =
            (0..200).map(|_| (0..disks).map(|_| rng.random_range(0..4)).collect()).collect();
        let towers: Vec<Tower> =
            places.iter().map(|p| Tower::from_places_on(4, p, 3).expect("a valid position")).collect();
        let start = Instant::now();
        let moves: u64 = towers.iter().map(|t| black_box(t.plan(Some(&table))).remaining()).sum();
        let per_plan = start.elapsed() / towers.len() as u32;
        writeln!(
            out,
            "hanoi: 4 pegs, {disks:>2} disks: table built in {:>8.3} ms (best of 3), peak heap {:>7.0} KiB, \
             kept {:>6.0} KiB, farthest {:>3}; exact plan from a random position {:>7.1} µs (mean {:.0} moves)",
            ms(best),
            kib(heap),
            kib(table.size_bytes()),
            table.farthest(),
            per_plan.as_secs_f64() * 1e6,
            moves as f64 / towers.len() as f64,
        )?;
    }
    for disks in EXACT_DISKS + 1..=12 {
        let towers: Vec<Tower> = (0..200)
            .map(|_| {
                let places: Vec<usize> = (0..disks).map(|_| rng.random_range(0..4)).collect();
                Tower::from_places_on(4, &places, 3).expect("a valid position")
            })
            .collect();
        let start = Instant::now();
        let moves: u64 = towers.iter().map(|t| black_box(t.plan(None)).remaining()).sum();
        let per_plan = start.elapsed() / towers.len() as u32;
        writeln!(
            out,
            "hanoi: 4 pegs, {disks:>2} disks: no table; short plan from a random position {:.1} µs (mean {:.0} moves, \
             Frame-Stewart from the start {})",
            per_plan.as_secs_f64() * 1e6,
            moves as f64 / towers.len() as f64,
            frame_stewart(disks).0,
        )?;
    }
    Ok(())
}

/// Positions for the search benchmark: an opening, a middle game and a full board.
fn bench_positions() -> Vec<(&'static str, Game)> {
    let line = |moves: &[usize]| Game::from_moves(Player::X, moves).expect("fixed legal moves");
    vec![
        ("empty board", Game::new(Player::X)),
        ("after 4", line(&[4])),
        ("after 4,0,8", line(&[4, 0, 8])),
        ("after 0,4,8,2", line(&[0, 4, 8, 2])),
        ("six stones", line(&[4, 0, 8, 2, 1, 7])),
        ("eleven half-moves", line(&[4, 0, 8, 2, 1, 7, 6, 3, 5, 8, 2])),
    ]
}

fn bench_ttt(out: &mut impl Write) -> io::Result<()> {
    for depth in [6u8, 9] {
        let mut worst = Duration::ZERO;
        let mut total_nodes = 0u64;
        let mut total_time = Duration::ZERO;
        for (name, game) in bench_positions() {
            let (analysis, best) = best_of(10, || analyze(black_box(&game), depth));
            worst = worst.max(best);
            total_nodes += analysis.nodes;
            total_time += best;
            writeln!(out, "ttt: depth {depth}, {name:<18} {:>8.3} ms {:>9} nodes", ms(best), analysis.nodes)?;
        }
        writeln!(
            out,
            "ttt: depth {depth}: worst {:.3} ms, {:.1} million nodes per second",
            ms(worst),
            total_nodes as f64 / total_time.as_secs_f64() / 1e6
        )?;
    }
    for rules in RuleSet::ALL {
        // The worst case over many positions met in play.
        let mut rng = SmallRng::seed_from_u64(7);
        let mut worst = (Duration::ZERO, 0u64, String::new());
        let positions = 3000;
        for _ in 0..positions {
            let mut game = Game::with_rules(rules, Player::X);
            let mut moves = Vec::new();
            for _ in 0..rng.random_range(0..24) {
                let legal: Vec<u8> = game.legal_cells().collect();
                let Some(&cell) = legal.choose(&mut rng) else { break };
                let next = game.after(cell);
                if !next.is_running() {
                    break;
                }
                game = next;
                moves.push(cell);
            }
            let (analysis, best) = best_of(3, || analyze(black_box(&game), 9));
            if best > worst.0 {
                worst = (best, analysis.nodes, format!("{moves:?}"));
            }
        }
        writeln!(
            out,
            "ttt: {rules}: depth 9 over {positions} random positions: worst {:.3} ms ({} nodes, moves {})",
            ms(worst.0),
            worst.1,
            worst.2
        )?;
    }
    // A search cut into slices of 2,000 nodes, as the web build runs it.
    let game = Game::new(Player::X);
    let (slices, best) = best_of(10, || {
        let mut search = Search::new(&game, 9);
        let mut slices = 1;
        while search.step(2000).is_none() {
            slices += 1;
        }
        slices
    });
    writeln!(out, "ttt: depth 9 from the empty board in {slices} slices of 2000 nodes: {:.3} ms", ms(best))?;
    for rules in RuleSet::ALL {
        let (table, heap) = peak_heap(|| TableBuilder::for_rules(rules).finish());
        let (_, best) = best_of(5, || TableBuilder::for_rules(rules).finish());
        let stats = table.stats();
        writeln!(
            out,
            "ttt: {rules}: perfect table built in {:.2} ms (best of 5), peak heap {:.0} KiB, kept {:.0} KiB, \
             {} positions ({} wins, {} losses, {} draws), empty board {}, longest {}",
            ms(best),
            kib(heap),
            kib(table.size_bytes()),
            stats.positions,
            stats.wins,
            stats.losses,
            stats.draws,
            stats.empty_board,
            stats.longest,
        )?;
    }
    Ok(())
}

/// Games per level in the frame benchmark.
const FRAME_BENCH_GAMES: u32 = 8;

/// Frame times of the real app through computer-against-computer games at every level.
fn bench_frames(out: &mut impl Write) -> io::Result<()> {
    use crate::tictactoe::play::{Match, MatchSettings, Mode, Scoreboard};
    use crate::tictactoe::{Level, thinking::PerfectPlay};
    use bevy::prelude::KeyCode;

    let mut all = Vec::new();
    for (rules, level) in RuleSet::ALL.into_iter().flat_map(|r| Level::ALL.map(|l| (r, l))) {
        // A fresh app for each level: opening the game builds the rule set's perfect table again.
        let mut app = crate::testing::headless_app();
        app.insert_resource(MatchSettings {
            mode: Mode::ComputerVsComputer,
            level,
            rules,
            watch_pause: 0.5,
            ..Default::default()
        });
        crate::testing::tap_key(&mut app, KeyCode::Digit2);
        let mut times = Vec::new();
        let mut table_frames = None;
        let start = Instant::now();
        loop {
            let t = Instant::now();
            app.update();
            times.push(t.elapsed());
            if table_frames.is_none() && app.world().resource::<PerfectPlay>().is_ready(rules) {
                table_frames = Some(times.len());
            }
            let s = app.world().resource::<Scoreboard>();
            if s.x_wins + s.o_wins + s.other_draws >= FRAME_BENCH_GAMES
                && !app.world().resource::<Match>().game.is_running()
            {
                break;
            }
        }
        let wall = start.elapsed();
        all.extend_from_slice(&times);
        let (worst, p99) = worst_and_p99(&mut times);
        writeln!(
            out,
            "frames: {:<12} {:<10} {} games, {:>6} frames in {:.2} s: worst {:.2} ms, p99 {:.2} ms (table ready after {} frames)",
            rules.name(),
            level.name(),
            FRAME_BENCH_GAMES,
            times.len(),
            wall.as_secs_f64(),
            ms(worst),
            ms(p99),
            table_frames.map_or("-".to_string(), |f| f.to_string()),
        )?;
    }
    let (worst, p99) = worst_and_p99(&mut all);
    writeln!(
        out,
        "frames: all rule sets and levels: {} frames, worst {:.2} ms, p99 {:.2} ms (goal: worst < 16.7 ms)",
        all.len(),
        ms(worst),
        ms(p99)
    )?;
    Ok(())
}

fn worst_and_p99(times: &mut [Duration]) -> (Duration, Duration) {
    times.sort();
    let worst = times.last().copied().unwrap_or_default();
    let p99 = times.get(times.len().saturating_sub(1) * 99 / 100).copied().unwrap_or_default();
    (worst, p99)
}

/// Runs the benchmarks named in `args` (all when none).
pub fn run(args: &[String], out: &mut impl Write) -> io::Result<()> {
    let all = args.is_empty();
    let wants = |k: &str| all || args.iter().any(|a| a == k);
    if cfg!(debug_assertions) {
        writeln!(out, "note: this is a debug build; run `cargo run --release -- bench` for real numbers")?;
    }
    if wants("hanoi") {
        bench_hanoi(out)?;
    }
    if wants("ttt") {
        bench_ttt(out)?;
    }
    if wants("frames") {
        bench_frames(out)?;
    }
    Ok(())
}
