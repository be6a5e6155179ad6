//! Two command-line racers race each other at Hanoi through `pegs-server`
//! (`hanoi race`): by code, and paired as strangers who asked the server
//! for a race on the same tower. Each side checks every move of the other's
//! with the engine, and both must say the same race alike.

use std::sync::mpsc::Receiver;
use std::thread::JoinHandle;
use std::time::Duration;

use pegs_and_stones::app::cli::{Command, RacePeer, execute};

use super::command_line::Printed;
use super::hosting;

/// `hanoi race` as asked, on a thread of its own: how it ended, and what it prints as it prints it.
fn racer(peer: RacePeer) -> (JoinHandle<Result<(), String>>, Receiver<String>) {
    let (lines, printed) = std::sync::mpsc::channel();
    let racing = std::thread::spawn(move || {
        execute(Command::HanoiRace(peer), &mut Printed(lines, Vec::new())).map_err(|e| e.to_string())
    });
    (racing, printed)
}

/// What a racer printed, once it ended without an error.
fn raced(
    racing: JoinHandle<Result<(), String>>,
    printed: &Receiver<String>,
    mut said: Vec<String>,
) -> Vec<String> {
    let result = racing.join().expect("a racer does not panic");
    said.extend(printed.try_iter());
    assert_eq!(result, Ok(()), "{said:#?}");
    said
}

/// The winner's last line says `moves` moves in at least `seconds` (the
/// racer's pace sets the least; a busy machine may move later), and the
/// loser's names the same finish.
fn assert_same_race(won: &str, lost: &str, moves: u32, seconds: f64) {
    let prefix = format!("won: {moves} moves in ");
    let time =
        won.strip_prefix(&prefix).and_then(|rest| rest.split(' ').next()).and_then(|t| t.parse::<f64>().ok());
    assert!(time.is_some_and(|t| t >= seconds), "{won}");
    let finish = format!("the friend's game {moves} moves in {:.1} s", time.unwrap_or_default());
    assert!(lost.starts_with("lost: ") && lost.ends_with(&finish), "{lost} (after {won})");
}

fn peer(server: &str, pegs: usize, disks: usize, speed: u32) -> RacePeer {
    RacePeer { join: None, someone: false, server: Some(server.to_string()), pegs, disks, speed, wait: 30 }
}

#[test]
#[ignore = "needs a private network namespace: .ci/online-test runs it"]
fn two_racers_race_by_code_and_the_faster_tower_wins_on_both_sides() {
    let server = hosting("127.0.0.1:0".parse().expect("an address"));
    let url = format!("http://{}", server.address);
    let (creator, creator_printed) = racer(peer(&url, 3, 4, 20));
    let first = creator_printed.recv_timeout(Duration::from_secs(30)).expect("the code comes first");
    let code = first.strip_prefix("code ").expect("the code comes first").to_string();
    let (joiner, joiner_printed) = racer(RacePeer { join: Some(code), ..peer(&url, 3, 3, 8) });
    let creator_said = raced(creator, &creator_printed, vec![first]);
    let joiner_said = raced(joiner, &joiner_printed, Vec::new());
    for said in [&creator_said, &joiner_said] {
        // The creator's tower, on both sides.
        assert!(
            said.iter().any(|l| l == "race 1: 4 disks on 3 pegs from 1111, the count-down runs"),
            "{said:#?}"
        );
        assert!(said.iter().any(|l| l.starts_with("connected ")), "{said:#?}");
    }
    let (won, lost) = (creator_said.last().expect("a last line"), joiner_said.last().expect("a last line"));
    // 15 moves at 20 a second, the first at the count-down's end: 0.7 s
    // (later on a machine too busy to move on time), the same on both sides.
    assert_same_race(won, lost, 15, 0.7);
}

#[test]
#[ignore = "needs a private network namespace: .ci/online-test runs it"]
fn two_racers_who_ask_for_the_same_tower_are_paired_and_race_on_it() {
    let server = hosting("127.0.0.1:0".parse().expect("an address"));
    let url = format!("http://{}", server.address);
    let (fast, fast_printed) = racer(RacePeer { someone: true, ..peer(&url, 4, 5, 25) });
    let (slow, slow_printed) = racer(RacePeer { someone: true, ..peer(&url, 4, 5, 5) });
    let fast_said = raced(fast, &fast_printed, Vec::new());
    let slow_said = raced(slow, &slow_printed, Vec::new());
    for said in [&fast_said, &slow_said] {
        assert_eq!(
            said.first().map(String::as_str),
            Some("looking for someone to race on 5 disks and 4 pegs")
        );
        assert!(
            said.iter().any(|l| l == "race 1: 5 disks on 4 pegs from 11111, the count-down runs"),
            "{said:#?}"
        );
    }
    // Five disks on four pegs: 13 moves, the optimum, at 25 a second.
    let (won, lost) = (fast_said.last().expect("a last line"), slow_said.last().expect("a last line"));
    assert_same_race(won, lost, 13, 0.5);
}

#[test]
#[ignore = "needs a private network namespace: .ci/online-test runs it"]
fn a_tictactoe_game_that_comes_to_a_race_is_turned_away_and_the_racers_race() {
    use pegs_and_stones::screens::tictactoe::online::{Online, OnlineAction};
    use pegs_and_stones::shell::modes::online::Connection;
    use pegs_engine::online::TurnedAway;
    use pegs_engine::tictactoe::RuleSet;

    let server = hosting("127.0.0.1:0".parse().expect("an address"));
    let url = format!("http://{}", server.address);
    let (creator, creator_printed) = racer(peer(&url, 3, 3, 20));
    let first = creator_printed.recv_timeout(Duration::from_secs(30)).expect("the code comes first");
    let code = first.strip_prefix("code ").expect("the code comes first").to_string();
    // A TicTacToe game comes to the race's room, after its creator (the
    // room's keeper) and before the friend: each side turns the other away.
    server.wait_until_in(&code, 1);
    let mut ttt = super::online_app_through(url.clone(), RuleSet::Seed);
    ttt.world_mut().write_message(OnlineAction::Join(code.clone()));
    // Whichever reads the other's hello first lets the other go.
    let mut connected = false;
    super::run_one_until(&mut ttt, "the TicTacToe game and the racer part", |app| {
        let online = app.world().resource::<Online>();
        let present = !app.world().resource::<Connection>().present().is_empty();
        connected |= present;
        online.admission.as_ref().and_then(|d| d.turned_away()) == Some(&TurnedAway::NotAGame)
            || (connected && !present)
    });
    let (joiner, joiner_printed) = racer(RacePeer { join: Some(code), ..peer(&url, 3, 3, 5) });
    let creator_said = raced(creator, &creator_printed, vec![first]);
    let joiner_said = raced(joiner, &joiner_printed, Vec::new());
    let (won, lost) = (creator_said.last().expect("a last line"), joiner_said.last().expect("a last line"));
    assert_same_race(won, lost, 7, 0.3);
    // The TicTacToe game is still waiting for a player of its own, its board untouched.
    let online = ttt.world().resource::<Online>();
    assert!(online.session.as_ref().is_some_and(|s| !s.connected() && s.moves().is_empty()));
}
