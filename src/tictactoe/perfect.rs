//! Perfect play: the exact value of every position reachable from the empty
//! board, found by retrograde analysis, and the best move with the
//! sixty-half-move rule taken into account.
//!
//! A position is seen from the side to move: its stones and the opponent's,
//! each oldest first. Whose turn it is does not change the rules, so one
//! table serves X and O alike, whoever started. Without the move counter each
//! position is a win in N half-moves (the fastest the mover can force), a
//! loss in N (the longest the mover can hold out) or a draw. With `r`
//! half-moves left before the limit, a win or loss in N stands when N ≤ r; a
//! longer one is a draw.

use std::fmt;

use rand::Rng;
use rand::seq::IndexedRandom;

use super::rules::{ALL_CELLS, CELLS, Game, MAX_STONES, Status, has_line};

/// The exact outcome of a position or a move, counting half-moves until the
/// game ends (a move that wins at once is a win in 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The mover wins in this many half-moves.
    Win(u8),
    /// The mover loses in this many half-moves.
    Loss(u8),
    /// Neither side can force a win.
    Draw,
}

impl Outcome {
    /// The outcome one half-move earlier, for the other player.
    fn before(self) -> Self {
        match self {
            Self::Win(n) => Self::Loss(n + 1),
            Self::Loss(n) => Self::Win(n + 1),
            Self::Draw => Self::Draw,
        }
    }

    /// Higher is better for the mover: fast wins, then draws, then slow losses.
    fn rank(self) -> i32 {
        match self {
            Self::Win(n) => 1000 - n as i32,
            Self::Draw => 0,
            Self::Loss(n) => -1000 + n as i32,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Win(n) => write!(f, "win {n}"),
            Self::Loss(n) => write!(f, "loss {n}"),
            Self::Draw => write!(f, "draw"),
        }
    }
}

/// Stored value byte: 0 draw (or not yet known), 1..=127 win in N, 128 + N loss in N.
const LOSS: u8 = 128;

fn decode(byte: u8) -> Outcome {
    match byte {
        0 => Outcome::Draw,
        1..LOSS => Outcome::Win(byte),
        _ => Outcome::Loss(byte - LOSS),
    }
}

/// P(n, k): ordered choices of k out of n.
const fn arrangements(n: usize, k: usize) -> u32 {
    let mut p = 1;
    let mut i = 0;
    while i < k {
        p *= (n - i) as u32;
        i += 1;
    }
    p
}

/// Where the block of positions with `a` own and `b` opposing stones starts.
const BLOCK_START: [[u32; MAX_STONES + 1]; MAX_STONES + 1] = {
    let mut start = [[0; MAX_STONES + 1]; MAX_STONES + 1];
    let mut next = 0;
    let mut a = 0;
    while a <= MAX_STONES {
        let mut b = 0;
        while b <= MAX_STONES {
            start[a][b] = next;
            next += arrangements(CELLS, a + b);
            b += 1;
        }
        a += 1;
    }
    start
};

/// Number of positions the index space holds (every way to lay up to three
/// stones a side, ordered).
pub const POSITIONS: usize = {
    let mut total = 0;
    let mut k = 0;
    while k <= 2 * MAX_STONES {
        // Pairs (a, b) with a + b = k and both at most three.
        let pairs = if k <= MAX_STONES { k + 1 } else { 2 * MAX_STONES + 1 - k };
        total += pairs * arrangements(CELLS, k) as usize;
        k += 1;
    }
    total
};

/// A position from the mover's side: own stones and the opponent's, oldest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Position {
    cells: [u8; 2 * MAX_STONES],
    mine: u8,
    theirs: u8,
}

impl Position {
    fn of(game: &Game) -> Self {
        let mine = game.stones(game.turn()).cells();
        let theirs = game.stones(game.turn().other()).cells();
        let mut cells = [0; 2 * MAX_STONES];
        cells[..mine.len()].copy_from_slice(mine);
        cells[mine.len()..mine.len() + theirs.len()].copy_from_slice(theirs);
        Self { cells, mine: mine.len() as u8, theirs: theirs.len() as u8 }
    }

    fn mine(&self) -> &[u8] {
        &self.cells[..self.mine as usize]
    }

    fn theirs(&self) -> &[u8] {
        &self.cells[self.mine as usize..(self.mine + self.theirs) as usize]
    }

    fn mask_of(cells: &[u8]) -> u16 {
        cells.iter().fold(0, |m, &c| m | 1 << c)
    }

    fn occupied(&self) -> u16 {
        Self::mask_of(&self.cells[..(self.mine + self.theirs) as usize])
    }

    fn from_parts(mine: &[u8], theirs: &[u8]) -> Self {
        let mut cells = [0; 2 * MAX_STONES];
        cells[..mine.len()].copy_from_slice(mine);
        cells[mine.len()..mine.len() + theirs.len()].copy_from_slice(theirs);
        Self { cells, mine: mine.len() as u8, theirs: theirs.len() as u8 }
    }

    /// Dense index: the block for the stone counts, then the rank of the cell
    /// sequence among all ordered choices of that many cells.
    fn index(&self) -> u32 {
        let k = (self.mine + self.theirs) as usize;
        let mut used = 0u16;
        let mut rank = 0;
        for (i, &c) in self.cells[..k].iter().enumerate() {
            let below = c as u32 - (used & ((1 << c) - 1)).count_ones();
            rank += below * arrangements(CELLS - 1 - i, k - 1 - i);
            used |= 1 << c;
        }
        BLOCK_START[self.mine as usize][self.theirs as usize] + rank
    }

    fn from_index(index: u32) -> Self {
        let (mut mine, mut theirs) = (0, 0);
        for (a, row) in BLOCK_START.iter().enumerate() {
            for (b, &start) in row.iter().enumerate() {
                if start <= index {
                    (mine, theirs) = (a, b);
                }
            }
        }
        let k = mine + theirs;
        let mut rest = index - BLOCK_START[mine][theirs];
        let mut cells = [0; 2 * MAX_STONES];
        let mut used = 0u16;
        for (i, cell) in cells[..k].iter_mut().enumerate() {
            let step = arrangements(CELLS - 1 - i, k - 1 - i);
            let mut nth = rest / step;
            rest %= step;
            let mut c = 0;
            loop {
                if used & (1 << c) == 0 {
                    if nth == 0 {
                        break;
                    }
                    nth -= 1;
                }
                c += 1;
            }
            *cell = c;
            used |= 1 << c;
        }
        Self { cells, mine: mine as u8, theirs: theirs as u8 }
    }

    /// The mover's stones after a stone on `cell`, or `None` if that move wins.
    fn grown(&self, cell: u8) -> Option<([u8; MAX_STONES + 1], usize)> {
        let mut stones = [0; MAX_STONES + 1];
        let mine = self.mine();
        stones[..mine.len()].copy_from_slice(mine);
        stones[mine.len()] = cell;
        let all = &stones[..=mine.len()];
        if has_line(Self::mask_of(all)) {
            return None;
        }
        let (start, len) = if all.len() > MAX_STONES { (1, MAX_STONES) } else { (0, all.len()) };
        let mut kept = [0; MAX_STONES + 1];
        kept[..len].copy_from_slice(&all[start..start + len]);
        Some((kept, len))
    }

    /// The position after a non-winning move on `cell`, seen by the opponent; `None` if it wins.
    fn child(&self, cell: u8) -> Option<Self> {
        let (kept, len) = self.grown(cell)?;
        Some(Self::from_parts(self.theirs(), &kept[..len]))
    }

    fn free(&self) -> u16 {
        ALL_CELLS & !self.occupied()
    }

    /// Calls `visit` with each position from which the opponent's last
    /// stone, played without winning, led here.
    fn for_each_parent(&self, mut visit: impl FnMut(Self)) {
        let theirs = self.theirs();
        let Some((_, before)) = theirs.split_last() else {
            return;
        };
        // The stone joined fewer than three: nothing vanished.
        visit(Self::from_parts(before, self.mine()));
        if theirs.len() == MAX_STONES {
            // Or it was their fourth and an older stone vanished, one that
            // would not have made a line with the other three.
            let line_free = Self::mask_of(theirs);
            let mut free = self.free();
            while free != 0 {
                let x = free.trailing_zeros() as u8;
                free &= free - 1;
                if !has_line(line_free | 1 << x) {
                    let mut with_oldest = [x; MAX_STONES];
                    with_oldest[1..].copy_from_slice(before);
                    visit(Self::from_parts(&with_oldest, self.mine()));
                }
            }
        }
    }
}

/// Builds the table in resumable slices, so a caller can keep frames short.
#[derive(Clone, Debug)]
pub struct TableBuilder {
    values: Vec<u8>,
    /// Moves not yet known to lose, per position, while the analysis runs.
    open: Vec<u8>,
    reached: Vec<u64>,
    /// Reachable positions in the order they were found.
    found: Vec<u32>,
    /// Positions whose value is known, in order of distance.
    solved: Vec<u32>,
    phase: Phase,
    cursor: usize,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Walking forward from the empty board.
    Reach,
    /// Marking immediate wins and counting moves.
    Seed,
    /// Walking backward from known values.
    Retro,
    Done,
}

impl Default for TableBuilder {
    fn default() -> Self {
        Self::new()
    }
}

impl TableBuilder {
    /// A builder that starts from the empty board.
    pub fn new() -> Self {
        let mut builder = Self {
            values: vec![0; POSITIONS],
            open: vec![0; POSITIONS],
            reached: vec![0; POSITIONS.div_ceil(64)],
            found: Vec::with_capacity(1 << 17),
            solved: Vec::with_capacity(1 << 17),
            phase: Phase::Reach,
            cursor: 0,
        };
        let empty = Position::from_parts(&[], &[]).index();
        builder.reach(empty);
        builder
    }

    fn is_reached(&self, index: u32) -> bool {
        self.reached[index as usize / 64] & (1 << (index % 64)) != 0
    }

    fn reach(&mut self, index: u32) {
        if !self.is_reached(index) {
            self.reached[index as usize / 64] |= 1 << (index % 64);
            self.found.push(index);
        }
    }

    fn settle(&mut self, index: u32, value: u8) {
        self.values[index as usize] = value;
        self.solved.push(index);
    }

    /// Handles at most `budget` positions; returns true once the table is complete.
    pub fn step(&mut self, budget: usize) -> bool {
        let mut left = budget;
        while left > 0 {
            left -= 1;
            match self.phase {
                Phase::Reach => {
                    let Some(&index) = self.found.get(self.cursor) else {
                        self.phase = Phase::Seed;
                        self.cursor = 0;
                        continue;
                    };
                    self.cursor += 1;
                    let pos = Position::from_index(index);
                    let mut free = pos.free();
                    while free != 0 {
                        let cell = free.trailing_zeros() as u8;
                        free &= free - 1;
                        if let Some(child) = pos.child(cell) {
                            self.reach(child.index());
                        }
                    }
                }
                Phase::Seed => {
                    let Some(&index) = self.found.get(self.cursor) else {
                        self.phase = Phase::Retro;
                        self.cursor = 0;
                        continue;
                    };
                    self.cursor += 1;
                    let pos = Position::from_index(index);
                    let free = pos.free();
                    let wins = (0..CELLS as u8).any(|c| free & (1 << c) != 0 && pos.grown(c).is_none());
                    if wins {
                        self.settle(index, 1);
                    } else {
                        self.open[index as usize] = free.count_ones() as u8;
                    }
                }
                Phase::Retro => {
                    let Some(&index) = self.solved.get(self.cursor) else {
                        self.phase = Phase::Done;
                        self.open = Vec::new();
                        self.found.shrink_to_fit();
                        self.solved = Vec::new();
                        continue;
                    };
                    self.cursor += 1;
                    let value = self.values[index as usize];
                    let pos = Position::from_index(index);
                    let mut parents = [0u32; CELLS + 1];
                    let mut count = 0;
                    pos.for_each_parent(|parent| {
                        parents[count] = parent.index();
                        count += 1;
                    });
                    for &parent in &parents[..count] {
                        let p = parent as usize;
                        if !self.is_reached(parent) || self.values[p] != 0 {
                            continue;
                        }
                        match decode(value) {
                            // A move into a lost position wins for the parent, at the first (shortest) chance.
                            Outcome::Loss(n) => self.settle(parent, n + 1),
                            // One more move of the parent's leads to a loss; when none is left, the parent is lost.
                            Outcome::Win(n) => {
                                self.open[p] -= 1;
                                if self.open[p] == 0 {
                                    self.settle(parent, LOSS + n + 1);
                                }
                            }
                            Outcome::Draw => {}
                        }
                    }
                }
                Phase::Done => return true,
            }
        }
        self.phase == Phase::Done
    }

    /// The finished table (building whatever is left first).
    pub fn finish(mut self) -> PerfectTable {
        while !self.step(usize::MAX) {}
        PerfectTable { values: self.values, reached: self.reached, reachable: self.found.len() }
    }
}

/// Counts over the positions reachable from the empty board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableStats {
    /// Positions reachable from the empty board, seen from the side to move.
    pub positions: usize,
    /// Of those, positions the side to move wins.
    pub wins: usize,
    /// Positions the side to move loses.
    pub losses: usize,
    /// Positions neither side can force.
    pub draws: usize,
    /// Value of the empty board without the move limit.
    pub empty_board: Outcome,
    /// Longest forced win or loss, in half-moves.
    pub longest: u8,
}

/// The exact value of every reachable position.
#[derive(Clone, Debug)]
pub struct PerfectTable {
    values: Vec<u8>,
    reached: Vec<u64>,
    reachable: usize,
}

impl PerfectTable {
    /// Builds the whole table at once.
    pub fn build() -> Self {
        TableBuilder::new().finish()
    }

    /// Bytes the table holds.
    pub fn size_bytes(&self) -> usize {
        self.values.len() + self.reached.len() * 8
    }

    /// Value of a running position ignoring the move limit; `None` for
    /// positions that no game from the empty board reaches.
    pub fn unlimited(&self, game: &Game) -> Option<Outcome> {
        let index = Position::of(game).index();
        let reached = self.reached[index as usize / 64] & (1 << (index % 64)) != 0;
        reached.then(|| decode(self.values[index as usize]))
    }

    /// Value of a running position for the player to move, with the move limit.
    pub fn value(&self, game: &Game) -> Option<Outcome> {
        if !game.is_running() {
            return None;
        }
        let left = game.half_moves_left();
        Some(match self.unlimited(game)? {
            Outcome::Win(n) if n <= left => Outcome::Win(n),
            Outcome::Loss(n) if n <= left => Outcome::Loss(n),
            _ => Outcome::Draw,
        })
    }

    /// Value of each legal move for the player to move, with the move limit.
    pub fn move_values(&self, game: &Game) -> [Option<Outcome>; CELLS] {
        let mut values = [None; CELLS];
        for cell in game.legal_cells() {
            let child = game.after(cell);
            values[cell as usize] = match child.status() {
                Status::Won { .. } => Some(Outcome::Win(1)),
                Status::Draw => Some(Outcome::Draw),
                Status::Running => self.value(&child).map(Outcome::before),
            };
        }
        values
    }

    /// The best moves: fastest win, else a draw, else the slowest loss. Among
    /// drawn moves it prefers those that leave the opponent lost without the
    /// move limit (a chance for a mistake) and avoids those that would lose
    /// without it.
    pub fn best_moves(&self, game: &Game) -> Vec<u8> {
        let values = self.move_values(game);
        let preference = |cell: u8| -> Option<i32> {
            let value = values[cell as usize]?;
            let mut rank = value.rank() * 4;
            if value == Outcome::Draw {
                let child = game.after(cell);
                if child.is_running() {
                    rank += match self.unlimited(&child) {
                        Some(Outcome::Loss(_)) => 1,
                        Some(Outcome::Win(_)) => -1,
                        _ => 0,
                    };
                }
            }
            Some(rank)
        };
        let best = game.legal_cells().filter_map(preference).max();
        game.legal_cells().filter(|&c| best.is_some() && preference(c) == best).collect()
    }

    /// One of the best moves, chosen at random.
    pub fn choose(&self, game: &Game, rng: &mut impl Rng) -> Option<u8> {
        self.best_moves(game).choose(rng).copied()
    }

    /// Counts of wins, losses and draws over the reachable positions.
    pub fn stats(&self) -> TableStats {
        let mut stats = TableStats {
            positions: self.reachable,
            wins: 0,
            losses: 0,
            draws: 0,
            empty_board: decode(self.values[Position::from_parts(&[], &[]).index() as usize]),
            longest: 0,
        };
        for (i, &v) in self.values.iter().enumerate() {
            if self.reached[i / 64] & (1 << (i % 64)) == 0 {
                continue;
            }
            match decode(v) {
                Outcome::Win(n) | Outcome::Loss(n) => {
                    stats.longest = stats.longest.max(n);
                    if v < LOSS {
                        stats.wins += 1;
                    } else {
                        stats.losses += 1;
                    }
                }
                Outcome::Draw => stats.draws += 1,
            }
        }
        stats
    }
}
