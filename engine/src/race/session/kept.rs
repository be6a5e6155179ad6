//! Coming back to a race after the game restarted: what one side keeps
//! of a race under way, and the side built again from it.

use super::{Board, Race};
use crate::hanoi::Move;
use crate::race::{Finish, MOST_MILLIS, MOST_MOVES, Start};

/// What one side keeps of a race under way, to come back to it after its
/// game restarts ([`Race::kept`], [`Race::rejoin`]). Its times are on the
/// caller's clock, which must run on across restarts (the wall clock's
/// milliseconds, say).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeptRace {
    /// Whether this side created the race.
    pub host: bool,
    /// The race's number.
    pub number: u32,
    /// The tower raced on.
    pub start: Start,
    /// Whether this side chose it.
    pub chose: bool,
    /// This side's clock when the count-down began.
    pub started_at: u64,
    /// This side's moves, each with its race clock (milliseconds).
    pub mine: Vec<(Move, u32)>,
    /// The other side's, as they arrived.
    pub theirs: Vec<(Move, u32)>,
}

impl Board {
    /// A board from `start` with `moves` made at their times; `None` if a
    /// move breaks the rules, a time runs backwards or past the most a
    /// race may last, there are more moves than a race allows, or a move
    /// follows the tower home.
    fn replayed(start: &Start, moves: &[(Move, u32)]) -> Option<Self> {
        let mut board = Self::new(start);
        if moves.len() > MOST_MOVES as usize {
            return None;
        }
        for &(mv, millis) in moves {
            if board.finish.is_some() || millis < board.clock || millis > MOST_MILLIS {
                return None;
            }
            board.tower.try_move(mv.from, mv.to).ok()?;
            board.times.push(millis);
            board.clock = millis;
            if board.tower.is_solved() {
                board.finish = Some(Finish { moves: board.moves(), millis });
            }
        }
        Some(board)
    }

    fn kept(&self) -> Vec<(Move, u32)> {
        self.tower.history().iter().copied().zip(self.times.iter().copied()).collect()
    }
}

impl Race {
    /// What to keep of the race to come back to it after a restart: only
    /// while one is under way (counted down, neither decided nor failed).
    pub fn kept(&self) -> Option<KeptRace> {
        if self.fault.is_some() || self.outcome.is_some() {
            return None;
        }
        let (Some(start), Some(started_at), Some(mine), Some(theirs)) =
            (self.start.clone(), self.started_at, self.mine.as_ref(), self.theirs.as_ref())
        else {
            return None;
        };
        Some(KeptRace {
            host: self.host,
            number: self.number,
            start,
            chose: self.chose,
            started_at,
            mine: mine.kept(),
            theirs: theirs.kept(),
        })
    }

    /// The side that kept `kept`, back after its game restarted: its board
    /// and its copy of the other's as they were, the count-down's start as
    /// it was. On the line again it says hello as after a drop, and the
    /// two sides send each other the moves the other missed. `None` if
    /// what was kept cannot be a race (a move the rules refuse, a time
    /// backwards, no race number, a start in the future).
    pub fn rejoin(version: &str, kept: &KeptRace, now: u64) -> Option<Self> {
        if kept.number == 0 || kept.started_at > now {
            return None;
        }
        let mut race = Self::empty(kept.host, version);
        race.set(kept.number, kept.start.clone(), kept.chose);
        race.mine = Some(Board::replayed(&kept.start, &kept.mine)?);
        race.theirs = Some(Board::replayed(&kept.start, &kept.theirs)?);
        (race.started_at, race.ready_at) = (Some(kept.started_at), Some(kept.started_at));
        Some(race)
    }
}
