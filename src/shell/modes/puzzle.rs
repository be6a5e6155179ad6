//! The daily puzzles as both games and the menu share them: today's date
//! (UTC, or a fixed day for tests and links), every puzzle there is (made
//! off the frame at start-up), the puzzle being played, and the one-line
//! result to share. The screens play them; `base::save::puzzles` keeps
//! what was solved.

use std::sync::Arc;

use bevy::prelude::*;
use pegs_engine::puzzle::{Daily, Day, HanoiPuzzle, Puzzles, TttPuzzle};
use pegs_engine::tictactoe::perfect::TableBuilder;

use crate::base::frames::Wake;
use crate::base::i18n::{Msg, PuzzleMsg};
use crate::base::save::puzzles::PuzzleBook;
use crate::base::screen::Screen;
use crate::shell::platform::tasks::{Pending, Work};

/// Positions the table builder handles in one piece of its work.
const TABLE_PIECE: usize = 2_000;

/// The first day with puzzles: the calendar goes no further back.
pub const FIRST_DAY: (i32, u8, u8) = (2026, 1, 1);

pub use crate::base::save::puzzles::PuzzleGame;

/// The screen that plays a game's puzzles.
pub fn screen_of(game: PuzzleGame) -> Screen {
    match game {
        PuzzleGame::Hanoi => Screen::Hanoi,
        PuzzleGame::TicTacToe => Screen::TicTacToe,
    }
}

/// Which puzzle of a game: a day's, or a rung of its ladder.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PuzzleId {
    /// The puzzle of a day.
    Daily(Day),
    /// A rung of the ladder, from 0.
    Rung(usize),
}

/// A day's puzzles asked for (a link, `--daily`), and which game's to open first.
pub type Asked = (Day, Option<PuzzleGame>);

/// Today's date: the clock's, in UTC, unless fixed (tests, the render check).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Today {
    /// A fixed day instead of the clock's.
    pub fixed: Option<Day>,
}

impl Today {
    /// The day it is.
    pub fn day(&self) -> Day {
        self.fixed.or_else(clock_day).unwrap_or_else(first_day)
    }
}

/// The first day with puzzles.
pub fn first_day() -> Day {
    let (y, m, d) = FIRST_DAY;
    Day::new(y, m, d).expect("the first day is a day")
}

/// The clock's day, in UTC.
fn clock_day() -> Option<Day> {
    let millis = Some(crate::shell::platform::clock::wall_millis()).filter(|&m| m > 0)?;
    Day::from_epoch_days((millis / 86_400_000) as i64).ok()
}

/// Every puzzle there is, once made (a few moments after start-up, off the frame).
#[derive(Resource, Default)]
pub struct PuzzleShelf {
    puzzles: Option<Arc<Puzzles>>,
    hanoi_ladder: Vec<HanoiPuzzle>,
    making: Pending<(Puzzles, Vec<HanoiPuzzle>)>,
}

impl PuzzleShelf {
    /// The puzzles, once made.
    pub fn puzzles(&self) -> Option<&Arc<Puzzles>> {
        self.puzzles.as_ref()
    }

    /// A day's puzzles, once made.
    pub fn daily(&self, day: Day) -> Option<Daily> {
        self.puzzles.as_ref().map(|p| p.daily(day))
    }

    /// Makes the puzzles now, on this thread (headless tools and tests).
    pub fn make_now(&mut self) {
        if self.puzzles.is_none() {
            self.making.cancel();
            let puzzles = Puzzles::new();
            self.hanoi_ladder = puzzles.hanoi_ladder();
            self.puzzles = Some(Arc::new(puzzles));
        }
    }

    /// Rungs of a game's ladder (none before the puzzles are made).
    pub fn rungs(&self, game: PuzzleGame) -> usize {
        match (game, &self.puzzles) {
            (_, None) => 0,
            (PuzzleGame::Hanoi, Some(_)) => self.hanoi_ladder.len(),
            (PuzzleGame::TicTacToe, Some(p)) => p.tictactoe_ladder_len(),
        }
    }

    /// A Hanoi puzzle, once the puzzles are made (`None` for a rung beyond the ladder).
    pub fn hanoi(&self, id: PuzzleId) -> Option<HanoiPuzzle> {
        match id {
            PuzzleId::Daily(day) => self.daily(day).map(|d| d.hanoi),
            PuzzleId::Rung(i) => self.hanoi_ladder.get(i).cloned(),
        }
    }

    /// A TicTacToe puzzle, once the puzzles are made (`None` for a rung beyond the ladder).
    pub fn tictactoe(&self, id: PuzzleId) -> Option<TttPuzzle> {
        let puzzles = self.puzzles.as_ref()?;
        match id {
            PuzzleId::Daily(day) => Some(puzzles.daily(day).tictactoe),
            PuzzleId::Rung(i) => puzzles.tictactoe_rung(i),
        }
    }
}

/// The puzzle being played, and the day the menu shows.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct Challenge {
    /// The puzzle on its board (which, and its game), while one is played.
    pub playing: Option<(PuzzleId, PuzzleGame)>,
    /// The day the menu shows (`None`: today).
    pub shown: Option<Day>,
    /// A day asked for by a link (`?daily=`) or on the command line: opened once the puzzles are made.
    pub asked: Option<Asked>,
}

impl Challenge {
    /// Opens a puzzle of a game (from the menu; on its own screen the puzzle follows).
    pub fn open(&mut self, id: PuzzleId, game: PuzzleGame, next: &mut NextState<Screen>) {
        self.playing = Some((id, game));
        if let PuzzleId::Daily(day) = id {
            self.shown = Some(day);
        }
        next.set(screen_of(game));
    }

    /// The puzzle of `game` being played.
    pub fn playing(&self, game: PuzzleGame) -> Option<PuzzleId> {
        self.playing.filter(|(_, g)| *g == game).map(|(id, _)| id)
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Today>()
        .init_resource::<PuzzleShelf>()
        .init_resource::<Challenge>()
        .add_systems(Startup, ask_from_the_page)
        .add_systems(Update, (make_puzzles, collect_puzzles, open_asked).chain())
        .add_systems(OnEnter(Screen::Menu), |mut challenge: ResMut<Challenge>| challenge.playing = None);
}

/// `?daily=YYYY-MM-DD` (and `&puzzle=hanoi|tictactoe`) in the page's address opens that day's puzzles.
fn ask_from_the_page(mut challenge: ResMut<Challenge>) {
    if let Some(day) = crate::shell::platform::web::page_parameter("daily").and_then(|d| Day::parse(&d).ok())
    {
        let game = crate::shell::platform::web::page_parameter("puzzle").and_then(|g| game_named(&g));
        challenge.asked = Some((day, game));
    }
}

/// A game by the name a link or the command line gives it.
pub fn game_named(name: &str) -> Option<PuzzleGame> {
    match name {
        "hanoi" => Some(PuzzleGame::Hanoi),
        "ttt" | "tictactoe" => Some(PuzzleGame::TicTacToe),
        _ => None,
    }
}

/// Seconds the menu is shown before the puzzles are made: the first frames
/// are the menu's own, and a visit to the menu on the way to a game makes nothing.
const MENU_SECONDS_BEFORE_MAKING: f64 = 0.3;

/// Starts making the puzzles off the frame (the seed rules' perfect table
/// in pieces, then its puzzles) once the menu has been shown a moment (the
/// game wakes for it: a menu at rest draws no frames), or a day's puzzle is asked for.
fn make_puzzles(
    mut shelf: ResMut<PuzzleShelf>,
    work: Res<Work>,
    screen: Res<State<Screen>>,
    challenge: Res<Challenge>,
    time: Res<Time<Real>>,
    mut wake: ResMut<Wake>,
    mut on_menu_since: Local<Option<f64>>,
) {
    if shelf.puzzles.is_some() || shelf.making.is_waiting() {
        return;
    }
    let now = time.elapsed_secs_f64();
    let since = match *screen.get() {
        Screen::Menu => *on_menu_since.get_or_insert(now),
        _ => {
            *on_menu_since = None;
            f64::INFINITY
        }
    };
    let left = since + MENU_SECONDS_BEFORE_MAKING - now;
    if left > 0.0 && challenge.asked.is_none() {
        if left.is_finite() {
            wake.within(left, "the puzzles to make");
        }
        return;
    }
    let mut builder = Some(TableBuilder::new());
    shelf.making.start(
        (),
        work.spawn(move || {
            let done = builder.as_mut().is_none_or(|b| b.step(TABLE_PIECE));
            done.then(|| {
                builder.take().map(|b| {
                    let puzzles = Puzzles::from_table(b.finish());
                    let ladder = puzzles.hanoi_ladder();
                    (puzzles, ladder)
                })
            })
            .flatten()
        }),
    );
}

fn collect_puzzles(mut shelf: ResMut<PuzzleShelf>, mut wake: ResMut<Wake>) {
    if let Some(((), (puzzles, ladder))) = shelf.making.take() {
        // A frame for what shows them (and a day asked for opens in it).
        wake.now("the puzzles are made");
        shelf.puzzles = Some(Arc::new(puzzles));
        shelf.hanoi_ladder = ladder;
    }
}

/// A day asked for opens once the puzzles are there: its first puzzle not yet solved (or the one asked for).
fn open_asked(
    shelf: Res<PuzzleShelf>,
    book: Res<PuzzleBook>,
    today: Res<Today>,
    mut challenge: ResMut<Challenge>,
    mut next: ResMut<NextState<Screen>>,
    mut wake: ResMut<Wake>,
) {
    if shelf.puzzles.is_none() {
        return;
    }
    let Some((day, game)) = challenge.asked.take() else { return };
    // The next frame goes to the puzzle's screen, with no input to wait for.
    wake.now("a day's puzzle asked for");
    // The future has no puzzles yet.
    let day = day.min(today.day()).max(first_day());
    let results = book.of(day);
    let game = game.or(if results.hanoi.is_none() {
        Some(PuzzleGame::Hanoi)
    } else if results.tictactoe.is_none() {
        Some(PuzzleGame::TicTacToe)
    } else {
        None
    });
    match game {
        Some(game) => challenge.open(PuzzleId::Daily(day), game, &mut next),
        None => challenge.shown = Some(day),
    }
}

/// The one line that tells a day's results, in the player's language's words (see `PuzzleMsg::ShareLine`).
pub fn share_line(daily: &Daily, book: &PuzzleBook, today: Day) -> Msg {
    let results = book.of(daily.day);
    Msg::Puzzle(PuzzleMsg::ShareLine {
        day: daily.day,
        hanoi: results.hanoi.map(|h| (h.moves, daily.hanoi.optimum, h.stars)),
        tictactoe: (daily.tictactoe.win_in, results.tictactoe.is_some()),
        streak: book.streak(today),
    })
}

/// What to copy to share a day: the line, and on the web the link that opens the day.
pub fn share_text(line: &str, day: Day) -> String {
    match crate::shell::platform::web::daily_link(&day.to_string()) {
        Some(link) => format!("{line}\n{link}"),
        None => line.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::base::i18n::Language;

    #[test]
    fn the_share_line_says_the_day_in_three_languages() {
        let mut shelf = PuzzleShelf::default();
        shelf.make_now();
        let day = Day::parse("2026-12-01").unwrap();
        let daily = shelf.daily(day).unwrap();
        let mut book = PuzzleBook::default();
        book.hanoi_solved(day, day, 33, daily.hanoi.stars(33));
        book.tictactoe_solved(day, day);
        let line = share_line(&daily, &book, day);
        let said: Vec<String> = Language::ALL.iter().map(|l| l.say(&line)).collect();
        assert_eq!(said[0], "Pegs & Stones 2026-12-01 · Hanoi 33/31 ★★ · TicTacToe win in 3 ✓ · streak 1",);
        assert_eq!(said[1], "Pegs & Stones 2026-12-01 · Hanoi 33/31 ★★ · TicTacToe Sieg in 3 ✓ · Serie 1");
        assert_eq!(
            said[2],
            "Pegs & Stones 2026-12-01 · Hanói 33/31 ★★ · TicTacToe victoria en 3 ✓ · racha 1"
        );
    }
}
