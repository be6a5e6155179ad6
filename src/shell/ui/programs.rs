//! The panel part that keeps programs of the player's own (TicTacToe
//! engines, Hanoi solvers; docs/engines.md), natively: those kept, each
//! with a button that lets it go, and the boxes that add one (chosen at
//! once).

use bevy_egui::egui;

use crate::base::i18n::{Msg, ProgramMsg};
use crate::base::settings::{EngineRefused, OwnEngine};
use crate::shell::labels::name_for_readers;
use crate::shell::language::Lang;

/// The boxes for a new program, and why the last one was not added.
#[derive(Default)]
pub struct ProgramForm {
    name: String,
    command: String,
    refused: Option<EngineRefused>,
}

/// What the part is called where it is: its heading, the line that says
/// what such a program is, its button, and a salt for egui's ids.
pub struct ProgramWords {
    pub heading: Msg,
    pub help: Msg,
    pub add: Msg,
    pub salt: &'static str,
}

/// The part, folded until opened: changes `programs` and `chosen` (a
/// program let go is no longer chosen; one added is).
pub fn own_programs(
    ui: &mut egui::Ui,
    lang: &Lang,
    (programs, chosen): (&mut Vec<OwnEngine>, &mut Option<String>),
    form: &mut ProgramForm,
    words: ProgramWords,
) {
    let say = |m: Msg| lang.say(&m);
    egui::CollapsingHeader::new(say(words.heading)).id_salt(words.salt).show(ui, |ui| {
        ui.small(say(words.help));
        let mut gone = None;
        for (i, program) in programs.iter().enumerate() {
            ui.horizontal_wrapped(|ui| {
                ui.strong(&program.name);
                if ui
                    .small_button(say(Msg::Program(ProgramMsg::RemoveEngine(program.name.clone()))))
                    .clicked()
                {
                    gone = Some(i);
                }
            });
            // A long command line (a path) wraps within the panel, never widening it.
            ui.add(egui::Label::new(egui::RichText::new(&program.command).small()).wrap());
        }
        if let Some(i) = gone {
            let removed = programs.remove(i);
            if chosen.as_ref() == Some(&removed.name) {
                *chosen = None;
            }
        }
        let name =
            egui::TextEdit::singleline(&mut form.name).hint_text(say(Msg::Program(ProgramMsg::EngineName)));
        name_for_readers(&ui.add(name), &say(Msg::Program(ProgramMsg::EngineName)));
        let command = egui::TextEdit::singleline(&mut form.command)
            .hint_text(say(Msg::Program(ProgramMsg::EngineCommand)))
            .desired_width(f32::INFINITY);
        name_for_readers(&ui.add(command), &say(Msg::Program(ProgramMsg::EngineCommand)));
        if ui.button(say(words.add)).clicked() {
            match OwnEngine::new(&form.name, &form.command, programs) {
                Ok(program) => {
                    *chosen = Some(program.name.clone());
                    programs.push(program);
                    *form = ProgramForm::default();
                }
                Err(why) => form.refused = Some(why),
            }
        }
        if let Some(why) = form.refused {
            ui.colored_label(ui.visuals().warn_fg_color, say(Msg::Program(ProgramMsg::EngineRefused(why))));
        }
    });
}
