//! How the solver and the computer decide, as the screens show it: the
//! Hanoi plan against the solver's moves, the map against the board, and
//! the TicTacToe scores against the engine's search.

use bevy::prelude::*;
use pegs_and_stones::app::testing::{headless_app, run_frames, tap_key, update_with_work_done};
use pegs_and_stones::base::settings::{Mode, Starter};
use pegs_and_stones::screens::hanoi::autosolve::SolverQueue;
use pegs_and_stones::screens::hanoi::insight::{self as hanoi_insight, MapView, PlanView};
use pegs_and_stones::screens::hanoi::state::Board;
use pegs_and_stones::screens::hanoi::tables::Distances;
use pegs_and_stones::screens::hanoi::ui::moves_left;
use pegs_and_stones::screens::tictactoe::insight::{Insight, InsightAction, Worth};
use pegs_and_stones::screens::tictactoe::marks::{ScoreLabel, worth_text};
use pegs_and_stones::screens::tictactoe::play::{Match, MatchSettings, TttAction};
use pegs_and_stones::screens::tictactoe::thinking::AiRng;
use pegs_and_stones::shell::display::theme::{Palette, WorldText};
use pegs_and_stones::shell::language::Lang;
use pegs_engine::hanoi::map;
use pegs_engine::hanoi::plan::Step;
use pegs_engine::hanoi::solver::solution_len;
use pegs_engine::hanoi::{Move, Tower};
use pegs_engine::tictactoe::ai::{analyze, line_score};
use pegs_engine::tictactoe::{Game, Level, Player, RuleSet};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

fn hanoi_app(tower: Tower, explain: hanoi_insight::Insight) -> App {
    let mut app = headless_app();
    tap_key(&mut app, KeyCode::Digit1);
    app.insert_resource(Board(tower));
    app.insert_resource(explain);
    app.update();
    app
}

fn plan(app: &App) -> PlanView {
    app.world().resource::<PlanView>().clone()
}

/// What the move line and the panel give as moves left.
fn stated_left(app: &App) -> u64 {
    let w = app.world();
    moves_left(w.resource::<Board>(), w.resource::<Distances>(), w.resource::<SolverQueue>()).0
}

/// Steps the solver with N to the end, checking the plan before every move:
/// its innermost task is the move then made, its outer counts add up to the
/// moves left that the screen states, and each task holds the next.
fn step_through(app: &mut App) -> Vec<Step> {
    let mut seen = Vec::new();
    let first = plan(app);
    assert!(first.from_here, "before the solver starts, the plan is the one from here");
    assert_eq!(first.left, stated_left(app));
    while !app.world().resource::<Board>().is_solved() {
        let before = app.world().resource::<Board>().moves();
        tap_key(app, KeyCode::KeyN);
        let board = app.world().resource::<Board>().0.clone();
        assert_eq!(board.moves(), before + 1, "N makes one move");
        let made = *board.history().last().expect("a move");
        // The plan shown before the move named it.
        let Some(Step::Move { disk, from, to }) = seen.last().copied() else {
            // The first move: the plan from here named it.
            let Step::Move { from, to, .. } = first.stack.last().expect("a plan").step else {
                panic!("the innermost task is a move");
            };
            assert_eq!(made, Move::new(from, to));
            seen.push(Step::Searched { disks: 0, to: 0 });
            check_stack(app, &mut seen);
            continue;
        };
        assert_eq!(made, Move::new(from, to), "the plan's innermost task is the move made");
        assert_eq!(board.top(to), Some(disk), "disk {disk} moved");
        check_stack(app, &mut seen);
    }
    assert!(plan(app).stack.is_empty() || plan(app).from_here);
    seen
}

fn check_stack(app: &mut App, seen: &mut Vec<Step>) {
    if app.world().resource::<Board>().is_solved() {
        return;
    }
    let shown = plan(app);
    assert!(!shown.from_here, "the solver's own plan while it plays");
    let outer = shown.stack.first().expect("open tasks");
    assert_eq!(outer.total - outer.done, shown.left);
    assert_eq!(shown.left, stated_left(app), "the plan and the move line agree");
    for pair in shown.stack.windows(2) {
        assert!(pair[0].done < pair[0].total);
        assert!(pair[1].total - pair[1].done <= pair[0].total - pair[0].done, "a task holds the next");
    }
    let last = shown.stack.last().expect("a move");
    assert!(matches!(last.step, Step::Move { .. }) && last.total == 1);
    seen.push(last.step);
}

#[test]
fn the_plan_follows_the_solver_move_by_move_from_a_scrambled_tower() {
    // Disks 1..=6 on pegs 2, 1, 3, 1, 2, 1 (pegs from 0): a position midway.
    let tower = Tower::from_places(&[1, 0, 2, 0, 1, 0], 2).expect("a position");
    let mut app = hanoi_app(tower.clone(), hanoi_insight::Insight { plan: true, map: false });
    let first = plan(&app);
    // The largest disk not yet in place leads the plan.
    assert!(matches!(first.stack[0].step, Step::Bring { disk: 6, to: 2, .. }), "{:?}", first.stack[0]);
    assert_eq!(first.left, solution_len(tower.places(), 2));
    let steps = step_through(&mut app);
    assert_eq!(steps.len() as u64, first.left);
}

#[test]
fn four_pegs_show_the_split_and_why() {
    let tower = Tower::new_on(4, 6).expect("a tower");
    let mut app = hanoi_app(tower, hanoi_insight::Insight { plan: true, map: false });
    let first = plan(&app);
    let Step::Split { aside, moves, smallest: 1, largest: 6, .. } = first.stack[0].step else {
        panic!("a four-peg tower is split: {:?}", first.stack[0]);
    };
    let costs = pegs_engine::hanoi::plan::splits(6);
    assert_eq!(costs[aside as usize].1, moves);
    assert!(costs.iter().all(|&(_, m)| m >= moves), "the split chosen is the cheapest");
    assert_eq!(moves, first.left);
    step_through(&mut app);
}

#[test]
fn the_map_marks_the_board_after_every_move_of_a_fuzzed_game() {
    let mut rng = SmallRng::seed_from_u64(24);
    let mut app =
        hanoi_app(Tower::new(5).expect("a tower"), hanoi_insight::Insight { plan: false, map: true });
    let start = map::index(&[0; 5]);
    for turn in 0..120 {
        if turn % 10 == 9 {
            // Now and then the solver moves instead.
            tap_key(&mut app, KeyCode::KeyN);
        } else {
            let mut board = app.world_mut().resource_mut::<Board>();
            let moves = map::moves(board.places());
            let mv = moves[rng.random_range(0..moves.len())];
            board.try_move(mv.from, mv.to).expect("a legal move");
            app.update();
        }
        let board = app.world().resource::<Board>().0.clone();
        let shown = app.world().resource::<MapView>().clone();
        assert_eq!(shown.disks, 5);
        assert_eq!(shown.here, map::index(board.places()), "the ring is on the board's position");
        assert_eq!(shown.path.first(), Some(&start));
        assert_eq!(shown.path.last(), Some(&shown.here));
        assert_eq!(shown.path.len() as u64, board.moves() + 1);
        assert_eq!(shown.way.first(), Some(&shown.here));
        assert_eq!(shown.way.last(), Some(&shown.goal));
        assert_eq!(shown.way.len() as u64 - 1, solution_len(board.places(), 2), "the solver's length");
        let lines: std::collections::HashSet<(usize, usize)> = map::lines(5).into_iter().collect();
        for trail in [&shown.path, &shown.way] {
            for pair in trail.windows(2) {
                let (a, b) = (pair[0].min(pair[1]), pair[0].max(pair[1]));
                assert!(lines.contains(&(a, b)), "each step is a legal move");
            }
        }
        if board.is_solved() {
            break;
        }
    }
    // A picked position says its distance.
    let goal = 2;
    app.world_mut().resource_mut::<MapView>().pick(map::index(&[0, 1, 2, 0, 1]), goal);
    let picked = app.world().resource::<MapView>().picked;
    assert_eq!(picked, Some((map::index(&[0, 1, 2, 0, 1]), solution_len(&[0, 1, 2, 0, 1], goal))));
}

#[test]
fn no_map_on_four_pegs_or_above_six_disks() {
    for tower in [Tower::new_on(4, 4).expect("a tower"), Tower::new(7).expect("a tower")] {
        let app = hanoi_app(tower, hanoi_insight::Insight { plan: false, map: true });
        assert_eq!(app.world().resource::<MapView>().disks, 0);
    }
}

fn ttt_app(settings: MatchSettings, seed: u64) -> App {
    let mut app = headless_app();
    app.insert_resource(settings);
    app.insert_resource(AiRng(SmallRng::seed_from_u64(seed)));
    tap_key(&mut app, KeyCode::Digit2);
    app
}

/// Runs frames until the thinking is worked out.
fn wait_for_insight(app: &mut App) {
    for _ in 0..2000 {
        if app.world().resource::<Insight>().shown().is_some() {
            return;
        }
        update_with_work_done(app);
    }
    panic!("the thinking was not worked out");
}

/// Checks what is shown for `game` at `depth` against `ttt analyze`, on the board too.
fn check_scores(app: &mut App, game: &Game, depth: u8, on_board: bool) {
    let shown = app.world().resource::<Insight>().shown().expect("shown").clone();
    assert_eq!(shown.subject.game, *game);
    assert_eq!(shown.subject.depth, Some(depth));
    let analysis = analyze(game, depth);
    assert_eq!(shown.worth, analysis.scores.map(|s| s.map(Worth::Score)), "the scores of ttt analyze");
    assert_eq!((shown.nodes, shown.cutoffs), (analysis.nodes, analysis.cutoffs));
    // The line is legal and leads to the score its first move shows.
    let mut at = *game;
    for &cell in &shown.line {
        assert!(at.is_legal(cell as usize), "the expected line is legal");
        at = at.after(cell);
    }
    let first = shown.line[0] as usize;
    assert_eq!(line_score(game, depth, &shown.line), analysis.scores[first], "the line leads to its score");
    if !on_board {
        return;
    }
    // The board says the same.
    run_frames(app, 1);
    let lang = *app.world().resource::<Lang>();
    let mut labels = app.world_mut().query::<(&ScoreLabel, &WorldText, &Visibility)>();
    for (label, text, visibility) in labels.iter(app.world()) {
        let cell = label.cell as usize;
        match (analysis.scores[cell], game.owner(label.cell)) {
            (Some(score), None) => {
                assert_eq!(*visibility, Visibility::Inherited);
                assert_eq!(
                    text.text,
                    worth_text(Worth::Score(score), Some(depth), &lang, &Palette::NORMAL).0
                );
            }
            _ => assert_eq!(*visibility, Visibility::Hidden, "cell {cell} has no score"),
        }
    }
}

#[test]
fn the_scores_on_the_board_are_the_searchs_for_random_positions_under_every_rule_set() {
    let settings = MatchSettings { mode: Mode::TwoPlayers, ..default() };
    let mut app = ttt_app(settings.clone(), 7);
    app.world_mut().write_message(InsightAction::Toggle);
    app.update();
    let mut rng = SmallRng::seed_from_u64(2024);
    for rules in RuleSet::ALL {
        for _ in 0..3 {
            let mut moves = Vec::new();
            let mut game = Game::with_rules(rules, Player::X);
            for _ in 0..rng.random_range(0..12) {
                let cells: Vec<u8> = game.legal_cells().collect();
                if !game.is_running() || cells.is_empty() {
                    break;
                }
                let cell = cells[rng.random_range(0..cells.len())];
                game = game.after(cell);
                moves.push(cell);
            }
            if !game.is_running() {
                continue;
            }
            let replay = Match::replay(rules, Player::X, &moves, true).expect("a legal game");
            app.insert_resource(MatchSettings { rules, ..settings.clone() });
            app.insert_resource(replay);
            app.update();
            let depth = rng.random_range(1..=6);
            app.world_mut().write_message(InsightAction::Depth(depth));
            app.update();
            wait_for_insight(&mut app);
            check_scores(&mut app, &game, depth, true);
        }
    }
}

#[test]
fn the_computers_move_is_explained_with_its_own_search() {
    let settings = MatchSettings {
        mode: Mode::VsComputer,
        human: Player::O,
        starter: Starter::X,
        level: Level::Hard,
        delay: (0.0, 0.0),
        ..default()
    };
    let mut app = ttt_app(settings, 11);
    app.world_mut().write_message(InsightAction::Toggle);
    app.update();
    // X (the computer) starts: play until it has moved twice.
    for _ in 0..4000 {
        let m = app.world().resource::<Match>();
        let (game, moves) = (m.game, m.moves().to_vec());
        if game.is_running() && game.turn() == Player::O {
            if moves.len() >= 3 {
                break;
            }
            let cell = game.legal_cells().next().expect("a cell");
            app.world_mut().write_message(TttAction::Play(cell));
        }
        update_with_work_done(&mut app);
    }
    wait_for_insight(&mut app);
    let m = app.world().resource::<Match>();
    let moves = m.moves().to_vec();
    let chosen = *moves.last().expect("the computer moved");
    let before =
        Match::replay(m.game.rules(), Player::X, &moves[..moves.len() - 1], true).expect("replay").game;
    let shown = app.world().resource::<Insight>().shown().expect("shown").clone();
    assert_eq!(shown.subject.chosen, Some(chosen));
    check_scores(&mut app, &before, Level::Hard.depth(), false);
    if !shown.random {
        assert!(analyze(&before, Level::Hard.depth()).best_cells().contains(&chosen));
    }
}
