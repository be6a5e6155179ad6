//! Engines and solvers of the player's own (docs/engines.md), run as real
//! processes: `ttt engine` speaks the protocol, `ttt match` plays engines
//! and judges them by the exact tables, `hanoi check` checks a solver (from
//! one start or every start of a small tower), and
//! an engine's faults (an illegal move, silence, a crash, a long line, a
//! flood) lose its game and say which engine did what.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Output, Stdio};

use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_pegs-and-stones");

fn run(args: &[&str]) -> Output {
    Command::new(BIN).args(args).output().expect("the binary runs")
}

fn json(out: &Output) -> Value {
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!("{e}: {}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr))
    })
}

/// The game's own engine at `level`, as a command line for `--engine`.
fn own(level: &str) -> String {
    format!("'{BIN}' ttt engine --level {level}")
}

/// A shell engine that greets properly and answers `go` with `answer` (shell code).
fn scripted(answer: &str) -> String {
    format!(
        "while read -r line; do case \"$line\" in uci) echo 'id name scripted'; echo 'warming up' >&2; echo uciok;; \
         isready) echo readyok;; go*) {answer};; quit) exit 0;; esac; done"
    )
}

#[test]
fn the_game_s_own_engine_speaks_the_protocol() {
    let mut engine = Command::new(BIN)
        .args(["ttt", "engine", "--level", "perfect"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the engine starts");
    let mut input = engine.stdin.take().expect("its input");
    let mut output = BufReader::new(engine.stdout.take().expect("its output")).lines();
    let mut next = || output.next().expect("a line").expect("readable");
    writeln!(input, "uci").expect("sent");
    assert_eq!(next(), "id name Pegs & Stones Perfect");
    assert_eq!(next(), "id author Pegs & Stones");
    assert_eq!(next(), "uciok");
    writeln!(input, "setoption name Rules value seed\nucinewgame\nisready").expect("sent");
    assert_eq!(next(), "readyok");
    // The empty board: X's one winning move is the centre, a win in 9.
    writeln!(input, "position startpos\ngo movetime 100").expect("sent");
    let info = next();
    assert!(info.starts_with("info score win 9 pv 4 "), "{info}");
    assert_eq!(next(), "bestmove 4");
    // A position that is no game is said so, and the engine goes on.
    writeln!(input, "position startpos moves 4 4\ngo movetime 100").expect("sent");
    assert!(next().starts_with("info string no such position: move 2 (4)"));
    assert_eq!(next(), "bestmove none");
    writeln!(input, "isready").expect("sent");
    assert_eq!(next(), "readyok");
    writeln!(input, "quit").expect("sent");
    assert!(engine.wait().expect("it ends").success());
}

#[test]
fn perfect_engines_win_every_game_as_x_under_seed_rules_and_draw_under_four() {
    let perfect = own("perfect");
    let out = run(&["ttt", "match", "--engine", &perfect, "--engine", &perfect, "--games", "4", "--json"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let report = json(&out);
    let games = report["games"].as_array().expect("games");
    assert_eq!(games.len(), 4);
    for game in games {
        assert_eq!(
            (game["result"].as_str(), game["reason"].as_str()),
            (Some("X"), Some("three in a row")),
            "{game}"
        );
        // X in the centre, home by the ninth half-move; the review opens the same game.
        assert_eq!(game["moves"][0], 4, "{game}");
        assert!(game["moves"].as_array().is_some_and(|m| m.len() <= 9), "{game}");
        let cells: String = game["moves"].as_array().expect("moves").iter().map(|c| c.to_string()).collect();
        assert_eq!(game["review"], format!("ttt.seed.x.-.watch.0.{cells}"));
    }
    for player in report["players"].as_array().expect("players") {
        assert_eq!((player["wins"].as_u64(), player["losses"].as_u64()), (Some(2), Some(2)), "{player}");
        assert_eq!((player["mistakes"].as_u64(), player["faults"].as_u64()), (Some(0), Some(0)), "{player}");
    }
    assert_eq!(report["elo"]["diff"].as_f64(), Some(0.0));

    let out =
        run(&["ttt", "match", "--engine", &perfect, "--engine", &perfect, "--games", "2", "--rules", "four"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(text.matches(": draw: sixty half-moves\n").count(), 2, "{text}");
    assert!(
        text.contains(
            "Elo difference of Pegs & Stones Perfect (1) over Pegs & Stones Perfect (2): 0.0 +/- 0.0"
        ),
        "{text}"
    );
}

#[test]
fn an_engine_against_a_level_is_judged_by_the_exact_values() {
    // Under the seed rules X wins with best play: the perfect engine wins
    // every game it plays as X, and errs in none. The relaxed level, half
    // of whose moves are random, can only throw a game away as X, and it
    // has thrown away exactly the games it lost as X.
    let out =
        run(&["ttt", "match", "--engine", &own("perfect"), "--level", "relaxed", "--games", "6", "--json"]);
    let report = json(&out);
    let (engine, level) = (&report["players"][0], &report["players"][1]);
    assert_eq!(level["name"], "Relaxed");
    assert_eq!((engine["mistakes"].as_u64(), engine["faults"].as_u64()), (Some(0), Some(0)), "{report}");
    let games = report["games"].as_array().expect("games");
    let engine_name = engine["name"].as_str().expect("a name");
    for game in games.iter().filter(|g| g["x"] == engine_name) {
        assert_eq!(game["result"], "X", "{game}");
    }
    let thrown = games.iter().filter(|g| g["x"] == "Relaxed" && g["result"] != "X").count() as u64;
    assert_eq!(level["games_with_mistakes"].as_u64(), Some(thrown), "{report}");
    assert_eq!(engine["wins"].as_u64(), level["losses"].as_u64());
    // At least the three games as X won: the engine is rated above the level.
    assert!(report["elo"]["diff"].is_null() || report["elo"]["diff"].as_f64() > Some(0.0), "{report}");
}

/// Plays two games of `answer` against the perfect engine; the report.
fn faulty(answer: &str, movetime: &str) -> Value {
    let engine = scripted(answer);
    let out = run(&[
        "ttt",
        "match",
        "--engine",
        &engine,
        "--engine",
        &own("perfect"),
        "--games",
        "2",
        "--movetime",
        movetime,
        "--json",
    ]);
    assert!(
        out.status.success(),
        "a faulty engine does not stop the match: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    json(&out)
}

#[test]
fn an_engine_s_faults_lose_its_games_and_say_which_engine_did_what() {
    for (answer, reason, says) in [
        ("echo bestmove 9", "illegal move", "scripted played an illegal move: 9 (stderr: warming up)"),
        // The centre twice: the second time it is taken.
        ("echo bestmove 4", "illegal move", "scripted played an illegal move: 4"),
        ("echo bestmove e2e4", "illegal move", "scripted played an illegal move: e2e4"),
        ("exit 3", "crash", "scripted ended (crashed or quit)"),
        ("head -c 20000 /dev/zero | tr '\\0' a; echo", "line too long", "longer than 4096 bytes"),
        ("yes 'info depth 1' | head -n 12000; echo bestmove 0", "flood of lines", "more than 10000 lines"),
        ("sleep 5", "timeout", "scripted said no move in its time"),
    ] {
        let report = faulty(answer, "1000");
        let games = report["games"].as_array().expect("games");
        for game in games {
            assert_eq!(game["reason"], reason, "{answer}: {game}");
            assert!(game["fault"].as_str().is_some_and(|f| f.contains(says)), "{answer}: {game}");
            // The other side wins, whichever it played.
            let winner = if game["x"] == "scripted" { "O" } else { "X" };
            assert_eq!(game["result"], winner, "{answer}: {game}");
        }
        assert_eq!(report["players"][0]["faults"], 2, "{answer}");
        assert_eq!(report["players"][0]["losses"], 2, "{answer}");
    }
    // A program that is no engine at all: it ends without a word.
    let report = faulty_program("echo hello");
    assert_eq!(report["games"][0]["reason"], "crash");
}

/// The highest resident memory of a `ttt match` against the perfect engine,
/// in KiB, read from /proc while it runs (Linux), and its report.
#[cfg(target_os = "linux")]
fn peak_of_match(engine: &str) -> (u64, Value) {
    let perfect = own("perfect");
    let args = [
        "ttt",
        "match",
        "--engine",
        engine,
        "--engine",
        &perfect,
        "--games",
        "2",
        "--movetime",
        "1000",
        "--json",
    ];
    let mut child = Command::new(BIN).args(args).stdout(Stdio::piped()).spawn().expect("the match starts");
    let status = format!("/proc/{}/status", child.id());
    let mut peak = 0;
    while child.try_wait().expect("waits").is_none() {
        let high = std::fs::read_to_string(&status).ok().and_then(|text| {
            let line = text.lines().find(|l| l.starts_with("VmHWM:"))?.to_string();
            line.split_whitespace().nth(1)?.parse::<u64>().ok()
        });
        peak = peak.max(high.unwrap_or(0));
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    let out = child.wait_with_output().expect("its report");
    (peak, json(&out))
}

/// A 10 MB line and an endless flood of lines cost the game no more memory
/// than a well-behaved engine does: both are read in bounded pieces.
#[cfg(target_os = "linux")]
#[test]
fn a_ten_megabyte_line_and_an_endless_flood_keep_the_game_s_memory_bounded() {
    let (calm, _) = peak_of_match(&scripted("echo bestmove 0"));
    for (answer, reason) in [
        ("head -c 10000000 /dev/zero | tr '\\0' a; echo", "line too long"),
        ("yes 'info depth 1 string flooding'", "flood of lines"),
    ] {
        let (peak, report) = peak_of_match(&scripted(answer));
        assert_eq!(report["games"][0]["reason"], reason, "{answer}: {report}");
        assert!(peak > 0, "the memory was read");
        assert!(peak < calm + 8 * 1024, "{answer}: {peak} KiB at most, {calm} KiB for a calm engine");
    }
}

/// An engine that never finishes its greeting: after 10 s (the start's
/// limit) the game is that engine's loss, said as no answer. Ignored in
/// `cargo test` for its length; `.ci/engines-test` runs it.
#[test]
#[ignore = "waits out the 10-second start; .ci/engines-test runs it"]
fn an_engine_that_never_says_uciok_loses_for_want_of_an_answer() {
    let silent = "while read -r line; do echo 'id name silent'; done";
    let started = std::time::Instant::now();
    let out = run(&["ttt", "match", "--engine", silent, "--level", "easy", "--games", "1", "--json"]);
    let report = json(&out);
    let game = &report["games"][0];
    assert_eq!(game["reason"], "no answer", "{game}");
    assert!(game["fault"].as_str().is_some_and(|f| f.starts_with("while read")), "{game}");
    assert_eq!(game["result"], "O", "{game}");
    assert!(started.elapsed() >= std::time::Duration::from_secs(10), "it waited the start's limit");
}

fn faulty_program(command: &str) -> Value {
    let out = run(&["ttt", "match", "--engine", command, "--level", "easy", "--games", "1", "--json"]);
    json(&out)
}

#[test]
fn hanoi_check_tells_a_correct_a_wasteful_and_an_illegal_solver_apart() {
    let solve = format!("'{BIN}' hanoi solve --disks 4");
    let check = |solver: &str, extra: &[&str]| {
        let mut args = vec!["hanoi", "check", "--disks", "4", "--solver", solver];
        args.extend_from_slice(extra);
        run(&args)
    };
    let out = check(&solve, &[]);
    assert_eq!(String::from_utf8_lossy(&out.stdout), "optimal: 15 moves\n");
    assert!(out.status.success());
    let wasteful = format!("echo 1 2; echo 2 1; {solve}");
    let out = check(&wasteful, &[]);
    assert_eq!(String::from_utf8_lossy(&out.stdout), "home in 17 moves, 2 more than the fewest (15)\n");
    assert!(out.status.success());
    let out = check("echo 1 3; echo 1 3", &["--json"]);
    assert_eq!(out.status.code(), Some(1));
    let report = json(&out);
    assert_eq!(
        (report["home"].as_bool(), report["moves"].as_u64(), report["fewest"].as_u64()),
        (Some(false), Some(1), Some(15))
    );
    assert_eq!(report["refused"]["move"], 2);
    assert_eq!(report["refused"]["why"], "1 3: disk 2 onto disk 1");
    let out = check("echo 1 2", &[]);
    assert_eq!(String::from_utf8_lossy(&out.stdout), "not home after 1 move\n");
    assert_eq!(out.status.code(), Some(1));
    // The solver is asked in one line: here it says the question back, which is no move.
    let out = run(&[
        "hanoi",
        "check",
        "--pegs",
        "4",
        "--disks",
        "3",
        "--from",
        "411",
        "--to",
        "2",
        "--solver",
        "read -r q; echo \"$q\"",
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        text,
        "move 1 is refused: 'pegs 4 disks 3 from 411 to 2' is not a move (FROM TO, pegs from 1)\n"
    );
}

/// A solver that asks the game's own `hanoi solve`, after `before` (shell code, may read `$f`, the start).
fn solver_via_solve(before: &str) -> String {
    format!("read -r _ p _ d _ f _ t; {before} '{BIN}' hanoi solve --pegs $p --disks $d --from $f --to $t")
}

#[test]
fn hanoi_check_tries_every_start_of_a_small_tower() {
    let every = |solver: &str, extra: &[&str]| {
        let mut args = vec!["hanoi", "check", "--every-start", "--disks", "3", "--solver", solver];
        args.extend_from_slice(extra);
        run(&args)
    };
    let out = every(&solver_via_solve(""), &[]);
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "every start of 3 disks on 3 pegs to peg 3: home from 27 of 27, by a shortest way from 27\n"
    );
    assert!(out.status.success());
    // Four pegs, to the first: 64 starts, the home one among them (no move asked).
    let report = json(&every(&solver_via_solve(""), &["--pegs", "4", "--to", "1", "--json"]));
    assert_eq!((report["starts"].as_u64(), report["home"].as_u64()), (Some(64), Some(64)));
    assert_eq!((report["optimal"].as_u64(), report["to"].as_u64()), (Some(64), Some(1)));
    assert!(report["first_failure"].is_null());
    // A detour from the whole tower: home from every start, by a shortest way from all but one.
    let out = every(&solver_via_solve("case $f in 111) echo 1 2; echo 2 1;; esac;"), &["--json"]);
    let report = json(&out);
    assert_eq!((report["home"].as_u64(), report["optimal"].as_u64()), (Some(27), Some(26)));
    assert!(out.status.success());
    // Nothing from a start with the largest disk on peg 1: 9 starts fail; the first is named.
    let out = every(&solver_via_solve("case $f in 1*) exit;; esac;"), &[]);
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "every start of 3 disks on 3 pegs to peg 3: home from 18 of 27, by a shortest way from 18\n\
         first failed: pegs 3 disks 3 from 111 to 3: not home after 0 moves\n"
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("from 9 of 27 starts"));
}

#[test]
fn matches_and_checks_refuse_what_cannot_run_in_one_line() {
    for (args, says) in [
        (&["ttt", "match", "--engine", "x"][..], "two --engine, or one --engine and --level"),
        (&["ttt", "match", "--engine", "x", "--engine", "y", "--level", "easy"], "not both"),
        (&["ttt", "match", "--engine", "x", "--level", "easy", "--movetime", "0"], "--movetime"),
        (&["ttt", "match", "--level", "easy"], "--engine"),
        (&["hanoi", "check", "--disks", "3"], "--solver"),
        (&["hanoi", "check", "--disks", "7", "--solver", "x", "--every-start"], "at most 1024 positions"),
        (&["hanoi", "check", "--disks", "6", "--pegs", "4", "--solver", "x", "--every-start"], "5 on 4"),
        (&["hanoi", "check", "--disks", "3", "--from", "111", "--solver", "x", "--every-start"], "--from"),
    ] {
        let out = run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
}
