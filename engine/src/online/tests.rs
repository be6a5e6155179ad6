//! The protocol between two sessions: whole games, every kind of bad
//! message, drops and rejoins, and seeded storms of lost, doubled and
//! reordered messages after which the two boards still agree.

use std::collections::VecDeque;

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

use super::*;
use crate::tictactoe::{PlayError, RuleSet};

const VERSION: &str = "0.2.0";

/// Two sessions and the messages on their way, each way in order.
struct Pair {
    host: Session,
    guest: Session,
    to_host: VecDeque<Vec<u8>>,
    to_guest: VecDeque<Vec<u8>>,
    events: Vec<(bool, Event)>,
    refused: usize,
}

impl Pair {
    fn new(rules: RuleSet, starter: Player) -> Self {
        let mut pair = Self {
            host: Session::host(rules, starter, VERSION),
            guest: Session::guest(VERSION),
            to_host: VecDeque::new(),
            to_guest: VecDeque::new(),
            events: Vec::new(),
            refused: 0,
        };
        pair.connect();
        pair
    }

    fn connect(&mut self) {
        let (h, g) = (self.host.hello(), self.guest.hello());
        self.send(true, h);
        self.send(false, g);
        self.deliver_all();
    }

    /// Queues `message` from the host (`from_host`) or the guest.
    fn send(&mut self, from_host: bool, message: Message) {
        let bytes = message.encode().into_bytes();
        if from_host { self.to_guest.push_back(bytes) } else { self.to_host.push_back(bytes) }
    }

    /// Delivers one waiting message to the host (`to_host`) or the guest.
    fn deliver(&mut self, to_host: bool) -> Option<Reply> {
        let bytes = if to_host { self.to_host.pop_front()? } else { self.to_guest.pop_front()? };
        let reply = if to_host { self.host.receive(&bytes) } else { self.guest.receive(&bytes) };
        for m in reply.send.clone() {
            self.send(to_host, m);
        }
        self.events.extend(reply.events.iter().cloned().map(|e| (to_host, e)));
        self.refused += usize::from(reply.refused.is_some());
        Some(reply)
    }

    fn deliver_all(&mut self) {
        for _ in 0..1000 {
            if self.deliver(true).is_none() && self.deliver(false).is_none() {
                return;
            }
        }
        panic!("the two sides never fell quiet");
    }

    fn side(&mut self, host: bool) -> &mut Session {
        if host { &mut self.host } else { &mut self.guest }
    }

    /// The side to move plays `cell`, and it arrives.
    fn play(&mut self, cell: u8) {
        let host = self.host.my_turn();
        let message = self.side(host).play(cell).expect("a legal move on its turn");
        self.send(host, message);
        self.deliver_all();
    }

    fn agree(&self) -> bool {
        self.host.game() == self.guest.game()
            && self.host.moves() == self.guest.moves()
            && self.host.number() == self.guest.number()
            && self.host.resigned() == self.guest.resigned()
    }
}

#[test]
fn whole_games_under_every_rule_set_with_rematches_that_alternate_the_start() {
    for rules in RuleSet::ALL {
        let mut pair = Pair::new(rules, Player::O);
        assert!(pair.host.connected() && pair.guest.connected());
        assert_eq!((pair.guest.rules(), pair.guest.number(), pair.guest.starter()), (rules, 1, Player::O));
        assert!(pair.events.contains(&(false, Event::GameStarted { game: 1, starter: Player::O })));
        let mut rng = SmallRng::seed_from_u64(rules as u64 + 7);
        for game in 1..=3u32 {
            let starter = pair.host.starter();
            while pair.host.is_playing() {
                let legal: Vec<u8> = pair.host.game().legal_cells().collect();
                pair.play(legal[rng.random_range(0..legal.len())]);
                assert!(pair.agree(), "{rules}, game {game}: the boards agree after every move");
            }
            assert!(!pair.guest.is_playing(), "{rules}: over on both sides");
            let first = pair.host.rematch().expect("a rematch once over");
            assert_eq!(first, vec![Message::Rematch { game }], "the guest has not asked yet");
            for m in first {
                pair.send(true, m);
            }
            pair.deliver_all();
            assert_eq!(pair.host.number(), game, "one side's wish starts nothing");
            for m in pair.guest.rematch().expect("a rematch") {
                pair.send(false, m);
            }
            pair.deliver_all();
            assert_eq!((pair.host.number(), pair.guest.number()), (game + 1, game + 1));
            assert_eq!(pair.guest.starter(), starter.other(), "who starts alternates");
            assert!(pair.agree() && pair.host.moves().is_empty());
        }
    }
}

#[test]
fn a_resignation_ends_the_game_on_both_sides() {
    let mut pair = Pair::new(RuleSet::Seed, Player::X);
    pair.play(4);
    let resign = pair.guest.resign().expect("the guest may resign");
    pair.send(false, resign);
    pair.deliver_all();
    assert_eq!(pair.host.resigned(), Some(Player::O));
    assert!(!pair.host.is_playing() && !pair.guest.is_playing());
    assert_eq!(pair.host.play(0), Err(ActionError::NoGame));
    assert!(pair.events.contains(&(true, Event::Resigned)));
}

#[test]
fn local_moves_follow_the_rules_and_the_turn() {
    let mut pair = Pair::new(RuleSet::Seed, Player::X);
    assert_eq!(pair.guest.play(0), Err(ActionError::NotYourTurn));
    assert_eq!(pair.host.play(9), Err(ActionError::Illegal(PlayError::NoSuchCell(9))));
    pair.play(4);
    assert_eq!(pair.guest.play(4), Err(ActionError::Illegal(PlayError::Occupied(4))));
    assert_eq!(pair.host.moves(), [4]);
    let mut guest = Session::guest(VERSION);
    assert_eq!(guest.play(0), Err(ActionError::NoGame), "no game before the host's");
}

/// A connected pair with X on 4 and O on 0; the host (X) to move.
fn two_moves_in() -> Pair {
    let mut pair = Pair::new(RuleSet::Seed, Player::X);
    pair.play(4);
    pair.play(0);
    pair
}

#[test]
fn every_kind_of_bad_message_is_refused_without_changing_the_board() {
    let unreadable: [&[u8]; 12] = [
        b"",
        b"move",
        b"move 1 3",
        b"move 1 3 9",
        b"move 0 3 5",
        b"move 1 61 5",
        b"move 1 3 5 ",
        b"MOVE 1 3 5",
        b"move 1 03 5",
        b"sync 1 seed x 449 -",
        b"hello 1 0.2.0 stranger",
        &[0xff, 0xfe, 0x20],
    ];
    for bytes in unreadable {
        let mut pair = two_moves_in();
        let before = pair.guest.clone();
        let reply = pair.guest.receive(bytes);
        assert!(
            matches!(reply.refused, Some(Refusal::Unreadable(BadMessage::Malformed))),
            "{bytes:?}: {reply:?}"
        );
        assert_eq!(pair.guest, before, "{bytes:?} changes nothing");
    }
    let mut pair = two_moves_in();
    let long = vec![b'a'; MOST_BYTES + 1];
    assert_eq!(
        pair.guest.receive(&long).refused,
        Some(Refusal::Unreadable(BadMessage::TooLong(MOST_BYTES + 1)))
    );

    // A duplicate of a known move: set aside.
    let before = pair.guest.clone();
    let reply = pair.guest.handle(Message::Move { game: 1, number: 1, cell: 4 });
    assert_eq!(reply.refused, Some(Refusal::Duplicate));
    assert_eq!(pair.guest, before);
    // Ahead of sequence: set aside, and the game shown again.
    let reply = pair.guest.handle(Message::Move { game: 1, number: 5, cell: 8 });
    assert_eq!(reply.refused, Some(Refusal::OutOfSequence));
    assert_eq!(reply.send, vec![pair.guest.sync()]);
    assert_eq!(pair.guest, before);
    // Another game of the series.
    let reply = pair.guest.handle(Message::Move { game: 2, number: 3, cell: 8 });
    assert_eq!(reply.refused, Some(Refusal::OtherGame));
    assert_eq!(pair.guest, before);
}

#[test]
fn a_move_that_breaks_the_rules_ends_the_session() {
    // Both numbered as the next move (the third, X's): the host (X) gets
    // one from its friend out of turn, the guest one onto its own stone.
    let cases = [
        ("out of turn", Message::Move { game: 1, number: 3, cell: 8 }),
        ("on a stone", Message::Move { game: 1, number: 3, cell: 0 }),
    ];
    for (what, message) in cases {
        let mut pair = two_moves_in();
        let receiver = if what == "out of turn" { &mut pair.host } else { &mut pair.guest };
        let board = *receiver.game();
        let reply = receiver.handle(message);
        assert_eq!(reply.events, vec![Event::Failed(Fault::InvalidMove)], "{what}");
        assert_eq!(receiver.game(), &board, "{what}: the board is unchanged");
        assert_eq!(
            receiver.fault().map(|f| f.to_string()).as_deref(),
            Some("your friend's game sent an invalid move")
        );
        assert_eq!(receiver.handle(Message::Bye).refused, Some(Refusal::NotNow), "nothing after a failure");
    }
    // A contradiction of a known move.
    let mut pair = two_moves_in();
    let reply = pair.guest.handle(Message::Move { game: 1, number: 1, cell: 5 });
    assert_eq!(reply.events, vec![Event::Failed(Fault::Diverged)]);
    // A synchronisation whose moves break the rules.
    let mut pair = two_moves_in();
    let forged = Message::Sync {
        game: 1,
        rules: RuleSet::Seed,
        starter: Player::X,
        moves: vec![4, 0, 4],
        resigned: None,
    };
    assert_eq!(pair.guest.handle(forged).events, vec![Event::Failed(Fault::InvalidMove)]);
    // A move after the game ended.
    let mut pair = Pair::new(RuleSet::Seed, Player::X);
    for cell in [0, 3, 1, 4, 2] {
        pair.play(cell);
    }
    assert!(!pair.guest.is_playing());
    let reply = pair.host.handle(Message::Move { game: 1, number: 6, cell: 5 });
    assert_eq!(reply.events, vec![Event::Failed(Fault::InvalidMove)]);
}

#[test]
fn hellos_check_the_version_and_the_sides() {
    let mut guest = Session::guest(VERSION);
    assert_eq!(guest.handle(Message::Move { game: 1, number: 1, cell: 4 }).refused, Some(Refusal::NotNow));
    let other = Message::Hello { protocol: PROTOCOL + 1, version: "9.0.0".into(), host: true };
    let reply = guest.handle(other);
    assert!(
        matches!(reply.events.as_slice(), [Event::Failed(Fault::OtherVersion { protocol, .. })] if *protocol == PROTOCOL + 1)
    );
    let mut guest = Session::guest(VERSION);
    let reply = guest.handle(Message::Hello { protocol: PROTOCOL, version: VERSION.into(), host: false });
    assert_eq!(reply.events, vec![Event::Failed(Fault::SameRole)], "two guests: a wrong code or a full room");
}

#[test]
fn every_message_reads_back_as_it_was_written() {
    let messages = [
        Message::Hello { protocol: PROTOCOL, version: "0.2.0-beta.1".into(), host: true },
        Message::Hello { protocol: 7, version: "1".into(), host: false },
        Message::Sync {
            game: 3,
            rules: RuleSet::Four,
            starter: Player::O,
            moves: vec![4, 0, 8],
            resigned: Some(Player::X),
        },
        Message::Sync {
            game: 1,
            rules: RuleSet::RemoveFirst,
            starter: Player::X,
            moves: vec![],
            resigned: None,
        },
        Message::Move { game: 12, number: 60, cell: 8 },
        Message::Resign { game: 2 },
        Message::Rematch { game: 5 },
        Message::Key(0xfeed_0000_0000_0000_0000_0000_0000_beef),
        Message::Ask(0),
        Message::Proof(u64::MAX),
        Message::Bye,
        Message::Full,
    ];
    for m in messages {
        assert_eq!(Message::decode(m.encode().as_bytes()), Ok(m.clone()), "{}", m.encode());
        assert!(m.encode().len() <= MOST_BYTES);
    }
}

#[test]
fn a_side_that_drops_and_rejoins_gets_the_same_board_again() {
    let mut pair = two_moves_in();
    pair.play(8);
    // The guest reloads: it kept the game before the host's last move.
    pair.host.dropped();
    let kept = &pair.guest.moves()[..2];
    let (key, shared) = pair.guest.key();
    assert!(key.is_some() && shared, "the guest keeps the key the host gave");
    pair.guest = Session::rejoin(false, VERSION, (1, RuleSet::Seed, Player::X), kept)
        .expect("a legal kept game")
        .with_key(key, shared);
    pair.events.clear();
    pair.connect();
    assert!(pair.agree(), "host {:?}, guest {:?}", pair.host.moves(), pair.guest.moves());
    assert!(
        pair.events.contains(&(false, Event::Moved { by: Player::X, cell: 8 })),
        "the missed move is shown"
    );
    assert!(pair.guest.my_turn());
    // And the game goes on.
    pair.play(2);
    assert!(pair.agree());

    // The host reloads with an older copy: the guest's longer game is taken.
    pair.guest.dropped();
    let kept = pair.host.moves()[..3].to_vec();
    let (key, shared) = pair.host.key();
    pair.host = Session::rejoin(true, VERSION, (1, RuleSet::Seed, Player::X), &kept)
        .expect("legal")
        .with_key(key, shared);
    pair.connect();
    assert!(pair.agree() && pair.host.moves().len() == 4);
    assert!(
        Session::rejoin(true, VERSION, (1, RuleSet::Seed, Player::X), &[4, 4]).is_none(),
        "a kept game that breaks the rules"
    );
}

#[test]
fn an_absent_friend_s_game_can_be_claimed() {
    let mut pair = two_moves_in();
    assert_eq!(pair.host.claim(), Err(ActionError::NoGame), "not while they are here");
    let bye = Message::Bye;
    pair.send(false, bye);
    pair.deliver_all();
    assert!(!pair.host.connected() && pair.events.contains(&(true, Event::Left)));
    assert_eq!(pair.host.claim(), Ok(()));
    assert_eq!(pair.host.resigned(), Some(Player::O));
}

/// What a forged message must leave as it was: the game, its moves, its number and its result.
fn unchanged(before: &Session, after: &Session) -> bool {
    before.game() == after.game()
        && before.moves() == after.moves()
        && before.number() == after.number()
        && before.resigned() == after.resigned()
        && before.rules() == after.rules()
        && before.starter() == after.starter()
}

fn sync(game: u32, rules: RuleSet, starter: Player, moves: &[u8], resigned: Option<Player>) -> Message {
    Message::Sync { game, rules, starter, moves: moves.to_vec(), resigned }
}

#[test]
fn a_sync_may_only_add_the_sender_s_own_moves_and_resignation() {
    use Player::{O, X};
    let seed = RuleSet::Seed;
    // X 4, O 0, X 8, O 1: O threatens 2; X (the host) to move.
    let mut pair = two_moves_in();
    pair.play(8);
    pair.play(1);
    let (host, guest) = (pair.host.clone(), pair.guest.clone());
    let forged: [(&str, bool, Message); 11] = [
        // Seen in the wild: X's move the host never made, then O's winning move.
        (
            "a move for the host, then the guest's winning move",
            true,
            sync(1, seed, X, &[4, 0, 8, 1, 5, 2], None),
        ),
        ("a move for the receiver", true, sync(1, seed, X, &[4, 0, 8, 1, 5], None)),
        ("a changed past move", true, sync(1, seed, X, &[4, 0, 6, 1], None)),
        ("the receiver's resignation", true, sync(1, seed, X, &[4, 0, 8, 1], Some(X))),
        ("a game the host never set up", true, sync(2, seed, O, &[], None)),
        ("other rules", true, sync(1, RuleSet::Four, X, &[4, 0, 8, 1], None)),
        ("another starter", true, sync(1, seed, O, &[4, 0, 8, 1], None)),
        ("a move for the guest", false, sync(1, seed, X, &[4, 0, 8, 1, 5, 2], None)),
        ("the guest's resignation", false, sync(1, seed, X, &[4, 0, 8, 1], Some(O))),
        ("a next game the guest did not ask for", false, sync(2, seed, O, &[], None)),
        ("a changed past move, to the guest", false, sync(1, seed, X, &[4, 3, 8, 1], None)),
    ];
    for (what, to_host, message) in forged {
        let mut receiver = if to_host { host.clone() } else { guest.clone() };
        let reply = receiver.handle(message);
        assert_eq!(reply.events, vec![Event::Failed(Fault::Diverged)], "{what}");
        assert!(unchanged(if to_host { &host } else { &guest }, &receiver), "{what}: nothing changes");
        assert_eq!(receiver.game().winner(), None, "{what}: nobody wins by it");
        assert_eq!(
            receiver.fault().map(ToString::to_string).as_deref(),
            Some("the two games disagree about the moves made")
        );
    }
    // A new guest is not handed a game with moves of its own in it.
    let mut fresh = Session::guest(VERSION);
    fresh.handle(host.hello());
    let reply = fresh.handle(sync(1, seed, O, &[3], None));
    assert_eq!(reply.events, vec![Event::Failed(Fault::Diverged)], "O's move in the host's first game");
    assert_eq!(fresh.number(), 0);
    // What the sender may add is taken: its own move in turn, its own resignation.
    let mut receiver = host.clone();
    receiver.play(5).expect("X's move");
    let reply = receiver.handle(sync(1, seed, X, &[4, 0, 8, 1, 5, 3], Some(O)));
    assert!(reply.events.contains(&Event::Moved { by: O, cell: 3 }), "{reply:?}");
    assert!(reply.events.contains(&Event::Resigned));
    assert_eq!((receiver.moves().len(), receiver.resigned(), receiver.fault()), (6, Some(O), None));
    // And what the receiver has already, it may be shown again.
    let mut receiver = guest.clone();
    assert_eq!(receiver.handle(sync(1, seed, X, &[4, 0, 8, 1], None)).events, vec![Event::Synced]);
}

#[test]
fn a_game_that_comes_again_with_another_game_is_turned_away() {
    let mut pair = two_moves_in();
    pair.play(8);
    let host = pair.host.clone();
    // The friend's connection drops; a game with the same code and another game comes.
    pair.host.dropped();
    let mut stranger =
        Session::rejoin(false, VERSION, (1, RuleSet::Seed, Player::X), &[4, 1]).expect("legal");
    let reply = pair.host.handle(stranger.hello());
    assert_eq!(reply.events, vec![Event::Connected]);
    assert!(matches!(reply.send[..], [Message::Ask(_)]), "asked to prove itself, shown nothing: {reply:?}");
    assert!(pair.host.on_probation(), "a game that comes again must prove itself first");
    // Nothing it says is taken before: not its game, not an empty one that would agree with any.
    let empty =
        Message::Sync { game: 1, rules: RuleSet::Seed, starter: Player::X, moves: vec![], resigned: None };
    for message in [stranger.sync(), empty, Message::Move { game: 1, number: 4, cell: 2 }] {
        let reply = pair.host.handle(message);
        assert_eq!((reply.refused, reply.send.len()), (Some(Refusal::NotNow), 0));
    }
    // It cannot answer the ask; a proof made up is no proof.
    assert_eq!(stranger.handle(Message::Ask(7)).refused, Some(Refusal::NotNow));
    let reply = pair.host.handle(Message::Proof(0x0123_4567_89ab_cdef));
    assert_eq!(reply.events, vec![Event::Stranger], "turned away, not a fault");
    assert!(unchanged(&host, &pair.host) && pair.host.fault().is_none() && !pair.host.connected());
    // A friend whose game holds the key but not the last move agrees first, or is turned away too.
    let (key, shared) = pair.guest.key();
    let mut behind = Session::rejoin(false, VERSION, (1, RuleSet::Seed, Player::X), &[4, 1])
        .expect("legal")
        .with_key(key, shared);
    let reply = pair.host.handle(behind.hello());
    let Some(Message::Ask(nonce)) = reply.send.first().cloned() else { panic!("{reply:?}") };
    behind.handle(host.hello());
    let proof = behind.handle(Message::Ask(nonce));
    assert!(pair.host.handle(proof.send[0].clone()).send.contains(&pair.host.sync()));
    assert_eq!(pair.host.handle(behind.sync()).events, vec![Event::Stranger]);
    assert!(unchanged(&host, &pair.host));
    // Its move out of turn does nothing either.
    let _ = stranger.handle(host.hello());
    // The friend comes back, agrees, and the game goes on.
    pair.guest.dropped();
    pair.connect();
    assert!(pair.host.connected() && !pair.host.on_probation() && pair.agree());
    pair.play(2);
    assert!(pair.agree());
}

#[test]
fn the_door_lets_in_the_first_valid_hello_and_no_one_else() {
    let host = Session::host(RuleSet::Seed, Player::X, VERSION);
    let guest_hello = Session::guest(VERSION).hello().encode().into_bytes();
    let mut admission: Admission<u32> = Admission::new(true);
    // A silent game comes first, then the friend.
    assert_eq!(admission.arrived(1, 0.0), Arrival::Greet);
    assert_eq!(admission.next_deadline(), Some(HELLO_WITHIN));
    assert_eq!(admission.overdue(HELLO_WITHIN - 0.1), Vec::<u32>::new());
    assert_eq!(admission.arrived(2, 1.0), Arrival::Greet);
    assert_eq!(
        admission.heard(2, &guest_hello, 1.5),
        Heard::Admitted { hello: Message::decode(&guest_hello).unwrap(), full: vec![1] }
    );
    assert_eq!(admission.friend(), Some(2));
    assert_eq!(admission.heard(2, b"move 1 1 4", 2.0), Heard::FromFriend);
    // The silent one is a stranger now (told the room is full), let go after a while.
    assert_eq!(admission.heard(1, &guest_hello, 2.0), Heard::Ignored, "too late");
    assert_eq!(admission.overdue(1.5 + STRANGER_LINGER), vec![1]);
    // A newcomer is told the room is full, and let go.
    assert_eq!(admission.arrived(3, 10.0), Arrival::Full);
    assert_eq!(admission.overdue(10.0 + STRANGER_LINGER), vec![3]);
    // The friend leaves: the admission waits for it again.
    assert!(admission.left(2) && admission.friend().is_none());

    // What is turned away, and why; the admission itself stays open.
    let hellos: [(&[u8], TurnedAway); 4] = [
        (b"hello 1 0.1.0 guest", TurnedAway::OtherVersion { protocol: 1, version: "0.1.0".into() }),
        (&host.hello().encode().into_bytes(), TurnedAway::SameSide),
        (b"sync 1 seed x 48 -", TurnedAway::NotAGame),
        (b"\xff junk", TurnedAway::NotAGame),
    ];
    for (i, (bytes, why)) in hellos.into_iter().enumerate() {
        let peer = 10 + i as u32;
        admission.arrived(peer, 20.0);
        assert_eq!(admission.heard(peer, bytes, 20.5), Heard::TurnedAway(why.clone()));
        assert_eq!(admission.turned_away(), Some(&why));
        assert!(admission.friend().is_none());
    }
    let silent = 30;
    admission.arrived(silent, 30.0);
    let mut gone = admission.overdue(30.0 + HELLO_WITHIN);
    gone.sort();
    assert_eq!(gone, vec![10, 11, 12, 13, silent]);
    assert_eq!(admission.turned_away(), Some(&TurnedAway::NotAGame));
}

#[test]
fn a_newcomer_learns_the_room_is_full_only_from_every_game_in_it() {
    let host_hello = Session::host(RuleSet::Seed, Player::X, VERSION).hello().encode().into_bytes();
    let mut admission: Admission<u32> = Admission::new(false);
    admission.arrived(1, 0.0);
    admission.arrived(2, 0.0);
    assert_eq!(admission.heard(1, b"full", 0.1), Heard::SaysFull);
    assert!(!admission.is_full(), "one game says so; the other may be the host");
    assert_eq!(admission.heard(2, b"full", 0.2), Heard::SaysFull);
    assert!(admission.is_full());
    assert_eq!(admission.overdue(60.0), Vec::<u32>::new(), "a full room is not let go: the player reads it");
    // The games that said so let it go: the room stays full to it, until another game comes.
    admission.left(1);
    admission.left(2);
    assert!(admission.is_full());
    admission.arrived(3, 61.0);
    assert!(!admission.is_full());
    // A squatter says the room is full; the real host greets: the host is the friend.
    let mut admission: Admission<u32> = Admission::new(false);
    admission.arrived(1, 0.0);
    admission.heard(1, b"full", 0.1);
    admission.arrived(2, 0.5);
    assert!(!admission.is_full());
    assert!(matches!(admission.heard(2, &host_hello, 0.6), Heard::Admitted { .. }));
    assert_eq!(admission.friend(), Some(2));
    assert!(!admission.is_full());
    // A creator is never the newcomer: a game telling it the room is full is turned away.
    let guest_hello = Session::guest(VERSION).hello().encode().into_bytes();
    let mut admission: Admission<u32> = Admission::new(true);
    admission.arrived(1, 0.0);
    assert_eq!(admission.heard(1, b"full", 0.1), Heard::TurnedAway(TurnedAway::NotAGame));
    assert!(!admission.is_full());
    admission.arrived(2, 0.5);
    assert!(matches!(admission.heard(2, &guest_hello, 0.6), Heard::Admitted { .. }));
}

/// One storm: both sides play and sometimes resign or ask for a rematch,
/// while messages are lost, doubled, held back or replaced by garbage;
/// then the connection is made again and both must agree.
/// Returns the games begun and the messages refused on the way.
fn storm(seed: u64) -> (u32, usize) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let rules = RuleSet::ALL[rng.random_range(0..3)];
    let starter = if rng.random_bool(0.5) { Player::X } else { Player::O };
    let mut pair = Pair::new(rules, starter);
    for _ in 0..rng.random_range(5..120) {
        match rng.random_range(0..100) {
            0..40 => {
                // The side to move plays.
                for host in [true, false] {
                    if pair.side(host).my_turn() {
                        let legal: Vec<u8> = pair.side(host).game().legal_cells().collect();
                        let cell = legal[rng.random_range(0..legal.len())];
                        let m = pair.side(host).play(cell).expect("legal on its turn");
                        pair.send(host, m);
                    }
                }
            }
            40..42 => {
                let host = rng.random_bool(0.5);
                if let Ok(m) = pair.side(host).resign() {
                    pair.send(host, m);
                }
            }
            42..50 => {
                let host = rng.random_bool(0.5);
                if let Ok(ms) = pair.side(host).rematch() {
                    for m in ms {
                        pair.send(host, m);
                    }
                }
            }
            50..80 => {
                let to_host = rng.random_bool(0.5);
                pair.deliver(to_host);
            }
            80..86 => {
                // Lost.
                let queue = if rng.random_bool(0.5) { &mut pair.to_host } else { &mut pair.to_guest };
                queue.pop_front();
            }
            86..91 => {
                // Doubled.
                let queue = if rng.random_bool(0.5) { &mut pair.to_host } else { &mut pair.to_guest };
                if let Some(m) = queue.front().cloned() {
                    queue.push_front(m);
                }
            }
            91..96 => {
                // Held back behind the next.
                let queue = if rng.random_bool(0.5) { &mut pair.to_host } else { &mut pair.to_guest };
                if queue.len() >= 2 {
                    queue.swap(0, 1);
                }
            }
            _ => {
                // Garbage, or a message cut short.
                let queue = if rng.random_bool(0.5) { &mut pair.to_host } else { &mut pair.to_guest };
                let mut junk: Vec<u8> = match queue.front() {
                    Some(m) if rng.random_bool(0.5) => m[..rng.random_range(0..=m.len())].to_vec(),
                    _ => (0..rng.random_range(0..40)).map(|_| rng.random()).collect(),
                };
                if rng.random_bool(0.1) {
                    junk.resize(MOST_BYTES + 10, b'7');
                }
                queue.push_front(junk);
            }
        }
        assert!(
            pair.host.fault().is_none() && pair.guest.fault().is_none(),
            "seed {seed}: honest games never fail"
        );
    }
    // The connection is made again: whatever was on its way is gone.
    pair.to_host.clear();
    pair.to_guest.clear();
    pair.host.dropped();
    pair.guest.dropped();
    pair.connect();
    assert!(pair.host.fault().is_none() && pair.guest.fault().is_none(), "seed {seed}");
    assert!(
        pair.agree(),
        "seed {seed}: host {:?} game {} resigned {:?}, guest {:?} game {} resigned {:?}",
        pair.host.moves(),
        pair.host.number(),
        pair.host.resigned(),
        pair.guest.moves(),
        pair.guest.number(),
        pair.guest.resigned()
    );
    (pair.host.number(), pair.refused)
}

#[test]
fn a_thousand_storms_never_panic_and_always_end_in_agreement() {
    let (mut rematches, mut refused) = (0, 0);
    for seed in 0..1000 {
        let (games, set_aside) = storm(seed);
        rematches += games - 1;
        refused += set_aside;
    }
    // The storms did what they are for: games went on to rematches, and bad messages were met.
    assert!(rematches > 100 && refused > 1000, "{rematches} rematches, {refused} messages set aside");
}
