//! What the player's actions do to the board: [`Rules::apply`] is the only
//! place that changes the tower for the player. Keys and panel buttons
//! arrive as [`HanoiAction`] messages; pointer observers call `apply` at
//! once (so a drag that starts in the frame of its press sees the press's
//! effect).

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::autosolve::SolverQueue;
use super::engine::Tower;
use super::layout::{DISK_CHOICES, Geometry, PEG_CHOICES};
use super::state::{Board, Hand, HanoiAction, Notice};
use super::tables::Distances;
use crate::Screen;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Hanoi), reset_hand).add_systems(
        Update,
        (keyboard.in_set(super::HanoiSystems::Input), apply_actions.in_set(super::HanoiSystems::Actions))
            .run_if(in_state(Screen::Hanoi)),
    );
}

fn reset_hand(mut hand: ResMut<Hand>, mut hover: ResMut<super::state::Hover>) {
    *hand = Hand::Empty;
    *hover = default();
}

fn keyboard(keys: Res<ButtonInput<KeyCode>>, board: Res<Board>, mut actions: MessageWriter<HanoiAction>) {
    let ctrl = keys.any_pressed([
        KeyCode::ControlLeft,
        KeyCode::ControlRight,
        KeyCode::SuperLeft,
        KeyCode::SuperRight,
    ]);
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    let pegs = [
        [KeyCode::Digit1, KeyCode::Numpad1],
        [KeyCode::Digit2, KeyCode::Numpad2],
        [KeyCode::Digit3, KeyCode::Numpad3],
        [KeyCode::Digit4, KeyCode::Numpad4],
    ];
    for (peg, keys_for_peg) in pegs.into_iter().enumerate().take(board.peg_count()) {
        if keys.any_just_pressed(keys_for_peg) {
            actions.write(HanoiAction::KeyPeg(peg));
        }
    }
    if keys.just_pressed(KeyCode::KeyU) || (ctrl && !shift && keys.just_pressed(KeyCode::KeyZ)) {
        actions.write(HanoiAction::Undo);
    }
    if ctrl && (keys.just_pressed(KeyCode::KeyY) || (shift && keys.just_pressed(KeyCode::KeyZ))) {
        actions.write(HanoiAction::Redo);
    }
    if keys.just_pressed(KeyCode::KeyR) && !ctrl {
        actions.write(HanoiAction::Restart);
    }
    if keys.just_pressed(KeyCode::Space) {
        actions.write(HanoiAction::ToggleSolver);
    }
    if keys.just_pressed(KeyCode::KeyN) {
        actions.write(HanoiAction::StepSolver);
    }
    if keys.just_pressed(KeyCode::KeyH) {
        actions.write(HanoiAction::Hint);
    }
}

/// Everything an action may change.
#[derive(SystemParam)]
pub struct Rules<'w> {
    board: ResMut<'w, Board>,
    hand: ResMut<'w, Hand>,
    solver: ResMut<'w, SolverQueue>,
    notice: ResMut<'w, Notice>,
    distances: Res<'w, Distances>,
}

/// Keys and panel buttons, applied in order.
fn apply_actions(mut actions: MessageReader<HanoiAction>, mut rules: Rules) {
    for &action in actions.read() {
        rules.apply(action);
    }
}

impl Rules<'_> {
    /// The disk in the player's hand.
    pub fn hand(&self) -> Hand {
        *self.hand
    }

    /// The shape of the board.
    pub fn geometry(&self) -> Geometry {
        self.board.geometry()
    }

    /// Puts back a disk whose drag hardly moved: only its press counts.
    pub fn keep_after_short_drag(&mut self) {
        if let Hand::Dragging { disk, from, was_held, .. } = *self.hand {
            *self.hand = if was_held { Hand::Holding { disk, from } } else { Hand::Empty };
        }
    }

    /// Starts dragging a top disk.
    pub fn start_drag(&mut self, disk: u8, at: Vec2, pointer: Vec2) -> bool {
        if !self.board.is_top(disk) || matches!(*self.hand, Hand::Dragging { .. }) {
            return false;
        }
        self.solver.cancel();
        let from = self.board.place_of(disk);
        *self.hand = Hand::Dragging {
            disk,
            from,
            at,
            offset: at - pointer,
            pointer,
            was_held: *self.hand == Hand::Holding { disk, from },
        };
        true
    }

    /// Moves the dragged disk with the pointer.
    pub fn drag_to(&mut self, disk: u8, world: Vec2) {
        if let Hand::Dragging { disk: held, at, offset, pointer, .. } = &mut *self.hand
            && *held == disk
        {
            *pointer = world;
            *at = world + *offset;
        }
    }

    /// The rules' side of every action.
    pub fn apply(&mut self, action: HanoiAction) {
        let board = &mut **self.board;
        let hand = &mut *self.hand;
        let solver = &mut *self.solver;
        let notice = &mut *self.notice;
        let table = self.distances.for_tower(board);
        match action {
            HanoiAction::ClickDisk(disk) => match *hand {
                Hand::Empty if board.is_top(disk) => pick_up(board, hand, solver, disk),
                Hand::Empty => notice.info("Only the top disk of a peg can move"),
                Hand::Holding { disk: held, .. } if held == disk => *hand = Hand::Empty,
                Hand::Holding { from, .. } => {
                    let to = board.place_of(disk);
                    put_down(board, hand, solver, notice, from, to);
                }
                Hand::Dragging { .. } => {}
            },
            HanoiAction::ClickPeg(peg) | HanoiAction::KeyPeg(peg) => match *hand {
                _ if peg >= board.peg_count() => {}
                Hand::Empty => match board.top(peg) {
                    Some(top) => pick_up(board, hand, solver, top),
                    None => notice.info(format!("Peg {} has no disk to pick up", peg + 1)),
                },
                Hand::Holding { from, .. } if from == peg => *hand = Hand::Empty,
                Hand::Holding { from, .. } => put_down(board, hand, solver, notice, from, peg),
                Hand::Dragging { .. } => {}
            },
            HanoiAction::ClickTable => {
                if matches!(*hand, Hand::Holding { .. }) {
                    *hand = Hand::Empty;
                }
            }
            HanoiAction::Drop { disk, peg } => {
                let Hand::Dragging { disk: held, from, .. } = *hand else { return };
                if held != disk {
                    return;
                }
                *hand = Hand::Empty;
                match peg {
                    Some(to) if to != from => put_down(board, hand, solver, notice, from, to),
                    // Dropped on its own peg or away from the pegs: it flies back.
                    _ => {}
                }
            }
            HanoiAction::Undo => {
                solver.cancel();
                *hand = Hand::Empty;
                if board.undo().is_none() {
                    notice.info("Nothing to undo");
                }
            }
            HanoiAction::Redo => {
                solver.cancel();
                *hand = Hand::Empty;
                if board.redo().is_none() {
                    notice.info("Nothing to redo");
                }
            }
            HanoiAction::Restart => {
                let (pegs, disks) = (board.peg_count(), board.disks());
                restart(board, hand, solver, notice, pegs, disks);
            }
            HanoiAction::SetDisks(disks) => {
                if disks != board.disks() && DISK_CHOICES.contains(&disks) {
                    let pegs = board.peg_count();
                    restart(board, hand, solver, notice, pegs, disks);
                }
            }
            HanoiAction::SetPegs(pegs) => {
                if pegs != board.peg_count() && PEG_CHOICES.contains(&pegs) {
                    let disks = board.disks();
                    restart(board, hand, solver, notice, pegs, disks);
                }
            }
            HanoiAction::ToggleSolver => {
                if board.is_solved() {
                    notice.info("Already solved. Press R to play again.");
                } else {
                    *hand = Hand::Empty;
                    solver.toggle(board, table, notice);
                }
            }
            HanoiAction::StepSolver => {
                *hand = Hand::Empty;
                solver.step(board, table, notice);
            }
            HanoiAction::Hint => {
                let plan = board.plan(table);
                let left = plan.remaining();
                let kind = if plan.is_optimal() { "optimal" } else { "in a short plan" };
                match board.hint_with(table) {
                    Some(mv) => notice.info(format!(
                        "Hint: move the top disk of peg {} to peg {} ({left} moves left, {kind})",
                        mv.from + 1,
                        mv.to + 1,
                    )),
                    None => notice.info("Solved: nothing left to do"),
                }
            }
        }
    }
}

fn pick_up(board: &Tower, hand: &mut Hand, solver: &mut SolverQueue, disk: u8) {
    solver.cancel();
    *hand = Hand::Holding { disk, from: board.place_of(disk) };
}

/// A move by the player: made if the rules allow it, otherwise refused with the reason.
fn put_down(
    board: &mut Tower,
    hand: &mut Hand,
    solver: &mut SolverQueue,
    notice: &mut Notice,
    from: usize,
    to: usize,
) {
    *hand = Hand::Empty;
    solver.cancel();
    match board.try_move(from, to) {
        Ok(_) if board.is_solved() => notice.solved(board),
        Ok(_) => notice.clear(),
        Err(e) => notice.warn(e.to_string()),
    }
}

fn restart(
    board: &mut Tower,
    hand: &mut Hand,
    solver: &mut SolverQueue,
    notice: &mut Notice,
    pegs: usize,
    disks: usize,
) {
    solver.cancel();
    *hand = Hand::Empty;
    if let Ok(tower) = Tower::new_on(pegs, disks) {
        *board = tower;
        notice.clear();
    }
}
