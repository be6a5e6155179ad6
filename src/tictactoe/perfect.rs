//! Perfect play: the exact value of every position reachable from the empty
//! board under one rule set, found by retrograde analysis, and the best move
//! with the sixty-half-move rule taken into account.
//!
//! A position is seen from the side to move: its stones and the opponent's,
//! each oldest first. Whose turn it is does not change the rules, so one
//! table serves X and O alike, whoever started. Without the move counter each
//! position is a win in N half-moves (the fastest the mover can force), a
//! loss in N (the longest the mover can hold out) or a draw. With `r`
//! half-moves left before the limit, a win or loss in N stands when N ≤ r; a
//! longer one is a draw.
//!
//! The table keeps one byte per possible position and a bit per position
//! for "reachable"; while it is built, the byte of an undecided position
//! counts its moves not yet known to lose, and the work goes level by level
//! through bit sets instead of queues, so building needs little more memory
//! than the table itself.

use std::fmt;

use rand::Rng;
use rand::seq::IndexedRandom;

use super::rules::{ALL_CELLS, CELLS, Game, LINE_MASKS, MOST_STONES, RuleSet, Status, has_line};

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

/// Stored value byte: 0 draw, 1..LOSS win in N, LOSS + N loss in N; while
/// building, OPEN + k for an undecided position with k moves not yet known to lose.
const LOSS: u8 = 0x80;
const OPEN: u8 = 0xF0;
/// Longest forced result a byte can hold.
const LONGEST: u8 = OPEN - LOSS - 1;

fn decode(byte: u8) -> Outcome {
    match byte {
        0 => Outcome::Draw,
        1..LOSS => Outcome::Win(byte),
        LOSS..OPEN => Outcome::Loss(byte - LOSS),
        _ => Outcome::Draw,
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

/// `ARRANGEMENTS[n][k]` = P(n, k), looked up rather than multiplied out in the inner loops.
const ARRANGEMENTS: [[u32; CELLS + 1]; CELLS + 1] = {
    let mut table = [[0; CELLS + 1]; CELLS + 1];
    let mut n = 0;
    while n <= CELLS {
        let mut k = 0;
        while k <= n {
            table[n][k] = arrangements(n, k);
            k += 1;
        }
        n += 1;
    }
    table
};

/// `⌈2^40 / P(n, k)⌉`, so that `x / P(n, k) == (x · r) >> 40` for any x below 2^20.
const RECIPROCALS: [[u64; CELLS + 1]; CELLS + 1] = {
    let mut table = [[0; CELLS + 1]; CELLS + 1];
    let mut n = 0;
    while n <= CELLS {
        let mut k = 0;
        while k <= n {
            table[n][k] = (1u64 << 40).div_ceil(ARRANGEMENTS[n][k] as u64);
            k += 1;
        }
        n += 1;
    }
    table
};

/// `WINNING_CELLS[m]`: the cells that complete a line when added to the stones of mask `m`.
const WINNING_CELLS: [u16; 1 << CELLS] = {
    let mut table = [0u16; 1 << CELLS];
    let mut m: usize = 0;
    while m < 1 << CELLS {
        let mut c = 0;
        while c < CELLS {
            let with = (m | 1 << c) as u16;
            let mut l = 0;
            while l < LINE_MASKS.len() {
                if with & LINE_MASKS[l] == LINE_MASKS[l] {
                    table[m] |= 1 << c;
                }
                l += 1;
            }
            c += 1;
        }
        m += 1;
    }
    table
};

/// Everything the moves of one position share: which of them win, and the
/// index of the position after any other move but for the new stone's own part.
struct Expansion {
    /// Moves that win at once.
    wins: u16,
    /// Index of the child without the last stone's contribution.
    base: u32,
    /// Cells used before the last stone, in the child's order.
    used: u16,
}

impl Expansion {
    /// Index of the position after a (non-winning) move on `cell`.
    fn child(&self, cell: u8) -> u32 {
        self.base + cell as u32 - (self.used & ((1 << cell) - 1)).count_ones()
    }
}

/// Dense numbering of the positions with up to `stones` stones a side.
#[derive(Clone, Copy, Debug)]
struct Indexer {
    /// Where the block of positions with `a` own and `b` opposing stones starts.
    block_start: [[u32; MOST_STONES + 1]; MOST_STONES + 1],
    stones: usize,
    positions: usize,
}

impl Indexer {
    const fn new(stones: usize) -> Self {
        let mut block_start = [[0; MOST_STONES + 1]; MOST_STONES + 1];
        let mut next = 0;
        let mut a = 0;
        while a <= stones {
            let mut b = 0;
            while b <= stones {
                block_start[a][b] = next;
                next += arrangements(CELLS, a + b);
                b += 1;
            }
            a += 1;
        }
        Self { block_start, stones, positions: next as usize }
    }

    const fn of(rules: RuleSet) -> Self {
        match rules.stones() {
            3 => THREE,
            _ => FOUR,
        }
    }
}

const THREE: Indexer = Indexer::new(3);
const FOUR: Indexer = Indexer::new(4);

/// Number of slots in the table of `rules` (every way to lay out up to its
/// stone limit a side, in order).
pub const fn positions(rules: RuleSet) -> usize {
    Indexer::of(rules).positions
}

/// Slots in the seed rules' table.
pub const POSITIONS: usize = positions(RuleSet::Seed);

/// A position from the mover's side: own stones and the opponent's, oldest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Position {
    cells: [u8; 2 * MOST_STONES],
    mine: u8,
    theirs: u8,
}

fn mask_of(cells: &[u8]) -> u16 {
    cells.iter().fold(0, |m, &c| m | 1 << c)
}

impl Position {
    fn of(game: &Game) -> Self {
        Self::from_parts(game.stones(game.turn()).cells(), game.stones(game.turn().other()).cells())
    }

    fn from_parts(mine: &[u8], theirs: &[u8]) -> Self {
        let mut cells = [0; 2 * MOST_STONES];
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

    fn occupied(&self) -> u16 {
        mask_of(&self.cells[..(self.mine + self.theirs) as usize])
    }

    /// Dense index: the block for the stone counts, then the rank of the cell
    /// sequence among all ordered choices of that many cells.
    fn index(&self, ix: &Indexer) -> u32 {
        let k = (self.mine + self.theirs) as usize;
        let mut used = 0u16;
        let mut rank = 0;
        for (i, &c) in self.cells[..k].iter().enumerate() {
            let below = c as u32 - (used & ((1 << c) - 1)).count_ones();
            rank += below * ARRANGEMENTS[CELLS - 1 - i][k - 1 - i];
            used |= 1 << c;
        }
        ix.block_start[self.mine as usize][self.theirs as usize] + rank
    }

    fn from_index(index: u32, ix: &Indexer) -> Self {
        let (mut mine, mut theirs) = (0, 0);
        for a in 0..=ix.stones {
            for b in 0..=ix.stones {
                if ix.block_start[a][b] <= index {
                    (mine, theirs) = (a, b);
                }
            }
        }
        let k = mine + theirs;
        let mut rest = index - ix.block_start[mine][theirs];
        let mut cells = [0; 2 * MOST_STONES];
        let mut free = ALL_CELLS;
        for (i, cell) in cells[..k].iter_mut().enumerate() {
            // rest / step by a multiplication (exact for numbers below 2^20).
            let step = ARRANGEMENTS[CELLS - 1 - i][k - 1 - i];
            let nth = ((rest as u64 * RECIPROCALS[CELLS - 1 - i][k - 1 - i]) >> 40) as u32;
            rest -= nth * step;
            // The nth free cell.
            let mut left = free;
            for _ in 0..nth {
                left &= left - 1;
            }
            let c = left.trailing_zeros() as u8;
            *cell = c;
            free &= !(1 << c);
        }
        Self { cells, mine: mine as u8, theirs: theirs as u8 }
    }

    /// Cells the mover may play, as a bit mask.
    fn moves(&self, rules: RuleSet) -> u16 {
        let mut free = ALL_CELLS & !self.occupied();
        if rules.frees_oldest_cell() && self.mine as usize == rules.stones() {
            free |= 1 << self.cells[0];
        }
        free
    }

    /// What the moves from here share (see [`Expansion`]).
    fn expand(&self, rules: RuleSet, ix: &Indexer) -> Expansion {
        let mine = self.mine();
        let at_limit = mine.len() == rules.stones();
        // Remove-first and four: the oldest goes before the new stone is placed.
        let kept = if rules.removes_first() && at_limit { &mine[1..] } else { mine };
        let wins = WINNING_CELLS[mask_of(kept) as usize];
        // Seed: a move that makes no line removes the oldest of four afterwards.
        let kept = if !rules.removes_first() && at_limit { &mine[1..] } else { kept };
        let theirs = self.theirs();
        let k = theirs.len() + kept.len() + 1;
        let mut used = 0u16;
        let mut rank = 0;
        for (i, &c) in theirs.iter().chain(kept).enumerate() {
            let below = c as u32 - (used & ((1 << c) - 1)).count_ones();
            rank += below * ARRANGEMENTS[CELLS - 1 - i][k - 1 - i];
            used |= 1 << c;
        }
        Expansion { wins, base: ix.block_start[theirs.len()][kept.len() + 1] + rank, used }
    }

    /// The position after a move on `cell`, seen by the opponent; `None` if
    /// the move wins. The long way round, to check [`Position::expand`].
    #[cfg(test)]
    fn child(&self, rules: RuleSet, cell: u8) -> Option<Self> {
        let mut stones = [0; MOST_STONES + 1];
        let mine = self.mine();
        let mut len = 0;
        // Remove-first and four: the oldest goes before the new stone is placed.
        let skip = usize::from(rules.removes_first() && mine.len() == rules.stones());
        for &c in &mine[skip..] {
            stones[len] = c;
            len += 1;
        }
        stones[len] = cell;
        len += 1;
        if has_line(mask_of(&stones[..len])) {
            return None;
        }
        // Seed: only a move that makes no line removes the oldest of four.
        let start = usize::from(len > rules.stones());
        Some(Self::from_parts(self.theirs(), &stones[start..len]))
    }

    /// Calls `visit` with each position from which the opponent's last
    /// stone, played without winning, led here.
    fn for_each_parent(&self, rules: RuleSet, mut visit: impl FnMut(Self)) {
        let theirs = self.theirs();
        let Some((_, before)) = theirs.split_last() else {
            return;
        };
        // The stone joined fewer than the limit: nothing vanished.
        visit(Self::from_parts(before, self.mine()));
        if theirs.len() < rules.stones() {
            return;
        }
        // Or it was one beyond the limit and an older stone x vanished.
        let last = *theirs.last().unwrap_or(&0);
        let mut candidates = ALL_CELLS & !self.occupied();
        if rules.frees_oldest_cell() {
            // The new stone may have gone on the cell of the one it replaced.
            candidates |= 1 << last;
        }
        while candidates != 0 {
            let x = candidates.trailing_zeros() as u8;
            candidates &= candidates - 1;
            // Seed: the line check saw x too, so x must not have completed a line.
            if !rules.removes_first() && has_line(mask_of(theirs) | 1 << x) {
                continue;
            }
            let mut with_oldest = [x; MOST_STONES];
            with_oldest[1..theirs.len()].copy_from_slice(before);
            visit(Self::from_parts(&with_oldest[..theirs.len()], self.mine()));
        }
    }
}

/// A bit per position.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Bits(Vec<u64>);

impl Bits {
    fn new(len: usize) -> Self {
        Self(vec![0; len.div_ceil(64)])
    }

    fn get(&self, i: u32) -> bool {
        self.0[i as usize / 64] & (1 << (i % 64)) != 0
    }

    fn set(&mut self, i: u32) {
        self.0[i as usize / 64] |= 1 << (i % 64);
    }

    fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    fn clear(&mut self) {
        self.0.iter_mut().for_each(|w| *w = 0);
    }

    fn count(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    fn bytes(&self) -> usize {
        self.0.len() * 8
    }

    /// The set positions in word `w`.
    fn in_word(&self, w: usize) -> impl Iterator<Item = u32> + use<> {
        let mut word = self.0[w];
        std::iter::from_fn(move || {
            (word != 0).then(|| {
                let bit = word.trailing_zeros();
                word &= word - 1;
                w as u32 * 64 + bit
            })
        })
    }
}

/// Builds the table of one rule set in resumable slices, so a caller can keep frames short.
#[derive(Clone, Debug)]
pub struct TableBuilder {
    rules: RuleSet,
    ix: Indexer,
    values: Vec<u8>,
    reached: Bits,
    /// Positions found (or decided) at the current level.
    frontier: Bits,
    /// Positions found (or decided) for the next level.
    next: Bits,
    phase: Phase,
    /// Word of the bit set being worked through.
    cursor: usize,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Walking forward from the empty board, a level of half-moves at a
    /// time, marking immediate wins and counting moves.
    Reach,
    /// Gathering the immediate wins.
    Seed,
    /// Walking backward from decided positions, a level at a time.
    Retro,
    /// Whatever stayed undecided is a draw.
    Draws,
    Done,
}

impl Default for TableBuilder {
    fn default() -> Self {
        Self::new()
    }
}

impl TableBuilder {
    /// A builder for the seed rules that starts from the empty board.
    pub fn new() -> Self {
        Self::for_rules(RuleSet::Seed)
    }

    /// A builder for `rules` that starts from the empty board.
    pub fn for_rules(rules: RuleSet) -> Self {
        let ix = Indexer::of(rules);
        let mut builder = Self {
            rules,
            ix,
            values: vec![0; ix.positions],
            reached: Bits::new(ix.positions),
            frontier: Bits::new(ix.positions),
            next: Bits::new(ix.positions),
            phase: Phase::Reach,
            cursor: 0,
        };
        let empty = Position::from_parts(&[], &[]).index(&ix);
        builder.reached.set(empty);
        builder.frontier.set(empty);
        builder
    }

    /// The rule set being solved.
    pub fn rules(&self) -> RuleSet {
        self.rules
    }

    /// Bytes the builder holds now.
    pub fn size_bytes(&self) -> usize {
        self.values.len() + self.reached.bytes() + self.frontier.bytes() + self.next.bytes()
    }

    /// Moves on to the next level of the walk, or to `then` when there is none.
    fn next_level(&mut self, then: Phase) {
        self.cursor = 0;
        if self.next.is_empty() {
            self.phase = then;
            self.frontier.clear();
        } else {
            std::mem::swap(&mut self.frontier, &mut self.next);
            self.next.clear();
        }
    }

    /// Handles at least `budget` positions (whole words of 64 at a time), or
    /// all that are left; returns true once the table is complete.
    pub fn step(&mut self, budget: usize) -> bool {
        let words = self.values.len().div_ceil(64);
        let mut left = budget;
        while left > 0 {
            match self.phase {
                Phase::Reach | Phase::Retro | Phase::Seed | Phase::Draws if self.cursor >= words => {
                    match self.phase {
                        Phase::Reach => self.next_level(Phase::Seed),
                        Phase::Seed => {
                            // The immediate wins are the first level of the walk back.
                            self.phase = Phase::Retro;
                            self.next_level(Phase::Draws);
                        }
                        Phase::Retro => self.next_level(Phase::Draws),
                        _ => {
                            self.phase = Phase::Done;
                            self.frontier = Bits::new(0);
                            self.next = Bits::new(0);
                        }
                    }
                }
                Phase::Reach => {
                    let w = self.cursor;
                    self.cursor += 1;
                    for index in self.frontier.in_word(w) {
                        left = left.saturating_sub(1);
                        let pos = Position::from_index(index, &self.ix);
                        let expansion = pos.expand(self.rules, &self.ix);
                        let moves = pos.moves(self.rules);
                        // Known at once: a position with a winning move is won in 1;
                        // otherwise count the moves still open.
                        self.values[index as usize] =
                            if moves & expansion.wins != 0 { 1 } else { OPEN + moves.count_ones() as u8 };
                        let mut moves = moves & !expansion.wins;
                        while moves != 0 {
                            let cell = moves.trailing_zeros() as u8;
                            moves &= moves - 1;
                            let c = expansion.child(cell);
                            if !self.reached.get(c) {
                                self.reached.set(c);
                                self.next.set(c);
                            }
                        }
                    }
                    left = left.saturating_sub(1);
                }
                Phase::Seed => {
                    // The immediate wins, marked while walking forward, start the walk back.
                    let w = self.cursor;
                    self.cursor += 1;
                    for index in self.reached.in_word(w) {
                        if self.values[index as usize] == 1 {
                            self.next.set(index);
                        }
                    }
                    left = left.saturating_sub(64);
                }
                Phase::Retro => {
                    let w = self.cursor;
                    self.cursor += 1;
                    for index in self.frontier.in_word(w) {
                        left = left.saturating_sub(1);
                        self.retro(index);
                    }
                    left = left.saturating_sub(1);
                }
                Phase::Draws => {
                    let w = self.cursor;
                    self.cursor += 1;
                    let end = (w * 64 + 64).min(self.values.len());
                    for v in &mut self.values[w * 64..end] {
                        if *v >= OPEN {
                            *v = 0;
                        }
                    }
                    left = left.saturating_sub(64);
                }
                Phase::Done => return true,
            }
        }
        self.phase == Phase::Done
    }

    /// Passes the decided value of `index` on to the positions that lead to it.
    fn retro(&mut self, index: u32) {
        let value = decode(self.values[index as usize]);
        let pos = Position::from_index(index, &self.ix);
        let mut parents = [0u32; CELLS + 2];
        let mut count = 0;
        pos.for_each_parent(self.rules, |parent| {
            parents[count] = parent.index(&self.ix);
            count += 1;
        });
        for &parent in &parents[..count] {
            let p = parent as usize;
            if !self.reached.get(parent) || self.values[p] < OPEN {
                continue;
            }
            match value {
                // A move into a lost position wins for the parent, at the first (shortest) chance.
                Outcome::Loss(n) => {
                    self.values[p] = (n + 1).min(LONGEST);
                    self.next.set(parent);
                }
                // One more of the parent's moves leads to a loss; when none is left, the parent is lost.
                Outcome::Win(n) => {
                    self.values[p] -= 1;
                    if self.values[p] == OPEN {
                        self.values[p] = LOSS + (n + 1).min(LONGEST);
                        self.next.set(parent);
                    }
                }
                Outcome::Draw => {}
            }
        }
    }

    /// The finished table (building whatever is left first).
    pub fn finish(mut self) -> PerfectTable {
        while !self.step(usize::MAX) {}
        let reachable = self.reached.count();
        PerfectTable { rules: self.rules, ix: self.ix, values: self.values, reached: self.reached, reachable }
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

/// The exact value of every position reachable under one rule set.
#[derive(Clone, Debug)]
pub struct PerfectTable {
    rules: RuleSet,
    ix: Indexer,
    values: Vec<u8>,
    reached: Bits,
    reachable: usize,
}

impl PerfectTable {
    /// Builds the whole table of the seed rules at once.
    pub fn build() -> Self {
        Self::build_for(RuleSet::Seed)
    }

    /// Builds the whole table of `rules` at once.
    pub fn build_for(rules: RuleSet) -> Self {
        TableBuilder::for_rules(rules).finish()
    }

    /// The rule set it knows.
    pub fn rules(&self) -> RuleSet {
        self.rules
    }

    /// Bytes the table holds.
    pub fn size_bytes(&self) -> usize {
        self.values.len() + self.reached.bytes()
    }

    /// Value of a running position ignoring the move limit; `None` for
    /// positions that no game from the empty board reaches, or a game under other rules.
    pub fn unlimited(&self, game: &Game) -> Option<Outcome> {
        if game.rules() != self.rules {
            return None;
        }
        let index = Position::of(game).index(&self.ix);
        self.reached.get(index).then(|| decode(self.values[index as usize]))
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
        if game.rules() != self.rules {
            return values;
        }
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
        let empty = Position::from_parts(&[], &[]).index(&self.ix);
        let mut stats = TableStats {
            positions: self.reachable,
            wins: 0,
            losses: 0,
            draws: 0,
            empty_board: decode(self.values[empty as usize]),
            longest: 0,
        };
        for w in 0..self.reached.0.len() {
            for i in self.reached.in_word(w) {
                match decode(self.values[i as usize]) {
                    Outcome::Win(n) => {
                        stats.longest = stats.longest.max(n);
                        stats.wins += 1;
                    }
                    Outcome::Loss(n) => {
                        stats.longest = stats.longest.max(n);
                        stats.losses += 1;
                    }
                    Outcome::Draw => stats.draws += 1,
                }
            }
        }
        stats
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shortcut_to_a_childs_index_is_the_long_way_round() {
        for rules in RuleSet::ALL {
            let ix = Indexer::of(rules);
            // Every 37th slot, whatever the position looks like.
            for index in (0..ix.positions as u32).step_by(37) {
                let pos = Position::from_index(index, &ix);
                assert_eq!(pos.index(&ix), index);
                let expansion = pos.expand(rules, &ix);
                let mut moves = pos.moves(rules);
                while moves != 0 {
                    let cell = moves.trailing_zeros() as u8;
                    moves &= moves - 1;
                    match pos.child(rules, cell) {
                        None => assert!(expansion.wins & (1 << cell) != 0, "{rules}: {pos:?} + {cell} wins"),
                        Some(child) => {
                            assert!(expansion.wins & (1 << cell) == 0, "{rules}: {pos:?} + {cell}");
                            assert_eq!(expansion.child(cell), child.index(&ix), "{rules}: {pos:?} + {cell}");
                        }
                    }
                }
            }
        }
    }
}
