//! The lessons done, and where each course was left: kept with the rest of
//! the saved data. Lessons touch no records.

use std::collections::BTreeSet;

use bevy::prelude::*;
use pegs_engine::lesson::{Course, LessonId};

/// The lessons done, and the lesson each course was left at.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct LessonBook {
    /// Lessons done.
    pub done: BTreeSet<LessonId>,
    /// The lesson the Hanoi course was left at.
    pub hanoi_at: Option<LessonId>,
    /// The lesson the TicTacToe course was left at.
    pub tictactoe_at: Option<LessonId>,
}

impl LessonBook {
    /// Whether a lesson is done.
    pub fn is_done(&self, lesson: LessonId) -> bool {
        self.done.contains(&lesson)
    }

    /// Marks a lesson done.
    pub fn mark_done(&mut self, lesson: LessonId) {
        self.done.insert(lesson);
    }

    /// Lessons of a course done.
    pub fn count(&self, course: Course) -> usize {
        course.lessons().filter(|&l| self.is_done(l)).count()
    }

    /// Notes that a lesson was opened: its course resumes there.
    pub fn left_at(&mut self, lesson: LessonId) {
        let at = match lesson.course() {
            Course::Hanoi => &mut self.hanoi_at,
            Course::TicTacToe => &mut self.tictactoe_at,
        };
        if *at != Some(lesson) {
            *at = Some(lesson);
        }
    }

    /// Where a course resumes: where it was left, unless that lesson is done
    /// and a later one is not; else its first lesson not done; else its first.
    pub fn resume(&self, course: Course) -> LessonId {
        let at = match course {
            Course::Hanoi => self.hanoi_at,
            Course::TicTacToe => self.tictactoe_at,
        };
        let first_open = |from: Option<LessonId>| {
            course.lessons().skip_while(|&l| from.is_some_and(|f| l < f)).find(|&l| !self.is_done(l))
        };
        match at {
            Some(lesson) if !self.is_done(lesson) => lesson,
            Some(lesson) => first_open(Some(lesson)).or_else(|| first_open(None)).unwrap_or(lesson),
            None => first_open(None).unwrap_or_else(|| course.lessons().next().unwrap_or(LessonId::OneDisk)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_course_resumes_where_it_was_left_or_at_the_next_lesson_not_done() {
        let mut book = LessonBook::default();
        assert_eq!(book.resume(Course::Hanoi), LessonId::OneDisk);
        assert_eq!(book.resume(Course::TicTacToe), LessonId::VanishesNext);
        book.mark_done(LessonId::OneDisk);
        assert_eq!(book.resume(Course::Hanoi), LessonId::TwoDisks);
        book.left_at(LessonId::HowMany);
        assert_eq!(book.resume(Course::Hanoi), LessonId::HowMany);
        book.mark_done(LessonId::HowMany);
        assert_eq!(book.resume(Course::Hanoi), LessonId::FromTheMiddle);
        for lesson in Course::Hanoi.lessons().skip(4) {
            book.mark_done(lesson);
        }
        // Past the end, the first lesson still open.
        assert_eq!(book.resume(Course::Hanoi), LessonId::TwoDisks);
        assert_eq!(book.count(Course::Hanoi), 5);
        assert_eq!(book.count(Course::TicTacToe), 0);
    }
}
