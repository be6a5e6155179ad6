//! A finished game's review as both games share it: a game asked for by a
//! link (`?review=TEXT` on the web) or the command line (`--review TEXT`),
//! which opens its game's screen (the screen then opens the review), and
//! the link that carries a game to a friend.

use bevy::prelude::*;

use crate::base::i18n::{Msg, ReviewMsg};
use crate::base::save::SaveNotes;
use crate::base::save::games::KeptText;
use crate::base::screen::Screen;

/// A game whose review was asked for and not yet opened.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct AskedReview(pub Option<KeptText>);

impl AskedReview {
    /// Reads a link's text: the game, or a note for the player saying why there is none.
    pub fn ask(&mut self, text: &str, notes: &mut SaveNotes) {
        match KeptText::parse(text) {
            Ok(game) => self.0 = Some(game),
            Err(why) => notes.add(Msg::Review(ReviewMsg::NotAGame(why.to_string()))),
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<AskedReview>()
        .add_systems(Startup, ask_from_the_page)
        .add_systems(Update, go_to_the_game);
}

/// `?review=TEXT` in the page's address opens that game's review.
fn ask_from_the_page(mut asked: ResMut<AskedReview>, mut notes: ResMut<SaveNotes>) {
    if let Some(text) = crate::shell::platform::web::page_parameter("review") {
        asked.ask(&text, &mut notes);
    }
}

/// A game asked for takes the player to its screen, where its review opens.
fn go_to_the_game(asked: Res<AskedReview>, screen: Res<State<Screen>>, mut next: ResMut<NextState<Screen>>) {
    let wanted = match &asked.0 {
        Some(KeptText::TicTacToe(_)) => Screen::TicTacToe,
        Some(KeptText::Hanoi(_)) => Screen::Hanoi,
        None => return,
    };
    if *screen.get() != wanted {
        next.set(wanted);
    }
}

/// What *Copy a link to this game* copies: on the web the page's address
/// with `?review=TEXT`, natively the command that opens the same review.
pub fn link(game: &KeptText) -> String {
    let text = match game {
        KeptText::TicTacToe(g) => g.to_string(),
        KeptText::Hanoi(t) => t.to_string(),
    };
    crate::shell::platform::web::review_link(&text)
        .unwrap_or_else(|| format!("pegs-and-stones --review {text}"))
}
