//! Screen readers (natively, through AccessKit): egui's tree of what is on
//! screen, which the screens extend with their boards (see each screen's
//! `access` module), reaches the system's screen reader; what it asks of a
//! node (activate, focus) comes back as egui input, so activating a cell or
//! a peg does what a click does; and announcements — moves, refusals,
//! results — go to a live region that screen readers read out as they
//! change. B reads the whole board, A repeats the last announcement. On the
//! web, where AccessKit has no adapter, the page mirrors the same controls
//! and announcements (see [`crate::shell::platform::web`]).
//!
//! A screen reader's request does not wake a sleeping game by itself (the
//! game draws only when something changes, see [`crate::base::frames`]): a small
//! watcher thread wakes it while a screen reader is connected.

use bevy::a11y::ActionRequest;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{
    EguiContexts, EguiInput, EguiInputSet, EguiPreUpdateSet, EguiPrimaryContextPass, PrimaryEguiContext, egui,
};

use crate::base::frames::{PaceFrames, Wake};
use crate::base::i18n::Msg;
use crate::base::screen::GAME_NAME;
use crate::shell::language::Lang;

/// The page's mirror of the board for screen readers on the web.
#[cfg(target_arch = "wasm32")]
mod mirror;
pub mod shared_settings;

/// How urgently an announcement is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Urgency {
    /// When the screen reader has finished what it is saying.
    #[default]
    Polite,
    /// At once (refused moves).
    Assertive,
}

/// Something to say to a screen reader.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct Announce {
    /// What is said.
    pub msg: Msg,
    /// How urgently.
    pub urgency: Urgency,
}

impl Announce {
    /// A polite announcement.
    pub fn polite(msg: Msg) -> Self {
        Self { msg, urgency: Urgency::Polite }
    }

    /// An assertive announcement.
    pub fn assertive(msg: Msg) -> Self {
        Self { msg, urgency: Urgency::Assertive }
    }
}

/// A control the screen offers screen readers (its board's cells or pegs,
/// the menu's cards); on the web the page mirrors them as real buttons.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Control {
    /// What it is, for [`Pressed`]: `"ttt_cell:4"`, `"hanoi_peg:2"`, `"menu_card:1"`.
    pub id: String,
    /// Its name in the player's language.
    pub name: String,
}

/// The controls of the screen on show.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct Controls(pub Vec<Control>);

/// The texts the screen on show gives screen readers beside its controls
/// (the disk in hand and the move line, whose turn it is); on the web the
/// page mirrors them as lines of text before the buttons.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct Labels(pub Vec<String>);

/// A mirrored control was pressed on the web page: the screen acts as on a click.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct Pressed(pub String);

/// A setting the page's mirror offers after the controls, as a form field
/// (natively the panel's own widgets carry it to screen readers).
#[derive(Debug, Clone, PartialEq)]
pub struct Setting {
    /// What it sets, for [`Chosen`]: `"hanoi_disks"`, `"language"`.
    pub id: &'static str,
    /// Its name in the player's language (the panel's label).
    pub name: String,
    /// What kind of field, and its value now.
    pub form: Form,
}

/// The field a [`Setting`] is.
#[derive(Debug, Clone, PartialEq)]
pub enum Form {
    /// One of a list: each choice's value (what [`Chosen`] carries) and its name; the value chosen now.
    Choice { choices: Vec<(String, String)>, chosen: String },
    /// On or off (`"true"`, `"false"`).
    Switch(bool),
    /// A number from `min` to `max` in steps of `step`, and the value now in words.
    Number { min: f32, max: f32, step: f32, value: f32, said: String },
    /// A line of text of at most `most` characters, taken when it is entered (a game's code).
    Text { most: usize },
}

impl Setting {
    /// A choice among `choices` (value, name).
    pub fn choice(id: &'static str, name: String, choices: Vec<(String, String)>, chosen: String) -> Self {
        Self { id, name, form: Form::Choice { choices, chosen } }
    }

    /// An on/off switch.
    pub fn switch(id: &'static str, name: String, on: bool) -> Self {
        Self { id, name, form: Form::Switch(on) }
    }

    /// A line of text of at most `most` characters.
    pub fn text(id: &'static str, name: String, most: usize) -> Self {
        Self { id, name, form: Form::Text { most } }
    }

    /// Whether `value` is one this setting offers (a choice's value, a
    /// switch's `true`/`false`, a number in range): what a page sends is checked before it acts.
    pub fn offers(&self, value: &str) -> bool {
        match &self.form {
            Form::Choice { choices, .. } => choices.iter().any(|(v, _)| v == value),
            Form::Switch(_) => matches!(value, "true" | "false"),
            Form::Number { min, max, .. } => {
                value.parse::<f32>().is_ok_and(|v| v.is_finite() && (*min..=*max).contains(&v))
            }
            Form::Text { most } => value.chars().count() <= *most,
        }
    }
}

/// A setting changed on the web page's mirror: the screen (or the shell,
/// for the settings every screen shares) acts as on the panel's widget.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct Chosen {
    /// The [`Setting`]'s id.
    pub id: String,
    /// The value, as [`Setting::offers`] accepts it.
    pub value: String,
}

/// The settings the page's mirror offers: the screen's own (a game's
/// disks, mode, level…), then those every screen shares (language, text size…).
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct OfferedSettings {
    /// The screen's, laid with its controls by [`Offer::lay`].
    pub screen: Vec<Setting>,
    /// Those every screen shares.
    pub shared: Vec<Setting>,
}

impl OfferedSettings {
    /// The screen's and then the shared settings.
    pub fn all(&self) -> impl Iterator<Item = &Setting> {
        self.screen.iter().chain(&self.shared)
    }
}

/// The screen's board described as a whole, for B: each screen keeps its own up to date.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct BoardText(pub Vec<Msg>);

/// The live region: the last announcement, as said in the player's language.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct Announcements {
    /// The announcement on show (read out when it changes).
    pub text: String,
    /// How urgently.
    pub urgency: Urgency,
    /// How many have been made (a repeat changes the text so that it is read again).
    pub count: u64,
    /// The last one, for A.
    last: Option<Announce>,
}

impl Announcements {
    fn say(&mut self, announce: &Announce, text: String) {
        self.count += 1;
        // The same words twice in a row: a trailing space makes them a change, so they are read again.
        self.text = if self.text == text { format!("{text} ") } else { text };
        self.urgency = announce.urgency;
        self.last = Some(announce.clone());
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<Announce>()
        .add_message::<Pressed>()
        .add_message::<Chosen>()
        .init_resource::<Controls>()
        .init_resource::<Labels>()
        .init_resource::<OfferedSettings>()
        // The window's adapter adds it too; headless apps have none.
        .add_message::<ActionRequest>()
        .init_resource::<Announcements>()
        .init_resource::<BoardText>()
        .add_systems(
            PreUpdate,
            forward_requests.after(EguiInputSet::WriteEguiEvents).before(EguiPreUpdateSet::BeginPass),
        )
        .add_systems(Update, keys)
        .add_systems(PostUpdate, take_announcements)
        .add_systems(Last, wake_for_requests.before(PaceFrames))
        .add_systems(EguiPrimaryContextPass, live_region);
    #[cfg(not(target_arch = "wasm32"))]
    app.add_systems(Update, watch_for_requests);
    #[cfg(target_arch = "wasm32")]
    app.add_systems(Startup, mirror::listen)
        .add_systems(First, mirror::take_presses)
        .add_systems(Last, mirror::show);
}

/// The screen reader's requests (activate, focus, …) become egui input for the next pass.
fn forward_requests(
    mut requests: MessageReader<ActionRequest>,
    mut input: Query<&mut EguiInput, With<PrimaryEguiContext>>,
) {
    let Ok(mut input) = input.single_mut() else {
        requests.clear();
        return;
    };
    for request in requests.read() {
        input.events.push(egui::Event::AccessKitActionRequest(request.0.clone()));
    }
}

/// A request that arrived this frame is handled in the next one: ask for it.
fn wake_for_requests(requests: MessageReader<ActionRequest>, mut wake: ResMut<Wake>) {
    if !requests.is_empty() {
        wake.now("a screen reader's request");
    }
}

/// B reads the board, A repeats the last announcement.
fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    board: Res<BoardText>,
    announcements: Res<Announcements>,
    mut announce: MessageWriter<Announce>,
) {
    if keys.just_pressed(KeyCode::KeyB) && !board.0.is_empty() {
        announce.write(Announce::polite(Msg::Lines(board.0.clone())));
    }
    if keys.just_pressed(KeyCode::KeyA)
        && let Some(last) = &announcements.last
    {
        announce.write(last.clone());
    }
}

/// Announcements become the live region's text, in the player's language.
fn take_announcements(
    mut incoming: MessageReader<Announce>,
    lang: Res<Lang>,
    mut live: ResMut<Announcements>,
) {
    for announce in incoming.read() {
        let text = lang.say(&announce.msg);
        live.say(announce, text);
    }
}

/// A control laid over the drawn board for screen readers: a cell, a peg, a card.
pub struct Spot {
    /// Its [`Control`] id (`"ttt_cell:4"`), which also makes its egui id.
    pub id: String,
    /// Where it is drawn, in world units (two opposite corners).
    pub corners: [Vec2; 2],
    /// Its name in the player's language.
    pub name: String,
}

/// What became of a [`Spot`] this pass.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Reached {
    /// Activated: by a screen reader, the keyboard's egui focus, or the web page's mirror.
    pub activated: bool,
    /// It just took egui's keyboard focus.
    pub focused: bool,
}

/// What [`Offer::lay`] found this pass.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Laid {
    /// What became of each spot, in order.
    pub spots: Vec<Reached>,
    /// Which actions the page's mirror pressed, in order.
    pub acted: Vec<bool>,
    /// The screen's settings the page's mirror changed, each to a value the setting offers.
    pub chosen: Vec<Chosen>,
}

/// The reading side of a screen's controls: what the page's mirror pressed
/// and chose, and the mirror's lists.
#[derive(SystemParam)]
pub struct Offer<'w, 's> {
    controls: ResMut<'w, Controls>,
    labels: ResMut<'w, Labels>,
    settings: ResMut<'w, OfferedSettings>,
    pressed: MessageReader<'w, 's, Pressed>,
    chosen: MessageReader<'w, 's, Chosen>,
    camera: Single<'w, 's, (&'static Camera, &'static GlobalTransform)>,
}

impl Offer<'_, '_> {
    /// Lays `spots` as buttons no one sees over what the camera shows (the
    /// pointer goes through them to the board's own picking), with `texts`
    /// as labels for screen readers, and offers both to the page's mirror.
    /// `actions` are the panel's main actions, which egui's panel shows
    /// natively; the page's mirror offers them as buttons after the spots,
    /// and the panel's `settings` as form fields after those.
    pub fn lay(
        &mut self,
        ctx: &egui::Context,
        area: &'static str,
        spots: Vec<Spot>,
        texts: &[String],
        actions: Vec<Control>,
        settings: Vec<Setting>,
    ) -> Laid {
        let pressed: Vec<String> = self.pressed.read().map(|p| p.0.clone()).collect();
        let acted = actions.iter().map(|a| pressed.contains(&a.id)).collect();
        let chosen = self
            .chosen
            .read()
            .filter(|c| settings.iter().any(|s| s.id == c.id && s.offers(&c.value)))
            .cloned()
            .collect();
        let zoom = ctx.zoom_factor();
        let (camera, eye) = *self.camera;
        let to_points = |w: Vec2| {
            camera.world_to_viewport(eye, w.extend(0.0)).ok().map(|p| egui::pos2(p.x / zoom, p.y / zoom))
        };
        let mut reached = vec![Reached::default(); spots.len()];
        egui::Area::new(egui::Id::new(area))
            .fixed_pos([0.0, 0.0])
            .interactable(false)
            .order(egui::Order::Background)
            .show(ctx, |ui| {
                // Nothing of it is painted: it is there for screen readers.
                ui.set_opacity(0.0);
                for text in texts {
                    ui.label(text);
                }
                for (spot, reached) in spots.iter().zip(&mut reached) {
                    let (Some(a), Some(b)) = (to_points(spot.corners[0]), to_points(spot.corners[1])) else {
                        continue;
                    };
                    let response = ui.interact(
                        egui::Rect::from_two_pos(a, b),
                        egui::Id::new(&spot.id),
                        egui::Sense::click(),
                    );
                    response.widget_info(|| {
                        egui::WidgetInfo::labeled(egui::WidgetType::Button, true, &spot.name)
                    });
                    *reached = Reached {
                        activated: response.clicked() || pressed.contains(&spot.id),
                        focused: response.gained_focus(),
                    };
                }
            });
        let offered = spots.into_iter().map(|s| Control { id: s.id, name: s.name }).chain(actions).collect();
        self.controls.set_if_neq(Controls(offered));
        if self.labels.0 != texts {
            self.labels.0 = texts.to_vec();
        }
        if self.settings.screen != settings {
            self.settings.screen = settings;
        }
        Laid { spots: reached, acted, chosen }
    }
}

/// The egui id of the control `id` (for tests acting as a screen reader).
pub fn control_id(id: &str) -> egui::Id {
    egui::Id::new(id)
}

/// The id of the live region's node.
pub fn live_region_id() -> egui::Id {
    egui::Id::new("announcements")
}

/// The live region: text no one sees (it is drawn fully transparent in a
/// corner) that screen readers read out whenever it changes.
///
/// It also names egui's root, the node a screen reader takes for the window
/// (Bevy names its own window node only while the window has focus, and
/// egui's tree replaces it).
fn live_region(mut contexts: EguiContexts, live: Res<Announcements>) -> Result {
    let ctx = contexts.ctx_mut()?;
    ctx.accesskit_node_builder(egui::accesskit_root_id(), |node| node.set_label(GAME_NAME));
    egui::Area::new(egui::Id::new("announcements_area"))
        .fixed_pos([0.0, 0.0])
        .interactable(false)
        .order(egui::Order::Background)
        .show(ctx, |ui| {
            // Nothing of it is painted: it is there for screen readers. Before
            // the first announcement there is nothing to read, and no empty
            // label stands in the tree (a live node is read out when it comes).
            if live.text.is_empty() {
                return;
            }
            ui.set_opacity(0.0);
            let label =
                egui::Label::new(egui::RichText::new(&live.text).color(egui::Color32::TRANSPARENT).size(1.0));
            let id = ui.add(label).id;
            let urgency = live.urgency;
            ui.ctx().accesskit_node_builder(id, |node| {
                node.set_live(match urgency {
                    Urgency::Polite => egui::accesskit::Live::Polite,
                    Urgency::Assertive => egui::accesskit::Live::Assertive,
                });
                node.set_author_id(live_region_id().value().to_string());
            });
        });
    Ok(())
}

/// Natively, a thread watches for requests from a connected screen reader
/// and wakes the game for them (started once the window has its adapter).
#[cfg(not(target_arch = "wasm32"))]
fn watch_for_requests(
    handlers: Option<Res<bevy::winit::accessibility::WinitActionRequestHandlers>>,
    proxy: Option<Res<bevy::winit::EventLoopProxyWrapper>>,
    requested: Res<bevy::a11y::AccessibilityRequested>,
    mut started: Local<bool>,
) {
    let (Some(handlers), Some(proxy)) = (handlers, proxy) else { return };
    if *started || handlers.is_empty() {
        return;
    }
    *started = true;
    let queues: Vec<_> = handlers.values().cloned().collect();
    let proxy = (**proxy).clone();
    let requested = requested.clone();
    let spawned = std::thread::Builder::new().name("screen reader".into()).spawn(move || {
        use std::time::Duration;
        loop {
            if !requested.get() {
                // No screen reader: look again now and then.
                std::thread::sleep(Duration::from_millis(500));
                continue;
            }
            let waiting = queues.iter().any(|q| q.lock().is_ok_and(|q| !q.0.is_empty()));
            if waiting && proxy.send_event(bevy::winit::WinitUserEvent::WakeUp).is_err() {
                return;
            }
            std::thread::sleep(Duration::from_millis(30));
        }
    });
    if let Err(e) = spawned {
        tracing::warn!("no watcher for screen readers: {e}");
    }
}
