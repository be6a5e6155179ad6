//! The game's sound effects, synthesised when the game starts (no sound
//! files in the download): sine partials, soft noise and simple envelopes —
//! wooden knocks for the disks, glassy clacks for the stones, small chimes
//! for a solve or a win. Each comes out as mono 16-bit 16 kHz samples: a
//! WAV in memory, which Bevy's audio plays like a file, or on the web the
//! samples themselves in a Web Audio buffer. Plain Rust.

use std::f64::consts::TAU;

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// Samples per second.
pub const RATE: u32 = 16_000;

/// Partials as (frequency multiple, amplitude).
type Partials = &'static [(f64, f64)];

const WOOD: Partials = &[(1.0, 1.0), (2.76, 0.35), (5.4, 0.12)];
const GLASS: Partials = &[(1.0, 1.0), (2.0, 0.3), (3.0, 0.15), (4.2, 0.08)];
const BELL: Partials = &[(1.0, 1.0), (2.0, 0.5), (3.01, 0.25), (4.17, 0.12)];
const PURE: Partials = &[(1.0, 1.0)];

/// The sound effects.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Clip {
    /// A disk is lifted.
    Lift,
    /// A disk is set down: a wooden knock.
    SetDown,
    /// A move is refused: two low notes falling.
    Refused,
    /// The solver's tick.
    Tick,
    /// A tower solved: a rising chime.
    Solved,
    /// A tower solved optimally or for a record: brighter and longer.
    SolvedGreat,
    /// A stone placed: a glassy clack.
    Stone,
    /// A stone vanishing: a soft falling hiss.
    Vanish,
    /// The computer's stone: a softer, lower clack.
    ComputerStone,
    /// A win.
    Win,
    /// A loss.
    Loss,
    /// A draw.
    Draw,
    /// A button.
    Click,
}

impl Clip {
    /// Every clip.
    pub const ALL: [Clip; 13] = [
        Self::Lift,
        Self::SetDown,
        Self::Refused,
        Self::Tick,
        Self::Solved,
        Self::SolvedGreat,
        Self::Stone,
        Self::Vanish,
        Self::ComputerStone,
        Self::Win,
        Self::Loss,
        Self::Draw,
        Self::Click,
    ];
}

fn envelope(t: f64, attack: f64, decay: f64) -> f64 {
    if t < attack { t / attack } else { (-(t - attack) / decay).exp() }
}

/// A tone of `partials` over `freq`, gliding by `glide` (a share of the frequency) over its length.
struct Tone {
    freq: f64,
    seconds: f64,
    attack: f64,
    decay: f64,
    partials: Partials,
    glide: f64,
    level: f64,
}

impl Tone {
    const fn new(freq: f64, seconds: f64, decay: f64, partials: Partials, level: f64) -> Self {
        Self { freq, seconds, attack: 0.004, decay, partials, glide: 0.0, level }
    }

    fn samples(&self) -> Vec<f64> {
        let n = (self.seconds * RATE as f64) as usize;
        let mut phase = vec![0.0; self.partials.len()];
        (0..n)
            .map(|i| {
                let t = i as f64 / RATE as f64;
                let f = self.freq * (1.0 + self.glide * t / self.seconds);
                let mut s = 0.0;
                for (p, &(mult, amp)) in phase.iter_mut().zip(self.partials) {
                    *p += TAU * f * mult / RATE as f64;
                    s += amp * p.sin();
                }
                self.level * envelope(t, self.attack, self.decay) * s
            })
            .collect()
    }
}

/// Soft noise: white noise through a one-pole low-pass (`smooth` 0 to 1).
fn noise(rng: &mut SmallRng, seconds: f64, attack: f64, decay: f64, level: f64, smooth: f64) -> Vec<f64> {
    let mut last = 0.0;
    (0..(seconds * RATE as f64) as usize)
        .map(|i| {
            let t = i as f64 / RATE as f64;
            last = smooth * last + (1.0 - smooth) * rng.random_range(-1.0..1.0);
            level * envelope(t, attack, decay) * last
        })
        .collect()
}

/// Tracks laid over each other, each from its start in seconds.
fn mix(tracks: &[(Vec<f64>, f64)]) -> Vec<f64> {
    let offset = |start: f64| (start * RATE as f64) as usize;
    let length = tracks.iter().map(|(t, start)| offset(*start) + t.len()).max().unwrap_or(0);
    let mut out = vec![0.0; length];
    for (track, start) in tracks {
        for (o, s) in out[offset(*start)..].iter_mut().zip(track) {
            *o += s;
        }
    }
    out
}

/// Notes of a bell struck one after another, `step` seconds apart.
fn chime(notes: &[f64], step: f64, decay: f64, level: f64, partials: Partials) -> Vec<f64> {
    let tracks: Vec<(Vec<f64>, f64)> = notes
        .iter()
        .enumerate()
        .map(|(i, &f)| (Tone::new(f, decay * 1.8, decay, partials, level).samples(), i as f64 * step))
        .collect();
    mix(&tracks)
}

/// The effect's samples, before they are levelled and trimmed.
fn draw(effect: Clip) -> Vec<f64> {
    let mut rng = SmallRng::seed_from_u64(7 + effect as u64);
    let solved = [523.25, 659.25, 783.99, 1046.5];
    match effect {
        Clip::Lift => Tone { glide: 0.25, ..Tone::new(620.0, 0.07, 0.025, WOOD, 0.5) }.samples(),
        Clip::SetDown => mix(&[
            (Tone::new(240.0, 0.16, 0.045, WOOD, 0.8).samples(), 0.0),
            (noise(&mut rng, 0.05, 0.002, 0.012, 0.35, 0.3), 0.0),
        ]),
        Clip::Refused => {
            let low: Partials = &[(1.0, 1.0), (3.0, 0.3)];
            mix(&[
                (Tone::new(196.0, 0.18, 0.09, low, 0.8).samples(), 0.0),
                (Tone::new(147.0, 0.2, 0.1, low, 0.8).samples(), 0.07),
            ])
        }
        Clip::Tick => Tone::new(880.0, 0.035, 0.01, WOOD, 0.4).samples(),
        Clip::Solved => chime(&solved, 0.09, 0.35, 0.5, BELL),
        Clip::SolvedGreat => mix(&[
            (chime(&[523.25, 659.25, 783.99, 1046.5, 1318.5, 1568.0], 0.075, 0.4, 0.5, BELL), 0.0),
            (chime(&[2093.0, 2637.0], 0.06, 0.15, 0.25, BELL), 0.45),
        ]),
        Clip::Stone => mix(&[
            (Tone::new(1180.0, 0.09, 0.03, GLASS, 0.6).samples(), 0.0),
            (noise(&mut rng, 0.03, 0.002, 0.006, 0.3, 0.1), 0.0),
        ]),
        Clip::ComputerStone => mix(&[
            (Tone::new(940.0, 0.1, 0.035, GLASS, 0.5).samples(), 0.0),
            (noise(&mut rng, 0.03, 0.002, 0.006, 0.2, 0.2), 0.0),
        ]),
        Clip::Vanish => mix(&[
            (noise(&mut rng, 0.28, 0.05, 0.08, 0.4, 0.85), 0.0),
            (Tone { attack: 0.02, glide: -0.5, ..Tone::new(700.0, 0.25, 0.08, PURE, 0.2) }.samples(), 0.0),
        ]),
        Clip::Win => chime(&[587.33, 739.99, 880.0, 1174.66], 0.08, 0.3, 0.5, BELL),
        Clip::Loss => chime(&[440.0, 392.0, 329.63], 0.16, 0.3, 0.35, &[(1.0, 1.0), (2.0, 0.2)]),
        Clip::Draw => chime(&[523.25, 587.33], 0.14, 0.25, 0.4, BELL),
        Clip::Click => Tone::new(1400.0, 0.025, 0.006, WOOD, 0.4).samples(),
    }
}

/// The effect as 16-bit samples: levelled to 90 % of full scale at most,
/// the tail below −46 dB cut, and a 10 ms fade at the end so nothing clicks.
pub fn samples(effect: Clip) -> Vec<i16> {
    let mut s = draw(effect);
    let peak = s.iter().fold(1e-9_f64, |m, v| m.max(v.abs()));
    let quiet = |v: f64| v.abs() < 0.005 * peak;
    while s.len() > (RATE / 20) as usize && quiet(s[s.len() - 1]) && quiet(s[s.len() - 2]) {
        s.pop();
    }
    let scale = (0.9 / peak).min(1.0);
    let fade = s.len().min((0.01 * RATE as f64) as usize);
    let n = s.len();
    for i in 0..fade {
        s[n - 1 - i] *= i as f64 / fade as f64;
    }
    s.iter().map(|v| ((v * scale).clamp(-1.0, 1.0) * 32767.0) as i16).collect()
}

/// The effect as the bytes of a WAV file (mono, 16-bit PCM).
pub fn wav(effect: Clip) -> Vec<u8> {
    let samples = samples(effect);
    let data = (samples.len() * 2) as u32;
    let mut out = Vec::with_capacity(44 + data as usize);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes()); // the format block's size
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // mono
    out.extend_from_slice(&RATE.to_le_bytes());
    out.extend_from_slice(&(RATE * 2).to_le_bytes()); // bytes per second
    out.extend_from_slice(&2u16.to_le_bytes()); // bytes per frame
    out.extend_from_slice(&16u16.to_le_bytes()); // bits per sample
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data.to_le_bytes());
    for s in samples {
        out.extend_from_slice(&s.to_le_bytes());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_effect_is_levelled_trimmed_and_faded() {
        for effect in Clip::ALL {
            let s = samples(effect);
            let peak = s.iter().map(|v| v.unsigned_abs()).max().unwrap();
            // Never above 90 % of full scale, and clearly heard.
            assert!((8_000..=29_491).contains(&peak), "{effect:?}: peak {peak}");
            assert_eq!(s[s.len() - 1], 0, "{effect:?} fades out to silence");
            let seconds = s.len() as f64 / RATE as f64;
            assert!((0.02..1.2).contains(&seconds), "{effect:?}: {seconds} s");
        }
        // The same effect comes out the same every time (its noise is seeded).
        assert_eq!(samples(Clip::Vanish), samples(Clip::Vanish));
    }

    #[test]
    fn effects_last_as_long_as_their_notes() {
        let seconds = |e| samples(e).len() as f64 / RATE as f64;
        // Short knocks and clicks, longer chimes; the great solve outlasts the plain one.
        assert!(seconds(Clip::Click) < 0.03);
        assert!(seconds(Clip::Tick) < seconds(Clip::Lift));
        assert!(seconds(Clip::Solved) > 0.8);
        assert!(seconds(Clip::SolvedGreat) > seconds(Clip::Solved));
        assert!(seconds(Clip::Loss) > seconds(Clip::Draw));
    }

    #[test]
    fn the_wav_header_describes_the_samples() {
        let bytes = wav(Clip::Stone);
        let n = samples(Clip::Stone).len();
        assert_eq!(&bytes[..4], b"RIFF");
        assert_eq!(&bytes[8..16], b"WAVEfmt ");
        assert_eq!(u32::from_le_bytes(bytes[24..28].try_into().unwrap()), RATE);
        assert_eq!(u16::from_le_bytes(bytes[34..36].try_into().unwrap()), 16);
        assert_eq!(u32::from_le_bytes(bytes[40..44].try_into().unwrap()) as usize, n * 2);
        assert_eq!(bytes.len(), 44 + n * 2);
    }
}
