//! The messages: one variant per thing the game says, with its numbers
//! and names as parameters.

use pegs_engine::hanoi::MoveError;
use pegs_engine::hanoi::plan::Step;
use pegs_engine::online::{Fault, TurnedAway};
use pegs_engine::puzzle::Day;
use pegs_engine::tictactoe::{Level, Outcome, RuleSet};

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
    ComputerX(Level),
    /// O played by the computer, at a level.
    ComputerO(Level),
}

/// What is said of the daily puzzles, on the menu and on the boards.
#[derive(Clone, Debug, PartialEq)]
pub enum PuzzleMsg {
    /// The menu's heading over a day's puzzles.
    Daily,
    /// A day, written the language's way.
    Date(Day),
    /// The day before (a button).
    EarlierDay,
    /// The day after (a button).
    LaterDay,
    /// Back to today (a button).
    Today,
    /// The Hanoi puzzle on the menu: the moves it takes, its stars once solved.
    HanoiEntry {
        /// The optimum.
        optimum: u64,
        /// Stars earned.
        stars: Option<u8>,
    },
    /// The TicTacToe puzzle on the menu.
    TttEntry {
        /// Half-moves to the win.
        win_in: u8,
        /// Solved.
        solved: bool,
    },
    /// The puzzles are being made ready.
    Preparing,
    /// The streak of days solved on the day, and the best.
    Streak {
        /// Days now.
        now: u32,
        /// The best ever.
        best: u32,
    },
    /// The button that copies the result.
    Share,
    /// The result was copied.
    Copied,
    /// The result to share, one line.
    ShareLine {
        /// The day.
        day: Day,
        /// The Hanoi puzzle: moves of the best solve, the optimum, stars.
        hanoi: Option<(u64, u64, u8)>,
        /// The TicTacToe puzzle: its half-moves, and whether it is solved.
        tictactoe: (u8, bool),
        /// The streak.
        streak: u32,
    },
    /// The panel's heading on a board.
    Heading(Day),
    /// What the Hanoi puzzle asks.
    HanoiGoal {
        /// The goal peg, from 1.
        goal: usize,
        /// The optimum.
        optimum: u64,
    },
    /// The moves made against the optimum.
    HanoiMoves {
        /// Moves made.
        moves: u64,
        /// The optimum.
        optimum: u64,
    },
    /// The Hanoi puzzle solved.
    HanoiSolved {
        /// Moves made.
        moves: u64,
        /// The optimum.
        optimum: u64,
        /// Stars earned.
        stars: u8,
    },
    /// Solved, but the solver or a hint helped.
    HanoiHelped,
    /// What the TicTacToe puzzle asks.
    TttGoal {
        /// 'X' or 'O'.
        side: char,
        /// Half-moves to the win.
        win_in: u8,
    },
    /// Half-moves left to win in.
    HalfMovesLeft(u8),
    /// The line above the board on the player's turn in a puzzle.
    TttToWin {
        /// 'X' or 'O'.
        side: char,
        /// Half-moves left.
        left: u8,
    },
    /// The TicTacToe puzzle solved.
    TttSolved,
    /// A move that does not win in time: the puzzle is missed.
    TttMissed,
    /// The winning line, cells from 0.
    WinningLine(Vec<u8>),
    /// The heading over the other first moves.
    OtherMoves,
    /// A first move that is not the answer, and what it comes to.
    OtherMove {
        /// Its cell.
        cell: u8,
        /// Its exact value for the player.
        value: Outcome,
    },
    /// The heading of a rung of a ladder.
    RungHeading {
        /// Its number, from 1.
        number: usize,
        /// Rungs in the ladder.
        of: usize,
    },
    /// Stars earned on a rung before.
    RungStars(u8),
    /// A game's ladder on the menu: rungs solved of all.
    LadderEntry {
        /// The game's name.
        game: Box<Msg>,
        /// Rungs solved.
        solved: usize,
        /// Rungs in the ladder.
        of: usize,
    },
    /// The heading over the ladders.
    Ladders,
    /// The switch that opens every rung.
    AllOpen,
    /// On to the ladder's next puzzle.
    NextPuzzle,
    /// Back to the puzzle's start.
    TryAgain,
    /// Leave the puzzle for the game that was being played.
    Leave,
}

/// What is said of a game with a friend online.
#[derive(Clone, Debug, PartialEq)]
pub enum OnlineMsg {
    /// The mode's name.
    Mode,
    /// What to do first: create a game or join one.
    Start,
    /// The button that creates a game.
    Create,
    /// The button that joins a friend's game.
    Join,
    /// The field for a friend's code.
    CodeField,
    /// The game's code.
    Code(String),
    /// The button that copies the link for the friend.
    CopyLink,
    /// The link was copied.
    LinkCopied,
    /// The signalling server's field.
    Server,
    /// A typed code is not one.
    NotACode,
    /// Reaching the server.
    Connecting,
    /// In the game, waiting for the friend (to whom the code is given).
    Waiting(String),
    /// Joining the friend's game of this code, before the friend answers.
    Joining(String),
    /// Nobody came to the game of this code.
    NobodyThere,
    /// The friend's game came: the connection to it is being made.
    FriendHere,
    /// The friend's game came, but no connection between the two networks
    /// could be made; whether the server's relay (TURN) was tried.
    NoRoute {
        /// The server handed out a relay, and it did not help either.
        relay: bool,
    },
    /// Connected to the friend's game directly.
    ConnectedDirectly,
    /// Connected to the friend's game through a relay (TURN).
    ConnectedThroughRelay,
    /// The server could not say which STUN and TURN servers to use: the game tries without.
    IceUnavailable,
    /// The friend left; seconds left of the wait for them.
    FriendAway(u32),
    /// The friend did not come back in time.
    FriendGone,
    /// The server (named) could not be reached.
    Unreachable(String),
    /// The page's own host (named) has no signalling: the page needs a server named.
    NoServerHere(String),
    /// The line to the server broke in a game: reaching it again.
    ReachingAgain,
    /// The game moved to a new line to the server while the friend was
    /// connected (its server went): meeting the friend there again.
    MeetingAgain,
    /// Two players are in the game already.
    Full,
    /// This browser has no WebRTC (none built in, or turned off): no online play here.
    NoWebRtc,
    /// Where to play online instead, and what this browser still plays.
    NoWebRtcInstead,
    /// The game ended for a fault.
    Failed(Fault),
    /// While waiting for the friend: a game that came to the room was turned away, and why.
    TurnedAway(TurnedAway),
    /// While waiting for the friend: this side could not set up a connection.
    SetupFailed,
    /// The friend's turn.
    FriendsTurn,
    /// A game is about to begin: its number, and whether you start.
    Starts {
        /// The game's number.
        game: u32,
        /// Whether you place the first stone.
        you: bool,
    },
    /// Who resigned.
    Resigned {
        /// You, or your friend.
        you: bool,
    },
    /// The friend won.
    FriendWins,
    /// The friend would play again.
    RematchOffered,
    /// You asked to play again.
    RematchAsked,
    /// The resign button.
    Resign,
    /// The rematch button.
    Rematch,
    /// The button that takes the game when the friend stays away.
    Claim,
    /// The button that leaves the online game.
    Leave,
    /// Results against friends online, all time.
    AllTime {
        /// Won.
        won: u32,
        /// Lost.
        lost: u32,
        /// Drawn.
        drawn: u32,
    },
    /// The button that looks for someone to play.
    PlaySomeone,
    /// Looking for someone to play, for so many seconds.
    Looking(u32),
    /// Looking again, after someone was found whose network and this one
    /// could not be connected; the seconds looked so far.
    LookingAgain(u32),
    /// Nobody came in the time offered: keep waiting, or play the computer.
    NoOneYet,
    /// The button that goes on looking.
    KeepWaiting,
    /// The button that stops looking and plays the computer.
    PlayComputer,
    /// The button that stops looking.
    StopLooking,
    /// What is said of the other player (a friend's words) said of a stranger.
    WithStranger(Box<OnlineMsg>),
    /// Results against strangers online, all time.
    AllTimeStrangers {
        /// Won.
        won: u32,
        /// Lost.
        lost: u32,
        /// Drawn.
        drawn: u32,
    },
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
    Refused(MoveError),
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
    AgainstLevel(Level),
    /// A row: two players.
    TwoPlayersRow,
    /// The records' row of online games: against friends, or strangers.
    OnlineRow {
        /// Strangers met through *Play someone now*.
        strangers: bool,
    },
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
    /// The name screen readers say for the mode box (who plays whom).
    ModeLabel,
    /// The switch for vibrations on a phone.
    Vibration,
    /// Your side.
    YouPlay,
    /// Who starts.
    FirstMove,
    /// A coin toss.
    Random,
    /// The computer's level.
    ComputerLevel,
    /// A level's name.
    Level(Level),
    /// The table is being built.
    SolvingTheGame,
    /// What is said of programs of the player's own: engines and solvers.
    Program(super::programs::ProgramMsg),
    /// The rule set.
    Rules,
    /// A rule set's name.
    RulesTitle(RuleSet),
    /// A rule set in one line.
    RulesSummary(RuleSet),
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
        level: Level,
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

    // ---- How the solver and the computer decide
    /// The switch that shows the solver's plan.
    ShowPlan,
    /// The switch that shows the map of every position.
    ShowMap,
    /// Above the plan.
    PlanHeading,
    /// Under the heading while the solver is not playing: the plan it would follow.
    PlanFromHere,
    /// One open sub-task of the plan (pegs from 0, as in the engine).
    PlanStep(Step),
    /// How far a sub-task has come.
    PlanProgress {
        /// Its moves made.
        done: u64,
        /// Its moves in all.
        total: u64,
    },
    /// Why a four-peg split sets that many disks aside.
    SplitWhy {
        /// Disks set aside.
        aside: u8,
        /// What that split costs.
        moves: u64,
        /// One disk fewer aside: its cost, if possible.
        fewer: Option<u64>,
        /// One disk more aside: its cost, if possible.
        more: Option<u64>,
    },
    /// Above the map.
    MapHeading,
    /// Why the map is not drawn.
    MapNotShown {
        /// Pegs on the board.
        pegs: usize,
        /// Disks on the board.
        disks: usize,
    },
    /// What the map shows.
    MapLegend,
    /// A position picked on the map.
    MapDistance {
        /// Its distance from the goal.
        moves: u64,
    },
    /// The switch that shows the computer's thinking.
    ShowThinking,
    /// Above the thinking.
    ThinkingHeading,
    /// The button (and key) that scores the player's own moves.
    ThinkForMe,
    /// What a search did.
    SearchStats {
        /// Plies.
        depth: u8,
        /// Positions visited.
        nodes: u64,
        /// Alpha-beta cut-offs.
        cutoffs: u64,
        /// Milliseconds it took.
        millis: u32,
    },
    /// The values come from the solved game.
    PerfectStats,
    /// A search score in words, from the mover's side.
    ScoreWords {
        /// The seed's score: ±(1000 + plies left) for a forced result, the line heuristic otherwise.
        score: i32,
        /// The search's depth.
        depth: u8,
    },
    /// The move the computer took.
    Chosen,
    /// The level played a random move.
    RandomMove,
    /// The depth slider.
    SearchDepth,
    /// The line both sides are expected to play, as cell numbers 1–9.
    ExpectedLine(Vec<u8>),

    // ---- Seeing and moving
    /// Under the stone that vanishes on its owner's next move.
    VanishesNext,
    /// The switch that turns animations down.
    ReducedMotion,
    /// The choice of text size.
    TextSize,
    /// A text size, in per cent.
    Percent(u16),
    /// The switch to the high-contrast colours.
    HighContrast,
    /// The menu's settings, behind one button when the text is large (and a phone's settings sheet).
    Settings,
    /// Closes a phone's settings sheet.
    Close,

    // ---- Online
    /// What the TicTacToe screen says of a game with a friend online.
    Online(OnlineMsg),

    // ---- Puzzles
    /// What is said of the daily puzzles.
    Puzzle(PuzzleMsg),
    /// What the lessons say.
    Lesson(super::lesson::LessonMsg),
    /// What a finished game's review says.
    Review(super::review::ReviewMsg),
    /// What a Hanoi race says.
    Race(super::race::RaceMsg),

    // ---- Screen readers
    /// Several messages read one after the other.
    Lines(Vec<Msg>),
    /// A TicTacToe cell as a screen reader names it.
    CellName {
        /// 0–8, row by row.
        cell: u8,
        /// The stone on it: 'X' or 'O'.
        stone: Option<char>,
        /// The stone vanishes on its owner's next move.
        vanishes: bool,
        /// Its exact value for the side to move, when hints are on.
        value: Option<Outcome>,
    },
    /// A Hanoi peg as a screen reader names it.
    PegName {
        /// From 0.
        peg: usize,
        /// Its disks, bottom to top.
        disks: Vec<u8>,
    },
    /// The disk in hand.
    Holding(u8),
    /// A disk moved.
    DiskMoved {
        /// The disk.
        disk: u8,
        /// From this peg (from 0).
        from: usize,
        /// To this one.
        to: usize,
    },
    /// A stone placed, and the mover's oldest that vanished with it.
    StonePlaced {
        /// 'X' or 'O'.
        side: char,
        /// Its cell.
        cell: u8,
        /// The cell whose stone vanished.
        vanished: Option<u8>,
    },
    /// The solver's progress at speed.
    SolverProgress {
        /// Moves left.
        left: u64,
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
