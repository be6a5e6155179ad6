//! The race protocol (its messages are tested in `wire`): two honest
//! games race and agree on who won (`agreement`: on any line, after a
//! drop, through seeded storms of lost, doubled, reordered and garbled
//! messages); every forgery (a move the rules refuse, a time that cannot
//! be, a finish without its moves, a tower from the wrong side) ends the
//! race without touching the board; a game that lies to win wins nothing
//! (`forgery`); and a game comes back to a race (`rejoin`).

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

use super::*;
use crate::hanoi::Tower;

const VERSION: &str = "0.2.0";

/// Coming back to a race after a drop or a restart.
mod rejoin;

/// A game that lies to win.
mod forgery;

/// Honest games decide alike: on any line, after a drop, through storms.
mod agreement;

fn start(pegs: usize, disks: usize) -> Start {
    Start::new(&Tower::new_on(pegs, disks).unwrap()).unwrap()
}

/// Two sides and what is on its way between them, each message with the
/// time it arrives.
struct Pair {
    host: Race,
    guest: Race,
    now: u64,
    /// (arrives at, order sent, to the host, bytes)
    flight: Vec<(u64, u64, bool, Vec<u8>)>,
    sent: u64,
    latency: (u64, u64),
    /// The latency of what goes to the host, where it differs.
    latency_to_host: Option<(u64, u64)>,
    /// The chances that a message sent is lost, doubled, or garbled (none: calm).
    storm: Option<(f64, f64, f64)>,
    refused: usize,
    events: Vec<(bool, Event)>,
    /// The last message delivered that made a side fail, to name it.
    failed_on: Option<String>,
}

impl Pair {
    fn new(start: Start) -> Self {
        Self {
            host: Race::host(VERSION, start),
            guest: Race::guest(VERSION),
            now: 1_000,
            flight: Vec::new(),
            sent: 0,
            latency: (20, 20),
            latency_to_host: None,
            storm: None,
            refused: 0,
            events: Vec::new(),
            failed_on: None,
        }
    }

    fn side(&mut self, host: bool) -> &mut Race {
        if host { &mut self.host } else { &mut self.guest }
    }

    fn send(&mut self, from_host: bool, message: &Message, rng: &mut SmallRng) {
        let (least, most) =
            if from_host { self.latency } else { self.latency_to_host.unwrap_or(self.latency) };
        let mut at = || self.now + rng.random_range(least..=most);
        let (first, second) = (at(), at());
        let bytes = message.encode().into_bytes();
        self.sent += 1;
        if let Some((lose, double, garble)) = self.storm {
            let roll: f64 = rng.random();
            if roll < lose {
                return;
            }
            if roll < lose + double {
                self.flight.push((second, self.sent, !from_host, bytes.clone()));
            } else if roll < lose + double + garble {
                let junk: Vec<u8> = if rng.random_bool(0.5) {
                    bytes[..rng.random_range(0..=bytes.len())].to_vec()
                } else {
                    (0..rng.random_range(0..40)).map(|_| rng.random()).collect()
                };
                // Only what cannot be read: a garbled line that still reads is a forgery, tested apart.
                if Message::decode(&junk).is_err() {
                    self.flight.push((first, self.sent, !from_host, junk));
                }
            }
        }
        self.flight.push((first, self.sent, !from_host, bytes));
    }

    fn take(&mut self, host: bool, reply: Reply, rng: &mut SmallRng) {
        if reply.refused.is_some() {
            self.refused += 1;
        }
        for event in reply.events {
            self.events.push((host, event));
        }
        for message in &reply.send {
            self.send(host, message, rng);
        }
    }

    /// Both sides say hello (the line opened, or opened again).
    fn connect(&mut self, rng: &mut SmallRng) {
        for host in [true, false] {
            let hello = self.side(host).hello();
            self.send(host, &hello, rng);
        }
    }

    /// Delivers what has arrived by now, in the order it arrives.
    fn deliver(&mut self, rng: &mut SmallRng) {
        loop {
            let now = self.now;
            let next =
                self.flight.iter().enumerate().filter(|(_, m)| m.0 <= now).min_by_key(|(_, m)| (m.0, m.1));
            let Some((i, _)) = next else { break };
            let (_, _, to_host, bytes) = self.flight.remove(i);
            let reply = self.side(to_host).receive(&bytes, now);
            if reply.events.iter().any(|e| matches!(e, Event::Failed(_))) && self.failed_on.is_none() {
                let (host, guest) = (self.host.clock(now), self.guest.clock(now));
                let to = if to_host { "host" } else { "guest" };
                let text = String::from_utf8_lossy(&bytes);
                self.failed_on = Some(format!("{text:?} to the {to}; clocks: host {host:?} guest {guest:?}"));
            }
            self.take(to_host, reply, rng);
        }
    }

    /// Time passes by `ms`, 5 ms at a time, with the clocks ticking and messages arriving.
    fn pass(&mut self, ms: u64, rng: &mut SmallRng) {
        let end = self.now + ms;
        while self.now < end {
            self.now = (self.now + 5).min(end);
            self.deliver(rng);
            for host in [true, false] {
                let now = self.now;
                let reply = self.side(host).tick(now);
                self.take(host, reply, rng);
            }
        }
    }

    fn play(&mut self, host: bool, mv: crate::hanoi::Move, rng: &mut SmallRng) {
        let now = self.now;
        let reply = self.side(host).play(mv.from, mv.to, now).expect("an honest move");
        self.take(host, reply, rng);
    }

    fn faults(&self) -> (Option<&Fault>, Option<&Fault>) {
        (self.host.fault(), self.guest.fault())
    }
}

/// The next move of an honest racer: the solver's, now and then another legal one.
fn racer_move(tower: &Tower, rng: &mut SmallRng, wander: f64) -> crate::hanoi::Move {
    if rng.random_bool(wander) {
        let legal: Vec<_> = (0..tower.peg_count())
            .flat_map(|f| (0..tower.peg_count()).map(move |t| crate::hanoi::Move::new(f, t)))
            .filter(|m| tower.check_move(m.from, m.to).is_ok())
            .collect();
        return legal[rng.random_range(0..legal.len())];
    }
    tower.hint().expect("a tower not home has a next move")
}

/// A race on `disks` disks where the host moves every `host_ms` and the
/// guest every `guest_ms`, each playing the solver's moves, with 20 ms on the line.
fn clean_race(pegs: usize, disks: usize, host_ms: u64, guest_ms: u64) -> Pair {
    let mut rng = SmallRng::seed_from_u64(1);
    let mut pair = Pair::new(start(pegs, disks));
    pair.connect(&mut rng);
    race_on_to_the_end(&mut pair, &mut rng, (host_ms, guest_ms));
    pair
}

/// Plays the race on to its end, the host moving the solver's way every
/// `host_ms` and the guest every `guest_ms`.
fn race_on_to_the_end(pair: &mut Pair, rng: &mut SmallRng, (host_ms, guest_ms): (u64, u64)) {
    let mut next = [0u64; 2];
    for _ in 0..200_000 {
        pair.pass(5, rng);
        for (i, host) in [true, false].into_iter().enumerate() {
            let now = pair.now;
            if pair.side(host).is_racing(now) && now >= next[i] {
                let mv = pair.side(host).mine().unwrap().hint().unwrap();
                pair.play(host, mv, rng);
                next[i] = now + if host { host_ms } else { guest_ms };
            }
        }
        if pair.host.outcome().is_some() && pair.guest.outcome().is_some() {
            return;
        }
    }
    panic!("the race was never decided");
}

#[test]
fn the_faster_tower_wins_on_both_sides_and_the_loser_chooses_the_next() {
    let mut pair = clean_race(3, 4, 100, 150);
    let (host, guest) = (*pair.host.outcome().unwrap(), *pair.guest.outcome().unwrap());
    assert_eq!(host.placing, Placing::Won);
    assert_eq!(guest.placing, Placing::Lost);
    // 15 moves each, the first at the count-down's end.
    let mine = host.mine.unwrap();
    assert_eq!(mine.moves, 15);
    assert!((1_400..=1_500).contains(&mine.millis), "{mine:?}");
    assert_eq!(guest.theirs, Some(mine));
    // Each side's own finish is its outcome's: the winner's is home, the loser's not.
    assert_eq!(pair.host.finish(), Some(mine));
    assert_eq!(pair.guest.finish(), guest.mine);
    // Both boards are kept on both sides alike.
    assert_eq!(pair.guest.theirs().unwrap().places(), pair.host.mine().unwrap().places());
    assert!(pair.guest.theirs().unwrap().is_solved());
    assert_eq!(pair.host.theirs().unwrap().moves(), pair.guest.mine().unwrap().moves());
    // The race is over: no more moves.
    assert_eq!(pair.host.play(0, 1, pair.now), Err(ActionError::NoRace));
    // Another race: the loser (the guest) chooses it, the winner may not.
    let mut rng = SmallRng::seed_from_u64(2);
    assert!(pair.guest.chooses_next() && !pair.host.chooses_next());
    for host in [true, false] {
        let reply = pair.side(host).again().unwrap();
        pair.take(host, reply, &mut rng);
    }
    pair.pass(50, &mut rng);
    assert!(pair.host.both_want_again() && pair.guest.both_want_again());
    assert_eq!(pair.host.choose(start(4, 5)), Err(ActionError::NotYours));
    let reply = pair.guest.choose(start(4, 5)).unwrap();
    pair.take(false, reply, &mut rng);
    pair.pass(COUNTDOWN_MILLIS + 200, &mut rng);
    assert_eq!((pair.host.number(), pair.guest.number()), (2, 2));
    assert_eq!(pair.host.start().unwrap().pegs(), 4);
    assert!(pair.host.is_racing(pair.now) && pair.guest.is_racing(pair.now));
    assert!(pair.events.contains(&(true, Event::TowerSet { race: 2 })));
}

#[test]
fn the_same_time_and_moves_is_a_tie_and_the_side_that_did_not_choose_chooses_next() {
    let pair = clean_race(3, 3, 200, 200);
    let (host, guest) = (pair.host.outcome().unwrap(), pair.guest.outcome().unwrap());
    // The guest's count-down began 20 ms after the host's: its clock reads the same.
    assert_eq!((host.placing, guest.placing), (Placing::Tie, Placing::Tie));
    assert_eq!(host.mine, guest.mine);
    assert!(pair.guest.chooses_next() && !pair.host.chooses_next());
}

#[test]
fn nothing_moves_before_the_count_down_ends_and_refused_moves_change_nothing() {
    let mut rng = SmallRng::seed_from_u64(3);
    let mut lone = Race::guest(VERSION);
    assert_eq!(lone.play(0, 2, 0), Err(ActionError::NoRace));
    let mut pair = Pair::new(start(3, 3));
    pair.connect(&mut rng);
    pair.pass(100, &mut rng);
    assert!(pair.host.clock(pair.now).is_some_and(|c| c < 0));
    assert_eq!(pair.host.play(0, 2, pair.now), Err(ActionError::NotYet));
    pair.pass(COUNTDOWN_MILLIS, &mut rng);
    let before = pair.host.clone();
    assert_eq!(
        pair.host.play(1, 2, pair.now),
        Err(ActionError::Illegal(crate::hanoi::MoveError::EmptyPeg(1)))
    );
    assert_eq!(pair.host, before);
    assert!(pair.host.play(0, 2, pair.now).is_ok());
    assert_eq!(
        pair.host.play(0, 2, pair.now),
        Err(ActionError::Illegal(crate::hanoi::MoveError::LargerOnSmaller { disk: 2, onto: 1 }))
    );
}

/// A pair racing: the count-down over, the host's first two moves known to the guest.
fn racing() -> (Pair, SmallRng) {
    let mut rng = SmallRng::seed_from_u64(4);
    let mut pair = Pair::new(start(3, 3));
    pair.connect(&mut rng);
    pair.pass(100, &mut rng);
    pair.pass(COUNTDOWN_MILLIS, &mut rng);
    pair.play(true, crate::hanoi::Move::new(0, 2), &mut rng);
    pair.pass(100, &mut rng);
    pair.play(true, crate::hanoi::Move::new(0, 1), &mut rng);
    pair.pass(100, &mut rng);
    assert_eq!(pair.guest.theirs().unwrap().moves(), 2);
    (pair, rng)
}

fn hear(race: &mut Race, text: &str, now: u64) -> Reply {
    race.receive(text.as_bytes(), now)
}

#[test]
fn a_move_the_rules_refuse_ends_the_race_and_the_board_stays() {
    let (mut pair, _) = racing();
    let now = pair.now;
    let board = pair.guest.theirs().unwrap().clone();
    // Peg 1 holds disk 3, peg 2 disk 2: 3 onto 2 is refused.
    let reply = hear(&mut pair.guest, "move 1 3 1 2 300", now);
    assert_eq!(reply.events, vec![Event::Failed(Fault::InvalidMove)]);
    assert_eq!(pair.guest.theirs().unwrap(), &board);
    assert_eq!(pair.guest.fault(), Some(&Fault::InvalidMove));
    // Nothing is heard after that.
    assert_eq!(hear(&mut pair.guest, "move 1 3 3 2 300", now).refused, Some(Refusal::NotNow));
    assert_eq!(pair.guest.theirs().unwrap(), &board);
}

#[test]
fn doubled_and_early_moves_are_set_aside_and_missing_ones_asked_for() {
    let (mut pair, _) = racing();
    let now = pair.now;
    let before = pair.guest.clone();
    assert_eq!(hear(&mut pair.guest, "move 1 2 1 2 100", now).refused, Some(Refusal::Duplicate));
    let reply = hear(&mut pair.guest, "move 1 5 1 2 300", now);
    assert_eq!(reply.refused, Some(Refusal::OutOfSequence));
    assert_eq!(reply.send, vec![Message::Need { race: 1, from: 3 }]);
    assert_eq!(hear(&mut pair.guest, "move 2 3 3 2 300", now).refused, Some(Refusal::OtherRace));
    assert_eq!(pair.guest, before);
    // The host answers a need with its moves from there; it made none after move 2.
    let reply = hear(&mut pair.host, "need 1 2", now);
    assert_eq!(reply.send.len(), 1);
    assert!(matches!(reply.send[0], Message::Move { number: 2, .. }));
    // Moves never made cannot be asked for.
    assert_eq!(hear(&mut pair.host, "need 1 4", now).events, vec![Event::Failed(Fault::Diverged)]);
}

#[test]
fn a_time_that_cannot_be_ends_the_race() {
    // Earlier than the sender's last move.
    let (mut pair, _) = racing();
    let now = pair.now;
    let board = pair.guest.theirs().unwrap().clone();
    assert_eq!(hear(&mut pair.guest, "move 1 3 2 3 0", now).events, vec![Event::Failed(Fault::BadTime)]);
    assert_eq!(pair.guest.theirs().unwrap(), &board);
    // Ahead of this side's clock by more than the slack: a move, a tick, a finish.
    for text in ["move 1 3 3 2 {t}", "tick 1 2 {t}", "done 1 7 {t}"] {
        let (mut pair, _) = racing();
        let now = pair.now;
        let ahead = pair.guest.clock(now).unwrap() as u64 + CLOCK_SLACK_MILLIS + 1;
        let text = text.replace("{t}", &ahead.to_string());
        assert_eq!(hear(&mut pair.guest, &text, now).events, vec![Event::Failed(Fault::BadTime)], "{text}");
        // Within the slack, the same is believed.
        let (mut pair, _) = racing();
        let within = pair.guest.clock(now).unwrap() as u64 + CLOCK_SLACK_MILLIS;
        let text = text.replace(&ahead.to_string(), &within.to_string());
        assert!(
            pair.guest.receive(text.as_bytes(), now).events.iter().all(|e| !matches!(e, Event::Failed(_)))
        );
    }
}

#[test]
fn a_finish_without_the_moves_that_make_it_ends_the_race() {
    // At a move already known, where the tower was not home.
    let (mut pair, _) = racing();
    let now = pair.now;
    let reply = hear(&mut pair.guest, "done 1 2 200", now);
    assert_eq!(reply.events, vec![Event::Failed(Fault::FalseFinish)]);
    assert!(pair.guest.outcome().is_none());
    // Claimed ahead of the moves: asked for, and refused once they do not make it.
    let (mut pair, _) = racing();
    let now = pair.now;
    let reply = hear(&mut pair.guest, "done 1 4 300", now);
    assert_eq!(reply.send, vec![Message::Need { race: 1, from: 3 }]);
    assert!(pair.guest.fault().is_none());
    // Move 3 (2→3... disk 1 from peg 3 onto peg 2), then move 4 does not bring the tower home.
    assert!(
        pair.guest.receive(b"move 1 3 3 2 250", now).events.iter().all(|e| !matches!(e, Event::Failed(_)))
    );
    let reply = hear(&mut pair.guest, "move 1 4 2 1 280", now);
    assert_eq!(reply.events.last(), Some(&Event::Failed(Fault::FalseFinish)));
    // A finish its moves make is believed, and decides the race.
    let (mut pair, mut rng) = racing();
    for _ in 0..5 {
        let mv = pair.host.mine().unwrap().hint().unwrap();
        pair.play(true, mv, &mut rng);
        pair.pass(100, &mut rng);
    }
    assert!(pair.guest.theirs().unwrap().is_solved());
    assert!(
        pair.events
            .iter()
            .any(|(host, e)| !host && matches!(e, Event::FriendFinished(Finish { moves: 7, .. })))
    );
    // A move after the tower is home is refused.
    let now = pair.now;
    assert_eq!(
        hear(&mut pair.guest, "move 1 8 3 1 900", now).events,
        vec![Event::Failed(Fault::InvalidMove)]
    );
}

#[test]
fn a_tower_from_the_side_that_may_not_choose_it_ends_the_race() {
    let mut rng = SmallRng::seed_from_u64(5);
    let mut pair = Pair::new(start(3, 3));
    pair.connect(&mut rng);
    pair.pass(50, &mut rng);
    let now = pair.now;
    // The creator chose race 1: another tower for it, or a race 2 before race 1 is decided.
    assert_eq!(hear(&mut pair.host, "tower 1 3 3 112", now).events, vec![Event::Failed(Fault::Diverged)]);
    let mut pair = Pair::new(start(3, 3));
    pair.connect(&mut rng);
    pair.pass(50, &mut rng);
    assert_eq!(hear(&mut pair.guest, "tower 2 3 3 112", now).events, vec![Event::Failed(Fault::Diverged)]);
    // The winner may not choose the next: its tower is set aside, and the race stays decided.
    let mut pair = clean_race(3, 3, 100, 300);
    for host in [true, false] {
        let reply = pair.side(host).again().unwrap();
        pair.take(host, reply, &mut rng);
    }
    pair.pass(50, &mut rng);
    let now = pair.now;
    let outcome = *pair.guest.outcome().unwrap();
    let reply = hear(&mut pair.guest, "tower 2 3 3 112", now);
    assert_eq!(reply.refused, Some(Refusal::AfterResult(Fault::Diverged)));
    assert_eq!((pair.guest.number(), pair.guest.outcome()), (1, Some(&outcome)));
    assert!(pair.guest.fault().is_none());
}

#[test]
fn hellos_check_the_protocol_and_the_sides() {
    let now = 10;
    let mut guest = Race::guest(VERSION);
    assert_eq!(hear(&mut guest, "ready 1", now).refused, Some(Refusal::NotNow));
    let reply = hear(&mut guest, "racer 9 3.0.0 host", now);
    assert_eq!(PROTOCOL, 2, "the hello below is of the protocol before");
    assert_eq!(
        reply.events,
        vec![Event::Failed(Fault::OtherVersion { protocol: 9, version: "3.0.0".into() })]
    );
    let mut guest = Race::guest(VERSION);
    let same = format!("racer {PROTOCOL} 0.2.0 guest");
    assert_eq!(hear(&mut guest, &same, now).events, vec![Event::Failed(Fault::SameRole)]);
    let mut guest = Race::guest(VERSION);
    let old = hear(&mut guest, "racer 1 0.2.0 host", now);
    assert_eq!(old.events, vec![Event::Failed(Fault::OtherVersion { protocol: 1, version: "0.2.0".into() })]);
    let mut host = Race::host(VERSION, start(3, 3));
    let hello = format!("racer {PROTOCOL} 0.2.0 guest");
    let reply = hear(&mut host, &hello, now);
    assert_eq!(reply.events, vec![Event::Connected]);
    // The first meeting: a ping, the race's key, and the tower.
    assert!(matches!(reply.send[..], [Message::Ping(_), Message::Key(_), Message::Tower { race: 1, .. }]));
    assert!(reply.send.contains(&Message::Tower { race: 1, start: start(3, 3) }));
    // `full` is said to newcomers by the admission; from the game met it means nothing.
    assert_eq!(hear(&mut host, "full", now).refused, Some(Refusal::NotNow));
    assert!(host.fault().is_none());
    assert_eq!(hear(&mut host, "bye", now).events, vec![Event::Left]);
}

#[test]
fn a_scrambled_tower_is_the_same_for_a_seed_never_home_and_raced_like_any() {
    for pegs in [3, 4] {
        for disks in 1..=MOST_DISKS {
            for seed in 0..20 {
                let start = Start::scrambled(pegs, disks, seed).expect("a scrambled tower");
                assert_eq!(Start::scrambled(pegs, disks, seed), Some(start.clone()));
                let tower = start.tower();
                assert_eq!((tower.peg_count(), tower.disks(), tower.goal()), (pegs, disks, pegs - 1));
                assert!(!tower.is_solved() && tower.moves() == 0);
            }
        }
    }
    // Seeds give different towers; a size the rules refuse gives none.
    let towers: std::collections::HashSet<String> =
        (0..50).map(|seed| Start::scrambled(3, 8, seed).unwrap().config()).collect();
    assert!(towers.len() > 40, "{}", towers.len());
    assert_eq!(Start::scrambled(5, 4, 1), None);
    assert_eq!(Start::scrambled(3, MOST_DISKS + 1, 1), None);
    // It crosses the line like any tower.
    let start = Start::scrambled(4, 6, 7).unwrap();
    let sent = Message::Tower { race: 1, start: start.clone() }.encode();
    assert_eq!(Message::decode(sent.as_bytes()), Ok(Message::Tower { race: 1, start }));
}

#[test]
fn racers_who_may_be_paired_ask_for_the_same_tower_and_protocol() {
    assert_eq!(super::pairing_key(3, 5), format!("race-3x5-p{PROTOCOL}"));
    assert_ne!(super::pairing_key(3, 5), super::pairing_key(4, 5));
    assert_ne!(super::pairing_key(3, 5), super::pairing_key(3, 6));
}

#[test]
fn a_race_s_door_lets_in_a_racer_and_turns_a_tictactoe_game_away() {
    use crate::online::{Admission, Arrival, Heard, TurnedAway};
    let mut admission: Admission<u32, Message> = Admission::new(true);
    for (peer, at) in [(1, 0.0), (2, 0.1), (3, 0.2)] {
        assert_eq!(admission.arrived(peer, at), Arrival::Greet);
    }
    // A TicTacToe game's hello is no racer's; a racer of another protocol is named.
    assert_eq!(admission.heard(1, b"hello 2 0.2.0 guest", 0.5), Heard::TurnedAway(TurnedAway::NotAGame));
    assert_eq!(
        admission.heard(3, b"racer 9 9.0.0 guest", 0.5),
        Heard::TurnedAway(TurnedAway::OtherVersion { protocol: 9, version: "9.0.0".into() })
    );
    let hello = Race::guest(VERSION).hello();
    let heard = admission.heard(2, hello.encode().as_bytes(), 0.6);
    assert_eq!(heard, Heard::Admitted { hello, full: Vec::new() });
    assert_eq!(admission.friend(), Some(2));
    assert_eq!(admission.arrived(4, 1.0), Arrival::Full);
    // And a TicTacToe game's admission never takes a racer for a player.
    let mut ttt: Admission<u32> = Admission::new(true);
    ttt.arrived(1, 0.0);
    let racer = Race::guest(VERSION).hello().encode();
    assert_eq!(ttt.heard(1, racer.as_bytes(), 0.1), Heard::TurnedAway(TurnedAway::NotAGame));
}
