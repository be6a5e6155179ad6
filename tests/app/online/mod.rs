//! Two headless games playing each other online over real WebRTC, through a
//! matchbox signalling server in this process, with no STUN server: the
//! peers find each other on their own addresses.
//!
//! webrtc-rs skips loopback addresses, so the games need an interface with
//! an address of its own: `.ci/online-test` runs these tests in a private
//! network namespace it makes (a veth pair; nothing outside is reachable).
//! Run by hand the same way: `.ci/online-test`. `hostile` plays a game
//! against games that do not play fair; `command_line` the command-line
//! peer; `strangers` players paired by the server; `race` two command-line
//! Hanoi racers; `race_screen` races on the Hanoi screen.

mod balanced;
mod command_line;
mod forgery;
mod hostile;
mod race;
mod race_screen;
mod strangers;

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use bevy::prelude::*;
use matchbox_signaling::SignalingServer;
use pegs_and_stones::app::testing::{headless_app, screen, tap_key};
use pegs_and_stones::base::frames::Wake;
use pegs_and_stones::base::save::records::{RecordBook, Tally};
use pegs_and_stones::base::screen::Screen;
use pegs_and_stones::base::settings::{Mode, Starter};
use pegs_and_stones::screens::tictactoe::online::{Online, OnlineAction, winner};
use pegs_and_stones::screens::tictactoe::play::{Match, MatchSettings, TttAction};
use pegs_and_stones::shell::modes::online::{Connection, ConnectionEvent, ConnectionSettings};
use pegs_engine::online::{Fault, Message, Session};
use pegs_engine::tictactoe::{Player, RuleSet};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// The signalling server, serving on a runtime of its own until dropped.
struct Signalling {
    address: SocketAddr,
    _runtime: tokio::runtime::Runtime,
}

fn signalling() -> Signalling {
    let runtime = tokio::runtime::Runtime::new().expect("a runtime for the signalling server");
    let mut server = SignalingServer::full_mesh_builder(([127, 0, 0, 1], 0)).build();
    let address = runtime.block_on(async { server.bind() }).expect("the signalling server binds");
    runtime.spawn(server.serve());
    Signalling { address, _runtime: runtime }
}

/// A `pegs-server` on a runtime of its own, stopped as by SIGTERM with [`Hosting::stop`].
struct Hosting {
    address: SocketAddr,
    hub: std::sync::Arc<pegs_server::Hub>,
    runtime: tokio::runtime::Runtime,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    done: Option<tokio::task::JoinHandle<std::io::Result<()>>>,
}

fn hosting(at: SocketAddr) -> Hosting {
    // Stopped, it closes at once (no time for a proxy to drain: there is none).
    hosting_with(
        at,
        pegs_server::Config {
            drain: Duration::ZERO,
            ..pegs_server::Config::new(std::env::temp_dir().join("pegs-no-web"))
        },
    )
}

/// A `pegs-server` with `config` on a runtime of its own (answering STUN
/// on UDP at its own port, where the config says it does).
fn hosting_with(at: SocketAddr, mut config: pegs_server::Config) -> Hosting {
    let runtime = tokio::runtime::Runtime::new().expect("a runtime for the server");
    let listener = runtime.block_on(tokio::net::TcpListener::bind(at)).expect("the server binds");
    let address = listener.local_addr().expect("its address");
    if config.ice.own_stun.is_some() {
        config.ice.own_stun = Some(address);
    }
    let stun =
        config.ice.own_stun.map(|at| runtime.block_on(tokio::net::UdpSocket::bind(at)).expect("STUN binds"));
    let hub = pegs_server::Hub::new(config);
    if let Some(socket) = stun {
        runtime.spawn(pegs_server::stun::serve(socket, hub.clone()));
    }
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let done = runtime.spawn(pegs_server::serve(listener, hub.clone(), async move {
        let _ = stopped.await;
    }));
    Hosting { address, hub, runtime, stop: Some(stop), done: Some(done) }
}

impl Hosting {
    /// Waits until the room of `code` holds `players` games: a code is
    /// printed as its line opens, and a game that comes before the
    /// creator is the room's first (its keeper).
    fn wait_until_in(&self, code: &str, players: usize) {
        let (room, began) = (format!("pegs-and-stones-{code}"), std::time::Instant::now());
        while self.hub.players_in(&room) < players {
            assert!(began.elapsed() < Duration::from_secs(30), "room {code} never held {players} games");
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    /// Stops the server: every socket is closed as a restart, then it ends.
    fn stop(&mut self) {
        let _ = self.stop.take().expect("running").send(());
        let done = self.done.take().expect("running");
        let ended =
            self.runtime.block_on(async { tokio::time::timeout(Duration::from_secs(10), done).await });
        assert!(matches!(ended, Ok(Ok(Ok(())))), "the server stops: {ended:?}");
    }
}

/// A game on the TicTacToe screen that reaches friends through `server`, with no STUN server.
fn online_app(server: &Signalling, rules: RuleSet) -> App {
    online_app_through(format!("ws://{}", server.address), rules)
}

/// A game on the TicTacToe screen that reaches friends through the server at `url`, with no STUN server.
fn online_app_through(url: String, rules: RuleSet) -> App {
    trace_to_file();
    let mut app = headless_app();
    app.init_resource::<Heard>().add_systems(Update, note_line_events);
    app.world_mut().resource_mut::<Online>().settings =
        ConnectionSettings { server: url, ice: Vec::new(), ..ConnectionSettings::default() };
    {
        let mut settings = app.world_mut().resource_mut::<MatchSettings>();
        settings.rules = rules;
        settings.starter = Starter::X;
    }
    tap_key(&mut app, KeyCode::Digit2);
    assert_eq!(screen(&app), Screen::TicTacToe);
    app
}

/// With `PEGS_ONLINE_TRACE=FILE`, what matchbox and the WebRTC crates log
/// (matchbox's own at debug) goes to FILE with the time and thread: the
/// story behind a failure that the events alone do not tell.
fn trace_to_file() {
    struct FileLog(std::sync::Mutex<std::fs::File>, Instant);
    impl log::Log for FileLog {
        fn enabled(&self, metadata: &log::Metadata<'_>) -> bool {
            let most =
                if metadata.target().starts_with("matchbox") { log::Level::Debug } else { log::Level::Info };
            metadata.level() <= most
        }
        fn log(&self, record: &log::Record<'_>) {
            if self.enabled(record.metadata()) {
                use std::io::Write;
                let thread = std::thread::current();
                let mut file = self.0.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
                let _ = writeln!(
                    file,
                    "{:9.3} [{}] {} {}: {}",
                    self.1.elapsed().as_secs_f64(),
                    thread.name().unwrap_or("-"),
                    record.level(),
                    record.target(),
                    record.args()
                );
            }
        }
        fn flush(&self) {}
    }
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let Some(path) = std::env::var_os("PEGS_ONLINE_TRACE") else { return };
        let file = std::fs::File::create(path).expect("the trace file");
        let logger = Box::leak(Box::new(FileLog(std::sync::Mutex::new(file), Instant::now())));
        if log::set_logger(logger).is_ok() {
            log::set_max_level(log::LevelFilter::Debug);
        }
    });
}

/// What the line reported, with the seconds since the game started, for a failure's message.
#[derive(Resource, Default)]
struct Heard(Vec<String>);

fn note_line_events(
    time: Res<Time<Real>>,
    mut events: MessageReader<ConnectionEvent>,
    mut heard: ResMut<Heard>,
) {
    for event in events.read() {
        let said = match event {
            ConnectionEvent::Received(peer, bytes) => format!("Received({peer:?}, {} bytes)", bytes.len()),
            other => format!("{other:?}"),
        };
        heard.0.push(format!("{:.1} s {said}", time.elapsed_secs_f64()));
    }
}

fn session(app: &App) -> &Session {
    app.world().resource::<Online>().session.as_ref().expect("an online game")
}

fn board_moves(app: &App) -> Vec<u8> {
    app.world().resource::<Match>().moves().to_vec()
}

/// Runs both games (real time passes: the line works in the background)
/// until `done`, for at most 30 seconds.
fn run_until(a: &mut App, b: &mut App, what: &str, done: impl FnMut(&App, &App) -> bool) {
    run_until_with(a, b, what, done, &mut []);
}

/// [`run_until`] with more games running beside the two.
fn run_until_with(
    a: &mut App,
    b: &mut App,
    what: &str,
    mut done: impl FnMut(&App, &App) -> bool,
    others: &mut [&mut App],
) {
    let mut games: Vec<&mut App> = vec![a, b];
    games.extend(others.iter_mut().map(|other| &mut **other));
    run_games_until(&mut games, what, |games| done(games[0], games[1]));
}

/// Runs one game until `done`, for at most 30 seconds.
fn run_one_until(app: &mut App, what: &str, mut done: impl FnMut(&App) -> bool) {
    run_games_until(&mut [app], what, |games| done(games[0]));
}

/// Runs `games` (real time passes: the line works in the background) until
/// `done`, for at most 30 seconds; a failure says where the first two stand.
fn run_games_until(games: &mut [&mut App], what: &str, mut done: impl FnMut(&[&mut App]) -> bool) {
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(30) {
        for game in games.iter_mut() {
            game.update();
        }
        if done(games) {
            return;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    let stands: Vec<String> = games.iter().take(2).map(|game| where_it_stands(game)).collect();
    panic!("{what}: not within 30 s ({})", stands.join("; "));
}

/// A game's line and session, for a failure's message.
fn where_it_stands(app: &App) -> String {
    let line = app.world().resource::<Connection>();
    let online = app.world().resource::<Online>();
    let session =
        online.session.as_ref().map(|s| (s.is_host(), s.connected(), s.number(), s.fault().cloned()));
    let awake = app.world().resource::<Wake>().last_reason();
    let heard = app.world().get_resource::<Heard>().map(|h| h.0.join("; ")).unwrap_or_default();
    format!(
        "line {:?} (me {:?}, seen {:?}, present {:?}), session (host, heard, game, fault) {session:?}, \
         moves {:?}, awake for {awake:?}, the line's events: [{heard}]",
        line.state(),
        line.me(),
        line.seen(),
        line.present(),
        online.session.as_ref().map(|s| s.moves().to_vec())
    )
}

/// Creates a game on `host` and joins it from `guest`; both see the first game begin.
fn meet(host: &mut App, guest: &mut App) {
    let code = create(host);
    join(host, guest, code);
}

/// Creates a game on `host`; its code, once the game is in its room (as a
/// friend gets the code moments later). matchbox_signaling 0.15, the plain
/// matchbox server these tests run, adds a game to a room in steps (the room
/// made if it is missing, the games there told, then the game added): two
/// games that enter the same instant can miss each other, or the second
/// can take the first's place. pegs-server adds a game under one lock.
fn create(host: &mut App) -> String {
    host.world_mut().write_message(OnlineAction::Create);
    host.update();
    let code = host.world().resource::<Online>().code.clone().expect("a code");
    run_one_until(host, "the game is in its room", |h| {
        h.world().resource::<Connection>().state()
            == pegs_and_stones::shell::modes::online::ConnectionState::Open
    });
    code
}

/// `guest` joins the game `host` created; both see the first game begin.
fn join(host: &mut App, guest: &mut App, code: String) {
    guest.world_mut().write_message(OnlineAction::Join(code));
    run_until(host, guest, "the two games meet", |h, g| {
        g.world().resource::<Online>().session.as_ref().is_some_and(|s| s.number() == 1 && s.connected())
            && session(h).connected()
    });
    assert_eq!(session(guest).rules(), session(host).rules(), "the creator's rules are played");
    assert_eq!(session(guest).starter(), session(host).starter());
    // Waiting for the first move, both games sleep until input: what the
    // friend sends wakes them, no timer looks at the line.
    run_until(host, guest, "both games rest while they wait", |h, g| {
        [h, g].iter().all(|app| app.world().resource::<Wake>().last_wait().is_none())
    });
}

/// Two games that have met, under the seed rules.
fn met(server: &Signalling) -> (App, App) {
    let mut host = online_app(server, RuleSet::Seed);
    let mut guest = online_app(server, RuleSet::Seed);
    meet(&mut host, &mut guest);
    (host, guest)
}

/// The side whose turn it is plays `cell` by the player's own action; both boards show it.
fn play(host: &mut App, guest: &mut App, cell: u8) {
    let before = board_moves(host).len();
    let (mover, other) =
        if session(host).my_turn() { (&mut *host, &mut *guest) } else { (&mut *guest, &mut *host) };
    assert!(session(mover).my_turn());
    mover.world_mut().write_message(TttAction::Play(cell));
    run_until(mover, other, "the move reaches the friend", |m, o| {
        board_moves(m).len() == before + 1 && board_moves(o).len() == before + 1
    });
    assert_eq!(board_moves(host), board_moves(guest), "both boards agree");
    assert_eq!(session(host).moves(), board_moves(host).as_slice(), "the board follows the session");
}

/// Sends `text` to the game's friend as if its own game had written it.
fn send_to_friend(app: &mut App, text: String) {
    let friend = app.world().resource::<Online>().friend().expect("a friend on the line");
    app.world_mut().resource_mut::<Connection>().send_to(friend, text);
}

fn random_legal(app: &App, rng: &mut SmallRng) -> u8 {
    let legal: Vec<u8> = app.world().resource::<Match>().game.legal_cells().collect();
    legal[rng.random_range(0..legal.len())]
}

fn online_tally(app: &App, rules: RuleSet) -> Tally {
    app.world().resource::<RecordBook>().all_time.online(rules)
}

#[test]
#[ignore = "needs a private network namespace: .ci/online-test runs it"]
fn a_game_goes_on_after_its_server_restarts() {
    let mut server = hosting("127.0.0.1:0".parse().expect("an address"));
    let address = server.address;
    // The games name the server as a player would: its web address.
    let mut host = online_app_through(format!("http://{address}"), RuleSet::Seed);
    let mut guest = online_app_through(format!("http://{address}"), RuleSet::Seed);
    meet(&mut host, &mut guest);
    play(&mut host, &mut guest, 4);
    // The server stops (SIGTERM) in the middle of the game: the two games'
    // own connection goes on, and neither sees the other leave.
    server.stop();
    play(&mut host, &mut guest, 0);
    play(&mut host, &mut guest, 8);
    for app in [&host, &guest] {
        assert_eq!(app.world().resource::<Online>().away_left(0.0), None, "the friend never left");
    }

    // A game waiting for its friend when the server goes: it says so, and
    // once the server is back on its address, joins its room again, where
    // the friend finds it by its code.
    let mut server = hosting(address);
    let mut waiting = online_app_through(format!("http://{address}"), RuleSet::Seed);
    let code = create(&mut waiting);
    let mut late = online_app_through(format!("http://{address}"), RuleSet::Seed);
    run_until(&mut waiting, &mut late, "the game waits in its room", |w, _| {
        w.world().resource::<Connection>().state()
            == pegs_and_stones::shell::modes::online::ConnectionState::Open
    });
    server.stop();
    let reaching = |app: &App| app.world().resource::<Online>().reaching_again();
    run_until(&mut waiting, &mut late, "the waiting game sees the server go", |w, _| reaching(w));
    let status =
        waiting.world().resource::<Online>().state_message(waiting.world().resource::<Connection>(), 0.0);
    assert_eq!(status, Some(pegs_and_stones::base::i18n::OnlineMsg::ReachingAgain));
    let _restarted = hosting(address);
    run_until(&mut waiting, &mut late, "it is back in its room", |w, _| {
        !reaching(w)
            && w.world().resource::<Connection>().state()
                == pegs_and_stones::shell::modes::online::ConnectionState::Open
    });
    join(&mut waiting, &mut late, code);
    play(&mut waiting, &mut late, 4);
}

#[test]
#[ignore = "needs a private network namespace: .ci/online-test runs it"]
fn two_games_play_whole_games_online_under_every_rule_set() {
    let server = signalling();
    for (i, rules) in RuleSet::ALL.into_iter().enumerate() {
        let mut host = online_app(&server, rules);
        let mut guest = online_app(&server, RuleSet::Seed);
        meet(&mut host, &mut guest);
        assert_eq!(session(&guest).rules(), rules);
        assert_eq!(guest.world().resource::<MatchSettings>().mode, Mode::Online);
        // A move out of turn is refused where it is made, and nothing is sent.
        let waiting = if session(&host).my_turn() { &mut guest } else { &mut host };
        waiting.world_mut().write_message(TttAction::Play(4));
        waiting.update();
        assert!(board_moves(waiting).is_empty(), "not this side's turn");
        let mut rng = SmallRng::seed_from_u64(11 + i as u64);
        while session(&host).is_playing() {
            let cell = random_legal(&host, &mut rng);
            play(&mut host, &mut guest, cell);
        }
        run_until(&mut host, &mut guest, "both count the result", |h, g| {
            online_tally(h, rules).games() == 1 && online_tally(g, rules).games() == 1
        });
        let (h, g) = (online_tally(&host, rules), online_tally(&guest, rules));
        assert_eq!(
            (h.wins, h.losses, h.draws),
            (g.losses, g.wins, g.draws),
            "each side sees the other's result"
        );
        let w = winner(host.world().resource::<Online>());
        assert_eq!(w, winner(guest.world().resource::<Online>()));
        assert_eq!(w, host.world().resource::<Match>().game.winner());

        // Both ask for a rematch: the next game starts with the other starter.
        let first = session(&host).starter();
        host.world_mut().write_message(OnlineAction::Rematch);
        guest.world_mut().write_message(OnlineAction::Rematch);
        run_until(&mut host, &mut guest, "the rematch begins", |h, g| {
            session(h).number() == 2 && session(g).number() == 2 && session(g).is_playing()
        });
        assert_eq!(session(&host).starter(), first.other(), "who starts alternates");
        assert!(board_moves(&host).is_empty() && board_moves(&guest).is_empty());
    }
}

#[test]
#[ignore = "needs a private network namespace: .ci/online-test runs it"]
fn a_friend_who_drops_rejoins_the_same_board_and_resigning_ends_it() {
    let server = signalling();
    let (mut host, mut guest) = met(&server);
    for cell in [4, 0, 8] {
        play(&mut host, &mut guest, cell);
    }
    // The guest's game closes (a reload): what it kept is all it brings back.
    let kept = guest.world().resource::<Online>().kept_game().expect("an unfinished game is kept");
    assert_eq!(kept.moves, vec![4, 0, 8]);
    drop(guest);
    let mut rejoined = online_app(&server, RuleSet::Seed);
    let mut idle = headless_app();
    run_until(&mut host, &mut idle, "the host sees its friend leave", |h, _| {
        h.world().resource::<Online>().friend().is_none()
    });
    assert!(host.world().resource::<Online>().away_left(0.0).is_some(), "the host waits for its friend");
    assert_eq!(board_moves(&host), vec![4, 0, 8], "the friend's stones stay");
    rejoined.world_mut().write_message(OnlineAction::Rejoin(kept));
    run_until(&mut host, &mut rejoined, "the friend comes back", |h, r| {
        session(h).connected() && session(r).connected() && board_moves(r) == board_moves(h)
    });
    // The host stops waiting once the returning game agrees with what it kept (its
    // probation ends with the friend's sync, which may come a frame after connecting).
    run_until(&mut host, &mut rejoined, "the host stops waiting", |h, _| {
        h.world().resource::<Online>().away_left(0.0).is_none()
    });
    play(&mut host, &mut rejoined, 2);
    // The guest resigns: both see the host win, and the board stays.
    rejoined.world_mut().write_message(OnlineAction::Resign);
    run_until(&mut host, &mut rejoined, "the resignation arrives", |h, _| !session(h).is_playing());
    assert_eq!(winner(host.world().resource::<Online>()), Some(Player::X));
    assert_eq!(winner(rejoined.world().resource::<Online>()), Some(Player::X));
    assert_eq!(online_tally(&host, RuleSet::Seed).wins, 1);
}

#[test]
#[ignore = "needs a private network namespace: .ci/online-test runs it"]
fn an_illegal_move_from_the_friend_ends_the_game_without_changing_the_board() {
    let server = signalling();
    let (mut host, mut guest) = met(&server);
    play(&mut host, &mut guest, 4);
    // The guest's game sends, in its own turn, a stone on the occupied centre.
    let bad = Message::Move { game: 1, number: 2, cell: 4 };
    send_to_friend(&mut guest, bad.encode());
    // And a message too long to read, which is set aside.
    send_to_friend(&mut guest, "x".repeat(2000));
    run_until(&mut host, &mut guest, "the host refuses the move", |h, _| session(h).fault().is_some());
    assert_eq!(session(&host).fault(), Some(&Fault::InvalidMove));
    assert_eq!(board_moves(&host), vec![4], "the board is unchanged");
    assert_eq!(online_tally(&host, RuleSet::Seed).games(), 0, "no result is counted");
}

#[test]
#[ignore = "needs a private network namespace: .ci/online-test runs it"]
fn a_third_game_finds_the_room_full_and_changes_nothing() {
    let server = signalling();
    let (mut host, mut guest) = met(&server);
    let code = host.world().resource::<Online>().code.clone().unwrap();
    let mut third = online_app(&server, RuleSet::Seed);
    third.world_mut().write_message(OnlineAction::Join(code));
    // Every game runs: the newcomer hears from both that they play already.
    run_until_with(
        &mut third,
        &mut host,
        "the third game is told the game is full",
        |t, _| t.world().resource::<Online>().room_full(),
        &mut [&mut guest],
    );
    for _ in 0..20 {
        guest.update();
        host.update();
    }
    play(&mut host, &mut guest, 0);
    assert!(session(&host).connected() && session(&guest).connected());
    assert!(!session(&third).connected() && board_moves(&third).is_empty(), "the third game plays no part");
}

#[test]
#[ignore = "needs a private network namespace: .ci/online-test runs it"]
fn a_third_game_is_told_by_pegs_server_that_the_game_has_two_players() {
    let server = hosting("127.0.0.1:0".parse().expect("an address"));
    let url = format!("http://{}", server.address);
    let mut host = online_app_through(url.clone(), RuleSet::Seed);
    let mut guest = online_app_through(url.clone(), RuleSet::Seed);
    meet(&mut host, &mut guest);
    let code = host.world().resource::<Online>().code.clone().expect("a code");
    let mut third = online_app_through(url, RuleSet::Seed);
    third.world_mut().write_message(OnlineAction::Join(code));
    // The server refuses it, and says why: the game says so, not that the server cannot be reached.
    let said = |app: &App| {
        let world = app.world();
        world.resource::<Online>().state_message(world.resource::<Connection>(), 0.0)
    };
    run_until_with(
        &mut third,
        &mut host,
        "the third game says the game has two players",
        |t, _| said(t) == Some(pegs_and_stones::base::i18n::OnlineMsg::Full),
        &mut [&mut guest],
    );
    let closed =
        third.world().resource::<Connection>().closed_by_server().cloned().expect("the server's reason");
    assert_eq!((closed.code, closed.reason.as_str()), (4409, "this game has two players already"));
    play(&mut host, &mut guest, 4);
    assert!(board_moves(&third).is_empty(), "the third game plays no part");
}

#[test]
#[ignore = "needs a private network namespace: .ci/online-test runs it"]
fn through_pegs_server_the_games_use_the_stun_it_hands_out_and_say_how_they_are_connected() {
    use pegs_and_stones::shell::modes::online::{IceAnswer, Route};
    let mut config = pegs_server::Config::new(std::env::temp_dir().join("pegs-no-web"));
    config.drain = Duration::ZERO;
    // Its own STUN (on its own port, UDP): what a server does unless told otherwise.
    config.ice.own_stun = Some("127.0.0.1:0".parse().expect("an address"));
    let server = hosting_with("127.0.0.1:0".parse().expect("an address"), config);
    let url = format!("http://{}", server.address);
    let mut host = online_app_through(url.clone(), RuleSet::Seed);
    let mut guest = online_app_through(url, RuleSet::Seed);
    let code = create(&mut host);
    // Before anyone comes, the host's line asked the server which servers to use.
    run_until(&mut host, &mut guest, "the host's line is in its room", |h, _| {
        h.world().resource::<Connection>().state()
            == pegs_and_stones::shell::modes::online::ConnectionState::Open
    });
    let stun = format!("stun:127.0.0.1:{}", server.address.port());
    let told = host.world().resource::<Connection>().ice().cloned();
    assert!(
        matches!(&told, Some(IceAnswer::Servers(s)) if s.len() == 1 && s[0].urls == [stun.clone()]),
        "{told:?}"
    );
    join(&mut host, &mut guest, code);
    run_until(&mut host, &mut guest, "both know how they are connected", |h, g| {
        [h, g].iter().all(|app| {
            let online = app.world().resource::<Online>();
            online.connection_message(app.world().resource::<Connection>()).is_some()
        })
    });
    for app in [&host, &guest] {
        let online = app.world().resource::<Online>();
        let line = app.world().resource::<Connection>();
        assert_eq!(line.route(online.friend().expect("the friend")), Some(Route::Direct));
        assert_eq!(
            online.connection_message(line),
            Some(pegs_and_stones::base::i18n::OnlineMsg::ConnectedDirectly)
        );
    }
    assert!(
        server.hub.metrics().lines().any(|l| l.starts_with("pegs_stun_answers_total ") && !l.ends_with(" 0")),
        "the games asked the server's own STUN: {}",
        server.hub.metrics()
    );
    play(&mut host, &mut guest, 4);
}
