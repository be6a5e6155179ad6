//! Seeing the boards without relying on colour or movement: numbered
//! disks, the vanishing stone named in words, reduced motion, and the
//! keyboard's ring over pegs and cells.

use bevy::prelude::*;
use pegs_and_stones::app::testing::{headless_app, run_frames, tap_key};
use pegs_and_stones::base::settings::{Mode, Starter};
use pegs_and_stones::screens::hanoi::flight::Flight;
use pegs_and_stones::screens::hanoi::focus::{FocusRing as HanoiRing, PegFocus};
use pegs_and_stones::screens::hanoi::layout::slot;
use pegs_and_stones::screens::hanoi::state::{Board, Disk, DiskNumber, HanoiAction};
use pegs_and_stones::screens::tictactoe::board::cell_centre;
use pegs_and_stones::screens::tictactoe::focus::{CellFocus, FocusRing as TttRing};
use pegs_and_stones::screens::tictactoe::marks::VanishLabel;
use pegs_and_stones::screens::tictactoe::play::{Match, MatchSettings, TttAction};
use pegs_and_stones::screens::tictactoe::stones::{Growing, Stone};
use pegs_and_stones::shell::display::motion::Motion;
use pegs_and_stones::shell::display::theme::WorldText;
use pegs_and_stones::shell::feedback::celebrate::Spark;
use pegs_engine::hanoi::Tower;
use pegs_engine::tictactoe::{Player, RuleSet};

#[test]
fn every_disk_carries_its_number() {
    let mut app = headless_app();
    tap_key(&mut app, KeyCode::Digit1);
    app.insert_resource(Board(Tower::new(7).expect("a tower")));
    run_frames(&mut app, 2);
    let mut numbers = app.world_mut().query::<(&DiskNumber, &WorldText, &ChildOf)>();
    let mut seen: Vec<(u8, String)> = numbers
        .iter(app.world())
        .map(|(_, text, parent)| {
            (app.world().get::<Disk>(parent.parent()).expect("on a disk").size, text.text.clone())
        })
        .collect();
    seen.sort();
    assert_eq!(seen, (1..=7u8).map(|d| (d, d.to_string())).collect::<Vec<_>>());
}

#[test]
fn reduced_motion_lands_disks_at_once() {
    for reduced in [false, true] {
        let mut app = headless_app();
        app.insert_resource(Motion { reduced, chosen: true });
        tap_key(&mut app, KeyCode::Digit1);
        app.insert_resource(Board(Tower::new(3).expect("a tower")));
        run_frames(&mut app, 2);
        app.world_mut().write_message(HanoiAction::KeyPeg(0));
        app.update();
        app.world_mut().write_message(HanoiAction::KeyPeg(2));
        app.update();
        let flying = app.world_mut().query::<&Flight>().iter(app.world()).count();
        let mut disks = app.world_mut().query::<(&Disk, &Transform)>();
        let smallest = disks.iter(app.world()).find(|(d, _)| d.size == 1).expect("disk 1").1.translation;
        if reduced {
            assert_eq!(flying, 0, "no flights with reduced motion");
            assert!(smallest.truncate().distance(slot(2, 0, 3)) < 0.5, "disk 1 is on peg 3 at once");
        } else {
            assert_eq!(flying, 1, "the disk flies");
            // Its number hides while it flies; the others stay.
            let mut numbers = app.world_mut().query::<(&DiskNumber, &ChildOf, &Visibility)>();
            let hidden: Vec<u8> = numbers
                .iter(app.world())
                .filter(|(_, _, v)| **v == Visibility::Hidden)
                .map(|(_, p, _)| app.world().get::<Disk>(p.parent()).expect("a disk").size)
                .collect();
            assert_eq!(hidden, [1]);
        }
    }
}

#[test]
fn reduced_motion_places_stones_without_growing_and_wins_without_sparks() {
    for reduced in [false, true] {
        let mut app = headless_app();
        app.insert_resource(Motion { reduced, chosen: true });
        app.insert_resource(MatchSettings { mode: Mode::TwoPlayers, starter: Starter::X, ..default() });
        tap_key(&mut app, KeyCode::Digit2);
        let replay = Match::replay(RuleSet::Seed, Player::X, &[0, 3, 1, 4], true).expect("a game");
        app.insert_resource(replay);
        app.update();
        // X completes the top row.
        app.world_mut().write_message(TttAction::Play(2));
        run_frames(&mut app, 2);
        let growing = app.world_mut().query::<(&Stone, &Growing)>().iter(app.world()).count();
        let sparks = app.world_mut().query::<&Spark>().iter(app.world()).count();
        if reduced {
            assert_eq!((growing, sparks), (0, 0), "the stone is simply there, and no sparks fly");
        } else {
            assert!(sparks > 0, "a win sparkles");
        }
        // The winning stones keep still with reduced motion.
        run_frames(&mut app, 20);
        let mut stones = app.world_mut().query::<(&Stone, &Transform)>();
        let still = stones.iter(app.world()).filter(|(s, _)| s.cell < 3).all(|(_, t)| t.scale == Vec3::ONE);
        assert_eq!(still, reduced);
    }
}

#[test]
fn the_stone_that_vanishes_next_is_named_under_it() {
    let mut app = headless_app();
    app.insert_resource(MatchSettings { mode: Mode::TwoPlayers, starter: Starter::X, ..default() });
    tap_key(&mut app, KeyCode::Digit2);
    for cell in [4, 0, 8, 2, 6] {
        app.world_mut().write_message(TttAction::Play(cell));
        run_frames(&mut app, 2);
        let game = app.world().resource::<Match>().game;
        let mut labels = app.world_mut().query::<(&VanishLabel, &WorldText, &Transform, &Visibility)>();
        for (label, text, place, visible) in labels.iter(app.world()) {
            match game.next_to_vanish(label.player) {
                Some(c) => {
                    assert_eq!(*visible, Visibility::Inherited);
                    assert_eq!(text.text, "vanishes next");
                    let under = place.translation.truncate() - cell_centre(c);
                    assert!(under.x.abs() < 1.0 && under.y < -40.0 && under.y > -80.0, "under cell {c}");
                }
                None => assert_eq!(*visible, Visibility::Hidden),
            }
        }
    }
    // X's oldest (the centre) goes next once X has three stones.
    assert_eq!(app.world().resource::<Match>().game.next_to_vanish(Player::X), Some(4));
}

#[test]
fn arrows_and_enter_play_hanoi_with_a_ring_on_the_peg() {
    let mut app = headless_app();
    tap_key(&mut app, KeyCode::Digit1);
    app.insert_resource(Board(Tower::new(3).expect("a tower")));
    run_frames(&mut app, 2);
    assert_eq!(app.world().resource::<PegFocus>().0, None, "no ring until an arrow is pressed");
    tap_key(&mut app, KeyCode::ArrowRight);
    assert_eq!(app.world().resource::<PegFocus>().0, Some(0), "the first arrow shows the ring on peg 1");
    tap_key(&mut app, KeyCode::Enter);
    tap_key(&mut app, KeyCode::ArrowLeft);
    assert_eq!(app.world().resource::<PegFocus>().0, Some(2), "left from peg 1 wraps to peg 3");
    tap_key(&mut app, KeyCode::Enter);
    let board = app.world().resource::<Board>().0.clone();
    assert_eq!(board.moves(), 1);
    assert_eq!(board.top(2), Some(1), "disk 1 went from peg 1 to peg 3");
    let mut ring = app.world_mut().query_filtered::<(&Transform, &Visibility), With<HanoiRing>>();
    let (place, visible) = ring.single(app.world()).expect("one ring");
    assert_eq!(*visible, Visibility::Inherited);
    assert!((place.translation.x - slot(2, 0, 3).x).abs() < 0.5, "the ring stands at peg 3");
}

#[test]
fn arrows_and_enter_or_space_place_stones() {
    let mut app = headless_app();
    app.insert_resource(MatchSettings { mode: Mode::TwoPlayers, starter: Starter::X, ..default() });
    tap_key(&mut app, KeyCode::Digit2);
    tap_key(&mut app, KeyCode::ArrowUp);
    assert_eq!(
        app.world().resource::<CellFocus>().0,
        Some(4),
        "the first arrow shows the ring at the centre"
    );
    tap_key(&mut app, KeyCode::ArrowRight);
    tap_key(&mut app, KeyCode::ArrowRight);
    assert_eq!(app.world().resource::<CellFocus>().0, Some(5), "the edge holds");
    tap_key(&mut app, KeyCode::Enter);
    tap_key(&mut app, KeyCode::ArrowDown);
    tap_key(&mut app, KeyCode::Space);
    let game = app.world().resource::<Match>().game;
    assert_eq!(game.owner(5), Some(Player::X));
    assert_eq!(game.owner(8), Some(Player::O));
    let mut ring = app.world_mut().query_filtered::<(&Transform, &Visibility), With<TttRing>>();
    let (place, visible) = ring.single(app.world()).expect("one ring");
    assert_eq!(*visible, Visibility::Inherited);
    assert_eq!(place.translation.truncate(), cell_centre(8));
}
