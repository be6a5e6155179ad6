//! The command-line peer (`ttt online`) against a game: paired as
//! strangers through `pegs-server`, and creating a game and playing two.
//! `Printed` collects what a command prints, for the race's tests too.

use super::*;

/// What the command line peer prints, line by line, as it prints it.
pub(super) struct Printed(pub(super) std::sync::mpsc::Sender<String>, pub(super) Vec<u8>);

impl std::io::Write for Printed {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.1.extend_from_slice(bytes);
        while let Some(end) = self.1.iter().position(|&b| b == b'\n') {
            let line: Vec<u8> = self.1.drain(..=end).collect();
            let _ = self.0.send(String::from_utf8_lossy(&line).trim_end().to_string());
        }
        Ok(bytes.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The command line peer ended without an error; what it printed last is added to `said`.
fn ended_well(
    computer: std::thread::JoinHandle<Result<(), String>>,
    printed: &std::sync::mpsc::Receiver<String>,
    said: &mut Vec<String>,
) {
    let result = computer.join().expect("the command line peer does not panic");
    said.extend(printed.try_iter());
    assert_eq!(result, Ok(()), "{said:#?}");
}

/// `ttt online` as asked, on a thread of its own: how it ended, and what it prints as it prints it.
fn command_line_peer(
    peer: pegs_and_stones::app::cli::OnlinePeer,
) -> (std::thread::JoinHandle<Result<(), String>>, std::sync::mpsc::Receiver<String>) {
    use pegs_and_stones::app::cli::{Command, execute};
    let (lines, printed) = std::sync::mpsc::channel();
    let computer = std::thread::spawn(move || {
        execute(Command::TttOnline(peer), &mut Printed(lines, Vec::new())).map_err(|e| e.to_string())
    });
    (computer, printed)
}

#[test]
#[ignore = "needs a private network namespace: .ci/online-test runs it"]
fn the_command_line_peer_plays_someone_who_asked_the_server_for_a_game() {
    use pegs_and_stones::app::cli::OnlinePeer;
    use pegs_engine::tictactoe::Level;

    let server = hosting("127.0.0.1:0".parse().expect("an address"));
    let url = format!("http://{}", server.address);
    let peer = OnlinePeer {
        join: None,
        someone: true,
        server: Some(url.clone()),
        level: Level::Hard,
        rules: RuleSet::RemoveFirst,
        games: 1,
        wait: 30,
        ice: None,
    };
    let (computer, printed) = command_line_peer(peer);
    let first = printed.recv_timeout(Duration::from_secs(30)).expect("the command says what it does");
    let mut said = vec![first];
    let mut player = online_app_through(url, RuleSet::RemoveFirst);
    player.world_mut().write_message(OnlineAction::PlaySomeone);
    let mut rng = SmallRng::seed_from_u64(4);
    let start = Instant::now();
    while !computer.is_finished() && start.elapsed() < Duration::from_secs(60) {
        player.update();
        let online = player.world().resource::<Online>();
        if let Some(s) = online.session.as_ref().filter(|s| s.connected() && s.is_playing() && s.my_turn()) {
            assert_eq!(s.rules(), RuleSet::RemoveFirst, "both asked for these rules");
            let cell = random_legal(&player, &mut rng);
            player.world_mut().write_message(TttAction::Play(cell));
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    ended_well(computer, &printed, &mut said);
    assert!(said.iter().any(|l| l.starts_with("Looking for someone to play")), "{said:#?}");
    let online = player.world().resource::<Online>();
    assert!(online.stranger, "paired as strangers");
    let s = online.session.as_ref().expect("a session");
    assert!(!s.is_playing() && s.moves().len() >= 5, "a whole game: {:?}", s.moves());
    assert!(said.iter().any(|l| l.starts_with("game 1 ") && l.contains(" after ")), "{said:#?}");
    assert_eq!(player.world().resource::<RecordBook>().all_time.strangers(RuleSet::RemoveFirst).games(), 1);
}

#[test]
#[ignore = "needs a private network namespace: .ci/online-test runs it"]
fn the_command_line_peer_creates_a_game_and_plays_two_against_a_player() {
    use pegs_and_stones::app::cli::OnlinePeer;
    use pegs_engine::tictactoe::Level;

    let server = signalling();
    let peer = OnlinePeer {
        join: None,
        someone: false,
        server: Some(format!("ws://{}", server.address)),
        level: Level::Perfect,
        rules: RuleSet::Four,
        games: 2,
        wait: 30,
        ice: None,
    };
    let (computer, printed) = command_line_peer(peer);
    let mut said = Vec::new();
    let code = loop {
        let line = printed.recv_timeout(Duration::from_secs(30)).expect("the command prints its code");
        said.push(line.clone());
        if let Some(code) = line.split("give them the code ").nth(1) {
            break code.to_string();
        }
    };
    let mut player = online_app(&server, RuleSet::Seed);
    player.world_mut().write_message(OnlineAction::Join(code));
    let mut rng = SmallRng::seed_from_u64(3);
    let mut results = Vec::new();
    let mut starters = Vec::new();
    let start = Instant::now();
    while !computer.is_finished() && start.elapsed() < Duration::from_secs(60) {
        player.update();
        let s = session(&player);
        let (number, my_turn, over) = (s.number() as usize, s.connected() && s.my_turn(), !s.is_playing());
        if number > starters.len() {
            starters.push(s.starter());
        }
        if number > results.len() && number > 0 && over {
            // As the command sees it.
            let result = match winner(player.world().resource::<Online>()) {
                Some(w) if w == s.me() => "lost",
                Some(_) => "won",
                None => "drawn",
            };
            results.push(format!("game {number} {result} after {} moves", s.moves().len()));
            player.world_mut().write_message(OnlineAction::Rematch);
        } else if my_turn {
            let cell = random_legal(&player, &mut rng);
            player.world_mut().write_message(TttAction::Play(cell));
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    ended_well(computer, &printed, &mut said);
    assert_eq!(session(&player).rules(), RuleSet::Four, "the creator's rules");
    assert_eq!(starters.len(), 2, "two games: {said:#?}");
    assert_ne!(starters[0], starters[1], "each side starts one game");
    for expected in &results {
        assert!(said.contains(expected), "the command says {expected}: {said:#?}");
    }
    assert_eq!(results.len(), 2, "{said:#?}");
}
