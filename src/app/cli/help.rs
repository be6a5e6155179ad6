//! The prose of the command line's help: what the options alone do not say
//! (output formats, what a command checks), after each command's options.

/// `ttt --help`: the rule sets.
pub(super) const RULES_HELP: &str = "\
Rule sets (--rules, default seed):
  seed           three stones; a line among all four, the oldest included, wins;
                 otherwise the oldest vanishes
  remove-first   three stones; the oldest vanishes first, then a line among the
                 three left wins
  four           four stones; the oldest vanishes first (the new stone may take
                 its cell), then a line wins";

/// `puzzle --help`.
pub(super) const PUZZLE_HELP: &str = "\
Every day (UTC) has one Hanoi and one TicTacToe puzzle, the same for every
player, chosen from the date alone: easiest on Mondays, hardest on Sundays.
The ladders go from easy to hard: 120 Hanoi rungs, 120 TicTacToe rungs.

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

/// `records --help`.
pub(super) const RECORDS_HELP: &str = "\
One line each:
  hanoi 3 pegs 4 disks: best 15 moves (optimal), best time 12.4 s, 3 solves
  tictactoe seed rules, computer medium: 2 won, 1 lost, 0 drawn
  tictactoe seed rules, two players: X 1 won, O 0 won, 2 drawn
It only reads: data it cannot read is reported on stderr and left as it is.";

/// `lessons --help`.
pub(super) const LESSONS_HELP: &str = "\
With --json, an array with one object a lesson: id, game (hanoi or tictactoe),
title (by language code) and task:
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

/// `hanoi solve --help`.
pub(super) const SOLVE_HELP: &str = "\
On four pegs a whole tower moves by the Frame-Stewart plan (proven optimal);
from other positions the moves are exact up to 10 disks (a search over all
4^N positions). Beyond that the plan is legal and short but not proven
shortest, and a note on stderr says so.";

/// `hanoi review --help`.
pub(super) const HANOI_REVIEW_HELP: &str = "\
A move that brings the tower one move closer (three pegs by formula, four by
a search over every position, up to 10 disks) is on the shortest way; any
other is a detour. One line per move, then the totals:
  3 1 2 disk 1: 5 -> 6 detour
  optimum 7 made 9 wasted 2
  first detour: move 3
With --json the moves carry from, to, disk, distance_before, distance_after
and verdict (shortest or detour); first_detour is a move's number from 1, or
null. A move the rules refuse, or one after the tower is home, is named on
one line and the command exits with 2.";

/// `hanoi race --help`.
pub(super) const RACE_HELP: &str = "\
The solver plays this side's tower from the count-down's end. It prints the
code first when it creates the race, then how the friend's game is reached
('connected directly' or 'connected through a relay'), and ends with one
line, 'won', 'lost' or 'tie', with both sides' moves and times:
  won: 7 moves in 3.0 s; the friend's game 5 moves, not home

Every move the friend's game sends is checked against the rules, and its
time counts no earlier than it arrived less the measured round trip and
100 ms. Exits with 1 when the server cannot be reached, the race is full,
nobody came, or the friend's game left or broke the rules.";

/// `ttt analyze --help`.
pub(super) const ANALYZE_HELP: &str = "\
Plays the moves, then prints one line per legal cell and the chosen move:
  cell 2 score -1003     depth-limited minimax score (wins score 1000 + depth left)
  cell 2 win 7           exact value: the mover wins, loses or draws, N being the
  cell 2 loss 4          half-moves until the game ends with best play, this move
  cell 2 draw            included
  best 2
With --explain each cell's line also gives the positions its search visited
and the line both sides are expected to play after it, and a last line sums
up the search:
  cell 2 score -1003 nodes 1481 line 2 4 6
  search depth 9, 24178 positions, 3105 cut-offs";

/// `ttt solve --help`.
pub(super) const TTT_SOLVE_HELP: &str = "\
Solves Infinity TicTacToe by retrograde analysis (`first move 4: win 9`).
Positions are seen from the side to move: its stones and the opponent's,
each oldest first. The counts leave out the 60-half-move counter.";

/// `ttt online --help`.
pub(super) const ONLINE_HELP: &str = "\
It prints what happens (the code first, when it creates the game); once
connected, 'connected directly' or 'connected through a relay'.

Exits with 1 when the server cannot be reached, the game is full, nobody
came (or came and could not be connected to), or the friend's game broke the rules.";

/// `ttt review --help`.
pub(super) const TTT_REVIEW_HELP: &str = "\
Each move is judged against the exact value of its position for the side
that made it: best (it kept the best value there was: the quickest win, a
draw, the longest defence), kept (still a win, a draw or the same loss, but
not the best) or mistake (a win thrown away to a draw or a loss, or a draw to
a loss). Beside it, an only move (the one move there that kept a win or a
draw, found) or a missed win (a won position left as a draw or a loss).
One line per move:
  1 X 4 best, only move: win 9 -> win 9 (best 4)
  5 X 2 mistake, missed win: win 5 -> draw (best 8)
then each side's first mistake, and its accuracy (the share of its moves
that were best or kept):
  first mistake X: move 5
  first mistake O: none
  X: accuracy 66.7 % (moves 3, mistakes 1, only moves 1, missed wins 1)
Values count half-moves to the end, the move itself included, as
ttt analyze --perfect counts them. A move the rules refuse, or one after the
game is over, is named on one line and the command exits with 2.";

/// `ttt match --help`.
pub(super) const MATCH_HELP: &str = "\
Each engine is a program of your own that speaks the engine protocol of
docs/engines.md (UCI's words: uci, position startpos moves 4 0 8, go
movetime 500, bestmove 4). The games run on every core. One line a game,
then each side's wins, draws and losses, the games in which the exact
values show it threw a won or drawn position away (and its most common
first such mistake), and the Elo difference with its 95 % interval:
  game 1: mine (X) - Medium (O): X wins: three in a row at half-move 9
  mine: 7 won, 1 drawn, 2 lost (7.5 of 10); mistakes in 2 games, the most
    common first: cell 8 after 4 0 (2 times)
  Elo difference of mine over Medium: 190.8 +/- 763.2
An illegal move, silence past the move time and a second, a crash, a line
over 4096 bytes or a flood of lines loses that game; the line says which
engine did what, with the last lines it wrote to stderr, and the engine is
started afresh for the next game. --json prints one object with games (x,
o, result, reason, fault, moves, review: the text --review opens), players
(name, wins, draws, losses, mistakes, games_with_mistakes, faults) and elo
(diff, low, high; null where unbounded).";

/// `ttt engine --help`.
pub(super) const ENGINE_HELP: &str = "\
Reads the engine protocol's lines on stdin and answers on stdout, as an
engine of your own would (docs/engines.md): a partner to test an engine
or a program that runs engines against.
  uci                         -> id name Pegs & Stones Perfect, ..., uciok
  setoption name Rules value four
  isready                     -> readyok
  position startpos moves 4 0
  go movetime 500             -> info score win 7 pv 8 ..., bestmove 8
  quit";

/// `hanoi check --help`.
pub(super) const CHECK_HELP: &str = "\
The solver is a program of your own. It is handed one line on stdin,
  pegs 3 disks 4 from 1111 to 3
(from: the peg of each disk, largest first, as --from takes it) and prints
its moves, one 'FROM TO' a line with pegs from 1, then exits. Its moves
are played through the rules; one line says how it went:
  optimal: 15 moves
  home in 17 moves, 2 more than the fewest (15)
  not home after 12 moves
  move 3 is refused: 1 3: disk 2 onto disk 1
--json prints home, moves, fewest and refused (null, or move and why).
Exits with 0 only when the tower is home; a solver gets a minute.
--every-start asks it from every position of the tower (up to 6 disks on
3 pegs, 5 on 4) and says from how many it came home, how many by a
shortest way, and the first start where it did not.";
