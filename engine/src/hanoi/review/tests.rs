//! The tower's review against distances found here by breadth-first search
//! over every position of small towers, on three pegs and on four.

use std::collections::{HashMap, VecDeque};

use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};

use super::*;
use crate::hanoi::distance::DistanceTable;

/// Every legal move of a board.
fn legal(tower: &Tower) -> Vec<Move> {
    let pegs = tower.peg_count();
    (0..pegs)
        .flat_map(|from| (0..pegs).map(move |to| Move::new(from, to)))
        .filter(|m| tower.check_move(m.from, m.to).is_ok())
        .collect()
}

/// Distances of every position to the goal by breadth-first search from the goal tower.
fn searched(pegs: usize, disks: usize, goal: usize) -> HashMap<Vec<u8>, u64> {
    let home = Tower::from_places_on(pegs, &vec![goal; disks], goal).expect("a tower");
    let mut distance = HashMap::from([(home.places().to_vec(), 0u64)]);
    let mut queue = VecDeque::from([home]);
    while let Some(tower) = queue.pop_front() {
        let d = distance[tower.places()];
        for m in legal(&tower) {
            let mut next = tower.clone();
            next.try_move(m.from, m.to).expect("legal");
            if !distance.contains_key(next.places()) {
                distance.insert(next.places().to_vec(), d + 1);
                queue.push_back(next);
            }
        }
    }
    distance
}

#[test]
fn random_walks_agree_with_a_search_of_every_position() {
    let mut rng = SmallRng::seed_from_u64(63);
    for (pegs, disks) in [(3, 1), (3, 3), (3, 5), (4, 2), (4, 4), (4, 5)] {
        let goal = pegs - 1;
        let distance = searched(pegs, disks, goal);
        let table = (pegs == 4).then(|| DistanceTable::build(disks, goal).expect("a table"));
        for _ in 0..20 {
            // A start anywhere, then random moves until home or 60 moves.
            let places: Vec<usize> = (0..disks).map(|_| rng.random_range(0..pegs)).collect();
            let start = Tower::from_places_on(pegs, &places, goal).expect("a board");
            let mut walk = start.clone();
            let mut moves = Vec::new();
            while !walk.is_solved() && moves.len() < 60 {
                let m = *legal(&walk).choose(&mut rng).expect("a move");
                walk.try_move(m.from, m.to).expect("legal");
                moves.push(m);
            }
            let review = review(&start, &moves, table.as_ref()).expect("a legal walk");
            assert_eq!(review.optimum, distance[start.places()], "{pegs} pegs, {disks} disks: the optimum");
            let mut at = start.clone();
            for (i, m) in review.moves.iter().enumerate() {
                assert_eq!(m.number, i + 1);
                assert_eq!(m.distance_before, distance[at.places()]);
                assert_eq!(m.disk, at.top(m.mv.from).expect("a disk"));
                at.try_move(m.mv.from, m.mv.to).expect("legal");
                assert_eq!(m.distance_after, distance[at.places()]);
                let closer = m.distance_after + 1 == m.distance_before;
                assert_eq!(m.step == Step::Shortest, closer, "move {}", m.number);
            }
            assert_eq!(review.is_home(), at.is_solved());
            assert_eq!(review.made() + review.left() - review.optimum, review.wasted());
            let away = review.moves.iter().filter(|m| m.distance_after > m.distance_before).count() as u64;
            let level = review.moves.iter().filter(|m| m.distance_after == m.distance_before).count() as u64;
            assert_eq!(review.wasted(), 2 * away + level, "farther costs two, as far costs one");
            assert_eq!(review.first_detour(), review.moves.iter().position(|m| m.step == Step::Detour));
            assert_eq!(review.position_before(moves.len()).places(), at.places());
            assert_eq!(review.position_before(0).places(), start.places());
        }
    }
}

#[test]
fn the_shortest_way_wastes_nothing_and_a_detour_costs_two_moves() {
    // Three disks: 7 moves. Step aside once with the smallest disk and back.
    let start = Tower::new(3).expect("a tower");
    let mut plan: Vec<Move> = start.plan(None).collect();
    let shortest = review(&start, &plan, None).expect("legal");
    assert!(shortest.is_home());
    assert_eq!((shortest.made(), shortest.optimum, shortest.wasted()), (7, 7, 0));
    assert_eq!(shortest.first_detour(), None);
    // The optimal first move is 1 → 3; 1 → 2 leaves the distance at 7, and so does coming back.
    plan.splice(0..0, [Move::new(0, 1), Move::new(1, 0)]);
    let detour = review(&start, &plan, None).expect("legal");
    assert_eq!((detour.made(), detour.wasted()), (9, 2));
    assert_eq!(detour.first_detour(), Some(0));
    assert_eq!((detour.moves[0].distance_before, detour.moves[0].distance_after), (7, 7));
    assert_eq!([detour.moves[0].step, detour.moves[1].step], [Step::Detour, Step::Detour]);
    assert_eq!(detour.moves[2].step, Step::Shortest);
    // The distances after every move, and the share on a shortest way: 7 of 9.
    assert_eq!(shortest.distances(), [7, 6, 5, 4, 3, 2, 1, 0]);
    assert_eq!(detour.distances()[..4], [7, 7, 7, 6]);
    assert_eq!((shortest.shortest_share(), detour.shortest_share()), (1000, 778));
    assert_eq!(review(&start, &[], None).expect("legal").shortest_share(), 1000);
}

#[test]
fn moves_the_rules_refuse_or_after_home_are_named() {
    let start = Tower::new(2).expect("a tower");
    let refused = review(&start, &[Move::new(0, 1), Move::new(0, 1)], None);
    assert_eq!(
        refused,
        Err(ReviewError::Refused {
            number: 2,
            mv: Move::new(0, 1),
            why: MoveError::LargerOnSmaller { disk: 2, onto: 1 }
        })
    );
    let home = [Move::new(0, 1), Move::new(0, 2), Move::new(1, 2)];
    assert!(review(&start, &home, None).expect("home").is_home());
    let after = [home.as_slice(), &[Move::new(2, 0)]].concat();
    assert_eq!(review(&start, &after, None), Err(ReviewError::AfterHome { number: 4, mv: Move::new(2, 0) }));
    // Four pegs need the table of their tower.
    let four = Tower::new_on(4, 3).expect("a tower");
    assert_eq!(review(&four, &[], None), Err(ReviewError::NoExactDistances { disks: 3 }));
    let other = DistanceTable::build(4, 3).expect("a table");
    assert!(review(&four, &[], Some(&other)).is_err(), "another tower's table is refused");
    assert!(can_review(3, 30) && can_review(4, 10) && !can_review(4, 11));
}
