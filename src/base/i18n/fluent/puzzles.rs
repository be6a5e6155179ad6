//! The daily puzzles' and the ladders' messages.

use crate::base::screen::GAME_NAME;

use super::super::PuzzleMsg;
use super::{Text, cell, cells, count, date, id, n, outcome, plain, say, stars, text, with};

/// What is said of the daily puzzles.
pub(super) fn puzzle(m: &PuzzleMsg) -> Text {
    match m {
        PuzzleMsg::Daily => id("puzzle-daily"),
        PuzzleMsg::Date(day) => date(*day),
        PuzzleMsg::EarlierDay => id("puzzle-earlier-day"),
        PuzzleMsg::LaterDay => id("puzzle-later-day"),
        PuzzleMsg::Today => id("puzzle-today"),
        PuzzleMsg::HanoiEntry { optimum, stars: Some(s) } => {
            with("puzzle-hanoi-entry-stars", vec![("optimum", count(*optimum)), ("stars", stars(*s))])
        }
        PuzzleMsg::HanoiEntry { optimum, stars: None } => {
            with("puzzle-hanoi-entry", vec![("optimum", count(*optimum))])
        }
        PuzzleMsg::TttEntry { win_in, solved } => with(
            if *solved { "puzzle-ttt-entry-solved" } else { "puzzle-ttt-entry" },
            vec![("moves", n(*win_in))],
        ),
        PuzzleMsg::Preparing => id("puzzle-preparing"),
        PuzzleMsg::Streak { now, best } => with("puzzle-streak", vec![("now", n(*now)), ("best", n(*best))]),
        PuzzleMsg::Share => id("puzzle-share"),
        PuzzleMsg::Copied => id("puzzle-copied"),
        PuzzleMsg::ShareLine { day, hanoi, tictactoe: (win_in, solved), streak } => {
            let hanoi = match hanoi {
                Some((moves, optimum, earned)) => {
                    format!("{moves}/{optimum} {}", "★".repeat((*earned).min(3) as usize))
                }
                None => "–".into(),
            };
            with(
                "puzzle-share-line",
                vec![
                    ("game", plain(GAME_NAME)),
                    ("day", plain(day.to_string())),
                    ("hanoi", plain(hanoi)),
                    ("moves", n(*win_in)),
                    ("mark", plain(if *solved { "✓" } else { "–" })),
                    ("streak", n(*streak)),
                ],
            )
        }
        PuzzleMsg::Heading(day) => with("puzzle-heading", vec![("date", say(date(*day)))]),
        PuzzleMsg::HanoiGoal { goal, optimum } => {
            with("puzzle-hanoi-goal", vec![("goal", n(*goal as u32)), ("optimum", count(*optimum))])
        }
        PuzzleMsg::HanoiMoves { moves, optimum } => {
            with("puzzle-hanoi-moves", vec![("moves", count(*moves)), ("optimum", count(*optimum))])
        }
        PuzzleMsg::HanoiSolved { moves, optimum, stars: s } => with(
            "puzzle-hanoi-solved",
            vec![("moves", count(*moves)), ("optimum", count(*optimum)), ("stars", stars(*s))],
        ),
        PuzzleMsg::HanoiHelped => id("puzzle-hanoi-helped"),
        PuzzleMsg::TttGoal { side: s, win_in } => {
            with("puzzle-ttt-goal", vec![("side", plain(s.to_string())), ("moves", n(*win_in))])
        }
        PuzzleMsg::HalfMovesLeft(left) => with("puzzle-half-moves-left", vec![("moves", n(*left))]),
        PuzzleMsg::TttToWin { side: s, left } => {
            with("puzzle-ttt-to-win", vec![("side", plain(s.to_string())), ("moves", n(*left))])
        }
        PuzzleMsg::TttSolved => id("puzzle-ttt-solved"),
        PuzzleMsg::TttMissed => id("puzzle-ttt-missed"),
        PuzzleMsg::WinningLine(line) => with("puzzle-winning-line", vec![("cells", say(cells(line)))]),
        PuzzleMsg::OtherMoves => id("puzzle-other-moves"),
        PuzzleMsg::OtherMove { cell: at, value } => {
            with("puzzle-other-move", vec![("cell", say(cell(*at))), ("value", say(outcome(*value)))])
        }
        PuzzleMsg::RungHeading { number, of } => {
            with("puzzle-rung-heading", vec![("number", n(*number as u32)), ("of", n(*of as u32))])
        }
        PuzzleMsg::RungStars(s) => with("puzzle-rung-stars", vec![("stars", stars(*s))]),
        PuzzleMsg::LadderEntry { game, solved, of } => with(
            "puzzle-ladder-entry",
            vec![("game", say(text(game))), ("solved", n(*solved as u32)), ("of", n(*of as u32))],
        ),
        PuzzleMsg::Ladders => id("puzzle-ladders"),
        PuzzleMsg::AllOpen => id("puzzle-all-open"),
        PuzzleMsg::NextPuzzle => id("puzzle-next"),
        PuzzleMsg::TryAgain => id("puzzle-try-again"),
        PuzzleMsg::Leave => id("puzzle-leave"),
    }
}
