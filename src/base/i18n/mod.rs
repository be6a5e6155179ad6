//! Every text a player reads, in every language the game speaks. The code
//! names what is said ([`Msg`], with its numbers and names as parameters);
//! one file per language, `assets/i18n/<code>.ftl` in Project Fluent's
//! format, says how it reads, plurals by the language's own rules
//! (CLDR) included. [`fluent`] is the one place that turns a message into
//! a Fluent id and arguments; [`bundles`] reads the files (compiled into the
//! game) and says a message in a language.
//!
//! The command line stays English and does not use this.

mod bundles;
mod fluent;
mod lesson;
mod msg;
mod page;
mod programs;
mod race;
mod review;

pub use lesson::LessonMsg;
pub use msg::{Key, Msg, OnlineMsg, PuzzleMsg, Side};
pub use page::{Block, CellKind, HanoiFacts, Page, Picture, Solved, TicTacToeFacts, cell_kind};
pub use programs::ProgramMsg;
pub use race::{Compare, RaceMsg, Rival};
pub use review::ReviewMsg;

/// The languages the game speaks: each a variant, its code and, by the
/// code, its file `assets/i18n/<code>.ftl`. Adding a language is its file
/// and one line here; the language switch, the saved settings, `--lang`,
/// `?lang=` on the web and the tests all read this list.
macro_rules! languages {
    ($($(#[$doc:meta])* $variant:ident = $code:literal,)+) => {
        /// A language the game speaks.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Language {
            $($(#[$doc])* $variant,)+
        }

        impl Language {
            /// Every language, in the order the switch shows them; the first is
            /// the one the others are translated from.
            pub const ALL: [Language; [$($code),+].len()] = [$(Self::$variant),+];

            /// The language's code (`en`, `de`, …): its file's name and its
            /// name in the saved settings, on the command line and in a web address.
            pub const fn code(self) -> &'static str {
                match self {
                    $(Self::$variant => $code,)+
                }
            }

            /// The language's file as compiled into the game: deflated by
            /// `build.rs`.
            const fn packed(self) -> &'static [u8] {
                match self {
                    $(Self::$variant => include_bytes!(concat!(env!("OUT_DIR"), "/i18n/", $code, ".ftl.z")),)+
                }
            }
        }
    };
}

languages! {
    /// English, the language every other is translated from.
    En = "en",
    /// German.
    De = "de",
    /// Spanish.
    Es = "es",
    /// French.
    Fr = "fr",
    /// Polish.
    Pl = "pl",
}

impl Default for Language {
    /// English: the language of the files' source.
    fn default() -> Self {
        Self::ALL[0]
    }
}

impl Language {
    /// The language's file as written (`assets/i18n/<code>.ftl`), inflated
    /// from what `build.rs` compiled in. Should it not inflate, the file is
    /// empty, and every message is said in English (the tests fail first).
    fn file(self) -> String {
        fdeflate::decompress_to_vec(self.packed())
            .ok()
            .and_then(|bytes| String::from_utf8(bytes).ok())
            .unwrap_or_default()
    }

    /// The language's name in itself (its file's `language-name`).
    pub fn name(self) -> &'static str {
        bundles::name(self)
    }

    /// The language of a code or locale such as `de`, `de-AT`, `es_MX.UTF-8`; `None` for others.
    pub fn from_locale(locale: &str) -> Option<Self> {
        let primary = locale.trim().split(['-', '_', '.', '@']).next()?.to_ascii_lowercase();
        Self::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The first language of a list of locales that the game speaks, else English.
    pub fn best_of<'a>(locales: impl IntoIterator<Item = &'a str>) -> Self {
        locales.into_iter().find_map(Self::from_locale).unwrap_or_default()
    }

    /// The languages' codes, as a list for a message: "en, de, es, fr, pl".
    pub fn codes() -> String {
        Self::ALL.map(Self::code).join(", ")
    }

    /// Says a message.
    pub fn say(self, msg: &Msg) -> String {
        bundles::say(self, &fluent::text(msg))
    }

    /// The how-to-play page of Towers of Hanoi.
    pub fn hanoi_page(self, facts: &HanoiFacts) -> Page {
        fluent::hanoi_page(facts).said(|t| bundles::say(self, t))
    }

    /// The how-to-play page of Infinity TicTacToe.
    pub fn tictactoe_page(self, facts: &TicTacToeFacts) -> Page {
        fluent::tictactoe_page(facts).said(|t| bundles::say(self, t))
    }
}

/// Reads every language file into a Fluent bundle afresh, as the game does
/// once when it first speaks (`bench texts` times it); returns what it read
/// of the languages' names, for the benchmark to keep.
pub fn read_every_file() -> usize {
    bundles::read_every_file()
}

/// Every character the language files use, each once (for the glyphs
/// drawn ahead and the font's subset).
pub fn characters() -> String {
    let mut chars: Vec<char> = Language::ALL
        .iter()
        .flat_map(|l| l.file().chars().collect::<Vec<_>>())
        .filter(|c| !c.is_whitespace())
        .collect();
    chars.sort_unstable();
    chars.dedup();
    chars.into_iter().collect()
}

#[cfg(test)]
mod tests;
