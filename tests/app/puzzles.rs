//! The daily puzzles, played on their boards to the end: solved, missed,
//! counted in the puzzle book, the streak across days on a fixed clock, and
//! the game put aside coming back.

use bevy::prelude::*;
use pegs_and_stones::app::testing::{headless_app, run_frames, screen, tap_key, update_with_work_done};
use pegs_and_stones::base::save::puzzles::PuzzleBook;
use pegs_and_stones::base::save::records::RecordBook;
use pegs_and_stones::base::screen::Screen;
use pegs_and_stones::screens::hanoi::puzzle::OnBoard as HanoiOnBoard;
use pegs_and_stones::screens::hanoi::state::{Board, HanoiAction, Notice, NoticeKind};
use pegs_and_stones::screens::tictactoe::play::{Match, MatchSettings, TttAction};
use pegs_and_stones::screens::tictactoe::puzzle::{OnBoard as TttOnBoard, Verdict};
use pegs_and_stones::shell::modes::puzzle::{Challenge, PuzzleGame, PuzzleId, PuzzleShelf, Today, screen_of};
use pegs_engine::hanoi::Tower;
use pegs_engine::hanoi::distance::DistanceTable;
use pegs_engine::puzzle::{Daily, Day};

fn day(text: &str) -> Day {
    Day::parse(text).unwrap()
}

/// The game on the menu with today fixed and the puzzles made.
fn puzzle_app(today: Day) -> App {
    let mut app = headless_app();
    app.world_mut().insert_resource(Today { fixed: Some(today) });
    app.world_mut().resource_mut::<PuzzleShelf>().make_now();
    app
}

fn daily(app: &App, d: Day) -> Daily {
    app.world().resource::<PuzzleShelf>().daily(d).unwrap()
}

/// Opens a day's puzzle of a game, as the menu's button does (from the menu).
fn open(app: &mut App, d: Day, game: PuzzleGame) {
    open_id(app, PuzzleId::Daily(d), game);
}

fn open_id(app: &mut App, id: PuzzleId, game: PuzzleGame) {
    app.world_mut().resource_scope(|world, mut challenge: Mut<Challenge>| {
        let mut next = world.resource_mut::<NextState<Screen>>();
        challenge.open(id, game, &mut next);
    });
    run_frames(app, 2);
    assert_eq!(screen(app), screen_of(game));
}

fn back_to_menu(app: &mut App) {
    tap_key(app, KeyCode::Escape);
    run_frames(app, 2);
    assert_eq!(screen(app), Screen::Menu);
}

fn board(app: &App) -> Tower {
    app.world().resource::<Board>().0.clone()
}

/// Plays a Hanoi move with the keys' actions (pick up from a peg, put down on another).
fn hanoi_move(app: &mut App, from: usize, to: usize) {
    app.world_mut().write_message(HanoiAction::KeyPeg(from));
    app.update();
    app.world_mut().write_message(HanoiAction::KeyPeg(to));
    app.update();
}

/// Solves the Hanoi puzzle on the board the shortest way, after `detour` extra moves (a disk there and back).
fn solve_hanoi(app: &mut App, detour: bool) {
    let start = board(app);
    // Exact distances on four pegs; the formula on three.
    let table = (start.peg_count() == 4).then(|| DistanceTable::build(start.disks(), start.goal())).flatten();
    if detour {
        let first = start.hint_with(table.as_ref()).unwrap();
        hanoi_move(app, first.from, first.to);
        hanoi_move(app, first.to, first.from);
    }
    for _ in 0..600 {
        let tower = board(app);
        if tower.is_solved() {
            return;
        }
        let mv = tower.hint_with(table.as_ref()).expect("a move while unsolved");
        hanoi_move(app, mv.from, mv.to);
    }
    panic!("the tower was not solved");
}

/// Plays the TicTacToe puzzle: `first` as the player's first move, then
/// the winning move whenever the player is to move, until the game ends.
fn play_ttt(app: &mut App, first: u8) {
    let puzzles = app.world().resource::<PuzzleShelf>().puzzles().unwrap().clone();
    let mut first = Some(first);
    for _ in 0..2000 {
        let game = app.world().resource::<Match>().game;
        let settings = app.world().resource::<MatchSettings>().clone();
        if !game.is_running() {
            return;
        }
        if game.turn() == settings.human {
            let cell = first.take().unwrap_or_else(|| puzzles.table().best_moves(&game)[0]);
            app.world_mut().write_message(TttAction::Play(cell));
        }
        update_with_work_done(app);
    }
    panic!("the puzzle's game did not end");
}

fn verdict(app: &App) -> Verdict {
    app.world().resource::<TttOnBoard>().0.as_ref().expect("a puzzle on the board").verdict
}

#[test]
fn a_hanoi_puzzle_is_solved_on_its_board_for_its_stars_and_the_tower_in_play_comes_back() {
    let today = day("2026-12-01");
    let mut app = puzzle_app(today);
    let before = board(&app);
    let puzzle = daily(&app, today).hanoi;
    open(&mut app, today, PuzzleGame::Hanoi);
    assert_eq!(board(&app), puzzle.tower().unwrap(), "the puzzle's position is on the board");
    assert_eq!(board(&app).goal(), puzzle.goal);

    // Two moves too many: two stars.
    solve_hanoi(&mut app, true);
    assert_eq!(board(&app).moves(), puzzle.optimum + 2);
    let solve = app.world().resource::<PuzzleBook>().of(today).hanoi.expect("counted");
    assert_eq!((solve.moves, solve.stars, solve.on_the_day), (puzzle.optimum + 2, 2, true));
    assert_eq!(app.world().resource::<Notice>().kind, NoticeKind::Solved);

    // Again, the shortest way: three stars replace two.
    app.world_mut().write_message(HanoiAction::Restart);
    app.update();
    assert_eq!(board(&app).moves(), 0);
    assert_eq!(board(&app), puzzle.tower().unwrap(), "trying again starts from the puzzle");
    solve_hanoi(&mut app, false);
    let solve = app.world().resource::<PuzzleBook>().of(today).hanoi.unwrap();
    assert_eq!((solve.moves, solve.stars), (puzzle.optimum, 3));

    // Back on the menu, the tower that was being played is back.
    back_to_menu(&mut app);
    assert!(!app.world().resource::<HanoiOnBoard>().is_on());
    assert_eq!(board(&app), before);
}

#[test]
fn a_hanoi_puzzle_solved_with_a_hint_earns_nothing() {
    let today = day("2026-12-01");
    let mut app = puzzle_app(today);
    open(&mut app, today, PuzzleGame::Hanoi);
    app.world_mut().write_message(HanoiAction::Hint);
    app.update();
    solve_hanoi(&mut app, false);
    assert_eq!(app.world().resource::<PuzzleBook>().of(today).hanoi, None);
}

#[test]
fn a_tictactoe_puzzle_is_won_with_its_answer_and_missed_with_any_other_move() {
    let today = day("2026-12-01");
    let mut app = puzzle_app(today);
    let puzzle = daily(&app, today).tictactoe;
    open(&mut app, today, PuzzleGame::TicTacToe);
    let settings = app.world().resource::<MatchSettings>().clone();
    assert_eq!(settings.human, puzzle.to_move);
    assert!(settings.puzzle && !settings.helps(), "no hints in a puzzle");
    assert_eq!(app.world().resource::<Match>().moves(), puzzle.moves.as_slice());

    // A wrong first move misses the puzzle.
    let wrong = (0..9u8).find(|&c| c != puzzle.answer && puzzle.values[c as usize].is_some()).unwrap();
    play_ttt(&mut app, wrong);
    assert_eq!(verdict(&app), Verdict::Missed { cell: wrong });
    let results = app.world().resource::<PuzzleBook>().of(today);
    assert!(results.tictactoe_missed && results.tictactoe.is_none());

    // Trying again: the position comes back, and the answer wins in time.
    app.world_mut().write_message(TttAction::NewGame);
    app.update();
    assert_eq!(app.world().resource::<Match>().moves(), puzzle.moves.as_slice());
    assert_eq!(verdict(&app), Verdict::Open);
    play_ttt(&mut app, puzzle.answer);
    assert_eq!(verdict(&app), Verdict::Solved);
    let game = app.world().resource::<Match>().game;
    assert_eq!(game.winner(), Some(puzzle.to_move));
    let made = app.world().resource::<Match>().moves().len() - puzzle.moves.len();
    assert_eq!(made, puzzle.win_in as usize, "the computer defends as long as it can");
    let solve = app.world().resource::<PuzzleBook>().of(today).tictactoe.unwrap();
    assert!(solve.on_the_day && !solve.first_try);
    // A puzzle's result is not a game against the computer on the records.
    assert!(app.world().resource::<RecordBook>().all_time.against_computer.is_empty());
}

#[test]
fn leaving_a_tictactoe_puzzle_brings_back_the_game_and_its_settings() {
    let today = day("2026-12-01");
    let mut app = puzzle_app(today);
    let (before, settings) =
        (app.world().resource::<Match>().moves().to_vec(), app.world().resource::<MatchSettings>().clone());
    open(&mut app, today, PuzzleGame::TicTacToe);
    app.world_mut().write_message(TttAction::LeavePuzzle);
    app.update();
    assert!(app.world().resource::<TttOnBoard>().0.is_none());
    assert_eq!(app.world().resource::<Match>().moves(), before.as_slice());
    assert_eq!(*app.world().resource::<MatchSettings>(), settings);
    assert_eq!(screen(&app), Screen::TicTacToe);
}

#[test]
fn the_streak_counts_days_solved_on_the_day_and_not_days_solved_later() {
    let (first, second, fourth) = (day("2026-11-30"), day("2026-12-01"), day("2026-12-03"));
    let mut app = puzzle_app(first);
    for d in [first, second] {
        app.world_mut().insert_resource(Today { fixed: Some(d) });
        open(&mut app, d, PuzzleGame::Hanoi);
        solve_hanoi(&mut app, false);
        back_to_menu(&mut app);
        open(&mut app, d, PuzzleGame::TicTacToe);
        let answer = app.world().resource::<TttOnBoard>().0.as_ref().unwrap().puzzle.answer;
        play_ttt(&mut app, answer);
        back_to_menu(&mut app);
    }
    let book = app.world().resource::<PuzzleBook>().clone();
    assert_eq!((book.streak(second), book.best_streak), (2, 2));
    // Two days on, yesterday's puzzles solved late: no streak; the best stays.
    app.world_mut().insert_resource(Today { fixed: Some(fourth) });
    let third = day("2026-12-02");
    open(&mut app, third, PuzzleGame::Hanoi);
    solve_hanoi(&mut app, false);
    let book = app.world().resource::<PuzzleBook>().clone();
    assert!(!book.of(third).hanoi.unwrap().on_the_day);
    assert_eq!((book.streak(fourth), book.best_streak), (0, 2));
}

#[test]
fn the_ladders_climb_rung_by_rung_and_leaving_brings_the_game_back() {
    let mut app = puzzle_app(day("2026-12-01"));
    let before = board(&app);
    let shelf = app.world().resource::<PuzzleShelf>();
    let (first, second) = (shelf.hanoi(PuzzleId::Rung(0)).unwrap(), shelf.hanoi(PuzzleId::Rung(1)).unwrap());
    assert!(shelf.rungs(PuzzleGame::Hanoi) >= 100 && shelf.rungs(PuzzleGame::TicTacToe) >= 100);
    open_id(&mut app, PuzzleId::Rung(0), PuzzleGame::Hanoi);
    assert_eq!(board(&app), first.tower().unwrap());
    solve_hanoi(&mut app, false);
    assert_eq!(app.world().resource::<PuzzleBook>().ladders.hanoi.get(&0), Some(&3));
    assert!(app.world().resource::<PuzzleBook>().ladders.is_open(PuzzleGame::Hanoi, 1));

    // On to the next rung, on the same screen.
    app.world_mut().write_message(HanoiAction::NextPuzzle);
    run_frames(&mut app, 2);
    assert_eq!(board(&app), second.tower().unwrap());
    assert_eq!(app.world().resource::<HanoiOnBoard>().0.as_ref().unwrap().id, PuzzleId::Rung(1));

    // Leaving the puzzle: the tower in play is back, on the same screen.
    app.world_mut().write_message(HanoiAction::LeavePuzzle);
    run_frames(&mut app, 2);
    assert_eq!(screen(&app), Screen::Hanoi);
    assert!(!app.world().resource::<HanoiOnBoard>().is_on());
    assert_eq!(board(&app), before);

    // The TicTacToe ladder's first rung, solved with its answer.
    back_to_menu(&mut app);
    open_id(&mut app, PuzzleId::Rung(0), PuzzleGame::TicTacToe);
    let answer = app.world().resource::<TttOnBoard>().0.as_ref().unwrap().puzzle.answer;
    play_ttt(&mut app, answer);
    assert_eq!(verdict(&app), Verdict::Solved);
    assert!(app.world().resource::<PuzzleBook>().ladders.solved(PuzzleGame::TicTacToe, 0));
}

#[test]
fn while_a_puzzle_is_played_the_game_put_aside_is_what_is_kept_and_the_puzzles_solved_too() {
    use pegs_and_stones::app::testing::{exit, headless_app_with, temporary_folder};
    use pegs_and_stones::base::save::data::{FILE_NAME, Reading, SaveData};
    use pegs_and_stones::base::save::store::Store;
    let dir = temporary_folder("puzzle-kept");
    let today = day("2026-12-01");
    let mut app = headless_app_with(Store::Folder(dir.clone()));
    app.world_mut().insert_resource(Today { fixed: Some(today) });
    app.world_mut().resource_mut::<PuzzleShelf>().make_now();
    let before = board(&app);
    open(&mut app, today, PuzzleGame::Hanoi);
    solve_hanoi(&mut app, false);
    exit(&mut app);
    let (data, reading) = SaveData::from_text(&std::fs::read_to_string(dir.join(FILE_NAME)).unwrap());
    assert_eq!(reading, Reading::Whole);
    assert_eq!(data.hanoi.unwrap().tower, before, "the tower in play, not the puzzle's");
    assert_eq!(data.puzzles.of(today).hanoi.map(|h| h.stars), Some(3));
    drop(app);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_day_asked_for_by_a_link_opens_its_first_unsolved_puzzle_once_the_puzzles_are_made() {
    let today = day("2026-12-01");
    let mut app = headless_app();
    app.world_mut().insert_resource(Today { fixed: Some(today) });
    app.world_mut().resource_mut::<Challenge>().asked = Some((today, None));
    // The puzzles are made off the frame: a busy machine may take a while.
    let started = std::time::Instant::now();
    while screen(&app) == Screen::Menu && started.elapsed() < std::time::Duration::from_secs(120) {
        app.update();
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    assert_eq!(screen(&app), Screen::Hanoi, "the Hanoi puzzle first");
    let puzzle = daily(&app, today).hanoi;
    assert_eq!(board(&app), puzzle.tower().unwrap());
    // Its Hanoi puzzle solved, the day's link opens the TicTacToe puzzle.
    solve_hanoi(&mut app, false);
    back_to_menu(&mut app);
    app.world_mut().resource_mut::<Challenge>().asked = Some((today, None));
    run_frames(&mut app, 3);
    assert_eq!(screen(&app), Screen::TicTacToe);
    assert!(app.world().resource::<TttOnBoard>().0.is_some());
}
