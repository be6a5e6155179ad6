//! `lessons`: the lessons of both courses, with each task and its answer as
//! the engine computes them, as lines to read or as JSON for other tools.

use std::io::{self, Write};

use pegs_engine::lesson::stones::StoneQuestion;
use pegs_engine::lesson::{Course, LessonId, Task};
use pegs_engine::tictactoe::{PerfectTable, RuleSet};
use serde_json::{Value, json};

use crate::base::i18n::{Language, LessonMsg, Msg};

/// A lesson's title in one language.
fn title(lesson: LessonId, language: Language) -> String {
    language.say(&Msg::Lesson(LessonMsg::Title(lesson)))
}

/// Pegs as the player counts them, from 1.
fn from_one(places: &[u8]) -> Vec<u8> {
    places.iter().map(|p| p + 1).collect()
}

/// A task as JSON (see `lessons --help`).
fn task_json(task: &Task) -> Value {
    match task {
        Task::Tower(t) => json!({
            "pegs": t.pegs,
            "disks": t.disks(),
            "position": from_one(&t.places),
            "goal": t.goal + 1,
            "optimum": t.optimum,
        }),
        Task::Count(t) => json!({
            "question": "moves_for_disks",
            "pegs": t.pegs,
            "disks": t.disks,
            "shown": t.shown.iter().map(|&(disks, moves)| json!({"disks": disks, "moves": moves})).collect::<Vec<_>>(),
            "choices": t.choices,
            "answer": t.answer,
        }),
        Task::Stones(t) => json!({
            "rules": t.rules.name(),
            "moves": t.moves,
            "to_move": t.to_move.to_string(),
            "goal": t.goal.key(),
            "answer": t.answer,
        }),
        Task::Question(q) => {
            let mut value = json!({
                "question": q.key(),
                "rules": q.rules().name(),
                "moves": q.moves(),
                "to_move": q.game().map(|g| g.turn().to_string()),
            });
            let extra = match q {
                StoneQuestion::VanishesNext { answer, .. } => json!({"answer": answer}),
                StoneQuestion::Depth { looks, answer, .. } => json!({
                    "scores": looks
                        .iter()
                        .map(|l| json!({"depth": l.depth, "score": l.score, "best": l.best}))
                        .collect::<Vec<_>>(),
                    "answer": answer,
                }),
                StoneQuestion::Pruning { depth, without, with, chosen_with, .. } => json!({
                    "depth": depth,
                    "positions_without_pruning": without,
                    "positions_with_pruning": with,
                    "chosen": chosen_with,
                    "answer": q.answer() == 1,
                }),
            };
            if let (Value::Object(map), Value::Object(more)) = (&mut value, extra) {
                map.extend(more);
            }
            value
        }
    }
}

/// A task in one line of English.
fn task_line(task: &Task) -> String {
    let cells = |c: &[u8]| c.iter().map(u8::to_string).collect::<Vec<_>>().join(" ");
    let after = |m: &[u8]| if m.is_empty() { "the empty board".to_string() } else { cells(m) };
    match task {
        Task::Tower(t) => format!(
            "{} disks on {} pegs at {} (the peg of each disk, smallest first) to peg {} in {} moves",
            t.disks(),
            t.pegs,
            cells(&from_one(&t.places)),
            t.goal + 1,
            t.optimum
        ),
        Task::Count(t) => format!("moves for {} disks on {} pegs: {}", t.disks, t.pegs, t.answer),
        Task::Stones(t) => format!(
            "after {}, {} to move, {}: {}",
            after(&t.moves),
            t.to_move,
            t.goal.key(),
            cells(&t.answer)
        ),
        Task::Question(q) => format!("after {}, {}: {}", after(q.moves()), q.key(), q.answer()),
    }
}

/// Prints every lesson.
pub(super) fn print_lessons(json: bool, out: &mut impl Write) -> io::Result<()> {
    let table = PerfectTable::build_for(RuleSet::Seed);
    let lessons = LessonId::ALL.into_iter().map(|lesson| {
        let task = lesson.task(Some(&table)).ok_or_else(|| io::Error::other("a lesson without its task"));
        task.map(|task| (lesson, task))
    });
    let lessons = lessons.collect::<io::Result<Vec<_>>>()?;
    if json {
        let list: Vec<Value> = lessons
            .iter()
            .map(|(lesson, task)| {
                json!({
                    "id": lesson.key(),
                    "game": lesson.course().key(),
                    "title": Language::ALL
                        .iter()
                        .map(|l| (l.code().to_string(), Value::from(title(*lesson, *l))))
                        .collect::<serde_json::Map<_, _>>(),
                    "task": task_json(task),
                })
            })
            .collect();
        let text = serde_json::to_string_pretty(&Value::Array(list)).map_err(io::Error::other)?;
        return writeln!(out, "{text}");
    }
    for course in Course::ALL {
        writeln!(out, "{}", Language::En.say(&Msg::Lesson(LessonMsg::Course(course))))?;
        for (lesson, task) in lessons.iter().filter(|(l, _)| l.course() == course) {
            writeln!(out, "  {:<30} {}: {}", lesson.key(), title(*lesson, Language::En), task_line(task))?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_in_json_has_every_lesson_with_its_computed_task() {
        let mut out = Vec::new();
        print_lessons(true, &mut out).unwrap();
        let list: Value = serde_json::from_slice(&out).unwrap();
        let list = list.as_array().unwrap();
        assert_eq!(list.len(), LessonId::ALL.len());
        for game in ["hanoi", "tictactoe"] {
            assert!(list.iter().filter(|l| l["game"] == game).count() >= 6);
        }
        let find = |id: &str| list.iter().find(|l| l["id"] == id).unwrap();
        assert_eq!(
            find("hanoi-three-disks")["task"],
            json!({"pegs": 3, "disks": 3, "position": [1, 1, 1], "goal": 3, "optimum": 7})
        );
        assert_eq!(find("hanoi-four-pegs")["task"]["optimum"], 13);
        assert_eq!(find("hanoi-how-many")["task"]["question"], "moves_for_disks");
        assert_eq!(find("hanoi-how-many")["task"]["answer"], 31);
        assert_eq!(find("tictactoe-solved")["task"]["goal"], "best");
        assert!(find("tictactoe-solved")["task"]["answer"].as_array().unwrap().contains(&json!(4)));
        assert_eq!(find("tictactoe-pruning")["task"]["answer"], false);
        assert_eq!(find("tictactoe-depth")["task"]["answer"], 3);
        for lesson in list {
            for language in Language::ALL {
                assert!(!lesson["title"][language.code()].as_str().unwrap().is_empty(), "{language:?}");
            }
        }
    }

    #[test]
    fn the_list_in_lines_names_every_lesson() {
        let mut out = Vec::new();
        print_lessons(false, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        for lesson in LessonId::ALL {
            assert!(text.contains(lesson.key()), "{text}");
        }
    }
}
