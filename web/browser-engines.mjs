// The browser test's other engines (web/browser-test.mjs runs this pass):
// the desktop pass's essentials in Firefox ESR and in WebKit, both Debian's
// packages: the game starts and draws, a Hanoi move and a TicTacToe move
// are played, and a review opens from its link. Firefox is driven through
// WebDriver BiDi (puppeteer-core), WebKit through WebKitGTK's WebDriver
// (WebKitWebDriver with its MiniBrowser: the engine of every browser on an
// iPhone), over its HTTP protocol. Both run on the virtual X display the
// test starts (DISPLAY): headless Firefox has no WebGL2 here.
// The moves are played with the keys and read from the page's mirror for
// screen readers, the same in every engine.

import puppeteer from 'puppeteer-core';
import { existsSync } from 'node:fs';

import { check, url } from './browser-harness.mjs';

const FIREFOX = '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
// X opens in a corner (a win thrown away to a loss) and loses by the sixth half-move.
const GAME = 'ttt.seed.x.x.perfect.0.041236';

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks `test()` until it holds or `ms` have passed; whether it held. */
async function within(ms, test) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await test()) return true;
    await pause(200);
  }
  return test();
}

// What the page says, read in the page itself (each engine runs it as it is).
const MIRROR = "return document.getElementById('mirror')?.innerText ?? ''";
const LIVE = "return document.getElementById('mirror-live')?.textContent ?? ''";
const STARTED = "return document.body.dataset.firstFrame !== undefined && !document.getElementById('loading')";
const FAILED = "return document.getElementById('loading')?.dataset.failed ?? ''";
const FOCUS = "document.getElementById('bevy').focus(); return true";

/**
 * The pass itself, on a driver with `open(path)`, `run(script)` (the body
 * of a function that returns a value) and `key(k)`.
 */
async function play(engine, driver) {
  await driver.open(`?lang=en`);
  const started = await within(120_000, () => driver.run(STARTED));
  check(started, `${engine}: the game starts (${started ? 'first frame drawn' : await driver.run(FAILED) || 'no first frame'})`);
  if (!started) return;
  check((await driver.run(MIRROR)).includes('Towers of Hanoi'), `${engine}: the menu is there, and its mirror`);

  await driver.run(FOCUS);
  await driver.key('1');
  const hanoi = await within(15_000, async () => (await driver.run(MIRROR)).includes('peg 1: disks'));
  check(hanoi, `${engine}: 1 opens Towers of Hanoi`);
  await driver.key('1');
  await pause(600);
  await driver.key('3');
  const moved = await within(10_000, async () => /peg 3: disk 1(?!\d)/.test(await driver.run(MIRROR)));
  check(moved, `${engine}: keys 1 and 3 carry the top disk to peg 3 (${(await driver.run(MIRROR)).match(/peg 3: (empty|disks? [\d, ]*\d)/)?.[0]})`);

  await driver.key('Escape');
  await pause(1500);
  await driver.run(FOCUS);
  await driver.key('2');
  await within(15_000, async () => (await driver.run(MIRROR)).includes('row 1, column 1'));
  // You play X against the computer; whoever starts, a corner is free on your turn.
  let placed = false;
  for (const cell of ['1', '3', '7', '9']) {
    await driver.key(cell);
    placed = await within(2500, async () => /row \d, column \d: X/.test(await driver.run(MIRROR)));
    if (placed) break;
  }
  check(placed, `${engine}: a key places an X`);

  await driver.open(`?lang=en&review=${GAME}`);
  await within(120_000, () => driver.run(STARTED));
  const reviewed = await within(30_000, async () => (await driver.run(LIVE)).includes('a mistake'));
  check(reviewed, `${engine}: a review opens from its link at the first mistake (${(await driver.run(LIVE)).slice(0, 90)})`);
}

/** Firefox ESR through WebDriver BiDi. */
async function firefox() {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: false,
    defaultViewport: { width: 1280, height: 720 },
  });
  const errors = [];
  try {
    const page = await browser.newPage();
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().includes('Using exceptions for control flow')) {
        errors.push(message.text());
      }
    });
    await play('Firefox', {
      open: (path) => page.goto(`${url}${path}`),
      run: (script) => page.evaluate(`(() => { ${script} })()`),
      key: (k) => page.keyboard.press(k === 'Escape' ? 'Escape' : k),
    });
    await page.screenshot({ path: new URL('./shots/firefox-review.png', import.meta.url).pathname });
    check(errors.length === 0, `Firefox: no console errors${errors.length ? ': ' + errors.join(' | ') : ''}`);
  } finally {
    await browser.close();
  }
}

/** WebKitGTK's MiniBrowser through its WebDriver's HTTP protocol. */
async function webkit() {
  const { spawn } = await import('node:child_process');
  const port = 4445;
  const server = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  const ask = async (method, path, body) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = await response.json();
    if (answer.value?.error) throw new Error(`${path}: ${answer.value.error}: ${answer.value.message}`);
    return answer.value;
  };
  let session;
  try {
    await within(10_000, async () => fetch(`${base}/status`).then(() => true, () => false));
    const made = await ask('POST', '/session', {
      capabilities: {
        alwaysMatch: {
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
        },
      },
    });
    session = made.sessionId;
    const at = `/session/${session}`;
    await ask('POST', `${at}/window/rect`, { width: 1280, height: 800 });
    const KEYS = { Escape: '\uE00C' };
    await play('WebKit', {
      open: (path) => ask('POST', `${at}/url`, { url: `${url}${path}` }),
      run: (script) => ask('POST', `${at}/execute/sync`, { script, args: [] }),
      key: (k) => ask('POST', `${at}/actions`, {
        actions: [{
          type: 'key',
          id: 'keys',
          actions: [{ type: 'keyDown', value: KEYS[k] ?? k }, { type: 'pause', duration: 60 }, { type: 'keyUp', value: KEYS[k] ?? k }],
        }],
      }),
    });
  } catch (error) {
    check(false, `WebKit: ${error}`);
  } finally {
    if (session) await ask('DELETE', `/session/${session}`).catch(() => {});
    server.kill();
  }
}

/** The pass, where the engines are installed (web/test.sh installs them); says so where one is missing. */
export async function otherEngines() {
  if (!process.env.DISPLAY) {
    check(false, 'other engines: they need a display (web/test.sh starts Xvfb)');
    return;
  }
  for (const [name, binary, run] of [['Firefox', FIREFOX, firefox], ['WebKit', MINIBROWSER, webkit]]) {
    if (!existsSync(binary)) {
      check(false, `${name}: ${binary} is not installed (web/test.sh installs it)`);
      continue;
    }
    try {
      await run();
    } catch (error) {
      check(false, `${name}: ${error}`);
    }
  }
}
