//! The Hanoi screen, headless, driven by real pointer and keyboard input.

use bevy::input::ButtonState;
use bevy::prelude::*;
use pegs_and_stones::app::testing::{click, drag, headless_app, key_event, run_frames, screen, tap, tap_key};
use pegs_and_stones::base::screen::Screen;
use pegs_and_stones::screens::hanoi::autosolve::SolverQueue;
use pegs_and_stones::screens::hanoi::flight::Flight;
use pegs_and_stones::screens::hanoi::layout::{Tall, peg_x, slot};
use pegs_and_stones::screens::hanoi::state::{
    Board, Disk, Hand, HanoiAction, HanoiClock, Notice, NoticeKind, PegPost, SolverSpeed, clock_text,
    target_of,
};
use pegs_and_stones::shell::display::theme::WorldText;
use pegs_and_stones::shell::language::Lang;
use pegs_engine::hanoi::Tower;
use pegs_engine::hanoi::distance::DistanceTable;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

fn hanoi_app() -> App {
    let mut app = headless_app();
    tap_key(&mut app, KeyCode::Digit1);
    assert_eq!(screen(&app), Screen::Hanoi);
    app
}

fn board(app: &App) -> Tower {
    app.world().resource::<Board>().0.clone()
}

fn hand(app: &App) -> Hand {
    *app.world().resource::<Hand>()
}

fn flights(app: &mut App) -> usize {
    let mut q = app.world_mut().query::<&Flight>();
    q.iter(app.world()).count()
}

/// Runs frames until every disk has landed.
fn settle(app: &mut App) {
    for _ in 0..300 {
        if flights(app) == 0 {
            return;
        }
        app.update();
    }
    panic!("disks still flying after 300 frames");
}

fn disk_positions(app: &mut App) -> Vec<(u8, Vec2)> {
    let mut q = app.world_mut().query::<(&Disk, &Transform)>();
    let mut v: Vec<_> = q.iter(app.world()).map(|(d, t)| (d.size, t.translation.truncate())).collect();
    v.sort_by_key(|(s, _)| *s);
    v
}

fn disk_at(app: &mut App, size: u8) -> Vec2 {
    disk_positions(app).into_iter().find(|(s, _)| *s == size).expect("disk exists").1
}

/// What must hold after every frame.
fn check_invariants(app: &mut App) {
    let tower = board(app);
    let n = tower.disks();
    let positions = disk_positions(app);
    assert_eq!(positions.len(), n, "one entity per disk");
    let mut seen = vec![false; n];
    for peg in tower.pegs() {
        assert!(peg.windows(2).all(|w| w[0] > w[1]), "no disk on a smaller one: {peg:?}");
        for &d in peg {
            assert!(!std::mem::replace(&mut seen[d as usize - 1], true), "disk {d} twice");
        }
    }
    assert!(seen.iter().all(|&s| s), "no disk lost");
    let h = hand(app);
    if flights(app) == 0 && !matches!(h, Hand::Dragging { .. }) {
        let board_res = app.world().resource::<Board>().clone();
        for (size, at) in positions {
            let want = target_of(size, &board_res, *app.world().resource::<Tall>(), &h);
            assert!(at.distance(want) < 0.5, "disk {size} rests at {at}, the board says {want}");
        }
    }
}

#[test]
fn click_a_disk_then_a_peg() {
    let mut app = hanoi_app();
    let tower = board(&app);
    assert_eq!(tower.peg(0), &[4, 3, 2, 1]);
    settle(&mut app);
    let top = slot(0, 3, 4);
    click(&mut app, top);
    assert_eq!(hand(&app), Hand::Holding { disk: 1, from: 0 });
    settle(&mut app);
    assert!(disk_at(&mut app, 1).y > top.y + 100.0, "the picked disk is lifted");
    click(&mut app, Vec2::new(peg_x(1), 0.0));
    assert_eq!(board(&app).peg(1), &[1]);
    assert_eq!(board(&app).moves(), 1);
    assert_eq!(hand(&app), Hand::Empty);
    settle(&mut app);
    assert_eq!(disk_at(&mut app, 1), slot(1, 0, 4));
    check_invariants(&mut app);

    // Clicking the held disk again puts it back; a click on a covered disk moves nothing.
    click(&mut app, slot(0, 2, 4));
    assert_eq!(hand(&app), Hand::Holding { disk: 2, from: 0 });
    settle(&mut app);
    let held = disk_at(&mut app, 2);
    click(&mut app, held);
    assert_eq!(hand(&app), Hand::Empty);
    click(&mut app, slot(0, 0, 4));
    assert_eq!(hand(&app), Hand::Empty, "the bottom disk cannot be picked");
    assert_eq!(board(&app).moves(), 1);
}

#[test]
fn quick_taps_move_a_disk_too() {
    let mut app = hanoi_app();
    settle(&mut app);
    tap(&mut app, slot(0, 3, 4));
    assert_eq!(hand(&app), Hand::Holding { disk: 1, from: 0 });
    tap(&mut app, Vec2::new(peg_x(2), -100.0));
    assert_eq!(board(&app).peg(2), &[1]);
    settle(&mut app);
    check_invariants(&mut app);
}

#[test]
fn drag_a_disk_onto_a_peg() {
    let mut app = hanoi_app();
    settle(&mut app);
    drag(&mut app, slot(0, 3, 4), Vec2::new(peg_x(2) + 60.0, 40.0), 8);
    assert_eq!(board(&app).peg(2), &[1], "a drop near the peg snaps onto it");
    settle(&mut app);
    assert_eq!(disk_at(&mut app, 1), slot(2, 0, 4));
    check_invariants(&mut app);

    // Dropped far from any peg, it flies back.
    let before = board(&app);
    drag(&mut app, slot(0, 2, 4), Vec2::new(peg_x(1), -340.0), 8);
    assert_eq!(board(&app), before);
    settle(&mut app);
    assert_eq!(disk_at(&mut app, 2), slot(0, 2, 4));
}

#[test]
fn an_illegal_drop_is_refused_with_a_message() {
    let mut app = hanoi_app();
    settle(&mut app);
    // Disk 1 to peg 2 by keyboard, then try disk 2 onto it.
    tap_key(&mut app, KeyCode::Digit1);
    tap_key(&mut app, KeyCode::Digit2);
    assert_eq!(board(&app).peg(1), &[1]);
    settle(&mut app);
    let before = board(&app);
    drag(&mut app, slot(0, 2, 4), Vec2::new(peg_x(1), 0.0), 8);
    assert_eq!(board(&app), before, "nothing moved");
    let notice = app.world().resource::<Notice>().clone();
    assert_eq!(notice.kind, NoticeKind::Warning);
    let said = notice.text(app.world().resource::<Lang>());
    assert_eq!(said, "Illegal move: a larger disk cannot go on a smaller one");
    run_frames(&mut app, 1);
    let mut texts = app.world_mut().query::<&WorldText>();
    assert!(texts.iter(app.world()).any(|t| t.text == said), "the message is on screen");
    settle(&mut app);
    assert_eq!(disk_at(&mut app, 2), slot(0, 2, 4), "the disk flew back");
    check_invariants(&mut app);
}

#[test]
fn the_solver_finishes_from_a_scrambled_position_optimally() {
    let mut app = hanoi_app();
    let scrambled = Tower::from_config("21312", 5, 2).unwrap();
    let optimal = scrambled.moves_left();
    assert!(optimal > 10);
    app.world_mut().insert_resource(Board(scrambled));
    app.world_mut().insert_resource(SolverSpeed(30.0));
    run_frames(&mut app, 2);
    check_invariants(&mut app);
    tap_key(&mut app, KeyCode::Space);
    for _ in 0..2000 {
        app.update();
        check_invariants(&mut app);
        if board(&app).is_solved() {
            break;
        }
    }
    let end = board(&app);
    assert!(end.is_solved());
    assert_eq!(end.moves(), optimal, "exactly the optimal number of moves");
    assert!(!app.world().resource::<SolverQueue>().is_active());
    settle(&mut app);
    check_invariants(&mut app);
    for (size, at) in disk_positions(&mut app) {
        assert_eq!(at, slot(2, end.level_of(size), 5));
    }
}

#[test]
fn a_manual_move_cancels_the_solver() {
    let mut app = hanoi_app();
    tap_key(&mut app, KeyCode::Space);
    assert!(app.world().resource::<SolverQueue>().is_active());
    tap_key(&mut app, KeyCode::Digit1);
    assert!(!app.world().resource::<SolverQueue>().is_active());
    // N plays exactly one solver move and pauses.
    tap_key(&mut app, KeyCode::Escape);
    tap_key(&mut app, KeyCode::Digit1);
    let moves = board(&app).moves();
    tap_key(&mut app, KeyCode::KeyN);
    assert_eq!(board(&app).moves(), moves + 1);
    run_frames(&mut app, 120);
    assert_eq!(board(&app).moves(), moves + 1, "paused after the step");
}

#[test]
fn fuzzed_pointer_and_keyboard_input_never_breaks_the_board() {
    // Every speed (each 25 sequences) and both peg counts (each 40) come up, twice over.
    fuzz(150);
}

#[test]
#[ignore = "the full sweep of 1,000 sequences (a minute here); CI runs it with --ignored"]
fn full_sweep_of_fuzzed_input_never_breaks_the_board() {
    fuzz(1000);
}

/// `sequences` random sequences of clicks, taps, drags and keys, with the
/// board's invariants checked after every frame.
fn fuzz(sequences: usize) {
    let mut app = hanoi_app();
    let mut rng = SmallRng::seed_from_u64(2024);
    let keys = [
        KeyCode::Digit1,
        KeyCode::Digit2,
        KeyCode::Digit3,
        KeyCode::Digit4,
        KeyCode::KeyU,
        KeyCode::KeyR,
        KeyCode::Space,
        KeyCode::KeyN,
        KeyCode::KeyH,
    ];
    let random_point =
        |rng: &mut SmallRng| Vec2::new(rng.random_range(-640.0..340.0), rng.random_range(-360.0..360.0));
    let speeds = [2.0, 6.0, 30.0, 1000.0];
    for sequence in 0..sequences {
        if sequence % 25 == 0 {
            // Slow flights (input arrives mid-flight), instant ones, and the solver's fastest setting.
            app.world_mut().insert_resource(SolverSpeed(speeds[sequence / 25 % speeds.len()]));
        }
        if sequence % 40 == 0 {
            // Now and then a different tower, on three or four pegs, as the panel would.
            let n = rng.random_range(1..=7);
            let pegs = if sequence / 40 % 2 == 0 { 3 } else { 4 };
            app.world_mut().insert_resource(Board(Tower::new_on(pegs, n).unwrap()));
        }
        for _ in 0..rng.random_range(1..=4) {
            let tower = board(&app);
            let geometry = app.world().resource::<Board>().geometry(*app.world().resource::<Tall>());
            let disk_point = |rng: &mut SmallRng| {
                let peg = rng.random_range(0..tower.peg_count());
                let level = rng.random_range(0..tower.peg(peg).len().max(1));
                geometry.slot(peg, level)
            };
            match rng.random_range(0..7) {
                0 => click(&mut app, disk_point(&mut rng)),
                6 => tap(&mut app, disk_point(&mut rng)),
                1 => click(&mut app, random_point(&mut rng)),
                2 => {
                    let from = disk_point(&mut rng);
                    let to = random_point(&mut rng);
                    drag(&mut app, from, to, rng.random_range(1..6));
                }
                3 => {
                    key_event(&mut app, KeyCode::ControlLeft, ButtonState::Pressed);
                    tap_key(&mut app, KeyCode::KeyY);
                    key_event(&mut app, KeyCode::ControlLeft, ButtonState::Released);
                }
                _ => tap_key(&mut app, keys[rng.random_range(0..keys.len())]),
            }
            check_invariants(&mut app);
            for _ in 0..rng.random_range(0..4) {
                app.update();
                check_invariants(&mut app);
            }
        }
    }
    assert_eq!(screen(&app), Screen::Hanoi);
}

#[test]
fn coming_back_shows_the_board_as_it_was() {
    let mut app = hanoi_app();
    tap_key(&mut app, KeyCode::Digit1);
    tap_key(&mut app, KeyCode::Digit3);
    assert_eq!(board(&app).moves(), 1);
    tap_key(&mut app, KeyCode::Escape);
    tap_key(&mut app, KeyCode::Digit1);
    assert_eq!(screen(&app), Screen::Hanoi);
    settle(&mut app);
    check_invariants(&mut app);
    let mut texts = app.world_mut().query::<&WorldText>();
    let clock = clock_text(app.world().resource::<HanoiClock>().seconds);
    let counter = format!("Moves 1  ·  {clock}  ·  optimal from the start 15  ·  optimal from here 15");
    assert!(texts.iter(app.world()).any(|t| t.text == counter), "the move line is shown again");
}

#[test]
fn four_pegs_are_played_and_solved_exactly() {
    let mut app = hanoi_app();
    app.world_mut().write_message(HanoiAction::SetPegs(4));
    run_frames(&mut app, 2);
    assert_eq!(board(&app).peg_count(), 4);
    assert_eq!(board(&app).goal(), 3, "the goal is the rightmost peg");
    let mut posts = app.world_mut().query::<&PegPost>();
    assert_eq!(posts.iter(app.world()).count(), 4, "four pegs stand");
    settle(&mut app);
    check_invariants(&mut app);
    let geometry = app.world().resource::<Board>().geometry(*app.world().resource::<Tall>());

    // A drag onto the fourth peg, keys 4 and 2 for the next disk.
    drag(&mut app, geometry.slot(0, 3), geometry.lifted(3) + Vec2::new(30.0, -80.0), 8);
    assert_eq!(board(&app).peg(3), &[1]);
    tap_key(&mut app, KeyCode::Digit1);
    tap_key(&mut app, KeyCode::Digit4);
    assert_eq!(board(&app).peg(3), &[1], "disk 2 may not go on disk 1");
    assert_eq!(app.world().resource::<Notice>().kind, NoticeKind::Warning);
    assert_eq!(hand(&app), Hand::Empty, "a refused disk goes back");
    tap_key(&mut app, KeyCode::Digit1);
    tap_key(&mut app, KeyCode::Digit2);
    assert_eq!(board(&app).peg(1), &[2]);
    settle(&mut app);
    check_invariants(&mut app);

    // From a scrambled position the solver plays the exact shortest way home.
    let scrambled = Tower::from_config_on(4, "2413312", 7, 3).unwrap();
    let optimal = DistanceTable::build(7, 3).unwrap().distance(scrambled.places());
    app.world_mut().insert_resource(Board(scrambled));
    app.world_mut().insert_resource(SolverSpeed(1000.0));
    run_frames(&mut app, 3);
    tap_key(&mut app, KeyCode::Space);
    for _ in 0..400 {
        app.update();
        check_invariants(&mut app);
        if board(&app).is_solved() {
            break;
        }
    }
    assert!(board(&app).is_solved());
    assert_eq!(board(&app).moves(), optimal, "exactly the optimal number of moves");
    settle(&mut app);
    check_invariants(&mut app);
}

#[test]
fn a_race_holds_the_board_refuses_help_and_gives_the_players_tower_back() {
    use pegs_and_stones::screens::hanoi::insight::Insight;
    use pegs_and_stones::screens::hanoi::race::{RaceAction, Racing};
    use pegs_engine::race::{Race, Start};

    let mut app = hanoi_app();
    app.world_mut().resource_mut::<Insight>().plan = true;
    tap_key(&mut app, KeyCode::Digit1);
    tap_key(&mut app, KeyCode::Digit3);
    let own = board(&app);
    assert_eq!(own.moves(), 1);
    // A race of five disks on four pegs, its friend not here yet: the board is the race's.
    let tower = Tower::new_on(4, 5).expect("a tower");
    let start = Start::new(&tower).expect("a race's tower");
    app.world_mut().resource_mut::<Racing>().race = Some(Race::host("test", start));
    app.update();
    assert_eq!(board(&app), tower);
    // The solver's plan would show the way: it rests.
    assert!(!app.world().resource::<Insight>().plan);
    let notice = |app: &App| app.world().resource::<Notice>().text(app.world().resource::<Lang>());
    // Before the count-down's end no disk moves, and no help is given.
    tap_key(&mut app, KeyCode::Digit1);
    assert_eq!(hand(&app), Hand::Empty);
    assert_eq!(notice(&app), "Wait for the count-down.");
    for key in [KeyCode::Space, KeyCode::KeyH, KeyCode::KeyU, KeyCode::KeyR, KeyCode::KeyN] {
        tap_key(&mut app, key);
        assert!(notice(&app).starts_with("Not during a race"), "{key:?}: {}", notice(&app));
        assert_eq!(board(&app), tower);
        assert!(!app.world().resource::<SolverQueue>().is_active());
    }
    // Leaving gives the player's tower and explanations back.
    app.world_mut().write_message(RaceAction::Leave);
    app.update();
    app.update();
    assert!(!app.world().resource::<Racing>().is_on());
    assert_eq!(board(&app), own);
    assert!(app.world().resource::<Insight>().plan);
}

#[test]
fn a_race_is_raced_by_keys_and_its_tower_home_opens_no_review() {
    use pegs_and_stones::screens::hanoi::race::{RaceClockStart, Racing, race_millis};
    use pegs_and_stones::screens::hanoi::review::OnReview;
    use pegs_engine::race::Start;

    let mut app = hanoi_app();
    let now = |app: &App| {
        let world = app.world();
        race_millis(world.resource::<Time<Real>>(), *world.resource::<RaceClockStart>())
    };
    // The other side, played here through the engine: its hello, its ready, the go.
    let start = Start::new(&Tower::new(3).expect("a tower")).expect("a race's tower");
    let (host, _) = pegs_and_stones::app::testing::race_pair(start, now(&app)).expect("the two meet");
    assert!(host.clock(now(&app)).is_some(), "the count-down runs");
    app.world_mut().resource_mut::<Racing>().race = Some(host);
    // Past the three seconds of the count-down, on the game's clock.
    run_frames(&mut app, 200);
    for (from, to) in [(1, 3), (1, 2), (3, 2), (1, 3), (2, 1), (2, 3), (1, 3)] {
        tap_key(&mut app, [KeyCode::Digit1, KeyCode::Digit2, KeyCode::Digit3][from - 1]);
        tap_key(&mut app, [KeyCode::Digit1, KeyCode::Digit2, KeyCode::Digit3][to - 1]);
    }
    let racing = app.world().resource::<Racing>();
    let finish = racing.race.as_ref().and_then(|r| r.finish()).expect("the tower is home");
    assert_eq!(finish.moves, 7);
    assert!(board(&app).is_solved());
    // The race holds its board: V opens no review of it.
    tap_key(&mut app, KeyCode::KeyV);
    run_frames(&mut app, 2);
    assert!(!app.world().resource::<OnReview>().is_on());
    assert!(board(&app).is_solved() && board(&app).moves() == 7);
}
