//! `ttt engine`: the game's own computer player speaking the engine
//! protocol (docs/engines.md) on stdin and stdout, at a level — a
//! sparring partner for engines of the player's own, and for programs
//! that run engines, as `ttt match` does.

use std::io::{self, BufRead, Write};

use pegs_engine::engines::uci::{self, Heard, Info, Score};
use pegs_engine::tictactoe::ai::Thought;
use pegs_engine::tictactoe::{Game, Level, Opponent, Outcome, PerfectTable, Player, RuleSet};

/// Answers the lines of `input` on `out` until `quit` or the input ends.
pub(super) fn serve(level: Level, input: impl BufRead, out: &mut impl Write) -> io::Result<()> {
    let mut rules = RuleSet::default();
    let mut table: Option<PerfectTable> = None;
    let mut opponent = Opponent::new(level, pegs_engine::fresh_seed());
    let mut position: Result<Game, String> = Ok(Game::with_rules(rules, Player::X));
    for line in input.lines() {
        let line = line?;
        match uci::hear(&line) {
            Heard::Uci => {
                writeln!(out, "id name Pegs & Stones {level}")?;
                writeln!(out, "id author Pegs & Stones")?;
                writeln!(out, "uciok")?;
            }
            Heard::Rules(chosen) => rules = chosen,
            Heard::NewGame => {}
            Heard::IsReady => writeln!(out, "readyok")?,
            Heard::Position(played) => {
                position = Game::from_moves_with(
                    rules,
                    Player::X,
                    &played.iter().map(|&c| usize::from(c)).collect::<Vec<_>>(),
                )
                .map_err(|(i, why)| format!("move {} ({}): {why}", i + 1, played[i]));
            }
            Heard::Go { .. } => {
                let game = match &position {
                    Ok(game) if game.is_running() => *game,
                    Ok(_) => {
                        writeln!(out, "info string the game is over")?;
                        writeln!(out, "bestmove none")?;
                        out.flush()?;
                        continue;
                    }
                    Err(why) => {
                        writeln!(out, "info string no such position: {why}")?;
                        writeln!(out, "bestmove none")?;
                        out.flush()?;
                        continue;
                    }
                };
                if level == Level::Perfect && table.as_ref().is_none_or(|t| t.rules() != rules) {
                    table = Some(PerfectTable::build_for(rules));
                }
                let (cell, info) = think(&mut opponent, &game, table.as_ref());
                if let Some(info) = info {
                    writeln!(out, "{}", uci::info_line(&info))?;
                }
                match cell {
                    Some(cell) => writeln!(out, "bestmove {cell}")?,
                    None => writeln!(out, "bestmove none")?,
                }
            }
            Heard::Quit => break,
            Heard::Other(_) => {}
        }
        out.flush()?;
    }
    Ok(())
}

/// The level's move, and what it can say of it.
fn think(opponent: &mut Opponent, game: &Game, table: Option<&PerfectTable>) -> (Option<u8>, Option<Info>) {
    match opponent.think(game, table) {
        None => (None, None),
        Some(Thought::Move(cell)) => {
            // Looked up (the perfect level) or at random: the table's value where there is one.
            let score = table.and_then(|t| t.move_values(game)[usize::from(cell)]).map(|v| match v {
                Outcome::Win(n) => Score::Win(u32::from(n)),
                Outcome::Loss(n) => Score::Loss(u32::from(n)),
                Outcome::Draw => Score::Draw,
            });
            let pv = table.map(|t| t.line(game, cell)).unwrap_or_else(|| vec![cell]);
            (Some(cell), Some(Info { score, pv, ..Info::default() }))
        }
        Some(Thought::Search(search)) => {
            let depth = opponent.level().depth();
            let analysis = search.run();
            let cell = opponent.pick(&analysis);
            let info = cell.map(|cell| Info {
                depth: Some(u32::from(depth)),
                nodes: Some(analysis.nodes),
                score: analysis.best_score().map(Score::Centi),
                pv: pegs_engine::tictactoe::ai::principal_line(game, depth, cell),
            });
            (cell, info)
        }
    }
}
