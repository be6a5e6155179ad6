//! What the Hanoi screen says: the control panel (egui), the message line
//! above the board, and the highlights on what the player can pick or drop on.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::autosolve::{SolverPhase, SolverQueue};
use super::board::PEG_COLOUR;
use super::layout::{BOARD_X, DISK_CHOICES, PEG_CHOICES};
use super::state::{
    Board, Disk, DiskGlow, Hand, HanoiAction, HanoiClock, HanoiRun, Hover, MAX_SPEED, MIN_SPEED, Notice,
    NoticeKind, PegPost, SolverSpeed, clock_text,
};
use super::tables::Distances;
use crate::Screen;
use crate::save::records::RecordBook;
use crate::theme;
use crate::theme::ui_panel;
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
            (show_notice, show_counter, highlight_disks, highlight_pegs)
                .in_set(super::HanoiSystems::Visuals)
                .run_if(in_state(Screen::Hanoi)),
        )
        .add_systems(EguiPrimaryContextPass, panel.run_if(in_state(Screen::Hanoi)));
}

fn spawn_texts(mut commands: Commands) {
    commands.spawn((
        NoticeText,
        theme::WorldText { hangs: true, ..theme::label("", 26.0, theme::TEXT) },
        Transform::from_xyz(BOARD_X, 334.0, 8.0),
        DespawnOnExit(Screen::Hanoi),
    ));
    commands.spawn((
        MoveCounter,
        theme::label("", 20.0, theme::TEXT_DIM),
        Transform::from_xyz(BOARD_X, -320.0, 8.0),
        DespawnOnExit(Screen::Hanoi),
    ));
}

fn show_notice(
    time: Res<Time>,
    mut notice: ResMut<Notice>,
    mut text: Query<&mut theme::WorldText, With<NoticeText>>,
) {
    notice.age += time.delta_secs();
    let colour = match notice.kind {
        NoticeKind::Info => theme::TEXT,
        NoticeKind::Warning => theme::WARNING,
        NoticeKind::Solved => theme::ACCENT,
    };
    for mut t in &mut text {
        t.set(&notice.text);
        t.colour = colour.with_alpha(notice.opacity());
    }
}

fn show_counter(
    board: Res<Board>,
    distances: Res<Distances>,
    clock: Res<HanoiClock>,
    mut text: Query<&mut theme::WorldText, With<MoveCounter>>,
) {
    let (left, exact) = board.moves_left_with(distances.for_tower(&board));
    let line = format!(
        "Moves {}  ·  {}  ·  optimal from the start {}  ·  {} from here {}",
        board.moves(),
        clock_text(clock.seconds),
        board.optimal_from_start(),
        if exact { "optimal" } else { "short" },
        left
    );
    for mut t in &mut text {
        t.set(&line);
    }
}

/// The top disk under the pointer glows while nothing is held; the held disk glows brightly.
fn highlight_disks(
    board: Res<Board>,
    hand: Res<Hand>,
    hover: Res<Hover>,
    disks: Query<&Disk>,
    mut glows: Query<(&ChildOf, &mut Visibility, &mut Sprite), With<DiskGlow>>,
) {
    for (parent, mut visibility, mut sprite) in &mut glows {
        let Ok(disk) = disks.get(parent.parent()) else { continue };
        let held = hand.disk() == Some(disk.size);
        let pickable = *hand == Hand::Empty && hover.disk == Some(disk.size) && board.is_top(disk.size);
        let alpha = if held {
            0.9
        } else if pickable {
            0.55
        } else {
            0.0
        };
        visibility.set_if_neq(if alpha > 0.0 { Visibility::Inherited } else { Visibility::Hidden });
        sprite.color = theme::ACCENT.with_alpha(alpha);
    }
}

/// While a disk is in hand, the pegs it may go to light up; the one it would land on most.
fn highlight_pegs(
    board: Res<Board>,
    hand: Res<Hand>,
    hover: Res<Hover>,
    mut pegs: Query<(&PegPost, &mut Sprite)>,
) {
    let resting = PEG_COLOUR;
    let aimed = match *hand {
        Hand::Dragging { pointer, .. } => board.geometry().peg_at(pointer),
        Hand::Holding { .. } => hover.peg,
        Hand::Empty => None,
    };
    for (peg, mut sprite) in &mut pegs {
        sprite.color = match hand.from_peg() {
            Some(from) if peg.index != from => {
                let legal = board.check_move(from, peg.index).is_ok();
                match (legal, aimed == Some(peg.index)) {
                    (true, true) => theme::ACCENT,
                    (true, false) => resting.mix(&theme::ACCENT, 0.45),
                    (false, true) => theme::WARNING,
                    (false, false) => resting.with_alpha(0.55),
                }
            }
            _ => resting,
        };
    }
}

/// What the panel reads besides the board.
#[derive(SystemParam)]
struct PanelView<'w> {
    distances: Res<'w, Distances>,
    solver: Res<'w, SolverQueue>,
    clock: Res<'w, HanoiClock>,
    run: Res<'w, HanoiRun>,
}

#[allow(clippy::too_many_arguments)]
fn panel(
    mut contexts: EguiContexts,
    board: Res<Board>,
    view: PanelView,
    mut speed: ResMut<SolverSpeed>,
    mut book: ResMut<RecordBook>,
    mut records: Local<theme::RecordsWindow>,
    mut actions: MessageWriter<HanoiAction>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let (distances, solver) = (&view.distances, &view.solver);
    ui_panel(ctx, "hanoi_panel", |ui| {
        ui.heading("Towers of Hanoi");
        ui.label(format!(
            "Carry the tower from peg 1 to peg {}. Only a top disk moves, and never onto a smaller one.",
            board.peg_count()
        ));
        ui.separator();

        let mut disks = board.disks();
        ui.horizontal(|ui| {
            ui.label("Disks");
            if ui.add(egui::Slider::new(&mut disks, DISK_CHOICES)).changed() {
                actions.write(HanoiAction::SetDisks(disks));
            }
        });
        ui.horizontal(|ui| {
            ui.label("Pegs");
            for pegs in PEG_CHOICES {
                if ui.selectable_label(board.peg_count() == pegs, pegs.to_string()).clicked() {
                    actions.write(HanoiAction::SetPegs(pegs));
                }
            }
        });
        ui.horizontal_wrapped(|ui| {
            if ui.button("Restart  (R)").clicked() {
                actions.write(HanoiAction::Restart);
            }
            if ui.add_enabled(board.can_undo(), egui::Button::new("Undo  (U)")).clicked() {
                actions.write(HanoiAction::Undo);
            }
            if ui.add_enabled(board.can_redo(), egui::Button::new("Redo  (Ctrl+Y)")).clicked() {
                actions.write(HanoiAction::Redo);
            }
        });
        ui.separator();

        ui.strong("Solver");
        ui.horizontal(|ui| {
            let label = match solver.phase() {
                SolverPhase::Idle => "Solve  (Space)",
                SolverPhase::LeadIn(_) | SolverPhase::Running => "Pause  (Space)",
                SolverPhase::Paused => "Resume  (Space)",
            };
            if ui.add_enabled(!board.is_solved(), egui::Button::new(label)).clicked() {
                actions.write(HanoiAction::ToggleSolver);
            }
            if ui.add_enabled(!board.is_solved(), egui::Button::new("Step  (N)")).clicked() {
                actions.write(HanoiAction::StepSolver);
            }
        });
        ui.horizontal(|ui| {
            ui.label("Speed");
            ui.add(
                egui::Slider::new(&mut speed.0, MIN_SPEED..=MAX_SPEED).logarithmic(true).custom_formatter(
                    |v, _| if v >= MAX_SPEED as f64 { "max".into() } else { format!("{v:.0}/s") },
                ),
            );
        });
        if solver.is_active() {
            let kind = if solver.is_optimal() { "optimal" } else { "short" };
            ui.label(format!("{} moves left in the {kind} plan", solver.remaining()));
        }
        ui.separator();

        let (left, exact) = board.moves_left_with(distances.for_tower(&board));
        egui::Grid::new("hanoi_counts").num_columns(2).spacing([16.0, 4.0]).show(ui, |ui| {
            ui.label("Moves made");
            ui.strong(board.moves().to_string());
            ui.end_row();
            ui.label("Time");
            ui.strong(clock_text(view.clock.seconds));
            ui.end_row();
            ui.label("Optimal from the start");
            ui.label(board.optimal_from_start().to_string());
            ui.end_row();
            ui.label(if exact { "Optimal moves left" } else { "Moves left (short)" });
            ui.label(left.to_string());
            ui.end_row();
        });
        match book.all_time.hanoi.get(&(board.peg_count(), board.disks())) {
            Some(r) => {
                ui.small(format!("Best for this tower: {} moves, {}", r.best_moves, clock_text(r.best_time)))
            }
            None => ui.small("This tower is not solved yet."),
        };
        if view.run.assisted && !board.is_solved() {
            ui.small("With help: this tower will not count as a record.");
        }
        if board.is_solved() {
            let moves = board.moves();
            let best = board.optimal_from_start();
            let text = if moves == best {
                format!("Solved in {moves} moves: optimal!")
            } else {
                format!("Solved in {moves} moves.")
            };
            ui.colored_label(egui::Color32::from_rgb(255, 204, 77), text);
        } else if ui.button("Hint  (H)").clicked() {
            actions.write(HanoiAction::Hint);
        }
        ui.separator();

        ui.small(format!(
            "Click a top disk, then a peg, or drag it onto a peg. Keys 1 to {} pick up and put down. Esc: menu.",
            board.peg_count()
        ));
        ui.horizontal(|ui| {
            if ui.button("◀ Menu  (Esc)").clicked() {
                next.set(Screen::Menu);
            }
            if ui.button("Records").clicked() {
                records.open = true;
            }
        });
    });
    let forget = records.show(ctx, "Records: Towers of Hanoi", |ui| records_table(ui, &book));
    if forget {
        book.all_time.forget_hanoi();
        book.session.forget_hanoi();
    }
    Ok(())
}

/// Every board size solved so far, with its best.
fn records_table(ui: &mut egui::Ui, book: &RecordBook) {
    if book.all_time.hanoi.is_empty() {
        ui.label("No tower solved yet. A tower solved without the solver or a hint goes here.");
        return;
    }
    egui::Grid::new("hanoi_records").striped(true).num_columns(5).spacing([14.0, 4.0]).show(ui, |ui| {
        for head in ["Pegs", "Disks", "Fewest moves", "Best time", "Solves"] {
            ui.strong(head);
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
    ui.small("✓ the optimum");
}
