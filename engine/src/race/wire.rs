//! The messages two racing games exchange, and their text form: one short
//! line of words and numbers, read strictly (anything else is refused, and
//! nothing longer than [`MOST_BYTES`] is read at all). Pegs are written as
//! the player counts them, from 1.

use std::fmt;

use crate::hanoi::tower::{MAX_PEGS, MIN_PEGS};
use crate::hanoi::{Move, Tower};
use crate::race::MOST_MARGIN_MILLIS;

/// The protocol's version: games speaking another cannot race each other.
/// 2: round trips measured (`ping`, `pong`), a go that carries the tie
/// margin, finishes counted where they arrive (`seen`), and a race key
/// with which a game that comes back proves it is the one met first
/// (`key`, `ask`, `proof`).
pub const PROTOCOL: u16 = 2;
/// The longest message read, in bytes.
pub const MOST_BYTES: usize = 128;
/// The tallest tower raced (the largest the menu offers).
pub const MOST_DISKS: usize = 10;
/// The most moves one side may make in a race: far more than any tower
/// raced needs, and a bound on what a side keeps of the other's.
pub const MOST_MOVES: u32 = 100_000;
/// The longest race, in milliseconds of either side's clock (a day).
pub const MOST_MILLIS: u32 = 86_400_000;

/// The tower both sides race on: its pegs, its goal, and where each disk
/// starts (a tower with no moves made, of at most [`MOST_DISKS`] disks, not home).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Start {
    tower: Tower,
}

/// Why a tower cannot be raced on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StartError {
    /// More disks than [`MOST_DISKS`].
    TooTall(usize),
    /// The tower stands on its goal already: there is nothing to race.
    AlreadyHome,
}

impl fmt::Display for StartError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::TooTall(n) => write!(f, "a race is on at most {MOST_DISKS} disks, not {n}"),
            Self::AlreadyHome => write!(f, "the tower is home already: there is nothing to race"),
        }
    }
}

impl std::error::Error for StartError {}

impl Start {
    /// The race's start: the position of `tower` (its history is left out).
    pub fn new(tower: &Tower) -> Result<Self, StartError> {
        if tower.disks() > MOST_DISKS {
            return Err(StartError::TooTall(tower.disks()));
        }
        if tower.is_solved() {
            return Err(StartError::AlreadyHome);
        }
        Ok(Self { tower: tower.position() })
    }

    /// A scrambled tower of `disks` disks on `pegs` pegs, its goal the last
    /// peg: every disk on a peg drawn by `seed` (the same seed, the same
    /// tower), the largest never on the goal, so the tower is never home.
    /// `None` for a size the rules refuse.
    pub fn scrambled(pegs: usize, disks: usize, seed: u64) -> Option<Self> {
        use rand::{RngExt, SeedableRng};
        let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
        let goal = pegs.checked_sub(1)?;
        let mut places: Vec<usize> = (0..disks).map(|_| rng.random_range(0..pegs)).collect();
        if let Some(largest) = places.last_mut()
            && *largest == goal
        {
            *largest = rng.random_range(0..goal.max(1));
        }
        let tower = Tower::from_places_on(pegs, &places, goal).ok()?;
        Self::new(&tower).ok()
    }

    /// The tower at the start, with no moves made.
    pub fn tower(&self) -> Tower {
        self.tower.clone()
    }

    /// How many disks.
    pub fn disks(&self) -> usize {
        self.tower.disks()
    }

    /// How many pegs.
    pub fn pegs(&self) -> usize {
        self.tower.peg_count()
    }

    /// The position as `hanoi solve --from` takes it: the peg (from 1) of
    /// each disk, largest disk first.
    pub fn config(&self) -> String {
        self.tower.places().iter().rev().map(|&p| char::from(b'1' + p)).collect()
    }

    /// The start as the line says it: `PEGS GOAL CONFIG`, the goal peg
    /// from 1 and the position as [`Start::config`] gives it.
    pub fn text(&self) -> String {
        format!("{} {} {}", self.pegs(), self.tower.goal() + 1, self.config())
    }

    /// A start from its [`Start::text`]; `None` for anything else, or a
    /// tower a race refuses.
    pub fn parse(text: &str) -> Option<Self> {
        match text.split(' ').collect::<Vec<_>>()[..] {
            [pegs, goal, config] => Self::read(pegs, goal, config),
            _ => None,
        }
    }

    fn read(pegs: &str, goal: &str, config: &str) -> Option<Self> {
        let pegs: usize = pegs.parse().ok().filter(|p| (MIN_PEGS..=MAX_PEGS).contains(p))?;
        let goal: usize = goal.parse().ok().filter(|g| (1..=pegs).contains(g))?;
        if !(1..=MOST_DISKS).contains(&config.len()) {
            return None;
        }
        let tower = Tower::from_config_on(pegs, config, config.len(), goal - 1).ok()?;
        Self::new(&tower).ok()
    }
}

/// One message between the two racing games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// The first message of each side once connected, and again after a
    /// drop (`racer …`: a word of its own, so that a TicTacToe game that
    /// comes to a race's room is never taken for a racer, nor the other way).
    Hello {
        /// [`PROTOCOL`] of the sender.
        protocol: u16,
        /// The sender's game version, to name it when the protocols differ.
        version: String,
        /// Whether the sender created the race.
        host: bool,
    },
    /// The tower of race `race`, chosen by the sender (the creator for the
    /// first race, the loser of the last race for the next).
    Tower {
        /// The race's number (1 for the first).
        race: u32,
        /// Where it starts.
        start: Start,
    },
    /// The sender has race `race`'s tower and is ready.
    Ready {
        /// The race's number.
        race: u32,
    },
    /// The chooser of race `race`'s tower started the count-down
    /// `elapsed` milliseconds ago (0 when it starts it; more when the go
    /// is said again after a drop, so that both clocks still agree).
    Go {
        /// The race's number.
        race: u32,
        /// Milliseconds since the chooser's count-down began.
        elapsed: u32,
        /// Finishes closer than this many milliseconds are a tie: the
        /// chooser's latency bound and the slack (see
        /// [`crate::race::tie_margin`]). Both sides judge by it.
        margin: u32,
    },
    /// The sender's `number`th move on its own board, made `millis` after
    /// its count-down ended.
    Move {
        /// The race's number.
        race: u32,
        /// The move's number, from 1.
        number: u32,
        /// The move (pegs from 0 here, from 1 on the wire).
        mv: Move,
        /// When, on the sender's clock.
        millis: u32,
    },
    /// Asks for the receiver's moves again, from move `from` on (a move went missing).
    Need {
        /// The race's number.
        race: u32,
        /// The first move asked for.
        from: u32,
    },
    /// The sender's clock: at `millis` it had made `moves` moves, and its
    /// tower was home only if a [`Message::Done`] said so before.
    Tick {
        /// The race's number.
        race: u32,
        /// Moves made so far.
        moves: u32,
        /// Its clock.
        millis: u32,
    },
    /// The sender's tower came home with its `moves`th move, at `millis`.
    Done {
        /// The race's number.
        race: u32,
        /// Moves made.
        moves: u32,
        /// When.
        millis: u32,
    },
    /// The receiver's tower came home with its `moves`th move, counted at
    /// `millis` of the race: the sender's judgement of the receiver's
    /// finish, from when its moves arrived (sent at once, and again with
    /// every tick), so that both sides decide by the same two times.
    Seen {
        /// The race's number.
        race: u32,
        /// The receiver's moves home.
        moves: u32,
        /// When the sender counted the finish.
        millis: u32,
    },
    /// Asks for a [`Message::Pong`] with the same number at once: the sender measures the round trip.
    Ping(u32),
    /// The answer to a [`Message::Ping`].
    Pong(u32),
    /// The race's key, from the creator to the game it first met: a game
    /// that comes back to the race later proves with it that it is that
    /// game ([`Message::Proof`]). Never sent again.
    Key(u128),
    /// Asks the other game, come back after a drop or a restart, to prove
    /// that it holds the race's key: the number to prove it with (fresh each time).
    Ask(u64),
    /// The proof: the race's key, the number asked and the sender's side,
    /// hashed together (see [`proof`]).
    Proof(u64),
    /// The sender would race again after race `race`.
    Again {
        /// The race that ended.
        race: u32,
    },
    /// The sender leaves for good.
    Bye,
    /// The sender races someone else already: the room is full.
    Full,
}

/// The admission of a race's room lets in the first game that says a racer's
/// hello of the other side (`crate::online::Admission<P, Message>`).
impl crate::online::Greeting for Message {
    const PROTOCOL: u16 = PROTOCOL;

    fn read(bytes: &[u8]) -> Option<Self> {
        Self::decode(bytes).ok()
    }

    fn hello(&self) -> Option<(u16, &str, bool)> {
        match self {
            Self::Hello { protocol, version, host } => Some((*protocol, version, *host)),
            _ => None,
        }
    }

    fn says_full(&self) -> bool {
        matches!(self, Self::Full)
    }
}

/// Why a message could not be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BadMessage {
    /// Longer than [`MOST_BYTES`].
    TooLong(usize),
    /// Not UTF-8 text, an unknown word, or numbers out of range.
    Malformed,
}

impl fmt::Display for BadMessage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::TooLong(n) => write!(f, "a message of {n} bytes (at most {MOST_BYTES})"),
            Self::Malformed => write!(f, "a message that is not one of the race's"),
        }
    }
}

impl std::error::Error for BadMessage {}

impl Message {
    /// The message's text form.
    pub fn encode(&self) -> String {
        match self {
            Self::Hello { protocol, version, host } => {
                format!("racer {protocol} {version} {}", if *host { "host" } else { "guest" })
            }
            Self::Tower { race, start } => {
                format!("tower {race} {}", start.text())
            }
            Self::Ready { race } => format!("ready {race}"),
            Self::Go { race, elapsed, margin } => format!("go {race} {elapsed} {margin}"),
            Self::Move { race, number, mv, millis } => {
                format!("move {race} {number} {} {} {millis}", mv.from + 1, mv.to + 1)
            }
            Self::Need { race, from } => format!("need {race} {from}"),
            Self::Tick { race, moves, millis } => format!("tick {race} {moves} {millis}"),
            Self::Done { race, moves, millis } => format!("done {race} {moves} {millis}"),
            Self::Seen { race, moves, millis } => format!("seen {race} {moves} {millis}"),
            Self::Ping(n) => format!("ping {n}"),
            Self::Pong(n) => format!("pong {n}"),
            Self::Key(key) => format!("key {key:032x}"),
            Self::Ask(nonce) => format!("ask {nonce:016x}"),
            Self::Proof(proof) => format!("proof {proof:016x}"),
            Self::Again { race } => format!("again {race}"),
            Self::Bye => "bye".to_string(),
            Self::Full => "full".to_string(),
        }
    }

    /// Reads a message, strictly: every word in its place, numbers in range,
    /// and only the one spelling [`Self::encode`] writes.
    pub fn decode(bytes: &[u8]) -> Result<Self, BadMessage> {
        if bytes.len() > MOST_BYTES {
            return Err(BadMessage::TooLong(bytes.len()));
        }
        let text = std::str::from_utf8(bytes).map_err(|_| BadMessage::Malformed)?;
        Self::parse(text).ok_or(BadMessage::Malformed)
    }

    fn parse(text: &str) -> Option<Self> {
        let words: Vec<&str> = text.split(' ').collect();
        let race = |w: &str| w.parse::<u32>().ok().filter(|&r| r >= 1);
        let moves = |w: &str| w.parse::<u32>().ok().filter(|&m| m <= MOST_MOVES);
        let millis = |w: &str| w.parse::<u32>().ok().filter(|&t| t <= MOST_MILLIS);
        let peg = |w: &str| w.parse::<usize>().ok().filter(|p| (1..=MAX_PEGS).contains(p)).map(|p| p - 1);
        let message = match words.as_slice() {
            ["racer", protocol, version, role] => {
                let (protocol, version, host) = crate::online::read_hello(protocol, version, role)?;
                Self::Hello { protocol, version, host }
            }
            ["tower", r, pegs, goal, config] => {
                Self::Tower { race: race(r)?, start: Start::read(pegs, goal, config)? }
            }
            ["ready", r] => Self::Ready { race: race(r)? },
            ["go", r, e, m] => Self::Go {
                race: race(r)?,
                elapsed: millis(e)?,
                margin: millis(m).filter(|&m| m <= MOST_MARGIN_MILLIS)?,
            },
            ["move", r, n, from, to, t] => {
                let number = moves(n).filter(|&n| n >= 1)?;
                let (from, to) = (peg(from)?, peg(to)?);
                if from == to {
                    return None;
                }
                Self::Move { race: race(r)?, number, mv: Move::new(from, to), millis: millis(t)? }
            }
            ["need", r, from] => Self::Need { race: race(r)?, from: moves(from).filter(|&f| f >= 1)? },
            ["tick", r, m, t] => Self::Tick { race: race(r)?, moves: moves(m)?, millis: millis(t)? },
            ["done", r, m, t] => {
                Self::Done { race: race(r)?, moves: moves(m).filter(|&m| m >= 1)?, millis: millis(t)? }
            }
            ["seen", r, m, t] => {
                Self::Seen { race: race(r)?, moves: moves(m).filter(|&m| m >= 1)?, millis: millis(t)? }
            }
            ["ping", n] => Self::Ping(n.parse().ok()?),
            ["pong", n] => Self::Pong(n.parse().ok()?),
            ["key", k] if k.len() == 32 => Self::Key(u128::from_str_radix(k, 16).ok()?),
            ["ask", n] if n.len() == 16 => Self::Ask(u64::from_str_radix(n, 16).ok()?),
            ["proof", p] if p.len() == 16 => Self::Proof(u64::from_str_radix(p, 16).ok()?),
            ["again", r] => Self::Again { race: race(r)? },
            ["bye"] => Self::Bye,
            ["full"] => Self::Full,
            _ => return None,
        };
        (message.encode() == text).then_some(message)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn start(pegs: usize, disks: usize) -> Start {
        Start::new(&Tower::new_on(pegs, disks).unwrap()).unwrap()
    }

    #[test]
    fn every_message_reads_back_as_it_was_written() {
        let messages = [
            Message::Hello { protocol: PROTOCOL, version: "1.2.3-beta+4".into(), host: true },
            Message::Hello { protocol: 9, version: "0.2.0".into(), host: false },
            Message::Tower { race: 1, start: start(3, 10) },
            Message::Tower {
                race: 7,
                start: Start::new(&Tower::from_config_on(4, "4312", 4, 3).unwrap()).unwrap(),
            },
            Message::Ready { race: 2 },
            Message::Go { race: 2, elapsed: 0, margin: 0 },
            Message::Go { race: 2, elapsed: 4_321, margin: MOST_MARGIN_MILLIS },
            Message::Move { race: 1, number: 1, mv: Move::new(0, 2), millis: 0 },
            Message::Move { race: 3, number: MOST_MOVES, mv: Move::new(3, 1), millis: MOST_MILLIS },
            Message::Need { race: 1, from: 5 },
            Message::Tick { race: 1, moves: 0, millis: 999 },
            Message::Done { race: 1, moves: 7, millis: 12_345 },
            Message::Seen { race: 1, moves: 7, millis: 12_400 },
            Message::Ping(0),
            Message::Ping(u32::MAX),
            Message::Pong(17),
            Message::Key(u128::MAX - 5),
            Message::Key(1),
            Message::Ask(0x0123_4567_89ab_cdef),
            Message::Proof(0),
            Message::Again { race: 4 },
            Message::Bye,
            Message::Full,
        ];
        for message in messages {
            let text = message.encode();
            assert_eq!(Message::decode(text.as_bytes()), Ok(message), "{text}");
            assert!(text.len() <= MOST_BYTES, "{text}");
        }
    }

    #[test]
    fn anything_but_the_one_spelling_of_a_message_is_refused() {
        for text in [
            "",
            "racer",
            "racer 1 0.2.0 king",
            "racer 1 0 2 host",
            "racer x 0.2.0 host",
            "hello 1 0.2.0 host",      // TicTacToe's hello: another game
            "tower 0 3 3 111",         // race 0
            "tower 1 5 3 111",         // five pegs
            "tower 1 3 4 111",         // goal beyond the pegs
            "tower 1 3 3 333",         // home already
            "tower 1 3 3 114",         // a peg the board lacks
            "tower 1 3 3 11111111111", // eleven disks
            "tower 1 3 3 ",
            "ready",
            "go 1",
            "go 1 -5",
            "go 1 0",      // protocol 1's go: no margin
            "go 1 0 1101", // a margin wider than a go may set
            "seen 1 0 5",
            "ping",
            "ping -1",
            "ping 4294967296",
            "pong 01",
            "key 1", // not 32 digits
            "key 0000000000000000000000000000000G",
            "key 0000000000000000000000000000000A", // not the one spelling
            "ask 123",
            "ask +123456789abcdef",
            "proof 0123456789abcdefa",
            "move 1 1 1 1 0",        // the same peg
            "move 1 0 1 3 0",        // move 0
            "move 1 1 0 3 0",        // peg 0
            "move 1 1 1 5 0",        // peg 5
            "move 1 01 1 3 0",       // not the one spelling
            "move 1 1 1 3 86400001", // longer than a day
            "move 1 100001 1 3 5",   // more moves than a race allows
            "move  1 1 1 3 0",
            "move 1 1 1 3 0 ",
            "need 1 0",
            "tick 1 1",
            "done 1 0 5",
            "again",
            "bye now",
            "FULL",
        ] {
            assert_eq!(Message::decode(text.as_bytes()), Err(BadMessage::Malformed), "{text:?}");
        }
        let long = vec![b'7'; MOST_BYTES + 1];
        assert_eq!(Message::decode(&long), Err(BadMessage::TooLong(MOST_BYTES + 1)));
        assert_eq!(Message::decode(&[0xff, 0xfe]), Err(BadMessage::Malformed));
    }

    #[test]
    fn a_start_reads_back_from_its_text_and_nothing_else_does() {
        for start in [start(3, 1), start(4, 10), Start::scrambled(4, 7, 11).unwrap()] {
            assert_eq!(Start::parse(&start.text()), Some(start.clone()), "{}", start.text());
        }
        for text in ["", "3 3", "3 3 111 1", "3 4 111", "5 5 1111", "3 3 333", "3 3 141", "3 3 12345678901"] {
            assert_eq!(Start::parse(text), None, "{text:?}");
        }
    }

    #[test]
    fn a_start_is_a_tower_not_yet_home_of_at_most_ten_disks() {
        assert_eq!(Start::new(&Tower::new(11).unwrap()), Err(StartError::TooTall(11)));
        let home = Tower::from_config("333", 3, 2).unwrap();
        assert_eq!(Start::new(&home), Err(StartError::AlreadyHome));
        let scrambled = Tower::from_config_on(4, "4312", 4, 3).unwrap();
        let s = Start::new(&scrambled).unwrap();
        // As `hanoi solve --from` writes it, and the same tower back.
        assert_eq!(s.config(), "4312");
        assert_eq!((s.disks(), s.pegs()), (4, 4));
        assert_eq!(s.tower().places(), scrambled.places());
        assert_eq!(s.tower().goal(), 3);
        // A start ignores the moves that led to it.
        let mut played = Tower::new(3).unwrap();
        played.try_move(0, 2).unwrap();
        assert_eq!(Start::new(&played).unwrap().tower().moves(), 0);
    }
}
