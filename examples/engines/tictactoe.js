// An alpha-beta engine for Infinity TicTacToe that speaks the engine
// protocol of docs/engines.md. The same file runs under Node,
//
//     pegs-and-stones ttt match --engine "node tictactoe.js" --level medium
//
// reading lines on stdin, and in a browser's Web Worker, where each message
// is one line in and each postMessage one line out.
"use strict";

const LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];
const WIN = 1000;
const MOST_DEPTH = 8;
const HALF_MOVES = 60;
const ORDER = [4, 0, 2, 6, 8, 1, 3, 5, 7];

const hasLine = (stones) => LINES.some((line) => line.every((c) => stones.includes(c)));

// A position: each side's stones, oldest first, and whose turn it is.
class Game {
  constructor(rules) {
    this.rules = rules;
    this.keep = rules === "four" ? 4 : 3;
    this.stones = [[], []];
    this.turn = 0;
    this.halfMoves = 0;
    this.winner = null;
  }

  legal() {
    const mine = this.stones[this.turn];
    const taken = new Set([...this.stones[0], ...this.stones[1]]);
    if (this.rules === "four" && mine.length === this.keep) taken.delete(mine[0]);
    return ORDER.filter((c) => !taken.has(c));
  }

  after(cell) {
    const game = new Game(this.rules);
    game.stones = [[...this.stones[0]], [...this.stones[1]]];
    const mine = game.stones[this.turn];
    mine.push(cell);
    if (this.rules === "seed") {
      // A line among all the mover's stones, the oldest included, wins at once.
      if (hasLine(mine)) game.winner = this.turn;
      else if (mine.length > this.keep) mine.shift();
    } else {
      if (mine.length > this.keep) mine.shift();
      if (hasLine(mine)) game.winner = this.turn;
    }
    game.turn = 1 - this.turn;
    game.halfMoves = this.halfMoves + 1;
    return game;
  }

  // Lines the mover could still make, less the other side's.
  heuristic() {
    let score = 0;
    for (const line of LINES) {
      for (const [side, sign] of [[this.turn, 1], [1 - this.turn, -1]]) {
        const mine = line.filter((c) => this.stones[side].includes(c)).length;
        const theirs = line.filter((c) => this.stones[1 - side].includes(c)).length;
        if (theirs === 0) score += sign * mine * mine;
      }
    }
    return score;
  }
}

const OUT_OF_TIME = new Error("out of time");

// The position's worth for the side to move: wins sooner score higher.
function negamax(game, depth, alpha, beta, clock) {
  clock.nodes += 1;
  if (clock.nodes % 512 === 0 && Date.now() > clock.until) throw OUT_OF_TIME;
  if (game.winner !== null) return -(WIN + depth);
  if (game.halfMoves >= HALF_MOVES) return 0;
  if (depth === 0) return game.heuristic();
  let best = -10 * WIN;
  for (const cell of game.legal()) {
    best = Math.max(best, -negamax(game.after(cell), depth - 1, -beta, -alpha, clock));
    alpha = Math.max(alpha, best);
    if (alpha >= beta) break;
  }
  return best;
}

function choose(game, movetime) {
  const clock = { nodes: 0, until: Date.now() + movetime / 2 };
  let moves = game.legal();
  let [best, score, reached] = [moves[0], 0, 0];
  for (let depth = 1; depth <= MOST_DEPTH; depth++) {
    let scored;
    try {
      scored = moves.map((c) => [-negamax(game.after(c), depth - 1, -10 * WIN, 10 * WIN, clock), c]);
    } catch (e) {
      if (e !== OUT_OF_TIME) throw e;
      break;
    }
    scored.sort((a, b) => b[0] - a[0]); // the best first, and first next time
    [score, best] = scored[0];
    moves = scored.map((s) => s[1]);
    reached = depth;
    if (Math.abs(score) >= WIN) break;
  }
  return { best, score, reached, nodes: clock.nodes };
}

// A score as the protocol says it: a win or loss in so many half-moves, else the heuristic.
function worth(score, depth) {
  if (score >= WIN) return `win ${depth - (score - WIN)}`;
  if (score <= -WIN) return `loss ${depth - (-score - WIN)}`;
  return `cp ${score}`;
}

// One line in, the answer's lines out.
function makeEngine(say) {
  let rules = "seed";
  let cells = [];
  return (line) => {
    const words = line.trim().split(/\s+/);
    if (words[0] === "uci") {
      say("id name tictactoe.js");
      say("id author Pegs & Stones examples");
      say("uciok");
    } else if (words[0] === "setoption" && words[2] === "Rules" && words.length === 5) {
      rules = words[4];
    } else if (words[0] === "isready") {
      say("readyok");
    } else if (words[0] === "position") {
      cells = words.includes("moves") ? words.slice(3).map(Number) : [];
    } else if (words[0] === "go") {
      const movetime = words.length > 2 ? Number(words[2]) : 1000;
      const game = cells.reduce((g, c) => g.after(c), new Game(rules));
      const { best, score, reached, nodes } = choose(game, movetime);
      say(`info depth ${reached} nodes ${nodes} score ${worth(score, reached)} pv ${best}`);
      say(`bestmove ${best}`);
    } else if (words[0] === "quit" && typeof process !== "undefined") {
      process.exit(0);
    }
  };
}

if (typeof process !== "undefined" && process.stdin) {
  const hear = makeEngine((line) => process.stdout.write(`${line}\n`));
  require("readline").createInterface({ input: process.stdin }).on("line", hear);
} else {
  const hear = makeEngine((line) => postMessage(line));
  onmessage = (event) => hear(String(event.data));
}
