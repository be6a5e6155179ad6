//! A match's result as an Elo difference, computed as cutechess-cli does:
//! the score's mean and standard deviation over the games, and a 95 %
//! interval (the normal distribution's 1.96 standard deviations) turned
//! into Elo either side, its half-width the margin (`diff ± margin`).

/// How one side fared in a match.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games it won.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games it lost.
    pub losses: u32,
}

impl Tally {
    /// Games played.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Points: a win one, a draw a half.
    pub fn points(&self) -> f64 {
        f64::from(self.wins) + f64::from(self.draws) / 2.0
    }
}

/// The Elo difference of a side over its opponent, with its 95 % interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Elo {
    /// The difference; `None` when the side scored all or nothing (it is unbounded).
    pub diff: Option<f64>,
    /// Half the interval's width; `None` where an end of it is unbounded.
    pub margin: Option<f64>,
}

impl Elo {
    /// The interval's low end (`diff − margin`).
    pub fn low(&self) -> Option<f64> {
        Some(self.diff? - self.margin?)
    }

    /// The interval's high end (`diff + margin`).
    pub fn high(&self) -> Option<f64> {
        Some(self.diff? + self.margin?)
    }
}

/// The normal distribution's quantile at 97.5 %: a two-sided 95 % interval.
const Z_95: f64 = 1.959_963_984_540_054;

/// The Elo difference that a score of `p` (0 to 1, a share of the points) means.
fn diff(p: f64) -> Option<f64> {
    (p > 0.0 && p < 1.0).then(|| -400.0 * (1.0 / p - 1.0).log10())
}

/// The Elo difference of the side that fared as `tally`; `None` for no games.
pub fn elo(tally: Tally) -> Option<Elo> {
    let n = f64::from(tally.games());
    if n == 0.0 {
        return None;
    }
    let (w, d, l) = (f64::from(tally.wins) / n, f64::from(tally.draws) / n, f64::from(tally.losses) / n);
    let mu = w + d / 2.0;
    let deviation = w * (1.0 - mu).powi(2) + l * (0.0 - mu).powi(2) + d * (0.5 - mu).powi(2);
    let stdev = deviation.sqrt() / n.sqrt();
    let margin = match (diff(mu - Z_95 * stdev), diff(mu + Z_95 * stdev)) {
        (Some(low), Some(high)) => Some((high - low) / 2.0),
        _ => None,
    };
    // An even score is 0, not −0 (`-400 · log10(1)`).
    Some(Elo { diff: diff(mu).map(|d| d + 0.0), margin })
}
