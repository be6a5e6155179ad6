//! Engines of the player's own on the computer's side, in the window: a
//! real process speaking the engine protocol (the game's own `ttt engine`,
//! or a shell script that misbehaves), headless.

use bevy::prelude::*;
use pegs_and_stones::app::testing::{click, headless_app, screen, tap_key, update_with_work_done};
use pegs_and_stones::base::i18n::{Language, Msg};
use pegs_and_stones::base::save::records::RecordBook;
use pegs_and_stones::base::screen::Screen;
use pegs_and_stones::base::settings::{Mode, OwnEngine, Starter};
use pegs_and_stones::screens::tictactoe::board::cell_centre;
use pegs_and_stones::screens::tictactoe::engines::EngineSeat;
use pegs_and_stones::screens::tictactoe::insight::{Insight, Worth};
use pegs_and_stones::screens::tictactoe::play::{Match, MatchSettings};
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
    let said = Language::En.say(&Msg::EngineFault { name: fault.name, kind: fault.kind, said: fault.said });
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
