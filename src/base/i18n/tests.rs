//! Every message in every language: present, translated, in the game's font.

use pegs_engine::hanoi::MoveError;
use pegs_engine::hanoi::plan::Step;
use pegs_engine::online::{Fault, TurnedAway};
use pegs_engine::tictactoe::{Level, Outcome, RuleSet};

use pegs_engine::lesson::stones::WrongAnswer;
use pegs_engine::lesson::{Course, LessonId, Task, WrongMove};

use super::*;

/// One message of every kind. [`kind`] has an arm per variant, so a new
/// message without a sample here makes the test fail by its count.
fn samples() -> Vec<Msg> {
    let side = Side::ComputerO(Level::Hard);
    let day = pegs_engine::puzzle::Day::parse("2026-12-06").expect("a day");
    vec![
        Msg::Tagline,
        Msg::HanoiTitle,
        Msg::TicTacToeTitle,
        Msg::HanoiBlurb,
        Msg::TicTacToeBlurb,
        Msg::PressKey(1),
        Msg::MenuHelp,
        Msg::LanguageLabel,
        Msg::HowToPlayButton,
        Msg::MenuButton,
        Msg::RecordsButton,
        Msg::HelpButton,
        Msg::ClosePage,
        Msg::KeyHint(Key::Space),
        Msg::Volume,
        Msg::Mute,
        Msg::StartPeg,
        Msg::GoalPeg(4),
        Msg::HanoiCounter { moves: 12, clock: "0:12.5".into(), optimum: 15, left: 9, exact: false },
        Msg::Refused(MoveError::LargerOnSmaller { disk: 2, onto: 1 }),
        Msg::OnlyTopDisk,
        Msg::NothingToPickUp(2),
        Msg::NothingToUndo,
        Msg::NothingToRedo,
        Msg::AlreadySolved,
        Msg::SolvingFromHere { moves: 7, optimal: true },
        Msg::SolverPaused,
        Msg::Hint { from: 1, to: 3, left: 6, optimal: true },
        Msg::NothingLeftToDo,
        Msg::Solved { moves: 15, clock: "0:20.0".into(), optimum: 15 },
        Msg::SolvedWithHelp(15),
        Msg::FirstSolve,
        Msg::FewestMovesYet,
        Msg::BestTimeYet,
        Msg::NoRefusedMove,
        Msg::HanoiLead(3),
        Msg::Disks,
        Msg::Pegs,
        Msg::Restart,
        Msg::Undo,
        Msg::Redo,
        Msg::Solver,
        Msg::Solve,
        Msg::Pause,
        Msg::Resume,
        Msg::Step,
        Msg::Speed,
        Msg::SpeedMax,
        Msg::PerSecond(3),
        Msg::PlanLeft { moves: 5, optimal: false },
        Msg::MovesMade,
        Msg::Time,
        Msg::OptimalFromStart,
        Msg::MovesLeft { exact: true },
        Msg::BestForTower { moves: 15, clock: "0:09.9".into() },
        Msg::NotSolvedYet,
        Msg::WithHelp,
        Msg::PanelSolved { moves: 17, optimal: false },
        Msg::HintButton,
        Msg::HanoiRecordsTitle,
        Msg::TicTacToeRecordsTitle,
        Msg::NoHanoiRecords,
        Msg::ColumnPegs,
        Msg::ColumnDisks,
        Msg::ColumnFewestMoves,
        Msg::ColumnBestTime,
        Msg::ColumnSolves,
        Msg::OptimumMark,
        Msg::NoTicTacToeRecords,
        Msg::ThisSession,
        Msg::AllTime,
        Msg::AgainstLevel(Level::Impossible),
        Msg::TwoPlayersRow,
        Msg::Tally { won: 1, lost: 2, drawn: 3 },
        Msg::PlayersTally { x: 1, o: 2, drawn: 3 },
        Msg::ForgetRecords,
        Msg::ForgetQuestion,
        Msg::ForgetYes,
        Msg::ForgetNo,
        Msg::YourTurn('X'),
        Msg::Turn(Side::You),
        Msg::Thinking(Side::Computer),
        Msg::Wins(side),
        Msg::DrawByMoves,
        Msg::WinIn(7),
        Msg::LoseIn(2),
        Msg::DrawHint,
        Msg::TicTacToeLead(3),
        Msg::ModeVsComputer,
        Msg::ModeTwoPlayers,
        Msg::ModeComputers,
        Msg::ModeLabel,
        Msg::Vibration,
        Msg::YouPlay,
        Msg::FirstMove,
        Msg::Random,
        Msg::ComputerLevel,
        Msg::Level(Level::Relaxed),
        Msg::SolvingTheGame,
        Msg::Rules,
        Msg::RulesTitle(RuleSet::RemoveFirst),
        Msg::RulesSummary(RuleSet::Four),
        Msg::NewGame,
        Msg::ShowExactValues,
        Msg::ShowPlan,
        Msg::ShowMap,
        Msg::PlanHeading,
        Msg::PlanFromHere,
        Msg::PlanStep(Step::Tower { smallest: 1, largest: 4, from: 0, to: 2, via: 1 }),
        Msg::PlanStep(Step::Tower { smallest: 3, largest: 7, from: 0, to: 2, via: 1 }),
        Msg::PlanStep(Step::Bring { smallest: 1, disk: 5, from: 0, to: 2, aside: 1 }),
        Msg::PlanStep(Step::Bring { smallest: 1, disk: 2, from: 0, to: 2, aside: 1 }),
        Msg::PlanStep(Step::Split { smallest: 1, largest: 6, to: 3, aside: 3, spare: 1, moves: 17 }),
        Msg::PlanStep(Step::Searched { disks: 6, to: 3 }),
        Msg::PlanStep(Step::Move { disk: 1, from: 0, to: 2 }),
        Msg::PlanProgress { done: 3, total: 15 },
        Msg::PlanProgress { done: 0, total: 1 },
        Msg::SplitWhy { aside: 3, moves: 17, fewer: Some(19), more: Some(21) },
        Msg::SplitWhy { aside: 1, moves: 5, fewer: None, more: None },
        Msg::MapHeading,
        Msg::MapNotShown { pegs: 4, disks: 5 },
        Msg::MapNotShown { pegs: 3, disks: 8 },
        Msg::MapLegend,
        Msg::MapDistance { moves: 7 },
        Msg::ShowThinking,
        Msg::ThinkingHeading,
        Msg::ThinkForMe,
        Msg::SearchStats { depth: 9, nodes: 24178, cutoffs: 3105, millis: 2 },
        Msg::PerfectStats,
        Msg::ScoreWords { score: 1005, depth: 9 },
        Msg::ScoreWords { score: -1001, depth: 9 },
        Msg::ScoreWords { score: 12, depth: 3 },
        Msg::ScoreWords { score: 3, depth: 3 },
        Msg::ScoreWords { score: -20, depth: 3 },
        Msg::Chosen,
        Msg::RandomMove,
        Msg::SearchDepth,
        Msg::ExpectedLine(vec![4, 0, 8]),
        Msg::VanishesNext,
        Msg::ReducedMotion,
        Msg::TextSize,
        Msg::Percent(150),
        Msg::HighContrast,
        Msg::Settings,
        Msg::Online(OnlineMsg::Mode),
        Msg::Online(OnlineMsg::Start),
        Msg::Online(OnlineMsg::Create),
        Msg::Online(OnlineMsg::Join),
        Msg::Online(OnlineMsg::CodeField),
        Msg::Online(OnlineMsg::Code("ABC234".into())),
        Msg::Online(OnlineMsg::CopyLink),
        Msg::Online(OnlineMsg::LinkCopied),
        Msg::Online(OnlineMsg::Server),
        Msg::Online(OnlineMsg::NotACode),
        Msg::Online(OnlineMsg::Connecting),
        Msg::Online(OnlineMsg::Waiting("ABC234".into())),
        Msg::Online(OnlineMsg::Joining("ABC234".into())),
        Msg::Online(OnlineMsg::NobodyThere),
        Msg::Online(OnlineMsg::FriendHere),
        Msg::Online(OnlineMsg::NoRoute { relay: false }),
        Msg::Online(OnlineMsg::NoRoute { relay: true }),
        Msg::Online(OnlineMsg::WithStranger(Box::new(OnlineMsg::FriendHere))),
        Msg::Online(OnlineMsg::WithStranger(Box::new(OnlineMsg::NoRoute { relay: false }))),
        Msg::Online(OnlineMsg::WithStranger(Box::new(OnlineMsg::NoRoute { relay: true }))),
        Msg::Online(OnlineMsg::ConnectedDirectly),
        Msg::Online(OnlineMsg::ConnectedThroughRelay),
        Msg::Online(OnlineMsg::IceUnavailable),
        Msg::Online(OnlineMsg::LookingAgain(75)),
        Msg::Online(OnlineMsg::FriendAway(42)),
        Msg::Online(OnlineMsg::FriendGone),
        Msg::Online(OnlineMsg::Unreachable("ws://example.test:3536".into())),
        Msg::Online(OnlineMsg::NoServerHere("https://example.test".into())),
        Msg::Online(OnlineMsg::ReachingAgain),
        Msg::Online(OnlineMsg::MeetingAgain),
        Msg::Online(OnlineMsg::Full),
        Msg::Online(OnlineMsg::Failed(Fault::OtherVersion { protocol: 2, version: "0.3.0".into() })),
        Msg::Online(OnlineMsg::Failed(Fault::SameRole)),
        Msg::Online(OnlineMsg::Failed(Fault::InvalidMove)),
        Msg::Online(OnlineMsg::Failed(Fault::Diverged)),
        Msg::Online(OnlineMsg::TurnedAway(TurnedAway::NotAGame)),
        Msg::Online(OnlineMsg::TurnedAway(TurnedAway::NotAnOffer)),
        Msg::Online(OnlineMsg::TurnedAway(TurnedAway::OtherVersion { protocol: 1, version: "0.1.0".into() })),
        Msg::Online(OnlineMsg::TurnedAway(TurnedAway::SameSide)),
        Msg::Online(OnlineMsg::TurnedAway(TurnedAway::OtherGame)),
        Msg::Online(OnlineMsg::SetupFailed),
        Msg::Online(OnlineMsg::FriendsTurn),
        Msg::Online(OnlineMsg::Starts { game: 1, you: true }),
        Msg::Online(OnlineMsg::Starts { game: 2, you: false }),
        Msg::Online(OnlineMsg::Resigned { you: true }),
        Msg::Online(OnlineMsg::Resigned { you: false }),
        Msg::Online(OnlineMsg::FriendWins),
        Msg::Online(OnlineMsg::RematchOffered),
        Msg::Online(OnlineMsg::RematchAsked),
        Msg::Online(OnlineMsg::Resign),
        Msg::Online(OnlineMsg::Rematch),
        Msg::Online(OnlineMsg::Claim),
        Msg::Online(OnlineMsg::Leave),
        Msg::Online(OnlineMsg::AllTime { won: 1, lost: 2, drawn: 3 }),
        Msg::Online(OnlineMsg::PlaySomeone),
        Msg::Online(OnlineMsg::Looking(75)),
        Msg::Online(OnlineMsg::NoOneYet),
        Msg::Online(OnlineMsg::KeepWaiting),
        Msg::Online(OnlineMsg::PlayComputer),
        Msg::Online(OnlineMsg::StopLooking),
        Msg::Online(OnlineMsg::WithStranger(Box::new(OnlineMsg::FriendsTurn))),
        Msg::Online(OnlineMsg::WithStranger(Box::new(OnlineMsg::Starts { game: 2, you: false }))),
        Msg::Online(OnlineMsg::WithStranger(Box::new(OnlineMsg::Resigned { you: false }))),
        Msg::Online(OnlineMsg::WithStranger(Box::new(OnlineMsg::FriendWins))),
        Msg::Online(OnlineMsg::WithStranger(Box::new(OnlineMsg::RematchOffered))),
        Msg::Online(OnlineMsg::WithStranger(Box::new(OnlineMsg::RematchAsked))),
        Msg::Online(OnlineMsg::WithStranger(Box::new(OnlineMsg::FriendAway(42)))),
        Msg::Online(OnlineMsg::WithStranger(Box::new(OnlineMsg::FriendGone))),
        Msg::Online(OnlineMsg::WithStranger(Box::new(OnlineMsg::MeetingAgain))),
        Msg::Online(OnlineMsg::AllTimeStrangers { won: 1, lost: 2, drawn: 3 }),
        Msg::OnlineRow { strangers: false },
        Msg::OnlineRow { strangers: true },
        Msg::Lines(vec![Msg::Undo, Msg::Redo]),
        Msg::Close,
        Msg::Puzzle(PuzzleMsg::Daily),
        Msg::Puzzle(PuzzleMsg::Date(day)),
        Msg::Puzzle(PuzzleMsg::EarlierDay),
        Msg::Puzzle(PuzzleMsg::LaterDay),
        Msg::Puzzle(PuzzleMsg::Today),
        Msg::Puzzle(PuzzleMsg::HanoiEntry { optimum: 31, stars: Some(3) }),
        Msg::Puzzle(PuzzleMsg::HanoiEntry { optimum: 31, stars: None }),
        Msg::Puzzle(PuzzleMsg::TttEntry { win_in: 5, solved: true }),
        Msg::Puzzle(PuzzleMsg::Preparing),
        Msg::Puzzle(PuzzleMsg::Streak { now: 4, best: 9 }),
        Msg::Puzzle(PuzzleMsg::Share),
        Msg::Puzzle(PuzzleMsg::Copied),
        Msg::Puzzle(PuzzleMsg::ShareLine { day, hanoi: Some((33, 31, 2)), tictactoe: (5, true), streak: 4 }),
        Msg::Puzzle(PuzzleMsg::ShareLine { day, hanoi: None, tictactoe: (3, false), streak: 0 }),
        Msg::Puzzle(PuzzleMsg::Heading(day)),
        Msg::Puzzle(PuzzleMsg::HanoiGoal { goal: 3, optimum: 31 }),
        Msg::Puzzle(PuzzleMsg::HanoiMoves { moves: 5, optimum: 31 }),
        Msg::Puzzle(PuzzleMsg::HanoiSolved { moves: 33, optimum: 31, stars: 2 }),
        Msg::Puzzle(PuzzleMsg::HanoiHelped),
        Msg::Puzzle(PuzzleMsg::TttGoal { side: 'X', win_in: 5 }),
        Msg::Puzzle(PuzzleMsg::HalfMovesLeft(3)),
        Msg::Puzzle(PuzzleMsg::TttToWin { side: 'O', left: 5 }),
        Msg::Puzzle(PuzzleMsg::TttSolved),
        Msg::Puzzle(PuzzleMsg::TttMissed),
        Msg::Puzzle(PuzzleMsg::WinningLine(vec![6, 3, 2])),
        Msg::Puzzle(PuzzleMsg::OtherMoves),
        Msg::Puzzle(PuzzleMsg::OtherMove { cell: 2, value: Outcome::Loss(4) }),
        Msg::Puzzle(PuzzleMsg::RungHeading { number: 5, of: 120 }),
        Msg::Puzzle(PuzzleMsg::RungStars(2)),
        Msg::Puzzle(PuzzleMsg::LadderEntry { game: Box::new(Msg::HanoiTitle), solved: 3, of: 120 }),
        Msg::Puzzle(PuzzleMsg::Ladders),
        Msg::Puzzle(PuzzleMsg::AllOpen),
        Msg::Puzzle(PuzzleMsg::NextPuzzle),
        Msg::Puzzle(PuzzleMsg::TryAgain),
        Msg::Puzzle(PuzzleMsg::Leave),
        Msg::Lesson(LessonMsg::Learn),
        Msg::Lesson(LessonMsg::Course(Course::Hanoi)),
        Msg::Lesson(LessonMsg::Course(Course::TicTacToe)),
        Msg::Lesson(LessonMsg::CourseEntry { course: Course::Hanoi, done: 2, of: 7 }),
        Msg::Lesson(LessonMsg::Number { number: 3, of: 7 }),
        Msg::Lesson(LessonMsg::TowerTask { goal: 3, optimum: 7 }),
        Msg::Lesson(LessonMsg::TowerMoves { moves: 2, optimum: 7 }),
        Msg::Lesson(LessonMsg::OffCourse { before: 7, after: 8 }),
        Msg::Lesson(LessonMsg::CountShown { disks: 1, moves: 1 }),
        Msg::Lesson(LessonMsg::CountShown { disks: 4, moves: 15 }),
        Msg::Lesson(LessonMsg::CountAsk { disks: 5 }),
        Msg::Lesson(LessonMsg::WrongCount { disks: 5, above: 15 }),
        Msg::Lesson(LessonMsg::Split { parked: 3, moves: 13 }),
        Msg::Lesson(LessonMsg::SolvedTask { by: 9 }),
        Msg::Lesson(LessonMsg::WrongMove(WrongMove::Refused(pegs_engine::tictactoe::PlayError::Occupied(4)))),
        Msg::Lesson(LessonMsg::WrongMove(WrongMove::Refused(pegs_engine::tictactoe::PlayError::GameOver))),
        Msg::Lesson(LessonMsg::WrongMove(WrongMove::NoLine)),
        Msg::Lesson(LessonMsg::WrongMove(WrongMove::Loses { cell: 7 })),
        Msg::Lesson(LessonMsg::WrongMove(WrongMove::Threats(0))),
        Msg::Lesson(LessonMsg::WrongMove(WrongMove::Threats(1))),
        Msg::Lesson(LessonMsg::WrongMove(WrongMove::Threats(2))),
        Msg::Lesson(LessonMsg::WrongMove(WrongMove::Worse { value: Outcome::Draw, best: Outcome::Win(9) })),
        Msg::Lesson(LessonMsg::WrongAnswer(WrongAnswer::NoStone)),
        Msg::Lesson(LessonMsg::WrongAnswer(WrongAnswer::OtherSide(pegs_engine::tictactoe::Player::O))),
        Msg::Lesson(LessonMsg::WrongAnswer(WrongAnswer::Younger { oldest: 0 })),
        Msg::Lesson(LessonMsg::WrongAnswer(WrongAnswer::TooShallow { depth: 1, score: 12 })),
        Msg::Lesson(LessonMsg::WrongAnswer(WrongAnswer::Deeper { least: 3 })),
        Msg::Lesson(LessonMsg::WrongAnswer(WrongAnswer::SameChoice(vec![4]))),
        Msg::Lesson(LessonMsg::WrongAnswer(WrongAnswer::NoSuchChoice)),
        Msg::Lesson(LessonMsg::Count(31)),
        Msg::Lesson(LessonMsg::CellChoice(8)),
        Msg::Lesson(LessonMsg::DepthChoice(2)),
        Msg::Lesson(LessonMsg::SameChoice(true)),
        Msg::Lesson(LessonMsg::SameChoice(false)),
        Msg::Lesson(LessonMsg::Look { depth: 3, score: 1000, cells: vec![4] }),
        Msg::Lesson(LessonMsg::Positions { depth: 5, without: 18729, with: 1234 }),
        Msg::Lesson(LessonMsg::Done),
        Msg::Lesson(LessonMsg::DoneBefore),
        Msg::Lesson(LessonMsg::Shown),
        Msg::Lesson(LessonMsg::HintButton),
        Msg::Lesson(LessonMsg::ShowMe),
        Msg::Lesson(LessonMsg::TryAgain),
        Msg::Lesson(LessonMsg::NextLesson),
        Msg::Lesson(LessonMsg::Leave),
        Msg::Lesson(LessonMsg::Lessons),
        Msg::Lesson(LessonMsg::ListEntry { lesson: LessonId::Depth, done: true }),
        Msg::CellName { cell: 5, stone: Some('X'), vanishes: true, value: None },
        Msg::CellName { cell: 0, stone: None, vanishes: false, value: Some(Outcome::Win(5)) },
        Msg::PegName { peg: 0, disks: vec![5, 3, 1] },
        Msg::PegName { peg: 1, disks: vec![] },
        Msg::Holding(3),
        Msg::DiskMoved { disk: 1, from: 0, to: 2 },
        Msg::StonePlaced { side: 'O', cell: 4, vanished: Some(0) },
        Msg::SolverProgress { left: 37 },
        Msg::SessionHeading,
        Msg::YouWon,
        Msg::ComputerWon,
        Msg::Drawn,
        Msg::XWon,
        Msg::OWon,
        Msg::AllTimeAgainst { level: Level::Medium, won: 1, lost: 0, drawn: 2 },
        Msg::AllTimePlayers { x: 1, o: 1, drawn: 0 },
        Msg::NoDataFolder,
        Msg::DataUnreadableProtected("e".into()),
        Msg::DataKeptAside("save.ron.unreadable-1".into()),
        Msg::DataNotMovable("e".into()),
        Msg::NotSaving("e".into()),
    ]
    .into_iter()
    .chain(LessonId::ALL.into_iter().flat_map(|l| {
        let mut each = vec![LessonMsg::Title(l), LessonMsg::Text(l), LessonMsg::Hint(l)];
        if has_task_text(l) {
            each.push(LessonMsg::Task(l));
        }
        each.into_iter().map(Msg::Lesson)
    }))
    .collect()
}

/// Lessons whose task is a sentence of its own (the others' come with their numbers).
fn has_task_text(lesson: LessonId) -> bool {
    matches!(lesson.task(None), Some(Task::Count(_) | Task::Question(_) | Task::Stones(_)))
}

/// Which kind of message `m` is; one arm per variant.
fn kind(m: &Msg) -> usize {
    match m {
        Msg::Tagline => 0,
        Msg::HanoiTitle => 1,
        Msg::TicTacToeTitle => 2,
        Msg::HanoiBlurb => 3,
        Msg::TicTacToeBlurb => 4,
        Msg::PressKey(_) => 5,
        Msg::MenuHelp => 6,
        Msg::LanguageLabel => 7,
        Msg::HowToPlayButton => 8,
        Msg::MenuButton => 9,
        Msg::RecordsButton => 10,
        Msg::HelpButton => 11,
        Msg::ClosePage => 12,
        Msg::Volume => 13,
        Msg::Mute => 14,
        Msg::StartPeg => 15,
        Msg::GoalPeg(_) => 16,
        Msg::HanoiCounter { .. } => 17,
        Msg::Refused(_) => 18,
        Msg::OnlyTopDisk => 19,
        Msg::NothingToPickUp(_) => 20,
        Msg::NothingToUndo => 21,
        Msg::NothingToRedo => 22,
        Msg::AlreadySolved => 23,
        Msg::SolvingFromHere { .. } => 24,
        Msg::SolverPaused => 25,
        Msg::Hint { .. } => 26,
        Msg::NothingLeftToDo => 27,
        Msg::Solved { .. } => 28,
        Msg::SolvedWithHelp(_) => 29,
        Msg::FirstSolve => 30,
        Msg::FewestMovesYet => 31,
        Msg::BestTimeYet => 32,
        Msg::NoRefusedMove => 33,
        Msg::HanoiLead(_) => 34,
        Msg::Disks => 35,
        Msg::Pegs => 36,
        Msg::Restart => 37,
        Msg::Undo => 38,
        Msg::Redo => 39,
        Msg::Solver => 40,
        Msg::Solve => 41,
        Msg::Pause => 42,
        Msg::Resume => 43,
        Msg::Step => 44,
        Msg::Speed => 45,
        Msg::SpeedMax => 46,
        Msg::PerSecond(_) => 47,
        Msg::PlanLeft { .. } => 48,
        Msg::MovesMade => 49,
        Msg::Time => 50,
        Msg::OptimalFromStart => 51,
        Msg::MovesLeft { .. } => 52,
        Msg::BestForTower { .. } => 53,
        Msg::NotSolvedYet => 54,
        Msg::WithHelp => 55,
        Msg::PanelSolved { .. } => 56,
        Msg::HintButton => 57,
        Msg::KeyHint(_) => 58,
        Msg::HanoiRecordsTitle => 59,
        Msg::TicTacToeRecordsTitle => 60,
        Msg::NoHanoiRecords => 61,
        Msg::ColumnPegs => 62,
        Msg::ColumnDisks => 63,
        Msg::ColumnFewestMoves => 64,
        Msg::ColumnBestTime => 65,
        Msg::ColumnSolves => 66,
        Msg::OptimumMark => 67,
        Msg::NoTicTacToeRecords => 68,
        Msg::ThisSession => 69,
        Msg::AllTime => 70,
        Msg::AgainstLevel(_) => 71,
        Msg::TwoPlayersRow | Msg::OnlineRow { .. } => 72,
        Msg::Tally { .. } => 73,
        Msg::PlayersTally { .. } => 74,
        Msg::ForgetRecords => 75,
        Msg::ForgetQuestion => 76,
        Msg::ForgetYes => 77,
        Msg::ForgetNo => 78,
        Msg::Turn(_) => 79,
        Msg::Thinking(_) => 80,
        Msg::Wins(_) => 81,
        Msg::DrawByMoves => 82,
        Msg::WinIn(_) => 83,
        Msg::LoseIn(_) => 84,
        Msg::DrawHint => 85,
        Msg::TicTacToeLead(_) => 86,
        Msg::ModeVsComputer => 87,
        Msg::ModeTwoPlayers => 88,
        Msg::ModeComputers => 89,
        Msg::YouPlay => 90,
        Msg::FirstMove => 91,
        Msg::Random => 92,
        Msg::ComputerLevel => 93,
        Msg::Level(_) => 94,
        Msg::SolvingTheGame => 95,
        Msg::Rules => 96,
        Msg::RulesTitle(_) => 97,
        Msg::RulesSummary(_) => 98,
        Msg::NewGame => 99,
        Msg::ShowExactValues => 100,
        Msg::SessionHeading => 101,
        Msg::YouWon => 102,
        Msg::ComputerWon => 103,
        Msg::Drawn => 104,
        Msg::XWon => 105,
        Msg::OWon => 106,
        Msg::AllTimeAgainst { .. } => 107,
        Msg::AllTimePlayers { .. } => 108,
        Msg::YourTurn(_) => 109,
        Msg::NoDataFolder => 110,
        Msg::DataUnreadableProtected(_) => 111,
        Msg::DataKeptAside(_) => 112,
        Msg::DataNotMovable(_) => 113,
        Msg::NotSaving(_) => 114,
        Msg::ShowPlan => 115,
        Msg::ShowMap => 116,
        Msg::PlanHeading => 117,
        Msg::PlanFromHere => 118,
        Msg::PlanStep(_) => 119,
        Msg::PlanProgress { .. } => 120,
        Msg::SplitWhy { .. } => 121,
        Msg::MapHeading => 122,
        Msg::MapNotShown { .. } => 123,
        Msg::MapLegend => 124,
        Msg::MapDistance { .. } => 125,
        Msg::ShowThinking => 126,
        Msg::ThinkingHeading => 127,
        Msg::ThinkForMe => 128,
        Msg::SearchStats { .. } => 129,
        Msg::PerfectStats => 130,
        Msg::ScoreWords { .. } => 131,
        Msg::Chosen => 132,
        Msg::RandomMove => 133,
        Msg::SearchDepth => 134,
        Msg::ExpectedLine(_) => 135,
        Msg::VanishesNext => 136,
        Msg::ReducedMotion => 137,
        Msg::Lines(_) => 138,
        Msg::CellName { .. } => 139,
        Msg::PegName { .. } => 140,
        Msg::Holding(_) => 141,
        Msg::DiskMoved { .. } => 142,
        Msg::StonePlaced { .. } => 143,
        Msg::SolverProgress { .. } => 144,
        Msg::TextSize => 145,
        Msg::Percent(_) => 146,
        Msg::HighContrast => 147,
        Msg::Settings => 148,
        Msg::Close => 153,
        Msg::Online(_) => 149,
        Msg::Puzzle(_) => 152,
        Msg::Lesson(_) => 154,
        Msg::ModeLabel => 150,
        Msg::Vibration => 151,
    }
}

const KINDS: usize = 155;

/// Messages that read the same in every language (names, numbers, keys).
fn same_everywhere(m: &Msg) -> bool {
    matches!(
        m,
        Msg::PerSecond(_)
            | Msg::TicTacToeTitle
            | Msg::SpeedMax
            | Msg::ComputerLevel
            | Msg::Percent(_)
            | Msg::Online(OnlineMsg::Server)
            | Msg::Lesson(LessonMsg::CourseEntry { .. } | LessonMsg::Count(_))
    )
}

#[test]
fn search_scores_read_as_forced_results_or_leanings() {
    let say = |score, depth| Language::En.say(&Msg::ScoreWords { score, depth });
    // A win found with 4 plies left of 9: the move and four more half-moves.
    assert_eq!(say(1004, 9), "+1004\nwins in 5");
    assert_eq!(say(-1000, 8), "-1000\nloses in 8");
    assert_eq!(say(12, 3), "+12\nlooks good");
    assert_eq!(say(-2, 3), "-2\nabout even");
    assert_eq!(Language::En.say(&Msg::ExpectedLine(vec![4, 0, 8])), "Expected play: 5 → 1 → 9");
}

#[test]
fn boards_read_as_a_screen_reader_says_them() {
    let say = |m: Msg| Language::En.say(&m);
    assert_eq!(
        say(Msg::CellName { cell: 5, stone: Some('X'), vanishes: true, value: None }),
        "row 2, column 3: X, vanishes next"
    );
    assert_eq!(
        say(Msg::CellName { cell: 6, stone: None, vanishes: false, value: Some(Outcome::Win(5)) }),
        "row 3, column 1: empty, win in 5"
    );
    assert_eq!(say(Msg::PegName { peg: 0, disks: vec![5, 3, 1] }), "peg 1: disks 5, 3, 1; top 1");
    assert_eq!(say(Msg::PegName { peg: 2, disks: vec![] }), "peg 3: empty");
    assert_eq!(
        say(Msg::StonePlaced { side: 'O', cell: 4, vanished: Some(0) }),
        "O on row 2, column 2. O's stone on row 1, column 1 vanished."
    );
    assert_eq!(
        say(Msg::Lines(vec![Msg::Holding(3), Msg::DiskMoved { disk: 1, from: 0, to: 2 }])),
        "Holding disk 3. Disk 1 from peg 1 to peg 3."
    );
}

fn pages(language: Language) -> Vec<Page> {
    let mut pages = Vec::new();
    for pegs in [3, 4] {
        pages.push(language.hanoi_page(&HanoiFacts { pegs, disks: 5, optimum: 31 }));
    }
    for (rules, solved) in [
        (RuleSet::Seed, Solved::FirstPlayerWins { moves: vec![4], by: 9 }),
        (RuleSet::RemoveFirst, Solved::FirstPlayerWins { moves: vec![1, 3, 5, 7], by: 13 }),
        (RuleSet::Four, Solved::Draw),
        (RuleSet::Seed, Solved::NotYetKnown),
        (RuleSet::Seed, Solved::SecondPlayerWins(10)),
    ] {
        let stones = if rules == RuleSet::Four { 4 } else { 3 };
        pages.push(language.tictactoe_page(&TicTacToeFacts { rules, stones, move_limit: 60, solved }));
    }
    pages
}

fn page_texts(page: &Page) -> Vec<String> {
    let mut texts = vec![page.title.clone()];
    for block in page.left.iter().chain(&page.right) {
        match block {
            Block::Heading(t) | Block::Text(t) => texts.push(t.clone()),
            Block::Steps(items) | Block::Points(items) => texts.extend(items.iter().cloned()),
            Block::Picture(_) => {}
        }
    }
    texts
}

#[test]
fn every_message_exists_in_every_language() {
    let samples = samples();
    let mut seen = [false; KINDS];
    for m in &samples {
        seen[kind(m)] = true;
    }
    assert!(seen.iter().all(|&s| s), "a sample of every kind of message");
    for m in &samples {
        let english = Language::En.say(m);
        for language in Language::ALL {
            let text = language.say(m);
            assert!(!text.trim().is_empty(), "{language:?}: {m:?}");
            assert!(
                !text.contains("{") && !text.contains("}"),
                "{language:?}: a placeholder left in {text:?}"
            );
            if language != Language::En && !same_everywhere(m) {
                assert_ne!(text, english, "{language:?} translates {m:?}");
            }
        }
    }
}

#[test]
fn plurals_are_right() {
    let say = |l: Language, n: u64| l.say(&Msg::SolvedWithHelp(n));
    assert!(say(Language::En, 1).contains("1 move:"), "{}", say(Language::En, 1));
    assert!(say(Language::En, 2).contains("2 moves"));
    assert!(say(Language::De, 1).contains("1 Zug:"), "{}", say(Language::De, 1));
    assert!(say(Language::De, 2).contains("mit 2 Zügen"), "{}", say(Language::De, 2));
    assert!(Language::De.say(&Msg::PanelSolved { moves: 1, optimal: true }).contains("mit 1 Zug:"));
    assert!(say(Language::Es, 1).contains("1 movimiento:"), "{}", say(Language::Es, 1));
    assert!(say(Language::Es, 2).contains("2 movimientos"));
}

#[test]
fn the_pages_follow_the_facts() {
    for language in Language::ALL {
        let pages = pages(language);
        // Peg counts and optimum appear where the page says them.
        assert!(page_texts(&pages[0]).iter().any(|t| t.contains("31")), "{language:?}");
        assert!(page_texts(&pages[1]).iter().any(|t| t.contains(" 4")), "{language:?}: four pegs");
        // Four stones under the four-stone rules, three otherwise.
        assert!(page_texts(&pages[4]).iter().any(|t| t.contains('4')), "{language:?}");
        assert_ne!(pages[2], pages[3], "{language:?}: each rule set its own page");
        for page in &pages {
            assert!(!page.left.is_empty() && !page.right.is_empty());
        }
    }
    assert_ne!(pages(Language::De), pages(Language::En));
    assert_ne!(pages(Language::Es), pages(Language::En));
}

#[test]
fn the_font_draws_every_character_of_every_text() {
    use skrifa::MetadataProvider;
    let mut texts: Vec<String> = Vec::new();
    for language in Language::ALL {
        texts.push(language.name().into());
        texts.extend(samples().iter().map(|m| language.say(m)));
        for page in pages(language) {
            texts.extend(page_texts(&page));
        }
    }
    for (face, bytes) in [
        ("regular", &include_bytes!("../../../assets/fonts/DejaVuSans-subset.ttf")[..]),
        ("bold", &include_bytes!("../../../assets/fonts/DejaVuSans-Bold-subset.ttf")[..]),
    ] {
        let font = skrifa::FontRef::new(bytes).expect("a font");
        let charmap = font.charmap();
        for text in &texts {
            for c in text.chars().filter(|c| !c.is_whitespace()) {
                assert!(charmap.map(c).is_some(), "{face}: {c:?} ({:04X}) in {text:?}", c as u32);
            }
        }
    }
}

#[test]
fn languages_come_from_locales() {
    assert_eq!(Language::from_locale("de-AT"), Some(Language::De));
    assert_eq!(Language::from_locale("es_MX.UTF-8"), Some(Language::Es));
    assert_eq!(Language::from_locale("EN"), Some(Language::En));
    assert_eq!(Language::from_locale("fr-FR"), None);
    assert_eq!(Language::best_of(["fr-FR", "es-ES", "de"]), Language::Es);
    assert_eq!(Language::best_of(["ja", "pt-BR"]), Language::En);
    assert_eq!(Language::best_of([]), Language::En);
}

#[test]
fn a_lesson_is_a_few_sentences_in_every_language() {
    for language in Language::ALL {
        for lesson in LessonId::ALL {
            let text = language.say(&Msg::Lesson(LessonMsg::Text(lesson)));
            let words = text.split_whitespace().count();
            assert!(words <= 80, "{language:?} {lesson:?}: {words} words");
            for m in [LessonMsg::Title(lesson), LessonMsg::Hint(lesson)] {
                assert!(!language.say(&Msg::Lesson(m)).is_empty());
            }
        }
    }
}
