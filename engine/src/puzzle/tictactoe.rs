//! TicTacToe puzzles: positions reachable from the empty board in which the
//! side to move wins in exactly N half-moves (N ≥ 3) against the longest
//! defence, and only one move wins at all — every one of them proven from
//! the perfect table of its rule set.

use std::collections::{HashMap, HashSet, VecDeque};
use std::fmt;

use crate::tictactoe::perfect::{Outcome, PerfectTable};
use crate::tictactoe::rules::{CELLS, Game, Player, RuleSet};

/// The shortest win a puzzle asks for: a win in one is no puzzle.
pub const SHORTEST: u8 = 3;

/// The eight ways to turn or mirror the board, each a map from cell to cell.
const SYMMETRIES: [[u8; CELLS]; 8] = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8],
    [2, 5, 8, 1, 4, 7, 0, 3, 6],
    [8, 7, 6, 5, 4, 3, 2, 1, 0],
    [6, 3, 0, 7, 4, 1, 8, 5, 2],
    [2, 1, 0, 5, 4, 3, 8, 7, 6],
    [0, 3, 6, 1, 4, 7, 2, 5, 8],
    [6, 7, 8, 3, 4, 5, 0, 1, 2],
    [8, 5, 2, 7, 4, 1, 6, 3, 0],
];

/// A TicTacToe puzzle: the moves that lead to it, who moves, and the one move that wins.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TttPuzzle {
    /// The rule set it is played by.
    pub rules: RuleSet,
    /// The moves from the empty board, X first (a shortest way to the position).
    pub moves: Vec<u8>,
    /// The side the player takes.
    pub to_move: Player,
    /// Half-moves to the win against the longest defence, the player's last move included.
    pub win_in: u8,
    /// The only winning move.
    pub answer: u8,
    /// The exact value of every legal move (the answer's is `Win(win_in)`), `None` on other cells.
    pub values: [Option<Outcome>; CELLS],
}

/// Why a puzzle is not what it claims.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TttProofError {
    /// Its moves cannot be played from the empty board.
    Unreachable,
    /// The position is over, or its value is not the claimed win.
    NotAWinIn(u8),
    /// More than one move wins, or the answer is not the one.
    Answer,
}

impl fmt::Display for TttProofError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Unreachable => f.write_str("its moves cannot be played from the empty board"),
            Self::NotAWinIn(n) => write!(f, "the side to move does not win in exactly {n}"),
            Self::Answer => f.write_str("its answer is not the only winning move"),
        }
    }
}

impl std::error::Error for TttProofError {}

impl TttPuzzle {
    /// The position, with the moves that led to it made (refused when they break the rules).
    pub fn game(&self) -> Result<Game, TttProofError> {
        let cells: Vec<usize> = self.moves.iter().map(|&c| c as usize).collect();
        Game::from_moves_with(self.rules, Player::X, &cells).map_err(|_| TttProofError::Unreachable)
    }

    /// Legal moves other than the answer: each draws or loses.
    pub fn wrong_moves(&self) -> usize {
        self.values.iter().flatten().count().saturating_sub(1)
    }

    /// Higher is harder: first the length of the win, then how many moves fail.
    pub fn difficulty(&self) -> u32 {
        u32::from(self.win_in) * 10 + self.wrong_moves() as u32
    }

    /// Checks every claim against the perfect table of the puzzle's rules:
    /// the moves reach the position, the side to move wins in exactly
    /// `win_in`, and the answer is the only move that wins at all.
    pub fn prove(&self, table: &PerfectTable) -> Result<(), TttProofError> {
        let game = self.game()?;
        if table.rules() != self.rules || game.turn() != self.to_move {
            return Err(TttProofError::Unreachable);
        }
        if table.value(&game) != Some(Outcome::Win(self.win_in)) || self.win_in < SHORTEST {
            return Err(TttProofError::NotAWinIn(self.win_in));
        }
        let values = table.move_values(&game);
        let winners: Vec<usize> =
            (0..CELLS).filter(|&c| matches!(values[c], Some(Outcome::Win(_)))).collect();
        if winners != [self.answer as usize] || values != self.values {
            return Err(TttProofError::Answer);
        }
        Ok(())
    }
}

/// The position as its mover sees it, the same for every turn or mirror of the board.
fn shape_key(game: &Game) -> u64 {
    let mover = game.stones(game.turn()).cells();
    let other = game.stones(game.turn().other()).cells();
    SYMMETRIES
        .iter()
        .map(|map| {
            let mut key = 0u64;
            for stones in [mover, other] {
                key = key << 4 | stones.len() as u64;
                for &c in stones {
                    key = key << 4 | u64::from(map[c as usize]);
                }
            }
            key
        })
        .min()
        .unwrap_or(0)
}

/// Every puzzle of the table's rule set, one for each shape of board (turned and
/// mirrored boards, and the same stones with X and O swapped, are one shape),
/// each reached by a shortest game from the empty board; ordered from easy to hard.
pub fn find_puzzles(table: &PerfectTable) -> Vec<TttPuzzle> {
    let rules = table.rules();
    let start = Game::with_rules(rules, Player::X);
    // Breadth first over positions (stones and turn), so the first game to reach one is a shortest.
    let key = |g: &Game| (*g.stones(Player::X), *g.stones(Player::O), g.turn());
    let mut parent: HashMap<_, (Option<_>, u8)> = HashMap::new();
    parent.insert(key(&start), (None, 0));
    let mut queue = VecDeque::from([start]);
    let mut shapes = HashSet::new();
    let mut puzzles = Vec::new();
    while let Some(game) = queue.pop_front() {
        if let Some(Outcome::Win(n)) = table.value(&game)
            && n >= SHORTEST
        {
            let values = table.move_values(&game);
            let mut winners = (0..CELLS).filter(|&c| matches!(values[c], Some(Outcome::Win(_))));
            if let (Some(answer), None) = (winners.next(), winners.next())
                && shapes.insert(shape_key(&game))
            {
                let mut moves = Vec::new();
                let mut at = key(&game);
                while let Some(&(Some(before), cell)) = parent.get(&at) {
                    moves.push(cell);
                    at = before;
                }
                moves.reverse();
                puzzles.push(TttPuzzle {
                    rules,
                    moves,
                    to_move: game.turn(),
                    win_in: n,
                    answer: answer as u8,
                    values,
                });
            }
        }
        if !game.is_running() {
            continue;
        }
        for cell in game.legal_cells() {
            let next = game.after(cell);
            if let std::collections::hash_map::Entry::Vacant(e) = parent.entry(key(&next)) {
                e.insert((Some(key(&game)), cell));
                queue.push_back(next);
            }
        }
    }
    puzzles.sort_by(|a, b| {
        (a.difficulty(), a.moves.len(), &a.moves).cmp(&(b.difficulty(), b.moves.len(), &b.moves))
    });
    puzzles
}
