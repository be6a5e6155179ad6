//! What the game saves, and how it is written and read back: one
//! human-readable RON file (or browser item) with a format version.
//!
//! Reading is forgiving value by value: a value that is missing (a file
//! from an earlier version) takes its default quietly; a value that cannot
//! be read (wrong type, out of range, an unfinished game that breaks the
//! rules) takes its default and is reported, and the rest is kept. A file
//! that cannot be parsed at all, or comes from a newer version, gives
//! defaults throughout.

use ron::Value;
use ron::value::Map;
use serde::Serialize;
use serde::de::DeserializeOwned;

use super::records::{HanoiRecord, Records, Tally, TwoPlayerTally};
use crate::hanoi::engine::{Move, Tower};
use crate::hanoi::layout::{DEFAULT_DISKS, DISK_CHOICES, PEG_CHOICES};
use crate::hanoi::solver::optimal_from_start;
use crate::hanoi::state::{MAX_SPEED, MIN_SPEED};
use crate::tictactoe::setup::{Mode, Starter};
use crate::tictactoe::{Game, Level, Player, RuleSet};

/// The name of the saved data (a file natively, a key on the web).
pub const FILE_NAME: &str = "save.ron";
/// The format this version writes; files up to it are read.
pub const FORMAT_VERSION: u32 = 1;
/// Language codes the game speaks.
pub const LANGUAGE_CODES: [&str; 3] = ["en", "de", "es"];

/// Hanoi settings.
#[derive(Clone, Debug, PartialEq)]
pub struct HanoiSettings {
    /// Pegs of a new tower.
    pub pegs: usize,
    /// Disks of a new tower.
    pub disks: usize,
    /// Solver speed, moves per second.
    pub speed: f32,
}

impl Default for HanoiSettings {
    fn default() -> Self {
        Self { pegs: 3, disks: DEFAULT_DISKS, speed: 3.0 }
    }
}

/// TicTacToe settings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TicTacToeSettings {
    /// Who is at the board.
    pub mode: Mode,
    /// The side you play against the computer.
    pub human: Player,
    /// Who starts.
    pub starter: Starter,
    /// The computer's level.
    pub level: Level,
    /// Whether the exact values are shown.
    pub hints: bool,
    /// The rules played by.
    pub rules: RuleSet,
}

impl Default for TicTacToeSettings {
    fn default() -> Self {
        Self {
            mode: Mode::VsComputer,
            human: Player::X,
            starter: Starter::Random,
            level: Level::Medium,
            hints: false,
            rules: RuleSet::Seed,
        }
    }
}

/// Everything a player chooses.
#[derive(Clone, Debug, PartialEq)]
pub struct Settings {
    /// The language chosen (a code of [`LANGUAGE_CODES`]); `None` follows the system.
    pub language: Option<String>,
    /// Sound volume, 0 to 1.
    pub volume: f32,
    /// Whether sound is off.
    pub muted: bool,
    /// Hanoi settings.
    pub hanoi: HanoiSettings,
    /// TicTacToe settings.
    pub tictactoe: TicTacToeSettings,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            language: None,
            volume: 0.7,
            muted: false,
            hanoi: HanoiSettings::default(),
            tictactoe: TicTacToeSettings::default(),
        }
    }
}

/// An unfinished (or just finished) tower.
#[derive(Clone, Debug, PartialEq)]
pub struct HanoiGame {
    /// The board with its undo and redo history.
    pub tower: Tower,
    /// Seconds on the clock.
    pub clock: f64,
    /// Whether the solver or a hint helped.
    pub assisted: bool,
    /// Moves refused so far.
    pub refused: u32,
    /// Whether this tower's solve is on the records already.
    pub recorded: bool,
}

/// A TicTacToe game, as its moves from the empty board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TicTacToeGame {
    /// The game after the moves.
    pub game: Game,
    /// Who started.
    pub starter: Player,
    /// The cells played, in order.
    pub moves: Vec<u8>,
    /// Whether its result is counted already.
    pub scored: bool,
}

impl TicTacToeGame {
    /// A game from its moves; `None` if they break the rules.
    pub fn replay(rules: RuleSet, starter: Player, moves: &[u8], scored: bool) -> Option<Self> {
        let cells: Vec<usize> = moves.iter().map(|&c| c as usize).collect();
        let game = Game::from_moves_with(rules, starter, &cells).ok()?;
        Some(Self { game, starter, moves: moves.to_vec(), scored })
    }
}

/// Everything saved.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SaveData {
    /// The player's choices.
    pub settings: Settings,
    /// The tower being played.
    pub hanoi: Option<HanoiGame>,
    /// The TicTacToe game being played.
    pub tictactoe: Option<TicTacToeGame>,
    /// All-time records.
    pub records: Records,
}

/// How much of the saved data was read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reading {
    /// Everything.
    Whole,
    /// Some values could not be read and took their defaults.
    Partly(Vec<String>),
    /// Nothing: the data is not a save of this game (or of a newer version).
    Unreadable(String),
}

impl Reading {
    /// Whether every value was read.
    pub fn is_whole(&self) -> bool {
        *self == Self::Whole
    }
}

// ---- Writing --------------------------------------------------------------

#[derive(Serialize)]
struct WireFile {
    version: u32,
    settings: WireSettings,
    hanoi_game: Option<WireHanoiGame>,
    tictactoe_game: Option<WireTicTacToeGame>,
    records: WireRecords,
}

#[derive(Serialize)]
struct WireSettings {
    language: Option<String>,
    volume: f32,
    muted: bool,
    hanoi: WireHanoiSettings,
    tictactoe: WireTicTacToeSettings,
}

#[derive(Serialize)]
struct WireHanoiSettings {
    pegs: usize,
    disks: usize,
    speed: f32,
}

#[derive(Serialize)]
struct WireTicTacToeSettings {
    mode: String,
    side: String,
    starter: String,
    level: String,
    hints: bool,
    rules: String,
}

#[derive(Serialize)]
struct WireHanoiGame {
    pegs: usize,
    goal: usize,
    /// Peg of each disk, smallest first.
    places: Vec<u8>,
    history: Vec<(usize, usize)>,
    undone: Vec<(usize, usize)>,
    clock: f64,
    assisted: bool,
    refused: u32,
    recorded: bool,
}

#[derive(Serialize)]
struct WireTicTacToeGame {
    rules: String,
    starter: String,
    moves: Vec<u8>,
    scored: bool,
}

#[derive(Serialize)]
struct WireRecords {
    hanoi: Vec<WireHanoiRecord>,
    tictactoe: Vec<WireTally>,
    two_players: Vec<WireTwoPlayers>,
}

#[derive(Serialize)]
struct WireHanoiRecord {
    pegs: usize,
    disks: usize,
    best_moves: u64,
    best_time: f64,
    solves: u32,
    best_optimal: bool,
}

#[derive(Serialize)]
struct WireTally {
    rules: String,
    level: String,
    wins: u32,
    losses: u32,
    draws: u32,
}

#[derive(Serialize)]
struct WireTwoPlayers {
    rules: String,
    x_wins: u32,
    o_wins: u32,
    draws: u32,
}

fn player_key(p: Player) -> String {
    match p {
        Player::X => "x".into(),
        Player::O => "o".into(),
    }
}

fn player_from_key(key: &str) -> Option<Player> {
    match key {
        "x" => Some(Player::X),
        "o" => Some(Player::O),
        _ => None,
    }
}

fn moves_of(moves: &[Move]) -> Vec<(usize, usize)> {
    moves.iter().map(|m| (m.from, m.to)).collect()
}

impl SaveData {
    /// The data as the text of the save file.
    pub fn to_text(&self) -> String {
        let s = &self.settings;
        let t = &s.tictactoe;
        let wire = WireFile {
            version: FORMAT_VERSION,
            settings: WireSettings {
                language: s.language.clone(),
                volume: s.volume,
                muted: s.muted,
                hanoi: WireHanoiSettings { pegs: s.hanoi.pegs, disks: s.hanoi.disks, speed: s.hanoi.speed },
                tictactoe: WireTicTacToeSettings {
                    mode: t.mode.key().into(),
                    side: player_key(t.human),
                    starter: t.starter.key().into(),
                    level: t.level.key(),
                    hints: t.hints,
                    rules: t.rules.name().into(),
                },
            },
            hanoi_game: self.hanoi.as_ref().map(|g| WireHanoiGame {
                pegs: g.tower.peg_count(),
                goal: g.tower.goal(),
                places: g.tower.places().to_vec(),
                history: moves_of(g.tower.history()),
                undone: moves_of(g.tower.undone()),
                clock: g.clock,
                assisted: g.assisted,
                refused: g.refused,
                recorded: g.recorded,
            }),
            tictactoe_game: self.tictactoe.as_ref().map(|g| WireTicTacToeGame {
                rules: g.game.rules().name().into(),
                starter: player_key(g.starter),
                moves: g.moves.clone(),
                scored: g.scored,
            }),
            records: WireRecords {
                hanoi: self
                    .records
                    .hanoi
                    .iter()
                    .map(|(&(pegs, disks), r)| WireHanoiRecord {
                        pegs,
                        disks,
                        best_moves: r.best_moves,
                        best_time: r.best_time,
                        solves: r.solves,
                        best_optimal: r.best_optimal,
                    })
                    .collect(),
                tictactoe: self
                    .records
                    .against_computer
                    .iter()
                    .map(|(&(rules, level), t)| WireTally {
                        rules: rules.name().into(),
                        level: level.key(),
                        wins: t.wins,
                        losses: t.losses,
                        draws: t.draws,
                    })
                    .collect(),
                two_players: self
                    .records
                    .two_players
                    .iter()
                    .map(|(&rules, t)| WireTwoPlayers {
                        rules: rules.name().into(),
                        x_wins: t.x_wins,
                        o_wins: t.o_wins,
                        draws: t.draws,
                    })
                    .collect(),
            },
        };
        let config = ron::ser::PrettyConfig::new().indentor("  ").compact_arrays(true);
        let mut text = String::from("// Pegs & Stones: settings, unfinished games and records.\n");
        match ron::ser::to_string_pretty(&wire, config) {
            Ok(body) => text.push_str(&body),
            // Plain data always serialises; should it ever fail, write nothing rather than junk.
            Err(_) => return String::new(),
        }
        text.push('\n');
        text
    }
}

// ---- Reading --------------------------------------------------------------

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
            records: r.map(&root, "records", "").map(|m| read_records(&mut r, m)).unwrap_or_default(),
        };
        let reading = if r.problems.is_empty() { Reading::Whole } else { Reading::Partly(r.problems) };
        (data, reading)
    }
}

fn read_settings(r: &mut Reader, m: &Map) -> Settings {
    let d = Settings::default();
    let p = "settings.";
    let language = match r.get::<Option<String>>(m, "language", p) {
        Some(Some(code)) if LANGUAGE_CODES.contains(&code.as_str()) => Some(code),
        Some(Some(code)) => {
            r.problem(format!("{p}language: unknown language '{code}'"));
            None
        }
        _ => None,
    };
    let hanoi = r.map(m, "hanoi", p).map(|h| {
        let p = "settings.hanoi.";
        let dh = HanoiSettings::default();
        HanoiSettings {
            pegs: r.checked(h, "pegs", p, dh.pegs, |v| PEG_CHOICES.contains(v)),
            disks: r.checked(h, "disks", p, dh.disks, |v| DISK_CHOICES.contains(v)),
            speed: r.checked(h, "speed", p, dh.speed, |v: &f32| (MIN_SPEED..=MAX_SPEED).contains(v)),
        }
    });
    let tictactoe = r.map(m, "tictactoe", p).map(|t| {
        let p = "settings.tictactoe.";
        let dt = TicTacToeSettings::default();
        TicTacToeSettings {
            mode: r.named(t, "mode", p, dt.mode, Mode::from_key),
            human: r.named(t, "side", p, dt.human, player_from_key),
            starter: r.named(t, "starter", p, dt.starter, Starter::from_key),
            level: r.named(t, "level", p, dt.level, Level::from_name),
            hints: r.checked(t, "hints", p, dt.hints, |_| true),
            rules: r.named(t, "rules", p, dt.rules, RuleSet::from_name),
        }
    });
    Settings {
        language,
        volume: r.checked(m, "volume", p, d.volume, |v: &f32| (0.0..=1.0).contains(v)),
        muted: r.checked(m, "muted", p, d.muted, |_| true),
        hanoi: hanoi.unwrap_or(d.hanoi),
        tictactoe: tictactoe.unwrap_or(d.tictactoe),
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
    records
}

#[cfg(test)]
mod tests {
    use rand::rngs::SmallRng;
    use rand::{RngExt, SeedableRng};

    use super::*;
    use crate::save::records::Ending;

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
        SaveData {
            settings: Settings {
                language: Some("de".into()),
                volume: 0.25,
                muted: true,
                hanoi: HanoiSettings { pegs: 4, disks: 6, speed: 42.5 },
                tictactoe: TicTacToeSettings {
                    mode: Mode::TwoPlayers,
                    human: Player::O,
                    starter: Starter::O,
                    level: Level::Impossible,
                    hints: true,
                    rules: RuleSet::RemoveFirst,
                },
            },
            hanoi: Some(HanoiGame { tower, clock: 12.75, assisted: true, refused: 3, recorded: true }),
            tictactoe: Some(TicTacToeGame::replay(RuleSet::Four, Player::O, &[4, 0, 8, 2], true).unwrap()),
            records,
        }
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
        let (back, reading) = SaveData::from_text(&text);
        let Reading::Partly(problems) = reading else { panic!("two values were bad") };
        assert_eq!(problems.len(), 2, "{problems:?}");
        assert_eq!(back.settings.hanoi.disks, DEFAULT_DISKS);
        assert_eq!(back.settings.tictactoe.level, Level::Medium);
        let mut expected = everything();
        expected.settings.hanoi.disks = DEFAULT_DISKS;
        expected.settings.tictactoe.level = Level::Medium;
        assert_eq!(back, expected, "everything else is kept");
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
                        let junk =
                            [b'9', b'(', b')', b',', b'"', b'-', b'x', 0xff, b' '][rng.random_range(0..9)];
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
}
