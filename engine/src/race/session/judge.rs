//! The other side's moves and clock, judged where they arrive, and the
//! race decided from what both sides have seen.
//!
//! A time the other game claims is believed only as far as its arrival
//! allows: a move or a tick counts no earlier than it arrived here less
//! the latency bound and [`SLACK_MILLIS`] (nor earlier than what came
//! before it). Honest times arrive within that, and count as they were
//! said; a time made earlier than it can be counts from its arrival. A
//! move before the count-down could have ended, or sooner than
//! [`MIN_MOVE_MILLIS`] after the last, is refused.
//!
//! Each side's finish is the one the other side counted: this side counts
//! the other's and tells it ([`Message::Seen`]), and learns its own the same
//! way. Both decide from those two finishes and the margin the go set, so
//! both decide alike. A side that stays silent (or stalls) does not keep a
//! result from being decided: see [`Race::decide`].

use super::{Board, Race};
use crate::hanoi::Move;
use crate::race::{
    ACK_WITHIN_MILLIS, CLOCK_SLACK_MILLIS, Event, Fault, Finish, MIN_MOVE_MILLIS, Message, NEED_BATCH,
    Outcome, Placing, Refusal, Reply, SLACK_MILLIS,
};

impl Race {
    /// The earliest a time of the other side's may count, if it arrives at
    /// race clock `arrival` here: then, less the latency bound (the shortest
    /// round trip lately) and the slack.
    fn floor(&self, arrival: i64) -> i64 {
        arrival - self.latency.least() as i64 - SLACK_MILLIS as i64
    }

    /// The reason a time of the other side's cannot be, arriving at `now`:
    /// ahead of this side's clock by more than [`CLOCK_SLACK_MILLIS`].
    fn ahead(&self, millis: u32, now: u64) -> bool {
        self.clock(now).is_none_or(|c| i64::from(millis) > c + CLOCK_SLACK_MILLIS as i64)
    }

    pub(super) fn move_heard(&mut self, race: u32, number: u32, mv: Move, millis: u32, now: u64) -> Reply {
        if race != self.number {
            return Reply::refuse(Refusal::OtherRace);
        }
        let Some(arrival) = self.clock(now) else {
            // The go went missing: say ready again, and the chooser says go again.
            let send = if self.chose { Vec::new() } else { vec![self.ready(now)] };
            return Reply { send, refused: Some(Refusal::NotNow), ..Reply::default() };
        };
        let (floor, ahead, claimed) = (self.floor(arrival), self.ahead(millis, now), self.claimed);
        let earliest = (self.latency.bound() + SLACK_MILLIS) as i64;
        let Some(board) = self.theirs.as_mut() else { return Reply::refuse(Refusal::NotNow) };
        let known = board.moves();
        if number <= known {
            return Reply::refuse(Refusal::Duplicate);
        }
        if number > known + 1 {
            return Reply {
                send: vec![Message::Need { race, from: known + 1 }],
                refused: Some(Refusal::OutOfSequence),
                ..Reply::default()
            };
        }
        let last = board.times.last().copied();
        // Checked on the copy of their board; a refused move leaves it as it was.
        let fault = if board.finish.is_some() {
            Some(Fault::InvalidMove)
        } else if ahead || millis < board.said || arrival < -earliest {
            // Ahead of this side's clock, earlier than a time it said
            // before, or here before its count-down could have ended.
            Some(Fault::BadTime)
        } else if last.is_some_and(|t| millis < t + MIN_MOVE_MILLIS) {
            Some(Fault::TooFast)
        } else if board.tower.try_move(mv.from, mv.to).is_err() {
            Some(Fault::InvalidMove)
        } else {
            None
        };
        if let Some(fault) = fault {
            return self.fail(fault);
        }
        let counted = (i64::from(millis).max(floor).max(i64::from(board.clock))) as u32;
        board.times.push(millis);
        board.counted.push(counted);
        (board.said, board.clock) = (millis, counted);
        let moves = board.moves();
        let home = board.tower.is_solved();
        // A finish claimed before its moves came must be the one they make.
        let made = Finish { moves, millis };
        if claimed.is_some_and(|claim| if home { claim != made } else { moves >= claim.moves }) {
            return self.fail(Fault::FalseFinish);
        }
        let mut reply = Reply { events: vec![Event::FriendMoved { mv, moves, millis }], ..Reply::default() };
        if home {
            let finish = Finish { moves, millis: counted };
            if let Some(board) = self.theirs.as_mut() {
                board.finish = Some(finish);
            }
            self.claimed = None;
            reply.events.push(Event::FriendFinished(finish));
            // Told at once (and again with every tick): the other side decides by it too.
            reply.send.extend(self.seen_of_theirs());
        }
        reply
    }

    /// The other side's finish as counted here, to tell it.
    pub(super) fn seen_of_theirs(&self) -> Option<Message> {
        let finish = self.theirs.as_ref()?.finish?;
        Some(Message::Seen { race: self.number, moves: finish.moves, millis: finish.millis })
    }

    pub(super) fn need_heard(&mut self, race: u32, from: u32, now: u64) -> Reply {
        if race != self.number || self.started_at.is_none() {
            return Reply::refuse(Refusal::OtherRace);
        }
        let Some(made) = self.mine.as_ref().map(Board::moves) else { return Reply::refuse(Refusal::NotNow) };
        if from > made + 1 {
            // Moves asked for that this side never made.
            return self.fail(Fault::Diverged);
        }
        if !self.answers.take(now) {
            return Reply::refuse(Refusal::Flood);
        }
        let Some(board) = self.mine.as_ref() else { return Reply::refuse(Refusal::NotNow) };
        // What was asked, at most a batch: a gap longer than that is asked for again.
        let first = from.saturating_sub(1) as usize;
        let mut send: Vec<Message> = (board.tower.history().iter().zip(&board.times).zip(1..))
            .skip(first)
            .take(NEED_BATCH)
            .map(|((&mv, &millis), number)| Message::Move { race, number, mv, millis })
            .collect();
        let through = first + send.len();
        if let Some(finish) = board.finish.filter(|f| f.moves as usize <= through) {
            send.push(Message::Done { race, moves: finish.moves, millis: finish.millis });
            if !self.away && first < finish.moves as usize {
                self.finish_sent_at = Some(now);
            }
        }
        if through < made as usize {
            // More to come: the tick says how many there are.
            let millis = board.said;
            send.push(Message::Tick { race, moves: made, millis });
        }
        Reply { send, ..Reply::default() }
    }

    pub(super) fn tick_heard(&mut self, race: u32, moves: u32, millis: u32, now: u64) -> Reply {
        if race != self.number || self.started_at.is_none() {
            return Reply::refuse(Refusal::OtherRace);
        }
        if self.ahead(millis, now) {
            return self.fail(Fault::BadTime);
        }
        let floor = self.clock(now).map_or(0, |arrival| self.floor(arrival));
        let Some(board) = self.theirs.as_mut() else { return Reply::refuse(Refusal::NotNow) };
        let known = board.moves();
        if moves > known {
            // Moves went missing: the clock counts once they are here.
            return Reply {
                send: vec![Message::Need { race, from: known + 1 }],
                refused: Some(Refusal::OutOfSequence),
                ..Reply::default()
            };
        }
        if moves < known || board.finish.is_some() {
            // An old tick, overtaken by moves (or the tower is home).
            return Reply::refuse(Refusal::Duplicate);
        }
        if board.times.last().is_some_and(|&t| millis < t) {
            return self.fail(Fault::BadTime);
        }
        if millis < board.said {
            // An older tick, overtaken by a newer one.
            return Reply::refuse(Refusal::Duplicate);
        }
        board.said = millis;
        // A clock that lags behind its arrival counts from the arrival: a
        // game that stalls its clock runs on all the same.
        board.clock = board.clock.max(i64::from(millis).max(floor) as u32);
        Reply::default()
    }

    pub(super) fn done_heard(&mut self, race: u32, claim: Finish, now: u64) -> Reply {
        if race != self.number || self.started_at.is_none() {
            return Reply::refuse(Refusal::OtherRace);
        }
        if self.ahead(claim.millis, now) {
            return self.fail(Fault::BadTime);
        }
        let Some(board) = self.theirs.as_ref() else { return Reply::refuse(Refusal::NotNow) };
        if board.finish.is_some() {
            let said = Finish { moves: board.moves(), millis: board.said };
            return if said == claim {
                Reply::refuse(Refusal::Duplicate)
            } else {
                self.fail(Fault::FalseFinish)
            };
        }
        let known = board.moves();
        if claim.moves <= known || self.claimed.is_some_and(|c| c != claim) {
            // Home at a move already here, where the tower was not.
            return self.fail(Fault::FalseFinish);
        }
        // Believed once the moves that make it are here.
        self.claimed = Some(claim);
        Reply {
            send: vec![Message::Need { race, from: known + 1 }],
            refused: Some(Refusal::OutOfSequence),
            ..Reply::default()
        }
    }

    /// This side's finish as the other side counted it: never earlier than
    /// it was made, and never later than its last sending allows.
    pub(super) fn seen_heard(&mut self, race: u32, seen: Finish) -> Reply {
        if race != self.number || self.started_at.is_none() {
            return Reply::refuse(Refusal::OtherRace);
        }
        let Some(mine) = self.finish() else { return self.fail(Fault::Diverged) };
        if seen.moves != mine.moves {
            return self.fail(Fault::Diverged);
        }
        if let Some(kept) = self.seen {
            return if kept == seen { Reply::refuse(Refusal::Duplicate) } else { self.fail(Fault::Diverged) };
        }
        // It arrived there no later than its last sending and one way, and
        // counts no later than that less the bound there: no later than the
        // last sending, give or take the bound here and the slack.
        let sent = self.finish_sent_at.and_then(|at| self.clock(at)).unwrap_or(i64::from(mine.millis));
        let latest = sent.max(i64::from(mine.millis)) + (self.latency.bound() + SLACK_MILLIS) as i64;
        if seen.millis < mine.millis || i64::from(seen.millis) > latest {
            return self.fail(Fault::BadTime);
        }
        self.seen = Some(seen);
        Reply::default()
    }

    /// This side's finish as it counts: as the other side counted it; or,
    /// once the other side has had [`ACK_WITHIN_MILLIS`] to say so while on
    /// the line and has not (a silent or stalling game), as it was made.
    fn counted_finish(&self, now: u64) -> Option<Finish> {
        let mine = self.finish()?;
        if self.seen.is_some() {
            return self.seen;
        }
        let waited =
            self.finish_sent_at.is_some_and(|at| now >= at + ACK_WITHIN_MILLIS + self.latency.bound());
        waited.then_some(mine)
    }

    /// Decides the race once it can be, from the two finishes as the other
    /// side counted each and the margin the go set:
    ///
    /// - both home: the earlier wins by more than the margin; closer is a tie;
    /// - this side home: it won once the other's clock (as counted here)
    ///   is past its finish and the margin, or once this side's clock is
    ///   past them and the latency bound, with no finish of theirs (one
    ///   arriving later would count later);
    /// - the other home: this side lost once its own clock is past their
    ///   finish and the margin (a finish of its own would count later).
    pub(super) fn decide(&mut self, now: u64, reply: &mut Reply) {
        if self.outcome.is_some() || self.fault.is_some() {
            return;
        }
        let (Some(mine), Some(theirs)) = (self.mine.as_ref(), self.theirs.as_ref()) else { return };
        let Some(clock) = self.clock(now) else { return };
        let margin = i64::from(self.margin);
        // A finish of theirs arriving later than this past ours would count later.
        let bound = (self.latency.least() + SLACK_MILLIS) as i64;
        let counted = self.counted_finish(now);
        let placing = match (mine.finish, theirs.finish) {
            (Some(_), Some(t)) => {
                let Some(m) = counted else { return };
                let gap = i64::from(m.millis) - i64::from(t.millis);
                if gap.abs() <= margin {
                    Placing::Tie
                } else if gap < 0 {
                    Placing::Won
                } else {
                    Placing::Lost
                }
            }
            (Some(_), None) => {
                let Some(m) = counted else { return };
                let past = i64::from(m.millis) + margin;
                if i64::from(theirs.clock) > past || clock > past + bound {
                    Placing::Won
                } else {
                    return;
                }
            }
            (None, Some(t)) if clock > i64::from(t.millis) + margin => Placing::Lost,
            _ => return,
        };
        let confirmed = mine.finish.is_none() || self.seen.is_some();
        let outcome =
            Outcome { placing, mine: counted, theirs: theirs.finish, margin: self.margin, confirmed };
        // The loser chooses the next tower; after a tie, the side that did not choose this one.
        self.chooses_next = match placing {
            Placing::Lost => true,
            Placing::Won => false,
            Placing::Tie => !self.chose,
        };
        self.outcome = Some(outcome);
        reply.events.push(Event::Decided(outcome));
    }
}
