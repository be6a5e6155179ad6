//! What the player does on the Hanoi screen: presses, drags, keys and panel
//! buttons become [`HanoiAction`]s, and [`Rules::apply`] applies each to the
//! board by the rules. Pointer observers apply theirs at once (so a drag that
//! starts in the frame of its press sees the press's effect); keys and the
//! panel send messages that one system applies in order.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::autosolve::SolverQueue;
use super::board::{Board, Disk, PegZone, peg_at};
use super::engine::Tower;
use super::ui::Notice;
use crate::Screen;

/// A drag shorter than this (in pixels) counts as a click.
const CLICK_SLOP: f32 = 6.0;

/// The disk in the player's hand, if any.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub enum Hand {
    /// Nothing held.
    #[default]
    Empty,
    /// A disk picked up by click or key; it waits above its peg.
    Holding {
        /// The disk.
        disk: u8,
        /// Its peg.
        from: usize,
    },
    /// A disk being dragged.
    Dragging {
        /// The disk.
        disk: u8,
        /// Its peg.
        from: usize,
        /// Where the disk's centre is.
        at: Vec2,
        /// From the pointer to the disk's centre.
        offset: Vec2,
        /// Where the pointer is, in the world.
        pointer: Vec2,
        /// Whether the disk was held before the drag began.
        was_held: bool,
    },
}

impl Hand {
    /// The disk in hand.
    pub fn disk(&self) -> Option<u8> {
        match *self {
            Self::Empty => None,
            Self::Holding { disk, .. } | Self::Dragging { disk, .. } => Some(disk),
        }
    }

    /// The peg the disk in hand comes from.
    pub fn from_peg(&self) -> Option<usize> {
        match *self {
            Self::Empty => None,
            Self::Holding { from, .. } | Self::Dragging { from, .. } => Some(from),
        }
    }
}

/// What the pointer is over.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Hover {
    /// A disk under the pointer.
    pub disk: Option<u8>,
    /// A peg zone under the pointer.
    pub peg: Option<usize>,
}

/// Everything the player can ask of the Hanoi screen.
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub enum HanoiAction {
    /// A click on a disk.
    ClickDisk(u8),
    /// A click on a peg (anywhere in its zone).
    ClickPeg(usize),
    /// A click on the empty table.
    ClickTable,
    /// Key 1, 2 or 3: pick up from or put down on that peg.
    KeyPeg(usize),
    /// A dragged disk was let go, near a peg or not.
    Drop {
        /// The disk.
        disk: u8,
        /// The peg it was dropped on.
        peg: Option<usize>,
    },
    /// Take back the last move.
    Undo,
    /// Make again the last move taken back.
    Redo,
    /// Start again with the same number of disks.
    Restart,
    /// Start again with this many disks.
    SetDisks(usize),
    /// Start, pause or resume the solver.
    ToggleSolver,
    /// Play one solver move.
    StepSolver,
    /// Say the next optimal move.
    Hint,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Hand>()
        .init_resource::<Hover>()
        .add_message::<HanoiAction>()
        .add_systems(OnEnter(Screen::Hanoi), reset_hand)
        .add_systems(
            Update,
            (keyboard.in_set(super::HanoiSystems::Input), apply_actions.in_set(super::HanoiSystems::Actions))
                .run_if(in_state(Screen::Hanoi)),
        );
}

fn reset_hand(mut hand: ResMut<Hand>, mut hover: ResMut<Hover>) {
    *hand = Hand::Empty;
    *hover = Hover::default();
}

/// A press on a peg (anywhere in its zone). Presses, not clicks, so that a
/// quick tap whose touch begins and ends within one frame still counts.
pub(super) fn press_peg(mut ev: On<Pointer<Press>>, zones: Query<&PegZone>, mut rules: Rules) {
    if ev.button == PointerButton::Primary
        && let Ok(zone) = zones.get(ev.entity)
    {
        rules.apply(HanoiAction::ClickPeg(zone.index));
        ev.propagate(false);
    }
}

pub(super) fn hover_peg(ev: On<Pointer<Over>>, zones: Query<&PegZone>, mut hover: ResMut<Hover>) {
    if let Ok(zone) = zones.get(ev.entity) {
        hover.peg = Some(zone.index);
    }
}

pub(super) fn leave_peg(ev: On<Pointer<Out>>, zones: Query<&PegZone>, mut hover: ResMut<Hover>) {
    if let Ok(zone) = zones.get(ev.entity)
        && hover.peg == Some(zone.index)
    {
        hover.peg = None;
    }
}

/// A press on the empty table.
pub(super) fn press_table(mut ev: On<Pointer<Press>>, mut rules: Rules) {
    if ev.button == PointerButton::Primary {
        rules.apply(HanoiAction::ClickTable);
        ev.propagate(false);
    }
}

/// A press on a disk.
pub(super) fn press_disk(mut ev: On<Pointer<Press>>, disks: Query<&Disk>, mut rules: Rules) {
    if ev.button == PointerButton::Primary
        && let Ok(disk) = disks.get(ev.entity)
    {
        rules.apply(HanoiAction::ClickDisk(disk.size));
        ev.propagate(false);
    }
}

pub(super) fn hover_disk(ev: On<Pointer<Over>>, disks: Query<&Disk>, mut hover: ResMut<Hover>) {
    if let Ok(disk) = disks.get(ev.entity) {
        hover.disk = Some(disk.size);
    }
}

pub(super) fn leave_disk(ev: On<Pointer<Out>>, disks: Query<&Disk>, mut hover: ResMut<Hover>) {
    if let Ok(disk) = disks.get(ev.entity)
        && hover.disk == Some(disk.size)
    {
        hover.disk = None;
    }
}

/// The pointer's position in the world.
fn pointer_world(
    location: &bevy::picking::pointer::Location,
    camera: &(&Camera, &GlobalTransform),
) -> Option<Vec2> {
    camera.0.viewport_to_world_2d(camera.1, location.position).ok()
}

/// Only a top disk can be dragged; the dragged disk stops taking pointer
/// events, so the pegs beneath it see the pointer.
pub(super) fn start_drag(
    mut ev: On<Pointer<DragStart>>,
    mut commands: Commands,
    disks: Query<(&Disk, &Transform)>,
    camera: Single<(&Camera, &GlobalTransform)>,
    board: Res<Board>,
    mut hand: ResMut<Hand>,
    mut solver: ResMut<SolverQueue>,
) {
    if ev.button != PointerButton::Primary {
        return;
    }
    let Ok((disk, transform)) = disks.get(ev.entity) else { return };
    ev.propagate(false);
    if !board.is_top(disk.size) || matches!(*hand, Hand::Dragging { .. }) {
        return;
    }
    let Some(pointer) = pointer_world(&ev.pointer_location, &camera) else { return };
    solver.cancel();
    let at = transform.translation.truncate();
    *hand = Hand::Dragging {
        disk: disk.size,
        from: board.place_of(disk.size),
        at,
        offset: at - pointer,
        pointer,
        was_held: *hand == Hand::Holding { disk: disk.size, from: board.place_of(disk.size) },
    };
    commands.entity(ev.entity).insert(Pickable::IGNORE);
}

pub(super) fn drag_disk(
    mut ev: On<Pointer<Drag>>,
    disks: Query<&Disk>,
    camera: Single<(&Camera, &GlobalTransform)>,
    mut hand: ResMut<Hand>,
) {
    let Ok(disk) = disks.get(ev.entity) else { return };
    ev.propagate(false);
    if let Hand::Dragging { disk: held, at, offset, pointer, .. } = &mut *hand
        && *held == disk.size
        && let Some(world) = pointer_world(&ev.pointer_location, &camera)
    {
        *pointer = world;
        *at = world + *offset;
    }
}

pub(super) fn end_drag(
    mut ev: On<Pointer<DragEnd>>,
    mut commands: Commands,
    disks: Query<&Disk>,
    mut rules: Rules,
) {
    let Ok(disk) = disks.get(ev.entity) else { return };
    ev.propagate(false);
    commands.entity(ev.entity).insert(Pickable::default());
    let Hand::Dragging { disk: held, from, pointer, was_held, .. } = *rules.hand else { return };
    if held != disk.size {
        return;
    }
    if ev.distance.length() < CLICK_SLOP {
        // Hardly moved: only the press counts, and it has done its work already.
        *rules.hand = if was_held { Hand::Holding { disk: held, from } } else { Hand::Empty };
    } else {
        rules.apply(HanoiAction::Drop { disk: held, peg: peg_at(pointer) });
    }
}

fn keyboard(keys: Res<ButtonInput<KeyCode>>, mut actions: MessageWriter<HanoiAction>) {
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
    ];
    for (peg, keys_for_peg) in pegs.into_iter().enumerate() {
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
}

/// Keys and panel buttons, applied in order.
fn apply_actions(mut actions: MessageReader<HanoiAction>, mut rules: Rules) {
    for &action in actions.read() {
        rules.apply(action);
    }
}

impl Rules<'_> {
    /// The rules' side of every action: the only place that changes the board for the player.
    pub fn apply(&mut self, action: HanoiAction) {
        let board = &mut **self.board;
        let hand = &mut *self.hand;
        let solver = &mut *self.solver;
        let notice = &mut *self.notice;
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
                let disks = board.disks();
                restart(board, hand, solver, notice, disks);
            }
            HanoiAction::SetDisks(disks) => {
                if disks != board.disks() && super::board::DISK_CHOICES.contains(&disks) {
                    restart(board, hand, solver, notice, disks);
                }
            }
            HanoiAction::ToggleSolver => {
                if board.is_solved() {
                    notice.info("Already solved. Press R to play again.");
                } else {
                    *hand = Hand::Empty;
                    solver.toggle(board, notice);
                }
            }
            HanoiAction::StepSolver => {
                *hand = Hand::Empty;
                solver.step(board, notice);
            }
            HanoiAction::Hint => match board.hint() {
                Some(mv) => notice.info(format!(
                    "Hint: move the top disk of peg {} to peg {} ({} optimal moves left)",
                    mv.from + 1,
                    mv.to + 1,
                    board.moves_left()
                )),
                None => notice.info("Solved: nothing left to do"),
            },
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

fn restart(board: &mut Tower, hand: &mut Hand, solver: &mut SolverQueue, notice: &mut Notice, disks: usize) {
    solver.cancel();
    *hand = Hand::Empty;
    if let Ok(tower) = Tower::new(disks) {
        *board = tower;
        notice.clear();
    }
}
