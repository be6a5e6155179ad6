//! The line to the games in a room: reliable, ordered WebRTC data channels
//! (matchbox: webrtc-rs natively, the browser's own WebRTC on the web) set
//! up through a matchbox signalling server, which only introduces the
//! games. It carries text to and from each game in the room and knows
//! nothing of the rules, nor which game is the friend: the TicTacToe screen
//! decides that (`pegs_engine::online::Door`) and hands what the friend
//! sends to the engine's online session.
//!
//! A game is a room named by a short code: whoever creates it waits there,
//! the friend joins it. Anyone with the code can come too, so the line
//! bounds what a stranger can make it hold: a handshake that does not
//! complete in [`HANDSHAKE_WITHIN`] seconds is given up, at most
//! [`MOST_HANDSHAKES`] are in progress at once, and a game can be let go
//! ([`Line::let_go`]). A game whose handshake fails because of what it sent
//! is reported ([`LineEvent::Broken`]); it never ends the line.
//!
//! The signalling server may go (a restart, a machine gone behind a load
//! balancer) while games in the room stay connected: they need it no more,
//! but nobody could meet them there again. The line says so
//! ([`Line::signalling_lost`]), and the game can open a new line to its room
//! beside the old one ([`move_to`]); once that one is in the room it takes
//! over ([`LineEvent::Moved`]), the old one goes, and the games meet again
//! there under new ids.

use std::pin::Pin;
use std::task::{Context, Poll, Waker};
use std::time::Duration;

use bevy::prelude::*;
use bevy::tasks::futures_lite::Stream;
use bevy::tasks::{IoTaskPool, Task};
use matchbox_socket::{
    HandshakeError, MessageLoopFuture, PeerState, RtcIceServerConfig, WebRtcSocket, WebRtcSocketBuilder,
};
use rand::RngExt;

use crate::base::frames::{PaceFrames, TIMER_STEP, Wake};
use crate::shell::tasks::Work;

/// A game in the room, as the line knows it.
pub type Peer = matchbox_socket::PeerId;

/// Seconds a game's handshake may take before it is given up.
pub const HANDSHAKE_WITHIN: f64 = 20.0;
/// Handshakes in progress at once, at most (a newer one gives up the oldest).
pub const MOST_HANDSHAKES: usize = 4;
/// Messages kept from games whose connection is not reported up yet, at most.
pub const MOST_EARLY: usize = 16;
/// The letters of a game's code: no 0/O, 1/I/L or other look-alikes.
pub const CODE_LETTERS: &[u8] = b"ABCDEFGHJKMNPQRSTUVWXYZ23456789";
/// Letters in a game's code.
pub const CODE_LENGTH: usize = 6;
/// Characters a field for a typed code takes (the code with spaces and dashes).
pub const CODE_FIELD_LETTERS: usize = 12;
/// The signalling server a native game uses unless told otherwise.
pub const DEFAULT_SERVER: &str = "ws://localhost:3536";
/// The public STUN servers used unless others are set.
pub const DEFAULT_ICE: &str = "stun:stun.l.google.com:19302";
/// Seconds without anyone in the room before a joining player is told to check the code.
pub const NOBODY_THERE_AFTER: f64 = 10.0;
/// Seconds a closed line stays up, so that what was sent last (a winning
/// move, a resignation) still reaches the friend.
pub const LINGER: f64 = 2.0;

/// A new code for a game.
pub fn new_code(rng: &mut impl rand::Rng) -> String {
    (0..CODE_LENGTH).map(|_| CODE_LETTERS[rng.random_range(0..CODE_LETTERS.len())] as char).collect()
}

/// The code of a room two games met through pairing can come back to,
/// from the ids the server gave them (in either order): both work out the
/// same code, and nobody who does not know both ids can.
pub fn code_for_pair(a: &[u8], b: &[u8]) -> String {
    let (first, second) = if a <= b { (a, b) } else { (b, a) };
    // FNV-1a, 64 bits: the same in every build of the game, on every platform.
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in b"pegs-and-stones pair".iter().chain(first).chain(b"/").chain(second) {
        hash = (hash ^ u64::from(*byte)).wrapping_mul(0x0100_0000_01b3);
    }
    let base = CODE_LETTERS.len() as u64;
    (0..CODE_LENGTH)
        .map(|_| {
            let letter = CODE_LETTERS[(hash % base) as usize] as char;
            hash /= base;
            letter
        })
        .collect()
}

/// A code as a player typed it, tidied (upper case, no spaces or dashes);
/// `None` unless it has the code's length and letters.
pub fn read_code(typed: &str) -> Option<String> {
    let code: String =
        typed.chars().filter(|c| !c.is_whitespace() && *c != '-').map(|c| c.to_ascii_uppercase()).collect();
    (code.len() == CODE_LENGTH && code.bytes().all(|b| CODE_LETTERS.contains(&b))).then_some(code)
}

/// Where `pegs-server` takes signalling, under the address it serves the game from.
pub const SIGNAL_PATH: &str = "/signal";

/// A server as a player names it, as the signalling's address: a web
/// address (`https://host`, `http://host:8080`: a `pegs-server`) is its
/// signalling under [`SIGNAL_PATH`] (`wss://host/signal`); a WebSocket
/// address (`ws://host:3536`, `wss://…`: any matchbox server) is taken as it
/// is; a bare `host:port` is a WebSocket address.
pub fn signalling_address(server: &str) -> String {
    let server = server.trim().trim_end_matches('/');
    let web = |scheme: &str, rest: &str| {
        let path = if rest.contains('/') { "" } else { SIGNAL_PATH };
        format!("{scheme}://{rest}{path}")
    };
    if let Some(rest) = server.strip_prefix("https://") {
        web("wss", rest)
    } else if let Some(rest) = server.strip_prefix("http://") {
        web("ws", rest)
    } else if server.starts_with("ws://") || server.starts_with("wss://") {
        server.to_string()
    } else {
        format!("ws://{server}")
    }
}

/// The room's address on the signalling server for a code.
pub fn room_url(server: &str, code: &str) -> String {
    format!("{}/pegs-and-stones-{code}", signalling_address(server))
}

/// Where players who asked for the same `key` (rules and protocol) are
/// paired two by two (matchbox's `?next=2`, which `pegs-server` and
/// `matchbox_server` both take): each pair gets a room of its own.
pub fn pairing_url(server: &str, key: &str) -> String {
    format!("{}/pegs-and-stones-quick-{key}?next=2", signalling_address(server))
}

/// Where the line stands.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum LineState {
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
pub enum LineEvent {
    /// A game came into the room (its connection is up).
    Arrived(Peer),
    /// A message from a game in the room.
    Received(Peer, Vec<u8>),
    /// A game left the room, or its connection broke, or it was let go.
    Left(Peer),
    /// A game's connection could not be set up: it never came in.
    Broken(Peer, Breakdown),
    /// A new line to the room took over from one whose signalling had gone
    /// (see [`move_to`]): the games on the old one are reported [`LineEvent::Left`]
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
}

impl From<&HandshakeError> for Breakdown {
    fn from(error: &HandshakeError) -> Self {
        match error {
            HandshakeError::BadDescription(_) => Self::NotAnOffer,
            HandshakeError::TimedOut(_) | HandshakeError::Crowded => Self::TooSlow,
            HandshakeError::Local(_) => Self::Here,
            HandshakeError::SignalingLost | HandshakeError::ChannelsClosed => Self::Dropped,
        }
    }
}

/// How to reach the friend: the server and the STUN or TURN server.
#[derive(Debug, Clone, PartialEq)]
pub struct LineSettings {
    /// The signalling server (`ws://host:3536` or `wss://…`).
    pub server: String,
    /// The STUN or TURN servers' addresses (none: only direct addresses).
    pub ice: Vec<String>,
    /// A TURN server's user name.
    pub ice_user: Option<String>,
    /// A TURN server's password.
    pub ice_password: Option<String>,
    /// Seconds a game's handshake may take ([`HANDSHAKE_WITHIN`]; tests shorten it).
    pub handshake_within: f64,
}

impl Default for LineSettings {
    fn default() -> Self {
        Self {
            server: default_server(),
            ice: vec![DEFAULT_ICE.into()],
            ice_user: None,
            ice_password: None,
            handshake_within: HANDSHAKE_WITHIN,
        }
    }
}

/// The server a game reaches unless told otherwise: on the web, the page's
/// own origin, as `pegs-server` serves the game and its signalling
/// (`https://host` → `wss://host/signal`); natively a matchbox server on this machine.
pub fn default_server() -> String {
    crate::shell::web::page_host()
        .map(|(secure, host)| format!("{}://{host}", if secure { "https" } else { "http" }))
        .unwrap_or_else(|| DEFAULT_SERVER.into())
}

/// The socket to the room and the task that runs its message loop:
/// dropping it ends the loop, and with it every connection.
pub struct Socket {
    socket: WebRtcSocket,
    _message_loop: MessageLoop,
    /// Why the server ended the line, when it said (a close code of its own and a reason).
    ended: Ended,
}

/// What the message loop leaves when the server ended the line with a reason.
type Ended = std::sync::Arc<std::sync::Mutex<Option<ClosedByServer>>>;

/// The signalling server closed the line, saying why (`pegs-server`: 4409
/// when the game already has its two players).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClosedByServer {
    /// The close code (4000–4999).
    pub code: u16,
    /// The reason, as the server wrote it.
    pub reason: String,
}

/// The close code `pegs-server` ends a connection with when the game already has two players.
pub const ROOM_FULL: u16 = 4409;

impl Socket {
    fn new((socket, message_loop): (WebRtcSocket, MessageLoopFuture)) -> Self {
        let ended = Ended::default();
        Self { socket, _message_loop: MessageLoop::spawn(message_loop, ended.clone()), ended }
    }

    fn closed_by_server(&self) -> Option<ClosedByServer> {
        self.ended.lock().ok().and_then(|e| e.clone())
    }
}

/// Keeps the server's reason, if the loop ended with one.
fn keep_reason(error: &matchbox_socket::Error, ended: &Ended) {
    use matchbox_socket::{Error, SignalingError};
    if let Error::Disconnected(SignalingError::ClosedByServer { code, reason })
    | Error::ConnectionFailed(SignalingError::ClosedByServer { code, reason }) = error
        && let Ok(mut slot) = ended.lock()
    {
        *slot = Some(ClosedByServer { code: *code, reason: reason.clone() });
    }
}

impl std::fmt::Debug for Socket {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Socket").finish_non_exhaustive()
    }
}

/// The socket's message loop on the task pool. Natively the loop sits in a
/// shared slot that dropping empties, so the loop (and each connection it
/// holds) ends at once rather than when the pool next polls the task.
struct MessageLoop {
    _task: Task<()>,
    #[cfg(not(target_arch = "wasm32"))]
    slot: std::sync::Arc<std::sync::Mutex<Option<MessageLoopFuture>>>,
}

impl MessageLoop {
    #[cfg(not(target_arch = "wasm32"))]
    fn spawn(future: MessageLoopFuture, ended: Ended) -> Self {
        use std::sync::{Arc, Mutex, PoisonError};
        let slot = Arc::new(Mutex::new(Some(future)));
        let polled = Arc::clone(&slot);
        let task = IoTaskPool::get().spawn(std::future::poll_fn(move |cx| {
            let mut slot = polled.lock().unwrap_or_else(PoisonError::into_inner);
            let Some(future) = slot.as_mut() else { return Poll::Ready(()) };
            match future.as_mut().poll(cx) {
                Poll::Ready(outcome) => {
                    if let Err(error) = outcome {
                        debug!("the line's message loop ended: {error}");
                        keep_reason(&error, &ended);
                    }
                    *slot = None;
                    Poll::Ready(())
                }
                Poll::Pending => Poll::Pending,
            }
        }));
        Self { _task: task, slot }
    }

    #[cfg(target_arch = "wasm32")]
    fn spawn(future: MessageLoopFuture, ended: Ended) -> Self {
        let task = IoTaskPool::get().spawn(async move {
            if let Err(error) = future.await {
                debug!("the line's message loop ended: {error}");
                keep_reason(&error, &ended);
            }
        });
        Self { _task: task }
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Drop for MessageLoop {
    fn drop(&mut self) {
        // Taken out under the lock, dropped after it: a poll on another
        // thread is not held up by the loop's teardown.
        let future = self.slot.lock().unwrap_or_else(std::sync::PoisonError::into_inner).take();
        drop(future);
    }
}

/// The line to the room: the socket, the games in the room, and what waits to be sent.
#[derive(Resource, Debug, Default)]
pub struct Line {
    state: LineState,
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
}

impl Line {
    /// Where the line stands.
    pub fn state(&self) -> LineState {
        self.state
    }

    /// Whether a line is open or being opened.
    pub fn is_open(&self) -> bool {
        matches!(self.state, LineState::Connecting | LineState::Open)
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
        self.standby.is_some()
    }

    /// Why the server ended the line, if it said (see [`ROOM_FULL`]).
    pub fn closed_by_server(&self) -> Option<&ClosedByServer> {
        self.closed_by_server.as_ref()
    }

    /// The games in the room whose connection is up.
    pub fn present(&self) -> &[Peer] {
        &self.present
    }

    /// Whether nobody has come to the room in the time a friend would have.
    pub fn nobody_there(&self, now: f64) -> bool {
        self.state == LineState::Open && !self.met && now - self.opened_at >= NOBODY_THERE_AFTER
    }

    /// Seconds until [`Line::nobody_there`] turns true, while it may.
    pub fn nobody_there_in(&self, now: f64) -> Option<f64> {
        let left = self.opened_at + NOBODY_THERE_AFTER - now;
        (self.state == LineState::Open && !self.met && left > 0.0).then_some(left)
    }

    /// Sends a message to a game in the room (at the end of this frame).
    pub fn send_to(&mut self, peer: Peer, text: String) {
        self.outbox.push((peer, text));
    }

    /// Lets a game go: its connection is closed (or its handshake given
    /// up), and it is reported as left.
    pub fn let_go(&mut self, peer: Peer) {
        if let Some(socket) = self.socket.as_mut() {
            socket.socket.disconnect(peer);
        }
    }
}

/// Opens a line to the room of `code`.
pub fn open(line: &mut Line, settings: &LineSettings, code: &str, now: f64) {
    open_at(line, settings, room_url(&settings.server, code), now);
}

/// Opens a line to be paired with the next player who asks for `key` (see [`pairing_url`]).
pub fn open_paired(line: &mut Line, settings: &LineSettings, key: &str, now: f64) {
    open_at(line, settings, pairing_url(&settings.server, key), now);
}

/// Opens a new line to the room of `code` beside this one, after its
/// signalling went (or the line broke): the old line carries on until the
/// new one is in the room, then the new one takes over
/// ([`LineEvent::Moved`]). If the new one cannot reach a server it is
/// dropped ([`Line::moving`] turns false) and the old one stays as it was.
pub fn move_to(line: &mut Line, settings: &LineSettings, code: &str) {
    line.standby = Some(socket_to(settings, room_url(&settings.server, code)));
}

fn open_at(line: &mut Line, settings: &LineSettings, url: String, now: f64) {
    *line = Line {
        state: LineState::Connecting,
        socket: Some(socket_to(settings, url)),
        opened_at: now,
        ..Line::default()
    };
}

fn socket_to(settings: &LineSettings, url: String) -> Socket {
    let ice = RtcIceServerConfig {
        urls: settings.ice.clone(),
        username: settings.ice_user.clone(),
        credential: settings.ice_password.clone(),
    };
    let builder = WebRtcSocketBuilder::new(url)
        .ice_server(ice)
        .reconnect_attempts(Some(2))
        .signaling_keep_alive_interval(Some(Duration::from_secs(10)))
        .handshake_timeout(Some(Duration::from_secs_f64(settings.handshake_within)))
        .max_pending_handshakes(Some(MOST_HANDSHAKES))
        .add_reliable_channel();
    Socket::new(builder.build())
}

/// Closes the line (the games in the room see this one leave): what is
/// still to be sent goes out, and the line is let go [`LINGER`] seconds later.
pub fn close(commands: &mut Commands, line: &mut Line) {
    let outbox = std::mem::take(&mut line.outbox);
    let socket = line.socket.take();
    commands.queue(move |world: &mut World| {
        let Some(socket) = socket else { return };
        linger(world, socket, outbox);
    });
    *line = Line::default();
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
    app.init_resource::<Line>()
        .init_resource::<Closing>()
        .add_message::<LineEvent>()
        .add_systems(PreUpdate, listen)
        .add_systems(PostUpdate, deliver)
        .add_systems(Last, (let_go, keep_listening).before(PaceFrames));
}

/// What arrived: games coming and going, handshakes that failed, and
/// messages. What arrives later wakes the game (it may sleep while the
/// friend thinks).
fn listen(
    mut commands: Commands,
    time: Res<Time>,
    work: Res<Work>,
    mut knock: Local<Option<Waker>>,
    mut line: ResMut<Line>,
    mut events: MessageWriter<LineEvent>,
) {
    if line.standby.is_none() && !line.is_open() {
        return;
    }
    let knock = knock.get_or_insert_with(|| work.task_waker());
    let mut cx = Context::from_waker(knock);
    let line = &mut *line;
    take_over_once_in(&mut commands, line, &mut events, time.elapsed_secs_f64(), &mut cx);
    if !line.is_open() {
        return;
    }
    let Some(Socket { socket, .. }) = line.socket.as_mut() else { return };
    if !line.signalling_lost && socket.poll_signaling_ended(&mut cx).is_ready() {
        info!("the signalling server is gone; the games in the room stay connected");
        line.signalling_lost = true;
    }
    let mut changes = match socket.try_update_peers() {
        Ok(changes) => changes,
        Err(_) => {
            ended(line, &mut events);
            return;
        }
    };
    // Polled until nothing is ready: the next change wakes the game.
    let mut ended = false;
    loop {
        match Pin::new(&mut *socket).poll_next(&mut cx) {
            Poll::Ready(Some(change)) => changes.push(change),
            Poll::Ready(None) => {
                ended = true;
                break;
            }
            Poll::Pending => break,
        }
    }
    let mut broken = socket.handshake_failures();
    while let Poll::Ready(Some(failure)) = socket.poll_handshake_failure(&mut cx) {
        broken.push(failure);
    }
    if line.state == LineState::Connecting
        && let Some(me) = socket.id()
    {
        line.state = LineState::Open;
        line.me = Some(me);
    }
    for (peer, error) in broken {
        warn!("a game's connection could not be set up: {error}");
        events.write(LineEvent::Broken(peer, Breakdown::from(&error)));
    }
    let mut packets = Vec::new();
    if let Ok(channel) = socket.get_channel_mut(0) {
        packets = channel.receive();
        while let Poll::Ready(Some(packet)) = Pin::new(&mut *channel).poll_next(&mut cx) {
            packets.push(packet);
        }
    }
    for (peer, change) in changes {
        match change {
            PeerState::Connected => {
                line.met = true;
                if !line.present.contains(&peer) {
                    line.present.push(peer);
                }
                events.write(LineEvent::Arrived(peer));
                // What it sent before its connection was reported up.
                let (early, later): (Vec<_>, Vec<_>) =
                    std::mem::take(&mut line.early).into_iter().partition(|(p, _)| *p == peer);
                line.early = later;
                events.write_batch(early.into_iter().map(|(p, bytes)| LineEvent::Received(p, bytes)));
            }
            PeerState::Disconnected => {
                line.early.retain(|(p, _)| *p != peer);
                // A game whose handshake never completed left too: it was never present.
                if line.present.contains(&peer) {
                    line.present.retain(|&p| p != peer);
                    events.write(LineEvent::Left(peer));
                }
            }
        }
    }
    for (peer, packet) in packets {
        if line.present.contains(&peer) {
            events.write(LineEvent::Received(peer, packet.to_vec()));
        } else {
            if line.early.len() >= MOST_EARLY {
                line.early.remove(0);
            }
            line.early.push((peer, packet.to_vec()));
        }
    }
    if ended {
        self::ended(line, &mut events);
    }
}

/// The line's message loop ended: the server was never reached, or the
/// line broke, or the server ended it and said why. The games on it left.
/// While a new line to the room is being opened, the line waits for it.
fn ended(line: &mut Line, events: &mut MessageWriter<LineEvent>) {
    line.closed_by_server = line.socket.take().and_then(|s| s.closed_by_server());
    line.early.clear();
    events.write_batch(line.present.drain(..).map(LineEvent::Left));
    if line.standby.is_some() {
        line.signalling_lost = true;
    } else {
        line.state = LineState::Unreachable;
    }
}

/// The new line opened by [`move_to`] takes over once the server gave it
/// its id (it is in the room): the old line is let go after what it still
/// has to send, and the games on it are reported left. A new line that
/// could not reach a server is dropped.
fn take_over_once_in(
    commands: &mut Commands,
    line: &mut Line,
    events: &mut MessageWriter<LineEvent>,
    now: f64,
    cx: &mut Context<'_>,
) {
    let Some(standby) = line.standby.as_mut() else { return };
    let Some(me) = standby.socket.id() else {
        if standby.socket.poll_signaling_ended(cx).is_ready() {
            debug!("a new line to the room could not be opened");
            let standby = line.standby.take();
            if line.socket.is_none() {
                // Nothing left to carry on with.
                line.closed_by_server = standby.and_then(|s| s.closed_by_server());
                line.state = LineState::Unreachable;
            }
        }
        return;
    };
    info!("a new line to the room took over");
    let outbox = std::mem::take(&mut line.outbox);
    if let Some(old) = std::mem::replace(&mut line.socket, line.standby.take()) {
        commands.queue(move |world: &mut World| linger(world, old, outbox));
    }
    events.write(LineEvent::Moved);
    events.write_batch(line.present.drain(..).map(LineEvent::Left));
    line.early.clear();
    line.state = LineState::Open;
    line.me = Some(me);
    line.signalling_lost = false;
    line.closed_by_server = None;
    line.opened_at = now;
}

/// What this game sends, at the end of the frame.
fn deliver(mut line: ResMut<Line>) {
    if line.outbox.is_empty() {
        return;
    }
    let line = &mut *line;
    let outbox = std::mem::take(&mut line.outbox);
    if let Some(socket) = line.socket.as_mut() {
        send_all(&mut socket.socket, outbox);
    }
}

/// Closed lines whose time is up are let go; the game wakes to do it.
fn let_go(time: Res<Time<Real>>, mut closing: ResMut<Closing>, mut wake: ResMut<Wake>) {
    if closing.0.is_empty() {
        return;
    }
    let now = time.elapsed_secs_f64();
    closing.0.retain(|(_, until)| *until > now);
    if let Some(next) = closing.0.iter().map(|(_, until)| *until).reduce(f64::min) {
        wake.within(next - now, "a closed line still delivering");
    }
}

/// What arrives on an open line wakes the game itself (see [`listen`]);
/// only reaching the server is watched (the socket says nothing then).
fn keep_listening(line: Res<Line>, mut wake: ResMut<Wake>) {
    if line.state == LineState::Connecting || line.standby.is_some() {
        wake.within(TIMER_STEP, "reaching the signalling server");
    }
}

/// A new code from the game's random numbers.
pub fn fresh_code() -> String {
    use rand::SeedableRng;
    new_code(&mut rand::rngs::SmallRng::seed_from_u64(pegs_engine::fresh_seed()))
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;

    use super::*;

    #[test]
    fn codes_are_read_back_and_avoid_look_alikes() {
        let mut rng = rand::rngs::SmallRng::seed_from_u64(7);
        for _ in 0..200 {
            let code = new_code(&mut rng);
            assert_eq!(code.len(), CODE_LENGTH);
            assert!(!code.contains(['0', 'O', '1', 'I', 'L']), "{code}");
            assert_eq!(read_code(&code.to_lowercase()).as_deref(), Some(code.as_str()));
        }
        assert_eq!(read_code(" abc-def ").as_deref(), Some("ABCDEF"));
        assert_eq!(read_code("ABCDE"), None);
        assert_eq!(read_code("ABCDE0"), None, "a zero is never in a code");
        assert_eq!(read_code("ABCDEFG"), None);
    }

    #[test]
    fn two_paired_games_work_out_the_same_code_and_other_pairs_another() {
        let (a, b) = (b"0f3c2a6e-one".as_slice(), b"9b1d77aa-two".as_slice());
        let code = code_for_pair(a, b);
        assert_eq!(code, code_for_pair(b, a), "either game, the same code");
        assert_eq!(read_code(&code).as_deref(), Some(code.as_str()), "a code like any other: {code}");
        assert_ne!(code, code_for_pair(a, b"9b1d77aa-twp"), "another pair, another room");
        let codes: std::collections::HashSet<String> =
            (0..500u32).map(|i| code_for_pair(a, &i.to_le_bytes())).collect();
        assert_eq!(codes.len(), 500, "500 pairs, 500 rooms");
    }

    #[test]
    fn rooms_are_named_by_code_on_the_server() {
        assert_eq!(room_url("ws://h:3536/", "ABCDEF"), "ws://h:3536/pegs-and-stones-ABCDEF");
        assert_eq!(
            room_url("https://games.example", "ABCDEF"),
            "wss://games.example/signal/pegs-and-stones-ABCDEF"
        );
    }

    #[test]
    fn a_server_is_named_as_a_web_address_or_a_websocket_one() {
        assert_eq!(signalling_address("https://games.example/"), "wss://games.example/signal");
        assert_eq!(signalling_address("http://10.0.0.5:8080"), "ws://10.0.0.5:8080/signal");
        assert_eq!(
            signalling_address("https://host/pegs/signal"),
            "wss://host/pegs/signal",
            "a path given is kept"
        );
        assert_eq!(signalling_address("ws://localhost:3536"), "ws://localhost:3536");
        assert_eq!(signalling_address(" wss://relay.example "), "wss://relay.example");
        assert_eq!(signalling_address("localhost:3536"), "ws://localhost:3536");
    }
}
