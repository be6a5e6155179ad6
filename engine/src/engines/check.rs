//! A Hanoi solver's answer, checked: the game writes one line
//! (`pegs 3 disks 4 from 1111 to 3`, see [`question`]); the solver prints
//! one move a line, `FROM TO` with pegs from 1, as `hanoi solve` does.
//! Its moves are played through the rules from the start; the first one
//! refused (or one that does not read as a move) ends the check.

use std::fmt;

use crate::hanoi::{Move, MoveError, Tower};

/// The line a solver is handed: `pegs P disks N from CONFIG to G`
/// (CONFIG: the peg of each disk, largest first, pegs from 1).
pub fn question(tower: &Tower) -> String {
    let config: String = tower.places().iter().rev().map(|&p| char::from(b'1' + p)).collect();
    format!("pegs {} disks {} from {config} to {}", tower.peg_count(), tower.disks(), tower.goal() + 1)
}

/// Lines read from a solver at most, for a tower `fewest` moves from
/// home: twice that and a thousand, so that a wasteful solver is seen for
/// what it is, within `cap`, so that an endless one is stopped.
pub fn most_lines(fewest: u64, cap: u64) -> usize {
    fewest.saturating_mul(2).saturating_add(1000).min(cap).try_into().unwrap_or(usize::MAX)
}

/// Why a solver's move was not made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The line is no move: not two pegs.
    Unreadable(String),
    /// The rules refused it.
    Illegal(Move, MoveError),
    /// The tower was home already.
    AfterHome(Move),
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Unreadable(line) => write!(f, "'{line}' is not a move (FROM TO, pegs from 1)"),
            Self::Illegal(mv, MoveError::LargerOnSmaller { disk, onto }) => {
                write!(f, "{mv}: disk {disk} onto disk {onto}")
            }
            Self::Illegal(mv, why) => write!(f, "{mv}: {why}"),
            Self::AfterHome(mv) => write!(f, "{mv}: the tower is home already"),
        }
    }
}

/// What became of a solver's moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checked {
    /// The moves made (the refused one not counted).
    pub moves: u64,
    /// The fewest moves there were from the start.
    pub fewest: u64,
    /// Whether the tower ended home.
    pub home: bool,
    /// The first move not made: its number (from 1) and why.
    pub refused: Option<(u64, Refusal)>,
}

impl Checked {
    /// Home in the fewest moves.
    pub fn is_optimal(&self) -> bool {
        self.home && self.refused.is_none() && self.moves == self.fewest
    }
}

impl fmt::Display for Checked {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some((number, why)) = &self.refused {
            return write!(f, "move {number} is refused: {why}");
        }
        match (self.home, self.moves.cmp(&self.fewest)) {
            (true, std::cmp::Ordering::Greater) => write!(
                f,
                "home in {} moves, {} more than the fewest ({})",
                self.moves,
                self.moves - self.fewest,
                self.fewest
            ),
            (true, _) => write!(f, "optimal: {} moves", self.moves),
            (false, _) if self.moves == 1 => write!(f, "not home after 1 move"),
            (false, _) => write!(f, "not home after {} moves", self.moves),
        }
    }
}

/// Reads one line of a solver's answer: `FROM TO`, pegs from 1 to `pegs`;
/// `None` for an empty line.
fn read_move(line: &str, pegs: usize) -> Option<Result<Move, Refusal>> {
    let words: Vec<&str> = line.split_whitespace().collect();
    if words.is_empty() {
        return None;
    }
    let peg = |w: &str| w.parse::<usize>().ok().filter(|p| (1..=pegs).contains(p)).map(|p| p - 1);
    Some(match words.as_slice() {
        [from, to] => match (peg(from), peg(to)) {
            (Some(from), Some(to)) => Ok(Move::new(from, to)),
            _ => Err(Refusal::Unreadable(line.trim().to_string())),
        },
        _ => Err(Refusal::Unreadable(line.trim().to_string())),
    })
}

/// Plays the solver's `lines` from `start`, whose shortest way home is `fewest` moves.
pub fn check<'a>(start: &Tower, fewest: u64, lines: impl IntoIterator<Item = &'a str>) -> Checked {
    check_moves(start, fewest, lines).0
}

/// As [`check`], with the moves that were made, in order.
pub fn check_moves<'a>(
    start: &Tower,
    fewest: u64,
    lines: impl IntoIterator<Item = &'a str>,
) -> (Checked, Vec<Move>) {
    let mut tower = start.clone();
    let mut moves = 0;
    let mut made_moves = Vec::new();
    let mut refused = None;
    for line in lines {
        let Some(read) = read_move(line, tower.peg_count()) else { continue };
        let number = moves + 1;
        let made = read.and_then(|mv| {
            if tower.is_solved() {
                return Err(Refusal::AfterHome(mv));
            }
            tower.try_move(mv.from, mv.to).map(|_| mv).map_err(|why| Refusal::Illegal(mv, why))
        });
        match made {
            Ok(mv) => {
                moves = number;
                made_moves.push(mv);
            }
            Err(why) => {
                refused = Some((number, why));
                break;
            }
        }
    }
    (Checked { moves, fewest, home: tower.is_solved(), refused }, made_moves)
}
