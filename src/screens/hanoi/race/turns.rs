//! The race's turns: what the player asks (create, join, race someone,
//! again, the next tower, leave), what the line brings, and the board's
//! moves, each through the engine's race; then what the race says happened
//! ([`RaceNews`]) is shown, heard, read out and counted.
//!
//! The race's clock is the real clock's milliseconds: a frame that stalls
//! (a browser tab in the background) must not slow this side's clock
//! against the other's.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use tracing::{info, warn};

use pegs_engine::hanoi::Tower;
use pegs_engine::online::{Admission, Arrival, Heard, pairing};
use pegs_engine::race::{Event, Message, Race, Reply, Start, pairing_key};

use super::news::RaceNews;
use super::{BoardFollowed, Looking, RaceAction, RaceClock, Racing, TowerChoice, TowerKind, VERSION};
use crate::base::frames::{TIMER_STEP, Wake};
use crate::base::i18n::{Msg, OnlineMsg, RaceMsg};
use crate::base::screen::Screen;
use crate::screens::hanoi::autosolve::SetOut;
use crate::screens::hanoi::insight::Insight;
use crate::screens::hanoi::state::{Board, HanoiClock, HanoiRun};
use crate::screens::hanoi::tables::Distances;
use crate::shell::access::Announce;
use crate::shell::modes::online::{
    self as line, Breakdown, Connection, ConnectionEvent, ConnectionState, OnlineServers,
};
use crate::shell::modes::puzzle::{PuzzleId, PuzzleShelf, Today};

pub(super) fn plugin(app: &mut App) {
    use crate::screens::hanoi::HanoiSystems;
    app.add_systems(
        Update,
        (
            // A friend's link asks for a race before the screen has changed to Hanoi's.
            act.before(hear).in_set(HanoiSystems::Actions),
            (
                (hear, tick, set_out).chain().in_set(HanoiSystems::Actions),
                follow_board.in_set(HanoiSystems::Solver).in_set(BoardFollowed),
            )
                .run_if(in_state(Screen::Hanoi)),
        ),
    )
    .add_systems(OnExit(Screen::Hanoi), leave_with_the_screen)
    .add_systems(Startup, join_from_link);
}

/// The race and the line to the other game.
#[derive(SystemParam)]
struct Link<'w> {
    racing: ResMut<'w, Racing>,
    line: ResMut<'w, Connection>,
    news: MessageWriter<'w, RaceNews>,
    time: RaceClock<'w>,
}

impl Link<'_> {
    /// Sends what a reply says to send to the other racer, and passes its events on.
    fn take(&mut self, reply: Reply) {
        if let Some(to) = self.racing.friend() {
            for message in &reply.send {
                self.line.send_to(to, message.encode());
            }
        }
        if let Some(refusal) = &reply.refused {
            info!("a message from the other racer's game was set aside: {refusal:?}");
        }
        for event in reply.events {
            if event == Event::Stranger {
                // Came back in the friend's place without the race's key: let go,
                // and the friend is waited for again.
                let seconds = self.time.seconds();
                let friend = self.racing.friend();
                if let (Some(admission), Some(peer)) = (self.racing.admission.as_mut(), friend) {
                    info!("the game that came back is not the friend's: let go");
                    admission.expel(peer, seconds);
                    self.line.let_go(peer);
                }
                self.racing.away_since.get_or_insert(seconds);
            }
            self.news.write(RaceNews(event));
        }
    }

    /// A new race in place of any other: the board's own tower stays put
    /// aside, and the board follows the new race (see [`set_out`]).
    fn begin(&mut self, race: Option<Race>, code: Option<String>, settings: line::ConnectionSettings) {
        let host = race.as_ref().is_some_and(Race::is_host);
        // A new race's tower is set out anew; without one, the tower put aside comes back.
        let (aside, shown) = (self.racing.aside.take(), if race.is_some() { 0 } else { self.racing.shown });
        *self.racing = Racing {
            admission: race.is_some().then(|| Admission::new(host)),
            race,
            code,
            settings,
            aside,
            shown,
            ..Racing::default()
        };
    }
}

/// The towers a race may be on: today's puzzle comes from the shelf.
#[derive(SystemParam)]
struct Towers<'w> {
    shelf: Res<'w, PuzzleShelf>,
    today: Res<'w, Today>,
}

impl Towers<'_> {
    /// The race's start for `choice`, if there is one (today's puzzle may not be made yet).
    fn start_for(&self, choice: TowerChoice) -> Option<Start> {
        match choice.kind {
            TowerKind::FromStart => Start::new(&Tower::new_on(choice.pegs, choice.disks).ok()?).ok(),
            TowerKind::Today => {
                let puzzle = self.shelf.hanoi(PuzzleId::Daily(self.today.day()))?;
                Start::new(&puzzle.tower().ok()?).ok()
            }
            TowerKind::Scrambled => Start::scrambled(choice.pegs, choice.disks, pegs_engine::fresh_seed()),
        }
    }
}

/// The player's actions on the race.
fn act(
    mut commands: Commands,
    time: RaceClock,
    mut asked: MessageReader<RaceAction>,
    mut link: Link,
    (reach, towers): (Res<OnlineServers>, Towers),
    mut announce: MessageWriter<Announce>,
) {
    let (seconds, now) = time.both();
    for action in asked.read() {
        let opens = matches!(
            action,
            RaceAction::Create(..) | RaceAction::Join(_) | RaceAction::Someone(..) | RaceAction::Rejoin(_)
        );
        if opens && !crate::shell::platform::web::can_play_online() {
            announce.write(Announce::assertive(Msg::Online(OnlineMsg::NoWebRtc)));
            continue;
        }
        // The line is one: an online game of TicTacToe holds it.
        if opens && !link.racing.is_on() && link.line.state() != ConnectionState::Closed {
            announce.write(Announce::assertive(Msg::Race(RaceMsg::LineBusy)));
            continue;
        }
        match action {
            &RaceAction::Create(choice) => {
                let Some(start) = towers.start_for(choice) else { continue };
                let code = line::fresh_code();
                link.begin(Some(Race::host(VERSION, start)), Some(code.clone()), reach.0.clone());
                let Link { racing, line, .. } = &mut link;
                line::open(line, &racing.settings, &code, seconds);
            }
            // The race already on, come back to (a page reloaded from the friend's link).
            RaceAction::Join(code) if link.racing.code.as_ref() == Some(code) => {}
            RaceAction::Join(code) => {
                link.begin(Some(Race::guest(VERSION)), Some(code.clone()), reach.0.clone());
                let Link { racing, line, .. } = &mut link;
                line::open(line, &racing.settings, code, seconds);
            }
            RaceAction::Rejoin(kept) => {
                // Its clock ran on while the game was away (the race's clock is the wall clock's).
                let Some(race) = Race::rejoin(VERSION, &kept.race, now) else {
                    warn!("the race kept could not be come back to");
                    continue;
                };
                link.begin(Some(race), Some(kept.code.clone()), reach.0.clone());
                let Link { racing, line, .. } = &mut link;
                line::open(line, &racing.settings, &kept.code, seconds);
            }
            &RaceAction::Someone(pegs, disks) => {
                link.begin(None, None, reach.0.clone());
                link.racing.looking = Some(Looking { pegs, disks, since: seconds });
                let Link { racing, line, .. } = &mut link;
                line::open_paired(line, &racing.settings, &pairing_key(pegs, disks), seconds);
            }
            RaceAction::Again => {
                let Some(reply) = link.racing.race.as_mut().and_then(|r| r.again().ok()) else {
                    continue;
                };
                link.racing.asked_again = true;
                link.take(reply);
            }
            &RaceAction::Choose(choice) => {
                if Tower::new_on(choice.pegs, choice.disks).is_ok() {
                    link.racing.next = Some(choice);
                }
            }
            RaceAction::Start => {
                let Some(start) = towers.start_for(link.racing.next_tower()) else { continue };
                let Some(reply) = link.racing.race.as_mut().and_then(|r| r.choose(start).ok()) else {
                    continue;
                };
                link.take(reply);
            }
            RaceAction::Leave => leave(&mut commands, &mut link),
        }
    }
}

/// Leaves the race: the other game is told, the line closes, the tower put aside comes back.
fn leave(commands: &mut Commands, link: &mut Link) {
    if let (Some(race), Some(to)) = (link.racing.race.as_ref(), link.racing.friend()) {
        let bye = race.leave().encode();
        link.line.send_to(to, bye);
    }
    if link.racing.is_on() {
        line::close(commands, &mut link.line);
    }
    let settings = link.racing.settings.clone();
    link.begin(None, None, settings);
}

/// Leaving the Hanoi screen leaves the race.
fn leave_with_the_screen(mut commands: Commands, mut link: Link, mut parts: BoardParts) {
    if !link.racing.is_on() && link.racing.aside.is_none() {
        return;
    }
    leave(&mut commands, &mut link);
    if let Some((tower, run, clock, explain)) = link.racing.aside.take() {
        parts.tower.set(tower, run, clock);
        parts.explain.set_if_neq(explain);
    }
    link.racing.shown = 0;
}

/// What the line brought: games arriving and leaving (the admission decides
/// which is the other racer), and their messages, for the race.
fn hear(time: RaceClock, mut events: MessageReader<ConnectionEvent>, mut link: Link) {
    let (seconds, now) = time.both();
    for event in events.read() {
        if !link.racing.is_on() {
            continue;
        }
        // Paired with a stranger: the two ids say which game chooses the first tower.
        if let (Some(looking), ConnectionEvent::Arrived(peer), Some(me)) =
            (link.racing.looking, event, link.line.me())
        {
            let host = pairing::sides(me.0.as_bytes(), peer.0.as_bytes()).host;
            let race = match Tower::new_on(looking.pegs, looking.disks).ok().and_then(|t| Start::new(&t).ok())
            {
                Some(start) if host => Race::host(VERSION, start),
                _ => Race::guest(VERSION),
            };
            info!("paired with a stranger: this game {}", if host { "chooses the tower" } else { "joins" });
            let settings = link.racing.settings.clone();
            link.begin(Some(race), None, settings);
            link.racing.stranger = true;
            link.racing.sought = Some(looking);
        }
        // Paired with someone whose network and this one's let no path
        // through (before they met): another is looked for.
        let sought = link.racing.looking.or(link.racing.sought.filter(|_| !link.racing.met));
        if let (Some(looking), ConnectionEvent::Broken(_, Breakdown::NoRoute)) = (sought, event) {
            let settings = link.racing.settings.clone();
            link.begin(None, None, settings);
            link.racing.looking = Some(looking);
            let Link { racing, line, .. } = &mut link;
            line::open_paired(line, &racing.settings, &pairing_key(looking.pegs, looking.disks), seconds);
            continue;
        }
        let racing = &mut *link.racing;
        let (Some(race), Some(admission)) = (racing.race.as_mut(), racing.admission.as_mut()) else {
            continue;
        };
        let reply = match event {
            ConnectionEvent::Arrived(peer) => {
                let greeting = match admission.arrived(*peer, seconds) {
                    Arrival::Greet => race.hello(),
                    Arrival::Full => Message::Full,
                };
                link.line.send_to(*peer, greeting.encode());
                continue;
            }
            ConnectionEvent::Left(peer) => {
                if !admission.left(*peer) {
                    // A game that was never the other racer (it left before its hello
                    // was read, or was turned away): its seat at the server is given back.
                    link.line.let_go(*peer);
                } else {
                    // Until it says hello again (and proves it is the same game).
                    race.away();
                    if race.fault().is_none() {
                        racing.away_since.get_or_insert(seconds);
                    }
                }
                continue;
            }
            ConnectionEvent::Broken(peer, _) => {
                // Its seat at the server is given back: the friend must get in
                // (a game connected all the same, by a handshake of its own, stays).
                if !link.line.present().contains(peer) {
                    admission.broken(*peer);
                    link.line.let_go(*peer);
                }
                continue;
            }
            ConnectionEvent::Received(peer, bytes) => match admission.heard(*peer, bytes, seconds) {
                Heard::FromFriend => race.receive(bytes, now),
                Heard::Admitted { full, .. } => {
                    for stranger in full {
                        link.line.send_to(stranger, Message::Full.encode());
                    }
                    race.receive(bytes, now)
                }
                Heard::TurnedAway(why) => {
                    info!("a game in the room was turned away: {why:?}");
                    link.line.let_go(*peer);
                    continue;
                }
                Heard::SaysFull => {
                    racing.full = admission.friend().is_none();
                    continue;
                }
                Heard::Ignored => continue,
            },
            _ => continue,
        };
        link.take(reply);
    }
}

/// Time passes: the race sends its clock and decides a race the other side
/// won; games that said no hello in time are let go; the game wakes for
/// what is due next.
fn tick(time: RaceClock, mut link: Link, mut wake: ResMut<Wake>) {
    let (seconds, now) = time.both();
    let Some(race) = link.racing.race.as_mut() else {
        if link.racing.looking.is_some() {
            wake.within(1.0 - seconds.fract(), "the count of the wait for someone to race");
        }
        return;
    };
    let reply = race.tick(now);
    let ticking = race.clock(now).is_some() && race.fault().is_none();
    let running = race.outcome().is_none() && ticking;
    link.take(reply);
    if running {
        // The clocks show tenths; the race's own tick is due each second.
        wake.within(TIMER_STEP, "the race's clocks");
    }
    if let Some(left) = link.racing.away_left(seconds)
        && left > 0.0
    {
        wake.within(left - (left.ceil() - 1.0), "the wait for the other racer to come back");
    }
    let racing = &mut *link.racing;
    let Some(admission) = racing.admission.as_mut() else { return };
    if let Some(due) = admission.next_deadline() {
        if due > seconds {
            wake.within(due - seconds, "a game in the room that must say hello, or go");
        } else {
            for peer in admission.overdue(seconds) {
                link.line.let_go(peer);
            }
        }
    }
}

/// What the race sets out on the board, and the explanations it hides.
#[derive(SystemParam)]
struct BoardParts<'w> {
    tower: SetOut<'w>,
    explain: ResMut<'w, Insight>,
}

/// The board follows the race: a new race's tower is set out (the player's
/// own put aside, once), and without a race the tower put aside comes back.
fn set_out(mut racing: ResMut<Racing>, mut parts: BoardParts) {
    let number = racing.race.as_ref().filter(|_| racing.holds_the_board()).map_or(0, Race::number);
    if number == racing.shown {
        return;
    }
    if number == 0 {
        if let Some((tower, run, clock, explain)) = racing.aside.take() {
            parts.tower.set(tower, run, clock);
            parts.explain.set_if_neq(explain);
        }
        racing.shown = 0;
        return;
    }
    let Some(start) = racing.race.as_ref().and_then(Race::mine).cloned() else { return };
    if racing.aside.is_none() {
        let (tower, run, clock) = parts.tower.aside();
        racing.aside = Some((tower, run, clock, *parts.explain));
        // The solver's plan and the map would show the way: they rest during the race.
        parts.explain.set_if_neq(Insight::default());
    }
    // The fewest moves home (on four pegs exact once the tower's table is built: see `follow_board`).
    racing.optimum = start.moves_left_with(None).0;
    parts.tower.set(start, HanoiRun::default(), HanoiClock::default());
    parts.tower.notice.clear();
    racing.shown = number;
    racing.announced = 0;
    racing.counted_down = None;
    racing.said_home = false;
    racing.stopped = None;
}

/// The player's moves on the board go to the race; whatever else happened
/// to the board (nothing should), it shows the race's tower again.
fn follow_board(time: RaceClock, mut link: Link, mut board: ResMut<Board>, distances: Res<Distances>) {
    let (_, now) = time.both();
    if !link.racing.holds_the_board() || link.racing.shown == 0 {
        return;
    }
    // The fewest moves from the start: exact on four pegs once the tower's table is built.
    if let Some(start) = link.racing.race.as_ref().and_then(Race::start) {
        let tower = start.tower();
        let optimum = tower.moves_left_with(distances.for_tower(&tower)).0;
        if link.racing.optimum != optimum {
            link.racing.optimum = optimum;
        }
    }
    let made = link.racing.race.as_ref().and_then(Race::mine).map_or(0, |t| t.history().len());
    let new: Vec<_> = board.history().get(made..).map(<[_]>::to_vec).unwrap_or_default();
    for mv in new {
        let Some(race) = link.racing.race.as_mut() else { break };
        match race.play(mv.from, mv.to, now) {
            Ok(reply) => link.take(reply),
            Err(why) => {
                warn!("a move on the board was not the race's: {why}");
                break;
            }
        }
    }
    let Some(mine) = link.racing.race.as_ref().and_then(Race::mine) else { return };
    if board.history() != mine.history() || board.places() != mine.places() {
        board.0 = mine.clone();
    }
}

/// A page opened from a friend's link (`?race=CODE`) opens on the Hanoi board and joins their race.
fn join_from_link(mut actions: MessageWriter<RaceAction>, mut next: ResMut<NextState<Screen>>) {
    if let Some(code) = crate::shell::platform::web::page_parameter("race").and_then(|c| line::read_code(&c))
    {
        actions.write(RaceAction::Join(code));
        next.set(Screen::Hanoi);
    }
}
