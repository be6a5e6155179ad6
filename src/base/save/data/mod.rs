//! What the game saves, and how it is written and read back: one
//! human-readable RON file (or browser item) with a format version.
//!
//! Reading is forgiving value by value: a value that is missing (a file
//! from an earlier version) takes its default quietly; a value that cannot
//! be read (wrong type, out of range, an unfinished game that breaks the
//! rules) takes its default and is reported, and the rest is kept. A file
//! that cannot be parsed at all, or comes from a newer version, gives
//! defaults throughout.

//!
//! [`write`] turns the data into text, [`read`] reads it back value by value.

mod read;
mod write;

use pegs_engine::hanoi::Tower;
use pegs_engine::race::KeptRace;
use pegs_engine::tictactoe::{Game, Level, Player, RuleSet};

use super::games::GameShelf;
use super::lessons::LessonBook;
use super::puzzles::PuzzleBook;
use super::records::Records;
#[cfg(doc)]
use crate::base::i18n::Language;
use crate::base::settings::{DEFAULT_DISKS, DEFAULT_SPEED, Mode, OwnEngine, Starter};

/// The name of the saved data (a file natively, a key on the web).
pub const FILE_NAME: &str = "save.ron";
/// The format this version writes; files up to it are read.
pub const FORMAT_VERSION: u32 = 1;

/// Hanoi settings.
#[derive(Clone, Debug, PartialEq)]
pub struct HanoiSettings {
    /// Pegs of a new tower.
    pub pegs: usize,
    /// Disks of a new tower.
    pub disks: usize,
    /// Solver speed, moves per second.
    pub speed: f32,
    /// Whether the solver's plan is shown.
    pub show_plan: bool,
    /// Whether the map of every position is shown.
    pub show_map: bool,
    /// Solver programs of the player's own (natively), in the order they were added.
    pub solvers: Vec<OwnEngine>,
    /// The solver program that plays *Solve*, by name; none: the game's own solver.
    pub solver: Option<String>,
}

impl Default for HanoiSettings {
    fn default() -> Self {
        Self {
            pegs: 3,
            disks: DEFAULT_DISKS,
            speed: DEFAULT_SPEED,
            show_plan: false,
            show_map: false,
            solvers: Vec::new(),
            solver: None,
        }
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
    /// Whether the computer's thinking is shown.
    pub thinking: bool,
    /// Engines of the player's own (natively), in the order they were added.
    pub engines: Vec<OwnEngine>,
    /// The engine of the player's own that plays the computer's side, by
    /// name; none: the computer plays at its `level`.
    pub engine: Option<String>,
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
            thinking: false,
            engines: Vec::new(),
            engine: None,
        }
    }
}

/// The text sizes a player may choose, in per cent.
pub const TEXT_SIZES: std::ops::RangeInclusive<u16> = 100..=200;

/// Everything a player chooses.
#[derive(Clone, Debug, PartialEq)]
pub struct Settings {
    /// The language chosen (the code of one of [`Language::ALL`]); `None` follows the system.
    pub language: Option<String>,
    /// Sound volume, 0 to 1.
    pub volume: f32,
    /// Whether sound is off.
    pub muted: bool,
    /// Reduced motion, if the player chose (`None`: the system's wish).
    pub reduced_motion: Option<bool>,
    /// Vibrations on a phone (never under reduced motion).
    pub vibration: bool,
    /// Text size in per cent, [`TEXT_SIZES`] (100 to 200).
    pub text_size: u16,
    /// High contrast, if the player chose (`None`: the system's wish).
    pub high_contrast: Option<bool>,
    /// Hanoi settings.
    pub hanoi: HanoiSettings,
    /// TicTacToe settings.
    pub tictactoe: TicTacToeSettings,
    /// How friends are reached online.
    pub online: OnlineSettings,
}

/// How friends are reached online.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OnlineSettings {
    /// The signalling server (`None`: the game's default).
    pub server: Option<String>,
    /// STUN or TURN servers (`None`: the game's default, a public STUN server).
    pub ice: Option<Vec<String>>,
    /// A TURN server's user name.
    pub ice_user: Option<String>,
    /// A TURN server's password.
    pub ice_password: Option<String>,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            language: None,
            volume: 0.7,
            muted: false,
            reduced_motion: None,
            vibration: true,
            text_size: 100,
            high_contrast: None,
            hanoi: HanoiSettings::default(),
            tictactoe: TicTacToeSettings::default(),
            online: OnlineSettings::default(),
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

/// An online game left open: enough to come back to it after a restart.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OnlineGame {
    /// The game's code.
    pub code: String,
    /// Whether this side created it (plays X).
    pub host: bool,
    /// The game's number in the series.
    pub number: u32,
    /// The rules played by.
    pub rules: RuleSet,
    /// Who started the game.
    pub starter: Player,
    /// The cells played, in order.
    pub moves: Vec<u8>,
    /// The game's key (the host's, given when the two first met), with
    /// which this side proves it is the same game when it comes back.
    pub key: Option<u128>,
    /// Whether the other game is known to hold the key too.
    pub shared: bool,
}

/// A friend's Hanoi race left under way (a stranger's is not kept): the
/// code of its room, and what the race kept to come back to it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HanoiRace {
    /// The race's code.
    pub code: String,
    /// The race as its side kept it.
    pub race: KeptRace,
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
    /// The online game left open.
    pub online_game: Option<OnlineGame>,
    /// The friend's Hanoi race left under way.
    pub hanoi_race: Option<HanoiRace>,
    /// All-time records.
    pub records: Records,
    /// The daily puzzles solved.
    pub puzzles: PuzzleBook,
    /// The lessons done.
    pub lessons: LessonBook,
    /// The last finished games, kept for their review.
    pub games: GameShelf,
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

/// The name of a side in saved data.
fn player_key(p: Player) -> String {
    match p {
        Player::X => "x".into(),
        Player::O => "o".into(),
    }
}

/// The side of a name in saved data.
fn player_from_key(key: &str) -> Option<Player> {
    match key {
        "x" => Some(Player::X),
        "o" => Some(Player::O),
        _ => None,
    }
}

#[cfg(test)]
mod tests;
