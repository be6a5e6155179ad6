//! The server's state: its settings, rooms, limits and counters, and where
//! it stands in stopping.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use tokio::sync::watch;

use crate::config::Config;
use crate::limits::Limits;
use crate::refusal::Refusal;
use crate::rooms::Rooms;

/// How far the server is in stopping.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Stage {
    /// Serving.
    Running,
    /// `/healthz` says 503 so that proxies send no one new; everything else as before.
    Draining,
    /// Accepting no one; WebSockets closed as a restart (1012); downloads finishing.
    Closing,
    /// Whatever is still open is dropped.
    Gone,
}

/// The server's state: rooms, limits and counters.
pub struct Hub {
    pub(crate) config: Config,
    pub(crate) limits: Arc<Limits>,
    pub(crate) rooms: Rooms,
    pub(crate) signalling_open: AtomicU64,
    pub(crate) signalling_total: AtomicU64,
    pub(crate) relayed: AtomicU64,
    pub(crate) stun_answers: AtomicU64,
    pub(crate) refusals: [AtomicU64; Refusal::ALL.len()],
    stage: watch::Sender<Stage>,
    draining: AtomicBool,
}

impl Hub {
    /// A hub with nobody in it.
    pub fn new(config: Config) -> Arc<Self> {
        let limits = Limits::new(&config);
        Arc::new(Self {
            rooms: Rooms::new(limits.clone(), (config.silent_seat, config.probation)),
            limits,
            config,
            signalling_open: AtomicU64::new(0),
            signalling_total: AtomicU64::new(0),
            relayed: AtomicU64::new(0),
            stun_answers: AtomicU64::new(0),
            refusals: Default::default(),
            stage: watch::channel(Stage::Running).0,
            draining: AtomicBool::new(false),
        })
    }

    /// The settings it runs with.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// What every address holds, and the caps.
    pub fn limits(&self) -> &crate::limits::Limits {
        &self.limits
    }

    /// Counts a refusal; the refusal.
    pub(crate) fn refuse(&self, refusal: Refusal) -> Refusal {
        self.refusals[refusal.index()].fetch_add(1, Ordering::Relaxed);
        refusal
    }

    /// Players in the room `room` now (0 for a room no one is in).
    pub fn players_in(&self, room: &str) -> usize {
        self.rooms.players_in(room)
    }

    /// Players waiting to be paired now.
    pub fn waiting(&self) -> usize {
        self.rooms.waiting()
    }

    /// Connections of every kind held now.
    pub fn connections(&self) -> usize {
        self.limits.places_held()
    }

    /// Moves the server on to `stage` (never back).
    pub(crate) fn enter(&self, stage: Stage) {
        self.stage.send_if_modified(|now| {
            let later = stage > *now;
            if later {
                *now = stage;
            }
            later
        });
        if stage >= Stage::Draining {
            self.draining.store(true, Ordering::Relaxed);
        }
    }

    /// Asks every signalling connection to close as a restart (the server is stopping).
    pub fn stop(&self) {
        self.enter(Stage::Closing);
    }

    /// Whether the server is stopping (`/healthz` answers 503).
    pub fn draining(&self) -> bool {
        self.draining.load(Ordering::Relaxed)
    }

    /// Resolves once the server stops accepting (after its drain).
    pub async fn closing(&self) {
        self.reached(Stage::Closing).await;
    }

    /// Resolves once the server has reached `stage`.
    pub(crate) async fn reached(&self, stage: Stage) {
        let mut watching = self.stage.subscribe();
        let _ = watching.wait_for(|now| *now >= stage).await;
    }
}
