//! A headless build of the game for tests and benchmarks: the real plugins
//! with no window system, no GPU and a manual clock, plus helpers that send
//! real keyboard and pointer input.

use std::time::Duration;

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::input::mouse::MouseButtonInput;
use bevy::input::touch::{TouchInput, TouchPhase};
use bevy::prelude::*;
use bevy::render::RenderPlugin;
use bevy::render::settings::WgpuSettings;
use bevy::time::TimeUpdateStrategy;
use bevy::window::{CursorMoved, ExitCondition, PrimaryWindow, WindowEvent, WindowResized, WindowResolution};
use bevy::winit::WinitPlugin;
use bevy_egui::EguiPlugin;

use pegs_engine::race::Race;

use crate::base::i18n::Language;
use crate::base::save::DataStore;
use crate::base::save::store::Store;
use crate::base::screen::Screen;
use crate::shell::display::camera::{VIEW_HEIGHT, VIEW_WIDTH};
use crate::shell::language::Lang;

/// Length of one frame of the manual clock.
pub const FRAME: Duration = Duration::from_millis(16);

/// The whole game without a window system or GPU: a 1280 × 720 window
/// entity at scale 1, each `update` advancing the clock by [`FRAME`]. Its
/// saved data lives in memory only.
pub fn headless_app() -> App {
    headless_app_with(Store::memory())
}

/// [`headless_app`] keeping its data in `store` (a temporary folder in tests
/// of saving; never the player's own folder).
pub fn headless_app_with(store: Store) -> App {
    let plugins = DefaultPlugins
        .set(RenderPlugin {
            render_creation: WgpuSettings { backends: None, ..default() }.into(),
            ..default()
        })
        .set(WindowPlugin {
            primary_window: Some(Window {
                resolution: WindowResolution::new(VIEW_WIDTH as u32, VIEW_HEIGHT as u32)
                    .with_scale_factor_override(1.0),
                ..default()
            }),
            exit_condition: ExitCondition::DontExit,
            close_when_requested: false,
            ..default()
        })
        .disable::<WinitPlugin>();
    // Natively Bevy logs (the web has no LogPlugin): tests keep quiet.
    #[cfg(not(target_arch = "wasm32"))]
    let plugins = plugins.disable::<bevy::log::LogPlugin>();
    let mut app = App::new();
    app.add_plugins(crate::shell::display::rendering::board_pipeline(plugins))
        .add_plugins(EguiPlugin::default())
        .insert_resource(TimeUpdateStrategy::ManualDuration(FRAME))
        .insert_resource(DataStore(store))
        .add_plugins(crate::plugin)
        // Tests read English, whatever the machine's language.
        .insert_resource(Lang { language: Language::En, chosen: false });
    app.finish();
    app.cleanup();
    single_threaded(&mut app);
    // The first update starts the clock and enters the first screen.
    app.update();
    app
}

/// Every schedule's systems (each frame's, the screens' entering and
/// leaving) run one after another on the calling thread, as they do in the
/// browser (which has no threads for them). Many games run
/// side by side in the tests: each handing its systems to the shared task
/// pool spent more time waking threads than running them (the app tests
/// took 23 s here, 13 s so). The work off the frame (searches, tables)
/// still runs on the pools.
fn single_threaded(app: &mut App) {
    use bevy::ecs::schedule::{Schedules, SingleThreadedExecutor};
    for (_, schedule) in app.world_mut().resource_mut::<Schedules>().iter_mut() {
        schedule.set_executor(SingleThreadedExecutor::new());
    }
}

/// The primary window entity.
pub fn window(app: &mut App) -> Entity {
    let mut q = app.world_mut().query_filtered::<Entity, With<PrimaryWindow>>();
    q.single(app.world()).expect("the headless app has a primary window")
}

/// Runs `frames` updates.
pub fn run_frames(app: &mut App, frames: usize) {
    for _ in 0..frames {
        app.update();
    }
}

/// Longest a test lets work off the frame run before it goes on.
const LONGEST_WORK: Duration = Duration::from_secs(120);

/// One update, then the work off the frame (the computer's search, a
/// perfect table being built, an explanation, a solver program's answer) is let finish in real time. The game's clock
/// moves one frame per update in tests, so a test that counts frames while
/// the computer thinks sees the same game time however busy the machine
/// is: the work is done between two frames, as on a quick machine.
pub fn update_with_work_done(app: &mut App) {
    use crate::screens::hanoi::solver_program::SolverProgram;
    use crate::screens::tictactoe::insight::Insight;
    use crate::screens::tictactoe::thinking::{PerfectPlay, Thinking};
    app.update();
    let started = std::time::Instant::now();
    let working = |app: &App| {
        app.world().get_resource::<Thinking>().is_some_and(Thinking::is_working)
            || app.world().get_resource::<PerfectPlay>().is_some_and(PerfectPlay::is_working)
            || app.world().get_resource::<Insight>().is_some_and(Insight::is_working)
            || app.world().get_resource::<SolverProgram>().is_some_and(SolverProgram::is_working)
    };
    while working(app) && started.elapsed() < LONGEST_WORK {
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// Presses and releases a key, one update each.
pub fn tap_key(app: &mut App, key: KeyCode) {
    key_event(app, key, ButtonState::Pressed);
    app.update();
    key_event(app, key, ButtonState::Released);
    app.update();
}

/// Sends one keyboard message.
pub fn key_event(app: &mut App, key: KeyCode, state: ButtonState) {
    let window = window(app);
    app.world_mut().write_message(KeyboardInput {
        key_code: key,
        logical_key: Key::Unidentified(bevy::input::keyboard::NativeKey::Unidentified),
        state,
        text: None,
        repeat: false,
        window,
    });
}

/// Where a world point appears in the window, in logical pixels.
pub fn world_to_window(app: &mut App, world: Vec2) -> Vec2 {
    let mut q = app.world_mut().query::<(&Camera, &GlobalTransform)>();
    let (camera, transform) = q.single(app.world()).expect("one camera");
    camera.world_to_viewport(transform, world.extend(0.0)).unwrap_or(Vec2::ZERO)
}

/// Moves the mouse to a world point (one update).
pub fn move_pointer(app: &mut App, world: Vec2) {
    let position = world_to_window(app, world);
    let window = window(app);
    app.world_mut().write_message(WindowEvent::CursorMoved(CursorMoved { window, position, delta: None }));
    app.update();
}

/// Presses or releases the left mouse button where the pointer is (one update).
pub fn mouse_button(app: &mut App, state: ButtonState) {
    let window = window(app);
    let input = MouseButtonInput { button: MouseButton::Left, state, window };
    app.world_mut().write_message(WindowEvent::MouseButtonInput(input));
    app.world_mut().write_message(input);
    app.update();
}

/// A left click at a world point: move, press, release.
pub fn click(app: &mut App, world: Vec2) {
    move_pointer(app, world);
    mouse_button(app, ButtonState::Pressed);
    mouse_button(app, ButtonState::Released);
}

/// A quick tap at a world point: the pointer arrives, presses and releases
/// within a single frame, as a fast touch or a scripted browser click does.
pub fn tap(app: &mut App, world: Vec2) {
    let position = world_to_window(app, world);
    let window = window(app);
    app.world_mut().write_message(WindowEvent::CursorMoved(CursorMoved { window, position, delta: None }));
    for state in [ButtonState::Pressed, ButtonState::Released] {
        let input = MouseButtonInput { button: MouseButton::Left, state, window };
        app.world_mut().write_message(WindowEvent::MouseButtonInput(input));
        app.world_mut().write_message(input);
    }
    app.update();
}

/// A left-button drag between two world points in `steps` moves.
pub fn drag(app: &mut App, from: Vec2, to: Vec2, steps: usize) {
    move_pointer(app, from);
    mouse_button(app, ButtonState::Pressed);
    for i in 1..=steps.max(1) {
        move_pointer(app, from.lerp(to, i as f32 / steps.max(1) as f32));
    }
    mouse_button(app, ButtonState::Released);
}

/// Gives the window a new size in logical pixels, as a player resizing it
/// or turning a phone would (two updates: the layout, then the camera).
pub fn resize_window(app: &mut App, width: f32, height: f32) {
    let window = window(app);
    app.world_mut().get_mut::<Window>(window).expect("the window").resolution.set(width, height);
    app.world_mut().write_message(WindowResized { window, width, height });
    app.update();
    app.world_mut().write_message(WindowResized { window, width, height });
    app.update();
}

/// Finger `id` at a world point in `phase` (one update).
pub fn touch(app: &mut App, id: u64, world: Vec2, phase: TouchPhase) {
    let position = world_to_window(app, world);
    let window = window(app);
    let input = TouchInput { phase, position, window, force: None, id };
    app.world_mut().write_message(WindowEvent::TouchInput(input));
    app.world_mut().write_message(input);
    app.update();
}

/// A finger tap as on a phone: down, held for a few frames, up at the same point.
pub fn finger_tap(app: &mut App, world: Vec2) {
    touch(app, 1, world, TouchPhase::Started);
    run_frames(app, 3);
    touch(app, 1, world, TouchPhase::Ended);
}

/// A finger drag between two world points in `steps` moves.
pub fn finger_drag(app: &mut App, from: Vec2, to: Vec2, steps: usize) {
    touch(app, 2, from, TouchPhase::Started);
    for i in 1..=steps.max(1) {
        touch(app, 2, from.lerp(to, i as f32 / steps.max(1) as f32), TouchPhase::Moved);
    }
    touch(app, 2, to, TouchPhase::Ended);
}

/// The screen being shown.
pub fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// A new, empty folder under the system's temporary folder for one test
/// (never the player's data folder); the test removes it when done.
pub fn temporary_folder(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("pegs-and-stones-test-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_file(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary folder can be made");
    dir
}

/// Closes the app as a closed window would: one update with [`AppExit`] sent.
pub fn exit(app: &mut App) {
    app.world_mut().write_message(AppExit::Success);
    app.update();
}

/// Opens a lesson as the menu's Learn does (its course resumes there), and
/// lets its screen set it out.
pub fn open_lesson(app: &mut App, lesson: pegs_engine::lesson::LessonId) {
    use crate::base::save::lessons::LessonBook;
    use crate::shell::modes::lessons::Learning;
    use crate::shell::modes::puzzle::Challenge;
    app.world_mut().resource_scope(|world, mut learning: Mut<Learning>| {
        world.resource_scope(|world, mut book: Mut<LessonBook>| {
            world.resource_scope(|world, mut challenge: Mut<Challenge>| {
                let mut next = world.resource_mut::<NextState<Screen>>();
                learning.open(lesson, &mut book, &mut challenge, &mut next);
            });
        });
    });
    run_frames(app, 4);
}

/// Both sides of a Hanoi race on `start`, played here through the engine:
/// the hellos, the tower, the ready and the go as the line would carry
/// them, in order, all at `now` (the race's clock), where the count-down
/// begins. The first is the creator's. `None` if they do not get that far.
pub fn race_pair(start: pegs_engine::race::Start, now: u64) -> Option<(Race, Race)> {
    let version = env!("CARGO_PKG_VERSION");
    let (mut host, mut guest) = (Race::host(version, start), Race::guest(version));
    // What is on the way, in order: (to the host, the message); a few rounds settle it.
    let mut on_the_way =
        std::collections::VecDeque::from([(false, host.hello().encode()), (true, guest.hello().encode())]);
    for _ in 0..64 {
        let Some((to_host, text)) = on_the_way.pop_front() else { break };
        let (to, answer_to_host) = if to_host { (&mut host, false) } else { (&mut guest, true) };
        on_the_way.extend(to.receive(text.as_bytes(), now).send.iter().map(|m| (answer_to_host, m.encode())));
    }
    (host.clock(now).is_some() && guest.clock(now).is_some()).then_some((host, guest))
}
