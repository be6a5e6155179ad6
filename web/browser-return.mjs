// The browser test's return-visit pass (web/browser-test.mjs): a first visit
// and a return visit in one browser profile on disk, with what V8 did with
// the compiled code (kept, taken from the cache) read from Chromium's trace.

import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { check, firstFrame, noErrors, open, report, settle, timeline, url } from './browser-harness.mjs';
import { ARGS, EXECUTABLE, throttle } from './chromium.mjs';

/** Chromium's trace of `page` while `during` runs: the WebAssembly module's events (compiled, cached, taken from the cache). */
async function wasmEvents(page, during) {
  const cdp = await page.context().newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value.filter((e) => e.name?.startsWith('v8.wasm.'))));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.wasm'] },
  });
  const result = await during();
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  return { result, names: events.map((e) => e.name) };
}

/**
 * Return visits, as a player's own browser has them: a profile on disk (an
 * incognito context keeps no compiled code), the page opened, played a
 * little and closed, then opened again on the same line. The first visit
 * leaves its compiled code beside the HTTP cache's copy of the wasm
 * (`v8.wasm.cachedModule` in the browser's trace: the page hands the
 * compiler the response fetch() made). The return visit has its page and
 * script from the service worker and its wasm from the HTTP cache (the
 * service worker leaves it there), and the compiled code with it
 * (`v8.wasm.moduleCacheHit`).
 */
export async function returnVisits() {
  const profile = mkdtempSync(join(tmpdir(), 'pegs-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: EXECUTABLE, args: ARGS, viewport: { width: 1280, height: 720 },
  });
  const visit = async (name, stay) => {
    const page = await open(context, name);
    await throttle(await context.newCDPSession(page));
    // Traced until the page closes: V8 writes its cache some seconds into the visit.
    let on = '';
    const played = async () => {
      await page.goto(url);
      const ms = await firstFrame(page);
      on = await timeline(page);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.keyboard.press('2');
      await settle(page, stay);
      return ms;
    };
    const { result: ms, names } = await wasmEvents(page, played);
    const cache = names.filter((n) => /cache/i.test(n)).join(', ') || 'not used';
    console.log(`${name}: first frame ${ms.toFixed(0)} ms after navigation; on the way: ${on}; the code cache: ${cache}`);
    noErrors(page.errors, `${name}: no console errors`);
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    await page.close();
    return { ms, names, controlled };
  };
  try {
    // V8 keeps the compiled code once its optimising tier has compiled enough of it: a player's few seconds.
    const first = await visit('first visit', 10_000);
    check(first.names.includes('v8.wasm.cachedModule'), 'the first visit leaves the compiled code in the browser\'s code cache');
    const again = await visit('return visit', 1000);
    check(again.controlled, 'the return visit has its files from the service worker');
    check(again.names.includes('v8.wasm.moduleCacheHit'), 'the return visit takes the compiled code from the code cache');
    report.firstFrame = { ...report.firstFrame, firstVisitOwnProfile: Math.round(first.ms), returnVisit: Math.round(again.ms) };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
