//! The Hanoi panel (egui): the actions of the moment (on a phone, the row
//! under the board); a race's, a review's, a lesson's or a puzzle's panel
//! while one holds the board; else the tower (disks, pegs, restart, undo,
//! redo, a race), the solver and the explanations, the counts, and the
//! footer. Each part is a method of the panel's system parameter.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::super::autosolve::{SolverPhase, SolverQueue};
use super::super::insight::InsightParts;
use super::super::lesson::{self, OnLesson};
use super::super::puzzle::{self, OnBoard};
use super::super::race::{self, RaceAction, RaceClock, Racing};
use super::super::review::{self, OnReview, ReviewAction};
use super::super::solver_program::SolverProgram;
use super::super::state::{Board, HanoiAction, HanoiClock, HanoiRun, SolverSpeed, clock_text};
use super::super::tables::Distances;
use super::{moves_left, records_table};
use crate::base::i18n::{Key, LessonMsg, Msg, ProgramMsg, PuzzleMsg, ReviewMsg};
use crate::base::save::games::{GameShelf, KeptTower};
use crate::base::save::lessons::LessonBook;
use crate::base::save::puzzles::PuzzleBook;
use crate::base::save::records::RecordBook;
use crate::base::screen::Screen;
use crate::base::settings::{DISK_CHOICES, MAX_SPEED, MIN_SPEED, PEG_CHOICES};
use crate::shell::display::camera::View;
use crate::shell::display::theme::{self, PanelPart, Sheet, SheetWords, action_button, ui_panel};
use crate::shell::language::Lang;
use crate::shell::modes::lessons::LessonAction;
use crate::shell::modes::online::{Connection, RaceAsked};
use crate::shell::modes::puzzle::{PuzzleId, PuzzleShelf, Today};
use crate::shell::platform::tasks::Work;
use crate::shell::ui::programs::{ProgramForm, ProgramWords, own_programs};
use crate::shell::ui::widgets::{self, PanelFooter};

/// What the panel reads besides the board.
#[derive(SystemParam)]
pub(super) struct PanelView<'w, 's> {
    race_fields: Local<'s, race::panel::RaceFields>,
    distances: Res<'w, Distances>,
    solver: Res<'w, SolverQueue>,
    clock: Res<'w, HanoiClock>,
    run: Res<'w, HanoiRun>,
    layout: Res<'w, View>,
    on_board: Res<'w, OnBoard>,
    puzzles: Res<'w, PuzzleBook>,
    shelf: Res<'w, PuzzleShelf>,
    sheet: ResMut<'w, Sheet>,
    on_lesson: Res<'w, OnLesson>,
    lessons: Res<'w, LessonBook>,
    on_review: Res<'w, OnReview>,
    review_actions: MessageWriter<'w, ReviewAction>,
    lesson_actions: MessageWriter<'w, LessonAction>,
    today: Res<'w, Today>,
    games: Res<'w, GameShelf>,
    speed: ResMut<'w, SolverSpeed>,
    book: ResMut<'w, RecordBook>,
    racing: Res<'w, Racing>,
    line: Res<'w, Connection>,
    race_asked: ResMut<'w, RaceAsked>,
    race_actions: MessageWriter<'w, RaceAction>,
    race_clock: RaceClock<'w>,
    program: ResMut<'w, SolverProgram>,
    solver_form: Local<'s, ProgramForm>,
    work: Res<'w, Work>,
}

pub(super) fn panel(
    mut contexts: EguiContexts,
    board: Res<Board>,
    mut view: PanelView,
    mut footer: PanelFooter,
    mut records: Local<widgets::RecordsWindow>,
    mut actions: MessageWriter<HanoiAction>,
    mut explain: InsightParts,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let lang = footer.lang();
    let mut sheet = *view.sheet;
    // The menu's *Race a friend*: the race section opens (on a phone held
    // upright, in the sheet), where the free tower's panel shows it.
    let open_race = std::mem::take(&mut view.race_asked.0) && view.free_tower();
    if open_race && view.layout.portrait {
        sheet.open = true;
    }
    let (settings, close) = (lang.say(&Msg::Settings), lang.say(&Msg::Close));
    let words = SheetWords { settings: &settings, close: &close };
    let layout = *view.layout;
    ui_panel(ctx, "hanoi_panel", &layout, &mut sheet, words, |ui, part| {
        let finished = review::finished_tower(&board, &view.on_review, &view.today);
        if part == PanelPart::Actions {
            view.actions(ui, &lang, &board, finished.as_ref(), &mut actions);
            if action_button(ui, true, &lang.say(&Msg::MenuButton), None, layout.zoom) {
                footer.to_menu();
            }
            return;
        }
        if !view.held(ui, &lang, &board, finished.as_ref(), &mut actions, &mut explain) {
            view.tower(ui, &lang, &board, &mut actions, open_race);
            view.solver(ui, &lang, &board, &mut actions, &mut explain);
            view.counts(ui, &lang, &board, &mut actions);
        }
        ui.separator();
        footer.show(ui, Screen::Hanoi, &mut records);
    });
    view.sheet.set_if_neq(sheet);
    view.records(ctx, &lang, &mut records);
    Ok(())
}

impl PanelView<'_, '_> {
    /// Whether the tower is the player's own: no race, review, lesson or puzzle holds the board.
    fn free_tower(&self) -> bool {
        !self.racing.is_on()
            && self.on_review.0.is_none()
            && self.on_lesson.0.is_none()
            && self.on_board.0.is_none()
    }

    /// Whether today's Hanoi puzzle is made, so that a race may be on it.
    fn today_ready(&self) -> bool {
        self.shelf.hanoi(PuzzleId::Daily(self.today.day())).is_some()
    }

    /// A phone's row: a race's actions, a review's, or undo, hint (or try
    /// again, or review), the solver.
    fn actions(
        &mut self,
        ui: &mut egui::Ui,
        lang: &Lang,
        board: &Board,
        finished: Option<&KeptTower>,
        actions: &mut MessageWriter<HanoiAction>,
    ) {
        let say = |m: Msg| lang.say(&m);
        let zoom = self.layout.zoom;
        if self.racing.is_on() {
            // A race: racing again, starting the next, leaving.
            for (_, action, name) in self.racing.offered() {
                if action_button(ui, true, &say(Msg::Race(name)), None, zoom) {
                    self.race_actions.write(action);
                }
            }
            return;
        }
        if let Some(reviewing) = &self.on_review.0 {
            // A review: the moves before and after, playing on, and leaving it.
            let say_review = |m: ReviewMsg| say(Msg::Review(m));
            let mut offer = |ui: &mut egui::Ui, on: bool, what: ReviewMsg, icon: Option<&str>, action| {
                if action_button(ui, on, &say_review(what), icon, zoom) {
                    self.review_actions.write(action);
                }
            };
            if reviewing.trying {
                if action_button(ui, board.can_undo(), &say(Msg::Undo), None, zoom) {
                    actions.write(HanoiAction::Undo);
                }
                offer(ui, true, ReviewMsg::BackToReview, None, ReviewAction::BackToReview);
            } else {
                offer(ui, reviewing.at > 0, ReviewMsg::Earlier, Some("◀"), ReviewAction::Earlier);
                offer(ui, reviewing.at < reviewing.len(), ReviewMsg::Later, Some("▶"), ReviewAction::Later);
                let can_try = reviewing.at > 0 && reviewing.review.is_some();
                offer(ui, can_try, ReviewMsg::TryAgain, Some("↻"), ReviewAction::TryAgain);
            }
            offer(ui, true, ReviewMsg::Leave, Some("✕"), ReviewAction::Leave);
            return;
        }
        if action_button(ui, board.can_undo(), &say(Msg::Undo), None, zoom) {
            actions.write(HanoiAction::Undo);
        }
        if self.on_lesson.is_on() {
            if action_button(ui, true, &say(Msg::Lesson(LessonMsg::HintButton)), None, zoom) {
                self.lesson_actions.write(LessonAction::Hint);
            }
            if action_button(ui, true, &say(Msg::Lesson(LessonMsg::ShowMe)), None, zoom) {
                self.lesson_actions.write(LessonAction::ShowMe);
            }
        } else if self.on_board.is_on() {
            if action_button(ui, true, &say(Msg::Puzzle(PuzzleMsg::TryAgain)), None, zoom) {
                actions.write(HanoiAction::Restart);
            }
        } else if let Some(tower) = finished {
            if action_button(ui, true, &say(Msg::Review(ReviewMsg::Open)), None, zoom) {
                self.review_actions.write(ReviewAction::Open(tower.clone()));
            }
        } else {
            if action_button(ui, !board.is_solved(), &say(Msg::HintButton), None, zoom) {
                actions.write(HanoiAction::Hint);
            }
            if action_button(ui, !board.is_solved(), &say(solver_label(&self.solver)), None, zoom) {
                actions.write(HanoiAction::ToggleSolver);
            }
        }
    }

    /// The panel of a race, a review, a lesson or a puzzle holding the
    /// board (with the explanations each shows); whether one does.
    fn held(
        &mut self,
        ui: &mut egui::Ui,
        lang: &Lang,
        board: &Board,
        finished: Option<&KeptTower>,
        actions: &mut MessageWriter<HanoiAction>,
        explain: &mut InsightParts,
    ) -> bool {
        let cramped = self.layout.cramped();
        // Where space is short the plan and the map fold into the panel, else they stand beside the board.
        let folded = |explain: &mut InsightParts, ui: &mut egui::Ui| {
            if cramped {
                explain.plan(ui, lang);
                explain.map(ui, lang);
            }
        };
        if self.racing.is_on() {
            let shown = race::panel::RaceView {
                racing: &self.racing,
                line: &self.line,
                book: &self.book,
                now: (self.race_clock.seconds(), self.race_clock.millis()),
                cramped,
                today_ready: self.today_ready(),
            };
            race::panel::panel(ui, lang, shown, &mut self.race_actions, &mut self.race_fields);
            return true;
        }
        if let Some(reviewing) = &self.on_review.0 {
            review::panel(ui, lang, reviewing, &mut self.review_actions);
            // The way taken on the map of positions, beside the shortest one.
            explain.switches(ui, lang);
            folded(explain, ui);
            return true;
        }
        let key = lang.say(&Msg::KeyHint(Key::Char('V')));
        if let Some(tower) = finished
            && widgets::key_button(ui, true, lang.say(&Msg::Review(ReviewMsg::Open)), key)
        {
            self.review_actions.write(ReviewAction::Open(tower.clone()));
        }
        if let Some(playing) = &self.on_lesson.0 {
            lesson::panel(ui, lang, playing, board, &self.lessons, &mut self.lesson_actions, actions);
            folded(explain, ui);
            return true;
        }
        let Some(playing) = &self.on_board.0 else { return false };
        let shown =
            puzzle::PuzzlePanel { playing, board, run: &self.run, book: &self.puzzles, shelf: &self.shelf };
        puzzle::panel(ui, lang, shown, actions);
        if board.is_solved() {
            // Afterwards, the way the solver would have gone.
            explain.switches(ui, lang);
            folded(explain, ui);
        }
        true
    }

    /// The player's own tower: its disks and pegs, restart, undo, redo, and a race on it.
    fn tower(
        &mut self,
        ui: &mut egui::Ui,
        lang: &Lang,
        board: &Board,
        actions: &mut MessageWriter<HanoiAction>,
        open_race: bool,
    ) {
        let say = |m: Msg| lang.say(&m);
        let key = |k: Key| say(Msg::KeyHint(k));
        ui.heading(say(Msg::HanoiTitle));
        ui.label(say(Msg::HanoiLead(board.peg_count())));
        ui.separator();
        let mut disks = board.disks();
        ui.horizontal_wrapped(|ui| {
            if widgets::named_slider(ui, &say(Msg::Disks), &mut disks, DISK_CHOICES, false, None) {
                actions.write(HanoiAction::SetDisks(disks));
            }
        });
        ui.horizontal_wrapped(|ui| {
            ui.label(say(Msg::Pegs));
            for pegs in PEG_CHOICES {
                if ui.selectable_label(board.peg_count() == pegs, pegs.to_string()).clicked() {
                    actions.write(HanoiAction::SetPegs(pegs));
                }
            }
        });
        ui.horizontal_wrapped(|ui| {
            if widgets::key_button(ui, true, say(Msg::Restart), key(Key::Char('R'))) {
                actions.write(HanoiAction::Restart);
            }
            if widgets::key_button(ui, board.can_undo(), say(Msg::Undo), key(Key::Char('U'))) {
                actions.write(HanoiAction::Undo);
            }
            if widgets::key_button(ui, board.can_redo(), say(Msg::Redo), key(Key::Redo)) {
                actions.write(HanoiAction::Redo);
            }
        });
        // A race on this tower, with a friend or someone now.
        let offer = race::panel::Offer {
            tower: (board.peg_count(), board.disks()),
            today_ready: self.today_ready(),
            line: &self.line,
            open: open_race,
        };
        race::panel::invite(ui, lang, offer, &mut self.race_actions, &mut self.race_fields);
        ui.separator();
    }

    /// The solver (solve, step, speed, the plan's moves left) and the explanations.
    fn solver(
        &mut self,
        ui: &mut egui::Ui,
        lang: &Lang,
        board: &Board,
        actions: &mut MessageWriter<HanoiAction>,
        explain: &mut InsightParts,
    ) {
        let say = |m: Msg| lang.say(&m);
        let key = |k: Key| say(Msg::KeyHint(k));
        ui.strong(say(Msg::Solver));
        ui.horizontal_wrapped(|ui| {
            if widgets::key_button(ui, !board.is_solved(), say(solver_label(&self.solver)), key(Key::Space)) {
                actions.write(HanoiAction::ToggleSolver);
            }
            if widgets::key_button(ui, !board.is_solved(), say(Msg::Step), key(Key::Char('N'))) {
                actions.write(HanoiAction::StepSolver);
            }
        });
        if self.free_tower() {
            self.solver_programs(ui, lang);
        }
        ui.horizontal_wrapped(|ui| {
            let max = say(Msg::SpeedMax);
            let shown = |v: f64, _| {
                if v >= MAX_SPEED as f64 { max.clone() } else { lang.say(&Msg::PerSecond(v.round() as u32)) }
            };
            let mut chosen = self.speed.0;
            widgets::named_slider(
                ui,
                &say(Msg::Speed),
                &mut chosen,
                MIN_SPEED..=MAX_SPEED,
                true,
                Some(&shown),
            );
            // Changed (and saved) only when the player moves the slider.
            self.speed.set_if_neq(SolverSpeed(chosen));
        });
        if self.solver.is_active() {
            ui.label(say(Msg::PlanLeft {
                moves: self.solver.remaining(),
                optimal: self.solver.is_optimal(),
            }));
        }
        explain.switches(ui, lang);
        if self.layout.cramped() {
            // No room beside the board (upright, a small screen, large text): the explanations fold into the panel.
            if explain.explain.plan {
                egui::CollapsingHeader::new(say(Msg::PlanHeading))
                    .default_open(true)
                    .show(ui, |ui| explain.plan(ui, lang));
            }
            if explain.explain.map {
                egui::CollapsingHeader::new(say(Msg::MapHeading))
                    .default_open(true)
                    .show(ui, |ui| explain.map(ui, lang));
            }
        }
        ui.separator();
    }

    /// Who plays *Solve*: the game's own solver or a solver
    /// program of the player's own, and the programs kept.
    fn solver_programs(&mut self, ui: &mut egui::Ui, lang: &Lang) {
        let say = |m: Msg| lang.say(&m);
        // Changed through a copy: the choice is kept (and saved) only when the player changes it.
        let (mut programs, mut chosen) = (self.program.programs.clone(), self.program.chosen.clone());
        if !programs.is_empty() {
            let shown = chosen.clone().unwrap_or_else(|| say(Msg::Program(ProgramMsg::BuiltInSolver)));
            widgets::labelled_choice(
                ui,
                say(Msg::Program(ProgramMsg::SolverChoice)),
                "solver_program",
                shown,
                |ui| {
                    if ui
                        .selectable_label(chosen.is_none(), say(Msg::Program(ProgramMsg::BuiltInSolver)))
                        .clicked()
                    {
                        chosen = None;
                    }
                    for program in &programs {
                        if ui
                            .selectable_label(chosen.as_ref() == Some(&program.name), &program.name)
                            .clicked()
                        {
                            chosen = Some(program.name.clone());
                        }
                    }
                },
            );
        }
        if self.program.is_asking() {
            ui.spinner();
        }
        let words = ProgramWords {
            heading: Msg::Program(ProgramMsg::OwnSolvers),
            help: Msg::Program(ProgramMsg::OwnSolversHelp),
            script_help: Msg::Program(ProgramMsg::ScriptSolversHelp),
            add: Msg::Program(ProgramMsg::AddSolver),
            salt: "own_solvers",
        };
        own_programs(ui, lang, (&mut programs, &mut chosen), &mut self.solver_form, words, &self.work);
        if programs != self.program.programs || chosen != self.program.chosen {
            (self.program.programs, self.program.chosen) = (programs, chosen);
        }
    }

    /// The moves, the time, the optimum and the moves left, the best for
    /// this tower, and the hint (or the tower home).
    fn counts(
        &self,
        ui: &mut egui::Ui,
        lang: &Lang,
        board: &Board,
        actions: &mut MessageWriter<HanoiAction>,
    ) {
        let say = |m: Msg| lang.say(&m);
        let (left, exact) = moves_left(board, &self.distances, &self.solver);
        egui::Grid::new("hanoi_counts").num_columns(2).spacing([16.0, 4.0]).show(ui, |ui| {
            ui.label(say(Msg::MovesMade));
            ui.strong(board.moves().to_string());
            ui.end_row();
            ui.label(say(Msg::Time));
            ui.strong(clock_text(self.clock.seconds));
            ui.end_row();
            ui.label(say(Msg::OptimalFromStart));
            ui.label(board.optimal_from_start().to_string());
            ui.end_row();
            ui.label(say(Msg::MovesLeft { exact }));
            ui.label(left.to_string());
            ui.end_row();
        });
        match self.book.all_time.hanoi.get(&(board.peg_count(), board.disks())) {
            Some(r) => {
                ui.small(say(Msg::BestForTower { moves: r.best_moves, clock: clock_text(r.best_time) }))
            }
            None => ui.small(say(Msg::NotSolvedYet)),
        };
        if self.run.assisted && !board.is_solved() {
            ui.small(say(Msg::WithHelp));
        }
        if board.is_solved() {
            let (moves, optimum) = (board.moves(), board.optimal_from_start());
            ui.colored_label(
                theme::egui_colour(theme::palette_of(ui.ctx()).accent),
                say(Msg::PanelSolved { moves, optimal: moves == optimum }),
            );
        } else if widgets::key_button(ui, true, say(Msg::HintButton), say(Msg::KeyHint(Key::Char('H')))) {
            actions.write(HanoiAction::Hint);
        }
    }

    /// The records window, with races and the last towers (one opened for review closes it).
    fn records(&mut self, ctx: &egui::Context, lang: &Lang, records: &mut widgets::RecordsWindow) {
        let mut opened = false;
        let title = lang.say(&Msg::HanoiRecordsTitle);
        // Read through a shared borrow: only forgetting them changes the records (and saves).
        let (book, games, review_actions) = (&mut self.book, &self.games, &mut self.review_actions);
        if records.show(ctx, lang, "hanoi_records", &title, |ui| {
            records_table(ui, book.as_ref(), lang);
            race::panel::records_table(ui, book.as_ref(), lang);
            opened = review::last_games(ui, lang, games, review_actions);
        }) {
            book.forget_hanoi();
        }
        if opened {
            records.open = false;
        }
    }
}

/// The solver's button: solve, pause or resume.
fn solver_label(solver: &SolverQueue) -> Msg {
    match solver.phase() {
        SolverPhase::Idle => Msg::Solve,
        SolverPhase::LeadIn(_) | SolverPhase::Running => Msg::Pause,
        SolverPhase::Paused => Msg::Resume,
    }
}
