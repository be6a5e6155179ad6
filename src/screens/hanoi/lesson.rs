//! A lesson of the Hanoi course on the board: its tower set out (the tower
//! in play put aside, with its run, clock, explanations and solver speed,
//! and brought back when the lesson is left), each move judged by the
//! engine (one that leads away from the shortest way is refused with its
//! counts), the count asked for answered with a choice, "Show me" played
//! by the solver slowly, and the mark in the lesson book once done.
//! `rules` sets the lesson out and applies its actions; this file holds it
//! and draws its part of the panel.

use bevy::prelude::*;
use bevy_egui::egui;
use pegs_engine::hanoi::Tower;
use pegs_engine::hanoi::plan::splits;
use pegs_engine::lesson::towers::{CountTask, TowerTask, TowerView};
use pegs_engine::lesson::{LessonId, Task};

use super::insight::Insight;
use super::state::{HanoiAction, HanoiClock, HanoiRun, SolverSpeed};
use crate::base::i18n::{LessonMsg, Msg};
use crate::base::save::lessons::LessonBook;
use crate::base::screen::Screen;
use crate::shell::language::Lang;
use crate::shell::modes::lessons::{self, LessonAction, LessonShown, Verdict};

/// Moves a second while "Show me" plays: slow enough to follow each one.
pub const SHOW_SPEED: f32 = 1.5;

/// The lesson on the board, if one is played.
#[derive(Resource, Debug, Default)]
pub struct OnLesson(pub Option<Playing>);

impl OnLesson {
    /// Whether a lesson is on the board.
    pub fn is_on(&self) -> bool {
        self.0.is_some()
    }
}

/// What a Hanoi lesson asks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TowerLesson {
    /// Bring the tower home in the fewest moves.
    Tower(TowerTask),
    /// Say how many moves a tower takes (its tower stands on the board).
    Count(CountTask),
}

/// A lesson being played, and what it put aside.
#[derive(Debug, Clone)]
pub struct Playing {
    /// Which lesson.
    pub lesson: LessonId,
    /// What it asks.
    pub task: TowerLesson,
    /// How it stands.
    pub verdict: Verdict,
    /// What the lesson says now besides its text: the hint, or why an answer is wrong.
    pub said: Option<LessonMsg>,
    /// The tower put aside, with how it was played, its clock, the explanations and the solver's speed.
    pub aside: (Tower, HanoiRun, HanoiClock, Insight, SolverSpeed),
}

impl Playing {
    /// A lesson with its task, or `None` for a lesson of the other course.
    pub fn new(lesson: LessonId, aside: (Tower, HanoiRun, HanoiClock, Insight, SolverSpeed)) -> Option<Self> {
        let task = match lesson.task(None)? {
            Task::Tower(t) => TowerLesson::Tower(t),
            Task::Count(t) => TowerLesson::Count(t),
            Task::Stones(_) | Task::Question(_) => return None,
        };
        Some(Self { lesson, task, verdict: Verdict::Open, said: None, aside })
    }

    /// The tower it starts from (a count's: its whole tower, to be shown).
    pub fn start(&self) -> Option<Tower> {
        match &self.task {
            TowerLesson::Tower(t) => t.tower().ok(),
            TowerLesson::Count(t) => Tower::new_on(t.pegs, t.disks).ok(),
        }
    }

    /// The explanations its task shows.
    pub fn explain(&self) -> Insight {
        match &self.task {
            TowerLesson::Tower(t) => {
                Insight { plan: t.view == TowerView::Plan, map: t.view == TowerView::Map }
            }
            TowerLesson::Count(_) => Insight::default(),
        }
    }

    /// The tower task, if it moves disks.
    pub fn tower_task(&self) -> Option<&TowerTask> {
        match &self.task {
            TowerLesson::Tower(t) => Some(t),
            TowerLesson::Count(_) => None,
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<OnLesson>()
        .add_systems(Update, describe.in_set(super::HanoiSystems::Visuals).run_if(in_state(Screen::Hanoi)))
        .add_systems(
            bevy_egui::EguiPrimaryContextPass,
            lessons::band_under(BAND_TOP_Y).run_if(in_state(Screen::Hanoi)),
        );
}

/// World y under which a phone's band shows the lesson: below the move line.
const BAND_TOP_Y: f32 = -345.0;

/// The lesson for screen readers and the web page's mirror: what the panel shows of it.
fn describe(on_lesson: Res<OnLesson>, mut shown: ResMut<LessonShown>) {
    let next = match &on_lesson.0 {
        None => LessonShown::default(),
        Some(playing) => {
            let say = Msg::Lesson;
            let mut lines = vec![say(LessonMsg::Title(playing.lesson)), say(LessonMsg::Text(playing.lesson))];
            let mut answers = Vec::new();
            match &playing.task {
                TowerLesson::Tower(task) => {
                    lines.push(say(LessonMsg::TowerTask { goal: task.goal + 1, optimum: task.optimum }));
                    if task.pegs == 4 {
                        lines.extend(
                            splits(task.disks())
                                .into_iter()
                                .map(|(parked, moves)| say(LessonMsg::Split { parked, moves })),
                        );
                    }
                }
                TowerLesson::Count(task) => {
                    lines.extend(
                        task.shown.iter().map(|&(disks, moves)| say(LessonMsg::CountShown { disks, moves })),
                    );
                    lines.push(say(LessonMsg::CountAsk { disks: task.disks }));
                    answers = task.choices.iter().map(|&c| (c, LessonMsg::Count(c))).collect();
                }
            }
            LessonShown {
                lesson: Some(playing.lesson),
                lines,
                answers,
                said: playing.said.clone(),
                verdict: playing.verdict,
            }
        }
    };
    shown.set_if_neq(next);
}

/// The lesson's part of the panel.
pub fn panel(
    ui: &mut egui::Ui,
    lang: &Lang,
    playing: &Playing,
    board: &Tower,
    book: &LessonBook,
    actions: &mut MessageWriter<LessonAction>,
    board_actions: &mut MessageWriter<HanoiAction>,
) {
    let say = |m: LessonMsg| lang.say(&Msg::Lesson(m));
    lessons::heading(ui, lang, playing.lesson);
    ui.label(say(LessonMsg::Text(playing.lesson)));
    ui.separator();
    match &playing.task {
        TowerLesson::Tower(task) => {
            ui.strong(say(LessonMsg::TowerTask { goal: task.goal + 1, optimum: task.optimum }));
            ui.horizontal_wrapped(|ui| {
                ui.label(say(LessonMsg::TowerMoves { moves: board.moves(), optimum: task.optimum }));
                if ui.add_enabled(board.can_undo(), egui::Button::new(lang.say(&Msg::Undo))).clicked() {
                    board_actions.write(HanoiAction::Undo);
                }
            });
            if task.pegs == 4 {
                for (parked, moves) in splits(task.disks()) {
                    ui.small(say(LessonMsg::Split { parked, moves }));
                }
            }
        }
        TowerLesson::Count(task) => {
            for &(disks, moves) in &task.shown {
                ui.label(say(LessonMsg::CountShown { disks, moves }));
            }
            ui.strong(say(LessonMsg::CountAsk { disks: task.disks }));
            ui.label(say(LessonMsg::Task(playing.lesson)));
            ui.horizontal_wrapped(|ui| {
                for &choice in &task.choices {
                    let chosen = playing.verdict != Verdict::Open && choice == task.answer;
                    if ui.add(egui::Button::new(choice.to_string()).selected(chosen)).clicked() {
                        actions.write(LessonAction::Answer(choice));
                    }
                }
            });
        }
    }
    lessons::footer(ui, lang, playing.lesson, playing.said.as_ref(), playing.verdict, book, actions);
}
