//! Sound: the game sends [`Sound`] messages; this module decides what is
//! heard — the volume, mute (M), and never a wall of noise (one sound of a
//! kind per frame, the solver's ticks at most [`SOLVER_TICKS_PER_SECOND`]) —
//! and, in builds with audio, plays it: natively through Bevy's audio, on
//! the web through the browser's Web Audio. Builds without audio (Linux without
//! the `sound` feature) decide the same and stay silent, so tests see the
//! same [`Heard`] sounds everywhere.
//!
//! The sounds are the game's own, synthesised when the game starts
//! ([`synth`]): no sound files to load or download.

pub mod synth;
#[cfg(target_arch = "wasm32")]
mod web;

use bevy::prelude::*;

pub use synth::Clip;

use crate::base::save::{Kept, SaveSystems};

/// Something the player should hear.
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub enum Sound {
    /// A disk is picked up.
    Lift,
    /// A disk is set down; `weight` runs from 0 (smallest) to 1 (largest) and deepens the sound.
    SetDown {
        /// 0 for the smallest disk, 1 for the largest.
        weight: f32,
    },
    /// A move was refused.
    Refused,
    /// The solver made a move.
    SolverMove,
    /// The tower stands on the goal peg; `great` for an optimal solve or a new record.
    TowerSolved {
        /// An optimal solve or a new record.
        great: bool,
    },
    /// A person placed a stone.
    StonePlaced,
    /// A stone vanished.
    StoneVanished,
    /// The computer placed a stone.
    ComputerMove,
    /// A game was won (by you, or by either player of two).
    Win,
    /// You lost to the computer.
    Loss,
    /// A draw.
    Draw,
    /// A button or card of the menu.
    Click,
}

impl Sound {
    /// Which sound file plays it.
    pub fn clip(self) -> Clip {
        match self {
            Self::Lift => Clip::Lift,
            Self::SetDown { .. } => Clip::SetDown,
            Self::Refused => Clip::Refused,
            Self::SolverMove => Clip::Tick,
            Self::TowerSolved { great: false } => Clip::Solved,
            Self::TowerSolved { great: true } => Clip::SolvedGreat,
            Self::StonePlaced => Clip::Stone,
            Self::StoneVanished => Clip::Vanish,
            Self::ComputerMove => Clip::ComputerStone,
            Self::Win => Clip::Win,
            Self::Loss => Clip::Loss,
            Self::Draw => Clip::Draw,
            Self::Click => Clip::Click,
        }
    }

    /// Playback speed: a heavier disk sounds deeper.
    pub fn speed(self) -> f32 {
        match self {
            Self::SetDown { weight } => 1.2 - 0.45 * weight.clamp(0.0, 1.0),
            _ => 1.0,
        }
    }

    /// How loud it is against the others.
    pub fn gain(self) -> f32 {
        match self {
            // The solver's ticks are quiet.
            Self::SolverMove => 0.35,
            Self::Loss => 0.6,
            Self::Click => 0.5,
            _ => 1.0,
        }
    }
}

/// The solver's moves make at most this many ticks a second, however fast it plays.
pub const SOLVER_TICKS_PER_SECOND: f64 = 8.0;
/// Sounds started in one frame, at most.
pub const MAX_SOUNDS_PER_FRAME: usize = 4;

/// How loud the game is.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct Volume {
    /// 0 to 1.
    pub level: f32,
    /// Whether the sound is off.
    pub muted: bool,
}

impl Default for Volume {
    fn default() -> Self {
        Self { level: 0.7, muted: false }
    }
}

impl Volume {
    /// The volume a sound plays at, 0 when muted.
    pub fn of(&self, sound: Sound) -> f32 {
        if self.muted { 0.0 } else { (self.level * sound.gain()).clamp(0.0, 1.0) }
    }
}

/// A sound that is played, at its volume: what the player hears (kept for tests).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Played {
    /// The sound.
    pub sound: Sound,
    /// Its volume, 0 to 1.
    pub volume: f32,
}

/// The sounds played so far, newest last (the last few hundred).
#[derive(Resource, Debug, Default)]
pub struct Heard {
    /// What was played.
    pub played: Vec<Played>,
    /// When the solver last ticked, on the real clock.
    last_tick: Option<f64>,
}

impl Heard {
    /// How many times `sound` was played.
    pub fn count(&self, matches: impl Fn(&Sound) -> bool) -> usize {
        self.played.iter().filter(|p| matches(&p.sound)).count()
    }
}

/// This frame's sounds, after mute, volume and the limits.
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub struct Play(pub Played);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Volume>()
        .init_resource::<Heard>()
        .add_message::<Sound>()
        .add_message::<Play>()
        .add_systems(PreStartup, restore_volume.after(SaveSystems::Load))
        .add_systems(Update, mute_key)
        .add_systems(PostUpdate, choose_what_is_heard)
        .add_systems(Last, keep_volume.in_set(SaveSystems::Describe));
    #[cfg(all(
        not(target_arch = "wasm32"),
        any(feature = "sound", target_os = "windows", target_os = "macos")
    ))]
    audio::plugin(app);
    #[cfg(target_arch = "wasm32")]
    web::plugin(app);
}

/// Whether the first frames are on screen: the sounds are made after them,
/// natively and on the web (no sound is asked for before the player acts,
/// and making them would hold up the first frame).
#[cfg(any(feature = "sound", target_os = "windows", target_os = "macos", target_arch = "wasm32"))]
fn first_frames_drawn(frames: Res<bevy::diagnostic::FrameCount>) -> bool {
    frames.0 >= 2
}

/// The volume as kept.
fn restore_volume(kept: Res<Kept>, mut volume: ResMut<Volume>) {
    let settings = &kept.data().settings;
    volume.set_if_neq(Volume { level: settings.volume, muted: settings.muted });
}

/// The volume is kept with the settings.
fn keep_volume(volume: Res<Volume>, mut kept: ResMut<Kept>) {
    if volume.is_changed() {
        kept.touch();
    }
    if kept.gathering() {
        let settings = &mut kept.data_mut().settings;
        (settings.volume, settings.muted) = (volume.level, volume.muted);
    }
}

/// M turns the sound off and on, anywhere.
fn mute_key(keys: Res<ButtonInput<KeyCode>>, mut volume: ResMut<Volume>) {
    if keys.just_pressed(KeyCode::KeyM) {
        volume.muted = !volume.muted;
    }
}

/// Mute, volume and the limits: at most one sound of each kind a frame,
/// [`MAX_SOUNDS_PER_FRAME`] in all, and the solver's ticks spaced out.
fn choose_what_is_heard(
    time: Res<Time<Real>>,
    volume: Res<Volume>,
    mut sounds: MessageReader<Sound>,
    mut heard: ResMut<Heard>,
    mut play: MessageWriter<Play>,
) {
    let now = time.elapsed_secs_f64();
    let mut this_frame: Vec<Played> = Vec::new();
    for &sound in sounds.read() {
        if volume.muted || this_frame.len() >= MAX_SOUNDS_PER_FRAME {
            continue;
        }
        if this_frame.iter().any(|p| p.sound.clip() == sound.clip()) {
            continue;
        }
        if sound == Sound::SolverMove {
            if heard.last_tick.is_some_and(|t| now - t < 1.0 / SOLVER_TICKS_PER_SECOND) {
                continue;
            }
            heard.last_tick = Some(now);
        }
        this_frame.push(Played { sound, volume: volume.of(sound) });
    }
    for played in this_frame {
        play.write(Play(played));
        heard.played.push(played);
    }
    let excess = heard.played.len().saturating_sub(500);
    heard.played.drain(..excess);
}

/// Playing the chosen sounds through Bevy's audio (natively; the web has `web.rs`).
#[cfg(all(not(target_arch = "wasm32"), any(feature = "sound", target_os = "windows", target_os = "macos")))]
mod audio {
    use std::collections::BTreeMap;

    use bevy::audio::{AudioPlayer, AudioSource, PlaybackSettings, Volume as AudioVolume};
    use bevy::prelude::*;

    use crate::shell::feedback::sound::{Clip, Play};

    /// The sounds, synthesised once the first frames are on screen.
    #[derive(Resource)]
    struct Clips(BTreeMap<Clip, Handle<AudioSource>>);

    pub(super) fn plugin(app: &mut App) {
        app.add_systems(
            Update,
            load_clips.run_if(not(resource_exists::<Clips>)).run_if(super::first_frames_drawn),
        )
        .add_systems(Last, play);
    }

    fn load_clips(mut commands: Commands, mut sources: ResMut<Assets<AudioSource>>) {
        let clips = Clip::ALL
            .into_iter()
            .map(|clip| {
                (
                    clip,
                    sources
                        .add(AudioSource { bytes: crate::shell::feedback::sound::synth::wav(clip).into() }),
                )
            })
            .collect();
        commands.insert_resource(Clips(clips));
    }

    fn play(mut commands: Commands, clips: Option<Res<Clips>>, mut chosen: MessageReader<Play>) {
        let Some(clips) = clips else { return };
        for Play(played) in chosen.read() {
            let Some(handle) = clips.0.get(&played.sound.clip()) else { continue };
            commands.spawn((
                AudioPlayer(handle.clone()),
                PlaybackSettings::DESPAWN
                    .with_volume(AudioVolume::Linear(played.volume))
                    .with_speed(played.sound.speed()),
            ));
        }
    }
}
