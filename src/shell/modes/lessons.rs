//! The lessons as the menu and both game screens share them: the lesson
//! being played and what its panel asks for. Each screen sets the lesson out
//! on its own board (`screens::hanoi::lesson`, `screens::tictactoe::lesson`);
//! `base::save::lessons` keeps the marks.

use bevy::prelude::*;
use bevy_egui::egui;
use pegs_engine::lesson::{Course, LessonId};

use crate::base::i18n::{LessonMsg, Msg};
use crate::shell::access::Announce;
use crate::shell::language::Lang;

use crate::base::save::lessons::LessonBook;
use crate::base::screen::Screen;
use crate::shell::display::camera::View;
use crate::shell::display::theme::Sheet;
use crate::shell::modes::puzzle::Challenge;

/// The screen that plays a course's lessons.
pub fn screen_of(course: Course) -> Screen {
    match course {
        Course::Hanoi => Screen::Hanoi,
        Course::TicTacToe => Screen::TicTacToe,
    }
}

/// The lesson being played, if any.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Learning {
    /// The lesson on its board.
    pub playing: Option<LessonId>,
}

impl Learning {
    /// Opens a lesson on its game's screen (a puzzle on the board gives way);
    /// its course resumes there next time.
    pub fn open(
        &mut self,
        lesson: LessonId,
        book: &mut LessonBook,
        challenge: &mut Challenge,
        next: &mut NextState<Screen>,
    ) {
        self.playing = Some(lesson);
        challenge.playing = None;
        book.left_at(lesson);
        // From one lesson to the next on the same screen, the screen stays (and its board follows).
        next.set_if_different(screen_of(lesson.course()));
    }

    /// The lesson of `course` being played.
    pub fn playing(&self, course: Course) -> Option<LessonId> {
        self.playing.filter(|l| l.course() == course)
    }
}

/// What a lesson's panel asks for.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonAction {
    /// An answer to a question: a count, a cell, a depth, 0 or 1.
    Answer(u64),
    /// Say the hint.
    Hint,
    /// Play the answer slowly.
    ShowMe,
    /// Start the lesson again.
    Again,
    /// Open another lesson (the next, or one from the list).
    Open(LessonId),
    /// Leave the lesson for the game as it was.
    Leave,
}

/// How a lesson stands.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Verdict {
    /// Being played.
    #[default]
    Open,
    /// Done by the player.
    Done,
    /// Shown by "Show me": the mark waits for the player's own try.
    Shown,
}

/// The lesson as screen readers and the web page's mirror have it: filled
/// in by the screen that plays it, from the same messages its panel shows.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct LessonShown {
    /// The lesson on the board, if any.
    pub lesson: Option<LessonId>,
    /// Its title, text and task, with the numbers it shows.
    pub lines: Vec<Msg>,
    /// The answers it offers, each with its name.
    pub answers: Vec<(u64, LessonMsg)>,
    /// What it says now besides: the hint, or why an answer is wrong.
    pub said: Option<LessonMsg>,
    /// How it stands.
    pub verdict: Verdict,
}

/// The lesson's controls as a screen reader's list and the web page's mirror
/// offer them (the panel shows the same): each answer, then its buttons.
pub fn controls(shown: &LessonShown) -> Vec<(String, LessonAction, Msg)> {
    let Some(lesson) = shown.lesson else { return Vec::new() };
    let say = |m: LessonMsg| Msg::Lesson(m);
    let mut controls: Vec<_> = shown
        .answers
        .iter()
        .map(|(value, name)| {
            (format!("lesson_answer:{value}"), LessonAction::Answer(*value), say(name.clone()))
        })
        .collect();
    controls.extend([
        ("lesson:hint".to_string(), LessonAction::Hint, say(LessonMsg::HintButton)),
        ("lesson:show".to_string(), LessonAction::ShowMe, say(LessonMsg::ShowMe)),
        ("lesson:again".to_string(), LessonAction::Again, say(LessonMsg::TryAgain)),
    ]);
    if let Some(next) = lesson.next() {
        controls.push(("lesson:next".to_string(), LessonAction::Open(next), say(LessonMsg::NextLesson)));
    }
    controls.push(("lesson:leave".to_string(), LessonAction::Leave, say(LessonMsg::Leave)));
    controls
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Learning>()
        .init_resource::<LessonShown>()
        .add_message::<LessonAction>()
        .add_systems(OnEnter(Screen::Menu), |mut learning: ResMut<Learning>| learning.playing = None)
        .add_systems(Update, follow_actions)
        .add_systems(PostUpdate, announce_lesson);
}

/// Screen readers hear a lesson when it is set out (its title, text and
/// task), what it says when that changes (at once, for a wrong answer), and
/// when it is done.
fn announce_lesson(shown: Res<LessonShown>, mut last: Local<LessonShown>, mut out: MessageWriter<Announce>) {
    if *shown == *last {
        return;
    }
    if shown.lesson.is_some() && (shown.lesson != last.lesson || shown.lines.first() != last.lines.first()) {
        out.write(Announce::polite(Msg::Lines(shown.lines.clone())));
    } else if shown.said != last.said
        && let Some(said) = &shown.said
        // A move off the shortest way is said with the board's own refusals.
        && !matches!(said, LessonMsg::OffCourse { .. })
    {
        let wrong = matches!(
            said,
            LessonMsg::WrongMove(_) | LessonMsg::WrongAnswer(_) | LessonMsg::WrongCount { .. }
        );
        let msg = Msg::Lesson(said.clone());
        out.write(if wrong { Announce::assertive(msg) } else { Announce::polite(msg) });
    } else if shown.verdict != last.verdict && shown.verdict == Verdict::Done {
        out.write(Announce::polite(Msg::Lesson(LessonMsg::Done)));
    }
    last.clone_from(&shown);
}

/// Opening another lesson, or leaving: the lesson being played changes (the
/// board follows it on its screen).
fn follow_actions(
    mut actions: MessageReader<LessonAction>,
    mut learning: ResMut<Learning>,
    mut book: ResMut<LessonBook>,
    mut challenge: ResMut<Challenge>,
    mut next: ResMut<NextState<Screen>>,
) {
    for action in actions.read() {
        match *action {
            LessonAction::Open(lesson) => learning.open(lesson, &mut book, &mut challenge, &mut next),
            LessonAction::Leave => learning.playing = None,
            _ => {}
        }
    }
}

/// A lesson's heading: its course, its number and its title.
pub fn heading(ui: &mut egui::Ui, lang: &Lang, lesson: LessonId) {
    let say = |m: LessonMsg| lang.say(&Msg::Lesson(m));
    let of = lesson.course().lessons().count();
    ui.small(format!(
        "{} · {}",
        say(LessonMsg::Course(lesson.course())),
        say(LessonMsg::Number { number: lesson.number() + 1, of })
    ));
    ui.heading(say(LessonMsg::Title(lesson)));
}

/// The end of a lesson's panel: what it says now, how it stands, its buttons and the course's list.
pub fn footer(
    ui: &mut egui::Ui,
    lang: &Lang,
    lesson: LessonId,
    said: Option<&LessonMsg>,
    verdict: Verdict,
    book: &LessonBook,
    actions: &mut MessageWriter<LessonAction>,
) {
    let say = |m: LessonMsg| lang.say(&Msg::Lesson(m));
    if let Some(said) = said {
        ui.label(egui::RichText::new(say(said.clone())).italics());
    }
    match verdict {
        Verdict::Done => {
            ui.strong(say(LessonMsg::Done));
        }
        Verdict::Shown => {
            ui.strong(say(LessonMsg::Shown));
        }
        Verdict::Open if book.is_done(lesson) => {
            ui.small(say(LessonMsg::DoneBefore));
        }
        Verdict::Open => {}
    }
    // The course's last lesson, once done, points on: a program of your own.
    if lesson.next().is_none() && (verdict == Verdict::Done || book.is_done(lesson)) {
        ui.label(say(LessonMsg::WriteYourOwn(lesson.course())));
    }
    ui.horizontal_wrapped(|ui| {
        if ui.button(say(LessonMsg::HintButton)).clicked() {
            actions.write(LessonAction::Hint);
        }
        if ui.button(say(LessonMsg::ShowMe)).clicked() {
            actions.write(LessonAction::ShowMe);
        }
        if ui.button(say(LessonMsg::TryAgain)).clicked() {
            actions.write(LessonAction::Again);
        }
    });
    ui.horizontal_wrapped(|ui| {
        if let Some(next) = lesson.next()
            && ui.button(say(LessonMsg::NextLesson)).clicked()
        {
            actions.write(LessonAction::Open(next));
        }
        if ui.button(say(LessonMsg::Leave)).clicked() {
            actions.write(LessonAction::Leave);
        }
    });
    egui::CollapsingHeader::new(say(LessonMsg::Lessons)).id_salt(("lessons", lesson.course().key())).show(
        ui,
        |ui| {
            for other in lesson.course().lessons() {
                let entry = LessonMsg::ListEntry { lesson: other, done: book.is_done(other) };
                if ui.selectable_label(other == lesson, say(entry)).clicked() && other != lesson {
                    actions.write(LessonAction::Open(other));
                }
            }
        },
    );
}

/// On a phone held upright, the lesson's words in a band of the screen
/// (`top` to `bottom`, in egui points) beside its board: the title, the task
/// and the text (scrolled where they run longer than the band), and a
/// question's answers as buttons; the rest of its panel is in the sheet.
/// Returns the answer pressed, if any.
pub fn phone_band(
    ctx: &egui::Context,
    lang: &Lang,
    shown: &LessonShown,
    top: f32,
    bottom: f32,
) -> Option<u64> {
    let lines = &shown.lines;
    if shown.lesson.is_none() || lines.is_empty() || bottom - top < 40.0 {
        return None;
    }
    let width = ctx.content_rect().width();
    let mut answered = None;
    egui::Area::new(egui::Id::new("lesson_band")).fade_in(false).fixed_pos(egui::pos2(12.0, top)).show(
        ctx,
        |ui| {
            ui.set_width(width - 24.0);
            // Scrolled by the finger; no bar (it would stand in the screen reader's tree unnamed).
            let scroll = egui::ScrollArea::vertical()
                .max_height(bottom - top)
                .scroll_bar_visibility(egui::scroll_area::ScrollBarVisibility::AlwaysHidden);
            scroll.show(ui, |ui| {
                ui.strong(lang.say(&lines[0]));
                if let Some(said) = &shown.said {
                    ui.label(egui::RichText::new(lang.say(&Msg::Lesson(said.clone()))).italics());
                }
                // A question's answers first: its task stands above the board too.
                if !shown.answers.is_empty() {
                    ui.horizontal_wrapped(|ui| {
                        for (value, name) in &shown.answers {
                            if ui.button(lang.say(&Msg::Lesson(name.clone()))).clicked() {
                                answered = Some(*value);
                            }
                        }
                    });
                }
                if let Some(task) = lines.last().filter(|_| lines.len() > 2) {
                    ui.label(egui::RichText::new(lang.say(task)).strong());
                }
                // The facts it shows (counts, splits), then its few sentences.
                for line in lines.iter().take(lines.len().saturating_sub(1)).skip(2).chain(lines.get(1)) {
                    ui.small(lang.say(line));
                }
            });
        },
    );
    answered
}

/// The system that shows a lesson's band on a phone held upright (see
/// [`phone_band`]): under the world height `under_y` of its screen's board,
/// above the action row; an answer pressed there is the lesson's.
#[allow(clippy::type_complexity)]
pub fn band_under(
    under_y: f32,
) -> impl FnMut(
    bevy_egui::EguiContexts,
    Res<View>,
    Res<Sheet>,
    Res<Lang>,
    Res<LessonShown>,
    Single<(&Camera, &GlobalTransform)>,
    MessageWriter<LessonAction>,
) -> Result {
    move |mut contexts, view, sheet, lang, shown, camera, mut actions| {
        if !(view.phone && view.portrait) || sheet.open || shown.lesson.is_none() {
            return Ok(());
        }
        let ctx = contexts.ctx_mut()?;
        let (camera, eye) = *camera;
        let zoom = ctx.zoom_factor();
        let Ok(top) = camera.world_to_viewport(eye, Vec3::new(0.0, under_y, 0.0)) else { return Ok(()) };
        let bottom = ctx.content_rect().height() - view.panel_height / zoom;
        if let Some(answer) = phone_band(ctx, &lang, &shown, top.y / zoom, bottom - 4.0) {
            actions.write(LessonAction::Answer(answer));
        }
        Ok(())
    }
}
