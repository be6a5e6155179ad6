//! `ttt online`: a game without a window that plays a friend online (or
//! the next player who asks the server to play someone) as the computer,
//! at a level, and prints what happens: a handy opponent for trying a
//! signalling server, and a native peer for the browser test.

use std::io::{self, Write};
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;

use pegs_engine::tictactoe::ai::Opponent;
use pegs_engine::tictactoe::{Level, PerfectTable, RuleSet};

use crate::base::i18n::Language;
use crate::base::screen::Screen;
use crate::screens::tictactoe::online::{Online, OnlineAction, status, winner};
use crate::screens::tictactoe::play::{Match, TttAction};
use crate::shell::modes::online::{Closing, Connection, ConnectionState, Route};

/// What `ttt online` was asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OnlinePeer {
    /// The friend's code, or `None` to create a game.
    pub join: Option<String>,
    /// Play the next player who asks the server to play someone (under the same rules) instead.
    pub someone: bool,
    /// The signalling server.
    pub server: Option<String>,
    /// How strong the computer plays.
    pub level: Level,
    /// The rules, when creating.
    pub rules: RuleSet,
    /// Games to play before leaving.
    pub games: u32,
    /// Seconds to wait for the friend before giving up.
    pub wait: u64,
    /// A STUN or TURN server to use instead of what the server hands out (`--ice`).
    pub ice: Option<IceGiven>,
}

/// A STUN or TURN server named on the command line, with a TURN server's credentials.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IceGiven {
    /// Its address (`stun:host:3478`, `turn:host:3478`).
    pub url: String,
    /// A TURN server's user name.
    pub user: Option<String>,
    /// A TURN server's password.
    pub password: Option<String>,
}

/// Plays the games; what happens goes to `out`. An error when the friend
/// never came, the server was out of reach or the game failed.
pub fn play_online(peer: &OnlinePeer, out: &mut impl Write) -> io::Result<()> {
    let mut app = crate::app::testing::headless_app();
    app.insert_resource(TimeUpdateStrategy::Automatic);
    {
        let world = app.world_mut();
        let mut online = world.resource_mut::<Online>();
        if let Some(server) = &peer.server {
            online.settings.server = server.clone();
        }
        if let Some(ice) = &peer.ice {
            // This server, and not what the signalling server would hand out.
            online.settings.ask_server = false;
            online.settings.ice = vec![ice.url.clone()];
            online.settings.ice_user = ice.user.clone();
            online.settings.ice_password = ice.password.clone();
        }
        world.resource_mut::<crate::screens::tictactoe::play::MatchSettings>().rules = peer.rules;
        world.resource_mut::<NextState<Screen>>().set(Screen::TicTacToe);
    }
    app.update();
    app.world_mut().write_message(match &peer.join {
        _ if peer.someone => OnlineAction::PlaySomeone,
        Some(code) => OnlineAction::Join(code.clone()),
        None => OnlineAction::Create,
    });
    let mut table: Option<PerfectTable> = None;
    let mut opponent = Opponent::new(peer.level, pegs_engine::fresh_seed());
    let mut said = String::new();
    // The position last played from (game, moves), and the last game whose result was printed.
    let mut played_in: Option<(u32, usize)> = None;
    let mut reported = 0;
    let mut finished = 0;
    let mut told_route = None;
    let started = Instant::now();
    loop {
        app.update();
        std::thread::sleep(Duration::from_millis(10));
        let world = app.world();
        let (online, line, board) =
            (world.resource::<Online>(), world.resource::<Connection>(), world.resource::<Match>());
        let now = world.resource::<Time>().elapsed_secs_f64();
        let line_state = line.state();
        let message = status(online, line, board, now).map(|m| Language::En.say(&m)).unwrap_or_else(|| {
            online.session.as_ref().map_or_else(String::new, |session| {
                format!("game {}: {} moves", session.number(), session.moves().len())
            })
        });
        if message != said {
            writeln!(out, "{message}")?;
            out.flush()?;
            said = message;
        }
        // How the friend's game is reached, once known (for whoever tries a STUN or TURN server).
        let route = online.friend().and_then(|friend| line.route(friend));
        if route.is_some() && route != told_route {
            writeln!(
                out,
                "{}",
                if route == Some(Route::Relayed) {
                    "connected through a relay"
                } else {
                    "connected directly"
                }
            )?;
            out.flush()?;
            told_route = route;
        }
        if line_state == ConnectionState::Unreachable && online.let_go_unreached(line) {
            return Err(io::Error::other(
                "the friend's game came, but the two networks could not be connected",
            ));
        }
        if line_state == ConnectionState::Unreachable {
            return Err(unreachable(line));
        }
        let Some(session) = online.session.as_ref() else {
            if online.looking.is_none() {
                return Err(io::Error::other("the online game ended"));
            }
            // Looking for someone: the wait goes on past the offer to stop, up to --wait.
            if started.elapsed() > Duration::from_secs(peer.wait) {
                return Err(io::Error::other("nobody came"));
            }
            continue;
        };
        if let Some(fault) = session.fault() {
            return Err(io::Error::other(fault.to_string()));
        }
        if online.room_full() {
            // Every game in the room plays already.
            return Err(io::Error::other("that game has two players already"));
        }
        if !session.connected()
            && started.elapsed() > Duration::from_secs(peer.wait)
            && session.moves().is_empty()
        {
            if online.no_route().is_some() {
                return Err(io::Error::other(
                    "the friend's game came, but the two networks could not be connected",
                ));
            }
            return Err(io::Error::other("nobody came"));
        }
        let at = (session.number(), session.moves().len());
        // A move counts once the friend is there (the creator's first game is
        // set up before then) and the board shows the session's position.
        if session.connected()
            && session.my_turn()
            && board.moves() == session.moves()
            && played_in != Some(at)
        {
            let game = board.game;
            // Perfect play needs the table of the rules the creator chose.
            if peer.level == Level::Perfect && table.as_ref().is_none_or(|t| t.rules() != game.rules()) {
                table = Some(PerfectTable::build_for(game.rules()));
            }
            if let Some(cell) = opponent.choose(&game, table.as_ref()) {
                played_in = Some(at);
                app.world_mut().write_message(TttAction::Play(cell));
            }
            continue;
        }
        if session.number() > 0 && !session.is_playing() && reported != session.number() {
            reported = session.number();
            finished += 1;
            let result = match winner(online) {
                Some(w) if w == session.me() => "won",
                Some(_) => "lost",
                None => "drawn",
            };
            writeln!(out, "game {} {result} after {} moves", session.number(), session.moves().len())?;
            if finished >= peer.games {
                app.world_mut().write_message(OnlineAction::Leave);
                // The last move still reaches the friend before the line is let go.
                app.update();
                while !app.world().resource::<Closing>().is_empty() {
                    std::thread::sleep(Duration::from_millis(20));
                    app.update();
                }
                return Ok(());
            }
            app.world_mut().write_message(OnlineAction::Rematch);
        }
    }
}

/// The line to the signalling server ended: why, in the server's own words when it ended it.
pub(super) fn unreachable(line: &Connection) -> io::Error {
    match line.closed_by_server() {
        Some(closed) => {
            io::Error::other(format!("the signalling server ended the connection: {}", closed.reason))
        }
        None => io::Error::other("the signalling server cannot be reached"),
    }
}
