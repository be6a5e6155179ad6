//! Screen readers (natively, through AccessKit): egui's tree of what is on
//! screen, which the screens extend with their boards (see each screen's
//! `access` module), reaches the system's screen reader; what it asks of a
//! node (activate, focus) comes back as egui input, so activating a cell or
//! a peg does what a click does; and announcements — moves, refusals,
//! results — go to a live region that screen readers read out as they
//! change. B reads the whole board, A repeats the last announcement. On the
//! web, where AccessKit has no adapter, the page mirrors the same controls
//! and announcements (see [`crate::shell::web`]).
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

/// The page's mirror of the board for screen readers on the web: the
/// screen's controls as real buttons, its settings and the shared ones as
/// form fields (a list, a check box, a slider, each with its label), and
/// the announcements in an `aria-live` region, inside `<div id="mirror">`
/// (web/index.html keeps it out of sight until it has the keyboard's
/// focus). A press or a change there wakes the game, which acts on it as
/// on the panel's own.
#[cfg(target_arch = "wasm32")]
mod mirror {
    use std::cell::RefCell;

    use bevy::prelude::*;
    use wasm_bindgen::JsCast;
    use wasm_bindgen::closure::Closure;

    use super::{Announcements, Chosen, Controls, Form, OfferedSettings, Pressed, Setting, Urgency};
    use crate::base::frames::Wake;
    use crate::base::i18n::Msg;
    use crate::shell::language::Lang;
    use crate::shell::tasks::Work;

    thread_local! {
        /// Buttons pressed on the page since the last frame.
        static PRESSES: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
        /// Settings changed on the page since the last frame: id and value.
        static CHANGES: RefCell<Vec<(String, String)>> = const { RefCell::new(Vec::new()) };
    }

    fn element(id: &str) -> Option<web_sys::Element> {
        web_sys::window()?.document()?.get_element_by_id(id)
    }

    /// One listener for every mirrored button, one for every setting.
    pub(super) fn listen(work: Res<Work>) {
        if let Some(controls) = element("mirror-controls") {
            let work = work.clone();
            let pressed = Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
                let id = event
                    .target()
                    .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                    .and_then(|e| e.closest("button[data-id]").ok().flatten())
                    .and_then(|b| b.get_attribute("data-id"));
                if let Some(id) = id {
                    PRESSES.with_borrow_mut(|p| p.push(id));
                    work.wake();
                }
            });
            let _ = controls.add_event_listener_with_callback("click", pressed.as_ref().unchecked_ref());
            // The listener lives as long as the page.
            pressed.forget();
        }
        if let Some(settings) = element("mirror-settings") {
            let work = work.clone();
            let changed = Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
                let Some(field) = event.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else {
                    return;
                };
                let Some(id) = field.get_attribute("data-setting") else { return };
                let value = if let Some(input) = field.dyn_ref::<web_sys::HtmlInputElement>() {
                    if input.type_() == "checkbox" { input.checked().to_string() } else { input.value() }
                } else if let Some(select) = field.dyn_ref::<web_sys::HtmlSelectElement>() {
                    select.value()
                } else {
                    return;
                };
                CHANGES.with_borrow_mut(|c| c.push((id, value)));
                work.wake();
            });
            let _ = settings.add_event_listener_with_callback("change", changed.as_ref().unchecked_ref());
            changed.forget();
        }
    }

    /// Presses become [`Pressed`], changes [`Chosen`]; the game stays awake for the frame that acts on them.
    pub(super) fn take_presses(
        mut out: MessageWriter<Pressed>,
        mut chosen: MessageWriter<Chosen>,
        mut wake: ResMut<Wake>,
    ) {
        for id in PRESSES.with_borrow_mut(std::mem::take) {
            out.write(Pressed(id));
            wake.now("a press on the page's mirror");
        }
        for (id, value) in CHANGES.with_borrow_mut(std::mem::take) {
            chosen.write(Chosen { id, value });
            wake.now("a setting changed on the page's mirror");
        }
    }

    /// The buttons follow the screen's controls, the fields the settings, the live region its announcements.
    pub(super) fn show(
        controls: Res<Controls>,
        settings: Res<OfferedSettings>,
        lang: Res<Lang>,
        live: Res<Announcements>,
        mut shown: Local<Vec<Setting>>,
    ) {
        let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
        if controls.is_changed()
            && let Some(list) = element("mirror-controls")
        {
            list.set_inner_html("");
            for control in &controls.0 {
                if let Ok(button) = document.create_element("button") {
                    let _ = button.set_attribute("type", "button");
                    let _ = button.set_attribute("data-id", &control.id);
                    button.set_text_content(Some(&control.name));
                    let _ = list.append_child(&button);
                }
            }
        }
        if (settings.is_changed() || lang.is_changed())
            && let Some(group) = element("mirror-settings")
        {
            let _ = group.set_attribute("aria-label", &lang.say(&Msg::Settings));
            show_settings(&document, &group, &settings, &mut shown);
        }
        if live.is_changed()
            && let Some(region) = element("mirror-live")
        {
            let politeness = if live.urgency == Urgency::Assertive { "assertive" } else { "polite" };
            let _ = region.set_attribute("aria-live", politeness);
            region.set_text_content(Some(&live.text));
        }
    }

    /// The same fields in the same order (names and values may differ).
    fn same_fields(a: &Setting, b: &Setting) -> bool {
        a.id == b.id
            && match (&a.form, &b.form) {
                (Form::Choice { choices: x, .. }, Form::Choice { choices: y, .. }) => {
                    x.len() == y.len() && x.iter().zip(y).all(|(x, y)| x.0 == y.0)
                }
                (Form::Switch(_), Form::Switch(_)) => true,
                (Form::Number { min, max, step, .. }, Form::Number { min: a, max: b, step: c, .. }) => {
                    (min, max, step) == (a, b, c)
                }
                (Form::Text { most: a }, Form::Text { most: b }) => a == b,
                _ => false,
            }
    }

    /// The settings' fields: built anew when the list changes shape, else
    /// brought up to date in place (so a field keeps the keyboard's focus
    /// while its value or the language changes).
    fn show_settings(
        document: &web_sys::Document,
        group: &web_sys::Element,
        settings: &OfferedSettings,
        shown: &mut Vec<Setting>,
    ) {
        let now: Vec<Setting> = settings.all().cloned().collect();
        let rebuilt =
            now.len() != shown.len() || now.iter().zip(shown.iter()).any(|(a, b)| !same_fields(a, b));
        if rebuilt {
            group.set_inner_html("");
            for setting in &now {
                if let Some(row) = build_field(document, setting) {
                    let _ = group.append_child(&row);
                }
            }
        }
        for (i, setting) in now.iter().enumerate() {
            if rebuilt || shown.get(i) != Some(setting) {
                update_field(setting);
            }
        }
        *shown = now;
    }

    fn field_id(setting: &Setting) -> String {
        format!("mirror-setting-{}", setting.id)
    }

    /// A row with the setting's label and its field (values and names are filled in by [`update_field`]).
    fn build_field(document: &web_sys::Document, setting: &Setting) -> Option<web_sys::Element> {
        let id = field_id(setting);
        let row = document.create_element("div").ok()?;
        let label = document.create_element("label").ok()?;
        label.set_id(&format!("{id}-name"));
        let _ = label.set_attribute("for", &id);
        let field = match &setting.form {
            Form::Choice { choices, .. } => {
                let select = document.create_element("select").ok()?;
                for (i, (value, _)) in choices.iter().enumerate() {
                    let option = document.create_element("option").ok()?;
                    option.set_id(&format!("{id}-{i}"));
                    let _ = option.set_attribute("value", value);
                    let _ = select.append_child(&option);
                }
                select
            }
            Form::Switch(_) => {
                let input = document.create_element("input").ok()?;
                let _ = input.set_attribute("type", "checkbox");
                input
            }
            Form::Number { min, max, step, .. } => {
                let input = document.create_element("input").ok()?;
                let _ = input.set_attribute("type", "range");
                let _ = input.set_attribute("min", &min.to_string());
                let _ = input.set_attribute("max", &max.to_string());
                let _ = input.set_attribute("step", &step.to_string());
                input
            }
            Form::Text { most } => {
                let input = document.create_element("input").ok()?;
                let _ = input.set_attribute("type", "text");
                let _ = input.set_attribute("maxlength", &most.to_string());
                let _ = input.set_attribute("autocomplete", "off");
                let _ = input.set_attribute("spellcheck", "false");
                input
            }
        };
        field.set_id(&id);
        let _ = field.set_attribute("data-setting", setting.id);
        // A check box before its label, as pages put them; a list or a slider after.
        let (first, second) =
            if matches!(setting.form, Form::Switch(_)) { (&field, &label) } else { (&label, &field) };
        let _ = row.append_child(first);
        let _ = row.append_child(second);
        Some(row)
    }

    /// The field's label, its choices' names and its value as the game has them.
    fn update_field(setting: &Setting) {
        let id = field_id(setting);
        if let Some(label) = element(&format!("{id}-name")) {
            label.set_text_content(Some(&setting.name));
        }
        let Some(field) = element(&id) else { return };
        match &setting.form {
            Form::Choice { choices, chosen } => {
                for (i, (_, name)) in choices.iter().enumerate() {
                    if let Some(option) = element(&format!("{id}-{i}")) {
                        option.set_text_content(Some(name));
                    }
                }
                if let Some(select) = field.dyn_ref::<web_sys::HtmlSelectElement>() {
                    select.set_value(chosen);
                }
            }
            Form::Switch(on) => {
                if let Some(input) = field.dyn_ref::<web_sys::HtmlInputElement>() {
                    input.set_checked(*on);
                }
            }
            Form::Number { value, said, .. } => {
                if let Some(input) = field.dyn_ref::<web_sys::HtmlInputElement>() {
                    input.set_value(&value.to_string());
                }
                let _ = field.set_attribute("aria-valuetext", said);
            }
            // What is typed stays until it is entered; the game keeps nothing of it.
            Form::Text { .. } => {}
        }
    }
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
    settings: ResMut<'w, OfferedSettings>,
    pressed: MessageReader<'w, 's, Pressed>,
    chosen: MessageReader<'w, 's, Chosen>,
    camera: Single<'w, 's, (&'static Camera, &'static GlobalTransform)>,
}

impl Offer<'_, '_> {
    /// Lays `spots` as buttons no one sees over what the camera shows (the
    /// pointer goes through them to the board's own picking), with `texts`
    /// as labels for screen readers, and offers them to the page's mirror.
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
            // Nothing of it is painted: it is there for screen readers.
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
        warn!("no watcher for screen readers: {e}");
    }
}
