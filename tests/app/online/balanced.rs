//! Online play on more than one machine: three `pegs-server`s behind
//! HAProxy (Debian's `haproxy`), which keeps each room on one of them by
//! hashing its path (`balance uri`, `hash-type consistent`) and checks
//! each one's `/healthz`. When a server stops, its games in play go on over
//! their own connection (the server only introduced them) and rejoin their
//! room through the balancer, on another server, where either can come back
//! to the other after a reload; a game waiting for its friend rejoins its
//! room there too, where the friend finds it.

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};

use super::*;

/// HAProxy in front of servers, running until dropped.
struct Balancer {
    address: SocketAddr,
    child: Child,
    _folder: PathBuf,
}

impl Drop for Balancer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// HAProxy on a port of its own in front of `servers`.
fn balancer(servers: &[SocketAddr]) -> Balancer {
    let port =
        std::net::TcpListener::bind("127.0.0.1:0").and_then(|l| l.local_addr()).expect("a free port").port();
    let address: SocketAddr = ([127, 0, 0, 1], port).into();
    let backends: String =
        servers.iter().enumerate().map(|(i, server)| format!("    server s{i} {server}\n")).collect();
    let config = format!(
        "global\n    maxconn 256\n\
         defaults\n    mode http\n    timeout connect 1s\n    timeout client 60s\n    timeout server 60s\n    \
         timeout tunnel 10m\n    retries 2\n    option redispatch\n\
         frontend games\n    bind {address}\n    default_backend servers\n\
         backend servers\n    balance uri\n    hash-type consistent\n    option httpchk GET /healthz\n    \
         default-server check inter 300ms fall 1 rise 1 send-proxy-v2 check-send-proxy\n{backends}"
    );
    let folder = pegs_and_stones::app::testing::temporary_folder("haproxy");
    let file = folder.join("haproxy.cfg");
    std::fs::write(&file, config).expect("the balancer's configuration is written");
    let child = Command::new("haproxy")
        .arg("-db")
        .arg("-f")
        .arg(&file)
        .stdout(Stdio::null())
        // It reports each server it finds down, as it should: not this test's output.
        .stderr(Stdio::null())
        .spawn()
        .expect("HAProxy runs (Debian's package `haproxy`; .ci/run installs it)");
    let balancer = Balancer { address, child, _folder: folder };
    // Ready once it answers for the servers' health.
    let start = Instant::now();
    while healthz(address).as_deref() != Some("ok") {
        assert!(start.elapsed() < Duration::from_secs(10), "HAProxy answers within 10 s");
        std::thread::sleep(Duration::from_millis(50));
    }
    balancer
}

/// A server as docs/hosting.md shows it behind HAProxy: HAProxy's connections begin
/// with a PROXY header (`send-proxy-v2`), and the limits count the players
/// it names; stopped, it says 503 to the health checks for a moment first.
fn behind_the_balancer() -> pegs_server::Config {
    pegs_server::Config {
        trusted_proxies: vec!["127.0.0.1/32".parse().expect("a block of addresses")],
        drain: Duration::from_millis(700),
        ..pegs_server::Config::new(std::env::temp_dir().join("pegs-no-web"))
    }
}

/// What `/healthz` says at `address`, if anything.
fn healthz(address: SocketAddr) -> Option<String> {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect_timeout(&address, Duration::from_secs(1)).ok()?;
    stream.set_read_timeout(Some(Duration::from_secs(2))).ok()?;
    stream.write_all(b"GET /healthz HTTP/1.1\r\nHost: games\r\nConnection: close\r\n\r\n").ok()?;
    let mut answer = String::new();
    stream.read_to_string(&mut answer).ok()?;
    answer
        .starts_with("HTTP/1.1 200")
        .then(|| answer.rsplit("\r\n\r\n").next().unwrap_or("").trim().to_string())
}

/// Rooms a server holds now (its `/metrics`).
fn rooms(server: &Hosting) -> u64 {
    let metrics = server.hub.metrics();
    metrics
        .lines()
        .find_map(|l| l.strip_prefix("pegs_rooms "))
        .and_then(|n| n.parse().ok())
        .expect("the rooms gauge")
}

/// Players in the room of game `code` on each server.
fn players(servers: &[Hosting], code: &str) -> Vec<usize> {
    servers.iter().map(|s| s.hub.players_in(&format!("pegs-and-stones-{code}"))).collect()
}

fn line_open(app: &App) -> bool {
    app.world().resource::<Connection>().state()
        == pegs_and_stones::shell::modes::online::ConnectionState::Open
}

#[test]
#[ignore = "needs a private network namespace and HAProxy: .ci/online-test runs it"]
fn behind_a_balancer_a_stopped_servers_games_play_on_and_move_to_another() {
    let mut servers: Vec<Hosting> = (0..3)
        .map(|_| hosting_with("127.0.0.1:0".parse().expect("an address"), behind_the_balancer()))
        .collect();
    let front = balancer(&servers.iter().map(|s| s.address).collect::<Vec<_>>());
    let url = format!("http://{}", front.address);

    // Two games meet through the balancer: their room is on one server.
    let mut host = online_app_through(url.clone(), RuleSet::Seed);
    let mut guest = online_app_through(url.clone(), RuleSet::Seed);
    meet(&mut host, &mut guest);
    play(&mut host, &mut guest, 4);
    let pair = host.world().resource::<Online>().code.clone().expect("the pair's code");
    let held: Vec<u64> = servers.iter().map(rooms).collect();
    assert_eq!(held.iter().sum::<u64>(), 1, "one room, on one server: {held:?}");
    let theirs = players(&servers, &pair).iter().position(|&n| n == 2).expect("the server with their room");
    // Counted as the players HAProxy names (here on this machine too), not as the trusted balancer.
    let local = std::net::IpAddr::from([127, 0, 0, 1]);
    assert_eq!(servers[theirs].hub.limits().held_by(local, pegs_server::limits::Hold::Signalling), 2);

    // A game waiting for its friend in a room on the same server (codes are
    // random: the balancer spreads them; a few tries find one that lands there).
    let mut waiting = online_app_through(url.clone(), RuleSet::Seed);
    let mut late = online_app_through(url.clone(), RuleSet::Seed);
    let mut code = None;
    for _ in 0..40 {
        let tried = create(&mut waiting);
        run_until(&mut waiting, &mut late, "the waiting game is in its room", |w, _| line_open(w));
        if players(&servers, &tried)[theirs] == 1 {
            code = Some(tried);
            break;
        }
        waiting.world_mut().write_message(OnlineAction::Leave);
        run_until(&mut waiting, &mut late, "the game leaves its room", |w, _| {
            !w.world().resource::<Online>().is_on()
        });
    }
    let code = code.expect("a code whose room lands on the same server within 40 tries");

    // That server stops (a SIGTERM, a machine gone).
    servers[theirs].stop();
    // The game in play goes on over its own connection…
    play(&mut host, &mut guest, 0);
    // …while both games rejoin their room through the balancer, on another server.
    run_until(&mut host, &mut guest, "the games in play rejoin their room", |h, g| {
        let now = players(&servers, &pair);
        now[theirs] == 0
            && now.iter().sum::<usize>() == 2
            && [h, g].iter().all(|app| {
                let online = app.world().resource::<Online>();
                !app.world().resource::<Connection>().signalling_lost()
                    && !online.moved
                    && online.away_left(0.0).is_none()
                    && session(app).connected()
            })
    });
    let moved_to = players(&servers, &pair);
    play(&mut host, &mut guest, 8);
    // The guest's game reloads: it comes back to its room on the new server and
    // finds the host there; they play the game to its end.
    let kept = guest.world().resource::<Online>().kept_game().expect("an unfinished game is kept");
    drop(guest);
    let mut guest = online_app_through(url.clone(), RuleSet::Seed);
    guest.world_mut().write_message(OnlineAction::Rejoin(kept));
    run_until(&mut host, &mut guest, "the reloaded guest meets the host again", |h, g| {
        session(h).connected()
            && session(g).connected()
            && board_moves(g) == board_moves(h)
            && h.world().resource::<Online>().away_left(0.0).is_none()
    });
    assert_eq!(players(&servers, &pair), moved_to, "the same server's room");
    let mut rng = SmallRng::seed_from_u64(36);
    while session(&host).is_playing() {
        let cell = random_legal(&host, &mut rng);
        play(&mut host, &mut guest, cell);
    }
    assert_eq!(board_moves(&host), board_moves(&guest), "both boards end alike");
    assert_eq!(winner(host.world().resource::<Online>()), winner(guest.world().resource::<Online>()));

    // The waiting game rejoins its room through the balancer, now on another server…
    let reaching = |app: &App| app.world().resource::<Online>().reaching_again();
    run_until(&mut waiting, &mut late, "the waiting game sees its server go", |w, _| {
        reaching(w) || !line_open(w)
    });
    run_until(&mut waiting, &mut late, "it is back in its room", |w, _| !reaching(w) && line_open(w));
    let now = players(&servers, &code);
    assert!(now[theirs] == 0 && now.iter().sum::<usize>() == 1, "its room is on another server: {now:?}");
    // …where the friend finds it by its code, and they play a game to its end.
    join(&mut waiting, &mut late, code);
    while session(&waiting).is_playing() {
        let cell = random_legal(&waiting, &mut rng);
        play(&mut waiting, &mut late, cell);
    }
    assert_eq!(board_moves(&waiting), board_moves(&late), "both boards end alike");
    drop(front);
}

#[test]
#[ignore = "needs a private network namespace and HAProxy: .ci/online-test runs it"]
fn behind_a_balancer_every_player_is_held_to_their_own_share() {
    use futures_util::StreamExt;
    // Each server lets an address hold 16 signalling connections; twenty
    // players from addresses of their own all come in through HAProxy
    // (before the PROXY header, HAProxy's one address was counted: the whole
    // site held 16 players), and a crowd from one address is held to 16.
    let server = hosting_with("127.0.0.1:0".parse().expect("an address"), behind_the_balancer());
    let front = balancer(&[server.address]);
    let runtime = tokio::runtime::Runtime::new().expect("a runtime for the players");
    let connect = |from: [u8; 4], room: String| {
        let address = front.address;
        async move {
            let socket = tokio::net::TcpSocket::new_v4().ok()?;
            socket.bind((from, 0).into()).ok()?;
            let stream = socket.connect(address).await.ok()?;
            let url = format!("ws://{address}/signal/{room}");
            let (mut ws, _) =
                tokio_tungstenite::client_async(url, tokio_tungstenite::MaybeTlsStream::Plain(stream))
                    .await
                    .ok()?;
            // In once the server gives it its id.
            match tokio::time::timeout(Duration::from_secs(3), ws.next()).await {
                Ok(Some(Ok(tokio_tungstenite::tungstenite::Message::Text(t))))
                    if t.contains("IdAssigned") =>
                {
                    Some(ws)
                }
                _ => None,
            }
        }
    };
    runtime.block_on(async {
        let mut players = Vec::new();
        for n in 0..20u8 {
            let ws = connect([127, 0, 0, 100 + n], format!("pegs-and-stones-SHARE{n}")).await;
            players.push(ws.unwrap_or_else(|| panic!("player {n} from an address of its own is let in")));
        }
        let mut crowd = Vec::new();
        for n in 0..20u8 {
            crowd.push(connect([127, 0, 0, 99], format!("pegs-and-stones-CROWD{n}")).await);
        }
        let let_in = crowd.iter().filter(|ws| ws.is_some()).count();
        assert_eq!(let_in, 16, "one address holds its 16");
        let held =
            server.hub.limits().held_by([127, 0, 0, 100].into(), pegs_server::limits::Hold::Signalling);
        assert_eq!(held, 1, "a player is counted by its own address");
    });
    drop(front);
}
