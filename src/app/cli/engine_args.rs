//! The command line's words for engines and solvers of the player's own
//! (docs/engines.md): `ttt match`, `ttt engine` and `hanoi check`.

use clap::Args;

use pegs_engine::tictactoe::Level;

use super::check::{CheckSetup, MOST_STARTS};
use super::matches::MatchSetup;
use super::values::{RulesArg, TowerArgs, games, level_parser};
use super::{Command, UsageError};

/// `ttt match`.
#[derive(Args, Debug)]
pub(super) struct MatchArgs {
    /// An engine's command line, run through the shell (quote it): give two, or one and --level.
    #[arg(long = "engine", value_name = "CMD", required = true)]
    engines: Vec<String>,
    /// The level that plays the one engine given.
    #[arg(long, value_name = "L", value_parser = level_parser())]
    level: Option<String>,
    /// Games to play; the sides take turns at X.
    #[arg(long, value_name = "N", default_value_t = 10, value_parser = games)]
    games: u32,
    #[command(flatten)]
    rules: RulesArg,
    /// Milliseconds an engine has for each move, 1 to 60000 (past it, and a second's grace, it loses).
    #[arg(long, value_name = "MS", default_value_t = 500, value_parser = clap::value_parser!(u64).range(1..=60_000))]
    movetime: u64,
    /// One object: games, players and elo (docs/engines.md).
    #[arg(long)]
    json: bool,
}

impl MatchArgs {
    pub(super) fn into_command(self) -> Result<Command, UsageError> {
        let level = self.level.as_deref().and_then(Level::from_name);
        match (self.engines.len(), level) {
            (2, None) | (1, Some(_)) => {}
            (2, Some(_)) => return Err("ttt match takes two --engine, or one and --level, not both".into()),
            _ => return Err("ttt match takes two --engine, or one --engine and --level".into()),
        }
        if self.games > MOST_GAMES {
            return Err(format!("--games takes 1 to {MOST_GAMES}, not {}", self.games).into());
        }
        Ok(Command::TttMatch(MatchSetup {
            engines: self.engines,
            level,
            games: self.games,
            rules: self.rules.rules(),
            movetime: self.movetime,
            json: self.json,
        }))
    }
}

/// Most games a match plays.
const MOST_GAMES: u32 = 100_000;

/// `ttt engine`.
#[derive(Args, Debug)]
pub(super) struct EngineArgs {
    /// The level it plays at.
    #[arg(long, value_name = "L", default_value = "perfect", value_parser = level_parser())]
    level: String,
}

impl EngineArgs {
    pub(super) fn into_command(self) -> Command {
        Command::TttEngine(Level::from_name(&self.level).unwrap_or_default())
    }
}

/// `hanoi check`.
#[derive(Args, Debug)]
pub(super) struct CheckArgs {
    /// The solver's command line, run through the shell (quote it).
    #[arg(long, value_name = "CMD")]
    solver: String,
    #[command(flatten)]
    tower: TowerArgs,
    /// Every position of the tower instead of one (pegs^disks, at most 1024: 6 disks on 3 pegs, 5 on 4).
    #[arg(long, conflicts_with = "from")]
    every_start: bool,
    /// One object: home, moves, fewest and refused (with --every-start: starts, home, optimal, first_failure).
    #[arg(long)]
    json: bool,
}

impl CheckArgs {
    pub(super) fn into_command(self) -> Result<Command, UsageError> {
        let tower = self.tower.tower()?;
        let starts = tower.peg_count().checked_pow(tower.disks() as u32);
        if self.every_start && starts.is_none_or(|n| n > MOST_STARTS) {
            return Err(format!(
                "--every-start tries at most {MOST_STARTS} positions: up to 6 disks on 3 pegs, 5 on 4"
            )
            .into());
        }
        Ok(Command::HanoiCheck(CheckSetup {
            tower,
            solver: self.solver,
            every_start: self.every_start,
            json: self.json,
        }))
    }
}
