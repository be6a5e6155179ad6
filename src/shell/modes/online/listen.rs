//! What arrives on the line each frame (games coming and going, handshakes
//! that failed, messages), what it sends, and the lines let go.

use std::pin::Pin;
use std::task::{Context, Poll, Waker};
use tracing::{debug, info, warn};

use bevy::prelude::*;
use bevy::tasks::futures_lite::Stream;
use matchbox_socket::PeerState;

use super::{
    Breakdown, Closing, Connection, ConnectionEvent, ConnectionState, MOST_EARLY, Peer, ROUTE_KNOWN_WITHIN,
    Socket, answered, linger, send_all,
};
use crate::base::frames::{TIMER_STEP, Wake};
use crate::shell::platform::tasks::Work;

/// What arrived: games coming and going, handshakes that failed, and
/// messages. What arrives later wakes the game (it may sleep while the
/// friend thinks).
pub(super) fn listen(
    mut commands: Commands,
    time: Res<Time>,
    work: Res<Work>,
    mut knock: Local<Option<Waker>>,
    mut line: ResMut<Connection>,
    mut events: MessageWriter<ConnectionEvent>,
) {
    if line.standby.is_none() && !line.asking.is_waiting() && !line.is_open() {
        return;
    }
    let knock = knock.get_or_insert_with(|| work.task_waker());
    let mut cx = Context::from_waker(knock);
    let line = &mut *line;
    let now = time.elapsed_secs_f64();
    if let Some((opening, answer)) = line.asking.take_or_wake(&mut cx) {
        answered(line, opening, answer);
    }
    take_over_once_in(&mut commands, line, &mut events, now, &mut cx);
    if !line.is_open() {
        return;
    }
    let Some(Socket { socket, .. }) = line.socket.as_mut() else { return };
    if !line.signalling_lost && socket.poll_signaling_ended(&mut cx).is_ready() {
        info!("the signalling server is gone; the games in the room stay connected");
        line.signalling_lost = true;
    }
    let mut changes = match socket.try_update_peers() {
        Ok(changes) => changes,
        Err(_) => {
            ended(line, &mut events);
            return;
        }
    };
    // Polled until nothing is ready: the next change wakes the game.
    let mut ended = false;
    loop {
        match Pin::new(&mut *socket).poll_next(&mut cx) {
            Poll::Ready(Some(change)) => changes.push(change),
            Poll::Ready(None) => {
                ended = true;
                break;
            }
            Poll::Pending => break,
        }
    }
    let mut broken = socket.handshake_failures();
    while let Poll::Ready(Some(failure)) = socket.poll_handshake_failure(&mut cx) {
        broken.push(failure);
    }
    let mut seen = socket.peers_seen();
    while let Poll::Ready(Some(peer)) = socket.poll_peer_seen(&mut cx) {
        seen.push(peer);
    }
    for peer in seen {
        // Someone came: the friend, most likely; the connection is being made.
        line.met = true;
        if !line.seen.contains(&peer) && !line.present.contains(&peer) {
            line.seen.push(peer);
            events.write(ConnectionEvent::Seen(peer));
        }
    }
    if line.state == ConnectionState::Connecting
        && let Some(me) = socket.id()
    {
        line.state = ConnectionState::Open;
        line.me = Some(me);
    }
    for (peer, error) in broken {
        warn!("a game's connection could not be set up: {error}");
        line.seen.retain(|&p| p != peer);
        events.write(ConnectionEvent::Broken(peer, Breakdown::from(&error)));
    }
    let mut packets = Vec::new();
    if let Ok(channel) = socket.get_channel_mut(0) {
        packets = channel.receive();
        while let Poll::Ready(Some(packet)) = Pin::new(&mut *channel).poll_next(&mut cx) {
            packets.push(packet);
        }
    }
    for (peer, change) in changes {
        match change {
            PeerState::Connected => {
                line.met = true;
                line.seen.retain(|&p| p != peer);
                if !line.present.contains(&peer) {
                    line.present.push(peer);
                    line.routes_due.push((peer, now + ROUTE_KNOWN_WITHIN));
                }
                events.write(ConnectionEvent::Arrived(peer));
                // What it sent before its connection was reported up.
                let (early, later): (Vec<_>, Vec<_>) =
                    std::mem::take(&mut line.early).into_iter().partition(|(p, _)| *p == peer);
                line.early = later;
                events.write_batch(early.into_iter().map(|(p, bytes)| ConnectionEvent::Received(p, bytes)));
            }
            PeerState::Disconnected => {
                line.early.retain(|(p, _)| *p != peer);
                line.seen.retain(|&p| p != peer);
                line.routes_due.retain(|(p, _)| *p != peer);
                // A game whose handshake never completed left too: it was never present.
                if line.present.contains(&peer) {
                    line.present.retain(|&p| p != peer);
                    events.write(ConnectionEvent::Left(peer));
                }
            }
        }
    }
    for (peer, packet) in packets {
        if line.present.contains(&peer) {
            events.write(ConnectionEvent::Received(peer, packet.to_vec()));
        } else {
            if line.early.len() >= MOST_EARLY {
                line.early.remove(0);
            }
            line.early.push((peer, packet.to_vec()));
        }
    }
    if ended {
        self::ended(line, &mut events);
    }
    // A path once known stays: the line stops looking for it.
    let known: Vec<Peer> =
        line.routes_due.iter().map(|(p, _)| *p).filter(|&p| line.route(p).is_some()).collect();
    line.routes_due.retain(|(p, due)| !known.contains(p) && *due > now);
}

/// The line's message loop ended: the server was never reached, or the
/// line broke, or the server ended it and said why. The games on it left.
/// While a new line to the room is being opened, the line waits for it.
fn ended(line: &mut Connection, events: &mut MessageWriter<ConnectionEvent>) {
    line.closed_by_server = line.socket.take().and_then(|s| s.closed_by_server());
    line.early.clear();
    // Let go by the room's first game while their connection was being
    // made: that game could not reach this one (it gave the handshake up),
    // as this side would have found a moment later.
    if line.closed_by_server.as_ref().is_some_and(|c| c.code == super::LET_GO_CLOSE) {
        let pending = line.seen.iter().filter(|p| !line.present.contains(p));
        events.write_batch(pending.map(|&p| ConnectionEvent::Broken(p, Breakdown::NoRoute)));
    }
    line.seen.clear();
    line.routes_due.clear();
    events.write_batch(line.present.drain(..).map(ConnectionEvent::Left));
    if line.moving() {
        line.signalling_lost = true;
    } else {
        line.state = ConnectionState::Unreachable;
    }
}

/// The new line opened by [`move_to`] takes over once the server gave it
/// its id (it is in the room): the old line is let go after what it still
/// has to send, and the games on it are reported left. A new line that
/// could not reach a server is dropped.
fn take_over_once_in(
    commands: &mut Commands,
    line: &mut Connection,
    events: &mut MessageWriter<ConnectionEvent>,
    now: f64,
    cx: &mut Context<'_>,
) {
    let Some(standby) = line.standby.as_mut() else { return };
    let Some(me) = standby.socket.id() else {
        if standby.socket.poll_signaling_ended(cx).is_ready() {
            debug!("a new line to the room could not be opened");
            let standby = line.standby.take();
            if line.socket.is_none() {
                // Nothing left to carry on with.
                line.closed_by_server = standby.and_then(|s| s.closed_by_server());
                line.state = ConnectionState::Unreachable;
            }
        }
        return;
    };
    info!("a new line to the room took over");
    let outbox = std::mem::take(&mut line.outbox);
    if let Some(old) = std::mem::replace(&mut line.socket, line.standby.take()) {
        commands.queue(move |world: &mut World| linger(world, old, outbox));
    }
    events.write(ConnectionEvent::Moved);
    events.write_batch(line.present.drain(..).map(ConnectionEvent::Left));
    line.early.clear();
    line.seen.clear();
    line.routes_due.clear();
    line.state = ConnectionState::Open;
    line.me = Some(me);
    line.signalling_lost = false;
    line.closed_by_server = None;
    line.opened_at = now;
}

/// What this game sends, at the end of the frame.
pub(super) fn deliver(mut line: ResMut<Connection>) {
    if line.outbox.is_empty() {
        return;
    }
    let line = &mut *line;
    let outbox = std::mem::take(&mut line.outbox);
    if let Some(socket) = line.socket.as_mut() {
        send_all(&mut socket.socket, outbox);
    }
}

/// Closed lines whose time is up are let go; the game wakes to do it.
pub(super) fn let_go(time: Res<Time<Real>>, mut closing: ResMut<Closing>, mut wake: ResMut<Wake>) {
    if closing.0.is_empty() {
        return;
    }
    let now = time.elapsed_secs_f64();
    closing.0.retain(|(_, until)| *until > now);
    if let Some(next) = closing.0.iter().map(|(_, until)| *until).reduce(f64::min) {
        wake.within(next - now, "a closed line still delivering");
    }
}

/// What arrives on an open line wakes the game itself (see [`listen`]);
/// only reaching the server is watched (the socket says nothing then).
pub(super) fn keep_listening(line: Res<Connection>, mut wake: ResMut<Wake>) {
    if line.state == ConnectionState::Connecting || line.standby.is_some() || line.asking.is_waiting() {
        wake.within(TIMER_STEP, "reaching the signalling server");
    }
    // The path of a game just connected is learnt a moment later: looked for until known.
    if !line.routes_due.is_empty() {
        wake.within(0.25, "learning how a game is reached");
    }
}
