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
    let Some(store) = crate::base::save::store::Store::for_player() else {
        return Err(io::Error::other("no data folder found; set PEGS_AND_STONES_DATA_DIR"));
    };
    let records = match store.read(FILE_NAME) {
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
            data.records
        }
        Err(e) => return Err(io::Error::other(e.to_string())),
    };
    if json {
        let value = serde_json::json!({
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
        Ok(())
    }
}
