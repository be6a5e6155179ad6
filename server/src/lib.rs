//! `pegs-server` hosts Pegs & Stones on one port: the web game at `/` and
//! the signalling that introduces two games to each other at
//! `/signal/<room>`, in matchbox's protocol (what `matchbox_server` speaks,
//! so native games and pages reach it alike), plus `/healthz` and `/metrics`.
//!
//! A room asked for with `?next=2` (as matchbox's server takes it) pairs
//! players: each two who ask for the same name get a room of their own,
//! which is how *Play someone now* meets a stranger.
//!
//! It faces the internet, so it keeps to what two players of one game need:
//! at most two peers in a room, a signal delivered only to a peer of the
//! sender's own room, room names checked, signalling messages of a few
//! kilobytes at most (larger ones end the connection before they are read
//! whole), small socket buffers, limits on connections per address and on
//! how fast an address may open them, idle sockets closed, and nothing kept
//! for a room or an address once nobody is there.
//!
//! Signalling is axum's WebSocket with matchbox's message types, not
//! `matchbox_signaling`'s server: its upgrade takes WebSocket defaults the
//! server cannot change (128 KiB read and write buffers a connection and
//! messages up to 64 MiB), and its rooms relay signals to any peer id.

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::path::{Path as FilePath, PathBuf};
use std::str::FromStr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant, SystemTime};

use axum::Router;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, Path, RawQuery, Request, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::serve::{Listener, ListenerExt};
use futures_util::{SinkExt, StreamExt};
use matchbox_protocol::{JsonPeerEvent, JsonPeerRequest, PeerId, PeerRequest};
use tokio::sync::{mpsc, watch};
use tower_http::services::ServeDir;
use tower_http::set_header::SetResponseHeaderLayer;
use tracing::info;

pub mod tls;

/// Rooms are named as the game names them: this, then the game's code.
pub const ROOM_PREFIX: &str = "pegs-and-stones-";
/// The longest room name taken.
pub const LONGEST_ROOM: usize = 64;
/// Peers a room holds: the two players of one game.
pub const PEERS_PER_ROOM: usize = 2;
/// The largest signalling message read, in bytes (a browser's offer with
/// its candidates is 2–6 KB); a larger one ends its connection.
pub const MAX_SIGNAL_BYTES: usize = 16 * 1024;
/// Bytes a connection reads from its socket at a time.
const READ_BUFFER_BYTES: usize = 4 * 1024;
/// Messages that may wait for a slow peer before more are dropped.
const QUEUE: usize = 16;
/// Addresses kept for their connection rate before a sweep of the stale ones.
const SWEEP_AT: usize = 4096;
/// The window a connection rate is counted over.
const RATE_WINDOW: Duration = Duration::from_secs(60);

/// How the server is run.
#[derive(Debug, Clone)]
pub struct Config {
    /// The web game's folder (`index.html`, `game_bg.wasm`, …).
    pub web: PathBuf,
    /// Connections one address may hold at once.
    pub max_per_address: usize,
    /// Connections one address may open in a minute.
    pub connects_per_minute: u32,
    /// A socket that says nothing for this long is closed (games keep theirs
    /// alive every 10 seconds).
    pub idle: Duration,
}

impl Config {
    /// The defaults for a web folder.
    pub fn new(web: impl Into<PathBuf>) -> Self {
        Self { web: web.into(), max_per_address: 16, connects_per_minute: 120, idle: Duration::from_secs(45) }
    }
}

/// Why a connection was refused or ended early.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// Not a room name the game makes.
    BadRoom,
    /// The room has its two players.
    RoomFull,
    /// The address holds as many connections as it may.
    TooManyFromAddress,
    /// The address opened connections too fast.
    TooFast,
    /// A message over the size limit (or not a WebSocket message at all).
    BadMessage,
    /// Nothing said for too long.
    Idle,
}

impl Refusal {
    /// Every refusal, in the order `/metrics` lists them.
    pub const ALL: [Refusal; 6] = [
        Refusal::BadRoom,
        Refusal::RoomFull,
        Refusal::TooManyFromAddress,
        Refusal::TooFast,
        Refusal::BadMessage,
        Refusal::Idle,
    ];

    /// Its name in `/metrics` and the log.
    pub fn name(self) -> &'static str {
        match self {
            Refusal::BadRoom => "bad_room",
            Refusal::RoomFull => "room_full",
            Refusal::TooManyFromAddress => "too_many_from_address",
            Refusal::TooFast => "too_fast",
            Refusal::BadMessage => "bad_message",
            Refusal::Idle => "idle",
        }
    }

    /// What the player is told (the HTTP body, or the WebSocket's close reason).
    pub fn reason(self) -> &'static str {
        match self {
            Refusal::BadRoom => "not a room of Pegs & Stones",
            Refusal::RoomFull => "this game has two players already",
            Refusal::TooManyFromAddress => "too many connections from this address",
            Refusal::TooFast => "too many connections from this address in a minute",
            Refusal::BadMessage => "a message too large or not understood",
            Refusal::Idle => "nothing heard for too long",
        }
    }

    fn status(self) -> StatusCode {
        match self {
            Refusal::BadRoom => StatusCode::BAD_REQUEST,
            Refusal::RoomFull => StatusCode::CONFLICT,
            _ => StatusCode::TOO_MANY_REQUESTS,
        }
    }

    fn index(self) -> usize {
        Refusal::ALL.iter().position(|&r| r == self).unwrap_or(0)
    }
}

/// Whether `room` is a room name the game makes: the prefix, then letters,
/// digits and dashes.
pub fn valid_room(room: &str) -> bool {
    room.len() <= LONGEST_ROOM
        && room.strip_prefix(ROOM_PREFIX).is_some_and(|code| {
            !code.is_empty() && code.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
        })
}

/// A peer in a room: its id and the queue of what is sent to it.
struct Peer {
    id: PeerId,
    outbox: mpsc::Sender<Message>,
}

/// What one address holds and has opened lately.
struct Address {
    open: usize,
    window_start: Instant,
    opened_in_window: u32,
}

#[derive(Default)]
struct Rooms {
    rooms: HashMap<String, Vec<Peer>>,
    addresses: HashMap<IpAddr, Address>,
    /// Pairing: by the name players asked for, the room where one waits for a second.
    waiting: HashMap<String, String>,
    /// Rooms made for pairs so far (each one's name is the asked-for name, `#`, its number).
    pairs_made: u64,
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

/// The server's state: rooms, addresses and counters.
pub struct Hub {
    config: Config,
    rooms: Mutex<Rooms>,
    connections: AtomicU64,
    open: AtomicU64,
    relayed: AtomicU64,
    refusals: [AtomicU64; Refusal::ALL.len()],
    stop: watch::Sender<bool>,
}

impl Hub {
    /// A hub with nobody in it.
    pub fn new(config: Config) -> Arc<Self> {
        Arc::new(Self {
            config,
            rooms: Mutex::default(),
            connections: AtomicU64::new(0),
            open: AtomicU64::new(0),
            relayed: AtomicU64::new(0),
            refusals: Default::default(),
            stop: watch::channel(false).0,
        })
    }

    fn lock(&self) -> MutexGuard<'_, Rooms> {
        // A panic elsewhere while holding the lock leaves plain maps: go on with them.
        self.rooms.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn refuse(&self, refusal: Refusal) -> Refusal {
        self.refusals[refusal.index()].fetch_add(1, Ordering::Relaxed);
        refusal
    }

    /// Lets a connection from `ip` in, or says why not.
    fn admit(&self, ip: IpAddr) -> Result<(), Refusal> {
        let now = Instant::now();
        let mut rooms = self.lock();
        if rooms.addresses.len() >= SWEEP_AT {
            rooms.addresses.retain(|_, a| a.open > 0 || now.duration_since(a.window_start) < RATE_WINDOW);
        }
        let address =
            rooms.addresses.entry(ip).or_insert(Address { open: 0, window_start: now, opened_in_window: 0 });
        if now.duration_since(address.window_start) >= RATE_WINDOW {
            address.window_start = now;
            address.opened_in_window = 0;
        }
        if address.open >= self.config.max_per_address {
            return Err(self.refuse(Refusal::TooManyFromAddress));
        }
        if address.opened_in_window >= self.config.connects_per_minute {
            return Err(self.refuse(Refusal::TooFast));
        }
        address.open += 1;
        address.opened_in_window += 1;
        self.connections.fetch_add(1, Ordering::Relaxed);
        self.open.fetch_add(1, Ordering::Relaxed);
        Ok(())
    }

    /// A connection from `ip` has ended.
    fn release(&self, ip: IpAddr) {
        let mut rooms = self.lock();
        if let Some(address) = rooms.addresses.get_mut(&ip) {
            address.open = address.open.saturating_sub(1);
            if address.open == 0 && address.window_start.elapsed() >= RATE_WINDOW {
                rooms.addresses.remove(&ip);
            }
        }
        self.open.fetch_sub(1, Ordering::Relaxed);
    }

    /// Players in the room `room` now (0 for a room no one is in).
    pub fn players_in(&self, room: &str) -> usize {
        self.lock().rooms.get(room).map_or(0, |peers| peers.len())
    }

    /// Players waiting to be paired now.
    pub fn waiting(&self) -> usize {
        self.lock().waiting.len()
    }

    /// Puts a peer in a room (for [`Entry::Paired`], the one where a player
    /// waits for the same name, else a new one where it waits), giving it its
    /// id and telling the one there of it; the room it is in. A full room
    /// refuses it (its id is never given).
    fn join(
        &self,
        asked: &str,
        entry: Entry,
        id: PeerId,
        outbox: mpsc::Sender<Message>,
    ) -> Result<String, Refusal> {
        let mut rooms = self.lock();
        let room = match entry {
            Entry::Named => asked.to_string(),
            Entry::Paired => {
                let rooms = &mut *rooms;
                match rooms.waiting.remove(asked) {
                    Some(room) if rooms.rooms.get(&room).is_some_and(|peers| peers.len() == 1) => room,
                    _ => {
                        rooms.pairs_made += 1;
                        let room = format!("{asked}#{}", rooms.pairs_made);
                        rooms.waiting.insert(asked.to_string(), room.clone());
                        room
                    }
                }
            }
        };
        let peers = rooms.rooms.entry(room.clone()).or_default();
        if peers.len() >= PEERS_PER_ROOM {
            drop(rooms);
            return Err(self.refuse(Refusal::RoomFull));
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
    fn relay(&self, room: &str, from: PeerId, to: PeerId, data: serde_json::Value) {
        let rooms = self.lock();
        let Some(peer) =
            rooms.rooms.get(room).and_then(|peers| peers.iter().find(|p| p.id == to && p.id != from))
        else {
            return;
        };
        if peer.outbox.try_send(event(&JsonPeerEvent::Signal { sender: from, data })).is_ok() {
            self.relayed.fetch_add(1, Ordering::Relaxed);
        }
    }

    /// Takes a peer out of its room, telling the other if `tell` (not when
    /// the server is stopping: the two games' own connection goes on without
    /// it); an empty room goes.
    fn leave(&self, room: &str, id: PeerId, tell: bool) {
        let mut rooms = self.lock();
        let Some(peers) = rooms.rooms.get_mut(room) else { return };
        peers.retain(|p| p.id != id);
        for other in peers.iter().filter(|_| tell) {
            let _ = other.outbox.try_send(event(&JsonPeerEvent::PeerLeft(id)));
        }
        if peers.is_empty() {
            rooms.rooms.remove(room);
            // A player who waited to be paired and went: nobody waits there now.
            if let Some((asked, _)) = room.split_once('#')
                && rooms.waiting.get(asked).is_some_and(|r| r == room)
            {
                rooms.waiting.remove(asked);
            }
        }
    }

    /// Asks every connection to close (the server is stopping).
    pub fn stop(&self) {
        self.stop.send_replace(true);
    }

    /// `/metrics` in Prometheus' text form.
    pub fn metrics(&self) -> String {
        let (rooms, addresses, waiting) = {
            let rooms = self.lock();
            (rooms.rooms.len(), rooms.addresses.len(), rooms.waiting.len())
        };
        let mut out = String::new();
        let mut put = |name: &str, kind: &str, help: &str, value: u64| {
            out.push_str(&format!("# HELP {name} {help}\n# TYPE {name} {kind}\n{name} {value}\n"));
        };
        put(
            "pegs_connections_open",
            "gauge",
            "Signalling connections open now.",
            self.open.load(Ordering::Relaxed),
        );
        put(
            "pegs_connections_total",
            "counter",
            "Signalling connections let in.",
            self.connections.load(Ordering::Relaxed),
        );
        put("pegs_rooms", "gauge", "Rooms with someone in them.", rooms as u64);
        put("pegs_addresses", "gauge", "Addresses kept for their limits.", addresses as u64);
        put(
            "pegs_waiting_for_a_pair",
            "gauge",
            "Players waiting to be paired with a stranger.",
            waiting as u64,
        );
        put(
            "pegs_signals_relayed_total",
            "counter",
            "Signals passed to the other peer of a room.",
            self.relayed.load(Ordering::Relaxed),
        );
        out.push_str("# HELP pegs_refusals_total Connections refused or ended early, by reason.\n");
        out.push_str("# TYPE pegs_refusals_total counter\n");
        for refusal in Refusal::ALL {
            let count = self.refusals[refusal.index()].load(Ordering::Relaxed);
            out.push_str(&format!("pegs_refusals_total{{reason=\"{}\"}} {count}\n", refusal.name()));
        }
        out
    }
}

fn event(event: &JsonPeerEvent) -> Message {
    Message::Text(event.to_string().into())
}

/// The whole server: the web game, the signalling, `/healthz` and `/metrics`.
pub fn router(hub: Arc<Hub>) -> Router {
    let web = hub.config.web.clone();
    let files =
        ServeDir::new(&web).precompressed_br().precompressed_gzip().append_index_html_on_directories(true);
    let policy = content_security_policy(&web);
    let tags = Arc::new(ContentTags { web: web.clone(), known: Mutex::default() });
    Router::new()
        .route("/signal/{room}", get(signal))
        .route("/healthz", get(|| async { "ok\n" }))
        .route("/metrics", get(metrics))
        .fallback_service(files)
        .layer(middleware::from_fn_with_state(tags, tag_by_content))
        .layer(middleware::from_fn_with_state(web, inside_web))
        .layer(SetResponseHeaderLayer::overriding(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::REFERRER_POLICY,
            HeaderValue::from_static("no-referrer"),
        ))
        .layer(SetResponseHeaderLayer::if_not_present(header::CONTENT_SECURITY_POLICY, policy))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-cache"),
        ))
        .with_state(hub)
}

/// Serves `router` on `listener` until `shutdown` resolves; then every
/// signalling connection is closed ("the server is restarting": games rejoin).
pub async fn serve(
    listener: tokio::net::TcpListener,
    hub: Arc<Hub>,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    serve_on(listener, hub, shutdown).await
}

/// As [`serve`], with https and wss: every connection is encrypted with `tls`.
pub async fn serve_tls(
    listener: tokio::net::TcpListener,
    tls: Arc<tls::ServerConfig>,
    hub: Arc<Hub>,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    serve_on(tls::TlsListener::new(listener, tls)?, hub, shutdown).await
}

async fn serve_on<L: Listener<Addr = SocketAddr>>(
    listener: L,
    hub: Arc<Hub>,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let app = router(hub.clone()).into_make_service_with_connect_info::<SocketAddr>();
    let stopping = hub.clone();
    // Tapped, the listener's connections tell their address as a plain one's do.
    axum::serve(listener.tap_io(|_| {}), app)
        .with_graceful_shutdown(async move {
            shutdown.await;
            stopping.stop();
        })
        .await?;
    // The WebSockets run on their own: give them a moment to say goodbye.
    let deadline = Instant::now() + Duration::from_secs(3);
    while hub.open.load(Ordering::Relaxed) > 0 && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    Ok(())
}

async fn metrics(State(hub): State<Arc<Hub>>) -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "text/plain; version=0.0.4")], hub.metrics())
}

async fn signal(
    State(hub): State<Arc<Hub>>,
    Path(room): Path<String>,
    RawQuery(query): RawQuery,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    upgrade: WebSocketUpgrade,
) -> Response {
    let refused = |refusal: Refusal| {
        info!(address = %from.ip(), room = %room.escape_debug(), reason = refusal.name(), "refused");
        (refusal.status(), refusal.reason()).into_response()
    };
    let Some(entry) = Entry::from_query(query.as_deref()).filter(|_| valid_room(&room)) else {
        return refused(hub.refuse(Refusal::BadRoom));
    };
    // A full room is refused after the upgrade, with a close code and reason
    // (4409): a browser never shows a page why an upgrade was refused.
    if let Err(refusal) = hub.admit(from.ip()) {
        return refused(refusal);
    }
    upgrade
        .read_buffer_size(READ_BUFFER_BYTES)
        .write_buffer_size(0)
        .max_write_buffer_size(MAX_SIGNAL_BYTES * QUEUE)
        .max_message_size(MAX_SIGNAL_BYTES)
        .max_frame_size(MAX_SIGNAL_BYTES)
        .on_upgrade(move |socket| async move {
            run(&hub, socket, (&room, entry), from).await;
            hub.release(from.ip());
        })
}

/// How a connection ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ending {
    /// The peer closed it or went.
    Left,
    /// The server ended it.
    Refused(Refusal),
    /// The server is stopping.
    Stopping,
}

/// One peer's connection, from its id to its leaving.
async fn run(hub: &Hub, socket: WebSocket, (asked, entry): (&str, Entry), from: SocketAddr) {
    let id = PeerId(uuid::Uuid::new_v4());
    let (mut sink, mut stream) = socket.split();
    let (outbox, mut queue) = mpsc::channel(QUEUE);
    // What waits for the peer goes out in order, the close last.
    let writer = async move {
        while let Some(message) = queue.recv().await {
            if sink.send(message).await.is_err() {
                break;
            }
        }
    };
    let mut stop = hub.stop.subscribe();
    let reader = async move {
        let room = match hub.join(asked, entry, id, outbox.clone()) {
            Ok(room) => room,
            Err(refusal) => {
                info!(address = %from.ip(), room = asked, reason = refusal.name(), "refused");
                let _ = outbox.try_send(close(4409, refusal.reason()));
                return;
            }
        };
        let room = room.as_str();
        info!(address = %from.ip(), room, peer = %id, "joined");
        let ending = loop {
            let heard = tokio::select! {
                heard = tokio::time::timeout(hub.config.idle, stream.next()) => heard,
                _ = stop.wait_for(|stopping| *stopping) => break Ending::Stopping,
            };
            match heard {
                Err(_) => break Ending::Refused(hub.refuse(Refusal::Idle)),
                Ok(None | Some(Ok(Message::Close(_)))) => break Ending::Left,
                Ok(Some(Err(_) | Ok(Message::Binary(_)))) => {
                    break Ending::Refused(hub.refuse(Refusal::BadMessage));
                }
                Ok(Some(Ok(Message::Text(text)))) => match JsonPeerRequest::from_str(&text) {
                    Ok(PeerRequest::Signal { receiver, data }) => hub.relay(room, id, receiver, data),
                    Ok(PeerRequest::KeepAlive) => {}
                    Err(_) => break Ending::Refused(hub.refuse(Refusal::BadMessage)),
                },
                Ok(Some(Ok(_))) => {}
            }
        };
        hub.leave(room, id, ending != Ending::Stopping);
        let said = match ending {
            Ending::Left => "left",
            Ending::Refused(refusal) => refusal.name(),
            Ending::Stopping => "server stopping",
        };
        info!(address = %from.ip(), room, peer = %id, ending = said, "gone");
        let _ = outbox.try_send(match ending {
            Ending::Left => Message::Close(None),
            Ending::Refused(refusal) => close(4400, refusal.reason()),
            // 1012: service restart; the game rejoins its room.
            Ending::Stopping => close(1012, "the server is restarting"),
        });
        // The last sender goes with `outbox` at the end of this block: the writer then ends.
    };
    tokio::join!(reader, writer);
}

fn close(code: u16, reason: &str) -> Message {
    Message::Close(Some(CloseFrame { code, reason: reason.into() }))
}

/// Whether a path is one of the server's own, not a web file.
fn is_servers_own(path: &str) -> bool {
    path.starts_with("/signal/") || path == "/healthz" || path == "/metrics"
}

/// The web files' content tags (ETags): a digest of the bytes served, so a
/// browser revalidates a file (`Cache-Control: no-cache`) and gets "304 Not
/// Modified" as long as its content is the same, whatever its date (a new
/// copy of the same release costs players nothing). A tag is computed once
/// and kept while the file's size and time stay the same.
struct ContentTags {
    web: PathBuf,
    /// By file: its size and time when its tag was computed, and the tag.
    known: Mutex<HashMap<PathBuf, (u64, SystemTime, HeaderValue)>>,
}

impl ContentTags {
    /// The tag of the file `relative` (a request's decoded path) as served
    /// with `encoding` (`br`, `gzip`, or none), if it is a file.
    async fn of(&self, relative: &str, encoding: Option<&str>) -> Option<HeaderValue> {
        let mut file = self.web.clone();
        file.extend(relative.split('/').filter(|p| !p.is_empty()));
        if relative.is_empty() || relative.ends_with('/') || file.is_dir() {
            file.push("index.html");
        }
        let suffix = match encoding {
            None => "",
            Some("br") => ".br",
            Some("gzip") => ".gz",
            Some(_) => return None,
        };
        let file = PathBuf::from(format!("{}{suffix}", file.display()));
        let meta = tokio::fs::metadata(&file).await.ok().filter(|m| m.is_file())?;
        let (size, time) = (meta.len(), meta.modified().ok()?);
        if let Some((s, t, tag)) = self.known.lock().unwrap_or_else(|e| e.into_inner()).get(&file)
            && (*s, *t) == (size, time)
        {
            return Some(tag.clone());
        }
        let read = file.clone();
        let bytes = tokio::task::spawn_blocking(move || std::fs::read(read)).await.ok()?.ok()?;
        let digest = ring::digest::digest(&ring::digest::SHA256, &bytes);
        let hex: String = digest.as_ref()[..16].iter().map(|b| format!("{b:02x}")).collect();
        let tag = format!("\"{hex}\"");
        let tag = HeaderValue::from_str(&tag).ok()?;
        self.known.lock().unwrap_or_else(|e| e.into_inner()).insert(file, (size, time, tag.clone()));
        Some(tag)
    }
}

/// Whether an `If-None-Match` list names `tag` (weakly, as RFC 9110 compares for GET).
fn names_tag(list: &HeaderValue, tag: &HeaderValue) -> bool {
    let (Ok(list), Ok(tag)) = (list.to_str(), tag.to_str()) else { return false };
    list.split(',').map(str::trim).any(|t| t == "*" || t.trim_start_matches("W/") == tag)
}

/// Tags every web file served whole by its content, and answers "304 Not
/// Modified" to a browser that names that tag (its date then counts for nothing).
async fn tag_by_content(State(tags): State<Arc<ContentTags>>, mut request: Request, next: Next) -> Response {
    let path = request.uri().path().to_string();
    if is_servers_own(&path) {
        return next.run(request).await;
    }
    let asked = request.headers().get(header::IF_NONE_MATCH).cloned();
    if asked.is_some() {
        request.headers_mut().remove(header::IF_MODIFIED_SINCE);
    }
    let mut response = next.run(request).await;
    if response.status() != StatusCode::OK {
        return response;
    }
    let headers = response.headers_mut();
    headers.entry(header::VARY).or_insert(HeaderValue::from_static("accept-encoding"));
    let encoding = headers.get(header::CONTENT_ENCODING).and_then(|e| e.to_str().ok()).map(str::to_string);
    let Some(relative) = percent_decode(path.trim_start_matches('/')) else { return response };
    let Some(tag) = tags.of(&relative, encoding.as_deref()).await else { return response };
    if asked.is_some_and(|asked| names_tag(&asked, &tag)) {
        let mut unchanged = StatusCode::NOT_MODIFIED.into_response();
        for name in [header::CACHE_CONTROL, header::VARY, header::CONTENT_LOCATION, header::LAST_MODIFIED] {
            if let Some(value) = response.headers().get(&name) {
                unchanged.headers_mut().insert(name, value.clone());
            }
        }
        unchanged.headers_mut().insert(header::ETAG, tag);
        return unchanged;
    }
    response.headers_mut().insert(header::ETAG, tag);
    response
}

/// Refuses any path that leads out of the web folder through a link (`..`
/// is refused by the file service itself).
async fn inside_web(State(web): State<PathBuf>, request: Request, next: Next) -> Response {
    let path = request.uri().path();
    if !is_servers_own(path) {
        let decoded = percent_decode(path.trim_start_matches('/'));
        let Some(relative) = decoded else { return StatusCode::BAD_REQUEST.into_response() };
        if !stays_inside(&web, &relative) {
            return StatusCode::NOT_FOUND.into_response();
        }
    }
    next.run(request).await
}

/// Whether `relative` under `root`, links followed, is still under `root`
/// (a path that does not exist is: the file service answers 404 for it).
pub fn stays_inside(root: &FilePath, relative: &str) -> bool {
    let Ok(root) = root.canonicalize() else { return false };
    let mut path = root.clone();
    for part in relative.split('/') {
        match part {
            "" | "." => continue,
            ".." => return false,
            part => path.push(part),
        }
        match path.canonicalize() {
            Ok(real) if real.starts_with(&root) => path = real,
            Ok(_) => return false,
            Err(_) => return true,
        }
    }
    true
}

fn percent_decode(path: &str) -> Option<String> {
    let bytes = path.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = std::str::from_utf8(bytes.get(i + 1..i + 3)?).ok()?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// A Content-Security-Policy that fits the page: its own scripts and the
/// inline start-up script of its `index.html` (by hash), WebAssembly,
/// connections to signalling servers, nothing framed or embedded.
pub fn content_security_policy(web: &FilePath) -> HeaderValue {
    let page = std::fs::read_to_string(web.join("index.html")).unwrap_or_default();
    let hashes: String = inline_scripts(&page)
        .map(|script| {
            let digest = ring::digest::digest(&ring::digest::SHA256, script.as_bytes());
            use base64::Engine;
            format!(" 'sha256-{}'", base64::engine::general_purpose::STANDARD.encode(digest.as_ref()))
        })
        .collect();
    let policy = format!(
        "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'{hashes}; style-src 'self' 'unsafe-inline'; \
         img-src 'self' data: blob:; connect-src 'self' ws: wss:; worker-src 'self'; manifest-src 'self'; \
         object-src 'none'; base-uri 'none'; frame-ancestors 'none'"
    );
    HeaderValue::from_str(&policy).unwrap_or_else(|_| HeaderValue::from_static("default-src 'self'"))
}

/// The bodies of a page's inline `<script>` elements.
fn inline_scripts(page: &str) -> impl Iterator<Item = &str> {
    page.split("<script").skip(1).filter_map(|rest| {
        let (attributes, body) = rest.split_once('>')?;
        if attributes.contains("src=") {
            return None;
        }
        Some(body.split_once("</script>")?.0)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rooms_are_the_games_own() {
        assert!(valid_room("pegs-and-stones-ABC234"));
        assert!(!valid_room("pegs-and-stones-"));
        assert!(!valid_room("other-ABC234"));
        assert!(!valid_room("pegs-and-stones-AB C"));
        assert!(!valid_room(&format!("{ROOM_PREFIX}{}", "A".repeat(LONGEST_ROOM))));
    }

    #[test]
    fn the_policy_names_the_pages_inline_script_by_its_hash() {
        let page = "<script type=\"module\">go()</script><script src=\"x.js\"></script>";
        assert_eq!(inline_scripts(page).collect::<Vec<_>>(), ["go()"]);
    }

    #[test]
    fn paths_are_decoded_or_refused() {
        assert_eq!(percent_decode("a%20b").as_deref(), Some("a b"));
        assert_eq!(percent_decode("%2e%2e/x").as_deref(), Some("../x"));
        assert_eq!(percent_decode("bad%zz"), None);
        assert_eq!(percent_decode("cut%2"), None);
    }

    #[test]
    fn an_address_is_held_to_its_limits_and_forgotten_when_gone() {
        let hub = Hub::new(Config { max_per_address: 2, connects_per_minute: 3, ..Config::new(".") });
        let ip: IpAddr = "192.0.2.1".parse().unwrap();
        assert_eq!(hub.admit(ip), Ok(()));
        assert_eq!(hub.admit(ip), Ok(()));
        assert_eq!(hub.admit(ip), Err(Refusal::TooManyFromAddress));
        hub.release(ip);
        assert_eq!(hub.admit(ip), Ok(()));
        hub.release(ip);
        assert_eq!(hub.admit(ip), Err(Refusal::TooFast), "three in a minute");
        assert!(hub.metrics().contains("pegs_refusals_total{reason=\"too_fast\"} 1"));
    }
}
