// A page behind a router joins a native game behind another (.ci/nat-test
// runs it in a network namespace of its own): it opens the friend's link,
// waits to be connected, says how (`data-online-route`), and plays its side
// of the game to its end.
//
//   node web/nat-page.mjs 'http://203.0.113.1:8080/?join=CODE' [relayed|direct]
//
// Exits 0 once the game is over with the page connected the way asked
// (through the relay unless told otherwise).

import { chromium } from 'playwright-core';

import { ARGS, EXECUTABLE } from './chromium.mjs';

const [link, expected = 'relayed'] = process.argv.slice(2);
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
const browser = await chromium.launch({
  executablePath: EXECUTABLE,
  args: ARGS,
});
let ok = false;
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log(`page error: ${e}`));
  await page.goto(`${link}&lang=en`);
  await page.waitForSelector('body[data-first-frame]', { timeout: 180_000 });
  const state = () => page.evaluate(() => ({
    free: (document.body.dataset.onlineFree ?? '').split(',').filter((c) => c !== '').map(Number),
    turn: document.body.dataset.onlineTurn ?? '',
    route: document.body.dataset.onlineRoute ?? '',
    line: document.body.dataset.onlineState ?? '',
    moves: document.body.dataset.onlineMoves ?? '',
  }));
  let route = '';
  for (let i = 0; Date.now() - started < 90_000; i += 1) {
    const now = await state();
    if (now.route && !route) {
      route = now.route;
      console.log(`connected (${route}) at ${seconds()} s`);
    }
    if (now.turn === 'over') {
      console.log(`the game is over at ${seconds()} s: ${now.moves}`);
      ok = route === expected;
      break;
    }
    if (now.turn === 'mine' && now.free.length > 0) {
      await page.keyboard.press(String(now.free[(i * 5) % now.free.length] + 1));
      await page.waitForTimeout(300);
    } else {
      await page.waitForTimeout(100);
    }
  }
  if (!ok) console.log(`not over, ${expected}: ${JSON.stringify(await state())}`);
} finally {
  await browser.close();
}
process.exit(ok ? 0 : 1);
