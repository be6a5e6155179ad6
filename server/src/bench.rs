//! `pegs-server bench`: how many players one server holds, and how fast
//! they meet. It starts a server as a child process on loopback (this
//! program, or a stock `matchbox_server` to compare), opens rooms at a steady
//! rate, two peers each, and for each room times the meeting: from the
//! second peer's connect to the first one hearing a signal from it. Every
//! peer stays connected until the wave is complete; then the server's
//! memory is read, everyone leaves, and a second wave of the same size runs.
//! Bounded in count and time, and only ever on 127.0.0.1.

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;

type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>>;

/// The most rooms a wave may have (20,000 peers, in and out of one process's file limit).
const MOST_ROOMS: usize = 10_000;
/// A room that has not met within this long counts as failed.
const MEETING_WITHIN: Duration = Duration::from_secs(20);

/// What to run.
#[derive(clap::Args, Debug, Clone)]
pub struct Plan {
    /// Rooms a wave opens (two peers each), 1 to 10000.
    #[arg(long, value_name = "N", default_value_t = 1000, value_parser = rooms)]
    pub rooms: usize,
    /// New rooms a second, up to 10000.
    #[arg(long, value_name = "R", default_value_t = 400.0, value_parser = rate)]
    pub rate: f64,
    /// Waves, one after the other, 1 to 5.
    #[arg(long, value_name = "W", default_value_t = 2, value_parser = clap::value_parser!(u8).range(1..=5))]
    pub waves: u8,
    /// A stock `matchbox_server` to measure instead of this server.
    #[arg(long, value_name = "PATH")]
    pub matchbox: Option<PathBuf>,
    /// The port the server listens on (127.0.0.1).
    #[arg(long, value_name = "P", default_value_t = 47_391)]
    pub port: u16,
}

fn rooms(given: &str) -> Result<usize, String> {
    given
        .parse()
        .ok()
        .filter(|n| (1..=MOST_ROOMS).contains(n))
        .ok_or_else(|| format!("a number of rooms from 1 to {MOST_ROOMS}"))
}

fn rate(given: &str) -> Result<f64, String> {
    given
        .parse()
        .ok()
        .filter(|r: &f64| r.is_finite() && *r > 0.0 && *r <= 10_000.0)
        .ok_or_else(|| "rooms a second, up to 10000".into())
}

/// One wave's figures.
#[derive(Debug, Clone)]
pub struct Wave {
    /// Rooms whose two peers met.
    pub met: usize,
    /// Peers connected at the wave's end.
    pub held: usize,
    /// Seconds the wave took from its first connect to its last meeting.
    pub seconds: f64,
    /// Meeting times, milliseconds, sorted.
    pub meetings_ms: Vec<f64>,
    /// The server's resident memory with every peer held, KiB.
    pub rss_held_kib: u64,
    /// The server's resident memory after everyone left, KiB.
    pub rss_after_kib: u64,
}

impl Wave {
    fn percentile(&self, p: f64) -> f64 {
        if self.meetings_ms.is_empty() {
            return f64::NAN;
        }
        let at = ((self.meetings_ms.len() as f64 - 1.0) * p).round() as usize;
        self.meetings_ms[at.min(self.meetings_ms.len() - 1)]
    }
}

/// Runs the plan and prints its figures; an error as one line.
pub fn run(plan: &Plan) -> Result<(), String> {
    // Two sockets a room on this side too: as many open files as the system lets it have.
    let _ = pegs_server::config::raise_open_files();
    let runtime = tokio::runtime::Runtime::new().map_err(|e| format!("cannot start: {e}"))?;
    let mut server = Server::start(plan)?;
    let idle = server.rss_kib();
    let name = if plan.matchbox.is_some() { "matchbox_server 0.15" } else { "pegs-server" };
    println!("{name}: {} rooms a wave at {} rooms a second; idle {} KiB", plan.rooms, plan.rate, idle);
    let mut waves = Vec::new();
    for number in 1..=usize::from(plan.waves) {
        let wave = runtime.block_on(wave(plan, &mut server))?;
        let per_peer = (wave.rss_held_kib.saturating_sub(idle)) as f64 * 1024.0 / wave.held.max(1) as f64;
        println!(
            "wave {number}: {met}/{rooms} rooms met, {held} peers held, {rate:.0} meetings a second, \
             meeting p50 {p50:.1} ms p99 {p99:.1} ms; server {held_kib} KiB with everyone in \
             ({per_peer:.0} bytes a peer above idle), {after} KiB after they left",
            met = wave.met,
            rooms = plan.rooms,
            held = wave.held,
            rate = wave.met as f64 / wave.seconds.max(1e-9),
            p50 = wave.percentile(0.5),
            p99 = wave.percentile(0.99),
            held_kib = wave.rss_held_kib,
            after = wave.rss_after_kib,
        );
        waves.push(wave);
    }
    if let [first, .., last] = waves.as_slice() {
        let growth = last.rss_held_kib as f64 / first.rss_held_kib.max(1) as f64 - 1.0;
        println!("the last wave held {:+.1} % of the first's memory", 100.0 * growth);
    }
    if waves.iter().any(|w| w.met < plan.rooms) {
        return Err("some rooms did not meet".into());
    }
    Ok(())
}

/// The server under test, a child process.
struct Server {
    child: Child,
    room_base: String,
    _web: Option<PathBuf>,
}

impl Server {
    fn start(plan: &Plan) -> Result<Self, String> {
        let address = format!("127.0.0.1:{}", plan.port);
        let (child, room_base, web) = match &plan.matchbox {
            Some(path) => {
                let child = Command::new(path)
                    .arg(&address)
                    .stdout(Stdio::null())
                    .stderr(Stdio::null())
                    .spawn()
                    .map_err(|e| format!("{}: cannot start: {e}", path.display()))?;
                (child, format!("ws://{address}/"), None)
            }
            None => {
                let web = std::env::temp_dir().join(format!("pegs-server-bench-{}", std::process::id()));
                std::fs::create_dir_all(&web).map_err(|e| format!("{}: {e}", web.display()))?;
                std::fs::write(web.join("index.html"), "<!doctype html>")
                    .map_err(|e| format!("{}: {e}", web.display()))?;
                let me = std::env::current_exe().map_err(|e| format!("cannot find myself: {e}"))?;
                let child = Command::new(me)
                    .args(["--listen", &address, "--web"])
                    .arg(&web)
                    .args(["--max-per-address", "100000", "--connects-per-minute", "10000000"])
                    .args(["--max-connections-per-address", "100000"])
                    .env("RUST_LOG", "warn")
                    .stdout(Stdio::null())
                    .stderr(Stdio::null())
                    .spawn()
                    .map_err(|e| format!("cannot start the server: {e}"))?;
                (child, format!("ws://{address}/signal/"), Some(web))
            }
        };
        let server = Self { child, room_base, _web: web };
        // Wait for it to listen.
        let until = Instant::now() + Duration::from_secs(10);
        while std::net::TcpStream::connect(&address).is_err() {
            if Instant::now() > until {
                return Err(format!("the server did not listen on {address}"));
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        Ok(server)
    }

    /// The server's resident memory, KiB (Linux's /proc).
    fn rss_kib(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).unwrap_or_default();
        status
            .lines()
            .find_map(|l| l.strip_prefix("VmRSS:"))
            .and_then(|v| v.split_whitespace().next()?.parse().ok())
            .unwrap_or(0)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        if let Some(web) = &self._web {
            let _ = std::fs::remove_dir_all(web);
        }
    }
}

async fn open(url: &str) -> Option<Socket> {
    tokio_tungstenite::connect_async(url).await.ok().map(|(socket, _)| socket)
}

/// The next text message as JSON.
async fn heard(socket: &mut Socket) -> Option<serde_json::Value> {
    loop {
        match socket.next().await? {
            Ok(Message::Text(text)) => return serde_json::from_str(&text).ok(),
            Ok(Message::Ping(_) | Message::Pong(_)) => {}
            _ => return None,
        }
    }
}

/// One room: two peers meet and pass a signal; both sockets are kept.
async fn room(url: String) -> Option<(f64, Socket, Socket)> {
    let mut first = open(&url).await?;
    let first_id = heard(&mut first).await?["IdAssigned"].as_str()?.to_string();
    let started = Instant::now();
    let mut second = open(&url).await?;
    heard(&mut second).await?;
    let signal = serde_json::json!({"Signal": {"receiver": first_id, "data": {"bench": true}}});
    second.send(Message::text(signal.to_string())).await.ok()?;
    loop {
        let event = heard(&mut first).await?;
        if event.get("Signal").is_some() {
            break;
        }
    }
    Some((started.elapsed().as_secs_f64() * 1000.0, first, second))
}

async fn wave(plan: &Plan, server: &mut Server) -> Result<Wave, String> {
    let tag = uuid::Uuid::new_v4().simple().to_string();
    let gap = Duration::from_secs_f64(1.0 / plan.rate);
    let started = Instant::now();
    let mut rooms = Vec::with_capacity(plan.rooms);
    for index in 0..plan.rooms {
        let url = format!("{}pegs-and-stones-B{}{index}", server.room_base, &tag[..8]);
        rooms.push(tokio::spawn(tokio::time::timeout(MEETING_WITHIN, room(url))));
        tokio::time::sleep_until((started + gap * (index as u32 + 1)).into()).await;
    }
    let mut meetings_ms = Vec::new();
    let mut sockets = Vec::new();
    for room in rooms {
        if let Ok(Ok(Some((ms, first, second)))) = room.await {
            meetings_ms.push(ms);
            sockets.push(first);
            sockets.push(second);
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    meetings_ms.sort_by(f64::total_cmp);
    // A moment for the server to settle (longer for larger waves) before its memory is read.
    let settle = Duration::from_millis(100 + plan.rooms as u64 / 10);
    tokio::time::sleep(settle).await;
    let rss_held_kib = server.rss_kib();
    let held = sockets.len();
    let closing: Vec<_> =
        sockets.into_iter().map(|mut s| tokio::spawn(async move { s.close(None).await })).collect();
    for closed in closing {
        let _ = closed.await;
    }
    tokio::time::sleep(settle * 4).await;
    let rss_after_kib = server.rss_kib();
    Ok(Wave { met: meetings_ms.len(), held, seconds, meetings_ms, rss_held_kib, rss_after_kib })
}
