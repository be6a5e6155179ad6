//! Work off the frame: a search of the computer, a perfect table, a
//! distance table. Natively Bevy's task pools have threads of their own and
//! a job runs in one piece. On the web, tasks run on the page's main
//! thread, so a job goes in slices of a few milliseconds with a turn of the
//! browser's event loop between them (input and painting go on; no frame of
//! the game is needed for it to progress).
//!
//! A finished job wakes the game ([`Work`]), which may be asleep (see
//! [`crate::base::frames`]), so its result is taken in at once. What
//! waits for a job keeps it in a [`Pending`], with what the job is for,
//! and takes the result in a later frame with [`Pending::take`].

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

    /// Runs `future` on the page's event loop — a wait on something the
    /// browser does, such as a worker's answer — and wakes the game when it
    /// is done.
    #[cfg(target_arch = "wasm32")]
    pub fn spawn_local<T: 'static>(&self, future: impl Future<Output = T> + 'static) -> Task<T> {
        let work = self.clone();
        AsyncComputeTaskPool::get().spawn(async move {
            let result = future.await;
            work.wake();
            result
        })
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

/// A job off the frame whose result comes back in a later frame, with
/// what it is for (`K`: the rule set of a table, the size of a tower).
/// Dropping it, or starting another in its place, cancels the job.
pub struct Pending<T, K = ()> {
    job: Option<(K, Task<T>)>,
}

impl<T, K> Default for Pending<T, K> {
    fn default() -> Self {
        Self { job: None }
    }
}

impl<T, K: std::fmt::Debug> std::fmt::Debug for Pending<T, K> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Pending").field("for", &self.key()).finish_non_exhaustive()
    }
}

impl<T, K> Pending<T, K> {
    /// Waits for `task`, done for `key`; a job waited for before is cancelled.
    pub fn start(&mut self, key: K, task: Task<T>) {
        self.job = Some((key, task));
    }

    /// Whether a job was started and its result not yet taken.
    pub fn is_waiting(&self) -> bool {
        self.job.is_some()
    }

    /// Whether a job is still running (a finished one waits for [`Self::take`]).
    pub fn is_working(&self) -> bool {
        self.job.as_ref().is_some_and(|(_, task)| !task.is_finished())
    }

    /// What the job waited for is for.
    pub fn key(&self) -> Option<&K> {
        self.job.as_ref().map(|(key, _)| key)
    }

    /// The job's result with what it was for, once it is finished; the
    /// holder is empty afterwards.
    pub fn take(&mut self) -> Option<(K, T)> {
        // The job wakes the game itself when it ends (see [`Work::spawn`]): nothing to wake here.
        self.take_or_wake(&mut std::task::Context::from_waker(std::task::Waker::noop()))
    }

    /// Like [`Self::take`], for a job that does not wake the game itself
    /// (one on the `IoTaskPool`): `cx`'s waker is woken when it finishes.
    pub fn take_or_wake(&mut self, cx: &mut std::task::Context<'_>) -> Option<(K, T)> {
        let (_, task) = self.job.as_mut()?;
        let std::task::Poll::Ready(result) = std::pin::Pin::new(task).poll(cx) else { return None };
        self.job.take().map(|(key, _)| (key, result))
    }

    /// Cancels the job waited for, if any.
    pub fn cancel(&mut self) {
        self.job = None;
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

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::tasks::TaskPool;

    fn finished<T, K>(pending: &mut Pending<T, K>) -> (K, T) {
        let deadline = std::time::Instant::now() + Duration::from_secs(20);
        loop {
            if let Some(taken) = pending.take() {
                return taken;
            }
            assert!(std::time::Instant::now() < deadline, "the job never finished");
            std::thread::sleep(Duration::from_millis(1));
        }
    }

    #[test]
    fn a_finished_job_is_taken_once_with_what_it_was_for() {
        let pool = AsyncComputeTaskPool::get_or_init(TaskPool::default);
        let mut pending = Pending::default();
        assert!(!pending.is_waiting() && pending.take().is_none());
        pending.start("seven", pool.spawn(async { 7 }));
        assert!(pending.is_waiting());
        assert_eq!(pending.key(), Some(&"seven"));
        assert_eq!(finished(&mut pending), ("seven", 7));
        assert!(!pending.is_waiting() && !pending.is_working() && pending.take().is_none());
    }

    #[test]
    fn a_job_started_in_its_place_or_cancelled_is_never_taken() {
        let pool = AsyncComputeTaskPool::get_or_init(TaskPool::default);
        let mut pending = Pending::default();
        pending.start(1, pool.spawn(async { "first" }));
        pending.start(2, pool.spawn(async { "second" }));
        assert_eq!(finished(&mut pending), (2, "second"));
        pending.start(3, pool.spawn(async { "third" }));
        pending.cancel();
        assert!(!pending.is_waiting() && pending.key().is_none() && pending.take().is_none());
    }
}
