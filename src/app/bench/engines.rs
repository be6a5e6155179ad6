//! The engines: Hanoi plans and four-peg tables, TicTacToe searches and
//! perfect tables.

use std::hint::black_box;
use std::io::{self, Write};
use std::time::{Duration, Instant};

use pegs_engine::hanoi::Tower;
use pegs_engine::hanoi::distance::{DistanceTable, EXACT_DISKS};
use pegs_engine::hanoi::solver::frame_stewart;
use pegs_engine::tictactoe::ai::{Search, analyze};
use pegs_engine::tictactoe::perfect::TableBuilder;
use pegs_engine::tictactoe::{Game, Player, RuleSet};
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};

use super::heap::peak_heap;
use super::{best_of, heap_bytes, heap_kib, kib, ms};

pub(super) fn bench_hanoi(out: &mut impl Write) -> io::Result<()> {
    let tower = Tower::new(20).expect("20 disks is a valid tower");
    let ((), heap) = peak_heap(|| {
        black_box(tower.solution().fold(0usize, |acc, mv| acc ^ mv.from ^ (mv.to << 2)));
    });
    let (count, best) =
        best_of(20, || black_box(tower.solution()).fold(0u64, |n, mv| n + black_box(mv).to as u64 / 4 + 1));
    writeln!(out, "hanoi: 20 disks, {count} moves generated in {:.2} ms (best of 20)", ms(best))?;
    writeln!(out, "hanoi: {:.1} million moves per second", count as f64 / best.as_secs_f64() / 1e6)?;
    writeln!(out, "hanoi: peak heap while generating: {}", heap_bytes(heap))?;

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
            "hanoi: 4 pegs, {disks:>2} disks: table built in {:>8.3} ms (best of 3), peak heap {:>11}, \
             kept {:>6.0} KiB, farthest {:>3}; exact plan from a random position {:>7.1} µs (mean {:.0} moves)",
            ms(best),
            heap_kib(heap),
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

pub(super) fn bench_ttt(out: &mut impl Write) -> io::Result<()> {
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
            "ttt: {rules}: perfect table built in {:.2} ms (best of 5), peak heap {}, kept {:.0} KiB, \
             {} positions ({} wins, {} losses, {} draws), empty board {}, longest {}",
            ms(best),
            heap_kib(heap),
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
