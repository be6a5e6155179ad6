//! What the Hanoi screen says: the control panel (egui), the message line
//! above the board, and (`highlights`) the highlights on what the player
//! can pick or drop on.

mod highlights;
mod panel;

use bevy::prelude::*;
use bevy_egui::{EguiPrimaryContextPass, egui};

use super::autosolve::SolverQueue;
use super::layout::{BOARD_X, Tall};
use super::lesson::OnLesson;
use super::puzzle::OnBoard;
use super::race::{RaceClock, Racing};
use super::review::{self, OnReview};
use super::state::{Board, HanoiClock, Notice, NoticeKind, clock_text};
use super::tables::Distances;
use crate::base::i18n::{LessonMsg, Msg, PuzzleMsg};
use crate::base::save::records::RecordBook;
use crate::base::screen::Screen;
use crate::shell::display::camera::View;
use crate::shell::display::theme::{self, Ink, Paint, Palette};
use crate::shell::language::Lang;
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
        .add_systems(EguiPrimaryContextPass, panel::panel.run_if(in_state(Screen::Hanoi)));
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
