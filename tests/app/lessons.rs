//! The lessons, played on the games' own boards: every lesson is solvable,
//! its "Show me" solves it, a wrong answer is refused with a sentence saying
//! why (the board unchanged), the marks and where each course was left are
//! kept in the save, the records are not touched, and the game in play
//! comes back when a lesson is left.

use bevy::prelude::*;
use pegs_and_stones::app::testing::{
    exit, headless_app, headless_app_with, open_lesson, run_frames, screen, tap_key, temporary_folder,
    update_with_work_done,
};
use pegs_and_stones::base::i18n::{Language, LessonMsg, Msg};
use pegs_and_stones::base::save::lessons::LessonBook;
use pegs_and_stones::base::save::records::RecordBook;
use pegs_and_stones::base::save::store::Store;
use pegs_and_stones::screens::hanoi::lesson::OnLesson as HanoiLesson;
use pegs_and_stones::screens::hanoi::state::{Board, HanoiAction};
use pegs_and_stones::screens::tictactoe::lesson::{OnLesson as TttLesson, StoneLesson};
use pegs_and_stones::screens::tictactoe::play::{Match, TttAction};
use pegs_and_stones::shell::modes::lessons::{Learning, LessonAction, Verdict, screen_of};
use pegs_and_stones::shell::modes::puzzle::PuzzleShelf;
use pegs_engine::hanoi::Tower;
use pegs_engine::lesson::stones::{self, StoneGoal};
use pegs_engine::lesson::{Course, LessonId, Task};
use pegs_engine::tictactoe::{Player, RuleSet};

/// Opens a lesson as the menu does, on its game's screen.
fn open(app: &mut App, lesson: LessonId) {
    open_lesson(app, lesson);
    assert_eq!(screen(app), screen_of(lesson.course()));
}

fn act(app: &mut App, action: LessonAction) {
    app.world_mut().write_message(action);
    run_frames(app, 2);
}

fn board(app: &App) -> Tower {
    app.world().resource::<Board>().0.clone()
}

fn hanoi_move(app: &mut App, from: usize, to: usize) {
    app.world_mut().write_message(HanoiAction::KeyPeg(from));
    app.update();
    app.world_mut().write_message(HanoiAction::KeyPeg(to));
    app.update();
}

fn hanoi_verdict(app: &App) -> Verdict {
    app.world().resource::<HanoiLesson>().0.as_ref().expect("a lesson on the board").verdict
}

fn hanoi_said(app: &App) -> Option<LessonMsg> {
    app.world().resource::<HanoiLesson>().0.as_ref().and_then(|p| p.said.clone())
}

fn done(app: &App, lesson: LessonId) -> bool {
    app.world().resource::<LessonBook>().is_done(lesson)
}

fn english(msg: &LessonMsg) -> String {
    Language::En.say(&Msg::Lesson(msg.clone()))
}

#[test]
fn every_tower_lesson_is_shown_slowly_then_solved_by_the_player_for_its_mark() {
    let mut app = headless_app();
    let before = board(&app);
    for lesson in Course::Hanoi.lessons() {
        let Some(Task::Tower(task)) = lesson.task(None) else { continue };
        open(&mut app, lesson);
        assert_eq!(board(&app).places(), task.places.as_slice(), "{lesson:?} sets its tower out");
        // Show me: the solver plays it from the start, slowly; no mark for that.
        act(&mut app, LessonAction::ShowMe);
        let mut frames = 0;
        while !board(&app).is_solved() {
            app.update();
            frames += 1;
            assert!(frames < 60 * 30, "{lesson:?}: Show me did not solve it");
        }
        assert_eq!(board(&app).moves(), task.optimum, "{lesson:?}: Show me takes the fewest moves");
        // Slowly: at least half a second a move.
        assert!(frames as u64 * 16 >= task.optimum.saturating_sub(1) * 500, "{lesson:?} in {frames} frames");
        assert_eq!(hanoi_verdict(&app), Verdict::Shown);
        assert!(!done(&app, lesson));
        // Now by hand, the shortest way.
        act(&mut app, LessonAction::Again);
        assert_eq!(board(&app).moves(), 0);
        for mv in task.way_from(&task.places) {
            hanoi_move(&mut app, mv.from, mv.to);
        }
        assert!(board(&app).is_solved(), "{lesson:?}");
        assert_eq!(hanoi_verdict(&app), Verdict::Done, "{lesson:?}");
        assert!(done(&app, lesson), "{lesson:?} is marked");
    }
    // Leaving the lesson brings the tower in play back; no record was set.
    act(&mut app, LessonAction::Leave);
    assert_eq!(board(&app).places(), before.places());
    assert_eq!(*app.world().resource::<RecordBook>(), RecordBook::default());
}

#[test]
fn a_tower_move_off_the_shortest_way_is_refused_and_says_why() {
    let mut app = headless_app();
    open(&mut app, LessonId::TwoDisks);
    // The small disk straight onto the goal: allowed by the rules, but it leads away.
    hanoi_move(&mut app, 0, 2);
    assert_eq!(board(&app).moves(), 0, "nothing moved");
    let said = hanoi_said(&app).expect("the lesson says why");
    assert_eq!(said, LessonMsg::OffCourse { before: 3, after: 3 });
    assert!(english(&said).contains("shortest way"), "{}", english(&said));
    // A move the rules refuse is refused as ever.
    hanoi_move(&mut app, 0, 1);
    hanoi_move(&mut app, 0, 1);
    assert_eq!(board(&app).moves(), 1);
    assert_eq!(hanoi_verdict(&app), Verdict::Open);
}

#[test]
fn the_count_is_answered_with_a_choice_and_a_wrong_one_says_why() {
    let mut app = headless_app();
    open(&mut app, LessonId::HowMany);
    assert_eq!(board(&app).disks(), 5, "the tower asked about stands on the board");
    act(&mut app, LessonAction::Answer(30));
    let said = hanoi_said(&app).expect("why not");
    assert_eq!(said, LessonMsg::WrongCount { disks: 5, above: 15 });
    assert!(english(&said).contains("15 moves each time"), "{}", english(&said));
    assert!(!done(&app, LessonId::HowMany));
    act(&mut app, LessonAction::Answer(31));
    assert_eq!(hanoi_verdict(&app), Verdict::Done);
    assert!(done(&app, LessonId::HowMany));
}

fn ttt_lesson(app: &App) -> pegs_and_stones::screens::tictactoe::lesson::Playing {
    app.world().resource::<TttLesson>().0.clone().expect("a lesson on the board")
}

fn moves(app: &App) -> Vec<u8> {
    app.world().resource::<Match>().moves().to_vec()
}

fn play(app: &mut App, cell: u8) {
    app.world_mut().write_message(TttAction::Play(cell));
    run_frames(app, 2);
}

#[test]
fn every_stone_lesson_refuses_a_wrong_stone_with_why_and_takes_its_answer() {
    let mut app = headless_app();
    for lesson in [LessonId::WinInOne, LessonId::WinWithTheFading, LessonId::Block, LessonId::TwoThreats] {
        let Some(Task::Stones(task)) = lesson.task(None) else { panic!("{lesson:?}") };
        open(&mut app, lesson);
        assert_eq!(moves(&app), task.moves, "{lesson:?} sets its position out");
        let game = task.game().unwrap();
        let wrong = game.legal_cells().find(|c| !task.answer.contains(c)).unwrap();
        play(&mut app, wrong);
        assert_eq!(moves(&app), task.moves, "{lesson:?}: the wrong stone is not placed");
        let said = ttt_lesson(&app).said.expect("the lesson says why");
        assert!(matches!(said, LessonMsg::WrongMove(_)), "{said:?}");
        assert!(!english(&said).is_empty());
        play(&mut app, task.answer[0]);
        assert_eq!(moves(&app).last(), Some(&task.answer[0]), "{lesson:?}");
        assert_eq!(ttt_lesson(&app).verdict, Verdict::Done, "{lesson:?}");
        assert!(done(&app, lesson));
        // Show me places the answer's stone itself, after a pause.
        act(&mut app, LessonAction::ShowMe);
        assert_eq!(moves(&app), task.moves);
        run_frames(&mut app, 90);
        assert_eq!(moves(&app).get(task.moves.len()), Some(&task.answer[0]), "{lesson:?}: shown");
        assert_eq!(ttt_lesson(&app).verdict, Verdict::Shown);
    }
    assert_eq!(*app.world().resource::<RecordBook>(), RecordBook::default(), "lessons touch no records");
}

#[test]
fn every_question_refuses_a_wrong_answer_with_why_and_takes_the_right_one() {
    let mut app = headless_app();
    for lesson in [LessonId::VanishesNext, LessonId::Depth, LessonId::Pruning] {
        open(&mut app, lesson);
        let StoneLesson::Question(q) = ttt_lesson(&app).task else { panic!("{lesson:?} asks") };
        let before = moves(&app);
        // A stone on the board is no answer.
        let game = q.game().unwrap();
        play(&mut app, game.legal_cells().next().unwrap());
        assert_eq!(moves(&app), before);
        let wrong = q.choices().into_iter().find(|&c| c != q.answer()).unwrap();
        act(&mut app, LessonAction::Answer(u64::from(wrong)));
        let said = ttt_lesson(&app).said.expect("why not");
        assert!(matches!(said, LessonMsg::WrongAnswer(_)), "{said:?}");
        assert!(!done(&app, lesson));
        act(&mut app, LessonAction::Answer(u64::from(q.answer())));
        assert_eq!(ttt_lesson(&app).verdict, Verdict::Done, "{lesson:?}");
        assert!(done(&app, lesson));
    }
}

#[test]
fn the_solved_game_is_won_by_x_by_the_ninth_half_move_shown_and_played() {
    let mut app = headless_app();
    app.world_mut().resource_mut::<PuzzleShelf>().make_now();
    let table = app.world().resource::<PuzzleShelf>().puzzles().unwrap().shared_table();
    open(&mut app, LessonId::Solved);
    // Show me: the perfect computer plays both sides, slowly.
    act(&mut app, LessonAction::ShowMe);
    for _ in 0..60 * 30 {
        if !app.world().resource::<Match>().game.is_running() {
            break;
        }
        update_with_work_done(&mut app);
    }
    let shown = app.world().resource::<Match>().game;
    assert_eq!(shown.winner(), Some(Player::X));
    assert!(shown.half_moves() <= 9);
    assert_eq!(ttt_lesson(&app).verdict, Verdict::Shown);
    // Played: an edge first is refused with both values; then the best each time wins.
    act(&mut app, LessonAction::Again);
    play(&mut app, 1);
    assert!(moves(&app).is_empty());
    assert!(matches!(ttt_lesson(&app).said, Some(LessonMsg::WrongMove(_))));
    for _ in 0..60 * 30 {
        let game = app.world().resource::<Match>().game;
        if !game.is_running() {
            break;
        }
        if game.turn() == Player::X {
            let best = stones::answer_at(StoneGoal::Best, &game, Some(&table));
            app.world_mut().write_message(TttAction::Play(best[0]));
        }
        update_with_work_done(&mut app);
    }
    let game = app.world().resource::<Match>().game;
    assert_eq!((game.winner(), game.rules()), (Some(Player::X), RuleSet::Seed));
    assert!(game.half_moves() <= 9);
    assert_eq!(ttt_lesson(&app).verdict, Verdict::Done);
    assert!(done(&app, LessonId::Solved));
}

#[test]
fn the_marks_and_where_each_course_was_left_are_kept_and_the_game_in_play_comes_back() {
    let dir = temporary_folder("lessons-kept");
    let mut app = headless_app_with(Store::Folder(dir.clone()));
    tap_key(&mut app, KeyCode::Digit2);
    run_frames(&mut app, 2);
    play(&mut app, 4);
    let game_before = moves(&app);
    tap_key(&mut app, KeyCode::Escape);
    run_frames(&mut app, 2);
    open(&mut app, LessonId::WinInOne);
    let Some(Task::Stones(task)) = LessonId::WinInOne.task(None) else { unreachable!() };
    play(&mut app, task.answer[0]);
    open(&mut app, LessonId::Block);
    // The menu: the lesson ends, and the game put aside is the one in play again.
    tap_key(&mut app, KeyCode::Escape);
    run_frames(&mut app, 2);
    assert!(app.world().resource::<Learning>().playing.is_none());
    tap_key(&mut app, KeyCode::Digit2);
    run_frames(&mut app, 2);
    assert_eq!(moves(&app)[..game_before.len()], game_before[..], "the game in play came back");
    exit(&mut app);

    let app = headless_app_with(Store::Folder(dir.clone()));
    let book = app.world().resource::<LessonBook>();
    assert!(book.is_done(LessonId::WinInOne));
    assert!(!book.is_done(LessonId::Block));
    assert_eq!(book.resume(Course::TicTacToe), LessonId::Block, "the course resumes where it was left");
    assert_eq!(book.resume(Course::Hanoi), LessonId::OneDisk);
    assert_eq!(*app.world().resource::<RecordBook>(), RecordBook::default());
    std::fs::remove_dir_all(dir).ok();
}

fn mirrored(app: &App) -> Vec<(String, String)> {
    let controls = app.world().resource::<pegs_and_stones::shell::access::Controls>();
    controls.0.iter().map(|c| (c.id.clone(), c.name.clone())).collect()
}

fn said_last(app: &App) -> String {
    app.world().resource::<pegs_and_stones::shell::access::Announcements>().text.clone()
}

fn press(app: &mut App, id: &str) {
    app.world_mut().write_message(pegs_and_stones::shell::access::Pressed(id.into()));
    run_frames(app, 3);
}

#[test]
fn screen_readers_and_the_web_pages_mirror_carry_the_lesson_its_task_and_its_answers() {
    let mut app = headless_app();
    open(&mut app, LessonId::VanishesNext);
    run_frames(&mut app, 2);
    let said = said_last(&app);
    for line in [LessonMsg::Title(LessonId::VanishesNext), LessonMsg::Task(LessonId::VanishesNext)] {
        assert!(said.contains(&english(&line)), "{said}");
    }
    let controls = mirrored(&app);
    let StoneLesson::Question(q) = ttt_lesson(&app).task else { unreachable!() };
    for choice in q.choices() {
        let id = format!("lesson_answer:{choice}");
        let name = english(&LessonMsg::CellChoice(choice));
        assert!(controls.contains(&(id, name)), "{controls:?}");
    }
    for name in ["Hint", "Show me", "Next lesson", "Leave the lesson"] {
        assert!(controls.iter().any(|(_, n)| n == name), "{name}: {controls:?}");
    }
    // A wrong answer pressed on the mirror is said at once, with why.
    let wrong = q.choices().into_iter().find(|&c| c != q.answer()).unwrap();
    press(&mut app, &format!("lesson_answer:{wrong}"));
    let said = said_last(&app);
    assert!(said.starts_with("That"), "{said}");
    press(&mut app, &format!("lesson_answer:{}", q.answer()));
    assert!(done(&app, LessonId::VanishesNext));
    assert!(said_last(&app).contains("Lesson done"), "{}", said_last(&app));

    // The Hanoi count: its counts read out, its choices offered after the board's own buttons.
    open(&mut app, LessonId::HowMany);
    run_frames(&mut app, 2);
    assert!(said_last(&app).contains("4 disks: 15 moves"), "{}", said_last(&app));
    let controls = mirrored(&app);
    assert!(controls.contains(&("lesson_answer:31".into(), "31".into())), "{controls:?}");
    assert!(controls.iter().any(|(id, _)| id == "hanoi_peg:0"), "the pegs stay first: {controls:?}");
    press(&mut app, "lesson_answer:31");
    assert!(done(&app, LessonId::HowMany));
    // Leaving: the mirror offers the game's own buttons again.
    press(&mut app, "lesson:leave");
    assert!(!mirrored(&app).iter().any(|(id, _)| id.starts_with("lesson")), "{:?}", mirrored(&app));
}

#[test]
fn a_tower_lesson_is_played_on_the_mirrors_peg_buttons_and_a_refusal_is_said_at_once() {
    let mut app = headless_app();
    open(&mut app, LessonId::OneDisk);
    run_frames(&mut app, 2);
    press(&mut app, "hanoi_peg:0");
    press(&mut app, "hanoi_peg:1");
    assert_eq!(board(&app).moves(), 0, "the disk stays");
    let said = said_last(&app);
    assert!(said.contains("leaves the shortest way"), "{said}");
    press(&mut app, "hanoi_peg:0");
    press(&mut app, "hanoi_peg:2");
    assert!(board(&app).is_solved());
    assert!(said_last(&app).contains("Lesson done"), "{}", said_last(&app));
    assert!(done(&app, LessonId::OneDisk));
}
