//! The line to the games in a room: reliable, ordered WebRTC data channels
//! (matchbox: webrtc-rs natively, the browser's own WebRTC on the web) set
//! up through a matchbox signalling server, which only introduces the
//! games. It carries text to and from each game in the room and knows
//! nothing of the rules, nor which game is the friend: the TicTacToe screen
//! decides that (`pegs_engine::online::Admission`) and hands what the friend
//! sends to the engine's online session.
//!
//! A game is a room named by a short code: whoever creates it waits there,
//! the friend joins it. Anyone with the code can come too, so the line
//! bounds what a stranger can make it hold: a handshake that does not
//! complete in [`HANDSHAKE_WITHIN`] seconds is given up, at most
//! [`MOST_HANDSHAKES`] are in progress at once, and a game can be let go
//! ([`Connection::let_go`]). A game whose handshake fails because of what it sent
//! is reported ([`ConnectionEvent::Broken`]); it never ends the line.
//!
//! Which STUN and TURN servers help the two games find a path to each other
//! is the host's to say: a line to a `pegs-server` asks it first (its
//! `/ice`, afresh for every line: TURN credentials expire); a line to a
//! plain matchbox server, or to a server that hands out none, uses the
//! player's own setting (none by default: nobody but the server is
//! contacted). A game that came but could not be connected to (their
//! networks let no path through) is reported as such
//! ([`Breakdown::NoRoute`]), and once connected the line tells whether the
//! path is direct or through a relay ([`Connection::route`]).
//!
//! The signalling server may go (a restart, a machine gone behind a load
//! balancer) while games in the room stay connected: they need it no more,
//! but nobody could meet them there again. The line says so
//! ([`Connection::signalling_lost`]), and the game can open a new line to its room
//! beside the old one ([`move_to`]); once that one is in the room it takes
//! over ([`ConnectionEvent::Moved`]), the old one goes, and the games meet again
//! there under new ids.

mod address;
mod ice;
mod listen;
mod socket;

use bevy::prelude::*;
use bevy::tasks::IoTaskPool;
use matchbox_socket::{HandshakeError, WebRtcSocket};
use tracing::{info, warn};

pub use address::*;
pub use ice::{IceAnswer, IceServer};
pub use socket::{
    ClosedByServer, ConnectionSettings, HANDSHAKE_WITHIN, LET_GO, LET_GO_CLOSE, MOST_EARLY, MOST_HANDSHAKES,
    Peer, ROOM_FULL, Socket,
};

use crate::base::frames::PaceFrames;
use crate::shell::platform::tasks::Pending;
use socket::socket_to;

/// Seconds without anyone in the room before a joining player is told to check the code.
pub const NOBODY_THERE_AFTER: f64 = 10.0;
/// Seconds a closed line stays up, so that what was sent last (a winning
/// move, a resignation) still reaches the friend.
pub const LINGER: f64 = 2.0;
/// Seconds after a game connected within which the line learns its path (direct or relayed).
pub const ROUTE_KNOWN_WITHIN: f64 = 5.0;

/// How friends are reached, as the player set it (the server, STUN and
/// TURN): the one setting every game online shares. TicTacToe's online
/// panel sets it and the save keeps it; a Hanoi race reads it.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct OnlineServers(pub ConnectionSettings);

/// The menu's *Race a friend* on the Hanoi card: the Hanoi screen opens
/// its race section once (and, on a phone held upright, the sheet that
/// holds it), then clears this.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RaceAsked(pub bool);

/// Where the line stands.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum ConnectionState {
    /// No line is open.
    #[default]
    Closed,
    /// Reaching the signalling server.
    Connecting,
    /// In the room: games come and go.
    Open,
    /// The signalling server could not be reached, or closed the line.
    Unreachable,
}

/// What happened on the line this frame, for the game to act on.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum ConnectionEvent {
    /// A game came into the room: the connection to it is being made.
    Seen(Peer),
    /// A game came into the room (its connection is up).
    Arrived(Peer),
    /// A message from a game in the room.
    Received(Peer, Vec<u8>),
    /// A game left the room, or its connection broke, or it was let go.
    Left(Peer),
    /// A game's connection could not be set up: it never came in.
    Broken(Peer, Breakdown),
    /// A new line to the room took over from one whose signalling had gone
    /// (see [`move_to`]): the games on the old one are reported [`ConnectionEvent::Left`]
    /// next, and meet this one again under new ids.
    Moved,
}

/// Why a game's connection could not be set up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Breakdown {
    /// Its offer or answer was not a connection offer (a game that is not this one, or a hostile one).
    NotAnOffer,
    /// It took too long, or too many were arriving at once.
    TooSlow,
    /// This side could not set up a connection (the STUN or TURN settings, or the system).
    Here,
    /// The signalling closed in the middle.
    Dropped,
    /// It answered, but no connection could be made between the two: their
    /// networks let no direct path through, and no relay carried one.
    NoRoute,
}

/// How a connected game is reached.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Route {
    /// Directly, from one network to the other (through their routers).
    Direct,
    /// Through a relay (a TURN server).
    Relayed,
}

impl From<&HandshakeError> for Breakdown {
    fn from(error: &HandshakeError) -> Self {
        match error {
            HandshakeError::BadDescription(_) => Self::NotAnOffer,
            HandshakeError::TimedOut(_) | HandshakeError::Crowded => Self::TooSlow,
            HandshakeError::Local(_) => Self::Here,
            HandshakeError::SignalingLost | HandshakeError::ChannelsClosed => Self::Dropped,
            HandshakeError::NoRoute(_) => Self::NoRoute,
        }
    }
}

/// The connection to the room (the game calls it its *line*): the socket,
/// the games in the room, and what waits to be sent.
#[derive(Resource, Debug, Default)]
pub struct Connection {
    state: ConnectionState,
    socket: Option<Socket>,
    /// The games in the room whose connection is up.
    present: Vec<Peer>,
    /// Messages from games whose connection is not reported up yet (a
    /// channel opens a moment before its handshake is done), at most [`MOST_EARLY`].
    early: Vec<(Peer, Vec<u8>)>,
    outbox: Vec<(Peer, String)>,
    /// When the line was opened (the game clock's seconds).
    opened_at: f64,
    /// Whether any game has been in the room since the line opened.
    met: bool,
    /// This game's id in the room, once the server gave it.
    me: Option<Peer>,
    /// Why the server ended the line, if it said.
    closed_by_server: Option<ClosedByServer>,
    /// The signalling server is gone while games in the room stay connected.
    signalling_lost: bool,
    /// A new line to the room, opened since the signalling went: it takes over once it is in.
    standby: Option<Socket>,
    /// The server being asked for its STUN and TURN servers, before a socket is opened.
    asking: Pending<(Option<IceAnswer>, Vec<IceServer>), Opening>,
    /// What the server said of them, for the line last opened.
    ice: Option<IceAnswer>,
    /// Games whose connection is being made: they came, and are not connected yet.
    seen: Vec<Peer>,
    /// When each game present connected (the game clock's seconds), until its path is known.
    routes_due: Vec<(Peer, f64)>,
}

/// What a line opens once its servers are ready.
#[derive(Debug)]
struct Opening {
    /// The room's address.
    url: String,
    handshake_within: f64,
    /// Whether the socket stands by (see [`move_to`]).
    standby: bool,
}

impl Connection {
    /// Where the line stands.
    pub fn state(&self) -> ConnectionState {
        self.state
    }

    /// Whether a line is open or being opened.
    pub fn is_open(&self) -> bool {
        matches!(self.state, ConnectionState::Connecting | ConnectionState::Open)
    }

    /// This game's id in the room, once the server gave it.
    pub fn me(&self) -> Option<Peer> {
        self.me
    }

    /// Whether the signalling server is gone while the line is open: the
    /// games in the room stay connected, but none can come (or come back).
    pub fn signalling_lost(&self) -> bool {
        self.signalling_lost
    }

    /// Whether a new line to the room is being opened (see [`move_to`]).
    pub fn moving(&self) -> bool {
        self.standby.is_some() || self.asking.key().is_some_and(|opening| opening.standby)
    }

    /// Why the server ended the line, if it said (see [`ROOM_FULL`]).
    pub fn closed_by_server(&self) -> Option<&ClosedByServer> {
        self.closed_by_server.as_ref()
    }

    /// The games in the room whose connection is up.
    pub fn present(&self) -> &[Peer] {
        &self.present
    }

    /// Games in the room whose connection is being made.
    pub fn seen(&self) -> &[Peer] {
        &self.seen
    }

    /// How a connected game is reached, once the line knows (about a second after it connected).
    pub fn route(&self, peer: Peer) -> Option<Route> {
        let socket = &self.socket.as_ref()?.socket;
        socket.is_relayed(peer).map(|relayed| if relayed { Route::Relayed } else { Route::Direct })
    }

    /// What the server said of its STUN and TURN servers for this line
    /// (`None` while it is being asked, or for a server that is not asked).
    pub fn ice(&self) -> Option<&IceAnswer> {
        self.ice.as_ref()
    }

    /// Whether nobody has come to the room in the time a friend would have
    /// (a game that came and could not be connected to did come).
    pub fn nobody_there(&self, now: f64) -> bool {
        self.state == ConnectionState::Open && !self.met && now - self.opened_at >= NOBODY_THERE_AFTER
    }

    /// Seconds until [`Connection::nobody_there`] turns true, while it may.
    pub fn nobody_there_in(&self, now: f64) -> Option<f64> {
        let left = self.opened_at + NOBODY_THERE_AFTER - now;
        (self.state == ConnectionState::Open && !self.met && left > 0.0).then_some(left)
    }

    /// Sends a message to a game in the room (at the end of this frame).
    pub fn send_to(&mut self, peer: Peer, text: String) {
        self.outbox.push((peer, text));
    }

    /// Lets a game go: its connection is closed (or its handshake given
    /// up), and it is reported as left. A `pegs-server` is told too
    /// ([`LET_GO`]): if this game came first to the room, the seat it held
    /// is free for the friend.
    pub fn let_go(&mut self, peer: Peer) {
        if let Some(socket) = self.socket.as_mut() {
            socket
                .socket
                .disconnect_with_signal(peer, matchbox_socket::PeerSignal::IceCandidate(LET_GO.into()));
        }
    }
}

/// Opens a line to the room of `code`.
pub fn open(line: &mut Connection, settings: &ConnectionSettings, code: &str, now: f64) {
    open_at(line, settings, room_url(&settings.server, code), now);
}

/// Opens a line to be paired with the next player who asks for `key` (see [`pairing_url`]).
pub fn open_paired(line: &mut Connection, settings: &ConnectionSettings, key: &str, now: f64) {
    open_at(line, settings, pairing_url(&settings.server, key), now);
}

/// Opens a new line to the room of `code` beside this one, after its
/// signalling went (or the line broke): the old line carries on until the
/// new one is in the room, then the new one takes over
/// ([`ConnectionEvent::Moved`]). If the new one cannot reach a server it is
/// dropped ([`Connection::moving`] turns false) and the old one stays as it was.
pub fn move_to(line: &mut Connection, settings: &ConnectionSettings, code: &str) {
    line.standby = None;
    begin(line, settings, room_url(&settings.server, code), true);
}

fn open_at(line: &mut Connection, settings: &ConnectionSettings, url: String, now: f64) {
    *line = Connection { state: ConnectionState::Connecting, opened_at: now, ..Connection::default() };
    begin(line, settings, url, false);
}

/// Opens the socket to `url` (as the line's own, or standing by) once its
/// STUN and TURN servers are ready: those a `pegs-server` hands out, or the
/// player's own.
fn begin(line: &mut Connection, settings: &ConnectionSettings, url: String, standby: bool) {
    let ask_at = ice_address(&settings.server).filter(|_| settings.ask_server);
    let own = settings.own_ice();
    let opening = Opening { url, handshake_within: settings.handshake_within, standby };
    // Nothing to ask and no name to look up: at once.
    if ask_at.is_none() && own.iter().all(|s| s.urls.iter().all(|u| !ice::needs_lookup(u))) {
        answered(line, opening, (None, own));
        return;
    }
    let task = IoTaskPool::get().spawn(ice::prepare(ask_at, own));
    line.asking.start(opening, task);
}

/// The servers are ready: the socket opens with them.
fn answered(line: &mut Connection, opening: Opening, (answer, servers): (Option<IceAnswer>, Vec<IceServer>)) {
    match &answer {
        Some(answer @ IceAnswer::Servers(given)) => {
            let relay = if answer.relay() { ", a relay among them" } else { "" };
            info!("the server hands out {} STUN or TURN server(s){relay}", given.len());
        }
        Some(IceAnswer::Failed(problem)) => {
            warn!("the server's STUN and TURN servers could not be had: {problem}")
        }
        Some(IceAnswer::NotOffered) | None => {}
    }
    let socket = socket_to(&servers, opening.handshake_within, opening.url);
    if opening.standby {
        line.standby = Some(socket);
    } else {
        line.socket = Some(socket);
    }
    line.ice = answer;
}

/// Closes the line (the games in the room see this one leave): what is
/// still to be sent goes out, and the line is let go [`LINGER`] seconds later.
pub fn close(commands: &mut Commands, line: &mut Connection) {
    let outbox = std::mem::take(&mut line.outbox);
    let socket = line.socket.take();
    commands.queue(move |world: &mut World| {
        let Some(socket) = socket else { return };
        linger(world, socket, outbox);
    });
    *line = Connection::default();
}

/// A socket let go after what it still has to send, [`LINGER`] seconds from now.
fn linger(world: &mut World, mut socket: Socket, outbox: Vec<(Peer, String)>) {
    send_all(&mut socket.socket, outbox);
    let until = world.resource::<Time<Real>>().elapsed_secs_f64() + LINGER;
    world.resource_mut::<Closing>().0.push((socket, until));
}

fn send_all(socket: &mut WebRtcSocket, outbox: Vec<(Peer, String)>) {
    let Ok(channel) = socket.get_channel_mut(0) else { return };
    for (peer, text) in outbox {
        channel.send(text.into_bytes().into_boxed_slice().into(), peer);
    }
}

/// Lines closed a moment ago, each kept until its time is up.
#[derive(Resource, Default)]
pub struct Closing(Vec<(Socket, f64)>);

impl Closing {
    /// Whether a closed line is still delivering.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Connection>()
        .init_resource::<OnlineServers>()
        .init_resource::<RaceAsked>()
        .init_resource::<Closing>()
        .add_message::<ConnectionEvent>()
        .add_systems(PreUpdate, listen::listen)
        .add_systems(PostUpdate, listen::deliver)
        .add_systems(Last, (listen::let_go, listen::keep_listening).before(PaceFrames));
}
