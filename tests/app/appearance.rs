//! Larger text and high contrast, as a player chooses them: the palette
//! repaints what is on screen, egui's texts and panel follow, and the
//! choices are kept. (That board labels stay inside their places at 200 %
//! is seen in the render check's pictures.)

use std::path::Path;

use bevy::prelude::*;
use bevy_egui::{EguiContext, EguiManagedTextures, PrimaryEguiContext, egui};
use pegs_and_stones::app::testing::{
    exit, headless_app, headless_app_with, run_frames, tap_key, temporary_folder,
};
use pegs_and_stones::base::save::data::{FILE_NAME, SaveData};
use pegs_and_stones::base::save::store::Store;
use pegs_and_stones::base::settings::{Mode, Starter};
use pegs_and_stones::screens::tictactoe::board::Cell;
use pegs_and_stones::screens::tictactoe::play::{Match, MatchSettings};
use pegs_and_stones::shell::display::appearance::Look;
use pegs_and_stones::shell::display::camera::View;
use pegs_and_stones::shell::display::theme::{Ink, Paint, Palette, WorldText};
use pegs_engine::tictactoe::{Player, RuleSet};

fn egui_context(app: &mut App) -> egui::Context {
    let mut contexts = app.world_mut().query_filtered::<&mut EguiContext, With<PrimaryEguiContext>>();
    contexts.single_mut(app.world_mut()).expect("one egui context").get_mut().clone()
}

fn choose(app: &mut App, change: impl FnOnce(&mut Look)) {
    let mut look = *app.world().resource::<Look>();
    change(&mut look);
    app.insert_resource(look);
    run_frames(app, 2);
}

#[test]
fn high_contrast_repaints_the_screen_and_the_panels() {
    let mut app = headless_app();
    app.insert_resource(MatchSettings { mode: Mode::TwoPlayers, starter: Starter::X, ..default() });
    tap_key(&mut app, KeyCode::Digit2);
    app.insert_resource(Match::replay(RuleSet::Seed, Player::X, &[4], true).expect("a game"));
    run_frames(&mut app, 2);
    let usual = Palette::NORMAL;
    assert_eq!(app.world().resource::<ClearColor>().0, usual.background);

    choose(&mut app, |look| look.choose_contrast(true));
    let high = Palette::HIGH_CONTRAST;
    assert_eq!(*app.world().resource::<Palette>(), high);
    assert_eq!(app.world().resource::<ClearColor>().0, high.background, "the ground turns black");
    // What keeps one colour is repainted, its alpha kept ...
    let mut painted = app.world_mut().query::<(&Paint, &Sprite)>();
    let board = painted.iter(app.world()).find(|(p, _)| p.0 == Ink::Surface).expect("the board");
    assert_eq!(board.1.color.with_alpha(1.0), high.surface);
    let mut texts = app.world_mut().query::<(&Paint, &WorldText)>();
    assert!(texts.iter(app.world()).count() > 0);
    for (paint, text) in texts.iter(app.world()) {
        assert_eq!(text.colour.with_alpha(1.0), high.ink(paint.0).with_alpha(1.0));
    }
    // ... what is coloured as it is played follows too: the cells and the stone.
    let mut cells = app.world_mut().query::<(&Cell, &Sprite)>();
    for (_, sprite) in cells.iter(app.world()) {
        assert_eq!(sprite.color, high.surface_hover);
    }
    let ctx = egui_context(&mut app);
    let visuals = ctx.global_style().visuals.clone();
    assert_eq!(visuals.panel_fill, pegs_and_stones::shell::display::theme::egui_colour(high.panel));
    assert_eq!(visuals.override_text_color, Some(egui::Color32::WHITE));

    // And back.
    choose(&mut app, |look| look.choose_contrast(false));
    assert_eq!(app.world().resource::<ClearColor>().0, usual.background);
    let mut painted = app.world_mut().query::<(&Paint, &Sprite)>();
    let board = painted.iter(app.world()).find(|(p, _)| p.0 == Ink::Surface).expect("the board");
    assert_eq!(board.1.color.with_alpha(1.0), usual.surface);
}

#[test]
fn larger_text_grows_the_panels_and_widens_the_side_panel() {
    let mut app = headless_app();
    tap_key(&mut app, KeyCode::Digit1);
    run_frames(&mut app, 2);
    let body = |app: &mut App| {
        let ctx = egui_context(app);
        ctx.global_style().text_styles[&egui::TextStyle::Body].size
    };
    assert_eq!(body(&mut app), 16.0);
    assert_eq!(app.world().resource::<View>().panel_width, 300.0);

    choose(&mut app, |look| look.choose_text_size(200));
    assert_eq!(body(&mut app), 32.0, "the panels' text doubles");
    let view = *app.world().resource::<View>();
    assert!(view.panel_width > 450.0 && view.large_text(), "and the panel widens: {view:?}");
    // Sizes beyond the choices are held to them.
    choose(&mut app, |look| look.choose_text_size(500));
    assert_eq!(app.world().resource::<Look>().text_size, 200);
    choose(&mut app, |look| look.choose_text_size(50));
    assert_eq!(app.world().resource::<Look>().text_size, 100);
    assert_eq!(body(&mut app), 16.0);
}

#[test]
fn the_choices_are_kept_and_the_contrast_follows_the_system_until_chosen() {
    let dir = temporary_folder("look");
    let app_in = |dir: &Path| headless_app_with(Store::Folder(dir.to_path_buf()));
    let mut app = app_in(&dir);
    assert_eq!(*app.world().resource::<Look>(), Look::default(), "natively the system asks for nothing");
    choose(&mut app, |look| {
        look.choose_text_size(150);
        look.choose_contrast(true);
    });
    exit(&mut app);
    drop(app);
    let text = std::fs::read_to_string(dir.join(FILE_NAME)).expect("written on leaving");
    let (data, _) = SaveData::from_text(&text);
    assert_eq!((data.settings.text_size, data.settings.high_contrast), (150, Some(true)));

    let mut app = app_in(&dir);
    run_frames(&mut app, 2);
    let look = *app.world().resource::<Look>();
    assert_eq!((look.text_size, look.high_contrast, look.contrast_chosen), (150, true, true));
    assert_eq!(*app.world().resource::<Palette>(), Palette::HIGH_CONTRAST);
    drop(app);
    std::fs::remove_dir_all(dir).unwrap();
}

/// Frame by frame: whether egui's font image changed, and whether the
/// renderer was told (an asset event for it) in that same frame.
#[derive(Resource, Default)]
struct FontWatch {
    last: Option<(AssetId<Image>, u64)>,
    frames: Vec<(bool, bool)>,
}

fn watch_font(
    managed: Res<EguiManagedTextures>,
    images: Res<Assets<Image>>,
    mut events: MessageReader<AssetEvent<Image>>,
    mut watch: ResMut<FontWatch>,
) {
    use std::hash::{Hash, Hasher};
    let told: Vec<AssetId<Image>> = events
        .read()
        .filter_map(|e| match e {
            AssetEvent::Added { id } | AssetEvent::Modified { id } => Some(*id),
            _ => None,
        })
        .collect();
    // egui's font atlas is its managed texture 0.
    let Some(font) = managed.iter().find(|((_, id), _)| *id == 0).map(|(_, t)| t.handle.id()) else { return };
    let Some(image) = images.get(font) else { return };
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    image.data.hash(&mut hasher);
    let now = (font, hasher.finish());
    let changed = watch.last.is_some_and(|last| last != now);
    watch.last = Some(now);
    watch.frames.push((changed, told.contains(&font)));
}

#[test]
fn new_glyphs_reach_the_renderer_in_the_frame_that_first_shows_them() {
    let mut app = headless_app();
    app.init_resource::<FontWatch>().add_systems(Last, watch_font);
    run_frames(&mut app, 3);
    // New sizes of text (each lays out new glyphs), new screens, a clock whose digits change.
    tap_key(&mut app, KeyCode::Digit1);
    run_frames(&mut app, 3);
    for size in [200, 150, 175, 125] {
        choose(&mut app, |look| look.choose_text_size(size));
    }
    tap_key(&mut app, KeyCode::Digit1);
    tap_key(&mut app, KeyCode::Digit3);
    run_frames(&mut app, 30);
    let watch = app.world().resource::<FontWatch>();
    let changes = watch.frames.iter().filter(|(changed, _)| *changed).count();
    assert!(changes >= 3, "the glyph atlas grew with the new sizes ({changes} frames)");
    for (frame, (changed, told)) in watch.frames.iter().enumerate() {
        assert!(
            !changed || *told,
            "frame {frame}: the atlas changed but the renderer hears of it only later"
        );
    }
}

/// Frames in which egui's glyph atlas changed since `from` (each change
/// sends the whole atlas to the GPU again).
fn atlas_changes(app: &App, from: usize) -> usize {
    app.world().resource::<FontWatch>().frames[from..].iter().filter(|(changed, _)| *changed).count()
}

#[test]
fn landing_disks_and_a_racing_solver_leave_the_glyph_atlas_alone() {
    use pegs_and_stones::screens::hanoi::state::{Board, SolverSpeed};
    use pegs_engine::hanoi::Tower;
    let mut app = headless_app();
    app.init_resource::<FontWatch>().add_systems(Last, watch_font);
    tap_key(&mut app, KeyCode::Digit1);
    run_frames(&mut app, 10);
    let solve_once = |app: &mut App, speed: f32| {
        app.world_mut().insert_resource(Board(Tower::new(5).expect("five disks")));
        app.world_mut().insert_resource(SolverSpeed(speed));
        run_frames(app, 5);
        let from = app.world().resource::<FontWatch>().frames.len();
        tap_key(app, KeyCode::Space);
        for _ in 0..3000 {
            app.update();
            if app.world().resource::<Board>().0.is_solved() {
                break;
            }
        }
        run_frames(app, 60);
        assert!(app.world().resource::<Board>().0.is_solved(), "the solver finished at speed {speed}");
        atlas_changes(app, from)
    };
    // Numbers shown: every disk lands, squashes and settles with its number on it.
    // The second time at another speed: the squashes fall on other moments
    // between frames, so their sizes are not the same to the last fraction.
    let first = solve_once(&mut app, 8.0);
    let again = solve_once(&mut app, 6.5);
    assert!(
        again <= 2,
        "a second solve meets next to no new glyphs: {again} frames changed the atlas (the first: {first})"
    );
    // Racing, the numbers hidden: what is new is the panel's (its speed, say), once.
    let first_race = solve_once(&mut app, 1000.0);
    assert!(first_race <= 2, "the racing solver changed the atlas in {first_race} frames");
    let racing = solve_once(&mut app, 700.0);
    assert_eq!(racing, 0, "a second race changes the atlas in no frame");
}
