//! Quiet frames: the game sleeps when nothing moves, and never while
//! something would still change. Whenever a frame decides the game may
//! sleep until the next input, frames are run anyway, with long steps of
//! the clock, and nothing on screen may change — else the game would have
//! frozen something half-way.

use std::time::Duration;

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use bevy::window::RequestRedraw;
use bevy::winit::{UpdateMode, WinitSettings};
use pegs_and_stones::app::testing::{FRAME, click, headless_app, run_frames, tap_key, update_with_work_done};
use pegs_and_stones::base::frames::{IDLE_WAIT, LONGEST_TIMED_WAIT, TIMER_STEP, Wake};
use pegs_and_stones::base::settings::{Mode, Starter};
use pegs_and_stones::screens::hanoi::flight::Flight;
use pegs_and_stones::screens::hanoi::state::{Board, HanoiAction, Settle, SolverSpeed};
use pegs_and_stones::screens::tictactoe::board::cell_centre;
use pegs_and_stones::screens::tictactoe::play::{Match, MatchSettings};
use pegs_and_stones::screens::tictactoe::stones::{Growing, Vanishing};
use pegs_and_stones::screens::tictactoe::thinking::AiRng;
use pegs_and_stones::shell::display::theme::WorldText;
use pegs_and_stones::shell::feedback::celebrate::{Ring, Spark};
use pegs_engine::tictactoe::{Level, Player};
use rand::SeedableRng;
use rand::rngs::SmallRng;

/// How long the last frame said the game may sleep (`None`: until input).
fn wait(app: &App) -> Option<f64> {
    app.world().resource::<Wake>().last_wait()
}

/// Everything a player could see change: where things are, their colours,
/// what is shown, and the texts.
fn picture(app: &mut App) -> Vec<String> {
    let mut seen = Vec::new();
    let mut q =
        app.world_mut().query::<(Entity, &GlobalTransform, Option<&Sprite>, Option<&InheritedVisibility>)>();
    for (entity, at, sprite, visible) in q.iter(app.world()) {
        let (scale, _, place) = at.to_scale_rotation_translation();
        seen.push(format!(
            "{entity:?} {place:.2} {scale:.3} {:?} {:?}",
            sprite.map(|s| s.color.to_srgba().to_u8_array()),
            visible.map(|v| v.get())
        ));
    }
    let mut q = app.world_mut().query::<&WorldText>();
    for text in q.iter(app.world()) {
        seen.push(format!("{:?} {:?}", text.text, text.colour.to_srgba().to_u8_array()));
    }
    seen.sort();
    seen
}

/// How many things are moving: flying or settling disks, sparks and rings,
/// stones growing in or fading out.
fn moving(app: &mut App) -> usize {
    let world = app.world_mut();
    world.query_filtered::<(), With<Flight>>().iter(world).count()
        + world.query_filtered::<(), With<Settle>>().iter(world).count()
        + world.query_filtered::<(), With<Spark>>().iter(world).count()
        + world.query_filtered::<(), With<Ring>>().iter(world).count()
        + world.query_filtered::<(), With<Growing>>().iter(world).count()
        + world.query_filtered::<(), With<Vanishing>>().iter(world).count()
}

/// Runs a frame. While something moves, the next frame must come at once;
/// if the frame lets the game sleep until input, long steps of the clock
/// must change nothing on screen (a sleeping game would never show it).
fn frame(app: &mut App) {
    update_with_work_done(app);
    if moving(app) > 0 {
        assert_eq!(wait(app), Some(0.0), "{} things move: every frame is drawn", moving(app));
    }
    if wait(app).is_none() {
        let before = picture(app);
        app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs_f64(LONGEST_TIMED_WAIT)));
        for step in 1..=8 {
            app.update();
            assert_eq!(
                picture(app),
                before,
                "the game chose to sleep, yet {:.2} s later something had changed",
                step as f64 * LONGEST_TIMED_WAIT
            );
            assert_eq!(wait(app), None, "still nothing to wake for");
        }
        app.insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
    }
}

fn frames(app: &mut App, n: usize) {
    for _ in 0..n {
        frame(app);
    }
}

fn key(app: &mut App, key: KeyCode) {
    tap_key(app, key);
    frame(app);
}

/// Runs frames until the game decides to sleep until input.
fn until_still(app: &mut App, most: usize) -> usize {
    for n in 0..most {
        if wait(app).is_none() {
            return n;
        }
        frame(app);
    }
    panic!("still not asleep after {most} frames (last wait {:?})", wait(app));
}

#[test]
fn the_menu_and_still_boards_sleep_until_input() {
    let mut app = headless_app();
    until_still(&mut app, 120);
    key(&mut app, KeyCode::Digit1);
    until_still(&mut app, 120);
    key(&mut app, KeyCode::Escape);
    until_still(&mut app, 120);
    app.insert_resource(MatchSettings { mode: Mode::TwoPlayers, ..default() });
    key(&mut app, KeyCode::Digit2);
    until_still(&mut app, 120);
}

#[test]
fn a_moving_disk_a_ticking_clock_and_a_fading_message_keep_frames_coming() {
    let mut app = headless_app();
    key(&mut app, KeyCode::Digit1);
    until_still(&mut app, 120);
    app.insert_resource(SolverSpeed(2.0));
    // Lifted: the disk flies up, frames come one after the other.
    tap_key(&mut app, KeyCode::Digit1);
    assert_eq!(wait(&app), Some(0.0), "a flight is drawn frame by frame");
    key(&mut app, KeyCode::Digit3);
    // Landed, settled: the clock runs, so the game wakes for its tenths.
    frames(&mut app, 90);
    assert_eq!(wait(&app), Some(TIMER_STEP), "the clock's next tenth");
    // A refused move: the message stays, then fades, then the clock alone remains.
    key(&mut app, KeyCode::Digit1);
    key(&mut app, KeyCode::Digit3);
    assert!(app.world().resource::<Board>().moves() == 1, "refused");
    frames(&mut app, 400);
    assert_eq!(wait(&app), Some(TIMER_STEP));
}

#[test]
fn the_solver_and_the_cheer_run_to_the_end_and_then_the_board_rests() {
    let mut app = headless_app();
    key(&mut app, KeyCode::Digit1);
    app.world_mut().write_message(HanoiAction::SetDisks(3));
    frame(&mut app);
    for speed in [6.0, 1000.0] {
        key(&mut app, KeyCode::KeyR);
        app.insert_resource(SolverSpeed(speed));
        key(&mut app, KeyCode::Space);
        let mut n = 0;
        while !app.world().resource::<Board>().is_solved() {
            frame(&mut app);
            n += 1;
            assert!(n < 2000, "the solver finishes at {speed} moves a second");
        }
        assert_eq!(wait(&app), Some(0.0), "the solve is cheered");
        // The cheer and the sparks end, the clock has stopped: the board rests.
        until_still(&mut app, 400);
    }
}

#[test]
fn the_computers_pause_its_stone_and_the_win_are_all_shown() {
    let mut app = headless_app();
    app.insert_resource(MatchSettings {
        mode: Mode::VsComputer,
        human: Player::X,
        starter: Starter::X,
        level: Level::Relaxed,
        ..default()
    });
    app.insert_resource(AiRng(SmallRng::seed_from_u64(8)));
    key(&mut app, KeyCode::Digit2);
    until_still(&mut app, 120);
    // Play the first free cell each turn until the game ends.
    let mut turns = 0;
    while app.world().resource::<Match>().game.is_running() {
        let game = app.world().resource::<Match>().game;
        let cell = game.legal_cells().next().expect("a free cell");
        click(&mut app, cell_centre(cell));
        frame(&mut app);
        if app.world().resource::<Match>().game.is_running() {
            // The computer's turn: never asleep until its stone is down.
            let mut n = 0;
            while app.world().resource::<Match>().game.turn() == Player::O {
                assert!(wait(&app).is_some(), "awake while the computer is on its move");
                frame(&mut app);
                n += 1;
                assert!(n < 400, "the computer moves");
            }
        }
        until_still(&mut app, 400);
        turns += 1;
        assert!(turns < 40);
    }
}

#[test]
fn watched_games_follow_each_other_without_input() {
    let mut app = headless_app();
    app.insert_resource(MatchSettings {
        mode: Mode::ComputerVsComputer,
        level: Level::Easy,
        delay: (0.1, 0.3),
        watch_pause: 0.5,
        ..default()
    });
    key(&mut app, KeyCode::Digit2);
    let mut games = 0;
    let mut ended = false;
    for _ in 0..6000 {
        frame(&mut app);
        assert!(wait(&app).is_some(), "never asleep while the computers play");
        let running = app.world().resource::<Match>().game.is_running();
        if ended && running {
            games += 1;
        }
        ended = !running;
        if games == 3 {
            return;
        }
    }
    panic!("only {games} games followed each other");
}

#[test]
fn the_window_sleeps_in_the_reactive_mode_and_wakes_by_redraws() {
    let mut app = headless_app();
    app.insert_resource(WinitSettings::game());
    until_still(&mut app, 120);
    let settings = app.world().resource::<WinitSettings>();
    assert_eq!(settings.focused_mode, UpdateMode::reactive_low_power(IDLE_WAIT));
    assert_eq!(settings.unfocused_mode, settings.focused_mode);
    key(&mut app, KeyCode::Digit1);
    tap_key(&mut app, KeyCode::Digit1);
    assert_eq!(wait(&app), Some(0.0));
    assert!(!app.world().resource::<Messages<RequestRedraw>>().is_empty(), "a redraw is asked for");
    run_frames(&mut app, 60);
    tap_key(&mut app, KeyCode::Digit2);
    run_frames(&mut app, 60);
    assert_eq!(
        app.world().resource::<WinitSettings>().focused_mode,
        UpdateMode::reactive_low_power(Duration::from_secs_f64(TIMER_STEP)),
        "the clock runs: the window wakes for its tenths"
    );
}
