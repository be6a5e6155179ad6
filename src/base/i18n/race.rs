//! What a Hanoi race says: one message type ([`RaceMsg`]), said like every
//! other message (`race-…` in the language files). The race itself is the
//! engine's (`pegs_engine::race`).

use pegs_engine::race::{Fault, Placing};

/// Who the other racer is: a friend who came by code or link, or a stranger
/// met through *Race someone now*.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rival {
    /// A friend.
    Friend,
    /// A stranger.
    Stranger,
}

/// How the winner's moves compare with the loser's, once both towers are home.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compare {
    /// The winner made fewer moves.
    Fewer,
    /// The winner made more.
    More,
    /// As many.
    Same,
}

/// A thing the race says.
#[derive(Clone, Debug, PartialEq)]
pub enum RaceMsg {
    /// The panel's heading.
    Heading,
    /// The button on the menu's Hanoi card that opens the race section (short: it shares a row).
    MenuButton,
    /// What a race is, under the heading.
    Lead,
    /// The button that creates a race on the tower chosen.
    Create,
    /// The button that races whoever asks the server for the same tower.
    Someone,
    /// The button that joins a friend's race by its code.
    Join,
    /// The field for the friend's code.
    CodeField,
    /// The line is in use by an online game of TicTacToe.
    LineBusy,
    /// Waiting for the friend, with the code to give them.
    Waiting(String),
    /// Joining the friend's race.
    Joining(String),
    /// Back in the friend's race of this code after the game restarted, until their game answers.
    ComingBack(String),
    /// Looking for someone to race on this tower.
    Looking {
        /// Disks.
        disks: usize,
        /// Pegs.
        pegs: usize,
        /// Seconds looked so far.
        seconds: u32,
    },
    /// The label before the kinds of tower a race may be on.
    TowerLabel,
    /// The usual start: every disk on the first peg.
    FromStart,
    /// Today's Hanoi puzzle.
    TodaysPuzzle,
    /// A scrambled tower, the same for both.
    Scrambled,
    /// The tower raced on.
    Tower {
        /// Disks.
        disks: usize,
        /// Pegs.
        pegs: usize,
    },
    /// The count-down: whole seconds left.
    Starting(u32),
    /// The race began.
    Go,
    /// The line under the board during a race.
    Counter {
        /// Moves made.
        moves: u32,
        /// The tower's optimum.
        optimum: u64,
        /// The race clock.
        clock: String,
    },
    /// The heading over the other racer's board.
    RivalTower(Rival),
    /// The other racer's progress (also read out every few moves).
    RivalMoves {
        /// Who.
        rival: Rival,
        /// Their moves so far.
        moves: u32,
        /// The tower's optimum.
        optimum: u64,
    },
    /// The other racer's tower is home.
    RivalHome {
        /// Who.
        rival: Rival,
        /// Their moves.
        moves: u32,
        /// Their time.
        clock: String,
    },
    /// This side's tower is home; the race is decided once the other
    /// racer's clock has passed this time.
    YouHome {
        /// Who the other racer is.
        rival: Rival,
        /// Moves made.
        moves: u32,
        /// The time.
        clock: String,
    },
    /// The result line, both towers home.
    Result {
        /// For this side.
        placing: Placing,
        /// Who the other racer is.
        rival: Rival,
        /// Seconds between the two finishes, as a player reads them
        /// (`3.2`); for a tie, the margin they were within.
        seconds: String,
        /// How the winner's moves compare with the loser's.
        compare: Compare,
        /// By how many moves.
        moves: u32,
    },
    /// The result line, the loser's tower not home.
    First {
        /// Whether this side won.
        won: bool,
        /// Who the other racer is.
        rival: Rival,
    },
    /// One side's finish, under the result.
    Finish {
        /// This side's (`None`) or the other racer's.
        rival: Option<Rival>,
        /// Moves made.
        moves: u32,
        /// The time, once home.
        clock: Option<String>,
    },
    /// The button to race again.
    Again,
    /// The other racer would race again.
    AgainOffered(Rival),
    /// Waiting for the other racer to race again.
    AgainAsked(Rival),
    /// This side lost and chooses the next tower.
    YouChoose,
    /// The button that starts the next race on the tower chosen.
    Start,
    /// The other racer chooses the next tower.
    RivalChooses(Rival),
    /// The button that leaves the race.
    Leave,
    /// The other racer's game dropped out; the race goes on meanwhile.
    RivalAway {
        /// Who.
        rival: Rival,
        /// Seconds left to come back.
        seconds: u32,
    },
    /// The other racer has not come back.
    RivalGone(Rival),
    /// The other racer left after the race.
    RivalLeft(Rival),
    /// The race has two racers already.
    Full,
    /// A game came back in the other racer's place without the race's key, and was turned away.
    StrangerTurnedAway(Rival),
    /// The race ended: the other game broke its rules, or the two disagree.
    Failed(Fault),
    /// What a race does not allow (the solver, hints, undo, another tower).
    NotDuringRace,
    /// A move before the count-down is over.
    NotYet,
    /// The records window's heading over races against friends or strangers.
    RecordsHeading(Rival),
    /// A column of races won.
    ColumnWon,
    /// A column of races lost.
    ColumnLost,
    /// A column of the best race time.
    ColumnBestTime,
}
