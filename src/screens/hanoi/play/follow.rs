//! What the board is played for besides the player's own tower: a puzzle
//! or a lesson asked for is set out (the tower in play put aside, once) and
//! the tower put aside comes back without one; a lesson's panel asks are
//! answered.

use bevy::prelude::*;
use pegs_engine::lesson::Course;

use super::PlayParts;
use crate::base::i18n::LessonMsg;
use crate::screens::hanoi::insight::Insight;
use crate::screens::hanoi::lesson::{self, TowerLesson};
use crate::screens::hanoi::puzzle::Playing;
use crate::screens::hanoi::state::{HanoiAction, SolverSpeed};
use crate::shell::feedback::sound::Sound;
use crate::shell::modes::lessons::{Learning, LessonAction, Verdict};
use crate::shell::modes::puzzle::{Challenge, PuzzleGame, PuzzleId, PuzzleShelf};

/// Leaving the puzzle, or going on to the ladder's next: the challenge changes.
pub(super) fn puzzle_actions(mut actions: MessageReader<HanoiAction>, mut challenge: ResMut<Challenge>) {
    for action in actions.read() {
        match (action, challenge.playing(PuzzleGame::Hanoi)) {
            (HanoiAction::LeavePuzzle, Some(_)) => challenge.playing = None,
            (HanoiAction::NextPuzzle, Some(PuzzleId::Rung(i))) => {
                challenge.playing = Some((PuzzleId::Rung(i + 1), PuzzleGame::Hanoi));
            }
            _ => {}
        }
    }
}

/// The board follows the challenge: the puzzle asked for is set out (the
/// tower in play put aside, once), and without one the tower put aside comes back.
pub(super) fn follow_challenge(mut parts: PlayParts, challenge: Res<Challenge>, shelf: Res<PuzzleShelf>) {
    let wanted = challenge.playing(PuzzleGame::Hanoi);
    if wanted == parts.on_board.0.as_ref().map(|p| p.id) {
        return;
    }
    let Some(id) = wanted else {
        parts.put_back();
        return;
    };
    let Some((puzzle, tower)) = shelf.hanoi(id).and_then(|p| p.tower().ok().map(|t| (p, t))) else { return };
    let aside = match parts.on_board.0.take() {
        Some(playing) => playing.aside,
        None => (parts.board.0.clone(), parts.run.clone(), *parts.clock),
    };
    parts.start_over(tower);
    parts.on_board.0 = Some(Playing { id, puzzle, aside });
}

/// The board follows the lesson being played: its tower is set out (the
/// tower in play put aside, once, with its explanations and the solver's
/// speed), and without one what was put aside comes back.
pub(super) fn follow_lesson(
    mut parts: PlayParts,
    learning: Res<Learning>,
    mut explain: ResMut<Insight>,
    mut speed: ResMut<SolverSpeed>,
) {
    let wanted = learning.playing(Course::Hanoi);
    if wanted == parts.lesson.0.as_ref().map(|p| p.lesson) {
        return;
    }
    let Some(wanted) = wanted else {
        parts.put_lesson_back(&mut explain, &mut speed);
        return;
    };
    let aside = match parts.lesson.0.take() {
        Some(playing) => playing.aside,
        None => (parts.board.0.clone(), parts.run.clone(), *parts.clock, *explain, *speed),
    };
    let Some(playing) = lesson::Playing::new(wanted, aside) else { return };
    let Some(start) = playing.start() else { return };
    explain.set_if_neq(playing.explain());
    parts.start_over(start);
    parts.lesson.0 = Some(playing);
}

/// What a lesson's panel asks: an answer is checked, a hint said, "Show me"
/// plays the lesson from its start slowly, and "Start again" sets it out anew.
pub(super) fn lesson_actions(
    mut actions: MessageReader<LessonAction>,
    mut parts: PlayParts,
    mut speed: ResMut<SolverSpeed>,
) {
    for &action in actions.read() {
        let Some(playing) = parts.lesson.0.as_mut() else { continue };
        match action {
            LessonAction::Answer(choice) => {
                let TowerLesson::Count(task) = &playing.task else { continue };
                match task.check(choice) {
                    Ok(()) => {
                        if playing.verdict == Verdict::Open {
                            playing.verdict = Verdict::Done;
                            parts.lessons.mark_done(playing.lesson);
                        }
                        playing.said = None;
                        parts.sounds.write(Sound::TowerSolved { great: true });
                    }
                    Err(wrong) => {
                        playing.said = Some(LessonMsg::WrongCount { disks: wrong.disks, above: wrong.above });
                        parts.sounds.write(Sound::Refused);
                    }
                }
            }
            LessonAction::Hint => playing.said = Some(LessonMsg::Hint(playing.lesson)),
            LessonAction::ShowMe => {
                let Some(start) = playing.start() else { continue };
                parts.start_over(start);
                if let Some(playing) = parts.lesson.0.as_mut() {
                    playing.verdict = Verdict::Shown;
                    playing.said = None;
                }
                speed.0 = lesson::SHOW_SPEED;
                let table = parts.distances.for_tower(&parts.board);
                parts.solver.toggle(&parts.board, table, &mut parts.notice);
                parts.run.assisted = true;
            }
            LessonAction::Again => {
                let Some(start) = playing.start() else { continue };
                parts.start_over(start);
                if let Some(playing) = parts.lesson.0.as_mut() {
                    playing.verdict = Verdict::Open;
                    playing.said = None;
                }
            }
            // The lesson played changes (see `shell::lessons`), and the board follows it.
            LessonAction::Open(_) | LessonAction::Leave => {}
        }
    }
}

/// Leaving the screen brings the tower put aside back.
pub(super) fn put_back(mut parts: PlayParts, mut explain: ResMut<Insight>, mut speed: ResMut<SolverSpeed>) {
    parts.put_back();
    parts.put_lesson_back(&mut explain, &mut speed);
}
