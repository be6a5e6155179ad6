//! The line to a friend's game: a reliable, ordered WebRTC data channel
//! (matchbox: webrtc-rs natively, the browser's own WebRTC on the web) set up
//! through a matchbox signalling server, which only introduces the two
//! games. It carries text and knows nothing of the rules: the TicTacToe
//! screen hands what arrives to the engine's online session
//! (`pegs_engine::online`) and sends what it answers.
//!
//! A game is a room named by a short code: whoever creates it waits there,
//! the friend joins it. The first game to arrive in the room is the friend;
//! any other is ignored, and a game that finds two already there is told
//! the game is full.

use std::pin::Pin;
use std::task::{Context, Poll, Waker};
use std::time::Duration;

use bevy::prelude::*;
use bevy::tasks::futures_lite::Stream;
use bevy_matchbox::MatchboxSocket;
use bevy_matchbox::matchbox_socket::{PeerId, PeerState, RtcIceServerConfig, WebRtcSocketBuilder};
use rand::RngExt;

use crate::base::frames::{PaceFrames, TIMER_STEP, Wake};
use crate::shell::tasks::Work;

/// The letters of a game's code: no 0/O, 1/I/L or other look-alikes.
pub const CODE_LETTERS: &[u8] = b"ABCDEFGHJKMNPQRSTUVWXYZ23456789";
/// Letters in a game's code.
pub const CODE_LENGTH: usize = 6;
/// The signalling server's usual port.
pub const SERVER_PORT: u16 = 3536;
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

/// A code as a player typed it, tidied (upper case, no spaces or dashes);
/// `None` unless it has the code's length and letters.
pub fn read_code(typed: &str) -> Option<String> {
    let code: String =
        typed.chars().filter(|c| !c.is_whitespace() && *c != '-').map(|c| c.to_ascii_uppercase()).collect();
    (code.len() == CODE_LENGTH && code.bytes().all(|b| CODE_LETTERS.contains(&b))).then_some(code)
}

/// The room's address on the signalling server for a code.
pub fn room_url(server: &str, code: &str) -> String {
    format!("{}/pegs-and-stones-{code}", server.trim_end_matches('/'))
}

/// Where the line stands.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum LineState {
    /// No line is open.
    #[default]
    Closed,
    /// Reaching the signalling server.
    Connecting,
    /// In the room, waiting for the friend (or for them to come back).
    Waiting,
    /// The friend's game is on the line.
    Together,
    /// The signalling server could not be reached, or closed the line.
    Unreachable,
    /// Two other games are in the room already.
    Full,
}

/// What happened on the line this frame, for the game to act on.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum LineEvent {
    /// The friend's game is on the line (for the first time, or again).
    FriendArrived,
    /// A message from the friend.
    Received(Vec<u8>),
    /// The friend's game left the line.
    FriendLeft,
}

/// How to reach the friend: the server and the STUN or TURN server.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineSettings {
    /// The signalling server (`ws://host:3536` or `wss://…`).
    pub server: String,
    /// The STUN or TURN servers' addresses (none: only direct addresses).
    pub ice: Vec<String>,
    /// A TURN server's user name.
    pub ice_user: Option<String>,
    /// A TURN server's password.
    pub ice_password: Option<String>,
}

impl Default for LineSettings {
    fn default() -> Self {
        Self { server: default_server(), ice: vec![DEFAULT_ICE.into()], ice_user: None, ice_password: None }
    }
}

/// The server a game reaches unless told otherwise: on the web, the page's
/// own host on the server's port (`wss://` on an https page).
pub fn default_server() -> String {
    crate::shell::web::page_host()
        .map(|(secure, host)| format!("{}://{host}:{SERVER_PORT}", if secure { "wss" } else { "ws" }))
        .unwrap_or_else(|| DEFAULT_SERVER.into())
}

/// The line and its friend.
#[derive(Resource, Debug, Default)]
pub struct Line {
    state: LineState,
    friend: Option<PeerId>,
    /// Other games seen in the room (the friend among them).
    present: Vec<PeerId>,
    outbox: Vec<String>,
    /// When the line was opened (the game clock's seconds).
    opened_at: f64,
    /// Whether anyone has been in the room since the line opened.
    met: bool,
    /// Whether the friend's game answered as the friend (said hello).
    confirmed: bool,
}

impl Line {
    /// Where the line stands.
    pub fn state(&self) -> LineState {
        self.state
    }

    /// Whether a line is open or being opened.
    pub fn is_open(&self) -> bool {
        matches!(self.state, LineState::Connecting | LineState::Waiting | LineState::Together)
    }

    /// Whether nobody has come to the room in the time a friend would have.
    pub fn nobody_there(&self, now: f64) -> bool {
        self.state == LineState::Waiting && !self.met && now - self.opened_at >= NOBODY_THERE_AFTER
    }

    /// Seconds until [`Line::nobody_there`] turns true, while it may.
    pub fn nobody_there_in(&self, now: f64) -> Option<f64> {
        let left = self.opened_at + NOBODY_THERE_AFTER - now;
        (self.state == LineState::Waiting && !self.met && left > 0.0).then_some(left)
    }

    /// Sends a message to the friend (kept until the friend is there).
    pub fn send(&mut self, text: String) {
        self.outbox.push(text);
    }

    /// The friend's game answered as a friend: a game coming to the room
    /// later is a stranger, not a sign that this one is the stranger.
    pub fn confirm(&mut self) {
        self.confirmed = true;
    }
}

/// Opens a line to the room of `code`.
pub fn open(commands: &mut Commands, line: &mut Line, settings: &LineSettings, code: &str, now: f64) {
    let ice = RtcIceServerConfig {
        urls: settings.ice.clone(),
        username: settings.ice_user.clone(),
        credential: settings.ice_password.clone(),
    };
    let builder = WebRtcSocketBuilder::new(room_url(&settings.server, code))
        .ice_server(ice)
        .reconnect_attempts(Some(2))
        .signaling_keep_alive_interval(Some(Duration::from_secs(10)))
        .add_reliable_channel();
    commands.insert_resource(MatchboxSocket::from(builder));
    *line = Line { state: LineState::Connecting, opened_at: now, ..Line::default() };
}

/// Closes the line (the friend sees this game leave): what is still to
/// be sent goes out, and the line is let go [`LINGER`] seconds later.
pub fn close(commands: &mut Commands, line: &mut Line) {
    let (friend, outbox) = (line.friend, std::mem::take(&mut line.outbox));
    commands.queue(move |world: &mut World| {
        let Some(mut socket) = world.remove_resource::<MatchboxSocket>() else { return };
        if let (Some(friend), Ok(channel)) = (friend, socket.get_channel_mut(0)) {
            for text in outbox {
                channel.send(text.into_bytes().into_boxed_slice().into(), friend);
            }
        }
        let until = world.resource::<Time<Real>>().elapsed_secs_f64() + LINGER;
        world.resource_mut::<Closing>().0.push((socket, until));
    });
    *line = Line::default();
}

/// Lines closed a moment ago, each kept until its time is up.
#[derive(Resource, Default)]
pub struct Closing(Vec<(MatchboxSocket, f64)>);

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

/// What arrived: games coming and going, the friend's messages. What
/// arrives later wakes the game (it may sleep while the friend thinks).
fn listen(
    socket: Option<ResMut<MatchboxSocket>>,
    work: Res<Work>,
    mut knock: Local<Option<Waker>>,
    mut line: ResMut<Line>,
    mut events: MessageWriter<LineEvent>,
) {
    let Some(mut socket) = socket else { return };
    if !line.is_open() {
        return;
    }
    let knock = knock.get_or_insert_with(|| work.task_waker());
    let mut cx = Context::from_waker(knock);
    let mut changes = match socket.try_update_peers() {
        Ok(changes) => changes,
        Err(_) => {
            // The message loop ended: the server was never reached, or the line broke.
            line.state = LineState::Unreachable;
            line.friend = None;
            return;
        }
    };
    // Polled until nothing is ready: the next change wakes the game.
    let mut ended = false;
    loop {
        match Pin::new(&mut **socket).poll_next(&mut cx) {
            Poll::Ready(Some(change)) => changes.push(change),
            Poll::Ready(None) => {
                ended = true;
                break;
            }
            Poll::Pending => break,
        }
    }
    if line.state == LineState::Connecting && socket.id().is_some() {
        line.state = LineState::Waiting;
    }
    for (peer, change) in changes {
        match change {
            PeerState::Connected => {
                line.met = true;
                line.present.push(peer);
                if line.present.len() > 1 && !line.confirmed {
                    // Two games were here before this one could be anyone's friend.
                    line.state = LineState::Full;
                    line.friend = None;
                } else if line.friend.is_none() && line.state != LineState::Full {
                    line.friend = Some(peer);
                    line.state = LineState::Together;
                    events.write(LineEvent::FriendArrived);
                }
            }
            PeerState::Disconnected => {
                line.present.retain(|&p| p != peer);
                if line.friend == Some(peer) {
                    line.friend = None;
                    line.confirmed = false;
                    if line.state == LineState::Together {
                        line.state = LineState::Waiting;
                    }
                    events.write(LineEvent::FriendLeft);
                }
            }
        }
    }
    let Ok(channel) = socket.get_channel_mut(0) else { return };
    let mut packets = channel.receive();
    while let Poll::Ready(Some(packet)) = Pin::new(&mut *channel).poll_next(&mut cx) {
        packets.push(packet);
    }
    // Only the friend is listened to; a third game in the room is not.
    for (peer, packet) in packets {
        if Some(peer) == line.friend {
            events.write(LineEvent::Received(packet.to_vec()));
        }
    }
    if ended {
        line.state = LineState::Unreachable;
        line.friend = None;
    }
}

/// What this game sends, once the friend is there.
fn deliver(socket: Option<ResMut<MatchboxSocket>>, mut line: ResMut<Line>) {
    let (Some(mut socket), Some(friend)) = (socket, line.friend) else { return };
    if line.outbox.is_empty() {
        return;
    }
    let Ok(channel) = socket.get_channel_mut(0) else { return };
    for text in line.outbox.drain(..) {
        channel.send(text.into_bytes().into_boxed_slice().into(), friend);
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
    if line.state == LineState::Connecting {
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
    fn rooms_are_named_by_code_on_the_server() {
        assert_eq!(room_url("ws://h:3536/", "ABCDEF"), "ws://h:3536/pegs-and-stones-ABCDEF");
    }
}
