//! The map of every position of a three-peg tower: the 3ⁿ positions as the
//! points of a Sierpiński triangle and the legal moves as its lines. The
//! largest disk picks one of three corner triangles, the next disk a corner
//! of that one, and so on; the whole tower on a peg is a corner of the map,
//! and the shortest way between two towers runs along a side.

use super::tower::{Move, PEGS};

/// The most disks the map is drawn for (3⁶ = 729 positions).
pub const MAP_DISKS: usize = 6;

/// The number of a position (peg of each disk, smallest first): its pegs
/// read as a number in base 3, the largest disk the highest digit.
pub fn index(places: &[u8]) -> usize {
    places.iter().rev().fold(0, |n, &p| n * PEGS + p as usize)
}

/// The position of number `index` with `disks` disks.
pub fn places(index: usize, disks: usize) -> Vec<u8> {
    let mut n = index;
    (0..disks)
        .map(|_| {
            let peg = (n % PEGS) as u8;
            n /= PEGS;
            peg
        })
        .collect()
}

/// Where a position lies on the map, in a triangle with corners (0.5, 0)
/// for peg 1, (0, h) for peg 2 and (1, h) for peg 3 (h = √3/2, y down).
/// Neighbouring positions lie one small side apart: 1 / (2ⁿ − 1).
pub fn point(places: &[u8]) -> [f64; 2] {
    let h = 3f64.sqrt() / 2.0;
    let mut corners = [[0.5, 0.0], [0.0, h], [1.0, h]];
    // Corner of the current triangle for each peg.
    let mut origin = [0.0, 0.0];
    let mut side = 1.0;
    let n = places.len();
    for (i, &peg) in places.iter().enumerate().rev() {
        let peg = peg as usize;
        let k = i + 1; // disks still to place, this one included
        let scale = if k == 1 { 0.0 } else { ((1u64 << (k - 1)) - 1) as f64 / ((1u64 << k) - 1) as f64 };
        // The sub-triangle at this peg's corner, `scale` times as large.
        let at = [origin[0] + corners[peg][0] * side, origin[1] + corners[peg][1] * side];
        origin = [at[0] - corners[peg][0] * side * scale, at[1] - corners[peg][1] * side * scale];
        side *= scale;
        // Inside it the two other pegs swap corners, so that its corner
        // towards peg b holds the smaller disks' tower on the third peg.
        let (b, c) = match peg {
            0 => (1, 2),
            1 => (0, 2),
            _ => (0, 1),
        };
        corners.swap(b, c);
    }
    if n == 0 {
        return [0.5, h / 3.0 * 2.0];
    }
    origin
}

/// The legal moves from a position.
pub fn moves(places: &[u8]) -> Vec<Move> {
    let top = |peg: usize| places.iter().position(|&p| p as usize == peg).map(|d| d as u8 + 1);
    let mut out = Vec::new();
    for from in 0..PEGS {
        let Some(disk) = top(from) else { continue };
        for to in 0..PEGS {
            if to != from && top(to).is_none_or(|t| t > disk) {
                out.push(Move::new(from, to));
            }
        }
    }
    out
}

/// The position after a legal move.
pub fn after(places: &[u8], mv: Move) -> Vec<u8> {
    let mut next = places.to_vec();
    if let Some(disk) = next.iter().position(|&p| p as usize == mv.from) {
        next[disk] = mv.to as u8;
    }
    next
}

/// Every line of the map of `disks` disks, each once, as pairs of position numbers.
pub fn lines(disks: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for i in 0..PEGS.pow(disks as u32) {
        let here = places(i, disks);
        for mv in moves(&here) {
            let j = index(&after(&here, mv));
            if i < j {
                out.push((i, j));
            }
        }
    }
    out
}
