//! One side of a series of races: its own board, the copy it keeps of the
//! other side's, the clock, and what it makes of each message.
//!
//! Times are this side's monotonic clock in milliseconds (`now`), as the
//! caller reads it; the race clock is `now` less the count-down's start
//! and [`COUNTDOWN_MILLIS`], negative while the count-down runs.

use super::{
    ActionError, CLOCK_SLACK_MILLIS, COUNTDOWN_MILLIS, Event, Fault, Finish, MOST_MILLIS, MOST_MOVES,
    Message, Outcome, PROTOCOL, Placing, Refusal, Reply, Start, TICK_MILLIS,
};
use crate::hanoi::{Move, Tower};

pub(super) mod kept;

/// One side's board in the race: the tower, the time of each move, and its finish.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Board {
    tower: Tower,
    /// The race clock of each move, oldest first.
    times: Vec<u32>,
    finish: Option<Finish>,
    /// The latest clock known of this side (its moves and ticks).
    clock: u32,
}

impl Board {
    fn new(start: &Start) -> Self {
        Self { tower: start.tower(), times: Vec::new(), finish: None, clock: 0 }
    }

    fn moves(&self) -> u32 {
        self.times.len() as u32
    }
}

/// One side of a series of races between two games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Race {
    host: bool,
    version: String,
    /// The race's number (0: no tower yet).
    number: u32,
    start: Option<Start>,
    /// Whether this side chose the tower of race `number`.
    chose: bool,
    /// Whether this side chooses the next race's tower (once both want another).
    chooses_next: bool,
    mine: Option<Board>,
    theirs: Option<Board>,
    /// This side's clock when the count-down began.
    started_at: Option<u64>,
    /// When this side first said it was ready for the race: the other
    /// side's count-down cannot have begun before.
    ready_at: Option<u64>,
    /// A finish the other side claimed before the moves that make it arrived.
    claimed: Option<Finish>,
    outcome: Option<Outcome>,
    /// Whether this side and the other want another race.
    again: [bool; 2],
    heard: bool,
    last_tick: Option<u64>,
    fault: Option<Fault>,
}

impl Race {
    /// The creator's side, with the first race's tower.
    pub fn host(version: &str, start: Start) -> Self {
        let mut race = Self::empty(true, version);
        race.set(1, start, true);
        race
    }

    /// The joiner's side: it learns the tower from the creator.
    pub fn guest(version: &str) -> Self {
        Self::empty(false, version)
    }

    fn empty(host: bool, version: &str) -> Self {
        Self {
            host,
            version: version.to_string(),
            number: 0,
            start: None,
            chose: false,
            chooses_next: false,
            mine: None,
            theirs: None,
            started_at: None,
            ready_at: None,
            claimed: None,
            outcome: None,
            again: [false; 2],
            heard: false,
            last_tick: None,
            fault: None,
        }
    }

    fn set(&mut self, number: u32, start: Start, chose: bool) {
        self.mine = Some(Board::new(&start));
        self.theirs = Some(Board::new(&start));
        (self.number, self.start, self.chose) = (number, Some(start), chose);
        (self.started_at, self.ready_at, self.claimed, self.outcome, self.again, self.last_tick) =
            (None, None, None, None, [false; 2], None);
    }

    /// Whether this side created the race.
    pub fn is_host(&self) -> bool {
        self.host
    }

    /// The race's number (0 before the first tower is known).
    pub fn number(&self) -> u32 {
        self.number
    }

    /// The tower raced on.
    pub fn start(&self) -> Option<&Start> {
        self.start.as_ref()
    }

    /// This side's board.
    pub fn mine(&self) -> Option<&Tower> {
        self.mine.as_ref().map(|b| &b.tower)
    }

    /// The other side's board, as its moves arrived.
    pub fn theirs(&self) -> Option<&Tower> {
        self.theirs.as_ref().map(|b| &b.tower)
    }

    /// This side's finish, once its tower is home.
    pub fn finish(&self) -> Option<Finish> {
        self.mine.as_ref().and_then(|b| b.finish)
    }

    /// The other side's latest known clock (milliseconds of its race).
    pub fn their_clock(&self) -> u32 {
        self.theirs.as_ref().map_or(0, |b| b.clock)
    }

    /// The race clock at `now`: negative while the count-down runs, `None` before it.
    pub fn clock(&self, now: u64) -> Option<i64> {
        self.started_at.map(|at| now as i64 - at as i64 - COUNTDOWN_MILLIS as i64)
    }

    /// Whether this side may move at `now`: the count-down is over, and
    /// neither its tower is home nor the race decided.
    pub fn is_racing(&self, now: u64) -> bool {
        self.fault.is_none()
            && self.outcome.is_none()
            && self.mine.as_ref().is_some_and(|b| b.finish.is_none())
            && self.clock(now).is_some_and(|c| c >= 0)
    }

    /// The race decided, if it is.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// Why the race ended, if it failed.
    pub fn fault(&self) -> Option<&Fault> {
        self.fault.as_ref()
    }

    /// Whether this side chooses the next tower, once both want another race.
    pub fn chooses_next(&self) -> bool {
        self.outcome.is_some() && self.chooses_next
    }

    /// Whether both sides want another race.
    pub fn both_want_again(&self) -> bool {
        self.again == [true, true]
    }

    /// The first message to send once connected (and again after a drop).
    pub fn hello(&self) -> Message {
        Message::Hello { protocol: PROTOCOL, version: self.version.clone(), host: self.host }
    }

    /// Leaving for good.
    pub fn leave(&self) -> Message {
        Message::Bye
    }

    /// Moves this side's top disk from `from` to `to` at `now`; returns
    /// what to send (the move, and the finish if it brings the tower home).
    pub fn play(&mut self, from: usize, to: usize, now: u64) -> Result<Reply, ActionError> {
        if self.fault.is_some() || self.outcome.is_some() || self.started_at.is_none() {
            return Err(ActionError::NoRace);
        }
        let clock = self.clock(now).unwrap_or(-1);
        if clock < 0 {
            return Err(ActionError::NotYet);
        }
        let millis = clock.min(MOST_MILLIS as i64) as u32;
        let race = self.number;
        let Some(board) = self.mine.as_mut() else { return Err(ActionError::NoRace) };
        if board.finish.is_some() {
            return Err(ActionError::NoRace);
        }
        if board.moves() >= MOST_MOVES {
            return Err(ActionError::TooManyMoves);
        }
        let mv = board.tower.try_move(from, to).map_err(ActionError::Illegal)?;
        board.times.push(millis);
        board.clock = millis;
        let number = board.moves();
        let mut reply = Reply::default();
        reply.send.push(Message::Move { race, number, mv, millis });
        if board.tower.is_solved() {
            board.finish = Some(Finish { moves: number, millis });
            reply.send.push(Message::Done { race, moves: number, millis });
        }
        self.decide(now, &mut reply);
        Ok(reply)
    }

    /// Time passes: sends this side's clock (and its count of moves) every
    /// [`TICK_MILLIS`] from the count-down's end, and decides a race the
    /// other side won once this clock is past their finish.
    pub fn tick(&mut self, now: u64) -> Reply {
        let mut reply = Reply::default();
        if self.fault.is_some() {
            return reply;
        }
        // Also once home or decided: a tick that counts more moves than the
        // other side has tells it that moves (the last among them) went missing.
        if let (Some(clock), Some(board)) = (self.clock(now), self.mine.as_ref())
            && clock >= 0
            && self.last_tick.is_none_or(|t| now >= t + TICK_MILLIS)
        {
            self.last_tick = Some(now);
            let millis = clock.min(MOST_MILLIS as i64) as u32;
            reply.send.push(Message::Tick { race: self.number, moves: board.moves(), millis });
        }
        self.decide(now, &mut reply);
        reply
    }

    /// This side would race again after a decided race.
    pub fn again(&mut self) -> Result<Reply, ActionError> {
        if self.fault.is_some() || self.outcome.is_none() {
            return Err(ActionError::NotYours);
        }
        self.again[0] = true;
        Ok(Reply { send: vec![Message::Again { race: self.number }], ..Reply::default() })
    }

    /// Sets the next race's tower: only the side that chooses it, once both want another race.
    pub fn choose(&mut self, start: Start) -> Result<Reply, ActionError> {
        if self.fault.is_some() || !self.both_want_again() || !self.chooses_next() {
            return Err(ActionError::NotYours);
        }
        let race = self.number + 1;
        self.set(race, start.clone(), true);
        Ok(Reply {
            events: vec![Event::TowerSet { race }],
            send: vec![Message::Tower { race, start }],
            refused: None,
        })
    }

    /// Takes a message from the other side at `now`.
    pub fn receive(&mut self, bytes: &[u8], now: u64) -> Reply {
        let message = match Message::decode(bytes) {
            Ok(message) => message,
            Err(bad) => return Reply::refuse(Refusal::Unreadable(bad)),
        };
        if self.fault.is_some() {
            return Reply::refuse(Refusal::NotNow);
        }
        match message {
            Message::Hello { protocol, version, host } => self.hello_heard(protocol, version, host, now),
            _ if !self.heard => Reply::refuse(Refusal::NotNow),
            Message::Bye => Reply { events: vec![Event::Left], ..Reply::default() },
            Message::Full => Reply { events: vec![Event::RoomFull], ..Reply::default() },
            Message::Tower { race, start } => self.tower_heard(race, start, now),
            Message::Ready { race } => self.ready_heard(race, now),
            Message::Go { race, elapsed } => self.go_heard(race, elapsed, now),
            Message::Move { race, number, mv, millis } => self.move_heard(race, number, mv, millis, now),
            Message::Need { race, from } => self.need_heard(race, from),
            Message::Tick { race, moves, millis } => self.tick_heard(race, moves, millis, now),
            Message::Done { race, moves, millis } => self.done_heard(race, Finish { moves, millis }, now),
            Message::Again { race } => {
                // Kept even before this side has decided: it may decide a moment later.
                if race != self.number || self.started_at.is_none() {
                    Reply::refuse(Refusal::OtherRace)
                } else if self.again[1] {
                    Reply::refuse(Refusal::Duplicate)
                } else {
                    self.again[1] = true;
                    Reply { events: vec![Event::AgainOffered], ..Reply::default() }
                }
            }
        }
    }

    fn fail(&mut self, fault: Fault) -> Reply {
        self.fault = Some(fault.clone());
        Reply { events: vec![Event::Failed(fault)], ..Reply::default() }
    }

    /// A hello: the first, or again after a drop. Either way this side
    /// sends what the other may have missed.
    fn hello_heard(&mut self, protocol: u16, version: String, host: bool, now: u64) -> Reply {
        if protocol != PROTOCOL {
            return self.fail(Fault::OtherVersion { protocol, version });
        }
        if host == self.host {
            return self.fail(Fault::SameRole);
        }
        self.heard = true;
        let mut reply = Reply { events: vec![Event::Connected], ..Reply::default() };
        let race = self.number;
        let Some(start) = self.start.clone() else { return reply };
        if self.chose {
            reply.send.push(Message::Tower { race, start });
            if let Some(go) = self.go(now) {
                reply.send.push(go);
            }
        } else {
            reply.send.push(self.ready(now));
        }
        if self.started_at.is_some() {
            let known = self.theirs.as_ref().map_or(0, Board::moves);
            reply.send.push(Message::Need { race, from: known + 1 });
        }
        if self.again[0] {
            reply.send.push(Message::Again { race });
        }
        reply
    }

    /// Says this side is ready for the race, minding when it first did.
    fn ready(&mut self, now: u64) -> Message {
        self.ready_at.get_or_insert(now);
        Message::Ready { race: self.number }
    }

    /// The go, as the chooser says it (again) at `now`, once the count-down began.
    fn go(&self, now: u64) -> Option<Message> {
        let elapsed = now.saturating_sub(self.started_at?).min(MOST_MILLIS as u64) as u32;
        Some(Message::Go { race: self.number, elapsed })
    }

    fn tower_heard(&mut self, race: u32, start: Start, now: u64) -> Reply {
        if race == self.number {
            return if self.start.as_ref() == Some(&start) && !self.chose {
                // Said again after a drop: this side is ready still.
                Reply { send: vec![self.ready(now)], refused: Some(Refusal::Duplicate), ..Reply::default() }
            } else {
                self.fail(Fault::Diverged)
            };
        }
        if race < self.number {
            return Reply::refuse(Refusal::OtherRace);
        }
        // The first race's tower comes from the creator; the next from its chooser, once both want it.
        let theirs_to_choose = if self.number == 0 {
            !self.host && race == 1
        } else {
            race == self.number + 1 && self.outcome.is_some() && !self.chooses_next
        };
        if !theirs_to_choose {
            return self.fail(Fault::Diverged);
        }
        if self.number > 0 && !self.again[0] {
            // This side has not asked for another race.
            return Reply::refuse(Refusal::NotNow);
        }
        self.set(race, start, false);
        Reply { events: vec![Event::TowerSet { race }], send: vec![self.ready(now)], refused: None }
    }

    fn ready_heard(&mut self, race: u32, now: u64) -> Reply {
        if race != self.number || !self.chose {
            return Reply::refuse(Refusal::OtherRace);
        }
        if let Some(go) = self.go(now) {
            // The go went missing, or the ready was said again: the go again.
            return Reply { send: vec![go], refused: Some(Refusal::Duplicate), ..Reply::default() };
        }
        self.started_at = Some(now);
        Reply {
            events: vec![Event::CountdownStarted { race }],
            send: vec![Message::Go { race, elapsed: 0 }],
            refused: None,
        }
    }

    fn go_heard(&mut self, race: u32, elapsed: u32, now: u64) -> Reply {
        if race != self.number || self.chose || self.start.is_none() {
            return Reply::refuse(Refusal::OtherRace);
        }
        if self.started_at.is_some() {
            return Reply::refuse(Refusal::Duplicate);
        }
        // A go said again after a drop began earlier, but never before this side was ready.
        let Some(ready_at) = self.ready_at else { return Reply::refuse(Refusal::NotNow) };
        self.started_at = Some(now.saturating_sub(elapsed as u64).max(ready_at));
        Reply { events: vec![Event::CountdownStarted { race }], ..Reply::default() }
    }

    /// Whether `millis` of the other side's clock can be at `now`: not
    /// ahead of this side's clock by more than the slack.
    fn believable(&self, millis: u32, now: u64) -> bool {
        self.clock(now).is_some_and(|c| millis as i64 <= c + CLOCK_SLACK_MILLIS as i64)
    }

    fn move_heard(&mut self, race: u32, number: u32, mv: Move, millis: u32, now: u64) -> Reply {
        if race != self.number {
            return Reply::refuse(Refusal::OtherRace);
        }
        if self.started_at.is_none() {
            // The go went missing: say ready again, and the chooser says go again.
            let send = if self.chose { Vec::new() } else { vec![self.ready(now)] };
            return Reply { send, refused: Some(Refusal::NotNow), ..Reply::default() };
        }
        let (believable, claimed) = (self.believable(millis, now), self.claimed);
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
        // Checked on the copy of their board; a refused move leaves it as it was.
        let fault = if board.finish.is_some() {
            Some(Fault::InvalidMove)
        } else if board.times.last().is_some_and(|&t| millis < t) || !believable {
            Some(Fault::BadTime)
        } else if board.tower.try_move(mv.from, mv.to).is_err() {
            Some(Fault::InvalidMove)
        } else {
            None
        };
        if let Some(fault) = fault {
            return self.fail(fault);
        }
        board.times.push(millis);
        board.clock = board.clock.max(millis);
        let made = Finish { moves: board.moves(), millis };
        let home = board.tower.is_solved();
        // A finish claimed before its moves came must be the one they make.
        if claimed.is_some_and(|claim| if home { claim != made } else { made.moves >= claim.moves }) {
            return self.fail(Fault::FalseFinish);
        }
        let mut reply =
            Reply { events: vec![Event::FriendMoved { mv, moves: made.moves, millis }], ..Reply::default() };
        if home {
            board.finish = Some(made);
            self.claimed = None;
            reply.events.push(Event::FriendFinished(made));
        }
        self.decide(now, &mut reply);
        reply
    }

    fn need_heard(&mut self, race: u32, from: u32) -> Reply {
        if race != self.number || self.started_at.is_none() {
            return Reply::refuse(Refusal::OtherRace);
        }
        let Some(board) = self.mine.as_ref() else { return Reply::refuse(Refusal::NotNow) };
        if from > board.moves() + 1 {
            // Moves asked for that this side never made.
            return self.fail(Fault::Diverged);
        }
        let mut send: Vec<Message> = (board.tower.history().iter().zip(&board.times).zip(1..))
            .skip(from.saturating_sub(1) as usize)
            .map(|((&mv, &millis), number)| Message::Move { race, number, mv, millis })
            .collect();
        if let Some(finish) = board.finish {
            send.push(Message::Done { race, moves: finish.moves, millis: finish.millis });
        }
        Reply { send, ..Reply::default() }
    }

    fn tick_heard(&mut self, race: u32, moves: u32, millis: u32, now: u64) -> Reply {
        if race != self.number || self.started_at.is_none() {
            return Reply::refuse(Refusal::OtherRace);
        }
        if !self.believable(millis, now) {
            return self.fail(Fault::BadTime);
        }
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
        board.clock = board.clock.max(millis);
        let mut reply = Reply::default();
        self.decide(now, &mut reply);
        reply
    }

    fn done_heard(&mut self, race: u32, claim: Finish, now: u64) -> Reply {
        if race != self.number || self.started_at.is_none() {
            return Reply::refuse(Refusal::OtherRace);
        }
        if !self.believable(claim.millis, now) {
            return self.fail(Fault::BadTime);
        }
        let Some(board) = self.theirs.as_ref() else { return Reply::refuse(Refusal::NotNow) };
        match board.finish {
            Some(finish) if finish == claim => return Reply::refuse(Refusal::Duplicate),
            Some(_) => return self.fail(Fault::FalseFinish),
            None => {}
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

    /// Decides the race once it can be: both home (the earlier wins, then
    /// the fewer moves), one home and the other's clock past its finish.
    fn decide(&mut self, now: u64, reply: &mut Reply) {
        if self.outcome.is_some() || self.fault.is_some() {
            return;
        }
        let (Some(mine), Some(theirs)) = (self.mine.as_ref(), self.theirs.as_ref()) else { return };
        let placing = match (mine.finish, theirs.finish) {
            (Some(m), Some(t)) => match (m.millis, m.moves).cmp(&(t.millis, t.moves)) {
                std::cmp::Ordering::Less => Placing::Won,
                std::cmp::Ordering::Greater => Placing::Lost,
                std::cmp::Ordering::Equal => Placing::Tie,
            },
            (Some(m), None) if theirs.clock > m.millis => Placing::Won,
            (None, Some(t)) if self.clock(now).is_some_and(|c| c > t.millis as i64) => Placing::Lost,
            _ => return,
        };
        let outcome = Outcome { placing, mine: mine.finish, theirs: theirs.finish };
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

#[cfg(test)]
impl Race {
    /// The times of this side's moves and of the other side's, to name them when a test fails.
    pub(super) fn times(&self) -> (Vec<u32>, Vec<u32>) {
        (self.mine.as_ref().unwrap().times.clone(), self.theirs.as_ref().unwrap().times.clone())
    }
}
