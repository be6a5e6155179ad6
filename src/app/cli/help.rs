//! The help texts, one per command.

/// The help of the whole program.
pub(super) const MAIN: &str = "\
Pegs & Stones: Towers of Hanoi and Infinity TicTacToe.

Usage:
  pegs-and-stones                 open the game
  pegs-and-stones --version       print the version
  pegs-and-stones hanoi solve     print the optimal moves of a tower
  pegs-and-stones ttt analyze     score the moves of a TicTacToe position
  pegs-and-stones ttt solve       solve Infinity TicTacToe exactly
  pegs-and-stones ttt online      play a friend online as the computer, without a window
  pegs-and-stones ttt review      judge every move of a game against the exact values
  pegs-and-stones hanoi review    judge a tower's moves against the exact distances
  pegs-and-stones hanoi race      race a friend's game at Hanoi with the solver, without a window
  pegs-and-stones --server URL    open the game, reaching friends through this signalling server
  pegs-and-stones --size WxH      open the game in a window of that size (405x720: a phone's layout)
  pegs-and-stones --review TEXT   open the game at a finished game's review (TEXT: what a
                                  review's link carries after ?review=, e.g. ttt.seed.x.x.hard.0.40812)
  pegs-and-stones --daily DATE[:GAME]
                                  open the game on a day's puzzle (GAME hanoi or tictactoe)
  pegs-and-stones puzzle daily    print a day's puzzles (one of each game)
  pegs-and-stones puzzle ladder   print a rung of a game's puzzle ladder
  pegs-and-stones records [--json] print the player's records
  pegs-and-stones lessons [--json] print the lessons, each task with its answer
  pegs-and-stones bench [WHAT]    measure speed and memory
  pegs-and-stones --screenshot PATH [--screen S] [--lang CODE] [--size WxH]
                                  save a picture of a screen as PNG and exit; S is
                                  menu, hanoi, tictactoe, hanoi-howto,
                                  tictactoe-howto, hanoi-plan (the solver's plan
                                  and map), tictactoe-thinking (the computer's
                                  scores) or hanoi-race (a race under way
                                  against a friend's board); --lang en, de, es, fr or pl (English
                                  if not given); --size 405x720 for a phone's portrait;
                                  --text-size 100–200 (per cent) and
                                  --contrast high as a player would choose them;
                                  --daily DATE[:GAME] a day's puzzles on the menu
                                  or a puzzle on its board; --lesson ID a lesson
                                  on its board (ids: pegs-and-stones lessons)

Every subcommand takes --help.";

/// `lessons --help`.
pub(super) const LESSONS: &str = "\
Usage: pegs-and-stones lessons [--json]

Prints the lessons of both courses (Learn on the menu), each with its task and
the answer the engine computes for it. With --json, an array with one object
a lesson: id, game (hanoi or tictactoe), title (by language code: en, de,
es, fr, pl) and task:
  moving disks: pegs, disks, position (the peg of each disk, smallest first,
    pegs from 1), goal (the peg every disk must reach), optimum
  a count: question \"moves_for_disks\", pegs, disks, shown (the towers played
    before, disks and moves), choices, answer
  placing stones: rules, moves (cells 0–8 row by row from the empty board,
    X first), to_move, goal (win_now, stop_loss, two_threats or best) and
    answer (every cell that meets the goal, ascending)
  a question about a position: question, rules, moves, to_move, answer:
    vanishes_next          the cell of the stone that vanishes next
    depth_sees_win         the least search depth that sees the win; scores
                           holds each depth offered, its best score and cells
    pruning_changes_choice false: depth, positions_without_pruning,
                           positions_with_pruning, chosen (the cells both choose)";

/// `puzzle --help`.
pub(super) const PUZZLE: &str = "\
Usage: pegs-and-stones puzzle daily [--date YYYY-MM-DD] [--json]
       pegs-and-stones puzzle ladder --game hanoi|ttt --index I [--json]

Every day (UTC) has one Hanoi and one TicTacToe puzzle, the same for every
player, chosen from the date alone: easiest on Mondays, hardest on Sundays.
  daily    that day's puzzles; without --date, today's
  ladder   rung I (from 1) of a game's ladder, from easy to hard: 120 Hanoi
           rungs, 120 TicTacToe rungs

A Hanoi puzzle: the peg of each disk (largest first, as `hanoi solve --from`
takes it), the goal peg, and the least number of moves that reaches it.
A TicTacToe puzzle (seed rules): the moves from the empty board (cells 0–8 row
by row, X first), the side to move, who wins in exactly N half-moves against
the longest defence with one move only: the answer.

With --json, one JSON object:
  {\"date\": \"2026-12-01\", \"hanoi\": {\"pegs\": 3, \"disks\": 5, \"position\": \"11133\",
   \"goal\": 3, \"optimum\": 31, \"difficulty\": 31}, \"tictactoe\": {\"rules\": \"seed\",
   \"moves\": [1, 7, 4, 0, 8, 5], \"to_move\": \"X\", \"win_in\": 3, \"answer\": 6,
   \"difficulty\": 32}}";

/// `hanoi --help`.
pub(super) const HANOI: &str = "\
Usage: pegs-and-stones hanoi <solve|review> --disks N [--pegs 3|4] [--from CONFIG] [--to PEG] [OPTIONS]
       pegs-and-stones hanoi race [OPTIONS]

Subcommands:
  solve    print the optimal moves from a position to the goal peg
  review   judge a tower's moves against the exact distances to the goal
  race     race a friend's game online with the solver, without a window";

/// `hanoi race --help`.
pub(super) const HANOI_RACE: &str = "\
Usage: pegs-and-stones hanoi race [--disks N] [--pegs 3|4] [--join CODE | --someone] [--server URL] [--speed N] [--wait S]

Races a friend's game online at Hanoi, without a window: the solver plays
this side's tower at N moves a second from the count-down's end. It prints
the code first when it creates the race, then how the friend's game is
reached ('connected directly' or 'connected through a relay'), and ends with
one line, 'won', 'lost' or 'tie', with both sides' moves and times:
  won: 7 moves in 3.0 s; the friend's game 5 moves, not home

Options:
  --disks N      the tower, when creating or looking for someone: 3 to 10
                 disks (default 3)
  --pegs 3|4     three pegs (default) or four
  --join CODE    race the race of this code; its creator chose the tower
  --someone      race the next player who asks the server for a race on the
                 same tower (Race someone now), instead
  --server URL   a pegs-server (https://host) or a matchbox server (ws://host:3536, the default ws://localhost:3536)
  --speed N      the solver's moves a second, 1 to 50 (default 2)
  --wait S       seconds to wait for the friend, or for someone (default 120)

Every move the friend's game sends is checked against the rules and the
times it can have. Exits with 1 when the server cannot be reached, the race
is full, nobody came, or the friend's game left or broke the rules.";

/// `hanoi review --help`.
pub(super) const HANOI_REVIEW: &str = "\
Usage: pegs-and-stones hanoi review --disks N [--pegs 3|4] [--from CONFIG] [--to PEG] --moves MOVES [--json]

Judges each move against the exact distance to the goal (the fewest moves
left): three pegs by formula, four by a search over every position (up to
10 disks). A move that brings the tower one move closer is on the shortest
way; any other is a detour. One line per move, then the totals:
  3 1 2 disk 1: 5 -> 6 detour
  optimum 7 made 9 wasted 2
  first detour: move 3

Options:
  --disks N, --pegs P, --from CONFIG, --to PEG
                  the board the moves start from, as for hanoi solve
  --moves MOVES   the moves, each its from-peg and to-peg (pegs from 1),
                  separated by commas: 13,12,32
  --json          an object: moves (from, to, disk, distance_before,
                  distance_after, verdict shortest or detour), pegs, disks,
                  goal, optimum, made, wasted, first_detour (a move's number
                  from 1, or null)

A move the rules refuse, or one after the tower is home, is named on one line
and the command exits with 2.";

/// `hanoi solve --help`.
pub(super) const HANOI_SOLVE: &str = "\
Usage: pegs-and-stones hanoi solve --disks N [--pegs 3|4] [--from CONFIG] [--to PEG] [--count]

Prints the shortest sequence of moves, one per line as `FROM TO` (pegs from 1).

Options:
  --disks N       number of disks, 1 to 64
  --pegs P        3 (default) or 4 (Reve's puzzle)
  --from CONFIG   the peg of each disk, largest disk first (`3312` for 4 disks);
                  default: all disks on peg 1
  --to PEG        the goal peg; default the last peg
  --count         print only the number of moves

On four pegs a whole tower moves by the Frame-Stewart plan (proven optimal);
from other positions the moves are exact up to 10 disks (a search over all
4^N positions). Beyond that the plan is legal and short but not proven
shortest, and a note on stderr says so.";

/// `ttt --help`.
pub(super) const TTT: &str = "\
Usage: pegs-and-stones ttt <analyze|solve|online|review> [--rules seed|remove-first|four] [OPTIONS]

Subcommands:
  analyze   score every legal move of a position
  solve     solve the game exactly and print what is known about it
  online    play a friend online as the computer, without a window
  review    judge every move of a game against the exact values

Rule sets (--rules, default seed):
  seed           three stones; a line among all four, the oldest included, wins;
                 otherwise the oldest vanishes
  remove-first   three stones; the oldest vanishes first, then a line among the
                 three left wins
  four           four stones; the oldest vanishes first (the new stone may take
                 its cell), then a line wins";

/// `ttt online --help`.
pub(super) const TTT_ONLINE: &str = "\
Usage: pegs-and-stones ttt online [--join CODE | --someone] [--server URL] [--level L] [--rules R] [--games N] [--wait S]
                                  [--ice URL [--ice-user U --ice-password P]]

Plays a friend's game online as the computer, without a window, and prints
what happens (the code first, when it creates the game).

Options:
  --join CODE    join the game of this code; without it a game is created
  --someone      play the next player who asks the server to play someone
                 under the same rules (Play someone now), instead
  --server URL   a pegs-server (https://host) or a matchbox server (ws://host:3536, the default ws://localhost:3536)
  --level L      relaxed, easy, medium (default), hard, impossible or perfect
  --rules R      seed (default), remove-first or four, when creating or
                 looking for someone
  --games N      games to play before leaving (default 1); rematches between
  --wait S       seconds to wait for the friend, or for someone (default 120)
  --ice URL      use this STUN or TURN server (stun:host:3478, turn:host:3478)
                 instead of those the server hands out; --ice-user and
                 --ice-password give a TURN server's credentials

Once connected it prints 'connected directly' or 'connected through a relay'.

Exits with 1 when the server cannot be reached, the game is full, nobody
came (or came and could not be connected to), or the friend's game broke the rules.";

/// `ttt review --help`.
pub(super) const TTT_REVIEW: &str = "\
Usage: pegs-and-stones ttt review --moves CELLS [--rules R] [--json]

Plays the moves (cells 0-8, row by row, X first) and judges each against the
exact value of its position for the side that made it: best (it kept the
best value there was: the quickest win, a draw, the longest defence), kept
(still a win, a draw or the same loss, but not the best) or mistake (a win
thrown away to a draw or a loss, or a draw to a loss). One line per move:
  5 X 2 mistake: win 5 -> draw (best 8)
then each side's first mistake:
  first mistake X: move 5
  first mistake O: none
Values count half-moves to the end, the move itself included, as
ttt analyze --perfect counts them.

Options:
  --moves CELLS   comma-separated cells, e.g. 4,0,8
  --rules R       seed (default), remove-first or four
  --json          an object: moves (ply, side, cell, before and after as
                  {\"result\": \"win\", \"in\": 5} or {\"result\": \"draw\"},
                  verdict, best: the cells of the best value), rules, and
                  first_mistake {\"X\": ply or null, \"O\": ply or null}

A move the rules refuse, or one after the game is over, is named on one line
and the command exits with 2.";

/// `ttt analyze --help`.
pub(super) const TTT_ANALYZE: &str = "\
Usage: pegs-and-stones ttt analyze [--rules R] [--moves CELLS] [--depth D | --perfect] [--explain]

Plays the moves (cells 0-8, row by row, X first), then prints one line per
legal cell and the chosen move:
  cell 2 score -1003     depth-limited minimax score (wins score 1000 + depth left)
  cell 2 win 7           exact value: the mover wins, loses or draws, N being the
  cell 2 loss 4          half-moves until the game ends with best play, this move
  cell 2 draw            included
  best 2
With --explain each cell's line also gives the positions its search visited
and the line both sides are expected to play after it, and a last line sums
up the search:
  cell 2 score -1003 nodes 1481 line 2 4 6
  search depth 9, 24178 positions, 3105 cut-offs

Options:
  --rules R       seed (default), remove-first or four
  --moves CELLS   comma-separated cells, e.g. 4,0,8; default: the empty board
  --depth D       search depth 1 to 12; default 9
  --perfect       exact values from the solved game instead of a search
  --explain       the positions searched and the expected line of each move";

/// `ttt solve --help`.
pub(super) const TTT_SOLVE: &str = "\
Usage: pegs-and-stones ttt solve [--rules R] [--stats]

Solves Infinity TicTacToe by retrograde analysis and prints the value of the
empty board and of each first move (`first move 4: win 9`). Positions are seen
from the side to move: its stones and the opponent's, each oldest first.

Options:
  --rules R  seed (default), remove-first or four
  --stats    also count the positions reachable from the empty board (without the
             60-half-move counter) and how many are wins, losses and draws for the
             side to move";

/// `records --help`.
pub(super) const RECORDS: &str = "\
Usage: pegs-and-stones records [--json]

Prints the records kept in the data folder (PEGS_AND_STONES_DATA_DIR, or
pegs-and-stones in the system's data folder), one line each:
  hanoi 3 pegs 4 disks: best 15 moves (optimal), best time 12.4 s, 3 solves
  tictactoe seed rules, computer medium: 2 won, 1 lost, 0 drawn
  tictactoe seed rules, two players: X 1 won, O 0 won, 2 drawn
With --json, the same as one JSON object with the lists hanoi, tictactoe
and two_players. It only reads: data it cannot read is reported on stderr
and left as it is.";

#[cfg(test)]
mod tests {
    use crate::base::i18n::Language;

    #[test]
    fn the_help_names_every_language() {
        let lang = &super::MAIN[super::MAIN.find("--lang en").expect("--lang in the help")..];
        let lang = &lang[..lang.find('(').expect("the list ends before the default")];
        let lessons = &super::LESSONS[super::LESSONS.find("title (").expect("the titles")..];
        let lessons = &lessons[..lessons.find(')').expect("the list's end")];
        for language in Language::ALL {
            assert!(lang.contains(language.code()), "--lang's help lacks {}: {lang}", language.code());
            assert!(lessons.contains(language.code()), "lessons --help lacks {}", language.code());
        }
    }
}
