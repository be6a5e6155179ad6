//! `hanoi race`: a Hanoi race without a window, the solver as the racer at
//! a steady pace, against a friend's game by code or whoever asks the
//! server for a race on the same tower; a pace-setter for a teacher, and a
//! native racer for tests. It prints the code (when it creates the race),
//! how the friend's game is reached, and a last line `won`, `lost` or `tie`
//! with both sides' moves and times.
//!
//! The race itself is the engine's (`pegs_engine::race`): every move the
//! friend's game sends is checked there against the copy of its board, and
//! counted from when it arrived.

use std::io::{self, Write};
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;

use pegs_engine::hanoi::{Move, Tower};
use pegs_engine::online::{Admission, Arrival, Heard, pairing};
use pegs_engine::race::{Event, Finish, Message, Placing, Race, Reply, Start, pairing_key};

use crate::screens::hanoi::race::COME_BACK_WITHIN;
use crate::shell::modes::online::{
    self as line, Breakdown, ConnectionEvent, ConnectionSettings, ConnectionState, Peer, Route,
};

/// The game's version, told to the friend's game in the hello.
const VERSION: &str = env!("CARGO_PKG_VERSION");
/// Seconds the line stays up after the race is decided, so that what was
/// sent last (the finishing move) reaches the friend's game.
const LINGER: Duration = Duration::from_secs(2);

/// What `hanoi race` was asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RacePeer {
    /// The friend's race code, or `None` to create a race.
    pub join: Option<String>,
    /// Race the next player who asks the server for a race on the same tower instead.
    pub someone: bool,
    /// The signalling server.
    pub server: Option<String>,
    /// The tower, when creating (or asking for someone).
    pub pegs: usize,
    /// How many disks.
    pub disks: usize,
    /// The racer's moves a second.
    pub speed: u32,
    /// Seconds to wait for the friend before giving up.
    pub wait: u64,
}

/// What the line brought since the last look.
#[derive(Resource, Default)]
struct Inbox(Vec<ConnectionEvent>);

fn collect(mut events: MessageReader<ConnectionEvent>, mut inbox: ResMut<Inbox>) {
    inbox.0.extend(events.read().cloned());
}

/// A finish as the last line says it.
fn said(finish: Option<Finish>, moves: u64) -> String {
    match finish {
        Some(f) => format!("{} moves in {:.1} s", f.moves, f.millis as f64 / 1000.0),
        None => format!("{moves} moves, not home"),
    }
}

/// The racer: its side of the race, who in the room is the friend, and
/// what it has said and waited for.
struct Racer<'a> {
    peer: &'a RacePeer,
    start: Start,
    session: Option<Race>,
    /// Of the games that come to the room, the first to say a racer's
    /// hello of the other side is the friend; a silent one is let go,
    /// later ones are told the race is full.
    admission: Admission<Peer, Message>,
    clock: Instant,
    told_route: Option<Route>,
    decided_at: Option<Instant>,
    /// Since when the friend's game is away (it dropped out, or restarts), while it is.
    away_since: Option<Instant>,
    /// A game in the room said the race has two racers already.
    told_full: bool,
    /// A game came whose network and this one's let no path through.
    no_route: bool,
    /// The racer's way home, worked out when the count-down starts (a
    /// whole tower goes by the optimal plan on three pegs and on four).
    plan: Vec<Move>,
}

impl Racer<'_> {
    fn now(&self) -> u64 {
        self.clock.elapsed().as_millis() as u64
    }

    /// What the line brought: games arriving, leaving and breaking, and their messages.
    fn hear(
        &mut self,
        open_line: &mut line::Connection,
        events: Vec<ConnectionEvent>,
        now: u64,
    ) -> io::Result<Vec<Reply>> {
        // The admission counts seconds on the same clock.
        let elapsed = now as f64 / 1000.0;
        let mut replies = Vec::new();
        for event in events {
            match event {
                ConnectionEvent::Arrived(peer_id) => {
                    // Paired with a stranger: the two ids say which game chooses the tower.
                    if self.peer.someone
                        && self.session.is_none()
                        && let Some(me) = open_line.me()
                    {
                        let host = pairing::sides(me.0.as_bytes(), peer_id.0.as_bytes()).host;
                        self.session = Some(if host {
                            Race::host(VERSION, self.start.clone())
                        } else {
                            Race::guest(VERSION)
                        });
                        self.admission = Admission::new(host);
                    }
                    let Some(race) = &self.session else { continue };
                    let greeting = match self.admission.arrived(peer_id, elapsed) {
                        Arrival::Greet => race.hello(),
                        Arrival::Full => Message::Full,
                    };
                    open_line.send_to(peer_id, greeting.encode());
                }
                ConnectionEvent::Received(from, bytes) => {
                    let Some(race) = self.session.as_mut() else { continue };
                    match self.admission.heard(from, &bytes, elapsed) {
                        Heard::FromFriend => replies.push(race.receive(&bytes, now)),
                        Heard::Admitted { full, .. } => {
                            for stranger in full {
                                open_line.send_to(stranger, Message::Full.encode());
                            }
                            replies.push(race.receive(&bytes, now));
                        }
                        Heard::TurnedAway(why) => {
                            tracing::info!("a game in the room was turned away: {why:?}");
                            open_line.let_go(from);
                        }
                        // Said by a game never met: the friend may yet come; told at the end.
                        Heard::SaysFull => self.told_full = true,
                        Heard::Ignored => {}
                    }
                }
                ConnectionEvent::Left(gone) => {
                    // Waited for as the game waits: it may come back (a reload, a restart).
                    if !self.admission.left(gone) {
                        // Never the friend (it left before its hello was read, or was
                        // turned away): its seat at the server is given back.
                        open_line.let_go(gone);
                    } else {
                        if let Some(race) = self.session.as_mut() {
                            race.away();
                        }
                        if self.decided_at.is_none() {
                            self.away_since.get_or_insert_with(Instant::now);
                        }
                    }
                }
                ConnectionEvent::Broken(gone, why) => {
                    // Its seat at the server is given back: the friend must get in
                    // (a game connected all the same, by a handshake of its own, stays).
                    if open_line.present().contains(&gone) {
                        continue;
                    }
                    self.admission.broken(gone);
                    open_line.let_go(gone);
                    if why == Breakdown::NoRoute {
                        // The creator's own game joining cannot be another: a joiner gives up.
                        if self.peer.join.is_some() && self.admission.friend().is_none() {
                            return Err(io::Error::other(
                                "the friend's game came, but the two networks could not be connected",
                            ));
                        }
                        self.no_route = true;
                    }
                }
                _ => {}
            }
        }
        for gone in self.admission.overdue(elapsed) {
            open_line.let_go(gone);
        }
        Ok(replies)
    }

    /// The racer's next move, when it is due: the k-th `k` paces after the
    /// count-down's end (the first at once).
    fn move_if_due(&mut self, now: u64) -> io::Result<Option<Reply>> {
        let pace = 1000 / u64::from(self.peer.speed.max(1));
        let here = self.admission.friend().is_some() || self.away_since.is_some();
        let Some(race) = self.session.as_mut() else { return Ok(None) };
        let made = race.mine().map_or(0, Tower::moves);
        let due = race.clock(now).is_some_and(|c| c >= made as i64 * pace as i64);
        let Some(&mv) = self.plan.get(made as usize) else { return Ok(None) };
        if !(race.is_racing(now) && due && here) {
            return Ok(None);
        }
        match race.play(mv.from, mv.to, now) {
            Ok(reply) => Ok(Some(reply)),
            Err(e) => Err(io::Error::other(format!("the racer's move was refused: {e}"))),
        }
    }

    /// Sends what `reply` says to send, and says what happened.
    fn take(
        &mut self,
        open_line: &mut line::Connection,
        reply: Reply,
        out: &mut impl Write,
    ) -> io::Result<()> {
        let elapsed = self.now() as f64 / 1000.0;
        let friend = self.admission.friend();
        if let Some(to) = friend {
            for message in &reply.send {
                open_line.send_to(to, message.encode());
            }
        }
        let Some(race) = self.session.as_ref() else { return Ok(()) };
        for event in reply.events {
            match event {
                Event::CountdownStarted { race: number } => {
                    let Some(start) = race.start() else { continue };
                    self.plan = start.tower().plan(None).collect();
                    writeln!(
                        out,
                        "race {number}: {} disks on {} pegs from {}, the count-down runs",
                        start.disks(),
                        start.pegs(),
                        start.config()
                    )?;
                }
                Event::Decided(outcome) => {
                    let word = match outcome.placing {
                        Placing::Won => "won",
                        Placing::Lost => "lost",
                        Placing::Tie => "tie",
                    };
                    let mine = said(outcome.mine, race.mine().map_or(0, Tower::moves));
                    let theirs = said(outcome.theirs, race.theirs().map_or(0, Tower::moves));
                    let close = if outcome.placing == Placing::Tie {
                        format!(" (within {:.1} s: too close to call)", f64::from(outcome.margin) / 1000.0)
                    } else {
                        String::new()
                    };
                    writeln!(out, "{word}: {mine}; the friend's game {theirs}{close}")?;
                    self.decided_at = Some(Instant::now());
                }
                Event::Stranger => {
                    // Came back in the friend's place without the race's key.
                    if let Some(peer) = friend {
                        tracing::info!("the game that came back is not the friend's: let go");
                        self.admission.expel(peer, elapsed);
                        open_line.let_go(peer);
                    }
                    if self.decided_at.is_none() {
                        self.away_since.get_or_insert_with(Instant::now);
                    }
                }
                Event::Failed(fault) => return Err(io::Error::other(fault.to_string())),
                _ => {}
            }
        }
        Ok(())
    }

    /// Why nobody raced, once the wait is over.
    fn nobody(&self) -> io::Error {
        io::Error::other(if self.told_full {
            "that race has two racers already"
        } else if self.no_route {
            "the friend's game came, but the two networks could not be connected"
        } else {
            "nobody came"
        })
    }
}

/// Races once; what happens goes to `out`. An error when nobody came, the
/// server was out of reach, or the friend's game left or broke the rules.
pub fn race_online(peer: &RacePeer, out: &mut impl Write) -> io::Result<()> {
    let mut app = crate::app::testing::headless_app();
    app.insert_resource(TimeUpdateStrategy::Automatic).init_resource::<Inbox>().add_systems(Update, collect);
    let settings = ConnectionSettings {
        server: peer.server.clone().unwrap_or_else(|| ConnectionSettings::default().server),
        ..ConnectionSettings::default()
    };
    let tower = Tower::new_on(peer.pegs, peer.disks).map_err(|e| io::Error::other(e.to_string()))?;
    let start = Start::new(&tower).map_err(|e| io::Error::other(e.to_string()))?;
    let mut racer = Racer {
        peer,
        start: start.clone(),
        session: None,
        admission: Admission::new(!peer.someone && peer.join.is_none()),
        clock: Instant::now(),
        told_route: None,
        decided_at: None,
        away_since: None,
        told_full: false,
        no_route: false,
        plan: Vec::new(),
    };
    {
        let world = app.world_mut();
        let elapsed = world.resource::<Time>().elapsed_secs_f64();
        let mut open_line = world.resource_mut::<line::Connection>();
        match &peer.join {
            _ if peer.someone => {
                line::open_paired(&mut open_line, &settings, &pairing_key(peer.pegs, peer.disks), elapsed);
                writeln!(out, "looking for someone to race on {} disks and {} pegs", peer.disks, peer.pegs)?;
            }
            Some(code) => {
                line::open(&mut open_line, &settings, code, elapsed);
                racer.session = Some(Race::guest(VERSION));
            }
            None => {
                let code = line::fresh_code();
                line::open(&mut open_line, &settings, &code, elapsed);
                writeln!(out, "code {code}")?;
                racer.session = Some(Race::host(VERSION, start));
            }
        }
        out.flush()?;
    }
    loop {
        app.update();
        std::thread::sleep(Duration::from_millis(5));
        let now = racer.now();
        let events = std::mem::take(&mut app.world_mut().resource_mut::<Inbox>().0);
        let mut open_line = app.world_mut().resource_mut::<line::Connection>();
        if open_line.state() == ConnectionState::Unreachable {
            return Err(super::online::unreachable(&open_line));
        }
        let mut replies = racer.hear(&mut open_line, events, now)?;
        let friend = racer.admission.friend();
        if friend.is_some() {
            racer.away_since = None;
        } else if racer.away_since.is_some_and(|at| at.elapsed().as_secs_f64() > COME_BACK_WITHIN) {
            return Err(io::Error::other("the friend's game left the race and did not come back"));
        }
        let Some(race) = racer.session.as_mut() else {
            if racer.clock.elapsed() > Duration::from_secs(peer.wait) {
                return Err(racer.nobody());
            }
            continue;
        };
        let ticked = race.tick(now);
        replies.push(ticked);
        replies.extend(racer.move_if_due(now)?);
        for reply in replies {
            racer.take(&mut open_line, reply, out)?;
        }
        out.flush()?;
        let route = friend.and_then(|f| open_line.route(f));
        if route.is_some() && route != racer.told_route {
            let how = if route == Some(Route::Relayed) {
                "connected through a relay"
            } else {
                "connected directly"
            };
            writeln!(out, "{how}")?;
            racer.told_route = route;
        }
        if racer.decided_at.is_some_and(|at| at.elapsed() >= LINGER) {
            return Ok(());
        }
        if friend.is_none()
            && racer.away_since.is_none()
            && racer.clock.elapsed() > Duration::from_secs(peer.wait)
        {
            return Err(racer.nobody());
        }
    }
}
