//! The Hanoi how-to-play page, written from the board being played.

use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;

use super::state::Board;
use crate::base::i18n::HanoiFacts;
use crate::base::screen::Screen;
use crate::shell::language::Lang;
use crate::shell::ui::howto::{HowToPlay, WritePage, page_open};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, write_page.in_set(WritePage).run_if(page_open(Screen::Hanoi)));
}

/// The page says how many pegs and disks the board has and its optimum.
fn write_page(board: Res<Board>, lang: Res<Lang>, mut page: ResMut<HowToPlay>) {
    page.write(lang.language.hanoi_page(&HanoiFacts {
        pegs: board.peg_count(),
        disks: board.disks(),
        optimum: board.optimal_from_start(),
    }));
}
