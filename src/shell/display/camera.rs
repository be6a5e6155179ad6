//! How the world is shown in the window.
//!
//! **Landscape** (desktops, phones held sideways): the camera always shows
//! at least 1280 × 720 world units and egui's panels scale with the same
//! factor, so board and side panel keep their proportions at any size.
//!
//! **Portrait** (tablets held upright, tall windows): a game's board takes
//! the full width at the top, its panel goes below it (scrolling if it must),
//! and the menu stacks its cards. Board texts never shrink below a readable
//! size there.
//!
//! **Phones held upright** (portrait, narrower than 600 logical pixels): the
//! board is the screen, above one row of the actions that matter now; the
//! rest of the panel waits in a sheet (`theme::panel`). **Held sideways**
//! (landscape, lower than 500): the board left, the actions in a column right,
//! the same sheet.

use bevy::camera::ScalingMode;
use bevy::core_pipeline::tonemapping::{DebandDither, Tonemapping};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::base::screen::Screen;

/// The x of a game board's centre in the world (the panel takes the right side in landscape).
pub const BOARD_CENTRE_X: f32 = -160.0;
/// In portrait, the top of the menu's column in the world.
pub const PORTRAIT_MENU_TOP: f32 = 380.0;

/// Width of the world the camera always shows in landscape, in world units.
pub const VIEW_WIDTH: f32 = 1280.0;
/// Height of the world the camera always shows in landscape, in world units.
pub const VIEW_HEIGHT: f32 = 720.0;
/// Windows narrower than this, against their height, are shown in portrait.
pub const PORTRAIT_BELOW_ASPECT: f32 = 1.15;
/// In portrait, the world width a game's board needs (the board is centred at x = −160).
const PORTRAIT_BOARD_WIDTH: f32 = 980.0;
/// In portrait, the world width the menu needs.
const PORTRAIT_MENU_WIDTH: f32 = 620.0;
/// The smallest panel zoom in landscape (a phone held sideways).
const LANDSCAPE_LEAST_ZOOM: f32 = 0.75;
/// The largest panel zoom in portrait.
const PORTRAIT_MOST_ZOOM: f32 = 1.2;
/// Smallest board text in portrait, in logical pixels.
const PORTRAIT_TEXT_FLOOR: f32 = 12.5;
/// Windows in portrait narrower than this, in logical pixels, are phones held upright.
pub const PHONE_BELOW_WIDTH: f32 = 600.0;
/// Height of a phone's action row, in egui points: 44-pixel buttons and their margins.
pub const ACTION_ROW_POINTS: f32 = 64.0;
/// Windows in landscape lower than this, in logical pixels, are phones held sideways.
pub const PHONE_BELOW_HEIGHT: f32 = 500.0;
/// Width of a sideways phone's column of actions, in egui points.
pub const ACTION_COLUMN_POINTS: f32 = 104.0;
/// On a phone held upright, the world width the TicTacToe board fills: its
/// cells' 470 units take 94 % of it, its card (490 units there) 98 %.
const PHONE_TICTACTOE_WIDTH: f32 = 500.0;
/// On a phone held upright, the world height a game shows above the action row, centred (board, status and labels).
const PHONE_STAGE: [(Screen, f32, f32); 2] =
    [(Screen::TicTacToe, -300.0, 320.0), (Screen::Hanoi, -300.0, 330.0)];

/// On a phone held upright, how far a screen's board has grown above its
/// usual stage, in world units (the camera shows it): the Hanoi pegs grow
/// into the room the screen has. 0 elsewhere.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct GrownStage(pub f32);

/// In portrait, how far down the window (in logical pixels) the menu's
/// corner buttons reach (Settings, the day's puzzles or Learn); 0 elsewhere.
/// The camera keeps the menu's title below them.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct MenuCorners(pub f32);

/// In portrait, the top of the menu's title below the top of its column, in world units.
const PORTRAIT_MENU_TITLE_DROP: f32 = 84.0;
/// The gap kept between the corner buttons and the menu's title, in world units.
const PORTRAIT_MENU_TITLE_GAP: f32 = 10.0;

/// Width, in egui points, that a screen keeps free at the left of its
/// board in landscape for a column of its own (the Hanoi solver's plan and
/// map); 0 for none. The board then shrinks to fit beside it.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct SideColumn(pub f32);

/// Width of the side panel of a game screen, in egui points (world units at any window size).
pub const PANEL_WIDTH: f32 = 300.0;
/// Width of the side panel in landscape, in egui points, and the world's x where it starts.
const PANEL_POINTS: f32 = PANEL_WIDTH;
const PANEL_LEFT_X: f32 = VIEW_WIDTH / 2.0 - PANEL_POINTS - 20.0;

/// The size of the game's texts against the usual: 1.0 to 2.0 (100–200 %),
/// for the panels, the board's labels and the how-to pages alike.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct TextScale(pub f32);

impl Default for TextScale {
    fn default() -> Self {
        Self(1.0)
    }
}

impl TextScale {
    /// The smallest and largest scale.
    pub const RANGE: std::ops::RangeInclusive<f32> = 1.0..=2.0;
}

/// The layout in use and its measures.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct View {
    /// Whether the window is shown in portrait.
    pub portrait: bool,
    /// egui's zoom: points per logical pixel.
    pub zoom: f32,
    /// In portrait, the height of the panel under the board, in logical pixels.
    pub panel_height: f32,
    /// Smallest size board texts are drawn at, in logical pixels (0: none).
    pub text_floor: f32,
    /// In landscape, the width of a game's side panel, in egui points: it
    /// grows with the player's text size, and the board makes room.
    pub panel_width: f32,
    /// The player's text size (1.0 at 100 %).
    pub text_scale: f32,
    /// A phone held upright: the board fills the screen above a row of actions.
    pub phone: bool,
    /// On a phone held upright, the world height above the action row with
    /// a game's full board width across the window; 0 elsewhere.
    pub room: f32,
}

impl Default for View {
    fn default() -> Self {
        Self {
            portrait: false,
            zoom: 1.0,
            panel_height: 0.0,
            text_floor: 0.0,
            panel_width: PANEL_WIDTH,
            text_scale: 1.0,
            phone: false,
            room: 0.0,
        }
    }
}

impl View {
    /// The layout for a window of `width` × `height` logical pixels.
    pub fn for_window(width: f32, height: f32) -> Self {
        let (width, height) = (width.max(1.0), height.max(1.0));
        if width / height >= PORTRAIT_BELOW_ASPECT {
            // The whole picture fits; on a small screen held sideways the
            // panels keep a readable size (the board then shrinks beside
            // them) and the board's texts a readable floor.
            let fit = (width / VIEW_WIDTH).min(height / VIEW_HEIGHT);
            let zoom = fit.clamp(LANDSCAPE_LEAST_ZOOM, 3.0);
            let text_floor = if fit < LANDSCAPE_LEAST_ZOOM { PORTRAIT_TEXT_FLOOR } else { 0.0 };
            // A phone held sideways: the board left, a column of actions right, the panel in a sheet.
            let phone = height < PHONE_BELOW_HEIGHT;
            let panel_width = if phone { ACTION_COLUMN_POINTS } else { PANEL_WIDTH };
            return Self { zoom, text_floor, phone, panel_width, ..Self::default() };
        }
        // The board's 720 world units of height at the window's width; the rest is the panel's.
        let board = VIEW_HEIGHT * width / PORTRAIT_BOARD_WIDTH;
        // Phones' panels grow with their width; a tablet's stop at a size that
        // still leaves the panel room under the board.
        let zoom = (width / 430.0).clamp(0.75, PORTRAIT_MOST_ZOOM);
        let phone = width < PHONE_BELOW_WIDTH;
        // A phone's board takes all but the action row.
        let panel_height = if phone { ACTION_ROW_POINTS * zoom } else { (height - board).max(0.0) };
        let room = if phone { (height - panel_height).max(0.0) * PORTRAIT_BOARD_WIDTH / width } else { 0.0 };
        Self {
            portrait: true,
            zoom,
            panel_height,
            text_floor: PORTRAIT_TEXT_FLOOR,
            phone,
            room,
            ..Self::default()
        }
    }

    /// The layout with the player's text size: in landscape the side panel
    /// widens with it (480 points at 200 %) so that its rows still fit.
    pub fn with_text_scale(self, scale: f32) -> Self {
        let scale = if scale.is_finite() {
            scale.clamp(*TextScale::RANGE.start(), *TextScale::RANGE.end())
        } else {
            1.0
        };
        let panel_width = match (self.portrait, self.phone) {
            (true, _) => PANEL_WIDTH,
            // A sideways phone's column keeps its width: its words shrink to fit.
            (false, true) => ACTION_COLUMN_POINTS,
            (false, false) => PANEL_WIDTH * (1.0 + 0.6 * (scale - 1.0)),
        };
        Self { text_scale: scale, panel_width, ..self }
    }

    /// Whether the player's text is larger than usual (the board then
    /// leaves a few of its texts to the panel).
    pub fn large_text(&self) -> bool {
        self.text_scale > 1.3
    }

    /// Whether space is short for texts beside the board and the menu's
    /// title: upright, a small screen sideways, or large text.
    pub fn cramped(&self) -> bool {
        self.portrait || self.text_floor > 0.0 || self.large_text()
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<View>()
        .init_resource::<TextScale>()
        .init_resource::<SideColumn>()
        .init_resource::<GrownStage>()
        .init_resource::<MenuCorners>()
        .add_systems(Startup, spawn_camera)
        .add_systems(PreUpdate, follow_window)
        .add_systems(PostUpdate, place_camera.before(bevy::camera::CameraUpdateSystems))
        .add_systems(EguiPrimaryContextPass, zoom_ui);
}

/// One 2D camera; [`place_camera`] aims it for the layout and screen.
///
/// It draws straight images: no multisampling (the sprites' edges come
/// from their pictures, and nothing is drawn as geometry), and neither
/// tonemapping nor dithering, so no pass runs between the board and the
/// window but the copy onto it, and the sprites' shader carries no tone
/// curve (a 2D camera's default is `Linear` since Bevy 0.20, which compiles
/// one into every sprite pipeline).
fn spawn_camera(mut commands: Commands) {
    commands.spawn((
        Name::new("Camera"),
        Camera2d,
        Msaa::Off,
        Tonemapping::None,
        DebandDither::Disabled,
        Projection::Orthographic(OrthographicProjection {
            scaling_mode: ScalingMode::AutoMin { min_width: VIEW_WIDTH, min_height: VIEW_HEIGHT },
            ..OrthographicProjection::default_2d()
        }),
    ));
}

/// The layout follows the window's shape.
fn follow_window(window: Single<&Window>, scale: Res<TextScale>, mut view: ResMut<View>) {
    view.set_if_neq(View::for_window(window.width(), window.height()).with_text_scale(scale.0));
}

/// Landscape: the whole 1280 × 720 world. Portrait: a game's board across
/// the full width at the top, or the menu's column of cards.
fn place_camera(
    view: Res<View>,
    side: Res<SideColumn>,
    grown: Res<GrownStage>,
    corners: Res<MenuCorners>,
    screen: Res<State<Screen>>,
    window: Single<&Window>,
    camera: Single<(&mut Projection, &mut Transform), With<Camera2d>>,
) {
    let (mut projection, mut transform) = camera.into_inner();
    let Projection::Orthographic(ortho) = &mut *projection else { return };
    let panel = view.panel_width;
    // The panel is wider, against the board, than at the usual size: the board makes room.
    let fit = (window.width() / VIEW_WIDTH).min(window.height() / VIEW_HEIGHT);
    let narrowed = side.0 > 0.0 || panel > PANEL_POINTS || view.zoom > fit * 1.001;
    let (mode, at) = if !view.portrait && narrowed && *screen.get() != Screen::Menu {
        // The board's world (left edge to the panel) between the side column and the panel.
        let board_width = PANEL_LEFT_X + VIEW_WIDTH / 2.0;
        let free = (window.width() - (panel + side.0) * view.zoom).max(1.0);
        let per_unit = (free / board_width).min(view.zoom).min(window.height() / VIEW_HEIGHT);
        // Where the height limits the board (a phone held sideways), the
        // width it leaves goes to both sides of it alike.
        let slack = (free / per_unit - board_width).max(0.0);
        let centre = PANEL_LEFT_X + slack / 2.0 - (window.width() / 2.0 - panel * view.zoom) / per_unit;
        (
            ScalingMode::Fixed { width: window.width() / per_unit, height: window.height() / per_unit },
            Vec2::new(centre, 0.0),
        )
    } else if !view.portrait {
        (ScalingMode::AutoMin { min_width: VIEW_WIDTH, min_height: VIEW_HEIGHT }, Vec2::ZERO)
    } else if view.phone && *screen.get() != Screen::Menu {
        // The board centred in the window above the action row: TicTacToe's
        // across 92 % of the width, Hanoi's base across the whole.
        let width =
            if *screen.get() == Screen::TicTacToe { PHONE_TICTACTOE_WIDTH } else { PORTRAIT_BOARD_WIDTH };
        let per_pixel = width / window.width().max(1.0);
        let (low, high) =
            PHONE_STAGE.iter().find(|(s, ..)| s == screen.get()).map_or((-300.0, 330.0), |&(_, l, h)| (l, h));
        let high = high + grown.0;
        let row = view.panel_height * per_pixel;
        (
            ScalingMode::FixedHorizontal { viewport_width: width },
            Vec2::new(BOARD_CENTRE_X, (low + high) / 2.0 - row / 2.0),
        )
    } else {
        let (width, centre_x, top) = match screen.get() {
            Screen::Menu => menu_column(window.width(), window.height(), corners.0),
            _ => (PORTRAIT_BOARD_WIDTH, BOARD_CENTRE_X, VIEW_HEIGHT / 2.0),
        };
        let visible_height = window.height() * width / window.width().max(1.0);
        (
            ScalingMode::FixedHorizontal { viewport_width: width },
            Vec2::new(centre_x, top - visible_height / 2.0),
        )
    };
    if !same_mode(&ortho.scaling_mode, &mode) {
        ortho.scaling_mode = mode;
    }
    if transform.translation.truncate() != at {
        transform.translation = at.extend(transform.translation.z);
    }
}

/// In portrait, the world width the camera shows of the menu's column, its
/// centre's x and the world y at the window's top. Where the corner buttons
/// (`corners` logical pixels down from the top) would cover the title, the
/// column moves down below them and shrinks just enough that its bottom
/// stays where it was: the width `w` solves
/// `top + corners·w/W + gap − drop − H·w/W = top − H·w₀/W`.
fn menu_column(window_width: f32, window_height: f32, corners: f32) -> (f32, f32, f32) {
    let (w, h) = (window_width.max(1.0), window_height.max(1.0));
    let usual = PORTRAIT_MENU_WIDTH;
    let over = corners * usual / w + PORTRAIT_MENU_TITLE_GAP - PORTRAIT_MENU_TITLE_DROP;
    if over <= 0.0 || corners >= h * 0.5 {
        return (usual, 0.0, PORTRAIT_MENU_TOP);
    }
    let width = (h * usual + (PORTRAIT_MENU_TITLE_GAP - PORTRAIT_MENU_TITLE_DROP) * w) / (h - corners);
    let shift = corners * width / w + PORTRAIT_MENU_TITLE_GAP - PORTRAIT_MENU_TITLE_DROP;
    (width.max(usual), 0.0, PORTRAIT_MENU_TOP + shift.max(0.0))
}

/// Whether two of the scaling modes this module uses are the same (`ScalingMode` has no `PartialEq`).
fn same_mode(a: &ScalingMode, b: &ScalingMode) -> bool {
    match (a, b) {
        (
            ScalingMode::AutoMin { min_width: w1, min_height: h1 },
            ScalingMode::AutoMin { min_width: w2, min_height: h2 },
        ) => w1 == w2 && h1 == h2,
        (
            ScalingMode::FixedHorizontal { viewport_width: a },
            ScalingMode::FixedHorizontal { viewport_width: b },
        ) => a == b,
        (ScalingMode::Fixed { width: w1, height: h1 }, ScalingMode::Fixed { width: w2, height: h2 }) => {
            w1 == w2 && h1 == h2
        }
        _ => false,
    }
}

/// egui's panels grow and shrink with the window.
fn zoom_ui(mut contexts: EguiContexts, view: Res<View>, mut last: Local<f32>) -> Result {
    if (view.zoom - *last).abs() > 0.01 {
        contexts.ctx_mut()?.set_zoom_factor(view.zoom);
        *last = view.zoom;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_menu_column_makes_room_for_its_corner_buttons_and_keeps_its_bottom() {
        // Small corner buttons leave the column as it is.
        assert_eq!(menu_column(320.0, 568.0, 30.0), (PORTRAIT_MENU_WIDTH, 0.0, PORTRAIT_MENU_TOP));
        // Two-line buttons at 200 % on the smallest phone: the title moves below them.
        let (width, _, top) = menu_column(320.0, 568.0, 72.0);
        assert!(width > PORTRAIT_MENU_WIDTH && top > PORTRAIT_MENU_TOP);
        let title_top = (top - (PORTRAIT_MENU_TOP - PORTRAIT_MENU_TITLE_DROP)) * 320.0 / width;
        assert!(title_top >= 72.0, "the title's top at {title_top} px, below the buttons");
        let bottom = |width: f32, top: f32| top - 568.0 * width / 320.0;
        let usual = bottom(PORTRAIT_MENU_WIDTH, PORTRAIT_MENU_TOP);
        assert!((bottom(width, top) - usual).abs() < 0.01, "the column's bottom stays");
    }

    #[test]
    fn desktops_and_sideways_phones_are_landscape_and_upright_phones_portrait() {
        let desk = View::for_window(1280.0, 720.0);
        assert!(!desk.portrait);
        assert!((desk.zoom - 1.0).abs() < 1e-6);
        assert_eq!(desk.text_floor, 0.0);
        let sideways = View::for_window(844.0, 390.0);
        assert!(!sideways.portrait && sideways.phone && sideways.panel_width == ACTION_COLUMN_POINTS);
        assert_eq!(
            sideways.with_text_scale(2.0).panel_width,
            ACTION_COLUMN_POINTS,
            "the column keeps its width"
        );
        assert!((sideways.zoom - LANDSCAPE_LEAST_ZOOM).abs() < 1e-4, "a phone's panel keeps a readable size");
        assert!(sideways.text_floor >= 12.0 && sideways.cramped());
        let laptop = View::for_window(1100.0, 640.0);
        assert!(
            (laptop.zoom - 1100.0 / 1280.0).abs() < 1e-4 && laptop.text_floor == 0.0 && !laptop.cramped()
        );
        // A square-ish window still fits the whole landscape picture.
        assert!(!View::for_window(1000.0, 800.0).portrait);

        let phone = View::for_window(390.0, 844.0);
        assert!(phone.portrait && phone.phone);
        let row = ACTION_ROW_POINTS * phone.zoom;
        assert!((phone.panel_height - row).abs() < 0.01, "a phone's board takes all but the action row");
        assert!(phone.text_floor >= 12.0, "board texts stay readable");
        assert!((0.75..=PORTRAIT_MOST_ZOOM).contains(&phone.zoom));
        // A tablet held upright: the panel takes what the board leaves.
        let tablet = View::for_window(820.0, 1180.0);
        let board = VIEW_HEIGHT * 820.0 / PORTRAIT_BOARD_WIDTH;
        assert!(tablet.portrait && !tablet.phone);
        assert!(
            (tablet.panel_height - (1180.0 - board)).abs() < 0.01,
            "the panel takes what the board leaves"
        );
        // A tablet held upright: its panel is not drawn twice as large as a phone's.
        assert!(View::for_window(820.0, 1180.0).zoom <= PORTRAIT_MOST_ZOOM);
    }

    #[test]
    fn larger_text_widens_the_landscape_panel_only() {
        let desk = View::for_window(1280.0, 720.0);
        assert_eq!(desk.with_text_scale(1.0).panel_width, PANEL_WIDTH);
        let large = desk.with_text_scale(2.0);
        assert!((large.panel_width - 480.0).abs() < 0.01 && large.large_text());
        assert_eq!(desk.with_text_scale(9.0), large, "held to 200 %");
        assert_eq!(desk.with_text_scale(f32::NAN).text_scale, 1.0);
        let phone = View::for_window(390.0, 844.0).with_text_scale(2.0);
        assert_eq!(phone.panel_width, PANEL_WIDTH, "in portrait the panel takes the full width anyway");
        assert_eq!(phone.text_scale, 2.0);
    }

    #[test]
    fn odd_windows_give_sane_layouts() {
        for (w, h) in [(0.0, 0.0), (1.0, 5000.0), (5000.0, 1.0), (320.0, 320.0), (f32::MAX, 10.0)] {
            let view = View::for_window(w, h);
            assert!(view.zoom.is_finite() && view.zoom > 0.0, "{w} × {h}: {view:?}");
            assert!(view.panel_height.is_finite() && view.panel_height >= 0.0, "{w} × {h}: {view:?}");
        }
    }
}
