//! The menu's entry to the lessons: a button for each course (Learn), which
//! opens the course where the player left it. Sideways it stands in the
//! strip under the cards; where space is short (upright, a small screen
//! sideways, large text) it waits behind a "Learn" button in the top left
//! corner, or, where the day's puzzles take that corner, behind theirs
//! (`strip` places it).

use bevy::prelude::*;
use bevy_egui::egui;
use pegs_engine::lesson::Course;

use crate::base::i18n::{LessonMsg, Msg};
use crate::base::save::lessons::LessonBook;
use crate::base::screen::Screen;
use crate::shell::labels::name_for_readers;
use crate::shell::language::Lang;
use crate::shell::modes::lessons::Learning;
use crate::shell::modes::puzzle::Challenge;

/// A button for each course, with the lessons done; the course asked for, if any.
pub(super) fn course_buttons(ui: &mut egui::Ui, lang: &Lang, book: &LessonBook) -> Option<Course> {
    let say = |m: LessonMsg| lang.say(&Msg::Lesson(m));
    let mut chosen = None;
    for course in Course::ALL {
        let entry = LessonMsg::CourseEntry { course, done: book.count(course), of: course.lessons().count() };
        let button = ui.button(say(entry));
        name_for_readers(&button, &format!("{}: {}", say(LessonMsg::Learn), say(LessonMsg::Course(course))));
        if button.on_hover_text(say(LessonMsg::Course(course))).clicked() {
            chosen = Some(course);
        }
    }
    chosen
}

/// Opens a course where it was left.
pub(super) fn open_course(
    course: Course,
    book: &mut LessonBook,
    learning: &mut Learning,
    challenge: &mut Challenge,
    next: &mut NextState<Screen>,
) {
    let lesson = book.resume(course);
    learning.open(lesson, book, challenge, next);
}

/// The area of the "Learn" button in the top left corner.
pub(super) const LEARN_CORNER: &str = "menu_learn";

/// Where space is short, the courses behind a "Learn" button in the top left corner; the course asked for, if any.
pub(super) fn corner(ctx: &egui::Context, lang: &Lang, book: &LessonBook) -> Option<Course> {
    let mut chosen = None;
    egui::Area::new(egui::Id::new(LEARN_CORNER))
        .fade_in(false)
        .anchor(egui::Align2::LEFT_TOP, egui::vec2(16.0, 12.0))
        .show(ctx, |ui| {
            // One word, never broken over lines, whatever the text size.
            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
            ui.menu_button(lang.say(&Msg::Lesson(LessonMsg::Learn)), |ui| {
                chosen = course_buttons(ui, lang, book);
            });
        });
    chosen
}
