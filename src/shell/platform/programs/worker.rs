//! A program of the player's own in the browser: its JavaScript, run in a
//! Web Worker (docs/engines.md, "In the browser"). The game posts each of
//! its lines to the worker as a string (`postMessage("uci")`); each string
//! the worker posts back is one line or several (split at their line
//! ends), read as a native program's stdout is. An uncaught error in the
//! worker is its crash, and its message is kept as a native program's
//! stderr is. A worker that overruns its time, or is let go, is
//! terminated.
//!
//! The waits are the page's own: a timer between looks at what came, so
//! the browser (and the game's frames) go on meanwhile.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::io;
use std::rc::Rc;
use std::time::Duration;

use bevy::platform::time::Instant;
use wasm_bindgen::prelude::*;

use pegs_engine::engines::uci::{self, Info, LONGEST_LINE, Said};
use pegs_engine::tictactoe::RuleSet;

use super::{Fault, GRACE, MOST_LINES_A_MOVE, START_WITHIN};

/// Lines waiting to be read, at most: a worker that posts more is flooding.
const QUEUE: usize = MOST_LINES_A_MOVE;
/// How long the game waits between looks at what a worker posted.
const LOOK_EVERY: Duration = Duration::from_millis(4);
/// The longest error message of a worker kept, in characters.
const ERROR_LONGEST: usize = 300;
/// The line with which a solver says it has given all its moves (a
/// worker cannot end itself where the page would see it).
pub const SOLVER_END: &str = "end";

/// What a worker posted and the game has not read yet, and what broke it.
#[derive(Default)]
struct Inbox {
    lines: VecDeque<String>,
    /// Why nothing more is read from it: a line too long, a flood, a crash.
    broken: Option<Fault>,
    /// Its uncaught error's message.
    error: String,
}

impl Inbox {
    /// Takes in one message the worker posted.
    fn hear(&mut self, data: &JsValue) {
        if self.broken.is_some() {
            return;
        }
        // Anything but a string is no line of the protocol: ignored, as an unknown line is.
        let Some(text) = data.as_string() else { return };
        for line in text.lines() {
            if line.len() > LONGEST_LINE {
                self.broken = Some(Fault::LongLine);
                return;
            }
            if self.lines.len() >= QUEUE {
                self.broken = Some(Fault::Flood);
                return;
            }
            self.lines.push_back(line.to_string());
        }
    }

    /// Takes in the worker's uncaught error: it has crashed.
    fn fail(&mut self, message: String) {
        self.error = message.chars().take(ERROR_LONGEST).collect();
        self.broken.get_or_insert(Fault::Crash);
    }
}

/// A running worker: the page's handle on it, the address of its script,
/// and what it posted.
struct Worker {
    worker: web_sys::Worker,
    url: String,
    inbox: Rc<RefCell<Inbox>>,
    _heard: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _failed: Closure<dyn FnMut(web_sys::ErrorEvent)>,
}

impl Worker {
    fn start(script: &str) -> Result<Self, Fault> {
        let not_started = |e: JsValue| Fault::NotStarted(describe(&e));
        let parts = js_sys::Array::of1(&JsValue::from_str(script));
        let options = web_sys::BlobPropertyBag::new();
        options.set_type("text/javascript");
        let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).map_err(not_started)?;
        let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(not_started)?;
        let worker = match web_sys::Worker::new(&url) {
            Ok(worker) => worker,
            Err(e) => {
                let _ = web_sys::Url::revoke_object_url(&url);
                return Err(not_started(e));
            }
        };
        let inbox = Rc::new(RefCell::new(Inbox::default()));
        let kept = inbox.clone();
        let heard = Closure::<dyn FnMut(_)>::new(move |event: web_sys::MessageEvent| {
            kept.borrow_mut().hear(&event.data());
        });
        let kept = inbox.clone();
        let failed = Closure::<dyn FnMut(_)>::new(move |event: web_sys::ErrorEvent| {
            // Said here, in the game's words; the page's console need not say it again.
            event.prevent_default();
            kept.borrow_mut().fail(event.message());
        });
        worker.set_onmessage(Some(heard.as_ref().unchecked_ref()));
        worker.set_onerror(Some(failed.as_ref().unchecked_ref()));
        Ok(Self { worker, url, inbox, _heard: heard, _failed: failed })
    }

    fn send(&mut self, line: &str) -> Result<(), Fault> {
        if let Some(fault) = self.inbox.borrow().broken.clone() {
            return Err(fault);
        }
        self.worker.post_message(&JsValue::from_str(line)).map_err(|_| Fault::Crash)
    }

    /// The next line, by `deadline`; what broke the worker once every line
    /// it posted before is read.
    async fn next(&mut self, deadline: Instant, late: Fault) -> Result<String, Fault> {
        loop {
            {
                let mut inbox = self.inbox.borrow_mut();
                if let Some(line) = inbox.lines.pop_front() {
                    return Ok(line);
                }
                if let Some(fault) = inbox.broken.clone() {
                    return Err(fault);
                }
            }
            let now = Instant::now();
            if now >= deadline {
                return Err(late);
            }
            sleep(LOOK_EVERY.min(deadline - now)).await;
        }
    }

    /// Stops it, and says its uncaught error, if it had one.
    fn stop(&mut self) -> String {
        self.worker.terminate();
        self.inbox.borrow().error.clone()
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        self.worker.terminate();
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        let _ = web_sys::Url::revoke_object_url(&self.url);
    }
}

/// What a thrown JavaScript value says.
fn describe(e: &JsValue) -> String {
    e.as_string()
        .or_else(|| js_sys::Reflect::get(e, &JsValue::from_str("message")).ok().and_then(|m| m.as_string()))
        .unwrap_or_else(|| format!("{e:?}"))
}

/// Waits `time` on the page's timer.
async fn sleep(time: Duration) {
    let millis = time.as_millis().clamp(1, i32::MAX as u128) as i32;
    let timer = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(window) = web_sys::window() {
            let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, millis);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(timer).await;
}

/// A TicTacToe engine in a worker that said `uciok`: its name, and the worker.
pub struct Engine {
    /// Its `id name`, or empty when it gave none.
    pub name: String,
    worker: Worker,
}

impl Engine {
    /// Starts `script` in a worker and greets it (`uci`, then the rules).
    pub async fn open(script: &str, rules: RuleSet) -> Result<Self, (Fault, String)> {
        let mut worker = Worker::start(script).map_err(|f| (f, String::new()))?;
        match greet(&mut worker, rules).await {
            Ok(name) => Ok(Self { name: name.unwrap_or_default(), worker }),
            Err(fault) => Err((fault, worker.stop())),
        }
    }

    /// A new game: `ucinewgame`, then `isready` until `readyok`.
    pub async fn new_game(&mut self) -> Result<(), Fault> {
        self.worker.send("ucinewgame")?;
        self.worker.send("isready")?;
        let deadline = Instant::now() + START_WITHIN;
        while uci::read(&self.worker.next(deadline, Fault::NoAnswer).await?) != Said::ReadyOk {}
        Ok(())
    }

    /// Its move in the position after `cells`, as the native engine's
    /// [`best_move`](super::process::Engine::best_move) says it.
    pub async fn best_move(
        &mut self,
        cells: &[u8],
        movetime: Duration,
    ) -> Result<(Result<u8, String>, Info), Fault> {
        self.worker.send(&uci::position(cells))?;
        self.worker.send(&uci::go(movetime.as_millis() as u64))?;
        let deadline = Instant::now() + movetime + GRACE;
        let mut said = Info::default();
        for _ in 0..MOST_LINES_A_MOVE {
            match uci::read(&self.worker.next(deadline, Fault::Timeout).await?) {
                Said::BestMove(cell) => return Ok((cell, said)),
                Said::Info(info) => said.merge(info),
                _ => {}
            }
        }
        Err(Fault::Flood)
    }

    /// Stops it: its uncaught error, if it had one.
    pub fn stop(mut self) -> String {
        self.worker.stop()
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.worker.send("quit");
    }
}

/// `uci` until `uciok`, then the rules: the name it gave, if it gave one.
async fn greet(worker: &mut Worker, rules: RuleSet) -> Result<Option<String>, Fault> {
    let deadline = Instant::now() + START_WITHIN;
    let mut name = None;
    worker.send("uci")?;
    loop {
        match uci::read(&worker.next(deadline, Fault::NoAnswer).await?) {
            Said::UciOk => break,
            Said::Name(n) => name = Some(n),
            _ => {}
        }
    }
    worker.send(&uci::set_rules(rules))?;
    Ok(name)
}

/// What a solver in a worker posted, line by line, to the question it was
/// asked: until it said [`SOLVER_END`], `most` lines, or `within` passed;
/// whether it said it was done; and its uncaught error, if it had one.
pub async fn solve(
    script: &str,
    question: &str,
    most: usize,
    within: Duration,
) -> io::Result<(Vec<String>, bool, String)> {
    let mut worker = Worker::start(script).map_err(|f| io::Error::other(format!("the solver {f}")))?;
    let _ = worker.send(question);
    let deadline = Instant::now() + within;
    let mut lines = Vec::new();
    let mut ended = false;
    while lines.len() < most {
        match worker.next(deadline, Fault::Timeout).await {
            Ok(line) if line.trim() == SOLVER_END => {
                ended = true;
                break;
            }
            Ok(line) => lines.push(line),
            Err(Fault::LongLine) => {
                return Err(io::Error::other(format!("the solver {}", Fault::LongLine)));
            }
            Err(Fault::Crash) => {
                ended = true;
                break;
            }
            Err(_) => break,
        }
    }
    let words = worker.stop();
    Ok((lines, ended, words))
}
