//! Playing the chosen sounds in the browser through its own Web Audio: the
//! browser mixes them on its audio thread, and the game's download carries
//! no mixer or audio output of its own. The page's audio context and a
//! buffer per sound are made once the first frames are on screen (making
//! the context takes a while, and no sound is asked for before the player
//! acts); browsers let it sound from the player's first click or key, when
//! web/index.html wakes it.

use std::cell::RefCell;
use std::collections::BTreeMap;

use bevy::prelude::*;
use web_sys::{AudioBuffer, AudioContext};

use super::synth::{self, Clip, RATE};
use super::{Play, Played};

/// The page's audio context and the sounds in it.
struct Speaker {
    context: AudioContext,
    clips: BTreeMap<Clip, AudioBuffer>,
}

/// Where the sound stands.
enum Output {
    /// Not made yet: the first frames are still to be drawn.
    NotYet,
    /// The browser has no Web Audio: the game plays on silent.
    Silent,
    /// Made.
    Open(Speaker),
}

thread_local! {
    /// The page's sound output (Web Audio's objects stay on the page's thread).
    static OUTPUT: RefCell<Output> = const { RefCell::new(Output::NotYet) };
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        open_speaker
            .run_if(super::first_frames_drawn)
            .run_if(|| OUTPUT.with_borrow(|o| matches!(o, Output::NotYet))),
    )
    .add_systems(Last, play);
}

/// The audio context, and the sounds synthesised into its buffers.
fn open_speaker() {
    let output = match speaker() {
        Some(speaker) => Output::Open(speaker),
        None => {
            tracing::warn!("no Web Audio in this browser: the game plays without sound");
            Output::Silent
        }
    };
    OUTPUT.set(output);
}

fn speaker() -> Option<Speaker> {
    let context = AudioContext::new().ok()?;
    let clips = Clip::ALL
        .into_iter()
        .filter_map(|clip| {
            let samples: Vec<f32> = synth::samples(clip).iter().map(|&s| f32::from(s) / 32768.0).collect();
            let buffer = context.create_buffer(1, samples.len() as u32, RATE as f32).ok()?;
            buffer.copy_to_channel(&samples, 0).ok()?;
            Some((clip, buffer))
        })
        .collect();
    Some(Speaker { context, clips })
}

fn play(mut chosen: MessageReader<Play>) {
    OUTPUT.with_borrow(|output| {
        let Output::Open(speaker) = output else {
            chosen.clear();
            return;
        };
        for Play(played) in chosen.read() {
            // A sound the browser would not play is left out; the game goes on.
            let _ = sound(speaker, played);
        }
    });
}

/// One sound: its buffer at its speed, through a gain at its volume. The
/// browser lets go of both nodes once the sound has ended.
fn sound(speaker: &Speaker, played: &Played) -> Option<()> {
    let buffer = speaker.clips.get(&played.sound.clip())?;
    let source = speaker.context.create_buffer_source().ok()?;
    source.set_buffer(Some(buffer));
    source.playback_rate().set_value(played.sound.speed());
    let gain = speaker.context.create_gain().ok()?;
    gain.gain().set_value(played.volume);
    source.connect_with_audio_node(&gain).ok()?;
    gain.connect_with_audio_node(&speaker.context.destination()).ok()?;
    source.start().ok()
}
