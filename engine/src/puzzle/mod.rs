//! Puzzles: TicTacToe positions won by exactly one move ([`tictactoe`]) and
//! scrambled Hanoi towers ([`hanoi`]), each proven from the exact solvers;
//! a puzzle of each game for every calendar day, the same everywhere and
//! chosen from the date alone ([`daily`]); and a ladder of each, from easy
//! to hard. Dates are [`date::Day`]s.

pub mod daily;
pub mod date;
pub mod hanoi;
pub mod tictactoe;

pub use daily::{Daily, Puzzles};
pub use date::{Day, DayError};
pub use hanoi::{HanoiPuzzle, Kind};
pub use tictactoe::TttPuzzle;

/// A stream of numbers fixed by its seed (SplitMix64): the same on every
/// system and in every version, so a day's puzzles never change.
#[derive(Clone, Debug)]
pub struct Mix(u64);

impl Mix {
    /// A stream for these words (a purpose and its numbers).
    pub fn of(words: &[u64]) -> Self {
        let mut mix = Self(0x5045_4753_2653_544E);
        for &w in words {
            mix.0 ^= w;
            mix.draw();
        }
        mix
    }

    /// The next number.
    pub fn draw(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// A shuffle of `0..len` that needs no table: a four-round Feistel network
/// over the smallest even number of bits that holds `len`, walking the cycle
/// until it lands inside. Different inputs give different outputs.
#[derive(Clone, Debug)]
pub struct Shuffle {
    len: u64,
    half: u32,
    keys: [u64; 4],
}

impl Shuffle {
    /// A shuffle of `0..len` (`len` ≥ 1) chosen by `mix`.
    pub fn new(len: u64, mut mix: Mix) -> Self {
        let bits = 64 - len.max(2).saturating_sub(1).leading_zeros();
        let half = bits.div_ceil(2).max(1);
        Self { len: len.max(1), half, keys: [mix.draw(), mix.draw(), mix.draw(), mix.draw()] }
    }

    /// Where `i` (below `len`) goes.
    pub fn get(&self, i: u64) -> u64 {
        let mask = (1u64 << self.half) - 1;
        let mut x = i % self.len;
        loop {
            let (mut left, mut right) = (x >> self.half, x & mask);
            for key in self.keys {
                let f = Mix::of(&[right, key]).draw() & mask;
                (left, right) = (right, left ^ f);
            }
            x = left << self.half | right;
            if x < self.len {
                return x;
            }
        }
    }
}

#[cfg(test)]
mod tests;
