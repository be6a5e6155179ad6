//! The menu's entry to the lessons: a button for each course (Learn), which
//! opens the course where the player left it. Sideways it stands in the
//! strip under the cards; where space is short (upright, a small screen
//! sideways, large text) it waits behind a "Learn" button in the top left corner.

use bevy::prelude::*;
use bevy_egui::egui;
use pegs_engine::lesson::Course;

use crate::base::i18n::{LessonMsg, Msg};
use crate::base::save::lessons::LessonBook;
use crate::base::screen::Screen;
use crate::shell::language::Lang;
use crate::shell::lessons::Learning;
use crate::shell::named::name_for_readers;
use crate::shell::puzzle::Challenge;
use crate::shell::view::View;

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

/// Where space is short, the courses behind a "Learn" button in the top left corner.
pub(super) fn learn_corner(
    mut contexts: bevy_egui::EguiContexts,
    view: Res<View>,
    lang: Res<Lang>,
    mut book: ResMut<LessonBook>,
    mut learning: ResMut<Learning>,
    mut challenge: ResMut<Challenge>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    if !view.cramped() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut chosen = None;
    egui::Area::new(egui::Id::new("menu_learn"))
        .fade_in(false)
        .anchor(egui::Align2::LEFT_TOP, egui::vec2(16.0, 12.0))
        .show(ctx, |ui| {
            ui.menu_button(lang.say(&Msg::Lesson(LessonMsg::Learn)), |ui| {
                chosen = course_buttons(ui, &lang, &book);
            });
        });
    if let Some(course) = chosen {
        open_course(course, &mut book, &mut learning, &mut challenge, &mut next);
    }
    Ok(())
}
