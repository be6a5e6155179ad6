//! Meeting the other game and starting a race: the hellos (and the proof
//! asked of a game met before), the race's key, what each side sends the
//! other once it is heard, the tower, the ready and the go.

use super::trust::Hearing;
use super::{Board, Race};
use crate::race::{Event, Fault, MOST_MILLIS, Message, PROTOCOL, Refusal, Reply, Start};

impl Race {
    /// A hello: the first, or again after a drop. A game met before must
    /// prove it is the same ([`Message::Ask`]); then (or at once, the first
    /// time) this side sends what the other may have missed.
    pub(super) fn hello_heard(&mut self, protocol: u16, version: String, host: bool, now: u64) -> Reply {
        if protocol != PROTOCOL {
            return self.fail(Fault::OtherVersion { protocol, version });
        }
        if host == self.host {
            return self.fail(Fault::SameRole);
        }
        if !self.answers.take(now) {
            return Reply::refuse(Refusal::Flood);
        }
        self.away = false;
        let mut reply = Reply { events: vec![Event::Connected], ..Reply::default() };
        reply.send.push(self.latency.ping(now));
        if self.trust.must_prove() {
            let nonce = self.trust.ask();
            self.hearing = Hearing::Proving { nonce, since: now };
            reply.send.push(Message::Ask(nonce));
            return reply;
        }
        // Met for the first time: the creator gives the race its key.
        self.hearing = Hearing::Heard;
        if self.host {
            reply.send.push(Message::Key(self.trust.make_key()));
        }
        reply.send.extend(self.catch_up(now));
        reply
    }

    /// The other game proved it holds the race's key: it is the game met first.
    pub(super) fn proof_heard(&mut self, proof: u64, now: u64) -> Reply {
        let Some(key) = self.trust.key() else { return Reply::refuse(Refusal::NotNow) };
        match self.hearing {
            Hearing::Proving { nonce, .. } if self.trust.proves(proof, nonce, self.host) => {
                self.hearing = Hearing::Heard;
                self.trust.shared();
                Reply { send: self.catch_up(now), ..Reply::default() }
            }
            Hearing::Proving { .. } => {
                self.hearing = Hearing::Silent;
                Reply { events: vec![Event::Stranger], ..Reply::default() }
            }
            // The guest saying it holds the key the creator gave it.
            Hearing::Heard if self.host && proof == crate::race::proof(key, 0, false) => {
                self.trust.shared();
                Reply::default()
            }
            _ => Reply::refuse(Refusal::Duplicate),
        }
    }

    /// The race's key, from the creator the first time they met.
    pub(super) fn key_heard(&mut self, key: u128, now: u64) -> Reply {
        if self.host {
            return Reply::refuse(Refusal::NotNow);
        }
        match self.trust.key() {
            None => {
                self.trust.keep(key);
                Reply { send: vec![Message::Proof(crate::race::proof(key, 0, false))], ..Reply::default() }
            }
            // Said again until this side's answer arrives.
            Some(kept) if kept == key => {
                let mut reply = self.answer(now, |_| vec![Message::Proof(crate::race::proof(key, 0, false))]);
                reply.refused.get_or_insert(Refusal::Duplicate);
                reply
            }
            Some(_) => Reply::refuse(Refusal::NotNow),
        }
    }

    /// What the other game may have missed, said once it is heard (again).
    fn catch_up(&mut self, now: u64) -> Vec<Message> {
        let race = self.number;
        let mut send = Vec::new();
        let Some(start) = self.start.clone() else { return send };
        if self.chose {
            send.push(Message::Tower { race, start });
            self.tower_sent_at.get_or_insert(now);
            if let Some(go) = self.go(now) {
                send.push(go);
            }
        } else {
            send.push(self.ready(now));
        }
        if self.started_at.is_some() {
            let known = self.theirs.as_ref().map_or(0, Board::moves);
            send.push(Message::Need { race, from: known + 1 });
            send.extend(self.seen_of_theirs());
        }
        if self.again[0] {
            send.push(Message::Again { race });
        }
        send
    }

    /// Says this side is ready for the race, minding when it first did.
    pub(super) fn ready(&mut self, now: u64) -> Message {
        self.ready_at.get_or_insert(now);
        Message::Ready { race: self.number }
    }

    /// The go, as the chooser says it (again) at `now`, once the count-down began.
    fn go(&self, now: u64) -> Option<Message> {
        let elapsed = now.saturating_sub(self.started_at?).min(MOST_MILLIS as u64) as u32;
        Some(Message::Go { race: self.number, elapsed, margin: self.margin })
    }

    pub(super) fn tower_heard(&mut self, race: u32, start: Start, now: u64) -> Reply {
        if race == self.number {
            return if self.start.as_ref() == Some(&start) && !self.chose {
                // Said again after a drop: this side is ready still.
                let mut reply = self.answer(now, |race| vec![race.ready(now)]);
                reply.refused.get_or_insert(Refusal::Duplicate);
                reply
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

    pub(super) fn ready_heard(&mut self, race: u32, now: u64) -> Reply {
        if race != self.number || !self.chose {
            return Reply::refuse(Refusal::OtherRace);
        }
        if self.started_at.is_some() {
            // The go went missing, or the ready was said again: the go again.
            let mut reply = self.answer(now, |race| race.go(now).into_iter().collect());
            reply.refused.get_or_insert(Refusal::Duplicate);
            return reply;
        }
        // The tower went and the ready came back: a round trip.
        if let Some(sent) = self.tower_sent_at {
            self.latency.sample(now.saturating_sub(sent));
        }
        self.started_at = Some(now);
        self.margin = crate::race::tie_margin(self.latency.least());
        Reply {
            events: vec![Event::CountdownStarted { race }],
            send: vec![Message::Go { race, elapsed: 0, margin: self.margin }],
            refused: None,
        }
    }

    pub(super) fn go_heard(&mut self, race: u32, elapsed: u32, margin: u32, now: u64) -> Reply {
        if race != self.number || self.chose || self.start.is_none() {
            return Reply::refuse(Refusal::OtherRace);
        }
        if self.started_at.is_some() {
            return Reply::refuse(Refusal::Duplicate);
        }
        // A go said again after a drop began earlier, but never before this side was ready.
        let Some(ready_at) = self.ready_at else { return Reply::refuse(Refusal::NotNow) };
        self.started_at = Some(now.saturating_sub(elapsed as u64).max(ready_at));
        self.margin = margin;
        Reply { events: vec![Event::CountdownStarted { race }], ..Reply::default() }
    }
}
