//! Rooms and pairing: at most two peers in a room, a signal passed only to
//! the other peer of the sender's own room, and players who ask to be
//! paired (`?next=2`, as matchbox's server takes it) put two by two into
//! rooms of their own.
//!
//! A seat goes to a game that speaks. In matchbox's protocol the peer told
//! of a newcomer offers a connection at once, and the newcomer answers the
//! offer at once: a peer that owes its first word for [`SILENT_SEAT`] (a
//! squatter who took a friend's code and says nothing) gives its seat to a
//! newcomer who finds the room full. Over the connection the games then
//! say hello in their own protocol, which the server cannot see: the room's
//! first peer (the game's creator) lets a game that does not go with the
//! signal [`LET_GO`], and its seat is free. A newcomer who finds the room
//! full while its second seat is new ([`PROBATION`]) waits for that.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use axum::extract::ws::Message;
use matchbox_protocol::{JsonPeerEvent, PeerId};
use tokio::sync::{mpsc, oneshot};

use crate::limits::{Hold, Limits, Slot};
use crate::refusal::Refusal;

/// Rooms are named as the game names them: this, then the game's code.
pub const ROOM_PREFIX: &str = "pegs-and-stones-";
/// The longest room name taken.
pub const LONGEST_ROOM: usize = 64;
/// Peers a room holds: the two players of one game.
pub const PEERS_PER_ROOM: usize = 2;
pub use crate::config::{PROBATION, SILENT_SEAT};
/// The signal (an ICE candidate no one else would send) with which a room's
/// first peer lets another go: the server frees its seat. A server that does
/// not know it passes it on like any other signal, and a game sets it aside.
pub const LET_GO: &str = "pegs-and-stones:let-go";

/// Whether `room` is a room name the game makes: the prefix, then letters,
/// digits and dashes.
pub fn valid_room(room: &str) -> bool {
    room.len() <= LONGEST_ROOM
        && room.strip_prefix(ROOM_PREFIX).is_some_and(|code| {
            !code.is_empty() && code.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
        })
}

/// How a player comes into a room.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Entry {
    /// Into the room of that name (a friend's game, by its code).
    Named,
    /// Paired with the next player who asks for the same name (matchbox's
    /// `?next=2`): the two get a room of their own, and the one after them waits for another.
    Paired,
}

impl Entry {
    /// The entry a room's query asks for: none is [`Entry::Named`], `next=2`
    /// is [`Entry::Paired`]; anything else is not taken.
    pub fn from_query(query: Option<&str>) -> Option<Self> {
        match query.unwrap_or("") {
            "" => Some(Self::Named),
            "next=2" => Some(Self::Paired),
            _ => None,
        }
    }
}

/// A peer in a room: its id, the queue of what is sent to it, and whether it has spoken.
struct Peer {
    id: PeerId,
    outbox: mpsc::Sender<Message>,
    /// It sent a signal.
    spoken: bool,
    /// Since when it owes its first signal (it was told of the other, or sent one).
    owes_since: Option<Instant>,
    /// When it came into the room.
    joined_at: Instant,
    /// Tells its connection that its seat went to someone else, and why.
    evicted: Option<oneshot::Sender<Refusal>>,
    /// Newcomers it was told of (each one a handshake to make: its signals' allowance starts again).
    met: Arc<AtomicU32>,
}

impl Peer {
    /// Whether it owed its first word for longer than a game takes; how much longer it may, if it owes.
    fn silence(&self, now: Instant, allowed: Duration) -> Option<Duration> {
        let owes = self.owes_since.filter(|_| !self.spoken)?;
        Some(allowed.saturating_sub(now.duration_since(owes)))
    }

    fn owes(&mut self, now: Instant) {
        if !self.spoken {
            self.owes_since.get_or_insert(now);
        }
    }

    /// Tells its connection its seat is gone.
    fn evict(mut self, why: Refusal) -> PeerId {
        if let Some(evicted) = self.evicted.take() {
            let _ = evicted.send(why);
        }
        self.id
    }
}

/// Takes peer `index` out of `peers` for `why`, telling the others it left.
fn unseat(peers: &mut Vec<Peer>, index: usize, why: Refusal) {
    let gone = peers.remove(index).evict(why);
    for other in peers.iter() {
        let _ = other.outbox.try_send(event(&JsonPeerEvent::PeerLeft(gone)));
    }
}

/// A peer let into a room: the room, and what says its seat went to a newcomer.
#[derive(Debug)]
pub struct Seat {
    /// The room it is in.
    pub room: String,
    /// Resolves if its seat goes to someone else: it said nothing in time, or the room's first peer let it go.
    pub evicted: oneshot::Receiver<Refusal>,
    /// Newcomers it has been told of so far.
    pub met: Arc<AtomicU32>,
}

/// Why a peer was not let in, and when to ask again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotIn {
    /// Why.
    pub refusal: Refusal,
    /// A peer in the full room owes its first word: its seat may free this soon.
    pub retry_in: Option<Duration>,
}

impl From<Refusal> for NotIn {
    fn from(refusal: Refusal) -> Self {
        Self { refusal, retry_in: None }
    }
}

/// A player waiting to be paired: the room it waits in, and its address's place in the queues.
struct Waiter {
    room: String,
    _slot: Slot,
}

#[derive(Default)]
struct State {
    rooms: HashMap<String, Vec<Peer>>,
    /// Pairing: by the name players asked for, the one who waits for a second.
    waiting: HashMap<String, Waiter>,
    /// Rooms made for pairs so far (each one's name is the asked-for name, `#`, its number).
    pairs_made: u64,
}

/// Every room, and who waits to be paired.
pub struct Rooms {
    state: Mutex<State>,
    limits: Arc<Limits>,
    /// [`SILENT_SEAT`] and [`PROBATION`] as the server runs them.
    silent_seat: Duration,
    probation: Duration,
}

/// A signal passed on, or why not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Relayed {
    /// In the receiver's queue.
    Passed,
    /// No such peer in the sender's room, or its queue is full.
    Dropped,
    /// It was [`LET_GO`] from the room's first peer: the receiver's seat is free.
    LetGo,
}

impl Rooms {
    /// No rooms; waiting players held to `limits`; a silent peer's seat
    /// may go after `silent_seat`, and a newcomer waits at most `probation`
    /// for a new seat to be let go.
    pub fn new(limits: Arc<Limits>, (silent_seat, probation): (Duration, Duration)) -> Self {
        Self { state: Mutex::default(), limits, silent_seat, probation }
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        // A panic elsewhere while holding the lock leaves plain maps: go on with them.
        self.state.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Players in the room `room` now (0 for a room no one is in).
    pub fn players_in(&self, room: &str) -> usize {
        self.lock().rooms.get(room).map_or(0, Vec::len)
    }

    /// Rooms with someone in them.
    pub fn count(&self) -> usize {
        self.lock().rooms.len()
    }

    /// Players waiting to be paired now.
    pub fn waiting(&self) -> usize {
        self.lock().waiting.len()
    }

    /// Puts a peer from `ip` in a room (for [`Entry::Paired`], the one where
    /// a player waits for the same name, else a new one where it waits),
    /// giving it its id and telling the one there of it; the room it is in.
    /// A full room refuses it (its id is never given), and so does the queue
    /// when its address has as many waiting as it may.
    pub fn join(
        &self,
        asked: &str,
        entry: Entry,
        (id, ip): (PeerId, IpAddr),
        outbox: mpsc::Sender<Message>,
    ) -> Result<Seat, NotIn> {
        let now = Instant::now();
        let mut state = self.lock();
        let room = match entry {
            Entry::Named => asked.to_string(),
            Entry::Paired => {
                let state = &mut *state;
                let waiting_there = state
                    .waiting
                    .get(asked)
                    .is_some_and(|w| state.rooms.get(&w.room).is_some_and(|peers| peers.len() == 1));
                match state.waiting.remove(asked) {
                    Some(waiter) if waiting_there => waiter.room,
                    _ => {
                        let slot = self.limits.hold(ip, Hold::Waiting)?;
                        state.pairs_made += 1;
                        let room = format!("{asked}#{}", state.pairs_made);
                        state.waiting.insert(asked.to_string(), Waiter { room: room.clone(), _slot: slot });
                        room
                    }
                }
            }
        };
        let peers = state.rooms.entry(room.clone()).or_default();
        if peers.len() >= PEERS_PER_ROOM {
            // A squatter's seat (it owes its first word too long) goes to the newcomer.
            let squatter =
                peers.iter().position(|p| p.silence(now, self.silent_seat) == Some(Duration::ZERO));
            let Some(squatter) = squatter else {
                // A seat may yet free: a peer owes its first word, or the newest is on probation.
                let owing = peers.iter().filter_map(|p| p.silence(now, self.silent_seat));
                let newest = peers
                    .iter()
                    .map(|p| self.probation.saturating_sub(now.duration_since(p.joined_at)))
                    .min();
                let retry_in = owing.chain(newest.filter(|d| !d.is_zero())).min();
                return Err(NotIn { refusal: Refusal::RoomFull, retry_in });
            };
            unseat(peers, squatter, Refusal::Silent);
        }
        // Its id first, under the lock: no signal can reach it before.
        let _ = outbox.try_send(event(&JsonPeerEvent::IdAssigned(id)));
        for other in peers.iter_mut() {
            let _ = other.outbox.try_send(event(&JsonPeerEvent::NewPeer(id)));
            // Told of a newcomer, a game offers it a connection at once.
            other.owes(now);
            other.met.fetch_add(1, Ordering::Relaxed);
        }
        let (evicted, evicted_rx) = oneshot::channel();
        let met = Arc::new(AtomicU32::new(0));
        peers.push(Peer {
            id,
            outbox,
            spoken: false,
            owes_since: None,
            joined_at: now,
            evicted: Some(evicted),
            met: met.clone(),
        });
        Ok(Seat { room, evicted: evicted_rx, met })
    }

    /// Passes a signal to `to`, if `to` is in the sender's room.
    pub fn relay(&self, room: &str, from: PeerId, to: PeerId, data: serde_json::Value) -> Relayed {
        let mut state = self.lock();
        let Some(peers) = state.rooms.get_mut(room) else { return Relayed::Dropped };
        if let Some(sender) = peers.iter_mut().find(|p| p.id == from) {
            sender.spoken = true;
        }
        if data == serde_json::json!({ "IceCandidate": LET_GO }) {
            // The room's first peer lets another go; from anyone else it means nothing.
            let keeper = peers.first().is_some_and(|p| p.id == from);
            match peers.iter().position(|p| p.id == to && p.id != from) {
                Some(index) if keeper => {
                    unseat(peers, index, Refusal::LetGo);
                    return Relayed::LetGo;
                }
                _ => return Relayed::Dropped,
            }
        }
        let Some(peer) = peers.iter_mut().find(|p| p.id == to && p.id != from) else {
            return Relayed::Dropped;
        };
        // Offered a connection, a game answers at once.
        peer.owes(Instant::now());
        match peer.outbox.try_send(event(&JsonPeerEvent::Signal { sender: from, data })) {
            Ok(()) => Relayed::Passed,
            Err(_) => Relayed::Dropped,
        }
    }

    /// Takes a peer out of its room, telling the other if `tell` (not when
    /// the server is stopping: the two games' own connection goes on without
    /// it); an empty room goes.
    pub fn leave(&self, room: &str, id: PeerId, tell: bool) {
        let mut state = self.lock();
        let Some(peers) = state.rooms.get_mut(room) else { return };
        peers.retain(|p| p.id != id);
        for other in peers.iter().filter(|_| tell) {
            let _ = other.outbox.try_send(event(&JsonPeerEvent::PeerLeft(id)));
        }
        if peers.is_empty() {
            state.rooms.remove(room);
            // A player who waited to be paired and went: nobody waits there now.
            if let Some((asked, _)) = room.split_once('#')
                && state.waiting.get(asked).is_some_and(|w| w.room == room)
            {
                state.waiting.remove(asked);
            }
        }
    }
}

/// A signalling event as the WebSocket message that carries it.
pub fn event(event: &JsonPeerEvent) -> Message {
    Message::Text(event.to_string().into())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Config;

    fn peer() -> (PeerId, mpsc::Sender<Message>, mpsc::Receiver<Message>) {
        let (tx, rx) = mpsc::channel(16);
        (PeerId(uuid::Uuid::new_v4()), tx, rx)
    }

    #[test]
    fn a_silent_peers_seat_goes_to_a_newcomer_and_one_that_spoke_keeps_it() {
        let rooms = Rooms::new(Limits::new(&Config::new(".")), (SILENT_SEAT, PROBATION));
        let ip: IpAddr = "192.0.2.1".parse().unwrap();
        let room = "pegs-and-stones-SEAT22";
        let (host, host_tx, _host_rx) = peer();
        let (squatter, squatter_tx, _squatter_rx) = peer();
        let (friend, friend_tx, _friend_rx) = peer();
        rooms.join(room, Entry::Named, (host, ip), host_tx).unwrap();
        let mut squatting = rooms.join(room, Entry::Named, (squatter, ip), squatter_tx).unwrap();
        // The host offers the newcomer a connection; the squatter never answers.
        assert_eq!(rooms.relay(room, host, squatter, serde_json::json!("offer")), Relayed::Passed);
        let full = rooms.join(room, Entry::Named, (friend, ip), friend_tx.clone()).unwrap_err();
        assert_eq!(full.refusal, Refusal::RoomFull);
        assert!(full.retry_in.is_some_and(|d| d <= SILENT_SEAT), "the squatter's seat may free: {full:?}");
        // Its time is up: the seat is the friend's.
        let mut state = rooms.lock();
        for p in state.rooms.get_mut(room).unwrap() {
            if p.id == squatter {
                p.owes_since = Some(Instant::now() - SILENT_SEAT);
            }
        }
        drop(state);
        rooms.join(room, Entry::Named, (friend, ip), friend_tx).expect("the friend takes the seat");
        assert_eq!(squatting.evicted.try_recv(), Ok(Refusal::Silent), "the squatter is told");
        assert_eq!(rooms.players_in(room), 2);
        // The two speak; a newcomer finds the room full: it may wait while the friend's seat is new…
        rooms.relay(room, host, friend, serde_json::json!("offer"));
        rooms.relay(room, friend, host, serde_json::json!("answer"));
        let (late, late_tx, _late_rx) = peer();
        let full = rooms.join(room, Entry::Named, (late, ip), late_tx.clone()).unwrap_err();
        assert!(full.retry_in.is_some_and(|d| d > Duration::ZERO && d <= PROBATION), "{full:?}");
        // …and after that finds it full for good.
        let mut state = rooms.lock();
        for p in state.rooms.get_mut(room).unwrap() {
            p.joined_at = Instant::now() - PROBATION;
        }
        drop(state);
        let full = rooms.join(room, Entry::Named, (late, ip), late_tx).unwrap_err();
        assert_eq!(full, NotIn { refusal: Refusal::RoomFull, retry_in: None });
    }

    #[test]
    fn the_rooms_first_peer_lets_a_game_go_and_nobody_else_can() {
        let rooms = Rooms::new(Limits::new(&Config::new(".")), (SILENT_SEAT, PROBATION));
        let ip: IpAddr = "192.0.2.1".parse().unwrap();
        let room = "pegs-and-stones-KEEP22";
        let let_go = serde_json::json!({ "IceCandidate": LET_GO });
        let (host, host_tx, _h) = peer();
        let (squatter, squatter_tx, mut squatter_rx) = peer();
        rooms.join(room, Entry::Named, (host, ip), host_tx).unwrap();
        let mut squatting = rooms.join(room, Entry::Named, (squatter, ip), squatter_tx).unwrap();
        // The second may not let the first go (its word is dropped, not passed on).
        assert_eq!(rooms.relay(room, squatter, host, let_go.clone()), Relayed::Dropped);
        assert_eq!(rooms.players_in(room), 2);
        assert_eq!(rooms.relay(room, host, squatter, let_go), Relayed::LetGo);
        assert_eq!(squatting.evicted.try_recv(), Ok(Refusal::LetGo));
        assert_eq!(rooms.players_in(room), 1, "the seat is free");
        while let Ok(message) = squatter_rx.try_recv() {
            assert!(!format!("{message:?}").contains(LET_GO), "the word goes to the server, not the peer");
        }
    }
}
