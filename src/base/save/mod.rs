//! The game remembers: settings, unfinished games and records are loaded
//! when it starts and saved while it runs (at most about once a second),
//! when a game screen is left and when the game closes.
//!
//! `store` is where the data lives, `records` what the player achieved,
//! `puzzles` the daily puzzles solved, `lessons` the lessons done, `games`
//! the last finished games (for their review),
//! `data` the file format. This file runs the saving, and knows no screen:
//! each part of the game keeps its own share of [`Kept`] — it puts what was
//! read in place at start-up (in `PreStartup`, after [`SaveSystems::Load`])
//! and describes its share in [`SaveSystems::Describe`] (in `Last`), saying
//! when it changed ([`Kept::touch`]) and filling it in when a write is due
//! ([`Kept::gathering`]).

pub mod data;
pub mod games;
pub mod lessons;
pub mod puzzles;
pub mod records;
pub mod store;

use bevy::prelude::*;
use tracing::warn;

use crate::base::frames::{PaceFrames, Wake};
use crate::base::i18n::Msg;
use crate::base::screen::Screen;
use data::{FILE_NAME, Reading, SaveData};
use games::GameShelf;
use lessons::LessonBook;
use puzzles::PuzzleBook;
use records::RecordBook;
use store::{Store, StoreError};

/// Where the game keeps its data. Without it nothing is kept (and a note says so).
#[derive(Resource, Clone, Debug)]
pub struct DataStore(pub Store);

/// Seconds between two writes while playing.
pub const WRITE_EVERY_SECONDS: f64 = 1.0;

/// The order of the saving work.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SaveSystems {
    /// `PreStartup`: the saved data is read into [`Kept`]; the parts put
    /// their shares in place after it.
    Load,
    /// `Last`: whether a write is due this frame.
    Decide,
    /// `Last`: the parts say what changed and, when a write is due, describe
    /// their shares.
    Describe,
    /// `Last`: the data is written.
    Write,
}

/// The data that is kept: as read at start-up, then as the parts describe it.
#[derive(Resource, Debug, Default)]
pub struct Kept {
    data: SaveData,
    /// Something changed since the last write.
    dirty: bool,
    /// A write is due this frame: every part describes its share.
    gathering: bool,
}

impl Kept {
    /// The data as read, or as last described.
    pub fn data(&self) -> &SaveData {
        &self.data
    }

    /// A part's share changed: it is written when due.
    pub fn touch(&mut self) {
        self.dirty = true;
    }

    /// Whether a write is due this frame, so every part must describe its share now.
    pub fn gathering(&self) -> bool {
        self.gathering
    }

    /// The data, for a part to describe its share into.
    pub fn data_mut(&mut self) -> &mut SaveData {
        &mut self.data
    }
}

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

/// A short message about saving, shown at the top of the screen.
#[derive(Debug, Clone, PartialEq)]
pub struct SaveNote {
    /// What it says.
    pub msg: Msg,
    /// When it was first shown (seconds on the real clock).
    pub since: Option<f64>,
}

/// The messages about saving still to be seen.
#[derive(Resource, Debug, Default)]
pub struct SaveNotes {
    /// Oldest first.
    pub notes: Vec<SaveNote>,
}

impl SaveNotes {
    /// Adds a message.
    pub fn add(&mut self, msg: Msg) {
        self.notes.push(SaveNote { msg, since: None });
    }

    /// The messages still to be seen.
    pub fn messages(&self) -> impl Iterator<Item = &Msg> {
        self.notes.iter().map(|n| &n.msg)
    }
}

/// The saver's state.
#[derive(Resource, Debug, Default)]
pub struct Saver {
    /// Write at the next chance, however recent the last write.
    flush: bool,
    /// This frame's gathering is for the store (not only to remember, on the web).
    writing: bool,
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
    app.init_resource::<Kept>()
        .init_resource::<RecordBook>()
        .init_resource::<PuzzleBook>()
        .init_resource::<LessonBook>()
        .init_resource::<GameShelf>()
        .init_resource::<SaveNotes>()
        .init_resource::<Saver>()
        .configure_sets(
            Last,
            (SaveSystems::Decide, SaveSystems::Describe, SaveSystems::Write, PaceFrames).chain(),
        )
        .add_systems(PreStartup, load_saved_data.in_set(SaveSystems::Load))
        .add_systems(PreStartup, restore_records.after(SaveSystems::Load))
        .add_systems(OnExit(Screen::Hanoi), request_flush)
        .add_systems(OnExit(Screen::TicTacToe), request_flush)
        .add_systems(Last, decide.in_set(SaveSystems::Decide))
        .add_systems(Last, keep_records.in_set(SaveSystems::Describe))
        .add_systems(Last, (write, wake_for_the_next_write).chain().in_set(SaveSystems::Write));
}

fn request_flush(mut saver: ResMut<Saver>) {
    saver.flush = true;
}

/// Reads the saved data at start-up into [`Kept`].
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
    world.resource_mut::<Kept>().data = loaded.data;
    #[cfg(target_arch = "wasm32")]
    web::write_on_leaving(store);
}

/// The records as read.
fn restore_records(
    kept: Res<Kept>,
    mut book: ResMut<RecordBook>,
    mut puzzles: ResMut<PuzzleBook>,
    mut lessons: ResMut<LessonBook>,
    mut games: ResMut<GameShelf>,
) {
    book.all_time = kept.data().records.clone();
    *puzzles = kept.data().puzzles.clone();
    *lessons = kept.data().lessons.clone();
    *games = kept.data().games.clone();
}

/// The records are kept with the rest.
fn keep_records(
    book: Res<RecordBook>,
    puzzles: Res<PuzzleBook>,
    lessons: Res<LessonBook>,
    games: Res<GameShelf>,
    mut kept: ResMut<Kept>,
) {
    if book.is_changed() || puzzles.is_changed() || lessons.is_changed() || games.is_changed() {
        kept.touch();
    }
    if kept.gathering() {
        kept.data_mut().records = book.all_time.clone();
        kept.data_mut().puzzles = puzzles.clone();
        kept.data_mut().lessons = lessons.clone();
        kept.data_mut().games = games.clone();
    }
}

/// A write is due when the data changed and a second has passed, when a
/// game screen was left, and when the game closes; then the parts gather.
fn decide(
    time: Res<Time<Real>>,
    exits: Res<Messages<AppExit>>,
    mut saver: ResMut<Saver>,
    mut kept: ResMut<Kept>,
) {
    let now = time.elapsed_secs_f64();
    let due = kept.dirty && saver.last_try.is_none_or(|t| now - t >= WRITE_EVERY_SECONDS);
    saver.writing = !saver.protected && (due || saver.flush || !exits.is_empty());
    // On the web a reload may come before the next write: the latest data is set aside now and then.
    #[cfg(target_arch = "wasm32")]
    let remember = !saver.protected && kept.dirty && saver.remembered_at.is_none_or(|t| now - t >= 0.25);
    #[cfg(not(target_arch = "wasm32"))]
    let remember = false;
    kept.gathering = saver.writing || remember;
}

/// Writes the gathered data, unless it is what was written last.
fn write(
    store: Option<Res<DataStore>>,
    time: Res<Time<Real>>,
    mut saver: ResMut<Saver>,
    mut kept: ResMut<Kept>,
    mut notes: ResMut<SaveNotes>,
) {
    if !kept.gathering {
        return;
    }
    kept.gathering = false;
    let now = time.elapsed_secs_f64();
    let text = kept.data.to_text();
    if !std::mem::take(&mut saver.writing) {
        #[cfg(target_arch = "wasm32")]
        {
            web::remember(&text);
            saver.remembered_at = Some(now);
        }
        return;
    }
    let Some(DataStore(store)) = store.as_deref() else { return };
    kept.dirty = false;
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
            if !saver.failing {
                warn!("progress could not be saved: {e}");
                notes.add(Msg::NotSaving(e.to_string()));
            }
            saver.failing = true;
        }
    }
}

/// Data not yet written asks for a frame when its write is due (and, on
/// the web, when it is next set aside for the page's last moment).
fn wake_for_the_next_write(
    time: Res<Time<Real>>,
    saver: Res<Saver>,
    kept: Res<Kept>,
    mut wake: ResMut<Wake>,
) {
    if saver.protected || !kept.dirty {
        return;
    }
    let now = time.elapsed_secs_f64();
    wake.within(saver.last_try.map_or(0.0, |t| t + WRITE_EVERY_SECONDS - now), "a write due");
    #[cfg(target_arch = "wasm32")]
    wake.within(saver.remembered_at.map_or(0.0, |t| t + 0.25 - now), "the page's copy of the data");
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
    pub fn write_on_leaving(store: crate::base::save::store::Store) {
        let Some(window) = web_sys::window() else { return };
        let write = Closure::<dyn FnMut()>::new(move || {
            if let Some(text) = LATEST.with(|l| l.borrow().clone()) {
                let _ = store.write(crate::base::save::data::FILE_NAME, &text);
            }
        });
        for event in ["pagehide", "visibilitychange"] {
            let _ = window.add_event_listener_with_callback(event, write.as_ref().unchecked_ref());
        }
        write.forget();
    }
}
