use std::collections::HashSet;

use super::date::{Day, DayError};
use super::hanoi::Kind;
use super::tictactoe::{SHORTEST, TttProofError};
use super::*;
use crate::hanoi::Tower;
use crate::hanoi::distance::DistanceTable;
use crate::tictactoe::{Outcome, PerfectTable, Player, RuleSet};

fn day(text: &str) -> Day {
    Day::parse(text).unwrap()
}

#[test]
fn days_parse_count_and_name_their_weekday() {
    assert_eq!(day("2000-01-01").epoch_days(), 10_957, "days since 1970-01-01");
    assert_eq!(day("2026-12-01").weekday(), 1, "a Tuesday");
    assert_eq!(day("2000-01-01").weekday(), 5, "a Saturday");
    assert_eq!(day("2024-12-31").day_of_year(), 365, "a leap year");
    assert_eq!(day("2026-12-31").day_of_year(), 364);
    assert_eq!(day("2028-02-29").next(), Some(day("2028-03-01")));
    assert_eq!(day("2027-01-01").previous(), Some(day("2026-12-31")));
    // Every day of four centuries round-trips through its day count.
    let mut d = day("2000-01-01");
    for _ in 0..146_097 {
        assert_eq!(Day::from_epoch_days(d.epoch_days()), Ok(d));
        let next = d.next().unwrap();
        assert_eq!(next.epoch_days(), d.epoch_days() + 1);
        assert_eq!(next.weekday(), (d.weekday() + 1) % 7);
        d = next;
    }
    assert_eq!(d, day("2400-01-01"));
    assert_eq!(day("2026-12-01").to_string(), "2026-12-01");
}

#[test]
fn impossible_dates_are_refused() {
    for text in [
        "2026-02-29",
        "2026-13-01",
        "2026-00-10",
        "2026-04-31",
        "2026-1-01",
        "26-01-01",
        "2026/01/01",
        "",
        "x",
    ] {
        assert!(Day::parse(text).is_err(), "{text}");
    }
    assert_eq!(Day::parse("1999-12-31"), Err(DayError::Year(1999)));
    assert!(Day::parse("2028-02-29").is_ok());
    assert!(Day::parse("2100-02-29").is_err(), "not a leap year");
    assert_eq!(day("9999-12-31").next(), None);
}

#[test]
fn shuffles_are_permutations_fixed_by_their_seed() {
    for len in [1u64, 2, 3, 7, 53, 100, 162, 1000, 4097] {
        let shuffle = Shuffle::new(len, Mix::of(&[len]));
        let seen: HashSet<u64> = (0..len).map(|i| shuffle.get(i)).collect();
        assert_eq!(seen.len() as u64, len);
        assert!(seen.iter().all(|&x| x < len));
    }
    let a = Shuffle::new(1000, Mix::of(&[1, 2]));
    let b = Shuffle::new(1000, Mix::of(&[1, 2]));
    let c = Shuffle::new(1000, Mix::of(&[1, 3]));
    let run = |s: &Shuffle| (0..20).map(|i| s.get(i)).collect::<Vec<_>>();
    assert_eq!(run(&a), run(&b));
    assert_ne!(run(&a), run(&c));
    assert_ne!(run(&a), (0..20).collect::<Vec<_>>(), "not the identity");
}

#[test]
fn hanoi_kinds_number_their_positions_once_each() {
    for kind in [Kind::new(3, 4).unwrap(), Kind::new(4, 5).unwrap()] {
        let mut seen = HashSet::new();
        for i in 0..kind.count() {
            let (places, goal) = kind.position(i);
            assert_eq!(places.len(), kind.disks());
            assert!(places.iter().all(|&p| (p as usize) < kind.pegs()) && goal < kind.pegs());
            assert_ne!(places[kind.disks() - 1] as usize, goal, "the largest disk starts away from the goal");
            assert!(seen.insert((places, goal)));
        }
    }
}

#[test]
fn ttt_puzzles_are_proven_from_the_table() {
    let table = PerfectTable::build_for(RuleSet::Seed);
    let puzzles = tictactoe::find_puzzles(&table);
    assert!(puzzles.len() >= 7 * 53, "{} puzzles", puzzles.len());
    for p in &puzzles {
        assert_eq!(p.prove(&table), Ok(()), "{p:?}");
        assert!(p.win_in >= SHORTEST && p.win_in % 2 == 1);
    }
    assert!(puzzles.windows(2).all(|w| w[0].difficulty() <= w[1].difficulty()));
    // The empty board itself: only the centre wins, in nine.
    let first = puzzles.iter().find(|p| p.moves.is_empty()).expect("the empty board is a puzzle");
    assert_eq!((first.answer, first.win_in, first.to_move), (4, 9, Player::X));
    // A false claim is caught.
    let mut wrong = puzzles[0].clone();
    wrong.answer = (0..9).find(|&c| c != wrong.answer && wrong.values[c as usize].is_some()).unwrap();
    assert_eq!(wrong.prove(&table), Err(TttProofError::Answer));
    let mut longer = puzzles[0].clone();
    longer.win_in += 2;
    assert_eq!(longer.prove(&table), Err(TttProofError::NotAWinIn(longer.win_in)));
    let mut off = puzzles[0].clone();
    off.moves.push(off.moves.last().copied().unwrap_or(0));
    assert!(off.prove(&table).is_err());
}

/// The exact optimum of a Hanoi puzzle from the game's own solver, as the
/// command line's `hanoi solve` finds it.
fn solver_optimum(p: &HanoiPuzzle) -> u64 {
    let tower = Tower::from_config_on(p.pegs, &p.config(), p.disks(), p.goal).expect("a legal position");
    let table = (p.pegs == 4).then(|| DistanceTable::build(p.disks(), p.goal)).flatten();
    let plan = tower.plan(table.as_ref());
    assert!(plan.is_optimal());
    plan.remaining()
}

#[test]
fn every_daily_puzzle_from_2026_to_2030_is_proven_and_no_day_of_a_year_repeats_one() {
    let puzzles = Puzzles::new();
    let table = puzzles.table();
    let mut optimum_of = std::collections::HashMap::new();
    let mut d = day("2026-01-01");
    let mut year = (0, HashSet::new(), HashSet::new());
    let mut days = 0;
    while d <= day("2030-12-31") {
        let daily = puzzles.daily(d);
        assert_eq!(daily.day, d);
        let (h, t) = (&daily.hanoi, &daily.tictactoe);
        assert_eq!(t.rules, RuleSet::Seed);
        assert_eq!(t.prove(table), Ok(()), "{d}: {t:?}");
        assert_eq!(t.values[t.answer as usize], Some(Outcome::Win(t.win_in)));
        assert!(super::hanoi::DISKS.contains(&h.disks()) && (3..=4).contains(&h.pegs));
        assert!(!h.tower().expect("a board").is_solved(), "{d}: already solved");
        assert!(h.kind().is_some());
        let key = (h.pegs, h.config(), h.goal);
        let optimum = *optimum_of.entry(key).or_insert_with(|| solver_optimum(h));
        assert_eq!(h.optimum, optimum, "{d}: {h:?}");
        if year.0 != d.year() {
            year = (d.year(), HashSet::new(), HashSet::new());
        }
        assert!(
            year.1.insert((h.pegs, h.places.clone(), h.goal)),
            "{d}: a Hanoi puzzle twice in {}",
            d.year()
        );
        assert!(year.2.insert(t.moves.clone()), "{d}: a TicTacToe puzzle twice in {}", d.year());
        days += 1;
        d = d.next().unwrap();
    }
    assert_eq!(days, 365 * 4 + 366);
}

#[test]
fn the_week_grows_harder_towards_sunday() {
    let puzzles = Puzzles::new();
    let hardest = |w: usize| puzzles.tictactoe_band(w).iter().map(|p| p.difficulty()).max().unwrap();
    let easiest = |w: usize| puzzles.tictactoe_band(w).iter().map(|p| p.difficulty()).min().unwrap();
    for w in 0..6 {
        assert!(hardest(w) <= easiest(w + 1), "weekday {w}");
        assert!(puzzles.tictactoe_band(w).len() >= 53, "a year has up to 53 of each weekday");
    }
    // Sunday's puzzles include the longest wins.
    assert!(puzzles.tictactoe_band(6).iter().any(|p| p.win_in == 9));
    // A Monday's Hanoi puzzle is smaller than a Sunday's.
    let monday = puzzles.daily(day("2026-11-30"));
    let sunday = puzzles.daily(day("2026-12-06"));
    assert!(monday.hanoi.disks() < sunday.hanoi.disks());
    assert!(monday.tictactoe.difficulty() < sunday.tictactoe.difficulty());
}

#[test]
fn a_day_always_has_the_same_puzzles() {
    let puzzles = Puzzles::new();
    // Fixed once for all versions: changing them changes every player's past days.
    let d = puzzles.daily(day("2026-12-01"));
    assert_eq!((d.hanoi.pegs, d.hanoi.config().as_str(), d.hanoi.goal, d.hanoi.optimum), (3, "11133", 2, 31));
    assert_eq!(
        (d.tictactoe.moves.as_slice(), d.tictactoe.answer, d.tictactoe.win_in),
        (&[1, 7, 4, 0, 8, 5][..], 6, 3)
    );
    // Built again from scratch, the same.
    assert_eq!(Puzzles::new().daily(day("2027-06-13")), puzzles.daily(day("2027-06-13")));
    assert_ne!(puzzles.daily(day("2027-06-13")), puzzles.daily(day("2028-06-13")));
}

#[test]
fn the_ladders_climb_from_easy_to_hard() {
    let puzzles = Puzzles::new();
    let ttt = puzzles.tictactoe_ladder();
    assert!(ttt.len() >= 100);
    assert!(ttt.windows(2).all(|w| w[0].difficulty() <= w[1].difficulty()));
    assert_eq!(ttt.first().map(|p| p.win_in), Some(3));
    assert_eq!(ttt.last().map(|p| p.win_in), Some(9));
    for (i, p) in ttt.iter().enumerate() {
        assert_eq!(p.prove(puzzles.table()), Ok(()));
        assert_eq!(puzzles.tictactoe_rung(i).as_ref(), Some(p));
    }
    assert_eq!(puzzles.tictactoe_rung(ttt.len()), None);
    let distinct: HashSet<_> = ttt.iter().map(|p| p.moves.clone()).collect();
    assert_eq!(distinct.len(), ttt.len());

    let hanoi = puzzles.hanoi_ladder();
    assert_eq!(hanoi.len(), daily::HANOI_RUNGS);
    assert_eq!(ttt.len(), daily::TTT_LADDER);
    assert!(hanoi.len() >= 100);
    assert!(hanoi.windows(2).all(|w| w[0].difficulty() <= w[1].difficulty()));
    let kinds: HashSet<_> = hanoi.iter().filter_map(|p| p.kind()).collect();
    assert!(kinds.iter().any(|k| k.disks() == 4) && kinds.iter().any(|k| k.disks() == 9 && k.pegs() == 4));
    let distinct: HashSet<_> = hanoi.iter().map(|p| (p.pegs, p.places.clone(), p.goal)).collect();
    assert_eq!(distinct.len(), hanoi.len());
    for p in hanoi.iter().step_by(7) {
        assert_eq!(p.optimum, solver_optimum(p), "{p:?}");
    }
}

#[test]
fn hanoi_stars_count_moves_over_the_optimum() {
    let p = Puzzles::new().daily(day("2026-12-01")).hanoi;
    assert_eq!(p.stars(p.optimum), 3);
    assert_eq!(p.stars(p.optimum + 2), 2);
    assert_eq!(p.stars(p.optimum + 3), 1);
}

#[test]
fn puzzles_made_by_hand_are_refused_not_trusted() {
    assert_eq!(Kind::new(5, 4), None);
    assert_eq!(Kind::new(3, 3), None);
    assert_eq!(Kind::new(4, 10), None);
    let optima = hanoi::Optima::default();
    // Disk 3 is home; disk 2 goes over, then disk 1 onto it.
    assert_eq!(optima.optimum(3, &[0, 1, 2], 2), Some(2));
    assert_eq!(optima.optimum(3, &[0, 3], 2), None, "no peg 3 on three pegs");
    assert_eq!(optima.optimum(4, &[0; 11], 3), None, "eleven disks on four pegs: not known exactly");
    assert_eq!(optima.optimum(2, &[0], 1), None);
    let odd = HanoiPuzzle { pegs: 7, places: vec![0, 1], goal: 9, optimum: 1 };
    assert!(odd.tower().is_err() && odd.kind().is_none());
    let odd = TttPuzzle {
        rules: RuleSet::Seed,
        moves: vec![4, 4],
        to_move: Player::X,
        win_in: 3,
        answer: 0,
        values: [None; 9],
    };
    assert_eq!(odd.game(), Err(TttProofError::Unreachable));
}
