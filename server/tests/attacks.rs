//! `pegs-server` against strangers' clients, on loopback: each attack a
//! host meets on the internet, from machines of their own (127.0.0.x), and
//! what the server must do about it. The limits are set small and short so
//! that each test takes a second or two.

use std::net::IpAddr;
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use pegs_server::limits::Hold;
use pegs_server::{Config, Hub};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::{self, Message};

mod support;
use support::*;

/// A PROXY protocol v2 header for a TCP connection from `client`.
fn proxy_v2(client: IpAddr, port: u16) -> Vec<u8> {
    let IpAddr::V4(client) = client else { panic!("IPv4 in these tests") };
    let mut header = b"\r\n\r\n\0\r\nQUIT\n".to_vec();
    header.extend([0x21, 0x11, 0, 12]);
    header.extend(client.octets());
    header.extend([127, 0, 0, 1]);
    header.extend(port.to_be_bytes());
    header.extend(8080u16.to_be_bytes());
    header
}

/// HAProxy's health check with `check-send-proxy`: a v2 header with the LOCAL command.
fn proxy_v2_local() -> Vec<u8> {
    b"\r\n\r\n\0\r\nQUIT\n\x20\x00\x00\x00".to_vec()
}

/// A WebSocket to `room` through a proxy at 127.0.0.1 that names `client`.
async fn through_proxy(
    address: std::net::SocketAddr,
    client: IpAddr,
    room: &str,
) -> Result<Socket, tungstenite::Error> {
    let mut stream = tcp_from(machine(1), address).await.map_err(tungstenite::Error::Io)?;
    stream.write_all(&proxy_v2(client, 40_000)).await.map_err(tungstenite::Error::Io)?;
    let url = format!("ws://{address}/signal/{room}");
    tokio_tungstenite::client_async(url, tokio_tungstenite::MaybeTlsStream::Plain(stream))
        .await
        .map(|(s, _)| s)
}

/// A plain GET over `stream`; the status, or 0 if no answer came within 2 s.
async fn status_over(stream: &mut TcpStream, path: &str) -> u16 {
    let request = format!("GET {path} HTTP/1.1\r\nHost: games\r\nConnection: close\r\n\r\n");
    say(stream, request.as_bytes()).await;
    let mut answer = Vec::new();
    let _ = tokio::time::timeout(Duration::from_secs(2), stream.read_to_end(&mut answer)).await;
    let answer = String::from_utf8_lossy(&answer);
    answer.strip_prefix("HTTP/1.1 ").and_then(|rest| rest.get(..3)).and_then(|s| s.parse().ok()).unwrap_or(0)
}

/// The status of GET `path` from machine `from`.
async fn status_from(from: IpAddr, address: std::net::SocketAddr, path: &str) -> u16 {
    match tcp_from(from, address).await {
        Ok(mut stream) => status_over(&mut stream, path).await,
        Err(_) => 0,
    }
}

fn config(name: &str) -> Config {
    Config { drain: Duration::ZERO, ..Config::new(web_folder(name)) }
}

#[tokio::test]
async fn behind_a_trusted_proxy_every_limit_counts_the_client_it_names() {
    let mut config = config("proxy");
    config.trusted_proxies = vec!["127.0.0.1/32".parse().unwrap()];
    config.max_per_address = 2;
    let server = start(config).await;
    // Twenty players behind the one proxy, each from an address of their own:
    // all in (before, the proxy's address was counted: 16 players for a whole site).
    let mut players = Vec::new();
    for n in 1..=20u8 {
        let mut socket =
            through_proxy(server.address, IpAddr::from([203, 0, 113, n]), &format!("pegs-and-stones-P{n}"))
                .await
                .expect("a player behind the proxy is let in");
        assert!(next(&mut socket).await["IdAssigned"].is_string());
        players.push(socket);
    }
    assert_eq!(server.hub.limits().held_by(IpAddr::from([203, 0, 113, 7]), Hold::Signalling), 1);
    assert_eq!(
        server.hub.limits().held_by(machine(1), Hold::Signalling),
        0,
        "the proxy itself holds nothing"
    );
    // One client named by the proxy is held to its own cap.
    let crowd = IpAddr::from([198, 51, 100, 9]);
    let _a = through_proxy(server.address, crowd, "pegs-and-stones-CROWD1").await.unwrap();
    let _b = through_proxy(server.address, crowd, "pegs-and-stones-CROWD2").await.unwrap();
    let refused = through_proxy(server.address, crowd, "pegs-and-stones-CROWD3").await.unwrap_err();
    assert_eq!(status_of(refused), 429);

    // The proxy's health checks speak the protocol too (LOCAL): answered.
    let mut check = tcp_from(machine(1), server.address).await.unwrap();
    say(&mut check, &proxy_v2_local()).await;
    assert_eq!(status_over(&mut check, "/healthz").await, 200);
    // From the proxy's address, a header that does not parse is not taken.
    let mut garbled = tcp_from(machine(1), server.address).await.unwrap();
    say(&mut garbled, b"PROXY TCP4 somebody\r\nGET /healthz HTTP/1.1\r\n\r\n").await;
    assert_eq!(status_over(&mut garbled, "/healthz").await, 0);
    // Anyone else's PROXY header is not believed: the request is refused as it stands.
    let mut liar = tcp_from(machine(2), server.address).await.unwrap();
    say(&mut liar, &proxy_v2(IpAddr::from([192, 0, 2, 1]), 1)).await;
    assert_eq!(status_over(&mut liar, "/healthz").await, 400);
    let mut liar = tcp_from(machine(2), server.address).await.unwrap();
    say(&mut liar, b"PROXY TCP4 192.0.2.1 127.0.0.1 1 8080\r\n").await;
    assert_eq!(status_over(&mut liar, "/healthz").await, 400);
    let metrics = server.hub.metrics();
    assert_eq!(metric(&metrics, "pegs_refusals_total{reason=\"no_proxy_header\"}"), 1, "{metrics}");
}

/// A signalling WebSocket to `room` from machine `from`, with an `X-Forwarded-For` header saying `says`.
async fn forwarded(
    from: IpAddr,
    address: std::net::SocketAddr,
    room: &str,
    says: &str,
) -> Result<Socket, tungstenite::Error> {
    let stream = tcp_from(from, address).await.map_err(tungstenite::Error::Io)?;
    let mut request = format!("ws://{address}/signal/{room}").into_client_request()?;
    request.headers_mut().insert("x-forwarded-for", says.parse().unwrap());
    tokio_tungstenite::client_async(request, tokio_tungstenite::MaybeTlsStream::Plain(stream))
        .await
        .map(|(s, _)| s)
}

#[tokio::test]
async fn a_trusted_http_proxy_names_its_clients_and_nobody_else_may() {
    let mut config = config("forwarded");
    config.trusted_proxies = vec!["127.0.0.1/32".parse().unwrap()];
    config.max_per_address = 2;
    let server = start(config).await;
    // nginx's HTTP proxy (no PROXY header): each request names its client last.
    let client = "6.6.6.6, 198.51.100.20";
    let _a = forwarded(machine(1), server.address, "pegs-and-stones-FWD1", client).await.unwrap();
    let _b = forwarded(machine(1), server.address, "pegs-and-stones-FWD2", client).await.unwrap();
    let refused = forwarded(machine(1), server.address, "pegs-and-stones-FWD3", client).await.unwrap_err();
    assert_eq!(status_of(refused), 429, "the client it names is held to its share");
    let _c = forwarded(machine(1), server.address, "pegs-and-stones-FWD4", "198.51.100.21").await.unwrap();
    assert_eq!(server.hub.limits().held_by("198.51.100.20".parse().unwrap(), Hold::Signalling), 2);
    // Anyone else's X-Forwarded-For counts for nothing: their own address is counted.
    let _d = forwarded(machine(3), server.address, "pegs-and-stones-FWD5", "192.0.2.1").await.unwrap();
    let _e = forwarded(machine(3), server.address, "pegs-and-stones-FWD6", "192.0.2.2").await.unwrap();
    let refused =
        forwarded(machine(3), server.address, "pegs-and-stones-FWD7", "192.0.2.3").await.unwrap_err();
    assert_eq!(status_of(refused), 429);
    assert_eq!(server.hub.limits().held_by("192.0.2.1".parse().unwrap(), Hold::Signalling), 0);
}

#[tokio::test]
async fn half_sent_requests_are_closed_in_time_and_hold_no_one_else_up() {
    let mut config = config("slowloris");
    config.request_time = Duration::from_millis(800);
    config.max_connections_per_address = 20;
    let server = start(config).await;
    // Three machines each open 40 connections and send half a request.
    let mut held = Vec::new();
    let mut turned_away = Vec::new();
    for n in 2..=4u8 {
        for i in 0..40 {
            let mut stream = tcp_from(machine(n), server.address).await.unwrap();
            say(&mut stream, b"GET / HTTP/1.1\r\nHost: games\r\nX-Waiting: ").await;
            if i < 20 { held.push(stream) } else { turned_away.push(stream) }
        }
    }
    // Past its cap, an address's connections are closed at once.
    for stream in &mut turned_away {
        assert!(closed_within(stream, Duration::from_millis(500)).await, "closed at once past the cap");
    }
    // Someone else is answered meanwhile.
    let asked = Instant::now();
    assert_eq!(status_from(machine(5), server.address, "/healthz").await, 200);
    assert!(asked.elapsed() < Duration::from_secs(1), "answered at once: {:?}", asked.elapsed());
    // Every half-sent request is closed once its time is up (before: held for good).
    for stream in &mut held {
        assert!(closed_within(stream, Duration::from_secs(3)).await, "a half-sent request is closed in time");
    }
    // A kept-alive connection that asks nothing more is closed too.
    let mut kept = tcp_from(machine(6), server.address).await.unwrap();
    say(&mut kept, b"GET /healthz HTTP/1.1\r\nHost: games\r\n\r\n").await;
    assert!(
        closed_within(&mut kept, Duration::from_secs(3)).await,
        "an idle kept-alive connection is closed"
    );
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(server.hub.connections(), 0, "every place was given back");
    let metrics = server.hub.metrics();
    assert_eq!(metric(&metrics, "pegs_refusals_total{reason=\"connections_from_address\"}"), 60, "{metrics}");
    assert!(metric(&metrics, "pegs_refusals_total{reason=\"too_slow\"}") >= 60, "{metrics}");
}

#[tokio::test]
async fn the_server_holds_no_more_connections_than_it_may() {
    let mut config = config("ceiling");
    config.max_connections = 10;
    config.request_time = Duration::from_millis(500);
    let server = start(config).await;
    let mut held = Vec::new();
    for n in 0..10u8 {
        held.push(tcp_from(machine(10 + n), server.address).await.unwrap());
    }
    tokio::time::sleep(Duration::from_millis(100)).await;
    assert_eq!(server.hub.connections(), 10);
    let mut over = tcp_from(machine(30), server.address).await.unwrap();
    assert!(closed_within(&mut over, Duration::from_millis(500)).await, "the eleventh is closed at once");
    // Once the silent ones are closed (their time is up), others are served again.
    for stream in &mut held {
        assert!(closed_within(stream, Duration::from_secs(2)).await);
    }
    assert_eq!(status_from(machine(31), server.address, "/healthz").await, 200);
    assert_eq!(metric(&server.hub.metrics(), "pegs_refusals_total{reason=\"server_full\"}"), 1);
}

#[tokio::test]
async fn an_upgrade_that_goes_before_it_is_done_gives_its_place_back() {
    let server = start(config("resets")).await;
    let from = machine(40);
    for i in 0..50 {
        let stream = tcp_from(from, server.address).await.unwrap();
        let mut stream = stream;
        let request = format!(
            "GET /signal/pegs-and-stones-RST{i} HTTP/1.1\r\nHost: games\r\nConnection: Upgrade\r\n\
             Upgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n"
        );
        say(&mut stream, request.as_bytes()).await;
        // Reset as soon as sent: the upgrade never completes.
        stream.set_zero_linger().unwrap();
        if i % 2 == 0 {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        drop(stream);
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(server.hub.limits().held_by(from, Hold::Signalling), 0, "no slot left taken");
    assert_eq!(metric(&server.hub.metrics(), "pegs_connections_open"), 0);
    assert_eq!(server.hub.connections(), 0);
    // The address may still play (before: locked out once 16 had gone this way).
    let mut socket = connect_from(from, server.address, "pegs-and-stones-AFTER").await.expect("let in");
    assert!(next(&mut socket).await["IdAssigned"].is_string());
}

#[tokio::test]
async fn silent_connections_to_the_tls_port_keep_no_one_elses_handshake_waiting() {
    let web = web_folder("tls-silent");
    let (cert, key, trusted) = certificate(&web);
    let tls = pegs_server::tls::tls_config(&cert, &key).unwrap();
    let mut config = Config { drain: Duration::ZERO, ..Config::new(&web) };
    config.handshake_time = Duration::from_secs(3);
    config.max_connections_per_address = 1000;
    let server = start_tls(config, tls).await;
    let silent_machine = machine(50);
    let mut silent = Vec::new();
    for _ in 0..300 {
        silent.push(tcp_from(silent_machine, server.address).await.unwrap());
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert!(
        server.hub.limits().held_by(silent_machine, Hold::Handshake) <= 8,
        "an address has a few handshakes under way at most"
    );
    let started = Instant::now();
    let shaken = tls_connect_from(machine(51), server.address, &trusted).await;
    assert!(shaken.is_ok(), "{shaken:?}");
    assert!(
        started.elapsed() < Duration::from_secs(1),
        "at once, not after the silent ones: {:?}",
        started.elapsed()
    );
    drop(silent);
}

/// A file big enough that a client that reads nothing holds the server's writes.
fn big_file(web: &std::path::Path) {
    std::fs::write(web.join("big.bin"), vec![7u8; 24 * 1024 * 1024]).unwrap();
}

/// A connection from `from` that asks for the big file and reads nothing.
async fn download_never_read(from: IpAddr, address: std::net::SocketAddr) -> TcpStream {
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.set_recv_buffer_size(4096).unwrap();
    socket.bind(std::net::SocketAddr::new(from, 0)).unwrap();
    let mut stream = socket.connect(address).await.unwrap();
    say(&mut stream, b"GET /big.bin HTTP/1.1\r\nHost: games\r\nAccept-Encoding: identity\r\n\r\n").await;
    stream
}

#[tokio::test]
async fn a_client_that_takes_nothing_is_closed_and_its_place_given_back() {
    let web = web_folder("stall");
    big_file(&web);
    let mut config = Config { drain: Duration::ZERO, ..Config::new(&web) };
    config.stall_time = Duration::from_millis(700);
    let server = start(config).await;
    let _stream = download_never_read(machine(60), server.address).await;
    let until = Instant::now() + Duration::from_secs(2);
    while server.hub.connections() == 0 {
        assert!(Instant::now() < until, "the download is served");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let until = Instant::now() + Duration::from_secs(10);
    while server.hub.connections() > 0 {
        assert!(Instant::now() < until, "the stalled download was never closed");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(metric(&server.hub.metrics(), "pegs_refusals_total{reason=\"too_slow\"}"), 1);
}

#[tokio::test]
async fn stopping_ends_within_seconds_whatever_clients_hold() {
    let web = web_folder("stopping");
    big_file(&web);
    let mut config = Config::new(&web);
    config.drain = Duration::from_millis(400);
    config.grace = Duration::from_millis(600);
    let mut server = start(config).await;
    let mut half = tcp_from(machine(70), server.address).await.unwrap();
    say(&mut half, b"GET / HTTP/1.1\r\nHost: ga").await;
    let _download = download_never_read(machine(71), server.address).await;
    let mut socket = connect_from(machine(72), server.address, "pegs-and-stones-STAY").await.unwrap();
    next(&mut socket).await;
    tokio::time::sleep(Duration::from_millis(100)).await;
    let stopped = Instant::now();
    server.stop.take().unwrap().send(()).unwrap();
    tokio::time::sleep(Duration::from_millis(100)).await;
    // Draining: the proxy's check is told to send no one new; everything else still works.
    assert_eq!(status_from(machine(73), server.address, "/healthz").await, 503);
    assert_eq!(status_from(machine(73), server.address, "/").await, 200);
    // Then the WebSocket is closed as a restart, and the server ends.
    match tokio::time::timeout(Duration::from_secs(3), socket.next()).await.expect("closed in time") {
        Some(Ok(Message::Close(Some(frame)))) => assert_eq!(u16::from(frame.code), 1012),
        other => panic!("not closed as a restart: {other:?}"),
    }
    let ended = tokio::time::timeout(Duration::from_secs(5), server.done).await;
    assert!(matches!(ended, Ok(Ok(Ok(())))), "{ended:?}");
    let took = stopped.elapsed();
    assert!(took < Duration::from_millis(1800), "drain, grace and out: {took:?}");
    assert!(took >= Duration::from_millis(1000), "it drained, then gave the download its grace: {took:?}");
    assert!(closed_within(&mut half, Duration::from_secs(1)).await);
}

#[test]
fn the_server_program_stops_soon_after_sigterm_whatever_clients_hold() {
    let web = web_folder("sigterm");
    big_file(&web);
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let address: std::net::SocketAddr = ([127, 0, 0, 1], port).into();
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_pegs-server"))
        .args(["--listen", &address.to_string(), "--drain-seconds", "0", "--grace-seconds", "1", "--web"])
        .arg(&web)
        .env("RUST_LOG", "warn")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let until = Instant::now() + Duration::from_secs(10);
    while std::net::TcpStream::connect(address).is_err() {
        assert!(Instant::now() < until, "the server listens");
        std::thread::sleep(Duration::from_millis(50));
    }
    let (_half, _download) = runtime.block_on(async {
        let mut half = tcp_from(machine(80), address).await.unwrap();
        say(&mut half, b"GET / HTTP/1.1\r\nHost: ga").await;
        (half, download_never_read(machine(81), address).await)
    });
    std::thread::sleep(Duration::from_millis(200));
    let sent = Instant::now();
    let killed =
        std::process::Command::new("kill").args(["-TERM", &child.id().to_string()]).status().unwrap();
    assert!(killed.success());
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            assert!(status.success(), "{status}");
            break;
        }
        if sent.elapsed() > Duration::from_secs(10) {
            let _ = child.kill();
            panic!("still running 10 s after SIGTERM");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    // The download's grace (a second here; after 2 s of draining, 5 s by default; 9 s at most), and it is gone.
    assert!(sent.elapsed() < Duration::from_secs(3), "{:?}", sent.elapsed());
    assert!(sent.elapsed() >= Duration::from_secs(1), "it gave the download its grace");
}

#[tokio::test]
async fn metrics_are_served_only_where_the_host_asks() {
    let server = start(config("metrics")).await;
    let (status, _, body) = get(server.address, "/metrics", "identity").await;
    assert_eq!(status, 404);
    assert!(!String::from_utf8_lossy(&body).contains("pegs_"));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let at = listener.local_addr().unwrap();
    tokio::spawn(pegs_server::metrics::serve(listener, server.hub.clone(), std::future::pending()));
    let (status, _, body) = get(at, "/metrics", "identity").await;
    assert_eq!(status, 200);
    assert!(String::from_utf8_lossy(&body).contains("pegs_waiting_for_a_pair 0"));
}

#[tokio::test]
async fn one_address_cannot_wait_in_every_queue() {
    let server = start(config("queues")).await;
    let from = machine(90);
    let mut waiting = Vec::new();
    for rules in ["seed", "four"] {
        let mut socket =
            connect_from(from, server.address, &format!("pegs-and-stones-quick-{rules}-p3?next=2"))
                .await
                .unwrap();
        next(&mut socket).await;
        waiting.push(socket);
    }
    let mut third =
        connect_from(from, server.address, "pegs-and-stones-quick-first-p3?next=2").await.unwrap();
    match tokio::time::timeout(Duration::from_secs(1), third.next()).await.expect("in time") {
        Some(Ok(Message::Close(Some(frame)))) => {
            assert_eq!(u16::from(frame.code), 4429);
            assert_eq!(frame.reason.as_str(), "too many players waiting from this address");
        }
        other => panic!("refused with a reason, not {other:?}"),
    }
    assert_eq!(server.hub.waiting(), 2);
    // Someone else waits there.
    let mut other =
        connect_from(machine(91), server.address, "pegs-and-stones-quick-first-p3?next=2").await.unwrap();
    assert!(next(&mut other).await["IdAssigned"].is_string());
    assert_eq!(server.hub.waiting(), 3);
    // Paired, a player no longer waits: its address may wait again.
    let mut partner =
        connect_from(machine(92), server.address, "pegs-and-stones-quick-seed-p3?next=2").await.unwrap();
    next(&mut partner).await;
    assert_eq!(server.hub.limits().held_by(from, Hold::Waiting), 1);
}

#[tokio::test]
async fn pages_of_other_sites_are_refused_where_the_host_names_its_own() {
    let mut config = config("origins");
    config.allowed_origins = vec!["https://games.example.org".to_string()];
    let server = start(config).await;
    let open = |origin: Option<&'static str>| {
        let address = server.address;
        async move {
            let mut request =
                format!("ws://{address}/signal/pegs-and-stones-ORIGIN").into_client_request().unwrap();
            if let Some(origin) = origin {
                request.headers_mut().insert("origin", origin.parse().unwrap());
            }
            tokio_tungstenite::connect_async(request).await.map(|(socket, _)| socket)
        }
    };
    assert_eq!(status_of(open(Some("https://evil.example.com")).await.unwrap_err()), 403);
    assert!(open(Some("https://games.example.org")).await.is_ok());
    assert!(open(None).await.is_ok(), "a native game sends no origin");
    assert_eq!(metric(&server.hub.metrics(), "pegs_refusals_total{reason=\"other_origin\"}"), 1);
}

#[tokio::test]
async fn a_peer_that_floods_signals_is_cut_off() {
    let mut config = config("flood");
    config.signals = (20, 5);
    let server = start(config).await;
    let room = "pegs-and-stones-FLOOD";
    let mut quiet_one = connect(server.address, room).await.unwrap();
    let quiet_id = id_of(&next(&mut quiet_one).await);
    let mut flood = connect(server.address, room).await.unwrap();
    next(&mut flood).await;
    let signal = serde_json::json!({"Signal": {"receiver": quiet_id, "data": "x"}}).to_string();
    for _ in 0..200 {
        if flood.send(Message::text(signal.clone())).await.is_err() {
            break;
        }
    }
    let ended = tokio::time::timeout(Duration::from_secs(2), async {
        loop {
            match flood.next().await {
                Some(Ok(Message::Close(Some(frame)))) => return Some(u16::from(frame.code)),
                None | Some(Err(_)) => return None,
                _ => {}
            }
        }
    })
    .await
    .expect("cut off in time");
    assert_eq!(ended, Some(4429));
    // The other heard the burst at most (and that the flooder left), not two hundred.
    let mut heard = 0;
    while let Some(message) = quiet(&mut quiet_one, 300).await {
        if matches!(message, Message::Text(ref t) if t.contains("Signal")) {
            heard += 1;
        }
    }
    assert!((1..=21).contains(&heard), "{heard}");
    let hub: &Hub = &server.hub;
    assert_eq!(metric(&hub.metrics(), "pegs_refusals_total{reason=\"too_chatty\"}"), 1);
}
