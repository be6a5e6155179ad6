//! How games are set up: who is at the board and who starts (plain Rust).

/// Who is at the board.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Mode {
    /// You against the computer.
    #[default]
    VsComputer,
    /// Two people taking turns on one device.
    TwoPlayers,
    /// The computer against itself, to watch.
    ComputerVsComputer,
}

impl Mode {
    /// Every mode.
    pub const ALL: [Mode; 3] = [Self::VsComputer, Self::TwoPlayers, Self::ComputerVsComputer];

    /// The mode's name in saved data.
    pub const fn key(self) -> &'static str {
        match self {
            Self::VsComputer => "vs-computer",
            Self::TwoPlayers => "two-players",
            Self::ComputerVsComputer => "computer-vs-computer",
        }
    }

    /// The mode with this key.
    pub fn from_key(key: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|m| m.key() == key)
    }

    /// The mode as the player reads it.
    pub const fn name(self) -> &'static str {
        match self {
            Self::VsComputer => "You against the computer",
            Self::TwoPlayers => "Two players",
            Self::ComputerVsComputer => "Computer against computer",
        }
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
