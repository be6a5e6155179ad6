//! Frames only when something changes (a part every other part may use). A board game mostly waits for the
//! player, so the window sleeps (Bevy's reactive update mode) until input
//! arrives or a part of the game asks for a frame through [`Wake`]: at once
//! while something moves (a flight, a celebration, the solver, a search
//! being waited for), or within some time for a timer the player will see
//! (the Hanoi clock's next tenth, a message about to fade, a write of the
//! saved data that is due). egui's own requests count too.
//!
//! Tests and `--screenshot` drive updates themselves; there the decision is
//! only recorded ([`Wake::last_wait`]).

use std::time::Duration;
use tracing::debug;

use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy::winit::{UpdateMode, WinitSettings};
use bevy_egui::{EguiFullOutput, EguiInput, EguiInputSet, EguiPostUpdateSet, EguiPreUpdateSet, egui};

/// The longest the game waits for a timer before looking again; also the
/// longest step of virtual time Bevy allows, so timers never lose time.
pub const LONGEST_TIMED_WAIT: f64 = 0.25;
/// How often a timer that changes what is shown is looked at, at most.
pub const TIMER_STEP: f64 = 0.1;
/// How long the window sleeps when nothing asked for a frame: until input,
/// in effect. (Not `Duration::MAX`: with it Bevy 0.19 keeps the event
/// loop's last control flow, which may be a busy poll.)
pub const IDLE_WAIT: Duration = Duration::from_secs(3600);

/// When the next frame is needed, as the parts of the game ask this frame.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct Wake {
    /// Seconds until the soonest frame asked for (0: the next one), and why.
    asked: Option<(f64, &'static str)>,
    /// What the last frame decided: how long the game may sleep (`None`:
    /// until input), and for what.
    decided: Option<(f64, &'static str)>,
}

impl Wake {
    /// Something moves (`why` says what): the next frame as soon as possible.
    pub fn now(&mut self, why: &'static str) {
        self.within(0.0, why);
    }

    /// Something changes in `seconds` at the latest (a timer the player sees).
    pub fn within(&mut self, seconds: f64, why: &'static str) {
        let seconds = if seconds.is_finite() { seconds.max(0.0) } else { 0.0 };
        if self.asked.is_none_or(|(s, _)| seconds < s) {
            self.asked = Some((seconds, why));
        }
    }

    /// How long the game decided it may sleep after the last frame: `Some(0.0)`
    /// for no sleep at all, `None` until the next input.
    pub fn last_wait(&self) -> Option<f64> {
        self.decided.map(|(s, _)| s)
    }

    /// What the last frame stayed awake for.
    pub fn last_reason(&self) -> Option<&'static str> {
        self.decided.map(|(_, why)| why)
    }
}

/// Where the frame's requests are turned into the window's update mode
/// (`Last`; parts that ask from `Last` order themselves before it).
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PaceFrames;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Wake>()
        .add_systems(
            PreUpdate,
            drop_unchanged_modifiers.after(EguiInputSet::WriteEguiEvents).before(EguiPreUpdateSet::BeginPass),
        )
        .add_systems(
            PostUpdate,
            egui_wants_a_frame.after(EguiPostUpdateSet::EndPass).before(EguiPostUpdateSet::ProcessOutput),
        )
        .add_systems(Last, pace.in_set(PaceFrames));
}

/// A system that asks for the next frame for `why`, for `run_if`
/// conditions that say something moves.
pub fn wake_now(why: &'static str) -> impl FnMut(ResMut<Wake>) {
    move |mut wake: ResMut<Wake>| wake.now(why)
}

/// bevy_egui tells egui the modifier keys every frame, and egui takes any
/// event as a reason to paint again at once: the game would never rest.
/// Only a change of the modifiers is passed on (egui keeps them between
/// frames).
fn drop_unchanged_modifiers(
    mut inputs: Query<(Entity, &mut EguiInput)>,
    mut last: Local<Vec<(Entity, egui::Modifiers)>>,
) {
    for (entity, mut input) in &mut inputs {
        let known = last.iter().position(|(e, _)| *e == entity);
        input.events.retain(|event| {
            let egui::Event::ModifiersChanged(now) = event else { return true };
            match known {
                Some(i) if last[i].1 == *now => false,
                Some(i) => {
                    last[i].1 = *now;
                    true
                }
                None => {
                    last.push((entity, *now));
                    true
                }
            }
        });
    }
}

/// egui asks for a repaint, at once (a hover fading in) or later (a
/// tooltip after the pointer rests).
fn egui_wants_a_frame(outputs: Query<&EguiFullOutput>, mut wake: ResMut<Wake>) {
    for output in &outputs {
        let Some(full) = &output.0 else { continue };
        if let Some(viewport) = full.viewport_output.get(&egui::ViewportId::ROOT)
            && viewport.repaint_delay < Duration::MAX
        {
            wake.within(viewport.repaint_delay.as_secs_f64(), "egui");
        }
    }
}

/// The longest the window may sleep for what was asked: at once, one of
/// two short steps, or until input. Few distinct values, because each
/// change of the update mode costs a frame of its own.
pub fn sleep_for(asked: Option<f64>) -> Option<f64> {
    match asked {
        None => None,
        Some(s) if s < TIMER_STEP => Some(0.0),
        Some(s) if s < LONGEST_TIMED_WAIT => Some(TIMER_STEP),
        Some(_) => Some(LONGEST_TIMED_WAIT),
    }
}

/// Sleeps as long as the frame's requests allow.
fn pace(
    mut wake: ResMut<Wake>,
    settings: Option<ResMut<WinitSettings>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let asked = wake.asked.take();
    let decided = sleep_for(asked.map(|(s, _)| s));
    wake.decided = decided.zip(asked.map(|(_, why)| why));
    if let Some((seconds, why)) = wake.decided {
        debug!("the next frame within {seconds} s, for {why}");
    }
    if decided == Some(0.0) {
        redraw.write(RequestRedraw);
    }
    let Some(mut settings) = settings else { return };
    // A frame asked for at once comes by the redraw; the mode holds the timed waits.
    let wait = match decided {
        Some(s) if s > 0.0 => Duration::from_secs_f64(s),
        _ => IDLE_WAIT,
    };
    let mode = UpdateMode::reactive_low_power(wait);
    if settings.focused_mode != mode || settings.unfocused_mode != mode {
        settings.focused_mode = mode;
        settings.unfocused_mode = mode;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_take_the_soonest_and_sleep_in_few_steps() {
        let mut wake = Wake::default();
        wake.within(3.5, "a message");
        wake.within(0.12, "a pause");
        assert_eq!(wake.asked, Some((0.12, "a pause")));
        assert_eq!(sleep_for(Some(0.12)), Some(TIMER_STEP));
        wake.now("a flight");
        assert_eq!(wake.asked, Some((0.0, "a flight")));
        assert_eq!(sleep_for(Some(0.0)), Some(0.0));
        assert_eq!(sleep_for(None), None);
        assert_eq!(sleep_for(Some(12.0)), Some(LONGEST_TIMED_WAIT));
        assert_eq!(sleep_for(Some(0.05)), Some(0.0));
        let mut odd = Wake::default();
        odd.within(f64::NAN, "nonsense");
        odd.within(-1.0, "the past");
        assert_eq!(odd.asked, Some((0.0, "nonsense")), "nonsense asks for a frame rather than a sleep");
    }
}
