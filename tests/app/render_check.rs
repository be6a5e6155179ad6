//! The render check: pictures of the real game, rendered by the GPU stack
//! (software Vulkan under Xvfb in CI), must not be blank and must show the
//! expected colours where pegs, disks and stones are.
//!
//! The pictures come from `pegs-and-stones --screenshot`; `.ci/render-check`
//! makes them and runs this test with `RENDER_SHOTS` set to their folder.
//! Plain `cargo test` skips it (it needs a display).

use std::path::PathBuf;

use bevy::asset::RenderAssetUsages;
use bevy::color::{ColorToPacked, Srgba};
use bevy::image::{CompressedImageFormats, Image, ImageSampler, ImageType};
use bevy::math::Vec2;
use pegs_and_stones::app::snapshot::HANOI_SHOWCASE;
use pegs_and_stones::base::i18n::Language;
use pegs_and_stones::screens::hanoi::layout::{BASE_TOP, BOARD_X, peg_x, slot};
use pegs_and_stones::screens::tictactoe::board::cell_centre;
use pegs_and_stones::shell::display::theme::{self, Palette};

struct Shot {
    image: Image,
    name: String,
}

impl Shot {
    fn load(name: &str) -> Self {
        Self::load_sized(name, (1280, 720))
    }

    /// A picture of a window of `size` pixels.
    fn load_sized(name: &str, size: (u32, u32)) -> Self {
        let dir =
            PathBuf::from(std::env::var("RENDER_SHOTS").expect("RENDER_SHOTS names the folder of pictures"));
        let bytes = std::fs::read(dir.join(format!("{name}.png"))).expect("the picture exists");
        let image = Image::from_buffer(
            &bytes,
            ImageType::Extension("png"),
            CompressedImageFormats::NONE,
            true,
            ImageSampler::Default,
            RenderAssetUsages::MAIN_WORLD,
        )
        .expect("a PNG");
        assert_eq!((image.width(), image.height()), size, "{name}: a {size:?} window");
        Self { image, name: name.to_string() }
    }

    /// The colour at a world point (the camera shows 1280 × 720 world units at 1:1).
    fn at(&self, world: Vec2) -> [u8; 3] {
        let (x, y) = ((world.x + 640.0).round() as u32, (360.0 - world.y).round() as u32);
        Srgba::from(self.image.get_color_at(x, y).expect("inside the picture")).to_u8_array_no_alpha()
    }

    /// The colour of a pixel of the picture.
    fn pixel(&self, x: u32, y: u32) -> [u8; 3] {
        Srgba::from(self.image.get_color_at(x, y).expect("inside the picture")).to_u8_array_no_alpha()
    }

    /// Colours (to 5 bits a channel) among the pixels `step` apart across the picture.
    fn distinct_colours(&self, step: usize) -> usize {
        let mut seen = std::collections::HashSet::new();
        for y in (0..self.image.height()).step_by(step) {
            for x in (0..self.image.width()).step_by(step) {
                let [r, g, b] = self.pixel(x, y);
                seen.insert((r / 8, g / 8, b / 8));
            }
        }
        seen.len()
    }

    /// Not blank, for a picture of any size (sampled more densely).
    fn assert_not_blank_anywhere(&self) {
        assert!(self.distinct_colours(5) > 40, "{}: the picture is not blank", self.name);
    }

    fn assert_not_blank(&self) {
        assert!(self.distinct_colours(7) > 40, "{}: the picture is not blank", self.name);
    }

    /// Asserts the colour at `world` is within `tolerance` of `expected` on every channel.
    fn assert_near(&self, what: &str, world: Vec2, expected: [u8; 3], tolerance: u8) {
        let got = self.at(world);
        let close = got.iter().zip(expected).all(|(&g, e)| g.abs_diff(e) <= tolerance);
        assert!(close, "{}: {what} at {world} is {got:?}, expected about {expected:?}", self.name);
    }

    fn assert_that(&self, what: &str, world: Vec2, check: impl Fn([u8; 3]) -> bool) {
        let got = self.at(world);
        assert!(check(got), "{}: {what} at {world} has the wrong colour {got:?}", self.name);
    }
}

fn rgb(c: bevy::color::Color) -> [u8; 3] {
    Srgba::from(c).to_u8_array_no_alpha()
}

/// Every language's code, English first.
fn languages() -> Vec<&'static str> {
    Language::ALL.iter().map(|l| l.code()).collect()
}

/// Every two languages.
fn pairs() -> Vec<(usize, usize)> {
    let n = Language::ALL.len();
    (0..n).flat_map(|i| (i + 1..n).map(move |j| (i, j))).collect()
}
const SCREENS: [&str; 7] =
    ["menu", "hanoi", "tictactoe", "hanoi-howto", "tictactoe-howto", "hanoi-plan", "tictactoe-thinking"];
/// Screens also taken in a phone's portrait (405 × 720).
const PORTRAIT_SCREENS: [&str; 2] = ["hanoi-plan", "tictactoe-thinking"];

/// Share of sampled pixels that differ between two pictures inside a box of world units.
fn differing(a: &Shot, b: &Shot, min: Vec2, max: Vec2) -> f32 {
    let (mut differ, mut total) = (0, 0);
    let mut y = min.y;
    while y < max.y {
        let mut x = min.x;
        while x < max.x {
            let (p, q) = (a.at(Vec2::new(x, y)), b.at(Vec2::new(x, y)));
            let d: u32 = p.iter().zip(q).map(|(&u, v)| u.abs_diff(v) as u32).sum();
            total += 1;
            if d > 40 {
                differ += 1;
            }
            x += 3.0;
        }
        y += 3.0;
    }
    differ as f32 / total as f32
}

#[test]
#[ignore = "needs pictures from a display: run .ci/render-check"]
fn every_screen_renders_in_every_language() {
    for screen in SCREENS {
        for lang in languages() {
            Shot::load(&format!("{screen}-{lang}")).assert_not_blank();
        }
    }
    for screen in PORTRAIT_SCREENS {
        for lang in languages() {
            Shot::load_sized(&format!("{screen}-portrait-{lang}"), (405, 720)).assert_not_blank_anywhere();
        }
    }
}

#[test]
#[ignore = "needs pictures from a display: run .ci/render-check"]
fn the_explanations_take_their_place() {
    for lang in languages() {
        // The plan and the map stand in a column left of the board, which makes room.
        let plain = Shot::load(&format!("hanoi-{lang}"));
        let plan = Shot::load(&format!("hanoi-plan-{lang}"));
        let column = differing(&plain, &plan, Vec2::new(-630.0, -300.0), Vec2::new(-330.0, 300.0));
        assert!(column > 0.1, "hanoi-plan-{lang}: the column is drawn ({column})");
        // The computer's scores stand on the empty cells.
        let thinking = Shot::load(&format!("tictactoe-thinking-{lang}"));
        let bright = |c: Vec2| {
            let mut n = 0;
            for dx in (-60..=60).step_by(4) {
                for dy in (-20..=30).step_by(3) {
                    let [r, g, b] = thinking.at(c + Vec2::new(dx as f32, dy as f32));
                    if r.max(g).max(b) > 170 {
                        n += 1;
                    }
                }
            }
            n
        };
        assert!(bright(cell_centre(8)) > 10, "tictactoe-thinking-{lang}: a score on cell 9");
    }
}

#[test]
#[ignore = "needs pictures from a display: run .ci/render-check"]
fn the_languages_differ_where_the_text_is() {
    // (screen, a box of world units that holds text)
    let texts = [
        ("menu", Vec2::new(-400.0, 190.0), Vec2::new(400.0, 230.0)),
        ("menu", Vec2::new(-600.0, -330.0), Vec2::new(600.0, -300.0)),
        ("hanoi", Vec2::new(330.0, 230.0), Vec2::new(630.0, 340.0)),
        ("hanoi", Vec2::new(-600.0, -335.0), Vec2::new(280.0, -305.0)),
        ("tictactoe", Vec2::new(330.0, 230.0), Vec2::new(630.0, 340.0)),
        ("hanoi-howto", Vec2::new(-450.0, 230.0), Vec2::new(450.0, 300.0)),
        ("tictactoe-howto", Vec2::new(-450.0, 230.0), Vec2::new(450.0, 300.0)),
        ("hanoi-plan", Vec2::new(-630.0, 60.0), Vec2::new(-330.0, 300.0)),
        (
            "tictactoe-thinking",
            cell_centre(8) - Vec2::new(65.0, 30.0),
            cell_centre(8) + Vec2::new(65.0, 30.0),
        ),
    ];
    for (screen, min, max) in texts {
        let shots: Vec<Shot> = languages().iter().map(|l| Shot::load(&format!("{screen}-{l}"))).collect();
        for (i, j) in pairs() {
            let share = differing(&shots[i], &shots[j], min, max);
            assert!(
                share > 0.02,
                "{screen}: {} and {} look the same between {min} and {max} ({share})",
                languages()[i],
                languages()[j]
            );
        }
        // Away from text, the boards are the same picture in every language.
    }
    let hanoi: Vec<Shot> = languages().iter().map(|l| Shot::load(&format!("hanoi-{l}"))).collect();
    assert!(differing(&hanoi[0], &hanoi[1], Vec2::new(-620.0, -200.0), Vec2::new(300.0, 200.0)) < 0.01);
}

#[test]
#[ignore = "needs pictures from a display: run .ci/render-check"]
fn the_how_to_play_pages_cover_the_board() {
    // Where the board shows a disk or a stone, the page hides it behind its dark panel.
    let n = HANOI_SHOWCASE.len();
    for lang in languages() {
        for (screen, at) in [
            ("hanoi", slot(0, 1, n) + Vec2::new(40.0, 0.0)),
            ("tictactoe", cell_centre(3) + Vec2::new(33.0, 0.0)),
        ] {
            let board = Shot::load(&format!("{screen}-{lang}"));
            let page = Shot::load(&format!("{screen}-howto-{lang}"));
            board.assert_that("a bright disk or stone", at, |[r, g, b]| r.max(g).max(b) > 150);
            page.assert_that("the page over it", at, |[r, g, b]| r < 70 && g < 75 && b < 90);
        }
    }
}

#[test]
#[ignore = "needs pictures from a display: run .ci/render-check"]
fn the_menu_renders() {
    let shot = Shot::load("menu-en");
    shot.assert_not_blank();
    shot.assert_near("the background", Vec2::new(-620.0, 340.0), rgb(theme::Palette::NORMAL.background), 6);
    // The selected card's frame glows in the accent colour, on the left card's edge.
    shot.assert_that("the card frame", Vec2::new(-260.0 - 233.0, -40.0), |[r, g, b]| {
        r > 200 && g > 150 && b < 120
    });
}

#[test]
#[ignore = "needs pictures from a display: run .ci/render-check"]
fn the_hanoi_screen_renders() {
    let shot = Shot::load("hanoi-en");
    shot.assert_not_blank();
    let n = HANOI_SHOWCASE.len();
    // An empty stretch of peg 3 is wooden.
    shot.assert_that("peg 3", Vec2::new(peg_x(2), 60.0), |[r, g, b]| r > 140 && r > g && g > b);
    // The base is a darker wood.
    shot.assert_that("the base", Vec2::new(BOARD_X, BASE_TOP - 19.0), |[r, g, b]| r > 90 && r > g && g > b);
    // Each disk in its own colour of the palette: the largest at the bottom
    // of peg 1, the smallest on peg 3, disk 3 at the bottom of peg 2 (away
    // from the numbers at their centres).
    let shade = |[r, g, b]: [u8; 3], expected: [u8; 3]| {
        // The disk picture shades its colour: near it, and nearer it than any other disk's.
        let d = |e: [u8; 3]| r.abs_diff(e[0]) as u32 + g.abs_diff(e[1]) as u32 + b.abs_diff(e[2]) as u32;
        d(expected) <= 120 && (1..=n as u8).all(|k| d(rgb(theme::disk_colour(k, n))) >= d(expected))
    };
    for (what, at, disk) in [
        ("the largest disk", slot(0, 0, n) + Vec2::new(60.0, 0.0), n as u8),
        ("the smallest disk", slot(2, 0, n) + Vec2::new(28.0, 0.0), 1),
        ("disk 3 on peg 2", slot(1, 0, n) + Vec2::new(70.0, 0.0), 3),
    ] {
        let expected = rgb(theme::disk_colour(disk, n));
        shot.assert_that(what, at, |c| shade(c, expected));
    }
}

#[test]
#[ignore = "needs pictures from a display: run .ci/render-check"]
fn the_tictactoe_screen_renders() {
    let shot = Shot::load("tictactoe-en");
    shot.assert_not_blank();
    // O holds cells 3 and 4: a blue ring around each centre.
    for cell in [3, 4] {
        shot.assert_that("an O stone", cell_centre(cell) + Vec2::new(33.0, 0.0), |[r, _, b]| {
            b > 170 && b > r + 60
        });
    }
    // X won along the top row: the accent line crosses the middle of it.
    shot.assert_that("the winning line", cell_centre(1), |[r, g, b]| r > 200 && g > 150 && b < 120);
    // An empty cell shows the plain tile.
    shot.assert_that("an empty cell", cell_centre(8), |[r, g, b]| r < 110 && g < 120 && b < 140 && b > r);
}

/// Pixels of the picture inside a box of pixels (`x` and `y` ranges, every other pixel) that pass `check`.
fn pixels_that(
    shot: &Shot,
    x: std::ops::Range<u32>,
    y: std::ops::Range<u32>,
    check: impl Fn([u8; 3]) -> bool,
) -> usize {
    y.step_by(2)
        .flat_map(|y| x.clone().step_by(2).map(move |x| (x, y)))
        .filter(|&(x, y)| check(shot.pixel(x, y)))
        .count()
}

#[test]
#[ignore = "needs pictures from a display: run .ci/render-check"]
fn a_race_renders_with_the_friends_board_beside_or_above_the_board() {
    let n = 5;
    // The friend's disks are drawn small in the accent colour.
    let accent = |[r, g, b]: [u8; 3]| r > 200 && g > 150 && b < 140;
    for lang in languages() {
        let shot = Shot::load(&format!("hanoi-race-{lang}"));
        shot.assert_not_blank();
        // The player's board: disks 1 and 2 on peg 2, peg 3 still empty.
        let near = |[r, g, b]: [u8; 3], e: [u8; 3]| {
            r.abs_diff(e[0]) as u32 + g.abs_diff(e[1]) as u32 + b.abs_diff(e[2]) as u32 <= 120
        };
        let disk_2 = rgb(theme::disk_colour(2, n));
        shot.assert_that("disk 2 on peg 2", slot(1, 0, n) + Vec2::new(40.0, 0.0), |c| near(c, disk_2));
        shot.assert_that("peg 3's bottom, bare", slot(2, 0, n) + Vec2::new(60.0, 0.0), |c| {
            (1..=n as u8).all(|k| !near(c, rgb(theme::disk_colour(k, n))))
        });
        // Beside it, at the top of the panel, the friend's board with its disks.
        let friends = pixels_that(&shot, 980..1280, 40..200, accent);
        assert!(friends > 60, "hanoi-race-{lang}: the friend's disks in the panel ({friends} pixels)");
        // Upright, in a strip above the board.
        let upright = Shot::load_sized(&format!("hanoi-race-upright-{lang}"), (390, 844));
        upright.assert_not_blank_anywhere();
        let above = pixels_that(&upright, 0..390, 0..110, accent);
        assert!(above > 30, "hanoi-race-upright-{lang}: the friend's disks above the board ({above} pixels)");
    }
    for name in ["hanoi-race-large-en", "hanoi-race-contrast-en"] {
        Shot::load(name).assert_not_blank();
    }
}

#[test]
#[ignore = "needs pictures from a display: run .ci/render-check"]
fn every_screen_renders_at_200_percent_and_in_high_contrast() {
    for screen in SCREENS {
        for lang in languages() {
            Shot::load(&format!("{screen}-large-{lang}")).assert_not_blank();
            let high = Shot::load(&format!("{screen}-contrast-{lang}"));
            high.assert_not_blank();
            if !screen.ends_with("howto") {
                // The ground is black (a corner free of anything drawn).
                let corner = if screen == "menu" { (8, 712) } else { (8, 8) };
                let [r, g, b] = high.pixel(corner.0, corner.1);
                assert!(r.max(g).max(b) <= 6, "{screen}-contrast-{lang}: the ground is {:?}", [r, g, b]);
            }
        }
    }
    for lang in languages() {
        for screen in ["hanoi", "tictactoe"] {
            Shot::load_sized(&format!("{screen}-large-portrait-{lang}"), (405, 720))
                .assert_not_blank_anywhere();
            // With large text the side panel widens: at x = 850 the usual
            // picture shows the board's ground, the large one the panel.
            let usual = Shot::load(&format!("{screen}-{lang}"));
            let large = Shot::load(&format!("{screen}-large-{lang}"));
            let panel = rgb(Palette::NORMAL.panel);
            let near = |c: [u8; 3]| c.iter().zip(panel).all(|(&a, b)| a.abs_diff(b) <= 3);
            assert!(
                !near(usual.pixel(850, 710)) && near(large.pixel(850, 710)),
                "{screen}-large-{lang}: the panel widens"
            );
        }
    }
    for screen in ["menu", "hanoi", "tictactoe"] {
        for (name, size) in [
            ("phone", (320, 568)),
            ("phone-sideways", (568, 320)),
            ("tablet", (820, 1180)),
            ("big-tablet", (1024, 1366)),
            ("big-tablet-sideways", (1366, 1024)),
        ] {
            Shot::load_sized(&format!("{screen}-{name}-en"), size).assert_not_blank_anywhere();
        }
        for lang in languages() {
            Shot::load_sized(&format!("{screen}-phone-large-{lang}"), (320, 568)).assert_not_blank_anywhere();
        }
    }
}

#[test]
#[ignore = "needs pictures from a display: run .ci/render-check"]
fn the_daily_puzzles_render_on_their_boards_in_every_language() {
    for lang in languages() {
        for screen in ["menu", "hanoi", "tictactoe"] {
            Shot::load(&format!("{screen}-daily-{lang}")).assert_not_blank();
        }
    }
    for screen in ["hanoi", "tictactoe"] {
        Shot::load_sized(&format!("{screen}-daily-portrait-en"), (390, 844)).assert_not_blank_anywhere();
        // The puzzle's position, not the usual picture's: the boards differ.
        let (daily, usual) = (Shot::load(&format!("{screen}-daily-en")), Shot::load(&format!("{screen}-en")));
        let board = differing(&daily, &usual, Vec2::new(-600.0, -250.0), Vec2::new(280.0, 250.0));
        assert!(board > 0.02, "the {screen} puzzle's board looks like the usual one ({board})");
        // The panel speaks the language.
        let (en, de) = (Shot::load(&format!("{screen}-daily-en")), Shot::load(&format!("{screen}-daily-de")));
        let panel = differing(&en, &de, Vec2::new(340.0, 100.0), Vec2::new(630.0, 340.0));
        assert!(panel > 0.01, "the {screen} puzzle's panel reads the same in English and German ({panel})");
    }
}

#[test]
#[ignore = "needs pictures from a display: run .ci/render-check"]
fn an_upright_phone_shows_the_board_and_the_sheet_opens_over_it() {
    for lang in languages() {
        for screen in ["hanoi", "tictactoe"] {
            let board = Shot::load_sized(&format!("{screen}-upright-{lang}"), (360, 780));
            board.assert_not_blank_anywhere();
            let sheet = Shot::load_sized(&format!("{screen}-sheet-{lang}"), (390, 844));
            sheet.assert_not_blank_anywhere();
            // The sheet's margin, in the panel's colour, lies where the board's
            // ground is without it (the day's puzzle, upright at the same size).
            let panel = rgb(Palette::NORMAL.panel);
            let near = |c: [u8; 3]| c.iter().zip(panel).all(|(&a, p)| a.abs_diff(p) <= 3);
            let without = Shot::load_sized(&format!("{screen}-daily-portrait-en"), (390, 844));
            assert!(
                near(sheet.pixel(386, 600)),
                "{screen}-sheet-{lang}: the sheet is open ({:?})",
                sheet.pixel(386, 600)
            );
            assert!(
                !near(without.pixel(386, 600)),
                "{screen}: without the sheet the board's ground shows there"
            );
        }
    }
    for screen in ["hanoi", "tictactoe"] {
        for lang in languages() {
            for look in ["large", "contrast"] {
                for what in ["sheet", "upright"] {
                    let shot = Shot::load_sized(&format!("{screen}-{what}-{look}-{lang}"), (390, 844));
                    // High contrast draws in few colours on purpose: black, white, a blue and
                    // the edges of letters.
                    let least = if look == "contrast" { 12 } else { 40 };
                    let colours = shot.distinct_colours(3);
                    assert!(colours > least, "{}: drawn ({colours} colours)", shot.name);
                }
            }
            Shot::load_sized(&format!("{screen}-sideways-large-{lang}"), (844, 390))
                .assert_not_blank_anywhere();
            Shot::load_sized(&format!("{screen}-upright-390-{lang}"), (390, 844)).assert_not_blank_anywhere();
            Shot::load_sized(&format!("{screen}-sideways-{lang}"), (844, 390)).assert_not_blank_anywhere();
            Shot::load_sized(&format!("{screen}-sheet-sideways-{lang}"), (844, 390))
                .assert_not_blank_anywhere();
        }
    }
    // Upright, the tower stands tall: wood of peg 1 from near the top of the
    // board's half of the screen down to the base.
    let tall = Shot::load_sized("hanoi-upright-390-en", (390, 844));
    let wood = |y: u32| {
        (0..390).any(|x| {
            let [r, g, b] = tall.pixel(x, y);
            r > 150 && r > g && g > b
        })
    };
    let rows: Vec<u32> = (0..844).filter(|&y| wood(y)).collect();
    let span = rows.last().zip(rows.first()).map_or(0, |(last, first)| last - first);
    assert!(span as f32 >= 0.4 * 844.0, "the pegs stand {span} of 844 pixels");
}

#[test]
#[ignore = "needs pictures from a display: run .ci/render-check"]
fn every_lesson_renders_on_its_board_in_every_language() {
    use pegs_engine::lesson::{Course, LessonId};
    for lesson in LessonId::ALL {
        let shots: Vec<Shot> =
            languages().iter().map(|l| Shot::load(&format!("lesson-{}-{l}", lesson.key()))).collect();
        for shot in &shots {
            shot.assert_not_blank();
        }
        // The panel's words (its title and text, at the top of the panel) differ by language.
        let (min, max) = (Vec2::new(330.0, 150.0), Vec2::new(630.0, 340.0));
        for (i, j) in pairs() {
            let share = differing(&shots[i], &shots[j], min, max);
            assert!(
                share > 0.02,
                "{lesson:?}: {} and {} look the same in the panel ({share})",
                languages()[i],
                languages()[j]
            );
        }
        // The board is the game's own: wood (the base, the pegs) left of the panel for a
        // Hanoi lesson (where the plan's window narrows the board, wherever it stands), the
        // centre cell's tile for a TicTacToe lesson.
        match lesson.course() {
            Course::Hanoi => {
                let wood = (0..900).step_by(4).any(|x| {
                    (200..700).step_by(4).any(|y| {
                        let [r, g, b] = shots[0].pixel(x, y);
                        r > 90 && r > g && g > b && r - b > 50
                    })
                });
                assert!(wood, "{lesson:?}: the tower's wood is drawn");
            }
            Course::TicTacToe => {
                let tile = cell_centre(4) + Vec2::new(60.0, 60.0);
                let background = rgb(Palette::NORMAL.background);
                shots[0].assert_that("the centre cell's tile", tile, |c| c != background);
            }
        }
    }
    for name in ["lesson-hanoi-how-many-upright-en", "lesson-tictactoe-depth-upright-en"] {
        Shot::load_sized(name, (390, 844)).assert_not_blank_anywhere();
    }
}

#[test]
#[ignore = "needs pictures from a display: run .ci/render-check"]
fn the_game_s_log_written_to_a_file_is_plain() {
    // Each picture's log is the game's stderr, sent to a file.
    let dir =
        PathBuf::from(std::env::var("RENDER_SHOTS").expect("RENDER_SHOTS names the folder of pictures"));
    let logs: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("the pictures' folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "log"))
        .collect();
    assert!(logs.len() > 100, "the pictures' logs are there ({})", logs.len());
    for log in logs {
        let text = std::fs::read_to_string(&log).unwrap_or_default();
        assert!(!text.contains('\u{1b}'), "{}: colour codes in a log written to a file", log.display());
    }
}

#[test]
#[ignore = "needs pictures from a display: run .ci/render-check"]
fn a_review_marks_the_move_shown_and_the_best_moves_on_the_board() {
    // The game reviewed opens at X's mistake, move 9 on the centre (cell 4),
    // where the top left corner (cell 0) was best: the corner's cell is
    // tinted the good colour, the centre's the warning colour (sampled
    // below each cell's middle, clear of the stone and the words).
    let below = Vec2::new(0.0, -58.0);
    for lang in languages() {
        for look in ["", "contrast-"] {
            let shot = Shot::load(&format!("review-tictactoe-{look}{lang}"));
            shot.assert_not_blank();
            shot.assert_that("the best move's cell", cell_centre(0) + below, |[r, g, b]| g > r + 10 && g > b);
            shot.assert_that("the mistake's cell", cell_centre(4) + below, |[r, g, b]| r > g + 10 && r > b);
        }
        Shot::load_sized(&format!("review-tictactoe-upright-{lang}"), (390, 844)).assert_not_blank_anywhere();
        Shot::load(&format!("review-hanoi-{lang}")).assert_not_blank();
    }
}
