//! A sample of every thing a Hanoi race says.

use pegs_engine::race::{Fault, Placing};

use super::super::{Compare, Msg, RaceMsg, Rival};

/// Every kind of thing a race says, of a friend and of a stranger.
pub(super) fn race_samples() -> Vec<Msg> {
    let clock = || "0:41.3".to_string();
    let mut said = vec![
        RaceMsg::Heading,
        RaceMsg::MenuButton,
        RaceMsg::Lead,
        RaceMsg::Create,
        RaceMsg::Someone,
        RaceMsg::Join,
        RaceMsg::CodeField,
        RaceMsg::LineBusy,
        RaceMsg::Waiting("K7QX2M".into()),
        RaceMsg::Joining("K7QX2M".into()),
        RaceMsg::ComingBack("K7QX2M".into()),
        RaceMsg::Looking { disks: 5, pegs: 3, seconds: 12 },
        RaceMsg::TowerLabel,
        RaceMsg::FromStart,
        RaceMsg::TodaysPuzzle,
        RaceMsg::Scrambled,
        RaceMsg::Tower { disks: 1, pegs: 4 },
        RaceMsg::Tower { disks: 22, pegs: 3 },
        RaceMsg::Starting(3),
        RaceMsg::Starting(1),
        RaceMsg::Go,
        RaceMsg::Counter { moves: 12, optimum: 31, clock: clock() },
        RaceMsg::Finish { rival: None, moves: 31, clock: Some(clock()) },
        RaceMsg::Finish { rival: None, moves: 2, clock: None },
        RaceMsg::Again,
        RaceMsg::YouChoose,
        RaceMsg::Start,
        RaceMsg::Leave,
        RaceMsg::Full,
        RaceMsg::NotDuringRace,
        RaceMsg::NotYet,
        RaceMsg::ColumnWon,
        RaceMsg::ColumnLost,
        RaceMsg::ColumnBestTime,
    ];
    for fault in [
        Fault::OtherVersion { protocol: 9, version: "9.9.9".into() },
        Fault::OtherVersion { protocol: 1, version: "0.2.0".into() },
        Fault::TooFast,
        Fault::SameRole,
        Fault::InvalidMove,
        Fault::BadTime,
        Fault::FalseFinish,
        Fault::Diverged,
    ] {
        said.push(RaceMsg::Failed(fault));
    }
    for rival in [Rival::Friend, Rival::Stranger] {
        said.extend([
            RaceMsg::RivalTower(rival),
            RaceMsg::RivalMoves { rival, moves: 1, optimum: 7 },
            RaceMsg::RivalMoves { rival, moves: 5, optimum: 31 },
            RaceMsg::RivalHome { rival, moves: 35, clock: clock() },
            RaceMsg::YouHome { rival, moves: 31, clock: clock() },
            RaceMsg::Finish { rival: Some(rival), moves: 35, clock: Some(clock()) },
            RaceMsg::Finish { rival: Some(rival), moves: 22, clock: None },
            RaceMsg::AgainOffered(rival),
            RaceMsg::AgainAsked(rival),
            RaceMsg::RivalChooses(rival),
            RaceMsg::RivalAway { rival, seconds: 42 },
            RaceMsg::RivalGone(rival),
            RaceMsg::RivalLeft(rival),
            RaceMsg::StrangerTurnedAway(rival),
            RaceMsg::RecordsHeading(rival),
            RaceMsg::First { won: true, rival },
            RaceMsg::First { won: false, rival },
        ]);
        for placing in [Placing::Won, Placing::Lost, Placing::Tie] {
            for (compare, moves) in
                [(Compare::Fewer, 1), (Compare::Fewer, 4), (Compare::More, 2), (Compare::Same, 0)]
            {
                said.push(RaceMsg::Result { placing, rival, seconds: "3.2".into(), compare, moves });
            }
        }
    }
    said.into_iter().map(Msg::Race).collect()
}
