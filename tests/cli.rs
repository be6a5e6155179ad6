//! The command line, run as a real process: answers, help and refusals.

use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_pegs-and-stones")).args(args).output().expect("the binary runs")
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Bad input: exit code 2 and exactly one line on stderr that says what is wrong.
fn assert_refused(args: &[&str], says: &str) {
    let out = run(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    let err = stderr(&out);
    assert_eq!(err.lines().count(), 1, "{args:?}: one line, got {err:?}");
    assert!(err.contains(says), "{args:?}: {err:?} should mention {says:?}");
    assert!(out.stdout.is_empty(), "{args:?} prints nothing on stdout");
}

#[test]
fn hanoi_solve_prints_the_optimal_moves() {
    let out = run(&["hanoi", "solve", "--disks", "3"]);
    assert!(out.status.success());
    assert_eq!(stdout(&out), "1 3\n1 2\n3 2\n1 3\n2 1\n2 3\n1 3\n");

    let out = run(&["hanoi", "solve", "--disks", "4", "--from", "3312", "--to", "3"]);
    // Disks 4 and 3 are home; disk 2 goes from peg 1 to 3, then disk 1 follows from peg 2.
    assert_eq!(stdout(&out), "1 3\n2 3\n");

    let out = run(&["hanoi", "solve", "--disks=20", "--count"]);
    assert_eq!(stdout(&out).trim(), "1048575");
    let out = run(&["hanoi", "solve", "--disks", "5", "--from", "11111", "--to", "1", "--count"]);
    assert_eq!(stdout(&out).trim(), "0");
}

#[test]
fn ttt_analyze_scores_and_values_every_cell() {
    let out = run(&["ttt", "analyze", "--moves", "0,4,1,8", "--depth", "4"]);
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(text.contains("cell 2 score 1003\n"), "{text}");
    assert!(text.ends_with("best 2\n"));
    assert_eq!(text.lines().filter(|l| l.starts_with("cell ")).count(), 5);

    let out = run(&["ttt", "analyze", "--perfect"]);
    let text = stdout(&out);
    assert!(text.contains("cell 4 win 9\n"), "{text}");
    assert!(text.contains("cell 0 loss 10\n"));
    assert!(text.ends_with("best 4\n"));
}

#[test]
fn ttt_solve_reports_the_whole_game() {
    let out = run(&["ttt", "solve", "--stats"]);
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(text.starts_with("empty board: win 9\n"), "{text}");
    let count = |key: &str| -> usize {
        text.lines().find_map(|l| l.strip_prefix(key)).and_then(|v| v.trim().parse().ok()).unwrap()
    };
    assert_eq!(count("positions "), count("wins ") + count("losses ") + count("draws "));
}

#[test]
fn every_subcommand_has_help() {
    for args in [
        &["--help"][..],
        &["hanoi", "--help"],
        &["hanoi", "solve", "--help"],
        &["hanoi", "review", "--help"],
        &["hanoi", "race", "--help"],
        &["ttt", "review", "--help"],
        &["ttt", "--help"],
        &["ttt", "analyze", "--help"],
        &["ttt", "solve", "--help"],
        &["ttt", "online", "--help"],
        &["bench", "--help"],
        &["records", "--help"],
        &["lessons", "--help"],
        &["puzzle", "--help"],
        &["puzzle", "daily", "--help"],
        &["puzzle", "ladder", "--help"],
    ] {
        let out = run(args);
        assert!(out.status.success(), "{args:?}");
        assert!(stdout(&out).contains("Usage"), "{args:?}");
    }
}

#[test]
fn the_version_suggestions_completions_and_man_page_come_from_one_definition() {
    let out = run(&["--version"]);
    assert_eq!(stdout(&out), format!("pegs-and-stones {}\n", env!("CARGO_PKG_VERSION")));
    assert_refused(&["hanoi", "solve", "--disk", "3"], "a similar argument exists: '--disks'");
    assert_refused(&["tt", "solve"], "a similar subcommand exists: 'ttt'");
    let out = run(&["completions", "bash"]);
    assert!(out.status.success());
    for word in ["--screenshot", "--speed", "analyze", "ladder"] {
        assert!(stdout(&out).contains(word), "bash completions lack {word}");
    }
    let out = run(&["man"]);
    assert!(out.status.success() && stdout(&out).starts_with(".ie \\n(.g"), "{}", stdout(&out));
    assert!(stdout(&out).contains("\\-\\-screenshot"));
}

#[test]
fn bad_input_is_refused_in_one_line() {
    assert_refused(&["hanoi", "race", "--disks", "11"], "3 to 10, not 11");
    assert_refused(&["hanoi", "race", "--disks", "2"], "3 to 10, not 2");
    assert_refused(&["hanoi", "race", "--pegs", "5"], "3 or 4");
    assert_refused(&["hanoi", "race", "--speed", "0"], "1 to 50 moves a second");
    assert_refused(&["hanoi", "race", "--join", "ABC"], "six letters and digits");
    assert_refused(&["hanoi", "race", "--join", "ABCDEF", "--someone"], "cannot be used with '--someone'");
    assert_refused(
        &["hanoi", "race", "--join", "ABCDEF", "--disks", "4"],
        "the argument '--join <CODE>' cannot be used with '--disks <N>'",
    );
    assert_refused(&["hanoi", "race", "--server", "ftp://x"], "for '--server <URL>': takes https://host");
    assert_refused(&["hanoi", "solve", "--disks", "0"], "1 to 64 disks");
    assert_refused(&["hanoi", "solve", "--disks", "65"], "1 to 64 disks");
    assert_refused(
        &["hanoi", "solve", "--disks", "three"],
        "'three' for '--disks <N>': takes a whole number",
    );
    assert_refused(&["hanoi", "solve"], "required arguments were not provided: --disks <N>");
    assert_refused(&["hanoi", "solve", "--disks", "4", "--from", "331"], "names 3 disks");
    assert_refused(&["hanoi", "solve", "--disks", "4", "--from", "3340"], "'4' is not a peg");
    assert_refused(&["hanoi", "solve", "--disks", "4", "--to", "0"], "--to takes a peg");
    assert_refused(&["hanoi", "solve", "--disks", "4", "--to", "4"], "--to takes a peg 1 to 3");
    assert_refused(&["hanoi", "solve", "--disks", "4", "--pegs", "5"], "for '--pegs <3|4>': takes 3 or 4");
    assert_refused(&["hanoi", "solve", "--disks", "4", "--pegs", "4", "--from", "5111"], "'5' is not a peg");
    assert_refused(&["hanoi", "solve", "--disks", "4", "--fast"], "unexpected argument '--fast'");
    assert_refused(
        &["hanoi", "move"],
        "unrecognized subcommand 'move'; tip: a similar subcommand exists: 'solve'",
    );
    assert_refused(&["ttt", "analyze", "--moves", "4,9"], "no cell 9");
    assert_refused(&["ttt", "analyze", "--moves", "4,4"], "cell 4 already holds a stone");
    assert_refused(&["ttt", "analyze", "--moves", "0,3,1,4,2,5"], "over");
    assert_refused(&["ttt", "analyze", "--moves", "0,3,1,4,2"], "the game is over");
    assert_refused(&["ttt", "analyze", "--depth", "0"], "for '--depth <D>': takes 1 to 12");
    assert_refused(&["ttt", "analyze", "--depth", "3", "--perfect"], "cannot be used with '--perfect'");
    assert_refused(&["ttt", "solve", "--fast"], "unexpected argument '--fast'");
    assert_refused(&["chess"], "unrecognized subcommand 'chess'");
    assert_refused(
        &["ttt", "online", "--join", "AB0OIL"],
        "for '--join <CODE>': a code is six letters and digits",
    );
    assert_refused(
        &["ttt", "online", "--level", "godlike"],
        "[possible values: relaxed, easy, medium, hard, impossible, perfect]",
    );
    assert_refused(
        &["ttt", "online", "--server", "ftp://host:3536"],
        "for '--server <URL>': takes https://host (a pegs-server) or a ws://",
    );
    assert_refused(
        &["ttt", "online", "--server", "https://"],
        "'https://' for '--server <URL>': takes https://host",
    );
    assert_refused(&["ttt", "online", "--games", "0"], "for '--games <N>': takes 1 or more");
    assert_refused(
        &["ttt", "online", "--someone", "--join", "ABC234"],
        "'--someone' cannot be used with '--join <CODE>'",
    );
    assert_refused(
        &["ttt", "online", "--ice", "stun.example.org:3478"],
        "for '--ice <URL>': takes a STUN or TURN server's address",
    );
    assert_refused(
        &["ttt", "online", "--ice-user", "u", "--ice-password", "p"],
        "required arguments were not provided: --ice <URL>",
    );
    assert_refused(
        &["ttt", "online", "--ice", "turn:t.example.org:3478", "--ice-user", "u"],
        "not provided: --ice-password <P>",
    );
    assert_refused(&["--server"], "a value is required for '--server <URL>'");
    assert_refused(&["--server", "ws://host:3536", "--fast"], "unexpected argument '--fast'");
    assert_refused(
        &["--size", "200x900"],
        "invalid value '200x900' for '--size <WxH>': takes WIDTHxHEIGHT, each 320–4096",
    );
    assert_refused(&["--size", "tall"], "takes WIDTHxHEIGHT");
    assert_refused(&["--size", "405x720", "--server", "games.example"], "takes https://host");
    assert_refused(&["--size", "405x720", "--fast"], "unexpected argument '--fast'");
    // Given before --screenshot, --size still sizes the picture.
    assert_refused(
        &["--size", "405x720", "--screenshot", "a.png", "--contrast", "loud"],
        "[possible values: usual, high]",
    );
    assert_refused(
        &["bench", "gpu"],
        "invalid value 'gpu' for '[WHAT]...'; [possible values: hanoi, ttt, match, frames, texts]",
    );
    assert_refused(
        &["--screenshot", "a.png", "--text-size", "250"],
        "for '--text-size <PER CENT>': takes a per cent from 100 to 200",
    );
    assert_refused(&["--screenshot", "a.png", "--text-size", "big"], "takes a per cent");
    assert_refused(&["--screenshot", "a.png", "--contrast", "loud"], "[possible values: usual, high]");
}

/// Frame–Stewart by its textbook recursion: the smallest n − k disks aside on
/// four pegs, the k largest across on three, and back.
fn frame_stewart(n: u64) -> u64 {
    (1..=n)
        .map(|k| if k == n { (1 << n) - 1 } else { 2 * frame_stewart(n - k) + (1 << k) - 1 })
        .min()
        .unwrap_or(0)
}

#[test]
fn four_pegs_take_the_frame_stewart_number_from_the_start() {
    for n in 1..=20u64 {
        let out = run(&["hanoi", "solve", "--disks", &n.to_string(), "--pegs", "4", "--count"]);
        assert!(out.status.success());
        assert_eq!(stdout(&out).trim(), frame_stewart(n).to_string(), "{n} disks");
    }
    let out = run(&["hanoi", "solve", "--disks", "3", "--pegs", "4"]);
    assert_eq!(stdout(&out), "1 2\n1 3\n1 4\n3 4\n2 4\n");
    // From another position: exact, and a move list that many lines long.
    let out = run(&["hanoi", "solve", "--disks", "5", "--pegs", "4", "--from", "41234", "--count"]);
    let count: usize = stdout(&out).trim().parse().unwrap();
    let out = run(&["hanoi", "solve", "--disks", "5", "--pegs", "4", "--from", "41234"]);
    assert_eq!(stdout(&out).lines().count(), count);
    assert!(stderr(&out).is_empty(), "exact: no note");
    // Beyond the exact table a note says the plan is only short.
    let out = run(&["hanoi", "solve", "--disks", "12", "--pegs", "4", "--from", "412341234123", "--count"]);
    assert!(out.status.success());
    assert!(stderr(&out).contains("not proven shortest"));
}

#[test]
fn ttt_rule_sets_are_solved_on_the_command_line() {
    let out = run(&["ttt", "solve", "--rules", "four"]);
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(text.starts_with("empty board: draw\n"), "{text}");
    assert_eq!(text.lines().filter(|l| l.starts_with("first move ")).count(), 9);
    let out = run(&["ttt", "analyze", "--rules", "remove-first", "--moves", "6,3,0,4,1,8", "--perfect"]);
    assert!(stdout(&out).contains("cell 2 win 1\n"), "{}", stdout(&out));
    // Under four, X's own oldest stone (cell 0) may be replaced by the move that removes it.
    let out = run(&["ttt", "analyze", "--rules", "four", "--moves", "0,4,8,3,1,7,5,2", "--depth", "2"]);
    assert!(stdout(&out).contains("cell 0 score "), "the vanishing stone's cell is playable under four");
    assert_refused(&["ttt", "solve", "--rules", "five"], "[possible values: seed, remove-first, four]");
}

#[test]
fn records_are_printed_from_the_data_folder() {
    let dir = std::env::temp_dir().join(format!("pegs-and-stones-cli-records-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let records = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_pegs-and-stones"))
            .args(args)
            .env("PEGS_AND_STONES_DATA_DIR", &dir)
            .output()
            .expect("the binary runs")
    };
    let out = records(&["records"]);
    assert!(out.status.success());
    assert_eq!(stdout(&out), "", "no records yet");
    std::fs::write(
        dir.join("save.ron"),
        r#"(version: 1, records: (
            hanoi: [(pegs: 3, disks: 4, best_moves: 15, best_time: 12.43, solves: 3, best_optimal: true)],
            tictactoe: [(rules: "seed", level: "medium", wins: 2, losses: 1, draws: 0)],
            two_players: [(rules: "four", x_wins: 1, o_wins: 0, draws: 2)],
            online: [(rules: "seed", wins: 3, losses: 2, draws: 0)],
        ), puzzles: (best_streak: 4, days: [
            (date: "2026-11-30", hanoi: (moves: 33, stars: 2, on_the_day: true),
             tictactoe: (first_try: false, on_the_day: false), tictactoe_missed: true),
        ], hanoi_ladder: [(rung: 0, stars: 3), (rung: 1, stars: 1)], tictactoe_ladder: [0], all_open: false))"#,
    )
    .unwrap();
    let out = records(&["records"]);
    assert_eq!(
        stdout(&out),
        "hanoi 3 pegs 4 disks: best 15 moves (optimal), best time 12.4 s, 3 solves\n\
         tictactoe seed rules, computer medium: 2 won, 1 lost, 0 drawn\n\
         tictactoe four rules, two players: X 1 won, O 0 won, 2 drawn\n\
         tictactoe seed rules, online: 3 won, 2 lost, 0 drawn\n\
         puzzles: streak 0 (best 4)\n\
         puzzle 2026-11-30: hanoi 33 moves **; tictactoe solved, later\n\
         hanoi ladder: 2 of 120 solved, 4 stars\n\
         tictactoe ladder: 1 of 120 solved\n"
    );
    let out = records(&["records", "--json"]);
    let text = stdout(&out);
    assert!(text.contains("\"best_moves\": 15"), "{text}");
    assert!(text.contains("\"level\": \"medium\""), "{text}");
    assert!(text.contains("\"x_wins\": 1"), "{text}");
    assert!(text.contains("\"online\": ["), "{text}");
    assert!(text.contains("\"best_streak\": 4"), "{text}");
    assert!(text.contains("\"rung\": 2"), "{text}");
    // Damaged data is reported and left where it is.
    std::fs::write(dir.join("save.ron"), "(version: 1, records: (hanoi: [").unwrap();
    let out = records(&["records"]);
    assert!(!out.status.success());
    assert!(stderr(&out).contains("could not be read"));
    assert_eq!(std::fs::read_to_string(dir.join("save.ron")).unwrap(), "(version: 1, records: (hanoi: [");
    assert_refused(&["records", "--all"], "unexpected argument '--all'");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn ttt_analyze_explains_each_move_with_its_line() {
    let plain = stdout(&run(&["ttt", "analyze", "--moves", "4,0", "--depth", "5"]));
    let explained = run(&["ttt", "analyze", "--moves", "4,0", "--depth", "5", "--explain"]);
    assert!(explained.status.success(), "{}", stderr(&explained));
    let text = stdout(&explained);
    let mut nodes = 0u64;
    for (short, long) in plain.lines().zip(text.lines()) {
        if let Some(rest) = long.strip_prefix(short).filter(|_| short.starts_with("cell")) {
            // "cell 1 score 1" + " nodes 49 line 1 7 5 3 6": the same score, then the line from that cell.
            let words: Vec<&str> = rest.split_whitespace().collect();
            assert_eq!(words[0], "nodes", "{long}");
            nodes += words[1].parse::<u64>().unwrap();
            assert_eq!(words[2], "line", "{long}");
            assert_eq!(
                words[3],
                short.split_whitespace().nth(1).unwrap(),
                "the line starts with the cell: {long}"
            );
            assert!(words.len() - 3 <= 5, "at most the depth: {long}");
        } else {
            assert_eq!(short, long);
        }
    }
    let last = text.lines().last().unwrap();
    assert!(last.starts_with(&format!("search depth 5, {nodes} positions, ")), "{last}");
    let perfect = stdout(&run(&["ttt", "analyze", "--moves", "4,0,8", "--perfect", "--explain"]));
    // "cell 2 win 7 line 2 …": a line of 7 half-moves to the end.
    let win = perfect.lines().find(|l| l.contains(" win ")).expect("a winning cell");
    let words: Vec<&str> = win.split_whitespace().collect();
    let length: usize = words[3].parse().unwrap();
    assert_eq!(words.len() - 5, length, "{win}");
}

fn json(out: &Output) -> serde_json::Value {
    assert!(out.status.success(), "{}", stderr(out));
    serde_json::from_str(&stdout(out)).expect("one JSON object")
}

/// A Hanoi puzzle's claimed optimum, checked with `hanoi solve`; a TicTacToe
/// puzzle's answer and length, checked with `ttt analyze --perfect`.
fn check_puzzles(hanoi: Option<&serde_json::Value>, ttt: Option<&serde_json::Value>) {
    if let Some(h) = hanoi {
        let (pegs, disks, goal) = (h["pegs"].to_string(), h["disks"].to_string(), h["goal"].to_string());
        let position = h["position"].as_str().unwrap();
        assert_eq!(position.len().to_string(), disks);
        let out = run(&[
            "hanoi", "solve", "--pegs", &pegs, "--disks", &disks, "--from", position, "--to", &goal,
            "--count",
        ]);
        assert_eq!(stdout(&out).trim(), h["optimum"].to_string(), "{h}");
    }
    if let Some(t) = ttt {
        let moves: Vec<String> = t["moves"].as_array().unwrap().iter().map(|m| m.to_string()).collect();
        let mut args = vec!["ttt", "analyze", "--perfect", "--rules", t["rules"].as_str().unwrap()];
        let joined = moves.join(",");
        if !moves.is_empty() {
            args.extend(["--moves", &joined]);
        }
        let text = stdout(&run(&args));
        let wins: Vec<&str> = text.lines().filter(|l| l.contains(" win ")).collect();
        assert_eq!(wins, [format!("cell {} win {}", t["answer"], t["win_in"])], "{t}: {text}");
    }
}

#[test]
fn puzzle_daily_prints_a_days_puzzles_proven_by_the_solvers() {
    let day = json(&run(&["puzzle", "daily", "--date", "2026-12-06", "--json"]));
    assert_eq!(day["date"], "2026-12-06");
    let (h, t) = (&day["hanoi"], &day["tictactoe"]);
    assert_eq!((h["pegs"].as_u64(), h["disks"].as_u64()), (Some(4), Some(8)), "Sundays are hardest: {h}");
    assert!(["X", "O"].contains(&t["to_move"].as_str().unwrap()));
    assert!(t["win_in"].as_u64().unwrap() >= 3);
    check_puzzles(Some(h), Some(t));
    // The same date, the same puzzles; another date, others.
    assert_eq!(json(&run(&["puzzle", "daily", "--date=2026-12-06", "--json"])), day);
    let monday = json(&run(&["puzzle", "daily", "--date", "2026-12-07", "--json"]));
    assert_ne!(monday["tictactoe"], day["tictactoe"]);
    check_puzzles(Some(&monday["hanoi"]), Some(&monday["tictactoe"]));
    // Without --date: today's, in the same form.
    let today = json(&run(&["puzzle", "daily", "--json"]));
    assert_eq!(today["date"].as_str().map(str::len), Some(10));

    let text = stdout(&run(&["puzzle", "daily", "--date", "2026-12-01"]));
    assert!(text.starts_with("Puzzles of 2026-12-01, a Tuesday\n"), "{text}");
    assert!(text.contains("Hanoi: 5 disks on 3 pegs at 11133"), "{text}");
    assert!(text.contains("X to move wins in 3 half-moves"), "{text}");
}

#[test]
fn puzzle_ladder_prints_its_rungs() {
    let first = json(&run(&["puzzle", "ladder", "--game", "ttt", "--index", "1", "--json"]));
    let last = json(&run(&["puzzle", "ladder", "--game", "ttt", "--index", "120", "--json"]));
    assert_eq!((first["game"].as_str(), first["rungs"].as_u64()), (Some("ttt"), Some(120)));
    assert!(first["tictactoe"]["difficulty"].as_u64() < last["tictactoe"]["difficulty"].as_u64());
    check_puzzles(None, Some(&first["tictactoe"]));
    check_puzzles(None, Some(&last["tictactoe"]));
    let low = json(&run(&["puzzle", "ladder", "--game", "hanoi", "--index", "1", "--json"]));
    let high = json(&run(&["puzzle", "ladder", "--game", "hanoi", "--index", "120", "--json"]));
    assert!(low["hanoi"]["difficulty"].as_u64() <= high["hanoi"]["difficulty"].as_u64());
    check_puzzles(Some(&low["hanoi"]), None);
    check_puzzles(Some(&high["hanoi"]), None);
    assert!(
        stdout(&run(&["puzzle", "ladder", "--game", "hanoi", "--index", "7"]))
            .starts_with("Rung 7 of 120\nHanoi: ")
    );
}

#[test]
fn puzzle_refuses_impossible_dates_and_rungs() {
    assert_refused(&["puzzle", "daily", "--date", "2026-02-29"], "2026-02-29 is not a day of the calendar");
    assert_refused(&["puzzle", "daily", "--date", "1-2-3"], "YYYY-MM-DD");
    assert_refused(&["puzzle", "daily", "--date", "1999-12-31"], "1999");
    assert_refused(&["puzzle", "ladder", "--game", "ttt", "--index", "0"], "from 1 to 120");
    assert_refused(&["puzzle", "ladder", "--game", "hanoi", "--index", "121"], "from 1 to 120");
    assert_refused(&["puzzle", "ladder", "--game", "chess", "--index", "1"], "[possible values: hanoi, ttt]");
    assert_refused(&["puzzle", "ladder", "--index", "1"], "--game");
    assert_refused(&["puzzle", "weekly"], "unrecognized subcommand 'weekly'");
    assert_refused(&["puzzle"], "[subcommands: daily, ladder, help]");
    let help = run(&["puzzle", "daily", "--help"]);
    assert!(stdout(&help).contains("Usage: pegs-and-stones puzzle daily [OPTIONS]"), "{}", stdout(&help));
    assert!(stdout(&help).contains("--date <YYYY-MM-DD>"));
}

#[test]
fn lessons_lists_every_lesson_with_its_task_as_json() {
    let out = run(&["lessons", "--json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let list: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let list = list.as_array().expect("an array");
    assert!(list.len() >= 12);
    for lesson in list {
        let game = lesson["game"].as_str().unwrap();
        assert!(game == "hanoi" || game == "tictactoe", "{lesson}");
        assert!(lesson["id"].as_str().unwrap().starts_with(game));
        let task = &lesson["task"];
        if game == "hanoi" && task.get("question").is_none() {
            let disks = task["disks"].as_u64().unwrap() as usize;
            assert_eq!(task["position"].as_array().unwrap().len(), disks, "{lesson}");
        }
        if let Some(goal) = task.get("goal").and_then(|g| g.as_str()) {
            assert!(["win_now", "stop_loss", "two_threats", "best"].contains(&goal), "{lesson}");
            assert!(!task["answer"].as_array().unwrap().is_empty(), "{lesson}");
        }
    }
    let lines = stdout(&run(&["lessons"]));
    assert!(lines.contains("hanoi-one-disk") && lines.contains("tictactoe-solved"), "{lines}");
    assert_refused(&["lessons", "--all"], "unexpected argument '--all'");
    assert_refused(&["lessons", "--json", "extra"], "extra");
}

#[test]
fn ttt_review_judges_every_move_and_names_the_first_mistakes() {
    // Seed rules: X wins from the centre; O's edge answer is lost anyway; X's 2 then throws
    // the win in one (8) away.
    let out = run(&["ttt", "review", "--moves", "4,1,0,3,2", "--json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let review = json(&out);
    let moves = review["moves"].as_array().expect("moves");
    assert_eq!(moves.len(), 5);
    assert_eq!(moves[0]["side"], "X");
    assert_eq!(moves[0]["before"], serde_json::json!({"result": "win", "in": 9}));
    assert_eq!(moves[0]["verdict"], "best");
    assert_eq!(moves[4]["best"], serde_json::json!([8]), "after O's 3, X wins at once on 8");
    assert_eq!(moves[4]["before"], serde_json::json!({"result": "win", "in": 1}));
    assert_eq!(moves[4]["verdict"], "kept", "2 still wins, in 3: not the best, not a mistake");
    // The values are those ttt analyze --perfect gives the same position.
    let analyze = stdout(&run(&["ttt", "analyze", "--perfect", "--moves", "4,1,0,3"]));
    let line = analyze.lines().find(|l| l.starts_with("cell 2 ")).expect("cell 2");
    let after = &moves[4]["after"];
    let written = match after["result"].as_str() {
        Some("draw") => "draw".to_string(),
        Some(r) => format!("{r} {}", after["in"]),
        None => panic!("a result"),
    };
    assert_eq!(line, format!("cell 2 {written}"), "the review agrees with analyze");
    assert_eq!(review["first_mistake"]["O"], serde_json::Value::Null, "O was lost from its first move");
    let x = review["first_mistake"]["X"].clone();
    assert_eq!(x.is_null(), moves[4]["verdict"] != "mistake");
    assert_eq!(review["rules"], "seed");
    // The centre was X's only winning first move; O, lost from the start, has none.
    assert_eq!(moves[0]["only"], true);
    assert_eq!(moves.iter().filter(|m| m["side"] == "O" && m["only"] == true).count(), 0);
    assert_eq!(review["sides"]["O"]["only"], 0);
    let mistakes = moves.iter().filter(|m| m["side"] == "X" && m["verdict"] == "mistake").count() as f64;
    let expected = (1000.0 * (3.0 - mistakes) / 3.0).round() / 10.0;
    assert_eq!(review["sides"]["X"]["accuracy"].as_f64(), Some(expected), "{}", review["sides"]);
    // A corner first throws the win away: a missed win, and X's accuracy 0.
    let corner = json(&run(&["ttt", "review", "--moves", "0", "--json"]));
    assert_eq!(corner["moves"][0]["missed_win"], true);
    assert_eq!(corner["sides"]["X"]["accuracy"].as_f64(), Some(0.0));
    assert!(
        stdout(&run(&["ttt", "review", "--moves", "0"])).contains("1 X 0 mistake, missed win: win 9 -> ")
    );

    let out = run(&["ttt", "review", "--moves", "4,1,0", "--rules", "four"]);
    assert!(
        stdout(&out).ends_with("first mistake O: none\n") || stdout(&out).contains("first mistake O: move")
    );
}

#[test]
fn hanoi_review_finds_the_detours_on_three_and_four_pegs() {
    let out = run(&["hanoi", "review", "--disks", "3", "--moves", "12,21,13,12,32,13,21,23,13", "--json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let review = json(&out);
    assert_eq!(
        (review["optimum"].as_u64(), review["made"].as_u64(), review["wasted"].as_u64()),
        (Some(7), Some(9), Some(2))
    );
    assert_eq!(review["first_detour"], 1);
    assert_eq!(review["moves"][0]["verdict"], "detour");
    assert_eq!(review["moves"][2]["verdict"], "shortest");
    // Four pegs, to another goal: the solver's own moves are all on the shortest way, a step aside is not.
    let tower = ["--disks", "4", "--pegs", "4", "--from", "1111", "--to", "2"];
    let plan = stdout(&run(&[&["hanoi", "solve"][..], &tower].concat()));
    let moves: Vec<String> = plan.lines().map(|l| l.replace(' ', "")).collect();
    let list = moves.join(",");
    let review = json(&run(&[&["hanoi", "review"][..], &tower, &["--moves", &list, "--json"]].concat()));
    assert_eq!((review["optimum"].as_u64(), review["wasted"].as_u64()), (Some(9), Some(0)), "{review}");
    assert_eq!(review["first_detour"], serde_json::Value::Null);
    // The first move, taken back, then the plan: the taking back is the first detour.
    let aside = [moves[0].clone(), "21".into(), list.clone()].join(",");
    let review = json(&run(&[&["hanoi", "review"][..], &tower, &["--moves", &aside, "--json"]].concat()));
    assert_eq!(review["first_detour"], 2, "{review}");
    assert_eq!((review["made"].as_u64(), review["wasted"].as_u64()), (Some(11), Some(2)));
    assert_eq!(review["moves"][2]["distance_before"], review["moves"][1]["distance_after"]);
    let text = stdout(&run(&["hanoi", "review", "--disks", "2", "--moves", "13,12"]));
    assert!(text.contains("first detour: move 1"), "{text}");
}

#[test]
fn reviews_refuse_bad_moves_in_one_line() {
    assert_refused(&["ttt", "review", "--moves", "4,4"], "move 2 (4)");
    assert_refused(&["ttt", "review", "--moves", "0,3,1,4,2,5"], "move 6 (5): the game is already over");
    assert_refused(&["ttt", "review", "--moves", "4,x"], "--moves takes a whole number");
    assert_refused(&["ttt", "review", "--moves", "4,,0"], "--moves takes cells");
    assert_refused(&["ttt", "review", "--moves", "4", "--rules", "five"], "for '--rules <R>'");
    assert_refused(&["ttt", "review"], "not provided: --moves <CELLS>");
    assert_refused(&["hanoi", "review", "--disks", "2", "--moves", "12,12"], "move 2 (1 2)");
    assert_refused(
        &["hanoi", "review", "--disks", "1", "--moves", "13,31"],
        "move 2 (3 1): the tower is already home",
    );
    assert_refused(&["hanoi", "review", "--disks", "2", "--moves", "1-3"], "--moves takes moves of two pegs");
    assert_refused(&["hanoi", "review", "--disks", "11", "--pegs", "4", "--moves", "12"], "up to 10 disks");
}
