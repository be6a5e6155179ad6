//! Coming back after the line broke: the game joins its room again, or
//! opens a new line beside one whose signalling went, and a joining game
//! whose connection closed as it was made enters again.

use bevy::prelude::*;

use pegs_engine::online::Admission;

use super::{Online, OnlineAction, REACH_AGAIN_AFTER, ReachAgain, pairing_key};
use crate::base::frames::{PaceFrames, Wake};
use crate::shell::modes::online::{self as line, Connection, ConnectionState};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Last, (reach_again, enter_again).before(PaceFrames));
}

/// After the line to the server broke in a game (the server restarted, the
/// network dropped), the game joins its room again a few times, further
/// apart each time; the friend's game does the same, and the two show each
/// other the same game again as after a reload. If only the signalling
/// went and the friend's game is still connected, the game plays on and
/// opens a new line to its room (through a load balancer, on another
/// server), now and again until one is in; the friend's game does the
/// same, and the two meet there again.
fn reach_again(
    time: Res<Time<Real>>,
    mut line: ResMut<Connection>,
    mut online: ResMut<Online>,
    mut actions: MessageWriter<OnlineAction>,
    mut wake: ResMut<Wake>,
) {
    if !online.is_on() {
        return;
    }
    let now = time.elapsed_secs_f64();
    let state = online.reach_again;
    let lost = line.state() == ConnectionState::Open && line.signalling_lost();
    match line.state() {
        ConnectionState::Open if !lost => {
            if !state.was_open || state.tries > 0 || state.moves > 0 || state.next.is_some() {
                online.reach_again = ReachAgain { was_open: true, ..ReachAgain::default() };
            }
        }
        // A new line to the room is on its way.
        _ if line.moving() => {}
        ConnectionState::Open => {
            let Some(code) = online.room_code().map(str::to_owned) else { return };
            let wait = REACH_AGAIN_AFTER[state.moves.min(REACH_AGAIN_AFTER.len() - 1)];
            if not_yet(&mut online, &mut wake, now, wait, "a new line to the room") {
                return;
            }
            online.reach_again = ReachAgain { moves: state.moves + 1, next: None, ..state };
            line::move_to(&mut line, &online.settings, &code);
        }
        ConnectionState::Unreachable
            if state.was_open && state.tries < REACH_AGAIN_AFTER.len() && !online.let_go_unreached(&line) =>
        {
            let wait = REACH_AGAIN_AFTER[state.tries];
            if not_yet(&mut online, &mut wake, now, wait, "a try to reach the server again") {
                return;
            }
            online.reach_again = ReachAgain { tries: state.tries + 1, next: None, ..state };
            if let Some(kept) = online.kept_game() {
                actions.write(OnlineAction::Rejoin(kept));
            } else if let Some(code) = online.room_code().map(str::to_owned) {
                // A finished game (a rematch may follow), or a stranger's in
                // the room their two ids name: the session stays as it is.
                line::move_to(&mut line, &online.settings, &code);
            } else if let Some(looking) = online.looking {
                line::open_paired(&mut line, &online.settings, &pairing_key(looking.rules), now);
            }
        }
        _ => {}
    }
}

/// A connection to the friend can break the moment it is made (the two
/// games said hello, and the link between them closed at once), while both
/// games stay in the room: each side then forgets the other, and neither
/// would meet it there again. The joining game enters the room again with a
/// connection of its own, a moment later, a few times at most; the game
/// that created the room greets it as the friend coming back.
fn enter_again(
    time: Res<Time>,
    mut line: ResMut<Connection>,
    mut online: ResMut<Online>,
    mut wake: ResMut<Wake>,
) {
    let Some(due) = online.enter_again_at else { return };
    let now = time.elapsed_secs_f64();
    if now < due {
        wake.within(due - now, "entering the room again");
        return;
    }
    online.enter_again_at = None;
    let (Some(code), Some(session)) = (online.code.clone(), online.session.as_ref()) else { return };
    if session.connected() || line.state() != ConnectionState::Open {
        return;
    }
    tracing::info!("the connection to the friend broke as it was made: entering the room again");
    online.entered_again += 1;
    online.admission = Some(Admission::new(false));
    line::open(&mut line, &online.settings, &code, now);
}

/// Whether the next try is not due yet (it is set `wait` seconds from now
/// the first time; the game wakes for it). The game is left unchanged while
/// it only waits, so that nothing is saved for it.
fn not_yet(online: &mut ResMut<Online>, wake: &mut Wake, now: f64, wait: f64, why: &'static str) -> bool {
    let due = online.reach_again.next.unwrap_or(now + wait);
    if online.reach_again.next.is_none() {
        online.reach_again.next = Some(due);
    }
    if now < due {
        wake.within(due - now, why);
    }
    now < due
}
