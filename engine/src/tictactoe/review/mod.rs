//! A finished (or abandoned) game looked at again, move by move, against the
//! exact values of the perfect table: what each move kept of the mover's
//! value, which moves were best, and each side's first mistake.
//!
//! A move is *best* when it keeps the best value the position had (the
//! quickest win, a draw, or the longest defence), *kept* when its value is
//! still of the same kind (a win, a draw or a loss) but not the best, and a
//! *mistake* when it throws a win away to a draw or a loss, or a draw to a
//! loss. Values count half-moves to the end, the move itself included, as
//! [`PerfectTable::move_values`] does.
//!
//! Two marks go beside the verdict. An *only move* kept its side's kind of
//! value where exactly one move of the position did (a win still a win, a
//! draw still a draw; never said where the side was lost anyway). A
//! *missed win* left a won position as a draw or a loss. A side's
//! *accuracy* is the share of its moves judged best or kept, in per cent.

use std::fmt;

use super::perfect::{Outcome, PerfectTable};
use super::rules::{CELLS, Game, PlayError, Player, RuleSet};

/// How a move served its side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// It kept the best value there was.
    Best,
    /// It kept the kind of value (a win, a draw, a loss), not the best of it.
    Kept,
    /// It threw a win away to a draw or a loss, or a draw to a loss.
    Mistake,
}

impl Verdict {
    /// Its name on the command line and in JSON: `best`, `kept`, `mistake`.
    pub const fn key(self) -> &'static str {
        match self {
            Self::Best => "best",
            Self::Kept => "kept",
            Self::Mistake => "mistake",
        }
    }
}

/// One half-move, reviewed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveReview {
    /// Its number in the game, from 1.
    pub ply: usize,
    /// Who made it.
    pub side: Player,
    /// Where the stone went (0–8, row by row).
    pub cell: u8,
    /// The mover's exact value before the move: that of the best move there was.
    pub before: Outcome,
    /// The value of the move made, for the mover.
    pub after: Outcome,
    /// What the move did with the value.
    pub verdict: Verdict,
    /// The cells whose moves had the best value, ascending.
    pub best: Vec<u8>,
    /// It was the one move that kept the side's kind of value (a win or a
    /// draw), and it was played.
    pub only: bool,
    /// It left a won position as a draw or a loss.
    pub missed_win: bool,
}

/// How one side played a game, by the exact values.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct SideReport {
    /// Its half-moves.
    pub moves: usize,
    /// Those judged best or kept, in per cent, to one decimal (100.0 with no moves).
    pub accuracy: f64,
    /// Its mistakes.
    pub mistakes: usize,
    /// Its only moves found.
    pub only: usize,
    /// Its won positions let go.
    pub missed_wins: usize,
}

/// A game reviewed: every half-move, and each side's first mistake.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameReview {
    /// The position the moves were played from (the empty board, or a puzzle's).
    pub start: Game,
    /// Every half-move in order.
    pub moves: Vec<MoveReview>,
}

impl GameReview {
    /// The first mistake of `side` (its index in [`GameReview::moves`]), if it made one.
    pub fn first_mistake(&self, side: Player) -> Option<usize> {
        self.moves.iter().position(|m| m.side == side && m.verdict == Verdict::Mistake)
    }

    /// How `side` played: its moves, accuracy, mistakes, only moves and missed wins.
    pub fn side(&self, side: Player) -> SideReport {
        let mine = || self.moves.iter().filter(move |m| m.side == side);
        let moves = mine().count();
        let mistakes = mine().filter(|m| m.verdict == Verdict::Mistake).count();
        let accuracy = if moves == 0 {
            100.0
        } else {
            (1000.0 * (moves - mistakes) as f64 / moves as f64).round() / 10.0
        };
        SideReport {
            moves,
            accuracy,
            mistakes,
            only: mine().filter(|m| m.only).count(),
            missed_wins: mine().filter(|m| m.missed_win).count(),
        }
    }

    /// The exact value of the game for X at the start and after every
    /// half-move (`moves.len() + 1` heights, see [`height`]); empty for a
    /// game without moves.
    pub fn curve(&self) -> Vec<f32> {
        let first = self.moves.first().map(|m| height(m.before, m.side));
        first.into_iter().chain(self.moves.iter().map(|m| height(m.after, m.side))).collect()
    }

    /// The rules the game was played by.
    pub fn rules(&self) -> RuleSet {
        self.start.rules()
    }

    /// The position before move `index` (0 for the start; `moves.len()` for the end).
    pub fn position_before(&self, index: usize) -> Game {
        let mut game = self.start;
        for m in self.moves.iter().take(index) {
            game = game.after(m.cell);
        }
        game
    }
}

/// Why a list of moves cannot be reviewed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReviewError {
    /// The table is another rule set's.
    OtherRules {
        /// The game's rules.
        game: RuleSet,
        /// The table's.
        table: RuleSet,
    },
    /// Move `ply` (from 1) on `cell` is refused by the rules (the game over included).
    Refused {
        /// The half-move's number, from 1.
        ply: usize,
        /// The cell asked for.
        cell: usize,
        /// Why the rules refuse it.
        why: PlayError,
    },
}

impl fmt::Display for ReviewError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::OtherRules { game, table } => {
                write!(f, "the game is played by the {game} rules, the table is for {table}")
            }
            Self::Refused { ply, cell, why: PlayError::GameOver } => {
                write!(f, "move {ply} ({cell}): the game is already over")
            }
            Self::Refused { ply, cell, why } => write!(f, "move {ply} ({cell}): {why}"),
        }
    }
}

impl std::error::Error for ReviewError {}

/// Which kind of value: 2 a win, 1 a draw, 0 a loss.
fn kind(value: Outcome) -> u8 {
    match value {
        Outcome::Win(_) => 2,
        Outcome::Draw => 1,
        Outcome::Loss(_) => 0,
    }
}

/// Higher is better for the mover: quick wins, draws, slow losses.
fn rank(value: Outcome) -> i32 {
    match value {
        Outcome::Win(n) => 1000 - n as i32,
        Outcome::Draw => 0,
        Outcome::Loss(n) => -1000 + n as i32,
    }
}

/// A value for `side` as a height for X, on one scale for a whole game:
/// a win above the line (the sooner, the higher: from 1 for a win now
/// down to 0.25 for one 30 or more half-moves away), a draw on it, a loss
/// below, as far as the win it gives away.
pub fn height(value: Outcome, side: Player) -> f32 {
    let far = |n: u8| 1.0 - 0.75 * f32::from(n.min(30)) / 30.0;
    let for_side = match value {
        Outcome::Win(n) => far(n),
        Outcome::Loss(n) => -far(n),
        Outcome::Draw => 0.0,
    };
    if side == Player::X { for_side } else { -for_side }
}

/// The verdict on a move of value `after` where the best there was is `before`.
pub fn verdict(before: Outcome, after: Outcome) -> Verdict {
    if rank(after) >= rank(before) {
        Verdict::Best
    } else if kind(after) == kind(before) {
        Verdict::Kept
    } else {
        Verdict::Mistake
    }
}

/// The value of every legal move of a running position, its best and the cells that reach it.
pub fn judge(table: &PerfectTable, game: &Game) -> Option<([Option<Outcome>; CELLS], Outcome, Vec<u8>)> {
    let values = table.move_values(game);
    let best = values.iter().flatten().copied().max_by_key(|v| rank(*v))?;
    let cells = (0..CELLS as u8).filter(|&c| values[c as usize] == Some(best)).collect();
    Some((values, best, cells))
}

/// Reviews the half-moves `cells` played from `start` (the empty board with
/// the starter to move, or any running position) against `table`, which must
/// be the table of `start`'s rules.
pub fn review(table: &PerfectTable, start: Game, cells: &[usize]) -> Result<GameReview, ReviewError> {
    if table.rules() != start.rules() {
        return Err(ReviewError::OtherRules { game: start.rules(), table: table.rules() });
    }
    let mut game = start;
    let mut moves = Vec::with_capacity(cells.len());
    for (i, &cell) in cells.iter().enumerate() {
        let refused = |why| ReviewError::Refused { ply: i + 1, cell, why };
        let mut next = game;
        next.play(cell).map_err(refused)?;
        // A legal move of a running position has a value; the table covers every reachable one.
        let (values, best, best_cells) = judge(table, &game).ok_or(refused(PlayError::GameOver))?;
        let after = values[cell].ok_or(refused(PlayError::Occupied(cell)))?;
        let keeping = values.iter().flatten().filter(|v| kind(**v) == kind(best)).count();
        moves.push(MoveReview {
            ply: i + 1,
            side: game.turn(),
            cell: cell as u8,
            before: best,
            after,
            verdict: verdict(best, after),
            best: best_cells,
            only: keeping == 1 && kind(best) > 0 && kind(after) == kind(best),
            missed_win: kind(best) == 2 && kind(after) < 2,
        });
        game = next;
    }
    Ok(GameReview { start, moves })
}

#[cfg(test)]
mod tests;
