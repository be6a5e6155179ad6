//! The how-to-play pages, block by block, as the language files say them.

use pegs_engine::tictactoe::RuleSet;

use super::super::page::{Block, HanoiFacts, Page, Picture, Solved, TicTacToeFacts};
use super::super::{CellKind, cell_kind};
use super::{Text, count, id, n, say, with};

/// A page's block of text, as the language files say it.
pub(in crate::base::i18n) enum PageBlock {
    /// A heading.
    Heading(Text),
    /// A paragraph.
    Text(Text),
    /// Numbered steps.
    Steps(Vec<Text>),
    /// Points without order.
    Points(Vec<Text>),
    /// A picture, the same in every language.
    Picture(Picture),
}

/// A how-to-play page before it is said: its title and its two columns.
pub(in crate::base::i18n) struct PageText {
    /// The title.
    pub title: Text,
    /// Left column.
    pub left: Vec<PageBlock>,
    /// Right column.
    pub right: Vec<PageBlock>,
}

impl PageText {
    /// The page in a language, each text said by `say`.
    pub(in crate::base::i18n) fn said(self, say: impl Fn(&Text) -> String) -> Page {
        let block = |b: PageBlock| match b {
            PageBlock::Heading(t) => Block::Heading(say(&t)),
            PageBlock::Text(t) => Block::Text(say(&t)),
            PageBlock::Steps(items) => Block::Steps(items.iter().map(&say).collect()),
            PageBlock::Points(items) => Block::Points(items.iter().map(&say).collect()),
            PageBlock::Picture(p) => Block::Picture(p),
        };
        Page {
            title: say(&self.title),
            left: self.left.into_iter().map(block).collect(),
            right: self.right.into_iter().map(block).collect(),
        }
    }
}

/// The how-to-play page of Towers of Hanoi.
pub(in crate::base::i18n) fn hanoi_page(f: &HanoiFacts) -> PageText {
    let pegs = n(f.pegs as u32);
    let solver = with(
        if f.pegs == 3 { "hanoi-page-solver-three" } else { "hanoi-page-solver-four" },
        vec![("disks", n(f.disks as u32)), ("moves", count(f.optimum))],
    );
    let left = vec![
        PageBlock::Heading(id("hanoi-page-goal-heading")),
        PageBlock::Text(with("hanoi-page-goal", vec![("goal", pegs.clone())])),
        PageBlock::Picture(Picture::Tower { pegs: f.pegs }),
        PageBlock::Heading(id("hanoi-page-rules-heading")),
        PageBlock::Steps(vec![
            id("hanoi-page-rule-top"),
            id("hanoi-page-rule-larger"),
            id("hanoi-page-rule-refused"),
        ]),
        PageBlock::Heading(id("page-solver-heading")),
        PageBlock::Text(solver),
    ];
    let right = vec![
        PageBlock::Heading(id("page-mouse-heading")),
        PageBlock::Points(vec![
            id("hanoi-page-mouse-pick"),
            id("hanoi-page-mouse-drag"),
            id("hanoi-page-mouse-back"),
        ]),
        PageBlock::Heading(id("page-keys-heading")),
        PageBlock::Points(vec![
            with("hanoi-page-keys-pegs", vec![("pegs", pegs)]),
            id("hanoi-page-keys-undo"),
            id("hanoi-page-keys-solver"),
            id("hanoi-page-keys-other"),
        ]),
        PageBlock::Heading(id("hanoi-page-records-heading")),
        PageBlock::Text(id("hanoi-page-records")),
    ];
    PageText { title: id("hanoi-page-title"), left, right }
}

/// Where the winning first moves are, each kind of cell once, joined by "or".
fn first_moves(moves: &[u8]) -> Text {
    let mut kinds: Vec<&'static str> = Vec::new();
    for &c in moves {
        let kind = match cell_kind(c) {
            CellKind::Centre => "ttt-page-start-centre",
            CellKind::Corner => "ttt-page-start-corner",
            CellKind::Edge => "ttt-page-start-edge",
        };
        if !kinds.contains(&kind) {
            kinds.push(kind);
        }
    }
    let mut kinds = kinds.into_iter().map(id);
    let first = kinds.next().unwrap_or_else(|| id("ttt-page-start-centre"));
    kinds.fold(first, |so_far, next| with("list-or", vec![("first", say(so_far)), ("second", say(next))]))
}

/// The how-to-play page of Infinity TicTacToe.
pub(in crate::base::i18n) fn tictactoe_page(f: &TicTacToeFacts) -> PageText {
    let stones = n(f.stones as u32);
    let mut steps = match f.rules {
        RuleSet::Seed => vec![
            id("ttt-page-place"),
            id("ttt-page-seed-join"),
            id("ttt-page-seed-line"),
            with("ttt-page-seed-vanish", vec![("stones", n(f.stones as u32 + 1))]),
        ],
        RuleSet::RemoveFirst => vec![
            id("ttt-page-place"),
            with("ttt-page-vanish-first", vec![("stones", stones.clone())]),
            id("ttt-page-remove-first-line"),
        ],
        RuleSet::Four => vec![
            id("ttt-page-four-place"),
            with("ttt-page-vanish-first", vec![("stones", stones.clone())]),
            id("ttt-page-four-line"),
        ],
    };
    steps.push(with("ttt-page-draw", vec![("moves", n(f.move_limit))]));
    let fact = match &f.solved {
        Solved::FirstPlayerWins { moves, by } => {
            with("ttt-page-first-wins", vec![("where", say(first_moves(moves))), ("by", n(*by))])
        }
        Solved::SecondPlayerWins(by) => with("ttt-page-second-wins", vec![("by", n(*by))]),
        Solved::Draw => id("ttt-page-nobody-wins"),
        Solved::NotYetKnown => id("ttt-page-not-yet-known"),
    };
    let left = vec![
        PageBlock::Heading(id("ttt-page-goal-heading")),
        PageBlock::Text(id("ttt-page-goal")),
        PageBlock::Heading(id("ttt-page-rules-heading")),
        PageBlock::Steps(steps),
        PageBlock::Picture(Picture::FadedStones),
        PageBlock::Text(with("ttt-page-stones", vec![("stones", stones)])),
    ];
    let right = vec![
        PageBlock::Heading(id("page-mouse-heading")),
        PageBlock::Points(vec![id("ttt-page-mouse-cell"), id("ttt-page-mouse-preview")]),
        PageBlock::Heading(id("page-keys-heading")),
        PageBlock::Points(vec![
            id("ttt-page-keys-cells"),
            id("ttt-page-keys-new"),
            id("ttt-page-keys-undo"),
            id("ttt-page-keys-other"),
        ]),
        PageBlock::Heading(id("page-solver-heading")),
        PageBlock::Text(fact),
    ];
    PageText { title: id("ttt-page-title"), left, right }
}
