//! The messages of a Hanoi race.

use pegs_engine::race::{Fault, Placing};

use super::super::race::{Compare, RaceMsg, Rival};
use super::{Arg, Text, id, key, n, plain, with};

/// Who the other racer is, as the files select on it.
fn who(rival: Rival) -> (&'static str, Arg) {
    ("who", key(if rival == Rival::Friend { "friend" } else { "stranger" }))
}

pub(super) fn race(m: &RaceMsg) -> Text {
    match m {
        RaceMsg::Heading => id("race-heading"),
        RaceMsg::MenuButton => id("race-menu-button"),
        RaceMsg::Lead => id("race-lead"),
        RaceMsg::Create => id("race-create"),
        RaceMsg::Someone => id("race-someone"),
        RaceMsg::Join => id("race-join"),
        RaceMsg::CodeField => id("race-code-field"),
        RaceMsg::LineBusy => id("race-line-busy"),
        RaceMsg::Waiting(code) => with("race-waiting", vec![("code", plain(code.clone()))]),
        RaceMsg::Joining(code) => with("race-joining", vec![("code", plain(code.clone()))]),
        RaceMsg::ComingBack(code) => with("race-coming-back", vec![("code", plain(code.clone()))]),
        RaceMsg::Looking { disks, pegs, seconds } => with(
            "race-looking",
            vec![("disks", n(*disks as u32)), ("pegs", n(*pegs as u32)), ("seconds", n(*seconds))],
        ),
        RaceMsg::TowerLabel => id("race-tower-label"),
        RaceMsg::FromStart => id("race-from-start"),
        RaceMsg::TodaysPuzzle => id("race-todays-puzzle"),
        RaceMsg::Scrambled => id("race-scrambled"),
        RaceMsg::Tower { disks, pegs } => {
            with("race-tower", vec![("disks", n(*disks as u32)), ("pegs", n(*pegs as u32))])
        }
        RaceMsg::Starting(seconds) => with("race-starting", vec![("seconds", n(*seconds))]),
        RaceMsg::Go => id("race-go"),
        RaceMsg::Counter { moves, optimum, clock } => with(
            "race-counter",
            vec![("moves", n(*moves)), ("optimum", n(*optimum as f64)), ("clock", plain(clock.clone()))],
        ),
        RaceMsg::RivalTower(rival) => with("race-rival-tower", vec![who(*rival)]),
        RaceMsg::RivalMoves { rival, moves, optimum } => {
            with("race-rival-moves", vec![who(*rival), ("moves", n(*moves)), ("optimum", n(*optimum as f64))])
        }
        RaceMsg::RivalHome { rival, moves, clock } => {
            with("race-rival-home", vec![who(*rival), ("moves", n(*moves)), ("clock", plain(clock.clone()))])
        }
        RaceMsg::YouHome { rival, moves, clock } => {
            with("race-you-home", vec![who(*rival), ("moves", n(*moves)), ("clock", plain(clock.clone()))])
        }
        RaceMsg::Result { placing, rival, seconds, compare, moves } => {
            let compare = match compare {
                Compare::Fewer => "fewer",
                Compare::More => "more",
                Compare::Same => "same",
            };
            let args = vec![
                who(*rival),
                ("seconds", plain(seconds.clone())),
                ("compare", key(compare)),
                ("moves", n(*moves)),
            ];
            match placing {
                Placing::Won => with("race-won", args),
                Placing::Lost => with("race-lost", args),
                Placing::Tie => with("race-tie", vec![who(*rival), ("seconds", plain(seconds.clone()))]),
            }
        }
        RaceMsg::First { won, rival } => {
            with(if *won { "race-won-first" } else { "race-lost-first" }, vec![who(*rival)])
        }
        RaceMsg::Finish { rival, moves, clock } => {
            let mut args = vec![("moves", n(*moves))];
            let whose = match rival {
                None => "you",
                Some(Rival::Friend) => "friend",
                Some(Rival::Stranger) => "stranger",
            };
            args.push(("whose", key(whose)));
            match clock {
                Some(clock) => {
                    args.push(("clock", plain(clock.clone())));
                    with("race-finish", args)
                }
                None => with("race-finish-not-home", args),
            }
        }
        RaceMsg::Again => id("race-again"),
        RaceMsg::AgainOffered(rival) => with("race-again-offered", vec![who(*rival)]),
        RaceMsg::AgainAsked(rival) => with("race-again-asked", vec![who(*rival)]),
        RaceMsg::YouChoose => id("race-you-choose"),
        RaceMsg::Start => id("race-start"),
        RaceMsg::RivalChooses(rival) => with("race-rival-chooses", vec![who(*rival)]),
        RaceMsg::Leave => id("race-leave"),
        RaceMsg::RivalAway { rival, seconds } => {
            with("race-rival-away", vec![who(*rival), ("seconds", n(*seconds))])
        }
        RaceMsg::RivalGone(rival) => with("race-rival-gone", vec![who(*rival)]),
        RaceMsg::RivalLeft(rival) => with("race-rival-left", vec![who(*rival)]),
        RaceMsg::Full => id("race-full"),
        RaceMsg::StrangerTurnedAway(rival) => with("race-stranger", vec![who(*rival)]),
        RaceMsg::Failed(fault) => match fault {
            Fault::OtherVersion { version, protocol } => {
                let older = *protocol < pegs_engine::race::PROTOCOL;
                let id = if older { "race-failed-older" } else { "race-failed-newer" };
                with(id, vec![("version", plain(version.clone()))])
            }
            Fault::SameRole => id("race-failed-same-role"),
            Fault::InvalidMove => id("race-failed-invalid-move"),
            Fault::BadTime => id("race-failed-bad-time"),
            Fault::TooFast => id("race-failed-too-fast"),
            Fault::FalseFinish => id("race-failed-false-finish"),
            Fault::Diverged => id("race-failed-diverged"),
        },
        RaceMsg::NotDuringRace => id("race-not-during"),
        RaceMsg::NotYet => id("race-not-yet"),
        RaceMsg::RecordsHeading(rival) => with("race-records-heading", vec![who(*rival)]),
        RaceMsg::ColumnWon => id("race-column-won"),
        RaceMsg::ColumnLost => id("race-column-lost"),
        RaceMsg::ColumnBestTime => id("race-column-best-time"),
    }
}
