//! Logging on the web: warnings and errors go to the browser's console as
//! they come, with a fixed level and nothing to parse. Natively Bevy's
//! `LogPlugin` does the logging; on the web it would bring
//! tracing-subscriber's environment filter and its regular expressions into
//! the download for the same two levels.
// Natively only its tests use it.
#![cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]

use std::fmt::Write;

use tracing::field::{Field, Visit};
use tracing::level_filters::LevelFilter;
use tracing::{Event, Level, Metadata, Subscriber, span};

/// Whether a record of `target` at `level` is kept: warnings and errors,
/// and only errors from the graphics crates (as natively).
fn kept(target: &str, level: Level) -> bool {
    let quiet = ["wgpu", "calloop"].iter().any(|crate_name| target.starts_with(crate_name));
    if quiet { level == Level::ERROR } else { level <= Level::WARN }
}

/// Writes one line to the browser's console, as a warning or an error.
fn to_console(level: Level, line: &str) {
    #[cfg(target_arch = "wasm32")]
    if level == Level::ERROR {
        web_sys::console::error_1(&line.into());
    } else {
        web_sys::console::warn_1(&line.into());
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = (level, line);
}

/// One record as a line of the console.
fn line(level: Level, target: &str, text: &str) -> String {
    format!("{level} {target}: {text}")
}

/// Bevy's and the game's records (`tracing`), written by `write`.
struct Console {
    write: fn(Level, &str),
}

/// An event's fields as text: the message first, the others as `name=value`.
struct Fields(String);

impl Visit for Fields {
    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        if field.name() == "message" {
            let _ = write!(self.0, "{value:?}");
        } else {
            let _ = write!(self.0, " {}={value:?}", field.name());
        }
    }

    fn record_str(&mut self, field: &Field, value: &str) {
        if field.name() == "message" {
            self.0.push_str(value);
        } else {
            let _ = write!(self.0, " {}={value}", field.name());
        }
    }
}

impl Subscriber for Console {
    fn enabled(&self, metadata: &Metadata<'_>) -> bool {
        metadata.is_event() && kept(metadata.target(), *metadata.level())
    }

    fn max_level_hint(&self) -> Option<LevelFilter> {
        Some(LevelFilter::WARN)
    }

    // Spans are not kept: every one gets the same id and records nothing.
    fn new_span(&self, _: &span::Attributes<'_>) -> span::Id {
        span::Id::from_u64(1)
    }

    fn record(&self, _: &span::Id, _: &span::Record<'_>) {}

    fn record_follows_from(&self, _: &span::Id, _: &span::Id) {}

    fn event(&self, event: &Event<'_>) {
        let mut fields = Fields(String::new());
        event.record(&mut fields);
        let metadata = event.metadata();
        (self.write)(*metadata.level(), &line(*metadata.level(), metadata.target(), &fields.0));
    }

    fn enter(&self, _: &span::Id) {}

    fn exit(&self, _: &span::Id) {}
}

/// Records of crates that use `log` (wgpu and its kin).
struct ConsoleLog;

impl log::Log for ConsoleLog {
    fn enabled(&self, metadata: &log::Metadata<'_>) -> bool {
        kept(metadata.target(), level_of(metadata.level()))
    }

    fn log(&self, record: &log::Record<'_>) {
        if self.enabled(record.metadata()) {
            let level = level_of(record.level());
            to_console(level, &line(level, record.target(), &record.args().to_string()));
        }
    }

    fn flush(&self) {}
}

fn level_of(level: log::Level) -> Level {
    match level {
        log::Level::Error => Level::ERROR,
        log::Level::Warn => Level::WARN,
        log::Level::Info => Level::INFO,
        log::Level::Debug => Level::DEBUG,
        log::Level::Trace => Level::TRACE,
    }
}

/// Sends warnings and errors to the console from now on (once; a second call does nothing).
pub fn start() {
    if tracing::subscriber::set_global_default(Console { write: to_console }).is_ok()
        && log::set_logger(&ConsoleLog).is_ok()
    {
        log::set_max_level(log::LevelFilter::Warn);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn warnings_and_errors_are_kept_and_the_graphics_crates_say_only_errors() {
        assert!(kept("pegs_and_stones::shell", Level::WARN));
        assert!(kept("bevy_render", Level::ERROR));
        assert!(!kept("bevy_render", Level::INFO));
        assert!(!kept("wgpu_hal::gles", Level::WARN));
        assert!(kept("wgpu_core", Level::ERROR));
    }

    static LINES: std::sync::Mutex<Vec<String>> = std::sync::Mutex::new(Vec::new());

    #[test]
    fn a_record_reads_as_its_message_and_fields_and_finer_ones_are_left_out() {
        let console = Console { write: |_, line| LINES.lock().unwrap().push(line.to_string()) };
        tracing::subscriber::with_default(console, || {
            tracing::warn!(peer = 3, "a game left");
            tracing::info!("not kept");
            tracing::error!(target: "wgpu_core", "device lost");
        });
        assert_eq!(
            *LINES.lock().unwrap(),
            ["WARN pegs_and_stones::app::console::tests: a game left peer=3", "ERROR wgpu_core: device lost"]
        );
    }
}
