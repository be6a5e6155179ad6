// Online play in the browser: two pages play a whole game against each
// other through a signalling server, two more are paired as strangers
// (Play someone now) and play one, then a page plays two games against the
// native command-line peer (`pegs-and-stones ttt online`, perfect play), and
// a page races the native Hanoi racer (`hanoi race`) by its link. Run by
// web/online-test.sh inside a private network namespace; nothing outside
// it is reachable. Screenshots go to web/shots/online-*.png.
//
//   node web/online-test.mjs PAGE_URL SIGNALLING_URL|same-origin NATIVE_BINARY [STATIC_URL]
//
// `same-origin`: the pages name no server (a pegs-server serves them and the
// signalling); the native peer is given the pages' address. STATIC_URL: the
// same pages on a static host; the friend's page comes from there and names
// the server with `?server=`.

import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { ARGS, EXECUTABLE } from './chromium.mjs';

const [url, signalling, native, staticUrl] = process.argv.slice(2);
const sameOrigin = signalling === 'same-origin';
const serverParameter = sameOrigin ? '' : `&server=${encodeURIComponent(signalling)}`;
const nativeServer = sameOrigin ? url.replace(/\/$/, '') : signalling;
const shots = join(dirname(fileURLToPath(import.meta.url)), 'shots');
mkdirSync(shots, { recursive: true });

const failures = [];
const started = Date.now();
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what} [${((Date.now() - started) / 1000).toFixed(0)} s]`);
  if (!ok) failures.push(what);
};

const browser = await chromium.launch({
  executablePath: EXECUTABLE,
  args: [
    ...ARGS,
    // Host candidates as plain addresses: no mDNS names between the pages.
    '--disable-features=WebRtcHideLocalIpsWithMdns',
  ],
});

/** A page of its own (its own storage), at the game's 1280 × 720. */
async function open(name, query, from = url, save = '(version: 1, settings: (tictactoe: (mode: "online")))') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  // A player who chose the online mode before.
  await page.addInitScript((save) => {
    if (!localStorage.getItem('pegs-and-stones/save.ron')) {
      localStorage.setItem('pegs-and-stones/save.ron', save);
    }
  }, save);
  // Anything the server's Content-Security-Policy blocks is an error too.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`blocked by the page's policy: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  page.errors = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && m.text().startsWith('blocked by the page')) page.errors.push(`${name}: ${m.text()}`);
  });
  page.on('pageerror', (e) => {
    if (!String(e).includes('Using exceptions for control flow')) page.errors.push(`${name}: ${e}`);
  });
  page.name = name;
  page.on('crash', () => console.log(`  [${name}] the page crashed`));
  page.on('console', (m) => { if (process.env.VERBOSE && m.type() !== 'debug') console.log(`  [${name}] ${m.type()}: ${m.text().slice(0, 300)}`); });
  // From a static host, the page names the server (it has none of its own).
  const server = from === url ? serverParameter : `&server=${encodeURIComponent(sameOrigin ? url.replace(/\/$/, '') : signalling)}`;
  await page.goto(`${from}?lang=en${server}${query}`);
  await page.waitForSelector('body[data-first-frame]', { timeout: 180_000 });
  return page;
}

const state = (page) => page.evaluate(() => ({
  code: document.body.dataset.onlineCode ?? '',
  moves: document.body.dataset.onlineMoves ?? '',
  free: (document.body.dataset.onlineFree ?? '').split(',').filter((c) => c !== '').map(Number),
  turn: document.body.dataset.onlineTurn ?? '',
}));

/** Frames the game draws on `page` in `ms` (it counts them on `<body data-frames>`). */
async function framesOver(page, ms) {
  const count = () => page.evaluate(() => Number(document.body.dataset.frames ?? 0));
  const before = await count();
  await new Promise((r) => setTimeout(r, ms));
  return (await count()) - before;
}

/**
 * TicTacToe's online panel on `page`, and its button `name` (at `x`, `y`)
 * clicked once the panel offers it (the mirror names it): a click that came
 * before the screen was drawn would be lost. Clicked again only if no game
 * began within 10 s (`data-online-turn` is set once there is one).
 */
async function press(page, name, x, y) {
  await page.keyboard.press('2');
  await page.getByRole('button', { name }).waitFor({ state: 'attached', timeout: 60_000 });
  const begun = () => page.evaluate(() => (document.body.dataset.onlineTurn ?? '') !== '');
  for (let tries = 0; tries < 3; tries += 1) {
    await page.mouse.click(x, y);
    const end = Date.now() + 10_000;
    while (Date.now() < end) {
      if (await begun()) return;
      await page.waitForTimeout(200);
    }
  }
}

/** Play someone now, on TicTacToe's online panel. */
const playSomeoneNow = (page) => press(page, 'Play someone now', 1080, 259);

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
  await press(page, 'Create a game', 1065, 223);
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
    if (!arrived) {
      const now = await Promise.all(pages.map(async (p) => ({ ...(await state(p)), line: await p.evaluate(() => document.body.dataset.onlineState ?? '') })));
      console.log(`  ${label}: key ${cell + 1} on ${pages[k].name}; now ${JSON.stringify(now)}`);
      return false;
    }
  }
  return true;
}

try {
 if (!['native', 'race'].includes(process.env.ONLY)) {
  // Two browsers.
  const host = await open('host', '');
  const code = await create(host);
  check(/^[A-HJ-NP-Z2-9]{6}$/.test(code), `the game's code looks right (${code})`);
  await host.screenshot({ path: join(shots, 'online-waiting.png') });
  // Once the line to the server is up (reaching it keeps a timer), the waiting page sleeps.
  await host.waitForFunction(() => !document.body.dataset.awake, null, { timeout: 15_000 }).catch(() => {});
  const resting = await framesOver(host, 3000);
  const awake = await host.evaluate(() => document.body.dataset.awake);
  check(resting <= 3, `waiting for the friend, the page rests (${resting} frames in 3 s${awake ? '; awake for ' + awake : ''})`);
  const guest = await open('guest', `&join=${code}`, staticUrl ?? url);
  await until(`the friend from the link joins${staticUrl ? ' (its page from a static host, naming the server with ?server=)' : ''} and the first game starts`, async () => {
    const [h, g] = await Promise.all([state(host), state(guest)]);
    return ['mine', 'theirs'].includes(h.turn) && ['mine', 'theirs'].includes(g.turn) && h.turn !== g.turn;
  });
  await guest.screenshot({ path: join(shots, 'online-guest-start.png') });
  await new Promise((r) => setTimeout(r, 1500));
  const waiting = await Promise.all([host, guest].map((p) => framesOver(p, 3000)));
  check(waiting.every((n) => n <= 3), `before the first move, both pages rest (${waiting.join(' and ')} frames in 3 s)`);
  const played = await playOut([host, guest], 'two pages');
  const [h, g] = await Promise.all([state(host), state(guest)]);
  check(played && h.moves === g.moves && h.moves !== '', `both pages show the same game (${h.moves})`);
  await host.screenshot({ path: join(shots, 'online-host.png') });
  await guest.screenshot({ path: join(shots, 'online-guest.png') });
  // A third page with the same code: the server refuses it and says why, and the page says so.
  const third = await open('third', `&join=${code}`);
  const told = await until('a third page is told the game has two players already', async () =>
    (await third.evaluate(() => document.body.dataset.onlineState)) === 'Full', 30);
  check(told, 'a third page with the code is told the game is full, not that the server cannot be reached');
  await third.screenshot({ path: join(shots, 'online-third.png') });
  for (const p of [host, guest]) for (const e of p.errors) check(false, e);
  const policy = await host.evaluate(async () => (await fetch(location.href)).headers.get('content-security-policy') ?? '');
  check(!sameOrigin || policy.includes("script-src 'self' 'wasm-unsafe-eval' 'sha256-"),
    `the pages came under their server's policy, and it blocked nothing (${policy.slice(0, 60)}…)`);

  // Two strangers: each presses Play someone now, and the server pairs them.
  const strangers = [await open('stranger 1', ''), await open('stranger 2', '')];
  for (const page of strangers) await playSomeoneNow(page);
  await strangers[0].screenshot({ path: join(shots, 'online-looking.png') });
  const paired = await until('two pages that asked to play someone are paired and the first game starts', async () => {
    const [a, b] = await Promise.all(strangers.map(state));
    return ['mine', 'theirs'].includes(a.turn) && ['mine', 'theirs'].includes(b.turn) && a.turn !== b.turn;
  });
  const [sa, sb] = await Promise.all(strangers.map(state));
  check(paired && sa.code === '' && sb.code === '', 'strangers play with no code between them');
  const out = await playOut(strangers, 'two strangers');
  const [ea, eb] = await Promise.all(strangers.map(state));
  check(out && ea.moves === eb.moves && ea.moves !== '', `both strangers' pages show the same game (${ea.moves})`);
  await strangers[1].screenshot({ path: join(shots, 'online-strangers.png') });
  for (const p of strangers) for (const e of p.errors) check(false, e);

  // A server that restarts in the middle of a game (a pegs-server of its
  // own, named with ?server=): the pages play on, both join their room on
  // the restarted server, and a page reloaded afterwards finds the other there.
  if (process.env.PEGS_SERVER) {
    const other = 'http://127.0.0.1:8126';
    // Its /metrics on a port of its own, as docs/hosting.md's systemd unit has them.
    const start = () => spawn(process.env.PEGS_SERVER, ['--listen', '127.0.0.1:8126', '--metrics', '127.0.0.1:8127', '--web', process.env.PEGS_WEB]);
    const metric = async (name) => {
      try {
        const text = await (await fetch('http://127.0.0.1:8127/metrics')).text();
        return Number((text.match(new RegExp(`^${name} (\\d+)$`, 'm')) ?? [])[1] ?? -1);
      } catch { return -1; }
    };
    let server = start();
    await until('a second pegs-server answers', async () => (await metric('pegs_rooms')) >= 0, 20);
    const named = `&server=${encodeURIComponent(other)}`;
    const a = await open('moving host', named);
    const code = await create(a);
    const b = await open('moving guest', `&join=${code}${named}`);
    await until('the two pages on the second server begin', async () => {
      const [x, y] = await Promise.all([state(a), state(b)]);
      return ['mine', 'theirs'].includes(x.turn) && ['mine', 'theirs'].includes(y.turn);
    });
    await playOut([a, b], 'before the restart', 2);
    const stopped = new Promise((r) => server.on('exit', r));
    server.kill('SIGTERM');
    await stopped;
    await playOut([a, b], 'with the server gone', 1);
    const [x1, y1] = await Promise.all([state(a), state(b)]);
    check(x1.moves === y1.moves && x1.moves.split(',').length === 3, `the pages play on with their server gone (${x1.moves})`);
    server = start();
    let meetingShot = false;
    const rejoined = await until('both pages join their room on the restarted server', async () => {
      const lines = await Promise.all([a, b].map((p) => p.evaluate(() => document.body.dataset.onlineState ?? '')));
      // The moment between one page taking its new line and the other meeting it there, as a player sees it.
      const meeting = lines.indexOf('MeetingAgain');
      if (meeting >= 0 && !meetingShot) {
        meetingShot = true;
        await [a, b][meeting].screenshot({ path: join(shots, 'online-meeting-again.png') });
      }
      return (await metric('pegs_rooms')) === 1 && (await metric('pegs_connections_open')) === 2 && lines.every((s) => s === '');
    }, 60);
    check(rejoined, 'after the restart, both pages are in one room on the server again');
    await new Promise((r) => setTimeout(r, 1500));
    await a.screenshot({ path: join(shots, 'online-moved.png') });
    // The host's page reloads: it comes back to the game it kept, and meets the guest there.
    await a.reload();
    await a.waitForSelector('body[data-first-frame]', { timeout: 180_000 });
    const back = await until('the reloaded page meets the other again', async () => {
      const [x, y] = await Promise.all([state(a), state(b)]);
      return x.moves === y.moves && x.moves === x1.moves && ['mine', 'theirs'].includes(x.turn) && x.turn !== y.turn;
    });
    check(back, 'a page reloaded after the restart finds the other and the game as it was');
    const done = await playOut([a, b], 'after the reload');
    const [x2, y2] = await Promise.all([state(a), state(b)]);
    check(done && x2.turn === 'over' && x2.moves === y2.moves, `the game ends alike on both pages (${x2.moves})`);
    for (const p of [a, b]) for (const e of p.errors) check(false, e);
    server.kill('SIGTERM');
  }
 }

  // A page against the native command-line peer (webrtc-rs): two games, so
  // that each side starts one; the page asks for the second with N.
 if (!['pages', 'race'].includes(process.env.ONLY)) {
  const peer = spawn(native, ['ttt', 'online', '--server', nativeServer, '--level', 'perfect', '--games', '2', '--wait', '90']);
  let printed = '';
  const echo = (d) => { printed += d; if (process.env.VERBOSE) process.stdout.write(`  [native] ${d}`); };
  peer.stdout.on('data', echo);
  peer.stderr.on('data', echo);
  const exited = new Promise((r) => peer.on('exit', (code) => r(code)));
  await until('the native peer prints its code', async () => /give them the code ([A-Z0-9]{6})/.test(printed), 60);
  const nativeCode = (printed.match(/give them the code ([A-Z0-9]{6})/) ?? [])[1];
  check(Boolean(nativeCode), `the native peer created a game (${nativeCode})`);
  const page = await open('against native', `&join=${nativeCode}`);
  const starters = [];
  for (let game = 1; game <= 2; game += 1) {
    let s = await state(page);
    const begun = await until(`game ${game} against the native peer begins`, async () => {
      s = await state(page);
      return ['mine', 'theirs'].includes(s.turn);
    });
    if (!begun) { console.log(`native peer so far:\n${printed}\npage: ${JSON.stringify(s)}`); break; }
    // Who started, from whose turn it is after the moves so far (the native peer may have moved already).
    const made = s.moves === '' ? 0 : s.moves.split(',').length;
    starters.push((made % 2 === 0) === (s.turn === 'mine') ? 'the page' : 'the native peer');
    const deadline = Date.now() + 180_000;
    while (s.turn !== 'over' && Date.now() < deadline) {
      if (s.turn === 'mine') {
        await page.keyboard.press(String(s.free[0] + 1));
        const before = s.moves;
        await until(`against native: the page's move after ${before || 'none'} is taken`, async () => (await state(page)).moves !== before, 20);
      } else {
        await new Promise((r) => setTimeout(r, 100));
      }
      s = await state(page);
    }
    check(s.turn === 'over', `game ${game} against the native peer is played out on the page (${s.moves})`);
    await page.screenshot({ path: join(shots, `online-native-${game}.png`) });
    if (game === 1) await page.keyboard.press('n');
  }
  check(starters.length === 2 && starters[0] !== starters[1], `each side starts one game (${starters.join(', then ')})`);
  const code_ = await Promise.race([exited, new Promise((r) => setTimeout(() => r('still running'), 30_000))]);
  check(code_ === 0, `the native peer finished its games and left (exit ${code_}): ${printed.trim().split('\n').pop()}`);
  check(/game 1 (won|lost|drawn) after/.test(printed) && /game 2 (won|lost|drawn) after/.test(printed), 'the native peer reports both results');
  for (const e of page.errors) check(false, e);

  // The native peer asks the server to play someone, and a page does the same: they are paired.
  const someone = spawn(native, ['ttt', 'online', '--someone', '--server', nativeServer, '--level', 'easy', '--rules', 'four', '--wait', '90']);
  let told = '';
  const hear = (d) => { told += d; if (process.env.VERBOSE) process.stdout.write(`  [native someone] ${d}`); };
  someone.stdout.on('data', hear);
  someone.stderr.on('data', hear);
  const left = new Promise((r) => someone.on('exit', (code) => r(code)));
  await until('the native peer is looking for someone', async () => /Looking for someone to play/.test(told), 60);
  // A player who chose the four-stone rules before.
  const paired = await open('paired with native', '', url, '(version: 1, settings: (tictactoe: (mode: "online", rules: "four")))');
  await playSomeoneNow(paired);
  let p = await state(paired);
  const meets = await until('the page is paired with the native peer and the game begins', async () => {
    p = await state(paired);
    return ['mine', 'theirs'].includes(p.turn);
  });
  const deadline = Date.now() + 120_000;
  while (meets && p.turn !== 'over' && Date.now() < deadline) {
    if (p.turn === 'mine') {
      const before = p.moves;
      await paired.keyboard.press(String(p.free[0] + 1));
      await until(`paired: the page's move after ${before || 'none'} is taken`, async () => (await state(paired)).moves !== before, 20);
    } else {
      await new Promise((r) => setTimeout(r, 100));
    }
    p = await state(paired);
  }
  check(p.turn === 'over' && p.code === '', `a page and the native peer, paired by the server, play a game to its end (${p.moves})`);
  await paired.screenshot({ path: join(shots, 'online-native-someone.png') });
  const gone = await Promise.race([left, new Promise((r) => setTimeout(() => r('still running'), 30_000))]);
  check(gone === 0 && /game 1 (won|lost|drawn) after/.test(told), `the native peer played someone and left (exit ${gone}): ${told.trim().split('\n').pop()}`);
  for (const e of paired.errors) check(false, e);
 }

  // A page races the native command-line racer (`hanoi race`, one move a
  // second) at Hanoi by its link: the page plays the shortest way by keys,
  // is reloaded after four moves and comes back to the race (the racer
  // waits for it, racing on). Which side is home first depends on how fast
  // this machine runs the page: whichever it is, both must say the same
  // race (the page's win is the racer's loss), and a page that wins has
  // made the fifteen moves the racer checked.
 if (!process.env.ONLY || process.env.ONLY === 'race') {
  const racer = spawn(native, ['hanoi', 'race', '--server', nativeServer, '--disks', '4', '--speed', '1', '--wait', '90']);
  let raced = '';
  const note = (d) => { raced += d; if (process.env.VERBOSE) process.stdout.write(`  [native racer] ${d}`); };
  racer.stdout.on('data', note);
  racer.stderr.on('data', note);
  const ended = new Promise((r) => racer.on('exit', (code) => r(code)));
  await until('the native racer prints its code', async () => /^code [A-Z0-9]{6}$/m.test(raced), 60);
  const raceCode = (raced.match(/^code ([A-Z0-9]{6})$/m) ?? [])[1];
  const page = await open('racing native', `&race=${raceCode}`, url, '(version: 1)');
  const race = () => page.evaluate(() => ({
    state: document.body.dataset.raceState ?? '',
    moves: Number(document.body.dataset.raceMoves ?? 0),
    theirs: Number(document.body.dataset.raceTheirs ?? 0),
  }));
  const decided = (r) => ['won', 'lost', 'tie'].includes(r.state);
  const going = await until('the race against the native racer starts on the page', async () => (await race()).state === 'racing', 60);
  // Four disks, the shortest way: pick up from a peg's key, put down on another's.
  const shortest = [[1, 2], [1, 3], [2, 3], [1, 2], [3, 1], [3, 2], [1, 2], [1, 3], [2, 3], [2, 1], [3, 1], [2, 3], [1, 2], [1, 3], [2, 3]];
  for (const [i, [from, to]] of (going ? shortest : []).entries()) {
    if (decided(await race())) break;
    if (i === 4) {
      // Kept (the save is written within a second of a change), the page is reloaded mid-race.
      const keptMoves = async () => page.evaluate(() => {
        const saved = localStorage.getItem('pegs-and-stones/save.ron') ?? '';
        const mine = saved.match(/hanoi_race:[^]*?mine: \[([^\]]*)\]/);
        return mine ? (mine[1].match(/\(/g) ?? []).length : -1;
      });
      await until('the race under way is kept with its four moves', async () => (await keptMoves()) === 4, 10);
      await page.reload();
      const back = await until('the reloaded page comes back to the race with its four moves', async () => {
        const now = await race();
        return (now.state === 'racing' || decided(now)) && now.moves === 4;
      }, 60);
      if (back) check(true, `the page, reloaded after four moves, came back to the race (${JSON.stringify(await race())})`);
      if (decided(await race())) break;
    }
    const before = (await race()).moves;
    // Two keys in one frame would be read in the pegs' order, not the order
    // pressed: the second waits until the mirror's lines say a disk is in hand.
    await page.keyboard.press(String(from));
    await until(`racing: a disk from peg ${from} is in hand`, async () => decided(await race()) || (await page.locator('#mirror-texts').innerText()).includes('Holding disk'), 10);
    await page.keyboard.press(String(to));
    await until(`racing: the page's move ${from} → ${to} is made`, async () => { const now = await race(); return now.moves > before || decided(now); }, 10);
  }
  await until('the race is decided on the page', async () => decided(await race()), 30);
  const result = await race();
  await page.screenshot({ path: join(shots, 'online-race-native.png') });
  const exit = await Promise.race([ended, new Promise((r) => setTimeout(() => r('still running'), 30_000))]);
  const last = raced.trim().split('\n').pop();
  // The racer's last line, as it must read for the page's result.
  const mirror = { won: /^lost: .*the friend's game 15 moves in /, lost: /^won: 15 moves in /, tie: /^tie: / }[result.state];
  check(decided(result) && (result.state !== 'won' || result.moves === 15), `the page, reloaded on the way, raced to a result (${JSON.stringify(result)})`);
  check(exit === 0 && mirror !== undefined && mirror.test(last), `the native racer waited, checked the page's moves and says the same race (exit ${exit}): ${last}`);
  for (const e of page.errors) check(false, e);
 }
} finally {
  await browser.close();
}
console.log(failures.length ? `${failures.length} online check(s) failed` : 'online: all checks passed');
process.exit(failures.length ? 1 : 0);
