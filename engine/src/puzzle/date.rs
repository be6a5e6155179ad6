//! Calendar days (the proleptic Gregorian calendar, as UTC counts them):
//! parsed from `YYYY-MM-DD`, with their weekday and their place in the year.

use std::fmt;

/// The days of the week, Monday first (the daily puzzles grow harder towards Sunday).
pub const WEEKDAYS: [&str; 7] =
    ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/// The first and last years a date may name.
pub const YEARS: std::ops::RangeInclusive<i32> = 2000..=9999;

/// One calendar day.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Day {
    year: i32,
    month: u8,
    day: u8,
}

/// Why a text is not a day.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DayError {
    /// Not of the form `YYYY-MM-DD`.
    Form(String),
    /// A year outside [`YEARS`].
    Year(i32),
    /// A month that is not 1–12, or a day the month does not have.
    NoSuchDay(String),
}

impl fmt::Display for DayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Form(text) => write!(f, "'{text}' is not a date of the form YYYY-MM-DD"),
            Self::Year(year) => {
                write!(f, "the year {year} is outside {}–{}", YEARS.start(), YEARS.end())
            }
            Self::NoSuchDay(text) => write!(f, "{text} is not a day of the calendar"),
        }
    }
}

impl std::error::Error for DayError {}

const fn is_leap(year: i32) -> bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
}

const fn days_in_month(year: i32, month: u8) -> u8 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

impl Day {
    /// The day, if the calendar has it and its year is within [`YEARS`].
    pub fn new(year: i32, month: u8, day: u8) -> Result<Self, DayError> {
        if !YEARS.contains(&year) {
            return Err(DayError::Year(year));
        }
        if !(1..=12).contains(&month) || day == 0 || day > days_in_month(year, month) {
            return Err(DayError::NoSuchDay(format!("{year:04}-{month:02}-{day:02}")));
        }
        Ok(Self { year, month, day })
    }

    /// Reads `YYYY-MM-DD`.
    pub fn parse(text: &str) -> Result<Self, DayError> {
        let form = || DayError::Form(text.to_string());
        let parts: Vec<&str> = text.split('-').collect();
        let [y, m, d] = parts[..] else { return Err(form()) };
        let digits = |s: &str, len: usize| s.len() == len && s.bytes().all(|b| b.is_ascii_digit());
        if !(digits(y, 4) && digits(m, 2) && digits(d, 2)) {
            return Err(form());
        }
        let number = |s: &str| s.parse::<i32>().map_err(|_| form());
        Self::new(number(y)?, number(m)? as u8, number(d)? as u8)
    }

    /// The day a number of days after 1970-01-01 (negative before it), as a clock counts UTC days.
    pub fn from_epoch_days(days: i64) -> Result<Self, DayError> {
        // Howard Hinnant's days-to-civil, on 400-year eras of 146,097 days.
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z.rem_euclid(146_097);
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u8;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u8;
        let year = yoe + era * 400 + i64::from(month <= 2);
        Self::new(i32::try_from(year).map_err(|_| DayError::Year(i32::MAX))?, month, day)
    }

    /// Days since 1970-01-01.
    pub fn epoch_days(self) -> i64 {
        let year = i64::from(self.year) - i64::from(self.month <= 2);
        let era = year.div_euclid(400);
        let yoe = year.rem_euclid(400);
        let month = i64::from(self.month);
        let doy = (153 * (if month > 2 { month - 3 } else { month + 9 }) + 2) / 5 + i64::from(self.day) - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        era * 146_097 + doe - 719_468
    }

    /// The year.
    pub fn year(self) -> i32 {
        self.year
    }

    /// The month, 1–12.
    pub fn month(self) -> u8 {
        self.month
    }

    /// The day of the month, 1–31.
    pub fn day(self) -> u8 {
        self.day
    }

    /// The weekday, 0 for Monday to 6 for Sunday.
    pub fn weekday(self) -> usize {
        // 1970-01-01 was a Thursday (3).
        (self.epoch_days() + 3).rem_euclid(7) as usize
    }

    /// Days since the first of January of its year (0 on that day).
    pub fn day_of_year(self) -> usize {
        (self.epoch_days() - Self { year: self.year, month: 1, day: 1 }.epoch_days()) as usize
    }

    /// The next day (`None` after the last day of [`YEARS`]).
    pub fn next(self) -> Option<Self> {
        Self::from_epoch_days(self.epoch_days() + 1).ok()
    }

    /// The day before (`None` before the first day of [`YEARS`]).
    pub fn previous(self) -> Option<Self> {
        Self::from_epoch_days(self.epoch_days() - 1).ok()
    }
}

impl fmt::Display for Day {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}
