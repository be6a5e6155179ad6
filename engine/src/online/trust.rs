//! Who a game that comes back is: the key two games share from when they
//! first meet (the creator makes it and gives it to the other), and the
//! proof asked of a game that says hello again, so that a stranger with
//! the code cannot take a friend's place after a drop. A Hanoi race and
//! an online game of TicTacToe keep it alike.

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// The key two games share (made by the creator when they first meet,
/// given to the other game then, and kept by both) and the numbers asked with it.
#[derive(Clone, Debug)]
pub struct Trust {
    key: Option<u128>,
    /// Whether the other game is known to hold the key: it said so once,
    /// or it proved it. Until then a game coming back cannot be asked for
    /// a proof, and is taken as the first time.
    shared: bool,
    rng: SmallRng,
}

/// Two sides' trust is alike when they hold the same key alike (the numbers drawn are their own).
impl PartialEq for Trust {
    fn eq(&self, other: &Self) -> bool {
        (self.key, self.shared) == (other.key, other.shared)
    }
}

impl Eq for Trust {}

impl Default for Trust {
    fn default() -> Self {
        Self::kept(None, false)
    }
}

impl Trust {
    /// No key yet: the two have not met.
    pub fn new() -> Self {
        Self::default()
    }

    /// The key kept with a game or a race (after a restart), and whether the other game holds it too.
    pub fn kept(key: Option<u128>, shared: bool) -> Self {
        let rng = SmallRng::seed_from_u64(crate::fresh_seed());
        Self { key, shared: shared && key.is_some(), rng }
    }

    /// The key, once made or given.
    pub fn key(&self) -> Option<u128> {
        self.key
    }

    /// Whether the other game is known to hold the key.
    pub fn is_shared(&self) -> bool {
        self.shared
    }

    /// Whether a game saying hello must prove it holds the key: both hold it.
    pub fn must_prove(&self) -> bool {
        self.shared
    }

    /// The creator's key, made the first time the two meet.
    pub fn make_key(&mut self) -> u128 {
        let rng = &mut self.rng;
        *self.key.get_or_insert_with(|| rng.random())
    }

    /// The key the creator gave: both hold it now.
    pub fn keep(&mut self, key: u128) {
        self.key = Some(key);
        self.shared = true;
    }

    /// The other game holds the key (it said so, or proved it).
    pub fn shared(&mut self) {
        self.shared = self.key.is_some();
    }

    /// The key the creator says again (on the line to the game it first
    /// met) until that game says it holds it.
    pub fn key_to_repeat(&self, host: bool) -> Option<u128> {
        self.key.filter(|_| host && !self.shared)
    }

    /// A fresh number to ask a proof with.
    pub fn ask(&mut self) -> u64 {
        self.rng.random()
    }

    /// Whether `proof` proves the other game (of the other side than
    /// `host`) holds the key, for the number `nonce`.
    pub fn proves(&self, proof: u64, nonce: u64, host: bool) -> bool {
        self.key.is_some_and(|key| proof == self::proof(key, nonce, !host))
    }

    /// This side's proof for the number `nonce` asked, if it holds the key.
    pub fn prove(&self, nonce: u64, host: bool) -> Option<u64> {
        self.key.map(|key| proof(key, nonce, host))
    }
}

/// The proof that a game holds `key`: SipHash-2-4 keyed with it, over the
/// number asked and the prover's side. The side is in it so that a proof
/// one game gave cannot be handed back as the other's.
pub fn proof(key: u128, nonce: u64, host: bool) -> u64 {
    use std::hash::Hasher;
    let mut hasher = siphasher::sip::SipHasher24::new_with_key(&key.to_le_bytes());
    hasher.write(b"pegs-and-stones race proof");
    hasher.write(&nonce.to_le_bytes());
    hasher.write_u8(u8::from(host));
    hasher.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_proof_is_keyed_and_tells_the_sides_and_the_numbers_apart() {
        // SipHash-2-4's reference vector (key 00..0f, message 00..0e).
        use std::hash::Hasher;
        let key: Vec<u8> = (0..16).collect();
        let mut hasher = siphasher::sip::SipHasher24::new_with_key(&key.try_into().unwrap());
        hasher.write(&(0..15).collect::<Vec<u8>>());
        assert_eq!(hasher.finish(), 0xa129_ca61_49be_45e5);
        let key = 0x0011_2233_4455_6677_8899_aabb_ccdd_eeff;
        assert_eq!(proof(key, 7, true), proof(key, 7, true));
        assert_ne!(proof(key, 7, true), proof(key, 7, false), "a proof cannot be handed back");
        assert_ne!(proof(key, 7, true), proof(key, 8, true));
        assert_ne!(proof(key, 7, true), proof(key ^ 1, 7, true));
    }

    #[test]
    fn a_game_proves_with_the_key_it_holds_and_only_the_other_side_s_proof_counts() {
        let mut creator = Trust::new();
        let key = creator.make_key();
        assert_eq!(creator.make_key(), key, "made once");
        assert!(!creator.must_prove() && creator.key_to_repeat(true) == Some(key));
        let mut friend = Trust::new();
        friend.keep(key);
        creator.shared();
        assert!(creator.must_prove() && friend.must_prove() && creator.key_to_repeat(true).is_none());
        let nonce = creator.ask();
        let answer = friend.prove(nonce, false).expect("it holds the key");
        assert!(creator.proves(answer, nonce, true));
        // The creator's own proof is no proof of the friend; a stranger has none.
        assert!(!creator.proves(creator.prove(nonce, true).unwrap(), nonce, true));
        assert_eq!(Trust::new().prove(nonce, false), None);
        assert!(!creator.proves(answer, nonce ^ 1, true));
        // What was kept proves alike after a restart.
        let back = Trust::kept(Some(key), true);
        assert!(creator.proves(back.prove(nonce, false).unwrap(), nonce, true));
    }
}
