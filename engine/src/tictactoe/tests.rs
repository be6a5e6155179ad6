//! Engine tests: the order of the rules, the search against a plain
//! minimax, and the perfect player against every opponent.

use std::collections::HashMap;

use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};

use super::Level;
use super::ai::{Analysis, Opponent, Search, Thought, WIN_SCORE, analyze, evaluate};
use super::perfect::{Outcome, POSITIONS, PerfectTable, TableBuilder, positions};
use super::rules::{Game, MOVE_LIMIT, PlayError, Player, RuleSet, Status};

fn game(moves: &[usize]) -> Game {
    Game::from_moves(Player::X, moves).expect("legal moves")
}

#[test]
fn a_fourth_stone_that_completes_a_line_with_the_oldest_wins() {
    // X: 0, 5, 1 then 2 — the line 0-1-2 uses X's oldest stone, which would vanish.
    let mut g = game(&[0, 3, 5, 4, 1, 7]);
    assert_eq!(g.stones(Player::X).cells(), &[0, 5, 1]);
    assert_eq!(g.next_to_vanish(Player::X), Some(0));
    let placed = g.play(2).unwrap();
    assert_eq!(placed.vanished, None, "nothing is removed on a win");
    assert_eq!(g.status(), Status::Won { winner: Player::X, line: [0, 1, 2] });
    assert_eq!(g.stones(Player::X).cells(), &[0, 5, 1, 2], "all four stay");
    assert_eq!(g.next_to_vanish(Player::X), None, "no next move, nothing fades");
    assert_eq!(g.winner(), Some(Player::X));
    assert_eq!(g.win_line(), Some([0, 1, 2]));
    assert_eq!(g.legal_mask(), 0);
    let before = g;
    assert_eq!(g.play(6), Err(PlayError::GameOver));
    assert_eq!(g, before);
}

#[test]
fn without_a_line_the_fourth_stone_removes_the_oldest() {
    let mut g = game(&[0, 4, 8, 3, 1]);
    // O: 4, 3 then 6 (no line), X: 0, 8, 1; X plays 5: no line, 0 vanishes.
    g.play(6).unwrap();
    assert_eq!(g.turn(), Player::X);
    let placed = g.play(5).unwrap();
    assert_eq!(placed.vanished, Some(0));
    assert_eq!(g.stones(Player::X).cells(), &[8, 1, 5]);
    assert!(g.is_legal(0), "the vanished stone's cell is free again");
    assert_eq!(g.next_to_vanish(Player::X), Some(8));
    assert_eq!(g.turn(), Player::O);
    assert_eq!(g.half_moves(), 7);
}

#[test]
fn the_stone_about_to_vanish_still_blocks_its_cell() {
    let mut g = game(&[0, 4, 8, 3, 1, 6]);
    assert_eq!(g.next_to_vanish(Player::X), Some(0));
    assert!(!g.is_legal(0));
    let before = g;
    assert_eq!(g.play(0), Err(PlayError::Occupied(0)));
    assert_eq!(g.play(9), Err(PlayError::NoSuchCell(9)));
    assert_eq!(g, before, "a refused move changes nothing");
}

#[test]
fn the_three_newest_stones_are_not_enough_without_a_line() {
    // The win check uses the stones as they are after the move, before any removal:
    // a line only counts if all three of its cells hold the mover's stones now.
    let mut g = game(&[0, 4, 8, 3, 1]);
    g.play(6).unwrap();
    g.play(5).unwrap();
    assert!(g.is_running());
}

#[test]
fn sixty_half_moves_without_a_winner_draw() {
    let mut rng = SmallRng::seed_from_u64(7);
    'games: for _ in 0..50 {
        let mut g = Game::new(Player::O);
        while g.is_running() {
            let safe: Vec<u8> = g.legal_cells().filter(|&c| g.after(c).winner().is_none()).collect();
            let Some(&cell) = safe.choose(&mut rng) else { continue 'games };
            g.play(cell as usize).unwrap();
        }
        assert_eq!(g.status(), Status::Draw);
        assert_eq!(g.half_moves(), MOVE_LIMIT);
        assert_eq!(g.play(g.legal_cells().next().unwrap_or(0) as usize), Err(PlayError::GameOver));
        return;
    }
    panic!("no drawn game found");
}

/// The seed's minimax without pruning: scores from `me`'s side, ±(1000 + depth) for wins.
fn plain_minimax(g: &Game, depth: u8, me: Player) -> i32 {
    match g.status() {
        Status::Won { winner, .. } => {
            return if winner == me { WIN_SCORE + depth as i32 } else { -WIN_SCORE - depth as i32 };
        }
        Status::Draw => return 0,
        Status::Running if depth == 0 => return evaluate(g, me),
        Status::Running => {}
    }
    let scores = g.legal_cells().map(|c| plain_minimax(&g.after(c), depth - 1, me));
    if g.turn() == me { scores.max().unwrap() } else { scores.min().unwrap() }
}

fn plain_scores(g: &Game, depth: u8) -> [Option<i32>; 9] {
    let mut scores = [None; 9];
    for c in g.legal_cells() {
        scores[c as usize] = Some(plain_minimax(&g.after(c), depth - 1, g.turn()));
    }
    scores
}

fn random_position(rng: &mut SmallRng) -> Game {
    random_position_with(RuleSet::Seed, rng)
}

#[test]
fn alpha_beta_scores_equal_plain_minimax() {
    let mut rng = SmallRng::seed_from_u64(11);
    for i in 0..300 {
        let g = random_position(&mut rng);
        let depth = 1 + (i % 5) as u8;
        let pruned = analyze(&g, depth);
        assert_eq!(pruned.scores, plain_scores(&g, depth), "{g:?} at depth {depth}");
    }
}

#[test]
fn alpha_beta_matches_near_the_move_limit() {
    // The draw at sixty half-moves scores 0 inside the search.
    let g = Game::from_position(&[0, 8, 1], &[4, 3, 6], Player::X, MOVE_LIMIT - 2).unwrap();
    for depth in 1..=5 {
        assert_eq!(analyze(&g, depth).scores, plain_scores(&g, depth));
    }
}

#[test]
fn seed_scores_for_an_immediate_win() {
    // X to move with 0 and 1 placed: 2 wins at once, scored 1000 + remaining depth.
    let g = game(&[0, 4, 1, 8]);
    let a = analyze(&g, 6);
    assert_eq!(a.scores[2], Some(1005));
    assert_eq!(a.best_cells(), vec![2]);
    assert_eq!(analyze(&g, 1).scores[2], Some(1000));
}

#[test]
fn a_sliced_search_gives_the_same_analysis() {
    let mut rng = SmallRng::seed_from_u64(5);
    for _ in 0..40 {
        let g = random_position(&mut rng);
        let whole = analyze(&g, 6);
        let mut search = Search::new(&g, 6);
        let mut slices = 0;
        let sliced: Analysis = loop {
            slices += 1;
            if let Some(a) = search.step(37) {
                break a;
            }
        };
        assert_eq!(sliced, whole);
        assert!(slices as u64 >= whole.nodes / 37, "each slice stays in its budget");
    }
}

#[test]
fn the_table_counts_and_sizes() {
    let table = PerfectTable::build();
    let stats = table.stats();
    assert_eq!(stats.positions, stats.wins + stats.losses + stats.draws);
    assert!(stats.positions > 1000 && stats.positions <= POSITIONS);
    assert!(stats.longest < 127, "distances fit the table's byte");
    assert!(table.size_bytes() < 2 * 1024 * 1024);
    let sliced = {
        let mut b = TableBuilder::new();
        while !b.step(1000) {}
        b.finish()
    };
    assert_eq!(sliced.stats(), stats);
}

#[test]
fn the_table_agrees_with_a_deep_search() {
    // Two independent methods: a forced result within nine half-moves must be
    // exactly what a depth-9 minimax finds.
    let table = PerfectTable::build();
    let mut rng = SmallRng::seed_from_u64(3);
    let mut checked = [0; 3];
    for _ in 0..400 {
        let g = random_position(&mut rng);
        let best = analyze(&g, 9).best_score().unwrap();
        match table.value(&g).unwrap() {
            Outcome::Win(n) if n <= 9 => {
                assert_eq!(best, WIN_SCORE + 9 - n as i32, "{g:?}");
                checked[0] += 1;
            }
            Outcome::Loss(n) if n <= 9 => {
                assert_eq!(best, -WIN_SCORE - 9 + n as i32, "{g:?}");
                checked[1] += 1;
            }
            _ => {
                assert!(best.abs() < WIN_SCORE, "{g:?}: no forced result within 9, search says {best}");
                checked[2] += 1;
            }
        }
    }
    assert!(checked[0] > 0 && checked[1] > 0, "wins and losses both checked: {checked:?}");
}

/// Plays a whole game from the empty board, X first; returns the final position and
/// whether the perfect side ever faced a position it was not bound to lose.
fn play_out(
    table: &PerfectTable,
    perfect_side: Player,
    x: &mut dyn FnMut(&Game) -> u8,
    o: &mut dyn FnMut(&Game) -> u8,
) -> (Game, bool) {
    let mut g = Game::new(Player::X);
    let mut saved = false;
    while g.is_running() {
        if g.turn() == perfect_side && !matches!(table.value(&g), Some(Outcome::Loss(_))) {
            saved = true;
        }
        let cell = if g.turn() == Player::X { x(&g) } else { o(&g) };
        g.play(cell as usize).unwrap();
    }
    (g, saved)
}

#[test]
fn the_empty_board_is_a_win_for_the_first_player() {
    // Two independent methods agree: the table and a plain depth-9 search.
    let table = PerfectTable::build();
    let start = Game::new(Player::X);
    assert_eq!(table.value(&start), Some(Outcome::Win(9)));
    assert_eq!(table.best_moves(&start), vec![4], "only the centre wins");
    let search = analyze(&start, 9);
    assert_eq!(search.scores[4], Some(WIN_SCORE), "a win on the ninth half-move, with no depth to spare");
    assert_eq!(plain_scores(&start, 9)[4], Some(WIN_SCORE));
    let stats = table.stats();
    assert_eq!(stats.empty_board, Outcome::Win(9));
    assert_eq!(stats.draws, 0, "every reachable position is decided");
}

#[test]
fn the_perfect_player_never_loses_what_it_can_hold() {
    let table = PerfectTable::build();
    // Searches repeat across games: remember them (same position and move count, same scores).
    let mut memo: HashMap<(Game, u8), Analysis> = HashMap::new();
    for level in Level::ALL {
        let mut lost_as_second = 0;
        for game_no in 0..2000u64 {
            let mut perfect = Opponent::new(Level::Perfect, game_no);
            let mut other = Opponent::new(level, 1_000_000 + game_no);
            let mut perfect_move = |g: &Game| perfect.choose(g, Some(&table)).unwrap();
            let mut other_move = |g: &Game| match other.think(g, Some(&table)).unwrap() {
                Thought::Move(c) => c,
                Thought::Search(s) => {
                    let a = *memo.entry((*g, level.depth())).or_insert_with(|| s.run());
                    other.pick(&a).unwrap()
                }
            };
            if game_no % 2 == 0 {
                // Moving first, it wins every game, by the ninth half-move.
                let (end, _) = play_out(&table, Player::X, &mut perfect_move, &mut other_move);
                assert_eq!(end.winner(), Some(Player::X), "perfect X against {level}, game {game_no}");
                assert!(end.half_moves() <= 9);
            } else {
                // Moving second it starts lost; once the opponent lets a win slip, it never loses.
                let (end, saved) = play_out(&table, Player::O, &mut other_move, &mut perfect_move);
                if end.winner() == Some(Player::X) {
                    assert!(
                        !saved,
                        "perfect O lost a position it could hold, against {level} in game {game_no}"
                    );
                    lost_as_second += 1;
                }
            }
        }
        if matches!(level, Level::Impossible | Level::Perfect) {
            assert_eq!(lost_as_second, 1000, "{level} finds the first player's win every time");
        }
    }
}

/// Every game in which the perfect player meets every possible reply, the
/// perfect player trying each of the best moves it may choose. At each of
/// its moves it keeps the exact value of the position; returns whether it
/// can lose from `g`.
fn can_lose(table: &PerfectTable, g: Game, perfect_side: Player, seen: &mut HashMap<Game, bool>) -> bool {
    if !g.is_running() {
        return g.winner() == Some(perfect_side.other());
    }
    if let Some(&known) = seen.get(&g) {
        return known;
    }
    let result = if g.turn() == perfect_side {
        let value = table.value(&g).unwrap();
        let mut lose = false;
        for cell in table.best_moves(&g) {
            assert_eq!(table.move_values(&g)[cell as usize], Some(value), "the chosen move keeps the value");
            lose |= can_lose(table, g.after(cell), perfect_side, seen);
        }
        assert!(!lose || matches!(value, Outcome::Loss(_)), "{g:?}: a position that is not lost was lost");
        lose
    } else {
        // Every reply, not stopping at the first loss, so the whole tree is checked.
        g.legal_cells().fold(false, |any, c| can_lose(table, g.after(c), perfect_side, seen) | any)
    };
    seen.insert(g, result);
    result
}

#[test]
fn the_perfect_player_takes_the_fastest_win() {
    let table = PerfectTable::build();
    let g = game(&[0, 4, 1, 8]);
    assert_eq!(table.value(&g), Some(Outcome::Win(1)));
    assert_eq!(table.best_moves(&g), vec![2]);
    let values = table.move_values(&g);
    assert_eq!(values[2], Some(Outcome::Win(1)));
    assert_eq!(values[4], None, "occupied cells have no value");
}

// ---- Rule sets ----------------------------------------------------------------

fn game_with(rules: RuleSet, moves: &[usize]) -> Game {
    Game::from_moves_with(rules, Player::X, moves).expect("legal moves")
}

#[test]
fn a_line_made_with_the_vanishing_stone_wins_only_under_the_seed_rules() {
    // X holds 0, 5, 1 (0 the oldest) and plays 2: the line 0-1-2 needs the oldest stone.
    let moves = [0, 3, 5, 4, 1, 7];
    let mut seed = game_with(RuleSet::Seed, &moves);
    assert_eq!(seed.play(2).unwrap().vanished, None);
    assert_eq!(seed.winner(), Some(Player::X));

    let mut first = game_with(RuleSet::RemoveFirst, &moves);
    let placed = first.play(2).unwrap();
    assert_eq!(placed.vanished, Some(0), "the oldest goes before the check");
    assert!(first.is_running(), "5, 1, 2 make no line");
    assert_eq!(first.stones(Player::X).cells(), &[5, 1, 2]);
    assert!(first.is_legal(0), "its cell is free again");
}

#[test]
fn under_remove_first_the_three_left_can_still_win() {
    // X: 6, 0, 1 (6 the oldest); 2 removes 6 first and 0-1-2 is a line.
    let mut g = game_with(RuleSet::RemoveFirst, &[6, 3, 0, 4, 1, 8]);
    let placed = g.play(2).unwrap();
    assert_eq!(placed.vanished, Some(6));
    assert_eq!(g.status(), Status::Won { winner: Player::X, line: [0, 1, 2] });
    assert_eq!(g.stones(Player::X).cells(), &[0, 1, 2]);
}

#[test]
fn only_four_stones_free_the_vanishing_stones_cell() {
    // Under the three-stone rules X's oldest stone (0) blocks its cell.
    for rules in [RuleSet::Seed, RuleSet::RemoveFirst] {
        let mut g = game_with(rules, &[0, 4, 8, 3, 1, 6]);
        assert_eq!(g.next_to_vanish(Player::X), Some(0));
        let before = g;
        assert_eq!(g.play(0), Err(PlayError::Occupied(0)), "{rules}");
        assert_eq!(g, before);
    }
    // Under four, X keeps 0, 8, 1, 5; its oldest (0) vanishes with its next move,
    // and that move may go on cell 0 itself.
    let mut g = game_with(RuleSet::Four, &[0, 4, 8, 3, 1, 7, 5, 2]);
    assert_eq!(g.stones(Player::X).cells(), &[0, 8, 1, 5]);
    assert_eq!(g.next_to_vanish(Player::X), Some(0));
    assert_eq!(g.next_to_vanish(Player::O), Some(4));
    assert!(g.is_legal(0));
    assert!(!g.is_legal(4), "the opponent's vanishing stone still blocks");
    let placed = g.play(0).unwrap();
    assert_eq!(placed.vanished, Some(0));
    assert_eq!(g.stones(Player::X).cells(), &[8, 1, 5, 0], "the stone is new again");
    assert!(g.is_running());
    assert_eq!(g.next_to_vanish(Player::X), Some(8));
}

#[test]
fn four_stones_are_kept_and_the_fifth_removes_the_oldest() {
    let mut g = game_with(RuleSet::Four, &[0, 4, 8, 3, 1, 7]);
    assert_eq!(g.next_to_vanish(Player::X), None, "three of four: nothing fades yet");
    g.play(5).unwrap();
    assert_eq!(g.stones(Player::X).len(), 4);
    assert_eq!(g.next_to_vanish(Player::X), Some(0));
    g.play(6).unwrap(); // O: 4, 3, 7, 6
    let placed = g.play(2).unwrap(); // X: 8, 1, 5, 2: 2-5-8 is a line, checked after 0 left
    assert_eq!(placed.vanished, Some(0));
    assert_eq!(g.status(), Status::Won { winner: Player::X, line: [2, 5, 8] });
}

#[test]
fn every_rule_set_draws_after_sixty_half_moves() {
    let mut rng = SmallRng::seed_from_u64(17);
    for rules in RuleSet::ALL {
        let mut drawn = false;
        for _ in 0..200 {
            let mut g = Game::with_rules(rules, Player::X);
            while g.is_running() {
                let safe: Vec<u8> = g.legal_cells().filter(|&c| g.after(c).winner().is_none()).collect();
                let Some(&cell) = safe.choose(&mut rng) else { break };
                g.play(cell as usize).unwrap();
            }
            if g.status() == Status::Draw {
                assert_eq!(g.half_moves(), MOVE_LIMIT);
                drawn = true;
                break;
            }
        }
        assert!(drawn, "{rules}: a drawn game was found");
    }
}

fn random_position_with(rules: RuleSet, rng: &mut SmallRng) -> Game {
    loop {
        let mut g = Game::with_rules(rules, if rng.random_bool(0.5) { Player::X } else { Player::O });
        let plies = rng.random_range(0..40);
        for _ in 0..plies {
            let legal: Vec<u8> = g.legal_cells().collect();
            g.play(*legal.choose(rng).unwrap() as usize).unwrap();
            if !g.is_running() {
                break;
            }
        }
        if g.is_running() {
            return g;
        }
    }
}

#[test]
fn alpha_beta_equals_plain_minimax_under_every_rule_set() {
    let mut rng = SmallRng::seed_from_u64(23);
    for rules in RuleSet::ALL {
        for i in 0..120 {
            let g = random_position_with(rules, &mut rng);
            let depth = 1 + (i % 5) as u8;
            assert_eq!(analyze(&g, depth).scores, plain_scores(&g, depth), "{rules}: {g:?} at depth {depth}");
        }
    }
}

#[test]
fn a_sliced_search_equals_the_whole_under_every_rule_set() {
    let mut rng = SmallRng::seed_from_u64(29);
    for rules in RuleSet::ALL {
        for _ in 0..15 {
            let g = random_position_with(rules, &mut rng);
            let whole = analyze(&g, 6);
            let mut search = Search::new(&g, 6);
            let sliced = loop {
                if let Some(a) = search.step(53) {
                    break a;
                }
            };
            assert_eq!(sliced, whole, "{rules}");
        }
    }
}

#[test]
fn every_table_is_the_same_built_in_slices() {
    for rules in RuleSet::ALL {
        let whole = PerfectTable::build_for(rules);
        let stats = whole.stats();
        assert_eq!(stats.positions, stats.wins + stats.losses + stats.draws, "{rules}");
        assert!(stats.positions <= positions(rules));
        assert!(stats.longest < 100, "{rules}: distances fit the table's byte");
        let mut builder = TableBuilder::for_rules(rules);
        let mut slices = 1;
        while !builder.step(5000) {
            slices += 1;
        }
        assert!(slices > 10, "{rules}: built in {slices} slices");
        let sliced = builder.finish();
        assert_eq!(sliced.stats(), stats, "{rules}");
        let mut rng = SmallRng::seed_from_u64(31);
        for _ in 0..300 {
            let g = random_position_with(rules, &mut rng);
            assert_eq!(sliced.value(&g), whole.value(&g));
        }
    }
}

#[test]
fn every_table_agrees_with_a_deep_search() {
    for rules in RuleSet::ALL {
        let table = PerfectTable::build_for(rules);
        let mut rng = SmallRng::seed_from_u64(37);
        let mut checked = [0; 3];
        for _ in 0..150 {
            let g = random_position_with(rules, &mut rng);
            let best = analyze(&g, 7).best_score().unwrap();
            match table.value(&g).unwrap() {
                Outcome::Win(n) if n <= 7 => {
                    assert_eq!(best, WIN_SCORE + 7 - n as i32, "{rules}: {g:?}");
                    checked[0] += 1;
                }
                Outcome::Loss(n) if n <= 7 => {
                    assert_eq!(best, -WIN_SCORE - 7 + n as i32, "{rules}: {g:?}");
                    checked[1] += 1;
                }
                _ => {
                    assert!(
                        best.abs() < WIN_SCORE,
                        "{rules}: {g:?}: nothing forced within 7, search says {best}"
                    );
                    checked[2] += 1;
                }
            }
        }
        assert!(checked[0] > 0 && checked[1] > 0, "{rules}: wins and losses both checked: {checked:?}");
    }
}

// One test per rule set and side, so that they run side by side.
#[test]
fn the_perfect_player_against_every_reply_under_the_seed_rules() {
    the_perfect_player_against_every_reply(RuleSet::Seed, Player::X);
    the_perfect_player_against_every_reply(RuleSet::Seed, Player::O);
}

#[test]
fn the_perfect_player_against_every_reply_when_the_oldest_goes_first() {
    the_perfect_player_against_every_reply(RuleSet::RemoveFirst, Player::X);
    the_perfect_player_against_every_reply(RuleSet::RemoveFirst, Player::O);
}

#[test]
fn the_perfect_player_moving_first_against_every_reply_with_four_stones() {
    the_perfect_player_against_every_reply(RuleSet::Four, Player::X);
}

#[test]
fn the_perfect_player_moving_second_against_every_reply_with_four_stones() {
    the_perfect_player_against_every_reply(RuleSet::Four, Player::O);
}

#[test]
fn every_rule_set_has_its_perfect_player_test() {
    assert_eq!(RuleSet::ALL, [RuleSet::Seed, RuleSet::RemoveFirst, RuleSet::Four]);
}

/// The perfect player on `perfect_side` loses only a game lost from the
/// start for its side, whatever the other side replies. X starts: X and O
/// play alike, so the perfect player moving first and moving second cover both.
fn the_perfect_player_against_every_reply(rules: RuleSet, perfect_side: Player) {
    let table = PerfectTable::build_for(rules);
    let starter = Player::X;
    let empty = table.value(&Game::with_rules(rules, starter)).unwrap();
    let mut seen = HashMap::new();
    let lose = can_lose(&table, Game::with_rules(rules, starter), perfect_side, &mut seen);
    println!("{rules}: perfect {perfect_side}, {starter} starting: {} positions walked", seen.len());
    assert!(seen.len() > 100, "the whole reply tree was walked");
    // A lost empty board can be lost only by the side it is lost for.
    let lost_for_perfect = match empty {
        Outcome::Win(_) => perfect_side != starter,
        Outcome::Loss(_) => perfect_side == starter,
        Outcome::Draw => false,
    };
    assert_eq!(lose, lost_for_perfect, "{rules}: perfect {perfect_side}, {starter} starting");
}

#[test]
fn the_principal_line_is_legal_and_leads_to_the_score_shown() {
    use super::ai::{line_score, principal_line};
    let mut rng = SmallRng::seed_from_u64(2424);
    let mut checked = 0;
    for round in 0..120 {
        let rules = RuleSet::ALL[round % RuleSet::ALL.len()];
        let game = random_position_with(rules, &mut rng);
        let depth = rng.random_range(1..=6);
        let analysis = analyze(&game, depth);
        assert_eq!(analysis.move_nodes.iter().sum::<u64>(), analysis.nodes, "every position counted once");
        for cell in game.legal_cells() {
            let line = principal_line(&game, depth, cell);
            assert!(line.len() <= depth as usize && line[0] == cell);
            let mut at = game;
            for &c in &line {
                assert!(at.is_legal(c as usize), "{rules}: {line:?} from {game:?}");
                at = at.after(c);
            }
            assert_eq!(
                line_score(&game, depth, &line),
                analysis.scores[cell as usize],
                "{rules}, depth {depth}: {line:?} from {game:?}"
            );
            checked += 1;
        }
    }
    assert!(checked > 500, "{checked} lines checked");
}

#[test]
fn deep_searches_cut_off_much_of_the_tree() {
    let analysis = analyze(&Game::new(Player::X), 9);
    assert!(analysis.cutoffs > 100, "{analysis:?}");
    let shallow = analyze(&Game::new(Player::X), 1);
    assert_eq!(shallow.cutoffs, 0, "one ply: nothing to cut");
}
