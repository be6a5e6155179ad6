//! The panel part that keeps programs of the player's own (TicTacToe
//! engines, Hanoi solvers; docs/engines.md): those kept, each with a
//! button that lets it go, and the boxes that add one (chosen at once) —
//! natively a name and a command line, in the browser a name and a
//! JavaScript file opened from the device.

use bevy_egui::egui;

use crate::base::i18n::{Msg, ProgramMsg};
use crate::base::settings::{ENGINE_NAME_LONGEST, EngineRefused, OwnEngine};
use crate::shell::labels::name_for_readers;
use crate::shell::language::Lang;
use crate::shell::platform::files;
use crate::shell::platform::tasks::Work;

/// The boxes for a new program, and why the last one was not added.
#[derive(Default)]
pub struct ProgramForm {
    name: String,
    /// The command line, or (in the browser) the opened file's JavaScript.
    command: String,
    /// The opened file's name (in the browser).
    file: Option<String>,
    refused: Option<EngineRefused>,
}

/// What the part is called where it is: its heading, the line that says
/// what such a program is, its button, and a salt for egui's ids.
pub struct ProgramWords {
    pub heading: Msg,
    /// What such a program is natively, and in the browser.
    pub help: Msg,
    pub script_help: Msg,
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
    work: &Work,
) {
    let say = |m: Msg| lang.say(&m);
    let script = cfg!(target_arch = "wasm32");
    if let Some(opened) = files::take(words.salt) {
        take_file(form, opened);
    }
    egui::CollapsingHeader::new(say(words.heading)).id_salt(words.salt).show(ui, |ui| {
        ui.small(say(if script { words.script_help } else { words.help }));
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
            // A long command line (a path) wraps within the panel, never
            // widening it; a script is named by its first line.
            let shown = if script { first_line(&program.command) } else { program.command.clone() };
            ui.add(egui::Label::new(egui::RichText::new(shown).small()).wrap());
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
        if script {
            ui.horizontal_wrapped(|ui| {
                if ui.button(say(Msg::Program(ProgramMsg::OpenScript))).clicked() {
                    bring_script(words.salt, false, work);
                }
                if ui.button(say(Msg::Program(ProgramMsg::PasteScript))).clicked() {
                    bring_script(words.salt, true, work);
                }
            });
            if let Some(file) = &form.file {
                let lines = form.command.lines().count() as u64;
                ui.small(say(Msg::Program(ProgramMsg::ScriptChosen { file: file.clone(), lines })));
            }
        } else {
            let command = egui::TextEdit::singleline(&mut form.command)
                .hint_text(say(Msg::Program(ProgramMsg::EngineCommand)))
                .desired_width(f32::INFINITY);
            name_for_readers(&ui.add(command), &say(Msg::Program(ProgramMsg::EngineCommand)));
        }
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
            let said = if script { ProgramMsg::ScriptRefused(why) } else { ProgramMsg::EngineRefused(why) };
            ui.colored_label(ui.visuals().warn_fg_color, say(Msg::Program(said)));
        }
    });
}

/// Takes in a JavaScript file the player opened (or the text pasted):
/// its text is the program's, its name (less `.js`) the program's name
/// unless one was given.
fn take_file(form: &mut ProgramForm, opened: files::Opened) {
    match opened.text {
        Ok(text) if text.trim().is_empty() => form.refused = Some(EngineRefused::Empty),
        Ok(text) => {
            if form.name.trim().is_empty() {
                let stem = opened.name.rsplit_once('.').map_or(opened.name.as_str(), |(stem, _)| stem);
                form.name = stem.chars().take(ENGINE_NAME_LONGEST).collect();
            }
            form.command = text;
            form.file = Some(opened.name);
            form.refused = None;
        }
        Err(files::FileUnread::TooLarge) => form.refused = Some(EngineRefused::TooLong),
        Err(files::FileUnread::Unreadable) => form.refused = Some(EngineRefused::Empty),
    }
}

/// A program's JavaScript from the page's file chooser, or from the clipboard.
fn bring_script(key: &'static str, pasted: bool, work: &Work) {
    #[cfg(target_arch = "wasm32")]
    {
        use crate::base::settings::ENGINE_COMMAND_LONGEST;
        if pasted {
            files::paste(key, ENGINE_COMMAND_LONGEST, work);
        } else {
            files::choose(key, ".js,.mjs,text/javascript", ENGINE_COMMAND_LONGEST, work);
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = (key, pasted, work);
}

/// A script's first line that says something, shortened to a label's length.
fn first_line(script: &str) -> String {
    const LONGEST: usize = 60;
    let line = script.lines().map(str::trim).find(|l| !l.is_empty()).unwrap_or_default();
    match line.char_indices().nth(LONGEST) {
        Some((cut, _)) => format!("{}…", &line[..cut]),
        None => line.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opened(name: &str, text: Result<&str, files::FileUnread>) -> files::Opened {
        files::Opened { name: name.into(), text: text.map(str::to_string) }
    }

    #[test]
    fn an_opened_file_names_the_program_unless_a_name_was_given() {
        let mut form = ProgramForm::default();
        take_file(&mut form, opened("minimax.v2.js", Ok("// mine\nonmessage = () => {};\n")));
        assert_eq!((form.name.as_str(), form.file.as_deref()), ("minimax.v2", Some("minimax.v2.js")));
        assert_eq!(form.command, "// mine\nonmessage = () => {};\n");
        form.name = "given".into();
        take_file(&mut form, opened("other.js", Ok("x")));
        assert_eq!((form.name.as_str(), form.command.as_str()), ("given", "x"));
        // A file too large is refused as a command line too long is, and what was opened stays.
        take_file(&mut form, opened("huge.js", Err(files::FileUnread::TooLarge)));
        assert_eq!((form.refused, form.command.as_str()), (Some(EngineRefused::TooLong), "x"));
        // Pasted text has no file name: the name given stays; an empty clipboard is refused.
        take_file(&mut form, opened("", Ok("onmessage = () => {};")));
        assert_eq!((form.name.as_str(), form.file.as_deref()), ("given", Some("")));
        take_file(&mut form, opened("", Ok("  \n")));
        assert_eq!(
            (form.refused, form.command.as_str()),
            (Some(EngineRefused::Empty), "onmessage = () => {};")
        );
    }

    #[test]
    fn a_script_is_shown_by_its_first_line_that_says_something() {
        assert_eq!(first_line("\n   \n// The smallest engine\nlet cells;"), "// The smallest engine");
        let long = format!("// {}", "ü".repeat(100));
        assert_eq!(first_line(&long).chars().count(), 61);
        assert!(first_line(&long).ends_with('…'));
        assert_eq!(first_line(""), "");
    }
}
