//! Work off the frame. Natively Bevy's task pools have threads of their
//! own; on the web, tasks run on the page's main thread between frames, so
//! long work is cut into slices that wait for the next frame
//! ([`FrameSignal`]) before they go on.

use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll, Waker};

use bevy::prelude::*;

/// Whether long work must be cut into slices (on the web).
pub const SLICED: bool = cfg!(target_arch = "wasm32");

/// Wakes the tasks that wait for the next frame; a system in `First` fires it once a frame.
#[derive(Resource, Clone, Default)]
pub struct FrameSignal(Arc<Mutex<Vec<Waker>>>);

impl FrameSignal {
    /// A future that completes at the next frame.
    pub fn next_frame(&self) -> NextFrame {
        NextFrame { signal: self.clone(), waiting: false }
    }

    fn wake_all(&self) {
        let wakers = match self.0.lock() {
            Ok(mut list) => std::mem::take(&mut *list),
            Err(poisoned) => std::mem::take(&mut *poisoned.into_inner()),
        };
        wakers.into_iter().for_each(Waker::wake);
    }
}

/// Completes once the frame after it was first polled has begun.
pub struct NextFrame {
    signal: FrameSignal,
    waiting: bool,
}

impl Future for NextFrame {
    type Output = ();

    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<()> {
        if self.waiting {
            return Poll::Ready(());
        }
        self.waiting = true;
        match self.signal.0.lock() {
            Ok(mut list) => list.push(cx.waker().clone()),
            Err(poisoned) => poisoned.into_inner().push(cx.waker().clone()),
        }
        Poll::Pending
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<FrameSignal>().add_systems(First, wake_waiting_tasks);
}

/// Lets every task that waits for a frame go on.
fn wake_waiting_tasks(signal: Res<FrameSignal>) {
    signal.wake_all();
}
