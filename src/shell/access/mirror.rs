//! The page's mirror of the board for screen readers on the web: the
//! screen's texts as lines (the disk in hand, the move line, whose turn
//! it is), its controls as real buttons, its settings and the shared ones as
//! form fields (a list, a check box, a slider, each with its label), and
//! the announcements in an `aria-live` region, inside `<div id="mirror">`
//! (web/index.html keeps it out of sight until it has the keyboard's
//! focus). A press or a change there wakes the game, which acts on it as
//! on the panel's own.

use std::cell::RefCell;

use bevy::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

use super::{Announcements, Chosen, Controls, Form, Labels, OfferedSettings, Pressed, Setting, Urgency};
use crate::base::frames::Wake;
use crate::base::i18n::Msg;
use crate::shell::language::Lang;
use crate::shell::platform::tasks::Work;

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

/// The lines follow the screen's texts, the buttons its controls, the
/// fields the settings, the live region its announcements.
pub(super) fn show(
    labels: Res<Labels>,
    controls: Res<Controls>,
    settings: Res<OfferedSettings>,
    lang: Res<Lang>,
    live: Res<Announcements>,
    mut shown: Local<Vec<Setting>>,
) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    if labels.is_changed()
        && let Some(lines) = element("mirror-texts")
    {
        show_lines(&document, &lines, &labels.0);
    }
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

/// One paragraph a text, the paragraphs already there kept (only their
/// words change: the move line's clock changes every second).
fn show_lines(document: &web_sys::Document, lines: &web_sys::Element, texts: &[String]) {
    let mut line = lines.first_element_child();
    for text in texts {
        let here = match line.take() {
            Some(here) => here,
            None => match document.create_element("p") {
                Ok(new) => {
                    let _ = lines.append_child(&new);
                    new
                }
                Err(_) => return,
            },
        };
        if here.text_content().as_deref() != Some(text.as_str()) {
            here.set_text_content(Some(text));
        }
        line = here.next_element_sibling();
    }
    // Lines no text is left for.
    while let Some(extra) = line {
        line = extra.next_element_sibling();
        extra.remove();
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
    let rebuilt = now.len() != shown.len() || now.iter().zip(shown.iter()).any(|(a, b)| !same_fields(a, b));
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
