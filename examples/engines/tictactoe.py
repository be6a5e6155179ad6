#!/usr/bin/env python3
"""An alpha-beta engine for Infinity TicTacToe that speaks the engine
protocol of docs/engines.md: run it with

    pegs-and-stones ttt match --engine "python3 tictactoe.py" --level medium

Each player keeps three stones (four under the `four` rules); the oldest
vanishes as a new one lands. The search is minimax with alpha-beta
pruning, deepened one half-move at a time while the clock allows.
"""
import sys
import time

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
WIN = 1000
MOST_DEPTH = 8
HALF_MOVES = 60


def has_line(stones):
    return any(a in stones and b in stones and c in stones for a, b, c in LINES)


class Game:
    """A position: each side's stones, oldest first, and whose turn it is."""

    def __init__(self, rules):
        self.rules = rules
        self.keep = 4 if rules == "four" else 3
        self.stones = ([], [])
        self.turn = 0
        self.half_moves = 0
        self.winner = None

    def over(self):
        return self.winner is not None or self.half_moves >= HALF_MOVES

    def legal(self):
        taken = set(self.stones[0]) | set(self.stones[1])
        mine = self.stones[self.turn]
        if self.rules == "four" and len(mine) == self.keep:
            taken.discard(mine[0])  # the oldest vanishes as the new stone lands
        return [c for c in (4, 0, 2, 6, 8, 1, 3, 5, 7) if c not in taken]

    def after(self, cell):
        game = Game(self.rules)
        game.stones = (list(self.stones[0]), list(self.stones[1]))
        mine = game.stones[self.turn]
        mine.append(cell)
        if self.rules == "seed":
            # A line among all the mover's stones, the oldest included, wins at once.
            if has_line(mine):
                game.winner = self.turn
            elif len(mine) > self.keep:
                mine.pop(0)
        else:
            if len(mine) > self.keep:
                mine.pop(0)
            if has_line(mine):
                game.winner = self.turn
        game.turn = 1 - self.turn
        game.half_moves = self.half_moves + 1
        return game

    def heuristic(self):
        """Lines the mover could still make, less the other side's."""
        score = 0
        for line in LINES:
            for side, sign in ((self.turn, 1), (1 - self.turn, -1)):
                mine = sum(c in self.stones[side] for c in line)
                theirs = sum(c in self.stones[1 - side] for c in line)
                if theirs == 0:
                    score += sign * mine * mine
        return score


class OutOfTime(Exception):
    pass


def negamax(game, depth, alpha, beta, clock):
    """The position's worth for the side to move: wins sooner score higher."""
    clock["nodes"] += 1
    if clock["nodes"] % 512 == 0 and time.monotonic() > clock["until"]:
        raise OutOfTime
    if game.winner is not None:
        return -(WIN + depth)  # the side that just moved won
    if game.half_moves >= HALF_MOVES:
        return 0
    if depth == 0:
        return game.heuristic()
    best = -10 * WIN
    for cell in game.legal():
        best = max(best, -negamax(game.after(cell), depth - 1, -beta, -alpha, clock))
        alpha = max(alpha, best)
        if alpha >= beta:
            break
    return best


def choose(game, movetime_ms):
    clock = {"nodes": 0, "until": time.monotonic() + movetime_ms / 2000}
    moves = game.legal()
    best, score, reached = moves[0], 0, 0
    for depth in range(1, MOST_DEPTH + 1):
        try:
            scored = [(-negamax(game.after(c), depth - 1, -10 * WIN, 10 * WIN, clock), c) for c in moves]
        except OutOfTime:
            break
        score, best = max(scored, key=lambda s: s[0])
        reached = depth
        moves.sort(key=lambda c: -dict((m, s) for s, m in scored)[c])  # the best first next time
        if abs(score) >= WIN:
            break
    return best, score, reached, clock["nodes"]


def worth(score, depth):
    """A score as the protocol says it: a win or loss in so many half-moves, else the heuristic."""
    if score >= WIN:
        return f"win {depth - (score - WIN)}"
    if score <= -WIN:
        return f"loss {depth - (-score - WIN)}"
    return f"cp {score}"


def main():
    rules, cells = "seed", []
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        if words[0] == "uci":
            print("id name tictactoe.py")
            print("id author Pegs & Stones examples")
            print("uciok")
        elif words[:3] == ["setoption", "name", "Rules"] and len(words) == 5:
            rules = words[4]
        elif words[0] == "isready":
            print("readyok")
        elif words[0] == "position":
            cells = [int(w) for w in words[3:]] if "moves" in words else []
        elif words[0] == "go":
            movetime = int(words[2]) if len(words) > 2 else 1000
            game = Game(rules)
            for cell in cells:
                game = game.after(cell)
            cell, score, depth, nodes = choose(game, movetime)
            print(f"info depth {depth} nodes {nodes} score {worth(score, depth)} pv {cell}")
            print(f"bestmove {cell}")
        elif words[0] == "quit":
            break
        sys.stdout.flush()


if __name__ == "__main__":
    main()
