//! Honest games decide alike: on even and uneven lines every time counts
//! as it was said; a friend who drops mid-race is waited for; and through
//! storms far worse than a data channel's, both sides decide the same race
//! from the same two finishes.

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

use super::{Pair, clean_race, race_on_to_the_end, racer_move, start};
use crate::race::{COUNTDOWN_MILLIS, Event, Placing, TICK_MILLIS};

#[test]
fn honest_games_on_any_line_count_every_time_as_said_and_decide_alike() {
    // (to the guest, to the host): even, slow, one way slower than the other, jittery.
    let lines = [((5, 5), (5, 5)), ((150, 150), (150, 150)), ((10, 10), (250, 250)), ((250, 250), (10, 10))];
    for ((to_guest, to_host), (host_ms, guest_ms)) in
        lines.into_iter().zip([(100, 130), (90, 400), (220, 200), (120, 125)])
    {
        let mut rng = SmallRng::seed_from_u64(7);
        let mut pair = Pair::new(start(3, 4));
        (pair.latency, pair.latency_to_host) = (to_guest, Some(to_host));
        pair.connect(&mut rng);
        race_on_to_the_end(&mut pair, &mut rng, (host_ms, guest_ms));
        let line = format!("{to_guest:?}/{to_host:?}");
        let (host, guest) = (*pair.host.outcome().unwrap(), *pair.guest.outcome().unwrap());
        assert!(host.confirmed && guest.confirmed, "{line}: {host:?} {guest:?}");
        assert_eq!((host.mine, host.theirs), (guest.theirs, guest.mine), "{line}");
        let mirror = match host.placing {
            Placing::Won => Placing::Lost,
            Placing::Lost => Placing::Won,
            Placing::Tie => Placing::Tie,
        };
        assert_eq!(guest.placing, mirror, "{line}");
        // Honest times arrive within the bound: every one counts as it was said.
        for side in [&pair.host, &pair.guest] {
            let (_, said) = side.times();
            assert_eq!(side.counted(), said, "{line}");
        }
        assert_eq!(pair.faults(), (None, None), "{line}");
    }
}

#[test]
fn finishes_within_the_margin_are_a_tie_on_both_sides() {
    // The guest's count-down begins 20 ms after the host's: the same pace
    // on both, and the guest a few moves' worth of milliseconds later.
    for (host_ms, guest_ms) in [(200, 200), (200, 205), (205, 200)] {
        let pair = clean_race(3, 3, host_ms, guest_ms);
        let (host, guest) = (pair.host.outcome().unwrap(), pair.guest.outcome().unwrap());
        let (h, g) = (host.mine.unwrap().millis, guest.mine.unwrap().millis);
        assert!(h.abs_diff(g) <= host.margin, "{h} and {g}, margin {}", host.margin);
        assert_eq!((host.placing, guest.placing), (Placing::Tie, Placing::Tie), "{host_ms}/{guest_ms}");
        assert_eq!(host.margin, guest.margin, "both judge by the go's margin");
    }
    // Beyond the margin, the earlier wins.
    let pair = clean_race(3, 3, 200, 250);
    assert_eq!(pair.host.outcome().unwrap().placing, Placing::Won);
    assert_eq!(pair.guest.outcome().unwrap().placing, Placing::Lost);
}

#[test]
fn a_friend_who_drops_mid_race_is_waited_for_and_both_decide_alike_after() {
    let mut rng = SmallRng::seed_from_u64(8);
    let mut pair = Pair::new(start(3, 3));
    pair.connect(&mut rng);
    pair.pass(100 + COUNTDOWN_MILLIS, &mut rng);
    // The guest's game drops before the host is home, and races on alone.
    pair.flight.clear();
    pair.host.away();
    pair.guest.away();
    for _ in 0..7 {
        let now = pair.now;
        for host in [true, false] {
            if pair.side(host).is_racing(now) {
                let mv = pair.side(host).mine().unwrap().hint().unwrap();
                pair.side(host).play(mv.from, mv.to, now).unwrap();
            }
        }
        pair.now += 150;
    }
    assert!(pair.host.finish().is_some() && pair.guest.finish().is_some());
    // Both home while apart: neither decides while the other is away.
    for _ in 0..100 {
        pair.now += 100;
        let now = pair.now;
        assert!(pair.host.tick(now).events.is_empty() && pair.guest.tick(now).events.is_empty());
    }
    // Back on the line: each counts the other's finish from its arrival, and both decide alike.
    pair.flight.clear();
    pair.connect(&mut rng);
    pair.pass(3_000, &mut rng);
    let (host, guest) = (*pair.host.outcome().unwrap(), *pair.guest.outcome().unwrap());
    assert!(host.confirmed && guest.confirmed);
    assert_eq!((host.mine, host.theirs), (guest.theirs, guest.mine));
    assert!(host.mine.unwrap().millis > 10_000, "counted from its arrival: {host:?}");
}

/// Two honest games race (and race again) while messages are lost,
/// doubled, held back or garbled and the line drops now and then; then the
/// line is made again and calm, and both must decide the same race alike.
/// A side's finish the other side had not heard within the wait counts as
/// it was made (see `judge`): there the two may decide apart, and say so.
fn storm(seed: u64) -> Storm {
    let mut rng = SmallRng::seed_from_u64(seed);
    let pegs = rng.random_range(3..=4);
    let mut pair = Pair::new(start(pegs, rng.random_range(2..=5)));
    pair.latency = (5, rng.random_range(10..400));
    pair.storm = Some((rng.random_range(0.0..0.15), rng.random_range(0.0..0.1), 0.03));
    let wander = rng.random_range(0.0..0.2);
    let pace = [rng.random_range(40..300), rng.random_range(40..300)];
    let mut next = [0u64; 2];
    pair.connect(&mut rng);
    let steps = rng.random_range(200..3_000);
    let mut seen_events = 0;
    for step in 0..steps + 20_000 {
        let calm = step >= steps;
        if step == steps {
            // The line is made again, and calm (reliable and in order, as a
            // data channel is): whatever was on its way is gone.
            pair.storm = None;
            pair.latency = (30, 30);
            pair.flight.clear();
            pair.connect(&mut rng);
        }
        pair.pass(rng.random_range(1..40), &mut rng);
        for (i, host) in [true, false].into_iter().enumerate() {
            let now = pair.now;
            if pair.side(host).is_racing(now) && now >= next[i] {
                let mv = racer_move(pair.side(host).mine().unwrap(), &mut rng, wander);
                pair.play(host, mv, &mut rng);
                next[i] = now + pace[i];
            }
            let side = pair.side(host);
            if !calm && side.outcome().is_some() && side.number() < 3 {
                if !side.both_want_again() && rng.random_bool(0.05) {
                    let reply = side.again().unwrap();
                    pair.take(host, reply, &mut rng);
                } else if side.both_want_again() && side.chooses_next() && rng.random_bool(0.1) {
                    let start = start(rng.random_range(3..=4), rng.random_range(2..=5));
                    let reply = pair.side(host).choose(start).unwrap();
                    pair.take(host, reply, &mut rng);
                }
            }
        }
        let turned_away = pair.events[seen_events..].iter().any(|(_, e)| *e == Event::Stranger);
        seen_events = pair.events.len();
        if turned_away || (!calm && rng.random_bool(0.002)) {
            // The line drops and is made again (a game taken for a stranger
            // is let go, and comes again).
            pair.flight.clear();
            pair.connect(&mut rng);
        }
        if pair.faults() != (None, None) {
            eprintln!("times: host {:?}, guest {:?}", pair.host.times(), pair.guest.times());
        }
        assert_eq!(pair.faults(), (None, None), "seed {seed}: honest games never fail: {:?}", pair.failed_on);
        if calm
            && pair.host.number() == pair.guest.number()
            && pair.host.outcome().is_some()
            && pair.guest.outcome().is_some()
        {
            break;
        }
    }
    // A decided race goes on being told: the ticks bring what went missing.
    pair.pass(2 * TICK_MILLIS + 500, &mut rng);
    let (host, guest) = (pair.host.outcome(), pair.guest.outcome());
    let (Some(host), Some(guest)) = (host, guest) else {
        panic!(
            "seed {seed}: undecided: host {host:?}, guest {guest:?} (races {} and {})",
            pair.host.number(),
            pair.guest.number()
        )
    };
    assert_eq!(pair.host.mine().unwrap().places(), pair.guest.theirs().unwrap().places(), "seed {seed}");
    assert_eq!(pair.guest.mine().unwrap().places(), pair.host.theirs().unwrap().places(), "seed {seed}");
    // A side whose finish went unanswered past the wait took it as made:
    // the other side, which had not heard it, may have counted it later.
    let confirmed = host.confirmed && guest.confirmed;
    if confirmed {
        let mirror = match host.placing {
            Placing::Won => Placing::Lost,
            Placing::Lost => Placing::Won,
            Placing::Tie => Placing::Tie,
        };
        assert_eq!(guest.placing, mirror, "seed {seed}: {host:?} / {guest:?}");
        // Each side's finish is known alike on both sides, where both know it.
        if let (Some(mine), Some(theirs)) = (host.mine, guest.theirs) {
            assert_eq!(mine, theirs, "seed {seed}");
        }
    }
    Storm { races: pair.host.number(), refused: pair.refused, confirmed }
}

/// What one storm did.
struct Storm {
    /// Races run.
    races: u32,
    /// Messages set aside.
    refused: usize,
    /// Whether both sides decided the last race from finishes the other counted.
    confirmed: bool,
}

#[test]
fn storms_of_lost_doubled_reordered_and_garbled_messages_end_in_agreement() {
    let (mut races, mut refused, mut unconfirmed) = (0, 0, 0);
    for seed in 0..1_000 {
        let storm = storm(seed);
        races += storm.races;
        refused += storm.refused;
        unconfirmed += usize::from(!storm.confirmed);
    }
    // The storms did what they are for: races were run again, and bad messages were met.
    assert!(races > 1_500 && refused > 10_000, "{races} races, {refused} messages set aside");
    // Through storms far worse than a data channel's, nearly every race is decided on words both had.
    assert!(
        unconfirmed <= 30,
        "{unconfirmed} of 1,000 storms ended on a finish the other side never counted"
    );
}
