//! Reduced motion, for players whom movement on screen troubles: disks
//! land without flying, stones appear and go without growing or fading,
//! winning stones and solved towers keep still, and no sparks fly. A
//! choice kept with the settings; until a player makes it, the system's
//! wish decides (on the web, `prefers-reduced-motion`).

use bevy::prelude::*;

use crate::base::save::{Kept, SaveSystems};

/// Whether animations are turned down.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Motion {
    /// Turned down.
    pub reduced: bool,
    /// The player chose (otherwise the system's wish is followed and not kept).
    pub chosen: bool,
}

impl Motion {
    /// The player's choice.
    pub fn choose(&mut self, reduced: bool) {
        *self = Self { reduced, chosen: true };
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Motion>()
        .add_systems(PreStartup, restore.after(SaveSystems::Load))
        .add_systems(Last, keep.in_set(SaveSystems::Describe));
}

/// The kept choice, or the system's wish.
fn restore(kept: Res<Kept>, mut motion: ResMut<Motion>) {
    *motion = match kept.data().settings.reduced_motion {
        Some(reduced) => Motion { reduced, chosen: true },
        None => Motion { reduced: crate::shell::platform::web::prefers_reduced_motion(), chosen: false },
    };
}

fn keep(motion: Res<Motion>, mut kept: ResMut<Kept>) {
    if motion.is_changed() {
        kept.touch();
        // On the web the page shows it too (`<body data-reduced-motion>`), for the browser test.
        #[cfg(target_arch = "wasm32")]
        if let Some(body) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.body()) {
            let _ = body.dataset().set("reducedMotion", &motion.reduced.to_string());
        }
    }
    if kept.gathering() {
        kept.data_mut().settings.reduced_motion = motion.chosen.then_some(motion.reduced);
    }
}
