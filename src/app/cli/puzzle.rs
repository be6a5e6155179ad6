//! `puzzle daily` and `puzzle ladder`: the day's puzzles and the ladders'
//! rungs, as lines to read or as JSON for other tools.

use std::io::{self, Write};

use pegs_engine::puzzle::daily::{HANOI_RUNGS, TTT_LADDER, hanoi_ladder};
use pegs_engine::puzzle::date::WEEKDAYS;
use pegs_engine::puzzle::hanoi::Optima;
use pegs_engine::puzzle::{Day, HanoiPuzzle, Puzzles, TttPuzzle};

/// Which game's ladder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LadderGame {
    /// The Hanoi ladder.
    Hanoi,
    /// The TicTacToe ladder.
    TicTacToe,
}

/// Today as the clock counts UTC days.
pub(super) fn today() -> Result<Day, String> {
    let seconds = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_err(|_| "the system clock is before 1970".to_string())?
        .as_secs();
    Day::from_epoch_days((seconds / 86_400) as i64).map_err(|e| e.to_string())
}

fn hanoi_json(p: &HanoiPuzzle) -> String {
    format!(
        "{{\"pegs\": {}, \"disks\": {}, \"position\": \"{}\", \"goal\": {}, \"optimum\": {}, \"difficulty\": {}}}",
        p.pegs,
        p.disks(),
        p.config(),
        p.goal + 1,
        p.optimum,
        p.difficulty()
    )
}

fn ttt_json(p: &TttPuzzle) -> String {
    let moves: Vec<String> = p.moves.iter().map(u8::to_string).collect();
    format!(
        "{{\"rules\": \"{}\", \"moves\": [{}], \"to_move\": \"{}\", \"win_in\": {}, \"answer\": {}, \"difficulty\": {}}}",
        p.rules.name(),
        moves.join(", "),
        p.to_move,
        p.win_in,
        p.answer,
        p.difficulty()
    )
}

fn hanoi_lines(p: &HanoiPuzzle, out: &mut impl Write) -> io::Result<()> {
    writeln!(
        out,
        "Hanoi: {} disks on {} pegs at {} (the peg of each disk, largest first); bring them all to peg {} in {} moves",
        p.disks(),
        p.pegs,
        p.config(),
        p.goal + 1,
        p.optimum
    )
}

fn ttt_lines(p: &TttPuzzle, out: &mut impl Write) -> io::Result<()> {
    let game = p.game().map_err(io::Error::other)?;
    let moves: Vec<String> = p.moves.iter().map(u8::to_string).collect();
    let after = if moves.is_empty() { "the empty board".to_string() } else { moves.join(" ") };
    writeln!(
        out,
        "TicTacToe ({} rules): after {after}, {} to move wins in {} half-moves",
        p.rules.name(),
        p.to_move,
        p.win_in
    )?;
    for row in 0..3u8 {
        let cells: Vec<String> =
            (0..3u8).map(|col| game.owner(row * 3 + col).map_or(".".into(), |p| p.to_string())).collect();
        writeln!(out, "  {}", cells.join(" "))?;
    }
    writeln!(out, "the one winning move: cell {} (cells 0–8, row by row)", p.answer)
}

/// Prints a day's two puzzles.
pub(super) fn print_daily(day: Day, json: bool, out: &mut impl Write) -> io::Result<()> {
    let daily = Puzzles::new().daily(day);
    if json {
        writeln!(
            out,
            "{{\"date\": \"{day}\", \"hanoi\": {}, \"tictactoe\": {}}}",
            hanoi_json(&daily.hanoi),
            ttt_json(&daily.tictactoe)
        )
    } else {
        writeln!(out, "Puzzles of {day}, a {}", WEEKDAYS[day.weekday()])?;
        hanoi_lines(&daily.hanoi, out)?;
        ttt_lines(&daily.tictactoe, out)
    }
}

/// Rungs in a game's ladder.
pub(super) fn rungs(game: LadderGame) -> usize {
    match game {
        LadderGame::Hanoi => HANOI_RUNGS,
        LadderGame::TicTacToe => TTT_LADDER,
    }
}

/// A rung of either ladder.
enum Rung {
    Hanoi(HanoiPuzzle),
    TicTacToe(TttPuzzle),
}

/// Prints one rung of a ladder (`index` from 1, at most [`rungs`]).
pub(super) fn print_rung(game: LadderGame, index: usize, json: bool, out: &mut impl Write) -> io::Result<()> {
    let (name, rung) = match game {
        // The Hanoi ladder needs only Hanoi's optima, not the TicTacToe table.
        LadderGame::Hanoi => {
            let ladder = hanoi_ladder(&Optima::default());
            ("hanoi", ladder.get(index.wrapping_sub(1)).cloned().map(Rung::Hanoi))
        }
        LadderGame::TicTacToe => {
            ("ttt", Puzzles::new().tictactoe_rung(index.wrapping_sub(1)).map(Rung::TicTacToe))
        }
    };
    let rungs = rungs(game);
    let rung = rung.ok_or_else(|| io::Error::other(format!("the {name} ladder has rungs 1 to {rungs}")))?;
    if json {
        let body = match &rung {
            Rung::Hanoi(h) => format!("\"hanoi\": {}", hanoi_json(h)),
            Rung::TicTacToe(t) => format!("\"tictactoe\": {}", ttt_json(t)),
        };
        writeln!(out, "{{\"game\": \"{name}\", \"index\": {index}, \"rungs\": {rungs}, {body}}}")
    } else {
        writeln!(out, "Rung {index} of {rungs}")?;
        match &rung {
            Rung::Hanoi(h) => hanoi_lines(h, out),
            Rung::TicTacToe(t) => ttt_lines(t, out),
        }
    }
}
