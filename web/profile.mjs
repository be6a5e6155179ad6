// Where the web game's start-up time goes: opens the page twice in one
// browser profile on the browser test's throttled line (a first visit that
// stays 10 s, so that the browser keeps the compiled code, then a return
// visit), records Chromium's trace and its sampling profiler for each, and
// prints the page's marks, what V8 did with the wasm (compiled, taken from
// the code cache, compiled again in the background) and the main thread's
// time by part of the game from the wasm's arrival to the first frame.
// docs/web.md ("Where the start-up time goes") reads its output.
//
//   web/profile.sh                  (builds a copy of dist/ whose wasm keeps its names, serves it, runs this)
//   node web/profile.mjs URL        (a page served elsewhere; without names the parts are not told apart)
//   PHONE=3 web/profile.sh          (a phone, 390 x 844 at device scale 3, as the browser test's phone pass)
//   BETWEEN='update 0 done,frame 0 drawn' web/profile.sh   (the main thread's time between two other marks)

import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ARGS, EXECUTABLE, asPhone, phoneArgs, throttle } from './chromium.mjs';

const url = process.argv[2] ?? 'http://127.0.0.1:8124/';
// A phone's device scale, or none for the desktop's 1280 x 720 page.
const phone = Number(process.env.PHONE) || 0;
// The main thread's time is parted between these two of the page's marks.
const between = (process.env.BETWEEN ?? 'main,frame 0 drawn').split(',');

// Parts of the game, by what the functions on a sample's stack are called
// (a sample counts once for each part on its stack, so parts overlap).
const PARTS = [
  ['plugins built (Plugin::build)', (f) => f.includes('Plugin>::build')],
  ['egui (layout, fonts, glyphs)', (f) => /\b(egui|epaint|skrifa|vello_cpu|harfrust|read_fonts)\[/.test(f)],
  ['pipelines made (PipelineCache)', (f) => f.includes('PipelineCache')],
  ['WESL (shaders compiled in the browser)', (f) => /\b(wesl|wgsl_parse)\[/.test(f)],
  ['naga (WGSL to GLSL)', (f) => /\bnaga\[/.test(f)],
  ['images decoded (PNG)', (f) => /\b(image|png)\[/.test(f)],
];

async function visit(context, name, stay) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttle(cdp);
  if (phone) await asPhone(cdp);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: ['blink.user_timing', 'loading', 'v8.wasm', 'disabled-by-default-devtools.timeline'],
    },
  });
  // The sampling profiler at one sample a millisecond (the trace's own samples come ten times as
  // often and slow the start down by half); its times are on the trace's clock.
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
  await cdp.send('Profiler.start');
  await page.goto(url);
  await page.waitForSelector('body[data-first-frame]', { timeout: 180_000 });
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Tracing.end');
  await complete;
  report(name, events, profile);
  // A player's first seconds, as in the browser test's return-visit pass: a
  // game opened (V8 writes its code cache only once enough of the code has
  // run often enough to be optimised, which a page left alone may not do).
  if (stay) {
    await page.focus('#bevy');
    await page.keyboard.press('2');
  }
  await page.waitForTimeout(stay);
  await page.close();
}

function report(name, events, profile) {
  const start = events.find((e) => e.name === 'navigationStart')?.ts;
  const marks = new Map(events.filter((e) => e.name?.startsWith('pegs: ')).map((e) => [e.name.slice(6), e.ts]));
  if (start === undefined || ![...between, 'frame 0 drawn'].every((m) => marks.has(m))) {
    console.log(`${name}: the trace lacks the navigation, the first frame or a mark of ${between.join(' and ')}`);
    return;
  }
  const ms = (ts) => ((ts - start) / 1000).toFixed(0);
  console.log(`\n${name}: ${[...marks].map(([m, ts]) => `${m} ${ms(ts)}`).join(', ')}`);
  const main = events.find((e) => e.name === 'pegs: main')?.tid;

  // What V8 did with the module.
  const wasm = events.filter((e) => e.cat?.includes('v8.wasm') || e.name?.startsWith('v8.wasm.'));
  const said = (n) => wasm.filter((e) => e.name === n);
  const cache = said('v8.wasm.moduleCacheHit').length ? 'taken from the code cache' : 'compiled';
  const took = (n) => said(n).reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
  const lazy = wasm.filter((e) => e.name === 'wasm.CompileLazy' && e.tid === main && e.ts < marks.get('frame 0 drawn'));
  const background = wasm.filter((e) => e.tid !== main && e.ts < marks.get('frame 0 drawn')
    && (e.name === 'wasm.BaselineCompilation' || e.name === 'wasm.TopTierCompilation'));
  console.log(`  the module: ${cache}; deserialised in ${took('wasm.Deserialize').toFixed(0)} ms, instantiated in ${took('wasm.SyncInstantiate').toFixed(0)} ms;`
    + ` ${lazy.length} functions compiled on their first call before the first frame;`
    + ` ${(background.reduce((s, e) => s + (e.dur ?? 0), 0) / 1000).toFixed(0)} ms of compiling on other threads before it`);

  // The main thread's samples from `main` to the first frame.
  const names = new Map();
  const parent = new Map();
  for (const node of profile.nodes) {
    names.set(node.id, node.callFrame.functionName || node.callFrame.url || '(program)');
    for (const child of node.children ?? []) parent.set(child, node.id);
  }
  let t = profile.startTime;
  const samples = profile.samples.map((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    return [t, id];
  });
  samples.sort((a, b) => a[0] - b[0]);
  const [from, to] = between.map((m) => marks.get(m));
  const parts = new Map(PARTS.map(([part]) => [part, 0]));
  const self = new Map();
  const plugins = new Map();
  let total = 0;
  samples.forEach(([at, id], i) => {
    if (at < from || at > to || i + 1 === samples.length) return;
    const dt = (samples[i + 1][0] - at) / 1000;
    total += dt;
    const own = names.get(id) ?? '?';
    self.set(own, (self.get(own) ?? 0) + dt);
    const stack = [];
    for (let node = id; node !== undefined; node = parent.get(node)) stack.push(names.get(node) ?? '');
    for (const [part, holds] of PARTS) {
      if (stack.some(holds)) parts.set(part, parts.get(part) + dt);
    }
    // The outermost plugin being built (a plugin's build adds others).
    const plugin = stack.findLast((f) => f.includes('Plugin>::build'));
    if (plugin) {
      const named = plugin.replace(/\[[0-9a-f]{1,16}\]/g, '').replace(/^<(.*) as bevy_app::plugin::Plugin>::build.*$/, '$1');
      plugins.set(named, (plugins.get(named) ?? 0) + dt);
    }
  });
  console.log(`  main thread from ${between[0]} to ${between[1]}: ${((to - from) / 1000).toFixed(0)} ms, ${total.toFixed(0)} ms of it sampled`);
  for (const [part, spent] of parts) console.log(`    ${spent.toFixed(0).padStart(5)} ms  ${part}`);
  console.log('  the plugins that took longest to build (with the plugins they add):');
  for (const [plugin, spent] of [...plugins].sort((a, b) => b[1] - a[1]).slice(0, 8)) {
    console.log(`    ${spent.toFixed(0).padStart(5)} ms  ${plugin.slice(0, 120)}`);
  }
  console.log('  the functions that took longest themselves:');
  for (const [fn, spent] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
    console.log(`    ${spent.toFixed(1).padStart(6)} ms  ${fn.replace(/\[[0-9a-f]{1,16}\]/g, '').slice(0, 120)}`);
  }
}

const profileDir = mkdtempSync(join(tmpdir(), 'pegs-profile-'));
const context = await chromium.launchPersistentContext(profileDir, phone
  ? { executablePath: EXECUTABLE, args: phoneArgs(phone), viewport: null, hasTouch: true }
  : { executablePath: EXECUTABLE, args: ARGS, viewport: { width: 1280, height: 720 } });
try {
  // V8 keeps the compiled code once its optimising tier has compiled enough of it: a player's few seconds.
  await visit(context, 'first visit', 10_000);
  await visit(context, 'return visit', 0);
} finally {
  await context.close();
  rmSync(profileDir, { recursive: true, force: true });
}
