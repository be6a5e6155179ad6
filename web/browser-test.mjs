// Loads the built page (dist/) in headless Chromium, with WebGL2 through
// SwiftShader, and checks that it starts without console errors, draws the
// menu, opens a game on a click, and that a Hanoi move and a TicTacToe move
// change what is drawn. Saves screenshots into web/shots/.
//
//   node web/browser-test.mjs [URL]      (web/test.sh serves dist/ and runs it)

import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const url = process.argv[2] ?? 'http://127.0.0.1:8123/';
const shots = join(dirname(fileURLToPath(import.meta.url)), 'shots');
mkdirSync(shots, { recursive: true });

// The world is 1280 × 720 units shown at 1:1 in a 1280 × 720 page.
const screen = (x, y) => ({ x: x + 640, y: 360 - y });
const HANOI_TOP_DISK = screen(-460, -215 + 38 * 3.5); // disk 1 of 4 on peg 1
const HANOI_PEG_3 = screen(140, 0);

const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

function decode(buffer) {
  return PNG.sync.read(buffer);
}

function distinctColours(png) {
  const seen = new Set();
  for (let i = 0; i < png.data.length; i += 4 * 97) {
    seen.add((png.data[i] >> 3) << 10 | (png.data[i + 1] >> 3) << 5 | (png.data[i + 2] >> 3));
  }
  return seen.size;
}

/** Share of sampled pixels that differ between two pictures in a box around a point. */
function changedAround(a, b, centre, radius) {
  let changed = 0, total = 0;
  for (let y = Math.max(0, centre.y - radius); y < Math.min(a.height, centre.y + radius); y += 3) {
    for (let x = Math.max(0, centre.x - radius); x < Math.min(a.width, centre.x + radius); x += 3) {
      const i = (y * a.width + x) * 4;
      const d = Math.abs(a.data[i] - b.data[i]) + Math.abs(a.data[i + 1] - b.data[i + 1]) + Math.abs(a.data[i + 2] - b.data[i + 2]);
      total += 1;
      if (d > 30) changed += 1;
    }
  }
  return changed / total;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist',
    '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
  ],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
const errors = [];
page.on('console', (msg) => {
  if (msg.type() === 'error' && !msg.text().includes('Using exceptions for control flow')) errors.push(msg.text());
});
page.on('pageerror', (error) => {
  if (!String(error).includes('Using exceptions for control flow')) errors.push(String(error));
});

const shot = async (name) => {
  const buffer = await page.screenshot({ path: join(shots, `${name}.png`) });
  return decode(buffer);
};
const settle = (ms) => page.waitForTimeout(ms);

try {
  const started = Date.now();
  await page.goto(url);
  await page.waitForSelector('body[data-first-frame]', { timeout: 180_000 });
  const firstFrame = await page.evaluate(() => Number(document.body.dataset.firstFrame));
  console.log(`first frame ${firstFrame.toFixed(0)} ms after navigation (${Date.now() - started} ms wall)`);
  check(await page.$('#loading') === null, 'the loading message is gone after the first frame');
  await settle(2000);

  const menu = await shot('menu');
  check(distinctColours(menu) > 40, `the menu is drawn (${distinctColours(menu)} colours)`);

  await page.mouse.click(screen(-260, -40).x, screen(-260, -40).y);
  await settle(2500);
  const hanoi = await shot('hanoi');
  check(changedAround(menu, hanoi, screen(-260, -40), 200) > 0.2, 'a click on the first card opens Towers of Hanoi');

  await page.mouse.click(HANOI_TOP_DISK.x, HANOI_TOP_DISK.y);
  await settle(1200);
  await page.mouse.click(HANOI_PEG_3.x, HANOI_PEG_3.y);
  await settle(2500);
  const moved = await shot('hanoi-moved');
  check(changedAround(hanoi, moved, HANOI_TOP_DISK, 40) > 0.3, 'the top disk left peg 1');
  check(changedAround(hanoi, moved, screen(140, -196), 40) > 0.3, 'and landed on peg 3');

  await page.keyboard.press('Escape');
  await settle(1500);
  await page.mouse.click(screen(260, -40).x, screen(260, -40).y);
  await settle(2500);
  // You play X against the computer; whoever starts, one of two corners is free on your turn.
  const board = await shot('tictactoe');
  let placed = false;
  for (const cell of [screen(-320, 132), screen(0, -188)]) {
    await page.mouse.click(cell.x, cell.y);
    await settle(400);
    const after = await shot('tictactoe-moved');
    if (changedAround(board, after, cell, 55) > 0.1) {
      placed = true;
      break;
    }
    await settle(1600);
  }
  check(placed, 'a click on a free cell places a stone');

  check(errors.length === 0, `no console errors${errors.length ? ': ' + errors.join(' | ') : ''}`);
} catch (error) {
  failures.push(String(error));
  console.log(`FAIL ${error}`);
} finally {
  await browser.close();
}
writeFileSync(join(shots, 'result.txt'), failures.length ? failures.join('\n') : 'ok');
if (failures.length) {
  console.log(`${failures.length} check(s) failed`);
  process.exit(1);
}
console.log('all browser checks passed');
