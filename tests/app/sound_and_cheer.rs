//! What the player hears and sees around the moves: the right sound for
//! each event, mute and volume, no wall of noise from the solver, and
//! celebrations that come, go within two seconds and never block input.

use bevy::prelude::*;
use pegs_and_stones::app::testing::{FRAME, click, headless_app, run_frames, tap_key, update_with_work_done};
use pegs_and_stones::base::settings::{Mode, Starter};
use pegs_and_stones::screens::hanoi::layout::slot;
use pegs_and_stones::screens::hanoi::state::{Board, Disk, Hand, HanoiAction, Settle, SolverSpeed};
use pegs_and_stones::screens::tictactoe::board::cell_centre;
use pegs_and_stones::screens::tictactoe::play::MatchSettings;
use pegs_and_stones::screens::tictactoe::thinking::AiRng;
use pegs_and_stones::shell::feedback::celebrate::{LONGEST_SECONDS, Spark};
use pegs_and_stones::shell::feedback::sound::{Heard, SOLVER_TICKS_PER_SECOND, Sound, Volume};
use pegs_engine::tictactoe::{Level, Player};
use rand::SeedableRng;
use rand::rngs::SmallRng;

fn heard(app: &App, matches: impl Fn(&Sound) -> bool) -> usize {
    app.world().resource::<Heard>().count(matches)
}

fn last_heard(app: &App) -> Option<Sound> {
    app.world().resource::<Heard>().played.last().map(|p| p.sound)
}

fn sparks(app: &mut App) -> usize {
    let mut q = app.world_mut().query::<&Spark>();
    q.iter(app.world()).count()
}

fn hanoi_app(disks: usize) -> App {
    let mut app = headless_app();
    tap_key(&mut app, KeyCode::Digit1);
    app.world_mut().write_message(HanoiAction::SetDisks(disks));
    run_frames(&mut app, 2);
    app
}

#[test]
fn hanoi_moves_sound_as_they_should() {
    let mut app = hanoi_app(3);
    tap_key(&mut app, KeyCode::Digit1);
    assert_eq!(last_heard(&app), Some(Sound::Lift));
    tap_key(&mut app, KeyCode::Digit3);
    assert!(
        matches!(last_heard(&app), Some(Sound::SetDown { weight }) if weight == 0.0),
        "the smallest disk"
    );
    tap_key(&mut app, KeyCode::Digit1);
    tap_key(&mut app, KeyCode::Digit3);
    assert_eq!(last_heard(&app), Some(Sound::Refused));
    // The largest disk sounds deepest.
    assert!(Sound::SetDown { weight: 1.0 }.speed() < Sound::SetDown { weight: 0.0 }.speed());

    // Solved by hand, optimally: the great chime, once, and a burst of sparks that is gone in time.
    tap_key(&mut app, KeyCode::KeyR);
    let plan: Vec<_> = app.world().resource::<Board>().solution().collect();
    let keys = [KeyCode::Digit1, KeyCode::Digit2, KeyCode::Digit3];
    for mv in plan {
        tap_key(&mut app, keys[mv.from]);
        tap_key(&mut app, keys[mv.to]);
    }
    assert!(app.world().resource::<Board>().is_solved());
    assert_eq!(heard(&app, |s| *s == Sound::TowerSolved { great: true }), 1);
    assert!(sparks(&mut app) > 50, "a strong celebration for an optimal solve");
    let frames = (LONGEST_SECONDS / FRAME.as_secs_f32()).ceil() as usize + 2;
    run_frames(&mut app, frames);
    assert_eq!(sparks(&mut app), 0, "gone within {LONGEST_SECONDS} s");
}

#[test]
fn a_celebration_never_blocks_the_next_action() {
    let mut app = hanoi_app(1);
    tap_key(&mut app, KeyCode::Digit1);
    tap_key(&mut app, KeyCode::Digit3);
    assert!(app.world().resource::<Board>().is_solved());
    assert!(sparks(&mut app) > 0, "celebrating");
    // Mid-celebration a click picks the disk up again at once.
    run_frames(&mut app, 5);
    click(&mut app, slot(2, 0, 1));
    assert_eq!(*app.world().resource::<Hand>(), Hand::Holding { disk: 1, from: 2 });
    assert!(sparks(&mut app) > 0, "while the sparks still fly");
}

#[test]
fn a_landing_disk_settles_back_to_its_shape() {
    let mut app = hanoi_app(3);
    app.world_mut().insert_resource(SolverSpeed(3.0));
    tap_key(&mut app, KeyCode::Digit1);
    tap_key(&mut app, KeyCode::Digit3);
    let mut settled = false;
    for _ in 0..60 {
        app.update();
        let mut q = app.world_mut().query_filtered::<&Transform, (With<Disk>, With<Settle>)>();
        if let Some(t) = q.iter(app.world()).next() {
            settled |= t.scale.y < 1.0;
        }
    }
    assert!(settled, "a squash when it lands");
    let mut q = app.world_mut().query::<(&Transform, Has<Settle>)>();
    for (t, settling) in q.iter(app.world()) {
        assert!(!settling && (t.scale - Vec3::ONE).length() < 1e-4, "back to its shape");
    }
}

#[test]
fn the_solver_at_full_speed_is_no_wall_of_noise() {
    let mut app = hanoi_app(10);
    app.world_mut().insert_resource(SolverSpeed(1000.0));
    tap_key(&mut app, KeyCode::Space);
    let mut frames = 0;
    while !app.world().resource::<Board>().is_solved() {
        app.update();
        frames += 1;
        assert!(frames < 600);
    }
    assert_eq!(app.world().resource::<Board>().moves(), 1023);
    let seconds = frames as f64 * FRAME.as_secs_f64();
    let ticks = heard(&app, |s| *s == Sound::SolverMove);
    assert!(ticks >= 1, "the solver is heard");
    assert!(
        ticks as f64 <= seconds * SOLVER_TICKS_PER_SECOND + 1.0,
        "{ticks} ticks in {seconds:.2} s for 1023 moves"
    );
    assert_eq!(heard(&app, |s| *s == Sound::TowerSolved { great: false }), 1, "a solve with help");
}

#[test]
fn mute_and_volume_are_respected() {
    let mut app = hanoi_app(3);
    app.world_mut().insert_resource(Volume { level: 0.5, muted: false });
    tap_key(&mut app, KeyCode::Digit1);
    let played = *app.world().resource::<Heard>().played.last().unwrap();
    assert_eq!(played.sound, Sound::Lift);
    assert!((played.volume - 0.5).abs() < 1e-6);
    tap_key(&mut app, KeyCode::KeyM);
    assert!(app.world().resource::<Volume>().muted, "M mutes");
    let before = app.world().resource::<Heard>().played.len();
    tap_key(&mut app, KeyCode::Digit3);
    tap_key(&mut app, KeyCode::Digit1);
    assert_eq!(app.world().resource::<Heard>().played.len(), before, "nothing heard while muted");
    tap_key(&mut app, KeyCode::KeyM);
    tap_key(&mut app, KeyCode::Digit2);
    assert!(matches!(last_heard(&app), Some(Sound::SetDown { .. })), "heard again");
}

#[test]
fn tictactoe_sounds_follow_the_game() {
    let mut app = headless_app();
    app.insert_resource(AiRng(SmallRng::seed_from_u64(8)));
    app.insert_resource(MatchSettings {
        mode: Mode::VsComputer,
        human: Player::X,
        starter: Starter::X,
        level: Level::Relaxed,
        delay: (0.1, 0.2),
        ..default()
    });
    tap_key(&mut app, KeyCode::Digit2);
    assert_eq!(heard(&app, |s| *s == Sound::Click), 0, "keys do not click");
    click(&mut app, cell_centre(4));
    assert_eq!(heard(&app, |s| *s == Sound::StonePlaced), 1);
    // The computer's search runs off the frame: each frame waits for it, as on a quick machine.
    for _ in 0..30 {
        update_with_work_done(&mut app);
    }
    assert_eq!(heard(&app, |s| *s == Sound::ComputerMove), 1, "the computer's stone sounds its own");

    // Two players: stones vanish with a sound, and a win is heard.
    app.world_mut().insert_resource(MatchSettings {
        mode: Mode::TwoPlayers,
        starter: Starter::X,
        ..default()
    });
    tap_key(&mut app, KeyCode::KeyN);
    // X: 0, 8, 1; O: 4, 3, 6 — three stones each, nothing has vanished yet.
    for key in
        [KeyCode::Digit1, KeyCode::Digit5, KeyCode::Digit9, KeyCode::Digit4, KeyCode::Digit2, KeyCode::Digit7]
    {
        tap_key(&mut app, key);
    }
    assert_eq!(heard(&app, |s| *s == Sound::StoneVanished), 0);
    // X plays 5, no line: its oldest stone vanishes.
    tap_key(&mut app, KeyCode::Digit6);
    assert_eq!(heard(&app, |s| *s == Sound::StoneVanished), 1, "X's fourth stone took the oldest away");
    assert_eq!(heard(&app, |s| *s == Sound::Win), 0);
    // O: 3, 6 and now 0: the column 0-3-6 wins.
    tap_key(&mut app, KeyCode::Digit1);
    assert_eq!(heard(&app, |s| *s == Sound::Win), 1, "a win is heard");
}

#[test]
fn the_menu_clicks() {
    let mut app = headless_app();
    click(&mut app, Vec2::new(pegs_and_stones::screens::menu::card_x(0), 0.0));
    run_frames(&mut app, 1);
    assert_eq!(heard(&app, |s| *s == Sound::Click), 1);
}
