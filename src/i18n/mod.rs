//! Every text a player reads, in English, German and Spanish: one message
//! type ([`Msg`]), and per language one file that says each message — an
//! exhaustive `match`, so a message without a translation does not compile.
//! Numbers and names are parameters of a message, never glued-on strings.
//!
//! The command line stays English and does not use this.

mod de;
mod en;
mod es;

use std::borrow::Cow;

/// A language the game speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Language {
    /// English.
    #[default]
    En,
    /// Deutsch.
    De,
    /// Español.
    Es,
}

impl Language {
    /// Every language, in the order the switch shows them.
    pub const ALL: [Language; 3] = [Self::En, Self::De, Self::Es];

    /// The language's code (`en`, `de`, `es`).
    pub const fn code(self) -> &'static str {
        match self {
            Self::En => "en",
            Self::De => "de",
            Self::Es => "es",
        }
    }

    /// The language's name in itself.
    pub const fn name(self) -> &'static str {
        match self {
            Self::En => "English",
            Self::De => "Deutsch",
            Self::Es => "Español",
        }
    }

    /// The language of a code or locale such as `de`, `de-AT`, `es_MX.UTF-8`; `None` for others.
    pub fn from_locale(locale: &str) -> Option<Self> {
        let primary = locale.trim().split(['-', '_', '.', '@']).next()?.to_ascii_lowercase();
        Self::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The first language of a list of locales that the game speaks, else English.
    pub fn best_of<'a>(locales: impl IntoIterator<Item = &'a str>) -> Self {
        locales.into_iter().find_map(Self::from_locale).unwrap_or_default()
    }

    /// Says a message.
    pub fn say(self, msg: &Msg) -> String {
        match self {
            Self::En => en::English::say(msg),
            Self::De => de::German::say(msg),
            Self::Es => es::Spanish::say(msg),
        }
        .into_owned()
    }

    /// The how-to-play page of Towers of Hanoi.
    pub fn hanoi_page(self, facts: &HanoiFacts) -> Page {
        match self {
            Self::En => en::English::hanoi_page(facts),
            Self::De => de::German::hanoi_page(facts),
            Self::Es => es::Spanish::hanoi_page(facts),
        }
    }

    /// The how-to-play page of Infinity TicTacToe.
    pub fn tictactoe_page(self, facts: &TicTacToeFacts) -> Page {
        match self {
            Self::En => en::English::tictactoe_page(facts),
            Self::De => de::German::tictactoe_page(facts),
            Self::Es => es::Spanish::tictactoe_page(facts),
        }
    }
}

/// What each language provides. A language file that misses a message or a
/// page does not compile.
trait Catalogue {
    fn say(msg: &Msg) -> Cow<'static, str>;
    fn hanoi_page(facts: &HanoiFacts) -> Page;
    fn tictactoe_page(facts: &TicTacToeFacts) -> Page;
}

/// A key, for the hints on buttons.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    /// A letter or digit key.
    Char(char),
    /// The space bar.
    Space,
    /// Ctrl+Y.
    Redo,
    /// Escape.
    Esc,
    /// F1.
    F1,
}

/// A Hanoi move the rules refused, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The disk is already on that peg.
    SamePeg,
    /// There is no such peg (from 1).
    NoSuchPeg(usize),
    /// The peg (from 1) has no disk.
    EmptyPeg(usize),
    /// A larger disk cannot go on a smaller one.
    LargerOnSmaller,
}

/// A TicTacToe side, by what a player sees.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// The person at the board, against the computer.
    You,
    /// The computer, against you.
    Computer,
    /// X in a game of two players.
    X,
    /// O in a game of two players.
    O,
    /// X played by the computer, at a level.
    ComputerX(LevelName),
    /// O played by the computer, at a level.
    ComputerO(LevelName),
}

/// A level of the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LevelName {
    /// One move ahead, half of them random.
    Relaxed,
    /// Two moves ahead.
    Easy,
    /// Three moves ahead.
    Medium,
    /// Six moves ahead.
    Hard,
    /// Nine moves ahead.
    Impossible,
    /// Knows every position.
    Perfect,
}

/// A TicTacToe rule set, by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RulesName {
    /// The seed's rules.
    Seed,
    /// The oldest stone goes before the check.
    RemoveFirst,
    /// Four stones.
    Four,
}

/// Every message on screen. Parameters carry the numbers and names.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    // ---- Menu
    /// Under the game's name.
    Tagline,
    /// The first game's title.
    HanoiTitle,
    /// The second game's title.
    TicTacToeTitle,
    /// The Hanoi card's text.
    HanoiBlurb,
    /// The TicTacToe card's text.
    TicTacToeBlurb,
    /// The key that opens a card's game.
    PressKey(u8),
    /// How the menu works.
    MenuHelp,
    /// The language switch's label.
    LanguageLabel,
    /// The button that opens a game's how-to-play page.
    HowToPlayButton,

    // ---- Shared buttons and words
    /// Back to the menu.
    MenuButton,
    /// Open the records.
    RecordsButton,
    /// The how-to-play page's button in a game's panel.
    HelpButton,
    /// Closing words under a how-to-play page.
    ClosePage,
    /// The key that does what a button does, shown when the pointer rests on it.
    KeyHint(Key),
    /// Sound volume.
    Volume,
    /// Sound off (M).
    Mute,

    // ---- Hanoi board
    /// Caption of the first peg.
    StartPeg,
    /// Caption of the last peg.
    GoalPeg(usize),
    /// The line under the board.
    HanoiCounter {
        /// Moves made.
        moves: u64,
        /// The clock.
        clock: String,
        /// The optimum from the start.
        optimum: u64,
        /// Moves left.
        left: u64,
        /// Whether `left` is the exact optimum.
        exact: bool,
    },
    /// A move was refused.
    Refused(Refusal),
    /// Only a top disk may move.
    OnlyTopDisk,
    /// The peg (from 1) has nothing to pick up.
    NothingToPickUp(usize),
    /// Undo had nothing to take back.
    NothingToUndo,
    /// Redo had nothing to make again.
    NothingToRedo,
    /// The solver has nothing left to do.
    AlreadySolved,
    /// The solver starts.
    SolvingFromHere {
        /// Moves in the plan.
        moves: u64,
        /// Whether the plan is the optimum.
        optimal: bool,
    },
    /// The solver is paused.
    SolverPaused,
    /// The next move of the plan.
    Hint {
        /// From peg (from 1).
        from: usize,
        /// To peg (from 1).
        to: usize,
        /// Moves left.
        left: u64,
        /// Whether that is the optimum.
        optimal: bool,
    },
    /// A hint on a solved tower.
    NothingLeftToDo,
    /// The tower is solved without help.
    Solved {
        /// Moves made.
        moves: u64,
        /// The clock.
        clock: String,
        /// The optimum from the start.
        optimum: u64,
    },
    /// The tower is solved with the solver or a hint.
    SolvedWithHelp(u64),
    /// The first solve of this size.
    FirstSolve,
    /// Fewer moves than before.
    FewestMovesYet,
    /// Faster than before.
    BestTimeYet,
    /// No refused move.
    NoRefusedMove,

    // ---- Hanoi panel
    /// The Hanoi panel's lead text.
    HanoiLead(usize),
    /// Label of the disk count.
    Disks,
    /// Label of the peg count.
    Pegs,
    /// Start again.
    Restart,
    /// Take back.
    Undo,
    /// Make again.
    Redo,
    /// The solver's section.
    Solver,
    /// Start the solver.
    Solve,
    /// Pause the solver.
    Pause,
    /// Resume the solver.
    Resume,
    /// One solver move.
    Step,
    /// The solver's speed.
    Speed,
    /// The fastest speed.
    SpeedMax,
    /// Moves per second.
    PerSecond(u32),
    /// Moves left in the solver's plan.
    PlanLeft {
        /// Moves.
        moves: u64,
        /// Whether the plan is the optimum.
        optimal: bool,
    },
    /// Moves made so far.
    MovesMade,
    /// The clock.
    Time,
    /// The optimum from the start.
    OptimalFromStart,
    /// Moves left, exact or not.
    MovesLeft {
        /// Whether the number is the optimum.
        exact: bool,
    },
    /// The best for this board size.
    BestForTower {
        /// Fewest moves.
        moves: u64,
        /// Best time.
        clock: String,
    },
    /// Not solved before.
    NotSolvedYet,
    /// The solver helped.
    WithHelp,
    /// Solved, in the panel.
    PanelSolved {
        /// Moves made.
        moves: u64,
        /// Whether that was the optimum.
        optimal: bool,
    },
    /// Ask for the next move.
    HintButton,

    // ---- Records
    /// The Hanoi records window.
    HanoiRecordsTitle,
    /// The TicTacToe records window.
    TicTacToeRecordsTitle,
    /// No Hanoi records yet.
    NoHanoiRecords,
    /// Column: pegs.
    ColumnPegs,
    /// Column: disks.
    ColumnDisks,
    /// Column: fewest moves.
    ColumnFewestMoves,
    /// Column: best time.
    ColumnBestTime,
    /// Column: solves.
    ColumnSolves,
    /// The mark of an optimal best.
    OptimumMark,
    /// No TicTacToe records yet.
    NoTicTacToeRecords,
    /// Column: this session.
    ThisSession,
    /// Column: all time.
    AllTime,
    /// A row: the computer at a level.
    AgainstLevel(LevelName),
    /// A row: two players.
    TwoPlayersRow,
    /// Won, lost, drawn.
    Tally {
        /// Won.
        won: u32,
        /// Lost.
        lost: u32,
        /// Drawn.
        drawn: u32,
    },
    /// X and O wins and draws.
    PlayersTally {
        /// X won.
        x: u32,
        /// O won.
        o: u32,
        /// Drawn.
        drawn: u32,
    },
    /// Ask before forgetting.
    ForgetRecords,
    /// The question.
    ForgetQuestion,
    /// Yes.
    ForgetYes,
    /// No.
    ForgetNo,

    // ---- TicTacToe
    /// Your turn, playing this side (`X` or `O`).
    YourTurn(char),
    /// Whose turn (another side's).
    Turn(Side),
    /// The computer is thinking.
    Thinking(Side),
    /// A side won.
    Wins(Side),
    /// Sixty half-moves without a line.
    DrawByMoves,
    /// A hint on a cell: win in N.
    WinIn(u8),
    /// A hint on a cell: lose in N.
    LoseIn(u8),
    /// A hint on a cell: a draw.
    DrawHint,
    /// The TicTacToe panel's lead text.
    TicTacToeLead(usize),
    /// You against the computer.
    ModeVsComputer,
    /// Two players.
    ModeTwoPlayers,
    /// The computer against itself.
    ModeComputers,
    /// Your side.
    YouPlay,
    /// Who starts.
    FirstMove,
    /// A coin toss.
    Random,
    /// The computer's level.
    ComputerLevel,
    /// A level's name.
    Level(LevelName),
    /// The table is being built.
    SolvingTheGame,
    /// The rule set.
    Rules,
    /// A rule set's name.
    RulesTitle(RulesName),
    /// A rule set in one line.
    RulesSummary(RulesName),
    /// New game.
    NewGame,
    /// Show the exact values.
    ShowExactValues,
    /// This session's results.
    SessionHeading,
    /// You won.
    YouWon,
    /// The computer won.
    ComputerWon,
    /// Drawn.
    Drawn,
    /// X won.
    XWon,
    /// O won.
    OWon,
    /// All time against this level.
    AllTimeAgainst {
        /// The level.
        level: LevelName,
        /// Won.
        won: u32,
        /// Lost.
        lost: u32,
        /// Drawn.
        drawn: u32,
    },
    /// All time between two players.
    AllTimePlayers {
        /// X won.
        x: u32,
        /// O won.
        o: u32,
        /// Drawn.
        drawn: u32,
    },

    // ---- Saving
    /// No data folder.
    NoDataFolder,
    /// The saved data could not be read at all.
    DataUnreadableProtected(String),
    /// The saved data was kept aside.
    DataKeptAside(String),
    /// It could not even be moved aside.
    DataNotMovable(String),
    /// Writing fails.
    NotSaving(String),
}

/// One block of a how-to-play page.
#[derive(Clone, Debug, PartialEq)]
pub enum Block {
    /// A heading.
    Heading(String),
    /// A paragraph.
    Text(String),
    /// Numbered steps, in order.
    Steps(Vec<String>),
    /// Points without order.
    Points(Vec<String>),
    /// A small picture.
    Picture(Picture),
}

/// The small pictures a page can show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Picture {
    /// A tower on the first of its pegs.
    Tower {
        /// Pegs.
        pegs: usize,
    },
    /// A board with three stones a side, one of each faded.
    FadedStones,
}

/// A how-to-play page: a title and two columns of blocks.
#[derive(Clone, Debug, PartialEq)]
pub struct Page {
    /// The title.
    pub title: String,
    /// Left column.
    pub left: Vec<Block>,
    /// Right column.
    pub right: Vec<Block>,
}

/// What the Hanoi page says about the board being played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HanoiFacts {
    /// Pegs.
    pub pegs: usize,
    /// Disks.
    pub disks: usize,
    /// The optimum from the start for these.
    pub optimum: u64,
}

/// What perfect play gives under a rule set, as the table found it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Solved {
    /// The first player wins, with these first moves (cells 0–8), by this half-move.
    FirstPlayerWins {
        /// The winning first moves.
        moves: Vec<u8>,
        /// Half-moves until the win.
        by: u8,
    },
    /// The second player wins by this half-move.
    SecondPlayerWins(u8),
    /// Neither side can force a win.
    Draw,
    /// Not known yet (the table is being built).
    NotYetKnown,
}

/// What the TicTacToe page says about the rules in effect.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TicTacToeFacts {
    /// The rule set.
    pub rules: RulesName,
    /// Stones each player keeps.
    pub stones: usize,
    /// Half-moves before a draw.
    pub move_limit: u8,
    /// Perfect play.
    pub solved: Solved,
}

/// The cell names of a board, as each language says where a cell is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellKind {
    /// The centre.
    Centre,
    /// A corner.
    Corner,
    /// The middle of an edge.
    Edge,
}

/// What kind of cell a cell (0–8) is.
pub fn cell_kind(cell: u8) -> CellKind {
    match cell {
        4 => CellKind::Centre,
        0 | 2 | 6 | 8 => CellKind::Corner,
        _ => CellKind::Edge,
    }
}

#[cfg(test)]
mod tests;

impl From<crate::tictactoe::Level> for LevelName {
    fn from(level: crate::tictactoe::Level) -> Self {
        use crate::tictactoe::Level;
        match level {
            Level::Relaxed => Self::Relaxed,
            Level::Easy => Self::Easy,
            Level::Medium => Self::Medium,
            Level::Hard => Self::Hard,
            Level::Impossible => Self::Impossible,
            Level::Perfect => Self::Perfect,
        }
    }
}

impl From<crate::tictactoe::RuleSet> for RulesName {
    fn from(rules: crate::tictactoe::RuleSet) -> Self {
        use crate::tictactoe::RuleSet;
        match rules {
            RuleSet::Seed => Self::Seed,
            RuleSet::RemoveFirst => Self::RemoveFirst,
            RuleSet::Four => Self::Four,
        }
    }
}

impl From<crate::hanoi::MoveError> for Refusal {
    fn from(e: crate::hanoi::MoveError) -> Self {
        use crate::hanoi::MoveError;
        match e {
            MoveError::SamePeg => Self::SamePeg,
            MoveError::NoSuchPeg(p) => Self::NoSuchPeg(p + 1),
            MoveError::EmptyPeg(p) => Self::EmptyPeg(p + 1),
            MoveError::LargerOnSmaller { .. } => Self::LargerOnSmaller,
        }
    }
}
