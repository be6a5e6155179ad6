//! What is drawn over the cells: a ghost stone on the hovered cell, the
//! exact values as hints, "vanishes next" under the oldest stones, the lit
//! cells, the computer's thinking (scores, the chosen cell, the line it
//! expects), and in a review the move shown and the best moves there were.

use bevy::prelude::*;

use pegs_engine::tictactoe::Outcome;
use pegs_engine::tictactoe::review::Verdict;
use pegs_engine::tictactoe::rules::{CELLS, Player};

use super::board::{CELL_SIZE, Cell, cell_centre, spawn_board};
use super::feel::{CHOSEN_GLOW, GHOST_ALPHA, HOVER_TINT, LINE_STONE_LIFT};
use super::insight::{Insight, Worth};
use super::play::{HoveredCell, Match, MatchSettings, TouchedCell, persons_turn};
use super::review::OnReview;
use super::stones::{FADED_ALPHA, STONE_SIZE, mirror_stones};
use super::thinking::PerfectPlay;
use crate::base::i18n::{Msg, ReviewMsg};
use crate::base::screen::Screen;
use crate::shell::display::theme::{self, GameImages, Ink, Paint, Palette, stone_image};
use crate::shell::language::Lang;

/// The preview of a stone on the hovered cell.
#[derive(Component, Debug)]
pub struct Ghost;

/// The exact value of a cell, shown with hints on.
#[derive(Component, Debug)]
pub struct HintLabel {
    /// Its cell.
    pub cell: u8,
}

/// The score the computer's search gave a cell, shown with the thinking.
#[derive(Component, Debug)]
pub struct ScoreLabel {
    /// Its cell.
    pub cell: u8,
}

/// A numbered faded stone of the line the search expects.
#[derive(Component, Debug)]
pub struct LineMark {
    /// Its cell.
    pub cell: u8,
}

/// The number on a [`LineMark`].
#[derive(Component, Debug)]
pub struct LineNumber {
    /// Its cell.
    pub cell: u8,
}

/// In a review, the word on a cell: the verdict on the move shown, or
/// "best" on a cell whose move was best there.
#[derive(Component, Debug)]
pub struct ReviewMark {
    /// Its cell.
    pub cell: u8,
}

/// The words under a stone that vanishes on its owner's next move: a mark
/// beyond its faded colour.
#[derive(Component, Debug)]
pub struct VanishLabel {
    /// Whose stone it marks.
    pub player: Player,
}

/// Where a line mark sits in its cell (the top left corner, clear of the hint).
const LINE_MARK_AT: Vec2 = Vec2::new(-48.0, 48.0);
/// Size of a line mark's stone.
const LINE_MARK_SIZE: f32 = 44.0;
/// Where a review's word sits in its cell: along the top, clear of the
/// stone, on the move shown; in the middle of an empty best cell.
const REVIEW_MARK_Y: f32 = 60.0;
/// The box a cell's score stays inside, clear of the line's number in its corner.
const SCORE_BOX: Vec2 = Vec2::new(CELL_SIZE - 16.0, 64.0);

/// The marks follow the stones, every frame of the screen.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::TicTacToe), spawn_marks.after(spawn_board)).add_systems(
        Update,
        (show_ghost, show_hints, show_insight, show_review, mark_vanishing, shade_cells)
            .after(mirror_stones)
            .in_set(super::TttSystems::Mirror)
            .run_if(in_state(Screen::TicTacToe)),
    );
}

/// The marks over every cell, the words under the oldest stones and the
/// ghost, hidden until they have something to show.
fn spawn_marks(mut commands: Commands, images: Res<GameImages>, palette: Res<Palette>) {
    let scoped = DespawnOnExit(Screen::TicTacToe);
    for index in 0..CELLS as u8 {
        commands.spawn((
            HintLabel { cell: index },
            theme::WorldText {
                fits: Some(Vec2::new(CELL_SIZE - 8.0, 36.0)),
                ..theme::title("", 20.0, palette.text)
            },
            Transform::from_translation((cell_centre(index) + Vec2::new(0.0, -54.0)).extend(4.0)),
            Visibility::Hidden,
            scoped.clone(),
        ));
        commands.spawn((
            ScoreLabel { cell: index },
            theme::WorldText {
                wrap: Some(CELL_SIZE - 16.0),
                fits: Some(SCORE_BOX),
                ..theme::title("", 17.0, palette.text)
            },
            Transform::from_translation((cell_centre(index) + Vec2::new(0.0, 6.0)).extend(4.0)),
            Visibility::Hidden,
            scoped.clone(),
        ));
        commands.spawn((
            LineMark { cell: index },
            Sprite {
                image: images.stone_x.clone(),
                custom_size: Some(Vec2::splat(LINE_MARK_SIZE)),
                ..default()
            },
            Transform::from_translation((cell_centre(index) + LINE_MARK_AT).extend(3.0)),
            Visibility::Hidden,
            scoped.clone(),
        ));
        commands.spawn((
            ReviewMark { cell: index },
            theme::WorldText {
                fits: Some(Vec2::new(CELL_SIZE - 8.0, 30.0)),
                ..theme::title("", 16.0, palette.text)
            },
            Transform::from_translation((cell_centre(index) + Vec2::new(0.0, REVIEW_MARK_Y)).extend(4.5)),
            Visibility::Hidden,
            scoped.clone(),
        ));
        commands.spawn((
            LineNumber { cell: index },
            theme::WorldText {
                fits: Some(Vec2::splat(LINE_MARK_SIZE)),
                ..theme::title("", 20.0, palette.text)
            },
            Paint(Ink::Text),
            Transform::from_translation((cell_centre(index) + LINE_MARK_AT).extend(4.5)),
            Visibility::Hidden,
            scoped.clone(),
        ));
    }
    for player in [Player::X, Player::O] {
        commands.spawn((
            VanishLabel { player },
            theme::WorldText {
                wrap: Some(CELL_SIZE),
                fits: Some(Vec2::new(CELL_SIZE, 36.0)),
                ..theme::title("", 14.0, palette.text)
            },
            Paint(Ink::Text),
            Transform::from_xyz(0.0, 0.0, 4.5),
            Visibility::Hidden,
            scoped.clone(),
        ));
    }
    commands.spawn((
        Ghost,
        Sprite { image: images.stone_x.clone(), custom_size: Some(Vec2::splat(STONE_SIZE)), ..default() },
        Transform::from_xyz(0.0, 0.0, 2.0),
        Visibility::Hidden,
        scoped,
    ));
}

/// A pale stone of the player to move on the hovered cell, when a person may play there.
fn show_ghost(
    board: Res<Match>,
    settings: Res<MatchSettings>,
    hovered: Res<HoveredCell>,
    touched: Res<TouchedCell>,
    images: Res<GameImages>,
    palette: Res<Palette>,
    mut ghost: Query<(&mut Sprite, &mut Transform, &mut Visibility), With<Ghost>>,
) {
    let game = &board.game;
    let cell = touched
        .0
        .map(|(c, _)| c)
        .or(hovered.0)
        .filter(|&c| persons_turn(game, &settings) && game.is_legal(c as usize));
    for (mut sprite, mut transform, mut visibility) in &mut ghost {
        match cell {
            Some(c) => {
                let player = game.turn();
                sprite.image = stone_image(&images, player);
                sprite.color = palette.stone(player).with_alpha(GHOST_ALPHA);
                transform.translation = cell_centre(c).extend(2.0);
                visibility.set_if_neq(Visibility::Inherited);
            }
            None => {
                visibility.set_if_neq(Visibility::Hidden);
            }
        }
    }
}

/// With hints on, every playable cell shows its exact value for the player to move.
fn show_hints(
    board: Res<Match>,
    settings: Res<MatchSettings>,
    perfect: Res<PerfectPlay>,
    lang: Res<Lang>,
    palette: Res<Palette>,
    mut labels: Query<(&HintLabel, &mut theme::WorldText, &mut Visibility)>,
) {
    let game = &board.game;
    let show = settings.hints && settings.helps() && persons_turn(game, &settings);
    let values = match (perfect.table(game.rules()), show) {
        (Some(table), true) => Some(table.move_values(game)),
        _ => None,
    };
    for (label, mut text, mut visibility) in &mut labels {
        let value = values.and_then(|v| v[label.cell as usize]);
        let Some(value) = value else {
            visibility.set_if_neq(Visibility::Hidden);
            continue;
        };
        let (words, tint) = match value {
            Outcome::Win(n) => (lang.say(&Msg::WinIn(n)), palette.good),
            Outcome::Loss(n) => (lang.say(&Msg::LoseIn(n)), palette.warning),
            Outcome::Draw => (lang.say(&Msg::DrawHint), palette.text_dim),
        };
        text.set(&words);
        text.colour = tint;
        visibility.set_if_neq(Visibility::Inherited);
    }
}

/// "Vanishes next" under each side's oldest stone while the game runs.
fn mark_vanishing(
    board: Res<Match>,
    lang: Res<Lang>,
    mut labels: Query<(&VanishLabel, &mut theme::WorldText, &mut Transform, &mut Visibility)>,
) {
    let game = &board.game;
    for (label, mut text, mut place, mut visibility) in &mut labels {
        match game.next_to_vanish(label.player).filter(|_| game.is_running()) {
            Some(cell) => {
                text.set(&lang.say(&Msg::VanishesNext));
                let at = (cell_centre(cell) + Vec2::new(0.0, -STONE_SIZE / 2.0 - 2.0)).extend(4.5);
                if place.translation != at {
                    place.translation = at;
                }
                visibility.set_if_neq(Visibility::Inherited);
            }
            None => {
                visibility.set_if_neq(Visibility::Hidden);
            }
        }
    }
}

/// Playable cells brighten under the pointer; the computer's chosen cell glows while its thinking is shown.
fn shade_cells(
    board: Res<Match>,
    settings: Res<MatchSettings>,
    hovered: Res<HoveredCell>,
    insight: Res<Insight>,
    on_review: Res<OnReview>,
    palette: Res<Palette>,
    mut cells: Query<(&Cell, &mut Sprite)>,
) {
    let playable = persons_turn(&board.game, &settings);
    let chosen = insight.shown().and_then(|s| s.subject.chosen);
    let reviewed = reviewed_marks(&on_review);
    for (cell, mut sprite) in &mut cells {
        let lit = playable && hovered.0 == Some(cell.index) && board.game.is_legal(cell.index as usize);
        let colour = if let Some(mark) = reviewed[cell.index as usize] {
            let tint = match mark {
                Reviewed::Played(Verdict::Mistake) => palette.warning,
                Reviewed::Played(_) => palette.accent,
                Reviewed::Best => palette.good,
            };
            palette.surface_hover.mix(&tint, CHOSEN_GLOW)
        } else if chosen == Some(cell.index) {
            palette.surface_hover.mix(&palette.accent, CHOSEN_GLOW)
        } else if lit {
            palette.surface_hover.mix(&Color::WHITE, HOVER_TINT)
        } else {
            palette.surface_hover
        };
        sprite.color = colour;
    }
}

/// What a review marks on a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reviewed {
    /// The move shown was made here, with this verdict.
    Played(Verdict),
    /// A best move there was, not the one made.
    Best,
}

/// The review's marks on each cell, for the move shown (none while a move is
/// tried again: the answer is not given away).
fn reviewed_marks(on_review: &OnReview) -> [Option<Reviewed>; CELLS] {
    let mut marks = [None; CELLS];
    let Some(reviewing) = on_review.0.as_ref().filter(|r| r.trying.is_none()) else { return marks };
    if let Some(m) = reviewing.shown() {
        for &cell in &m.best {
            marks[cell as usize] = Some(Reviewed::Best);
        }
        marks[m.cell as usize] = Some(Reviewed::Played(m.verdict));
    }
    marks
}

/// In a review: the verdict on the move shown along its cell's top, and
/// "best" on every other cell whose move was best there — words, so that
/// they read without their colours (and in high contrast).
fn show_review(
    on_review: Res<OnReview>,
    lang: Res<Lang>,
    palette: Res<Palette>,
    mut labels: Query<(&ReviewMark, &mut theme::WorldText, &mut Transform, &mut Visibility)>,
) {
    let marks = reviewed_marks(&on_review);
    for (label, mut text, mut place, mut visibility) in &mut labels {
        let Some(mark) = marks[label.cell as usize] else {
            visibility.set_if_neq(Visibility::Hidden);
            continue;
        };
        // The words in the text colour: the cell's tint already says it in
        // colour, and coloured words on a tinted cell read poorly in high contrast.
        let (message, y) = match mark {
            Reviewed::Played(verdict) => (ReviewMsg::MarkPlayed(verdict), REVIEW_MARK_Y),
            Reviewed::Best => (ReviewMsg::MarkBest, 0.0),
        };
        text.set(&lang.say(&Msg::Review(message)));
        if text.colour != palette.text {
            text.colour = palette.text;
        }
        let at = (cell_centre(label.cell) + Vec2::new(0.0, y)).extend(4.5);
        if place.translation != at {
            place.translation = at;
        }
        visibility.set_if_neq(Visibility::Inherited);
    }
}

/// What a cell's worth reads on the board, and its colour.
pub fn worth_text(worth: Worth, depth: Option<u8>, lang: &Lang, palette: &Palette) -> (String, Color) {
    let good = palette.good;
    match worth {
        Worth::Exact(Outcome::Win(n)) => (lang.say(&Msg::WinIn(n)), good),
        Worth::Exact(Outcome::Loss(n)) => (lang.say(&Msg::LoseIn(n)), palette.warning),
        Worth::Exact(Outcome::Draw) => (lang.say(&Msg::DrawHint), palette.text_dim),
        Worth::Score(score) => {
            let words = lang.say(&Msg::ScoreWords { score, depth: depth.unwrap_or(0) });
            let tint = match score {
                s if s > 5 => good,
                s if s < -5 => palette.warning,
                _ => palette.text_dim,
            };
            (words, tint)
        }
    }
}

/// What the marks are drawn with: the words, the colours, the stones' images.
#[derive(bevy::ecs::system::SystemParam)]
struct MarksLook<'w> {
    lang: Res<'w, Lang>,
    palette: Res<'w, Palette>,
    images: Res<'w, GameImages>,
}

/// With the thinking shown: every scored cell's worth, the chosen cell
/// marked, and the expected line as numbered faded stones on empty cells.
#[allow(clippy::type_complexity)]
fn show_insight(
    board: Res<Match>,
    insight: Res<Insight>,
    look: MarksLook,
    mut labels: Query<
        (&ScoreLabel, &mut theme::WorldText, &mut Transform, &mut Visibility),
        (Without<LineMark>, Without<LineNumber>),
    >,
    mut marks: Query<(&LineMark, &mut Sprite, &mut Visibility), (Without<ScoreLabel>, Without<LineNumber>)>,
    mut numbers: Query<
        (&LineNumber, &mut theme::WorldText, &mut Visibility),
        (Without<ScoreLabel>, Without<LineMark>),
    >,
) {
    let MarksLook { lang, palette, images } = look;
    let shown = insight.shown().filter(|_| insight.show);
    for (label, mut text, mut place, mut visibility) in &mut labels {
        let cell = label.cell as usize;
        let Some(shown) = shown else {
            visibility.set_if_neq(Visibility::Hidden);
            continue;
        };
        let chosen = shown.subject.chosen == Some(label.cell);
        // The chosen cell holds the new stone: its score stands at the cell's top.
        match shown.worth[cell] {
            Some(worth) if chosen || board.game.owner(label.cell).is_none() => {
                let (words, tint) = worth_text(worth, shown.subject.depth, &lang, &palette);
                let (said, colour, size, y, room) = if chosen {
                    let score = words.lines().next().unwrap_or_default();
                    let room = Vec2::new(CELL_SIZE, 30.0);
                    (format!("{}: {score}", lang.say(&Msg::Chosen)), palette.accent, 14.0, 66.0, room)
                } else {
                    (words, tint, 17.0, 6.0, SCORE_BOX)
                };
                text.set(&said);
                if text.colour != colour || text.size != size || text.fits != Some(room) {
                    (text.colour, text.size, text.fits) = (colour, size, Some(room));
                }
                let at = (cell_centre(label.cell) + Vec2::new(0.0, y)).extend(4.0);
                if place.translation != at {
                    place.translation = at;
                }
                visibility.set_if_neq(Visibility::Inherited);
            }
            _ => {
                visibility.set_if_neq(Visibility::Hidden);
            }
        }
    }
    // Each cell's first place in the line, with the side that plays it.
    let mut order: [Option<(usize, Player)>; CELLS] = [None; CELLS];
    if let Some(shown) = shown {
        let mut mover = shown.subject.game.turn();
        for (k, &cell) in shown.line.iter().enumerate() {
            let empty = board.game.owner(cell).is_none();
            if empty && order[cell as usize].is_none() {
                order[cell as usize] = Some((k + 1, mover));
            }
            mover = mover.other();
        }
    }
    for (mark, mut sprite, mut visibility) in &mut marks {
        match order[mark.cell as usize] {
            Some((_, player)) => {
                sprite.image = stone_image(&images, player);
                sprite.color = palette.stone(player).with_alpha(FADED_ALPHA + LINE_STONE_LIFT);
                visibility.set_if_neq(Visibility::Inherited);
            }
            None => {
                visibility.set_if_neq(Visibility::Hidden);
            }
        }
    }
    for (number, mut text, mut visibility) in &mut numbers {
        match order[number.cell as usize] {
            Some((k, _)) => {
                text.set(&k.to_string());
                visibility.set_if_neq(Visibility::Inherited);
            }
            None => {
                visibility.set_if_neq(Visibility::Hidden);
            }
        }
    }
}
