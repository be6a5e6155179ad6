// The browser test's harness, shared by its passes (web/browser-test.mjs,
// browser-phone.mjs, browser-return.mjs, browser-lessons.mjs): the page's
// address, checks and their failures, pages that fail on console errors,
// the game's first frame and its marks on the way, what pictures show, the
// figures for web/shots/frames.json, and the shaders a recording build
// composes.

import { PNG } from 'pngjs';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const url = process.argv[2] ?? 'http://127.0.0.1:8123/';
export const shots = join(dirname(fileURLToPath(import.meta.url)), 'shots');
mkdirSync(shots, { recursive: true });

const CONTROL_FLOW = 'Using exceptions for control flow';
// A shader the game composed, in a recording build (src/app/web_shaders.rs).
const RECORD_PREFIX = 'pegs-shader-record ';
/** Where the composed shaders go (RECORD_SHADERS, from web/record-shaders.sh), if anywhere. */
export const recordTo = process.env.RECORD_SHADERS;
const recorded = new Map();

export const failures = [];
export const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};
export const settle = (page, ms) => page.waitForTimeout(ms);
/** A check that `errors` (a page's console errors, or those left once the expected ones are set aside) is empty; a failure lists them. */
export const noErrors = (errors, what) => check(errors.length === 0, `${what}${errors.length ? ': ' + errors.join(' | ') : ''}`);

/** Waits until `test()` holds (asked every `every` ms), or `ms` have passed; whether it held. */
export async function until(page, test, ms = 8000, every = 100) {
  for (let waited = 0; waited < ms; waited += every) {
    if (await test()) return true;
    await page.waitForTimeout(every);
  }
  return test();
}

export function distinctColours(png) {
  const seen = new Set();
  for (let i = 0; i < png.data.length; i += 4 * 97) {
    seen.add((png.data[i] >> 3) << 10 | (png.data[i + 1] >> 3) << 5 | (png.data[i + 2] >> 3));
  }
  return seen.size;
}

/** Share of sampled pixels that differ between two pictures in a box around a point. */
export function changedAround(a, b, centre, radius) {
  let changed = 0, total = 0;
  for (let y = Math.max(0, centre.y - radius); y < Math.min(a.height, centre.y + radius); y += 3) {
    for (let x = Math.max(0, centre.x - radius); x < Math.min(a.width, centre.x + radius); x += 3) {
      const i = (Math.round(y) * a.width + Math.round(x)) * 4;
      const d = Math.abs(a.data[i] - b.data[i]) + Math.abs(a.data[i + 1] - b.data[i + 1]) + Math.abs(a.data[i + 2] - b.data[i + 2]);
      total += 1;
      if (d > 30) changed += 1;
    }
  }
  return changed / total;
}

/** Keeps a composed shader; the same variant composed twice must come out the same. */
function record(shader) {
  const variant = `${shader.shader} [${shader.shader_defs}]`;
  const before = recorded.get(variant);
  if (before && before.wgsl !== shader.wgsl) check(false, `record: ${variant} composed to two different WGSL`);
  recorded.set(variant, shader);
}

/**
 * After the whole run: the composed shaders into `recordTo`, sorted, if
 * every check passed (so every screen was visited).
 */
export function writeRecorded() {
  check(recorded.size > 0, `record: ${recorded.size} shader variants composed (a build with the shader-record feature?)`);
  if (failures.length) return;
  const order = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
  const shaders = [...recorded.values()].sort((a, b) => order(a.shader, b.shader) || order(a.shader_defs, b.shader_defs));
  writeFileSync(recordTo, JSON.stringify(shaders, null, 1) + '\n');
  console.log(`record: ${shaders.length} shader variants written to ${recordTo}`);
}

/** A browser page that fails the test on console errors (winit's control-flow exception aside). */
export async function open(context, name) {
  const page = await context.newPage();
  page.errors = [];
  page.on('console', (msg) => {
    if (recordTo && msg.text().startsWith(RECORD_PREFIX)) record(JSON.parse(msg.text().slice(RECORD_PREFIX.length)));
    // A resource that failed to load is named by where the browser logged it.
    const at = msg.text().startsWith('Failed to load resource') && msg.location()?.url ? ` (${msg.location().url})` : '';
    if (msg.type() === 'error' && !msg.text().includes(CONTROL_FLOW)) page.errors.push(`${name}: ${msg.text()}${at}`);
  });
  page.on('pageerror', (error) => {
    if (!String(error).includes(CONTROL_FLOW)) page.errors.push(`${name}: ${error}`);
  });
  page.shot = async (file) => PNG.sync.read(await page.screenshot({ path: join(shots, `${file}.png`), scale: 'css' }));
  // Pictures until one shows what is awaited (a slide at scale 3 in software
  // rendering takes a few hundred milliseconds a frame) or the time is up; the last.
  page.shotUntil = async (file, shows, ms = 8000) => {
    const end = Date.now() + ms;
    for (;;) {
      const png = await page.shot(file);
      if (shows(png) || Date.now() > end) return png;
      await page.waitForTimeout(250);
    }
  };
  return page;
}

export async function firstFrame(page) {
  await page.waitForSelector('body[data-first-frame]', { timeout: 180_000 });
  return page.evaluate(() => Number(document.body.dataset.firstFrame));
}

/** Where the time to the first frame went: the wasm's download and the game's own marks. */
export async function timeline(page) {
  return page.evaluate(() => {
    const wasm = performance.getEntriesByType('resource').find((e) => /game_bg-[0-9a-f]+\.wasm$/.test(e.name));
    const marks = performance.getEntriesByType('mark').filter((m) => m.name.startsWith('pegs: '));
    const over = wasm && (wasm.transferSize > 0 ? `${Math.round(wasm.transferSize / 1024)} KiB over the network` : 'from the HTTP cache');
    return [wasm ? `wasm downloaded ${Math.round(wasm.responseEnd)} (${over})` : 'wasm from cache',
      ...marks.map((m) => `${m.name.slice(6)} ${Math.round(m.startTime)}`)].join(', ');
  });
}

/** Frames the game has drawn so far (`<body data-frames>`). */
export const gameFrames = (page) => page.evaluate(() => Number(document.body.dataset.frames ?? 0));

/** Figures for `web/shots/frames.json`. */
export const report = {};
