//! The sub-tasks a plan is made of ([`Step`]), shared by the solver that
//! records them and the explanation that shows them (the `plan` module).

/// A sub-task of the plan. Pegs are numbered from 0, disks from 1 (the smallest).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Carry the whole tower of disks `smallest..=largest` from `from` to
    /// `to` over `via`, on three pegs.
    Tower {
        /// Its smallest disk (1 but within a four-peg split).
        smallest: u8,
        /// Its largest disk.
        largest: u8,
        /// Where it stands.
        from: usize,
        /// Where it goes.
        to: usize,
        /// The peg in between.
        via: usize,
    },
    /// Disk `disk` must go from `from` to `to`: first the smaller disks
    /// `smallest..disk` gather on `aside`, then they follow it.
    Bring {
        /// The smallest disk that has to make way.
        smallest: u8,
        /// The disk that goes.
        disk: u8,
        /// Where it lies.
        from: usize,
        /// Where it goes.
        to: usize,
        /// Where the smaller disks wait.
        aside: usize,
    },
    /// Four pegs, Frame–Stewart: disks `smallest..=largest` to `to`; the
    /// `aside` smallest of them go to `spare` first on all four pegs, the
    /// others travel on three pegs (without `spare`), then the smallest come
    /// back. `moves` is what that split costs from a whole tower, the fewest
    /// any split can make.
    Split {
        /// The smallest disk of the group.
        smallest: u8,
        /// The largest disk of the group.
        largest: u8,
        /// Where the group goes.
        to: usize,
        /// How many of the smallest go aside.
        aside: u8,
        /// Where they wait.
        spare: usize,
        /// Moves of the whole split from a tower.
        moves: u64,
    },
    /// Four pegs: the shortest way from here, found by searching every position.
    Searched {
        /// Disks on the board.
        disks: u8,
        /// The goal peg.
        to: usize,
    },
    /// One disk across: the move itself.
    Move {
        /// The disk.
        disk: u8,
        /// From this peg.
        from: usize,
        /// To this one.
        to: usize,
    },
}

/// A recorded sub-task of a listed plan: its moves are `start..end` of the plan.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Node {
    pub(super) step: Step,
    pub(super) start: u64,
    pub(super) end: u64,
    pub(super) children: Vec<Node>,
}
