//! What a side trusts of the other game, and what it spends on it: the
//! race's key and the proof asked of a game that comes back, the round
//! trips measured, and the budget of answers a flood of asks cannot
//! exceed.

use std::collections::VecDeque;

use rand::RngExt;
use rand::rngs::SmallRng;

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

/// The race's key (made by the creator when the two first meet, given to
/// the other game then, and kept by both) and the numbers asked with it.
#[derive(Clone, Debug)]
pub(super) struct Trust {
    key: Option<u128>,
    /// Whether the other game is known to hold the key: it said so once,
    /// or it proved it. Until then a game coming back cannot be asked for
    /// a proof, and is taken as the first time.
    shared: bool,
    rng: SmallRng,
}

/// Two sides' trust is alike when they hold the same key alike (the numbers drawn are their own).
impl PartialEq for Trust {
    fn eq(&self, other: &Self) -> bool {
        (self.key, self.shared) == (other.key, other.shared)
    }
}

impl Eq for Trust {}

impl Trust {
    pub(super) fn new(rng: SmallRng) -> Self {
        Self { key: None, shared: false, rng }
    }

    /// Trust as kept with a race (see `kept`).
    pub(super) fn kept(key: Option<u128>, shared: bool, rng: SmallRng) -> Self {
        Self { key, shared: shared && key.is_some(), rng }
    }

    pub(super) fn key(&self) -> Option<u128> {
        self.key
    }

    pub(super) fn is_shared(&self) -> bool {
        self.shared
    }

    /// Whether a game saying hello must prove it holds the key: both hold it.
    pub(super) fn must_prove(&self, _host: bool) -> bool {
        self.shared
    }

    /// The creator's key, made the first time the two meet.
    pub(super) fn make_key(&mut self) -> u128 {
        let rng = &mut self.rng;
        *self.key.get_or_insert_with(|| rng.random())
    }

    /// The key the creator gave.
    pub(super) fn keep(&mut self, key: u128) {
        self.key = Some(key);
        self.shared = true;
    }

    /// The other game holds the key.
    pub(super) fn shared(&mut self) {
        self.shared = self.key.is_some();
    }

    /// The creator says its key again (on the line to the game it first
    /// met) until that game says it holds it.
    pub(super) fn key_to_repeat(&self, host: bool) -> Option<u128> {
        self.key.filter(|_| host && !self.shared)
    }

    /// A fresh number to ask a proof with.
    pub(super) fn ask(&mut self) -> u64 {
        self.rng.random()
    }
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
