//! The online game's turns: what the player asks (create, join, moves,
//! resign, rematch, leave) and what the line brings, through the session;
//! the board follows the session, and a finished game is counted once.

use bevy::prelude::*;

use pegs_engine::online::{Event, Session};
use pegs_engine::tictactoe::Player;

use super::{Online, OnlineAction, VERSION, winner};
use crate::base::save::records::{Ending, RecordBook};
use crate::base::settings::Mode;
use crate::screens::tictactoe::play::{Match, MatchSettings, Scoreboard, TttAction, first_player};
use crate::screens::tictactoe::thinking::AiRng;
use crate::shell::online::{self as line, Line, LineEvent};
use crate::shell::sound::Sound;

/// Actions then what arrived; then the board and the count follow.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            (act, hear).chain().in_set(crate::screens::tictactoe::TttSystems::Actions),
            (follow_session, count_result).chain().in_set(crate::screens::tictactoe::TttSystems::Turns),
        ),
    );
}

/// The player's actions: creating, joining, moves, resigning, playing again, leaving.
#[allow(clippy::too_many_arguments)]
fn act(
    mut commands: Commands,
    time: Res<Time>,
    mut asked: MessageReader<OnlineAction>,
    mut moves: MessageReader<TttAction>,
    mut online: ResMut<Online>,
    mut line: ResMut<Line>,
    mut settings: ResMut<MatchSettings>,
    mut rng: ResMut<AiRng>,
    mut sounds: MessageWriter<Sound>,
) {
    let now = time.elapsed_secs_f64();
    for action in asked.read() {
        match action {
            OnlineAction::Create => {
                let starter = first_player(settings.starter, &mut rng);
                let session = Session::host(settings.rules, starter, VERSION);
                let code = line::fresh_code();
                begin(&mut online, &mut settings, session, &code);
                line::open(&mut commands, &mut line, &online.settings, &code, now);
            }
            OnlineAction::Join(code) => {
                begin(&mut online, &mut settings, Session::guest(VERSION), code);
                line::open(&mut commands, &mut line, &online.settings, code, now);
            }
            OnlineAction::Server(server) => online.settings.server = server.clone(),
            OnlineAction::Rejoin(kept) => {
                let replayed =
                    Session::rejoin(kept.host, VERSION, (kept.number, kept.rules, kept.starter), &kept.moves);
                let Some(session) = replayed else { continue };
                begin(&mut online, &mut settings, session, &kept.code);
                line::open(&mut commands, &mut line, &online.settings, &kept.code, now);
            }
            OnlineAction::Resign => {
                if let Some(message) = online.session.as_mut().and_then(|s| s.resign().ok()) {
                    line.send(message.encode());
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
                    line.send(message.encode());
                    sounds.write(Sound::StonePlaced);
                }
            }
            // A new game, once one is over, is a rematch with the friend.
            TttAction::NewGame => ask_rematch(&mut online, &mut line),
            TttAction::Undo | TttAction::ToggleHints | TttAction::ThinkForMe => {}
        }
    }
}

/// Asks the friend for another game (or accepts theirs), once a game is over.
fn ask_rematch(online: &mut Online, line: &mut Line) {
    if let Some(messages) = online.session.as_mut().and_then(|s| s.rematch().ok()) {
        online.asked_rematch = true;
        for message in messages {
            line.send(message.encode());
        }
    }
}

/// A new online game (created, joined or come back to) in place of any
/// other: this side plays the session's side; how friends are reached stays.
fn begin(online: &mut Online, settings: &mut MatchSettings, session: Session, code: &str) {
    settings.mode = Mode::Online;
    settings.human = session.me();
    *online = Online {
        session: Some(session),
        code: Some(code.to_string()),
        settings: online.settings.clone(),
        ..Online::default()
    };
}

/// What the line brought: the friend arriving or leaving, and their messages.
fn hear(
    time: Res<Time>,
    mut events: MessageReader<LineEvent>,
    mut online: ResMut<Online>,
    mut line: ResMut<Line>,
    mut sounds: MessageWriter<Sound>,
) {
    let now = time.elapsed_secs_f64();
    for event in events.read() {
        let Some(session) = online.session.as_mut() else { continue };
        match event {
            LineEvent::FriendArrived => {
                line.send(session.hello().encode());
                online.away_since = None;
            }
            LineEvent::FriendLeft => {
                session.dropped();
                if session.is_playing() {
                    online.away_since = Some(now);
                }
            }
            LineEvent::Received(bytes) => {
                let reply = session.receive(bytes);
                for message in &reply.send {
                    line.send(message.encode());
                }
                if let Some(refusal) = &reply.refused {
                    warn!("a message from the friend's game was set aside: {refusal:?}");
                }
                for event in reply.events {
                    match event {
                        Event::Connected => {
                            online.away_since = None;
                            line.confirm();
                        }
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
                                online.away_since = Some(now);
                            }
                        }
                        Event::Resigned | Event::Synced | Event::Failed(_) => {}
                    }
                }
            }
        }
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
    book.ttt_finished(rules, Ending::Online { won });
    match won {
        Some(true) => {
            score.online_won += 1;
            sounds.write(Sound::Win);
        }
        Some(false) => {
            score.online_lost += 1;
            sounds.write(Sound::Loss);
        }
        None => {
            score.online_drawn += 1;
            sounds.write(Sound::Draw);
        }
    }
    online.counted = number;
}
