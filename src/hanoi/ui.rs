//! What the Hanoi screen says: the control panel (egui), the message line
//! above the board, and the highlights on what the player can pick or drop on.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::autosolve::{MAX_SPEED, MIN_SPEED, SolverPhase, SolverQueue, SolverSpeed};
use super::board::{BOARD_X, Board, DISK_CHOICES, Disk, DiskGlow, PegPost, peg_at};
use super::engine::Tower;
use super::input::{Hand, HanoiAction, Hover};
use crate::Screen;
use crate::theme;
use crate::theme::ui_panel;

/// Seconds a message stays before it fades.
const NOTICE_SECONDS: f32 = 3.5;

/// The kind of message on the board.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub enum NoticeKind {
    /// Plain information.
    #[default]
    Info,
    /// A refused move.
    Warning,
    /// The tower is solved (stays until the next move).
    Solved,
}

/// The message line above the board.
#[derive(Resource, Debug, Default, Clone)]
pub struct Notice {
    /// What it says.
    pub text: String,
    /// How it is shown.
    pub kind: NoticeKind,
    /// Seconds since it appeared.
    pub age: f32,
}

impl Notice {
    fn set(&mut self, text: impl Into<String>, kind: NoticeKind) {
        self.text = text.into();
        self.kind = kind;
        self.age = 0.0;
    }

    /// Shows information.
    pub fn info(&mut self, text: impl Into<String>) {
        self.set(text, NoticeKind::Info);
    }

    /// Shows why a move was refused.
    pub fn warn(&mut self, text: impl Into<String>) {
        self.set(text, NoticeKind::Warning);
    }

    /// Announces the solved tower with its move count.
    pub fn solved(&mut self, tower: &Tower) {
        let (moves, best) = (tower.moves(), tower.optimal_from_start());
        let text = if moves == best {
            format!("Solved in {moves} moves: the optimum!")
        } else {
            format!("Solved in {moves} moves (the optimum from the start is {best})")
        };
        self.set(text, NoticeKind::Solved);
    }

    /// Removes the message.
    pub fn clear(&mut self) {
        self.text.clear();
        self.kind = NoticeKind::Info;
    }

    /// How visible the message is now, 0 to 1.
    pub fn opacity(&self) -> f32 {
        match self.kind {
            _ if self.text.is_empty() => 0.0,
            NoticeKind::Solved => 1.0,
            _ => (1.0 - (self.age - NOTICE_SECONDS) / 0.6).clamp(0.0, 1.0),
        }
    }
}

/// The message line's text entity.
#[derive(Component)]
pub struct NoticeText;

/// The move counter above the board.
#[derive(Component)]
struct MoveCounter;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Notice>()
        .add_systems(OnEnter(Screen::Hanoi), (spawn_texts, |mut n: ResMut<Notice>| n.clear()))
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
        theme::label("", 26.0, theme::TEXT),
        Transform::from_xyz(BOARD_X, 318.0, 8.0),
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
    mut text: Query<(&mut Text2d, &mut TextColor), With<NoticeText>>,
) {
    notice.age += time.delta_secs();
    let colour = match notice.kind {
        NoticeKind::Info => theme::TEXT,
        NoticeKind::Warning => theme::WARNING,
        NoticeKind::Solved => theme::ACCENT,
    };
    for (mut t, mut c) in &mut text {
        if t.0 != notice.text {
            t.0.clone_from(&notice.text);
        }
        c.0 = colour.with_alpha(notice.opacity());
    }
}

fn show_counter(board: Res<Board>, mut text: Query<&mut Text2d, With<MoveCounter>>) {
    let line = format!(
        "Moves {}  ·  optimal from the start {}  ·  optimal from here {}",
        board.moves(),
        board.optimal_from_start(),
        board.moves_left()
    );
    for mut t in &mut text {
        if t.0 != line {
            t.0.clone_from(&line);
        }
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
    let resting = Color::srgb(0.74, 0.60, 0.44);
    let aimed = match *hand {
        Hand::Dragging { pointer, .. } => peg_at(pointer),
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

fn panel(
    mut contexts: EguiContexts,
    board: Res<Board>,
    solver: Res<SolverQueue>,
    mut speed: ResMut<SolverSpeed>,
    mut actions: MessageWriter<HanoiAction>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    ui_panel(ctx, "hanoi_panel", |ui| {
        ui.heading("Towers of Hanoi");
        ui.label("Carry the tower from peg 1 to peg 3. Only a top disk moves, and never onto a smaller one.");
        ui.separator();

        let mut disks = board.disks();
        ui.horizontal(|ui| {
            ui.label("Disks");
            if ui.add(egui::Slider::new(&mut disks, DISK_CHOICES)).changed() {
                actions.write(HanoiAction::SetDisks(disks));
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
            ui.label(format!("{} moves left in the plan", solver.remaining()));
        }
        ui.separator();

        egui::Grid::new("hanoi_counts").num_columns(2).spacing([16.0, 4.0]).show(ui, |ui| {
            ui.label("Moves made");
            ui.strong(board.moves().to_string());
            ui.end_row();
            ui.label("Optimal from the start");
            ui.label(board.optimal_from_start().to_string());
            ui.end_row();
            ui.label("Optimal moves left");
            ui.label(board.moves_left().to_string());
            ui.end_row();
        });
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

        ui.small("Click a top disk, then a peg, or drag it onto a peg. Keys 1, 2, 3 pick up and put down. Esc: menu.");
        if ui.button("◀ Menu  (Esc)").clicked() {
            next.set(Screen::Menu);
        }
    });
    Ok(())
}
