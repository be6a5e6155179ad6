//! `ttt review` and `hanoi review`: a game's moves judged against the exact
//! solvers, as the game's review shows them (both read the engine's review).

use std::io::{self, Write};

use pegs_engine::hanoi::distance::DistanceTable;
use pegs_engine::hanoi::review::{self as tower_review, TowerReview, can_review};
use pegs_engine::hanoi::{MAX_PEGS, Move, Tower};
use pegs_engine::tictactoe::review::{self as game_review, GameReview};
use pegs_engine::tictactoe::{Game, Outcome, PerfectTable, PlayError, Player, RuleSet};
use serde_json::{Value, json};

use super::{Command, UsageError};

/// `ttt review`: the moves checked by the rules (a refused one is a usage error naming it).
pub(super) fn ttt_review(rules: RuleSet, cells: Vec<usize>, json: bool) -> Result<Command, UsageError> {
    let start = Game::with_rules(rules, Player::X);
    let mut game = start;
    for (i, &cell) in cells.iter().enumerate() {
        game.play(cell).map_err(|why| refused(i + 1, cell, why))?;
    }
    Ok(Command::TttReview { start, cells, json })
}

fn refused(ply: usize, cell: usize, why: PlayError) -> UsageError {
    match why {
        PlayError::GameOver => format!("move {ply} ({cell}): the game is already over").into(),
        why => format!("move {ply} ({cell}): {why}").into(),
    }
}

/// `hanoi review`: the moves (`13,12,32`) read and checked by the rules from `start`.
pub(super) fn hanoi_review(start: Tower, moves: &str, json: bool) -> Result<Command, UsageError> {
    let pegs = start.peg_count();
    let mut list = Vec::new();
    for part in moves.split(',').map(str::trim) {
        let digits: Vec<usize> = part.chars().filter_map(|c| c.to_digit(10).map(|d| d as usize)).collect();
        match digits.as_slice() {
            [from, to] if part.len() == 2 && (1..=pegs).contains(from) && (1..=pegs).contains(to) => {
                list.push(Move::new(from - 1, to - 1));
            }
            _ => {
                return Err(format!(
                    "--moves takes moves of two pegs 1 to {pegs} separated by commas (13,12,32), not '{part}'"
                )
                .into());
            }
        }
    }
    if !can_review(pegs, start.disks()) {
        return Err(tower_review::ReviewError::NoExactDistances { disks: start.disks() }.into());
    }
    // Every move checked by the rules here: a refused one is a usage error naming it.
    let mut tower = start.clone();
    for (i, mv) in list.iter().enumerate() {
        if tower.is_solved() {
            return Err(format!("move {} ({mv}): the tower is already home", i + 1).into());
        }
        tower.try_move(mv.from, mv.to).map_err(|why| format!("move {} ({mv}): {why}", i + 1))?;
    }
    Ok(Command::HanoiReview { start, moves: list, json })
}

/// A value as the JSON says it: `{"result": "win", "in": 5}`, a draw without `in`.
fn value_json(value: Outcome) -> Value {
    match value {
        Outcome::Win(n) => json!({"result": "win", "in": n}),
        Outcome::Loss(n) => json!({"result": "loss", "in": n}),
        Outcome::Draw => json!({"result": "draw"}),
    }
}

fn side_name(side: Player) -> &'static str {
    if side == Player::X { "X" } else { "O" }
}

/// The review of a TicTacToe game as JSON.
pub fn game_json(review: &GameReview) -> Value {
    let moves: Vec<Value> = review
        .moves
        .iter()
        .map(|m| {
            json!({
                "ply": m.ply,
                "side": side_name(m.side),
                "cell": m.cell,
                "before": value_json(m.before),
                "after": value_json(m.after),
                "verdict": m.verdict.key(),
                "best": m.best,
                "only": m.only,
                "missed_win": m.missed_win,
            })
        })
        .collect();
    let first = |side| review.first_mistake(side).map(|i| review.moves[i].ply);
    let side = |side| {
        let report = review.side(side);
        json!({
            "moves": report.moves,
            "accuracy": report.accuracy,
            "mistakes": report.mistakes,
            "only": report.only,
            "missed_wins": report.missed_wins,
        })
    };
    json!({
        "rules": review.rules().name(),
        "moves": moves,
        "first_mistake": {"X": first(Player::X), "O": first(Player::O)},
        "sides": {"X": side(Player::X), "O": side(Player::O)},
    })
}

/// The review of a tower as JSON (pegs from 1, as the player counts them).
pub fn tower_json(review: &TowerReview) -> Value {
    let moves: Vec<Value> = review
        .moves
        .iter()
        .map(|m| {
            json!({
                "from": m.mv.from + 1,
                "to": m.mv.to + 1,
                "disk": m.disk,
                "distance_before": m.distance_before,
                "distance_after": m.distance_after,
                "verdict": m.step.key(),
            })
        })
        .collect();
    json!({
        "pegs": review.start.peg_count(),
        "disks": review.start.disks(),
        "goal": review.start.goal() + 1,
        "moves": moves,
        "optimum": review.optimum,
        "made": review.made(),
        "wasted": review.wasted(),
        "first_detour": review.first_detour().map(|i| review.moves[i].number),
    })
}

/// Prints a TicTacToe game's review.
pub(super) fn print_game(start: Game, cells: &[usize], json: bool, out: &mut impl Write) -> io::Result<()> {
    let table = PerfectTable::build_for(start.rules());
    let review = game_review::review(&table, start, cells).map_err(io::Error::other)?;
    if json {
        let text = serde_json::to_string_pretty(&game_json(&review)).map_err(io::Error::other)?;
        return writeln!(out, "{text}");
    }
    for m in &review.moves {
        let best: Vec<String> = m.best.iter().map(u8::to_string).collect();
        let mark = match (m.only, m.missed_win) {
            (true, _) => ", only move",
            (_, true) => ", missed win",
            _ => "",
        };
        writeln!(
            out,
            "{} {} {} {}{mark}: {} -> {} (best {})",
            m.ply,
            side_name(m.side),
            m.cell,
            m.verdict.key(),
            m.before,
            m.after,
            best.join(" ")
        )?;
    }
    for side in [Player::X, Player::O] {
        match review.first_mistake(side) {
            Some(i) => writeln!(out, "first mistake {}: move {}", side_name(side), review.moves[i].ply)?,
            None => writeln!(out, "first mistake {}: none", side_name(side))?,
        }
    }
    for side in [Player::X, Player::O] {
        let r = review.side(side);
        writeln!(
            out,
            "{}: accuracy {:.1} % (moves {}, mistakes {}, only moves {}, missed wins {})",
            side_name(side),
            r.accuracy,
            r.moves,
            r.mistakes,
            r.only,
            r.missed_wins
        )?;
    }
    Ok(())
}

/// Prints a tower's review.
pub(super) fn print_tower(start: &Tower, moves: &[Move], json: bool, out: &mut impl Write) -> io::Result<()> {
    let table =
        (start.peg_count() == MAX_PEGS).then(|| DistanceTable::build(start.disks(), start.goal())).flatten();
    let review = tower_review::review(start, moves, table.as_ref()).map_err(io::Error::other)?;
    if json {
        let text = serde_json::to_string_pretty(&tower_json(&review)).map_err(io::Error::other)?;
        return writeln!(out, "{text}");
    }
    for m in &review.moves {
        writeln!(
            out,
            "{} {} disk {}: {} -> {} {}",
            m.number,
            m.mv,
            m.disk,
            m.distance_before,
            m.distance_after,
            m.step.key()
        )?;
    }
    writeln!(out, "optimum {} made {} wasted {}", review.optimum, review.made(), review.wasted())?;
    match review.first_detour() {
        Some(i) => writeln!(out, "first detour: move {}", review.moves[i].number),
        None => writeln!(out, "first detour: none"),
    }
}
