//! The rules of the Towers of Hanoi: three or four pegs, disks that only
//! ever rest on larger disks, a move counter and an undo/redo history.
//!
//! Pegs are numbered from 0 here (the player sees 1, 2, 3, 4); disks are
//! numbered by size, 1 being the smallest.

use std::fmt;

/// Pegs of the classic game.
pub const PEGS: usize = 3;
/// Fewest pegs a board may have.
pub const MIN_PEGS: usize = 3;
/// Most pegs a board may have (Reve's puzzle).
pub const MAX_PEGS: usize = 4;
/// Fewest disks a tower may have.
pub const MIN_DISKS: usize = 1;
/// Most disks a tower may have (the optimal solution of 64 disks still fits a `u64`).
pub const MAX_DISKS: usize = 64;

/// One move of the top disk of `from` onto `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// Peg the disk leaves (from 0).
    pub from: usize,
    /// Peg the disk lands on (from 0).
    pub to: usize,
}

impl Move {
    /// A move from peg `from` to peg `to` (0-based).
    #[inline]
    pub const fn new(from: usize, to: usize) -> Self {
        Self { from, to }
    }
}

impl fmt::Display for Move {
    /// Written as the player counts pegs: `1 3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.from + 1, self.to + 1)
    }
}

/// Why a move was refused; the board is left exactly as it was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// Source and destination are the same peg.
    SamePeg,
    /// A peg number beyond the board's pegs.
    NoSuchPeg(usize),
    /// The source peg holds no disk.
    EmptyPeg(usize),
    /// The disk would rest on a smaller one.
    LargerOnSmaller {
        /// The disk being moved.
        disk: u8,
        /// The smaller disk on top of the destination peg.
        onto: u8,
    },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::SamePeg => write!(f, "Illegal move: the disk is already on that peg"),
            Self::NoSuchPeg(p) => write!(f, "Illegal move: there is no peg {}", p + 1),
            Self::EmptyPeg(p) => write!(f, "Illegal move: peg {} has no disk to move", p + 1),
            Self::LargerOnSmaller { .. } => {
                write!(f, "Illegal move: a larger disk cannot go on a smaller one")
            }
        }
    }
}

impl std::error::Error for MoveError {}

/// Why a tower could not be set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The disk count is outside `MIN_DISKS..=MAX_DISKS`.
    DiskCount(usize),
    /// The peg count is outside `MIN_PEGS..=MAX_PEGS`.
    PegCount(usize),
    /// A peg number beyond the board's pegs.
    NoSuchPeg {
        /// The peg asked for (from 0).
        peg: usize,
        /// Pegs on the board.
        pegs: usize,
    },
    /// A character in a configuration that is not one of the board's pegs.
    NotAPeg {
        /// The character.
        found: char,
        /// Pegs on the board.
        pegs: usize,
    },
    /// A history that the board cannot have had.
    History,
    /// The configuration names a different number of disks than asked for.
    ConfigLength {
        /// Disks asked for.
        expected: usize,
        /// Disks the configuration names.
        found: usize,
    },
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::DiskCount(n) => write!(f, "a tower has {MIN_DISKS} to {MAX_DISKS} disks, not {n}"),
            Self::PegCount(n) => write!(f, "a board has {MIN_PEGS} or {MAX_PEGS} pegs, not {n}"),
            Self::NoSuchPeg { peg, pegs } => write!(f, "there is no peg {}; pegs are 1 to {pegs}", peg + 1),
            Self::NotAPeg { found, pegs } => write!(f, "'{found}' is not a peg; pegs are 1 to {pegs}"),
            Self::History => write!(f, "the move history does not fit the board"),
            Self::ConfigLength { expected, found } => {
                write!(f, "the configuration names {found} disks, but the tower has {expected}")
            }
        }
    }
}

impl std::error::Error for SetupError {}

/// Checks that `peg` is one of `pegs` pegs.
pub fn check_peg(peg: usize, pegs: usize) -> Result<usize, SetupError> {
    if peg < pegs { Ok(peg) } else { Err(SetupError::NoSuchPeg { peg, pegs }) }
}

/// Checks a peg count.
pub fn check_pegs(pegs: usize) -> Result<usize, SetupError> {
    if (MIN_PEGS..=MAX_PEGS).contains(&pegs) { Ok(pegs) } else { Err(SetupError::PegCount(pegs)) }
}

/// On three pegs, the peg that is neither `a` nor `b` (they must differ).
#[inline]
pub const fn third_peg(a: usize, b: usize) -> usize {
    PEGS - a - b
}

/// A Towers of Hanoi board with its move history.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tower {
    /// Disks on each peg, bottom first.
    pegs: Vec<Vec<u8>>,
    /// Peg of each disk, indexed by `disk - 1`.
    place: Vec<u8>,
    goal: usize,
    moves: u64,
    history: Vec<Move>,
    undone: Vec<Move>,
}

impl Tower {
    /// A tower of `disks` disks on peg 0 of three, with the goal on peg 2.
    pub fn new(disks: usize) -> Result<Self, SetupError> {
        Self::new_on(PEGS, disks)
    }

    /// A tower of `disks` disks on peg 0 of `pegs`, with the goal on the last peg.
    pub fn new_on(pegs: usize, disks: usize) -> Result<Self, SetupError> {
        Self::from_places_on(pegs, &vec![0; disks], pegs.saturating_sub(1))
    }

    /// A three-peg board whose disk `i + 1` sits on peg `places[i]` (smallest disk first), with the given goal peg.
    pub fn from_places(places: &[usize], goal: usize) -> Result<Self, SetupError> {
        Self::from_places_on(PEGS, places, goal)
    }

    /// A board of `pegs` pegs whose disk `i + 1` sits on peg `places[i]`
    /// (smallest disk first), with the given goal peg.
    pub fn from_places_on(pegs: usize, places: &[usize], goal: usize) -> Result<Self, SetupError> {
        let count = check_pegs(pegs)?;
        let n = places.len();
        if !(MIN_DISKS..=MAX_DISKS).contains(&n) {
            return Err(SetupError::DiskCount(n));
        }
        check_peg(goal, count)?;
        let mut pegs = vec![Vec::new(); count];
        let mut place = Vec::with_capacity(n);
        for &p in places {
            place.push(check_peg(p, count)? as u8);
        }
        for disk in (1..=n).rev() {
            pegs[place[disk - 1] as usize].push(disk as u8);
        }
        Ok(Self { pegs, place, goal, moves: 0, history: Vec::new(), undone: Vec::new() })
    }

    /// Parses a three-peg configuration as the player writes it: the peg
    /// (1–3) of each disk, largest disk first, e.g. `3312` for four disks.
    pub fn from_config(config: &str, disks: usize, goal: usize) -> Result<Self, SetupError> {
        Self::from_config_on(PEGS, config, disks, goal)
    }

    /// Parses a configuration of a board of `pegs` pegs: the peg (from 1) of
    /// each disk, largest disk first.
    pub fn from_config_on(pegs: usize, config: &str, disks: usize, goal: usize) -> Result<Self, SetupError> {
        let count = check_pegs(pegs)?;
        if !(MIN_DISKS..=MAX_DISKS).contains(&disks) {
            return Err(SetupError::DiskCount(disks));
        }
        let found = config.chars().count();
        if found != disks {
            return Err(SetupError::ConfigLength { expected: disks, found });
        }
        let mut places = Vec::with_capacity(disks);
        for c in config.chars() {
            match c.to_digit(10) {
                Some(d) if (1..=count as u32).contains(&d) => places.push(d as usize - 1),
                _ => return Err(SetupError::NotAPeg { found: c, pegs: count }),
            }
        }
        // The configuration names the largest disk first; the board counts from the smallest.
        places.reverse();
        Self::from_places_on(count, &places, goal)
    }

    /// A board as it was kept: its places and goal, the moves that can be
    /// undone (oldest first; the move counter counts them) and those that
    /// can be made again (the next one last). Refused unless undoing every
    /// move and redoing every undone one are legal from the given places.
    pub fn restore(
        pegs: usize,
        places: &[usize],
        goal: usize,
        history: &[Move],
        undone: &[Move],
    ) -> Result<Self, SetupError> {
        let mut tower = Self::from_places_on(pegs, places, goal)?;
        // Walk back through the history, then forward again, each step by the rules.
        let mut probe = tower.clone();
        for mv in history.iter().rev() {
            probe.check_move(mv.to, mv.from).map_err(|_| SetupError::History)?;
            probe.shift(Move::new(mv.to, mv.from));
        }
        let mut forward = tower.clone();
        for mv in undone.iter().rev() {
            forward.check_move(mv.from, mv.to).map_err(|_| SetupError::History)?;
            forward.shift(*mv);
        }
        tower.moves = history.len() as u64;
        tower.history = history.to_vec();
        tower.undone = undone.to_vec();
        Ok(tower)
    }

    /// The same position and goal with no moves made (nothing to undo or redo).
    pub fn position(&self) -> Self {
        Self { moves: 0, history: Vec::new(), undone: Vec::new(), ..self.clone() }
    }

    /// Moves that can be undone, oldest first.
    pub fn history(&self) -> &[Move] {
        &self.history
    }

    /// Moves that can be made again, the next one last.
    pub fn undone(&self) -> &[Move] {
        &self.undone
    }

    /// Number of pegs.
    pub fn peg_count(&self) -> usize {
        self.pegs.len()
    }

    /// Number of disks.
    pub fn disks(&self) -> usize {
        self.place.len()
    }

    /// The goal peg.
    pub fn goal(&self) -> usize {
        self.goal
    }

    /// Disks on `peg`, bottom first.
    pub fn peg(&self, peg: usize) -> &[u8] {
        &self.pegs[peg]
    }

    /// The pegs, each bottom first.
    pub fn pegs(&self) -> &[Vec<u8>] {
        &self.pegs
    }

    /// Peg of each disk, smallest disk first.
    pub fn places(&self) -> &[u8] {
        &self.place
    }

    /// Peg that holds `disk` (1 = smallest).
    pub fn place_of(&self, disk: u8) -> usize {
        self.place[disk as usize - 1] as usize
    }

    /// Height of `disk` in its stack, 0 at the bottom.
    pub fn level_of(&self, disk: u8) -> usize {
        let peg = self.place_of(disk);
        self.pegs[peg].iter().position(|&d| d == disk).unwrap_or(0)
    }

    /// The top disk of `peg`, if any.
    pub fn top(&self, peg: usize) -> Option<u8> {
        self.pegs.get(peg).and_then(|p| p.last().copied())
    }

    /// Whether `disk` is the top disk of its peg (only those may move).
    pub fn is_top(&self, disk: u8) -> bool {
        (1..=self.disks()).contains(&(disk as usize)) && self.top(self.place_of(disk)) == Some(disk)
    }

    /// Moves made since the start, counting undos back.
    pub fn moves(&self) -> u64 {
        self.moves
    }

    /// Whether every disk is on the goal peg.
    pub fn is_solved(&self) -> bool {
        self.pegs[self.goal].len() == self.disks()
    }

    /// Checks a move without making it; returns the disk that would move.
    pub fn check_move(&self, from: usize, to: usize) -> Result<u8, MoveError> {
        for p in [from, to] {
            if p >= self.pegs.len() {
                return Err(MoveError::NoSuchPeg(p));
            }
        }
        if from == to {
            return Err(MoveError::SamePeg);
        }
        let disk = self.top(from).ok_or(MoveError::EmptyPeg(from))?;
        match self.top(to) {
            Some(onto) if onto < disk => Err(MoveError::LargerOnSmaller { disk, onto }),
            _ => Ok(disk),
        }
    }

    /// Makes the move if the rules allow it; otherwise returns why not and changes nothing.
    /// A new move clears the redo list.
    pub fn try_move(&mut self, from: usize, to: usize) -> Result<Move, MoveError> {
        self.check_move(from, to)?;
        let mv = Move::new(from, to);
        self.shift(mv);
        self.moves += 1;
        self.history.push(mv);
        self.undone.clear();
        Ok(mv)
    }

    /// Takes back the last move; returns the move that was taken back (as it was made).
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.history.pop()?;
        self.shift(Move::new(mv.to, mv.from));
        self.moves -= 1;
        self.undone.push(mv);
        Some(mv)
    }

    /// Makes again the last move taken back.
    pub fn redo(&mut self) -> Option<Move> {
        let mv = self.undone.pop()?;
        self.shift(mv);
        self.moves += 1;
        self.history.push(mv);
        Some(mv)
    }

    /// Whether there is a move to undo.
    pub fn can_undo(&self) -> bool {
        !self.history.is_empty()
    }

    /// Whether there is a move to redo.
    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// Moves the top disk without checking the rules (callers have checked).
    fn shift(&mut self, mv: Move) {
        if let Some(disk) = self.pegs[mv.from].pop() {
            self.pegs[mv.to].push(disk);
            self.place[disk as usize - 1] = mv.to as u8;
        }
    }
}
