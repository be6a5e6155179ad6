//! The game remembers: settings, unfinished games and records are loaded
//! when it starts and saved while it runs (at most about once a second),
//! when a game screen is left and when the game closes.
//!
//! `store` is where the data lives, `records` what the player achieved,
//! `data` the file format; this file connects them to the game's resources.

pub mod data;
pub mod records;
pub mod store;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::Screen;
use crate::hanoi::engine::Tower;
use crate::hanoi::state::{Board, HanoiClock, HanoiRun, SolverSpeed};
use crate::i18n::{Language, Msg};
use crate::language::Lang;
use crate::tictactoe::play::{Match, MatchSettings};
use data::{
    FILE_NAME, HanoiGame, HanoiSettings, Reading, SaveData, Settings, TicTacToeGame, TicTacToeSettings,
};
use records::RecordBook;
use store::{Store, StoreError};

/// Where the game keeps its data. Without it nothing is kept (and a note says so).
#[derive(Resource, Clone, Debug)]
pub struct DataStore(pub Store);

/// Seconds between two writes while playing.
pub const WRITE_EVERY_SECONDS: f64 = 1.0;
/// Seconds a note about saving stays on screen.
const NOTE_SECONDS: f64 = 12.0;

/// What reading the saved data found, for the game and its tests.
#[derive(Clone, Debug, PartialEq)]
pub struct Loaded {
    /// What could be read (defaults for the rest).
    pub data: SaveData,
    /// How much of it.
    pub reading: Reading,
    /// Where data that was not read in full was kept, or why it could not be moved.
    pub kept_as: Option<Result<String, StoreError>>,
    /// Why the store could not be read at all.
    pub read_error: Option<StoreError>,
}

impl Loaded {
    /// Whether the saved data must not be written over: it could not be read
    /// and could not be moved aside either.
    pub fn must_protect(&self) -> bool {
        self.read_error.is_some() || matches!(self.kept_as, Some(Err(_)))
    }
}

/// Reads the saved data from `store`; data that was not read in full is
/// kept aside under a new name before anything is written.
pub fn load(store: &Store, unix_time: u64) -> Loaded {
    match store.read(FILE_NAME) {
        Ok(None) => {
            Loaded { data: SaveData::default(), reading: Reading::Whole, kept_as: None, read_error: None }
        }
        Ok(Some(bytes)) => {
            let (data, reading) = match String::from_utf8(bytes) {
                Ok(text) => SaveData::from_text(&text),
                Err(_) => (SaveData::default(), Reading::Unreadable("not text".into())),
            };
            let kept_as = (!reading.is_whole()).then(|| store.keep_aside(FILE_NAME, unix_time));
            Loaded { data, reading, kept_as, read_error: None }
        }
        Err(e) => {
            Loaded { data: SaveData::default(), reading: Reading::Whole, kept_as: None, read_error: Some(e) }
        }
    }
}

/// Seconds since 1970, for naming data kept aside.
pub fn unix_time() -> u64 {
    #[cfg(not(target_arch = "wasm32"))]
    {
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs())
    }
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window()
            .and_then(|w| w.performance())
            .map_or(0, |p| ((p.time_origin() + p.now()) / 1000.0) as u64)
    }
}

/// Short messages about saving, shown at the top of the screen.
#[derive(Resource, Debug, Default)]
pub struct SaveNotes {
    notes: Vec<(Msg, Option<f64>)>,
}

impl SaveNotes {
    /// Adds a message.
    pub fn add(&mut self, msg: Msg) {
        self.notes.push((msg, None));
    }

    /// The messages still to be seen.
    pub fn messages(&self) -> impl Iterator<Item = &Msg> {
        self.notes.iter().map(|(m, _)| m)
    }
}

/// The saver's state.
#[derive(Resource, Debug, Default)]
pub struct Saver {
    /// Something changed since the last write.
    dirty: bool,
    /// Write at the next chance, however recent the last write.
    flush: bool,
    /// When the last write was tried, on the real clock.
    last_try: Option<f64>,
    /// The text last written.
    written: String,
    /// When the latest data was last set aside for the page's last moment (web).
    #[cfg(target_arch = "wasm32")]
    remembered_at: Option<f64>,
    /// Writing failed and the player was told.
    failing: bool,
    /// Saved data that could not be read must not be written over.
    protected: bool,
}

impl Saver {
    /// Whether the last write worked (or none was needed).
    pub fn is_working(&self) -> bool {
        !self.failing && !self.protected
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<RecordBook>()
        .init_resource::<SaveNotes>()
        .init_resource::<Saver>()
        .add_systems(PreStartup, load_saved_data)
        .add_systems(OnExit(Screen::Hanoi), request_flush)
        .add_systems(OnExit(Screen::TicTacToe), request_flush)
        .add_systems(Last, (notice_changes, save_when_due).chain())
        .add_systems(EguiPrimaryContextPass, show_notes);
}

fn request_flush(mut saver: ResMut<Saver>) {
    saver.flush = true;
}

/// Reads the saved data at start-up and puts it in place.
fn load_saved_data(world: &mut World) {
    let Some(DataStore(store)) = world.get_resource::<DataStore>().cloned() else {
        world.resource_mut::<SaveNotes>().add(Msg::NoDataFolder);
        world.resource_mut::<Saver>().protected = true;
        return;
    };
    let loaded = load(&store, unix_time());
    if let Some(e) = &loaded.read_error {
        warn!("saved data at {} could not be read: {e}", store.location(FILE_NAME));
        world.resource_mut::<SaveNotes>().add(Msg::DataUnreadableProtected(e.to_string()));
    }
    match &loaded.kept_as {
        Some(Ok(aside)) => {
            warn!("saved data was not read in full ({:?}); it was kept as {aside}", loaded.reading);
            world.resource_mut::<SaveNotes>().add(Msg::DataKeptAside(aside.clone()));
        }
        Some(Err(e)) => {
            warn!("saved data was not read in full and could not be kept aside: {e}");
            world.resource_mut::<SaveNotes>().add(Msg::DataNotMovable(e.to_string()));
        }
        None => {}
    }
    world.resource_mut::<Saver>().protected = loaded.must_protect();
    put_in_place(world, loaded.data);
    #[cfg(target_arch = "wasm32")]
    web::write_on_leaving(store);
}

/// The game's resources from saved data.
pub fn put_in_place(world: &mut World, data: SaveData) {
    let settings = data.settings;
    let (tower, run, clock) = match data.hanoi {
        Some(game) => (
            game.tower,
            HanoiRun {
                assisted: game.assisted,
                refused: game.refused,
                recorded: game.recorded,
                earned: None,
            },
            HanoiClock { seconds: game.clock },
        ),
        None => (
            Tower::new_on(settings.hanoi.pegs, settings.hanoi.disks).unwrap_or_else(|_| Board::default().0),
            HanoiRun::default(),
            HanoiClock::default(),
        ),
    };
    world.insert_resource(Board(tower));
    world.insert_resource(run);
    world.insert_resource(clock);
    world.insert_resource(SolverSpeed(settings.hanoi.speed));
    let t = &settings.tictactoe;
    let base = world.resource::<MatchSettings>().clone();
    world.resource_mut::<MatchSettings>().set_if_neq(MatchSettings {
        mode: t.mode,
        human: t.human,
        starter: t.starter,
        level: t.level,
        rules: t.rules,
        hints: t.hints,
        ..base
    });
    if let Some(game) = data.tictactoe
        && let Some(restored) = Match::replay(game.game.rules(), game.starter, &game.moves, game.scored)
    {
        world.insert_resource(restored);
    }
    world.resource_mut::<RecordBook>().all_time = data.records;
    if let Some(language) = settings.language.as_deref().and_then(Language::from_locale) {
        world.resource_mut::<Lang>().choose(language);
    }
    world
        .resource_mut::<crate::sound::Volume>()
        .set_if_neq(crate::sound::Volume { level: settings.volume, muted: settings.muted });
}

/// Everything to save, from the game's resources.
pub fn gather(world: &World) -> SaveData {
    let board = &world.resource::<Board>().0;
    let run = world.resource::<HanoiRun>();
    let m = world.resource::<MatchSettings>();
    let current = world.resource::<Match>();
    let tictactoe =
        TicTacToeGame::replay(current.game.rules(), current.starter(), current.moves(), current.is_scored())
            // Only a game its moves lead to (tests may set a position directly).
            .filter(|g| g.game == current.game);
    SaveData {
        settings: Settings {
            language: Some(*world.resource::<Lang>())
                .filter(|l| l.chosen)
                .map(|l| l.language.code().to_string()),
            volume: world.resource::<crate::sound::Volume>().level,
            muted: world.resource::<crate::sound::Volume>().muted,
            hanoi: HanoiSettings {
                pegs: board.peg_count(),
                disks: board.disks(),
                speed: world.resource::<SolverSpeed>().0,
            },
            tictactoe: TicTacToeSettings {
                mode: m.mode,
                human: m.human,
                starter: m.starter,
                level: m.level,
                hints: m.hints,
                rules: m.rules,
            },
        },
        hanoi: Some(HanoiGame {
            tower: board.clone(),
            clock: world.resource::<HanoiClock>().seconds,
            assisted: run.assisted,
            refused: run.refused,
            recorded: run.recorded,
        }),
        tictactoe,
        records: world.resource::<RecordBook>().all_time.clone(),
    }
}

/// Marks the data as changed when anything that is kept has changed.
#[allow(clippy::too_many_arguments)]
fn notice_changes(
    board: Res<Board>,
    speed: Res<SolverSpeed>,
    run: Res<HanoiRun>,
    settings: Res<MatchSettings>,
    current: Res<Match>,
    book: Res<RecordBook>,
    lang: Res<Lang>,
    volume: Res<crate::sound::Volume>,
    mut saver: ResMut<Saver>,
) {
    if board.is_changed()
        || speed.is_changed()
        || run.is_changed()
        || settings.is_changed()
        || current.is_changed()
        || book.is_changed()
        || lang.is_changed()
        || volume.is_changed()
    {
        saver.dirty = true;
    }
}

/// Writes the data when it changed and a second has passed, when a game
/// screen was left, and when the game closes.
fn save_when_due(world: &mut World) {
    let now = world.resource::<Time<Real>>().elapsed_secs_f64();
    let exiting = !world.resource::<Messages<AppExit>>().is_empty();
    let saver = world.resource::<Saver>();
    if saver.protected {
        return;
    }
    let due = saver.dirty && saver.last_try.is_none_or(|t| now - t >= WRITE_EVERY_SECONDS);
    if !(due || saver.flush || exiting) {
        // On the web a reload may come before the next write: set the latest data aside now and then.
        #[cfg(target_arch = "wasm32")]
        if saver.dirty && saver.remembered_at.is_none_or(|t| now - t >= 0.25) {
            let text = gather(world).to_text();
            web::remember(&text);
            world.resource_mut::<Saver>().remembered_at = Some(now);
        }
        return;
    }
    let Some(DataStore(store)) = world.get_resource::<DataStore>().cloned() else { return };
    let text = gather(world).to_text();
    let mut saver = world.resource_mut::<Saver>();
    saver.dirty = false;
    saver.flush = false;
    if text == saver.written {
        return;
    }
    saver.last_try = Some(now);
    #[cfg(target_arch = "wasm32")]
    web::remember(&text);
    match store.write(FILE_NAME, &text) {
        Ok(()) => {
            saver.written = text;
            saver.failing = false;
        }
        Err(e) => {
            let first = !saver.failing;
            saver.failing = true;
            if first {
                warn!("progress could not be saved: {e}");
                world.resource_mut::<SaveNotes>().add(Msg::NotSaving(e.to_string()));
            }
        }
    }
}

/// The notes about saving, at the top of the screen until they time out or are clicked.
fn show_notes(
    mut contexts: EguiContexts,
    time: Res<Time<Real>>,
    lang: Res<Lang>,
    mut notes: ResMut<SaveNotes>,
) -> Result {
    if notes.notes.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let now = time.elapsed_secs_f64();
    let mut dismissed = None;
    egui::Area::new(egui::Id::new("save_notes"))
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 8.0))
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            for (i, (msg, since)) in notes.notes.iter_mut().enumerate() {
                let text = lang.say(msg);
                let shown = *since.get_or_insert(now);
                if now - shown > NOTE_SECONDS {
                    dismissed = Some(i);
                    continue;
                }
                let frame = egui::Frame::new()
                    .fill(egui::Color32::from_rgb(74, 52, 40))
                    .corner_radius(6.0)
                    .inner_margin(egui::Margin::symmetric(12, 8));
                let response = frame
                    .show(ui, |ui| {
                        ui.set_max_width(560.0);
                        ui.label(egui::RichText::new(text).color(egui::Color32::from_rgb(255, 226, 200)));
                    })
                    .response;
                if response.interact(egui::Sense::click()).clicked() {
                    dismissed = Some(i);
                }
            }
        });
    if let Some(i) = dismissed {
        notes.notes.remove(i);
    }
    Ok(())
}

/// On the web the page may be closed or reloaded between two writes: the
/// latest data waits here and is written when the page goes away.
#[cfg(target_arch = "wasm32")]
mod web {
    use std::cell::RefCell;

    use wasm_bindgen::JsCast;
    use wasm_bindgen::closure::Closure;

    thread_local! {
        static LATEST: RefCell<Option<String>> = const { RefCell::new(None) };
    }

    /// Keeps the latest text for the page's last moment.
    pub fn remember(text: &str) {
        LATEST.with(|l| *l.borrow_mut() = Some(text.to_string()));
    }

    /// Writes the latest text when the page is hidden or left.
    pub fn write_on_leaving(store: super::Store) {
        let Some(window) = web_sys::window() else { return };
        let write = Closure::<dyn FnMut()>::new(move || {
            if let Some(text) = LATEST.with(|l| l.borrow().clone()) {
                let _ = store.write(super::FILE_NAME, &text);
            }
        });
        for event in ["pagehide", "visibilitychange"] {
            let _ = window.add_event_listener_with_callback(event, write.as_ref().unchecked_ref());
        }
        write.forget();
    }
}
