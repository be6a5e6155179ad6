//! Every text a player reads, in English, German and Spanish: one message
//! type ([`Msg`]), and per language one file that says each message — an
//! exhaustive `match`, so a message without a translation does not compile.
//! Numbers and names are parameters of a message, never glued-on strings.
//!
//! The command line stays English and does not use this.

mod de;
mod en;
mod es;
mod lesson;
mod msg;
mod page;

pub use lesson::LessonMsg;
pub use msg::{Key, Msg, OnlineMsg, PuzzleMsg, Side};
pub use page::{Block, CellKind, HanoiFacts, Page, Picture, Solved, TicTacToeFacts, cell_kind};

use std::borrow::Cow;

/// A language the game speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Language {
    /// English.
    #[default]
    En,
    /// Deutsch.
    De,
    /// Español.
    Es,
}

impl Language {
    /// Every language, in the order the switch shows them.
    pub const ALL: [Language; 3] = [Self::En, Self::De, Self::Es];

    /// The language's code (`en`, `de`, `es`).
    pub const fn code(self) -> &'static str {
        match self {
            Self::En => "en",
            Self::De => "de",
            Self::Es => "es",
        }
    }

    /// The language's name in itself.
    pub const fn name(self) -> &'static str {
        match self {
            Self::En => "English",
            Self::De => "Deutsch",
            Self::Es => "Español",
        }
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

    /// Says a message.
    pub fn say(self, msg: &Msg) -> String {
        match self {
            Self::En => en::English::say(msg),
            Self::De => de::German::say(msg),
            Self::Es => es::Spanish::say(msg),
        }
        .into_owned()
    }

    /// The how-to-play page of Towers of Hanoi.
    pub fn hanoi_page(self, facts: &HanoiFacts) -> Page {
        match self {
            Self::En => en::English::hanoi_page(facts),
            Self::De => de::German::hanoi_page(facts),
            Self::Es => es::Spanish::hanoi_page(facts),
        }
    }

    /// The how-to-play page of Infinity TicTacToe.
    pub fn tictactoe_page(self, facts: &TicTacToeFacts) -> Page {
        match self {
            Self::En => en::English::tictactoe_page(facts),
            Self::De => de::German::tictactoe_page(facts),
            Self::Es => es::Spanish::tictactoe_page(facts),
        }
    }
}

/// A search score's forced result, if it is one: `(wins, half-moves)` from
/// the seed's scores ±(1000 + plies left) of a search of `depth` plies.
fn forced(score: i32, depth: u8) -> Option<(bool, u8)> {
    let left = score.abs() - pegs_engine::tictactoe::ai::WIN_SCORE;
    (left >= 0).then(|| (score > 0, (depth as i32 - left).max(1) as u8))
}

/// A puzzle's stars: ★ to ★★★.
fn stars_text(stars: u8) -> String {
    "★".repeat(stars.min(3) as usize)
}

/// Cells in order, each named the language's way, joined by arrows.
fn joined(cells: &[u8], name: fn(u8) -> String) -> String {
    cells.iter().map(|&c| name(c)).collect::<Vec<_>>().join(" → ")
}

/// A line of play as the players' cell numbers (1–9, the keys): "5 → 1 → 9".
fn line(cells: &[u8]) -> String {
    cells.iter().map(|c| (c + 1).to_string()).collect::<Vec<_>>().join(" → ")
}

/// What each language provides. A language file that misses a message or a
/// page does not compile.
trait Catalogue {
    fn say(msg: &Msg) -> Cow<'static, str>;
    fn hanoi_page(facts: &HanoiFacts) -> Page;
    fn tictactoe_page(facts: &TicTacToeFacts) -> Page;
}

#[cfg(test)]
mod tests;
