//! Programs of the player's own in the window, headless: engines on the
//! computer's side (a real process speaking the engine protocol: the
//! game's own `ttt engine`, or a shell script that misbehaves) and Hanoi
//! solvers playing *Solve* (the Python example, and a wasteful script).

use bevy::prelude::*;
use pegs_and_stones::app::testing::{click, headless_app, screen, tap_key, update_with_work_done};
use pegs_and_stones::base::i18n::{Language, Msg, ProgramMsg};
use pegs_and_stones::base::save::records::RecordBook;
use pegs_and_stones::base::screen::Screen;
use pegs_and_stones::base::settings::{MAX_SPEED, Mode, OwnEngine, Starter};
use pegs_and_stones::screens::hanoi::solver_program::SolverProgram;
use pegs_and_stones::screens::hanoi::state::{Board, HanoiRun, Notice, SolverSpeed};
use pegs_and_stones::screens::tictactoe::board::cell_centre;
use pegs_and_stones::screens::tictactoe::engines::EngineSeat;
use pegs_and_stones::screens::tictactoe::insight::{Insight, Worth};
use pegs_and_stones::screens::tictactoe::play::{Match, MatchSettings};
use pegs_engine::hanoi::Tower;
use pegs_engine::tictactoe::perfect::{Outcome, PerfectTable};
use pegs_engine::tictactoe::{Game, Level, Player, RuleSet};

/// Frames a test waits at most for what it expects (each waits for the
/// work off the frame, so a busy machine takes longer, not more frames).
const MOST_FRAMES: usize = 600;

/// The computer's side played by the engine `command`, named `name`; the
/// player has `human`, X starts, the computer places its stone at once.
fn with_engine(name: &str, command: String, human: Player, level: Level) -> App {
    let mut app = headless_app();
    app.insert_resource(MatchSettings {
        mode: Mode::VsComputer,
        human,
        starter: Starter::X,
        level,
        delay: (0.0, 0.0),
        engines: vec![OwnEngine { name: name.into(), command }],
        engine: Some(name.into()),
        ..default()
    });
    tap_key(&mut app, KeyCode::Digit2);
    assert_eq!(screen(&app), Screen::TicTacToe);
    app
}

fn game(app: &App) -> Game {
    app.world().resource::<Match>().game
}

/// Frames until `done` holds, each with the work off the frame done.
fn until(app: &mut App, what: &str, done: impl Fn(&App) -> bool) {
    for _ in 0..MOST_FRAMES {
        if done(app) {
            return;
        }
        update_with_work_done(app);
    }
    panic!("{what} (not within {MOST_FRAMES} frames)");
}

#[test]
fn an_engine_of_your_own_plays_the_computer_s_side_and_its_games_stay_off_the_records() {
    // The game's own perfect player, as an engine: under the seed rules X
    // wins from the empty board, by the ninth half-move, whatever O does.
    // Each of its stones is one of the perfect table's best moves, which
    // the level chosen (relaxed: one move in two at random) seldom finds.
    let command = format!("'{}' ttt engine --level perfect", env!("CARGO_BIN_EXE_pegs-and-stones"));
    let mut app = with_engine("partner", command, Player::O, Level::Relaxed);
    app.world_mut().resource_mut::<Insight>().show = true;
    let mut thoughts = 0;
    for _ in 0..MOST_FRAMES {
        let g = game(&app);
        if !g.is_running() {
            break;
        }
        // What the engine said of each of its moves is the thinking shown.
        if let Some(shown) = app.world().resource::<Insight>().shown()
            && shown.subject.game.half_moves() + 1 == g.half_moves()
        {
            let cell = shown.subject.chosen.expect("its move");
            assert_eq!(shown.engine.as_deref(), Some("partner"));
            assert!(
                matches!(shown.worth[usize::from(cell)], Some(Worth::Exact(Outcome::Win(_)))),
                "{shown:?}"
            );
            assert_eq!(shown.line.first(), Some(&cell), "its line starts with its move");
            thoughts += 1;
        }
        if g.turn() == Player::O {
            // The player's stone on the first free cell.
            let cell = g.legal_cells().next().expect("a free cell");
            click(&mut app, cell_centre(cell));
        }
        update_with_work_done(&mut app);
    }
    assert!(thoughts > 0, "the engine's thinking was shown");
    let g = game(&app);
    let moves = app.world().resource::<Match>().moves().to_vec();
    assert_eq!(g.winner(), Some(Player::X), "the perfect engine wins as X: {moves:?}");
    assert!(g.half_moves() <= 9, "by the ninth half-move ({})", g.half_moves());
    // Every stone of the engine's is one of the perfect table's best moves.
    let table = PerfectTable::build_for(RuleSet::Seed);
    let mut before = Game::new(Player::X);
    for &cell in &moves {
        if before.turn() == Player::X {
            assert!(table.best_moves(&before).contains(&cell), "{cell} is best after {before:?}");
        }
        before.play(cell as usize).expect("a legal move");
    }
    assert_eq!(g.rules(), RuleSet::Seed);
    let book = app.world().resource::<RecordBook>();
    for level in Level::ALL {
        assert_eq!(
            book.all_time.against(RuleSet::Seed, level).games(),
            0,
            "no game against {level:?} recorded"
        );
    }
    assert_eq!(app.world().resource::<EngineSeat>().fault(), None);
}

/// An engine, as a shell script, that greets properly and then answers
/// every `go` with `bestmove CELL`, writing `WORDS` to stderr.
fn script(cell: &str, words: &str) -> String {
    format!(
        "while read -r line; do case \"$line\" in uci) echo 'id name Nine'; echo uciok;; \
         isready) echo readyok;; go*) echo '{words}' >&2; echo 'bestmove {cell}';; quit) exit 0;; esac; done"
    )
}

#[test]
fn an_engine_s_illegal_move_stops_it_the_game_waits_and_a_level_plays_on() {
    let mut app = with_engine("nine", script("9", "cell nine, surely"), Player::X, Level::Medium);
    click(&mut app, cell_centre(4));
    assert_eq!(game(&app).half_moves(), 1);
    until(&mut app, "the engine's fault is seen", |app| {
        app.world().resource::<EngineSeat>().fault().is_some()
    });
    let fault = app.world().resource::<EngineSeat>().fault().expect("a fault");
    assert_eq!((fault.name.as_str(), fault.kind), ("nine", "illegal"));
    assert!(fault.said.starts_with("9 · ") && fault.said.contains("cell nine, surely"), "{}", fault.said);
    let said = Language::En.say(&Msg::Program(ProgramMsg::EngineFault {
        name: fault.name,
        kind: fault.kind,
        said: fault.said,
    }));
    assert!(said.starts_with("The engine nine played an illegal move — 9 · cell nine, surely"), "{said}");

    // The game waits on the engine's turn, the board as it was.
    let waiting = game(&app);
    for _ in 0..30 {
        update_with_work_done(&mut app);
    }
    assert_eq!(game(&app), waiting);

    // The player chooses a level: it plays on from there, and the fault is gone.
    app.world_mut().resource_mut::<MatchSettings>().engine = None;
    until(&mut app, "the level replies", |app| game(app).half_moves() == 2);
    assert_eq!(app.world().resource::<EngineSeat>().fault(), None);
}

#[test]
fn an_engine_that_cannot_be_run_or_never_answers_is_said_so() {
    let mut app = with_engine("missing", "no-such-engine-program-here".into(), Player::O, Level::Medium);
    until(&mut app, "the missing engine's fault is seen", |app| {
        app.world().resource::<EngineSeat>().fault().is_some()
    });
    let fault = app.world().resource::<EngineSeat>().fault().expect("a fault");
    assert_eq!(fault.kind, "crash", "the shell ran and ended: {fault:?}");
    assert!(fault.said.contains("not found"), "the shell's words are kept: {}", fault.said);
    assert_eq!(game(&app).half_moves(), 0, "nothing was placed");

    // Choosing again (here, two players at the board) lets the fault go.
    app.world_mut().resource_mut::<MatchSettings>().mode = Mode::TwoPlayers;
    app.update();
    assert_eq!(app.world().resource::<EngineSeat>().fault(), None);
}

/// The Hanoi screen with a tower of three disks, the solver program
/// `command` chosen, the solver at its fastest.
fn with_solver(command: String) -> App {
    let mut app = headless_app();
    tap_key(&mut app, KeyCode::Digit1);
    assert_eq!(screen(&app), Screen::Hanoi);
    app.world_mut().resource_mut::<Board>().0 = Tower::new(3).expect("a tower");
    app.world_mut().resource_mut::<SolverSpeed>().0 = MAX_SPEED;
    let mut program = app.world_mut().resource_mut::<SolverProgram>();
    program.programs = vec![OwnEngine { name: "mine".into(), command }];
    program.chosen = Some("mine".into());
    app.update();
    app
}

/// Presses *Solve* and plays until the message line gives the verdict.
fn solve_with_the_program(app: &mut App) -> Vec<Msg> {
    tap_key(app, KeyCode::Space);
    let verdict = |app: &App| {
        let lines = &app.world().resource::<Notice>().lines;
        lines.first().is_some_and(|m| {
            matches!(
                m,
                Msg::Program(ProgramMsg::SolverVerdict { .. })
                    | Msg::Program(ProgramMsg::SolverFailed { .. })
            )
        })
    };
    until(app, "the verdict is said", verdict);
    app.world().resource::<Notice>().lines.clone()
}

#[test]
fn a_solver_program_plays_solve_and_the_message_line_judges_it() {
    let example = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/engines/hanoi.py");
    let mut app = with_solver(format!("python3 '{example}'"));
    let said = solve_with_the_program(&mut app);
    let board = &app.world().resource::<Board>().0;
    assert!(board.is_solved() && board.moves() == 7, "home in 7: {board:?}");
    let Msg::Program(ProgramMsg::SolverVerdict { name, checked }) = &said[0] else { panic!("{said:?}") };
    assert_eq!(name, "mine");
    assert!(checked.is_optimal(), "{checked:?}");
    assert_eq!(said.len(), 1, "it never left the shortest way: {said:?}");
    assert!(app.world().resource::<HanoiRun>().assisted, "a program's solve is no record");
    let english = Language::En.say(&said[0]);
    assert_eq!(english, "mine: home in 7 moves, the fewest there are.");
}

#[test]
fn a_wasteful_solver_is_told_where_it_left_the_shortest_way_and_an_illegal_one_where_it_stopped() {
    // Two moves there and back, then the shortest way.
    let wasteful = "printf '1 2\\n2 1\\n1 3\\n1 2\\n3 2\\n1 3\\n2 1\\n2 3\\n1 3\\n'";
    let mut app = with_solver(wasteful.into());
    let said = solve_with_the_program(&mut app);
    assert!(app.world().resource::<Board>().0.is_solved());
    assert_eq!(said.len(), 2, "{said:?}");
    assert_eq!(Language::En.say(&said[0]), "mine: home in 9 moves, 2 more than the fewest (7).");
    assert_eq!(said[1], Msg::Program(ProgramMsg::SolverLeftShortest(1)));

    // Disk 2 onto disk 1 at the second move: the first is played, then the refusal is said.
    let mut app = with_solver("printf '1 3\\n1 3\\n'".into());
    let said = solve_with_the_program(&mut app);
    assert_eq!(app.world().resource::<Board>().0.moves(), 1);
    let english = Language::En.say(&said[0]);
    assert!(english.starts_with("mine: move 2 was refused. Illegal move: a larger disk"), "{english}");
}
