//! `hanoi check`: a solver of the player's own, handed a tower (or every
//! start of a small one) and its moves played through the rules, measured
//! against the shortest way (docs/engines.md).

use std::io::{self, Write};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use pegs_engine::engines::check::{Checked, check, most_lines, question};
use pegs_engine::hanoi::Tower;
use pegs_engine::hanoi::distance::DistanceTable;
use serde_json::{Value, json};

use crate::shell::platform::programs;

/// Longest a solver may take to print its moves.
const SOLVE_WITHIN: Duration = Duration::from_secs(60);
/// Most lines read from a solver, whatever its tower.
const MOST_SOLVER_LINES: u64 = 4_000_000;
/// Most starts `--every-start` tries: every position of 6 disks on 3
/// pegs (729), or of 5 on 4 (1024), each a run of the solver.
pub const MOST_STARTS: usize = 1024;

/// A solver check as asked.
#[derive(Debug, PartialEq, Eq)]
pub struct CheckSetup {
    /// The tower the solver is handed (with `every_start`: its disks, pegs and goal).
    pub tower: Tower,
    /// The solver's command line.
    pub solver: String,
    /// Every position of the tower, not only the one given.
    pub every_start: bool,
    /// One JSON object instead of lines.
    pub json: bool,
}

/// One run of the solver from `tower`: its moves checked, whether it
/// stopped by itself, and the last lines it wrote to stderr.
fn run_solver(
    solver: &str,
    tower: &Tower,
    table: Option<&DistanceTable>,
) -> io::Result<(Checked, bool, String)> {
    let (fewest, _) = tower.moves_left_with(table);
    let most = most_lines(fewest, MOST_SOLVER_LINES);
    let (lines, ended, words) = programs::solve(solver, &question(tower), most, SOLVE_WITHIN)?;
    Ok((check(tower, fewest, lines.iter().map(String::as_str)), ended, words))
}

/// The exact table for a four-peg tower, where one fits (the three-peg
/// way is worked out without one).
fn table_for(tower: &Tower) -> Option<DistanceTable> {
    (tower.peg_count() == 4).then(|| DistanceTable::build(tower.disks(), tower.goal())).flatten()
}

/// `hanoi check`: the solver's moves through the rules, measured against the shortest way.
pub(super) fn run_check(setup: &CheckSetup, out: &mut impl Write) -> io::Result<()> {
    if setup.every_start {
        return run_every_start(setup, out);
    }
    let tower = &setup.tower;
    let table = if tower.is_whole_tower() { None } else { table_for(tower) };
    if !tower.moves_left_with(table.as_ref()).1 {
        eprintln!(
            "note: {} disks on 4 pegs from this position: the fewest is a short plan's, not proven",
            tower.disks()
        );
    }
    let (checked, ended, words) = run_solver(&setup.solver, tower, table.as_ref())?;
    if setup.json {
        let text = serde_json::to_string_pretty(&check_json(&checked)).map_err(io::Error::other)?;
        writeln!(out, "{text}")?;
    } else {
        writeln!(out, "{checked}")?;
    }
    if !ended && !checked.home && checked.refused.is_none() {
        return Err(io::Error::other("the solver was stopped: it printed too long or too much"));
    }
    if !checked.home || checked.refused.is_some() {
        let said = if words.is_empty() { String::new() } else { format!(" (stderr: {words})") };
        return Err(io::Error::other(format!("the solver did not bring the tower home{said}")));
    }
    Ok(())
}

fn check_json(checked: &Checked) -> Value {
    json!({
        "home": checked.home && checked.refused.is_none(),
        "moves": checked.moves,
        "fewest": checked.fewest,
        "refused": checked.refused.as_ref().map(|(n, why)| json!({"move": n, "why": why.to_string()})),
    })
}

/// Every position of `disks` disks on `pegs` pegs, by number: disk `d`
/// (from 1) on peg `(number / pegs^(d-1)) % pegs`.
fn start_number(number: usize, pegs: usize, disks: usize, goal: usize) -> Option<Tower> {
    let places: Vec<usize> = (0..disks)
        .scan(number, |rest, _| {
            let peg = *rest % pegs;
            *rest /= pegs;
            Some(peg)
        })
        .collect();
    Tower::from_places_on(pegs, &places, goal).ok()
}

/// What `--every-start` found: starts tried, brought home, home by a
/// shortest way, and the first start (by number) the solver failed, with
/// what happened there.
struct Tally {
    starts: usize,
    home: usize,
    optimal: usize,
    first_failure: Option<(usize, String, Value)>,
}

/// `hanoi check --every-start`: the solver from every position of the
/// tower, on every core.
fn run_every_start(setup: &CheckSetup, out: &mut impl Write) -> io::Result<()> {
    let (pegs, disks, goal) = (setup.tower.peg_count(), setup.tower.disks(), setup.tower.goal());
    // At most MOST_STARTS: the command line refuses more.
    let starts = pegs.saturating_pow(disks as u32).min(MOST_STARTS);
    let table = table_for(&setup.tower);
    let next = AtomicUsize::new(0);
    let results = Mutex::new(vec![None; starts]);
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get()).min(starts);
    std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| {
                loop {
                    let number = next.fetch_add(1, Ordering::Relaxed);
                    let Some(tower) =
                        (number < starts).then(|| start_number(number, pegs, disks, goal)).flatten()
                    else {
                        break;
                    };
                    let found =
                        run_solver(&setup.solver, &tower, table.as_ref()).map(|(checked, _, words)| {
                            let line = format!("{}: {checked}", question(&tower));
                            let line =
                                if words.is_empty() { line } else { format!("{line} (stderr: {words})") };
                            (
                                checked.home && checked.refused.is_none(),
                                checked.is_optimal(),
                                line,
                                check_json(&checked),
                            )
                        });
                    if let Ok(mut results) = results.lock() {
                        results[number] = Some(found.map_err(|e| e.to_string()));
                    }
                }
            });
        }
    });
    let mut tally = Tally { starts, home: 0, optimal: 0, first_failure: None };
    for (number, found) in results.into_inner().unwrap_or_default().into_iter().enumerate() {
        match found {
            Some(Ok((true, optimal, _, _))) => {
                tally.home += 1;
                tally.optimal += usize::from(optimal);
            }
            Some(Ok((false, _, line, json))) if tally.first_failure.is_none() => {
                tally.first_failure = Some((number, line, json));
            }
            Some(Err(why)) if tally.first_failure.is_none() => {
                tally.first_failure = Some((number, why, Value::Null));
            }
            _ => {}
        }
    }
    say_every_start(&tally, setup, out)?;
    if tally.home < tally.starts {
        return Err(io::Error::other(format!(
            "the solver did not bring the tower home from {} of {} starts",
            tally.starts - tally.home,
            tally.starts
        )));
    }
    Ok(())
}

fn say_every_start(tally: &Tally, setup: &CheckSetup, out: &mut impl Write) -> io::Result<()> {
    let tower = &setup.tower;
    if setup.json {
        let failure = tally.first_failure.as_ref().map(|(number, line, json)| {
            let start = start_number(*number, tower.peg_count(), tower.disks(), tower.goal());
            json!({"asked": start.as_ref().map(question), "said": line, "check": json})
        });
        let all = json!({
            "pegs": tower.peg_count(),
            "disks": tower.disks(),
            "to": tower.goal() + 1,
            "starts": tally.starts,
            "home": tally.home,
            "optimal": tally.optimal,
            "first_failure": failure,
        });
        let text = serde_json::to_string_pretty(&all).map_err(io::Error::other)?;
        return writeln!(out, "{text}");
    }
    writeln!(
        out,
        "every start of {} disks on {} pegs to peg {}: home from {} of {}, by a shortest way from {}",
        tower.disks(),
        tower.peg_count(),
        tower.goal() + 1,
        tally.home,
        tally.starts,
        tally.optimal
    )?;
    if let Some((_, line, _)) = &tally.first_failure {
        writeln!(out, "first failed: {line}")?;
    }
    Ok(())
}
