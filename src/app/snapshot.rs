//! `pegs-and-stones --screenshot PATH [--screen S] [--lang L] [--text-size P]
//! [--contrast high] [--daily YYYY-MM-DD[:GAME]] [--review TEXT]`: opens the
//! game, shows a fixed position on the chosen screen (or its how-to-play
//! page, a lesson, or a Hanoi race under way) in the chosen language, and once
//! nothing moves saves a screenshot of the window as PNG and exits. Used
//! by the render check.

use std::path::PathBuf;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::render::render_resource::PipelineCache;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use bevy::render::{ExtractSchedule, MainWorld, RenderApp};
use tracing::{info, warn};

use pegs_engine::hanoi::Tower;
use pegs_engine::tictactoe::{Player, RuleSet};

use crate::base::frames::Wake;
use crate::base::i18n::Language;
use crate::base::save::games::KeptText;
use crate::base::save::lessons::LessonBook;
use crate::base::screen::Screen;
use crate::base::settings::Mode;
use crate::screens::hanoi::insight as hanoi_insight;
use crate::screens::hanoi::race::{RaceClock, Racing};
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
use pegs_engine::race::{Race, Start as RaceStart};

/// Frames to wait at least before the picture, so that everything has
/// landed (the renderer's pipelines are built within them here).
const SETTLE_FRAMES: u32 = 20;
/// After those, the picture waits until nothing moves: until two frames
/// in a row nothing but the picture asked for the next one at once (a
/// celebration's sparks, a flight, egui settling a row all do) — or this
/// many frames more, for something that never rests.
const STILL_WITHIN: u32 = 40;
/// Why the picture asks for frames (within this, which is still at once
/// but later than "now": whatever asks for "now" is seen as moving).
const PICTURE_PACE: (f64, &str) = (0.05, "a picture to take");

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
    /// A lesson on its board (`--lesson ID`), as it is set out (a course's
    /// last with the course done before).
    pub lesson: Option<LessonId>,
    /// A Hanoi race under way against a friend (`--screen hanoi-race`).
    pub race: bool,
    /// A finished game's review (`--review TEXT`), opened as its link opens it.
    pub review: Option<KeptText>,
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

/// The race in the picture: five disks from the start; the friend has
/// carried the top three to the right peg (7 moves), the player the top
/// two to the middle one (3 moves). Pegs count from 0.
const RACE_DISKS: usize = 5;
const RIVAL_MOVES: [(usize, usize); 7] = [(0, 2), (0, 1), (2, 1), (0, 2), (1, 0), (1, 2), (0, 2)];
const PLAYER_MOVES: [(usize, usize); 3] = [(0, 2), (0, 1), (2, 1)];

/// The race's two games, both played here through the engine; the
/// count-down starts at `now` (the race's clock). The first is the player's.
fn race_pair(now: u64) -> Option<(Race, Race)> {
    let start = RaceStart::new(&Tower::new(RACE_DISKS).ok()?).ok()?;
    crate::app::testing::race_pair(start, now)
}

/// Once the count-down is over: the friend's moves reach the player's
/// race, and the player makes theirs. True once they are made.
fn race_on(host: &mut Race, guest: &mut Race, now: u64) -> bool {
    if host.clock(now).is_none_or(|c| c < 0) || guest.clock(now).is_none_or(|c| c < 0) {
        return false;
    }
    for (from, to) in RIVAL_MOVES {
        for message in guest.play(from, to, now).map(|r| r.send).unwrap_or_default() {
            host.receive(message.encode().as_bytes(), now);
        }
    }
    for (from, to) in PLAYER_MOVES {
        let _ = host.play(from, to, now);
    }
    true
}

/// The race picture's own state: the friend's game, and the frame its moves were made.
#[derive(Default)]
struct RacePicture {
    friend: Option<Race>,
    raced_at: Option<u32>,
}

/// The two games' reviews, as far as a picture waits for them.
#[derive(SystemParam)]
struct Reviews<'w> {
    tictactoe: Option<Res<'w, crate::screens::tictactoe::review::OnReview>>,
    hanoi: Option<Res<'w, crate::screens::hanoi::review::OnReview>>,
}

impl Reviews<'_> {
    /// Whether a review is open with its values worked out.
    fn ready(&self) -> bool {
        let ttt = self.tictactoe.as_ref().and_then(|r| r.0.as_ref()).is_some_and(|r| r.review.is_some());
        let hanoi = self.hanoi.as_ref().and_then(|r| r.0.as_ref()).is_some_and(|r| r.review.is_some());
        ttt || hanoi
    }
}

/// Takes the picture when a [`Snapshot`] is asked for.
pub fn plugin(app: &mut App) {
    app.add_systems(Update, take_snapshot.run_if(resource_exists::<Snapshot>));
    if let Some(render) = app.get_sub_app_mut(RenderApp) {
        render.add_systems(ExtractSchedule, report_pipelines);
        app.init_resource::<PipelinesReady>();
    }
}

/// Whether the renderer has built every pipeline it was asked for (as of
/// the frame before): until then whatever needs one is not drawn. Bevy
/// builds pipelines in tasks of their own, so on a busy machine the
/// sprites' pipeline (its WESL shader compiled at run time) can come
/// frames after everything is at rest, and a picture taken before would
/// show the texts without the board.
#[derive(Resource, Default)]
struct PipelinesReady(bool);

/// Tells the main world whether any pipeline is still being built.
fn report_pipelines(mut main: ResMut<MainWorld>, pipelines: Res<PipelineCache>) {
    if let Some(mut ready) = main.get_resource_mut::<PipelinesReady>() {
        ready.0 = pipelines.waiting_pipelines().next().is_none();
    }
}

fn take_snapshot(
    mut commands: Commands,
    snapshot: Res<Snapshot>,
    mut next: ResMut<NextState<Screen>>,
    mut wake: ResMut<Wake>,
    (insight, pipelines, reviews): (Option<Res<Insight>>, Option<Res<PipelinesReady>>, Reviews),
    // The frame, whether the picture is taken, frames at rest in a row, and
    // the first frame with nothing else to wait for.
    (mut frame, mut taken, mut still, mut ready): (Local<u32>, Local<bool>, Local<u32>, Local<Option<u32>>),
    (clock, mut racing, mut race): (RaceClock, Option<ResMut<Racing>>, Local<RacePicture>),
) {
    let now = clock.millis();
    // The picture is taken after a number of frames: they come one after the
    // other. The frame before rested if only the picture asked for this one at once.
    // Frames while a pipeline is still being built are not at rest: what
    // needs it is not drawn yet.
    let built = pipelines.is_none_or(|p| p.0);
    let rested = wake.last_reason() == Some(PICTURE_PACE.1) && built;
    *still = if rested { *still + 1 } else { 0 };
    wake.within(PICTURE_PACE.0, PICTURE_PACE.1);
    *frame += 1;
    match *frame {
        1 => set_the_scene(&mut commands, &snapshot, &mut next),
        // The first frame has been drawn: the moment, for start-up timings
        // (release/startup.sh subtracts the moment the process was started).
        2 => {
            let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
            eprintln!("first frame at {:.3}", now.as_secs_f64());
        }
        3 if snapshot.daily.is_some() || snapshot.lesson.is_some() || snapshot.review.is_some() => {}
        3 => match snapshot.screen {
            Screen::Hanoi if snapshot.race => {
                if let (Some(racing), Some((mine, friend))) = (racing.as_deref_mut(), race_pair(now)) {
                    *racing = Racing::in_process(mine);
                    race.friend = Some(friend);
                } else {
                    warn!("the race's two games could not be set up");
                }
            }
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
            Screen::TicTacToe | Screen::Menu => {}
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
        // The race's picture: the moves once the count-down is over.
        n if snapshot.race && race.raced_at.is_none() && n > 3 && n < MOST_FRAMES => {
            let RacePicture { friend, raced_at } = &mut *race;
            let mine = racing.as_deref_mut().and_then(|r| r.race.as_mut());
            if let (Some(mine), Some(friend)) = (mine, friend.as_mut())
                && race_on(mine, friend, now)
            {
                *raced_at = Some(n);
            }
        }
        n if n >= SETTLE_FRAMES && !*taken => {
            // Every picture waits for the renderer's pipelines; the
            // thinking's for the computer's move to be explained; the
            // race's for its moves to land; a review's for its values.
            let waiting = (!built
                || snapshot.review.is_some() && !reviews.ready()
                || snapshot.explain
                    && snapshot.screen == Screen::TicTacToe
                    && insight.is_some_and(|i| i.shown().is_none())
                || snapshot.race && race.raced_at.is_none_or(|at| n < at + SETTLE_FRAMES / 2))
                && n < MOST_FRAMES;
            if waiting {
                return;
            }
            let ready_at = *ready.get_or_insert(n);
            if *still < 2 && n < ready_at + STILL_WITHIN {
                return;
            }
            if *still < 2 {
                let moving =
                    if built { wake.last_reason().unwrap_or("nothing") } else { "a pipeline being built" };
                warn!("the picture is taken at frame {n} while something still moves ({moving})");
            } else {
                info!("the picture is taken at frame {n}, all at rest");
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

/// The first frame: the day, the lesson or puzzle, the screen, the
/// showcase game, the language and the look the picture asks for.
fn set_the_scene(commands: &mut Commands, snapshot: &Snapshot, next: &mut NextState<Screen>) {
    let day = snapshot.daily.map(|(day, _)| day).or_else(|| Day::parse(PICTURE_DAY).ok());
    commands.insert_resource(Today { fixed: day });
    commands.queue(|world: &mut World| world.resource_mut::<PuzzleShelf>().make_now());
    if let Some(lesson) = snapshot.lesson {
        let mut learning = Learning::default();
        let mut book = LessonBook::default();
        learning.open(lesson, &mut book, &mut Challenge::default(), next);
        commands.insert_resource(learning);
        // A course's last lesson is pictured with the course done before,
        // so that its pointer to a program of the player's own shows.
        if lesson.next().is_none() {
            let course = lesson.course();
            commands.queue(move |world: &mut World| {
                let mut book = world.resource_mut::<LessonBook>();
                course.lessons().for_each(|l| book.mark_done(l));
            });
        }
    }
    match snapshot.daily {
        Some((day, Some(game))) => {
            let mut challenge = Challenge { shown: Some(day), ..default() };
            challenge.open(PuzzleId::Daily(day), game, next);
            commands.insert_resource(challenge);
        }
        Some((day, None)) => {
            commands.insert_resource(Challenge { shown: Some(day), ..default() });
            next.set(snapshot.screen);
        }
        None if snapshot.lesson.is_some() || snapshot.review.is_some() => {}
        None => next.set(snapshot.screen),
    }
    // The finished TicTacToe game is on the board before its screen
    // opens: it was cheered before, and its winning stones rest.
    let showcase = snapshot.daily.is_none()
        && snapshot.lesson.is_none()
        && snapshot.review.is_none()
        && !snapshot.explain;
    if snapshot.screen == Screen::TicTacToe && showcase {
        commands.insert_resource(MatchSettings { mode: Mode::TwoPlayers, ..default() });
        let moves = TICTACTOE_SHOWCASE.map(|c| c as u8);
        if let Some(showcase) = Match::replay(RuleSet::Seed, Player::X, &moves, true) {
            commands.insert_resource(showcase.at_rest());
        }
    }
    commands.insert_resource(Lang { language: snapshot.language, chosen: false });
    commands.insert_resource(snapshot.look);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_race_pictured_is_under_way_with_both_sides_moves() {
        let (mut mine, mut friend) = race_pair(1_000).expect("the two games meet and count down");
        assert!(!race_on(&mut mine, &mut friend, 1_500), "no moves during the count-down");
        assert!(race_on(&mut mine, &mut friend, 4_200));
        assert_eq!(mine.mine().map(|t| t.history().len()), Some(PLAYER_MOVES.len()));
        assert_eq!(mine.theirs().map(|t| t.history().len()), Some(RIVAL_MOVES.len()));
        assert!(mine.fault().is_none() && friend.fault().is_none());
    }
}
