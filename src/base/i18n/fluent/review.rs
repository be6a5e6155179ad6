//! The review's messages.

use std::cmp::Ordering;

use pegs_engine::hanoi::review::Step;
use pegs_engine::tictactoe::Outcome;
use pegs_engine::tictactoe::review::Verdict;

use super::super::ReviewMsg;
use super::{Text, cell, count, date, id, n, plain, say, text, with};

/// A value in the review's words: "a win in 5 half-moves".
fn value(value: Outcome) -> Text {
    match value {
        Outcome::Win(moves) => with("review-value-win", vec![("moves", n(moves))]),
        Outcome::Loss(moves) => with("review-value-loss", vec![("moves", n(moves))]),
        Outcome::Draw => id("review-value-draw"),
    }
}

/// Cells, each named the language's way, joined by "or".
fn any_of(cells: &[u8]) -> Text {
    let mut named = cells.iter().map(|&c| cell(c));
    let first = named.next().unwrap_or_else(|| Text::Plain("–".into()));
    named.fold(first, |so_far, next| with("list-or", vec![("first", say(so_far)), ("second", say(next))]))
}

/// A cell as the number keys name it (1–9).
fn key(cell: u8) -> super::Arg {
    n(cell + 1)
}

fn side(side: char) -> super::Arg {
    plain(side.to_string())
}

pub(super) fn review(m: &ReviewMsg) -> Text {
    match m {
        ReviewMsg::Open => id("review-open"),
        ReviewMsg::Heading => id("review-heading"),
        ReviewMsg::Strip => id("review-strip"),
        ReviewMsg::TowerStrip => id("review-tower-strip"),
        ReviewMsg::TowerShare(tenths) => {
            with("review-tower-share", vec![("percent", plain(format!("{}.{}", tenths / 10, tenths % 10)))])
        }
        ReviewMsg::Preparing => id("review-preparing"),
        ReviewMsg::At { shown: 0, of } => with("review-at-start", vec![("of", n(*of as u32))]),
        ReviewMsg::At { shown, of } => {
            with("review-at", vec![("shown", n(*shown as u32)), ("of", n(*of as u32))])
        }
        ReviewMsg::Entry { ply, side: s, cell: c, verdict } => with(
            match verdict {
                Verdict::Best => "review-entry-best",
                Verdict::Kept => "review-entry-kept",
                Verdict::Mistake => "review-entry-mistake",
            },
            vec![("ply", n(*ply as u32)), ("side", side(*s)), ("cell", key(*c))],
        ),
        ReviewMsg::Judged { side: s, cell: c, verdict, before, after, best } => with(
            match verdict {
                Verdict::Best => "review-judged-best",
                Verdict::Kept => "review-judged-kept",
                Verdict::Mistake => "review-judged-mistake",
            },
            vec![
                ("side", side(*s)),
                ("cell", say(cell(*c))),
                ("before", say(value(*before))),
                ("after", say(value(*after))),
                ("best", say(any_of(best))),
            ],
        ),
        ReviewMsg::Accuracy { side: s, yours, tenths, mistakes, only } => with(
            if *yours { "review-accuracy-yours" } else { "review-accuracy" },
            vec![
                ("side", side(*s)),
                ("whole", n(*tenths / 10)),
                ("tenth", n(*tenths % 10)),
                ("mistakes", n(*mistakes as u32)),
                ("only", n(*only as u32)),
            ],
        ),
        ReviewMsg::OnlyMove => id("review-only-move"),
        ReviewMsg::MarkPlayed(Verdict::Best) => id("review-mark-played-best"),
        ReviewMsg::MarkPlayed(Verdict::Kept) => id("review-mark-played-kept"),
        ReviewMsg::MarkPlayed(Verdict::Mistake) => id("review-mark-played-mistake"),
        ReviewMsg::MarkBest => id("review-mark-best"),
        ReviewMsg::MissedWin => id("review-missed-win"),
        ReviewMsg::FirstMistake { side: s, yours, ply } => {
            let which = match (yours, ply) {
                (true, Some(_)) => "review-first-mistake-yours",
                (false, Some(_)) => "review-first-mistake",
                (true, None) => "review-no-mistake-yours",
                (false, None) => "review-no-mistake",
            };
            let mut args = vec![("side", side(*s))];
            if let Some(p) = ply {
                args.push(("ply", n(*p as u32)));
            }
            with(which, args)
        }
        ReviewMsg::Earlier => id("review-earlier"),
        ReviewMsg::Later => id("review-later"),
        ReviewMsg::TryAgain => id("review-try-again"),
        ReviewMsg::Trying { side: s, value: v } => {
            with("review-trying", vec![("side", side(*s)), ("value", say(value(*v)))])
        }
        ReviewMsg::Tried { kept, value: v } => with(
            if *kept { "review-tried-kept" } else { "review-tried-lost" },
            vec![("value", say(value(*v)))],
        ),
        ReviewMsg::BackToReview => id("review-back"),
        ReviewMsg::CopyLink => id("review-copy-link"),
        ReviewMsg::LinkCopied => id("review-link-copied"),
        ReviewMsg::Leave => id("review-leave"),
        ReviewMsg::NotAGame(why) => with("review-not-a-game", vec![("why", plain(why.clone()))]),
        ReviewMsg::TowerSummary { made, optimum, wasted, home } => with(
            if *home { "review-tower-summary-home" } else { "review-tower-summary-left" },
            vec![("made", count(*made)), ("optimum", count(*optimum)), ("wasted", count(*wasted))],
        ),
        ReviewMsg::TowerEntry { number, from, to, step } => with(
            if *step == Step::Shortest { "review-tower-entry-shortest" } else { "review-tower-entry-detour" },
            vec![("number", n(*number as u32)), ("from", n(*from as u32)), ("to", n(*to as u32))],
        ),
        ReviewMsg::TowerJudged { disk, from, to, step, left } => with(
            if *step == Step::Shortest {
                "review-tower-judged-shortest"
            } else {
                "review-tower-judged-detour"
            },
            vec![
                ("disk", n(*disk)),
                ("from", n(*from as u32)),
                ("to", n(*to as u32)),
                ("left", count(*left)),
            ],
        ),
        ReviewMsg::FirstDetour(Some(number)) => {
            with("review-first-detour", vec![("number", n(*number as u32))])
        }
        ReviewMsg::FirstDetour(None) => id("review-no-detour"),
        ReviewMsg::TowerTooTall { disks } => with("review-tower-too-tall", vec![("disks", n(*disks as u32))]),
        ReviewMsg::LastGames => id("review-last-games"),
        ReviewMsg::GameEntry { day, against, result, moves } => {
            let which = match result {
                Some(Ordering::Greater) => "review-game-won",
                Some(Ordering::Less) => "review-game-lost",
                Some(Ordering::Equal) => "review-game-drawn",
                None => "review-game-played",
            };
            with(
                which,
                vec![
                    ("day", say(day.map_or(Text::Plain("–".into()), date))),
                    ("against", say(text(against))),
                    ("moves", n(*moves as u32)),
                ],
            )
        }
        ReviewMsg::TowerRecord { day, disks, pegs, made, optimum } => with(
            "review-tower-record",
            vec![
                ("day", say(day.map_or(Text::Plain("–".into()), date))),
                ("disks", n(*disks as u32)),
                ("pegs", n(*pegs as u32)),
                ("made", count(*made)),
                ("optimum", count(*optimum)),
            ],
        ),
        ReviewMsg::NoGames => id("review-no-games"),
        ReviewMsg::Puzzle => id("review-puzzle"),
    }
}
