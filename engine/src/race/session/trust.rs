//! What a side knows of the other game, and what it spends on it: who is
//! heard, the round trips measured, and the budget of answers a flood of
//! asks cannot exceed. The race's key and its proofs are
//! `crate::online::Trust`'s, as TicTacToe's online game keeps them too.

use std::collections::VecDeque;

use crate::race::{
    ANSWERS_A_SECOND, LATENCY_SAMPLES, MOST_ANSWERS_AT_ONCE, MOST_LATENCY_MILLIS, Message, Refusal, Reply,
};

/// Where the other game on this line stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Hearing {
    /// It has not said hello (or dropped since).
    Silent,
    /// It said hello and was asked to prove it is the game met first, with
    /// this number, at this time.
    Proving {
        /// The number asked.
        nonce: u64,
        /// When.
        since: u64,
    },
    /// It is the game met first: what it sends is taken.
    Heard,
}

/// The round trips to the other game: pings sent and answered, and the
/// latest [`LATENCY_SAMPLES`] measured.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Latency {
    samples: VecDeque<u64>,
    /// Pings on their way: their number and when they went (the last few).
    out: VecDeque<(u32, u64)>,
    next: u32,
}

impl Latency {
    /// The longest round trip lately, at most [`MOST_LATENCY_MILLIS`]; the
    /// most until one is measured. What honest lateness may reach: checks
    /// that refuse a time use it, so that jitter is never taken for a lie.
    pub(super) fn bound(&self) -> u64 {
        self.samples.iter().copied().max().unwrap_or(MOST_LATENCY_MILLIS).min(MOST_LATENCY_MILLIS)
    }

    /// The shortest round trip lately, at most [`MOST_LATENCY_MILLIS`]; the
    /// most until one is measured. What the line can do: a time of the
    /// other side's is believed no further back than this (and the slack).
    pub(super) fn least(&self) -> u64 {
        self.samples.iter().copied().min().unwrap_or(MOST_LATENCY_MILLIS).min(MOST_LATENCY_MILLIS)
    }

    pub(super) fn sample(&mut self, millis: u64) {
        if self.samples.len() == LATENCY_SAMPLES {
            self.samples.pop_front();
        }
        self.samples.push_back(millis);
    }

    /// A ping to send at `now`.
    pub(super) fn ping(&mut self, now: u64) -> Message {
        self.next = self.next.wrapping_add(1);
        if self.out.len() == LATENCY_SAMPLES {
            self.out.pop_front();
        }
        self.out.push_back((self.next, now));
        Message::Ping(self.next)
    }

    /// A pong: the round trip of the ping it answers, if this side sent it and it is not answered yet.
    pub(super) fn pong(&mut self, n: u32, now: u64) -> Reply {
        let Some(i) = self.out.iter().position(|&(sent, _)| sent == n) else {
            return Reply::refuse(Refusal::Duplicate);
        };
        let (_, at) = self.out.remove(i).unwrap_or_default();
        self.sample(now.saturating_sub(at));
        Reply::default()
    }
}

/// The answers this side gives to what asks for one (a ping, a need, a
/// hello, a ready or a tower said again, an ask): at most
/// [`MOST_ANSWERS_AT_ONCE`] at once, then [`ANSWERS_A_SECOND`] a second, so
/// that no flood of messages makes it queue more than a bounded amount.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Budget {
    /// Answers that may be given now, in thousandths.
    left: u64,
    at: u64,
}

impl Default for Budget {
    fn default() -> Self {
        Self { left: MOST_ANSWERS_AT_ONCE * 1000, at: 0 }
    }
}

impl Budget {
    /// Spends one answer at `now`, if one is left.
    pub(super) fn take(&mut self, now: u64) -> bool {
        let earned = now.saturating_sub(self.at) * ANSWERS_A_SECOND;
        self.left = (self.left + earned).min(MOST_ANSWERS_AT_ONCE * 1000);
        self.at = self.at.max(now);
        if self.left < 1000 {
            return false;
        }
        self.left -= 1000;
        true
    }
}
