//! The TicTacToe engine protocol, version [`VERSION`]: UCI's verbs where
//! they fit. Lines are read leniently (any amount of white space between
//! words) and strictly (a cell is 0–8, a number is a number): a line that
//! is not one the protocol knows reads as [`Said::Other`] or
//! [`Heard::Other`], to be kept for the log and never fatal.

use std::fmt::Write as _;

use crate::tictactoe::RuleSet;
use crate::tictactoe::rules::CELLS;

/// The protocol's version, as docs/engines.md numbers it.
pub const VERSION: u32 = 1;
/// The longest line kept, in bytes: a longer one is the engine's fault.
pub const LONGEST_LINE: usize = 4096;

/// A line an engine writes, as the game reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Said {
    /// `id name NAME`.
    Name(String),
    /// `id author NAME`.
    Author(String),
    /// `uciok`: it knows the protocol.
    UciOk,
    /// `readyok`.
    ReadyOk,
    /// `info …`: what its search found so far.
    Info(Info),
    /// `bestmove C`, the cell read strictly: anything but a cell 0–8 is kept as written.
    BestMove(Result<u8, String>),
    /// Anything else.
    Other(String),
}

/// What an `info` line says; every part optional, in any order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Info {
    /// `depth N`: half-moves searched.
    pub depth: Option<u32>,
    /// `nodes N`: positions visited.
    pub nodes: Option<u64>,
    /// `score …`: the position's worth for the engine's side.
    pub score: Option<Score>,
    /// `pv C C …`: the line it expects, its own move first.
    pub pv: Vec<u8>,
}

impl Info {
    /// Takes in a later `info` line: each part it says replaces what was
    /// said of that part before.
    pub fn merge(&mut self, later: Info) {
        self.depth = later.depth.or(self.depth);
        self.nodes = later.nodes.or(self.nodes);
        self.score = later.score.or(self.score);
        if !later.pv.is_empty() {
            self.pv = later.pv;
        }
    }
}

/// A score in an `info` line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// `score win N`: it wins in N half-moves.
    Win(u32),
    /// `score loss N`: it loses in N half-moves.
    Loss(u32),
    /// `score draw`.
    Draw,
    /// `score cp N`: a heuristic's number, higher is better for it.
    Centi(i32),
}

impl std::fmt::Display for Score {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Win(n) => write!(f, "win {n}"),
            Self::Loss(n) => write!(f, "loss {n}"),
            Self::Draw => write!(f, "draw"),
            Self::Centi(n) => write!(f, "cp {n}"),
        }
    }
}

/// Reads one line an engine wrote (without its line end).
pub fn read(line: &str) -> Said {
    let words: Vec<&str> = line.split_whitespace().collect();
    let rest = |from: usize| words[from..].join(" ");
    match words.as_slice() {
        ["id", "name", _, ..] => Said::Name(rest(2)),
        ["id", "author", _, ..] => Said::Author(rest(2)),
        ["uciok"] => Said::UciOk,
        ["readyok"] => Said::ReadyOk,
        ["info", ..] => read_info(&words[1..]).map_or_else(|| Said::Other(line.to_string()), Said::Info),
        ["bestmove", cell, ..] => Said::BestMove(self::cell(cell).ok_or_else(|| cell.to_string())),
        ["bestmove"] => Said::BestMove(Err(String::new())),
        _ => Said::Other(line.to_string()),
    }
}

fn cell(word: &str) -> Option<u8> {
    word.parse::<u8>().ok().filter(|&c| (c as usize) < CELLS && word.len() == 1)
}

/// An `info` line's words after `info`; `None` when one does not read.
fn read_info(words: &[&str]) -> Option<Info> {
    let mut info = Info::default();
    let mut i = 0;
    while i < words.len() {
        match words[i] {
            "depth" => {
                info.depth = Some(words.get(i + 1)?.parse().ok()?);
                i += 2;
            }
            "nodes" => {
                info.nodes = Some(words.get(i + 1)?.parse().ok()?);
                i += 2;
            }
            "score" => {
                let (score, used) = match *words.get(i + 1)? {
                    "win" => (Score::Win(words.get(i + 2)?.parse().ok()?), 3),
                    "loss" => (Score::Loss(words.get(i + 2)?.parse().ok()?), 3),
                    "draw" => (Score::Draw, 2),
                    "cp" => (Score::Centi(words.get(i + 2)?.parse().ok()?), 3),
                    _ => return None,
                };
                info.score = Some(score);
                i += used;
            }
            "pv" => {
                // The line runs to the end, or to the next word that is no cell.
                i += 1;
                while let Some(c) = words.get(i).and_then(|w| cell(w)) {
                    info.pv.push(c);
                    i += 1;
                }
            }
            // Words the protocol may grow (time, nps, …) are passed over with their number.
            _ if words.get(i + 1).is_some_and(|w| w.parse::<i64>().is_ok()) => i += 2,
            _ => return None,
        }
    }
    Some(info)
}

/// A line the game sends, as an engine reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    /// `uci`.
    Uci,
    /// `setoption name Rules value R`.
    Rules(RuleSet),
    /// `ucinewgame`.
    NewGame,
    /// `isready`.
    IsReady,
    /// `position startpos [moves C …]`: every half-move from the empty board, X first.
    Position(Vec<u8>),
    /// `go [movetime MS]`.
    Go {
        /// The milliseconds it may use, if said.
        movetime: Option<u64>,
    },
    /// `quit`.
    Quit,
    /// Anything else.
    Other(String),
}

/// Reads one line the game sent.
pub fn hear(line: &str) -> Heard {
    let words: Vec<&str> = line.split_whitespace().collect();
    match words.as_slice() {
        ["uci"] => Heard::Uci,
        ["ucinewgame"] => Heard::NewGame,
        ["isready"] => Heard::IsReady,
        ["quit"] => Heard::Quit,
        ["setoption", "name", name, "value", value] if name.eq_ignore_ascii_case("rules") => {
            RuleSet::from_name(value).map_or_else(|| Heard::Other(line.to_string()), Heard::Rules)
        }
        ["position", "startpos"] => Heard::Position(Vec::new()),
        ["position", "startpos", "moves", cells @ ..] => {
            let read: Option<Vec<u8>> = cells.iter().map(|w| cell(w)).collect();
            read.map_or_else(|| Heard::Other(line.to_string()), Heard::Position)
        }
        ["go"] => Heard::Go { movetime: None },
        ["go", "movetime", ms] => {
            ms.parse().map_or_else(|_| Heard::Other(line.to_string()), |ms| Heard::Go { movetime: Some(ms) })
        }
        _ => Heard::Other(line.to_string()),
    }
}

/// `setoption name Rules value R`.
pub fn set_rules(rules: RuleSet) -> String {
    format!("setoption name Rules value {}", rules.name())
}

/// `position startpos moves C …` (`position startpos` for the empty board).
pub fn position(cells: &[u8]) -> String {
    let mut line = String::from("position startpos");
    if !cells.is_empty() {
        line.push_str(" moves");
        for c in cells {
            let _ = write!(line, " {c}");
        }
    }
    line
}

/// `go movetime MS`.
pub fn go(movetime_ms: u64) -> String {
    format!("go movetime {movetime_ms}")
}

/// An `info` line, as an engine writes it.
pub fn info_line(info: &Info) -> String {
    let mut line = String::from("info");
    if let Some(depth) = info.depth {
        let _ = write!(line, " depth {depth}");
    }
    if let Some(nodes) = info.nodes {
        let _ = write!(line, " nodes {nodes}");
    }
    if let Some(score) = info.score {
        let _ = write!(line, " score {score}");
    }
    if !info.pv.is_empty() {
        line.push_str(" pv");
        for c in &info.pv {
            let _ = write!(line, " {c}");
        }
    }
    line
}
