//! Coming back to a race after the game restarted: what one side keeps
//! of a race under way, and the side built again from it.

use super::trust::Hearing;
use super::{Board, Race};
use crate::hanoi::Move;
use crate::online::Trust;
use crate::race::{Finish, MIN_MOVE_MILLIS, MOST_MARGIN_MILLIS, MOST_MILLIS, MOST_MOVES, Start};

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
    /// The tie margin the go set (milliseconds).
    pub margin: u32,
    /// The race's key, with which this side proves it is the game the
    /// other met first (`None` if it never came).
    pub key: Option<u128>,
    /// Whether the other game is known to hold the key too.
    pub shared: bool,
    /// This side's moves, each with its race clock (milliseconds).
    pub mine: Vec<(Move, u32)>,
    /// The other side's, as they arrived: each with the time it said and
    /// the time it counts from (milliseconds).
    pub theirs: Vec<(Move, u32, u32)>,
    /// This side's finish as the other side counted it (milliseconds), once told.
    pub seen: Option<u32>,
}

impl Board {
    /// A board from `start` with `moves` made at their times (said, and
    /// counted); `None` if a move breaks the rules, a time runs backwards,
    /// comes sooner than a move can, counts before it was said or past the
    /// most a race may last, there are more moves than a race allows, or a
    /// move follows the tower home.
    fn replayed(start: &Start, moves: &[(Move, u32, u32)]) -> Option<Self> {
        let mut board = Self::new(start);
        if moves.len() > MOST_MOVES as usize {
            return None;
        }
        for &(mv, said, counted) in moves {
            let too_soon = board.times.last().is_some_and(|&t| said < t + MIN_MOVE_MILLIS);
            let backwards = said < board.said || counted < board.clock || counted < said;
            if board.finish.is_some() || too_soon || backwards || counted > MOST_MILLIS {
                return None;
            }
            board.tower.try_move(mv.from, mv.to).ok()?;
            board.times.push(said);
            board.counted.push(counted);
            (board.said, board.clock) = (said, counted);
            if board.tower.is_solved() {
                board.finish = Some(Finish { moves: board.moves(), millis: counted });
            }
        }
        Some(board)
    }

    fn kept(&self) -> Vec<(Move, u32, u32)> {
        let times = self.times.iter().zip(&self.counted);
        self.tower.history().iter().copied().zip(times).map(|(mv, (&t, &c))| (mv, t, c)).collect()
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
            margin: self.margin,
            key: self.trust.key(),
            shared: self.trust.is_shared(),
            mine: mine.kept().into_iter().map(|(mv, t, _)| (mv, t)).collect(),
            theirs: theirs.kept(),
            seen: self.seen.map(|f| f.millis),
        })
    }

    /// The side that kept `kept`, back after its game restarted: its board
    /// and its copy of the other's as they were, the count-down's start as
    /// it was. On the line again it says hello as after a drop, proves it
    /// is the same game, and the two sides send each other the moves the
    /// other missed. `None` if what was kept cannot be a race (a move the
    /// rules refuse, a time backwards, no race number, a start in the
    /// future, a margin wider than a go may set).
    pub fn rejoin(version: &str, kept: &KeptRace, now: u64) -> Option<Self> {
        if kept.number == 0 || kept.started_at > now || kept.margin > MOST_MARGIN_MILLIS {
            return None;
        }
        let mut race = Self::empty(kept.host, version);
        race.set(kept.number, kept.start.clone(), kept.chose);
        let mine: Vec<_> = kept.mine.iter().map(|&(mv, t)| (mv, t, t)).collect();
        race.mine = Some(Board::replayed(&kept.start, &mine)?);
        race.theirs = Some(Board::replayed(&kept.start, &kept.theirs)?);
        let finish = race.finish();
        race.seen = match (kept.seen, finish) {
            (None, _) => None,
            (Some(millis), Some(f)) if millis >= f.millis => Some(Finish { moves: f.moves, millis }),
            _ => return None,
        };
        (race.started_at, race.ready_at) = (Some(kept.started_at), Some(kept.started_at));
        race.margin = kept.margin;
        race.trust = Trust::kept(kept.key, kept.shared);
        race.hearing = Hearing::Silent;
        race.away = true;
        Some(race)
    }
}
