//! Who is let in: of the games that come to a room, the first to say a
//! valid hello becomes the friend; every other is a stranger.
//!
//! A room is reachable by anyone who has its code (or has seen a game's id
//! on the signalling server), so the admission assumes nothing of a newcomer:
//!
//! - a game that has not said a valid hello within [`HELLO_WITHIN`] seconds
//!   is let go, and never counts as the friend;
//! - a hello of another protocol or of the same side (two hosts) turns that
//!   game away, not this one: this side waits on for its friend;
//! - once a friend is in, a newcomer is told the room is full (only the
//!   newcomer is told) and let go [`STRANGER_LINGER`] seconds later;
//! - a newcomer is told "full" by the games already playing: when every game
//!   in the room has said so, the room is full for it (it is told so, and
//!   waits on: the friend may yet come). A creator is never the newcomer:
//!   a game that tells it the room is full is turned away.
//!
//! The admission is generic over the transport's peer id and over the game's
//! messages ([`Greeting`]: TicTacToe's by default, a Hanoi race's too), and
//! knows no clock but the seconds it is handed.

use std::marker::PhantomData;

use super::{Message, PROTOCOL};

/// What the admission needs to read of a game's messages: a hello (its
/// protocol, version and side) and the room's being full.
pub trait Greeting: Sized {
    /// The protocol of this side's game.
    const PROTOCOL: u16;
    /// Reads a message strictly; `None` for anything that is not one.
    fn read(bytes: &[u8]) -> Option<Self>;
    /// The protocol, version and side (`true`: the creator's) of a hello.
    fn hello(&self) -> Option<(u16, &str, bool)>;
    /// Whether it says the room is full.
    fn says_full(&self) -> bool;
}

impl Greeting for Message {
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

/// Seconds a game that arrived has to say a valid hello before it is let go.
pub const HELLO_WITHIN: f64 = 5.0;
/// Seconds a stranger is kept after being told the room is full (so the
/// message reaches it) before it is let go.
pub const STRANGER_LINGER: f64 = 2.0;

/// Why a game that came to the room was turned away.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TurnedAway {
    /// It said nothing the game understands (or nothing at all) in time.
    NotAGame,
    /// Its connection offer or answer was not one (its handshake failed).
    NotAnOffer,
    /// It speaks another protocol (its game version is named).
    OtherVersion {
        /// Its protocol.
        protocol: u16,
        /// Its game version.
        version: String,
    },
    /// It claims this side's side (two hosts, or two guests).
    SameSide,
    /// It came again after a drop with a game that is not this one.
    OtherGame,
}

/// What the admission makes of a game arriving.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arrival {
    /// Greet it: send it this side's hello.
    Greet,
    /// The room is full: send it [`Message::Full`]; it is let go soon after.
    Full,
}

/// What the admission makes of a message from a game in the room.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard<P, M = Message> {
    /// From the friend: for the session.
    FromFriend,
    /// A valid hello: the game is now the friend. Hand the hello to the
    /// session; the other games waiting are strangers now (`full`: tell them
    /// the room is full).
    Admitted {
        /// The hello, already read.
        hello: M,
        /// The other games that were waiting.
        full: Vec<P>,
    },
    /// The game is turned away: let it go.
    TurnedAway(TurnedAway),
    /// The game says the room is full (this side is the newcomer).
    SaysFull,
    /// Set aside: a stranger's message, or nothing to act on.
    Ignored,
}

/// The admission of one side: the friend, the games waiting to say hello, the
/// strangers about to be let go.
#[derive(Clone, Debug, PartialEq)]
pub struct Admission<P, M = Message> {
    host: bool,
    friend: Option<P>,
    /// Games that arrived and have not yet said a valid hello, with when.
    waiting: Vec<(P, f64)>,
    /// Games told the room is full (or turned away), with when: let go after [`STRANGER_LINGER`].
    strangers: Vec<(P, f64)>,
    /// Games that said the room is full.
    full_from: Vec<P>,
    /// Every game in the room said it was full, and no game came since
    /// (those that said so are let go by their side soon after).
    was_full: bool,
    /// Why the last game was turned away.
    turned_away: Option<TurnedAway>,
    /// The messages read.
    game: PhantomData<M>,
}

impl<P: Copy + PartialEq, M: Greeting> Admission<P, M> {
    /// The admission of the host's side (`host`) or the guest's.
    pub fn new(host: bool) -> Self {
        Self {
            host,
            friend: None,
            waiting: Vec::new(),
            strangers: Vec::new(),
            full_from: Vec::new(),
            was_full: false,
            turned_away: None,
            game: PhantomData,
        }
    }

    /// The friend, once one said a valid hello.
    pub fn friend(&self) -> Option<P> {
        self.friend
    }

    /// Why the last game that came was turned away, if one was.
    pub fn turned_away(&self) -> Option<&TurnedAway> {
        self.turned_away.as_ref()
    }

    /// Whether this side is a newcomer every game in the room has told that the room is full.
    pub fn is_full(&self) -> bool {
        self.friend.is_none() && (self.all_say_full() || (self.was_full && self.waiting.is_empty()))
    }

    fn all_say_full(&self) -> bool {
        !self.full_from.is_empty() && self.waiting.iter().all(|(p, _)| self.full_from.contains(p))
    }

    /// A game came to the room at `now`.
    pub fn arrived(&mut self, peer: P, now: f64) -> Arrival {
        if self.friend.is_some() {
            self.strangers.push((peer, now));
            return Arrival::Full;
        }
        self.waiting.push((peer, now));
        self.was_full = false;
        Arrival::Greet
    }

    /// A game left the room (or its connection broke); whether it was the friend.
    pub fn left(&mut self, peer: P) -> bool {
        self.waiting.retain(|(p, _)| *p != peer);
        self.strangers.retain(|(p, _)| *p != peer);
        self.full_from.retain(|p| *p != peer);
        if self.friend == Some(peer) {
            self.friend = None;
            return true;
        }
        false
    }

    /// A game's handshake failed because of what it sent: it never came in.
    pub fn broken(&mut self, peer: P) {
        self.left(peer);
        self.turned_away = Some(TurnedAway::NotAnOffer);
    }

    /// The friend turned out not to be (its game is another): it is a
    /// stranger now, let go soon; the admission waits for the friend again.
    pub fn expel(&mut self, peer: P, now: f64) {
        if self.friend == Some(peer) {
            self.friend = None;
            self.strangers.push((peer, now));
            self.turned_away = Some(TurnedAway::OtherGame);
        }
    }

    /// What arrived from `peer` at `now`.
    pub fn heard(&mut self, peer: P, bytes: &[u8], now: f64) -> Heard<P, M> {
        if self.friend == Some(peer) {
            return Heard::FromFriend;
        }
        if !self.waiting.iter().any(|(p, _)| *p == peer) {
            return Heard::Ignored;
        }
        let Some(message) = M::read(bytes) else {
            self.turn_away(peer, TurnedAway::NotAGame, now);
            return Heard::TurnedAway(TurnedAway::NotAGame);
        };
        let hello = message.hello().map(|(protocol, version, host)| (protocol, version.to_string(), host));
        let reason = match hello {
            Some((protocol, version, _)) if protocol != M::PROTOCOL => {
                TurnedAway::OtherVersion { protocol, version }
            }
            Some((_, _, host)) if host == self.host => TurnedAway::SameSide,
            Some(_) => {
                self.waiting.retain(|(p, _)| *p != peer);
                self.friend = Some(peer);
                self.full_from.clear();
                let full: Vec<P> = self.waiting.drain(..).map(|(p, _)| p).collect();
                self.strangers.extend(full.iter().map(|&p| (p, now)));
                return Heard::Admitted { hello: message, full };
            }
            // A creator is never the newcomer to a room: a game that tells it
            // the room is full is no game of its friend's, and is let go.
            None if message.says_full() && self.host => TurnedAway::NotAGame,
            None if message.says_full() => {
                if !self.full_from.contains(&peer) {
                    self.full_from.push(peer);
                }
                self.was_full = self.all_say_full();
                return Heard::SaysFull;
            }
            None => TurnedAway::NotAGame,
        };
        self.turn_away(peer, reason.clone(), now);
        Heard::TurnedAway(reason)
    }

    fn turn_away(&mut self, peer: P, reason: TurnedAway, now: f64) {
        self.waiting.retain(|(p, _)| *p != peer);
        self.full_from.retain(|p| *p != peer);
        self.strangers.push((peer, now));
        self.turned_away = Some(reason);
    }

    /// The games to let go at `now`: those silent past [`HELLO_WITHIN`]
    /// (a game that said the room is full waits too: it may be the only
    /// one there) and strangers past [`STRANGER_LINGER`].
    pub fn overdue(&mut self, now: f64) -> Vec<P> {
        let mut gone = Vec::new();
        let (silent, waiting): (Vec<_>, Vec<_>) = self
            .waiting
            .drain(..)
            .partition(|(p, since)| now - since >= HELLO_WITHIN && !self.full_from.contains(p));
        self.waiting = waiting;
        if !silent.is_empty() {
            self.turned_away = Some(TurnedAway::NotAGame);
        }
        gone.extend(silent.into_iter().map(|(p, _)| p));
        let (lingered, strangers): (Vec<_>, Vec<_>) =
            self.strangers.drain(..).partition(|(_, since)| now - since >= STRANGER_LINGER);
        self.strangers = strangers;
        gone.extend(lingered.into_iter().map(|(p, _)| p));
        gone
    }

    /// When [`Admission::overdue`] next has a game to let go, if it will.
    pub fn next_deadline(&self) -> Option<f64> {
        let silent = self
            .waiting
            .iter()
            .filter(|(p, _)| !self.full_from.contains(p))
            .map(|(_, since)| since + HELLO_WITHIN);
        let strangers = self.strangers.iter().map(|(_, since)| since + STRANGER_LINGER);
        silent.chain(strangers).reduce(f64::min)
    }
}
