//! The data as text: one RON file with a format version, every value named.

use pegs_engine::hanoi::Move;
use serde::Serialize;

use crate::base::settings::OwnEngine;

use super::{FORMAT_VERSION, SaveData, Settings, player_key};
use crate::base::save::games::GameShelf;
use crate::base::save::lessons::LessonBook;
use crate::base::save::puzzles::PuzzleBook;
use crate::base::save::records::{RaceRecord, Records, Tally};
use pegs_engine::tictactoe::RuleSet;

#[derive(Serialize)]
struct WireFile {
    version: u32,
    settings: WireSettings,
    hanoi_game: Option<WireHanoiGame>,
    tictactoe_game: Option<WireTicTacToeGame>,
    #[serde(skip_serializing_if = "Option::is_none")]
    online_game: Option<WireOnlineGame>,
    #[serde(skip_serializing_if = "Option::is_none")]
    hanoi_race: Option<WireHanoiRace>,
    records: WireRecords,
    #[serde(skip_serializing_if = "Option::is_none")]
    puzzles: Option<WirePuzzles>,
    #[serde(skip_serializing_if = "Option::is_none")]
    lessons: Option<WireLessons>,
    #[serde(skip_serializing_if = "Option::is_none")]
    games: Option<WireGames>,
}

/// The last finished games, each as the text a link carries (newest first).
#[derive(Serialize)]
struct WireGames {
    tictactoe: Vec<String>,
    hanoi: Vec<String>,
}

#[derive(Serialize)]
struct WireLessons {
    done: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    hanoi_at: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    tictactoe_at: Option<String>,
}

#[derive(Serialize)]
struct WirePuzzles {
    best_streak: u32,
    days: Vec<WirePuzzleDay>,
    hanoi_ladder: Vec<WireRung>,
    tictactoe_ladder: Vec<usize>,
    all_open: bool,
}

#[derive(Serialize)]
struct WireRung {
    rung: usize,
    stars: u8,
}

#[derive(Serialize)]
struct WirePuzzleDay {
    date: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    hanoi: Option<WireHanoiSolve>,
    #[serde(skip_serializing_if = "Option::is_none")]
    tictactoe: Option<WireTttSolve>,
    tictactoe_missed: bool,
}

#[derive(Serialize)]
struct WireHanoiSolve {
    moves: u64,
    stars: u8,
    on_the_day: bool,
}

#[derive(Serialize)]
struct WireTttSolve {
    first_try: bool,
    on_the_day: bool,
}

/// A friend's race under way: the tower as the line says it, each move
/// as (from, to, race clock in milliseconds) with the pegs from 0 (as the
/// tower's history), and the count-down's start in the wall clock's
/// milliseconds.
#[derive(Serialize)]
struct WireHanoiRace {
    code: String,
    host: bool,
    race: u32,
    tower: String,
    chose: bool,
    started_at: u64,
    margin: u32,
    /// The race's key, 32 hex digits (absent if it never came).
    #[serde(skip_serializing_if = "Option::is_none")]
    key: Option<String>,
    shared: bool,
    mine: Vec<(usize, usize, u32)>,
    /// Each move with the time it said and the time it counts from.
    theirs: Vec<(usize, usize, u32, u32)>,
    #[serde(skip_serializing_if = "Option::is_none")]
    seen: Option<u32>,
}

#[derive(Serialize)]
struct WireOnlineGame {
    code: String,
    host: bool,
    game: u32,
    rules: String,
    starter: String,
    moves: Vec<u8>,
    /// The game's key, 32 hex digits (absent if it never came).
    #[serde(skip_serializing_if = "Option::is_none")]
    key: Option<String>,
    shared: bool,
}

#[derive(Serialize)]
struct WireOnlineSettings {
    #[serde(skip_serializing_if = "Option::is_none")]
    server: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    ice: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    ice_user: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    ice_password: Option<String>,
}

#[derive(Serialize)]
struct WireSettings {
    language: Option<String>,
    volume: f32,
    muted: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    reduced_motion: Option<bool>,
    vibration: bool,
    text_size: u16,
    #[serde(skip_serializing_if = "Option::is_none")]
    high_contrast: Option<bool>,
    hanoi: WireHanoiSettings,
    tictactoe: WireTicTacToeSettings,
    online: WireOnlineSettings,
}

#[derive(Serialize)]
struct WireHanoiSettings {
    pegs: usize,
    disks: usize,
    speed: f32,
    show_plan: bool,
    show_map: bool,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    solvers: Vec<WireEngine>,
    #[serde(skip_serializing_if = "Option::is_none")]
    solver: Option<String>,
}

#[derive(Serialize)]
struct WireTicTacToeSettings {
    mode: String,
    side: String,
    starter: String,
    level: String,
    hints: bool,
    rules: String,
    thinking: bool,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    engines: Vec<WireEngine>,
    #[serde(skip_serializing_if = "Option::is_none")]
    engine: Option<String>,
}

#[derive(Serialize)]
struct WireEngine {
    name: String,
    command: String,
}

/// Programs of the player's own, as the file writes them.
fn wire_programs(programs: &[OwnEngine]) -> Vec<WireEngine> {
    programs.iter().map(|e| WireEngine { name: e.name.clone(), command: e.command.clone() }).collect()
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
    online: Vec<WireOnline>,
    /// Results against strangers, apart from friends' (left out while there are none).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    strangers: Vec<WireOnline>,
    /// Hanoi races against friends (left out while there are none).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    races: Vec<WireRace>,
    /// Hanoi races against strangers, apart from friends'.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    stranger_races: Vec<WireRace>,
}

/// Races by tower, as written.
fn race_records(kept: &std::collections::BTreeMap<(usize, usize), RaceRecord>) -> Vec<WireRace> {
    kept.iter()
        .map(|(&(pegs, disks), r)| WireRace {
            pegs,
            disks,
            won: r.won,
            lost: r.lost,
            tied: r.tied,
            best_millis: r.best_millis,
        })
        .collect()
}

#[derive(Serialize)]
struct WireRace {
    pegs: usize,
    disks: usize,
    won: u32,
    lost: u32,
    tied: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    best_millis: Option<u32>,
}

/// Online results by rule set, as written.
fn online_tallies(tallies: &std::collections::BTreeMap<RuleSet, Tally>) -> Vec<WireOnline> {
    tallies
        .iter()
        .map(|(&rules, t)| WireOnline {
            rules: rules.name().into(),
            wins: t.wins,
            losses: t.losses,
            draws: t.draws,
        })
        .collect()
}

#[derive(Serialize)]
struct WireOnline {
    rules: String,
    wins: u32,
    losses: u32,
    draws: u32,
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

fn moves_of(moves: &[Move]) -> Vec<(usize, usize)> {
    moves.iter().map(|m| (m.from, m.to)).collect()
}

impl SaveData {
    /// The data as the text of the save file.
    pub fn to_text(&self) -> String {
        let wire = WireFile {
            version: FORMAT_VERSION,
            settings: settings_wire(&self.settings),
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
            hanoi_race: self.hanoi_race.as_ref().map(|r| WireHanoiRace {
                code: r.code.clone(),
                host: r.race.host,
                race: r.race.number,
                tower: r.race.start.text(),
                chose: r.race.chose,
                started_at: r.race.started_at,
                margin: r.race.margin,
                key: r.race.key.map(|k| format!("{k:032x}")),
                shared: r.race.shared,
                mine: r.race.mine.iter().map(|(m, t)| (m.from, m.to, *t)).collect(),
                theirs: r.race.theirs.iter().map(|(m, t, c)| (m.from, m.to, *t, *c)).collect(),
                seen: r.race.seen,
            }),
            online_game: self.online_game.as_ref().map(|g| WireOnlineGame {
                code: g.code.clone(),
                host: g.host,
                game: g.number,
                rules: g.rules.name().into(),
                starter: player_key(g.starter),
                moves: g.moves.clone(),
                key: g.key.map(|k| format!("{k:032x}")),
                shared: g.shared,
            }),
            records: records_wire(&self.records),
            puzzles: (self.puzzles != PuzzleBook::default()).then(|| puzzles_wire(&self.puzzles)),
            lessons: (self.lessons != LessonBook::default()).then(|| WireLessons {
                done: self.lessons.done.iter().map(|l| l.key().to_string()).collect(),
                hanoi_at: self.lessons.hanoi_at.map(|l| l.key().to_string()),
                tictactoe_at: self.lessons.tictactoe_at.map(|l| l.key().to_string()),
            }),
            games: (self.games != GameShelf::default()).then(|| WireGames {
                tictactoe: self.games.tictactoe.iter().map(ToString::to_string).collect(),
                hanoi: self.games.hanoi.iter().map(ToString::to_string).collect(),
            }),
        };
        let config = ron::ser::PrettyConfig::new().indentor("  ").compact_arrays(true);
        let mut text = String::from(
            "// Pegs & Stones: settings, unfinished games, records, puzzles solved, lessons done and the last games.\n",
        );
        match ron::ser::to_string_pretty(&wire, config) {
            Ok(body) => text.push_str(&body),
            // Plain data always serialises; should it ever fail, write nothing rather than junk.
            Err(_) => return String::new(),
        }
        text.push('\n');
        text
    }
}

/// The settings as the file writes them.
fn settings_wire(s: &Settings) -> WireSettings {
    let t = &s.tictactoe;
    WireSettings {
        language: s.language.clone(),
        volume: s.volume,
        muted: s.muted,
        reduced_motion: s.reduced_motion,
        vibration: s.vibration,
        text_size: s.text_size,
        high_contrast: s.high_contrast,
        hanoi: WireHanoiSettings {
            pegs: s.hanoi.pegs,
            disks: s.hanoi.disks,
            speed: s.hanoi.speed,
            show_plan: s.hanoi.show_plan,
            show_map: s.hanoi.show_map,
            solvers: wire_programs(&s.hanoi.solvers),
            solver: s.hanoi.solver.clone(),
        },
        tictactoe: WireTicTacToeSettings {
            mode: t.mode.key().into(),
            side: player_key(t.human),
            starter: t.starter.key().into(),
            level: t.level.key(),
            hints: t.hints,
            rules: t.rules.name().into(),
            thinking: t.thinking,
            engines: wire_programs(&t.engines),
            engine: t.engine.clone(),
        },
        online: WireOnlineSettings {
            server: s.online.server.clone(),
            ice: s.online.ice.clone(),
            ice_user: s.online.ice_user.clone(),
            ice_password: s.online.ice_password.clone(),
        },
    }
}

/// The records as the file writes them.
fn records_wire(records: &Records) -> WireRecords {
    WireRecords {
        hanoi: records
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
        tictactoe: records
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
        two_players: records
            .two_players
            .iter()
            .map(|(&rules, t)| WireTwoPlayers {
                rules: rules.name().into(),
                x_wins: t.x_wins,
                o_wins: t.o_wins,
                draws: t.draws,
            })
            .collect(),
        online: online_tallies(&records.online),
        strangers: online_tallies(&records.strangers),
        races: race_records(&records.races),
        stranger_races: race_records(&records.stranger_races),
    }
}

/// The puzzles solved as the file writes them.
fn puzzles_wire(puzzles: &PuzzleBook) -> WirePuzzles {
    WirePuzzles {
        best_streak: puzzles.best_streak,
        days: puzzles
            .days
            .iter()
            .map(|(day, r)| WirePuzzleDay {
                date: day.to_string(),
                hanoi: r.hanoi.map(|h| WireHanoiSolve {
                    moves: h.moves,
                    stars: h.stars,
                    on_the_day: h.on_the_day,
                }),
                tictactoe: r
                    .tictactoe
                    .map(|t| WireTttSolve { first_try: t.first_try, on_the_day: t.on_the_day }),
                tictactoe_missed: r.tictactoe_missed,
            })
            .collect(),
        hanoi_ladder: puzzles.ladders.hanoi.iter().map(|(&rung, &stars)| WireRung { rung, stars }).collect(),
        tictactoe_ladder: puzzles.ladders.tictactoe.iter().copied().collect(),
        all_open: puzzles.ladders.all_open,
    }
}
