//! A game against a friend online: the engine's session
//! (`pegs_engine::online::Session`) on the line to the friend's game
//! (`crate::shell::modes::online`). Whoever creates the game plays X and chooses the
//! rules and the first game's starter; the friend joins with the code and
//! plays O. Every move that arrives is checked by the session before the
//! board shows it; the board (`Match`) follows the session.
//!
//! *Play someone now* pairs the player with the next one who asks the same
//! server for the same rules and protocol (the server's `?next=2` rooms);
//! the two games work out from their ids which one sets up the series
//! (`pegs_engine::online::pairing`), and then play as friends do. After
//! [`OFFER_AFTER`] seconds alone the player may keep waiting or play the
//! computer. Results against strangers are kept apart from friends'.
//!
//! `turns` takes the player's actions and what the line brings to the
//! session and the board; `kept` keeps the way to reach friends and a game
//! left open, and joins a friend's link.

mod kept;
mod reconnect;
mod turns;

use bevy::prelude::*;

use pegs_engine::online::{Admission, PROTOCOL, Session};
use pegs_engine::tictactoe::{Player, RuleSet};

use super::play::Match;
use crate::base::frames::{PaceFrames, Wake};
use crate::base::i18n::{Msg, OnlineMsg};
use crate::base::save::data::OnlineGame;
use crate::shell::modes::online::ConnectionSettings;
use crate::shell::modes::online::{self as line, Connection, ConnectionState, IceAnswer, Peer, Route};

pub use kept::{ServerGiven, line_settings};

/// The game's version, told to the friend's game in the hello.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");
/// Seconds a friend who left has to come back before the game may be claimed.
pub const COME_BACK_WITHIN: f64 = 60.0;
/// Seconds between tries to reach the server again after the line broke
/// (a server restarting): about a minute in all, then the game says the
/// server cannot be reached.
pub const REACH_AGAIN_AFTER: [f64; 8] = [1.0, 2.0, 3.0, 5.0, 8.0, 10.0, 15.0, 15.0];

/// Seconds alone looking for someone to play before the player is offered
/// to keep waiting or to play the computer.
pub const OFFER_AFTER: f64 = 30.0;

/// Looking for someone to play (*Play someone now*).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Looking {
    /// The rules asked for: the other player asked for the same.
    pub rules: RuleSet,
    /// Since when (the game clock's seconds), or since the player chose to keep waiting.
    pub since: f64,
}

impl Looking {
    /// Whole seconds looked so far.
    pub fn seconds(&self, now: f64) -> u32 {
        (now - self.since).max(0.0) as u32
    }

    /// Whether the player is offered to keep waiting or to play the computer.
    pub fn offer_due(&self, now: f64) -> bool {
        now - self.since >= OFFER_AFTER
    }
}

/// What players who may be paired ask the server for: the same rules and the same protocol.
pub fn pairing_key(rules: RuleSet) -> String {
    format!("{}-p{PROTOCOL}", rules.name())
}

/// Coming back after the line to the server broke in a game: the game joins
/// its room again, as after a restart of the game itself. While the
/// friend's game stays connected and only the signalling went, the game
/// plays on and opens a new line to the room beside the old one, so that
/// either game can come back to the other there.
#[derive(Debug, Default, Clone, Copy, PartialEq)]
pub struct ReachAgain {
    /// The line to this game's room has been open.
    was_open: bool,
    /// Tries made since it broke.
    tries: usize,
    /// New lines tried since the signalling went, while the friend stayed connected.
    moves: usize,
    /// When the next try is due.
    next: Option<f64>,
}

/// The online game: its code, the session, and what is left to show.
#[derive(Resource, Debug, Default)]
pub struct Online {
    /// The session, once a game is created or joined.
    pub session: Option<Session>,
    /// The game's code.
    pub code: Option<String>,
    /// How the friend is reached.
    pub settings: ConnectionSettings,
    /// Which game in the room is the friend (the first with a valid hello).
    pub admission: Option<Admission<Peer>>,
    /// A connection could not be set up on this device (the STUN or TURN
    /// settings), while waiting for the friend.
    setup_failed: bool,
    /// A game came but no connection to it could be made (their networks):
    /// whether the line had a relay, while waiting for the friend.
    no_route: Option<bool>,
    /// When the friend left (the game clock's seconds), while they are away.
    away_since: Option<f64>,
    /// The last game whose result is counted.
    counted: u32,
    /// Whether this side asked to play again.
    asked_rematch: bool,
    /// Whether the friend asked to play again.
    offered_rematch: bool,
    /// Tries to reach the server again, after the line broke.
    pub reach_again: ReachAgain,
    /// Looking for someone to play, until the two are paired.
    pub looking: Option<Looking>,
    /// The game is against a stranger, met through *Play someone now*.
    pub stranger: bool,
    /// The code of the room a game met through pairing comes back to if
    /// its server goes (see [`crate::shell::modes::online::code_for_pair`]).
    pub pair_code: Option<String>,
    /// The line moved to a new signalling while the friend was connected,
    /// and the friend's game has not met it there yet.
    pub moved: bool,
    /// When the friend's game said hello (the game clock's seconds), until
    /// anything more comes from it.
    met_at: Option<f64>,
    /// When the game on the line said hello, while it has still to prove
    /// it is the game met first (it has [`pegs_engine::online::HELLO_WITHIN`]).
    admitted_at: Option<f64>,
    /// The connection to the friend broke as it was made, with both games
    /// still in the room: when this (joining) game enters the room again,
    /// with a connection of its own (see [`enter_again`]).
    enter_again_at: Option<f64>,
    /// Times this game entered the room again since the friend's game last
    /// sent more than its hello (at most [`ENTER_AGAIN_TRIES`]).
    entered_again: u8,
}

/// Seconds after the friend's hello within which a broken connection counts
/// as broken as it was made (not a friend who left, nor a network that
/// went later: those have their own ways back).
pub const BROKEN_AS_MADE_WITHIN: f64 = 5.0;
/// Seconds before the joining game enters the room again after such a break.
pub const ENTER_AGAIN_AFTER: f64 = 0.5;
/// Times in a row the joining game enters the room again.
pub const ENTER_AGAIN_TRIES: u8 = 3;

impl Online {
    /// Whether a game was created or joined, or someone to play is being looked for.
    pub fn is_on(&self) -> bool {
        self.session.is_some() || self.looking.is_some()
    }

    /// Whether, looking for someone, the player is offered to keep waiting or to play the computer.
    pub fn offer_due(&self, now: f64) -> bool {
        self.looking.is_some_and(|l| l.offer_due(now))
    }

    /// The code of the room this game comes back to if its server goes: the
    /// game's own, or the one two paired games share.
    pub fn room_code(&self) -> Option<&str> {
        self.code.as_deref().or(self.pair_code.as_deref())
    }

    /// Whether the game is (or is to be) against a stranger: paired, or looking.
    pub fn against_stranger(&self) -> bool {
        self.stranger || self.looking.is_some()
    }

    /// The rules fixed for the game: the session's, or those looked for.
    pub fn fixed_rules(&self) -> Option<RuleSet> {
        self.session.as_ref().map(Session::rules).or(self.looking.map(|l| l.rules))
    }

    /// Says `msg` of the other player: as of a friend, or of a stranger.
    pub fn of_other(&self, msg: OnlineMsg) -> OnlineMsg {
        if self.against_stranger() { OnlineMsg::WithStranger(Box::new(msg)) } else { msg }
    }

    /// What to say while looking for someone to play.
    pub fn looking_message(&self, line: &Connection, now: f64) -> Option<OnlineMsg> {
        let looking = self.looking?;
        Some(match line.state() {
            ConnectionState::Unreachable => self.unreachable_message(),
            ConnectionState::Closed | ConnectionState::Connecting => OnlineMsg::Connecting,
            ConnectionState::Open if looking.offer_due(now) => OnlineMsg::NoOneYet,
            // Someone was found, and their network and this one could not be connected: looking again.
            ConnectionState::Open if self.no_route.is_some() => OnlineMsg::LookingAgain(looking.seconds(now)),
            ConnectionState::Open => OnlineMsg::Looking(looking.seconds(now)),
        })
    }

    /// Whether the server ended the line because the room's first game let
    /// this one go while their connection was being made, and could not be:
    /// coming again would meet the same networks, so the game does not.
    pub fn let_go_unreached(&self, line: &Connection) -> bool {
        self.no_route.is_some()
            && line.closed_by_server().is_some_and(|c| c.code == crate::shell::modes::online::LET_GO_CLOSE)
    }

    /// The server cannot be reached: which, and on a page whose own host has
    /// no signalling, how to name one.
    fn unreachable_message(&self) -> OnlineMsg {
        if self.settings.server == crate::shell::modes::online::default_server()
            && crate::shell::platform::web::page_host().is_some()
        {
            OnlineMsg::NoServerHere(self.settings.server.clone())
        } else {
            OnlineMsg::Unreachable(self.settings.server.clone())
        }
    }

    /// The friend's game on the line, once it said a valid hello.
    pub fn friend(&self) -> Option<Peer> {
        self.admission.as_ref().and_then(Admission::friend)
    }

    /// Whether a game came and could not be connected to (their networks), while waiting:
    /// whether the line had a relay.
    pub fn no_route(&self) -> Option<bool> {
        self.no_route
    }

    /// Whether every game in the room says it plays already (this side came too late).
    pub fn room_full(&self) -> bool {
        self.admission.as_ref().is_some_and(Admission::is_full)
    }

    /// Seconds left of the wait for a friend who left (`None` while they are here).
    pub fn away_left(&self, now: f64) -> Option<f64> {
        self.away_since.map(|since| (since + COME_BACK_WITHIN - now).max(0.0))
    }

    /// Whether the line broke in this game and the game is trying to reach the server again.
    pub fn reaching_again(&self) -> bool {
        self.reach_again.was_open
            && self.reach_again.tries < REACH_AGAIN_AFTER.len()
            && (self.reach_again.tries > 0 || self.reach_again.next.is_some())
    }

    /// What to say of the online game now, if anything beyond the board's own status.
    pub fn state_message(&self, line: &Connection, now: f64) -> Option<OnlineMsg> {
        let session = self.session.as_ref()?;
        if let Some(fault) = session.fault() {
            return Some(OnlineMsg::Failed(fault.clone()));
        }
        match line.state() {
            // The server said the game has its two players already (pegs-server).
            ConnectionState::Unreachable
                if line
                    .closed_by_server()
                    .is_some_and(|c| c.code == crate::shell::modes::online::ROOM_FULL) =>
            {
                return Some(OnlineMsg::Full);
            }
            // Let go by the friend's game, which could not reach this one: said as such.
            ConnectionState::Unreachable if self.let_go_unreached(line) => {
                return Some(self.of_other(OnlineMsg::NoRoute { relay: self.no_route == Some(true) }));
            }
            ConnectionState::Unreachable | ConnectionState::Connecting if self.reaching_again() => {
                return Some(OnlineMsg::ReachingAgain);
            }
            ConnectionState::Unreachable => return Some(self.unreachable_message()),
            ConnectionState::Connecting => return Some(OnlineMsg::Connecting),
            _ if self.room_full() => return Some(OnlineMsg::Full),
            _ => {}
        }
        if let Some(left) = self.away_left(now) {
            return Some(self.of_other(if left > 0.0 && self.moved {
                OnlineMsg::MeetingAgain
            } else if left > 0.0 {
                OnlineMsg::FriendAway(left.ceil() as u32)
            } else {
                OnlineMsg::FriendGone
            }));
        }
        if !session.connected() {
            // A game is here and the connection is being made; or it could not be.
            if !line.seen().is_empty() {
                return Some(self.of_other(OnlineMsg::FriendHere));
            }
            if let Some(relay) = self.no_route {
                return Some(self.of_other(OnlineMsg::NoRoute { relay }));
            }
            if line.nobody_there(now) && !session.is_host() {
                return Some(OnlineMsg::NobodyThere);
            }
            let code = self.code.clone().unwrap_or_default();
            return Some(if session.is_host() { OnlineMsg::Waiting(code) } else { OnlineMsg::Joining(code) });
        }
        if session.resigned().is_some() {
            let you = session.resigned() == Some(session.me());
            return Some(self.of_other(OnlineMsg::Resigned { you }));
        }
        if session.is_playing() && session.moves().is_empty() {
            return Some(self.of_other(OnlineMsg::Starts {
                game: session.number(),
                you: session.starter() == session.me(),
            }));
        }
        None
    }

    /// What is kept of the game, while one is being played (to come back to it).
    /// A game against a stranger is not kept: its room was the server's to make.
    pub fn kept_game(&self) -> Option<OnlineGame> {
        let session = self.session.as_ref().filter(|_| !self.stranger)?;
        session.is_playing().then(|| OnlineGame {
            code: self.code.clone().unwrap_or_default(),
            host: session.is_host(),
            number: session.number(),
            rules: session.rules(),
            starter: session.starter(),
            moves: session.moves().to_vec(),
            key: session.key().0,
            shared: session.key().1,
        })
    }

    /// Why a game that came to the room was turned away, while this side
    /// waits for its friend: a line under the state.
    pub fn turned_away_message(&self) -> Option<OnlineMsg> {
        let session = self.session.as_ref()?;
        if session.connected() || session.fault().is_some() {
            return None;
        }
        if self.setup_failed {
            return Some(OnlineMsg::SetupFailed);
        }
        let admission = self.admission.as_ref()?;
        admission.turned_away().cloned().map(OnlineMsg::TurnedAway)
    }

    /// How the line reaches the friend's game, once connected (directly, or
    /// through a relay); before, a server that could not say which STUN and
    /// TURN servers to use: a line under the state.
    pub fn connection_message(&self, line: &Connection) -> Option<OnlineMsg> {
        let session = self.session.as_ref()?;
        if session.connected() {
            let route = line.route(self.friend()?)?;
            return Some(match route {
                Route::Direct => OnlineMsg::ConnectedDirectly,
                Route::Relayed => OnlineMsg::ConnectedThroughRelay,
            });
        }
        matches!(line.ice(), Some(IceAnswer::Failed(_))).then_some(OnlineMsg::IceUnavailable)
    }

    /// The line under the board's status while the game is over: a rematch asked or offered.
    pub fn rematch_message(&self) -> Option<OnlineMsg> {
        let session = self.session.as_ref()?;
        if session.is_playing() || session.fault().is_some() {
            return None;
        }
        if self.offered_rematch {
            Some(self.of_other(OnlineMsg::RematchOffered))
        } else if self.asked_rematch {
            Some(self.of_other(OnlineMsg::RematchAsked))
        } else {
            None
        }
    }
}

/// What the player asks of the online game.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum OnlineAction {
    /// Create a game with a new code.
    Create,
    /// Join the friend's game of this code.
    Join(String),
    /// Give up the game.
    Resign,
    /// Play again once the game is over.
    Rematch,
    /// Take the game from a friend who stayed away.
    Claim,
    /// Leave the online game.
    Leave,
    /// Reach friends through this signalling server from now on.
    Server(String),
    /// Come back to a game left open (after a restart or a reload).
    Rejoin(OnlineGame),
    /// Look for someone to play who asked the same server for the same rules.
    PlaySomeone,
    /// Go on looking, once offered to stop.
    KeepWaiting,
    /// Stop looking and play the computer.
    PlayComputer,
}
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Online>()
        .add_message::<OnlineAction>()
        .add_systems(Last, count_down.before(PaceFrames))
        .add_systems(Last, share_reach.run_if(resource_changed::<Online>))
        .add_plugins((kept::plugin, reconnect::plugin, turns::plugin));
}

/// How friends are reached is shared with the other games online (a Hanoi race).
fn share_reach(online: Res<Online>, mut reach: ResMut<line::OnlineServers>) {
    if reach.0 != online.settings {
        reach.0 = online.settings.clone();
    }
}

/// The clocks the online status follows: the seconds left for an absent
/// friend to come back (shown counting down), and the moment a joining
/// player is told nobody is there. The game wakes for them; what arrives
/// on the line wakes it too.
fn count_down(time: Res<Time>, online: Res<Online>, line: Res<Connection>, mut wake: ResMut<Wake>) {
    let now = time.elapsed_secs_f64();
    // Looking for someone: the wait is counted in seconds on the status line.
    if let Some(looking) = online.looking
        && line.state() == ConnectionState::Open
        && !looking.offer_due(now)
    {
        let into = (now - looking.since).fract();
        wake.within(1.0 - into, "the count of the wait for someone to play");
    }
    if let Some(left) = online.away_left(now)
        && left > 0.0
    {
        wake.within(left - (left.ceil() - 1.0), "the wait for the friend to come back");
    }
    if online.session.as_ref().is_some_and(|s| !s.is_host())
        && let Some(left) = line.nobody_there_in(now)
    {
        wake.within(left, "the wait for anyone in the room");
    }
}
/// Whether an online game is over and may be played again (a game was played, none is on, nothing broke).
pub fn game_over(session: &Session) -> bool {
    session.number() > 0 && !session.is_playing() && session.fault().is_none()
}

/// What the player may do in the online game now, as the panel's online
/// part offers it and the web page's mirror too, each with a stable id (a
/// press acts on what it named, even if the list changed in between):
/// create a game or play someone now (neither in a browser without
/// WebRTC); stop looking, or once offered wait
/// on or play the computer; resign, play again, claim, leave.
pub fn offered_actions(online: &Online, now: f64) -> Vec<(&'static str, OnlineAction, OnlineMsg)> {
    let mut list = Vec::new();
    if online.looking.is_some() {
        if online.offer_due(now) {
            list.push(("ttt_online:keep_waiting", OnlineAction::KeepWaiting, OnlineMsg::KeepWaiting));
            list.push(("ttt_online:computer", OnlineAction::PlayComputer, OnlineMsg::PlayComputer));
        }
        list.push(("ttt_online:stop", OnlineAction::Leave, OnlineMsg::StopLooking));
        return list;
    }
    let Some(session) = &online.session else {
        // A browser without WebRTC could only wait for a friend who never connects.
        if !crate::shell::platform::web::can_play_online() {
            return list;
        }
        list.push(("ttt_online:create", OnlineAction::Create, OnlineMsg::Create));
        // Someone else on the same server who asked for the same rules.
        list.push(("ttt_online:someone", OnlineAction::PlaySomeone, OnlineMsg::PlaySomeone));
        return list;
    };
    if session.is_playing() && session.connected() {
        list.push(("ttt_online:resign", OnlineAction::Resign, OnlineMsg::Resign));
    }
    if game_over(session) && session.connected() {
        list.push(("ttt_online:rematch", OnlineAction::Rematch, OnlineMsg::Rematch));
    }
    if online.away_left(now) == Some(0.0) && session.is_playing() {
        list.push(("ttt_online:claim", OnlineAction::Claim, OnlineMsg::Claim));
    }
    list.push(("ttt_online:leave", OnlineAction::Leave, OnlineMsg::Leave));
    list
}

/// Whether `player` has won the session's game (by a line, or the other's resignation).
pub fn winner(online: &Online) -> Option<Player> {
    let session = online.session.as_ref()?;
    session.resigned().map(Player::other).or_else(|| session.game().winner())
}

/// The status line's text for the online game, if it says more than the board.
pub fn status(online: &Online, line: &Connection, board: &Match, now: f64) -> Option<Msg> {
    if let Some(looking) = online.looking_message(line, now) {
        return Some(Msg::Online(looking));
    }
    let Some(session) = online.session.as_ref() else {
        if !crate::shell::platform::web::can_play_online() {
            return Some(Msg::Online(OnlineMsg::NoWebRtc));
        }
        return Some(Msg::Online(OnlineMsg::Start));
    };
    if let Some(state) = online.state_message(line, now) {
        return Some(Msg::Online(state));
    }
    if let Some(w) = winner(online) {
        return Some(if w == session.me() {
            Msg::Wins(crate::base::i18n::Side::You)
        } else {
            Msg::Online(online.of_other(OnlineMsg::FriendWins))
        });
    }
    if board.game.is_running() && board.game.turn() != session.me() {
        return Some(Msg::Online(online.of_other(OnlineMsg::FriendsTurn)));
    }
    None
}
