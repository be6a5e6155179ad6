//! The lessons' messages: each lesson's own words are `lesson-<key>-<part>`.

use std::borrow::Cow;

use pegs_engine::lesson::stones::WrongAnswer;
use pegs_engine::lesson::{Course, LessonId, WrongMove};
use pegs_engine::tictactoe::{PlayError, Player};

use super::super::LessonMsg;
use super::{Text, cell, cells, count, id, n, outcome, plain, say, with};

/// A lesson's own message: `lesson-<key>-<part>` (`lesson-hanoi-two-disks-title`).
fn lesson_part(lesson: LessonId, part: &str) -> Text {
    Text::Message(Cow::Owned(format!("lesson-{}-{part}", lesson.key())), Vec::new())
}

/// Whether a lesson's task is a sentence of its own (the others' come with their numbers).
pub(in crate::base::i18n) fn has_task_text(lesson: LessonId) -> bool {
    matches!(
        lesson,
        LessonId::HowMany
            | LessonId::VanishesNext
            | LessonId::WinInOne
            | LessonId::WinWithTheFading
            | LessonId::Block
            | LessonId::TwoThreats
            | LessonId::Depth
            | LessonId::Pruning
    )
}

/// What the lessons say.
pub(in crate::base::i18n) fn lesson(m: &LessonMsg) -> Text {
    match m {
        LessonMsg::Learn => id("lesson-learn"),
        LessonMsg::Course(Course::Hanoi) => id("lesson-course-hanoi"),
        LessonMsg::Course(Course::TicTacToe) => id("lesson-course-tictactoe"),
        LessonMsg::CourseEntry { course, done, of } => with(
            if *course == Course::Hanoi {
                "lesson-course-entry-hanoi"
            } else {
                "lesson-course-entry-tictactoe"
            },
            vec![("done", n(*done as u32)), ("of", n(*of as u32))],
        ),
        LessonMsg::Number { number, of } => {
            with("lesson-number", vec![("number", n(*number as u32)), ("of", n(*of as u32))])
        }
        LessonMsg::Title(l) => lesson_part(*l, "title"),
        LessonMsg::Text(l) => lesson_part(*l, "text"),
        LessonMsg::Task(l) if has_task_text(*l) => lesson_part(*l, "task"),
        LessonMsg::Task(_) => Text::Plain(Cow::Borrowed("")),
        LessonMsg::Hint(l) => lesson_part(*l, "hint"),
        LessonMsg::TowerTask { goal, optimum } => {
            with("lesson-tower-task", vec![("goal", n(*goal as u32)), ("moves", count(*optimum))])
        }
        LessonMsg::TowerMoves { moves, optimum } => {
            with("lesson-tower-moves", vec![("moves", count(*moves)), ("optimum", count(*optimum))])
        }
        LessonMsg::OffCourse { before, after } => {
            with("lesson-off-course", vec![("before", count(*before)), ("after", count(*after))])
        }
        LessonMsg::CountShown { disks, moves } => {
            with("lesson-count-shown", vec![("disks", n(*disks as u32)), ("moves", count(*moves))])
        }
        LessonMsg::CountAsk { disks } => with("lesson-count-ask", vec![("disks", n(*disks as u32))]),
        LessonMsg::WrongCount { disks, above } => with(
            "lesson-wrong-count",
            vec![("above-disks", n(disks.saturating_sub(1) as u32)), ("above", count(*above))],
        ),
        LessonMsg::Split { parked, moves } => {
            with("lesson-split", vec![("parked", n(*parked)), ("moves", count(*moves))])
        }
        LessonMsg::SolvedTask { by } => with("lesson-solved-task", vec![("by", n(*by))]),
        LessonMsg::WrongMove(wrong) => match wrong {
            WrongMove::Refused(PlayError::Occupied(_)) => id("lesson-wrong-occupied"),
            WrongMove::Refused(_) => id("lesson-wrong-refused"),
            WrongMove::NoLine => id("lesson-wrong-no-line"),
            WrongMove::Loses { cell: at } => with("lesson-wrong-loses", vec![("cell", say(cell(*at)))]),
            WrongMove::Threats(0) => id("lesson-wrong-no-threat"),
            WrongMove::Threats(1) => id("lesson-wrong-one-threat"),
            WrongMove::Threats(threats) => with("lesson-wrong-threats", vec![("threats", n(*threats))]),
            WrongMove::Worse { value, best } => with(
                "lesson-wrong-worse",
                vec![("value", say(outcome(*value))), ("best", say(outcome(*best)))],
            ),
        },
        LessonMsg::WrongAnswer(wrong) => match wrong {
            WrongAnswer::NoStone => id("lesson-answer-no-stone"),
            WrongAnswer::OtherSide(p) => with(
                "lesson-answer-other-side",
                vec![("side", plain(if *p == Player::X { "X" } else { "O" }))],
            ),
            WrongAnswer::Younger { .. } => id("lesson-answer-younger"),
            WrongAnswer::TooShallow { depth, score } => {
                with("lesson-answer-too-shallow", vec![("depth", n(*depth)), ("score", n(*score))])
            }
            WrongAnswer::Deeper { least } => with("lesson-answer-deeper", vec![("depth", n(*least))]),
            WrongAnswer::SameChoice(choice) => {
                with("lesson-answer-same-choice", vec![("cells", say(cells(choice)))])
            }
            WrongAnswer::NoSuchChoice => id("lesson-answer-no-such-choice"),
        },
        LessonMsg::Count(moves) => Text::Plain(Cow::Owned(moves.to_string())),
        LessonMsg::CellChoice(at) => cell(*at),
        LessonMsg::DepthChoice(depth) => with("lesson-depth-choice", vec![("depth", n(*depth))]),
        LessonMsg::SameChoice(same) => id(if *same { "lesson-same-move" } else { "lesson-another-move" }),
        LessonMsg::Look { depth, score, cells: best } => {
            with("lesson-look", vec![("depth", n(*depth)), ("score", n(*score)), ("cells", say(cells(best)))])
        }
        LessonMsg::Positions { depth, without, with: pruned } => with(
            "lesson-positions",
            vec![("depth", n(*depth)), ("without", count(*without)), ("with", count(*pruned))],
        ),
        LessonMsg::Done => id("lesson-done"),
        LessonMsg::DoneBefore => id("lesson-done-before"),
        LessonMsg::WriteYourOwn(Course::Hanoi) => id("lesson-own-hanoi"),
        LessonMsg::WriteYourOwn(Course::TicTacToe) => id("lesson-own-tictactoe"),
        LessonMsg::Shown => id("lesson-shown"),
        LessonMsg::HintButton => id("lesson-hint-button"),
        LessonMsg::ShowMe => id("lesson-show-me"),
        LessonMsg::TryAgain => id("lesson-try-again"),
        LessonMsg::NextLesson => id("lesson-next"),
        LessonMsg::Leave => id("lesson-leave"),
        LessonMsg::Lessons => id("lesson-lessons"),
        LessonMsg::ListEntry { lesson, done } => with(
            if *done { "lesson-list-entry-done" } else { "lesson-list-entry" },
            vec![("number", n(lesson.number() as u32 + 1)), ("title", say(lesson_part(*lesson, "title")))],
        ),
    }
}
