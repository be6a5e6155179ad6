//! What a phone's player feels: a short vibration when a stone is placed
//! or a disk lands, and a double one when a move is refused. A choice kept
//! with the settings (on unless turned off), and never under reduced motion.
//! Only browsers that can vibrate offer it (`navigator.vibrate`); elsewhere
//! nothing is felt and the choice is not shown.

use bevy::prelude::*;

use crate::base::save::{Kept, SaveSystems};
use crate::shell::display::motion::Motion;
use crate::shell::feedback::sound::Sound;

/// Whether the player wants vibrations.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Vibration {
    /// On (the default).
    pub on: bool,
}

impl Default for Vibration {
    fn default() -> Self {
        Self { on: true }
    }
}

/// A vibration felt: milliseconds on, off, on, …
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct Buzz(pub Vec<u32>);

/// A stone placed or a disk set down.
pub const TAP: [u32; 1] = [15];
/// A refused move: two short pulses.
pub const REFUSAL: [u32; 3] = [30, 60, 30];

/// The vibration a sound comes with, if any.
pub fn felt(sound: Sound) -> Option<&'static [u32]> {
    match sound {
        Sound::StonePlaced | Sound::SetDown { .. } => Some(&TAP),
        Sound::Refused => Some(&REFUSAL),
        _ => None,
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Vibration>()
        .add_message::<Buzz>()
        .add_systems(PreStartup, restore.after(SaveSystems::Load))
        .add_systems(PostUpdate, buzz)
        .add_systems(Last, keep.in_set(SaveSystems::Describe));
}

fn restore(kept: Res<Kept>, mut vibration: ResMut<Vibration>) {
    vibration.on = kept.data().settings.vibration;
}

fn keep(vibration: Res<Vibration>, mut kept: ResMut<Kept>) {
    if vibration.is_changed() {
        kept.touch();
    }
    if kept.gathering() {
        kept.data_mut().settings.vibration = vibration.on;
    }
}

/// One vibration a frame at most, the refusal before a tap.
fn buzz(
    mut sounds: MessageReader<Sound>,
    vibration: Res<Vibration>,
    motion: Res<Motion>,
    mut out: MessageWriter<Buzz>,
) {
    let strongest = sounds.read().filter_map(|&s| felt(s)).max_by_key(|pattern| pattern.len());
    if let Some(pattern) = strongest
        && vibration.on
        && !motion.reduced
    {
        crate::shell::platform::web::vibrate(pattern);
        out.write(Buzz(pattern.to_vec()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn felt_after(sounds: &[Sound], on: bool, reduced: bool) -> Vec<Buzz> {
        let mut app = App::new();
        app.add_message::<Sound>()
            .add_message::<Buzz>()
            .insert_resource(Vibration { on })
            .insert_resource(Motion { reduced, chosen: true })
            .add_systems(Update, buzz);
        for &s in sounds {
            app.world_mut().write_message(s);
        }
        app.update();
        let messages = app.world().resource::<Messages<Buzz>>();
        messages.get_cursor().read(messages).cloned().collect()
    }

    #[test]
    fn stones_and_disks_tap_refusals_pulse_twice_and_nothing_else_is_felt() {
        assert_eq!(felt_after(&[Sound::StonePlaced], true, false), [Buzz(TAP.to_vec())]);
        assert_eq!(felt_after(&[Sound::SetDown { weight: 1.0 }], true, false), [Buzz(TAP.to_vec())]);
        assert_eq!(felt_after(&[Sound::Refused], true, false), [Buzz(REFUSAL.to_vec())]);
        // One a frame: the refusal wins.
        assert_eq!(
            felt_after(&[Sound::Lift, Sound::StonePlaced, Sound::Refused], true, false),
            [Buzz(REFUSAL.to_vec())]
        );
        for quiet in [Sound::Lift, Sound::ComputerMove, Sound::Win, Sound::Click, Sound::SolverMove] {
            assert_eq!(felt_after(&[quiet], true, false), [], "{quiet:?}");
        }
    }

    #[test]
    fn nothing_is_felt_when_turned_off_or_under_reduced_motion() {
        assert_eq!(felt_after(&[Sound::StonePlaced, Sound::Refused], false, false), []);
        assert_eq!(felt_after(&[Sound::StonePlaced, Sound::Refused], true, true), []);
    }
}
