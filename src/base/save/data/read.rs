//! Reading saved text back, as much of it as can be read: each value is
//! checked on its own and takes its default when it cannot be used.

use pegs_engine::hanoi::solver::optimal_from_start;
use pegs_engine::hanoi::{Move, Tower};
use pegs_engine::puzzle::Day;
use pegs_engine::race::{KeptRace, Race, Start};
use pegs_engine::tictactoe::{Level, RuleSet};
use ron::Value;
use ron::value::Map;
use serde::de::DeserializeOwned;

use super::{
    FORMAT_VERSION, HanoiGame, HanoiRace, HanoiSettings, OnlineGame, OnlineSettings, Reading, SaveData,
    Settings, TicTacToeGame, TicTacToeSettings, player_from_key,
};
use crate::base::i18n::Language;
use crate::base::save::games::{GameShelf, KEPT_GAMES, KeptText};
use crate::base::save::lessons::LessonBook;
use crate::base::save::puzzles::{DayResults, HanoiSolve, PuzzleBook, TttSolve};
use crate::base::save::records::{HanoiRecord, RaceRecord, Records, Tally, TwoPlayerTally};
use crate::base::settings::{DISK_CHOICES, MAX_SPEED, MIN_SPEED, Mode, OwnEngine, PEG_CHOICES, Starter};
use pegs_engine::lesson::{Course, LessonId};

/// Reads values one by one, noting what could not be read.
struct Reader {
    problems: Vec<String>,
}

impl Reader {
    fn problem(&mut self, what: String) {
        self.problems.push(what);
    }

    fn value<'v>(&mut self, map: &'v Map, key: &str) -> Option<&'v Value> {
        map.get(&Value::String(key.into()))
    }

    /// A value of type `T`; missing is quiet, unreadable is noted.
    fn get<T: DeserializeOwned>(&mut self, map: &Map, key: &str, path: &str) -> Option<T> {
        let value = self.value(map, key)?.clone();
        match value.into_rust::<T>() {
            Ok(v) => Some(v),
            Err(e) => {
                self.problem(format!("{path}{key}: {e}"));
                None
            }
        }
    }

    /// A value that passes `check`, else its default (noted if it was there).
    fn checked<T: DeserializeOwned>(
        &mut self,
        map: &Map,
        key: &str,
        path: &str,
        default: T,
        check: impl Fn(&T) -> bool,
    ) -> T {
        match self.get::<T>(map, key, path) {
            Some(v) if check(&v) => v,
            Some(_) => {
                self.problem(format!("{path}{key}: out of range"));
                default
            }
            None => default,
        }
    }

    /// A name looked up by `parse`, else its default.
    fn named<T>(
        &mut self,
        map: &Map,
        key: &str,
        path: &str,
        default: T,
        parse: impl Fn(&str) -> Option<T>,
    ) -> T {
        match self.get::<String>(map, key, path) {
            Some(name) => parse(&name).unwrap_or_else(|| {
                self.problem(format!("{path}{key}: unknown name '{name}'"));
                default
            }),
            None => default,
        }
    }

    /// A nested map; a value of another kind is noted.
    fn map<'v>(&mut self, map: &'v Map, key: &str, path: &str) -> Option<&'v Map> {
        match self.value(map, key)? {
            Value::Map(m) => Some(m),
            Value::Option(Some(inner)) => match inner.as_ref() {
                Value::Map(m) => Some(m),
                _ => {
                    self.problem(format!("{path}{key}: not a group of values"));
                    None
                }
            },
            Value::Option(None) | Value::Unit => None,
            _ => {
                self.problem(format!("{path}{key}: not a group of values"));
                None
            }
        }
    }

    /// A list of groups; entries of another kind are noted and left out.
    fn list<'v>(&mut self, map: &'v Map, key: &str, path: &str) -> Vec<&'v Map> {
        match self.value(map, key) {
            None => Vec::new(),
            Some(Value::Seq(items)) => items
                .iter()
                .enumerate()
                .filter_map(|(i, item)| match item {
                    Value::Map(m) => Some(m),
                    _ => {
                        self.problem(format!("{path}{key}[{i}]: not a group of values"));
                        None
                    }
                })
                .collect(),
            Some(_) => {
                self.problem(format!("{path}{key}: not a list"));
                Vec::new()
            }
        }
    }
}

fn finite_non_negative(v: &f64) -> bool {
    v.is_finite() && *v >= 0.0
}

impl SaveData {
    /// Reads saved data, as much of it as can be read.
    pub fn from_text(text: &str) -> (Self, Reading) {
        let root = match ron::from_str::<Value>(text) {
            Ok(Value::Map(map)) => map,
            Ok(_) => return (Self::default(), Reading::Unreadable("not a save of this game".into())),
            Err(e) => return (Self::default(), Reading::Unreadable(format!("not readable: {e}"))),
        };
        let mut r = Reader { problems: Vec::new() };
        match r.get::<u32>(&root, "version", "") {
            Some(v) if (1..=FORMAT_VERSION).contains(&v) => {}
            Some(v) => {
                return (
                    Self::default(),
                    Reading::Unreadable(format!("written by a newer version of the game (format {v})")),
                );
            }
            None => {
                return (
                    Self::default(),
                    Reading::Unreadable("no format version: not a save of this game".into()),
                );
            }
        }
        let data = Self {
            settings: r.map(&root, "settings", "").map(|m| read_settings(&mut r, m)).unwrap_or_default(),
            hanoi: r.map(&root, "hanoi_game", "").and_then(|m| read_hanoi_game(&mut r, m)),
            tictactoe: r.map(&root, "tictactoe_game", "").and_then(|m| read_tictactoe_game(&mut r, m)),
            online_game: r.map(&root, "online_game", "").and_then(|m| read_online_game(&mut r, m)),
            hanoi_race: r.map(&root, "hanoi_race", "").and_then(|m| read_hanoi_race(&mut r, m)),
            records: r.map(&root, "records", "").map(|m| read_records(&mut r, m)).unwrap_or_default(),
            puzzles: r.map(&root, "puzzles", "").map(|m| read_puzzles(&mut r, m)).unwrap_or_default(),
            lessons: r.map(&root, "lessons", "").map(|m| read_lessons(&mut r, m)).unwrap_or_default(),
            games: r.map(&root, "games", "").map(|m| read_games(&mut r, m)).unwrap_or_default(),
        };
        let reading = if r.problems.is_empty() { Reading::Whole } else { Reading::Partly(r.problems) };
        (data, reading)
    }
}

fn read_settings(r: &mut Reader, m: &Map) -> Settings {
    let d = Settings::default();
    let p = "settings.";
    let language = match r.get::<Option<String>>(m, "language", p) {
        Some(Some(code)) if Language::ALL.iter().any(|l| l.code() == code) => Some(code),
        Some(Some(code)) => {
            r.problem(format!("{p}language: unknown language '{code}'"));
            None
        }
        _ => None,
    };
    let hanoi = r.map(m, "hanoi", p).map(|h| {
        let p = "settings.hanoi.";
        let dh = HanoiSettings::default();
        let mut settings = HanoiSettings {
            pegs: r.checked(h, "pegs", p, dh.pegs, |v| PEG_CHOICES.contains(v)),
            disks: r.checked(h, "disks", p, dh.disks, |v| DISK_CHOICES.contains(v)),
            speed: r.checked(h, "speed", p, dh.speed, |v: &f32| (MIN_SPEED..=MAX_SPEED).contains(v)),
            show_plan: r.checked(h, "show_plan", p, dh.show_plan, |_| true),
            show_map: r.checked(h, "show_map", p, dh.show_map, |_| true),
            solvers: Vec::new(),
            solver: None,
        };
        (settings.solvers, settings.solver) = read_programs(r, h, p, ("solvers", "solver"));
        settings
    });
    let tictactoe = r.map(m, "tictactoe", p).map(|t| {
        let p = "settings.tictactoe.";
        let dt = TicTacToeSettings::default();
        let mut settings = TicTacToeSettings {
            mode: r.named(t, "mode", p, dt.mode, Mode::from_key),
            human: r.named(t, "side", p, dt.human, player_from_key),
            starter: r.named(t, "starter", p, dt.starter, Starter::from_key),
            level: r.named(t, "level", p, dt.level, Level::from_name),
            hints: r.checked(t, "hints", p, dt.hints, |_| true),
            rules: r.named(t, "rules", p, dt.rules, RuleSet::from_name),
            thinking: r.checked(t, "thinking", p, dt.thinking, |_| true),
            engines: Vec::new(),
            engine: None,
        };
        (settings.engines, settings.engine) = read_programs(r, t, p, ("engines", "engine"));
        settings
    });
    let online = r.map(m, "online", p).map(|o| {
        let p = "settings.online.";
        let text = |v: &Option<String>| v.as_ref().is_none_or(|t| !t.trim().is_empty() && t.len() <= 500);
        OnlineSettings {
            server: r.checked(o, "server", p, None, text),
            ice: r.checked(o, "ice", p, None, |v: &Option<Vec<String>>| {
                v.as_ref().is_none_or(|list| {
                    list.len() <= 8 && list.iter().all(|u| !u.is_empty() && u.len() <= 500)
                })
            }),
            ice_user: r.checked(o, "ice_user", p, None, text),
            ice_password: r.checked(o, "ice_password", p, None, text),
        }
    });
    Settings {
        language,
        volume: r.checked(m, "volume", p, d.volume, |v: &f32| (0.0..=1.0).contains(v)),
        muted: r.checked(m, "muted", p, d.muted, |_| true),
        reduced_motion: r.checked(m, "reduced_motion", p, d.reduced_motion, |_| true),
        vibration: r.checked(m, "vibration", p, d.vibration, |_| true),
        text_size: r.checked(m, "text_size", p, d.text_size, |v| super::TEXT_SIZES.contains(v)),
        high_contrast: r.checked(m, "high_contrast", p, d.high_contrast, |_| true),
        hanoi: hanoi.unwrap_or(d.hanoi),
        tictactoe: tictactoe.unwrap_or(d.tictactoe),
        online: online.unwrap_or_default(),
    }
}

fn read_moves(r: &mut Reader, m: &Map, key: &str, path: &str) -> Option<Vec<Move>> {
    let pairs = r.get::<Vec<(usize, usize)>>(m, key, path)?;
    Some(pairs.into_iter().map(|(from, to)| Move::new(from, to)).collect())
}

fn read_hanoi_game(r: &mut Reader, m: &Map) -> Option<HanoiGame> {
    let p = "hanoi_game.";
    let pegs = r.get::<usize>(m, "pegs", p)?;
    let goal = r.get::<usize>(m, "goal", p)?;
    let places: Vec<usize> = r.get::<Vec<u8>>(m, "places", p)?.into_iter().map(usize::from).collect();
    let history = read_moves(r, m, "history", p).unwrap_or_default();
    let undone = read_moves(r, m, "undone", p).unwrap_or_default();
    if !PEG_CHOICES.contains(&pegs) || !DISK_CHOICES.contains(&places.len()) || goal + 1 != pegs {
        r.problem(format!("{p}: a board the game does not offer"));
        return None;
    }
    let tower = match Tower::restore(pegs, &places, goal, &history, &undone) {
        Ok(t) => t,
        Err(e) => {
            r.problem(format!("{p}: {e}"));
            return None;
        }
    };
    Some(HanoiGame {
        tower,
        clock: r.checked(m, "clock", p, 0.0, finite_non_negative),
        assisted: r.checked(m, "assisted", p, false, |_| true),
        refused: r.checked(m, "refused", p, 0, |_| true),
        recorded: r.checked(m, "recorded", p, false, |_| true),
    })
}

/// Programs of the player's own (the list at `keys.0`), each checked as
/// the panel checks a new one, and the one chosen (at `keys.1`, if it is
/// among them).
fn read_programs(
    r: &mut Reader,
    m: &Map,
    p: &str,
    (list, one): (&str, &str),
) -> (Vec<OwnEngine>, Option<String>) {
    let mut programs = Vec::new();
    for (i, e) in r.list(m, list, p).into_iter().enumerate() {
        let q = format!("{p}{list}[{i}].");
        let name: String = r.checked(e, "name", &q, String::new(), |_| true);
        let command: String = r.checked(e, "command", &q, String::new(), |_| true);
        match OwnEngine::new(&name, &command, &programs) {
            Ok(program) => programs.push(program),
            Err(why) => r.problem(format!("{q}: left out ({why:?})")),
        }
    }
    let chosen: Option<String> = r.checked(m, one, p, None, |_| true);
    let chosen = chosen.filter(|name| {
        let known = programs.iter().any(|e| &e.name == name);
        if !known {
            r.problem(format!("{p}{one}: no program named '{name}'"));
        }
        known
    });
    (programs, chosen)
}

fn read_tictactoe_game(r: &mut Reader, m: &Map) -> Option<TicTacToeGame> {
    let p = "tictactoe_game.";
    let rules = r.named(m, "rules", p, None, |n| RuleSet::from_name(n).map(Some))?;
    let starter = r.named(m, "starter", p, None, |n| player_from_key(n).map(Some))?;
    let moves = r.get::<Vec<u8>>(m, "moves", p)?;
    let scored = r.checked(m, "scored", p, false, |_| true);
    let game = TicTacToeGame::replay(rules, starter, &moves, scored);
    if game.is_none() {
        r.problem(format!("{p}moves: not a game by the rules"));
    }
    game
}

fn read_online_game(r: &mut Reader, m: &Map) -> Option<OnlineGame> {
    let p = "online_game.";
    let code = r.get::<String>(m, "code", p)?;
    let host = r.get::<bool>(m, "host", p)?;
    let number = r.get::<u32>(m, "game", p)?;
    let rules = r.named(m, "rules", p, None, |n| RuleSet::from_name(n).map(Some))?;
    let starter = r.named(m, "starter", p, None, |n| player_from_key(n).map(Some))?;
    let moves = r.get::<Vec<u8>>(m, "moves", p)?;
    let readable_code = code.len() <= 16 && code.bytes().all(|b| b.is_ascii_alphanumeric());
    if !readable_code || number == 0 || TicTacToeGame::replay(rules, starter, &moves, false).is_none() {
        r.problem(format!("{p}: not a game by the rules"));
        return None;
    }
    let key = read_key(r, m, p)?;
    // An older game kept no key: it comes back as before it was shared.
    let shared = r.get::<bool>(m, "shared", p).unwrap_or(false);
    Some(OnlineGame { code, host, number, rules, starter, moves, key, shared })
}

/// A game's or a race's key (32 hex digits): `Some(None)` where none was
/// kept, `None` (noted) where what was kept is not one.
fn read_key(r: &mut Reader, m: &Map, p: &str) -> Option<Option<u128>> {
    match r.get::<Option<String>>(m, "key", p).flatten() {
        None => Some(None),
        Some(hex) => match u128::from_str_radix(&hex, 16) {
            Ok(key) if hex.len() == 32 => Some(Some(key)),
            _ => {
                r.problem(format!("{p}key: not a key"));
                None
            }
        },
    }
}

fn read_hanoi_race(r: &mut Reader, m: &Map) -> Option<HanoiRace> {
    let p = "hanoi_race.";
    let code = r.get::<String>(m, "code", p)?;
    let host = r.get::<bool>(m, "host", p)?;
    let number = r.get::<u32>(m, "race", p)?;
    let tower = r.get::<String>(m, "tower", p)?;
    let chose = r.get::<bool>(m, "chose", p)?;
    let started_at = r.get::<u64>(m, "started_at", p)?;
    // A race kept before its protocol counted times and proved who comes back has no margin.
    let Some(margin) = r.get::<u32>(m, "margin", p) else {
        r.problem(format!("{p}: kept by an older version, whose races cannot be come back to"));
        return None;
    };
    let key = read_key(r, m, p)?;
    let shared = r.get::<bool>(m, "shared", p)?;
    let mine = r.get::<Vec<(usize, usize, u32)>>(m, "mine", p)?;
    let mine = mine.into_iter().map(|(f, t, ms)| (Move::new(f, t), ms)).collect();
    let theirs = r.get::<Vec<(usize, usize, u32, u32)>>(m, "theirs", p)?;
    let theirs = theirs.into_iter().map(|(f, t, said, counted)| (Move::new(f, t), said, counted)).collect();
    let seen = r.get::<Option<u32>>(m, "seen", p).flatten();
    let readable_code = code.len() <= 16 && code.bytes().all(|b| b.is_ascii_alphanumeric());
    let Some(start) = Start::parse(&tower).filter(|_| readable_code) else {
        r.problem(format!("{p}: not a race's tower"));
        return None;
    };
    let race = KeptRace { host, number, start, chose, started_at, margin, key, shared, mine, theirs, seen };
    // The rules and the times are checked as the race would when coming back to it.
    if Race::rejoin("", &race, u64::MAX).is_none() {
        r.problem(format!("{p}: not a race by the rules"));
        return None;
    }
    Some(HanoiRace { code, race })
}

fn read_records(r: &mut Reader, m: &Map) -> Records {
    let mut records = Records::default();
    for (i, h) in r.list(m, "hanoi", "records.").into_iter().enumerate() {
        let p = format!("records.hanoi[{i}].");
        let (Some(pegs), Some(disks), Some(best_moves), Some(best_time), Some(solves)) = (
            r.get::<usize>(h, "pegs", &p),
            r.get::<usize>(h, "disks", &p),
            r.get::<u64>(h, "best_moves", &p),
            r.get::<f64>(h, "best_time", &p),
            r.get::<u32>(h, "solves", &p),
        ) else {
            r.problem(format!("{p}: incomplete"));
            continue;
        };
        let valid = PEG_CHOICES.contains(&pegs)
            && DISK_CHOICES.contains(&disks)
            && best_moves >= optimal_from_start(pegs, disks)
            && finite_non_negative(&best_time)
            && solves > 0;
        if !valid {
            r.problem(format!("{p}: out of range"));
            continue;
        }
        let best_optimal = best_moves == optimal_from_start(pegs, disks);
        records.hanoi.insert((pegs, disks), HanoiRecord { best_moves, best_time, solves, best_optimal });
    }
    for (i, t) in r.list(m, "tictactoe", "records.").into_iter().enumerate() {
        let p = format!("records.tictactoe[{i}].");
        let rules = r.named(t, "rules", &p, None, |n| RuleSet::from_name(n).map(Some));
        let level = r.named(t, "level", &p, None, |n| Level::from_name(n).map(Some));
        let counts =
            (r.get::<u32>(t, "wins", &p), r.get::<u32>(t, "losses", &p), r.get::<u32>(t, "draws", &p));
        match (rules, level, counts) {
            (Some(rules), Some(level), (Some(wins), Some(losses), Some(draws))) => {
                records.against_computer.insert((rules, level), Tally { wins, losses, draws });
            }
            _ => r.problem(format!("{p}: incomplete")),
        }
    }
    for (i, t) in r.list(m, "two_players", "records.").into_iter().enumerate() {
        let p = format!("records.two_players[{i}].");
        let rules = r.named(t, "rules", &p, None, |n| RuleSet::from_name(n).map(Some));
        let counts =
            (r.get::<u32>(t, "x_wins", &p), r.get::<u32>(t, "o_wins", &p), r.get::<u32>(t, "draws", &p));
        match (rules, counts) {
            (Some(rules), (Some(x_wins), Some(o_wins), Some(draws))) => {
                records.two_players.insert(rules, TwoPlayerTally { x_wins, o_wins, draws });
            }
            _ => r.problem(format!("{p}: incomplete")),
        }
    }
    for (key, kept) in [("online", &mut records.online), ("strangers", &mut records.strangers)] {
        for (i, t) in r.list(m, key, "records.").into_iter().enumerate() {
            let p = format!("records.{key}[{i}].");
            let rules = r.named(t, "rules", &p, None, |n| RuleSet::from_name(n).map(Some));
            let counts =
                (r.get::<u32>(t, "wins", &p), r.get::<u32>(t, "losses", &p), r.get::<u32>(t, "draws", &p));
            match (rules, counts) {
                (Some(rules), (Some(wins), Some(losses), Some(draws))) => {
                    kept.insert(rules, Tally { wins, losses, draws });
                }
                _ => r.problem(format!("{p}: incomplete")),
            }
        }
    }
    for (key, kept) in [("races", &mut records.races), ("stranger_races", &mut records.stranger_races)] {
        for (i, t) in r.list(m, key, "records.").into_iter().enumerate() {
            let p = format!("records.{key}[{i}].");
            let tower = (r.get::<usize>(t, "pegs", &p), r.get::<usize>(t, "disks", &p));
            let counts =
                (r.get::<u32>(t, "won", &p), r.get::<u32>(t, "lost", &p), r.get::<u32>(t, "tied", &p));
            let best_millis = r.get::<Option<u32>>(t, "best_millis", &p).flatten();
            match (tower, counts) {
                ((Some(pegs), Some(disks)), (Some(won), Some(lost), Some(tied)))
                    if PEG_CHOICES.contains(&pegs) && DISK_CHOICES.contains(&disks) =>
                {
                    kept.insert((pegs, disks), RaceRecord { won, lost, tied, best_millis });
                }
                _ => r.problem(format!("{p}: incomplete or out of range")),
            }
        }
    }
    records
}

fn read_puzzles(r: &mut Reader, m: &Map) -> PuzzleBook {
    let mut book = PuzzleBook {
        best_streak: r.checked(m, "best_streak", "puzzles.", 0, |_| true),
        ..PuzzleBook::default()
    };
    for (i, d) in r.list(m, "days", "puzzles.").into_iter().enumerate() {
        let p = format!("puzzles.days[{i}].");
        let Some(day) = r.get::<String>(d, "date", &p).and_then(|t| Day::parse(&t).ok()) else {
            r.problem(format!("{p}date: not a day"));
            continue;
        };
        let hanoi = r.map(d, "hanoi", &p).and_then(|h| {
            let q = format!("{p}hanoi.");
            match (
                r.get::<u64>(h, "moves", &q),
                r.get::<u8>(h, "stars", &q),
                r.get::<bool>(h, "on_the_day", &q),
            ) {
                (Some(moves), Some(stars @ 1..=3), Some(on_the_day)) if moves > 0 => {
                    Some(HanoiSolve { moves, stars, on_the_day })
                }
                _ => {
                    r.problem(format!("{q}: incomplete or out of range"));
                    None
                }
            }
        });
        let tictactoe = r.map(d, "tictactoe", &p).and_then(|t| {
            let q = format!("{p}tictactoe.");
            match (r.get::<bool>(t, "first_try", &q), r.get::<bool>(t, "on_the_day", &q)) {
                (Some(first_try), Some(on_the_day)) => Some(TttSolve { first_try, on_the_day }),
                _ => {
                    r.problem(format!("{q}: incomplete"));
                    None
                }
            }
        });
        let tictactoe_missed = r.checked(d, "tictactoe_missed", &p, false, |_| true);
        book.days.insert(day, DayResults { hanoi, tictactoe, tictactoe_missed });
    }
    for (i, rung) in r.list(m, "hanoi_ladder", "puzzles.").into_iter().enumerate() {
        let p = format!("puzzles.hanoi_ladder[{i}].");
        match (r.get::<usize>(rung, "rung", &p), r.get::<u8>(rung, "stars", &p)) {
            (Some(index), Some(stars @ 1..=3)) if index < LADDER_RUNGS => {
                book.ladders.hanoi.insert(index, stars);
            }
            _ => r.problem(format!("{p}: incomplete or out of range")),
        }
    }
    let rungs: Vec<usize> = r.checked(m, "tictactoe_ladder", "puzzles.", Vec::new(), |v: &Vec<usize>| {
        v.iter().all(|&i| i < LADDER_RUNGS)
    });
    book.ladders.tictactoe = rungs.into_iter().collect();
    book.ladders.all_open = r.checked(m, "all_open", "puzzles.", false, |_| true);
    book
}

/// More rungs than any ladder has: a rung beyond is not of this game.
const LADDER_RUNGS: usize = 1_000;

/// The last games, each read as a link's text is (every move by the rules);
/// one that cannot be read is left out and reported.
fn read_games(r: &mut Reader, m: &Map) -> GameShelf {
    let p = "games.";
    let mut shelf = GameShelf::default();
    for (name, hanoi) in [("tictactoe", false), ("hanoi", true)] {
        let texts = r.get::<Vec<String>>(m, name, p).unwrap_or_default();
        for (i, text) in texts.iter().take(KEPT_GAMES).enumerate() {
            match (KeptText::parse(text), hanoi) {
                (Ok(KeptText::TicTacToe(game)), false) => shelf.tictactoe.push_back(game),
                (Ok(KeptText::Hanoi(tower)), true) => shelf.hanoi.push_back(tower),
                (Ok(_), _) => r.problem(format!("{p}{name}[{i}]: a game of the other kind")),
                (Err(e), _) => r.problem(format!("{p}{name}[{i}]: {e}")),
            }
        }
    }
    shelf
}

fn read_lessons(r: &mut Reader, m: &Map) -> LessonBook {
    let p = "lessons.";
    let mut done = std::collections::BTreeSet::new();
    for key in r.get::<Vec<String>>(m, "done", p).unwrap_or_default() {
        match LessonId::from_key(&key) {
            Some(lesson) => {
                done.insert(lesson);
            }
            None => r.problem(format!("{p}done: no such lesson '{key}'")),
        }
    }
    let mut at = |name: &str, course: Course| {
        let key = r.get::<Option<String>>(m, name, p).flatten()?;
        match LessonId::from_key(&key).filter(|l| l.course() == course) {
            Some(lesson) => Some(lesson),
            None => {
                r.problem(format!("{p}{name}: no such lesson '{key}'"));
                None
            }
        }
    };
    LessonBook {
        hanoi_at: at("hanoi_at", Course::Hanoi),
        tictactoe_at: at("tictactoe_at", Course::TicTacToe),
        done,
    }
}
