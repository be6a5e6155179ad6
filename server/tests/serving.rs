//! `pegs-server` on loopback as games and browsers meet it: the web files
//! and their headers, and the signalling's rooms and limits.

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use pegs_server::{Config, Hub};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio::sync::oneshot;
use tokio_tungstenite::tungstenite::Message;

mod support;
use support::*;

#[tokio::test]
async fn the_web_game_is_served_precompressed_with_safe_headers_and_nothing_outside_it() {
    let web = web_folder("files");
    let server = start(Config::new(&web)).await;
    let (status, head, body) = get(server.address, "/", "identity").await;
    assert_eq!(status, 200);
    assert!(String::from_utf8_lossy(&body).contains("start()"));
    assert!(head.contains("x-content-type-options: nosniff"), "{head}");
    // The inline script is allowed by its hash, and nothing else inline.
    assert!(
        head.contains(
            "content-security-policy: default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-"
        ),
        "{head}"
    );
    assert!(head.contains("frame-ancestors 'none'"));
    let (status, head, body) = get(server.address, "/game_bg.wasm", "gzip, br").await;
    assert_eq!(
        (status, body.as_slice()),
        (200, b"brotli bytes".as_slice()),
        "the brotli copy for a browser that takes it"
    );
    assert!(
        head.contains("content-encoding: br") && head.contains("content-type: application/wasm"),
        "{head}"
    );
    let (_, _, body) = get(server.address, "/game_bg.wasm", "identity").await;
    assert_eq!(body, b"\0asm plain", "the plain file for one that does not");
    // A name longer than any file system takes names no file: 404, as for any other.
    let long = format!("/{}", "a".repeat(300));
    let deep = format!("/{}/game_bg.wasm", "b".repeat(300));
    let very_long = format!("/{}", "c/".repeat(700));
    for nothing in [long.as_str(), deep.as_str(), very_long.as_str()] {
        let (status, _, _) = get(server.address, nothing, "identity").await;
        assert_eq!(status, 404, "{}…", &nothing[..20]);
    }
    for outside in ["/../secret.txt", "/%2e%2e/secret.txt", "/leak.txt", "/nothing-here"] {
        let (status, _, body) = get(server.address, outside, "identity").await;
        assert!(status == 404 || status == 400, "{outside}: {status}");
        assert!(!String::from_utf8_lossy(&body).contains("not for the web"), "{outside} leaked");
    }
    let (status, _, body) = get(server.address, "/healthz", "identity").await;
    assert_eq!((status, body.as_slice()), (200, b"ok\n".as_slice()));
}

#[tokio::test]
async fn two_players_meet_in_a_room_a_third_is_refused_and_signals_stay_in_their_room() {
    // A newcomer to a full room waits this long while the newest seat may yet be let go.
    let probation = Duration::from_millis(400);
    let server = start(Config { probation, ..Config::new(web_folder("rooms")) }).await;
    let room = "pegs-and-stones-ABC234";
    let mut first = connect(server.address, room).await.unwrap();
    let first_id = id_of(&next(&mut first).await);
    let mut second = connect(server.address, room).await.unwrap();
    let second_id = id_of(&next(&mut second).await);
    assert_eq!(next(&mut first).await["NewPeer"], second_id.as_str(), "the first hears of the second");

    // A signal reaches the other player, its sender named.
    let offer = serde_json::json!({"Signal": {"receiver": first_id, "data": {"Offer": "sdp"}}});
    second.send(Message::text(offer.to_string())).await.unwrap();
    let heard = next(&mut first).await;
    assert_eq!(heard["Signal"]["sender"], second_id.as_str());
    assert_eq!(heard["Signal"]["data"]["Offer"], "sdp");
    let answer = serde_json::json!({"Signal": {"receiver": second_id, "data": {"Answer": "sdp"}}});
    first.send(Message::text(answer.to_string())).await.unwrap();
    assert_eq!(next(&mut second).await["Signal"]["data"]["Answer"], "sdp");

    // A third is refused with a reason a page can read (a close code and
    // words, never an id); the two are left alone.
    let mut third = connect(server.address, room).await.expect("the upgrade, then the refusal");
    let closed =
        tokio::time::timeout(probation + Duration::from_secs(1), third.next()).await.expect("in time");
    match closed {
        Some(Ok(Message::Close(Some(frame)))) => {
            assert_eq!(
                (u16::from(frame.code), frame.reason.as_str()),
                (4409, "this game has two players already")
            );
        }
        other => panic!("a close with a reason, not {other:?}"),
    }
    assert!(quiet(&mut first, 300).await.is_none(), "the first hears nothing of the third");
    // Someone in another room cannot reach the first by its id.
    let mut stranger = connect(server.address, "pegs-and-stones-XYZ789").await.unwrap();
    next(&mut stranger).await;
    let meddling = serde_json::json!({"Signal": {"receiver": first_id, "data": "boo"}});
    stranger.send(Message::text(meddling.to_string())).await.unwrap();
    assert!(quiet(&mut first, 300).await.is_none(), "nothing crosses rooms");

    // A room name the game does not make is refused.
    assert_eq!(status_of(connect(server.address, "elsewhere").await.err().unwrap()), 400);

    // The second leaves: the first is told, and the room has a place again.
    second.close(None).await.unwrap();
    assert_eq!(next(&mut first).await["PeerLeft"], second_id.as_str());
    let mut again = connect(server.address, room).await.unwrap();
    next(&mut again).await;
    assert!(next(&mut first).await["NewPeer"].is_string());

    let metrics = server.hub.metrics();
    assert!(metrics.contains("pegs_refusals_total{reason=\"room_full\"} 1"), "{metrics}");
    assert!(metrics.contains("pegs_refusals_total{reason=\"bad_room\"} 1"), "{metrics}");
    assert!(metrics.contains("pegs_signals_relayed_total 2"), "{metrics}");
    assert!(metrics.contains("pegs_rooms 2"), "{metrics}");
}

#[tokio::test]
async fn big_messages_idle_sockets_and_crowds_from_one_address_are_cut_off() {
    let config =
        Config { max_per_address: 3, idle: Duration::from_millis(600), ..Config::new(web_folder("limits")) };
    let server = start(config).await;
    let mut big = connect(server.address, "pegs-and-stones-BIG234").await.unwrap();
    next(&mut big).await;
    let huge = serde_json::json!({"Signal": {"receiver": "00000000-0000-0000-0000-000000000000", "data": "x".repeat(64 * 1024)}});
    let _ = big.send(Message::text(huge.to_string())).await;
    let cut = tokio::time::timeout(Duration::from_secs(2), async {
        loop {
            match big.next().await {
                None | Some(Err(_)) | Some(Ok(Message::Close(_))) => break,
                _ => {}
            }
        }
    })
    .await;
    assert!(cut.is_ok(), "a 64 KB message ends its connection");

    // Three from one address at once; a fourth is refused.
    let mut held = Vec::new();
    for code in ["AAA222", "BBB333", "CCC444"] {
        let mut socket = connect(server.address, &format!("pegs-and-stones-{code}")).await.unwrap();
        next(&mut socket).await;
        held.push(socket);
    }
    assert_eq!(status_of(connect(server.address, "pegs-and-stones-DDD555").await.err().unwrap()), 429);

    // Said nothing for 0.6 s: closed.
    let closed = tokio::time::timeout(Duration::from_secs(3), held[0].next()).await.expect("closed in time");
    assert!(matches!(closed, Some(Ok(Message::Close(_))) | None | Some(Err(_))), "{closed:?}");
    let metrics = server.hub.metrics();
    assert!(metrics.contains("pegs_refusals_total{reason=\"too_many_from_address\"} 1"), "{metrics}");
    assert!(metrics.contains("reason=\"idle\"}"), "{metrics}");
    assert!(!metrics.contains("reason=\"bad_message\"} 0"), "the big message is counted: {metrics}");
}

#[tokio::test]
async fn stopping_closes_every_connection_as_a_restart() {
    let mut server = start(Config { drain: Duration::ZERO, ..Config::new(web_folder("stop")) }).await;
    let mut socket = connect(server.address, "pegs-and-stones-STP234").await.unwrap();
    next(&mut socket).await;
    server.stop.take().unwrap().send(()).unwrap();
    match tokio::time::timeout(Duration::from_secs(2), socket.next()).await.expect("closed in time") {
        Some(Ok(Message::Close(Some(frame)))) => assert_eq!(u16::from(frame.code), 1012, "{frame:?}"),
        other => panic!("not closed as a restart: {other:?}"),
    }
    drop(socket);
    let ended = tokio::time::timeout(Duration::from_secs(5), server.done).await;
    assert!(matches!(ended, Ok(Ok(Ok(())))), "the server ends: {ended:?}");
}

#[test]
fn the_load_generator_meets_every_room_it_opens() {
    // `pegs-server bench`, small: the figures CONTRIBUTING.md reports come from the same code at 5,000 rooms.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_pegs-server"))
        .args(["bench", "--rooms", "40", "--rate", "200", "--waves", "2", "--port", "47393"])
        .output()
        .expect("pegs-server runs");
    let printed = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{printed}{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(printed.matches("40/40 rooms met, 80 peers held").count(), 2, "{printed}");
    assert!(printed.contains("the last wave held"), "{printed}");
    let refused = std::process::Command::new(env!("CARGO_BIN_EXE_pegs-server"))
        .args(["bench", "--rooms", "0"])
        .output()
        .expect("pegs-server runs");
    assert_eq!(refused.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&refused.stderr),
        "pegs-server: invalid value '0' for '--rooms <N>': a number of rooms from 1 to 10000\n"
    );
}

#[tokio::test]
async fn web_files_are_revalidated_by_their_content_not_their_date() {
    let web = web_folder("tags");
    let server = start(Config::new(&web)).await;
    let (status, head, _) = get(server.address, "/game_bg.wasm", "identity").await;
    assert_eq!(status, 200);
    let plain = header(&head, "etag").expect("a content tag").to_string();
    assert!(head.contains("vary: accept-encoding"), "{head}");
    // The precompressed copy is another body: another tag.
    let (_, head, body) = get(server.address, "/game_bg.wasm", "br").await;
    assert_eq!(body, b"brotli bytes");
    let brotli = header(&head, "etag").expect("a content tag").to_string();
    assert_ne!(plain, brotli);
    // A browser that names the tag gets "not modified", with nothing more to load, even
    // when the date it has is older than the file's.
    let old = "If-Modified-Since: Thu, 01 Jan 1970 00:00:00 GMT\r\n";
    let asked = format!("Accept-Encoding: identity\r\nIf-None-Match: {plain}\r\n{old}");
    let (status, head, body) = get_with(server.address, "/game_bg.wasm", &asked).await;
    assert_eq!((status, body.len()), (304, 0), "{head}");
    assert_eq!(header(&head, "etag"), Some(plain.as_str()));
    assert!(head.contains("cache-control: no-cache"), "{head}");
    // Its own tag for the brotli copy: the plain one does not match it.
    let asked_br = format!("Accept-Encoding: br\r\nIf-None-Match: W/{plain}, {brotli}\r\n");
    assert_eq!(get_with(server.address, "/game_bg.wasm", &asked_br).await.0, 304);
    let wrong_copy = format!("Accept-Encoding: br\r\nIf-None-Match: {plain}\r\n");
    assert_eq!(get_with(server.address, "/game_bg.wasm", &wrong_copy).await.0, 200);
    // The page, asked for as the folder.
    let (_, head, _) = get(server.address, "/", "identity").await;
    let page = header(&head, "etag").expect("the page's tag").to_string();
    let asked_page = format!("If-None-Match: {page}\r\n");
    assert_eq!(get_with(server.address, "/", &asked_page).await.0, 304);
    // A file named by its content is kept for good, unasked and asked again;
    // the others are revalidated every time.
    assert!(head.contains("cache-control: no-cache"), "{head}");
    let (status, head, _) = get(server.address, "/game_bg-0123456789abcdef.wasm", "identity").await;
    assert_eq!(status, 200);
    assert!(head.contains("cache-control: public, max-age=31536000, immutable"), "{head}");
    let named = header(&head, "etag").expect("a content tag").to_string();
    let asked_named = format!("If-None-Match: {named}\r\n");
    let (status, head, _) = get_with(server.address, "/game_bg-0123456789abcdef.wasm", &asked_named).await;
    assert_eq!(status, 304);
    assert!(head.contains("cache-control: public, max-age=31536000, immutable"), "{head}");
    // A new release: the same name, other bytes, a new tag, and the new bytes for the old tag.
    std::fs::write(web.join("game_bg.wasm"), b"\0asm new release").unwrap();
    let (status, head, body) = get_with(server.address, "/game_bg.wasm", &asked).await;
    assert_eq!((status, body.as_slice()), (200, b"\0asm new release".as_slice()), "{head}");
    assert_ne!(header(&head, "etag"), Some(plain.as_str()));
    // The server's own answers carry no tag.
    let (_, head, _) = get(server.address, "/healthz", "identity").await;
    assert_eq!(header(&head, "etag"), None, "{head}");
}

#[tokio::test]
async fn with_a_certificate_the_game_and_its_signalling_go_over_https_and_wss() {
    let web = web_folder("tls");
    let (cert, key, trusted) = certificate(&web);
    let tls = pegs_server::tls::tls_config(&cert, &key).expect("the test's certificate");
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let hub = Hub::new(Config::new(&web));
    let (stop, stopped) = oneshot::channel::<()>();
    let done = tokio::spawn(pegs_server::serve_tls(listener, tls, hub.clone(), async move {
        let _ = stopped.await;
    }));

    // Someone who opens a connection and says nothing holds up no one.
    let silent = TcpStream::connect(address).await.unwrap();
    // Plain http on the https port: no answer, and the server goes on.
    let mut plain = TcpStream::connect(address).await.unwrap();
    plain.write_all(b"GET / HTTP/1.1\r\nHost: localhost\r\n\r\n").await.unwrap();
    let mut answer = Vec::new();
    let read = tokio::time::timeout(Duration::from_secs(5), plain.read_to_end(&mut answer)).await;
    assert!(read.is_ok() && !String::from_utf8_lossy(&answer).contains("200 OK"), "{answer:?}");

    // The page, over https.
    let mut page = tls_connect(address, &trusted).await.expect("a TLS handshake");
    page.write_all(b"GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n").await.unwrap();
    let mut answer = Vec::new();
    page.read_to_end(&mut answer).await.unwrap();
    let answer = String::from_utf8_lossy(&answer);
    assert!(answer.starts_with("HTTP/1.1 200 OK") && answer.contains("start()"), "{answer}");

    // Two players meet over wss and pass a signal.
    let mut players = Vec::new();
    for _ in 0..2 {
        let stream = tls_connect(address, &trusted).await.unwrap();
        let (socket, _) =
            tokio_tungstenite::client_async("wss://localhost/signal/pegs-and-stones-SECURE", stream)
                .await
                .unwrap();
        players.push(socket);
    }
    let first = id_of(&next(&mut players[0]).await);
    let second = id_of(&next(&mut players[1]).await);
    assert_eq!(next(&mut players[0]).await["NewPeer"].as_str(), Some(second.as_str()));
    let signal = serde_json::json!({ "Signal": { "receiver": first, "data": { "Offer": "sdp" } } });
    players[1].send(Message::text(signal.to_string())).await.unwrap();
    let heard = next(&mut players[0]).await;
    assert_eq!(heard["Signal"]["sender"].as_str(), Some(second.as_str()), "{heard}");

    // A certificate no one signed is refused by a client that checks it.
    let stranger = rcgen::generate_simple_self_signed(vec!["localhost".to_string()]).unwrap().cert;
    assert!(tls_connect(address, &stranger).await.is_err(), "another certificate is not this server's");

    drop(silent);
    let _ = stop.send(());
    tokio::time::timeout(Duration::from_secs(10), done).await.expect("it stops").unwrap().unwrap();
}

/// The program's log as a host's journal or file gets it: plain lines, and
/// what a stranger asks for (a name too long for any file system) no error.
#[test]
fn the_log_of_the_program_reads_plainly_where_no_terminal_is() {
    let web = web_folder("plain-log");
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let address: std::net::SocketAddr = ([127, 0, 0, 1], port).into();
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_pegs-server"))
        .args(["--listen", &address.to_string(), "--drain-seconds", "0", "--grace-seconds", "0", "--web"])
        .arg(&web)
        .env("RUST_LOG", "info")
        .env_remove("NO_COLOR")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let until = std::time::Instant::now() + Duration::from_secs(10);
    while std::net::TcpStream::connect(address).is_err() {
        assert!(std::time::Instant::now() < until, "the server listens");
        std::thread::sleep(Duration::from_millis(50));
    }
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let long = format!("/{}", "a".repeat(300));
    let statuses = runtime
        .block_on(async { (get(address, &long, "identity").await.0, get(address, "/", "identity").await.0) });
    assert_eq!(statuses, (404, 200));
    let killed =
        std::process::Command::new("kill").args(["-TERM", &child.id().to_string()]).status().unwrap();
    assert!(killed.success());
    let out = child.wait_with_output().unwrap();
    let log = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(log.contains("INFO"), "it logged: {log}");
    assert!(!log.contains('\x1b'), "no colour codes in a log that is not a terminal: {log:?}");
    assert!(!log.contains("ERROR"), "a stranger's long name is no error: {log}");
}

#[test]
fn a_certificate_that_cannot_be_read_is_one_clear_line() {
    let web = web_folder("tls-bad");
    let (cert, key, _) = certificate(&web);
    let problem = pegs_server::tls::tls_config(&web.join("nothing.pem"), &key).unwrap_err();
    assert!(problem.contains("nothing.pem") && !problem.contains('\n'), "{problem}");
    let problem = pegs_server::tls::tls_config(&key, &cert).unwrap_err();
    assert!(problem.contains("cert.pem") || problem.contains("key.pem"), "{problem}");
}

#[tokio::test]
async fn players_asking_to_be_paired_meet_two_by_two_and_nobody_else() {
    let server = start(Config::new(web_folder("pairs"))).await;
    let pairing = "pegs-and-stones-quick-seed-p3?next=2";
    let mut players = Vec::new();
    let mut ids = Vec::new();
    for _ in 0..3 {
        let mut socket = connect(server.address, pairing).await.expect("let in");
        ids.push(id_of(&next(&mut socket).await));
        players.push(socket);
    }
    // The first two meet; the third waits alone, told of no one.
    assert_eq!(next(&mut players[0]).await["NewPeer"].as_str(), Some(ids[1].as_str()));
    assert!(quiet(&mut players[2], 300).await.is_none(), "the third waits alone");
    assert_eq!(server.hub.waiting(), 1);
    // A signal from the third to the first goes nowhere: they are not a pair.
    let stray = serde_json::json!({ "Signal": { "receiver": ids[0], "data": "x" } });
    players[2].send(Message::text(stray.to_string())).await.unwrap();
    assert!(quiet(&mut players[0], 300).await.is_none(), "no signal across pairs");
    // Another name is another queue: it does not pair with the third.
    let mut other = connect(server.address, "pegs-and-stones-quick-four-p3?next=2").await.unwrap();
    let _ = next(&mut other).await;
    assert!(quiet(&mut players[2], 300).await.is_none(), "other rules, another queue");
    // The fourth with the same name meets the third.
    let mut fourth = connect(server.address, pairing).await.unwrap();
    let fourth_id = id_of(&next(&mut fourth).await);
    assert_eq!(next(&mut players[2]).await["NewPeer"].as_str(), Some(fourth_id.as_str()));
    assert_eq!(server.hub.waiting(), 1, "only the other rules' player waits");
    assert_eq!(metric(&server.hub.metrics(), "pegs_waiting_for_a_pair"), 1);
    // One who waits and goes leaves no one waiting.
    drop(other);
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(server.hub.waiting(), 0);
    // Anything but next=2 is refused.
    let refused = connect(server.address, "pegs-and-stones-quick-seed-p3?next=3").await.unwrap_err();
    assert_eq!(status_of(refused), 400);
}
