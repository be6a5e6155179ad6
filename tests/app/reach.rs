//! A phone held upright (390 × 844), read the way a screen reader reads it:
//! from the positions and sizes of the accessibility tree's nodes. The
//! board spans at least 92 % of the width, the action row's buttons are at
//! least 44 pixels high, no label is empty, on the games' own screens and on
//! the lessons'.

use bevy::prelude::*;
use bevy_egui::egui::accesskit::{Node, Role};
use bevy_egui::{EguiContext, EguiOutput, PrimaryEguiContext};
use pegs_and_stones::app::testing::{headless_app, open_lesson, resize_window, run_frames, tap_key};
use pegs_and_stones::shell::display::camera::View;
use pegs_engine::lesson::LessonId;

const PHONE: (f32, f32) = (390.0, 844.0);

/// An upright phone with a screen reader on (egui's AccessKit output).
fn phone_with_reader() -> App {
    let mut app = headless_app();
    resize_window(&mut app, PHONE.0, PHONE.1);
    let mut contexts = app.world_mut().query_filtered::<&mut EguiContext, With<PrimaryEguiContext>>();
    for mut ctx in contexts.iter_mut(app.world_mut()) {
        ctx.get_mut().enable_accesskit();
    }
    run_frames(&mut app, 3);
    app
}

/// Every node of the last tree, with its name (label or value).
fn nodes(app: &mut App) -> Vec<Node> {
    let mut outputs = app.world_mut().query_filtered::<&EguiOutput, With<PrimaryEguiContext>>();
    let output = outputs.single(app.world()).expect("the primary context");
    let update = output.platform_output.accesskit_update.as_ref().expect("a tree");
    update.nodes.iter().map(|(_, n)| n.clone()).collect()
}

fn name(node: &Node) -> String {
    node.label().or(node.value()).unwrap_or("").to_string()
}

/// The buttons whose names start with `prefix`: their boxes (x0, y0, x1, y1)
/// in pixels, as the system's adapter hands them on (egui's points scaled
/// by its zoom, the root's transform).
fn boxes(app: &mut App, prefix: &str) -> Vec<(String, [f64; 4])> {
    let zoom = f64::from(app.world().resource::<View>().zoom);
    nodes(app)
        .iter()
        .filter(|n| n.role() == Role::Button && name(n).starts_with(prefix))
        .filter_map(|n| n.bounds().map(|b| (name(n), [b.x0 * zoom, b.y0 * zoom, b.x1 * zoom, b.y1 * zoom])))
        .collect()
}

/// The width the buttons named `prefix…` span together.
fn span(app: &mut App, prefix: &str) -> f64 {
    let found = boxes(app, prefix);
    assert!(!found.is_empty(), "buttons named {prefix:?}");
    let left = found.iter().map(|(_, b)| b[0]).fold(f64::MAX, f64::min);
    let right = found.iter().map(|(_, b)| b[2]).fold(f64::MIN, f64::max);
    right - left
}

/// Each button named (exactly) as given is at least 44 pixels high (and wide).
fn finger_sized(app: &mut App, names: &[&str], what: &str) {
    for wanted in names {
        let found: Vec<_> = boxes(app, wanted).into_iter().filter(|(n, _)| n == wanted).collect();
        assert!(!found.is_empty(), "{what}: a button {wanted:?}");
        for (_, b) in found {
            assert!(b[3] - b[1] >= 44.0 && b[2] - b[0] >= 44.0, "{what}: {wanted:?} is {b:?}");
        }
    }
}

fn no_empty_label(app: &mut App, what: &str) {
    for node in nodes(app) {
        if node.role() == Role::Label {
            assert!(!name(&node).trim().is_empty(), "{what}: an empty label");
        }
    }
}

#[test]
fn an_upright_phone_shows_each_board_across_the_width_with_finger_sized_buttons_lessons_too() {
    let mut app = phone_with_reader();
    no_empty_label(&mut app, "the menu");
    tap_key(&mut app, KeyCode::Digit2);
    run_frames(&mut app, 4);
    let cells = span(&mut app, "row ");
    assert!(cells >= 0.92 * f64::from(PHONE.0), "the TicTacToe cells span {cells} of 390");
    assert!(cells <= f64::from(PHONE.0), "and stay in the window ({cells})");
    finger_sized(&mut app, &["New game", "Undo"], "TicTacToe");
    no_empty_label(&mut app, "TicTacToe");

    open_lesson(&mut app, LessonId::Block);
    let cells = span(&mut app, "row ");
    assert!(cells >= 0.92 * f64::from(PHONE.0), "a lesson's cells span {cells} of 390");
    finger_sized(&mut app, &["Hint", "Show me"], "a TicTacToe lesson");
    no_empty_label(&mut app, "a TicTacToe lesson");

    open_lesson(&mut app, LessonId::ThreeDisks);
    let pegs = span(&mut app, "peg ");
    assert!(pegs >= 0.92 * f64::from(PHONE.0), "the pegs span {pegs} of 390");
    finger_sized(&mut app, &["Undo", "Hint", "Show me"], "a Hanoi lesson");
    no_empty_label(&mut app, "a Hanoi lesson");
}
