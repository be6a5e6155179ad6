//! One side of a series of races: its own board, the copy it keeps of the
//! other side's, the clock, and what it makes of each message.
//!
//! Times are this side's monotonic clock in milliseconds (`now`), as the
//! caller reads it; the race clock is `now` less the count-down's start
//! and [`COUNTDOWN_MILLIS`], negative while the count-down runs.
//!
//! `judge` counts the other side's moves and ticks where they arrive and
//! decides the race; `meet` meets the other game (asking one that comes
//! back to prove it is the same, with [`crate::online::Trust`]) and starts
//! a race; `trust` holds who is heard, the round trips measured and the
//! budget of answers; `kept` is what a side keeps to come back after a
//! restart.

use super::{
    ActionError, COUNTDOWN_MILLIS, Event, Fault, Finish, MIN_MOVE_MILLIS, MOST_MILLIS, MOST_MOVES, Message,
    Outcome, PROTOCOL, Refusal, Reply, Start, TICK_MILLIS,
};
use crate::hanoi::Tower;

mod judge;
pub(super) mod kept;
mod meet;
mod trust;

use trust::{Budget, Hearing, Latency};

use crate::online::Trust;

/// One side's board in the race: the tower, the time of each move, and its finish.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Board {
    tower: Tower,
    /// The race clock of each move as its side said it, oldest first.
    times: Vec<u32>,
    /// When each move counts: this side's own moves when they were made;
    /// the other side's no earlier than they arrived less the latency
    /// bound (see `judge`).
    counted: Vec<u32>,
    /// Home: the moves and the counted time of the move that brought it.
    finish: Option<Finish>,
    /// The latest clock this side said (its moves and ticks).
    said: u32,
    /// The latest clock counted of this side (its moves and ticks).
    clock: u32,
}

impl Board {
    fn new(start: &Start) -> Self {
        Self { tower: start.tower(), times: Vec::new(), counted: Vec::new(), finish: None, said: 0, clock: 0 }
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
    /// When the chooser last sent the tower, to time the round trip to the ready that answers it.
    tower_sent_at: Option<u64>,
    /// Finishes closer than this are a tie (milliseconds, set by the go).
    margin: u32,
    /// A finish the other side claimed before the moves that make it arrived.
    claimed: Option<Finish>,
    /// This side's finish as the other side counted it ([`Message::Seen`]).
    seen: Option<Finish>,
    /// When (this side's clock) its finishing move last went to the other
    /// side while that side was on the line.
    finish_sent_at: Option<u64>,
    outcome: Option<Outcome>,
    /// Whether this side and the other want another race.
    again: [bool; 2],
    last_tick: Option<u64>,
    fault: Option<Fault>,
    /// The other game on this line: silent, asked to prove it is the one met first, or heard.
    hearing: Hearing,
    trust: Trust,
    latency: Latency,
    answers: Budget,
    /// The other game left the line (its connection dropped), until it says hello again.
    away: bool,
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
            tower_sent_at: None,
            margin: 0,
            claimed: None,
            seen: None,
            finish_sent_at: None,
            outcome: None,
            again: [false; 2],
            last_tick: None,
            fault: None,
            hearing: Hearing::Silent,
            trust: Trust::new(),
            latency: Latency::default(),
            answers: Budget::default(),
            away: false,
        }
    }

    fn set(&mut self, number: u32, start: Start, chose: bool) {
        self.mine = Some(Board::new(&start));
        self.theirs = Some(Board::new(&start));
        (self.number, self.start, self.chose) = (number, Some(start), chose);
        (self.started_at, self.ready_at, self.tower_sent_at, self.claimed, self.seen) =
            (None, None, None, None, None);
        (self.finish_sent_at, self.outcome, self.again, self.last_tick, self.margin) =
            (None, None, [false; 2], None, 0);
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

    /// This side's finish, once its tower is home (its own time).
    pub fn finish(&self) -> Option<Finish> {
        self.mine.as_ref().and_then(|b| b.finish)
    }

    /// The other side's latest clock, as counted here (milliseconds of its race).
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

    /// Finishes closer than this many milliseconds are a tie (0 before the go).
    pub fn margin(&self) -> u32 {
        self.margin
    }

    /// The latency bound: the shortest of the round trips measured lately,
    /// at most [`super::MOST_LATENCY_MILLIS`] (the most, before any). A time
    /// of the other side's counts no earlier than its arrival less this and
    /// [`super::SLACK_MILLIS`].
    pub fn latency(&self) -> u64 {
        self.latency.least()
    }

    /// Whether this side chooses the next tower, once both want another race.
    pub fn chooses_next(&self) -> bool {
        self.outcome.is_some() && self.chooses_next
    }

    /// Whether both sides want another race.
    pub fn both_want_again(&self) -> bool {
        self.again == [true, true]
    }

    /// Whether the other game is heard: it said hello, and where it had to,
    /// proved it is the game this side met first.
    pub fn is_heard(&self) -> bool {
        self.hearing == Hearing::Heard
    }

    /// The first message to send once connected (and again after a drop).
    pub fn hello(&self) -> Message {
        Message::Hello { protocol: PROTOCOL, version: self.version.clone(), host: self.host }
    }

    /// Leaving for good.
    pub fn leave(&self) -> Message {
        Message::Bye
    }

    /// The other game's connection dropped: until it says hello again (and
    /// proves it is the same game), nothing it sends is taken, and a finish
    /// of this side's made meanwhile waits for it to come back.
    pub fn away(&mut self) {
        self.away = true;
        self.hearing = Hearing::Silent;
    }

    /// Moves this side's top disk from `from` to `to` at `now`; returns
    /// what to send (the move, and the finish if it brings the tower home).
    /// A move comes no sooner than [`MIN_MOVE_MILLIS`] after the last: one
    /// made sooner is timed then.
    pub fn play(&mut self, from: usize, to: usize, now: u64) -> Result<Reply, ActionError> {
        if self.fault.is_some() || self.outcome.is_some() || self.started_at.is_none() {
            return Err(ActionError::NoRace);
        }
        let clock = self.clock(now).unwrap_or(-1);
        if clock < 0 {
            return Err(ActionError::NotYet);
        }
        let race = self.number;
        let Some(board) = self.mine.as_mut() else { return Err(ActionError::NoRace) };
        if board.finish.is_some() {
            return Err(ActionError::NoRace);
        }
        if board.moves() >= MOST_MOVES {
            return Err(ActionError::TooManyMoves);
        }
        let soonest = board.times.last().map_or(0, |&t| i64::from(t) + i64::from(MIN_MOVE_MILLIS));
        let millis = clock.max(soonest).min(MOST_MILLIS as i64) as u32;
        let mv = board.tower.try_move(from, to).map_err(ActionError::Illegal)?;
        board.times.push(millis);
        board.counted.push(millis);
        (board.said, board.clock) = (millis, millis);
        let number = board.moves();
        let mut reply = Reply::default();
        reply.send.push(Message::Move { race, number, mv, millis });
        if board.tower.is_solved() {
            board.finish = Some(Finish { moves: number, millis });
            reply.send.push(Message::Done { race, moves: number, millis });
            if !self.away {
                self.finish_sent_at = Some(now);
            }
        }
        self.decide(now, &mut reply);
        Ok(reply)
    }

    /// Time passes: sends this side's clock (and its count of moves), a
    /// ping for the round trip, and the other's finish as counted here,
    /// every [`TICK_MILLIS`]; gives up on a game that does not prove
    /// itself in time; and decides the race once it can be.
    pub fn tick(&mut self, now: u64) -> Reply {
        let mut reply = Reply::default();
        if self.fault.is_some() {
            return reply;
        }
        if let Hearing::Proving { since, .. } = self.hearing
            && now >= since + super::PROVE_WITHIN_MILLIS
        {
            // Said hello, then never proved it is the game met first.
            self.hearing = Hearing::Silent;
            reply.events.push(Event::Stranger);
            return reply;
        }
        if self.last_tick.is_some_and(|t| now < t + TICK_MILLIS) {
            self.decide(now, &mut reply);
            return reply;
        }
        if let Hearing::Proving { nonce, .. } = self.hearing {
            // Asked again, in case the ask or its answer went missing.
            self.last_tick = Some(now);
            reply.send.push(Message::Ask(nonce));
        }
        if self.hearing == Hearing::Heard {
            self.last_tick = Some(now);
            reply.send.push(self.latency.ping(now));
            if let Some(key) = self.trust.key_to_repeat(self.host) {
                reply.send.push(Message::Key(key));
            }
        }
        // Also once home or decided: a tick that counts more moves than the
        // other side has tells it that moves (the last among them) went missing.
        if let (Some(clock), Some(board)) = (self.clock(now), self.mine.as_ref())
            && clock >= 0
        {
            self.last_tick = Some(now);
            let millis = clock.max(i64::from(board.said)).min(MOST_MILLIS as i64) as u32;
            reply.send.push(Message::Tick { race: self.number, moves: board.moves(), millis });
            if let Some(seen) = self.seen_of_theirs() {
                reply.send.push(seen);
            }
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
        let reply = match message {
            Message::Hello { protocol, version, host } => self.hello_heard(protocol, version, host, now),
            Message::Ping(n) => self.answer(now, |_| vec![Message::Pong(n)]),
            Message::Pong(n) => self.latency.pong(n, now),
            Message::Ask(nonce) => {
                match self.trust.prove(nonce, self.host) {
                    Some(proof) => self.answer(now, |_| vec![Message::Proof(proof)]),
                    // Nothing to prove with: the other game will take this one for a stranger.
                    None => Reply::refuse(Refusal::NotNow),
                }
            }
            Message::Proof(proof) => self.proof_heard(proof, now),
            _ if self.hearing != Hearing::Heard => Reply::refuse(Refusal::NotNow),
            Message::Bye => Reply { events: vec![Event::Left], ..Reply::default() },
            // Said to newcomers by the admission only: from the game on the line it means nothing.
            Message::Full => Reply::refuse(Refusal::NotNow),
            Message::Key(key) => self.key_heard(key, now),
            Message::Tower { race, start } => self.tower_heard(race, start, now),
            Message::Ready { race } => self.ready_heard(race, now),
            Message::Go { race, elapsed, margin } => self.go_heard(race, elapsed, margin, now),
            Message::Move { race, number, mv, millis } => self.move_heard(race, number, mv, millis, now),
            Message::Need { race, from } => self.need_heard(race, from, now),
            Message::Tick { race, moves, millis } => self.tick_heard(race, moves, millis, now),
            Message::Done { race, moves, millis } => self.done_heard(race, Finish { moves, millis }, now),
            Message::Seen { race, moves, millis } => self.seen_heard(race, Finish { moves, millis }),
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
        };
        // Whatever the other game sent (a time, a tick, silence), the race may be decided by now.
        let mut reply = reply;
        self.decide(now, &mut reply);
        reply
    }

    /// Ends the race with `fault` — unless it is decided: a decided race
    /// stays decided, and what the other game sends after is set aside.
    fn fail(&mut self, fault: Fault) -> Reply {
        if self.outcome.is_some() {
            return Reply::refuse(Refusal::AfterResult(fault));
        }
        self.fault = Some(fault.clone());
        Reply { events: vec![Event::Failed(fault)], ..Reply::default() }
    }

    /// Answers a message that asks for an answer, within the budget of
    /// answers (see [`Budget`]): a flood of asks is set aside.
    fn answer(&mut self, now: u64, make: impl FnOnce(&mut Self) -> Vec<Message>) -> Reply {
        if !self.answers.take(now) {
            return Reply::refuse(Refusal::Flood);
        }
        Reply { send: make(self), ..Reply::default() }
    }
}

#[cfg(test)]
impl Race {
    /// The times of this side's moves and of the other side's, to name them when a test fails.
    pub(super) fn times(&self) -> (Vec<u32>, Vec<u32>) {
        (self.mine.as_ref().unwrap().times.clone(), self.theirs.as_ref().unwrap().times.clone())
    }

    /// When the other side's moves count here, oldest first.
    pub(super) fn counted(&self) -> Vec<u32> {
        self.theirs.as_ref().unwrap().counted.clone()
    }
}
