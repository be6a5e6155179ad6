//! Lessons: two short courses that teach the ideas that play the games —
//! the recursion that solves the towers ([`towers`]) and the search that
//! plays TicTacToe ([`stones`]). Each lesson sets one task on the game's own
//! board; every position is checked legal and every answer is computed here
//! from the engines (the fewest moves, the winning cells, the counts of a
//! search), never written down by hand. The words are the game's.

pub mod stones;
pub mod towers;

use crate::tictactoe::PerfectTable;

pub use stones::{StoneGoal, StoneQuestion, StoneTask, WrongMove};
pub use towers::{CountTask, OffCourse, TowerTask, TowerView};

/// The two courses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Course {
    /// The Towers of Hanoi: recursion.
    Hanoi,
    /// Infinity TicTacToe: search.
    TicTacToe,
}

impl Course {
    /// Both, in the order the menu shows them.
    pub const ALL: [Course; 2] = [Self::Hanoi, Self::TicTacToe];

    /// Its name on the command line and in the lessons' list (`hanoi`, `tictactoe`).
    pub const fn key(self) -> &'static str {
        match self {
            Self::Hanoi => "hanoi",
            Self::TicTacToe => "tictactoe",
        }
    }

    /// Its lessons, in order.
    pub fn lessons(self) -> impl Iterator<Item = LessonId> {
        LessonId::ALL.into_iter().filter(move |l| l.course() == self)
    }
}

/// Every lesson, in the order of its course.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum LessonId {
    /// One disk to the goal: only the top disk moves.
    OneDisk,
    /// Two disks in three moves: the small one aside, the large over, the small back.
    TwoDisks,
    /// Three disks: the two-disk trick twice, around the largest.
    ThreeDisks,
    /// How many moves a tower of n disks takes: 2ⁿ − 1.
    HowMany,
    /// A mixed position brought home in the fewest moves.
    FromTheMiddle,
    /// The map of every position and the shortest way across it.
    TheMap,
    /// Four pegs: park some disks first (Frame–Stewart).
    FourPegs,
    /// Which stone vanishes next.
    VanishesNext,
    /// A win in one.
    WinInOne,
    /// A win in one whose line holds the stone about to vanish.
    WinWithTheFading,
    /// Block the opponent's threat.
    Block,
    /// One move, two threats.
    TwoThreats,
    /// How deep the computer must look to see a win.
    Depth,
    /// Alpha–beta: the same answer from fewer positions.
    Pruning,
    /// The seed rules solved: X wins by the ninth half-move.
    Solved,
}

impl LessonId {
    /// Every lesson: the Hanoi course, then the TicTacToe course.
    pub const ALL: [LessonId; 15] = [
        Self::OneDisk,
        Self::TwoDisks,
        Self::ThreeDisks,
        Self::HowMany,
        Self::FromTheMiddle,
        Self::TheMap,
        Self::FourPegs,
        Self::VanishesNext,
        Self::WinInOne,
        Self::WinWithTheFading,
        Self::Block,
        Self::TwoThreats,
        Self::Depth,
        Self::Pruning,
        Self::Solved,
    ];

    /// Its course.
    pub const fn course(self) -> Course {
        match self {
            Self::OneDisk
            | Self::TwoDisks
            | Self::ThreeDisks
            | Self::HowMany
            | Self::FromTheMiddle
            | Self::TheMap
            | Self::FourPegs => Course::Hanoi,
            _ => Course::TicTacToe,
        }
    }

    /// Its name where it is kept and listed (`hanoi-two-disks`); never changes.
    pub const fn key(self) -> &'static str {
        match self {
            Self::OneDisk => "hanoi-one-disk",
            Self::TwoDisks => "hanoi-two-disks",
            Self::ThreeDisks => "hanoi-three-disks",
            Self::HowMany => "hanoi-how-many",
            Self::FromTheMiddle => "hanoi-from-the-middle",
            Self::TheMap => "hanoi-the-map",
            Self::FourPegs => "hanoi-four-pegs",
            Self::VanishesNext => "tictactoe-vanishes-next",
            Self::WinInOne => "tictactoe-win-in-one",
            Self::WinWithTheFading => "tictactoe-win-with-the-fading",
            Self::Block => "tictactoe-block",
            Self::TwoThreats => "tictactoe-two-threats",
            Self::Depth => "tictactoe-depth",
            Self::Pruning => "tictactoe-pruning",
            Self::Solved => "tictactoe-solved",
        }
    }

    /// The lesson of a key; `None` for others.
    pub fn from_key(key: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|l| l.key() == key)
    }

    /// Its place in its course, from 0.
    pub fn number(self) -> usize {
        self.course().lessons().position(|l| l == self).unwrap_or(0)
    }

    /// The next lesson of its course, if any.
    pub fn next(self) -> Option<Self> {
        self.course().lessons().skip_while(|&l| l != self).nth(1)
    }

    /// Its task. Only [`LessonId::Solved`] needs the perfect table of the
    /// seed rules (its answers are the moves of the best exact value); it is
    /// `None` without one.
    pub fn task(self, table: Option<&PerfectTable>) -> Option<Task> {
        Some(match self {
            Self::OneDisk => Task::Tower(towers::one_disk()),
            Self::TwoDisks => Task::Tower(towers::two_disks()),
            Self::ThreeDisks => Task::Tower(towers::three_disks()),
            Self::HowMany => Task::Count(towers::how_many()),
            Self::FromTheMiddle => Task::Tower(towers::from_the_middle()),
            Self::TheMap => Task::Tower(towers::the_map()),
            Self::FourPegs => Task::Tower(towers::four_pegs()),
            Self::VanishesNext => Task::Question(stones::vanishes_next()),
            Self::WinInOne => Task::Stones(stones::win_in_one()),
            Self::WinWithTheFading => Task::Stones(stones::win_with_the_fading()),
            Self::Block => Task::Stones(stones::block()),
            Self::TwoThreats => Task::Stones(stones::two_threats()),
            Self::Depth => Task::Question(stones::depth()),
            Self::Pruning => Task::Question(stones::pruning()),
            Self::Solved => Task::Stones(stones::solved(table?)),
        })
    }
}

/// What a lesson asks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Task {
    /// Move disks to the goal in the fewest moves.
    Tower(TowerTask),
    /// Say how many moves a tower takes.
    Count(CountTask),
    /// Place a stone (or play a game out) that meets a goal.
    Stones(StoneTask),
    /// Answer a question about a position.
    Question(StoneQuestion),
}

#[cfg(test)]
mod tests;
