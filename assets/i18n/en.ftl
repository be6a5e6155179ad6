# Pegs & Stones — English. Every other language is translated from this file.
#
# Project Fluent (https://projectfluent.org/fluent/guide/): `{ $name }` is
# filled in by the game; `{ $moves -> [one] … *[other] … }` chooses a form by
# the number, following the language's plural rules (CLDR). A message may be
# one line or several; a line break inside one is kept.
# `cargo test` checks every file against this one (see CONTRIBUTING.md).

# The language's name in itself, on the language switch.
language-name = English

## The page, before the game has loaded (web only; plain messages, no plurals)

page-loading = Loading…
page-received = { $received } of { $total } MB
page-starting = Starting…
page-no-webgl = This browser cannot show the game
page-no-webgl-why = The game draws with WebGL2, which is turned off or missing in this browser.
page-no-webgl-try = Try a current Firefox, Chrome, Edge or Safari, and check that hardware acceleration is on.
page-download = The game could not be downloaded
page-download-try = Check the connection and reload the page.
page-start = The game could not start
page-start-try = Reload the page. If it happens again, try another browser.
page-no-simd = This browser is too old for the game
page-no-simd-why = The game needs WebAssembly SIMD: Chrome or Edge 91, Firefox 89, Safari 16.4 or later.
page-no-simd-try = Update the browser (on iPhone and iPad: update iOS), or try another one.

## The menu

tagline = Two classic board games
hanoi-title = Towers of Hanoi
tictactoe-title = Infinity TicTacToe
hanoi-blurb = Carry the tower to the right peg, one disk at a time, never a larger disk on a smaller one.
tictactoe-blurb = Three in a row wins, but each player keeps only a few stones: the oldest vanishes to make room.
# Under a game's card: the key that opens it.
press-key = press { $key }
menu-help = Click a game, or choose with ← → and Enter (1 and 2 work too). Esc comes back here.
language-label = Language
how-to-play-button = How to play

## Buttons and words both games use

menu-button = ◀ Menu
records-button = Records
help-button = ?  How to play
close-page = Esc or a click closes this page.
# Shown when the pointer rests on a button: the key that does the same.
key-hint = Key: { $key }
key-hint-space = Key: Space
key-hint-redo = Keys: Ctrl+Y
volume = Volume
mute = Sound off
settings = Settings
close = Close
reduced-motion = Reduce motion
text-size = Text size
percent = { $percent } %
high-contrast = High contrast
vibration = Vibrate

## Towers of Hanoi: the board

start-peg = 1 · start
goal-peg = { $peg } · goal
# The line under the board; $clock is the time, as 0:12.5.
hanoi-counter = Moves { $moves }  ·  { $clock }  ·  optimal from the start { $optimum }  ·  optimal from here { $left }
hanoi-counter-short-plan = Moves { $moves }  ·  { $clock }  ·  optimal from the start { $optimum }  ·  short plan from here { $left }
refused-same-peg = Illegal move: the disk is already on that peg
refused-no-such-peg = Illegal move: there is no peg { $peg }
refused-empty-peg = Illegal move: peg { $peg } has no disk to move
refused-larger-on-smaller = Illegal move: a larger disk cannot go on a smaller one
only-top-disk = Only the top disk of a peg can move
nothing-to-pick-up = Peg { $peg } has no disk to pick up
nothing-to-undo = Nothing to undo
nothing-to-redo = Nothing to redo
already-solved = Already solved. Press R to play again.
solving-from-here = Solving from here: { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } on the shortest way
solving-from-here-short-plan = Solving from here: a short plan of { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
solver-paused = Solver paused: Space resumes, N steps
hint = Hint: move the top disk of peg { $from } to peg { $to } ({ $left ->
        [one] { $left } move
       *[other] { $left } moves
    } left)
hint-short-plan = Hint: move the top disk of peg { $from } to peg { $to } ({ $left ->
        [one] { $left } move
       *[other] { $left } moves
    } left in a short plan)
nothing-left-to-do = Solved: nothing left to do
solved-optimum = Solved in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }, { $clock }: the optimum!
solved = Solved in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }, { $clock } (the optimum from the start is { $optimum })
solved-with-help = Solved with help in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }: no record
first-solve = First solve of this tower.
fewest-moves-yet = Fewest moves yet.
best-time-yet = Best time yet!
no-refused-move = Not one refused move.

## Towers of Hanoi: the panel

hanoi-lead = Carry the tower from peg 1 to peg { $goal }. Only a top disk moves, and never onto a smaller one.
disks = Disks
pegs = Pegs
restart = Restart
undo = Undo
redo = Redo
solver = Solver
solve = Solve
pause = Pause
resume = Resume
step = Step
speed = Speed
speed-max = max
per-second = { $moves }/s
plan-left = { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } left in the optimal plan
plan-left-short-plan = { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } left in the short plan
moves-made = Moves made
time = Time
optimal-from-start = Optimal from the start
moves-left = Optimal moves left
moves-left-short-plan = Moves left (short plan)
best-for-tower = Best for this tower: { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }, { $clock }
not-solved-yet = No solve of this size on your records yet (solves with help do not count).
with-help = With help: this tower will not count as a record.
panel-solved-optimal = Solved in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }: optimal!
panel-solved = Solved in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }.
hint-button = Hint

## Records

hanoi-records-title = Records: Towers of Hanoi
tictactoe-records-title = Records: Infinity TicTacToe
no-hanoi-records = No tower solved yet. A tower solved without the solver or a hint goes here.
column-pegs = Pegs
column-disks = Disks
column-fewest-moves = Fewest moves
column-best-time = Best time
column-solves = Solves
optimum-mark = ✓ the optimum
no-tictactoe-records = No games yet. Games against the computer and between two players are counted here.
this-session = This session
all-time = All time
against-level = Computer: { $level }
two-players-row = Two players
online-row-friends = Friends online
online-row-strangers = Strangers online
tally = { $won } won · { $lost } lost · { $drawn } drawn
players-tally = X { $x } · O { $o } · { $drawn } drawn
forget-records = Forget records…
forget-question = Forget these records for good?
forget-yes = Forget them
forget-no = Keep them

## Infinity TicTacToe

# $side is X or O.
your-turn-as = Your turn ({ $side })
your-turn = Your turn
# $side is a side's name (side-computer, X, "X (Hard)"); $who is you, computer, x or o.
turn = { $side } to play
thinking = { $who ->
        [you] You are thinking…
       *[other] { $side } is thinking…
    }
wins = { $side } wins!
wins-you = You win!
wins-computer = The computer wins
side-you = You
side-computer = The computer
side-computer-x = X ({ $level })
side-computer-o = O ({ $level })
draw-by-moves = Draw: sixty half-moves without a line
# An exact value, on a cell and in the lessons: half-moves to the end.
win-in = win in { $moves }
lose-in = lose in { $moves }
draw-hint = draw
tictactoe-lead = Three in a row wins. Each side keeps { $stones } stones: the faded one vanishes on its owner's next move.
mode-vs-computer = You against the computer
mode-two-players = Two players
mode-computers = Computer against computer
mode-label = Who plays
you-play = You play
first-move = First move
random = Random
computer-level = Computer
level-relaxed = Relaxed
level-easy = Easy
level-medium = Medium
level-hard = Hard
level-impossible = Impossible
level-perfect = Perfect
solving-the-game = Solving the game…
own-engines = Engines of your own
own-engines-help = A program of yours that speaks the engine protocol (docs/engines.md) can play the computer's side: give it a name and the command line that starts it.
engine-name = Name
engine-command = Command line
add-engine = Add engine
remove-engine = Remove { $name }
engine-refused = { $why ->
    [empty] Give it a name and a command line.
    [too-long] That name or command line is too long.
    [name-taken] Another program has that name.
   *[too-many] There is no room for more: remove one first.
}
engine-did = { $kind ->
    [not-started] could not be started
    [no-answer] never said uciok or readyok
    [timeout] said no move in its time
    [illegal] played an illegal move
    [long-line] wrote a line too long
    [flood] wrote too many lines for one move
   *[crash] ended (crashed or quit)
}
engine-fault = The engine { $name } { $did }{ $said }. Choose a level, or the engine again, to play on.
engine-stopped = The engine { $name } { $did }.
engine-thought = What { $name } said of its move, in the protocol's words:
solver-choice = Solve with
built-in-solver = The game's own
own-solvers = Solvers of your own
own-solvers-help = A program of yours that reads one line (pegs 3 disks 4 from 1111 to 3) and prints its moves, FROM TO a line, can play Solve (docs/engines.md): give it a name and the command line that starts it.
add-solver = Add solver
script-engines-help = A JavaScript file of yours that speaks the engine protocol through postMessage (docs/engines.md) can play the computer's side, in a worker of this page: give it a name and open the file, or paste it.
script-solvers-help = A JavaScript file of yours that answers one line (pegs 3 disks 4 from 1111 to 3) with its moves, FROM TO a line, then end, through postMessage, can play Solve in a worker of this page (docs/engines.md): give it a name and open the file, or paste it.
open-script = Open a JavaScript file…
paste-script = Paste JavaScript
script-pasted = Pasted: { $lines ->
        [one] one line
       *[other] { $lines } lines
    }
script-chosen = { $file }: { $lines ->
        [one] one line
       *[other] { $lines } lines
    }
script-refused = { $why ->
    [empty] Give it a name and open its JavaScript file.
    [too-long] That name is too long, or the file larger than 64 KiB.
    [name-taken] Another program has that name.
   *[too-many] There is no room for more: remove one first.
}
solver-asking = Asking { $name } for its moves…
solver-failed = The solver { $name } gave no moves{ $said }.
solver-verdict = { $name }: { $how ->
    [optimal] home in { $moves } { $moves ->
        [one] move
       *[other] moves
    }, the fewest there are.
    [longer] home in { $moves } moves, { $more } more than the fewest ({ $fewest }).
    [short] not home after { $moves } { $moves ->
        [one] move
       *[other] moves
    }.
    [unreadable] move { $number } is no move: { $why }
    [after-home] move { $number } came after the tower was home.
   *[refused] move { $number } was refused. { $why }
}
solver-left-shortest = It first left the shortest way with move { $at }.
rules = Rules
rules-title-seed = Oldest counts
rules-title-remove-first = Oldest goes first
rules-title-four = Four stones
rules-summary-seed = Three stones each. A line may use the stone about to vanish; then the oldest goes.
rules-summary-remove-first = Three stones each. The oldest goes first; only the three left can make a line.
rules-summary-four = Four stones each. The oldest goes first and its cell is free for the new stone.
new-game = New game
show-exact-values = Show exact values
session-heading = This session
you-won = You won
computer-won = The computer won
drawn = Drawn
x-won = X won
o-won = O won
all-time-against = All time against { $level }: { $won } won, { $lost } lost, { $drawn } drawn
all-time-players = All time: X { $x } won, O { $o } won, { $drawn } drawn
vanishes-next = vanishes next

## How the solver decides (Hanoi)

show-plan = Show plan
show-map = Show map
plan-heading = The solver's plan
plan-from-here = What the solver would do from here:
plan-step-tower = move { $disks ->
        [one] { $disks } disk
       *[other] { $disks } disks
    } from { $from } to { $to } over { $via }
plan-step-tower-part = move disks { $smallest }–{ $largest } from { $from } to { $to } over { $via }
# $above is disk-group or disk-group-one.
plan-step-bring = disk { $disk } must go to peg { $to }: first { $above } onto peg { $aside }
plan-step-split = { $disks } to peg { $to }: the { $aside } smallest aside on peg { $spare } with four pegs, the other { $rest } on three
plan-step-searched = the shortest way from here, found by searching every position
plan-step-move = disk { $disk }: { $from } → { $to }
disk-group-one = disk { $disk }
disk-group = disks { $smallest }–{ $largest }
plan-progress = { $done } of { $total ->
        [one] { $total } move
       *[other] { $total } moves
    }
split-why = Why { $aside } aside? That makes { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }.
split-why-fewer = Why { $aside } aside? That makes { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }; { $fewer-aside } aside would make { $fewer }.
split-why-more = Why { $aside } aside? That makes { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }; { $more-aside } aside would make { $more }.
split-why-fewer-more = Why { $aside } aside? That makes { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }; { $fewer-aside } aside would make { $fewer }, { $more-aside } aside { $more }.
map-heading = Every position of the tower
map-not-shown-pegs = The map is drawn for three pegs: on four the positions form no such triangle.
map-not-shown-disks = The map is drawn for up to 6 disks: with { $disks } it would hold { $positions } positions.
map-legend = Each dot is a position, each line a move. Ringed: here. Gold corner: the goal. Bright: the shortest way. Blue: the way you came. Click a dot to see its distance.
map-distance = That position is { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } from the goal.

## How the computer decides (TicTacToe)

show-thinking = Show the thinking
thinking-heading = How the moves score
think-for-me = Score my moves
search-stats = Depth { $depth }: { $nodes } positions searched, { $cutoffs } cut-offs, { $millis } ms
perfect-stats = Exact values from the solved game
# A move's score over what it means; $score has its sign (+12, -1004).
score-wins =
    { $score }
    wins in { $moves }
score-loses =
    { $score }
    loses in { $moves }
score-even =
    { $score }
    about even
score-good =
    { $score }
    looks good
score-bad =
    { $score }
    looks bad
chosen = chosen
random-move = This level plays some moves at random; this was one.
search-depth = Depth
# $line is cells as the keys number them: 5 → 1 → 9.
expected-line = Expected play: { $line }

## For screen readers

# A TicTacToe cell, by row and column from the top left.
cell = row { $row }, column { $column }
cell-empty = empty
# $stone is X, O or cell-empty; $value is win-in, lose-in or draw-hint.
cell-name = { $cell }: { $stone }
cell-name-vanishes = { $cell }: { $stone }, vanishes next
cell-name-value = { $cell }: { $stone }, { $value }
cell-name-vanishes-value = { $cell }: { $stone }, vanishes next, { $value }
peg-name-empty = peg { $peg }: empty
peg-name-one = peg { $peg }: disk { $disk }
# $disks lists them bottom to top: 5, 3, 1.
peg-name = peg { $peg }: disks { $disks }; top { $top }
holding = Holding disk { $disk }.
disk-moved = Disk { $disk } from peg { $from } to peg { $to }.
stone-placed = { $side } on { $cell }.
stone-placed-vanished = { $side } on { $cell }. { $side }'s stone on { $vanished } vanished.
solver-progress = Solver: { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } left.

## Saving

no-data-folder = No folder for saved data was found: progress is not being saved.
data-unreadable = Saved data could not be read ({ $error }); to keep it safe, progress is not being saved.
data-kept-aside = Saved data could not be read; it was kept as { $file }.
data-not-movable = Saved data could not be read and could not be moved aside ({ $error }); to keep it safe, progress is not being saved.
not-saving = Progress is not being saved: { $error }.

## Online

online-mode = You against someone online
online-start = Create a game, join your friend's with its code, or play someone now
online-create = Create a game
online-join = Join
online-code-field = Your friend's code
online-code = Game code: { $code }
online-copy-link = Copy the link
online-link-copied = Link copied
online-server = Server
online-not-a-code = A code has six letters and digits.
online-connecting = Connecting to the server…
online-waiting = Waiting for your friend: give them the code { $code }
online-joining = Joining your friend's game { $code }…
online-nobody-there = Nobody is in this game yet. Check the code with your friend.
online-friend-here = Your friend's game is here: connecting…
online-no-route = Your friend's game came, but your two networks could not be connected. A relay (a TURN server) on the game's server would help: ask whoever runs it.
online-no-route-relay = Your friend's game came, but your two networks could not be connected, not even through the server's relay. Try another network (say, Wi-Fi instead of mobile data).
online-connected-directly = Connected directly
online-connected-through-relay = Connected through the server's relay
online-ice-unavailable = The server could not say how to reach across networks: trying without its help.
online-friend-away = Your friend left. Waiting for them to come back ({ $seconds } s)…
online-friend-gone = Your friend has not come back. Claim the game, or leave.
online-unreachable = The server { $server } cannot be reached. Check its address and that it is running.
online-no-server-here = { $host } has no server for online play. Open the page with ?server=wss://… added, or type a server in the Server field.
online-reaching-again = The line to the server broke: reaching it again…
online-meeting-again = The server went: meeting your friend again on a new one…
online-full = This game has two players already. Check the code.
online-no-webrtc = This browser cannot play online: it has no WebRTC, or it is turned off.
online-no-webrtc-instead = Play online in Chrome, Edge, Firefox or Safari with WebRTC on, or in the desktop version of the game. Here you can play the computer or a friend on this device.
online-failed-other-version = Your friend's game is another version ({ $version }): both need the same one.
online-failed-same-role = Both games claim the same side. Check the code.
online-failed-invalid-move = Your friend's game sent an invalid move. The game has ended.
online-failed-diverged = The two games disagree about the moves made. The game has ended.
online-turned-away-not-a-game = A game that did not say hello was turned away. Still waiting.
online-turned-away-not-an-offer = A game sent something that is not a connection offer and was turned away. Still waiting.
online-turned-away-other-version = A game of another version ({ $version }) was turned away: both need the same one.
online-turned-away-same-side = A game that claims your side was turned away. Check the code.
online-turned-away-other-game = A game with another game in it was turned away. Waiting for your friend.
online-setup-failed = A connection could not be set up on this device. Check the STUN and TURN settings.
online-friends-turn = Your friend's turn
online-starts-you = Game { $game }: you start
online-starts-friend = Game { $game }: your friend starts
online-resigned-you = You resigned
online-resigned-friend = Your friend resigned: you win!
online-friend-wins = Your friend wins
online-rematch-offered = Your friend would play again.
online-rematch-asked = Waiting for your friend to play again…
online-resign = Resign
online-rematch = Play again
online-claim = Claim the game
online-leave = Leave
online-all-time = Against friends online, all time: { $won } won · { $lost } lost · { $drawn } drawn
online-all-time-strangers = Against strangers online, all time: { $won } won · { $lost } lost · { $drawn } drawn
online-play-someone = Play someone now
# $time is minutes and seconds: 1:05.
online-looking = Looking for someone to play… { $time }
online-looking-again = Someone was found, but your networks could not be connected. Looking again… { $time }
online-no-one-yet = No one has come yet. Keep waiting, or play the computer.
online-keep-waiting = Keep waiting
online-play-computer = Play the computer
online-stop-looking = Stop looking

## Online, with a stranger met through "Play someone now"

online-stranger-turn = The other player's turn
online-stranger-starts = Game { $game }: the other player starts
online-stranger-resigned = The other player resigned: you win!
online-stranger-wins = The other player wins
online-stranger-rematch-offered = The other player would play again.
online-stranger-rematch-asked = Waiting for the other player to play again…
online-stranger-away = The other player left. Waiting for them to come back ({ $seconds } s)…
online-stranger-gone = The other player has not come back. Claim the game, or leave.
online-stranger-meeting-again = The server went: meeting the other player again on a new one…
online-stranger-here = The other player's game is here: connecting…
online-stranger-no-route = The other player's game came, but your two networks could not be connected. A relay (a TURN server) on the game's server would help.
online-stranger-no-route-relay = The other player's game came, but your two networks could not be connected, not even through the server's relay.

## Puzzles of the day and ladders

puzzle-daily = Puzzles of the day
# A day: $weekday is mon … sun, $month jan … dec.
date = { $weekday ->
        [mon] Mon
        [tue] Tue
        [wed] Wed
        [thu] Thu
        [fri] Fri
        [sat] Sat
       *[sun] Sun
    } { $day } { $month ->
        [jan] Jan
        [feb] Feb
        [mar] Mar
        [apr] Apr
        [may] May
        [jun] Jun
        [jul] Jul
        [aug] Aug
        [sep] Sep
        [oct] Oct
        [nov] Nov
       *[dec] Dec
    } { $year }
puzzle-earlier-day = Day before
puzzle-later-day = Day after
puzzle-today = Today
puzzle-hanoi-entry = Hanoi · { $optimum ->
        [one] { $optimum } move
       *[other] { $optimum } moves
    }
# $stars is ★ to ★★★.
puzzle-hanoi-entry-stars = Hanoi · { $optimum ->
        [one] { $optimum } move
       *[other] { $optimum } moves
    } { $stars }
puzzle-ttt-entry = TicTacToe · win in { $moves }
puzzle-ttt-entry-solved = TicTacToe · win in { $moves } ✓
puzzle-preparing = Setting out the puzzles…
puzzle-streak = Streak: { $now } · best: { $best }
puzzle-share = Copy my result
puzzle-copied = Copied
# The result to share, one line: $day is 2026-12-06, $hanoi "33/31 ★★" or "–", $mark ✓ or –.
puzzle-share-line = { $game } { $day } · Hanoi { $hanoi } · TicTacToe win in { $moves } { $mark } · streak { $streak }
puzzle-heading = Puzzle of { $date }
puzzle-hanoi-goal = Bring the whole tower to peg { $goal } in { $optimum ->
        [one] { $optimum } move
       *[other] { $optimum } moves
    }, the fewest there are.
puzzle-hanoi-moves = Moves: { $moves } of { $optimum }
puzzle-hanoi-solved = Solved in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } ({ $optimum } is the fewest): { $stars }
puzzle-hanoi-helped = Solved with help: no stars. Try again on your own.
puzzle-ttt-goal = You play { $side }: win in { $moves ->
        [one] { $moves } half-move
       *[other] { $moves } half-moves
    }. Only one move wins; the computer defends as long as it can.
puzzle-half-moves-left = Half-moves left: { $moves }
puzzle-ttt-to-win = { $side } to win: { $moves ->
        [one] { $moves } half-move
       *[other] { $moves } half-moves
    } left
puzzle-ttt-solved = Solved! ✓
puzzle-ttt-missed = That move does not win in time: puzzle missed.
puzzle-winning-line = The winning line: { $cells }
puzzle-other-moves = The other first moves:
puzzle-other-move = { $cell }: { $value }
puzzle-rung-heading = Puzzle { $number } of { $of }
puzzle-rung-stars = Solved before: { $stars }
puzzle-ladder-entry = { $game } · { $solved }/{ $of }
puzzle-ladders = Puzzle ladders
puzzle-all-open = All puzzles open
puzzle-next = Next puzzle
puzzle-try-again = Try again
puzzle-leave = Leave the puzzle

## How to play: Towers of Hanoi

hanoi-page-title = How to play: Towers of Hanoi
hanoi-page-goal-heading = The goal
hanoi-page-goal = All disks start on peg 1. Carry the whole tower to peg { $goal }, the goal, in as few moves as you can.
hanoi-page-rules-heading = The rules
hanoi-page-rule-top = Only the top disk of a peg moves, one at a time.
hanoi-page-rule-larger = A disk goes on an empty peg or on a larger disk.
hanoi-page-rule-refused = Anything else is refused with the reason, and nothing moves.
page-solver-heading = What the solver knows
hanoi-page-solver-three = With { $disks ->
        [one] { $disks } disk
       *[other] { $disks } disks
    } the optimum is 2ⁿ − 1 = { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }, and the smallest disk moves every other time, always round the pegs the same way.
hanoi-page-solver-four = On four pegs the shortest way for { $disks ->
        [one] { $disks } disk
       *[other] { $disks } disks
    } takes { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } (Frame and Stewart's plan): the smallest disks wait on one spare peg while the others cross on three pegs.
page-mouse-heading = Mouse and touch
hanoi-page-mouse-pick = Click or tap a top disk, then a peg.
hanoi-page-mouse-drag = Or drag the disk onto a peg.
hanoi-page-mouse-back = Click the held disk or the table to put it back.
page-keys-heading = Keys
hanoi-page-keys-pegs = 1 to { $pegs }: pick up from a peg, put down on a peg
hanoi-page-keys-undo = U undo · Ctrl+Y redo · R restart
hanoi-page-keys-solver = Space: the solver plays, pauses, resumes · N one step
hanoi-page-keys-other = H hint · M sound · F1 this page · Esc menu
hanoi-page-records-heading = Records
hanoi-page-records = The clock starts with your first move. A tower solved without the solver or a hint counts as a record.

## How to play: Infinity TicTacToe

ttt-page-title = How to play: Infinity TicTacToe
ttt-page-goal-heading = The goal
ttt-page-goal = Three of your stones in a row, a column or a diagonal.
ttt-page-rules-heading = The rules, in this order
ttt-page-place = Put a stone on a cell without a stone. The faded stone still holds its cell.
ttt-page-seed-join = The stone joins your stones.
ttt-page-seed-line = Three in a row among all of them, the faded one included, wins at once: nothing is removed.
ttt-page-seed-vanish = Otherwise, if you now have { $stones } stones, your oldest one vanishes.
ttt-page-vanish-first = If you already have { $stones } stones, your oldest one vanishes first.
ttt-page-remove-first-line = Then three in a row among the stones left wins.
ttt-page-four-place = Put a stone on a cell without a stone, or on your own faded stone.
ttt-page-four-line = Then three in a row among your stones wins.
ttt-page-draw = After { $moves } half-moves without a winner the game is a draw.
ttt-page-stones = Each player keeps { $stones } stones. The faded stone is the one that vanishes with its owner's next move.
ttt-page-mouse-cell = Click or tap a free cell.
ttt-page-mouse-preview = A pale stone shows where yours would go.
ttt-page-keys-cells = 1–9: the cells, row by row from the top left
ttt-page-keys-new = N new game (online: play again)
ttt-page-keys-undo = U undo · H exact values
ttt-page-keys-other = M sound · F1 this page · Esc menu
# $where is one or more of the three below, joined by list-or.
ttt-page-first-wins = With perfect play the first player wins: starting in { $where }, the game is won by half-move { $by }.
ttt-page-start-centre = the centre
ttt-page-start-corner = a corner
ttt-page-start-edge = the middle of an edge
list-or = { $first } or { $second }
ttt-page-second-wins = With perfect play the second player wins, by half-move { $by }.
ttt-page-nobody-wins = With perfect play nobody wins: every first move leads to a draw.
ttt-page-not-yet-known = The computer is still solving these rules…

## Lessons

lesson-learn = Learn
lesson-course-hanoi = Towers: recursion
lesson-course-tictactoe = TicTacToe: search
lesson-course-entry-hanoi = Hanoi · { $done }/{ $of }
lesson-course-entry-tictactoe = TicTacToe · { $done }/{ $of }
lesson-number = Lesson { $number } of { $of }
lesson-tower-task = Bring every disk to peg { $goal } in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }, the fewest there are.
lesson-tower-moves = Moves: { $moves } of { $optimum }
lesson-off-course = That move is allowed, but it leaves the shortest way: after it the goal would be { $after ->
        [one] { $after } move
       *[other] { $after } moves
    } away; it is { $before ->
        [one] { $before } move
       *[other] { $before } moves
    } away now. Try another.
lesson-count-shown = { $disks ->
        [one] { $disks } disk
       *[other] { $disks } disks
    }: { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
lesson-count-ask = How many moves does a tower of { $disks } disks take at least?
lesson-wrong-count = Not quite. The { $above-disks } disks above the largest move twice ({ $above ->
        [one] { $above } move
       *[other] { $above } moves
    } each time), and the largest once.
lesson-split = Park { $parked }: { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
lesson-solved-task = You play X. Win by half-move { $by }.
lesson-wrong-occupied = That cell already holds a stone.
lesson-wrong-refused = No stone can go there now.
lesson-wrong-no-line = That stone completes no line.
lesson-wrong-loses = Then O wins on { $cell }.
lesson-wrong-no-threat = That makes no threat; you need two, so that one block cannot stop both.
lesson-wrong-one-threat = That makes one threat: O blocks it. You need two at once.
lesson-wrong-threats = That makes { $threats } threats, but O can still stop them.
# $value and $best are win-in, lose-in or draw-hint.
lesson-wrong-worse = That move would { $value }; the best move would { $best }.
lesson-answer-no-stone = No stone stands there.
lesson-answer-other-side = That is { $side }'s stone: it vanishes on { $side }'s move, not on this one.
lesson-answer-younger = That one is younger. Stones go oldest first.
lesson-answer-too-shallow = At depth { $depth } the search stops before the win and guesses from the lines: its best score is only { $score }.
lesson-answer-deeper = A deeper search sees it too, but depth { $depth } already does.
lesson-answer-same-choice = Both searches choose { $cells }: pruning skips only positions that cannot change the choice.
lesson-answer-no-such-choice = That is not one of the answers.
lesson-depth-choice = Depth { $depth }
lesson-same-move = The same move
lesson-another-move = Another move
lesson-look = Depth { $depth }: best score { $score }, on { $cells }
lesson-positions = { $depth } half-moves deep: { $without } positions without pruning, { $with } with alpha–beta.
lesson-done = Right! Lesson done ✓
lesson-done-before = Done before ✓
lesson-own-hanoi = Now write your own solver: docs/engines.md shows how pegs-and-stones hanoi check plays its moves through these rules and counts them against the fewest.
lesson-own-tictactoe = Now write your own minimax: docs/engines.md shows how pegs-and-stones ttt match plays it against these levels and judges every move by the exact values.
lesson-shown = That is how. Now try it yourself for the mark.
lesson-hint-button = Hint
lesson-show-me = Show me
lesson-try-again = Start again
lesson-next = Next lesson
lesson-leave = Leave the lesson
lesson-lessons = Lessons
lesson-list-entry = { $number }. { $title }
lesson-list-entry-done = { $number }. { $title } ✓

## Lessons: Towers of Hanoi

lesson-hanoi-one-disk-title = One disk
lesson-hanoi-one-disk-text = A move takes the top disk of one peg and puts it on another: on an empty peg or on a larger disk, never on a smaller one. With a single disk, the shortest way is one move.
lesson-hanoi-one-disk-hint = Pick up the disk, then choose the goal peg.

lesson-hanoi-two-disks-title = Two disks
lesson-hanoi-two-disks-text = The large disk has to reach the goal, but the small one sits on top of it. So the small disk steps aside to the free peg, the large one goes over, and the small one comes back on top.
lesson-hanoi-two-disks-hint = First the small disk goes to the peg that is neither the start nor the goal.

lesson-hanoi-three-disks-title = Three disks: the trick twice
lesson-hanoi-three-disks-text = Three disks are the two-disk trick done twice. The two small disks go to the middle peg, the largest moves to the goal, and the two small disks follow it. The plan beside the board shows these sub-goals as a stack: a task inside a task. That is recursion.
lesson-hanoi-three-disks-hint = Clear the largest disk's way: the two smaller disks go to the middle peg first.

lesson-hanoi-how-many-title = How many moves?
lesson-hanoi-how-many-text = A tower moves in three steps: the disks above the largest go aside, the largest moves once, the others come back on top. So every disk you add doubles the count and adds one. Here are the towers you have played:
lesson-hanoi-how-many-task = Choose the count.
lesson-hanoi-how-many-hint = Double the count of the tower one disk smaller, then add one.

lesson-hanoi-from-the-middle-title = From the middle
lesson-hanoi-from-the-middle-text = The same idea works from any position. Find the largest disk that is not home yet. Everything smaller has to get out of its way, onto the third peg; then it moves; then the smaller disks follow. The plan shows each sub-goal as it comes.
lesson-hanoi-from-the-middle-hint = Find the largest disk not on the goal peg; first clear the smaller disks onto the other peg.

lesson-hanoi-the-map-title = The map
lesson-hanoi-the-map-text = Every position of these disks is a dot on the map, and every move a line between two dots. The three corners are the whole towers. The shortest way home runs along the lines to the goal's corner, and the map draws it. Walk it without a step aside.
lesson-hanoi-the-map-hint = Follow the way drawn on the map, one line at a time.

lesson-hanoi-four-pegs-title = Four pegs
lesson-hanoi-four-pegs-text = A fourth peg makes it faster. Park some of the small disks on one spare peg, using all four pegs; move the others with the three pegs left; then bring the parked disks back on top. How many to park? Each choice is counted below; take the fewest.
lesson-hanoi-four-pegs-hint = Park the smaller disks on a middle peg with all four pegs, move the larger ones with the other three, then bring the parked disks over.

## Lessons: Infinity TicTacToe

lesson-tictactoe-vanishes-next-title = Which stone vanishes?
lesson-tictactoe-vanishes-next-text = Each player keeps at most three stones. When you place a fourth, your oldest stone vanishes, so the oldest is drawn faded as a warning. Until then it stands, and it still counts for a line.
lesson-tictactoe-vanishes-next-task = X is to move. Which stone vanishes when X places the next one?
lesson-tictactoe-vanishes-next-hint = Stones go in the order they came: look for the faded X.

lesson-tictactoe-win-in-one-title = Win in one
lesson-tictactoe-win-in-one-text = Three in a row wins: across, down or diagonally. Before anything else, look for two of your stones in a line whose third cell is free.
lesson-tictactoe-win-in-one-task = You play X. Place the stone that wins now.
lesson-tictactoe-win-in-one-hint = Two of your stones already share a line.

lesson-tictactoe-win-with-the-fading-title = The faded stone still counts
lesson-tictactoe-win-with-the-fading-text = The rules look for a line as soon as your stone lands, with all your stones, the faded one too, and only then take the oldest away. So a line through your faded stone wins.
lesson-tictactoe-win-with-the-fading-task = You play X. Win now, with the stone that is about to vanish.
lesson-tictactoe-win-with-the-fading-hint = Which line through the faded X needs only one more stone?

lesson-tictactoe-block-title = Block
lesson-tictactoe-block-text = When your opponent has two in a line and the third cell is free, they win on their next move unless you take that cell. Their faded stone counts for them, just as yours does for you.
lesson-tictactoe-block-task = You play X, and O threatens to win. Stop it.
lesson-tictactoe-block-hint = Find O's line with one free cell: the faded O is part of it.

lesson-tictactoe-two-threats-title = Two threats at once
lesson-tictactoe-two-threats-text = One stone blocks one threat. A move that makes two threats at once wins, because the opponent can block only one of them. Remember: your fourth stone takes your oldest away.
lesson-tictactoe-two-threats-task = You play X. Place a stone that makes two threats.
lesson-tictactoe-two-threats-hint = Look for a free cell that lines up with your stones in two different lines, once your oldest stone is gone.

lesson-tictactoe-depth-title = How deep to look
lesson-tictactoe-depth-text = The computer looks a number of half-moves ahead: its depth. A win it sees scores 1000 plus the depth it had left, so a sooner win scores higher. Where it stops before the end, it guesses from the lines: a small score.
lesson-tictactoe-depth-task = X can win in a few half-moves. At which depth does the computer first see it?
lesson-tictactoe-depth-hint = Count the half-moves of the win: X, then O, then X.

lesson-tictactoe-pruning-title = Alpha–beta
lesson-tictactoe-pruning-text = Minimax tries every move and every reply. Alpha–beta stops looking at a move as soon as it is clear that the other side would never allow it: the rest of that branch cannot change the choice. The computer searched the empty board twice:
lesson-tictactoe-pruning-task = Did pruning change the move the computer chose?
lesson-tictactoe-pruning-hint = Pruning skips only what cannot matter.

lesson-tictactoe-solved-title = The solved game
lesson-tictactoe-solved-text = Under these rules the game is solved: from the empty board, X wins against any defence. Can you find how? The computer defends perfectly, and every stone you place must keep the fastest win.
lesson-tictactoe-solved-hint = The centre lies on four lines.

## Reviewing a finished game

review-open = Review
review-heading = Game review
review-strip = The value after every move: above the line X wins, below it O, a draw on it; a ring marks a mistake. Choose a move to go there.
review-tower-share = Moves on a shortest way: { $percent } %
review-tower-strip = The fewest moves still to go after every move: lower is nearer home; a ring marks a detour. Choose a move to go there.
review-preparing = Working out the exact values…
review-at-start = Before the first move ({ $of } in all)
review-at = Move { $shown } of { $of }
# A move in the list; $cell is the cell's key, 1–9.
review-entry-best = { $ply }. { $side } → { $cell } ✓
review-entry-kept = { $ply }. { $side } → { $cell }
review-entry-mistake = { $ply }. { $side } → { $cell } ✗
# $before, $after: review-value-…; $best: the cells of the best value, joined by list-or.
review-judged-best = { $side } on { $cell }: best. It keeps { $before }.
review-judged-kept = { $side } on { $cell }: still { $after }, though { $before } was there: { $best }.
review-judged-mistake = { $side } on { $cell }: a mistake, from { $before } to { $after }. Best was { $best }.
review-value-win = a win in { $moves ->
        [one] { $moves } half-move
       *[other] { $moves } half-moves
    }
review-value-loss = a loss in { $moves ->
        [one] { $moves } half-move
       *[other] { $moves } half-moves
    }
review-value-draw = a draw
review-accuracy-yours = Your accuracy: { $whole }.{ $tenth } % · { $mistakes ->
        [one] { $mistakes } mistake
       *[other] { $mistakes } mistakes
    } · { $only ->
        [one] { $only } only move
       *[other] { $only } only moves
    }
review-accuracy = { $side }'s accuracy: { $whole }.{ $tenth } % · { $mistakes ->
        [one] { $mistakes } mistake
       *[other] { $mistakes } mistakes
    } · { $only ->
        [one] { $only } only move
       *[other] { $only } only moves
    }
review-only-move = The only move that kept it: well found.
review-missed-win = A missed win: the position was won before this move.
review-mark-played-best = ✓ best
review-mark-played-kept = kept
review-mark-played-mistake = ✗ mistake
review-mark-best = best
review-first-mistake-yours = Your first mistake: move { $ply }.
review-first-mistake = { $side }'s first mistake: move { $ply }.
review-no-mistake-yours = You made no mistake: every move kept its value.
review-no-mistake = { $side } made no mistake.
review-earlier = Move before
review-later = Move after
review-try-again = Try again from here
review-trying = { $side } to move: find a move that keeps { $value }.
review-tried-kept = Found: that keeps { $value }.
review-tried-lost = That gives { $value }. Try again.
review-back = Back to the review
review-copy-link = Copy a link to this game
review-link-copied = Link copied
review-leave = Leave the review
review-not-a-game = This link holds no game to review: { $why }
review-tower-summary-home = { $made ->
        [one] { $made } move
       *[other] { $made } moves
    }, { $optimum } the fewest: { $wasted } wasted.
review-tower-summary-left = Not home: { $made ->
        [one] { $made } move
       *[other] { $made } moves
    } made, { $wasted } of them wasted.
review-tower-entry-shortest = { $number }. { $from } → { $to }
review-tower-entry-detour = { $number }. { $from } → { $to } ✗
review-tower-judged-shortest = Disk { $disk } from peg { $from } to peg { $to }: on the shortest way, { $left } to go.
review-tower-judged-detour = Disk { $disk } from peg { $from } to peg { $to }: a detour, { $left } to go.
review-first-detour = First detour: move { $number }.
review-no-detour = Not one detour: the shortest way all along.
review-tower-too-tall = { $disks } disks on four pegs: the exact distances are known for up to 10.
review-last-games = Last games
review-game-won = { $day } · { $against } · won in { $moves }
review-game-lost = { $day } · { $against } · lost in { $moves }
review-game-drawn = { $day } · { $against } · drawn after { $moves }
review-game-played = { $day } · { $against } · { $moves } half-moves
review-tower-record = { $day } · { $disks } disks, { $pegs } pegs · { $made } moves ({ $optimum } the fewest)
review-no-games = No finished games yet. The last 20 of each game are kept here for their review.
review-puzzle = A puzzle
race-heading = Race a friend
race-menu-button = Race a friend
race-lead = Both of you get the same tower and a count-down; the first tower home wins. The solver, hints and undo rest during a race.
race-create = Create a race
race-someone = Race someone now
race-join = Join the race
race-code-field = Your friend's race code
race-line-busy = An online game of TicTacToe is on: leave it to race.
race-waiting = Waiting for your friend: give them the code { $code }
race-joining = Joining your friend's race { $code }…
race-coming-back = Back in the race { $code }: waiting for your friend's game to answer…
race-looking = Looking for someone to race on { $disks } disks and { $pegs } pegs… { $seconds } s
race-tower-label = Tower:
race-from-start = from the start
race-todays-puzzle = today's puzzle
race-scrambled = scrambled
race-tower = The tower: { $disks ->
        [one] { $disks } disk
       *[other] { $disks } disks
    } on { $pegs } pegs
race-starting = Get ready: the race starts in { $seconds }…
race-go = Go!
race-counter = Moves { $moves } · optimum { $optimum } · { $clock }
race-rival-tower = { $who ->
        [friend] Your friend's tower
       *[stranger] The other racer's tower
    }
race-rival-moves = { $who ->
        [friend] Your friend
       *[stranger] The other racer
    }: { $moves } of { $optimum } moves
race-rival-home = { $who ->
        [friend] Your friend's
       *[stranger] The other racer's
    } tower is home: { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } in { $clock }
race-you-home = Your tower is home: { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } in { $clock }. Waiting for { $who ->
        [friend] your friend's
       *[stranger] the other racer's
    } clock…
race-won = You beat { $who ->
        [friend] your friend
       *[stranger] the other racer
    } by { $seconds } s{ $compare ->
        [fewer] , with { $moves ->
            [one] one move
           *[other] { $moves } moves
        } fewer!
        [more] , with { $moves ->
            [one] one move
           *[other] { $moves } moves
        } more!
       *[same] , with as many moves!
    }
race-lost = { $who ->
        [friend] Your friend
       *[stranger] The other racer
    } won by { $seconds } s{ $compare ->
        [fewer] , with { $moves ->
            [one] one move
           *[other] { $moves } moves
        } fewer.
        [more] , with { $moves ->
            [one] one move
           *[other] { $moves } moves
        } more.
       *[same] , with as many moves.
    }
race-won-first = You beat { $who ->
        [friend] your friend
       *[stranger] the other racer
    }: your tower was home first!
race-lost-first = { $who ->
        [friend] Your friend's
       *[stranger] The other racer's
    } tower was home first.
race-tie = A tie with { $who ->
        [friend] your friend
       *[stranger] the other racer
    }: home within { $seconds } s of each other, too close for the connection to call.
race-finish = { $whose ->
        [you] You
        [friend] Your friend
       *[stranger] The other racer
    }: { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } in { $clock }
race-finish-not-home = { $whose ->
        [you] You
        [friend] Your friend
       *[stranger] The other racer
    }: { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }, not home
race-again = Race again
race-again-offered = { $who ->
        [friend] Your friend
       *[stranger] The other racer
    } would race again.
race-again-asked = Waiting for { $who ->
        [friend] your friend
       *[stranger] the other racer
    } to race again…
race-you-choose = You lost, so you choose the next tower: set its disks and pegs, then start.
race-start = Start the race
race-rival-chooses = { $who ->
        [friend] Your friend
       *[stranger] The other racer
    } lost and chooses the next tower…
race-leave = Leave the race
race-rival-away = { $who ->
        [friend] Your friend's
       *[stranger] The other racer's
    } game dropped out. Race on: it has { $seconds } s to come back…
race-rival-gone = { $who ->
        [friend] Your friend
       *[stranger] The other racer
    } has not come back. Leave the race.
race-rival-left = { $who ->
        [friend] Your friend
       *[stranger] The other racer
    } left the race.
race-full = This race has two racers already. Check the code.
race-failed-older = Your friend's game is an older version ({ $version }): it must be updated to race this one.
race-failed-newer = Your friend's game is a newer version ({ $version }): update this one to race it.
race-failed-same-role = Both games claim the same side. Check the code.
race-failed-invalid-move = The other game sent a move the rules refuse. The race has ended.
race-failed-bad-time = The other game sent a time that cannot be. The race has ended.
race-failed-too-fast = The other game sent moves faster than anyone can make them. The race has ended.
race-failed-false-finish = The other game claimed a finish its moves do not make. The race has ended.
race-failed-diverged = The two games disagree about the race. It has ended.
race-stranger = A game came back in { $who ->
        [friend] your friend's
       *[stranger] the other racer's
    } place without the race's key: it was turned away.
race-not-during = Not during a race: the solver, hints, undo and other towers wait until it is over.
race-not-yet = Wait for the count-down.
race-records-heading = { $who ->
        [friend] Races against friends
       *[stranger] Races against strangers
    }
race-column-won = Won
race-column-lost = Lost
race-column-best-time = Best time
