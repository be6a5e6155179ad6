//! A lesson of the TicTacToe course on the board: its position set out (the
//! game in play put aside, with its settings, and brought back when the
//! lesson is left), the player's stones judged by the engine before they are
//! placed (one that misses the goal is refused with a sentence saying why),
//! questions answered with a choice, "Show me" played slowly (the answer's
//! stone, or the perfect computer on both sides), and the mark in the
//! lesson book once done. The computer plays the other side perfectly.

use bevy::prelude::*;
use bevy_egui::egui;
use pegs_engine::lesson::stones::{StoneGoal, StoneQuestion, StoneTask};
use pegs_engine::lesson::{Course, LessonId, Task};
use pegs_engine::tictactoe::perfect::Outcome;
use pegs_engine::tictactoe::{Game, Level, Player, RuleSet};

use super::play::{Match, MatchSettings, TttAction, persons_turn};
use super::thinking::{PerfectPlay, Thinking};
use crate::base::i18n::{LessonMsg, Msg, PuzzleMsg};
use crate::base::save::lessons::LessonBook;
use crate::base::screen::Screen;
use crate::base::settings::{Mode, Starter};
use crate::shell::feedback::sound::Sound;
use crate::shell::language::Lang;
use crate::shell::modes::lessons::{self, Learning, LessonAction, LessonShown, Verdict};
use crate::shell::modes::puzzle::PuzzleShelf;
use crate::shell::platform::tasks::Work;

/// Seconds before "Show me" places the answer's stone.
const SHOW_PAUSE: f64 = 0.9;

/// The lesson on the board, if one is played.
#[derive(Resource, Debug, Default)]
pub struct OnLesson(pub Option<Playing>);

impl OnLesson {
    /// Whether a lesson is on the board.
    pub fn is_on(&self) -> bool {
        self.0.is_some()
    }

    /// The game put aside and its settings, while a lesson is on the board.
    pub fn kept(&self) -> Option<(&MatchSettings, &Match)> {
        self.0.as_ref().map(|p| (&p.aside.1, &p.aside.0))
    }
}

/// What a TicTacToe lesson asks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StoneLesson {
    /// Place a stone that meets a goal (or play the game out).
    Stones(StoneTask),
    /// Answer a question about the position.
    Question(StoneQuestion),
}

/// A lesson being played, and the game it put aside.
#[derive(Debug, Clone)]
pub struct Playing {
    /// Which lesson.
    pub lesson: LessonId,
    /// What it asks.
    pub task: StoneLesson,
    /// How it stands.
    pub verdict: Verdict,
    /// What the lesson says now besides its text: the hint, or why an answer is wrong.
    pub said: Option<LessonMsg>,
    /// "Show me": when the answer's stone is placed (game clock).
    show_at: Option<f64>,
    /// The game put aside, with its settings.
    aside: (Match, MatchSettings),
}

impl Playing {
    /// The position the lesson starts from.
    pub fn moves(&self) -> &[u8] {
        match &self.task {
            StoneLesson::Stones(t) => &t.moves,
            StoneLesson::Question(q) => q.moves(),
        }
    }

    /// The side the player takes.
    pub fn side(&self) -> Player {
        match &self.task {
            StoneLesson::Stones(t) => t.to_move,
            StoneLesson::Question(q) => q.game().map_or(Player::X, |g| g.turn()),
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<OnLesson>()
        // Before the screen's entities are made for the board.
        .add_systems(OnExit(Screen::Menu), follow_lesson)
        .add_systems(OnExit(Screen::TicTacToe), put_back)
        .add_systems(
            Update,
            (
                (lesson_actions, place_stones, follow_lesson, show_me)
                    .chain()
                    .in_set(super::TttSystems::Actions)
                    .after(super::play::apply_actions),
                describe.in_set(super::TttSystems::Mirror),
            )
                .run_if(in_state(Screen::TicTacToe)),
        )
        .add_systems(
            bevy_egui::EguiPrimaryContextPass,
            // Under the board's card (the cells and 10 units).
            lessons::band_under(super::board::cell_centre(7).y - super::board::CELL_SIZE / 2.0 - 14.0)
                .run_if(in_state(Screen::TicTacToe)),
        );
}

/// The task's line, as the panel shows it (the solved game's from its table).
fn task_line(playing: &Playing, table: Option<&pegs_engine::tictactoe::PerfectTable>) -> Option<LessonMsg> {
    match &playing.task {
        StoneLesson::Stones(t) if t.goal == StoneGoal::Best => {
            win_by(table).map(|by| LessonMsg::SolvedTask { by })
        }
        _ => Some(LessonMsg::Task(playing.lesson)),
    }
}

/// The name of an answer offered.
fn choice_name(q: &StoneQuestion, choice: u8) -> LessonMsg {
    match q {
        StoneQuestion::VanishesNext { .. } => LessonMsg::CellChoice(choice),
        StoneQuestion::Depth { .. } => LessonMsg::DepthChoice(choice),
        StoneQuestion::Pruning { .. } => LessonMsg::SameChoice(choice == 0),
    }
}

/// The lesson for screen readers and the web page's mirror: what the panel shows of it.
fn describe(
    on_lesson: Res<OnLesson>,
    perfect: Res<PerfectPlay>,
    shelf: Res<PuzzleShelf>,
    mut shown: ResMut<LessonShown>,
) {
    let next = match &on_lesson.0 {
        None => LessonShown::default(),
        Some(playing) => {
            let say = Msg::Lesson;
            let mut lines = vec![say(LessonMsg::Title(playing.lesson)), say(LessonMsg::Text(playing.lesson))];
            let mut answers = Vec::new();
            if let StoneLesson::Question(q) = &playing.task {
                if let StoneQuestion::Pruning { depth, without, with, .. } = q {
                    lines.push(say(LessonMsg::Positions { depth: *depth, without: *without, with: *with }));
                }
                answers = q.choices().into_iter().map(|c| (u64::from(c), choice_name(q, c))).collect();
            }
            lines.extend(task_line(playing, seed_table(&perfect, &shelf)).map(say));
            LessonShown {
                lesson: Some(playing.lesson),
                lines,
                answers,
                said: playing.said.clone(),
                verdict: playing.verdict,
            }
        }
    };
    shown.set_if_neq(next);
}

/// The perfect table of the seed rules, where one is ready: the computer's, or the puzzles'.
fn seed_table<'a>(
    perfect: &'a PerfectPlay,
    shelf: &'a PuzzleShelf,
) -> Option<&'a pegs_engine::tictactoe::PerfectTable> {
    perfect.table(RuleSet::Seed).map(|t| &**t).or_else(|| shelf.puzzles().map(|p| p.table()))
}

/// The match of a lesson: its position, the player on the side to move, the computer perfect.
fn lesson_match(playing: &Playing, base: &MatchSettings) -> Option<(Match, MatchSettings)> {
    let board = Match::replay(RuleSet::Seed, Player::X, playing.moves(), true)?;
    let settings = MatchSettings {
        mode: Mode::VsComputer,
        human: playing.side(),
        starter: Starter::X,
        level: Level::Perfect,
        rules: RuleSet::Seed,
        hints: false,
        online_turn: false,
        puzzle: true,
        lesson: true,
        ..base.clone()
    };
    Some((board, settings))
}

/// Everything setting a lesson out touches.
#[derive(bevy::ecs::system::SystemParam)]
struct Table<'w> {
    on_lesson: ResMut<'w, OnLesson>,
    board: ResMut<'w, Match>,
    settings: ResMut<'w, MatchSettings>,
    thinking: ResMut<'w, Thinking>,
    perfect: ResMut<'w, PerfectPlay>,
    shelf: Res<'w, PuzzleShelf>,
    book: ResMut<'w, LessonBook>,
    sounds: MessageWriter<'w, Sound>,
    time: Res<'w, Time>,
    work: Res<'w, Work>,
}

impl Table<'_> {
    /// Sets the lesson out from its start again.
    fn set_out(&mut self) {
        let Some(playing) = self.on_lesson.0.as_mut() else { return };
        let Some((start, rules)) = lesson_match(playing, &playing.aside.1) else { return };
        self.thinking.cancel();
        *self.board = start;
        *self.settings = rules;
        playing.verdict = Verdict::Open;
        playing.said = None;
        playing.show_at = None;
    }

    /// Takes the lesson off the board and brings back the game put aside.
    fn put_back(&mut self) {
        if let Some(playing) = self.on_lesson.0.take() {
            self.thinking.cancel();
            (*self.board, *self.settings) = playing.aside;
        }
    }
}

/// The board follows the lesson being played: its position is set out (the
/// game in play put aside, once), and without one the game put aside comes back.
fn follow_lesson(learning: Res<Learning>, mut table: Table) {
    let wanted = learning.playing(Course::TicTacToe);
    if wanted == table.on_lesson.0.as_ref().map(|p| p.lesson) {
        return;
    }
    let Some(lesson) = wanted else {
        table.put_back();
        return;
    };
    let task = match lesson.task(seed_table(&table.perfect, &table.shelf)) {
        Some(Task::Stones(t)) => StoneLesson::Stones(t),
        Some(Task::Question(q)) => StoneLesson::Question(q),
        // The solved game waits for the seed rules' table, asked for here.
        None => {
            table.perfect.request(RuleSet::Seed, &table.work);
            return;
        }
        Some(Task::Tower(_) | Task::Count(_)) => return,
    };
    let aside = match table.on_lesson.0.take() {
        Some(p) => p.aside,
        None => (table.board.clone(), table.settings.clone()),
    };
    if let Some(puzzles) = table.shelf.puzzles() {
        table.perfect.offer(puzzles.shared_table());
    }
    table.on_lesson.0 =
        Some(Playing { lesson, task, verdict: Verdict::Open, said: None, show_at: None, aside });
    table.set_out();
}

/// Leaving the screen brings the game put aside back.
fn put_back(mut table: Table) {
    table.put_back();
}

/// Marks the lesson done.
fn done(table: &mut Table) {
    let Some(playing) = table.on_lesson.0.as_mut() else { return };
    if playing.verdict == Verdict::Open {
        playing.verdict = Verdict::Done;
        table.book.mark_done(playing.lesson);
        table.sounds.write(Sound::Win);
    }
    playing.said = None;
}

/// The player's stones in a lesson: judged before they are placed while the lesson is open.
fn place_stones(mut actions: MessageReader<TttAction>, mut table: Table) {
    for &action in actions.read() {
        let TttAction::Play(cell) = action else {
            // A new game starts the lesson again.
            if action == TttAction::NewGame && table.on_lesson.is_on() {
                table.set_out();
            }
            continue;
        };
        let Some(playing) = table.on_lesson.0.as_ref() else { continue };
        if !persons_turn(&table.board.game, &table.settings) {
            continue;
        }
        let StoneLesson::Stones(task) = &playing.task else { continue };
        let game = table.board.game;
        let open = playing.verdict == Verdict::Open;
        if open {
            let judged = task.judge(&game, cell, seed_table(&table.perfect, &table.shelf));
            if let Err(wrong) = judged {
                let msg = LessonMsg::WrongMove(wrong);
                if let Some(playing) = table.on_lesson.0.as_mut() {
                    playing.said = Some(msg);
                }
                table.sounds.write(Sound::Refused);
                continue;
            }
        }
        let finished = task.is_done(&game.after(cell));
        let Some(placed) = table.board.play(cell) else { continue };
        table.sounds.write(Sound::StonePlaced);
        if placed.vanished.is_some() {
            table.sounds.write(Sound::StoneVanished);
        }
        if let Some(playing) = table.on_lesson.0.as_mut() {
            playing.said = None;
        }
        if open && finished {
            done(&mut table);
        }
    }
}

/// What the lesson's panel asks: an answer checked, a hint said, "Show me",
/// or the lesson set out again.
fn lesson_actions(mut actions: MessageReader<LessonAction>, mut table: Table) {
    for &action in actions.read() {
        let Some(playing) = table.on_lesson.0.as_mut() else { continue };
        match action {
            LessonAction::Answer(choice) => {
                let StoneLesson::Question(q) = &playing.task else { continue };
                let choice = u8::try_from(choice).unwrap_or(u8::MAX);
                match q.check(choice) {
                    Ok(()) => done(&mut table),
                    Err(wrong) => {
                        playing.said = Some(LessonMsg::WrongAnswer(wrong));
                        table.sounds.write(Sound::Refused);
                    }
                }
            }
            LessonAction::Hint => playing.said = Some(LessonMsg::Hint(playing.lesson)),
            LessonAction::ShowMe => {
                table.set_out();
                let now = table.time.elapsed_secs_f64();
                let Some(playing) = table.on_lesson.0.as_mut() else { continue };
                playing.verdict = Verdict::Shown;
                match &playing.task {
                    // The perfect computer plays the player's side too, slowly.
                    StoneLesson::Stones(t) if t.goal == StoneGoal::Best => {
                        table.settings.mode = Mode::ComputerVsComputer;
                    }
                    StoneLesson::Stones(_) => playing.show_at = Some(now + SHOW_PAUSE),
                    StoneLesson::Question(_) => {}
                }
            }
            LessonAction::Again => table.set_out(),
            // The lesson played changes (see `shell::lessons`), and the board follows it.
            LessonAction::Open(_) | LessonAction::Leave => {}
        }
    }
}

/// "Show me" places the answer's stone once its pause is over.
fn show_me(mut table: Table) {
    let now = table.time.elapsed_secs_f64();
    let Some(playing) = table.on_lesson.0.as_mut() else { return };
    let (Some(at), StoneLesson::Stones(task)) = (playing.show_at, &playing.task) else { return };
    if now < at {
        return;
    }
    playing.show_at = None;
    if let Some(&cell) = task.answer.first()
        && table.board.play(cell).is_some()
    {
        table.sounds.write(Sound::StonePlaced);
    }
}

/// The line above the board while a lesson is played: the verdict, or what the lesson just said.
/// (A question's task stands there while it waits for its answer: no stone is to be placed.)
pub fn status(playing: &Playing) -> Option<Msg> {
    match (playing.verdict, &playing.said, &playing.task) {
        (Verdict::Done, ..) => Some(Msg::Lesson(LessonMsg::Done)),
        (_, Some(said @ (LessonMsg::WrongMove(_) | LessonMsg::WrongAnswer(_))), _) => {
            Some(Msg::Lesson(said.clone()))
        }
        (Verdict::Open, _, StoneLesson::Question(_)) => Some(Msg::Lesson(LessonMsg::Task(playing.lesson))),
        _ => None,
    }
}

/// The last half-move of the solved game's win, from the table: its value from the empty board.
fn win_by(table: Option<&pegs_engine::tictactoe::PerfectTable>) -> Option<u8> {
    let empty = Game::with_rules(RuleSet::Seed, Player::X);
    match table?.value(&empty)? {
        Outcome::Win(n) => Some(n),
        _ => None,
    }
}

/// The lesson's part of the panel.
pub fn panel(
    ui: &mut egui::Ui,
    lang: &Lang,
    playing: &Playing,
    table: Option<&pegs_engine::tictactoe::PerfectTable>,
    book: &LessonBook,
    actions: &mut MessageWriter<LessonAction>,
) {
    let say = |m: LessonMsg| lang.say(&Msg::Lesson(m));
    lessons::heading(ui, lang, playing.lesson);
    ui.label(say(LessonMsg::Text(playing.lesson)));
    let answered = playing.verdict != Verdict::Open;
    match &playing.task {
        StoneLesson::Stones(_) => match task_line(playing, table) {
            Some(task) => {
                ui.separator();
                ui.strong(say(task));
            }
            None => {
                ui.label(lang.say(&Msg::Puzzle(PuzzleMsg::Preparing)));
            }
        },
        StoneLesson::Question(q) => {
            if let StoneQuestion::Pruning { depth, without, with, .. } = q {
                ui.label(say(LessonMsg::Positions { depth: *depth, without: *without, with: *with }));
            }
            ui.separator();
            ui.strong(say(LessonMsg::Task(playing.lesson)));
            ui.horizontal_wrapped(|ui| {
                for choice in q.choices() {
                    let name = choice_name(q, choice);
                    let right = answered && choice == q.answer();
                    if ui.add(egui::Button::new(say(name)).selected(right)).clicked() {
                        actions.write(LessonAction::Answer(u64::from(choice)));
                    }
                }
            });
            if answered && let StoneQuestion::Depth { looks, .. } = q {
                for look in looks {
                    ui.small(say(LessonMsg::Look {
                        depth: look.depth,
                        score: look.score,
                        cells: look.best.clone(),
                    }));
                }
            }
        }
    }
    lessons::footer(ui, lang, playing.lesson, playing.said.as_ref(), playing.verdict, book, actions);
}
