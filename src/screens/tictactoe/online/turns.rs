//! The online game's turns: what the player asks (create, join, moves,
//! resign, rematch, leave) and what the line brings, through the session;
//! the board follows the session, and a finished game is counted once.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use tracing::{info, warn};

use pegs_engine::online::{Admission, Arrival, Event, Heard, Message, Reply, Session, pairing};
use pegs_engine::tictactoe::Player;

use super::{Looking, Online, OnlineAction, VERSION, pairing_key, winner};
use crate::base::frames::Wake;
use crate::base::i18n::{Msg, OnlineMsg};
use crate::base::save::records::{Ending, RecordBook};
use crate::base::settings::Mode;
use crate::screens::tictactoe::play::{Match, MatchSettings, Scoreboard, TttAction, first_player};
use crate::screens::tictactoe::thinking::AiRng;
use crate::shell::access::Announce;
use crate::shell::feedback::sound::Sound;
use crate::shell::modes::online::{
    self as line, Breakdown, Connection, ConnectionEvent, ConnectionState, Peer,
};

/// Actions then what arrived; then the board and the count follow.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            (act, hear, let_go).chain().in_set(crate::screens::tictactoe::TttSystems::Actions),
            (follow_session, count_result).chain().in_set(crate::screens::tictactoe::TttSystems::Turns),
        ),
    );
}

/// What the player asks of the online game: the online panel's actions and the moves on the board.
#[derive(SystemParam)]
struct Asks<'w, 's> {
    asked: MessageReader<'w, 's, OnlineAction>,
    moves: MessageReader<'w, 's, TttAction>,
}

/// The online game and the line to the friend's game it runs on.
#[derive(SystemParam)]
struct Link<'w> {
    online: ResMut<'w, Online>,
    line: ResMut<'w, Connection>,
}

/// What the player hears of an action: a sound, and words for screen readers.
#[derive(SystemParam)]
struct Feedback<'w> {
    sounds: MessageWriter<'w, Sound>,
    announce: MessageWriter<'w, Announce>,
}

/// The player's actions: creating, joining, moves, resigning, playing again, leaving.
fn act(
    mut commands: Commands,
    time: Res<Time>,
    asks: Asks,
    link: Link,
    mut settings: ResMut<MatchSettings>,
    mut rng: ResMut<AiRng>,
    feedback: Feedback,
) {
    let Asks { mut asked, mut moves } = asks;
    let Link { mut online, mut line } = link;
    let Feedback { mut sounds, mut announce } = feedback;
    let now = time.elapsed_secs_f64();
    for action in asked.read() {
        let opens = matches!(
            action,
            OnlineAction::Create
                | OnlineAction::Join(_)
                | OnlineAction::PlaySomeone
                | OnlineAction::Rejoin(_)
        );
        if opens && !crate::shell::platform::web::can_play_online() {
            // A browser without WebRTC: the online panel says why, and nothing waits in vain.
            settings.mode = Mode::Online;
            announce.write(Announce::assertive(Msg::Online(OnlineMsg::NoWebRtc)));
            continue;
        }
        match action {
            OnlineAction::Create => {
                let starter = first_player(settings.starter, &mut rng);
                let session = Session::host(settings.rules, starter, VERSION);
                let code = line::fresh_code();
                begin(&mut online, &mut settings, session, Some(&code));
                line::open(&mut line, &online.settings, &code, now);
            }
            OnlineAction::Join(code) => {
                begin(&mut online, &mut settings, Session::guest(VERSION), Some(code));
                line::open(&mut line, &online.settings, code, now);
            }
            OnlineAction::PlaySomeone => {
                settings.mode = Mode::Online;
                let looking = Looking { rules: settings.rules, since: now };
                *online =
                    Online { looking: Some(looking), settings: online.settings.clone(), ..Online::default() };
                line::open_paired(&mut line, &online.settings, &pairing_key(settings.rules), now);
            }
            OnlineAction::KeepWaiting => {
                if let Some(looking) = online.looking.as_mut() {
                    looking.since = now;
                }
            }
            OnlineAction::PlayComputer => {
                line::close(&mut commands, &mut line);
                *online = Online { settings: online.settings.clone(), ..Online::default() };
                settings.mode = Mode::VsComputer;
                // A fresh game against the computer, once the mode has changed.
                commands.queue(|world: &mut World| {
                    world.write_message(TttAction::NewGame);
                });
            }
            OnlineAction::Server(server) => online.settings.server = server.clone(),
            OnlineAction::Rejoin(kept) => {
                let replayed =
                    Session::rejoin(kept.host, VERSION, (kept.number, kept.rules, kept.starter), &kept.moves)
                        .map(|session| session.with_key(kept.key, kept.shared));
                let Some(session) = replayed else { continue };
                // Coming back to the same game keeps count of the tries to reach the server.
                let reach_again = online.reach_again;
                let same = online.code.as_deref() == Some(kept.code.as_str());
                begin(&mut online, &mut settings, session, Some(&kept.code));
                if same {
                    online.reach_again = reach_again;
                }
                line::open(&mut line, &online.settings, &kept.code, now);
            }
            OnlineAction::Resign => {
                if let Some(message) = online.session.as_mut().and_then(|s| s.resign().ok()) {
                    tell_friend(&online, &mut line, &message);
                }
            }
            OnlineAction::Rematch => ask_rematch(&mut online, &mut line),
            OnlineAction::Claim => {
                if online.away_left(now) == Some(0.0)
                    && let Some(session) = online.session.as_mut()
                {
                    let _ = session.claim();
                }
            }
            OnlineAction::Leave => {
                // The friend's game sees this one leave the line.
                line::close(&mut commands, &mut line);
                *online = Online { settings: online.settings.clone(), ..Online::default() };
            }
        }
    }
    if settings.mode != Mode::Online {
        moves.clear();
        return;
    }
    for action in moves.read() {
        match *action {
            TttAction::Play(cell) => {
                if let Some(session) = online.session.as_mut()
                    && let Ok(message) = session.play(cell)
                {
                    tell_friend(&online, &mut line, &message);
                    sounds.write(Sound::StonePlaced);
                }
            }
            // A new game, once one is over, is a rematch with the friend.
            TttAction::NewGame => ask_rematch(&mut online, &mut line),
            TttAction::Undo
            | TttAction::ToggleHints
            | TttAction::ThinkForMe
            | TttAction::LeavePuzzle
            | TttAction::NextPuzzle => {}
        }
    }
}

/// Asks the friend for another game (or accepts theirs), once a game is over.
fn ask_rematch(online: &mut Online, line: &mut Connection) {
    if let Some(messages) = online.session.as_mut().and_then(|s| s.rematch().ok()) {
        online.asked_rematch = true;
        for message in messages {
            tell_friend(online, line, &message);
        }
    }
}

/// Sends `message` to the friend's game, if it is on the line.
fn tell_friend(online: &Online, line: &mut Connection, message: &Message) {
    if let Some(friend) = online.friend() {
        line.send_to(friend, message.encode());
    }
}

/// A new online game (created, joined, come back to, or met through
/// pairing, with no code) in place of any other: this side plays the
/// session's side; how friends are reached stays.
fn begin(online: &mut Online, settings: &mut MatchSettings, session: Session, code: Option<&str>) {
    settings.mode = Mode::Online;
    settings.human = session.me();
    *online = Online {
        admission: Some(Admission::new(session.is_host())),
        session: Some(session),
        code: code.map(str::to_string),
        settings: online.settings.clone(),
        ..Online::default()
    };
}

/// What the line brought: games arriving and leaving (the admission decides
/// which is the friend), handshakes that failed, and messages — the
/// friend's go to the session.
fn hear(
    time: Res<Time>,
    mut events: MessageReader<ConnectionEvent>,
    mut online: ResMut<Online>,
    mut line: ResMut<Connection>,
    mut settings: ResMut<MatchSettings>,
    mut sounds: MessageWriter<Sound>,
) {
    let now = time.elapsed_secs_f64();
    for event in events.read() {
        let online = &mut *online;
        // Paired with someone whose network and this one's let no path through:
        // the player is told, and another is looked for.
        if let (Some(looking), ConnectionEvent::Broken(_, Breakdown::NoRoute)) = (online.looking, event) {
            online.no_route = Some(line.ice().is_some_and(line::IceAnswer::relay));
            line::open_paired(&mut line, &online.settings, &pairing_key(looking.rules), now);
            continue;
        }
        // Paired with a stranger: the two ids say which game sets up the series.
        if let (Some(looking), ConnectionEvent::Arrived(peer), Some(me)) = (online.looking, event, line.me())
        {
            let sides = pairing::sides(me.0.as_bytes(), peer.0.as_bytes());
            let session = if sides.host {
                Session::host(looking.rules, sides.starter, VERSION)
            } else {
                Session::guest(VERSION)
            };
            info!(
                "paired with a stranger: this game {}",
                if sides.host { "sets up the game" } else { "joins" }
            );
            begin(online, &mut settings, session, None);
            online.stranger = true;
            online.pair_code = Some(line::code_for_pair(me.0.as_bytes(), peer.0.as_bytes()));
        }
        let (Some(session), Some(admission)) = (online.session.as_mut(), online.admission.as_mut()) else {
            continue;
        };
        let reply = match event {
            ConnectionEvent::Arrived(peer) => {
                let greeting = match admission.arrived(*peer, now) {
                    Arrival::Greet => session.hello(),
                    Arrival::Full => Message::Full,
                };
                line.send_to(*peer, greeting.encode());
                continue;
            }
            // A new line took over: the friend's game, if it was here, meets it again.
            ConnectionEvent::Moved => {
                if admission.friend().is_some() {
                    online.moved = true;
                }
                continue;
            }
            ConnectionEvent::Left(peer) => {
                if admission.left(*peer) {
                    friend_left(online, &line, now);
                } else {
                    // A game that was never the friend (it left before its hello was
                    // read, or was turned away): its seat at a pegs-server is given back.
                    line.let_go(*peer);
                }
                continue;
            }
            ConnectionEvent::Broken(peer, breakdown) => {
                broken(online, &mut line, *peer, *breakdown);
                continue;
            }
            // A game is here: the connection to it is being made (the status says so).
            ConnectionEvent::Seen(_) => continue,
            ConnectionEvent::Received(peer, bytes) => match admission.heard(*peer, bytes, now) {
                Heard::FromFriend => {
                    // More than a hello came through: the connection works.
                    online.met_at = None;
                    online.entered_again = 0;
                    session.receive(bytes)
                }
                Heard::Admitted { hello, full } => {
                    for stranger in full {
                        line.send_to(stranger, Message::Full.encode());
                    }
                    online.setup_failed = false;
                    online.no_route = None;
                    online.met_at = Some(now);
                    online.admitted_at = Some(now);
                    session.handle(hello)
                }
                Heard::TurnedAway(why) => {
                    info!("a game in the room was turned away: {why:?}");
                    line.let_go(*peer);
                    continue;
                }
                Heard::SaysFull | Heard::Ignored => continue,
            },
        };
        answer(online, &mut line, &mut sounds, reply, now);
    }
}

/// The friend's game left (its connection dropped): the session waits for
/// it, and the game that joined enters the room again where the
/// connection broke as it was made.
fn friend_left(online: &mut Online, line: &Connection, now: f64) {
    let Some(session) = online.session.as_mut() else { return };
    session.dropped();
    // Its connection broke as it was made (nothing but the friend's hello
    // came through, moments ago) while the line to the room is as it was:
    // the game that joined enters the room again.
    let joined = !session.is_host() && !online.stranger && online.code.is_some();
    let just_met = online.met_at.is_some_and(|at| now - at <= super::BROKEN_AS_MADE_WITHIN);
    let line_as_it_was = line.state() == ConnectionState::Open && !line.signalling_lost() && !line.moving();
    if joined && just_met && line_as_it_was && online.entered_again < super::ENTER_AGAIN_TRIES {
        online.enter_again_at = Some(now + super::ENTER_AGAIN_AFTER);
    }
    // Its server went (this line's too): the friend's game is moving to a new line as well, most likely.
    if line.signalling_lost() || line.moving() || line.state() == ConnectionState::Unreachable {
        online.moved = true;
    }
    // The wait counts from the friend's first leaving (a game that comes
    // and goes meanwhile does not start it again).
    if session.is_playing() {
        online.away_since.get_or_insert(now);
    }
}

/// A game whose connection could not be made: its seat at a pegs-server is
/// given back (the friend must get in), and the player is told why where it helps.
fn broken(online: &mut Online, line: &mut Connection, peer: Peer, breakdown: Breakdown) {
    // A game connected all the same, by a handshake of its own, stays.
    if !line.present().contains(&peer) {
        line.let_go(peer);
    }
    let Some(admission) = online.admission.as_mut() else { return };
    match breakdown {
        // What it sent was not a connection offer: the player is told.
        Breakdown::NotAnOffer => admission.broken(peer),
        // Nothing could be set up here: the player is told to check the settings.
        Breakdown::Here => online.setup_failed = true,
        // Too slow, or its signalling went: it never came in.
        Breakdown::TooSlow | Breakdown::Dropped => {
            admission.left(peer);
        }
        // It came, and the two networks let no path through: the player
        // is told why, and what would help (a relay on the server).
        Breakdown::NoRoute => {
            admission.left(peer);
            online.no_route = Some(line.ice().is_some_and(line::IceAnswer::relay));
        }
    }
}

/// What the session answered: sent to the friend, and what happened shown and heard.
fn answer(
    online: &mut Online,
    line: &mut Connection,
    sounds: &mut MessageWriter<Sound>,
    reply: Reply,
    now: f64,
) {
    let friend = online.admission.as_ref().and_then(Admission::friend);
    for message in &reply.send {
        if let Some(friend) = friend {
            line.send_to(friend, message.encode());
        }
    }
    if let Some(refusal) = &reply.refused {
        warn!("a message from the friend's game was set aside: {refusal:?}");
    }
    for event in reply.events {
        match event {
            Event::Moved { .. } => {
                sounds.write(Sound::ComputerMove);
            }
            Event::GameStarted { .. } => {
                online.asked_rematch = false;
                online.offered_rematch = false;
            }
            Event::RematchOffered => online.offered_rematch = true,
            Event::Left => {
                if online.session.as_ref().is_some_and(Session::is_playing) {
                    online.away_since.get_or_insert(now);
                }
            }
            Event::Stranger => {
                // Not the friend after all: turned away; the wait for the friend goes on.
                if let (Some(admission), Some(friend)) = (online.admission.as_mut(), friend) {
                    admission.expel(friend, now);
                }
            }
            Event::Connected | Event::Resigned | Event::Synced | Event::Failed(_) => {}
        }
    }
    // The friend is back once its game agrees (a game on probation may yet be a stranger).
    if online.session.as_ref().is_some_and(|s| s.connected() && !s.on_probation()) {
        online.away_since = None;
        online.moved = false;
    }
}

/// Games that said no valid hello in time, a game that came back and did
/// not prove in time it is the friend's, and strangers told the room is
/// full, are let go; the game wakes when the next is due.
fn let_go(time: Res<Time>, mut online: ResMut<Online>, mut line: ResMut<Connection>, mut wake: ResMut<Wake>) {
    let now = time.elapsed_secs_f64();
    let proving = online.session.as_ref().is_some_and(Session::proving);
    if let Some(at) = online.admitted_at.filter(|_| proving) {
        if now - at >= pegs_engine::online::HELLO_WITHIN {
            let online = online.bypass_change_detection();
            let friend = online.admission.as_ref().and_then(Admission::friend);
            if let (Some(admission), Some(peer)) = (online.admission.as_mut(), friend) {
                info!("the game that came back did not prove it is the friend's in time: let go");
                admission.expel(peer, now);
                line.let_go(peer);
            }
            if let Some(session) = online.session.as_mut() {
                session.dropped();
            }
            online.admitted_at = None;
        } else {
            wake.within(
                at + pegs_engine::online::HELLO_WITHIN - now,
                "a game that must prove it is the friend's",
            );
        }
    } else if online.admitted_at.is_some() {
        online.bypass_change_detection().admitted_at = None;
    }
    let Some(due) = online.admission.as_ref().and_then(Admission::next_deadline) else { return };
    if due > now {
        wake.within(due - now, "a game in the room that must say hello, or go");
        return;
    }
    // Who is let in is not kept: the saved game does not change.
    let Some(admission) = online.bypass_change_detection().admission.as_mut() else { return };
    for peer in admission.overdue(now) {
        line.let_go(peer);
    }
}

/// The board shows the session's game: new stones one by one, or the whole
/// game again when it changed under the board (a new game, a resync).
fn follow_session(online: Res<Online>, mut settings: ResMut<MatchSettings>, mut board: ResMut<Match>) {
    let my_turn = online.session.as_ref().is_some_and(|s| s.connected() && s.my_turn());
    if settings.online_turn != my_turn {
        settings.online_turn = my_turn;
    }
    if settings.mode != Mode::Online {
        return;
    }
    let Some(session) = &online.session else {
        // No game yet: an empty board until one is created or joined.
        if !board.moves().is_empty() {
            *board = Match::new(settings.rules, Player::X);
        }
        return;
    };
    let (rules, starter, moves) = (session.rules(), session.starter(), session.moves());
    let same_game = board.game.rules() == rules && board.starter() == starter;
    if same_game && board.moves() == moves {
        return;
    }
    if same_game && moves.starts_with(board.moves()) {
        let new = moves[board.moves().len()..].to_vec();
        for cell in new {
            board.play(cell);
        }
        return;
    }
    if let Some(replayed) = Match::replay(rules, starter, moves, false) {
        *board = replayed;
    }
}

/// A finished online game (won, lost, drawn or resigned) counts once, apart from local games.
fn count_result(
    mut online: ResMut<Online>,
    mut score: ResMut<Scoreboard>,
    mut book: ResMut<RecordBook>,
    mut sounds: MessageWriter<Sound>,
) {
    let Some(session) = &online.session else { return };
    if session.number() == 0 || session.is_playing() || session.number() == online.counted {
        return;
    }
    if session.fault().is_some() {
        return;
    }
    let (rules, number) = (session.rules(), session.number());
    let won = winner(&online).map(|w| w == session.me());
    // Results against strangers are kept apart from friends'.
    let (ending, tally) = if online.stranger {
        (Ending::Stranger { won }, &mut score.strangers)
    } else {
        (Ending::Online { won }, &mut score.friends)
    };
    book.ttt_finished(rules, ending);
    match won {
        Some(true) => {
            tally.wins += 1;
            sounds.write(Sound::Win);
        }
        Some(false) => {
            tally.losses += 1;
            sounds.write(Sound::Loss);
        }
        None => {
            tally.draws += 1;
            sounds.write(Sound::Draw);
        }
    }
    online.counted = number;
}
