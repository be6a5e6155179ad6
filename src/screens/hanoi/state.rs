//! What the Hanoi screen is: the engine's tower, the player's hand and
//! pointer, the message line, the solver's speed, the actions a player can
//! take, and the components of the entities that show them. Everything
//! else on the screen reads or changes these.

use bevy::prelude::*;
use pegs_engine::hanoi::Tower;

use super::feel::{NOTICE_FADE_SECONDS, NOTICE_SECONDS};
use super::layout::{Geometry, Tall};
use crate::base::i18n::Msg;
use crate::base::save::records::Earned;
use crate::base::settings::{DEFAULT_DISKS, DEFAULT_SPEED, MAX_SPEED};
use crate::shell::language::Lang;

/// The game being played: the engine's tower.
#[derive(Resource, Debug, Clone, Deref, DerefMut)]
pub struct Board(pub Tower);

impl Default for Board {
    fn default() -> Self {
        Self(Tower::new(DEFAULT_DISKS).expect("the default tower is valid"))
    }
}

impl Board {
    /// The shape of this board, standing `tall` times its usual height.
    pub fn geometry(&self, tall: Tall) -> Geometry {
        Geometry::new(self.peg_count(), self.disks()).standing(tall)
    }
}

/// What happened on the way in the tower being played, for the records.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct HanoiRun {
    /// The solver or a hint helped: the solve is no record.
    pub assisted: bool,
    /// Moves refused so far.
    pub refused: u32,
    /// The solve is on the records already (undo and redo do not count it twice).
    pub recorded: bool,
    /// What the solve earned, once solved without help.
    pub earned: Option<Earned>,
}

/// The tower was just solved: when (game clock) and how well, for the bounce and the glow.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct Cheer {
    /// Game-clock second of the solve.
    pub since: Option<f64>,
    /// An optimal solve or a record.
    pub great: bool,
}

/// The clock of the tower being played: it starts with the first move and
/// stops when the tower stands on the goal peg.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct HanoiClock {
    /// Seconds played.
    pub seconds: f64,
}

impl HanoiClock {
    /// Whether the clock runs for this board.
    pub fn runs_for(tower: &Tower) -> bool {
        tower.moves() > 0 && !tower.is_solved()
    }
}

/// The clock as a player reads it: `0:07.3`, `12:45.0`.
pub fn clock_text(seconds: f64) -> String {
    let tenths = (seconds.max(0.0) * 10.0).floor() as u64;
    format!("{}:{:02}.{}", tenths / 600, tenths / 10 % 60, tenths % 10)
}

/// Moves a single frame may play at the fastest setting ([`MAX_SPEED`]).
pub const MAX_MOVES_PER_FRAME: u32 = 200;

/// Solver speed in moves per second (`MIN_SPEED..=MAX_SPEED` of the settings); flights follow it.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct SolverSpeed(pub f32);

impl Default for SolverSpeed {
    fn default() -> Self {
        Self(DEFAULT_SPEED)
    }
}

impl SolverSpeed {
    /// Whether this is the fastest setting.
    pub fn is_max(&self) -> bool {
        self.0 >= MAX_SPEED
    }

    /// How long one flight takes at this speed (zero: disks jump).
    pub fn flight_seconds(&self) -> f32 {
        use super::feel::{FLIGHT_SHARE_OF_A_MOVE, JUMP_ABOVE_MOVES_A_SECOND, MAX_FLIGHT_SECONDS};
        if self.0 > JUMP_ABOVE_MOVES_A_SECOND {
            0.0
        } else {
            (FLIGHT_SHARE_OF_A_MOVE / self.0).min(MAX_FLIGHT_SECONDS)
        }
    }
}

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

/// The message line above the board: messages, said in whatever language
/// is in use when they are shown.
#[derive(Resource, Debug, Default, Clone)]
pub struct Notice {
    /// What it says, a line each.
    pub lines: Vec<Msg>,
    /// How it is shown.
    pub kind: NoticeKind,
    /// Seconds since it appeared.
    pub age: f32,
}

impl Notice {
    fn set(&mut self, lines: Vec<Msg>, kind: NoticeKind) {
        self.lines = lines;
        self.kind = kind;
        self.age = 0.0;
    }

    /// Shows information.
    pub fn info(&mut self, msg: Msg) {
        self.set(vec![msg], NoticeKind::Info);
    }

    /// Shows why a move was refused.
    pub fn warn(&mut self, msg: Msg) {
        self.set(vec![msg], NoticeKind::Warning);
    }

    /// Announces the solved tower with its move count, its time and, for a
    /// solve without help, what it earned.
    pub fn solved(&mut self, tower: &Tower, seconds: f64, earned: Option<Earned>) {
        let (moves, optimum) = (tower.moves(), tower.optimal_from_start());
        let mut lines = match earned {
            None => vec![Msg::SolvedWithHelp(moves)],
            Some(_) => vec![Msg::Solved { moves, clock: clock_text(seconds), optimum }],
        };
        if let Some(earned) = earned {
            for (got, msg) in [
                (earned.first, Msg::FirstSolve),
                (earned.best_moves, Msg::FewestMovesYet),
                (earned.best_time, Msg::BestTimeYet),
                (earned.no_refused_move, Msg::NoRefusedMove),
            ] {
                if got {
                    lines.push(msg);
                }
            }
        }
        self.set(lines, NoticeKind::Solved);
    }

    /// Says how a race ended, a line each (it stays until the next race).
    pub fn race_result(&mut self, lines: Vec<Msg>) {
        self.set(lines, NoticeKind::Solved);
    }

    /// Says what stays until the next move (a solver program's verdict), a line each.
    pub fn stays(&mut self, lines: Vec<Msg>) {
        self.set(lines, NoticeKind::Solved);
    }

    /// Says how a puzzle was solved (it stays until the next move).
    pub fn puzzle_solved(&mut self, msg: Msg) {
        self.set(vec![msg], NoticeKind::Solved);
    }

    /// Removes the message.
    pub fn clear(&mut self) {
        self.lines.clear();
        self.kind = NoticeKind::Info;
    }

    /// What it says in `lang`, one line per message.
    pub fn text(&self, lang: &Lang) -> String {
        self.lines.iter().map(|m| lang.say(m)).collect::<Vec<_>>().join("\n")
    }

    /// Seconds until the message starts to fade (0 while it fades); `None`
    /// while it stays as it is (none, a solve, or faded out).
    pub fn fades_in(&self) -> Option<f32> {
        let fading_ends = NOTICE_SECONDS + NOTICE_FADE_SECONDS;
        match self.kind {
            _ if self.lines.is_empty() || self.age >= fading_ends => None,
            NoticeKind::Solved => None,
            _ => Some((NOTICE_SECONDS - self.age).max(0.0)),
        }
    }

    /// How visible the message is now, 0 to 1.
    pub fn opacity(&self) -> f32 {
        match self.kind {
            _ if self.lines.is_empty() => 0.0,
            NoticeKind::Solved => 1.0,
            _ => (1.0 - (self.age - NOTICE_SECONDS) / NOTICE_FADE_SECONDS).clamp(0.0, 1.0),
        }
    }
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
    /// Keys 1 to 4: pick up from or put down on that peg.
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
    /// Start again on this many pegs.
    SetPegs(usize),
    /// Start, pause or resume the solver.
    ToggleSolver,
    /// Play one solver move.
    StepSolver,
    /// Say the next optimal move.
    Hint,
    /// Leave the puzzle on the board for the tower put aside.
    LeavePuzzle,
    /// The ladder's next puzzle.
    NextPuzzle,
}

/// A disk that has just landed: it squashes a little and springs back.
#[derive(Component, Debug, Clone, Copy, Default)]
pub struct Settle {
    /// Seconds since it landed.
    pub age: f32,
}

/// A disk on screen; `size` is its number in the engine (1 = smallest).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
#[require(Sprite, Transform)]
pub struct Disk {
    /// 1 = smallest.
    pub size: u8,
}

/// The glow around a disk that can be picked up or is held.
#[derive(Component, Debug)]
pub struct DiskGlow;

/// The number written on a disk (1 = smallest).
#[derive(Component, Debug)]
pub struct DiskNumber;

/// The visible post of a peg.
#[derive(Component, Debug, Clone, Copy)]
#[require(Sprite, Transform)]
pub struct PegPost {
    /// From 0.
    pub index: usize,
}

/// The invisible, generous area around a peg that takes clicks and drops.
#[derive(Component, Debug, Clone, Copy)]
#[require(Transform)]
pub struct PegZone {
    /// From 0.
    pub index: usize,
}

/// The empty table behind the board; a click on it cancels a held disk.
#[derive(Component, Debug)]
pub struct Table;

/// Everything that shows the pegs and base of a board of `pegs` pegs (not the disks).
#[derive(Component, Debug, Clone, Copy)]
pub struct Stand {
    /// How tall its pegs stand.
    pub tall: f32,
    /// The pegs it was made for.
    pub pegs: usize,
    /// The goal peg it names.
    pub goal: usize,
    /// Made for a puzzle (no start peg named).
    pub puzzle: bool,
}

/// Where `disk` belongs now: in the hand, above its peg, or in its slot.
pub fn target_of(disk: u8, board: &Board, tall: Tall, hand: &Hand) -> Vec2 {
    let peg = board.place_of(disk);
    let geometry = board.geometry(tall);
    match *hand {
        Hand::Holding { disk: held, .. } if held == disk => geometry.lifted(peg),
        Hand::Dragging { disk: held, at, .. } if held == disk => at,
        _ => geometry.slot(peg, board.level_of(disk)),
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Board>()
        .init_resource::<SolverSpeed>()
        .init_resource::<Hand>()
        .init_resource::<Hover>()
        .init_resource::<Notice>()
        .init_resource::<HanoiRun>()
        .init_resource::<HanoiClock>()
        .init_resource::<Cheer>()
        .add_message::<HanoiAction>();
}
