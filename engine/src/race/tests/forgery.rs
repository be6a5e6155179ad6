//! A game that lies to win: each way a stranger's racer tried (times of
//! zero, a tower in 3 ms, moves before the go, a tower sent backdated
//! after this side's finish, going quiet once beaten, a flood of asks, a
//! stranger coming back in the friend's place, a fault after the result)
//! wins nothing. The honest side is the host here; what the other side
//! sends is written by hand, at times the test sets.

use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::{Pair, hear, start};
use crate::hanoi::{Move, Tower};
use crate::race::{
    ACK_WITHIN_MILLIS, COUNTDOWN_MILLIS, Event, Fault, Message, NEED_BATCH, Placing, Refusal, SLACK_MILLIS,
};

/// The solver's moves for three disks from the start, 1-based as the line writes them.
fn tower_of_three() -> Vec<Move> {
    Tower::new(3).unwrap().plan(None).collect()
}

/// An honest host and a guest that met it honestly (hello, key, tower,
/// ready, go), at the count-down's end; from here on the guest is silent
/// unless the test speaks for it.
fn met() -> (Pair, SmallRng) {
    let mut rng = SmallRng::seed_from_u64(40);
    let mut pair = Pair::new(start(3, 3));
    pair.connect(&mut rng);
    pair.pass(100 + COUNTDOWN_MILLIS, &mut rng);
    assert!(pair.host.is_racing(pair.now) && pair.guest.is_racing(pair.now));
    assert!(pair.host.latency() < 100, "the round trip is measured: {}", pair.host.latency());
    (pair, rng)
}

/// Time passes for the host alone (its ticks go nowhere), `step` ms at a time.
fn host_alone(pair: &mut Pair, ms: u64) -> Vec<Event> {
    let mut events = Vec::new();
    let end = pair.now + ms;
    while pair.now < end {
        pair.now = (pair.now + 5).min(end);
        events.extend(pair.host.tick(pair.now).events);
    }
    events
}

/// The host plays the solver's way home, one move every `pace` ms, alone;
/// the last brings it home now.
fn host_home(pair: &mut Pair, pace: u64) {
    for (i, mv) in tower_of_three().into_iter().enumerate() {
        if i > 0 {
            host_alone(pair, pace);
        }
        let now = pair.now;
        pair.host.play(mv.from, mv.to, now).unwrap();
    }
    assert!(pair.host.finish().is_some());
}

/// The guest's tower of three sent all at once at the host's `now`, its
/// moves said at `times`.
fn send_tower(pair: &mut Pair, times: &[u32]) -> Vec<Event> {
    let now = pair.now;
    let mut events = Vec::new();
    for ((mv, &t), n) in tower_of_three().into_iter().zip(times).zip(1..) {
        let text = format!("move 1 {n} {} {} {t}", mv.from + 1, mv.to + 1);
        events.extend(hear(&mut pair.host, &text, now).events);
    }
    events
}

#[test]
fn times_of_zero_and_a_tower_in_three_milliseconds_are_refused() {
    let (mut pair, _) = met();
    let events = send_tower(&mut pair, &[0; 7]);
    assert_eq!(events.last(), Some(&Event::Failed(Fault::TooFast)), "{events:?}");
    assert_eq!(pair.host.theirs().unwrap().moves(), 1, "the move refused is not on the board");
    assert!(pair.host.outcome().is_none());
    let (mut pair, _) = met();
    let events = send_tower(&mut pair, &[0, 0, 1, 1, 2, 2, 3]);
    assert_eq!(events.last(), Some(&Event::Failed(Fault::TooFast)));
}

#[test]
fn moves_made_before_the_count_down_ended_are_refused() {
    let mut rng = SmallRng::seed_from_u64(41);
    let mut pair = Pair::new(start(3, 3));
    pair.connect(&mut rng);
    pair.pass(100, &mut rng);
    // 1.5 s before the host's count-down ends, a move said to be at 0.
    pair.pass(COUNTDOWN_MILLIS - 1_500, &mut rng);
    let clock = pair.host.clock(pair.now).unwrap();
    assert!((-1_550..=-1_400).contains(&clock), "{clock}");
    let now = pair.now;
    assert_eq!(hear(&mut pair.host, "move 1 1 1 3 0", now).events, vec![Event::Failed(Fault::BadTime)]);
    assert_eq!(pair.host.theirs().unwrap().moves(), 0);
}

#[test]
fn a_tower_sent_backdated_after_this_finish_counts_from_its_arrival_and_never_wins() {
    // Sent the moment the host's finish could have been known there, or a second later.
    for (after, placing) in [(0, Placing::Tie), (1_000, Placing::Won)] {
        let (mut pair, _) = met();
        // The guest says nothing; the host comes home at 200 ms a move.
        host_home(&mut pair, 200);
        let mine = pair.host.finish().unwrap();
        // Its finish reaches the guest, and the guest's answer comes back: a round trip.
        let round_trip = pair.latency.0 + pair.latency.1;
        host_alone(&mut pair, round_trip + after);
        // The guest's whole tower, said to have ended 200 ms before the host's.
        let end = mine.millis - 200;
        let times: Vec<u32> = (0..7).map(|i| end - (6 - i) * 100).collect();
        let events = send_tower(&mut pair, &times);
        let Some(Event::FriendFinished(theirs)) =
            events.iter().find(|e| matches!(e, Event::FriendFinished(_)))
        else {
            panic!("{events:?}")
        };
        // Counted from its arrival less the bound and the slack, not as said.
        let arrival = pair.host.clock(pair.now).unwrap() as u32;
        let floor = arrival - pair.host.latency() as u32 - SLACK_MILLIS as u32;
        assert_eq!(theirs.millis, floor, "{theirs:?}, arrived at {arrival}");
        assert!(
            theirs.millis + pair.host.margin() >= mine.millis,
            "backdated {end}, counted {}",
            theirs.millis
        );
        assert_eq!(pair.host.counted().first(), Some(&floor), "every move counts from its arrival");
        // The guest says how it counted the host's finish: as made.
        let now = pair.now;
        hear(&mut pair.host, &format!("seen 1 7 {}", mine.millis), now);
        let outcome = pair.host.outcome().expect("decided");
        assert_eq!((outcome.placing, outcome.theirs), (placing, Some(*theirs)), "{after} ms after");
    }
}

#[test]
fn a_rival_that_goes_quiet_once_this_side_is_home_has_lost() {
    let (mut pair, _) = met();
    host_home(&mut pair, 150);
    let home = pair.now;
    // Nothing more from the guest: no clock, no finish, no word of ours.
    let events = host_alone(&mut pair, 10_000);
    let decided = events.iter().find(|e| matches!(e, Event::Decided(_)));
    assert!(matches!(decided, Some(Event::Decided(o)) if o.placing == Placing::Won), "{events:?}");
    let wait = ACK_WITHIN_MILLIS + pair.host.latency() + 400;
    assert!(pair.host.clock(home).is_some());
    // Decided within the wait for its word, not never.
    let mut pair2 = met().0;
    host_home(&mut pair2, 150);
    let events = host_alone(&mut pair2, wait);
    assert!(events.iter().any(|e| matches!(e, Event::Decided(_))), "not decided within {wait} ms");
}

#[test]
fn a_rival_whose_clock_stalls_and_never_says_how_it_counted_has_lost() {
    let (mut pair, _) = met();
    host_home(&mut pair, 150);
    let home = pair.now;
    // The guest is on the line but stalls: ticks whose clock never moves
    // past a moment of the race's start, and no word of the host's finish.
    let mut events = Vec::new();
    while pair.host.outcome().is_none() && pair.now < home + 20_000 {
        let now = pair.now;
        events.extend(hear(&mut pair.host, "tick 1 0 100", now).events);
        events.extend(host_alone(&mut pair, 250));
    }
    let decided = events.iter().find(|e| matches!(e, Event::Decided(_)));
    assert!(matches!(decided, Some(Event::Decided(o)) if o.placing == Placing::Won), "{events:?}");
    let waited = pair.now - home;
    let most = ACK_WITHIN_MILLIS + pair.host.latency() + 500;
    assert!(waited <= most, "decided {waited} ms after coming home (at most {most})");
    // Its clock counted from its ticks' arrival, not from what they said.
    assert!(pair.host.their_clock() > 1_000, "{}", pair.host.their_clock());
}

#[test]
fn a_flood_of_asks_is_answered_within_a_budget() {
    let (mut pair, mut rng) = met();
    // The host has three moves to be asked for.
    for _ in 0..3 {
        let mv = pair.host.mine().unwrap().hint().unwrap();
        pair.play(true, mv, &mut rng);
        pair.now += 50;
    }
    let now = pair.now;
    let (mut sent, mut refused) = (0, 0);
    for i in 0..20_000 {
        let text = match i % 4 {
            0 => "need 1 1".to_string(),
            1 => format!("need 1 {}", i % 3 + 1),
            2 => format!("ping {i}"),
            _ => "ready 1".to_string(),
        };
        let reply = hear(&mut pair.host, &text, now + i / 1_000);
        sent += reply.send.len();
        refused += usize::from(reply.refused == Some(Refusal::Flood));
    }
    // 20 s of asks: at most the budget at once and ten a second, each at most a batch and a tick.
    let most = (16 + 10 * 20) * (NEED_BATCH + 2);
    assert!(sent <= most, "{sent} messages queued for 20,000 asks (at most {most})");
    assert!(sent < 1_000, "{sent}");
    assert!(refused > 19_000, "{refused}");
    assert!(pair.host.fault().is_none(), "asks are not faults");
    // A need answers what was asked, and no more than a batch.
    let mut big = Pair::new(start(3, 8));
    let mut rng = SmallRng::seed_from_u64(43);
    big.connect(&mut rng);
    big.pass(100 + COUNTDOWN_MILLIS, &mut rng);
    for _ in 0..100 {
        let mv = big.host.mine().unwrap().hint().unwrap();
        big.play(true, mv, &mut rng);
        big.now += 25;
    }
    let now = big.now;
    let reply = hear(&mut big.host, "need 1 1", now);
    let moves = reply.send.iter().filter(|m| matches!(m, Message::Move { .. })).count();
    assert_eq!(moves, NEED_BATCH);
    assert!(matches!(reply.send.last(), Some(Message::Tick { moves: 100, .. })), "says how many there are");
    let reply = hear(&mut big.host, "need 1 90", now);
    assert_eq!(reply.send.len(), 11, "moves 90 to 100, and nothing after");
}

#[test]
fn a_stranger_with_the_code_cannot_take_the_friend_s_place() {
    let (mut pair, mut rng) = met();
    for _ in 0..2 {
        let mv = pair.host.mine().unwrap().hint().unwrap();
        pair.play(true, mv, &mut rng);
        pair.pass(100, &mut rng);
    }
    // The friend's game drops; a stranger who has the code says a guest's hello.
    pair.flight.clear();
    pair.host.away();
    let now = pair.now;
    let hello = Message::Hello { protocol: crate::race::PROTOCOL, version: "9.9.9".into(), host: false };
    let reply = hear(&mut pair.host, &hello.encode(), now);
    assert!(reply.send.iter().any(|m| matches!(m, Message::Ask(_))), "asked to prove itself: {reply:?}");
    assert!(!reply.send.iter().any(|m| matches!(m, Message::Tower { .. } | Message::Move { .. })));
    // Nothing it says is taken before it proves itself, and a wrong proof makes it a stranger.
    let board = pair.host.theirs().unwrap().clone();
    assert_eq!(hear(&mut pair.host, "move 1 1 1 3 300", now).refused, Some(Refusal::NotNow));
    assert_eq!(hear(&mut pair.host, "need 1 1", now).refused, Some(Refusal::NotNow));
    assert_eq!(hear(&mut pair.host, "proof 0123456789abcdef", now).events, vec![Event::Stranger]);
    assert_eq!(pair.host.theirs().unwrap(), &board);
    // One that says hello and never proves anything is a stranger once its time is up.
    hear(&mut pair.host, &hello.encode(), now);
    let events = host_alone(&mut pair, crate::race::PROVE_WITHIN_MILLIS + 10);
    assert!(events.contains(&Event::Stranger), "{events:?}");
    assert!(pair.host.fault().is_none() && !pair.host.is_heard());
    // The friend comes back: it proves itself, and the race goes on.
    pair.connect(&mut rng);
    pair.pass(200, &mut rng);
    assert!(pair.host.is_heard() && pair.guest.is_heard());
    assert_eq!(pair.guest.theirs().unwrap().moves(), 2, "the friend has the host's moves");
    assert_eq!(pair.faults(), (None, None));
}

#[test]
fn a_decided_race_stays_decided_whatever_comes_after() {
    let (mut pair, _) = met();
    host_home(&mut pair, 150);
    let mine = pair.host.finish().unwrap();
    let now = pair.now;
    hear(&mut pair.host, &format!("seen 1 7 {}", mine.millis), now);
    host_alone(&mut pair, 2_000);
    let outcome = *pair.host.outcome().expect("won");
    assert_eq!(outcome.placing, Placing::Won);
    let now = pair.now;
    let same_side = format!("racer {} 0.2.0 host", crate::race::PROTOCOL);
    for text in [
        "move 1 1 3 1 100",    // a move the rules refuse
        "full",                // a room said full
        "tower 1 3 3 112",     // another tower
        &same_side,            // a hello of the same side
        "racer 1 0.1.0 guest", // of another protocol
        "tick 1 0 80000000",   // a time that cannot be
        "seen 1 7 1",          // a count before the finish
    ] {
        let reply = hear(&mut pair.host, text, now);
        assert!(!reply.events.iter().any(|e| matches!(e, Event::Failed(_))), "{text}: {reply:?}");
        assert_eq!(pair.host.outcome(), Some(&outcome), "{text}");
        assert!(pair.host.fault().is_none(), "{text}");
    }
}
