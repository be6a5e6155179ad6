//! Rooms and pairing: at most two peers in a room, a signal passed only to
//! the other peer of the sender's own room, and players who ask to be
//! paired (`?next=2`, as matchbox's server takes it) put two by two into
//! rooms of their own.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, MutexGuard};

use axum::extract::ws::Message;
use matchbox_protocol::{JsonPeerEvent, PeerId};
use tokio::sync::mpsc;

use crate::limits::{Hold, Limits, Slot};
use crate::refusal::Refusal;

/// Rooms are named as the game names them: this, then the game's code.
pub const ROOM_PREFIX: &str = "pegs-and-stones-";
/// The longest room name taken.
pub const LONGEST_ROOM: usize = 64;
/// Peers a room holds: the two players of one game.
pub const PEERS_PER_ROOM: usize = 2;

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

/// A peer in a room: its id and the queue of what is sent to it.
struct Peer {
    id: PeerId,
    outbox: mpsc::Sender<Message>,
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
}

/// A signal passed on, or why not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Relayed {
    /// In the receiver's queue.
    Passed,
    /// No such peer in the sender's room, or its queue is full.
    Dropped,
}

impl Rooms {
    /// No rooms; waiting players held to `limits`.
    pub fn new(limits: Arc<Limits>) -> Self {
        Self { state: Mutex::default(), limits }
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
    ) -> Result<String, Refusal> {
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
            return Err(Refusal::RoomFull);
        }
        // Its id first, under the lock: no signal can reach it before.
        let _ = outbox.try_send(event(&JsonPeerEvent::IdAssigned(id)));
        for other in peers.iter() {
            let _ = other.outbox.try_send(event(&JsonPeerEvent::NewPeer(id)));
        }
        peers.push(Peer { id, outbox });
        Ok(room)
    }

    /// Passes a signal to `to`, if `to` is in the sender's room.
    pub fn relay(&self, room: &str, from: PeerId, to: PeerId, data: serde_json::Value) -> Relayed {
        let state = self.lock();
        let Some(peer) =
            state.rooms.get(room).and_then(|peers| peers.iter().find(|p| p.id == to && p.id != from))
        else {
            return Relayed::Dropped;
        };
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
