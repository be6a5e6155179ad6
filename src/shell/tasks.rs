//! Work off the frame: a search of the computer, a perfect table, a
//! distance table. Natively Bevy's task pools have threads of their own and
//! a job runs in one piece. On the web, tasks run on the page's main
//! thread, so a job goes in slices of a few milliseconds with a turn of the
//! browser's event loop between them (input and painting go on; no frame of
//! the game is needed for it to progress).
//!
//! A finished job wakes the game ([`Work`]), which may be asleep (see
//! [`crate::base::frames`]), so its result is taken in at once.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use bevy::platform::time::Instant;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task};
use bevy::winit::{EventLoopProxy, EventLoopProxyWrapper, WinitUserEvent};

/// Whether long work is cut into slices (on the web).
pub const SLICED: bool = cfg!(target_arch = "wasm32");
/// How long one slice of a job may run on the web before the browser gets a turn.
pub const SLICE: Duration = Duration::from_millis(8);

/// Starts jobs off the frame and wakes the game when one is done.
#[derive(Resource, Clone, Default)]
pub struct Work {
    /// The window's event loop, to wake (none in headless tests, which update on their own).
    waker: Option<Arc<Mutex<EventLoopProxy<WinitUserEvent>>>>,
}

impl Work {
    /// Wakes the game for something that happened outside it (a press on
    /// the web page's mirror of the board); headless apps update on their own.
    pub fn wake(&self) {
        if let Some(proxy) = &self.waker
            && let Ok(proxy) = proxy.lock()
        {
            let _ = proxy.send_event(WinitUserEvent::WakeUp);
        }
    }

    /// A waker for what a frame polls and finds not ready (a message on
    /// the line to a friend): when it is ready, the game wakes.
    pub fn task_waker(&self) -> std::task::Waker {
        std::task::Waker::from(Arc::new(Knock(self.clone())))
    }

    /// Runs a job off the frame: `piece` does a bounded part of it and
    /// returns the result once the job is finished. Natively the pieces run
    /// back to back on the pool's thread; on the web, for up to [`SLICE`] at
    /// a time between turns of the browser's event loop.
    pub fn spawn<T: Send + 'static>(&self, mut piece: impl FnMut() -> Option<T> + Send + 'static) -> Task<T> {
        let waker = self.waker.clone();
        AsyncComputeTaskPool::get().spawn(async move {
            let result = loop {
                let start = Instant::now();
                let mut found = None;
                while found.is_none() {
                    found = piece();
                    if SLICED && start.elapsed() >= SLICE {
                        break;
                    }
                }
                match found {
                    Some(result) => break result,
                    None => browser_turn().await,
                }
            };
            if let Some(proxy) = waker
                && let Ok(proxy) = proxy.lock()
            {
                let _ = proxy.send_event(WinitUserEvent::WakeUp);
            }
            result
        })
    }
}

/// Lets the browser run its other work (input, painting) before a job goes on.
async fn browser_turn() {
    #[cfg(target_arch = "wasm32")]
    {
        let turn = js_sys::Promise::new(&mut |resolve, _| {
            if let Some(window) = web_sys::window() {
                let _ = window.set_timeout_with_callback(&resolve);
            }
        });
        let _ = wasm_bindgen_futures::JsFuture::from(turn).await;
    }
}

/// Wakes the game for a future that became ready.
struct Knock(Work);

impl std::task::Wake for Knock {
    fn wake(self: Arc<Self>) {
        self.0.wake();
    }

    fn wake_by_ref(self: &Arc<Self>) {
        self.0.wake();
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Work>().add_systems(PreStartup, find_the_event_loop);
}

/// Finished jobs wake the window's event loop, where there is one.
fn find_the_event_loop(proxy: Option<Res<EventLoopProxyWrapper>>, mut work: ResMut<Work>) {
    if let Some(proxy) = proxy {
        work.waker = Some(Arc::new(Mutex::new((**proxy).clone())));
    }
}
