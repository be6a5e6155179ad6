//! What is kept of the online game, and how it comes back: the way to
//! reach friends, a game left open (joined again at start), a friend's link
//! (`?join=CODE`), and the notes on the web page for the browser test.

use bevy::prelude::*;

use super::{Online, OnlineAction};
use crate::base::save::data::OnlineSettings;
use crate::base::save::{Kept, SaveSystems};
use crate::base::screen::Screen;
use crate::shell::modes::online::{self as line, Connection, ConnectionSettings};

/// Restores at start, keeps at each save, and notes changes on the page.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(PreStartup, restore.after(SaveSystems::Load))
        .add_systems(Last, keep.in_set(SaveSystems::Describe))
        .add_systems(Startup, join_from_link)
        .add_systems(
            Last,
            note_on_page.run_if(resource_changed::<Online>.or_else(resource_changed::<Connection>)),
        );
}

/// The signalling server given on the command line (`--server`) or in the
/// page's address (`?server=`): it takes the kept one's place and is kept.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct ServerGiven(pub String);

/// How friends are reached, as kept: the defaults where nothing was chosen.
pub fn line_settings(kept: &OnlineSettings) -> ConnectionSettings {
    let default = ConnectionSettings::default();
    ConnectionSettings {
        server: kept.server.clone().unwrap_or(default.server),
        ask_server: default.ask_server,
        ice: kept.ice.clone().unwrap_or(default.ice),
        ice_user: kept.ice_user.clone(),
        ice_password: kept.ice_password.clone(),
        handshake_within: default.handshake_within,
    }
}

/// The kept way to reach friends (shared at once with the other games
/// online: a race left under way is joined again in the first frame), and
/// a game left open is joined again, on its board (not the menu: the
/// friend may be waiting for a move).
fn restore(
    kept: Res<Kept>,
    given: Option<Res<ServerGiven>>,
    (mut online, mut reach): (ResMut<Online>, ResMut<line::OnlineServers>),
    mut actions: MessageWriter<OnlineAction>,
    mut next: ResMut<NextState<Screen>>,
) {
    let data = kept.data();
    online.settings = line_settings(&data.settings.online);
    if let Some(given) = given {
        online.settings.server = given.0.clone();
    }
    reach.0 = online.settings.clone();
    if let Some(game) = &data.online_game {
        actions.write(OnlineAction::Rejoin(game.clone()));
        next.set(Screen::TicTacToe);
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
    let default = ConnectionSettings::default();
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
    if let Some(code) = crate::shell::platform::web::page_parameter("join").and_then(|c| line::read_code(&c))
    {
        actions.write(OnlineAction::Join(code));
        next.set(Screen::TicTacToe);
    }
}

/// The online game on the web page's `<body>`, for the browser test:
/// `data-online-code`, `data-online-moves` (cells, comma-separated),
/// `data-online-free` (cells a stone may go on) and `data-online-turn`
/// (`mine`, `theirs`, `over` or `waiting`), `data-online-state`: what
/// the status says of the line beyond the board (`Full`, `Connecting`, …), if
/// anything, and `data-online-route`: how the friend's game is reached once
/// known (`direct` or `relayed`).
fn note_on_page(online: Res<Online>, line: Res<Connection>, time: Res<Time>) {
    let Some(session) = &online.session else { return };
    let state = online.state_message(&line, time.elapsed_secs_f64()).map(|m| format!("{m:?}"));
    let state = state.as_deref().unwrap_or("");
    crate::shell::platform::web::note("onlineState", state.split(['(', ' ', '{']).next().unwrap_or(""));
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
    crate::shell::platform::web::note("onlineCode", online.code.as_deref().unwrap_or(""));
    crate::shell::platform::web::note("onlineMoves", &list(&mut session.moves().iter().copied()));
    crate::shell::platform::web::note("onlineFree", &list(&mut session.game().legal_cells()));
    crate::shell::platform::web::note("onlineTurn", turn);
    let route = online.friend().and_then(|friend| line.route(friend));
    crate::shell::platform::web::note(
        "onlineRoute",
        match route {
            Some(line::Route::Direct) => "direct",
            Some(line::Route::Relayed) => "relayed",
            None => "",
        },
    );
}
