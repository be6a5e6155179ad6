//! Engines and solvers of the player's own (docs/engines.md), run as real
//! processes: `ttt engine` speaks the protocol, `ttt match` plays engines
//! and judges them by the exact tables, `hanoi check` checks a solver, and
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

#[test]
fn matches_and_checks_refuse_what_cannot_run_in_one_line() {
    for (args, says) in [
        (&["ttt", "match", "--engine", "x"][..], "two --engine, or one --engine and --level"),
        (&["ttt", "match", "--engine", "x", "--engine", "y", "--level", "easy"], "not both"),
        (&["ttt", "match", "--engine", "x", "--level", "easy", "--movetime", "0"], "--movetime"),
        (&["ttt", "match", "--level", "easy"], "--engine"),
        (&["hanoi", "check", "--disks", "3"], "--solver"),
    ] {
        let out = run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
}
