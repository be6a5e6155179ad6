//! One side of an online series of games: what it may do, and what it
//! makes of each message from the other side.
//!
//! **Each side is the authority for its own moves and its own resignation.**
//! The other side may only ever add to this side's game what is theirs: a
//! move of their own, legal in its turn, or their own resignation. A
//! [`Message::Sync`] may confirm what this side already has, and may add
//! only moves of the sender's side (legal, each in its turn) and the
//! sender's resignation; only the host sets up a game (the first, or the
//! next once this side asked for it), with none of the guest's moves in it.
//! Anything else — a move for this side, a changed past move, this side's
//! resignation, other rules, a game this side did not agree to — is refused
//! like an illegal move ([`Fault::Diverged`]) and changes neither the board
//! nor the result.
//!
//! A game that comes to the line again after a drop must first prove it
//! holds the key the host gave when the two first met ([`Message::Ask`],
//! [`Message::Proof`]); nothing else it says is taken before. Then it is on
//! probation until its game agrees with this one. A game that cannot prove
//! itself, or whose game does not agree (a friend whose game lost its own
//! last move), is turned away ([`Event::Stranger`]) and this side waits on
//! for its friend, unchanged.

use super::{ActionError, Event, Fault, Message, PROTOCOL, Refusal, Reply, Trust};
use crate::tictactoe::{Game, Player, RuleSet};

/// One side of an online series of games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session {
    host: bool,
    version: String,
    rules: RuleSet,
    /// The game's number (0: none yet).
    number: u32,
    starter: Player,
    moves: Vec<u8>,
    game: Game,
    resigned: Option<Player>,
    heard: bool,
    /// A hello was heard before: a game that comes again must agree first.
    met: bool,
    /// The game on the line came again and has not yet agreed with this one.
    probation: bool,
    /// The game's key, and the number the game on the line was asked to prove it with, until it has.
    trust: Trust,
    asked: Option<u64>,
    wants_rematch: [bool; 2],
    fault: Option<Fault>,
}

impl Session {
    /// The host's side of a new series: its rules, and who starts the first game.
    pub fn host(rules: RuleSet, starter: Player, version: &str) -> Self {
        let mut session = Self::empty(true, rules, version);
        session.start(1, starter);
        session
    }

    /// The guest's side: it learns the rules and the game from the host.
    pub fn guest(version: &str) -> Self {
        Self::empty(false, RuleSet::Seed, version)
    }

    /// A side that comes back to an unfinished game (after a reload), with
    /// what it had kept; `None` if the kept moves break the rules.
    pub fn rejoin(
        host: bool,
        version: &str,
        (game, rules, starter): (u32, RuleSet, Player),
        moves: &[u8],
    ) -> Option<Self> {
        let mut session = Self::empty(host, rules, version);
        let replayed = replay(rules, starter, moves)?;
        (session.number, session.starter, session.moves, session.game) =
            (game.max(1), starter, moves.to_vec(), replayed);
        // The game on the line must show that it is the one played before.
        session.met = true;
        Some(session)
    }

    fn empty(host: bool, rules: RuleSet, version: &str) -> Self {
        Self {
            host,
            version: version.to_string(),
            rules,
            number: 0,
            starter: Player::X,
            moves: Vec::new(),
            game: Game::with_rules(rules, Player::X),
            resigned: None,
            heard: false,
            met: false,
            probation: false,
            trust: Trust::new(),
            asked: None,
            wants_rematch: [false; 2],
            fault: None,
        }
    }

    /// The game's key as kept with it (after a reload), and whether the other game holds it too.
    pub fn with_key(mut self, key: Option<u128>, shared: bool) -> Self {
        self.trust = Trust::kept(key, shared);
        self
    }

    /// The game's key, once the host made it (or gave it), and whether both hold it: to keep with the game.
    pub fn key(&self) -> (Option<u128>, bool) {
        (self.trust.key(), self.trust.is_shared())
    }

    fn start(&mut self, number: u32, starter: Player) {
        self.number = number;
        self.starter = starter;
        self.moves.clear();
        self.game = Game::with_rules(self.rules, starter);
        self.resigned = None;
        self.wants_rematch = [false; 2];
    }

    /// The side this session plays: X for the host, O for the guest.
    pub fn me(&self) -> Player {
        if self.host { Player::X } else { Player::O }
    }

    /// Whether this side created the game.
    pub fn is_host(&self) -> bool {
        self.host
    }

    /// The game as it stands (an empty board before the first game starts).
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The moves of the game so far.
    pub fn moves(&self) -> &[u8] {
        &self.moves
    }

    /// The game's number in the series (0 before the first).
    pub fn number(&self) -> u32 {
        self.number
    }

    /// Who started the game.
    pub fn starter(&self) -> Player {
        self.starter
    }

    /// The rules played by.
    pub fn rules(&self) -> RuleSet {
        self.rules
    }

    /// Who resigned this game, if one did.
    pub fn resigned(&self) -> Option<Player> {
        self.resigned
    }

    /// Whether the other side's hello has arrived.
    pub fn connected(&self) -> bool {
        self.heard
    }

    /// Why the session ended, if it failed.
    pub fn fault(&self) -> Option<&Fault> {
        self.fault.as_ref()
    }

    /// Whether a game is being played: started, not over, nobody resigned, no fault.
    pub fn is_playing(&self) -> bool {
        self.number > 0 && self.game.is_running() && self.resigned.is_none() && self.fault.is_none()
    }

    /// Whether it is this side's turn in a game being played.
    pub fn my_turn(&self) -> bool {
        self.is_playing() && self.game.turn() == self.me()
    }

    /// The first message to send once connected (and again after a reconnection).
    pub fn hello(&self) -> Message {
        Message::Hello { protocol: PROTOCOL, version: self.version.clone(), host: self.host }
    }

    /// The whole game, to send when the other side needs it.
    pub fn sync(&self) -> Message {
        Message::Sync {
            game: self.number,
            rules: self.rules,
            starter: self.starter,
            moves: self.moves.clone(),
            resigned: self.resigned,
        }
    }

    /// The connection dropped: the other side must say hello again.
    pub fn dropped(&mut self) {
        self.heard = false;
        self.probation = false;
        self.asked = None;
    }

    /// Whether the game on the line came again after a drop and has not yet
    /// proved it is the game met first, or shown that its game agrees with this one.
    pub fn on_probation(&self) -> bool {
        self.heard && (self.probation || self.asked.is_some())
    }

    /// Whether the game on the line was asked to prove it is the game met
    /// first and has not: until it does, nothing else it says is taken.
    pub fn proving(&self) -> bool {
        self.heard && self.asked.is_some()
    }

    /// The other side has been away too long: this side takes the game
    /// (as if they had resigned). Only while they are away and the game runs.
    pub fn claim(&mut self) -> Result<(), ActionError> {
        if self.heard || !self.is_playing() {
            return Err(ActionError::NoGame);
        }
        self.resigned = Some(self.me().other());
        Ok(())
    }

    /// Places this side's stone; the message to send.
    pub fn play(&mut self, cell: u8) -> Result<Message, ActionError> {
        if !self.is_playing() || !self.heard {
            return Err(ActionError::NoGame);
        }
        if self.game.turn() != self.me() {
            return Err(ActionError::NotYourTurn);
        }
        self.game.play(cell as usize).map_err(ActionError::Illegal)?;
        self.moves.push(cell);
        Ok(Message::Move { game: self.number, number: self.moves.len() as u8, cell })
    }

    /// This side gives up the game; the message to send.
    pub fn resign(&mut self) -> Result<Message, ActionError> {
        if !self.is_playing() {
            return Err(ActionError::NoGame);
        }
        self.resigned = Some(self.me());
        Ok(Message::Resign { game: self.number })
    }

    /// This side would play again once the game is over; the messages to
    /// send (and, when the other side asked already and this is the host,
    /// the next game's start).
    pub fn rematch(&mut self) -> Result<Vec<Message>, ActionError> {
        if self.number == 0 || self.is_playing() || self.fault.is_some() {
            return Err(ActionError::NoGame);
        }
        self.wants_rematch[self.me().index()] = true;
        let mut send = vec![Message::Rematch { game: self.number }];
        send.extend(self.next_game_if_agreed().map(|(m, _)| m));
        Ok(send)
    }

    /// The host starts the next game once both sides want it.
    fn next_game_if_agreed(&mut self) -> Option<(Message, Event)> {
        if !(self.host && self.wants_rematch == [true, true]) {
            return None;
        }
        self.start(self.number + 1, self.starter.other());
        Some((self.sync(), Event::GameStarted { game: self.number, starter: self.starter }))
    }

    /// Takes in what arrived from the other side.
    pub fn receive(&mut self, bytes: &[u8]) -> Reply {
        match Message::decode(bytes) {
            Ok(message) => self.handle(message),
            Err(bad) => Reply::refuse(Refusal::Unreadable(bad)),
        }
    }

    /// Takes in a message already read.
    pub fn handle(&mut self, message: Message) -> Reply {
        if self.fault.is_some() {
            return Reply::refuse(Refusal::NotNow);
        }
        match message {
            Message::Hello { protocol, version, host } => self.hello_from(protocol, version, host),
            Message::Ask(nonce) if self.heard => match self.trust.prove(nonce, self.host) {
                Some(proof) => Reply { send: vec![Message::Proof(proof)], ..Reply::default() },
                None => Reply::refuse(Refusal::NotNow),
            },
            Message::Proof(proof) if self.heard => self.proof_from(proof),
            _ if !self.heard || self.asked.is_some() => Reply::refuse(Refusal::NotNow),
            Message::Key(key) => self.key_from(key),
            Message::Ask(_) | Message::Proof(_) => Reply::refuse(Refusal::NotNow),
            Message::Sync { game, rules, starter, moves, resigned } => {
                self.sync_from(game, rules, starter, &moves, resigned)
            }
            Message::Move { game, number, cell } => self.move_from(game, number, cell),
            Message::Resign { game } => {
                if game != self.number {
                    return Reply::refuse(Refusal::OtherGame);
                }
                if !self.is_playing() {
                    // Already over here (or resigned twice): nothing changes.
                    return Reply::refuse(Refusal::Duplicate);
                }
                self.resigned = Some(self.me().other());
                Reply { events: vec![Event::Resigned], ..Reply::default() }
            }
            Message::Rematch { game } => {
                if game != self.number || self.is_playing() {
                    return Reply::refuse(Refusal::OtherGame);
                }
                let them = self.me().other().index();
                if self.wants_rematch[them] {
                    return Reply::refuse(Refusal::Duplicate);
                }
                self.wants_rematch[them] = true;
                let mut reply = Reply { events: vec![Event::RematchOffered], ..Reply::default() };
                if let Some((message, event)) = self.next_game_if_agreed() {
                    reply.send.push(message);
                    reply.events.push(event);
                }
                reply
            }
            Message::Bye => {
                self.heard = false;
                self.probation = false;
                self.asked = None;
                Reply { events: vec![Event::Left], ..Reply::default() }
            }
            // The game on the line plays already: only a newcomer is told so.
            Message::Full => Reply::refuse(Refusal::NotNow),
        }
    }

    /// Sets a message aside and shows the other side this game, so that the two agree again.
    fn refuse_and_show(&self, refusal: Refusal) -> Reply {
        let send = if self.number > 0 { vec![self.sync()] } else { Vec::new() };
        Reply { send, refused: Some(refusal), ..Reply::default() }
    }

    fn fail(&mut self, fault: Fault) -> Reply {
        self.fault = Some(fault.clone());
        Reply { events: vec![Event::Failed(fault)], ..Reply::default() }
    }

    /// What the game on the line sent breaks this game: on probation it is
    /// turned away and this side waits on; otherwise the session fails.
    fn refute(&mut self, fault: Fault) -> Reply {
        if self.on_probation() {
            self.heard = false;
            self.probation = false;
            return Reply {
                events: vec![Event::Stranger],
                refused: Some(Refusal::Stranger),
                ..Reply::default()
            };
        }
        self.fail(fault)
    }

    fn hello_from(&mut self, protocol: u16, version: String, host: bool) -> Reply {
        if protocol != PROTOCOL {
            return self.fail(Fault::OtherVersion { protocol, version });
        }
        if host == self.host {
            return self.fail(Fault::SameRole);
        }
        self.heard = true;
        // A game in progress met before: the one on the line must agree first.
        self.probation = self.met && self.number > 0;
        self.met = true;
        let mut reply = Reply { events: vec![Event::Connected], ..Reply::default() };
        if self.trust.must_prove() {
            // Both hold the key: the game on the line proves it holds it before anything else.
            let nonce = self.trust.ask();
            self.asked = Some(nonce);
            reply.send.push(Message::Ask(nonce));
            return reply;
        }
        // Met for the first time (or before the key was known to be shared): the host gives the key.
        if self.host {
            reply.send.push(Message::Key(self.trust.make_key()));
        }
        // The host (or a guest coming back with a game) shows what it has.
        if self.number > 0 {
            reply.send.push(self.sync());
        }
        reply
    }

    /// The game on the line proved it holds the key (then this side shows
    /// what it has), or it did not: a stranger; or the guest says it holds the key the host gave.
    fn proof_from(&mut self, proof: u64) -> Reply {
        match self.asked {
            Some(nonce) if self.trust.proves(proof, nonce, self.host) => {
                self.asked = None;
                self.trust.shared();
                let send = if self.number > 0 { vec![self.sync()] } else { Vec::new() };
                Reply { send, ..Reply::default() }
            }
            Some(_) => {
                (self.heard, self.probation, self.asked) = (false, false, None);
                Reply { events: vec![Event::Stranger], refused: Some(Refusal::Stranger), ..Reply::default() }
            }
            None if self.host && self.trust.proves(proof, 0, self.host) => {
                self.trust.shared();
                Reply::default()
            }
            None => Reply::refuse(Refusal::Duplicate),
        }
    }

    /// The key the host gives when the two first meet; the guest says it holds it.
    fn key_from(&mut self, key: u128) -> Reply {
        if self.host || self.trust.key().is_some_and(|kept| kept != key) {
            return Reply::refuse(Refusal::NotNow);
        }
        self.trust.keep(key);
        let proof = self.trust.prove(0, self.host).unwrap_or_default();
        Reply { send: vec![Message::Proof(proof)], ..Reply::default() }
    }

    fn sync_from(
        &mut self,
        game: u32,
        rules: RuleSet,
        starter: Player,
        moves: &[u8],
        resigned: Option<Player>,
    ) -> Reply {
        // Their game must follow the rules, whatever else is true of it.
        let Some(theirs) = replay(rules, starter, moves) else {
            return self.refute(Fault::InvalidMove);
        };
        let (me, sender) = (self.me(), self.me().other());
        if game < self.number {
            // An older game: ours is the one played.
            return self.refuse_and_show(Refusal::OtherGame);
        }
        if game > self.number {
            // A new game: only the host sets one up — the first, or the
            // next once this side asked for it — with the guest's moves and
            // resignation left to the guest.
            let first = self.number == 0;
            let next = game == self.number + 1
                && !self.is_playing()
                && self.wants_rematch[me.index()]
                && rules == self.rules
                && starter == self.starter.other();
            let theirs_only = only_by(sender, starter, 0, moves) && resigned != Some(me);
            if self.host || !(first || next) || !theirs_only {
                return self.refute(Fault::Diverged);
            }
            self.rules = rules;
            self.start(game, starter);
            self.probation = false;
            let mut events = vec![Event::GameStarted { game, starter }];
            events.extend(self.adopt(theirs, moves, resigned));
            return Reply { events, ..Reply::default() };
        }
        if rules != self.rules || starter != self.starter {
            return self.refute(Fault::Diverged);
        }
        let common = self.moves.len().min(moves.len());
        // What both have must be the same; what only they have must be
        // theirs; this side's resignation is this side's to send.
        let agrees = self.moves[..common] == moves[..common]
            && only_by(sender, starter, self.moves.len(), moves)
            && (resigned != Some(me) || self.resigned == Some(me));
        if !agrees {
            return self.refute(Fault::Diverged);
        }
        self.probation = false;
        // A resignation known on one side holds on both; had both resigned
        // at once, the host's side of it holds.
        let merged = match (self.resigned, resigned) {
            (Some(mine), Some(their)) if mine != their => Some(if self.host { mine } else { their }),
            (mine, their) => mine.or(their),
        };
        let mut reply = Reply::default();
        if moves.len() > self.moves.len() {
            reply.events.extend(self.adopt(theirs, moves, merged));
        } else if merged != self.resigned {
            let mine = self.moves.clone();
            reply.events.extend(self.adopt(self.game, &mine, merged));
        }
        if self.moves.len() > moves.len() || self.resigned != resigned {
            // They lack part of ours.
            reply.send.push(self.sync());
        } else {
            reply.events.push(Event::Synced);
        }
        reply
    }

    /// Takes their longer game; the moves not yet shown here, as events.
    fn adopt(&mut self, theirs: Game, moves: &[u8], resigned: Option<Player>) -> Vec<Event> {
        let mut events = Vec::new();
        let mut by = self.game.turn();
        for &cell in &moves[self.moves.len()..] {
            events.push(Event::Moved { by, cell });
            by = by.other();
        }
        if resigned == Some(self.me().other()) && self.resigned.is_none() {
            events.push(Event::Resigned);
        }
        self.moves = moves.to_vec();
        self.game = theirs;
        self.resigned = resigned;
        events
    }

    fn move_from(&mut self, game: u32, number: u8, cell: u8) -> Reply {
        if game != self.number {
            return self.refuse_and_show(Refusal::OtherGame);
        }
        let expected = self.moves.len() + 1;
        let number = number as usize;
        if number < expected {
            // Known already: the same move again is a duplicate; another is a contradiction.
            return if self.moves[number - 1] == cell {
                Reply::refuse(Refusal::Duplicate)
            } else {
                self.refute(Fault::Diverged)
            };
        }
        if number > expected {
            // A move was lost on the way: both sides show their whole game.
            return self.refuse_and_show(Refusal::OutOfSequence);
        }
        if self.resigned.is_some() {
            // Resigned here while the move was on its way: the game is over all the same.
            return Reply::refuse(Refusal::OtherGame);
        }
        let them = self.me().other();
        if self.game.turn() != them || self.game.play(cell as usize).is_err() {
            return self.refute(Fault::InvalidMove);
        }
        self.probation = false;
        self.moves.push(cell);
        Reply { events: vec![Event::Moved { by: them, cell }], ..Reply::default() }
    }
}

/// Whether every move of `moves` from index `from` on is `side`'s, turns
/// alternating from `starter` (an empty stretch is nobody's and passes).
fn only_by(side: Player, starter: Player, from: usize, moves: &[u8]) -> bool {
    (from..moves.len()).all(|i| if i % 2 == 0 { starter == side } else { starter != side })
}

/// The game after `moves` from an empty board, if the rules allow every one.
fn replay(rules: RuleSet, starter: Player, moves: &[u8]) -> Option<Game> {
    let cells: Vec<usize> = moves.iter().map(|&c| c as usize).collect();
    Game::from_moves_with(rules, starter, &cells).ok()
}
