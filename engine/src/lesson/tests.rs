use std::collections::HashSet;

use super::stones::{self, StoneGoal, StoneQuestion, WrongAnswer, WrongMove, threats};
use super::towers::{self, fewest};
use super::*;
use crate::hanoi::tower::Move;
use crate::tictactoe::ai;
use crate::tictactoe::perfect::Outcome;
use crate::tictactoe::rules::{Game, LINES, Player, RuleSet};

fn seed_table() -> PerfectTable {
    PerfectTable::build_for(RuleSet::Seed)
}

#[test]
fn every_lesson_has_a_key_of_its_own_and_each_course_at_least_six() {
    let keys: HashSet<_> = LessonId::ALL.iter().map(|l| l.key()).collect();
    assert_eq!(keys.len(), LessonId::ALL.len());
    for lesson in LessonId::ALL {
        assert_eq!(LessonId::from_key(lesson.key()), Some(lesson));
        assert!(lesson.key().starts_with(lesson.course().key()));
    }
    assert_eq!(LessonId::from_key("hanoi-nine-disks"), None);
    for course in Course::ALL {
        let lessons: Vec<_> = course.lessons().collect();
        assert!(lessons.len() >= 6, "{course:?}");
        for (i, pair) in lessons.windows(2).enumerate() {
            assert_eq!(pair[0].next(), Some(pair[1]));
            assert_eq!(pair[0].number(), i);
        }
        assert_eq!(lessons.last().unwrap().next(), None);
    }
}

#[test]
fn only_the_solved_lesson_needs_the_table() {
    for lesson in LessonId::ALL {
        assert_eq!(lesson.task(None).is_none(), lesson == LessonId::Solved, "{lesson:?}");
    }
}

/// Plays a tower task's "Show me" on its board: every move legal and on course, the goal reached in the optimum.
fn show_me_solves(task: &towers::TowerTask) {
    let mut tower = task.tower().expect("a legal board");
    let way = task.way_from(&task.places);
    assert_eq!(way.len() as u64, task.optimum);
    for mv in way {
        assert_eq!(task.judge(tower.places(), mv), Ok(()));
        tower.try_move(mv.from, mv.to).expect("a legal move");
    }
    assert!(tower.is_solved());
}

/// Every lesson of every course is proven, whatever its kind, without a
/// list to keep up to date: a lesson added to a course is proven here or
/// the build fails (a new kind of task must say here how it is proven).
#[test]
fn every_lesson_of_every_course_is_solvable_and_judged_as_its_answer_says() {
    let table = seed_table();
    let mut proven = 0;
    for course in Course::ALL {
        for lesson in course.lessons() {
            let task = lesson.task(Some(&table)).unwrap_or_else(|| panic!("{lesson:?} has a task"));
            match task {
                // Show me reaches the goal in the fewest moves there are.
                Task::Tower(task) => {
                    assert_eq!(task.optimum, fewest(task.pegs, &task.places, task.goal), "{lesson:?}");
                    show_me_solves(&task);
                }
                // The right count is the tower's and the only choice accepted.
                Task::Count(task) => {
                    assert_eq!(task.answer, fewest(task.pegs, &vec![0; task.disks], task.pegs - 1));
                    assert!(task.choices.contains(&task.answer), "{lesson:?}");
                    for &choice in &task.choices {
                        assert_eq!(task.check(choice).is_ok(), choice == task.answer, "{lesson:?}: {choice}");
                    }
                }
                // The answer is every cell that meets the goal, found again here,
                // and each cell of the board is judged as the answer says.
                Task::Stones(task) => {
                    let game = task.game().expect("a lesson's moves are legal");
                    let again = stones::answer_at(task.goal, &game, Some(&table));
                    assert_eq!(task.answer, again, "{lesson:?}");
                    for cell in game.legal_cells() {
                        let judged = task.judge(&game, cell, Some(&table)).is_ok();
                        assert_eq!(judged, task.answer.contains(&cell), "{lesson:?}: cell {cell}");
                    }
                }
                // The answer is accepted, and every other choice refused.
                Task::Question(question) => {
                    assert_eq!(question.check(question.answer()), Ok(()), "{lesson:?}");
                    for choice in question.choices().into_iter().filter(|&c| c != question.answer()) {
                        assert!(question.check(choice).is_err(), "{lesson:?}: {choice}");
                    }
                }
            }
            proven += 1;
        }
    }
    assert_eq!(proven, LessonId::ALL.len(), "every lesson is in a course");
}

#[test]
fn every_tower_lesson_is_solved_by_show_me_in_its_optimum_and_a_move_off_the_way_is_refused() {
    let expected = [
        (LessonId::OneDisk, 1),
        (LessonId::TwoDisks, 3),
        (LessonId::ThreeDisks, 7),
        (LessonId::FourPegs, 13),
        (LessonId::FromTheMiddle, fewest(3, &[1, 2, 0, 1], 2)),
        (LessonId::TheMap, fewest(3, &[2, 0, 1], 2)),
    ];
    for (lesson, optimum) in expected {
        let Some(Task::Tower(task)) = lesson.task(None) else { panic!("{lesson:?} moves disks") };
        assert_eq!(task.optimum, optimum, "{lesson:?}");
        show_me_solves(&task);
        // Along the way, every legal move is judged by whether it brings the
        // goal nearer, and some lead away and are refused with their counts.
        let mut tower = task.tower().unwrap();
        let mut refused = 0;
        for way in task.way_from(&task.places) {
            let optimum = fewest(task.pegs, tower.places(), task.goal);
            for from in 0..task.pegs {
                for to in 0..task.pegs {
                    if from == to || tower.check_move(from, to).is_err() {
                        continue;
                    }
                    let mv = Move::new(from, to);
                    let mut after = tower.clone();
                    after.try_move(from, to).unwrap();
                    let nearer = fewest(task.pegs, after.places(), task.goal) + 1 == optimum;
                    match task.judge(tower.places(), mv) {
                        Ok(()) => assert!(nearer, "{lesson:?}: {mv:?}"),
                        Err(err) => {
                            assert!(!nearer && mv != way, "{lesson:?}: {mv:?}");
                            assert_eq!(err.before, optimum);
                            assert!(err.after >= optimum, "{lesson:?}: {err:?}");
                            refused += 1;
                        }
                    }
                }
            }
            tower.try_move(way.from, way.to).unwrap();
        }
        assert!(refused > 0, "{lesson:?}");
    }
    // The mixed positions are mixed: not a whole tower anywhere.
    for lesson in [LessonId::FromTheMiddle, LessonId::TheMap] {
        let Some(Task::Tower(task)) = lesson.task(None) else { unreachable!() };
        assert!(task.places.iter().collect::<HashSet<_>>().len() > 1);
        assert!(task.optimum > 1);
    }
    assert_eq!(towers::parked(5), 3);
    assert_eq!(crate::hanoi::plan::splits(5), [(0, 31), (1, 17), (2, 13), (3, 13), (4, 19)]);
}

#[test]
fn the_count_lesson_asks_for_a_tower_not_yet_played_after_showing_one_to_four() {
    let Some(Task::Count(task)) = LessonId::HowMany.task(None) else { panic!("a count") };
    assert_eq!(task.shown, vec![(1, 1), (2, 3), (3, 7), (4, 15)]);
    assert_eq!(task.disks, 5);
    assert_eq!(task.answer, 31);
    assert!(task.choices.contains(&31) && task.choices.len() == 4);
    for choice in task.choices.iter().copied().filter(|&c| c != 31) {
        let wrong = task.check(choice).unwrap_err();
        assert_eq!((wrong.above, wrong.answer), (15, 31));
    }
    assert_eq!(task.check(31), Ok(()));
}

/// Every legal cell of a stone task is judged as its answer says.
fn judged_as_answered(task: &stones::StoneTask) {
    let game = task.game().unwrap();
    assert_eq!(game.turn(), task.to_move);
    assert!(!task.answer.is_empty());
    for cell in game.legal_cells() {
        assert_eq!(task.judge(&game, cell, None).is_ok(), task.answer.contains(&cell), "cell {cell}");
    }
    let taken = (0..9).find(|&c| game.owner(c).is_some()).unwrap();
    assert!(matches!(task.judge(&game, taken, None), Err(WrongMove::Refused(_))));
}

#[test]
fn a_win_in_one_completes_a_line_and_every_other_cell_is_refused() {
    let Some(Task::Stones(task)) = LessonId::WinInOne.task(None) else { panic!() };
    assert_eq!(task.goal, StoneGoal::WinNow);
    judged_as_answered(&task);
    let game = task.game().unwrap();
    for &cell in &task.answer {
        assert_eq!(game.after(cell).winner(), Some(task.to_move));
    }
    let wrong = game.legal_cells().find(|c| !task.answer.contains(c)).unwrap();
    assert_eq!(task.judge(&game, wrong, None), Err(WrongMove::NoLine));
}

#[test]
fn the_fading_stone_completes_the_line_under_the_seed_rules_and_not_where_it_goes_first() {
    let Some(Task::Stones(task)) = LessonId::WinWithTheFading.task(None) else { panic!() };
    judged_as_answered(&task);
    let game = task.game().unwrap();
    let fading = game.next_to_vanish(task.to_move).expect("three stones");
    for &cell in &task.answer {
        let line = game.after(cell).win_line().unwrap();
        assert!(line.contains(&fading), "the line {line:?} holds the fading stone {fading}");
        // Where the oldest stone goes before the line is checked, the same move does not win.
        let first = stones::replay(RuleSet::RemoveFirst, &task.moves).unwrap();
        assert_eq!(first.after(cell).winner(), None);
    }
}

#[test]
fn a_block_is_every_move_that_leaves_no_win_and_the_threat_holds_the_opponents_fading_stone() {
    let Some(Task::Stones(task)) = LessonId::Block.task(None) else { panic!() };
    assert_eq!(task.goal, StoneGoal::StopLoss);
    judged_as_answered(&task);
    let game = task.game().unwrap();
    let opponent = task.to_move.other();
    let threat = threats(&game, opponent);
    assert_eq!(threat.count_ones(), 1);
    let fading = game.stones(opponent).oldest().unwrap();
    assert!(LINES.iter().any(|l| l.contains(&fading) && l.iter().any(|&c| threat & (1 << c) != 0)));
    for cell in game.legal_cells().filter(|c| !task.answer.contains(c)) {
        let Err(WrongMove::Loses { cell: at }) = task.judge(&game, cell, None) else { panic!("{cell}") };
        assert_eq!(game.after(cell).after(at).winner(), Some(opponent));
    }
}

#[test]
fn two_threats_leave_the_opponent_one_block_and_no_win() {
    let Some(Task::Stones(task)) = LessonId::TwoThreats.task(None) else { panic!() };
    judged_as_answered(&task);
    let game = task.game().unwrap();
    assert_eq!(threats(&game, task.to_move), 0, "no win in one to take instead");
    for &cell in &task.answer {
        let after = game.after(cell);
        assert!(threats(&after, task.to_move).count_ones() >= 2);
        assert_eq!(threats(&after, task.to_move.other()), 0);
        // Whatever the opponent does, the next stone wins.
        for reply in after.legal_cells() {
            let then = after.after(reply);
            assert!(!stones::answer_at(StoneGoal::WinNow, &then, None).is_empty(), "reply {reply}");
        }
    }
    let wrong = game.legal_cells().find(|c| !task.answer.contains(c)).unwrap();
    assert!(matches!(task.judge(&game, wrong, None), Err(WrongMove::Threats(n)) if n < 2));
}

#[test]
fn the_oldest_stone_of_the_side_to_move_vanishes_next() {
    let Some(Task::Question(q)) = LessonId::VanishesNext.task(None) else { panic!() };
    let game = q.game().unwrap();
    let me = game.turn();
    assert_eq!(game.stones(me).len(), 3);
    assert_eq!(q.answer(), game.stones(me).oldest().unwrap());
    assert_eq!(q.check(q.answer()), Ok(()));
    let theirs = game.stones(me.other()).oldest().unwrap();
    assert_eq!(q.check(theirs), Err(WrongAnswer::OtherSide(me.other())));
    let younger = game.stones(me).cells()[2];
    assert_eq!(q.check(younger), Err(WrongAnswer::Younger { oldest: q.answer() }));
    let empty = game.legal_cells().next().unwrap();
    assert_eq!(q.check(empty), Err(WrongAnswer::NoStone));
    assert_eq!(q.choices().len(), 6);
}

#[test]
fn the_win_in_three_is_seen_first_three_plies_deep_and_a_sooner_win_scores_higher() {
    let Some(Task::Question(q)) = LessonId::Depth.task(None) else { panic!() };
    let StoneQuestion::Depth { looks, answer, .. } = &q else { panic!() };
    assert_eq!(*answer, 3);
    assert_eq!(looks.iter().map(|l| l.sees_win()).collect::<Vec<_>>(), [false, false, true]);
    // Won on the last ply searched: nothing left, the base score.
    assert_eq!(looks[2].score, ai::WIN_SCORE);
    assert!(matches!(q.check(1), Err(WrongAnswer::TooShallow { depth: 1, .. })));
    assert!(matches!(q.check(2), Err(WrongAnswer::TooShallow { depth: 2, .. })));
    assert_eq!(q.check(3), Ok(()));
    assert_eq!(q.check(7), Err(WrongAnswer::NoSuchChoice));
    // The same win searched deeper scores higher: it comes with plies to spare.
    let game = q.game().unwrap();
    let deeper = ai::analyze(&game, 5);
    assert_eq!(deeper.best_score(), Some(ai::WIN_SCORE + 2));
}

#[test]
fn pruning_visits_fewer_positions_and_chooses_the_same_move() {
    let Some(Task::Question(q)) = LessonId::Pruning.task(None) else { panic!() };
    let StoneQuestion::Pruning { without, with, chosen_with, chosen_without, depth, .. } = &q else {
        panic!()
    };
    assert_eq!(*depth, stones::PRUNING_DEPTH);
    assert!(with * 2 < *without, "{with} of {without}");
    assert_eq!(chosen_with, chosen_without);
    assert_eq!(q.answer(), 0);
    assert_eq!(q.check(1), Err(WrongAnswer::SameChoice(chosen_with.clone())));
    // 9·8·7·6·5 lines of five plies, and every position on the way.
    assert_eq!(*without, 9 + 9 * 8 + 9 * 8 * 7 + 9 * 8 * 7 * 6 + 9 * 8 * 7 * 6 * 5);
}

#[test]
fn the_seed_rules_are_won_by_x_by_the_ninth_half_move_against_perfect_defence() {
    let table = seed_table();
    let Some(Task::Stones(task)) = LessonId::Solved.task(Some(&table)) else { panic!() };
    assert_eq!((task.to_move, task.goal), (Player::X, StoneGoal::Best));
    assert!(task.answer.contains(&4), "the centre is among {:?}", task.answer);
    let mut game = task.game().unwrap();
    assert_eq!(table.value(&game), Some(Outcome::Win(9)));
    // An edge does not win as fast: refused, with both values.
    let Err(WrongMove::Worse { value, best }) = task.judge(&game, 1, Some(&table)) else { panic!() };
    assert_eq!(best, Outcome::Win(9));
    assert_ne!(value, best);
    // Show me: the first best move each time, the perfect computer's longest defence.
    while game.is_running() {
        let cell = if game.turn() == Player::X {
            let best = stones::answer_at(StoneGoal::Best, &game, Some(&table));
            assert_eq!(task.judge(&game, best[0], Some(&table)), Ok(()));
            best[0]
        } else {
            table.best_moves(&game)[0]
        };
        game = game.after(cell);
    }
    assert_eq!(game.winner(), Some(Player::X));
    assert!(game.half_moves() <= 9);
    assert!(task.is_done(&game));
}

#[test]
fn without_pruning_every_move_scores_as_with_it() {
    let mut games = vec![Game::with_rules(RuleSet::Seed, Player::X)];
    for moves in [&[4u8, 0, 8][..], &[0, 4, 8, 2, 6, 3], &[0, 1, 5, 3, 7, 4], &[0, 1, 2, 3, 7, 8]] {
        games.push(stones::replay(RuleSet::Seed, moves).unwrap());
    }
    for game in games {
        for depth in 1..=4 {
            let with = ai::analyze(&game, depth);
            let without = ai::analyze_without_pruning(&game, depth);
            assert_eq!(with.scores, without.scores, "{game:?} at {depth}");
            assert!(with.nodes <= without.nodes);
        }
    }
}
