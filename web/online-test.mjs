// Online play in the browser: two pages play a whole game against each
// other through a matchbox_server; with ONLINE_NATIVE=1 a page then plays
// the native command-line peer (`pegs-and-stones ttt online`, perfect play). Run by
// web/online-test.sh inside a private network namespace; nothing outside
// it is reachable. Screenshots go to web/shots/online-*.png.
//
//   node web/online-test.mjs PAGE_URL SIGNALLING_URL NATIVE_BINARY

import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const [url, signalling, native] = process.argv.slice(2);
const shots = join(dirname(fileURLToPath(import.meta.url)), 'shots');
mkdirSync(shots, { recursive: true });

const failures = [];
const started = Date.now();
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what} [${((Date.now() - started) / 1000).toFixed(0)} s]`);
  if (!ok) failures.push(what);
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist',
    '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
    // Host candidates as plain addresses: no mDNS names between the pages.
    '--disable-features=WebRtcHideLocalIpsWithMdns',
  ],
});

/** A page of its own (its own storage), at the game's 1280 × 720. */
async function open(name, query) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  // A player who chose the online mode before.
  await page.addInitScript(() => {
    if (!localStorage.getItem('pegs-and-stones/save.ron')) {
      localStorage.setItem('pegs-and-stones/save.ron', '(version: 1, settings: (tictactoe: (mode: "online")))');
    }
  });
  page.errors = [];
  page.on('pageerror', (e) => {
    if (!String(e).includes('Using exceptions for control flow')) page.errors.push(`${name}: ${e}`);
  });
  page.name = name;
  page.on('console', (m) => { if (process.env.VERBOSE && m.type() !== 'debug') console.log(`  [${name}] ${m.type()}: ${m.text().slice(0, 300)}`); });
  await page.goto(`${url}?lang=en&server=${encodeURIComponent(signalling)}${query}`);
  await page.waitForSelector('body[data-first-frame]', { timeout: 180_000 });
  return page;
}

const state = (page) => page.evaluate(() => ({
  code: document.body.dataset.onlineCode ?? '',
  moves: document.body.dataset.onlineMoves ?? '',
  free: (document.body.dataset.onlineFree ?? '').split(',').filter((c) => c !== '').map(Number),
  turn: document.body.dataset.onlineTurn ?? '',
}));

async function until(what, test, seconds = 60) {
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    if (await test()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  check(false, `${what} (not within ${seconds} s)`);
  return false;
}

/** Creates a game on a page, as a player does: Create a game in the online mode (chosen before). */
async function create(page) {
  await page.keyboard.press('2');
  await page.waitForTimeout(800);
  await page.mouse.click(1065, 223);
  let code = '';
  await until(`${page.name} shows a code`, async () => (code = (await state(page)).code) !== '', 20);
  return code;
}

/** Plays the side whose turn it is on `pages` until the game is over, with each page's keys 1–9. */
async function playOut(pages, label, maxMoves = 60) {
  for (let i = 0; i < maxMoves; i += 1) {
    const states = await Promise.all(pages.map(state));
    if (states.some((s) => s.turn === 'over')) break;
    const k = states.findIndex((s) => s.turn === 'mine');
    if (k < 0) { await new Promise((r) => setTimeout(r, 100)); i -= 1; continue; }
    const before = states[k].moves;
    const free = states[k].free;
    const cell = free[(i * 7) % free.length];
    // Keys 1–9 are the cells from the top row (cell 0 is key 1).
    await pages[k].keyboard.press(String(cell + 1));
    const arrived = await until(`${label}: move ${i + 1} reaches both sides`, async () => {
      const now = await Promise.all(pages.map(state));
      return now.every((s) => s.moves !== before && s.moves === now[0].moves);
    }, 20);
    if (!arrived) return false;
  }
  return true;
}

try {
 if (process.env.ONLY !== 'native') {
  // Two browsers.
  const host = await open('host', '');
  const code = await create(host);
  check(/^[A-HJ-NP-Z2-9]{6}$/.test(code), `the game's code looks right (${code})`);
  await host.screenshot({ path: join(shots, 'online-waiting.png') });
  const guest = await open('guest', `&join=${code}`);
  await until('the friend from the link joins and the first game starts', async () => {
    const [h, g] = await Promise.all([state(host), state(guest)]);
    return ['mine', 'theirs'].includes(h.turn) && ['mine', 'theirs'].includes(g.turn) && h.turn !== g.turn;
  });
  await guest.screenshot({ path: join(shots, 'online-guest-start.png') });
  const played = await playOut([host, guest], 'two pages');
  const [h, g] = await Promise.all([state(host), state(guest)]);
  check(played && h.moves === g.moves && h.moves !== '', `both pages show the same game (${h.moves})`);
  await host.screenshot({ path: join(shots, 'online-host.png') });
  await guest.screenshot({ path: join(shots, 'online-guest.png') });
  for (const p of [host, guest]) for (const e of p.errors) check(false, e);
 }

  // A page against the native command-line peer: opt-in (ONLINE_NATIVE=1), since the
  // browser's data channel to webrtc-rs fails here and the page stops answering (README).
 if (process.env.ONLINE_NATIVE === '1' || process.env.ONLY === 'native') {
  const peer = spawn(native, ['ttt', 'online', '--server', signalling, '--level', 'perfect', '--wait', '90']);
  let printed = '';
  peer.stdout.on('data', (d) => { printed += d; });
  peer.stderr.on('data', (d) => { printed += d; });
  const exited = new Promise((r) => peer.on('exit', (code) => r(code)));
  await until('the native peer prints its code', async () => /give them the code ([A-Z0-9]{6})/.test(printed), 60);
  const nativeCode = (printed.match(/give them the code ([A-Z0-9]{6})/) ?? [])[1];
  check(Boolean(nativeCode), `the native peer created a game (${nativeCode})`);
  const page = await open('against native', `&join=${nativeCode}`);
  const met = await until('the page and the native peer meet', async () => ['mine', 'theirs'].includes((await state(page)).turn));
  if (!met) console.log(`native peer so far:\n${printed}\npage: ${JSON.stringify(await state(page))}`);
  for (let i = 0; i < 60; i += 1) {
    const s = await state(page);
    if (s.turn === 'over') break;
    if (s.turn !== 'mine') { await new Promise((r) => setTimeout(r, 100)); i -= 1; continue; }
    await page.keyboard.press(String(s.free[0] + 1));
    await until(`against native: move ${i + 1} is taken`, async () => (await state(page)).moves !== s.moves, 20);
  }
  const code_ = await Promise.race([exited, new Promise((r) => setTimeout(() => r('still running'), 30_000))]);
  check(code_ === 0, `the native peer finished its game and left (exit ${code_}): ${printed.trim().split('\n').pop()}`);
  check(/game 1 (won|lost|drawn) after/.test(printed), 'the native peer reports the result');
  await page.screenshot({ path: join(shots, 'online-native.png') });
  for (const e of page.errors) check(false, e);
 }
} finally {
  await browser.close();
}
console.log(failures.length ? `${failures.length} online check(s) failed` : 'online: all checks passed');
process.exit(failures.length ? 1 : 0);
