//! Names for screen readers: a control that does not carry its own words
//! (a slider, a number field, a choice box, a text field) is given the words
//! of the label beside it on screen. A leaf every other shell part may use.

use bevy_egui::egui;

/// Gives a control the name a screen reader says for it.
pub fn name_for_readers(response: &egui::Response, name: &str) {
    response.ctx.accesskit_node_builder(response.id, |node| node.set_label(name));
}

/// Gives a control the words `name` of the label `label` beside it: its
/// name, and the link from the label (so the label is known as the control's).
pub fn name_after_label(response: &egui::Response, label: egui::Id, name: &str) {
    name_for_readers(response, name);
    response.clone().labelled_by(label);
}
