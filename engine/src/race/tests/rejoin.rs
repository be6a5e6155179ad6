//! Coming back: a go said again after a drop; a side whose game restarts
//! comes back to the race from what it kept; what cannot be a race is not
//! come back to.

use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::{Pair, VERSION, race_on_to_the_end, racing, start};
use crate::race::{COUNTDOWN_MILLIS, KeptRace, MOST_MILLIS, Race};

#[test]
fn a_go_said_again_after_a_drop_keeps_the_clocks_together() {
    let mut rng = SmallRng::seed_from_u64(6);
    let mut pair = Pair::new(start(3, 4));
    pair.connect(&mut rng);
    // The go is lost on its way.
    for _ in 0..12 {
        pair.pass(10, &mut rng);
        pair.flight.retain(|m| !String::from_utf8_lossy(&m.3).starts_with("go "));
    }
    assert!(pair.host.clock(pair.now).is_some() && pair.guest.clock(pair.now).is_none());
    // Two seconds later the line is opened again: the go comes with its age.
    pair.pass(2_000, &mut rng);
    pair.flight.clear();
    pair.connect(&mut rng);
    for _ in 0..10 {
        pair.pass(10, &mut rng);
    }
    let (host, guest) = (pair.host.clock(pair.now).unwrap(), pair.guest.clock(pair.now).unwrap());
    assert!(host - guest <= 60, "host {host} guest {guest}");
}

#[test]
fn a_racer_whose_game_restarts_comes_back_to_the_race_from_what_it_kept() {
    for restarts in [true, false] {
        let mut rng = SmallRng::seed_from_u64(9);
        let mut pair = Pair::new(start(3, 5));
        pair.connect(&mut rng);
        assert_eq!(pair.host.kept(), None, "nothing to keep before the count-down");
        pair.pass(100 + COUNTDOWN_MILLIS, &mut rng);
        // Both race a while; then one side's game goes, with what was on the line.
        for _ in 0..4 {
            for host in [true, false] {
                let mv = pair.side(host).mine().unwrap().hint().unwrap();
                pair.play(host, mv, &mut rng);
            }
            pair.pass(150, &mut rng);
        }
        let kept = pair.side(restarts).kept().expect("a race under way is kept");
        assert_eq!((kept.mine.len(), kept.theirs.len(), kept.host), (4, 4, restarts));
        let before = pair.side(restarts).clone();
        pair.flight.clear();
        // The other side races on while it is away; then it comes back.
        for _ in 0..3 {
            let mv = pair.side(!restarts).mine().unwrap().hint().unwrap();
            pair.play(!restarts, mv, &mut rng);
            pair.pass(300, &mut rng);
        }
        pair.flight.clear();
        let back = Race::rejoin(VERSION, &kept, pair.now).expect("what was kept is a race");
        assert_eq!(
            (back.mine(), back.theirs(), back.start()),
            (before.mine(), before.theirs(), before.start())
        );
        assert_eq!(back.clock(pair.now), before.clock(pair.now), "its clock ran on while it was away");
        *pair.side(restarts) = back;
        pair.connect(&mut rng);
        pair.pass(200, &mut rng);
        assert_eq!(pair.side(restarts).theirs().unwrap().moves(), 7, "the moves it missed came");
        race_on_to_the_end(&mut pair, &mut rng, (80, 120));
        assert_eq!(pair.faults(), (None, None), "{:?}", pair.failed_on);
        let (host, guest) = (*pair.host.outcome().unwrap(), *pair.guest.outcome().unwrap());
        assert_eq!((host.mine, host.theirs), (guest.theirs, guest.mine), "both sides saw the same race");
        assert_eq!(pair.host.kept(), None, "nothing to keep once decided");
    }
}

#[test]
fn a_kept_race_that_cannot_be_is_not_come_back_to() {
    let (pair, _) = racing();
    let kept = pair.host.kept().expect("a race under way");
    assert!(Race::rejoin(VERSION, &kept, pair.now).is_some());
    let m = crate::hanoi::Move::new;
    let broken = [
        KeptRace { number: 0, ..kept.clone() },
        KeptRace { started_at: pair.now + 1, ..kept.clone() },
        // A move the rules refuse (disk 2 onto disk 1), and one from an empty peg.
        KeptRace { mine: vec![(m(0, 2), 10), (m(0, 2), 20)], ..kept.clone() },
        KeptRace { theirs: vec![(m(1, 2), 10, 10)], ..kept.clone() },
        // A move of theirs counted before it was said.
        KeptRace { theirs: vec![(m(0, 2), 50, 40)], ..kept.clone() },
        // Two moves of theirs sooner than a move can follow another.
        KeptRace { theirs: vec![(m(0, 2), 50, 50), (m(0, 1), 55, 55)], ..kept.clone() },
        // A margin wider than a go may set.
        KeptRace { margin: crate::race::MOST_MARGIN_MILLIS + 1, ..kept.clone() },
        // A count of this side's finish where it is not home.
        KeptRace { seen: Some(500), ..kept.clone() },
        // A time that runs backwards, and one past the longest race.
        KeptRace { mine: vec![(m(0, 2), 50), (m(0, 1), 40)], ..kept.clone() },
        KeptRace { mine: vec![(m(0, 2), MOST_MILLIS + 1)], ..kept.clone() },
        // A move after the tower is home.
        KeptRace {
            mine: [(0, 2), (0, 1), (2, 1), (0, 2), (1, 0), (1, 2), (0, 2), (2, 1)]
                .iter()
                .zip(1..)
                .map(|(&(f, t), i)| (m(f, t), i * 30))
                .collect(),
            ..kept.clone()
        },
    ];
    for kept in broken {
        assert_eq!(Race::rejoin(VERSION, &kept, pair.now), None, "{kept:?}");
    }
}
