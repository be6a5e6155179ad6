//! A sample of every thing a finished game's review says.

use pegs_engine::tictactoe::{Level, Outcome};

use super::super::{Msg, ReviewMsg};

/// Every kind of thing a review says.
pub(super) fn review_samples() -> Vec<Msg> {
    use pegs_engine::hanoi::review::Step;
    use pegs_engine::tictactoe::review::Verdict;
    let day = pegs_engine::puzzle::Day::parse("2026-12-06").ok();
    [
        ReviewMsg::Open,
        ReviewMsg::Heading,
        ReviewMsg::Strip,
        ReviewMsg::TowerStrip,
        ReviewMsg::TowerShare(778),
        ReviewMsg::Preparing,
        ReviewMsg::At { shown: 0, of: 9 },
        ReviewMsg::At { shown: 5, of: 9 },
        ReviewMsg::Entry { ply: 5, side: 'X', cell: 2, verdict: Verdict::Best },
        ReviewMsg::Entry { ply: 6, side: 'O', cell: 3, verdict: Verdict::Kept },
        ReviewMsg::Entry { ply: 7, side: 'X', cell: 8, verdict: Verdict::Mistake },
        ReviewMsg::Judged {
            side: 'X',
            cell: 4,
            verdict: Verdict::Best,
            before: Outcome::Win(9),
            after: Outcome::Win(9),
            best: vec![4],
        },
        ReviewMsg::Judged {
            side: 'O',
            cell: 1,
            verdict: Verdict::Kept,
            before: Outcome::Loss(8),
            after: Outcome::Loss(2),
            best: vec![0, 8],
        },
        ReviewMsg::Judged {
            side: 'X',
            cell: 5,
            verdict: Verdict::Mistake,
            before: Outcome::Win(1),
            after: Outcome::Draw,
            best: vec![2],
        },
        ReviewMsg::Accuracy { side: 'X', yours: true, tenths: 875, mistakes: 1, only: 2 },
        ReviewMsg::Accuracy { side: 'O', yours: false, tenths: 1000, mistakes: 0, only: 1 },
        ReviewMsg::Accuracy { side: 'O', yours: false, tenths: 333, mistakes: 4, only: 5 },
        ReviewMsg::OnlyMove,
        ReviewMsg::MarkPlayed(Verdict::Best),
        ReviewMsg::MarkPlayed(Verdict::Kept),
        ReviewMsg::MarkPlayed(Verdict::Mistake),
        ReviewMsg::MarkBest,
        ReviewMsg::MissedWin,
        ReviewMsg::FirstMistake { side: 'X', yours: true, ply: Some(5) },
        ReviewMsg::FirstMistake { side: 'O', yours: false, ply: Some(6) },
        ReviewMsg::FirstMistake { side: 'X', yours: true, ply: None },
        ReviewMsg::FirstMistake { side: 'O', yours: false, ply: None },
        ReviewMsg::Earlier,
        ReviewMsg::Later,
        ReviewMsg::TryAgain,
        ReviewMsg::Trying { side: 'X', value: Outcome::Win(3) },
        ReviewMsg::Tried { kept: true, value: Outcome::Win(5) },
        ReviewMsg::Tried { kept: false, value: Outcome::Loss(4) },
        ReviewMsg::BackToReview,
        ReviewMsg::CopyLink,
        ReviewMsg::LinkCopied,
        ReviewMsg::Leave,
        ReviewMsg::NotAGame("move 2 (4): cell 4 already holds a stone".into()),
        ReviewMsg::TowerSummary { made: 9, optimum: 7, wasted: 2, home: true },
        ReviewMsg::TowerSummary { made: 4, optimum: 7, wasted: 2, home: false },
        ReviewMsg::TowerEntry { number: 3, from: 1, to: 2, step: Step::Shortest },
        ReviewMsg::TowerEntry { number: 4, from: 2, to: 1, step: Step::Detour },
        ReviewMsg::TowerJudged { disk: 1, from: 1, to: 3, step: Step::Shortest, left: 6 },
        ReviewMsg::TowerJudged { disk: 1, from: 1, to: 2, step: Step::Detour, left: 8 },
        ReviewMsg::FirstDetour(Some(3)),
        ReviewMsg::FirstDetour(None),
        ReviewMsg::TowerTooTall { disks: 12 },
        ReviewMsg::LastGames,
        ReviewMsg::GameEntry {
            day,
            against: Box::new(Msg::AgainstLevel(Level::Hard)),
            result: Some(std::cmp::Ordering::Greater),
            moves: 9,
        },
        ReviewMsg::GameEntry {
            day,
            against: Box::new(Msg::TwoPlayersRow),
            result: Some(std::cmp::Ordering::Less),
            moves: 12,
        },
        ReviewMsg::GameEntry {
            day,
            against: Box::new(Msg::OnlineRow { strangers: true }),
            result: Some(std::cmp::Ordering::Equal),
            moves: 60,
        },
        ReviewMsg::GameEntry { day: None, against: Box::new(Msg::TwoPlayersRow), result: None, moves: 7 },
        ReviewMsg::TowerRecord { day, disks: 5, pegs: 3, made: 40, optimum: 31 },
        ReviewMsg::NoGames,
        ReviewMsg::Puzzle,
    ]
    .into_iter()
    .map(Msg::Review)
    .collect()
}
