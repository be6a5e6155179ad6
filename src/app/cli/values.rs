//! What each option's value may be, read and checked one by one (clap's
//! value parsers): each refusal says what the option takes. The lists come
//! from the code's own (languages, rule sets, levels). Two groups of
//! options several commands share are here too: a tower, and the rules.

use clap::Args;
use clap::builder::PossibleValuesParser;

use pegs_engine::hanoi::Tower;
use pegs_engine::lesson::LessonId;
use pegs_engine::puzzle::Day;
use pegs_engine::tictactoe::RuleSet;
use pegs_engine::tictactoe::ai::{self, MAX_DEPTH};

use super::UsageError;
use crate::base::i18n::Language;
use crate::base::save::data::TEXT_SIZES;
use crate::base::save::games::KeptText;
use crate::shell::modes::puzzle::{Asked, game_named};

/// The languages' codes, from the game's own list.
pub(super) fn language_parser() -> PossibleValuesParser {
    PossibleValuesParser::new(Language::ALL.map(Language::code))
}

/// The rule sets' names, from the engine's own list.
pub(super) fn rules_parser() -> PossibleValuesParser {
    PossibleValuesParser::new(RuleSet::ALL.map(RuleSet::name))
}

/// The levels' names, from the engine's own list.
pub(super) fn level_parser() -> PossibleValuesParser {
    let keys: Vec<clap::builder::PossibleValue> =
        ai::Level::ALL.iter().map(|l| clap::builder::PossibleValue::new(l.key())).collect();
    PossibleValuesParser::new(keys)
}

pub(super) fn whole_number(given: &str) -> Result<usize, String> {
    given.parse().map_err(|_| "takes a whole number".into())
}

pub(super) fn depth(given: &str) -> Result<u8, String> {
    match given.parse::<u8>() {
        Ok(d) if (1..=MAX_DEPTH).contains(&d) => Ok(d),
        _ => Err(format!("takes 1 to {MAX_DEPTH}")),
    }
}

pub(super) fn games(given: &str) -> Result<u32, String> {
    match given.parse::<u32>() {
        Ok(n) if n >= 1 => Ok(n),
        _ => Err("takes 1 or more".into()),
    }
}

pub(super) fn pegs(given: &str) -> Result<usize, String> {
    match given {
        "3" => Ok(3),
        "4" => Ok(4),
        _ => Err("takes 3 or 4".into()),
    }
}

pub(super) fn race_disks(given: &str) -> Result<usize, String> {
    let most = pegs_engine::race::MOST_DISKS;
    match given.parse::<usize>() {
        Ok(n) if (3..=most).contains(&n) => Ok(n),
        Ok(n) => Err(format!("takes 3 to {most}, not {n}")),
        Err(_) => Err("takes a whole number".into()),
    }
}

/// `--speed`: at most 50 moves a second, as a race allows (`pegs_engine::race::MIN_MOVE_MILLIS`).
pub(super) fn speed(given: &str) -> Result<u32, String> {
    match given.parse::<u32>() {
        Ok(n) if (1..=50).contains(&n) => Ok(n),
        _ => Err("takes 1 to 50 moves a second".into()),
    }
}

pub(super) fn code(given: &str) -> Result<String, String> {
    crate::shell::modes::online::read_code(given).ok_or_else(|| "a code is six letters and digits".into())
}

/// `--server`: a pegs-server's web address (`https://host`, `http://host:8080`)
/// or any matchbox server's WebSocket address (`ws://`, `wss://`).
pub(super) fn server_url(given: &str) -> Result<String, String> {
    let fine = ["ws://", "wss://", "http://", "https://"]
        .iter()
        .any(|scheme| given.strip_prefix(scheme).is_some_and(|host| !host.is_empty()));
    if fine {
        Ok(given.to_string())
    } else {
        Err("takes https://host (a pegs-server) or a ws:// or wss:// address".into())
    }
}

pub(super) fn ice_url(given: &str) -> Result<String, String> {
    let fine =
        ["stun:", "stuns:", "turn:", "turns:"].iter().any(|s| given.starts_with(s) && given.len() > s.len());
    if fine {
        Ok(given.to_string())
    } else {
        Err("takes a STUN or TURN server's address (stun:host:3478, turn:host:3478)".into())
    }
}

/// `--size WxH`: each side 320–4096.
pub(super) fn size(given: &str) -> Result<(u32, u32), String> {
    let parsed = given.split_once('x').and_then(|(w, h)| Some((w.parse().ok()?, h.parse().ok()?)));
    match parsed {
        Some((w, h)) if (320..=4096).contains(&w) && (320..=4096).contains(&h) => Ok((w, h)),
        _ => Err("takes WIDTHxHEIGHT, each 320–4096".into()),
    }
}

/// `--daily YYYY-MM-DD[:hanoi|tictactoe]`: a day's puzzles, and which game's to open.
pub(super) fn daily(given: &str) -> Result<Asked, String> {
    let (date, game) = match given.split_once(':') {
        Some((date, name)) => {
            (date, Some(game_named(name).ok_or("takes a game of hanoi or tictactoe after the date")?))
        }
        None => (given, None),
    };
    Ok((Day::parse(date).map_err(|e| e.to_string())?, game))
}

pub(super) fn day(given: &str) -> Result<Day, String> {
    Day::parse(given).map_err(|e| e.to_string())
}

pub(super) fn review(given: &str) -> Result<KeptText, String> {
    KeptText::parse(given).map_err(|e| e.to_string())
}

pub(super) fn text_size(given: &str) -> Result<u16, String> {
    match given.trim_end_matches('%').parse::<u16>() {
        Ok(p) if TEXT_SIZES.contains(&p) => Ok(p),
        _ => Err("takes a per cent from 100 to 200".into()),
    }
}

pub(super) fn lesson(given: &str) -> Result<LessonId, String> {
    LessonId::from_key(given)
        .ok_or_else(|| "takes a lesson's id ('pegs-and-stones lessons' lists them)".into())
}

/// Comma-separated cells, as a game's moves.
pub(super) fn cells(moves: &str) -> Result<Vec<usize>, UsageError> {
    let mut cells = Vec::new();
    for part in moves.split(',').map(str::trim) {
        if part.is_empty() {
            return Err(format!("--moves takes cells 0–8 separated by commas, not '{moves}'").into());
        }
        cells.push(part.parse().map_err(|_| format!("--moves takes a whole number, not '{part}'"))?);
    }
    Ok(cells)
}

/// A clap error as the one line the command line prints: what is wrong
/// and, where clap has them, the values it takes and its suggestion.
pub(super) fn one_line(error: &clap::Error) -> String {
    let text = error.render().to_string();
    let mut line = String::new();
    // What is wrong and clap's tips come before the usage; the rest is for --help.
    for said in text.lines().map(str::trim).take_while(|l| !l.starts_with("Usage:")) {
        if said.is_empty() || said.starts_with("For more information") {
            continue;
        }
        if !line.is_empty() {
            line.push_str(if line.ends_with(':') { " " } else { "; " });
        }
        line.push_str(said.strip_prefix("error: ").unwrap_or(said));
    }
    line
}

/// The board a Hanoi command starts from.
#[derive(Args, Debug)]
pub(super) struct TowerArgs {
    /// Number of disks, 1 to 64.
    #[arg(long, value_name = "N", value_parser = whole_number)]
    disks: usize,
    /// Three pegs, or four (Reve's puzzle).
    #[arg(long, value_name = "3|4", default_value_t = 3, value_parser = pegs)]
    pegs: usize,
    /// The peg of each disk, largest disk first (`3312` for 4 disks); default: all on peg 1.
    #[arg(long, value_name = "CONFIG")]
    from: Option<String>,
    /// The goal peg; default the last peg.
    #[arg(long, value_name = "PEG")]
    to: Option<usize>,
}

impl TowerArgs {
    pub(super) fn tower(&self) -> Result<Tower, UsageError> {
        let goal = match self.to {
            None => self.pegs - 1,
            Some(peg) if (1..=self.pegs).contains(&peg) => peg - 1,
            Some(peg) => return Err(format!("--to takes a peg 1 to {}, not '{peg}'", self.pegs).into()),
        };
        Ok(match &self.from {
            Some(config) => Tower::from_config_on(self.pegs, config, self.disks, goal)?,
            None => Tower::from_places_on(self.pegs, &vec![0; self.disks], goal)?,
        })
    }
}

/// `--rules`: the rule set, by the names the code gives them.
#[derive(Args, Debug)]
pub(super) struct RulesArg {
    /// The rule set (see `ttt --help`).
    #[arg(long, value_name = "R", default_value = "seed", value_parser = rules_parser())]
    rules: String,
}

impl RulesArg {
    pub(super) fn rules(&self) -> RuleSet {
        RuleSet::from_name(&self.rules).unwrap_or_default()
    }
}
