//! Races on the Hanoi screen: a game against the command-line racer, two
//! games by code (the loser chooses a scrambled next tower, a friend who
//! leaves mid-race is waited for while the race goes on), and two games
//! paired as strangers. The player's moves are the keys 1–4 a player would
//! press.

use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use pegs_and_stones::app::cli::{Command, RacePeer, execute};
use pegs_and_stones::app::testing::{
    exit, headless_app, headless_app_with, screen, tap_key, temporary_folder,
};
use pegs_and_stones::base::i18n::{Msg, RaceMsg, Rival};
use pegs_and_stones::base::save::records::RecordBook;
use pegs_and_stones::base::save::store::Store;
use pegs_and_stones::base::screen::Screen;
use pegs_and_stones::screens::hanoi::race::{
    RaceAction, RaceClockStart, Racing, TowerChoice, TowerKind, race_millis,
};
use pegs_and_stones::screens::hanoi::state::{Board, HanoiAction, Notice};
use pegs_and_stones::screens::tictactoe::online::Online;
use pegs_and_stones::shell::language::Lang;
use pegs_and_stones::shell::modes::online::{Connection, ConnectionSettings};
use pegs_engine::race::Placing;

use super::command_line::Printed;
use super::{hosting, run_one_until};

/// A game on the Hanoi screen that reaches other games through the server at `url`.
fn race_app(url: &str) -> App {
    let mut app = headless_app();
    app.world_mut().resource_mut::<Online>().settings =
        ConnectionSettings { server: url.to_string(), ice: Vec::new(), ..ConnectionSettings::default() };
    tap_key(&mut app, KeyCode::Digit1);
    assert_eq!(screen(&app), Screen::Hanoi);
    app
}

/// The usual start on `pegs` pegs and `disks` disks.
fn fresh(pegs: usize, disks: usize) -> TowerChoice {
    TowerChoice { pegs, disks, kind: TowerKind::FromStart }
}

/// The race's clock, as the game reads it.
fn now(app: &App) -> u64 {
    race_millis(app.world().resource::<Time<Real>>(), *app.world().resource::<RaceClockStart>())
}

fn racing(app: &App) -> &Racing {
    app.world().resource::<Racing>()
}

/// Presses the keys of the player's next shortest move, when the race lets them move.
fn press_next_move(app: &mut App) {
    let racing = racing(app);
    if !racing.may_move(now(app)) {
        return;
    }
    let Some(mv) = racing.race.as_ref().and_then(|r| r.mine()).and_then(|t| t.plan(None).next()) else {
        return;
    };
    app.world_mut().write_message(HanoiAction::KeyPeg(mv.from));
    app.world_mut().write_message(HanoiAction::KeyPeg(mv.to));
}

/// The placing of the race on, once decided.
fn placing(app: &App) -> Option<Placing> {
    racing(app).race.as_ref().and_then(|r| r.outcome()).map(|o| o.placing)
}

/// What the message line says, in English.
fn notice(app: &App) -> String {
    app.world().resource::<Notice>().text(app.world().resource::<Lang>())
}

/// The race's code, once the line to its room is open.
fn code_of(app: &mut App) -> String {
    run_one_until(app, "the race's room is open", |app| {
        racing(app).code.is_some() && app.world().resource::<Connection>().is_open()
    });
    racing(app).code.clone().expect("a code")
}

/// Runs the games, each pressing its next move every `pace[i]` frames (0:
/// never), until `done`, for at most 30 seconds.
fn race_until(games: &mut [&mut App], pace: &[u32], what: &str, mut done: impl FnMut(&[&mut App]) -> bool) {
    let start = Instant::now();
    let mut frame = 0u32;
    while start.elapsed() < Duration::from_secs(30) {
        frame += 1;
        for (game, &every) in games.iter_mut().zip(pace) {
            if every > 0 && frame.is_multiple_of(every) {
                press_next_move(game);
            }
            game.update();
        }
        if done(games) {
            return;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    let stands: Vec<String> = games.iter().map(|g| format!("{:?}", racing(g).race)).collect();
    panic!("{what}: not within 30 s ({})", stands.join("; "));
}

#[test]
#[ignore = "needs a private network namespace: .ci/online-test runs it"]
fn a_game_races_the_command_line_racer_and_its_win_is_kept_apart_from_solves() {
    let server = hosting("127.0.0.1:0".parse().expect("an address"));
    let url = format!("http://{}", server.address);
    let mut game = race_app(&url);
    // The command-line racer times itself on the wall clock: so does this game.
    game.insert_resource(TimeUpdateStrategy::Automatic);
    // The player's own tower, a move made on it: put aside for the race.
    tap_key(&mut game, KeyCode::Digit1);
    tap_key(&mut game, KeyCode::Digit2);
    let own = game.world().resource::<Board>().0.clone();
    assert_eq!(own.moves(), 1);
    game.world_mut().write_message(RaceAction::Create(fresh(3, 3)));
    let code = code_of(&mut game);
    // The race's tower is on the board before the count-down, and no disk moves yet.
    assert_eq!(game.world().resource::<Board>().disks(), 3);
    tap_key(&mut game, KeyCode::Digit1);
    assert_eq!(notice(&game), "Wait for the count-down.");
    // Nor does the solver, nor a hint.
    tap_key(&mut game, KeyCode::Space);
    assert!(notice(&game).starts_with("Not during a race"), "{}", notice(&game));
    let (lines, printed) = std::sync::mpsc::channel();
    let peer = RacePeer {
        join: Some(code),
        someone: false,
        server: Some(url.clone()),
        pegs: 3,
        disks: 3,
        speed: 1,
        wait: 30,
    };
    let racer = std::thread::spawn(move || {
        execute(Command::HanoiRace(peer), &mut Printed(lines, Vec::new())).map_err(|e| e.to_string())
    });
    race_until(&mut [&mut game], &[2], "the game's race is decided", |games| placing(games[0]).is_some());
    let result = racer.join().expect("the racer does not panic");
    let said: Vec<String> = printed.try_iter().collect();
    assert_eq!(result, Ok(()), "{said:#?}");
    // Seven moves at the game's pace against one a second: the game wins, on both sides.
    assert_eq!(placing(&game), Some(Placing::Won));
    let last = said.last().expect("a last line");
    assert!(last.starts_with("lost: "), "{last}");
    let race = racing(&game).race.as_ref().expect("a race");
    assert_eq!(race.finish().map(|f| f.moves), Some(7));
    assert!(last.contains("the friend's game 7 moves in "), "{last}");
    // The result line, and the race kept apart from solo solves.
    assert!(
        notice(&game).starts_with("You beat your friend: your tower was home first!"),
        "{}",
        notice(&game)
    );
    let book = app_book(&game);
    assert_eq!(book.all_time.races[&(3, 3)].won, 1);
    assert!(book.all_time.races[&(3, 3)].best_millis.is_some());
    assert!(book.all_time.hanoi.is_empty() && book.all_time.stranger_races.is_empty());
    // Leaving the race gives the player's own tower back.
    game.world_mut().write_message(RaceAction::Leave);
    game.update();
    game.update();
    assert!(!racing(&game).is_on());
    assert_eq!(game.world().resource::<Board>().0, own);
}

fn app_book(app: &App) -> &RecordBook {
    app.world().resource::<RecordBook>()
}

#[test]
#[ignore = "needs a private network namespace: .ci/online-test runs it"]
fn two_games_race_by_code_the_loser_chooses_a_scrambled_tower_and_a_leaver_is_waited_for() {
    let server = hosting("127.0.0.1:0".parse().expect("an address"));
    let url = format!("http://{}", server.address);
    let (mut a, mut b) = (race_app(&url), race_app(&url));
    a.world_mut().write_message(RaceAction::Create(fresh(3, 4)));
    let code = code_of(&mut a);
    b.world_mut().write_message(RaceAction::Join(code));
    // a moves every frame (20 ms apart at the most: a race's floor), b
    // every sixteenth: whatever the machine's speed, a wins by far more
    // than the margin, on both sides.
    race_until(&mut [&mut a, &mut b], &[1, 16], "the first race is decided on both sides", |g| {
        placing(g[0]).is_some() && placing(g[1]).is_some()
    });
    assert_eq!((placing(&a), placing(&b)), (Some(Placing::Won), Some(Placing::Lost)));
    for game in [&a, &b] {
        let race = racing(game).race.as_ref().expect("a race");
        assert_eq!(race.start().map(|s| (s.pegs(), s.disks())), Some((3, 4)));
    }
    // The friend's board on each side is the other's own.
    let (a_race, b_race) = (racing(&a).race.as_ref().unwrap(), racing(&b).race.as_ref().unwrap());
    assert_eq!(a_race.theirs().map(|t| t.history().to_vec()), b_race.mine().map(|t| t.history().to_vec()));
    assert_eq!(a_race.mine().map(|t| t.moves()), Some(15));
    // Both race again; the loser chooses the next tower and starts.
    a.world_mut().write_message(RaceAction::Again);
    b.world_mut().write_message(RaceAction::Again);
    race_until(&mut [&mut a, &mut b], &[0, 0], "both want another race", |g| {
        g.iter().all(|game| racing(game).race.as_ref().is_some_and(|r| r.both_want_again()))
    });
    assert!(racing(&b).offered().iter().any(|(id, ..)| *id == "race:start"));
    assert!(!racing(&a).offered().iter().any(|(id, ..)| *id == "race:start"), "the winner does not choose");
    // Four pegs first, then a scrambled tower of six disks: the last choice counts.
    b.world_mut().write_message(RaceAction::Choose(fresh(4, 5)));
    let scrambled = TowerChoice { pegs: 3, disks: 6, kind: TowerKind::Scrambled };
    b.world_mut().write_message(RaceAction::Choose(scrambled));
    b.world_mut().write_message(RaceAction::Start);
    race_until(&mut [&mut a, &mut b], &[0, 0], "the second race starts on both sides", |g| {
        g.iter().all(|game| {
            racing(game).race.as_ref().is_some_and(|r| r.number() == 2) && racing(game).may_move(now(game))
        })
    });
    // Both race the same scrambled tower, on their boards.
    let starts: Vec<_> = [&a, &b].map(|g| racing(g).race.as_ref().and_then(|r| r.start().cloned())).to_vec();
    assert_eq!(starts[0], starts[1]);
    let second = starts[0].clone().expect("a second race");
    assert_eq!((second.pegs(), second.disks()), (3, 6));
    assert_ne!(second.config(), "111111", "scrambled, not the usual start");
    assert_eq!(a.world().resource::<Board>().0, second.tower());
    // b leaves in the middle of it: a is told, and races on meanwhile.
    race_until(&mut [&mut a, &mut b], &[3, 3], "a few moves each", |g| {
        racing(g[0]).race.as_ref().and_then(|r| r.theirs()).is_some_and(|t| t.moves() >= 2)
    });
    b.world_mut().write_message(RaceAction::Leave);
    race_until(&mut [&mut a, &mut b], &[0, 0], "the game waits for the friend who left", |g| {
        let (racing, line) = (racing(g[0]), g[0].world().resource::<Connection>());
        let seconds = g[0].world().resource::<Time<Real>>().elapsed_secs_f64();
        matches!(
            racing.status(line, seconds, now(g[0])),
            Some(Msg::Race(RaceMsg::RivalAway { rival: Rival::Friend, .. }))
        )
    });
    assert!(racing(&a).may_move(now(&a)), "the race goes on");
    race_until(&mut [&mut a], &[1], "the game's tower comes home", |g| {
        racing(g[0]).race.as_ref().is_some_and(|r| r.finish().is_some())
    });
    // Home, the race is decided only once the friend's clock has passed this finish.
    assert_eq!(placing(&a), None);
    assert!(notice(&a).starts_with("Your tower is home: "), "{}", notice(&a));
    assert!(!app_book(&a).all_time.races.contains_key(&(3, 6)));
}

#[test]
#[ignore = "needs a private network namespace: .ci/online-test runs it"]
fn two_games_that_ask_for_the_same_tower_race_as_strangers() {
    let server = hosting("127.0.0.1:0".parse().expect("an address"));
    let url = format!("http://{}", server.address);
    let (mut a, mut b) = (race_app(&url), race_app(&url));
    a.world_mut().write_message(RaceAction::Someone(3, 3));
    b.world_mut().write_message(RaceAction::Someone(3, 3));
    race_until(&mut [&mut a, &mut b], &[16, 1], "the strangers' race is decided", |g| {
        placing(g[0]).is_some() && placing(g[1]).is_some()
    });
    assert_eq!((placing(&a), placing(&b)), (Some(Placing::Lost), Some(Placing::Won)));
    for game in [&a, &b] {
        assert!(racing(game).stranger && racing(game).code.is_none());
        let book = app_book(game);
        assert!(book.all_time.races.is_empty());
        assert_eq!(book.all_time.stranger_races[&(3, 3)].won + book.all_time.stranger_races[&(3, 3)].lost, 1);
    }
    assert!(notice(&a).starts_with("The other racer's tower was home first."), "{}", notice(&a));
}

#[test]
#[ignore = "needs a private network namespace: .ci/online-test runs it"]
fn a_game_that_restarts_mid_race_comes_back_to_it_and_the_race_is_decided_alike() {
    let server = hosting("127.0.0.1:0".parse().expect("an address"));
    let url = format!("http://{}", server.address);
    let dir = temporary_folder("race-restart");
    let started = |dir: &std::path::Path| restartable(dir, &url);
    let mut a = started(&dir);
    tap_key(&mut a, KeyCode::Digit1);
    let mut b = race_app(&url);
    b.insert_resource(TimeUpdateStrategy::Automatic);
    a.world_mut().write_message(RaceAction::Create(fresh(3, 5)));
    let code = code_of(&mut a);
    b.world_mut().write_message(RaceAction::Join(code.clone()));
    race_until(&mut [&mut a, &mut b], &[4, 6], "a few moves each", |g| {
        let moves = |game: &App| racing(game).race.as_ref().and_then(|r| r.mine()).map_or(0, |t| t.moves());
        moves(g[0]) >= 3 && moves(g[1]) >= 2
    });
    // The game goes (a restart, a reload): what it kept is its race.
    let kept = racing(&a).kept().expect("a friend's race under way is kept");
    exit(&mut a);
    drop(a);
    race_until(&mut [&mut b], &[6], "the friend's game is waited for, and the race goes on", |g| {
        let (racing, line) = (racing(g[0]), g[0].world().resource::<Connection>());
        let seconds = g[0].world().resource::<Time<Real>>().elapsed_secs_f64();
        matches!(
            racing.status(line, seconds, now(g[0])),
            Some(Msg::Race(RaceMsg::RivalAway { rival: Rival::Friend, .. }))
        )
    });
    // Started again, it opens on the race's board and comes back to the room.
    let mut a = started(&dir);
    a.update();
    a.update();
    assert_eq!(screen(&a), Screen::Hanoi);
    assert_eq!(racing(&a).code.as_deref(), Some(code.as_str()));
    let mine = racing(&a).race.as_ref().and_then(|r| r.mine()).map(|t| t.history().to_vec());
    assert_eq!(mine, Some(kept.race.mine.iter().map(|(mv, _)| *mv).collect()), "its moves, as kept");
    race_until(&mut [&mut a, &mut b], &[1, 16], "the race is decided on both sides", |g| {
        placing(g[0]).is_some() && placing(g[1]).is_some()
    });
    let (a_race, b_race) = (racing(&a).race.as_ref().unwrap(), racing(&b).race.as_ref().unwrap());
    assert_eq!((a_race.fault(), b_race.fault()), (None, None));
    // Each side's copy of the other's board is the other's own, its moves made while away included.
    assert_eq!(a_race.theirs().map(|t| t.history().to_vec()), b_race.mine().map(|t| t.history().to_vec()));
    assert_eq!(a_race.mine().map(|t| t.history().to_vec()), b_race.theirs().map(|t| t.history().to_vec()));
    let (a_out, b_out) = (a_race.outcome().unwrap(), b_race.outcome().unwrap());
    assert_eq!((a_out.mine, a_out.theirs), (b_out.theirs, b_out.mine), "both saw the same race");
    assert_ne!(a_out.placing, b_out.placing);
    drop(a);
    std::fs::remove_dir_all(dir).unwrap();
}

/// A game that keeps its data in `dir` (it can be started again there),
/// reaching other games through the server at `url`, on the wall clock as games run.
fn restartable(dir: &std::path::Path, url: &str) -> App {
    let mut app = headless_app_with(Store::Folder(dir.to_path_buf()));
    app.insert_resource(TimeUpdateStrategy::Automatic);
    app.world_mut().resource_mut::<Online>().settings =
        ConnectionSettings { server: url.to_string(), ice: Vec::new(), ..ConnectionSettings::default() };
    app
}

#[test]
#[ignore = "needs a private network namespace: .ci/online-test runs it"]
fn the_command_line_racer_waits_for_a_game_that_restarts_and_the_race_ends_alike() {
    let server = hosting("127.0.0.1:0".parse().expect("an address"));
    let url = format!("http://{}", server.address);
    let dir = temporary_folder("race-restart-racer");
    let (lines, printed) = std::sync::mpsc::channel();
    let peer = RacePeer {
        join: None,
        someone: false,
        server: Some(url.clone()),
        pegs: 3,
        disks: 4,
        speed: 2,
        wait: 30,
    };
    let racer = std::thread::spawn(move || {
        execute(Command::HanoiRace(peer), &mut Printed(lines, Vec::new())).map_err(|e| e.to_string())
    });
    let code = loop {
        let line = printed.recv_timeout(Duration::from_secs(10)).expect("the racer says its code");
        if let Some(code) = line.strip_prefix("code ") {
            break code.trim().to_string();
        }
    };
    let mut game = restartable(&dir, &url);
    tap_key(&mut game, KeyCode::Digit1);
    game.world_mut().write_message(RaceAction::Join(code));
    race_until(&mut [&mut game], &[40], "two moves", |g| {
        racing(g[0]).race.as_ref().and_then(|r| r.mine()).is_some_and(|t| t.moves() >= 2)
    });
    exit(&mut game);
    drop(game);
    // The racer races on while the game is away, and the game comes back.
    std::thread::sleep(Duration::from_millis(1_500));
    let mut game = restartable(&dir, &url);
    race_until(&mut [&mut game], &[2], "the race is decided", |g| placing(g[0]).is_some());
    let result = racer.join().expect("the racer does not panic");
    let said: Vec<String> = printed.try_iter().collect();
    assert_eq!(result, Ok(()), "{said:#?}");
    let last = said.last().expect("a last line");
    let race = racing(&game).race.as_ref().expect("the race, come back to");
    let mine = race.mine().map_or(0, |t| t.moves());
    assert!(mine >= 2, "the moves before the restart count: {mine}");
    let word = match placing(&game) {
        Some(Placing::Won) => "lost: ",
        Some(Placing::Lost) => "won: ",
        other => panic!("{other:?}"),
    };
    assert!(last.starts_with(word), "{last}");
    assert!(last.contains(&format!("the friend's game {mine} moves")), "{last}");
    drop(game);
    std::fs::remove_dir_all(dir).unwrap();
}
