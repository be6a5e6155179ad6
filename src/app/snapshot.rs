//! `pegs-and-stones --screenshot PATH [--screen S] [--lang L] [--text-size P]
//! [--contrast high] [--daily YYYY-MM-DD[:GAME]]`: opens the
//! game, shows a fixed position on the chosen screen (or its how-to-play
//! page) in the chosen language, saves a screenshot
//! of the window as PNG and exits. Used by the render check.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};

use pegs_engine::hanoi::Tower;
use pegs_engine::tictactoe::{Player, RuleSet};

use crate::base::frames::Wake;
use crate::base::i18n::Language;
use crate::base::save::lessons::LessonBook;
use crate::base::screen::Screen;
use crate::base::settings::Mode;
use crate::screens::hanoi::insight as hanoi_insight;
use crate::screens::hanoi::state::{Board, HanoiAction};
use crate::screens::tictactoe::insight::{Insight, InsightAction};
use crate::screens::tictactoe::play::{Match, MatchSettings};
use crate::shell::display::appearance::Look;
use crate::shell::display::theme::Sheet;
use crate::shell::language::Lang;
use crate::shell::modes::lessons::Learning;
use crate::shell::modes::puzzle::{Asked, Challenge, PuzzleId, PuzzleShelf, Today};
use crate::shell::ui::howto::HowToPlay;
use pegs_engine::lesson::LessonId;
use pegs_engine::puzzle::Day;

/// Frames to wait before the picture, so that everything has landed.
const SETTLE_FRAMES: u32 = 45;

/// Where the picture goes and which screen it shows.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct Snapshot {
    /// The PNG file to write.
    pub path: PathBuf,
    /// The screen to show.
    pub screen: Screen,
    /// Whether the screen's how-to-play page is open.
    pub page: bool,
    /// Whether the screen explains its thinking: the Hanoi solver's plan
    /// and map, the computer's scores on the TicTacToe board.
    pub explain: bool,
    /// The window's size, if not the usual 1280 × 720 (a phone's portrait: 405x720).
    pub size: Option<(u32, u32)>,
    /// The language.
    pub language: Language,
    /// Text size in per cent and high contrast, as a player would choose them.
    pub look: Look,
    /// A day's puzzle to show (`--daily`): the menu shows that day, or its puzzle is on the board.
    pub daily: Option<Asked>,
    /// A phone's settings sheet open over the screen (`--screen hanoi-sheet`).
    pub sheet: bool,
    /// A lesson on its board (`--lesson ID`), as it is set out.
    pub lesson: Option<LessonId>,
}

/// The day the pictures take for today, so that they stay the same from day to day.
pub const PICTURE_DAY: &str = "2026-12-01";

/// The Hanoi position in the picture: five disks on all three pegs (largest first).
pub const HANOI_SHOWCASE: &str = "11223";
/// The TicTacToe game in the picture: X wins along the top row, O holds 3 and 4.
pub const TICTACTOE_SHOWCASE: [usize; 5] = [0, 3, 1, 4, 2];

/// The TicTacToe game of the thinking's picture: the computer (X, level
/// Impossible) moves next and its thinking is shown.
pub const THINKING_SHOWCASE: [usize; 4] = [4, 0, 2, 6];
/// Frames the picture may wait for the thinking to be worked out.
const MOST_FRAMES: u32 = 1200;

/// Takes the picture when a [`Snapshot`] is asked for.
pub fn plugin(app: &mut App) {
    app.add_systems(Update, take_snapshot.run_if(resource_exists::<Snapshot>));
}

fn take_snapshot(
    mut commands: Commands,
    snapshot: Res<Snapshot>,
    mut frame: Local<u32>,
    mut next: ResMut<NextState<Screen>>,
    mut wake: ResMut<Wake>,
    insight: Option<Res<Insight>>,
    mut taken: Local<bool>,
) {
    // The picture is taken after a number of frames: they come one after the other.
    wake.now("a picture to take");
    *frame += 1;
    match *frame {
        1 => {
            let day = snapshot.daily.map(|(day, _)| day).or_else(|| Day::parse(PICTURE_DAY).ok());
            commands.insert_resource(Today { fixed: day });
            commands.queue(|world: &mut World| world.resource_mut::<PuzzleShelf>().make_now());
            if let Some(lesson) = snapshot.lesson {
                let mut learning = Learning::default();
                let mut book = LessonBook::default();
                learning.open(lesson, &mut book, &mut Challenge::default(), &mut next);
                commands.insert_resource(learning);
            }
            match snapshot.daily {
                Some((day, Some(game))) => {
                    let mut challenge = Challenge { shown: Some(day), ..default() };
                    challenge.open(PuzzleId::Daily(day), game, &mut next);
                    commands.insert_resource(challenge);
                }
                Some((day, None)) => {
                    commands.insert_resource(Challenge { shown: Some(day), ..default() });
                    next.set(snapshot.screen);
                }
                None if snapshot.lesson.is_some() => {}
                None => next.set(snapshot.screen),
            }
            commands.insert_resource(Lang { language: snapshot.language, chosen: false });
            commands.insert_resource(snapshot.look);
        }
        // The first frame has been drawn: the moment, for start-up timings
        // (release/startup.sh subtracts the moment the process was started).
        2 => {
            let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
            eprintln!("first frame at {:.3}", now.as_secs_f64());
        }
        3 if snapshot.daily.is_some() || snapshot.lesson.is_some() => {}
        3 => match snapshot.screen {
            Screen::Hanoi => {
                if let Ok(tower) = Tower::from_config(HANOI_SHOWCASE, HANOI_SHOWCASE.len(), 2) {
                    commands.insert_resource(Board(tower));
                }
                if snapshot.explain {
                    commands.insert_resource(hanoi_insight::Insight { plan: true, map: true });
                }
            }
            Screen::TicTacToe if snapshot.explain => {
                commands.insert_resource(MatchSettings {
                    mode: Mode::VsComputer,
                    human: Player::O,
                    level: pegs_engine::tictactoe::Level::Impossible,
                    delay: (0.0, 0.0),
                    ..default()
                });
                let moves = THINKING_SHOWCASE.map(|c| c as u8);
                if let Some(game) = Match::replay(RuleSet::Seed, Player::X, &moves, true) {
                    commands.insert_resource(game);
                }
                commands.queue(|world: &mut World| {
                    world.write_message(InsightAction::Toggle);
                });
            }
            Screen::TicTacToe => {
                commands.insert_resource(MatchSettings { mode: Mode::TwoPlayers, ..default() });
                let moves = TICTACTOE_SHOWCASE.map(|c| c as u8);
                if let Some(showcase) = Match::replay(RuleSet::Seed, Player::X, &moves, true) {
                    commands.insert_resource(showcase);
                }
            }
            Screen::Menu => {}
        },
        4 if snapshot.sheet => commands.insert_resource(Sheet { open: true }),
        5 if snapshot.page => {
            commands.queue(|world: &mut World| {
                let screen = *world.resource::<State<Screen>>().get();
                world.resource_mut::<HowToPlay>().open(screen);
            });
        }
        // The solver's plan, a few moves in.
        4..=6 if snapshot.explain && snapshot.screen == Screen::Hanoi => {
            commands.queue(|world: &mut World| {
                world.write_message(HanoiAction::StepSolver);
            });
        }
        n if n >= SETTLE_FRAMES && !*taken => {
            // The thinking's picture waits for the computer's move to be explained.
            let waiting = snapshot.explain
                && snapshot.screen == Screen::TicTacToe
                && insight.is_some_and(|i| i.shown().is_none())
                && n < MOST_FRAMES;
            if waiting {
                return;
            }
            *taken = true;
            commands
                .spawn(Screenshot::primary_window())
                .observe(save_to_disk(snapshot.path.clone()))
                .observe(|_: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
                    exit.write(AppExit::Success);
                });
        }
        _ => {}
    }
}
