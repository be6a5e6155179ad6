//! The game remembers: settings, unfinished games and records survive an
//! exit, bad data is kept aside and never breaks the game, and storage that
//! cannot be written leaves it playable. Every test keeps its data in a
//! temporary folder of its own.

use std::path::Path;

use bevy::prelude::*;
use pegs_and_stones::app::testing::{
    exit, headless_app_with, run_frames, screen, tap_key, temporary_folder, update_with_work_done,
};
use pegs_and_stones::base::i18n::Language;
use pegs_and_stones::base::save::data::{FILE_NAME, Reading, SaveData};
use pegs_and_stones::base::save::records::RecordBook;
use pegs_and_stones::base::save::store::Store;
use pegs_and_stones::base::save::{SaveNotes, Saver, load};
use pegs_and_stones::base::screen::Screen;
use pegs_and_stones::base::settings::{Mode, Starter};
use pegs_and_stones::screens::hanoi::state::{Board, HanoiAction, HanoiClock, HanoiRun, SolverSpeed};
use pegs_and_stones::screens::tictactoe::play::{Match, MatchSettings};
use pegs_and_stones::screens::tictactoe::thinking::Thinking;
use pegs_and_stones::shell::feedback::sound::Volume;
use pegs_and_stones::shell::language::Lang;
use pegs_engine::hanoi::Tower;
use pegs_engine::tictactoe::{Level, Player, RuleSet};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

fn app_in(dir: &Path) -> App {
    headless_app_with(Store::Folder(dir.to_path_buf()))
}

fn notes(app: &App) -> Vec<String> {
    let lang = *app.world().resource::<Lang>();
    app.world().resource::<SaveNotes>().messages().map(|m| lang.say(m)).collect()
}

/// Solves the tower on the board by hand (keys), move by move.
fn solve_by_hand(app: &mut App) {
    let plan: Vec<_> = app.world().resource::<Board>().solution().collect();
    let keys = [KeyCode::Digit1, KeyCode::Digit2, KeyCode::Digit3, KeyCode::Digit4];
    for mv in plan {
        tap_key(app, keys[mv.from]);
        tap_key(app, keys[mv.to]);
    }
}

#[test]
fn what_was_played_is_there_at_the_next_start() {
    let dir = temporary_folder("round-trip");
    let mut app = app_in(&dir);
    // Hanoi: a solved 3-disk tower for the records, then a 5-disk game on four pegs in progress.
    tap_key(&mut app, KeyCode::Digit1);
    app.world_mut().write_message(HanoiAction::SetDisks(3));
    run_frames(&mut app, 2);
    solve_by_hand(&mut app);
    assert!(app.world().resource::<Board>().is_solved());
    app.world_mut().write_message(HanoiAction::SetPegs(4));
    app.world_mut().write_message(HanoiAction::SetDisks(5));
    run_frames(&mut app, 2);
    app.world_mut().insert_resource(SolverSpeed(12.0));
    for key in
        [KeyCode::Digit1, KeyCode::Digit4, KeyCode::Digit1, KeyCode::Digit2, KeyCode::Digit1, KeyCode::Digit3]
    {
        tap_key(&mut app, key);
    }
    tap_key(&mut app, KeyCode::KeyU);
    run_frames(&mut app, 30);
    // TicTacToe: two players under the four-stone rules, a few stones down.
    tap_key(&mut app, KeyCode::Escape);
    app.world_mut().insert_resource(MatchSettings {
        mode: Mode::TwoPlayers,
        starter: Starter::O,
        level: Level::Hard,
        rules: RuleSet::Four,
        hints: true,
        ..default()
    });
    tap_key(&mut app, KeyCode::Digit2);
    for key in [KeyCode::Digit5, KeyCode::Digit1, KeyCode::Digit9] {
        tap_key(&mut app, key);
    }
    let before_board = app.world().resource::<Board>().0.clone();
    let before_clock = *app.world().resource::<HanoiClock>();
    let before_run = app.world().resource::<HanoiRun>().clone();
    let before_match = app.world().resource::<Match>().clone();
    let before_settings = app.world().resource::<MatchSettings>().clone();
    let before_records = app.world().resource::<RecordBook>().all_time.clone();
    assert_eq!(before_records.hanoi.len(), 1, "the 3-disk solve is a record");
    assert!(before_clock.seconds > 0.0);
    exit(&mut app);
    drop(app);

    let mut app = app_in(&dir);
    assert_eq!(app.world().resource::<Board>().0, before_board, "the tower, its moves and history");
    assert_eq!(app.world().resource::<Board>().undone().len(), 1, "redo is still there");
    assert_eq!(*app.world().resource::<HanoiClock>(), before_clock);
    assert_eq!(*app.world().resource::<HanoiRun>(), before_run);
    assert_eq!(app.world().resource::<SolverSpeed>().0, 12.0);
    assert_eq!(*app.world().resource::<MatchSettings>(), before_settings);
    assert_eq!(app.world().resource::<RecordBook>().all_time, before_records);
    tap_key(&mut app, KeyCode::Digit2);
    let restored = app.world().resource::<Match>();
    assert_eq!(restored.game, before_match.game, "the stones in their order, the turn, the half-moves");
    assert_eq!(restored.moves(), before_match.moves());
    assert_eq!(restored.game.rules(), RuleSet::Four);
    assert_eq!(restored.history_len(), 3, "undo still works");
    assert!(notes(&app).is_empty(), "nothing to report: {:?}", notes(&app));
    drop(app);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn an_online_game_left_open_comes_back_on_its_board() {
    use pegs_and_stones::base::save::data::OnlineGame;
    use pegs_and_stones::screens::tictactoe::online::{Online, OnlineAction};
    let dir = temporary_folder("online-open");
    let mut app = app_in(&dir);
    // A server nobody answers on: the game only tries to reach it.
    app.world_mut().resource_mut::<Online>().settings.server = "ws://127.0.0.1:9".into();
    let game = OnlineGame {
        code: "ABC234".into(),
        host: false,
        number: 2,
        rules: RuleSet::Seed,
        starter: Player::O,
        moves: vec![4, 0, 8],
        key: Some(42),
        shared: true,
    };
    app.world_mut().write_message(OnlineAction::Rejoin(game.clone()));
    run_frames(&mut app, 2);
    assert_eq!(screen(&app), Screen::Menu, "coming back to a game in play does not move the player");
    exit(&mut app);
    drop(app);

    // Started again, the game opens on the board of the game left open (the
    // friend may be waiting for a move), not on the menu.
    let mut app = app_in(&dir);
    run_frames(&mut app, 2);
    assert_eq!(screen(&app), Screen::TicTacToe);
    let online = app.world().resource::<Online>();
    assert_eq!(online.kept_game(), Some(game), "the same game, joined again");
    assert_eq!(app.world().resource::<Match>().moves(), &[4, 0, 8], "its stones on the board");
    drop(app);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn the_computer_thinks_again_about_a_game_it_was_thinking_about() {
    let dir = temporary_folder("thinking");
    let mut app = app_in(&dir);
    app.world_mut().insert_resource(MatchSettings {
        mode: Mode::VsComputer,
        human: Player::X,
        starter: Starter::X,
        level: Level::Medium,
        ..default()
    });
    tap_key(&mut app, KeyCode::Digit2);
    tap_key(&mut app, KeyCode::Digit5);
    assert!(app.world().resource::<Thinking>().is_busy(), "the computer is on its move");
    exit(&mut app);
    drop(app);

    let mut app = app_in(&dir);
    tap_key(&mut app, KeyCode::Digit2);
    assert_eq!(app.world().resource::<Match>().game.half_moves(), 1, "your stone is there");
    assert!(app.world().resource::<Thinking>().is_busy(), "the computer thinks again");
    for _ in 0..200 {
        update_with_work_done(&mut app);
        if app.world().resource::<Match>().game.half_moves() == 2 {
            break;
        }
    }
    assert_eq!(app.world().resource::<Match>().game.half_moves(), 2, "and replies");
    drop(app);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn leaving_a_screen_writes_at_once() {
    let dir = temporary_folder("leave");
    let mut app = app_in(&dir);
    tap_key(&mut app, KeyCode::Digit1);
    tap_key(&mut app, KeyCode::Digit1);
    tap_key(&mut app, KeyCode::Digit3);
    tap_key(&mut app, KeyCode::Escape);
    assert_eq!(screen(&app), Screen::Menu);
    let text = std::fs::read_to_string(dir.join(FILE_NAME)).expect("written on leaving");
    let (data, reading) = SaveData::from_text(&text);
    assert_eq!(reading, Reading::Whole);
    assert_eq!(data.hanoi.unwrap().tower.moves(), 1);
    assert!(app.world().resource::<Saver>().is_working());
    drop(app);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn help_from_the_solver_or_a_hint_is_no_record() {
    let dir = temporary_folder("assisted");
    let mut app = app_in(&dir);
    tap_key(&mut app, KeyCode::Digit1);
    app.world_mut().write_message(HanoiAction::SetDisks(3));
    run_frames(&mut app, 2);
    // The solver plays a move, the player finishes.
    tap_key(&mut app, KeyCode::KeyN);
    solve_by_hand(&mut app);
    assert!(app.world().resource::<Board>().is_solved());
    assert!(app.world().resource::<HanoiRun>().assisted);
    // A hint, then solved by hand.
    tap_key(&mut app, KeyCode::KeyR);
    tap_key(&mut app, KeyCode::KeyH);
    solve_by_hand(&mut app);
    assert!(app.world().resource::<Board>().is_solved());
    // The solver alone.
    tap_key(&mut app, KeyCode::KeyR);
    app.world_mut().insert_resource(SolverSpeed(1000.0));
    tap_key(&mut app, KeyCode::Space);
    run_frames(&mut app, 60);
    assert!(app.world().resource::<Board>().is_solved());
    // An unsolved tower is no record either.
    tap_key(&mut app, KeyCode::KeyR);
    tap_key(&mut app, KeyCode::Digit1);
    tap_key(&mut app, KeyCode::Digit3);
    assert!(app.world().resource::<RecordBook>().all_time.hanoi.is_empty(), "no record from any of these");
    // Solved by hand: a record, once, even after undo and redo.
    tap_key(&mut app, KeyCode::KeyR);
    solve_by_hand(&mut app);
    tap_key(&mut app, KeyCode::KeyU);
    app.world_mut().write_message(HanoiAction::Redo);
    run_frames(&mut app, 1);
    let records = &app.world().resource::<RecordBook>().all_time.hanoi;
    assert_eq!(records[&(3, 3)].solves, 1);
    assert!(records[&(3, 3)].best_optimal);
    drop(app);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn unreadable_data_is_kept_aside_and_the_game_starts_fresh() {
    let dir = temporary_folder("unreadable");
    std::fs::write(dir.join(FILE_NAME), b"(version: 1, settings: (hanoi: (disks: ").unwrap();
    let mut app = app_in(&dir);
    let notes = notes(&app);
    assert_eq!(notes.len(), 1, "{notes:?}");
    assert!(notes[0].starts_with("Saved data could not be read; it was kept as "), "{notes:?}");
    let kept: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("save.ron.unreadable-"))
        .collect();
    assert_eq!(kept.len(), 1);
    assert_eq!(std::fs::read(dir.join(&kept[0])).unwrap(), b"(version: 1, settings: (hanoi: (disks: ");
    assert_eq!(app.world().resource::<Board>().0, Tower::new(4).unwrap(), "defaults");
    tap_key(&mut app, KeyCode::Digit1);
    tap_key(&mut app, KeyCode::Digit1);
    tap_key(&mut app, KeyCode::Digit2);
    exit(&mut app);
    assert!(std::fs::read_to_string(dir.join(FILE_NAME)).unwrap().contains("history: ["), "saving goes on");
    assert_eq!(
        std::fs::read(dir.join(&kept[0])).unwrap(),
        b"(version: 1, settings: (hanoi: (disks: ",
        "untouched"
    );
    drop(app);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_thousand_damaged_files_load_and_the_bad_ones_are_kept() {
    let dir = temporary_folder("fuzz");
    let store = Store::Folder(dir.clone());
    // A real save: a game in progress, settings, records.
    let mut app = app_in(&dir);
    tap_key(&mut app, KeyCode::Digit1);
    solve_by_hand(&mut app);
    tap_key(&mut app, KeyCode::Digit1);
    tap_key(&mut app, KeyCode::Digit3);
    exit(&mut app);
    drop(app);
    let good = std::fs::read(dir.join(FILE_NAME)).unwrap();
    let mut rng = SmallRng::seed_from_u64(77);
    let (mut whole, mut kept) = (0, 0);
    for round in 0..1000u64 {
        let mut bytes = good.clone();
        match rng.random_range(0..3) {
            0 => {
                for _ in 0..rng.random_range(1..=3) {
                    let i = rng.random_range(0..bytes.len());
                    bytes[i] ^= 1 << rng.random_range(0..8);
                }
            }
            1 => bytes.truncate(rng.random_range(0..bytes.len())),
            _ => {
                for _ in 0..rng.random_range(1..=3) {
                    let i = rng.random_range(0..=bytes.len());
                    bytes.insert(i, rng.random());
                }
            }
        }
        std::fs::write(dir.join(FILE_NAME), &bytes).unwrap();
        let loaded = load(&store, 1_000_000 + round);
        let data = &loaded.data;
        assert!((1..=12).contains(&data.settings.hanoi.disks) && (3..=4).contains(&data.settings.hanoi.pegs));
        if let Some(g) = &data.hanoi {
            assert!(g.tower.disks() <= 12 && g.clock.is_finite());
        }
        if loaded.reading.is_whole() {
            whole += 1;
            assert!(loaded.kept_as.is_none());
            assert_eq!(std::fs::read(dir.join(FILE_NAME)).unwrap(), bytes, "a file read in full stays");
        } else {
            kept += 1;
            let aside = loaded.kept_as.expect("kept aside").expect("moved");
            assert!(aside.ends_with(&format!("save.ron.unreadable-{}", 1_000_000 + round)), "{aside}");
            assert_eq!(std::fs::read(&aside).unwrap(), bytes, "kept byte for byte");
            assert!(!dir.join(FILE_NAME).exists());
            std::fs::remove_file(aside).unwrap();
        }
    }
    assert!(whole > 0 && kept > 500, "{whole} read whole, {kept} kept aside");
    std::fs::remove_dir_all(dir).unwrap();
}

/// A folder nothing can be written to: read-only permissions, or, where
/// they do not hold (tests running as root), a folder under /proc.
fn unwritable_folder(dir: &Path) -> std::path::PathBuf {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o555)).unwrap();
        if std::fs::write(dir.join("probe"), b"x").is_err() {
            return dir.to_path_buf();
        }
        let _ = std::fs::remove_file(dir.join("probe"));
        std::path::PathBuf::from("/proc/pegs-and-stones-cannot-be-here")
    }
    #[cfg(not(unix))]
    {
        dir.to_path_buf()
    }
}

fn plays_on_and_says_so(mut app: App) {
    tap_key(&mut app, KeyCode::Digit1);
    tap_key(&mut app, KeyCode::Digit1);
    tap_key(&mut app, KeyCode::Digit3);
    run_frames(&mut app, 90);
    tap_key(&mut app, KeyCode::Escape);
    tap_key(&mut app, KeyCode::Digit2);
    tap_key(&mut app, KeyCode::Digit5);
    exit(&mut app);
    assert_eq!(app.world().resource::<Board>().moves(), 1, "the game went on");
    let notes = notes(&app);
    assert_eq!(notes.len(), 1, "said once: {notes:?}");
    assert!(notes[0].starts_with("Progress is not being saved: "), "{notes:?}");
    assert!(!app.world().resource::<Saver>().is_working());
}

#[test]
fn a_folder_that_cannot_be_written_leaves_the_game_playable() {
    let dir = temporary_folder("read-only");
    let target = unwritable_folder(&dir);
    plays_on_and_says_so(app_in(&target));
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_folder_that_is_a_file_leaves_the_game_playable() {
    let dir = temporary_folder("is-a-file");
    let file = dir.join("data");
    std::fs::write(&file, b"not a folder").unwrap();
    plays_on_and_says_so(app_in(&file));
    assert_eq!(std::fs::read(&file).unwrap(), b"not a folder", "untouched");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_save_written_by_version_0_2_0_loads_in_full() {
    let dir = temporary_folder("v0.2.0");
    let written = include_str!("../data/save-0.2.0.ron");
    std::fs::write(dir.join(FILE_NAME), written).unwrap();
    let (_, reading) = SaveData::from_text(written);
    assert_eq!(reading, Reading::Whole);
    let mut app = app_in(&dir);
    assert!(notes(&app).is_empty(), "read in full: {:?}", notes(&app));
    let lang = *app.world().resource::<Lang>();
    assert_eq!((lang.language, lang.chosen), (Language::De, true));
    assert_eq!(*app.world().resource::<Volume>(), Volume { level: 0.25, muted: true });
    let board = app.world().resource::<Board>().0.clone();
    assert_eq!((board.peg_count(), board.disks(), board.goal()), (4, 6, 3));
    assert_eq!(board.places(), &[2, 2, 0, 0, 0, 0]);
    assert_eq!((board.history().len(), board.undone().len()), (3, 1));
    assert_eq!(app.world().resource::<HanoiClock>().seconds, 12.75);
    assert_eq!(
        *app.world().resource::<HanoiRun>(),
        HanoiRun { assisted: true, refused: 3, recorded: true, earned: None }
    );
    assert_eq!(app.world().resource::<SolverSpeed>().0, 42.5);
    let settings = app.world().resource::<MatchSettings>().clone();
    assert_eq!(
        (settings.mode, settings.human, settings.starter, settings.level, settings.hints, settings.rules),
        (Mode::TwoPlayers, Player::O, Starter::O, Level::Impossible, true, RuleSet::RemoveFirst)
    );
    let current = app.world().resource::<Match>();
    assert_eq!((current.game.rules(), current.moves()), (RuleSet::Four, &[4, 0, 8, 2][..]));
    let records = app.world().resource::<RecordBook>().all_time.clone();
    assert_eq!(records.hanoi[&(3, 5)].best_moves, 35);
    assert!(records.hanoi[&(4, 7)].best_optimal);
    assert_eq!(records.against(RuleSet::Seed, Level::Easy).losses, 1);
    assert_eq!(records.against(RuleSet::Four, Level::Perfect).draws, 1);
    assert_eq!(records.between_players(RuleSet::RemoveFirst).x_wins, 1);
    // Written back by this version, it reads the same.
    exit(&mut app);
    let (again, reading) = SaveData::from_text(&std::fs::read_to_string(dir.join(FILE_NAME)).unwrap());
    assert_eq!(reading, Reading::Whole);
    assert_eq!(again, SaveData::from_text(written).0);
    drop(app);
    std::fs::remove_dir_all(dir).unwrap();
}

/// A race under way on the Hanoi board of `app`, against the other side
/// played here through the engine: its count-down ended a second ago, and
/// the player's code is `code`.
fn race_under_way(app: &mut App, code: &str) {
    use pegs_and_stones::screens::hanoi::race::{RaceClockStart, Racing, race_millis};
    use pegs_engine::race::Start;
    let world = app.world();
    let now = race_millis(world.resource::<Time<Real>>(), *world.resource::<RaceClockStart>());
    // The hellos, the tower, the ready and the go, four seconds ago.
    let start = Start::new(&Tower::new(4).expect("a tower")).expect("a race's tower");
    let (host, _) = pegs_and_stones::app::testing::race_pair(start, now - 4_000).expect("the two meet");
    assert!(host.clock(now).is_some_and(|c| c > 0), "the race is on");
    let mut racing = app.world_mut().resource_mut::<Racing>();
    racing.race = Some(host);
    racing.code = Some(code.into());
}

#[test]
fn a_friends_race_under_way_comes_back_on_its_board_and_a_strangers_does_not() {
    use pegs_and_stones::screens::hanoi::race::Racing;
    use pegs_and_stones::screens::tictactoe::online::Online;
    for stranger in [false, true] {
        let dir = temporary_folder("race-open");
        let mut app = app_in(&dir);
        // A server nobody answers on: the game only tries to reach it.
        app.world_mut().resource_mut::<Online>().settings.server = "ws://127.0.0.1:9".into();
        tap_key(&mut app, KeyCode::Digit1);
        run_frames(&mut app, 2);
        race_under_way(&mut app, "RACE42");
        app.world_mut().resource_mut::<Racing>().stranger = stranger;
        run_frames(&mut app, 2);
        // Three moves by keys on the race's board.
        for (from, to) in [(0, 1), (0, 2), (1, 2)] {
            tap_key(&mut app, [KeyCode::Digit1, KeyCode::Digit2, KeyCode::Digit3][from]);
            tap_key(&mut app, [KeyCode::Digit1, KeyCode::Digit2, KeyCode::Digit3][to]);
        }
        let kept = app.world().resource::<Racing>().kept();
        assert_eq!(kept.is_some(), !stranger, "only a friend's race is kept");
        exit(&mut app);
        drop(app);

        let mut app = app_in(&dir);
        run_frames(&mut app, 3);
        let racing = app.world().resource::<Racing>();
        if stranger {
            assert!(racing.race.is_none(), "a stranger's race is not come back to");
            assert_eq!(screen(&app), Screen::Menu);
        } else {
            assert_eq!(screen(&app), Screen::Hanoi, "the game opens on the race's board");
            assert_eq!(racing.code.as_deref(), Some("RACE42"));
            let race = racing.race.as_ref().expect("the race, come back to");
            assert_eq!(race.mine().map(|t| t.history().len()), Some(3), "its three moves");
            assert_eq!(racing.kept(), kept, "the same race");
            assert_eq!(app.world().resource::<Board>().moves(), 3, "on the board");
            // Its clock ran on: more than the four seconds before the restart.
            let world = app.world();
            let now = pegs_and_stones::screens::hanoi::race::race_millis(
                world.resource::<Time<Real>>(),
                *world.resource::<pegs_and_stones::screens::hanoi::race::RaceClockStart>(),
            );
            assert!(race.clock(now).is_some_and(|c| c >= 1_000), "{:?}", race.clock(now));
        }
        drop(app);
        std::fs::remove_dir_all(dir).unwrap();
    }
}
