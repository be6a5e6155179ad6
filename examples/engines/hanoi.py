#!/usr/bin/env python3
"""A recursive Hanoi solver for `pegs-and-stones hanoi check` (docs/engines.md).

It reads one line, `pegs 3 disks 4 from 1111 to 3`, and prints the shortest
way home from there, one `FROM TO` a line. The recursion is the classic
one, from any position: the largest disk that is not home goes home once
every smaller disk is out of its way on the third peg.
"""
import sys


def solve(places, disk, goal, moves):
    """Brings disks 1..disk (places[d - 1]: the peg of disk d) onto `goal`."""
    if disk == 0:
        return
    if places[disk - 1] == goal:
        solve(places, disk - 1, goal, moves)
        return
    spare = 6 - places[disk - 1] - goal  # pegs 1, 2 and 3 add up to 6
    solve(places, disk - 1, spare, moves)
    moves.append((places[disk - 1], goal))
    places[disk - 1] = goal
    solve(places, disk - 1, goal, moves)


def main():
    words = sys.stdin.readline().split()
    asked = dict(zip(words[0::2], words[1::2]))
    if asked.get("pegs") != "3":
        sys.exit("this solver knows three pegs only")
    # `from` names the largest disk first; places[d - 1] is the peg of disk d.
    places = [int(p) for p in reversed(asked["from"])]
    moves = []
    solve(places, len(places), int(asked["to"]), moves)
    sys.stdout.write("".join(f"{a} {b}\n" for a, b in moves))


if __name__ == "__main__":
    main()
