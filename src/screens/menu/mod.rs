//! The menu: two cards, one per game, chosen with the mouse (or touch) or
//! the keyboard (←/→ and Enter, or 1 and 2); under them the strip of the
//! day's puzzles, the ladders (`strip`) and the lessons (`learn`).

mod card;
mod learn;
mod strip;

pub use strip::DAILY_AREA;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::base::i18n::{LessonMsg, Msg, RaceMsg};
use crate::base::save::lessons::LessonBook;
use crate::base::screen::Screen;
use crate::shell::access::{Control, Offer, Spot};
use crate::shell::display::motion::Motion;
use crate::shell::display::theme::{self, GameImages, Ink, Paint, Palette};
use crate::shell::feedback::sound::Sound;
use crate::shell::language::{Lang, Localized, language_switch};
use crate::shell::modes::lessons::Learning;
use crate::shell::modes::online::RaceAsked;
use crate::shell::modes::puzzle::Challenge;
use crate::shell::ui::howto::HowToPlay;
use pegs_engine::lesson::Course;

/// The games on the menu, left to right: the screen, the title and the card's text.
pub const GAMES: [(Screen, Msg, Msg); 2] = [
    (Screen::Hanoi, Msg::HanoiTitle, Msg::HanoiBlurb),
    (Screen::TicTacToe, Msg::TicTacToeTitle, Msg::TicTacToeBlurb),
];

const CARD_SIZE: Vec2 = Vec2::new(460.0, 420.0);
const CARD_X: f32 = 260.0;
/// The line of help at the foot of the menu (landscape), under the day's puzzles.
const FOOTER_Y: f32 = -338.0;
const CARD_Y: f32 = -40.0;

/// A card that opens a game.
#[derive(Component, Debug, Clone, Copy)]
pub struct MenuCard {
    /// Position on the menu, 0 = left.
    pub index: usize,
}

/// The glowing frame behind the selected card.
#[derive(Component, Debug)]
pub struct CardFrame {
    /// The card it frames.
    pub index: usize,
}

/// The card the keyboard would open.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MenuSelection(pub usize);

/// Where a part of the menu goes, landscape or portrait.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
enum MenuPlace {
    Title,
    Tagline,
    Footer,
    Card(usize),
    /// A card's "press 1" (inside the card, so only shown or hidden).
    KeyHint,
    /// The Hanoi card's *Race a friend* (inside the card).
    RaceButton,
    /// Card `i`'s *How to play* (inside the card).
    HowToPlay(usize),
}

/// The width a card's description wraps at.
const BLURB_WIDTH: f32 = 400.0;
/// The row at a card's foot: the key hint on the left, the Hanoi card's
/// *Race a friend* in the middle, *How to play* on the right.
const KEY_HINT_AT: Vec2 = Vec2::new(-182.0, -178.0);
const KEY_HINT_WIDTH: f32 = 80.0;
const RACE_BUTTON_AT: Vec2 = Vec2::new(-37.0, -178.0);
const HOW_TO_PLAY_AT: Vec2 = Vec2::new(136.0, -178.0);
/// The size of a button in the row.
const ROW_BUTTON: Vec2 = Vec2::new(164.0, 40.0);
/// The title's size in portrait, against landscape: it spans the narrow column.
const PORTRAIT_TITLE_SCALE: f32 = 0.8;

impl MenuPlace {
    /// The place in the world, or `None` where it is left out.
    fn at(self, portrait: bool) -> Option<Vec2> {
        match (self, portrait) {
            (Self::Title, false) => Some(Vec2::new(0.0, 268.0)),
            (Self::Tagline, false) => Some(Vec2::new(0.0, 210.0)),
            (Self::Footer, false) => Some(Vec2::new(0.0, FOOTER_Y)),
            (Self::Card(i), false) => Some(Vec2::new(card_x(i), CARD_Y)),
            // A column under the language switch: the cards one above the
            // other; the keyboard hints are left out (phones have no keys).
            (Self::Title, true) => {
                Some(Vec2::new(0.0, crate::shell::display::camera::PORTRAIT_MENU_TOP - 118.0))
            }
            (Self::Tagline, true) => {
                Some(Vec2::new(0.0, crate::shell::display::camera::PORTRAIT_MENU_TOP - 174.0))
            }
            (Self::Footer | Self::KeyHint, true) => None,
            (Self::KeyHint, false) => Some(KEY_HINT_AT),
            // Without the key hint, the row's buttons are centred on the card.
            (Self::RaceButton, false) => Some(RACE_BUTTON_AT),
            (Self::RaceButton, true) => Some(Vec2::new(-ROW_BUTTON.x / 2.0 - 4.0, RACE_BUTTON_AT.y)),
            (Self::HowToPlay(_), false) => Some(HOW_TO_PLAY_AT),
            (Self::HowToPlay(i), true) => {
                let x = if GAMES[i].0 == Screen::Hanoi { ROW_BUTTON.x / 2.0 + 4.0 } else { 0.0 };
                Some(Vec2::new(x, HOW_TO_PLAY_AT.y))
            }
            (Self::Card(i), true) => Some(Vec2::new(
                0.0,
                crate::shell::display::camera::PORTRAIT_MENU_TOP - 430.0 - 450.0 * i as f32,
            )),
        }
    }
}

/// Puts the menu's parts where the layout wants them.
fn arrange_menu(
    view: Res<crate::shell::display::camera::View>,
    mut parts: Query<(&MenuPlace, &mut Transform, &mut Visibility)>,
) {
    for (place, mut transform, mut visibility) in &mut parts {
        match place.at(view.portrait) {
            Some(at) => {
                if transform.translation.truncate() != at {
                    transform.translation = at.extend(transform.translation.z);
                }
                if *place == MenuPlace::Title {
                    let scale = if view.portrait { PORTRAIT_TITLE_SCALE } else { 1.0 };
                    if transform.scale.x != scale {
                        transform.scale = Vec3::new(scale, scale, 1.0);
                    }
                }
                // Only these are ever left out (a card's frame shows the selection);
                // on a small screen sideways (a touch screen) the key hints too.
                // With large text the line of help gives the day's puzzles its room.
                let hidden = match place {
                    MenuPlace::KeyHint => view.text_floor > 0.0,
                    MenuPlace::Footer => view.large_text(),
                    _ => false,
                };
                if matches!(place, MenuPlace::Footer | MenuPlace::KeyHint) {
                    visibility.set_if_neq(if hidden { Visibility::Hidden } else { Visibility::Inherited });
                }
            }
            None => {
                visibility.set_if_neq(Visibility::Hidden);
            }
        }
    }
}

/// The button on a card that opens the game's how-to-play page.
#[derive(Component, Debug, Clone, Copy)]
pub struct HowToPlayButton(pub Screen);

/// The Hanoi card's *Race a friend*: the Hanoi screen with its race section open.
#[derive(Component, Debug, Clone, Copy)]
pub struct RaceButton;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<MenuSelection>()
        .add_systems(OnEnter(Screen::Menu), spawn_menu)
        .add_systems(
            Update,
            (choose_with_keys, show_selection, arrange_menu).chain().run_if(in_state(Screen::Menu)),
        )
        .add_systems(
            bevy_egui::EguiPrimaryContextPass,
            (menu_language_switch, card_widgets, strip::daily_strip, measure_corners)
                .chain()
                .run_if(in_state(Screen::Menu)),
        )
        .add_observer(|ev: On<Add<HowToPlayButton>>, mut commands: Commands| {
            commands.entity(ev.entity).observe(press_how_to_play);
        })
        .add_observer(|ev: On<Add<RaceButton>>, mut commands: Commands| {
            commands.entity(ev.entity).observe(press_race);
        });
}

/// A press on the Hanoi card's *Race a friend* opens the Hanoi screen at its race section.
fn press_race(
    mut ev: On<PointerPress>,
    mut next: ResMut<NextState<Screen>>,
    mut asked: ResMut<RaceAsked>,
    mut sounds: MessageWriter<Sound>,
) {
    if ev.button == PointerButton::Primary {
        sounds.write(Sound::Click);
        asked.0 = true;
        next.set(Screen::Hanoi);
        ev.propagate(false);
    }
}

/// A press on a card's how-to-play button opens the page (and not the game).
fn press_how_to_play(
    mut ev: On<PointerPress>,
    buttons: Query<&HowToPlayButton>,
    mut page: ResMut<HowToPlay>,
    mut sounds: MessageWriter<Sound>,
) {
    if ev.button == PointerButton::Primary
        && let Ok(button) = buttons.get(ev.entity)
    {
        sounds.write(Sound::Click);
        page.open(button.0);
        ev.propagate(false);
    }
}

/// The language switch, reduced motion, high contrast and the text size in
/// the top right corner of the menu (where space is short, behind a
/// "Settings" button, clear of the title), the version in the bottom right.
fn menu_language_switch(
    mut contexts: bevy_egui::EguiContexts,
    view: Res<crate::shell::display::camera::View>,
    mut lang: ResMut<Lang>,
    mut motion: ResMut<Motion>,
    mut look: ResMut<crate::shell::display::appearance::Look>,
) -> Result {
    use bevy_egui::egui;
    let ctx = contexts.ctx_mut()?;
    let name = lang.say(&Msg::Settings);
    let mut settings = |ui: &mut egui::Ui| {
        let mut chosen = *lang;
        language_switch(ui, &mut chosen);
        lang.set_if_neq(chosen);
        ui.with_layout(egui::Layout::top_down(egui::Align::Max), |ui| {
            let mut wanted = *motion;
            crate::shell::ui::widgets::motion_control(ui, &mut wanted, &chosen);
            motion.set_if_neq(wanted);
            let mut seen = *look;
            crate::shell::ui::widgets::look_controls(ui, &mut seen, &chosen);
            look.set_if_neq(seen);
        });
    };
    // The corners are part of the screen, not something that pops up: they do not fade in.
    egui::Area::new(egui::Id::new(SETTINGS_CORNER))
        .fade_in(false)
        .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-16.0, 12.0))
        .show(ctx, |ui| {
            // Upright, on a small screen sideways or with large text the choices would run into the title.
            if view.cramped() {
                // Where the word would take more than a third of the width (a small phone
                // upright, large text, a long word), the gear stands for it; readers hear the word.
                let font = egui::TextStyle::Button.resolve(ui.style());
                let wide = ui.painter().layout_no_wrap(name.clone(), font, egui::Color32::WHITE).size().x;
                let shown = if wide > ui.ctx().content_rect().width() / 3.0 {
                    "⚙".to_string()
                } else {
                    name.clone()
                };
                ui.with_layout(egui::Layout::top_down(egui::Align::Max), |ui| {
                    let button = ui.menu_button(shown, settings).response;
                    crate::shell::labels::name_for_readers(&button, &name);
                    ui.ctx().data_mut(|d| d.insert_temp(egui::Id::new(SETTINGS_BUTTON), button.rect));
                });
            } else {
                ui.ctx().data_mut(|d| d.remove::<egui::Rect>(egui::Id::new(SETTINGS_BUTTON)));
                settings(ui);
            }
        });
    // The version, small, in the bottom right corner: a tag that keeps its
    // size (at larger text sizes it would reach the line of help beside it).
    egui::Area::new(egui::Id::new("menu_version"))
        .fade_in(false)
        .anchor(egui::Align2::RIGHT_BOTTOM, egui::vec2(-12.0, -8.0))
        .interactable(false)
        .show(ctx, |ui| {
            ui.add(
                egui::Label::new(
                    egui::RichText::new(concat!("v", env!("CARGO_PKG_VERSION")))
                        .size(13.0)
                        .color(egui::Color32::GRAY),
                )
                .extend(),
            );
        });
    Ok(())
}

/// The top right corner's area: the settings (or the button that opens them).
pub const SETTINGS_CORNER: &str = "menu_language";
/// Where the button that opens the settings stands, when there is one.
const SETTINGS_BUTTON: &str = "menu_settings_button";
/// The areas that may stand in the top left corner.
const LEFT_CORNERS: [&str; 2] = [strip::DAILY_AREA, learn::LEARN_CORNER];

/// The button that opens the settings, as placed in the last frame (where space is short).
pub fn settings_button(ctx: &bevy_egui::egui::Context) -> Option<bevy_egui::egui::Rect> {
    ctx.data(|d| d.get_temp(bevy_egui::egui::Id::new(SETTINGS_BUTTON)))
}

/// Upright, how far down the corner buttons reach: the camera keeps the title below them.
fn measure_corners(
    mut contexts: bevy_egui::EguiContexts,
    view: Res<crate::shell::display::camera::View>,
    mut corners: ResMut<crate::shell::display::camera::MenuCorners>,
) -> Result {
    use bevy_egui::egui;
    let ctx = contexts.ctx_mut()?;
    let bottom = if view.portrait {
        let zoom = ctx.zoom_factor();
        let left = ctx.memory(|m| {
            LEFT_CORNERS
                .iter()
                .map(|name| egui::Id::new(*name))
                .filter(|id| m.areas().is_visible(&egui::LayerId::new(egui::Order::Middle, *id)))
                .filter_map(|id| m.area_rect(id))
                // In the corner: the day's puzzles stand under the cards when there is room.
                .filter(|rect| rect.top() < 40.0)
                .map(|rect| rect.bottom())
                .fold(0.0, f32::max)
        });
        let right = settings_button(ctx).map_or(0.0, |rect| rect.bottom());
        left.max(right) * zoom
    } else {
        0.0
    };
    if (corners.0 - bottom).abs() > 0.5 {
        corners.0 = bottom;
        ctx.request_repaint();
    }
    Ok(())
}

/// A menu text that grows with the player's text size only as far as its
/// place allows (`width` × `height` world units): the menu's texts are
/// large already, and the cards keep their shape.
fn fitting(text: theme::WorldText, width: f32, height: f32) -> theme::WorldText {
    theme::WorldText { fits: Some(Vec2::new(width, height)), ..text }
}

/// A text that wraps at the width of its place: on a small screen, where
/// the board's texts keep a readable floor, sentences take more lines
/// rather than run past their card or the window.
fn wrapping(text: theme::WorldText) -> theme::WorldText {
    theme::WorldText { wrap: text.fits.map(|room| room.x), ..text }
}

/// World x of card `index`.
pub fn card_x(index: usize) -> f32 {
    if index == 0 { -CARD_X } else { CARD_X }
}

fn spawn_menu(mut commands: Commands, images: Res<GameImages>, palette: Res<Palette>) {
    let p = *palette;
    let root = commands
        .spawn((Name::new("Menu"), Transform::default(), Visibility::default(), DespawnOnExit(Screen::Menu)))
        .id();
    commands.entity(root).with_children(|menu| {
        menu.spawn((
            MenuPlace::Title,
            fitting(theme::title(crate::base::screen::GAME_NAME, 76.0, p.text), 760.0, 84.0),
            Paint(Ink::Text),
            Transform::from_xyz(0.0, 268.0, 1.0),
        ));
        menu.spawn((
            MenuPlace::Tagline,
            Localized(Msg::Tagline),
            wrapping(fitting(theme::label("", 26.0, p.text_dim), 900.0, 36.0)),
            Paint(Ink::TextDim),
            Transform::from_xyz(0.0, 210.0, 1.0),
        ));
        menu.spawn((
            MenuPlace::Footer,
            Localized(Msg::MenuHelp),
            wrapping(fitting(theme::label("", 20.0, p.text_dim), 1140.0, 34.0)),
            Paint(Ink::TextDim),
            Transform::from_xyz(0.0, FOOTER_Y, 1.0),
        ));
    });
    for (index, (screen, title, blurb)) in GAMES.iter().enumerate() {
        let x = card_x(index);
        commands.spawn((
            MenuPlace::Card(index),
            CardFrame { index },
            theme::sliced(&images.card, CARD_SIZE + 12.0, 24.0, p.accent),
            Paint(Ink::Accent),
            Transform::from_xyz(x, CARD_Y, 0.0),
            DespawnOnExit(Screen::Menu),
        ));
        commands
            .spawn((
                Name::new(format!("Card {}", index + 1)),
                MenuPlace::Card(index),
                MenuCard { index },
                theme::sliced(&images.card, CARD_SIZE, 24.0, p.surface),
                Transform::from_xyz(x, CARD_Y, 1.0),
                Pickable::default(),
                DespawnOnExit(Screen::Menu),
            ))
            .observe(hover_card)
            .observe(press_card)
            .with_children(|card| {
                card.spawn((
                    Localized(title.clone()),
                    fitting(theme::title("", 38.0, p.text), CARD_SIZE.x - 24.0, 56.0),
                    Paint(Ink::Text),
                    Transform::from_xyz(0.0, 160.0, 1.0),
                ));
                card.spawn((
                    Localized(blurb.clone()),
                    wrapping(fitting(theme::label("", 19.0, p.text_dim), BLURB_WIDTH, 110.0)),
                    Paint(Ink::TextDim),
                    Transform::from_xyz(0.0, -92.0, 1.0),
                ));
                card.spawn((
                    MenuPlace::KeyHint,
                    Localized(Msg::PressKey(index as u8 + 1)),
                    fitting(theme::label("", 17.0, p.accent), KEY_HINT_WIDTH, 32.0),
                    Paint(Ink::Accent),
                    Transform::from_translation(KEY_HINT_AT.extend(1.0)),
                ));
                if *screen == Screen::Hanoi {
                    let words = Msg::Race(RaceMsg::MenuButton);
                    card.spawn((
                        RaceButton,
                        MenuPlace::RaceButton,
                        card::row_button(&images, &p, RACE_BUTTON_AT, words),
                    ));
                }
                let place = MenuPlace::HowToPlay(index);
                card.spawn((
                    HowToPlayButton(*screen),
                    place,
                    card::row_button(&images, &p, HOW_TO_PLAY_AT, Msg::HowToPlayButton),
                ));
                if index == 0 {
                    card::spawn_hanoi_preview(card, &images, &p);
                } else {
                    card::spawn_tictactoe_preview(card, &images, &p);
                }
            });
    }
}

fn hover_card(ev: On<PointerOver>, cards: Query<&MenuCard>, mut selection: ResMut<MenuSelection>) {
    if let Ok(card) = cards.get(ev.entity) {
        selection.0 = card.index;
    }
}

/// Where the menu sends the player: a game's screen, a puzzle asked for, a lesson begun.
#[derive(SystemParam)]
struct Going<'w> {
    next: ResMut<'w, NextState<Screen>>,
    challenge: ResMut<'w, Challenge>,
    learning: ResMut<'w, Learning>,
    lessons: ResMut<'w, LessonBook>,
}

/// The cards for screen readers: a button each, named with the game and
/// what it is, laid invisibly over the drawn card (the card's own picking
/// takes the pointer); activating one opens the game. The web page's mirror
/// offers the lessons' courses after them (the panel's Learn).
fn card_widgets(
    mut contexts: bevy_egui::EguiContexts,
    lang: Res<Lang>,
    cards: Query<(&MenuCard, &GlobalTransform)>,
    race: Query<&GlobalTransform, With<RaceButton>>,
    mut asked: ResMut<RaceAsked>,
    going: Going,
    mut offer: Offer,
) -> Result {
    let Going { mut next, mut challenge, mut learning, lessons: mut book } = going;
    let ctx = contexts.ctx_mut()?;
    let mut placed: Vec<_> = cards.iter().collect();
    placed.sort_by_key(|(card, _)| card.index);
    let spots = placed
        .iter()
        .map(|(card, at)| {
            let (_, title, blurb) = &GAMES[card.index];
            let half = CARD_SIZE / 2.0 * at.scale().truncate();
            let centre = at.translation().truncate();
            Spot {
                id: format!("menu_card:{}", card.index),
                corners: [centre - half, centre + half],
                name: format!("{}: {}", lang.say(title), lang.say(blurb)),
            }
        })
        .collect::<Vec<_>>();
    // The Hanoi card's *Race a friend*, after the cards.
    let race_spot = race.iter().next().map(|at| {
        let half = ROW_BUTTON / 2.0 * at.scale().truncate();
        let centre = at.translation().truncate();
        Spot {
            id: "menu_race".into(),
            corners: [centre - half, centre + half],
            name: format!("{}: {}", lang.say(&GAMES[0].1), lang.say(&Msg::Race(RaceMsg::Heading))),
        }
    });
    let spots = spots.into_iter().chain(race_spot).collect();
    let courses = Course::ALL.map(|course| Control {
        id: format!("learn:{}", course.key()),
        name: format!(
            "{}: {}",
            lang.say(&Msg::Lesson(LessonMsg::Learn)),
            lang.say(&Msg::Lesson(LessonMsg::Course(course)))
        ),
    });
    let laid = offer.lay(ctx, "menu_cards_access", spots, &[], courses.to_vec(), Vec::new());
    for ((card, _), reached) in placed.iter().zip(&laid.spots) {
        if reached.activated {
            next.set(GAMES[card.index].0);
        }
    }
    if laid.spots.get(placed.len()).is_some_and(|reached| reached.activated) {
        asked.0 = true;
        next.set(Screen::Hanoi);
    }
    for (course, pressed) in Course::ALL.into_iter().zip(laid.acted) {
        if pressed {
            learn::open_course(course, &mut book, &mut learning, &mut challenge, &mut next);
        }
    }
    Ok(())
}

/// Presses, not clicks: a tap that starts and ends within one frame still opens the game.
fn press_card(
    mut ev: On<PointerPress>,
    cards: Query<&MenuCard>,
    mut next: ResMut<NextState<Screen>>,
    mut sounds: MessageWriter<Sound>,
) {
    if ev.button != PointerButton::Primary {
        return;
    }
    if let Ok(card) = cards.get(ev.entity) {
        sounds.write(Sound::Click);
        next.set(GAMES[card.index].0);
        ev.propagate(false);
    }
}

fn choose_with_keys(
    keys: Res<ButtonInput<KeyCode>>,
    mut selection: ResMut<MenuSelection>,
    mut next: ResMut<NextState<Screen>>,
) {
    if keys.any_just_pressed([KeyCode::ArrowLeft, KeyCode::KeyA]) {
        selection.0 = 0;
    }
    if keys.any_just_pressed([KeyCode::ArrowRight, KeyCode::KeyD]) {
        selection.0 = 1;
    }
    if keys.just_pressed(KeyCode::Tab) {
        selection.0 = (selection.0 + 1) % GAMES.len();
    }
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space]) {
        next.set(GAMES[selection.0].0);
    }
    for (index, key) in [KeyCode::Digit1, KeyCode::Digit2].into_iter().enumerate() {
        if keys.just_pressed(key) || keys.just_pressed([KeyCode::Numpad1, KeyCode::Numpad2][index]) {
            selection.0 = index;
            next.set(GAMES[index].0);
        }
    }
}

fn show_selection(
    selection: Res<MenuSelection>,
    palette: Res<Palette>,
    mut cards: Query<(&MenuCard, &mut Sprite)>,
    mut frames: Query<(&CardFrame, &mut Visibility)>,
) {
    for (card, mut sprite) in &mut cards {
        sprite.color = if card.index == selection.0 { palette.surface_hover } else { palette.surface };
    }
    for (frame, mut visibility) in &mut frames {
        *visibility = if frame.index == selection.0 { Visibility::Visible } else { Visibility::Hidden };
    }
}
