//! What a player can choose, and the ranges the game offers: the screens'
//! panels offer these choices, and the saved data checks what it reads
//! against the same ranges (plain Rust).

use std::ops::RangeInclusive;

/// Disk counts the game offers.
pub const DISK_CHOICES: RangeInclusive<usize> = 1..=12;
/// Peg counts the game offers.
pub const PEG_CHOICES: RangeInclusive<usize> = 3..=4;
/// Disks of the first tower.
pub const DEFAULT_DISKS: usize = 4;

/// Slowest solver speed, in moves per second.
pub const MIN_SPEED: f32 = 2.0;
/// Fastest setting: as many moves a frame as the screen allows.
pub const MAX_SPEED: f32 = 1000.0;
/// The solver's speed at first, in moves per second.
pub const DEFAULT_SPEED: f32 = 3.0;

/// Who is at the TicTacToe board.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Mode {
    /// You against the computer.
    #[default]
    VsComputer,
    /// Two people taking turns on one device.
    TwoPlayers,
    /// The computer against itself, to watch.
    ComputerVsComputer,
    /// You against a friend playing on another device.
    Online,
}

impl Mode {
    /// Every mode.
    pub const ALL: [Mode; 4] = [Self::VsComputer, Self::TwoPlayers, Self::Online, Self::ComputerVsComputer];

    /// The mode's name in saved data.
    pub const fn key(self) -> &'static str {
        match self {
            Self::VsComputer => "vs-computer",
            Self::TwoPlayers => "two-players",
            Self::ComputerVsComputer => "computer-vs-computer",
            Self::Online => "online",
        }
    }

    /// The mode with this key.
    pub fn from_key(key: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|m| m.key() == key)
    }
}

/// Who places the first stone.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Starter {
    /// A coin toss each game, as in the original.
    #[default]
    Random,
    /// Crosses start.
    X,
    /// Noughts start.
    O,
}

impl Starter {
    /// Every choice.
    pub const ALL: [Starter; 3] = [Self::Random, Self::X, Self::O];

    /// The choice's name in saved data.
    pub const fn key(self) -> &'static str {
        match self {
            Self::Random => "random",
            Self::X => "x",
            Self::O => "o",
        }
    }

    /// The choice with this key.
    pub fn from_key(key: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.key() == key)
    }
}

/// Engines of the player's own the game keeps, at most.
pub const MOST_ENGINES: usize = 8;
/// The longest name of an engine of the player's own, in characters.
pub const ENGINE_NAME_LONGEST: usize = 40;
/// The longest command line of an engine of the player's own, in
/// characters; in the browser, the longest JavaScript file (in bytes, so
/// in characters too).
pub const ENGINE_COMMAND_LONGEST: usize = if cfg!(target_arch = "wasm32") { 256 * 1024 } else { 1000 };

/// A TicTacToe engine (or a Hanoi solver) of the player's own
/// (docs/engines.md): the name the computer's levels list it by, and the
/// command line, run through the system's shell, that starts it; in the
/// browser, its JavaScript, run in a worker.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct OwnEngine {
    /// Its name among the levels; no two engines share one.
    pub name: String,
    /// The command line that starts it (in the browser, its JavaScript).
    pub command: String,
}

/// Why an engine cannot be added as it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EngineRefused {
    /// Its name or its command line is empty.
    Empty,
    /// Its name or command line is longer than the game keeps.
    TooLong,
    /// Another engine has that name.
    NameTaken,
    /// The game keeps [`MOST_ENGINES`] already.
    TooMany,
}

impl OwnEngine {
    /// An engine named `name` (trimmed) started by `command` (trimmed), if
    /// it can join `others`.
    pub fn new(name: &str, command: &str, others: &[OwnEngine]) -> Result<Self, EngineRefused> {
        let (name, command) = (name.trim(), command.trim());
        if name.is_empty() || command.is_empty() {
            return Err(EngineRefused::Empty);
        }
        if name.chars().count() > ENGINE_NAME_LONGEST || command.chars().count() > ENGINE_COMMAND_LONGEST {
            return Err(EngineRefused::TooLong);
        }
        if others.iter().any(|e| e.name == name) {
            return Err(EngineRefused::NameTaken);
        }
        if others.len() >= MOST_ENGINES {
            return Err(EngineRefused::TooMany);
        }
        Ok(Self { name: name.to_string(), command: command.to_string() })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_engine_needs_a_free_name_and_a_command_within_the_limits() {
        let first = OwnEngine::new("  mine ", " python3 mine.py ", &[]).expect("added");
        assert_eq!((first.name.as_str(), first.command.as_str()), ("mine", "python3 mine.py"));
        let others = [first];
        assert_eq!(OwnEngine::new("mine", "other", &others), Err(EngineRefused::NameTaken));
        assert_eq!(OwnEngine::new(" ", "x", &others), Err(EngineRefused::Empty));
        assert_eq!(OwnEngine::new("y", "", &others), Err(EngineRefused::Empty));
        let long = "n".repeat(ENGINE_NAME_LONGEST + 1);
        assert_eq!(OwnEngine::new(&long, "x", &others), Err(EngineRefused::TooLong));
        let full: Vec<OwnEngine> =
            (0..MOST_ENGINES).map(|i| OwnEngine { name: i.to_string(), command: "x".into() }).collect();
        assert_eq!(OwnEngine::new("one more", "x", &full), Err(EngineRefused::TooMany));
    }
}
