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

//!
//! [`position`] numbers the positions, [`builder`] fills the table in
//! resumable slices; this file answers questions about a finished one.

mod builder;
mod position;

use std::fmt;

use rand::Rng;
use rand::seq::IndexedRandom;

use super::rules::{CELLS, Game, RuleSet, Status};
pub use builder::TableBuilder;
use position::{Bits, Indexer, Position};

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

/// Number of slots in the table of `rules` (every way to lay out up to its
/// stone limit a side, in order).
pub const fn positions(rules: RuleSet) -> usize {
    Indexer::of(rules).positions
}

/// Slots in the seed rules' table.
pub const POSITIONS: usize = positions(RuleSet::Seed);

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

    /// The line perfect play expects after `first`: the first of the best
    /// moves of each side in turn, until the game ends.
    pub fn line(&self, game: &Game, first: u8) -> Vec<u8> {
        let mut line = vec![first];
        let mut at = game.after(first);
        while at.is_running() {
            let Some(&cell) = self.best_moves(&at).first() else { break };
            line.push(cell);
            at = at.after(cell);
        }
        line
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
