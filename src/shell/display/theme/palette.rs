//! The two palettes (usual and high contrast), the parts of them a sprite
//! or text is painted in, the disks' colours, and WCAG contrast.

use bevy::prelude::*;
use pegs_engine::tictactoe::Player;

use super::WorldText;

/// The colours of the game, by what they are for. Two exist: the usual
/// one and a high-contrast one (black ground, white text, brighter pieces)
/// for players who need stronger contrast; the player chooses (`appearance.rs`).
/// Sprites and texts that keep one colour carry a [`Paint`] and are
/// repainted when the palette changes; what changes colour as it is
/// played reads the palette each time.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct Palette {
    /// Background behind every screen.
    pub background: Color,
    /// Main text.
    pub text: Color,
    /// Secondary text.
    pub text_dim: Color,
    /// Highlight for what the pointer or keyboard has selected.
    pub accent: Color,
    /// Messages about refused moves.
    pub warning: Color,
    /// What is good for the player: a win the exact values see, a high score.
    pub good: Color,
    /// Cards and boards.
    pub surface: Color,
    /// A lighter surface: cells, hovered cards.
    pub surface_hover: Color,
    /// The panels' fill.
    pub panel: Color,
    /// A note that floats above the screen (saving went wrong): a warm fill
    /// under [`Palette::text`].
    pub note: Color,
    /// A second line in a chart beside the accent: the map's shortest path.
    pub chart: Color,
    /// The pegs' wood.
    pub wood: Color,
    /// The darker wood of the base the pegs stand in.
    pub wood_base: Color,
    /// Crosses.
    pub x: Color,
    /// Noughts.
    pub o: Color,
    /// Whether this is the high-contrast palette.
    pub high_contrast: bool,
}

impl Palette {
    /// The usual colours.
    pub const NORMAL: Self = Self {
        background: Color::srgb(0.105, 0.125, 0.165),
        text: Color::srgb(0.93, 0.94, 0.96),
        text_dim: Color::srgb(0.66, 0.70, 0.78),
        accent: Color::srgb(1.0, 0.80, 0.30),
        warning: Color::srgb(1.0, 0.58, 0.52),
        good: Color::srgb(0.45, 0.88, 0.50),
        surface: Color::srgb(0.17, 0.20, 0.26),
        surface_hover: Color::srgb(0.22, 0.26, 0.34),
        panel: Color::srgb(0.133, 0.157, 0.204),
        note: Color::srgb(0.29, 0.20, 0.16),
        chart: Color::srgb(0.376, 0.667, 1.0),
        wood: Color::srgb(0.74, 0.60, 0.44),
        wood_base: Color::srgb(0.57, 0.43, 0.30),
        x: Color::srgb(0.98, 0.42, 0.38),
        o: Color::srgb(0.30, 0.75, 0.93),
        high_contrast: false,
    };

    /// High contrast: black ground, white text, every text at least 7:1
    /// (WCAG AAA) on what it is drawn on, and brighter pieces.
    pub const HIGH_CONTRAST: Self = Self {
        background: Color::BLACK,
        text: Color::WHITE,
        text_dim: Color::srgb(0.86, 0.88, 0.92),
        accent: Color::srgb(1.0, 0.86, 0.0),
        warning: Color::srgb(1.0, 0.66, 0.60),
        good: Color::srgb(0.50, 1.0, 0.58),
        surface: Color::srgb(0.10, 0.11, 0.13),
        surface_hover: Color::srgb(0.17, 0.18, 0.21),
        panel: Color::srgb(0.04, 0.04, 0.05),
        note: Color::srgb(0.20, 0.10, 0.04),
        chart: Color::srgb(0.45, 0.78, 1.0),
        // Lighter wood: pegs and base stand out from the black ground.
        wood: Color::srgb(0.90, 0.76, 0.56),
        wood_base: Color::srgb(0.72, 0.56, 0.38),
        x: Color::srgb(1.0, 0.55, 0.45),
        o: Color::srgb(0.35, 0.85, 1.0),
        high_contrast: true,
    };

    /// The palette for a choice of contrast.
    pub fn for_contrast(high: bool) -> Self {
        if high { Self::HIGH_CONTRAST } else { Self::NORMAL }
    }

    /// The colour of a part of the palette.
    pub fn ink(&self, ink: Ink) -> Color {
        match ink {
            Ink::Text => self.text,
            Ink::TextDim => self.text_dim,
            Ink::Accent => self.accent,
            Ink::Surface => self.surface,
            Ink::SurfaceHover => self.surface_hover,
            Ink::Raised => self.surface_hover.mix(&Color::WHITE, 0.08),
            Ink::Wood => self.wood,
            Ink::WoodBase => self.wood_base,
            Ink::Stone(player) => self.stone(player),
        }
    }

    /// The colour of `player`'s stones.
    pub fn stone(&self, player: Player) -> Color {
        match player {
            Player::X => self.x,
            Player::O => self.o,
        }
    }

    /// egui's look for this palette: dark, with the palette's panel, text
    /// and accent, and in high contrast stronger outlines on every control.
    pub fn egui_visuals(&self) -> bevy_egui::egui::Visuals {
        use bevy_egui::egui::{Color32, Stroke, Visuals};
        let mut visuals = Visuals::dark();
        visuals.panel_fill = egui_colour(self.panel);
        visuals.window_fill = egui_colour(self.panel);
        visuals.hyperlink_color = egui_colour(self.accent);
        visuals.warn_fg_color = egui_colour(self.accent);
        visuals.error_fg_color = egui_colour(self.warning);
        if self.high_contrast {
            visuals.override_text_color = Some(Color32::WHITE);
            visuals.extreme_bg_color = Color32::BLACK;
            visuals.window_stroke = Stroke::new(2.0, Color32::WHITE);
            visuals.selection.stroke = Stroke::new(2.0, Color32::BLACK);
            // White on this blue: 7:1.
            visuals.selection.bg_fill = Color32::from_rgb(0, 90, 160);
            let outline = Stroke::new(1.5, Color32::from_gray(230));
            let widgets = &mut visuals.widgets;
            for w in [
                &mut widgets.noninteractive,
                &mut widgets.inactive,
                &mut widgets.hovered,
                &mut widgets.active,
            ] {
                w.fg_stroke.color = Color32::WHITE;
            }
            widgets.noninteractive.bg_stroke = Stroke::new(1.0, Color32::from_gray(170));
            widgets.inactive.bg_stroke = outline;
            widgets.inactive.bg_fill = Color32::from_gray(20);
            widgets.inactive.weak_bg_fill = Color32::from_gray(20);
            widgets.hovered.bg_stroke = Stroke::new(2.0, egui_colour(self.accent));
            widgets.active.bg_stroke = Stroke::new(2.5, egui_colour(self.accent));
        }
        visuals
    }
}

impl Default for Palette {
    fn default() -> Self {
        Self::NORMAL
    }
}

/// A part of the palette, for [`Paint`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ink {
    /// [`Palette::text`].
    Text,
    /// [`Palette::text_dim`].
    TextDim,
    /// [`Palette::accent`].
    Accent,
    /// [`Palette::surface`].
    Surface,
    /// [`Palette::surface_hover`].
    SurfaceHover,
    /// A button on a card: a little lighter than [`Palette::surface_hover`].
    Raised,
    /// [`Palette::wood`].
    Wood,
    /// [`Palette::wood_base`].
    WoodBase,
    /// A player's stones.
    Stone(Player),
}

/// A sprite or world text drawn in one part of the palette: repainted (its
/// alpha kept) when the palette changes.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Paint(pub Ink);

/// Repaints what carries a [`Paint`], and the background, when the palette changes.
fn repaint(
    palette: Res<Palette>,
    mut clear: ResMut<ClearColor>,
    mut sprites: Query<(&Paint, &mut Sprite)>,
    mut texts: Query<(&Paint, &mut WorldText)>,
) {
    if !palette.is_changed() {
        return;
    }
    clear.0 = palette.background;
    for (paint, mut sprite) in &mut sprites {
        let alpha = sprite.color.alpha();
        sprite.color = palette.ink(paint.0).with_alpha(alpha);
    }
    for (paint, mut text) in &mut texts {
        let alpha = text.colour.alpha();
        text.colour = palette.ink(paint.0).with_alpha(alpha);
    }
}

/// The disks' colours, smallest first and again from the eighth: the
/// Okabe–Ito palette, which people with any common colour-vision
/// deficiency can tell apart, in an order that keeps neighbouring disks
/// distinct for them too (see the tests). Each disk also carries its number.
pub const DISK_PALETTE: [Color; 7] = [
    Color::srgb_u8(86, 180, 233),  // sky blue
    Color::srgb_u8(230, 159, 0),   // orange
    Color::srgb_u8(0, 158, 115),   // bluish green
    Color::srgb_u8(240, 228, 66),  // yellow
    Color::srgb_u8(204, 121, 167), // reddish purple
    Color::srgb_u8(213, 94, 0),    // vermillion
    Color::srgb_u8(0, 114, 178),   // blue
];

/// The colour of `disk` (1 = smallest); the same in every tower.
pub fn disk_colour(disk: u8, _disks: usize) -> Color {
    DISK_PALETTE[(disk.max(1) as usize - 1) % DISK_PALETTE.len()]
}

/// Relative luminance (WCAG 2) of a colour.
pub fn luminance(colour: Color) -> f32 {
    let c = colour.to_linear();
    0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
}

/// Contrast ratio (WCAG 2) of two colours, 1 to 21.
pub fn contrast(a: Color, b: Color) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// Dark ink for writing on light colours.
pub const INK_DARK: Color = Color::srgb(0.07, 0.08, 0.10);

/// The ink that reads best on `colour`: dark or white.
pub fn ink_on(colour: Color) -> Color {
    if contrast(INK_DARK, colour) >= contrast(Color::WHITE, colour) { INK_DARK } else { Color::WHITE }
}

/// egui's colour for a Bevy colour.
pub fn egui_colour(colour: Color) -> bevy_egui::egui::Color32 {
    let [r, g, b, a] = colour.to_srgba().to_u8_array();
    bevy_egui::egui::Color32::from_rgba_unmultiplied(r, g, b, a)
}

/// The background and the palette; what carries a [`Paint`] is repainted when it changes.
pub(super) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(Palette::NORMAL.background))
        .init_resource::<Palette>()
        .add_systems(PostUpdate, repaint);
}

#[cfg(test)]
mod tests {
    //! Colours every player can read: WCAG contrast of the texts and the
    //! pieces, and pieces that stay apart under simulated colour blindness
    //! (Machado, Oliveira and Fernandes 2009, full severity).

    use super::*;

    const PALETTES: [(&str, Palette); 2] =
        [("usual", Palette::NORMAL), ("high contrast", Palette::HIGH_CONTRAST)];

    #[test]
    fn every_text_reads_on_every_background_it_is_drawn_on() {
        for (look, p) in PALETTES {
            // WCAG AA in the usual palette, AAA (7:1) in high contrast.
            let least = if p.high_contrast { 7.0 } else { 4.5 };
            let texts = [
                ("text", p.text),
                ("dim text", p.text_dim),
                ("accent", p.accent),
                ("warning", p.warning),
                ("good", p.good),
            ];
            for (name, text) in texts {
                let grounds = [
                    ("background", p.background),
                    ("surface", p.surface),
                    ("cell", p.surface_hover),
                    ("panel", p.panel),
                ];
                for (ground, back) in grounds {
                    let ratio = contrast(text, back);
                    assert!(
                        ratio >= least,
                        "{look}: {name} on the {ground}: {ratio:.2}:1 is under {least}:1"
                    );
                }
            }
        }
        for (look, p) in PALETTES {
            let least = if p.high_contrast { 7.0 } else { 4.5 };
            let ratio = contrast(p.text, p.note);
            assert!(ratio >= least, "{look}: text on a note: {ratio:.2}:1 is under {least}:1");
        }
        // The numbers on the disks.
        for (i, &disk) in DISK_PALETTE.iter().enumerate() {
            let ratio = contrast(ink_on(disk), disk);
            assert!(ratio >= 4.5, "the number on disk colour {i}: {ratio:.2}:1");
        }
    }

    #[test]
    fn pieces_stand_out_from_the_board() {
        for (look, p) in PALETTES {
            for (i, &disk) in DISK_PALETTE.iter().enumerate() {
                let ratio = contrast(disk, p.background);
                assert!(ratio >= 3.0, "{look}: disk colour {i} on the background: {ratio:.2}:1");
            }
            let least = if p.high_contrast { 4.5 } else { 3.0 };
            let drawn = [("pegs", p.wood), ("base", p.wood_base), ("chart", p.chart), ("good", p.good)];
            for (name, colour) in drawn {
                for (ground, back) in [("background", p.background), ("panel", p.panel)] {
                    let ratio = contrast(colour, back);
                    assert!(ratio >= least, "{look}: the {name} on the {ground}: {ratio:.2}:1");
                }
            }
            for (name, stone) in [("X", p.x), ("O", p.o)] {
                let ratio = contrast(stone, p.surface_hover);
                assert!(ratio >= least, "{look}: {name} on its cell: {ratio:.2}:1");
            }
        }
    }

    #[test]
    fn high_contrast_is_stronger_than_the_usual_look() {
        let (n, h) = (Palette::NORMAL, Palette::HIGH_CONTRAST);
        assert!(contrast(h.text, h.background) > contrast(n.text, n.background));
        assert!(contrast(h.text_dim, h.panel) > contrast(n.text_dim, n.panel));
        assert!(contrast(h.x, h.surface_hover) > contrast(n.x, n.surface_hover));
        assert!(contrast(h.o, h.surface_hover) > contrast(n.o, n.surface_hover));
        assert!(contrast(h.wood, h.background) > contrast(n.wood, n.background));
        assert!(contrast(h.wood_base, h.background) > contrast(n.wood_base, n.background));
        let visuals = h.egui_visuals();
        assert_eq!(visuals.override_text_color, Some(bevy_egui::egui::Color32::WHITE));
        assert!(
            visuals.widgets.inactive.bg_stroke.width
                > Palette::NORMAL.egui_visuals().widgets.inactive.bg_stroke.width
        );
        assert_eq!(visuals.panel_fill, egui_colour(h.panel));
    }

    /// Machado 2009 matrices (severity 1), on linear RGB.
    const SIMULATIONS: [(&str, [[f32; 3]; 3]); 3] = [
        (
            "protanopia",
            [
                [0.152286, 1.052583, -0.204868],
                [0.114503, 0.786281, 0.099216],
                [-0.003882, -0.048116, 1.051998],
            ],
        ),
        (
            "deuteranopia",
            [
                [0.367322, 0.860646, -0.227968],
                [0.280085, 0.672501, 0.047413],
                [-0.011820, 0.042940, 0.968881],
            ],
        ),
        (
            "tritanopia",
            [
                [1.255528, -0.076749, -0.178779],
                [-0.078411, 0.930809, 0.147602],
                [0.004733, 0.691367, 0.303900],
            ],
        ),
    ];

    fn seen_as(colour: Color, m: &[[f32; 3]; 3]) -> Color {
        let c = colour.to_linear();
        let v = [c.red, c.green, c.blue];
        let row = |r: &[f32; 3]| (r[0] * v[0] + r[1] * v[1] + r[2] * v[2]).clamp(0.0, 1.0);
        Color::linear_rgb(row(&m[0]), row(&m[1]), row(&m[2]))
    }

    /// CIE76 colour difference.
    fn difference(a: Color, b: Color) -> f32 {
        let (a, b) = (Laba::from(a), Laba::from(b));
        // Bevy's Lab has L in 0–1.5 and a, b scaled alike: back to the usual 0–100 scale.
        ((a.lightness - b.lightness).powi(2) + (a.a - b.a).powi(2) + (a.b - b.b).powi(2)).sqrt() * 100.0
    }

    #[test]
    fn neighbouring_disks_and_the_two_sides_differ_for_colour_blind_eyes() {
        // Every pair of neighbours in a tower of 12 (the palette's wrap included).
        for disk in 1..12u8 {
            let (a, b) = (disk_colour(disk, 12), disk_colour(disk + 1, 12));
            for (name, m) in &SIMULATIONS {
                let d = difference(seen_as(a, m), seen_as(b, m));
                assert!(d >= 20.0, "disks {disk} and {} under {name}: ΔE {d:.1}", disk + 1);
            }
        }
        for (look, p) in PALETTES {
            for (name, m) in &SIMULATIONS {
                let d = difference(seen_as(p.x, m), seen_as(p.o, m));
                assert!(d >= 20.0, "{look}: X and O under {name}: ΔE {d:.1}");
            }
        }
    }

    #[test]
    fn the_simulation_sees_red_and_green_alike_without_red_cones() {
        // The check above could pass with a broken simulation; this pair must collapse.
        let (red, green) = (Color::srgb_u8(200, 80, 60), Color::srgb_u8(110, 120, 50));
        assert!(difference(red, green) > 30.0);
        assert!(difference(seen_as(red, &SIMULATIONS[1].1), seen_as(green, &SIMULATIONS[1].1)) < 15.0);
    }
}
