//! Two strangers paired by the server: which game sets up the series (the
//! host, who plays X) and who starts the first game, decided from the two
//! ids the server gave them. Both games work it out alike from the same two
//! ids, and neither chooses: the server's ids are random.

use crate::tictactoe::Player;

/// The sides of a game between strangers, as one of the two games sees them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sides {
    /// This game sets up the series and plays X.
    pub host: bool,
    /// Who places the first stone of the first game.
    pub starter: Player,
}

/// The sides for the game whose id is `me`, paired with the game whose id is `them`.
pub fn sides(me: &[u8; 16], them: &[u8; 16]) -> Sides {
    // The same bits whichever game looks: each id's bytes, one on the other.
    let mixed: Vec<u8> = me.iter().zip(them).map(|(a, b)| a ^ b).collect();
    let odd = mixed.iter().map(|b| b.count_ones()).sum::<u32>() % 2 == 1;
    // The game with the lower id hosts on an even mix, the other on an odd one.
    let host = (me < them) != odd;
    let starter = if mixed[15] & 1 == 0 { Player::X } else { Player::O };
    Sides { host, starter }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    #[test]
    fn the_two_games_agree_one_hosts_and_both_sides_get_their_share() {
        let mut rng = SmallRng::seed_from_u64(36);
        let (mut lower_hosts, mut x_starts) = (0, 0);
        let rounds = 4000;
        for _ in 0..rounds {
            let (mut a, mut b) = ([0u8; 16], [0u8; 16]);
            rng.fill_bytes(&mut a);
            rng.fill_bytes(&mut b);
            if a == b {
                continue;
            }
            let (mine, theirs) = (sides(&a, &b), sides(&b, &a));
            assert_ne!(mine.host, theirs.host, "exactly one of the two hosts");
            assert_eq!(mine.starter, theirs.starter, "both agree who starts");
            lower_hosts += usize::from(mine.host == (a < b));
            x_starts += usize::from(mine.starter == Player::X);
        }
        // Fair within a few per cent either way.
        for (what, count) in [("the lower id hosts", lower_hosts), ("X starts", x_starts)] {
            assert!((1800..=2200).contains(&count), "{what} {count} times in {rounds}");
        }
    }
}
