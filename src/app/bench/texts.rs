//! The texts: what the language files cost when the game first speaks, and
//! what saying a message costs in a frame.

use std::hint::black_box;
use std::io::{self, Write};

use crate::base::i18n::{self, Language, Msg};

use super::{best_of, ms};

/// Sayings of the line under the Hanoi board timed in each language.
const SAYS: u64 = 10_000;

/// The line under the Hanoi board, said again whenever a move changes it:
/// plurals, numbers, the clock.
fn counter(moves: u64) -> Msg {
    Msg::HanoiCounter {
        moves,
        clock: "0:42.5".to_string(),
        optimum: 31,
        left: 31u64.saturating_sub(moves),
        exact: true,
    }
}

pub(super) fn bench_texts(out: &mut impl Write) -> io::Result<()> {
    let (_, read) = best_of(10, || black_box(i18n::read_every_file()));
    writeln!(
        out,
        "texts: the {} language files read into Fluent bundles in {:.2} ms (best of 10; once, when the game first speaks)",
        Language::ALL.len(),
        ms(read)
    )?;
    for language in Language::ALL {
        let (said, best) =
            best_of(5, || (0..SAYS).map(|i| black_box(language.say(&counter(i % 40))).len()).sum::<usize>());
        writeln!(
            out,
            "texts: {}: \"{}\" said in {:.2} µs ({said} characters in {SAYS} sayings)",
            language.code(),
            language.say(&counter(12)),
            ms(best) * 1000.0 / SAYS as f64,
        )?;
    }
    Ok(())
}
