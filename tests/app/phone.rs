//! A phone, headless: a 390 × 844 window in portrait and 844 × 390 in
//! landscape, played with fingers (touch start, held frames, touch end).

use bevy::input::touch::TouchPhase;
use bevy::prelude::*;
use pegs_and_stones::app::testing::{
    finger_drag, finger_tap, headless_app, resize_window, run_frames, screen, tap_key, touch, world_to_window,
};
use pegs_and_stones::base::i18n::Msg;
use pegs_and_stones::base::screen::Screen;
use pegs_and_stones::base::settings::Mode;
use pegs_and_stones::screens::hanoi::layout::{BASE_TOP, BOARD_X, Tall};
use pegs_and_stones::screens::hanoi::state::{Board, Disk};
use pegs_and_stones::screens::menu::{CardFrame, MenuCard, RaceButton};
use pegs_and_stones::screens::tictactoe::board::cell_centre;
use pegs_and_stones::screens::tictactoe::marks::Ghost;
use pegs_and_stones::screens::tictactoe::play::{Match, MatchSettings};
use pegs_and_stones::screens::tictactoe::stones::Stone;
use pegs_and_stones::shell::display::camera::View;
use pegs_and_stones::shell::display::theme::{Sheet, WorldText};
use pegs_and_stones::shell::language::Localized;
use pegs_and_stones::shell::modes::online::RaceAsked;

const PHONE: (f32, f32) = (390.0, 844.0);

fn portrait_app() -> App {
    let mut app = headless_app();
    resize_window(&mut app, PHONE.0, PHONE.1);
    assert!(app.world().resource::<View>().portrait, "a 390 × 844 window is shown in portrait");
    app
}

fn card_centre(app: &mut App, index: usize) -> Vec2 {
    let mut q = app.world_mut().query::<(&MenuCard, &GlobalTransform)>();
    q.iter(app.world()).find(|(c, _)| c.index == index).expect("the card").1.translation().truncate()
}

fn inside_window(at: Vec2) -> bool {
    (0.0..=PHONE.0).contains(&at.x) && (0.0..=PHONE.1).contains(&at.y)
}

#[test]
fn portrait_stacks_the_menu_and_a_finger_opens_each_game() {
    let mut app = portrait_app();
    run_frames(&mut app, 2);
    for index in 0..2 {
        let centre = card_centre(&mut app, index);
        let on_screen = world_to_window(&mut app, centre);
        assert!(inside_window(on_screen), "card {index} is in the window at {on_screen}");
        assert!((on_screen.x - PHONE.0 / 2.0).abs() < 1.0, "card {index} is centred: {on_screen}");
    }
    let first = card_centre(&mut app, 0);
    finger_tap(&mut app, first);
    run_frames(&mut app, 1);
    assert_eq!(screen(&app), Screen::Hanoi);

    tap_key(&mut app, KeyCode::Escape);
    run_frames(&mut app, 2);
    let second = card_centre(&mut app, 1);
    finger_tap(&mut app, second);
    run_frames(&mut app, 1);
    assert_eq!(screen(&app), Screen::TicTacToe);
}

#[test]
fn a_finger_on_the_hanoi_cards_race_a_friend_opens_the_sheet_at_the_race() {
    let mut app = portrait_app();
    run_frames(&mut app, 2);
    let mut q = app.world_mut().query_filtered::<&GlobalTransform, With<RaceButton>>();
    let button = q.single(app.world()).expect("the Hanoi card's Race a friend").translation().truncate();
    assert!(inside_window(world_to_window(&mut app, button)), "the button is in the window");
    finger_tap(&mut app, button);
    run_frames(&mut app, 3);
    assert_eq!(screen(&app), Screen::Hanoi);
    assert!(app.world().resource::<Sheet>().open, "the sheet that holds the race section is open");
    assert!(!app.world().resource::<RaceAsked>().0, "the ask is taken");
    // Closed and opened again by the player, the sheet is as the player leaves it.
    tap_key(&mut app, KeyCode::Escape);
    run_frames(&mut app, 3);
    assert!(!app.world().resource::<Sheet>().open, "Esc closes the sheet");
    assert_eq!(screen(&app), Screen::Hanoi);
}

/// Which card frames are shown, and how many key hints ("press 1").
fn frames_and_key_hints(app: &mut App) -> (Vec<usize>, usize) {
    let mut frames = app.world_mut().query::<(&CardFrame, &InheritedVisibility)>();
    let mut shown: Vec<usize> =
        frames.iter(app.world()).filter(|(_, v)| v.get()).map(|(f, _)| f.index).collect();
    shown.sort();
    let mut hints = app.world_mut().query::<(&Localized, &InheritedVisibility)>();
    let hints = hints.iter(app.world()).filter(|(l, v)| matches!(l.0, Msg::PressKey(_)) && v.get()).count();
    (shown, hints)
}

#[test]
fn portrait_frames_only_the_chosen_card_and_leaves_out_key_hints() {
    let mut app = portrait_app();
    run_frames(&mut app, 3);
    assert_eq!(frames_and_key_hints(&mut app), (vec![0], 0), "portrait: the first card framed, no key hints");
    tap_key(&mut app, KeyCode::ArrowRight);
    run_frames(&mut app, 2);
    assert_eq!(frames_and_key_hints(&mut app).0, vec![1], "the frame follows the selection");
    resize_window(&mut app, PHONE.1, PHONE.0);
    run_frames(&mut app, 3);
    assert_eq!(frames_and_key_hints(&mut app), (vec![1], 0), "a phone sideways: one frame, no key hints");
    resize_window(&mut app, 1280.0, 720.0);
    run_frames(&mut app, 3);
    assert_eq!(frames_and_key_hints(&mut app), (vec![1], 2), "a desktop window: one frame, both key hints");
}

/// Window rows of the Hanoi board's top (the pegs' tips) and bottom (the base's underside).
fn hanoi_board_rows(app: &mut App) -> (f32, f32) {
    let geometry = app.world().resource::<Board>().geometry(*app.world().resource::<Tall>());
    let top = world_to_window(app, Vec2::new(BOARD_X, BASE_TOP + geometry.peg_height() - 6.0));
    let bottom = world_to_window(app, Vec2::new(BOARD_X, BASE_TOP - 41.0));
    (top.y, bottom.y)
}

#[test]
fn an_upright_phone_stands_the_tower_tall_and_the_desktop_keeps_it_as_it_was() {
    let mut app = portrait_app();
    tap_key(&mut app, KeyCode::Digit1);
    run_frames(&mut app, 3);
    for (width, height) in [(390.0, 844.0), (360.0, 780.0), (320.0, 568.0), (412.0, 915.0)] {
        resize_window(&mut app, width, height);
        run_frames(&mut app, 3);
        let (top, bottom) = hanoi_board_rows(&mut app);
        let share = (bottom - top) / height;
        assert!(share >= 0.45, "{width} × {height}: the board takes {:.0} % of the height", 100.0 * share);
        let view = *app.world().resource::<View>();
        assert!(
            bottom < height - view.panel_height,
            "{width} × {height}: the base ends above the action row"
        );
        // A disk in hand waits above the pegs and below the notice, inside the window.
        let geometry = app.world().resource::<Board>().geometry(*app.world().resource::<Tall>());
        let lifted =
            world_to_window(&mut app, geometry.lifted(0) + Vec2::new(0.0, geometry.disk_height() / 2.0));
        let notice = app
            .world_mut()
            .query_filtered::<&Transform, With<pegs_and_stones::screens::hanoi::ui::NoticeText>>()
            .single(app.world())
            .expect("the notice")
            .translation;
        let notice = world_to_window(&mut app, notice.truncate());
        assert!(
            lifted.y < top && lifted.y > notice.y && notice.y >= 0.0,
            "{width} × {height}: {notice} over {lifted} over {top}"
        );
        // The disks stand on the grown pegs.
        let mut disks = app.world_mut().query::<(&Disk, &Transform, &Sprite)>();
        let (_, at, sprite) = disks.iter(app.world()).find(|(d, ..)| d.size == 1).expect("disk 1");
        assert!((at.translation.truncate() - geometry.slot(0, 3)).length() < 0.5, "disk 1 on top of peg 1");
        assert!(sprite.custom_size.is_some_and(|s| s.y > 40.0), "disks grow thicker with the pegs");
    }
    // Held sideways, and on a desktop, the board is as it always was.
    for (width, height) in [(844.0, 390.0), (1280.0, 720.0)] {
        resize_window(&mut app, width, height);
        run_frames(&mut app, 3);
        assert_eq!(*app.world().resource::<Tall>(), Tall::default(), "{width} × {height}");
        let geometry = app.world().resource::<Board>().geometry(Tall::default());
        let mut disks = app.world_mut().query::<(&Disk, &Transform)>();
        let (_, at) = disks.iter(app.world()).find(|(d, _)| d.size == 1).expect("disk 1");
        assert!(
            (at.translation.truncate() - geometry.slot(0, 3)).length() < 0.5,
            "{width} × {height}: disk 1 back in its usual slot"
        );
    }
}

#[test]
fn portrait_hanoi_spans_the_width_above_the_action_row_and_fingers_move_disks() {
    let mut app = portrait_app();
    tap_key(&mut app, KeyCode::Digit1);
    run_frames(&mut app, 2);
    let geometry = app.world().resource::<Board>().geometry(*app.world().resource::<Tall>());
    let half = geometry.base_width() / 2.0;
    let left = world_to_window(&mut app, Vec2::new(BOARD_X - half, BASE_TOP));
    let right = world_to_window(&mut app, Vec2::new(BOARD_X + half, BASE_TOP));
    assert!(inside_window(left) && inside_window(right), "the base lies in the window: {left} … {right}");
    assert!(right.x - left.x >= 0.9 * PHONE.0, "the board spans {} of {} pixels", right.x - left.x, PHONE.0);
    let view = *app.world().resource::<View>();
    assert!(view.phone, "a phone held upright");
    let row_top = PHONE.1 - view.panel_height;
    let counter = world_to_window(&mut app, Vec2::new(BOARD_X, -300.0));
    assert!(
        view.panel_height >= 44.0 && view.panel_height < 80.0,
        "one row of actions: {}",
        view.panel_height
    );
    assert!(counter.y <= row_top, "the board ends ({}) above the action row ({row_top})", counter.y);
    // The long move line gives way (it would run into the peg labels); the sheet has the figures.
    let mut lines = app.world_mut().query::<(&WorldText, &Visibility)>();
    let moves_line =
        lines.iter(app.world()).find(|(t, _)| t.text.starts_with("Moves ")).expect("the move line");
    assert_eq!(*moves_line.1, Visibility::Hidden);

    // A finger drag moves the top disk.
    finger_drag(&mut app, geometry.slot(0, 3), geometry.lifted(2) + Vec2::new(0.0, -60.0), 6);
    run_frames(&mut app, 30);
    assert_eq!(app.world().resource::<Board>().0.peg(2), &[1], "the drag put disk 1 on the right peg");

    // Tap the disk, then tap a peg.
    finger_tap(&mut app, geometry.slot(0, 2));
    finger_tap(&mut app, geometry.lifted(1) + Vec2::new(0.0, -120.0));
    run_frames(&mut app, 30);
    assert_eq!(app.world().resource::<Board>().0.peg(1), &[2], "tap-tap put disk 2 on the middle peg");
    assert_eq!(app.world().resource::<Board>().0.peg(0).len(), 2, "the other disks stay");
}

fn ghost_shown(app: &mut App) -> bool {
    let mut q = app.world_mut().query_filtered::<&Visibility, With<Ghost>>();
    q.iter(app.world()).any(|v| *v != Visibility::Hidden)
}

fn stones(app: &mut App) -> Vec<u8> {
    let mut q = app.world_mut().query::<&Stone>();
    q.iter(app.world()).map(|s| s.cell).collect()
}

#[test]
fn a_pressed_cell_shows_the_ghost_and_the_stone_lands_when_the_finger_lifts() {
    let mut app = portrait_app();
    app.insert_resource(MatchSettings { mode: Mode::TwoPlayers, ..default() });
    tap_key(&mut app, KeyCode::Digit2);
    run_frames(&mut app, 2);
    let centre = world_to_window(&mut app, cell_centre(4));
    assert!(inside_window(centre), "the board's centre is in the window: {centre}");

    let first = app.world().resource::<Match>().game.turn();
    touch(&mut app, 7, cell_centre(4), TouchPhase::Started);
    run_frames(&mut app, 3);
    assert!(ghost_shown(&mut app), "the held cell shows its stone");
    assert!(stones(&mut app).is_empty(), "nothing is placed while the finger is down");
    touch(&mut app, 7, cell_centre(4), TouchPhase::Ended);
    run_frames(&mut app, 1);
    assert_eq!(app.world().resource::<Match>().game.stones(first).cells(), &[4], "the lift placed the stone");
    assert!(!ghost_shown(&mut app), "no ghost once the finger is up");

    // A finger that slides off its cell before lifting places nothing.
    touch(&mut app, 8, cell_centre(0), TouchPhase::Started);
    run_frames(&mut app, 2);
    touch(&mut app, 8, cell_centre(0).lerp(cell_centre(2), 0.5), TouchPhase::Moved);
    touch(&mut app, 8, cell_centre(2), TouchPhase::Moved);
    touch(&mut app, 8, cell_centre(2), TouchPhase::Ended);
    run_frames(&mut app, 2);
    assert_eq!(stones(&mut app), vec![4], "a slide changes nothing");
    assert!(!ghost_shown(&mut app));

    // A plain tap plays.
    finger_tap(&mut app, cell_centre(8));
    run_frames(&mut app, 1);
    assert_eq!(
        app.world().resource::<Match>().game.stones(first.other()).cells(),
        &[8],
        "the tap placed a stone"
    );
}

#[test]
fn a_phone_held_sideways_shows_the_board_beside_a_column_of_actions() {
    let mut app = headless_app();
    resize_window(&mut app, PHONE.1, PHONE.0);
    let view = *app.world().resource::<View>();
    assert!(!view.portrait && view.phone, "a phone held sideways");
    assert!(
        view.panel_width * view.zoom >= 44.0 && view.panel_width < 150.0,
        "a column: {}",
        view.panel_width
    );
    // Scaled with the window the panel's text would be under 9 pixels; it keeps 12.
    assert!(PHONE.0 / 720.0 < 0.6 && view.zoom >= 0.75, "the panel keeps a readable size: {}", view.zoom);
    assert!(view.text_floor >= 12.0, "and the board's texts too");
    tap_key(&mut app, KeyCode::Digit1);
    run_frames(&mut app, 2);
    // The board's world (its left edge to where the panel starts) fits beside the column, and fills the height.
    let corner = world_to_window(&mut app, Vec2::new(-640.0, 360.0));
    let other = world_to_window(&mut app, Vec2::new(320.0, -360.0));
    let panel_left = PHONE.1 - view.panel_width * view.zoom;
    assert!(corner.x >= -0.5 && corner.y >= -0.5, "{corner}");
    assert!(
        other.x <= panel_left + 0.5 && other.y <= PHONE.0 + 0.5,
        "{other} against the panel at {panel_left}"
    );
    assert!(
        other.y >= PHONE.0 - 2.0 || other.x >= panel_left - 2.0,
        "the board takes the room there is: {other}"
    );
    let (left_gap, right_gap) = (corner.x, panel_left - other.x);
    assert!(
        (left_gap - right_gap).abs() < 1.0,
        "the board stands in the middle of the room beside the column: {left_gap} and {right_gap} pixels on either side"
    );
}

#[test]
fn an_upright_phone_shows_the_tictactoe_board_across_the_width_and_the_sheet_closes_with_esc() {
    let mut app = portrait_app();
    tap_key(&mut app, KeyCode::Digit2);
    run_frames(&mut app, 2);
    // The card: the cells and 10 units around them, in the window.
    let left = world_to_window(&mut app, cell_centre(3) - Vec2::new(75.0 + 10.0, 0.0));
    let right = world_to_window(&mut app, cell_centre(5) + Vec2::new(75.0 + 10.0, 0.0));
    assert!(inside_window(left) && inside_window(right), "the board lies in the window: {left} … {right}");
    // The cells alone span 92 % of the width.
    let (first, last) = (cell_centre(3) - Vec2::new(75.0, 0.0), cell_centre(5) + Vec2::new(75.0, 0.0));
    let cells = world_to_window(&mut app, last).x - world_to_window(&mut app, first).x;
    assert!(cells >= 0.92 * PHONE.0, "the cells span {cells} of {} pixels", PHONE.0);
    let view = *app.world().resource::<View>();
    let bottom = world_to_window(&mut app, cell_centre(7) - Vec2::new(0.0, 100.0));
    assert!(bottom.y <= PHONE.1 - view.panel_height, "the board ends above the action row");
    // The sheet: Esc closes it first, and only then goes back to the menu.
    app.world_mut().insert_resource(Sheet { open: true });
    run_frames(&mut app, 2);
    tap_key(&mut app, KeyCode::Escape);
    run_frames(&mut app, 2);
    assert!(!app.world().resource::<Sheet>().open, "Esc closes the sheet");
    assert_eq!(screen(&app), Screen::TicTacToe, "and stays on the game");
    tap_key(&mut app, KeyCode::Escape);
    run_frames(&mut app, 2);
    assert_eq!(screen(&app), Screen::Menu);
}

/// The world point under a window point.
fn window_to_world(app: &mut App, at: Vec2) -> Vec2 {
    let mut q = app.world_mut().query::<(&Camera, &GlobalTransform)>();
    let (camera, transform) = q.single(app.world()).expect("one camera");
    camera.viewport_to_world_2d(transform, at).expect("a world point")
}

#[test]
fn fingers_use_the_action_row_and_the_sheet_after_placing_a_stone() {
    let mut app = portrait_app();
    app.insert_resource(MatchSettings { mode: Mode::TwoPlayers, ..default() });
    tap_key(&mut app, KeyCode::Digit2);
    run_frames(&mut app, 3);
    finger_tap(&mut app, cell_centre(4));
    run_frames(&mut app, 3);
    assert_eq!(app.world().resource::<Match>().moves(), &[4], "the finger placed a stone");
    // The row's last of five buttons: Settings.
    let zoom = app.world().resource::<View>().zoom;
    let (inner, gap) = (PHONE.0 - 16.0 * zoom, 6.0 * zoom);
    let each = (inner - 4.0 * gap) / 5.0;
    let button = |i: f32| Vec2::new(8.0 * zoom + i * (each + gap) + each / 2.0, PHONE.1 - 32.0 * zoom);
    let settings = window_to_world(&mut app, button(4.0));
    finger_tap(&mut app, settings);
    run_frames(&mut app, 3);
    assert!(app.world().resource::<Sheet>().open, "the row's Settings opens the sheet");
    let beside = window_to_world(&mut app, Vec2::new(PHONE.0 / 2.0, 60.0));
    finger_tap(&mut app, beside);
    run_frames(&mut app, 3);
    assert!(!app.world().resource::<Sheet>().open, "a tap beside the sheet closes it");
    let new_game = window_to_world(&mut app, button(0.0));
    finger_tap(&mut app, new_game);
    run_frames(&mut app, 3);
    assert!(app.world().resource::<Match>().moves().is_empty(), "the row's New game empties the board");
}

/// The TicTacToe screen of an upright phone, and where its action row's Settings (the last of five) is.
fn tictactoe_and_its_settings_button() -> (App, Vec2) {
    let mut app = portrait_app();
    tap_key(&mut app, KeyCode::Digit2);
    run_frames(&mut app, 3);
    let zoom = app.world().resource::<View>().zoom;
    let (inner, gap) = (PHONE.0 - 16.0 * zoom, 6.0 * zoom);
    let each = (inner - 4.0 * gap) / 5.0;
    (app, Vec2::new(8.0 * zoom + 4.0 * (each + gap) + each / 2.0, PHONE.1 - 32.0 * zoom))
}

/// A finger touching or leaving the window at `at` (window pixels), in the
/// next frame, as winit reports it.
fn finger_at(app: &mut App, at: Vec2, phase: TouchPhase) {
    use bevy::input::touch::TouchInput;
    use bevy::window::WindowEvent;
    let window = pegs_and_stones::app::testing::window(app);
    let input = TouchInput { phase, position: at, window, force: None, id: 7 };
    app.world_mut().write_message(WindowEvent::TouchInput(input));
    app.world_mut().write_message(input);
}

#[test]
fn a_finger_that_lifts_in_the_frame_it_touched_still_presses_a_button() {
    let (mut app, settings) = tictactoe_and_its_settings_button();
    finger_at(&mut app, settings, TouchPhase::Started);
    finger_at(&mut app, settings, TouchPhase::Ended);
    run_frames(&mut app, 4);
    assert!(app.world().resource::<Sheet>().open, "a quick tap opens the sheet");
}

#[test]
fn a_finger_held_on_a_button_for_seconds_still_presses_it() {
    let (mut app, settings) = tictactoe_and_its_settings_button();
    finger_at(&mut app, settings, TouchPhase::Started);
    // Two and a half seconds of frames with the finger down (egui's own default gives up after 0.8 s).
    let frames = (2.5 / pegs_and_stones::app::testing::FRAME.as_secs_f32()).ceil() as usize;
    run_frames(&mut app, frames);
    assert!(!app.world().resource::<Sheet>().open, "nothing happens while the finger is down");
    finger_at(&mut app, settings, TouchPhase::Ended);
    run_frames(&mut app, 4);
    assert!(app.world().resource::<Sheet>().open, "a slow tap opens the sheet");
}

#[test]
fn a_swipe_down_the_sheets_handle_closes_it_and_a_short_one_does_not() {
    let mut app = portrait_app();
    tap_key(&mut app, KeyCode::Digit2);
    app.world_mut().insert_resource(Sheet { open: true });
    // The sheet slides up in a fifth of a second.
    run_frames(&mut app, 30);
    // Its handle: the strip along its top edge (6 points of margin, 22 of handle), where egui put it.
    let zoom = app.world().resource::<View>().zoom;
    let top = {
        let mut q = app.world_mut().query::<&mut bevy_egui::EguiContext>();
        let mut ctx = q.single_mut(app.world_mut()).expect("the window's egui context");
        let sheet = ctx.get_mut().memory(|m| m.area_rect(bevy_egui::egui::Id::new(("ttt_panel", "sheet"))));
        sheet.expect("the sheet is shown").top()
    };
    let handle_y = (top + 17.0) * zoom;
    let handle = window_to_world(&mut app, Vec2::new(PHONE.0 / 2.0, handle_y));
    let a_little = window_to_world(&mut app, Vec2::new(PHONE.0 / 2.0, handle_y + 20.0));
    finger_drag(&mut app, handle, a_little, 4);
    run_frames(&mut app, 3);
    assert!(app.world().resource::<Sheet>().open, "a short pull leaves the sheet open");
    let far = window_to_world(&mut app, Vec2::new(PHONE.0 / 2.0, handle_y + 200.0));
    finger_drag(&mut app, handle, far, 8);
    run_frames(&mut app, 3);
    assert!(!app.world().resource::<Sheet>().open, "a swipe down closes it");
}

/// The smallest phone upright at 200 % text, in every language: the two
/// buttons in the menu's top corners (the day's puzzles, the settings) stand
/// apart, and the title stands below them.
#[test]
fn the_smallest_phone_with_large_text_keeps_the_menus_corners_clear_in_every_language() {
    use bevy_egui::{EguiContext, PrimaryEguiContext, egui};
    use pegs_and_stones::base::i18n::Language;
    use pegs_and_stones::base::screen::GAME_NAME;
    use pegs_and_stones::screens::menu::{DAILY_AREA, settings_button};
    use pegs_and_stones::shell::display::appearance::Look;
    use pegs_and_stones::shell::display::camera::MenuCorners;
    use pegs_and_stones::shell::language::Lang;

    let mut app = headless_app();
    resize_window(&mut app, 320.0, 568.0);
    let mut look = *app.world().resource::<Look>();
    look.choose_text_size(200);
    app.insert_resource(look);
    for language in Language::ALL {
        app.insert_resource(Lang { language, chosen: true });
        run_frames(&mut app, 8);
        let ctx = {
            let mut q = app.world_mut().query_filtered::<&mut EguiContext, With<PrimaryEguiContext>>();
            q.single_mut(app.world_mut()).expect("one egui context").get_mut().clone()
        };
        let settings = settings_button(&ctx).expect("the settings behind a button");
        let daily = ctx.memory(|m| m.area_rect(egui::Id::new(DAILY_AREA))).expect("the day's puzzles");
        assert!(daily.top() < 40.0, "{language:?}: the day's puzzles wait in the top left corner");
        assert!(
            daily.right() <= settings.left() && settings.right() <= ctx.content_rect().right(),
            "{language:?}: the corner buttons stand apart: {daily:?} and {settings:?}"
        );
        let corners = app.world().resource::<MenuCorners>().0;
        assert!(corners >= daily.bottom().max(settings.bottom()) * ctx.zoom_factor() - 0.5, "{language:?}");
        let mut titles = app.world_mut().query::<(&WorldText, &GlobalTransform)>();
        let (text, at) = titles.iter(app.world()).find(|(t, _)| t.text == GAME_NAME).expect("the title");
        let half_height = text.fits.expect("the title fits its box").y / 2.0 * at.scale().y;
        let top = at.translation().truncate() + Vec2::Y * half_height;
        let title_top = world_to_window(&mut app, top).y;
        assert!(
            title_top >= corners,
            "{language:?}: the title's top at {title_top} px, the corners reach {corners}"
        );
    }
}
