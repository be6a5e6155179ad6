//! Engine tests: exhaustive over every position of small towers, and
//! randomized move sequences.

use std::collections::VecDeque;

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

use super::distance::{DistanceBuilder, DistanceTable, EXACT_DISKS};
use super::solver::{Solution, four_peg_plan, frame_stewart, solution_len, tower_moves};
use super::tower::{MAX_PEGS, MoveError, PEGS, SetupError, Tower};
use super::{Move, tower};

/// Base-3 code of a position: disk i (smallest first) contributes place * 3^i.
fn encode(places: &[u8]) -> usize {
    places.iter().rev().fold(0, |code, &p| code * 3 + p as usize)
}

fn decode(mut code: usize, disks: usize) -> Vec<usize> {
    (0..disks)
        .map(|_| {
            let p = code % 3;
            code /= 3;
            p
        })
        .collect()
}

/// Shortest distance from every position to "all disks on `goal`", by
/// breadth-first search over the (undirected) state graph.
fn distances_to(goal: usize, disks: usize) -> Vec<u32> {
    let total = 3usize.pow(disks as u32);
    let mut dist = vec![u32::MAX; total];
    let start = encode(&vec![goal as u8; disks]);
    dist[start] = 0;
    let mut queue = VecDeque::from([start]);
    while let Some(code) = queue.pop_front() {
        let tower = Tower::from_places(&decode(code, disks), goal).unwrap();
        for from in 0..PEGS {
            for to in 0..PEGS {
                let mut next = tower.clone();
                if next.try_move(from, to).is_ok() {
                    let c = encode(next.places());
                    if dist[c] == u32::MAX {
                        dist[c] = dist[code] + 1;
                        queue.push_back(c);
                    }
                }
            }
        }
    }
    dist
}

#[test]
fn solver_is_optimal_from_every_position_of_small_towers() {
    for disks in 1..=7 {
        for goal in 0..PEGS {
            let dist = distances_to(goal, disks);
            assert!(dist.iter().all(|&d| d != u32::MAX), "state graph is connected");
            for (code, &distance) in dist.iter().enumerate() {
                let places = decode(code, disks);
                let mut tower = Tower::from_places(&places, goal).unwrap();
                let expected = distance as u64;
                assert_eq!(tower.moves_left(), expected, "closed form, {places:?} to {goal}");
                assert_eq!(tower.hint().is_none(), expected == 0);
                let first = tower.hint();
                let solution = tower.solution();
                assert_eq!(solution.remaining(), expected);
                let mut played = 0;
                for (i, mv) in solution.enumerate() {
                    if i == 0 {
                        assert_eq!(Some(mv), first, "hint is the first move");
                    }
                    tower
                        .try_move(mv.from, mv.to)
                        .unwrap_or_else(|e| panic!("move {i} {mv} from {places:?} to {goal}: {e}"));
                    played += 1;
                }
                assert_eq!(played, expected, "length from {places:?} to {goal}");
                assert!(tower.is_solved(), "{places:?} to {goal} ends solved");
            }
        }
    }
}

/// The seeds' recursion: n − 1 disks aside, the largest across, n − 1 back on top.
fn recursive(n: usize, from: usize, to: usize, out: &mut Vec<Move>) {
    if n > 0 {
        let free = tower::third_peg(from, to);
        recursive(n - 1, from, free, out);
        out.push(Move::new(from, to));
        recursive(n - 1, free, to, out);
    }
}

#[test]
fn from_the_start_the_solution_is_the_classic_recursion() {
    for disks in 1..=12 {
        let mut expected = Vec::new();
        recursive(disks, 0, 2, &mut expected);
        let tower = Tower::new(disks).unwrap();
        let got: Vec<Move> = tower.solution().collect();
        assert_eq!(got, expected, "{disks} disks");
        assert_eq!(got.len() as u64, tower_moves(disks));
        assert_eq!(tower.optimal_from_start(), (1 << disks) - 1);
    }
}

#[test]
fn twenty_disks_take_exactly_2_pow_20_minus_1_moves() {
    let mut tower = Tower::new(20).unwrap();
    assert_eq!(tower.moves_left(), 1_048_575);
    let mut count = 0u64;
    for mv in tower.solution() {
        tower.try_move(mv.from, mv.to).expect("every move of the solution is legal");
        count += 1;
    }
    assert_eq!(count, 1_048_575);
    assert!(tower.is_solved());
    assert_eq!(tower.moves(), 1_048_575);
}

#[test]
fn the_largest_towers_have_a_length_but_no_overflow() {
    assert_eq!(solution_len(&[0; 64], 2), u64::MAX);
    assert_eq!(Solution::new(&[0; 64], 2).remaining(), u64::MAX);
    assert_eq!(Tower::new(64).unwrap().moves_left(), u64::MAX);
    assert_eq!(Tower::new(65), Err(SetupError::DiskCount(65)));
    assert_eq!(Tower::new(0), Err(SetupError::DiskCount(0)));
}

fn assert_well_formed(tower: &Tower, disks: usize) {
    let mut seen = vec![false; disks];
    for (p, peg) in tower.pegs().iter().enumerate() {
        for pair in peg.windows(2) {
            assert!(pair[0] > pair[1], "disk {} rests on smaller disk {}", pair[1], pair[0]);
        }
        for &d in peg {
            assert!(!seen[d as usize - 1], "disk {d} appears twice");
            seen[d as usize - 1] = true;
            assert_eq!(tower.place_of(d), p, "disk {d} knows its peg");
        }
    }
    assert!(seen.iter().all(|&s| s), "no disk is lost");
}

#[test]
fn random_play_keeps_the_board_sound() {
    for seed in 0..300u64 {
        let mut rng = SmallRng::seed_from_u64(seed);
        let disks = rng.random_range(1..=8);
        let goal = rng.random_range(0..PEGS);
        let places: Vec<usize> = (0..disks).map(|_| rng.random_range(0..PEGS)).collect();
        let mut tower = Tower::from_places(&places, goal).unwrap();
        assert_well_formed(&tower, disks);
        for _ in 0..200 {
            let before = tower.clone();
            match rng.random_range(0..10) {
                0 => {
                    if tower.undo().is_some() {
                        assert_eq!(tower.moves() + 1, before.moves());
                        let mut again = tower.clone();
                        again.redo().expect("what was undone can be redone");
                        assert_eq!(again, before, "undo then redo restores the board");
                    } else {
                        assert_eq!(tower, before);
                    }
                }
                1 => {
                    if tower.redo().is_none() {
                        assert_eq!(tower, before);
                    }
                }
                _ => {
                    // Peg 3 does not exist: it must be refused like any other bad move.
                    let from = rng.random_range(0..=PEGS);
                    let to = rng.random_range(0..=PEGS);
                    match tower.try_move(from, to) {
                        Ok(mv) => {
                            assert_eq!(mv, Move::new(from, to));
                            assert_eq!(tower.moves(), before.moves() + 1);
                            assert!(!tower.can_redo(), "a new move clears redo");
                        }
                        Err(_) => assert_eq!(tower, before, "a refused move changes nothing"),
                    }
                }
            }
            assert_well_formed(&tower, disks);
        }
    }
}

#[test]
fn refused_moves_name_the_reason() {
    let mut tower = Tower::from_config("113", 3, 2).unwrap();
    // Largest disk on peg 1, then disk 2 on peg 1, smallest on peg 3.
    assert_eq!(tower.peg(0), &[3, 2]);
    assert_eq!(tower.peg(2), &[1]);
    let before = tower.clone();
    assert_eq!(tower.try_move(0, 2), Err(MoveError::LargerOnSmaller { disk: 2, onto: 1 }));
    assert_eq!(tower.try_move(1, 0), Err(MoveError::EmptyPeg(1)));
    assert_eq!(tower.try_move(0, 0), Err(MoveError::SamePeg));
    assert_eq!(tower.try_move(0, 3), Err(MoveError::NoSuchPeg(3)));
    assert_eq!(tower.try_move(7, 0), Err(MoveError::NoSuchPeg(7)));
    assert_eq!(tower, before);
    assert_eq!(
        MoveError::LargerOnSmaller { disk: 2, onto: 1 }.to_string(),
        "Illegal move: a larger disk cannot go on a smaller one"
    );
    assert!(tower.is_top(2) && tower.is_top(1) && !tower.is_top(3) && !tower.is_top(9));
    assert_eq!(tower.try_move(0, 1), Ok(Move::new(0, 1)));
    assert!(tower.is_top(3), "the disk beneath is uncovered");
}

#[test]
fn configurations_are_read_largest_disk_first() {
    let tower = Tower::from_config("3312", 4, 2).unwrap();
    assert_eq!(tower.places(), &[1, 0, 2, 2]);
    assert_eq!(tower.peg(2), &[4, 3]);
    assert_eq!(Tower::from_config("331", 4, 2), Err(SetupError::ConfigLength { expected: 4, found: 3 }));
    assert_eq!(Tower::from_config("3340", 4, 2), Err(SetupError::NotAPeg { found: '4', pegs: 3 }));
    assert_eq!(Tower::from_config("1", 1, 3), Err(SetupError::NoSuchPeg { peg: 3, pegs: 3 }));
    let four = Tower::from_config_on(4, "4312", 4, 3).unwrap();
    assert_eq!(four.places(), &[1, 0, 2, 3]);
    assert_eq!(four.peg(3), &[4]);
    assert_eq!(Tower::from_config_on(4, "5", 1, 3), Err(SetupError::NotAPeg { found: '5', pegs: 4 }));
    assert_eq!(Tower::new_on(5, 3), Err(SetupError::PegCount(5)));
}

#[test]
fn undo_and_redo_walk_the_history() {
    let mut tower = Tower::new(3).unwrap();
    let moves: Vec<Move> = tower.solution().collect();
    for mv in &moves {
        tower.try_move(mv.from, mv.to).unwrap();
    }
    assert!(tower.is_solved());
    for mv in moves.iter().rev() {
        assert_eq!(tower.undo(), Some(*mv));
    }
    assert_eq!(tower.places(), &[0, 0, 0], "back at the start");
    assert!(tower.can_redo());
    assert_eq!(tower.undo(), None);
    assert_eq!(tower.moves(), 0);
    for mv in &moves {
        assert_eq!(tower.redo(), Some(*mv));
    }
    assert!(tower.is_solved());
    assert_eq!(tower.redo(), None);
}

#[test]
fn a_kept_board_comes_back_with_its_history_or_not_at_all() {
    let mut tower = Tower::new_on(4, 5).unwrap();
    for (from, to) in [(0, 1), (0, 2), (1, 2), (0, 3), (2, 0)] {
        tower.try_move(from, to).unwrap();
    }
    tower.undo();
    tower.undo();
    let places: Vec<usize> = tower.places().iter().map(|&p| p as usize).collect();
    let back = Tower::restore(4, &places, 3, tower.history(), tower.undone()).unwrap();
    assert_eq!(back, tower);
    // A history that could not have led here is refused.
    let mut wrong = tower.history().to_vec();
    wrong.push(Move::new(1, 3));
    assert_eq!(Tower::restore(4, &places, 3, &wrong, &[]), Err(SetupError::History));
    assert_eq!(Tower::restore(4, &places, 3, &[], &[Move::new(2, 2)]), Err(SetupError::History));
    assert_eq!(Tower::restore(4, &places, 7, &[], &[]), Err(SetupError::NoSuchPeg { peg: 7, pegs: 4 }));
}

/// Base-4 code of a position: disk i (smallest first) contributes place * 4^i.
fn encode4(places: &[u8]) -> usize {
    places.iter().rev().fold(0, |code, &p| code * 4 + p as usize)
}

fn decode4(mut code: usize, disks: usize) -> Vec<usize> {
    (0..disks)
        .map(|_| {
            let p = code % 4;
            code /= 4;
            p
        })
        .collect()
}

/// Shortest distance from every four-peg position to the goal, by a plain
/// breadth-first search through the engine's own moves.
fn distances4(goal: usize, disks: usize) -> Vec<u32> {
    let total = 4usize.pow(disks as u32);
    let mut dist = vec![u32::MAX; total];
    let start = encode4(&vec![goal as u8; disks]);
    dist[start] = 0;
    let mut queue = VecDeque::from([start]);
    while let Some(code) = queue.pop_front() {
        let tower = Tower::from_places_on(4, &decode4(code, disks), goal).unwrap();
        for from in 0..4 {
            for to in 0..4 {
                let mut next = tower.clone();
                if next.try_move(from, to).is_ok() {
                    let c = encode4(next.places());
                    if dist[c] == u32::MAX {
                        dist[c] = dist[code] + 1;
                        queue.push_back(c);
                    }
                }
            }
        }
    }
    dist
}

fn play(tower: &mut Tower, moves: impl IntoIterator<Item = Move>, what: &str) -> u64 {
    let mut count = 0;
    for mv in moves {
        tower.try_move(mv.from, mv.to).unwrap_or_else(|e| panic!("{what}: move {count} {mv}: {e}"));
        count += 1;
    }
    count
}

#[test]
fn four_pegs_are_solved_optimally_from_every_position_of_small_towers() {
    for disks in 1..=7 {
        let goal = 3;
        let dist = distances4(goal, disks);
        let table = DistanceTable::build(disks, goal).unwrap();
        for (code, &distance) in dist.iter().enumerate() {
            let places = decode4(code, disks);
            let what = format!("{places:?}");
            let tower = Tower::from_places_on(4, &places, goal).unwrap();
            assert_eq!(tower.moves_left_with(Some(&table)), (distance as u64, true), "{what}");
            let plan = tower.plan(Some(&table));
            assert!(plan.is_optimal());
            assert_eq!(plan.remaining(), distance as u64);
            let first = tower.hint_with(Some(&table));
            let mut played = tower.clone();
            let moves: Vec<Move> = plan.collect();
            assert_eq!(moves.first().copied(), first, "the hint is the plan's first move");
            assert_eq!(play(&mut played, moves, &what), distance as u64, "{what}");
            assert!(played.is_solved(), "{what} ends solved");

            // Without the table the plan is still legal and ends solved.
            let mut short = tower.clone();
            let moves = four_peg_plan(tower.places(), goal);
            let len = play(&mut short, moves, &what);
            assert!(short.is_solved(), "{what}: the short plan ends solved");
            assert!(len >= distance as u64);
        }
    }
}

#[test]
fn the_distance_table_is_the_same_built_in_slices() {
    for goal in 0..MAX_PEGS {
        let whole = DistanceTable::build(6, goal).unwrap();
        let mut builder = DistanceBuilder::new(6, goal).unwrap();
        let mut slices = 1;
        while !builder.step(97) {
            slices += 1;
        }
        assert!(slices > 10);
        assert_eq!(builder.finish(), whole, "goal {goal}");
    }
    assert!(DistanceBuilder::new(EXACT_DISKS + 1, 3).is_none());
    assert!(DistanceBuilder::new(3, 4).is_none());
}

/// Frame–Stewart by its textbook recursion.
fn frame_stewart_reference(n: u64) -> u64 {
    (1..=n)
        .map(|k| if k == n { (1 << n) - 1 } else { 2 * frame_stewart_reference(n - k) + (1 << k) - 1 })
        .min()
        .unwrap_or(0)
}

#[test]
fn a_whole_tower_on_four_pegs_takes_the_frame_stewart_number() {
    let known = [1, 3, 5, 9, 13, 17, 25, 33, 41, 49, 65, 81];
    for (i, &moves) in known.iter().enumerate() {
        assert_eq!(frame_stewart(i + 1).0, moves, "{} disks", i + 1);
    }
    for disks in 1..=20 {
        let expected = frame_stewart_reference(disks as u64);
        assert_eq!(frame_stewart(disks).0, expected);
        let mut tower = Tower::new_on(4, disks).unwrap();
        let plan = tower.solution();
        assert!(plan.is_optimal(), "a whole tower's plan is optimal");
        assert_eq!(plan.remaining(), expected, "{disks} disks");
        assert_eq!(tower.optimal_from_start(), expected);
        assert_eq!(play(&mut tower, plan, "whole tower"), expected);
        assert!(tower.is_solved());
    }
    // The classic recursion on four pegs is far longer: 15 disks take 129 moves, not 32,767.
    assert_eq!(frame_stewart(15).0, 129);
}

#[test]
fn large_four_peg_boards_get_short_legal_plans() {
    let mut rng = SmallRng::seed_from_u64(41);
    for _ in 0..40 {
        let disks = rng.random_range(EXACT_DISKS + 1..=16);
        let places: Vec<usize> = (0..disks).map(|_| rng.random_range(0..4)).collect();
        let mut tower = Tower::from_places_on(4, &places, 3).unwrap();
        let plan = tower.solution();
        let len = plan.remaining();
        assert!(!plan.is_optimal(), "no proof beyond the table");
        assert!(len <= 4 * frame_stewart(disks).0, "{places:?}: {len} moves is short");
        assert_eq!(play(&mut tower, plan, "large"), len);
        assert!(tower.is_solved());
    }
}

mod explained {
    use super::super::map;
    use super::super::plan::{Explained, Step, Task};
    use super::*;

    /// Every position of `disks` disks on `pegs` pegs.
    fn positions(pegs: usize, disks: usize) -> impl Iterator<Item = Vec<usize>> {
        (0..pegs.pow(disks as u32)).map(move |mut n| {
            (0..disks)
                .map(|_| {
                    let p = n % pegs;
                    n /= pegs;
                    p
                })
                .collect()
        })
    }

    /// The plan's stack at every move agrees with the moves the solver makes.
    fn check_plan(tower: &Tower, table: Option<&DistanceTable>) {
        let explained = Explained::new(tower, table);
        let moves: Vec<Move> = tower.plan(table).collect();
        assert_eq!(explained.total(), moves.len() as u64, "{tower:?}");
        let mut board = tower.clone();
        for (i, &mv) in moves.iter().enumerate() {
            let stack = explained.stack(i as u64);
            let disk = *board.peg(mv.from).last().expect("a disk to move");
            let Some(Task { step: Step::Move { disk: d, from, to }, done: 0, total: 1 }) =
                stack.last().copied()
            else {
                panic!("the innermost task is a move: {stack:?}");
            };
            assert_eq!((d, from, to), (disk, mv.from, mv.to), "move {i} of {tower:?}");
            let top = stack[0];
            assert_eq!(
                top.total - top.done,
                explained.total() - i as u64,
                "the counts add up to the moves left"
            );
            for pair in stack.windows(2) {
                let (outer, inner) = (pair[0], pair[1]);
                assert!(inner.done < inner.total && outer.done < outer.total, "{stack:?}");
                assert!(inner.total - inner.done <= outer.total - outer.done, "nested: {stack:?}");
                assert!(inner.total <= outer.total, "nested: {stack:?}");
            }
            board.try_move(mv.from, mv.to).expect("the plan is legal");
        }
        assert!(board.is_solved());
        assert!(explained.stack(explained.total()).is_empty());
    }

    #[test]
    fn the_plan_stack_follows_the_solver_from_every_position_on_three_pegs() {
        for disks in 1..=8 {
            for places in positions(3, disks) {
                check_plan(&Tower::from_places_on(3, &places, 2).unwrap(), None);
            }
        }
        // Other goals too, on smaller towers.
        for disks in 1..=5 {
            for goal in 0..2 {
                for places in positions(3, disks) {
                    check_plan(&Tower::from_places_on(3, &places, goal).unwrap(), None);
                }
            }
        }
    }

    #[test]
    fn the_plan_stack_follows_the_solver_from_every_position_on_four_pegs() {
        for disks in 1..=6 {
            let table = DistanceTable::build(disks, 3).unwrap();
            for places in positions(4, disks) {
                let tower = Tower::from_places_on(4, &places, 3).unwrap();
                check_plan(&tower, Some(&table));
                check_plan(&tower, None);
            }
        }
    }

    #[test]
    fn a_whole_tower_is_the_classic_recursion_and_four_pegs_split() {
        let tower = Tower::new(4).unwrap();
        let stack = Explained::new(&tower, None).stack(0);
        let steps: Vec<Step> = stack.iter().map(|t| t.step).collect();
        assert_eq!(
            steps,
            [
                Step::Tower { smallest: 1, largest: 4, from: 0, to: 2, via: 1 },
                Step::Tower { smallest: 1, largest: 3, from: 0, to: 1, via: 2 },
                Step::Tower { smallest: 1, largest: 2, from: 0, to: 2, via: 1 },
                Step::Move { disk: 1, from: 0, to: 1 },
            ]
        );
        assert_eq!((stack[0].done, stack[0].total), (0, 15));
        // Four pegs: a Frame–Stewart split at the top, with the number of disks set aside.
        let tower = Tower::new_on(4, 6).unwrap();
        let table = DistanceTable::build(6, 3).unwrap();
        let explained = Explained::new(&tower, Some(&table));
        let Step::Split { smallest: 1, largest: 6, to: 3, aside, moves, .. } = explained.stack(0)[0].step
        else {
            panic!("a split at the top");
        };
        assert_eq!(moves, 17);
        let cheapest = super::super::plan::splits(6).into_iter().map(|(_, m)| m).min().unwrap();
        assert_eq!((moves, cheapest), (17, 17), "{aside} aside is the fewest moves");
        // A scrambled board with a table: the searched way.
        let scrambled = Tower::from_places_on(4, &[1, 3, 0, 2, 0, 0], 3).unwrap();
        assert!(matches!(Explained::new(&scrambled, Some(&table)).stack(0)[0].step, Step::Searched { .. }));
        // Three pegs from a scrambled board: the largest disk not yet home goes first.
        let scrambled = Tower::from_places_on(3, &[2, 0, 1, 0, 0], 2).unwrap();
        let first = Explained::new(&scrambled, None).stack(0)[0].step;
        assert_eq!(first, Step::Bring { smallest: 1, disk: 5, from: 0, to: 2, aside: 1 });
    }

    #[test]
    fn the_map_holds_every_position_and_every_move_once() {
        for disks in 1..=map::MAP_DISKS {
            let count = 3usize.pow(disks as u32);
            let mut points = Vec::new();
            for i in 0..count {
                let places = map::places(i, disks);
                assert_eq!(map::index(&places), i);
                points.push(map::point(&places));
            }
            let lines = map::lines(disks);
            assert_eq!(lines.len(), 3 * (count - 1) / 2, "{disks} disks");
            let unit = 1.0 / ((1u64 << disks) - 1) as f64;
            for &(a, b) in &lines {
                let (p, q) = (points[a], points[b]);
                let length = ((p[0] - q[0]).powi(2) + (p[1] - q[1]).powi(2)).sqrt();
                assert!((length - unit).abs() < 1e-9, "{disks} disks: line {a}-{b} is {length}, not {unit}");
            }
            // The whole towers are the corners.
            let h = 3f64.sqrt() / 2.0;
            for (peg, corner) in [[0.5, 0.0], [0.0, h], [1.0, h]].into_iter().enumerate() {
                let p = map::point(&vec![peg as u8; disks]);
                assert!((p[0] - corner[0]).abs() < 1e-9 && (p[1] - corner[1]).abs() < 1e-9, "{p:?}");
            }
            // No two positions share a point.
            for (i, p) in points.iter().enumerate() {
                for q in &points[i + 1..] {
                    assert!((p[0] - q[0]).abs() + (p[1] - q[1]).abs() > unit / 4.0);
                }
            }
        }
    }

    #[test]
    fn the_shortest_way_on_the_map_is_the_solvers() {
        let mut rng = SmallRng::seed_from_u64(24);
        for _ in 0..200 {
            let disks = rng.random_range(1..=map::MAP_DISKS);
            let places: Vec<usize> = (0..disks).map(|_| rng.random_range(0..3)).collect();
            let tower = Tower::from_places_on(3, &places, 2).unwrap();
            let mut at = tower.places().to_vec();
            let mut steps = 0;
            for mv in tower.solution() {
                assert!(map::moves(&at).contains(&mv), "each step is a line of the map");
                at = map::after(&at, mv);
                steps += 1;
            }
            assert_eq!(steps, solution_len(tower.places(), 2));
            assert_eq!(at, vec![2; disks]);
        }
    }
}
