use super::check::{Refusal, check, check_moves, question};
use super::elo::{Tally, elo};
use super::uci::{Heard, Info, Said, Score, go, hear, info_line, position, read, set_rules};
use crate::hanoi::{Move, MoveError, Tower};
use crate::tictactoe::RuleSet;

#[test]
fn every_line_an_engine_writes_in_the_document_reads_as_meant() {
    assert_eq!(read("id name Alpha Beta 2"), Said::Name("Alpha Beta 2".into()));
    assert_eq!(read("id author A. Student"), Said::Author("A. Student".into()));
    assert_eq!(read("uciok"), Said::UciOk);
    assert_eq!(read("  readyok \r"), Said::ReadyOk);
    assert_eq!(read("bestmove 4"), Said::BestMove(Ok(4)));
    assert_eq!(read("bestmove 8 ponder 0"), Said::BestMove(Ok(8)));
    assert_eq!(
        read("info depth 9 nodes 12345 score win 7 pv 4 0 8"),
        Said::Info(Info {
            depth: Some(9),
            nodes: Some(12345),
            score: Some(Score::Win(7)),
            pv: vec![4, 0, 8]
        })
    );
    assert_eq!(
        read("info pv 2 score loss 4 depth 3"),
        Said::Info(Info { depth: Some(3), score: Some(Score::Loss(4)), pv: vec![2], ..Info::default() })
    );
    assert_eq!(read("info score draw"), Said::Info(Info { score: Some(Score::Draw), ..Info::default() }));
    assert_eq!(
        read("info score cp -35 time 12"),
        Said::Info(Info { score: Some(Score::Centi(-35)), ..Info::default() })
    );
    // What an engine writes for us is read back as written.
    let info = Info { depth: Some(2), nodes: Some(40), score: Some(Score::Loss(3)), pv: vec![1, 7] };
    assert_eq!(read(&info_line(&info)), Said::Info(info));
}

#[test]
fn each_part_of_info_is_taken_as_it_was_last_said() {
    let mut said = Info::default();
    for line in ["info depth 1 score cp 5 pv 4 0", "info nodes 90", "info depth 3 score win 5", "info pv"] {
        let Said::Info(info) = read(line) else { panic!("{line} is an info line") };
        said.merge(info);
    }
    assert_eq!(said, Info { depth: Some(3), nodes: Some(90), score: Some(Score::Win(5)), pv: vec![4, 0] });
}

#[test]
fn a_wrong_cell_or_an_unknown_line_is_kept_as_written_and_never_a_move() {
    for (line, kept) in
        [("bestmove 9", "9"), ("bestmove -1", "-1"), ("bestmove 04", "04"), ("bestmove a1", "a1")]
    {
        assert_eq!(read(line), Said::BestMove(Err(kept.into())), "{line}");
    }
    assert_eq!(read("bestmove"), Said::BestMove(Err(String::new())));
    for line in ["", "hello", "info depth many", "info score maybe 3", "id", "uciok now"] {
        assert_eq!(read(line), Said::Other(line.into()), "{line:?}");
    }
}

#[test]
fn every_line_the_game_sends_in_the_document_reads_as_meant() {
    assert_eq!(hear("uci"), Heard::Uci);
    assert_eq!(hear(&set_rules(RuleSet::Four)), Heard::Rules(RuleSet::Four));
    assert_eq!(hear("setoption name Rules value remove-first"), Heard::Rules(RuleSet::RemoveFirst));
    assert_eq!(hear("ucinewgame"), Heard::NewGame);
    assert_eq!(hear("isready"), Heard::IsReady);
    assert_eq!(hear(&position(&[])), Heard::Position(Vec::new()));
    assert_eq!(position(&[]), "position startpos");
    assert_eq!(position(&[4, 0, 8]), "position startpos moves 4 0 8");
    assert_eq!(hear("position startpos moves 4 0 8"), Heard::Position(vec![4, 0, 8]));
    assert_eq!(hear(&go(500)), Heard::Go { movetime: Some(500) });
    assert_eq!(hear("go"), Heard::Go { movetime: None });
    assert_eq!(hear("quit"), Heard::Quit);
    for line in ["setoption name Rules value five", "position startpos moves 4 9", "go movetime soon", "stop"]
    {
        assert_eq!(hear(line), Heard::Other(line.into()), "{line}");
    }
}

#[test]
fn the_elo_interval_is_cutechess_s_for_known_counts() {
    // Worked out by hand from cutechess-cli's formula (and with Python's floats).
    let e = elo(Tally { wins: 30, draws: 50, losses: 20 }).expect("games");
    assert!((e.diff.unwrap() - 34.860_070).abs() < 1e-4, "{e:?}");
    assert!((e.margin.unwrap() - 48.470_228).abs() < 1e-4, "{e:?}");
    assert!((e.low().unwrap() - (34.860_070 - 48.470_228)).abs() < 1e-4);
    let even = elo(Tally { wins: 5, draws: 0, losses: 5 }).expect("games");
    assert!(even.diff.unwrap().abs() < 1e-9 && (even.margin.unwrap() - 251.776_910).abs() < 1e-4, "{even:?}");
    assert!(even.diff.unwrap().is_sign_positive(), "an even score is 0, not -0");
    let lopsided = elo(Tally { wins: 7, draws: 1, losses: 2 }).expect("games");
    assert!(
        (lopsided.diff.unwrap() - 190.848_502).abs() < 1e-4
            && (lopsided.margin.unwrap() - 763.202_929).abs() < 1e-3
    );
    // All or nothing has no finite difference; no games, no figure.
    assert_eq!(elo(Tally { wins: 4, draws: 0, losses: 0 }).and_then(|e| e.diff), None);
    assert_eq!(elo(Tally::default()), None);
    let draws = elo(Tally { wins: 0, draws: 6, losses: 0 }).expect("games");
    assert_eq!((draws.diff, draws.margin), (Some(0.0), Some(0.0)));
}

#[test]
fn a_correct_a_wasteful_and_an_illegal_solver_are_told_apart() {
    let tower = Tower::new(3).expect("a tower");
    assert_eq!(question(&tower), "pegs 3 disks 3 from 111 to 3");
    let optimal = "1 3\n1 2\n3 2\n1 3\n2 1\n2 3\n1 3\n";
    let checked = check(&tower, 7, optimal.lines());
    assert!(checked.is_optimal(), "{checked:?}");
    assert_eq!(checked.to_string(), "optimal: 7 moves");
    // Two moves there and back first: home in 9.
    let wasteful = format!("1 2\n2 1\n{optimal}");
    let checked = check(&tower, 7, wasteful.lines());
    assert!(checked.home && !checked.is_optimal());
    assert_eq!(checked.to_string(), "home in 9 moves, 2 more than the fewest (7)");
    let short = check(&tower, 7, optimal.lines().take(4));
    assert_eq!(short.to_string(), "not home after 4 moves");
    assert!(!short.home);
    // Disk 2 onto disk 1 at the second move; nothing after it counts.
    let illegal = check(&tower, 7, "1 3\n1 3\n1 2\n3 2".lines());
    assert_eq!(
        illegal.refused,
        Some((2, Refusal::Illegal(Move::new(0, 2), MoveError::LargerOnSmaller { disk: 2, onto: 1 })))
    );
    assert_eq!(illegal.to_string(), "move 2 is refused: 1 3: disk 2 onto disk 1");
    assert_eq!((illegal.moves, illegal.home), (1, false));
    // The moves made are handed back, up to the refused one.
    let (_, made) = check_moves(&tower, 7, "1 3\n1 3\n1 2\n3 2".lines());
    assert_eq!(made, [Move::new(0, 2)]);
    let (checked, made) = check_moves(&tower, 7, wasteful.lines());
    assert_eq!(
        (made.len() as u64, made[..2].to_vec()),
        (checked.moves, vec![Move::new(0, 1), Move::new(1, 0)])
    );
    for (answer, why) in
        [("1 4", "'1 4' is not a move"), ("13", "'13' is not a move"), ("2 3", "peg 2 has no disk")]
    {
        let checked = check(&tower, 7, [answer]);
        assert!(checked.to_string().contains(why), "{answer}: {checked}");
        assert_eq!(checked.moves, 0);
    }
    let after_home = format!("{optimal}3 1\n");
    assert_eq!(
        check(&tower, 7, after_home.lines()).to_string(),
        "move 8 is refused: 3 1: the tower is home already"
    );
    // Blank lines are passed over; four pegs and another goal are asked as written.
    assert!(check(&tower, 7, format!("\n{optimal}\n").lines()).is_optimal());
    let four = Tower::from_config_on(4, "412", 3, 1).expect("a tower");
    assert_eq!(question(&four), "pegs 4 disks 3 from 412 to 2");
}
