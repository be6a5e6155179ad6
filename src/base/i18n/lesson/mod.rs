//! What the lessons say: one message type ([`LessonMsg`]), said like every
//! other message (`lesson-…` in the language files). The numbers in a
//! lesson (counts, optima, scores) come from the engine as parameters.

use pegs_engine::lesson::stones::WrongAnswer;
use pegs_engine::lesson::{Course, LessonId, WrongMove};

/// A thing a lesson says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LessonMsg {
    /// The menu's entry: "Learn".
    Learn,
    /// A course's name.
    Course(Course),
    /// A course on the menu, with the lessons done: "Hanoi · 2/7".
    CourseEntry {
        /// The course.
        course: Course,
        /// Lessons done.
        done: usize,
        /// Lessons in it.
        of: usize,
    },
    /// "Lesson 3 of 7".
    Number {
        /// From 1.
        number: usize,
        /// Lessons in the course.
        of: usize,
    },
    /// A lesson's title.
    Title(LessonId),
    /// A lesson's few sentences: the idea.
    Text(LessonId),
    /// A lesson's task, where it has no numbers of its own.
    Task(LessonId),
    /// A lesson's hint.
    Hint(LessonId),
    /// A tower task: every disk to `goal` (from 1) in `optimum` moves.
    TowerTask {
        /// The goal peg, from 1.
        goal: usize,
        /// The fewest moves.
        optimum: u64,
    },
    /// How far the player is: "Moves: 2 of 7".
    TowerMoves {
        /// Moves made.
        moves: u64,
        /// The fewest.
        optimum: u64,
    },
    /// A move that is allowed but leads away from the shortest way.
    OffCourse {
        /// The fewest moves before it.
        before: u64,
        /// The fewest moves after it.
        after: u64,
    },
    /// A tower already played and its count: "4 disks: 15 moves".
    CountShown {
        /// Disks.
        disks: usize,
        /// Its fewest moves.
        moves: u64,
    },
    /// The count asked for.
    CountAsk {
        /// Disks.
        disks: usize,
    },
    /// A wrong count, and the reckoning.
    WrongCount {
        /// Disks asked about.
        disks: usize,
        /// Moves of the tower above the largest disk.
        above: u64,
    },
    /// A way of parking on four pegs and its count: "park 3: 13 moves".
    Split {
        /// Disks parked first.
        parked: u8,
        /// Moves in all.
        moves: u64,
    },
    /// The seed rules solved: win by this half-move.
    SolvedTask {
        /// The last half-move the win may take.
        by: u8,
    },
    /// A stone that does not meet the goal, and why.
    WrongMove(WrongMove),
    /// A wrong answer to a question, and why.
    WrongAnswer(WrongAnswer),
    /// A count offered as an answer.
    Count(u64),
    /// A cell offered as an answer.
    CellChoice(u8),
    /// A depth offered as an answer.
    DepthChoice(u8),
    /// "The same move" / "Another move".
    SameChoice(bool),
    /// What the search saw at one depth.
    Look {
        /// Plies searched.
        depth: u8,
        /// Its best score.
        score: i32,
        /// The cells with it.
        cells: Vec<u8>,
    },
    /// The two searches of the pruning lesson.
    Positions {
        /// Plies searched.
        depth: u8,
        /// Positions without pruning.
        without: u64,
        /// Positions with alpha–beta.
        with: u64,
    },
    /// The answer was right: the lesson is done.
    Done,
    /// Done before: the mark it has.
    DoneBefore,
    /// The end of a course: write a program of your own (docs/engines.md).
    WriteYourOwn(Course),
    /// "Show me" played it: the mark is earned by playing it yourself.
    Shown,
    /// The button that shows the hint.
    HintButton,
    /// The button that plays the answer slowly.
    ShowMe,
    /// The button that starts the lesson again.
    TryAgain,
    /// The button to the course's next lesson.
    NextLesson,
    /// The button that leaves the lesson.
    Leave,
    /// The heading of the course's list of lessons.
    Lessons,
    /// A lesson in a list, with its mark.
    ListEntry {
        /// The lesson.
        lesson: LessonId,
        /// Whether it is done.
        done: bool,
    },
}
