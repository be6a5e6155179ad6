//! The messages of a game online, with a friend or a stranger.

use pegs_engine::online::{Fault, TurnedAway};

use super::super::OnlineMsg;
use super::{Text, id, minutes, n, plain, with};

/// What is said of a game online: with a friend, or (where the words differ) with a stranger.
pub(super) fn online(m: &OnlineMsg) -> Text {
    match m {
        OnlineMsg::Mode => id("online-mode"),
        OnlineMsg::Start => id("online-start"),
        OnlineMsg::Create => id("online-create"),
        OnlineMsg::Join => id("online-join"),
        OnlineMsg::CodeField => id("online-code-field"),
        OnlineMsg::Code(code) => with("online-code", vec![("code", plain(code.clone()))]),
        OnlineMsg::CopyLink => id("online-copy-link"),
        OnlineMsg::LinkCopied => id("online-link-copied"),
        OnlineMsg::Server => id("online-server"),
        OnlineMsg::NotACode => id("online-not-a-code"),
        OnlineMsg::Connecting => id("online-connecting"),
        OnlineMsg::Waiting(code) => with("online-waiting", vec![("code", plain(code.clone()))]),
        OnlineMsg::Joining(code) => with("online-joining", vec![("code", plain(code.clone()))]),
        OnlineMsg::NobodyThere => id("online-nobody-there"),
        OnlineMsg::FriendHere => id("online-friend-here"),
        OnlineMsg::NoRoute { relay } => id(if *relay { "online-no-route-relay" } else { "online-no-route" }),
        OnlineMsg::ConnectedDirectly => id("online-connected-directly"),
        OnlineMsg::ConnectedThroughRelay => id("online-connected-through-relay"),
        OnlineMsg::IceUnavailable => id("online-ice-unavailable"),
        OnlineMsg::FriendAway(seconds) => with("online-friend-away", vec![("seconds", n(*seconds))]),
        OnlineMsg::FriendGone => id("online-friend-gone"),
        OnlineMsg::Unreachable(server) => with("online-unreachable", vec![("server", plain(server.clone()))]),
        OnlineMsg::NoServerHere(host) => with("online-no-server-here", vec![("host", plain(host.clone()))]),
        OnlineMsg::ReachingAgain => id("online-reaching-again"),
        OnlineMsg::MeetingAgain => id("online-meeting-again"),
        OnlineMsg::Full => id("online-full"),
        OnlineMsg::NoWebRtc => id("online-no-webrtc"),
        OnlineMsg::NoWebRtcInstead => id("online-no-webrtc-instead"),
        OnlineMsg::Failed(fault) => match fault {
            Fault::OtherVersion { version, .. } => {
                with("online-failed-other-version", vec![("version", plain(version.clone()))])
            }
            Fault::SameRole => id("online-failed-same-role"),
            Fault::InvalidMove => id("online-failed-invalid-move"),
            Fault::Diverged => id("online-failed-diverged"),
        },
        OnlineMsg::TurnedAway(why) => match why {
            TurnedAway::NotAGame => id("online-turned-away-not-a-game"),
            TurnedAway::NotAnOffer => id("online-turned-away-not-an-offer"),
            TurnedAway::OtherVersion { version, .. } => {
                with("online-turned-away-other-version", vec![("version", plain(version.clone()))])
            }
            TurnedAway::SameSide => id("online-turned-away-same-side"),
            TurnedAway::OtherGame => id("online-turned-away-other-game"),
        },
        OnlineMsg::SetupFailed => id("online-setup-failed"),
        OnlineMsg::FriendsTurn => id("online-friends-turn"),
        OnlineMsg::Starts { game, you } => {
            with(if *you { "online-starts-you" } else { "online-starts-friend" }, vec![("game", n(*game))])
        }
        OnlineMsg::Resigned { you } => {
            id(if *you { "online-resigned-you" } else { "online-resigned-friend" })
        }
        OnlineMsg::FriendWins => id("online-friend-wins"),
        OnlineMsg::RematchOffered => id("online-rematch-offered"),
        OnlineMsg::RematchAsked => id("online-rematch-asked"),
        OnlineMsg::Resign => id("online-resign"),
        OnlineMsg::Rematch => id("online-rematch"),
        OnlineMsg::Claim => id("online-claim"),
        OnlineMsg::Leave => id("online-leave"),
        OnlineMsg::AllTime { won, lost, drawn } => {
            with("online-all-time", vec![("won", n(*won)), ("lost", n(*lost)), ("drawn", n(*drawn))])
        }
        OnlineMsg::PlaySomeone => id("online-play-someone"),
        OnlineMsg::Looking(seconds) => with("online-looking", vec![("time", minutes(*seconds))]),
        OnlineMsg::LookingAgain(seconds) => with("online-looking-again", vec![("time", minutes(*seconds))]),
        OnlineMsg::NoOneYet => id("online-no-one-yet"),
        OnlineMsg::KeepWaiting => id("online-keep-waiting"),
        OnlineMsg::PlayComputer => id("online-play-computer"),
        OnlineMsg::StopLooking => id("online-stop-looking"),
        OnlineMsg::WithStranger(m) => match &**m {
            OnlineMsg::FriendsTurn => id("online-stranger-turn"),
            OnlineMsg::Starts { game, you: false } => {
                with("online-stranger-starts", vec![("game", n(*game))])
            }
            OnlineMsg::Resigned { you: false } => id("online-stranger-resigned"),
            OnlineMsg::FriendWins => id("online-stranger-wins"),
            OnlineMsg::RematchOffered => id("online-stranger-rematch-offered"),
            OnlineMsg::RematchAsked => id("online-stranger-rematch-asked"),
            OnlineMsg::FriendAway(seconds) => with("online-stranger-away", vec![("seconds", n(*seconds))]),
            OnlineMsg::FriendGone => id("online-stranger-gone"),
            OnlineMsg::MeetingAgain => id("online-stranger-meeting-again"),
            OnlineMsg::FriendHere => id("online-stranger-here"),
            OnlineMsg::NoRoute { relay } => {
                id(if *relay { "online-stranger-no-route-relay" } else { "online-stranger-no-route" })
            }
            other => online(other),
        },
        OnlineMsg::AllTimeStrangers { won, lost, drawn } => with(
            "online-all-time-strangers",
            vec![("won", n(*won)), ("lost", n(*lost)), ("drawn", n(*drawn))],
        ),
    }
}
