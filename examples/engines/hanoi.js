// A recursive Hanoi solver that speaks the solver lines of docs/engines.md.
// The same file runs under Node,
//
//     pegs-and-stones hanoi check --solver "node hanoi.js" --disks 6
//
// reading one line on stdin and printing its moves, and in a browser's Web
// Worker (the game's Solve on the web page), where the question comes as a
// message and the moves go back by postMessage, followed by `end`.
"use strict";

// Brings disks 1..disk (places[d - 1]: the peg of disk d) onto `goal`: the
// largest disk that is not home goes home once every smaller disk is out
// of its way on the third peg.
function solve(places, disk, goal, moves) {
  if (disk === 0) return;
  if (places[disk - 1] === goal) {
    solve(places, disk - 1, goal, moves);
    return;
  }
  const spare = 6 - places[disk - 1] - goal; // pegs 1, 2 and 3 add up to 6
  solve(places, disk - 1, spare, moves);
  moves.push(`${places[disk - 1]} ${goal}`);
  places[disk - 1] = goal;
  solve(places, disk - 1, goal, moves);
}

// The moves for one question, `pegs 3 disks 4 from 1111 to 3`.
function answer(line) {
  const words = line.trim().split(/\s+/);
  const asked = {};
  for (let i = 0; i + 1 < words.length; i += 2) asked[words[i]] = words[i + 1];
  if (asked.pegs !== "3") throw new Error("this solver knows three pegs only");
  // `from` names the largest disk first; places[d - 1] is the peg of disk d.
  const places = [...asked.from].reverse().map(Number);
  const moves = [];
  solve(places, places.length, Number(asked.to), moves);
  return moves;
}

if (typeof process !== "undefined" && process.stdin) {
  require("readline")
    .createInterface({ input: process.stdin })
    .once("line", (line) => {
      const moves = answer(line);
      process.stdout.write(moves.map((m) => `${m}\n`).join(""));
      process.exit(0);
    });
} else {
  onmessage = (event) => {
    const moves = answer(String(event.data));
    postMessage([...moves, "end"].join("\n"));
  };
}
