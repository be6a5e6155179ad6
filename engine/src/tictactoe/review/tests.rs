//! The review against a brute-force minimax: games drawn out to the last
//! few half-moves before the limit, where a full search to the end is
//! small, and the verdicts read off the values.

use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};

use super::*;
use crate::tictactoe::rules::Status;

/// The exact value for the mover by searching every line to the end (the
/// game must end within a few half-moves: a line, or the move limit).
fn brute(game: &Game) -> Outcome {
    game.legal_cells()
        .map(|cell| brute_move(game, cell))
        .max_by_key(|v| rank(*v))
        .expect("a running position has a move")
}

/// The value of `cell` for the mover of `game`, searched to the end.
fn brute_move(game: &Game, cell: u8) -> Outcome {
    let child = game.after(cell);
    match child.status() {
        Status::Won { .. } => Outcome::Win(1),
        Status::Draw => Outcome::Draw,
        Status::Running => match brute(&child) {
            Outcome::Win(n) => Outcome::Loss(n + 1),
            Outcome::Loss(n) => Outcome::Win(n + 1),
            Outcome::Draw => Outcome::Draw,
        },
    }
}

/// A game played long: each side takes a drawing move where there is one
/// (so nobody wins early), at random, until `until` half-moves are made,
/// then anything at random to the end.
fn long_game(table: &PerfectTable, rng: &mut SmallRng, starter: Player, until: u8) -> Vec<usize> {
    let mut game = Game::with_rules(table.rules(), starter);
    let mut cells = Vec::new();
    while game.is_running() {
        let values = table.move_values(&game);
        let legal: Vec<u8> = game.legal_cells().collect();
        let drawing: Vec<u8> =
            legal.iter().copied().filter(|&c| values[c as usize] == Some(Outcome::Draw)).collect();
        let pool = if game.half_moves() < until && !drawing.is_empty() { &drawing } else { &legal };
        let cell = *pool.choose(rng).expect("a move");
        cells.push(cell as usize);
        game = game.after(cell);
    }
    cells
}

#[test]
fn the_last_half_moves_agree_with_a_search_to_the_end() {
    let mut rng = SmallRng::seed_from_u64(61);
    let mut checked = 0;
    for rules in [RuleSet::Seed, RuleSet::RemoveFirst, RuleSet::Four] {
        let table = PerfectTable::build_for(rules);
        for round in 0..6 {
            let starter = if round % 2 == 0 { Player::X } else { Player::O };
            let cells = long_game(&table, &mut rng, starter, 54);
            let start = Game::with_rules(rules, starter);
            let review = review(&table, start, &cells).expect("a legal game");
            assert_eq!(review.moves.len(), cells.len());
            for (i, m) in review.moves.iter().enumerate() {
                let before = review.position_before(i);
                assert_eq!(m.side, before.turn());
                if before.half_moves_left() > 6 {
                    continue;
                }
                // Near the limit the search reaches every end: the values must be the same.
                assert_eq!(m.before, brute(&before), "{rules:?} ply {}: the position's value", m.ply);
                assert_eq!(m.after, brute_move(&before, m.cell), "{rules:?} ply {}: the move's value", m.ply);
                for &cell in &m.best {
                    assert_eq!(
                        brute_move(&before, cell),
                        m.before,
                        "{rules:?} ply {}: best cell {cell}",
                        m.ply
                    );
                }
                checked += 1;
            }
        }
    }
    assert!(checked > 50, "{checked} moves checked against the search");
}

#[test]
fn verdicts_follow_the_values() {
    use Outcome::{Draw, Loss, Win};
    assert_eq!(verdict(Win(3), Win(3)), Verdict::Best);
    assert_eq!(verdict(Win(3), Win(7)), Verdict::Kept);
    assert_eq!(verdict(Win(3), Draw), Verdict::Mistake);
    assert_eq!(verdict(Win(3), Loss(4)), Verdict::Mistake);
    assert_eq!(verdict(Draw, Draw), Verdict::Best);
    assert_eq!(verdict(Draw, Loss(10)), Verdict::Mistake);
    assert_eq!(verdict(Loss(8), Loss(8)), Verdict::Best);
    assert_eq!(verdict(Loss(8), Loss(2)), Verdict::Kept);
}

#[test]
fn every_review_reads_its_verdicts_and_first_mistakes_off_the_table() {
    let table = PerfectTable::build();
    let mut rng = SmallRng::seed_from_u64(7);
    for _ in 0..40 {
        // Random games of the seed rules, from an X or an O start.
        let starter = if rng.random_bool(0.5) { Player::X } else { Player::O };
        let mut game = Game::with_rules(RuleSet::Seed, starter);
        let mut cells = Vec::new();
        while game.is_running() && cells.len() < 30 {
            let legal: Vec<u8> = game.legal_cells().collect();
            let cell = *legal.choose(&mut rng).expect("a move");
            cells.push(cell as usize);
            game = game.after(cell);
        }
        let review = review(&table, Game::with_rules(RuleSet::Seed, starter), &cells).expect("legal");
        for m in &review.moves {
            let position = review.position_before(m.ply - 1);
            let values = table.move_values(&position);
            assert_eq!(Some(m.after), values[m.cell as usize]);
            assert!(m.best.contains(&m.cell) == (m.verdict == Verdict::Best), "ply {}", m.ply);
            assert_eq!(m.verdict, verdict(m.before, m.after));
        }
        for side in [Player::X, Player::O] {
            let first = review.first_mistake(side);
            let expected = review.moves.iter().position(|m| m.side == side && m.verdict == Verdict::Mistake);
            assert_eq!(first, expected);
        }
        assert_eq!(review.position_before(review.moves.len()), game);
    }
}

#[test]
fn a_lost_side_that_ignores_a_threat_keeps_its_loss_but_not_the_longest() {
    // Under the seed rules X wins from the empty board, so O is lost from the
    // start: X 4, O 1, X 0 threatens 8; O's 2 leaves it, and X wins at once after it.
    let table = PerfectTable::build();
    let start = Game::with_rules(RuleSet::Seed, Player::X);
    let review = review(&table, start, &[4, 1, 0, 2]).expect("legal");
    assert_eq!(review.moves[0].verdict, Verdict::Best, "the centre is a best first move");
    assert!(matches!(review.moves[0].before, Outcome::Win(_)));
    let last = &review.moves[3];
    assert_eq!(last.side, Player::O);
    assert_eq!(last.after, Outcome::Loss(2));
    assert!(matches!(last.before, Outcome::Loss(n) if n > 2), "{:?}", last.before);
    assert_eq!(last.verdict, Verdict::Kept, "a loss either way: not a mistake, not the best");
    assert!(last.best.contains(&8), "blocking is the longest defence: {:?}", last.best);
    assert_eq!(review.first_mistake(Player::O), None);
}

#[test]
fn moves_the_rules_refuse_are_named() {
    let table = PerfectTable::build();
    let start = Game::with_rules(RuleSet::Seed, Player::X);
    assert_eq!(
        review(&table, start, &[4, 4]),
        Err(ReviewError::Refused { ply: 2, cell: 4, why: PlayError::Occupied(4) })
    );
    assert_eq!(
        review(&table, start, &[0, 3, 1, 4, 2, 5]),
        Err(ReviewError::Refused { ply: 6, cell: 5, why: PlayError::GameOver })
    );
    assert_eq!(
        review(&table, start, &[9]),
        Err(ReviewError::Refused { ply: 1, cell: 9, why: PlayError::NoSuchCell(9) })
    );
    let four = Game::with_rules(RuleSet::Four, Player::X);
    assert!(matches!(review(&table, four, &[4]), Err(ReviewError::OtherRules { .. })));
}

#[test]
fn only_moves_and_missed_wins_agree_with_a_search_to_the_end() {
    let mut rng = SmallRng::seed_from_u64(73);
    let (mut checked, mut only, mut missed) = (0, 0, 0);
    for rules in [RuleSet::Seed, RuleSet::RemoveFirst, RuleSet::Four] {
        let table = PerfectTable::build_for(rules);
        for round in 0..8 {
            let starter = if round % 2 == 0 { Player::X } else { Player::O };
            let cells = long_game(&table, &mut rng, starter, 54);
            let review = review(&table, Game::with_rules(rules, starter), &cells).expect("a legal game");
            for (i, m) in review.moves.iter().enumerate() {
                let before = review.position_before(i);
                if before.half_moves_left() > 6 {
                    continue;
                }
                // Every move searched: which keep a win, or a draw?
                let values: Vec<Outcome> = before.legal_cells().map(|c| brute_move(&before, c)).collect();
                let best = values.iter().copied().max_by_key(|v| rank(*v)).expect("a move");
                let made = brute_move(&before, m.cell);
                let keeping = values.iter().filter(|v| kind(**v) == kind(best)).count();
                let expect_only =
                    keeping == 1 && !matches!(best, Outcome::Loss(_)) && kind(made) == kind(best);
                let expect_missed = matches!(best, Outcome::Win(_)) && !matches!(made, Outcome::Win(_));
                assert_eq!(m.only, expect_only, "{rules:?} ply {}: only move", m.ply);
                assert_eq!(m.missed_win, expect_missed, "{rules:?} ply {}: missed win", m.ply);
                (checked, only, missed) =
                    (checked + 1, only + usize::from(m.only), missed + usize::from(m.missed_win));
            }
            // Accuracy: the side's moves that were no mistake, in per cent.
            for side in [Player::X, Player::O] {
                let report = review.side(side);
                let mine: Vec<_> = review.moves.iter().filter(|m| m.side == side).collect();
                let good = mine.iter().filter(|m| m.verdict != Verdict::Mistake).count();
                assert_eq!(report.moves, mine.len());
                assert!((report.accuracy - 100.0 * good as f64 / mine.len() as f64).abs() <= 0.05);
                assert_eq!(report.mistakes, mine.len() - good);
                assert_eq!(report.only, mine.iter().filter(|m| m.only).count());
            }
        }
    }
    assert!(checked > 50, "{checked} moves checked against the search");
    assert!(only > 0 && missed > 0, "both marks were met: {only} only moves, {missed} missed wins");
}

#[test]
fn the_centre_is_x_s_only_move_and_a_corner_misses_the_win() {
    let table = PerfectTable::build();
    let start = Game::with_rules(RuleSet::Seed, Player::X);
    // Under the seed rules the centre is X's one winning first move.
    let centre = review(&table, start, &[4, 1]).expect("legal");
    assert!(centre.moves[0].only && !centre.moves[0].missed_win);
    // O is lost from there: never an only move, whatever it plays.
    assert!(!centre.moves[1].only);
    let corner = review(&table, start, &[0]).expect("legal");
    assert_eq!(corner.moves[0].verdict, Verdict::Mistake);
    assert!(corner.moves[0].missed_win && !corner.moves[0].only);
    let x = corner.side(Player::X);
    assert_eq!((x.moves, x.mistakes, x.missed_wins, x.accuracy), (1, 1, 1, 0.0));
    // A side with no moves is not marked down.
    assert_eq!(corner.side(Player::O).accuracy, 100.0);
    let mixed = review(&table, start, &[4, 1, 0, 2, 8]).expect("legal");
    assert_eq!(mixed.side(Player::X).accuracy, 100.0);
    assert_eq!(mixed.side(Player::O).moves, 2);
}

#[test]
fn the_curve_is_x_s_value_after_every_half_move_on_one_scale() {
    let table = PerfectTable::build();
    let start = Game::with_rules(RuleSet::Seed, Player::X);
    // X wins from the start; a corner first throws the win away (a draw or
    // a loss for X after it), and the centre keeps it.
    let corner = review(&table, start, &[0]).expect("legal");
    let curve = corner.curve();
    assert_eq!(curve.len(), 2);
    assert!(curve[0] > 0.0 && curve[1] <= 0.0, "{curve:?}");
    let centre = review(&table, start, &[4, 1, 0]).expect("legal");
    let curve = centre.curve();
    assert_eq!(curve.len(), 4);
    assert!(curve.iter().all(|&h| h > 0.0), "X stays winning: {curve:?}");
    // Each height is the move's value, for X, whoever moved.
    for (m, &h) in centre.moves.iter().zip(&curve[1..]) {
        assert_eq!(h, height(m.after, m.side));
    }
    // Sooner wins stand higher; a win and the loss it gives are mirrored.
    assert!(height(Outcome::Win(1), Player::X) > height(Outcome::Win(9), Player::X));
    assert_eq!(height(Outcome::Win(5), Player::O), height(Outcome::Loss(5), Player::X));
    assert_eq!(height(Outcome::Win(99), Player::X), 0.25);
    assert!(review(&table, start, &[]).expect("legal").curve().is_empty());
}
