// The browser test's pass for programs of the player's own (web/browser-test.mjs
// runs it): JavaScript engines and solvers in Web Workers of the page, as
// docs/engines.md says, kept in the save as the panel keeps them. The
// smallest engine of docs/engines.md plays the computer's side cell for
// cell; the example engine (examples/engines/tictactoe.js) answers; an
// engine that plays a cell out of the board, one that throws and one that
// never answers are each stopped with their fault said; the example solver
// (examples/engines/hanoi.js) plays Solve home in the fewest moves; and
// engines are added as a player would, through the panel's file chooser
// and from the clipboard.
// The board is played with the keys and read from the page's mirror for
// screen readers; the panel's parts are clicked where a fresh save lays
// them out on a 1280 × 720 page.

import { readFileSync } from 'node:fs';

import { check, firstFrame, noErrors, open, until, url } from './browser-harness.mjs';

const read = (path) => readFileSync(new URL(path, import.meta.url), 'utf8');
const EXAMPLE_ENGINE = read('../examples/engines/tictactoe.js');
const EXAMPLE_SOLVER = read('../examples/engines/hanoi.js');
/** The smallest engine of docs/engines.md, as the page shows it. */
const FIRST_FREE = read('../docs/engines.md').match(/```js\n(\/\/ The smallest engine[\s\S]*?)```/)?.[1] ?? '';
const ILLEGAL = `onmessage = (e) => {
  const line = String(e.data);
  if (line === 'uci') postMessage('uciok');
  if (line === 'isready') postMessage('readyok');
  if (line.startsWith('go')) postMessage('info depth 1\\nbestmove 9');
};`;
const THROWS = `onmessage = (e) => {
  const line = String(e.data);
  if (line === 'uci') postMessage('uciok');
  if (line === 'isready') postMessage('readyok');
  if (line.startsWith('go')) throw new Error('out of ideas');
};`;
const SILENT = `onmessage = (e) => { if (String(e.data) === 'uci') postMessage('uciok'); if (String(e.data) === 'isready') postMessage('readyok'); };`;

/** A save with one TicTacToe engine chosen, you playing X and moving first. */
const engineSave = (name, script) =>
  `(version: 1, settings: (tictactoe: (mode: "vs-computer", side: "x", starter: "x", ` +
  `engines: [(name: ${JSON.stringify(name)}, command: ${JSON.stringify(script)})], engine: Some(${JSON.stringify(name)}))))`;

/** Opens the page with `save` in its storage; its mirror's helpers. */
async function opened(context, name, save) {
  const page = await open(context, name);
  await page.addInitScript((kept) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('pegs-and-stones/save.ron', kept);
      sessionStorage.setItem('seeded', '1');
    }
  }, save);
  await page.goto(`${url}?lang=en`);
  await firstFrame(page);
  const mirror = async () => page.locator('#mirror').innerText();
  const live = async () => (await page.locator('#mirror-live').textContent()) ?? '';
  return { page, mirror, live };
}

/** Opens TicTacToe and places X with key `cell` (1–9, row by row). */
async function placeX({ page, mirror }, key) {
  await page.locator('#bevy').focus();
  if (!(await mirror()).includes('row 1, column 1')) {
    await page.keyboard.press('2');
    await until(page, async () => (await mirror()).includes('row 1, column 1'), 15_000);
  }
  await page.keyboard.press(key);
}

/** A cell's stone as the mirror says it ("X", "O" or "" for none). */
const stone = (text, row, column) => text.match(new RegExp(`row ${row}, column ${column}: (X|O)`))?.[1] ?? '';

/**
 * Adds the example engine through the panel, its file opened with the
 * page's file chooser, then the smallest engine pasted from the clipboard.
 */
async function added(context) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin });
  const { page } = await opened(context, 'programs-added', '(version: 1, settings: (tictactoe: (mode: "vs-computer")))');
  const kept = () => page.evaluate(() => localStorage.getItem('pegs-and-stones/save.ron') ?? '');
  await page.locator('#bevy').focus();
  await page.keyboard.press('2');
  await page.waitForTimeout(2500);
  // Where a fresh save lays the panel out: the part under the Computer list, opened.
  const HEADER = [1095, 301];
  const NAME = [1138, 431];
  const OPEN = [1117, 464];
  const PASTE = [1088, 500];
  const ADD = [1069, 558]; // a line lower once the file's name is shown
  await page.mouse.click(...HEADER);
  await page.waitForTimeout(1000);
  const chooser = page.waitForEvent('filechooser', { timeout: 5000 }).catch(() => null);
  await page.mouse.click(...OPEN);
  const files = await chooser;
  check(files !== null, 'Open a JavaScript file… opens the page\'s file chooser');
  if (!files) return;
  await files.setFiles(new URL('../examples/engines/tictactoe.js', import.meta.url).pathname);
  await page.waitForTimeout(1000);
  await page.shot('programs-file-opened');
  await page.mouse.click(...ADD);
  check(await until(page, async () => /engine: Some\("tictactoe"\)/.test(await kept()), 10_000),
    'Add engine keeps the file, named after it, and chooses it (in the save)');
  check((await kept()).includes('id name tictactoe.js'), 'the save holds the file\'s JavaScript');

  // The engine kept is listed above the boxes now: its name and its first line.
  const lower = ([x, y]) => [x, y + 64];
  await page.evaluate((script) => navigator.clipboard.writeText(script), FIRST_FREE);
  // A still page draws its new layout on the next event: a move first, as a hand makes.
  await page.mouse.move(...lower(NAME));
  await page.waitForTimeout(500);
  await page.mouse.click(...lower(NAME));
  // The box has the keys once a frame has taken the click (slow on a busy machine).
  await page.waitForTimeout(1500);
  await page.keyboard.type('pasted', { delay: 60 });
  await page.mouse.click(...lower(PASTE));
  await page.waitForTimeout(1000);
  await page.shot('programs-pasted');
  await page.mouse.click(...lower(ADD));
  check(await until(page, async () => /engine: Some\("pasted"\)/.test(await kept()), 10_000),
    `Paste JavaScript takes the clipboard's engine under the name typed (${(await kept()).match(/engine: Some[^\n]*/)?.[0]})`);
  check((await kept()).includes('id name first-free'), 'the save holds the pasted JavaScript');
  noErrors(page.errors, 'adding engines: no console errors');
}

export async function programs(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  check(FIRST_FREE.includes('onmessage'), 'docs/engines.md holds the smallest engine');
  await added(context);

  // The smallest engine answers the centre with the first free cell, then the next.
  const first = await opened(context, 'programs-first-free', engineSave('first-free', FIRST_FREE));
  await placeX(first, '5');
  check(await until(first.page, async () => stone(await first.mirror(), 1, 1) === 'O', 10_000),
    `the smallest engine, in a worker, answers X in the centre with O in the first cell (${(await first.mirror()).match(/row 1, column 1: \w+/)?.[0]})`);
  await placeX(first, '9');
  check(await until(first.page, async () => stone(await first.mirror(), 1, 2) === 'O', 10_000),
    'and its next move takes the next free cell');
  await first.page.shot('programs-first-free');
  noErrors(first.page.errors, 'smallest engine: no console errors');

  // The example engine, as it runs under Node, plays as it is.
  const example = await opened(context, 'programs-example', engineSave('example', EXAMPLE_ENGINE));
  await placeX(example, '5');
  check(await until(example.page, async () => /: O/.test(await example.mirror()), 10_000),
    'the example engine (examples/engines/tictactoe.js) answers in the page');
  check(!/The engine example/.test(await example.mirror() + await example.live()), 'with no fault said');
  noErrors(example.page.errors, 'example engine: no console errors');

  // Faults are the engine's own: said, and the game goes on standing.
  for (const [name, script, said, within] of [
    ['wild', ILLEGAL, 'The engine wild played an illegal move', 10_000],
    ['thrower', THROWS, 'The engine thrower ended (crashed or quit)', 10_000],
    ['silent', SILENT, 'The engine silent said no move in its time', 15_000],
  ]) {
    const faulty = await opened(context, `programs-${name}`, engineSave(name, script));
    await placeX(faulty, '5');
    const told = async () => (await faulty.mirror()) + (await faulty.live());
    check(await until(faulty.page, async () => (await told()).includes(said), within),
      `${said} — said on the page (${(await told()).match(/The engine [^.]*\./)?.[0] ?? 'nothing said'})`);
    check(!/: O/.test(await faulty.mirror()), `${name}: no O was placed for it`);
    await faulty.page.shot(`programs-${name}`);
    noErrors(faulty.page.errors, `${name}: no console errors`);
  }

  // The example solver plays Solve: home in the fewest moves.
  const save = `(version: 1, settings: (hanoi: (disks: 4, speed: 30.0, ` +
    `solvers: [(name: "hanoi.js", command: ${JSON.stringify(EXAMPLE_SOLVER)})], solver: Some("hanoi.js"))))`;
  const tower = await opened(context, 'programs-solver', save);
  await tower.page.locator('#bevy').focus();
  await tower.page.keyboard.press('1');
  await until(tower.page, async () => (await tower.mirror()).includes('peg 1: disks'), 15_000);
  await tower.page.keyboard.press('Space');
  const home = async () => /peg 3: disks 4, 3, 2, 1/.test(await tower.mirror());
  check(await until(tower.page, home, 20_000), `the example solver, in a worker, brings the tower home (${(await tower.mirror()).match(/peg 3: [^.;]*/)?.[0]})`);
  const verdict = async () => (await tower.mirror()) + (await tower.live());
  check(await until(tower.page, async () => (await verdict()).includes('hanoi.js: home in 15 moves, the fewest there are'), 5_000),
    `and the page says what became of its moves (${(await verdict()).match(/hanoi\.js: [^.]*\./)?.[0] ?? 'nothing said'})`);
  await tower.page.shot('programs-solver');
  noErrors(tower.page.errors, 'solver: no console errors');
  await context.close();
}
