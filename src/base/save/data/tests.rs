//! Every kept value comes back; damaged data never breaks a load.

use crate::base::save::games::{GameShelf, KeptText};
use pegs_engine::hanoi::Tower;
use pegs_engine::hanoi::solver::optimal_from_start;
use pegs_engine::tictactoe::{Game, Level, Player, RuleSet};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

use super::*;
use crate::base::save::lessons::LessonBook;
use crate::base::save::puzzles::PuzzleBook;
use crate::base::save::records::{Ending, RaceEnding, Records};
use crate::base::settings::{
    DEFAULT_DISKS, DISK_CHOICES, MAX_SPEED, MIN_SPEED, Mode, OwnEngine, PEG_CHOICES, Starter,
};
use pegs_engine::lesson::LessonId;
use pegs_engine::puzzle::Day;

/// Data in which every value differs from its default.
pub(crate) fn everything() -> SaveData {
    let mut tower = Tower::new_on(4, 6).unwrap();
    for (from, to) in [(0, 1), (0, 2), (1, 2), (0, 3)] {
        tower.try_move(from, to).unwrap();
    }
    tower.undo();
    let mut records = Records::default();
    records.hanoi_solved(3, 5, 35, 61.25, 31, 2);
    records.hanoi_solved(4, 7, 25, 40.5, 25, 0);
    records.ttt_finished(RuleSet::Four, Ending::AgainstComputer { level: Level::Perfect, won: None });
    records.ttt_finished(RuleSet::Seed, Ending::AgainstComputer { level: Level::Easy, won: Some(false) });
    records.ttt_finished(RuleSet::RemoveFirst, Ending::TwoPlayers(Some(Player::X)));
    records.ttt_finished(RuleSet::Seed, Ending::Online { won: Some(true) });
    records.ttt_finished(RuleSet::Four, Ending::Stranger { won: None });
    records.race_finished((3, 8), false, RaceEnding { won: Some(true), millis: Some(58_400) });
    records.race_finished((4, 5), true, RaceEnding { won: Some(false), millis: None });
    let mut puzzles = PuzzleBook::default();
    let (old, today) = (Day::parse("2026-11-30").unwrap(), Day::parse("2026-12-01").unwrap());
    puzzles.hanoi_solved(old, old, 33, 2);
    puzzles.tictactoe_missed(old);
    puzzles.tictactoe_solved(old, old);
    puzzles.hanoi_solved(today, today, 31, 3);
    puzzles.ladders.hanoi_solved(0, 3);
    puzzles.ladders.hanoi_solved(1, 1);
    puzzles.ladders.tictactoe_solved(0);
    puzzles.ladders.all_open = true;
    SaveData {
        settings: Settings {
            language: Some("de".into()),
            volume: 0.25,
            muted: true,
            reduced_motion: Some(true),
            vibration: false,
            text_size: 175,
            high_contrast: Some(false),
            hanoi: HanoiSettings {
                pegs: 4,
                disks: 6,
                speed: 42.5,
                show_plan: true,
                show_map: true,
                solvers: vec![OwnEngine { name: "recursive".into(), command: "python3 hanoi.py".into() }],
                solver: Some("recursive".into()),
            },
            tictactoe: TicTacToeSettings {
                mode: Mode::TwoPlayers,
                human: Player::O,
                starter: Starter::O,
                level: Level::Impossible,
                hints: true,
                rules: RuleSet::RemoveFirst,
                thinking: true,
                engines: vec![
                    OwnEngine { name: "mine".into(), command: "python3 \"my engine.py\" --fast".into() },
                    OwnEngine { name: "Ünïcode".into(), command: "node engine.js".into() },
                ],
                engine: Some("mine".into()),
            },
            online: OnlineSettings {
                server: Some("wss://games.example.test:3536".into()),
                ice: Some(vec!["stun:stun.example.test:3478".into(), "turn:turn.example.test:3478".into()]),
                ice_user: Some("friend".into()),
                ice_password: Some("secret".into()),
            },
        },
        hanoi: Some(HanoiGame { tower, clock: 12.75, assisted: true, refused: 3, recorded: true }),
        tictactoe: Some(TicTacToeGame::replay(RuleSet::Four, Player::O, &[4, 0, 8, 2], true).unwrap()),
        online_game: Some(OnlineGame {
            code: "ABC234".into(),
            host: false,
            number: 3,
            rules: RuleSet::Four,
            starter: Player::O,
            moves: vec![4, 0, 8],
            key: Some(0x00ff_00ff_00ff_00ff_00ff_00ff_00ff_00ff),
            shared: true,
        }),
        hanoi_race: Some(HanoiRace {
            code: "RACE42".into(),
            race: pegs_engine::race::KeptRace {
                host: true,
                number: 2,
                start: pegs_engine::race::Start::scrambled(4, 6, 7).unwrap(),
                chose: false,
                started_at: 1_796_000_000_000,
                margin: 140,
                key: Some(0x0123_4567_89ab_cdef_0011_2233_4455_6677),
                shared: true,
                mine: Vec::new(),
                theirs: Vec::new(),
                seen: None,
            },
        }),
        records,
        puzzles,
        lessons: LessonBook {
            done: [LessonId::OneDisk, LessonId::HowMany, LessonId::WinInOne].into_iter().collect(),
            hanoi_at: Some(LessonId::FromTheMiddle),
            tictactoe_at: Some(LessonId::Depth),
        },
        games: kept_games(),
    }
}

/// A shelf with a game of each kind.
fn kept_games() -> GameShelf {
    let mut shelf = GameShelf::default();
    for text in ["ttt.four.o.x.hard.0.4082.2026-12-01", "ttt.seed.x.x.puzzle.4.40213.2026-11-30"] {
        let Ok(KeptText::TicTacToe(game)) = KeptText::parse(text) else { panic!("{text}") };
        shelf.tictactoe.push_back(game);
    }
    let Ok(KeptText::Hanoi(tower)) = KeptText::parse("hanoi.4.111.4.1214") else { panic!("a tower") };
    shelf.hanoi.push_back(tower);
    shelf
}

#[test]
fn a_kept_game_that_breaks_the_rules_is_left_out_alone() {
    let text = everything().to_text().replace("4082", "4084");
    let (back, reading) = SaveData::from_text(&text);
    let Reading::Partly(problems) = reading else { panic!("one game was bad") };
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(problems[0].contains("games.tictactoe[0]: move 4 (4)"), "{problems:?}");
    assert_eq!(back.games.tictactoe.len(), 1, "the other game is kept");
    assert_eq!(back.games.hanoi, everything().games.hanoi);
}

#[test]
fn every_kept_value_comes_back() {
    let data = everything();
    let text = data.to_text();
    let (back, reading) = SaveData::from_text(&text);
    assert_eq!(reading, Reading::Whole, "{text}");
    assert_eq!(back, data);
    // And the defaults too.
    let (back, reading) = SaveData::from_text(&SaveData::default().to_text());
    assert_eq!((back, reading), (SaveData::default(), Reading::Whole));
}

#[test]
fn a_value_out_of_range_takes_its_default_alone() {
    let text =
        everything().to_text().replace("disks: 6,", "disks: 99,").replace("\"impossible\"", "\"genius\"");
    let text = text.replace("text_size: 175,", "text_size: 900,").replace("stars: 2,", "stars: 7,");
    let (back, reading) = SaveData::from_text(&text);
    let Reading::Partly(problems) = reading else { panic!("three values were bad") };
    assert_eq!(problems.len(), 4, "{problems:?}");
    assert_eq!(back.settings.hanoi.disks, DEFAULT_DISKS);
    assert_eq!(back.settings.text_size, 100, "a text size out of range is the usual size");
    assert_eq!(back.settings.tictactoe.level, Level::Medium);
    let mut expected = everything();
    expected.settings.hanoi.disks = DEFAULT_DISKS;
    expected.settings.tictactoe.level = Level::Medium;
    expected.settings.text_size = 100;
    let old = Day::parse("2026-11-30").unwrap();
    expected.puzzles.days.get_mut(&old).unwrap().hanoi = None;
    assert_eq!(back, expected, "everything else is kept");
}

#[test]
fn an_engine_the_game_would_not_add_is_left_out_and_so_is_choosing_it() {
    let text =
        everything().to_text().replace("\"node engine.js\"", "\"  \"").replace("\"mine\")", "\"gone\")");
    let (back, reading) = SaveData::from_text(&text);
    let Reading::Partly(problems) = reading else { panic!("an engine and the choice were bad") };
    assert_eq!(problems.len(), 2, "{problems:?}");
    assert_eq!(back.settings.tictactoe.engines, everything().settings.tictactoe.engines[..1]);
    assert_eq!(back.settings.tictactoe.engine, None, "no engine of that name");
    // Two of the same name: the second is left out.
    let text = everything().to_text().replace("\"Ünïcode\"", "\"mine\"");
    let (back, _) = SaveData::from_text(&text);
    assert_eq!(back.settings.tictactoe.engines.len(), 1);
    assert_eq!(back.settings.tictactoe.engine.as_deref(), Some("mine"));
}

#[test]
fn missing_values_take_their_defaults_quietly() {
    // A file from before volume and language existed reads whole.
    let text = "(version: 1, settings: (hanoi: (disks: 7)))";
    let (back, reading) = SaveData::from_text(text);
    assert_eq!(reading, Reading::Whole);
    assert_eq!(back.settings.hanoi.disks, 7);
    assert_eq!(back.settings.volume, Settings::default().volume);
}

#[test]
fn a_newer_or_foreign_file_is_not_read() {
    for text in ["(version: 2)", "(settings: ())", "[1, 2, 3]", "(version: 1", "", "version: 1)"] {
        let (back, reading) = SaveData::from_text(text);
        assert!(matches!(reading, Reading::Unreadable(_)), "{text:?}: {reading:?}");
        assert_eq!(back, SaveData::default());
    }
}

#[test]
fn games_that_break_the_rules_are_not_restored() {
    let text = everything().to_text();
    // A history that cannot have led to the board.
    let bad_history = text.replace("history: [", "history: [(3, 1), ");
    let (back, reading) = SaveData::from_text(&bad_history);
    assert!(back.hanoi.is_none() && matches!(reading, Reading::Partly(_)));
    assert_eq!(back.records, everything().records);
    // A TicTacToe move onto an occupied cell.
    let bad_moves = text.replace("moves: [", "moves: [4, ");
    let (back, _) = SaveData::from_text(&bad_moves);
    assert!(back.tictactoe.is_none());
    assert!(back.hanoi.is_some());
    // A race's move the rules refuse, and a time that runs backwards.
    let race = |mine: &str| text.replace("mine: []", mine);
    let (fine, reading) = SaveData::from_text(&race("mine: [(0, 1, 900)]"));
    assert!(fine.hanoi_race.is_some_and(|r| r.race.mine.len() == 1), "{reading:?}");
    for bad in ["mine: [(3, 3, 900)]", "mine: [(0, 1, 900), (1, 0, 800)]", "mine: [(0, 9, 900)]"] {
        let (back, reading) = SaveData::from_text(&race(bad));
        assert!(back.hanoi_race.is_none() && matches!(reading, Reading::Partly(_)), "{bad}");
        assert!(back.online_game.is_some(), "{bad}: the rest is kept");
    }
    // A record below the optimum is impossible.
    let (back, reading) = SaveData::from_text(&text.replace("best_moves: 25", "best_moves: 20"));
    assert!(matches!(reading, Reading::Partly(_)));
    assert!(!back.records.hanoi.contains_key(&(4, 7)));
    assert!(back.records.hanoi.contains_key(&(3, 5)));
}

/// What a loaded state must always be: usable by the game.
fn assert_valid(data: &SaveData) {
    let s = &data.settings;
    assert!(PEG_CHOICES.contains(&s.hanoi.pegs) && DISK_CHOICES.contains(&s.hanoi.disks));
    assert!((MIN_SPEED..=MAX_SPEED).contains(&s.hanoi.speed));
    assert!((0.0..=1.0).contains(&s.volume));
    if let Some(g) = &data.hanoi {
        assert!(PEG_CHOICES.contains(&g.tower.peg_count()) && DISK_CHOICES.contains(&g.tower.disks()));
        assert!(g.clock.is_finite() && g.clock >= 0.0);
    }
    if let Some(g) = &data.tictactoe {
        let cells: Vec<usize> = g.moves.iter().map(|&c| c as usize).collect();
        assert_eq!(Game::from_moves_with(g.game.rules(), g.starter, &cells).unwrap(), g.game);
    }
    for (&(pegs, disks), r) in &data.records.hanoi {
        assert!(r.best_moves >= optimal_from_start(pegs, disks));
    }
}

#[test]
fn a_thousand_damaged_files_load_without_a_panic() {
    let good = everything().to_text().into_bytes();
    let mut rng = SmallRng::seed_from_u64(1234);
    let mut partly = 0;
    for _ in 0..1000 {
        let mut bytes = good.clone();
        for _ in 0..rng.random_range(1..=4) {
            match rng.random_range(0..4) {
                0 => {
                    let i = rng.random_range(0..bytes.len());
                    bytes[i] ^= 1 << rng.random_range(0..8);
                }
                1 => {
                    let keep = rng.random_range(0..bytes.len());
                    bytes.truncate(keep);
                }
                2 => {
                    let i = rng.random_range(0..=bytes.len());
                    let junk = [b'9', b'(', b')', b',', b'"', b'-', b'x', 0xff, b' '][rng.random_range(0..9)];
                    bytes.insert(i, junk);
                }
                _ => {
                    if !bytes.is_empty() {
                        let i = rng.random_range(0..bytes.len());
                        bytes.remove(i);
                    }
                }
            }
            if bytes.is_empty() {
                break;
            }
        }
        let Ok(text) = String::from_utf8(bytes) else { continue };
        let (data, reading) = SaveData::from_text(&text);
        assert_valid(&data);
        if matches!(reading, Reading::Partly(_)) {
            partly += 1;
        }
    }
    assert!(partly > 10, "some damage is local and most of the file is kept ({partly})");
}

#[test]
fn a_lesson_this_version_does_not_know_is_noted_and_the_others_are_kept() {
    let text = everything().to_text().replace("\"hanoi-how-many\"", "\"hanoi-nine-pegs\"");
    let text = text.replace("\"tictactoe-depth\"", "\"hanoi-one-disk\"");
    let (back, reading) = SaveData::from_text(&text);
    let Reading::Partly(problems) = reading else { panic!("two values were bad:\n{text}") };
    assert_eq!(problems.len(), 2, "{problems:?}");
    let expected: std::collections::BTreeSet<_> =
        [LessonId::OneDisk, LessonId::WinInOne].into_iter().collect();
    assert_eq!(back.lessons.done, expected);
    assert_eq!(back.lessons.hanoi_at, Some(LessonId::FromTheMiddle));
    // A Hanoi lesson is not where the TicTacToe course was left.
    assert_eq!(back.lessons.tictactoe_at, None);
    assert_eq!(back.records, everything().records, "lessons touch no records");
}
