//! What the player's actions do to the board: [`PlayParts::apply`] is the only
//! place that changes the tower for the player. Keys and panel buttons
//! arrive as [`HanoiAction`] messages; pointer observers call `apply` at
//! once (so a drag that starts in the frame of its press sees the press's
//! effect). `follow` sets out a puzzle's or a lesson's tower (the player's
//! put aside) and takes a lesson's answers.

mod follow;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use pegs_engine::hanoi::Tower;
use pegs_engine::puzzle::Day;

use super::autosolve::SolverQueue;
use super::insight::Insight;
use super::layout::{Geometry, Tall};
use super::lesson::{self, OnLesson};
use super::puzzle::{OnBoard, Playing};
use super::race::{RaceClock, Racing};
use super::review::{self, OnReview};
use super::solver_program::SolverProgram;
use super::state::{Board, Hand, HanoiAction, HanoiClock, HanoiRun, Notice, SolverSpeed};
use super::tables::Distances;
use crate::base::i18n::{LessonMsg, Msg, PuzzleMsg, RaceMsg};
use crate::base::save::games::GameShelf;
use crate::base::save::lessons::LessonBook;
use crate::base::save::puzzles::PuzzleBook;
use crate::base::save::records::{Earned, RecordBook};
use crate::base::screen::Screen;
use crate::base::settings::{DISK_CHOICES, PEG_CHOICES};
use crate::shell::feedback::sound::Sound;
use crate::shell::modes::lessons::Verdict;
use crate::shell::modes::puzzle::{PuzzleId, Today};
use crate::shell::platform::tasks::Work;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Hanoi), reset_hand)
        // Before the screen's entities are made for the board.
        .add_systems(OnExit(Screen::Menu), (follow::follow_challenge, follow::follow_lesson).chain())
        .add_systems(OnExit(Screen::Hanoi), follow::put_back)
        .add_systems(
            Update,
            (
                keyboard.in_set(super::HanoiSystems::Input),
                (
                    apply_actions,
                    follow::puzzle_actions,
                    follow::follow_challenge,
                    follow::lesson_actions,
                    follow::follow_lesson,
                )
                    .chain()
                    .in_set(super::HanoiSystems::Actions),
                tick_clock.after(super::HanoiSystems::Solver).before(super::HanoiSystems::Visuals),
            )
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

/// The clock runs while the tower has moves and is not solved (not while a review shows a game).
fn tick_clock(time: Res<Time>, board: Res<Board>, mut clock: ResMut<HanoiClock>, review: Res<OnReview>) {
    if HanoiClock::runs_for(&board) && !review.holds_the_board() {
        clock.seconds += time.delta_secs_f64();
    }
}

/// Everything an action may change.
#[derive(SystemParam)]
pub struct PlayParts<'w> {
    board: ResMut<'w, Board>,
    hand: ResMut<'w, Hand>,
    solver: ResMut<'w, SolverQueue>,
    notice: ResMut<'w, Notice>,
    distances: Res<'w, Distances>,
    run: ResMut<'w, HanoiRun>,
    clock: ResMut<'w, HanoiClock>,
    book: ResMut<'w, RecordBook>,
    sounds: MessageWriter<'w, Sound>,
    on_board: ResMut<'w, OnBoard>,
    puzzles: ResMut<'w, PuzzleBook>,
    today: Res<'w, Today>,
    tall: Res<'w, Tall>,
    lesson: ResMut<'w, OnLesson>,
    lessons: ResMut<'w, LessonBook>,
    review: Res<'w, OnReview>,
    shelf: ResMut<'w, GameShelf>,
    racing: Res<'w, Racing>,
    race_clock: RaceClock<'w>,
    program: ResMut<'w, SolverProgram>,
    work: Res<'w, Work>,
}

/// What a move by the player touches besides the board.
struct Play<'a, 'w> {
    hand: &'a mut Hand,
    solver: &'a mut SolverQueue,
    notice: &'a mut Notice,
    run: &'a mut HanoiRun,
    clock: &'a HanoiClock,
    book: &'a mut RecordBook,
    sounds: &'a mut MessageWriter<'w, Sound>,
    /// The puzzle on the board, with the book its solves go in and today's date.
    puzzle: Option<(&'a Playing, &'a mut PuzzleBook, Day)>,
    /// The lesson on the board, with the book its marks go in.
    lesson: Option<(&'a mut lesson::Playing, &'a mut LessonBook)>,
    /// A race holds the board: its result is the race's, not a record.
    race: bool,
    /// A solver program of the player's own, and the work off the frame that asks it.
    program: (&'a mut SolverProgram, &'a Work),
}

/// Keys and panel buttons, applied in order.
fn apply_actions(mut actions: MessageReader<HanoiAction>, mut parts: PlayParts) {
    for &action in actions.read() {
        parts.apply(action);
    }
}

impl PlayParts<'_> {
    /// The disk in the player's hand.
    pub fn hand(&self) -> Hand {
        *self.hand
    }

    /// The shape of the board.
    pub fn geometry(&self) -> Geometry {
        self.board.geometry(*self.tall)
    }

    /// Puts back a disk whose drag hardly moved: only its press counts.
    pub fn keep_after_short_drag(&mut self) {
        if let Hand::Dragging { disk, from, was_held, .. } = *self.hand {
            *self.hand = if was_held { Hand::Holding { disk, from } } else { Hand::Empty };
        }
    }

    /// Whether a race holds the board and its disks may not move now (the
    /// count-down runs, or this side's tower is home).
    fn race_waits(&self) -> bool {
        self.racing.holds_the_board() && !self.racing.may_move(self.race_clock.millis())
    }

    /// Starts dragging a top disk.
    pub fn start_drag(&mut self, disk: u8, at: Vec2, pointer: Vec2) -> bool {
        if !self.board.is_top(disk) || matches!(*self.hand, Hand::Dragging { .. }) || self.race_waits() {
            return false;
        }
        self.solver.cancel();
        self.sounds.write(Sound::Lift);
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
        // A review shows a game played: nothing on its board moves (see `review`).
        if self.review.holds_the_board() || self.race_refuses(action) {
            return;
        }
        let race = self.racing.holds_the_board();
        let board = &mut **self.board;
        let table = self.distances.for_tower(board);
        let mut play = Play {
            hand: &mut self.hand,
            solver: &mut self.solver,
            notice: &mut self.notice,
            run: &mut self.run,
            clock: &self.clock,
            book: &mut self.book,
            sounds: &mut self.sounds,
            puzzle: self.on_board.0.as_ref().map(|p| (p, &mut *self.puzzles, self.today.day())),
            lesson: self.lesson.0.as_mut().map(|p| (p, &mut *self.lessons)),
            race,
            program: (&mut self.program, &self.work),
        };
        match action {
            HanoiAction::ClickDisk(_)
            | HanoiAction::ClickPeg(_)
            | HanoiAction::KeyPeg(_)
            | HanoiAction::ClickTable
            | HanoiAction::Drop { .. } => by_hand(board, &mut play, action),
            HanoiAction::Undo
            | HanoiAction::Redo
            | HanoiAction::ToggleSolver
            | HanoiAction::StepSolver
            | HanoiAction::Hint => with_help(board, table, &mut play, action),
            HanoiAction::Restart if play.lesson.is_some() => {
                let start = play.lesson.as_ref().and_then(|(p, _)| p.start());
                if let Some(start) = start {
                    self.start_over(start);
                    if let Some(playing) = self.lesson.0.as_mut() {
                        playing.verdict = Verdict::Open;
                        playing.said = None;
                    }
                }
            }
            HanoiAction::Restart => match play.puzzle.as_ref().map(|(p, ..)| p.puzzle.tower()) {
                Some(Ok(tower)) => {
                    self.keep_played();
                    self.start_over(tower);
                }
                Some(Err(_)) => {}
                None => {
                    let (pegs, disks) = (board.peg_count(), board.disks());
                    self.restart(pegs, disks);
                }
            },
            // The challenge changes (see `puzzle_actions`), and the board follows it.
            HanoiAction::LeavePuzzle | HanoiAction::NextPuzzle => {}
            // A puzzle's board and a lesson's keep their size.
            HanoiAction::SetDisks(_) | HanoiAction::SetPegs(_)
                if play.puzzle.is_some() || play.lesson.is_some() => {}
            HanoiAction::SetDisks(disks) => {
                if disks != board.disks() && DISK_CHOICES.contains(&disks) {
                    let pegs = board.peg_count();
                    self.restart(pegs, disks);
                }
            }
            HanoiAction::SetPegs(pegs) => {
                if pegs != board.peg_count() && PEG_CHOICES.contains(&pegs) {
                    let disks = board.disks();
                    self.restart(pegs, disks);
                }
            }
        }
    }

    /// Whether a race holding the board refuses `action`: it takes the
    /// player's moves only, and only while it runs (the notice says why).
    fn race_refuses(&mut self, action: HanoiAction) -> bool {
        if !self.racing.holds_the_board() {
            return false;
        }
        let moving = matches!(
            action,
            HanoiAction::ClickDisk(_)
                | HanoiAction::ClickPeg(_)
                | HanoiAction::KeyPeg(_)
                | HanoiAction::Drop { .. }
                | HanoiAction::ClickTable
        );
        if !moving {
            self.notice.info(Msg::Race(RaceMsg::NotDuringRace));
            return true;
        }
        if self.race_waits() && action != HanoiAction::ClickTable {
            *self.hand = Hand::Empty;
            // Before the start the player is told to wait; after the race the result stays.
            if self.racing.counting_down(self.race_clock.millis()) {
                self.notice.info(Msg::Race(RaceMsg::NotYet));
            }
            return true;
        }
        false
    }

    /// A new tower of `pegs` and `disks`, the old one kept: everything starts over.
    fn restart(&mut self, pegs: usize, disks: usize) {
        if let Ok(tower) = Tower::new_on(pegs, disks) {
            self.keep_played();
            self.start_over(tower);
        }
    }

    /// A tower left with moves made is kept for its review (not a review's or a lesson's).
    fn keep_played(&mut self) {
        let elsewhere = self.review.is_on() || self.lesson.0.is_some();
        review::keep_left(&self.board, elsewhere, self.today.day(), &mut self.shelf);
    }

    /// Takes the puzzle off the board and brings back the tower put aside, with its run and clock.
    fn put_back(&mut self) {
        if let Some(playing) = self.on_board.0.take() {
            let (tower, run, clock) = playing.aside;
            self.start_over(tower);
            (*self.run, *self.clock) = (run, clock);
        }
    }

    /// Takes the lesson off the board and brings back what it put aside.
    fn put_lesson_back(&mut self, explain: &mut Insight, speed: &mut SolverSpeed) {
        if let Some(playing) = self.lesson.0.take() {
            let (tower, run, clock, kept_explain, kept_speed) = playing.aside;
            self.start_over(tower);
            (*self.run, *self.clock) = (run, clock);
            if *explain != kept_explain {
                *explain = kept_explain;
            }
            *speed = kept_speed;
        }
    }

    /// `tower` on the board: the hand, the solver, the message, the clock and the run start over.
    fn start_over(&mut self, tower: Tower) {
        self.solver.cancel();
        *self.hand = Hand::Empty;
        **self.board = tower;
        self.notice.clear();
        *self.run = HanoiRun::default();
        *self.clock = HanoiClock::default();
    }
}

fn pick_up(board: &Tower, play: &mut Play, disk: u8) {
    play.solver.cancel();
    play.sounds.write(Sound::Lift);
    *play.hand = Hand::Holding { disk, from: board.place_of(disk) };
}

/// A move by the player: made if the rules allow it, otherwise refused with the reason.
fn put_down(board: &mut Tower, play: &mut Play, from: usize, to: usize) {
    *play.hand = Hand::Empty;
    play.solver.cancel();
    // A lesson refuses an allowed move that leads away from the shortest way, and says why.
    if let Some((playing, _)) = play.lesson.as_mut()
        && playing.verdict == Verdict::Open
        && let Some(task) = playing.tower_task()
        && board.check_move(from, to).is_ok()
        && let Err(off) = task.judge(board.places(), pegs_engine::hanoi::Move::new(from, to))
    {
        let msg = LessonMsg::OffCourse { before: off.before, after: off.after };
        playing.said = Some(msg.clone());
        play.run.refused = play.run.refused.saturating_add(1);
        play.sounds.write(Sound::Refused);
        play.notice.warn(Msg::Lesson(msg));
        return;
    }
    match board.try_move(from, to) {
        Ok(mv) => {
            let disk = board.top(mv.to).unwrap_or(1);
            let weight = if board.disks() > 1 { (disk - 1) as f32 / (board.disks() - 1) as f32 } else { 0.5 };
            play.sounds.write(Sound::SetDown { weight });
            if board.is_solved() {
                announce_solve(board, play);
            } else {
                play.notice.clear();
            }
        }
        Err(e) => {
            play.run.refused = play.run.refused.saturating_add(1);
            play.sounds.write(Sound::Refused);
            play.notice.warn(Msg::Refused(e));
        }
    }
}

/// The tower stands on the goal peg: a solve without help goes on the
/// records (once), and the message says what it earned.
fn announce_solve(board: &Tower, play: &mut Play) {
    // A race says its own result (see `race`).
    if play.race {
        play.sounds.write(Sound::TowerSolved { great: false });
        return;
    }
    if let Some((playing, book)) = play.lesson.as_mut() {
        let done = playing.verdict == Verdict::Open && !play.run.assisted && playing.tower_task().is_some();
        if done {
            playing.verdict = Verdict::Done;
            playing.said = None;
            book.mark_done(playing.lesson);
        }
        let msg = if done { LessonMsg::Done } else { LessonMsg::Shown };
        play.sounds.write(Sound::TowerSolved { great: done });
        play.notice.puzzle_solved(Msg::Lesson(msg));
        return;
    }
    if let Some((playing, book, today)) = play.puzzle.as_mut() {
        let (moves, optimum) = (board.moves(), playing.puzzle.optimum);
        let stars = playing.puzzle.stars(moves);
        let msg = if play.run.assisted {
            PuzzleMsg::HanoiHelped
        } else {
            match playing.id {
                PuzzleId::Daily(day) => book.hanoi_solved(day, *today, moves, stars),
                PuzzleId::Rung(i) => book.ladders.hanoi_solved(i, stars),
            }
            PuzzleMsg::HanoiSolved { moves, optimum, stars }
        };
        play.sounds.write(Sound::TowerSolved { great: stars == 3 && !play.run.assisted });
        play.notice.puzzle_solved(Msg::Puzzle(msg));
        return;
    }
    let seconds = play.clock.seconds;
    let earned = if play.run.assisted {
        None
    } else if play.run.recorded {
        Some(Earned { optimal: board.moves() == board.optimal_from_start(), ..Earned::default() })
    } else {
        play.run.recorded = true;
        let (pegs, disks) = (board.peg_count(), board.disks());
        Some(play.book.hanoi_solved(
            pegs,
            disks,
            board.moves(),
            seconds,
            board.optimal_from_start(),
            play.run.refused,
        ))
    };
    play.run.earned = earned;
    let great = earned.is_some_and(|e| e.optimal || e.best_moves || e.best_time);
    play.sounds.write(Sound::TowerSolved { great });
    play.notice.solved(board, seconds, earned);
}

/// The player's hand: picking up a top disk, putting it down (or back),
/// dragging and dropping.
fn by_hand(board: &mut Tower, play: &mut Play, action: HanoiAction) {
    match action {
        HanoiAction::ClickDisk(disk) => match *play.hand {
            Hand::Empty if board.is_top(disk) => pick_up(board, play, disk),
            Hand::Empty => play.notice.info(Msg::OnlyTopDisk),
            Hand::Holding { disk: held, .. } if held == disk => *play.hand = Hand::Empty,
            Hand::Holding { from, .. } => {
                let to = board.place_of(disk);
                put_down(board, play, from, to);
            }
            Hand::Dragging { .. } => {}
        },
        HanoiAction::ClickPeg(peg) | HanoiAction::KeyPeg(peg) => match *play.hand {
            _ if peg >= board.peg_count() => {}
            Hand::Empty => match board.top(peg) {
                Some(top) => pick_up(board, play, top),
                None => play.notice.info(Msg::NothingToPickUp(peg + 1)),
            },
            Hand::Holding { from, .. } if from == peg => *play.hand = Hand::Empty,
            Hand::Holding { from, .. } => put_down(board, play, from, peg),
            Hand::Dragging { .. } => {}
        },
        HanoiAction::ClickTable => {
            if matches!(*play.hand, Hand::Holding { .. }) {
                *play.hand = Hand::Empty;
            }
        }
        HanoiAction::Drop { disk, peg } => {
            let Hand::Dragging { disk: held, from, .. } = *play.hand else { return };
            if held != disk {
                return;
            }
            *play.hand = Hand::Empty;
            match peg {
                Some(to) if to != from => put_down(board, play, from, to),
                // Dropped on its own peg or away from the pegs: it flies back.
                _ => {}
            }
        }
        _ => {}
    }
}

/// Undo, redo, the solver, a hint.
fn with_help(
    board: &mut Tower,
    table: Option<&pegs_engine::hanoi::distance::DistanceTable>,
    play: &mut Play,
    action: HanoiAction,
) {
    match action {
        HanoiAction::Undo => {
            play.solver.cancel();
            *play.hand = Hand::Empty;
            if board.undo().is_none() {
                play.notice.info(Msg::NothingToUndo);
            }
        }
        HanoiAction::Redo => {
            play.solver.cancel();
            *play.hand = Hand::Empty;
            if board.redo().is_none() {
                play.notice.info(Msg::NothingToRedo);
            } else if board.is_solved() {
                announce_solve(board, play);
            }
        }
        HanoiAction::ToggleSolver => {
            // A solver program of the player's own plays a tower of the player's own.
            let program = play.program.0.chosen().is_some()
                && !play.solver.is_active()
                && play.puzzle.is_none()
                && play.lesson.is_none()
                && !play.race;
            if board.is_solved() {
                play.notice.info(Msg::AlreadySolved);
            } else if program {
                *play.hand = Hand::Empty;
                play.program.0.ask(board, play.program.1, play.notice);
            } else {
                *play.hand = Hand::Empty;
                play.solver.toggle(board, table, play.notice);
            }
        }
        HanoiAction::StepSolver => {
            *play.hand = Hand::Empty;
            if play.solver.step(board, table, play.notice) > 0 {
                play.run.assisted = true;
                play.sounds.write(Sound::SolverMove);
                if board.is_solved() {
                    announce_solve(board, play);
                }
            }
        }
        HanoiAction::Hint => match board.hint_with(table) {
            Some(mv) => {
                play.run.assisted = true;
                let plan = board.plan(table);
                play.notice.info(Msg::Hint {
                    from: mv.from + 1,
                    to: mv.to + 1,
                    left: plan.remaining(),
                    optimal: plan.is_optimal(),
                });
            }
            None => play.notice.info(Msg::NothingLeftToDo),
        },
        _ => {}
    }
}
