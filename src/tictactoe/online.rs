//! A game against a friend online: the engine's session
//! (`pegs_engine::online::Session`) on the line to the friend's game
//! (`crate::online`). Whoever creates the game plays X and chooses the
//! rules and the first game's starter; the friend joins with the code and
//! plays O. Every move that arrives is checked by the session before the
//! board shows it; the board (`Match`) follows the session.

use bevy::prelude::*;

use pegs_engine::online::{Event, Session};
use pegs_engine::tictactoe::Player;

use super::play::{Match, MatchSettings, Scoreboard, TttAction, first_player};
use super::thinking::AiRng;
use crate::frames::{PaceFrames, Wake};
use crate::i18n::{Msg, OnlineMsg};
use crate::online::{self as line, Line, LineEvent, LineSettings, LineState};
use crate::save::data::{OnlineGame, OnlineSettings};
use crate::save::records::{Ending, RecordBook};
use crate::save::{Kept, SaveSystems};
use crate::screen::Screen;
use crate::settings::Mode;
use crate::sound::Sound;

/// The game's version, told to the friend's game in the hello.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");
/// Seconds a friend who left has to come back before the game may be claimed.
pub const COME_BACK_WITHIN: f64 = 60.0;

/// The online game: its code, the session, and what is left to show.
#[derive(Resource, Debug, Default)]
pub struct Online {
    /// The session, once a game is created or joined.
    pub session: Option<Session>,
    /// The game's code.
    pub code: Option<String>,
    /// How the friend is reached.
    pub settings: LineSettings,
    /// When the friend left (the game clock's seconds), while they are away.
    away_since: Option<f64>,
    /// The last game whose result is counted.
    counted: u32,
    /// Whether this side asked to play again.
    asked_rematch: bool,
    /// Whether the friend asked to play again.
    offered_rematch: bool,
}

impl Online {
    /// Whether a game was created or joined.
    pub fn is_on(&self) -> bool {
        self.session.is_some()
    }

    /// Seconds left of the wait for a friend who left (`None` while they are here).
    pub fn away_left(&self, now: f64) -> Option<f64> {
        self.away_since.map(|since| (since + COME_BACK_WITHIN - now).max(0.0))
    }

    /// What to say of the online game now, if anything beyond the board's own status.
    pub fn state_message(&self, line: &Line, now: f64) -> Option<OnlineMsg> {
        let session = self.session.as_ref()?;
        if let Some(fault) = session.fault() {
            return Some(OnlineMsg::Failed(fault.clone()));
        }
        match line.state() {
            LineState::Unreachable => return Some(OnlineMsg::Unreachable(self.settings.server.clone())),
            LineState::Full => return Some(OnlineMsg::Full),
            LineState::Connecting => return Some(OnlineMsg::Connecting),
            _ => {}
        }
        if let Some(left) = self.away_left(now) {
            return Some(if left > 0.0 {
                OnlineMsg::FriendAway(left.ceil() as u32)
            } else {
                OnlineMsg::FriendGone
            });
        }
        if !session.connected() {
            if line.nobody_there(now) && !session.is_host() {
                return Some(OnlineMsg::NobodyThere);
            }
            let code = self.code.clone().unwrap_or_default();
            return Some(if session.is_host() { OnlineMsg::Waiting(code) } else { OnlineMsg::Joining(code) });
        }
        if session.resigned().is_some() {
            let you = session.resigned() == Some(session.me());
            return Some(OnlineMsg::Resigned { you });
        }
        if session.is_playing() && session.moves().is_empty() {
            return Some(OnlineMsg::Starts {
                game: session.number(),
                you: session.starter() == session.me(),
            });
        }
        None
    }

    /// What is kept of the game, while one is being played (to come back to it).
    pub fn kept_game(&self) -> Option<OnlineGame> {
        let session = self.session.as_ref()?;
        session.is_playing().then(|| OnlineGame {
            code: self.code.clone().unwrap_or_default(),
            host: session.is_host(),
            number: session.number(),
            rules: session.rules(),
            starter: session.starter(),
            moves: session.moves().to_vec(),
        })
    }

    /// The line under the board's status while the game is over: a rematch asked or offered.
    pub fn rematch_message(&self) -> Option<OnlineMsg> {
        let session = self.session.as_ref()?;
        if session.is_playing() || session.fault().is_some() {
            return None;
        }
        if self.offered_rematch {
            Some(OnlineMsg::RematchOffered)
        } else if self.asked_rematch {
            Some(OnlineMsg::RematchAsked)
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
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Online>()
        .add_message::<OnlineAction>()
        .add_systems(PreStartup, restore.after(SaveSystems::Load))
        .add_systems(Last, keep.in_set(SaveSystems::Describe))
        .add_systems(Startup, join_from_link)
        .add_systems(Last, note_on_page.run_if(resource_changed::<Online>))
        .add_systems(Last, count_down.before(PaceFrames))
        .add_systems(
            Update,
            (
                (act, hear).chain().in_set(super::TttSystems::Actions),
                (follow_session, count_result).chain().in_set(super::TttSystems::Turns),
            ),
        );
}

/// The clocks the online status follows: the seconds left for an absent
/// friend to come back (shown counting down), and the moment a joining
/// player is told nobody is there. The game wakes for them; what arrives
/// on the line wakes it too.
fn count_down(time: Res<Time>, online: Res<Online>, line: Res<Line>, mut wake: ResMut<Wake>) {
    let now = time.elapsed_secs_f64();
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

/// The signalling server given on the command line (`--server`) or in the
/// page's address (`?server=`): it takes the kept one's place and is kept.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct ServerGiven(pub String);

/// How friends are reached, as kept: the defaults where nothing was chosen.
pub fn line_settings(kept: &OnlineSettings) -> LineSettings {
    let default = LineSettings::default();
    LineSettings {
        server: kept.server.clone().unwrap_or(default.server),
        ice: kept.ice.clone().unwrap_or(default.ice),
        ice_user: kept.ice_user.clone(),
        ice_password: kept.ice_password.clone(),
    }
}

/// The kept way to reach friends, and a game left open is joined again.
fn restore(
    kept: Res<Kept>,
    given: Option<Res<ServerGiven>>,
    mut online: ResMut<Online>,
    mut actions: MessageWriter<OnlineAction>,
) {
    let data = kept.data();
    online.settings = line_settings(&data.settings.online);
    if let Some(given) = given {
        online.settings.server = given.0.clone();
    }
    if let Some(game) = &data.online_game {
        actions.write(OnlineAction::Rejoin(game.clone()));
    }
}

/// The way to reach friends (only what differs from the defaults) and the game left open.
fn keep(online: Res<Online>, mut kept: ResMut<Kept>) {
    if online.is_changed() {
        kept.touch();
    }
    if !kept.gathering() {
        return;
    }
    let default = LineSettings::default();
    let chosen = &online.settings;
    let data = kept.data_mut();
    data.settings.online = OnlineSettings {
        server: (chosen.server != default.server).then(|| chosen.server.clone()),
        ice: (chosen.ice != default.ice).then(|| chosen.ice.clone()),
        ice_user: chosen.ice_user.clone(),
        ice_password: chosen.ice_password.clone(),
    };
    data.online_game = online.kept_game();
}

/// A page opened from a friend's link (`?join=CODE`) opens on the board and joins their game.
fn join_from_link(mut actions: MessageWriter<OnlineAction>, mut next: ResMut<NextState<Screen>>) {
    if let Some(code) = crate::web::page_parameter("join").and_then(|c| line::read_code(&c)) {
        actions.write(OnlineAction::Join(code));
        next.set(Screen::TicTacToe);
    }
}

/// The online game on the web page's `<body>`, for the browser test:
/// `data-online-code`, `data-online-moves` (cells, comma-separated),
/// `data-online-free` (cells a stone may go on) and `data-online-turn`
/// (`mine`, `theirs`, `over` or `waiting`).
fn note_on_page(online: Res<Online>) {
    let Some(session) = &online.session else { return };
    let list =
        |cells: &mut dyn Iterator<Item = u8>| cells.map(|c| c.to_string()).collect::<Vec<_>>().join(",");
    let turn = if !session.connected() || session.number() == 0 {
        "waiting"
    } else if !session.is_playing() {
        "over"
    } else if session.my_turn() {
        "mine"
    } else {
        "theirs"
    };
    crate::web::note("onlineCode", online.code.as_deref().unwrap_or(""));
    crate::web::note("onlineMoves", &list(&mut session.moves().iter().copied()));
    crate::web::note("onlineFree", &list(&mut session.game().legal_cells()));
    crate::web::note("onlineTurn", turn);
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

/// Whether `player` has won the session's game (by a line, or the other's resignation).
pub fn winner(online: &Online) -> Option<Player> {
    let session = online.session.as_ref()?;
    session.resigned().map(Player::other).or_else(|| session.game().winner())
}

/// The status line's text for the online game, if it says more than the board.
pub fn status(online: &Online, line: &Line, board: &Match, now: f64) -> Option<Msg> {
    let Some(session) = online.session.as_ref() else {
        return Some(Msg::Online(OnlineMsg::Start));
    };
    if let Some(state) = online.state_message(line, now) {
        return Some(Msg::Online(state));
    }
    if let Some(w) = winner(online) {
        return Some(if w == session.me() {
            Msg::Wins(crate::i18n::Side::You)
        } else {
            Msg::Online(OnlineMsg::FriendWins)
        });
    }
    if board.game.is_running() && board.game.turn() != session.me() {
        return Some(Msg::Online(OnlineMsg::FriendsTurn));
    }
    None
}
