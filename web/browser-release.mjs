// The browser test's release pass (web/browser-test.mjs): a player who has
// the game installed (its service worker and cache) meets a new release on
// the host, and is then given it, files that fit one another, from the
// service worker's new cache.

import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { check, firstFrame, noErrors, open, until } from './browser-harness.mjs';

const PORT = 8128; // beside test.sh's 8123, and clear of the other scripts' ports
const VERSION = /const VERSION = '([0-9a-f]+)';/;

/**
 * Two releases of the built folder, the second as a new build would differ:
 * its wasm under another name, its service worker with another version.
 * The first release's files were put on the host ten days ago, as a host's
 * files usually were: a browser may keep them a day without asking
 * (heuristic freshness, for a host that sends no Cache-Control).
 */
function releases(dist, under) {
  const old = join(under, 'old');
  cpSync(dist, old, { recursive: true });
  const fresh = join(under, 'new');
  cpSync(dist, fresh, { recursive: true });
  const wasm = readdirSync(fresh).find((f) => /^game_bg-[0-9a-f]{16}\.wasm$/.test(f));
  const digest = wasm.slice(8, 24);
  const other = (digest[0] === '0' ? '1' : '0') + digest.slice(1);
  for (const suffix of ['', '.br', '.gz']) {
    renameSync(join(fresh, wasm + suffix), join(fresh, `game_bg-${other}.wasm${suffix}`));
  }
  for (const file of ['index.html', 'sw.js']) {
    const text = readFileSync(join(fresh, file), 'utf8').replaceAll(wasm, `game_bg-${other}.wasm`);
    writeFileSync(join(fresh, file), file === 'sw.js' ? text.replace(VERSION, `const VERSION = 'next${digest}';`) : text);
  }
  const tenDaysAgo = Date.now() / 1000 - 10 * 86400;
  const touch = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) touch(path);
      utimesSync(path, tenDaysAgo, tenDaysAgo);
    }
  };
  touch(old);
  return { old, fresh, oldWasm: wasm, newWasm: `game_bg-${other}.wasm` };
}

/** The wasm the page asked for, and what the service worker's caches hold. */
const state = (page) => page.evaluate(async () => {
  const wasm = performance.getEntriesByType('resource').map((e) => e.name).find((n) => /game_bg-[0-9a-f]+\.wasm$/.test(n));
  const keys = await caches.keys();
  const kept = await caches.match('index.html');
  return { wasm: wasm?.split('/').pop(), caches: keys, index: kept ? await kept.text() : '' };
});

/**
 * The host swaps the first release for the second while the player is
 * away. The next visit still starts the first (the service worker answers
 * with its page, and its wasm comes from the worker's cache: gone from the
 * host, and here from the HTTP cache too), and meanwhile the browser finds
 * the new service worker, which keeps the new release in a new cache and
 * drops the old one; the visit after that is the new release, every file
 * of it.
 */
export async function newRelease(browser) {
  const dist = process.env.PEGS_DIST;
  if (!dist) {
    check(false, 'release: web/test.sh names the built folder (PEGS_DIST)');
    return;
  }
  const under = mkdtempSync(join(tmpdir(), 'pegs-releases-'));
  const { old, fresh, oldWasm, newWasm } = releases(dist, under);
  // What the host serves: a link, swapped at once for the new release.
  const site = join(under, 'site');
  symlinkSync(old, site);
  const serve = join(dirname(fileURLToPath(import.meta.url)), 'serve.py');
  const host = spawn('python3', [serve, site, String(PORT)], { stdio: 'ignore' });
  const address = `http://127.0.0.1:${PORT}/`;
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    const page = await open(context, 'release');
    const up = await until(page, () => fetch(address).then((r) => r.ok, () => false), 5000);
    check(up, 'release: the host of the two releases answers');
    await page.goto(address);
    await firstFrame(page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await until(page, async () => (await state(page)).caches.length === 1, 10_000);
    const installed = await state(page);
    check(installed.wasm === oldWasm && installed.index.includes(oldWasm),
      `release: the first release is played and kept (${installed.wasm}; caches ${installed.caches.join(', ')})`);
    await page.close();

    const link = join(under, 'site-next');
    symlinkSync(fresh, link);
    renameSync(link, site);

    // The browser has meanwhile let the old wasm go from its HTTP cache, and
    // the host has it no more: the old page takes it from the service
    // worker's cache, or, if the new release's worker has dropped that
    // already, loads again as the new release.
    const meanwhile = await open(context, 'release, the visit that finds it');
    await (await context.newCDPSession(meanwhile)).send('Network.clearBrowserCache');
    await meanwhile.goto(address);
    await firstFrame(meanwhile);
    const swapped = await until(meanwhile, async () => {
      const { caches } = await state(meanwhile);
      return caches.length === 1 && caches[0].includes('next');
    }, 20_000);
    const found = await state(meanwhile);
    check(swapped, `release: the visit after the swap installs the new release and drops the old (caches ${found.caches.join(', ')})`);
    // The host's 404 for the old wasm is logged by the browser; nothing else may be.
    const unexpected = meanwhile.errors.filter((e) => !(e.includes('404') && e.includes(oldWasm)));
    const how = found.wasm === newWasm ? 'loaded again as the new release' : 'the old release, its wasm from the service worker\'s cache';
    noErrors(unexpected, `release: that visit starts a game (${how}) and has no other console errors`);
    await meanwhile.close();

    const next = await open(context, 'release, the next visit');
    await next.goto(address);
    await firstFrame(next);
    const now = await state(next);
    check(now.index.includes(newWasm) && !now.index.includes(oldWasm),
      'release: the new cache holds the new release\'s page, not a copy the HTTP cache kept of the old');
    check(now.wasm === newWasm, `release: the next visit plays the new release (${now.wasm})`);
    noErrors(next.errors, 'release: the next visit has no console errors');
  } finally {
    await context.close();
    host.kill();
    rmSync(under, { recursive: true, force: true });
  }
}
