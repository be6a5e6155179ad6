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
