//! `records`: the player's records from the data folder, as lines or JSON.

use std::io::{self, Write};

/// Prints the records of the player's data folder.
#[cfg(target_arch = "wasm32")]
pub(super) fn print_records(_json: bool, _out: &mut impl Write) -> io::Result<()> {
    Err(io::Error::other("the web version has no command line"))
}

/// Prints the records of the player's data folder.
#[cfg(not(target_arch = "wasm32"))]
pub(super) fn print_records(json: bool, out: &mut impl Write) -> io::Result<()> {
    use crate::base::save::data::{FILE_NAME, Reading, SaveData};
    use pegs_engine::puzzle::daily::{HANOI_RUNGS, TTT_LADDER};
    let Some(store) = crate::base::save::store::Store::for_player() else {
        return Err(io::Error::other("no data folder found; set PEGS_AND_STONES_DATA_DIR"));
    };
    let (records, puzzles) = match store.read(FILE_NAME) {
        Ok(None) => Default::default(),
        Ok(Some(bytes)) => {
            let (data, reading) = SaveData::from_text(&String::from_utf8_lossy(&bytes));
            match reading {
                Reading::Whole => {}
                Reading::Partly(problems) => eprintln!(
                    "pegs-and-stones: {} was not read in full ({} value(s) skipped); showing what could be read",
                    store.location(FILE_NAME),
                    problems.len()
                ),
                Reading::Unreadable(why) => {
                    return Err(io::Error::other(format!(
                        "{} could not be read: {why}",
                        store.location(FILE_NAME)
                    )));
                }
            }
            (data.records, data.puzzles)
        }
        Err(e) => return Err(io::Error::other(e.to_string())),
    };
    let today = super::puzzle::today().map_err(io::Error::other)?;
    let (hanoi_rungs, tictactoe_rungs) = (HANOI_RUNGS, TTT_LADDER);
    if json {
        let value = serde_json::json!({
            "puzzles": {
                "streak": puzzles.streak(today),
                "best_streak": puzzles.best_streak,
                "days": puzzles.days.iter().map(|(day, r)| serde_json::json!({
                    "date": day.to_string(),
                    "hanoi": r.hanoi.map(|h| serde_json::json!({
                        "moves": h.moves, "stars": h.stars, "on_the_day": h.on_the_day,
                    })),
                    "tictactoe": r.tictactoe.map(|t| serde_json::json!({
                        "first_try": t.first_try, "on_the_day": t.on_the_day,
                    })),
                    "tictactoe_missed": r.tictactoe_missed,
                })).collect::<Vec<_>>(),
                "hanoi_ladder": {
                    "rungs": hanoi_rungs,
                    "solved": puzzles.ladders.hanoi.iter().map(|(&rung, &stars)| serde_json::json!({
                        "rung": rung + 1, "stars": stars,
                    })).collect::<Vec<_>>(),
                },
                "tictactoe_ladder": {
                    "rungs": tictactoe_rungs,
                    "solved": puzzles.ladders.tictactoe.iter().map(|&rung| rung + 1).collect::<Vec<_>>(),
                },
                "all_open": puzzles.ladders.all_open,
            },
            "hanoi": records.hanoi.iter().map(|(&(pegs, disks), r)| serde_json::json!({
                "pegs": pegs,
                "disks": disks,
                "best_moves": r.best_moves,
                "best_time": r.best_time,
                "solves": r.solves,
                "best_optimal": r.best_optimal,
            })).collect::<Vec<_>>(),
            "tictactoe": records.against_computer.iter().map(|(&(rules, level), t)| serde_json::json!({
                "rules": rules.name(),
                "level": level.key(),
                "wins": t.wins,
                "losses": t.losses,
                "draws": t.draws,
            })).collect::<Vec<_>>(),
            "two_players": records.two_players.iter().map(|(&rules, t)| serde_json::json!({
                "rules": rules.name(),
                "x_wins": t.x_wins,
                "o_wins": t.o_wins,
                "draws": t.draws,
            })).collect::<Vec<_>>(),
            "online": records.online.iter().map(|(&rules, t)| serde_json::json!({
                "rules": rules.name(),
                "wins": t.wins,
                "losses": t.losses,
                "draws": t.draws,
            })).collect::<Vec<_>>(),
        });
        let text = serde_json::to_string_pretty(&value).map_err(io::Error::other)?;
        writeln!(out, "{text}")
    } else {
        for line in records.lines() {
            writeln!(out, "{line}")?;
        }
        for line in puzzles.lines(today, hanoi_rungs, tictactoe_rungs) {
            writeln!(out, "{line}")?;
        }
        Ok(())
    }
}
