//! The TicTacToe board on screen: pickable cells, stone sprites that mirror
//! the engine's stones (the next to vanish drawn faded), a ghost stone on
//! the hovered cell, the winning line, the exact values as hints, and the
//! computer's thinking: scores, the chosen cell and the expected line.

use bevy::prelude::*;

use pegs_engine::tictactoe::rules::{CELLS, Player};
use pegs_engine::tictactoe::{Level, Outcome};

use super::insight::{Insight, Worth};
use super::play::{HoveredCell, Match, MatchSettings, TouchedCell, TttAction, persons_turn};
use super::thinking::PerfectPlay;
use crate::celebrate::{Celebrate, Strength};
use crate::i18n::Msg;
use crate::language::Lang;
use crate::motion::Motion;
use crate::screen::Screen;
use crate::settings::Mode;
use crate::theme::{self, GameImages, Ink, Paint, Palette, stone_image};

/// Centre of the board (the panel takes the right side).
pub const BOARD_CENTRE: Vec2 = Vec2::new(crate::view::BOARD_CENTRE_X, -28.0);
/// Distance between cell centres.
pub const CELL_SPACING: f32 = 160.0;
/// Size of a cell tile.
pub const CELL_SIZE: f32 = 150.0;
/// Size of a stone.
const STONE_SIZE: f32 = 124.0;
/// Opacity of the stone that vanishes next.
pub const FADED_ALPHA: f32 = 0.35;
/// Seconds a new stone takes to grow in, and a vanishing one to fade out.
const POP_SECONDS: f32 = 0.18;
const VANISH_SECONDS: f32 = 0.3;
/// Seconds the winning stones pulse before they rest.
pub const PULSE_SECONDS: f64 = 3.0;

/// World centre of `cell` (0–8, row by row from the top left).
pub fn cell_centre(cell: u8) -> Vec2 {
    let (col, row) = ((cell % 3) as f32 - 1.0, (cell / 3) as f32 - 1.0);
    BOARD_CENTRE + Vec2::new(col * CELL_SPACING, -row * CELL_SPACING)
}

/// A cell of the board.
#[derive(Component, Debug, Clone, Copy)]
#[require(Sprite, Transform)]
pub struct Cell {
    /// 0–8.
    pub index: u8,
}

/// A stone on the board, mirroring one of the engine's.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
#[require(Sprite, Transform)]
pub struct Stone {
    /// Its cell.
    pub cell: u8,
    /// Its owner.
    pub player: Player,
}

/// Marks the stone that vanishes on its owner's next move.
#[derive(Component, Debug)]
pub struct Faded;

/// A stone that has left the game and fades out.
#[derive(Component, Debug)]
pub struct Vanishing {
    age: f32,
}

/// A new stone growing in.
#[derive(Component, Debug)]
pub struct Growing {
    age: f32,
}

/// The line drawn across a winning row.
#[derive(Component, Debug)]
pub struct WinLine;

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
/// The box a cell's score stays inside, clear of the line's number in its corner.
const SCORE_BOX: Vec2 = Vec2::new(CELL_SIZE - 16.0, 64.0);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::TicTacToe), spawn_board).add_systems(
        Update,
        (
            lift_finger.in_set(super::TttSystems::Input),
            (
                mirror_stones,
                (
                    animate_stones,
                    show_ghost,
                    show_hints,
                    show_insight,
                    mark_vanishing,
                    shade_cells,
                    celebrate_endings,
                ),
            )
                .chain()
                .in_set(super::TttSystems::Mirror),
        )
            .run_if(in_state(Screen::TicTacToe)),
    );
}

/// The moment a game ends: sparks along a winning line, in the winner's
/// colour (more of them when you beat a strong computer); a quiet drift for
/// a loss or a draw.
fn celebrate_endings(
    board: Res<Match>,
    settings: Res<MatchSettings>,
    palette: Res<Palette>,
    mut was_running: Local<Option<bool>>,
    mut celebrations: MessageWriter<Celebrate>,
) {
    let running = board.game.is_running();
    let before = was_running.replace(running);
    // A game that had ended before the screen opened was celebrated already.
    if running || before != Some(true) {
        return;
    }
    let celebration = match (board.game.winner(), board.game.win_line()) {
        (Some(winner), Some(line)) => {
            let lost = settings.mode == Mode::VsComputer && winner != settings.human;
            let strong = matches!(settings.level, Level::Hard | Level::Impossible | Level::Perfect);
            let (a, b) = (cell_centre(line[0]), cell_centre(line[2]));
            Celebrate {
                at: (a + b) / 2.0,
                spread: ((b - a) / 2.0).abs() + Vec2::splat(20.0),
                colours: if lost {
                    vec![palette.text_dim]
                } else {
                    vec![palette.stone(winner), palette.accent]
                },
                strength: match (lost, settings.mode == Mode::VsComputer && strong) {
                    (true, _) => Strength::Quiet,
                    (false, true) => Strength::Great,
                    (false, false) => Strength::Normal,
                },
            }
        }
        _ => Celebrate {
            at: BOARD_CENTRE,
            spread: Vec2::splat(CELL_SPACING),
            colours: vec![palette.x, palette.o],
            strength: Strength::Quiet,
        },
    };
    celebrations.write(celebration);
}

fn spawn_board(mut commands: Commands, images: Res<GameImages>, palette: Res<Palette>) {
    let scoped = DespawnOnExit(Screen::TicTacToe);
    let side = CELL_SPACING * 3.0 + 34.0;
    commands.spawn((
        Name::new("Board"),
        theme::sliced(&images.card, Vec2::splat(side), 24.0, palette.surface),
        Paint(Ink::Surface),
        Transform::from_translation(BOARD_CENTRE.extend(0.0)),
        scoped.clone(),
    ));
    for index in 0..CELLS as u8 {
        commands
            .spawn((
                Name::new(format!("Cell {index}")),
                Cell { index },
                theme::sliced(&images.cell, Vec2::splat(CELL_SIZE), 20.0, palette.surface_hover),
                Transform::from_translation(cell_centre(index).extend(0.5)),
                Pickable::default(),
                scoped.clone(),
            ))
            .observe(press_cell)
            .observe(hover_cell)
            .observe(leave_cell);
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

/// Presses, not clicks: a tap that starts and ends within one frame still plays.
fn press_cell(
    mut ev: On<Pointer<Press>>,
    cells: Query<&Cell>,
    mut touched: ResMut<TouchedCell>,
    mut actions: MessageWriter<TttAction>,
) {
    if ev.button == PointerButton::Primary
        && let Ok(cell) = cells.get(ev.entity)
    {
        match ev.pointer_id {
            // A finger shows the stone first and places it when it lifts.
            bevy::picking::pointer::PointerId::Touch(id) => touched.0 = Some((cell.index, id)),
            _ => {
                actions.write(TttAction::Play(cell.index));
            }
        }
        ev.propagate(false);
    }
}

/// The cell (0–8) at a world point, if any.
pub fn cell_at(point: Vec2) -> Option<u8> {
    (0..CELLS as u8).find(|&c| {
        let d = (point - cell_centre(c)).abs();
        d.x <= CELL_SIZE / 2.0 && d.y <= CELL_SIZE / 2.0
    })
}

/// A finger that lifts on the cell it pressed places the stone there; lifted elsewhere, nothing.
fn lift_finger(
    touches: Res<Touches>,
    camera: Single<(&Camera, &GlobalTransform)>,
    mut touched: ResMut<TouchedCell>,
    mut actions: MessageWriter<TttAction>,
) {
    let Some((cell, id)) = touched.0 else { return };
    let lifted = touches.iter_just_released().find(|t| t.id() == id);
    if let Some(touch) = lifted {
        touched.0 = None;
        let (camera, eye) = *camera;
        if camera.viewport_to_world_2d(eye, touch.position()).ok().and_then(cell_at) == Some(cell) {
            actions.write(TttAction::Play(cell));
        }
    } else if touches.iter_just_canceled().any(|t| t.id() == id) || touches.get_pressed(id).is_none() {
        touched.0 = None;
    }
}

/// The mouse's hover; a finger's is [`TouchedCell`] (a finger passing over a cell shows nothing).
fn hover_cell(ev: On<Pointer<Over>>, cells: Query<&Cell>, mut hovered: ResMut<HoveredCell>) {
    if !ev.pointer_id.is_touch()
        && let Ok(cell) = cells.get(ev.entity)
    {
        hovered.0 = Some(cell.index);
    }
}

fn leave_cell(ev: On<Pointer<Out>>, cells: Query<&Cell>, mut hovered: ResMut<HoveredCell>) {
    if let Ok(cell) = cells.get(ev.entity)
        && hovered.0 == Some(cell.index)
    {
        hovered.0 = None;
    }
}

/// Makes the stone entities, the faded marks and the winning line agree with the engine.
fn mirror_stones(
    mut commands: Commands,
    board: Res<Match>,
    images: Res<GameImages>,
    palette: Res<Palette>,
    stones: Query<(Entity, &Stone, Has<Faded>), Without<Vanishing>>,
    lines: Query<Entity, With<WinLine>>,
) {
    let game = &board.game;
    let faded = [Player::X, Player::O].map(|p| game.next_to_vanish(p).map(|c| (p, c)));
    let is_faded = |stone: &Stone| faded.contains(&Some((stone.player, stone.cell)));
    let mut shown = [None; CELLS];
    for (entity, stone, has_faded) in &stones {
        if game.owner(stone.cell) == Some(stone.player) {
            shown[stone.cell as usize] = Some(stone.player);
            match (is_faded(stone), has_faded) {
                (true, false) => {
                    commands.entity(entity).insert(Faded);
                }
                (false, true) => {
                    commands.entity(entity).remove::<Faded>();
                }
                _ => {}
            }
        } else {
            commands.entity(entity).insert(Vanishing { age: 0.0 }).remove::<Faded>();
        }
    }
    for player in [Player::X, Player::O] {
        for &cell in game.stones(player).cells() {
            if shown[cell as usize].is_none() {
                let stone = Stone { cell, player };
                let mut entity = commands.spawn((
                    Name::new(format!("{player} stone")),
                    stone,
                    Sprite {
                        image: stone_image(&images, player),
                        custom_size: Some(Vec2::splat(STONE_SIZE)),
                        color: palette.stone(player),
                        ..default()
                    },
                    Transform::from_translation(cell_centre(cell).extend(3.0)).with_scale(Vec3::splat(0.4)),
                    Growing { age: 0.0 },
                    DespawnOnExit(Screen::TicTacToe),
                ));
                if is_faded(&stone) {
                    entity.insert(Faded);
                }
            }
        }
    }
    match (game.win_line(), lines.iter().next()) {
        (Some(line), None) => {
            let (a, b) = (cell_centre(line[0]), cell_centre(line[2]));
            let along = b - a;
            commands.spawn((
                WinLine,
                theme::sliced(&images.bar, Vec2::new(along.length() + 110.0, 20.0), 10.0, palette.accent),
                Paint(Ink::Accent),
                Transform::from_translation(((a + b) / 2.0).extend(5.0))
                    .with_rotation(Quat::from_rotation_z(along.y.atan2(along.x))),
                DespawnOnExit(Screen::TicTacToe),
            ));
        }
        (None, Some(line)) => commands.entity(line).despawn(),
        _ => {}
    }
}

/// What [`animate_stones`] reads and changes on each stone.
type AnimatedStone = (
    Entity,
    &'static Stone,
    &'static mut Sprite,
    &'static mut Transform,
    Has<Faded>,
    Option<&'static mut Growing>,
    Option<&'static mut Vanishing>,
);

/// New stones grow in, vanishing ones fade out, the faded one stays pale and winning stones pulse.
fn animate_stones(
    mut commands: Commands,
    time: Res<Time>,
    board: Res<Match>,
    motion: Res<Motion>,
    palette: Res<Palette>,
    mut stones: Query<AnimatedStone>,
) {
    // Reduced motion: stones come and go at once and winners keep still.
    let dt = if motion.reduced { f32::INFINITY } else { time.delta_secs() };
    let line = board.game.win_line();
    for (entity, stone, mut sprite, mut transform, faded, growing, vanishing) in &mut stones {
        let colour = palette.stone(stone.player);
        if let Some(mut v) = vanishing {
            v.age += dt;
            let t = (v.age / VANISH_SECONDS).min(1.0);
            sprite.color = colour.with_alpha(FADED_ALPHA * (1.0 - t));
            transform.scale = Vec3::splat(1.0 + 0.3 * t);
            if t >= 1.0 {
                commands.entity(entity).despawn();
            }
            continue;
        }
        sprite.color = colour.with_alpha(if faded { FADED_ALPHA } else { 1.0 });
        let mut scale = 1.0;
        if let Some(mut g) = growing {
            g.age += dt;
            let t = (g.age / POP_SECONDS).min(1.0);
            // Overshoots a little, then settles.
            scale = 0.4 + 0.6 * t + 0.15 * (t * std::f32::consts::PI).sin();
            if t >= 1.0 {
                commands.entity(entity).remove::<Growing>();
                scale = 1.0;
            }
        }
        if line.is_some_and(|l| l.contains(&stone.cell))
            && let Some(fade) = pulse_left(board.ended_at(), time.elapsed_secs_f64())
            && !motion.reduced
        {
            scale *= 1.0 + 0.08 * fade * (time.elapsed_secs() * 6.0).sin();
        }
        transform.scale = Vec3::splat(scale);
    }
}

/// How strongly the winning stones still pulse, 1 at the win down to 0
/// after [`PULSE_SECONDS`]; `None` once they rest.
pub fn pulse_left(ended_at: Option<f64>, now: f64) -> Option<f32> {
    let since = now - ended_at?;
    (since < PULSE_SECONDS).then(|| (1.0 - since / PULSE_SECONDS).max(0.0) as f32)
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
                sprite.color = palette.stone(player).with_alpha(0.3);
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
            Outcome::Win(n) => (lang.say(&Msg::WinIn(n)), Color::srgb(0.45, 0.88, 0.50)),
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
    palette: Res<Palette>,
    mut cells: Query<(&Cell, &mut Sprite)>,
) {
    let playable = persons_turn(&board.game, &settings);
    let chosen = insight.shown().and_then(|s| s.subject.chosen);
    for (cell, mut sprite) in &mut cells {
        let lit = playable && hovered.0 == Some(cell.index) && board.game.is_legal(cell.index as usize);
        let colour = if chosen == Some(cell.index) {
            palette.surface_hover.mix(&palette.accent, 0.35)
        } else if lit {
            palette.surface_hover.mix(&Color::WHITE, 0.12)
        } else {
            palette.surface_hover
        };
        sprite.color = colour;
    }
}

/// What a cell's worth reads on the board, and its colour.
pub fn worth_text(worth: Worth, depth: Option<u8>, lang: &Lang, palette: &Palette) -> (String, Color) {
    let good = Color::srgb(0.45, 0.88, 0.50);
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

/// With the thinking shown: every scored cell's worth, the chosen cell
/// marked, and the expected line as numbered faded stones on empty cells.
#[allow(clippy::type_complexity)]
fn show_insight(
    board: Res<Match>,
    insight: Res<Insight>,
    (lang, palette): (Res<Lang>, Res<Palette>),
    images: Res<GameImages>,
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
                sprite.color = palette.stone(player).with_alpha(FADED_ALPHA + 0.15);
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
