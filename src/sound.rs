//! Sound: the game sends [`Sound`] messages; this module decides what is
//! heard (volume, mute, not too many at once) and, where the build has
//! audio, plays them.

use bevy::prelude::*;

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

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Volume>();
}
