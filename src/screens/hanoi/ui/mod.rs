//! What the Hanoi screen says: the control panel (egui), the message line
//! above the board, and (`highlights`) the highlights on what the player
//! can pick or drop on.

mod highlights;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::autosolve::{SolverPhase, SolverQueue};
use super::insight::InsightParts;
use super::layout::{BOARD_X, Tall};
use super::lesson::{self, OnLesson};
use super::puzzle::{self, OnBoard};
use super::race::{self, RaceAction, RaceClock, Racing};
use super::review::{self, OnReview, ReviewAction};
use super::state::{Board, HanoiAction, HanoiClock, HanoiRun, Notice, NoticeKind, SolverSpeed, clock_text};
use super::tables::Distances;
use crate::base::i18n::{Key, LessonMsg, Msg, PuzzleMsg, ReviewMsg};
use crate::base::save::lessons::LessonBook;
use crate::base::save::puzzles::PuzzleBook;
use crate::base::save::records::RecordBook;
use crate::base::screen::Screen;
use crate::base::settings::{DISK_CHOICES, MAX_SPEED, MIN_SPEED, PEG_CHOICES};
use crate::shell::display::camera::View;
use crate::shell::display::theme::{
    self, Ink, Paint, Palette, PanelPart, Sheet, SheetWords, action_button, ui_panel,
};
use crate::shell::language::Lang;
use crate::shell::modes::lessons::LessonAction;
use crate::shell::modes::online::{Line, RaceAsked};
use crate::shell::modes::puzzle::PuzzleShelf;
use crate::shell::ui::widgets::{self, PanelFooter};
use bevy::ecs::system::SystemParam;

/// The message line's text entity.
#[derive(Component)]
pub struct NoticeText;

/// The move counter above the board.
#[derive(Component)]
struct MoveCounter;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Hanoi), (spawn_texts, |mut n: ResMut<Notice>| n.clear()))
        .add_systems(
            Update,
            (
                show_notice,
                show_counter,
                highlights::highlight_disks,
                highlights::highlight_pegs,
                highlights::show_disk_numbers,
            )
                .in_set(super::HanoiSystems::Visuals)
                .run_if(in_state(Screen::Hanoi)),
        )
        .add_systems(EguiPrimaryContextPass, panel.run_if(in_state(Screen::Hanoi)));
}

fn spawn_texts(mut commands: Commands, palette: Res<Palette>) {
    commands.spawn((
        NoticeText,
        theme::WorldText { hangs: true, wrap: Some(920.0), ..theme::label("", 26.0, palette.text) },
        Transform::from_xyz(BOARD_X, NOTICE_Y, 8.0),
        DespawnOnExit(Screen::Hanoi),
    ));
    commands.spawn((
        MoveCounter,
        theme::WorldText { wrap: Some(940.0), ..theme::label("", 20.0, palette.text_dim) },
        Paint(Ink::TextDim),
        Transform::from_xyz(BOARD_X, -320.0, 8.0),
        Visibility::Inherited,
        DespawnOnExit(Screen::Hanoi),
    ));
}

/// Where the notice hangs from, above a board of the usual height.
const NOTICE_Y: f32 = 334.0;

fn show_notice(
    time: Res<Time>,
    lang: Res<Lang>,
    palette: Res<Palette>,
    tall: Res<Tall>,
    mut notice: ResMut<Notice>,
    mut text: Query<(&mut theme::WorldText, &mut Transform), With<NoticeText>>,
) {
    notice.age += time.delta_secs();
    let colour = match notice.kind {
        NoticeKind::Info => palette.text,
        NoticeKind::Warning => palette.warning,
        NoticeKind::Solved => palette.accent,
    };
    let said = notice.text(&lang);
    for (mut t, mut place) in &mut text {
        t.set(&said);
        t.colour = colour.with_alpha(notice.opacity());
        // Above the pegs, however tall they stand.
        let y = NOTICE_Y + tall.rise();
        if place.translation.y != y {
            place.translation.y = y;
        }
    }
}

/// What the move line counts: the moves made, the clock, the moves left.
#[derive(SystemParam)]
pub(super) struct Counted<'w> {
    pub board: Res<'w, Board>,
    pub distances: Res<'w, Distances>,
    pub solver: Res<'w, SolverQueue>,
    pub clock: Res<'w, HanoiClock>,
}

/// What the board is played for, besides a game of one's own: a puzzle, a lesson, a review, a race.
#[derive(SystemParam)]
pub(super) struct PlayedFor<'w> {
    pub on_board: Res<'w, OnBoard>,
    pub on_lesson: Res<'w, OnLesson>,
    pub on_review: Res<'w, OnReview>,
    pub racing: Res<'w, Racing>,
}

/// The move line under the board; in portrait the panel right under the
/// board says the same, and the line (its letters kept readable there)
/// would not fit beside the peg labels.
fn show_counter(
    counted: Counted,
    played_for: PlayedFor,
    lang: Res<Lang>,
    layout: Res<View>,
    race_clock: RaceClock,
    mut text: Query<(&mut theme::WorldText, &mut Visibility), With<MoveCounter>>,
) {
    let Counted { board, distances, solver, clock } = counted;
    let PlayedFor { on_board, on_lesson, on_review, racing } = played_for;
    let (left, exact) = moves_left(&board, &distances, &solver);
    let lesson_task = on_lesson.0.as_ref().and_then(|p| p.tower_task());
    // A review says what the move shown did (on a phone, the only words under the board).
    let judged =
        on_review.0.as_ref().filter(|r| !r.trying).map(|r| review::judged(r).unwrap_or(review::status(r)));
    let line = match &on_board.0 {
        // A race counts on its own clock, against the optimum (the moves left would give its way away).
        _ if let Some(counter) = racing.counter(race_clock.millis()) => lang.say(&Msg::Race(counter)),
        _ if let Some(words) = &judged => lang.say(words),
        // A lesson counts against its optimum too.
        _ if let Some(task) = lesson_task => {
            lang.say(&Msg::Lesson(LessonMsg::TowerMoves { moves: board.moves(), optimum: task.optimum }))
        }
        // A puzzle's moves left would give its way away.
        Some(playing) => lang.say(&Msg::Puzzle(PuzzleMsg::HanoiMoves {
            moves: board.moves(),
            optimum: playing.puzzle.optimum,
        })),
        None => lang.say(&Msg::HanoiCounter {
            moves: board.moves(),
            clock: clock_text(clock.seconds),
            optimum: board.optimal_from_start(),
            left,
            exact,
        }),
    };
    for (mut t, mut visibility) in &mut text {
        t.set(&line);
        // The panel says the same; where space is short the line would run into
        // the peg labels (a puzzle's short line fits under them on a phone held upright).
        // A count lesson's tower only stands there: its counts would give the answer away.
        let counting = on_lesson.is_on() && lesson_task.is_none();
        let short = on_board.is_on() || lesson_task.is_some() || judged.is_some();
        let room = !counting && (!layout.cramped() || (layout.phone && short));
        visibility.set_if_neq(if room { Visibility::Inherited } else { Visibility::Hidden });
    }
}

/// The moves left as the screen states them: the solver's plan while it
/// plays (so the move line, the panel and the plan agree), else the board's.
pub fn moves_left(board: &Board, distances: &Distances, solver: &SolverQueue) -> (u64, bool) {
    if solver.is_active() {
        (solver.remaining(), solver.is_optimal())
    } else {
        board.moves_left_with(distances.for_tower(board))
    }
}

/// What the panel reads besides the board.
#[derive(SystemParam)]
struct PanelView<'w, 's> {
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
    today: Res<'w, crate::shell::modes::puzzle::Today>,
    games: Res<'w, crate::base::save::games::GameShelf>,
    speed: ResMut<'w, SolverSpeed>,
    book: ResMut<'w, RecordBook>,
    racing: Res<'w, Racing>,
    line: Res<'w, Line>,
    race_asked: ResMut<'w, RaceAsked>,
    race_actions: MessageWriter<'w, RaceAction>,
    race_clock: RaceClock<'w>,
}

fn panel(
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
    let say = |m: Msg| lang.say(&m);
    let mut sheet = *view.sheet;
    // The menu's *Race a friend*: the race section opens (on a phone held
    // upright, in the sheet), where the free tower's panel shows it.
    let free_tower = !view.racing.is_on()
        && view.on_review.0.is_none()
        && view.on_lesson.0.is_none()
        && view.on_board.0.is_none();
    let open_race = std::mem::take(&mut view.race_asked.0) && free_tower;
    if open_race && view.layout.portrait {
        sheet.open = true;
    }
    let (settings, close) = (say(Msg::Settings), say(Msg::Close));
    let words = SheetWords { settings: &settings, close: &close };
    let today_ready = today_ready(&view);
    let (distances, solver) = (&view.distances, &view.solver);
    ui_panel(ctx, "hanoi_panel", &view.layout, &mut sheet, words, |ui, part| {
        let key = |k: Key| say(Msg::KeyHint(k));
        let finished = review::finished_tower(&board, &view.on_review, &view.today);
        if part == PanelPart::Actions {
            // A phone's row: undo, hint (or try again), the solver, the menu.
            let zoom = view.layout.zoom;
            if view.racing.is_on() {
                // A race: racing again, starting the next, leaving; the menu.
                for (_, action, name) in view.racing.offered() {
                    if action_button(ui, true, &say(Msg::Race(name)), None, zoom) {
                        view.race_actions.write(action);
                    }
                }
                if action_button(ui, true, &say(Msg::MenuButton), None, zoom) {
                    footer.to_menu();
                }
                return;
            }
            if let Some(reviewing) = &view.on_review.0 {
                // A review: the moves before and after, playing on, and leaving it.
                let say_review = |m: ReviewMsg| say(Msg::Review(m));
                if reviewing.trying {
                    if action_button(ui, board.can_undo(), &say(Msg::Undo), None, zoom) {
                        actions.write(HanoiAction::Undo);
                    }
                    if action_button(ui, true, &say_review(ReviewMsg::BackToReview), None, zoom) {
                        view.review_actions.write(ReviewAction::BackToReview);
                    }
                } else {
                    let earlier = say_review(ReviewMsg::Earlier);
                    if action_button(ui, reviewing.at > 0, &earlier, Some("◀"), zoom) {
                        view.review_actions.write(ReviewAction::Earlier);
                    }
                    let later = say_review(ReviewMsg::Later);
                    if action_button(ui, reviewing.at < reviewing.len(), &later, Some("▶"), zoom) {
                        view.review_actions.write(ReviewAction::Later);
                    }
                    let can_try = reviewing.at > 0 && reviewing.review.is_some();
                    if action_button(ui, can_try, &say_review(ReviewMsg::TryAgain), Some("↻"), zoom) {
                        view.review_actions.write(ReviewAction::TryAgain);
                    }
                }
                if action_button(ui, true, &say_review(ReviewMsg::Leave), Some("✕"), zoom) {
                    view.review_actions.write(ReviewAction::Leave);
                }
                return;
            }
            if action_button(ui, board.can_undo(), &say(Msg::Undo), None, zoom) {
                actions.write(HanoiAction::Undo);
            }
            if view.on_lesson.is_on() {
                if action_button(ui, true, &say(Msg::Lesson(LessonMsg::HintButton)), None, zoom) {
                    view.lesson_actions.write(LessonAction::Hint);
                }
                if action_button(ui, true, &say(Msg::Lesson(LessonMsg::ShowMe)), None, zoom) {
                    view.lesson_actions.write(LessonAction::ShowMe);
                }
            } else if view.on_board.is_on() {
                if action_button(ui, true, &say(Msg::Puzzle(PuzzleMsg::TryAgain)), None, zoom) {
                    actions.write(HanoiAction::Restart);
                }
            } else if let Some(tower) = &finished {
                if action_button(ui, true, &say(Msg::Review(ReviewMsg::Open)), None, zoom) {
                    view.review_actions.write(ReviewAction::Open(tower.clone()));
                }
            } else {
                if action_button(ui, !board.is_solved(), &say(Msg::HintButton), None, zoom) {
                    actions.write(HanoiAction::Hint);
                }
                let label = match solver.phase() {
                    SolverPhase::Idle => Msg::Solve,
                    SolverPhase::LeadIn(_) | SolverPhase::Running => Msg::Pause,
                    SolverPhase::Paused => Msg::Resume,
                };
                if action_button(ui, !board.is_solved(), &say(label), None, zoom) {
                    actions.write(HanoiAction::ToggleSolver);
                }
            }
            if action_button(ui, true, &say(Msg::MenuButton), None, zoom) {
                footer.to_menu();
            }
            return;
        }
        if view.racing.is_on() {
            let shown = race::panel::RaceView {
                racing: &view.racing,
                line: &view.line,
                book: &view.book,
                now: (view.race_clock.seconds(), view.race_clock.millis()),
                cramped: view.layout.cramped(),
                today_ready,
            };
            race::panel::panel(ui, &lang, shown, &mut view.race_actions, &mut view.race_fields);
            ui.separator();
            footer.show(ui, Screen::Hanoi, &mut records);
            return;
        }
        if let Some(reviewing) = &view.on_review.0 {
            review::panel(ui, &lang, reviewing, &mut view.review_actions);
            // The way taken on the map of positions, beside the shortest one (where space is
            // short in the panel, else beside the board).
            explain.switches(ui, &lang);
            if view.layout.cramped() {
                explain.plan(ui, &lang);
                explain.map(ui, &lang);
            }
            ui.separator();
            footer.show(ui, Screen::Hanoi, &mut records);
            return;
        }
        if let Some(tower) = &finished
            && widgets::key_button(ui, true, say(Msg::Review(ReviewMsg::Open)), key(Key::Char('V')))
        {
            view.review_actions.write(ReviewAction::Open(tower.clone()));
        }
        if let Some(playing) = &view.on_lesson.0 {
            lesson::panel(ui, &lang, playing, &board, &view.lessons, &mut view.lesson_actions, &mut actions);
            if view.layout.cramped() {
                explain.plan(ui, &lang);
                explain.map(ui, &lang);
            }
            ui.separator();
            footer.show(ui, Screen::Hanoi, &mut records);
            return;
        }
        if let Some(playing) = &view.on_board.0 {
            let shown = puzzle::PuzzlePanel {
                playing,
                board: &board,
                run: &view.run,
                book: &view.puzzles,
                shelf: &view.shelf,
            };
            puzzle::panel(ui, &lang, shown, &mut actions);
            if board.is_solved() {
                // Afterwards, the way the solver would have gone.
                explain.switches(ui, &lang);
                if view.layout.cramped() {
                    explain.plan(ui, &lang);
                    explain.map(ui, &lang);
                }
            }
            ui.separator();
            footer.show(ui, Screen::Hanoi, &mut records);
            return;
        }
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
            today_ready,
            line: &view.line,
            open: open_race,
        };
        race::panel::invite(ui, &lang, offer, &mut view.race_actions, &mut view.race_fields);
        ui.separator();

        ui.strong(say(Msg::Solver));
        ui.horizontal_wrapped(|ui| {
            let label = match solver.phase() {
                SolverPhase::Idle => Msg::Solve,
                SolverPhase::LeadIn(_) | SolverPhase::Running => Msg::Pause,
                SolverPhase::Paused => Msg::Resume,
            };
            if widgets::key_button(ui, !board.is_solved(), say(label), key(Key::Space)) {
                actions.write(HanoiAction::ToggleSolver);
            }
            if widgets::key_button(ui, !board.is_solved(), say(Msg::Step), key(Key::Char('N'))) {
                actions.write(HanoiAction::StepSolver);
            }
        });
        ui.horizontal_wrapped(|ui| {
            let max = say(Msg::SpeedMax);
            let shown = |v: f64, _| {
                if v >= MAX_SPEED as f64 { max.clone() } else { lang.say(&Msg::PerSecond(v.round() as u32)) }
            };
            let mut chosen = view.speed.0;
            widgets::named_slider(
                ui,
                &say(Msg::Speed),
                &mut chosen,
                MIN_SPEED..=MAX_SPEED,
                true,
                Some(&shown),
            );
            // Changed (and saved) only when the player moves the slider.
            view.speed.set_if_neq(SolverSpeed(chosen));
        });
        if solver.is_active() {
            ui.label(say(Msg::PlanLeft { moves: solver.remaining(), optimal: solver.is_optimal() }));
        }
        explain.switches(ui, &lang);
        if view.layout.cramped() {
            // No room beside the board (upright, a small screen, large text): the explanations fold into the panel.
            if explain.explain.plan {
                egui::CollapsingHeader::new(say(Msg::PlanHeading))
                    .default_open(true)
                    .show(ui, |ui| explain.plan(ui, &lang));
            }
            if explain.explain.map {
                egui::CollapsingHeader::new(say(Msg::MapHeading))
                    .default_open(true)
                    .show(ui, |ui| explain.map(ui, &lang));
            }
        }
        ui.separator();

        let (left, exact) = moves_left(&board, distances, solver);
        egui::Grid::new("hanoi_counts").num_columns(2).spacing([16.0, 4.0]).show(ui, |ui| {
            ui.label(say(Msg::MovesMade));
            ui.strong(board.moves().to_string());
            ui.end_row();
            ui.label(say(Msg::Time));
            ui.strong(clock_text(view.clock.seconds));
            ui.end_row();
            ui.label(say(Msg::OptimalFromStart));
            ui.label(board.optimal_from_start().to_string());
            ui.end_row();
            ui.label(say(Msg::MovesLeft { exact }));
            ui.label(left.to_string());
            ui.end_row();
        });
        match view.book.all_time.hanoi.get(&(board.peg_count(), board.disks())) {
            Some(r) => {
                ui.small(say(Msg::BestForTower { moves: r.best_moves, clock: clock_text(r.best_time) }))
            }
            None => ui.small(say(Msg::NotSolvedYet)),
        };
        if view.run.assisted && !board.is_solved() {
            ui.small(say(Msg::WithHelp));
        }
        if board.is_solved() {
            let (moves, optimum) = (board.moves(), board.optimal_from_start());
            ui.colored_label(
                theme::egui_colour(theme::palette_of(ui.ctx()).accent),
                say(Msg::PanelSolved { moves, optimal: moves == optimum }),
            );
        } else if widgets::key_button(ui, true, say(Msg::HintButton), key(Key::Char('H'))) {
            actions.write(HanoiAction::Hint);
        }
        ui.separator();
        footer.show(ui, Screen::Hanoi, &mut records);
    });
    view.sheet.set_if_neq(sheet);
    let mut opened = false;
    if records.show(ctx, &lang, "hanoi_records", &say(Msg::HanoiRecordsTitle), |ui| {
        records_table(ui, &view.book, &lang);
        race::panel::records_table(ui, &view.book, &lang);
        opened = review::last_games(ui, &lang, &view.games, &mut view.review_actions);
    }) {
        view.book.forget_hanoi();
    }
    if opened {
        records.open = false;
    }
    Ok(())
}

/// Whether today's Hanoi puzzle is made, so that a race may be on it.
fn today_ready(view: &PanelView) -> bool {
    let today = crate::shell::modes::puzzle::PuzzleId::Daily(view.today.day());
    view.shelf.hanoi(today).is_some()
}

/// Every board size solved so far, with its best.
fn records_table(ui: &mut egui::Ui, book: &RecordBook, lang: &Lang) {
    if book.all_time.hanoi.is_empty() {
        ui.label(lang.say(&Msg::NoHanoiRecords));
        return;
    }
    egui::Grid::new("hanoi_records").striped(true).num_columns(5).spacing([14.0, 4.0]).show(ui, |ui| {
        for head in [
            Msg::ColumnPegs,
            Msg::ColumnDisks,
            Msg::ColumnFewestMoves,
            Msg::ColumnBestTime,
            Msg::ColumnSolves,
        ] {
            ui.strong(lang.say(&head));
        }
        ui.end_row();
        for (&(pegs, disks), r) in &book.all_time.hanoi {
            ui.label(pegs.to_string());
            ui.label(disks.to_string());
            ui.label(if r.best_optimal { format!("{} ✓", r.best_moves) } else { r.best_moves.to_string() });
            ui.label(clock_text(r.best_time));
            ui.label(r.solves.to_string());
            ui.end_row();
        }
    });
    ui.small(lang.say(&Msg::OptimumMark));
}
