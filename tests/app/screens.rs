//! The app shell, headless: the menu opens each game by keyboard and by
//! pointer, and Esc comes back.

use bevy::prelude::*;
use pegs_and_stones::app::testing::{click, headless_app, move_pointer, run_frames, screen, tap, tap_key};
use pegs_and_stones::base::screen::Screen;
use pegs_and_stones::screens::menu::{MenuCard, MenuSelection, card_x};

fn menu_cards(app: &mut App) -> usize {
    let mut q = app.world_mut().query::<&MenuCard>();
    q.iter(app.world()).count()
}

#[test]
fn the_keyboard_opens_each_game_and_esc_returns() {
    let mut app = headless_app();
    assert_eq!(screen(&app), Screen::Menu);
    assert_eq!(menu_cards(&mut app), 2);

    tap_key(&mut app, KeyCode::Digit1);
    assert_eq!(screen(&app), Screen::Hanoi);
    assert_eq!(menu_cards(&mut app), 0, "the menu cleans up after itself");

    tap_key(&mut app, KeyCode::Escape);
    assert_eq!(screen(&app), Screen::Menu);
    assert_eq!(menu_cards(&mut app), 2);

    tap_key(&mut app, KeyCode::ArrowRight);
    assert_eq!(*app.world().resource::<MenuSelection>(), MenuSelection(1));
    assert_eq!(screen(&app), Screen::Menu, "moving the selection opens nothing");
    tap_key(&mut app, KeyCode::Enter);
    assert_eq!(screen(&app), Screen::TicTacToe);

    tap_key(&mut app, KeyCode::Escape);
    assert_eq!(screen(&app), Screen::Menu);
    tap_key(&mut app, KeyCode::Digit2);
    assert_eq!(screen(&app), Screen::TicTacToe);
}

#[test]
fn the_pointer_opens_each_game() {
    let mut app = headless_app();
    // Hovering selects, clicking opens.
    move_pointer(&mut app, Vec2::new(card_x(1), 0.0));
    run_frames(&mut app, 1);
    assert_eq!(*app.world().resource::<MenuSelection>(), MenuSelection(1));

    click(&mut app, Vec2::new(card_x(0), 0.0));
    run_frames(&mut app, 1);
    assert_eq!(screen(&app), Screen::Hanoi);

    tap_key(&mut app, KeyCode::Escape);
    assert_eq!(screen(&app), Screen::Menu);
    click(&mut app, Vec2::new(card_x(1), 0.0));
    run_frames(&mut app, 1);
    assert_eq!(screen(&app), Screen::TicTacToe);

    // A click on empty space in the menu opens nothing.
    tap_key(&mut app, KeyCode::Escape);
    click(&mut app, Vec2::new(0.0, 300.0));
    run_frames(&mut app, 1);
    assert_eq!(screen(&app), Screen::Menu);
}

#[test]
fn a_tap_within_one_frame_opens_a_game() {
    // Touch taps and scripted clicks can arrive, press and release in one frame.
    let mut app = headless_app();
    tap(&mut app, Vec2::new(card_x(1), 0.0));
    run_frames(&mut app, 1);
    assert_eq!(screen(&app), Screen::TicTacToe);
}
