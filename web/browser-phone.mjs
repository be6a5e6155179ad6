// The browser test's phone pass (web/browser-test.mjs runs it at device
// scales 1, 2 and 3): a phone's size, touch and mobile viewport in a browser
// started at the scale for real; the board's share of the screen, moves with
// fingers, the action row, the settings sheet, sideways, a notch and small
// screens.

import { chromium } from 'playwright-core';

import { EXECUTABLE, asPhone, phoneArgs, phoneScreen } from './chromium.mjs';
import { changedAround, check, distinctColours, firstFrame, noErrors, open, report, settle, timeline, url } from './browser-harness.mjs';

/** A real touch: start, a few frames, moves, end. */
async function touch(cdp, page, points, hold = 120) {
  const [first, ...rest] = points;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: first.x, y: first.y, id: 1 }] });
  await settle(page, hold);
  for (const p of rest) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: p.x, y: p.y, id: 1 }] });
    await settle(page, 40);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/**
 * Where a world point of a game is drawn on a phone held upright (src/shell/display/camera.rs): the
 * board centred above the action row (64 points at the panels' zoom), Hanoi's 980 world
 * units across the width, TicTacToe's 500. Hanoi's pegs grow into the height there
 * (`Tall` in src/screens/hanoi/layout.rs): `tall` says how far, `disk(n)` a disk's
 * height on a tower of n disks.
 */
const phoneBoard = (width, height, game) => {
  const across = game === 'tictactoe' ? 500 : 980;
  const zoom = Math.min(Math.max(width / 430, 0.75), 1.2);
  const per = across / width;
  const room = ((height - 64 * zoom) * 980) / width;
  const tall = game === 'tictactoe' ? 1 : Math.min(Math.max(1 + (room - 630) / 465, 1), 2.4);
  const stage = (game === 'tictactoe' ? 10 : 15) + ((tall - 1) * 465) / 2;
  const centre = stage - (64 * zoom * per) / 2;
  const at = (x, y) => ({ x: ((x + 160) / across + 0.5) * width, y: height / 2 - (y - centre) / per });
  return Object.assign(at, { tall, disk: (n) => Math.min(360 / n, 38) * Math.min(tall, 2) });
};
/** The middle of button `index` of `count` in a phone's action row (they share its width, 8-point margins). */
const actionButton = (width, height, index, count) => {
  const zoom = Math.min(Math.max(width / 430, 0.75), 1.2);
  const inner = width - 16 * zoom;
  const each = (inner - 6 * zoom * (count - 1)) / count;
  return { x: 8 * zoom + index * (each + 6 * zoom) + each / 2, y: height - 32 * zoom };
};
const portraitMenu = (width) => (x, y) => ({ x: (x / 620 + 0.5) * width, y: ((380 - y) / 620) * width });

/** Share of a row of pixels that is not the page's background. */
function drawnAcross(png, y) {
  let drawn = 0;
  for (let x = 0; x < png.width; x += 1) {
    const i = (Math.round(y) * png.width + x) * 4;
    const d = Math.abs(png.data[i] - 27) + Math.abs(png.data[i + 1] - 32) + Math.abs(png.data[i + 2] - 42);
    if (d > 24) drawn += 1;
  }
  return drawn / png.width;
}

export async function phone(scale) {
  const tag = `phone@${scale}x`;
  // The scale is the browser's own, the size and touch emulated (chromium.mjs says why).
  const browser = await chromium.launch({ executablePath: EXECUTABLE, args: phoneArgs(scale) });
  const context = await browser.newContext({ viewport: null, hasTouch: true });
  const page = await open(context, tag);
  const cdp = await context.newCDPSession(page);
  const size = (width, height) => phoneScreen(cdp, width, height);
  await asPhone(cdp);
  await page.goto(url);
  const first = await firstFrame(page);
  console.log(`${tag}: first frame ${first.toFixed(0)} ms after navigation; on the way: ${await timeline(page)}`);
  (report.firstFrame ??= {})[`phone@${scale}x`] = Math.round(first);
  await settle(page, 2000);
  const canvas = await page.evaluate(() => {
    const c = document.getElementById('bevy');
    const r = c.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, w: innerWidth, h: innerHeight,
      dpr: devicePixelRatio, pixels: `${c.width}x${c.height}`, game: document.body.dataset.window };
  });
  check(canvas.left >= 0 && canvas.top >= 0 && canvas.right <= canvas.w && canvas.bottom <= canvas.h,
    `${tag}: the canvas lies inside the window (${JSON.stringify(canvas)})`);
  check(canvas.dpr === scale && canvas.pixels === `${390 * scale}x${844 * scale}` && canvas.game === `390.0x844.0@${scale}`,
    `${tag}: the game sees a 390 x 844 window at scale ${scale}, drawn in ${canvas.pixels} pixels (${canvas.game})`);
  const menu = await page.shot(`phone-${scale}x-menu`);
  const m = portraitMenu(390);
  await touch(cdp, page, [m(0, 380 - 430)]);
  await settle(page, 2500);
  const hanoi = await page.shot(`phone-${scale}x-hanoi`);
  check(changedAround(menu, hanoi, m(0, 380 - 430), 60) > 0.2, `${tag}: a tap on the first card opens Towers of Hanoi`);
  const b = phoneBoard(390, 844, 'hanoi');
  const disk = b.disk(4);
  // The board across the width: the base runs from edge to edge; the pegs stand tall.
  const base = b(-160, -234);
  const [tip, underside] = [b(-460, -215 + 410 * b.tall - 6), b(-460, -256)];
  const tall = { width: drawnAcross(hanoi, base.y), height: (underside.y - tip.y) / 844 };
  // The wood of peg 1 just below its tip.
  const drawnTip = ((p) => {
    const i = (Math.round(p.y) * hanoi.width + Math.round(p.x)) * 4;
    const [r, g, bl] = [hanoi.data[i], hanoi.data[i + 1], hanoi.data[i + 2]];
    return r > 120 && r > g && g > bl;
  })(b(-460, -215 + 410 * b.tall - 20));
  report.phoneBoard = { hanoi: { width: +tall.width.toFixed(3), height: +tall.height.toFixed(3) } };
  check(tall.width >= 0.9 && tall.height >= 0.45 && drawnTip,
    `${tag}: the board is drawn across ${(100 * tall.width).toFixed(0)} % of the width and ${(100 * tall.height).toFixed(0)} % of the height`);
  // A tap on the top disk, a tap on peg 3.
  await touch(cdp, page, [b(-460, -215 + disk * 3.5)]);
  await settle(page, 800);
  await touch(cdp, page, [b(140, 0)]);
  await settle(page, 2000);
  const tapped = await page.shot(`phone-${scale}x-hanoi-tapped`);
  check(changedAround(hanoi, tapped, b(140, -196), 12) > 0.3, `${tag}: tap, tap moved a disk to peg 3`);
  // A drag with the finger: the next disk from peg 1 to peg 2.
  await touch(cdp, page, [b(-460, -215 + disk * 2.5), b(-380, -100), b(-250, -40), b(-160, 0)], 80);
  await settle(page, 2000);
  const dragged = await page.shot(`phone-${scale}x-hanoi-dragged`);
  check(changedAround(tapped, dragged, b(-160, -196), 12) > 0.3, `${tag}: a drag moved a disk to peg 2`);
  // The action row: Undo (the first of five) takes the drag back. Buttons
  // take a quick tap (touch start and end at once): this headless browser
  // holds a touch start given through CDP until it draws a frame, which a game
  // at rest does not ask for, so a held finger reaches the game seconds
  // later and egui sees a long press, not a tap (the board's picking does not mind).
  const press = async (at) => page.touchscreen.tap(at.x, at.y);
  await press(actionButton(390, 844, 0, 5));
  await settle(page, 2000);
  const undone = await page.shot(`phone-${scale}x-hanoi-undone`);
  check(changedAround(dragged, undone, b(-160, -196), 12) > 0.3, `${tag}: the action row's Undo takes the move back`);
  // Back to the menu with the row's Menu (the fourth), and a stone on the board.
  await press(actionButton(390, 844, 3, 5));
  await settle(page, 1500);
  await touch(cdp, page, [m(0, 380 - 880)]);
  await settle(page, 3000);
  const ttt = await page.shot(`phone-${scale}x-tictactoe`);
  const t = phoneBoard(390, 844, 'tictactoe');
  // The board's share of the screen: its cells' 470 world units across (its card's 490 there).
  const [west, east] = [t(-160 - 235, -28), t(-160 + 235, -28)];
  const [north, south] = [t(-160, -28 + 235), t(-160, -28 - 235)];
  const share = { width: (east.x - west.x) / 390, height: (south.y - north.y) / 844 };
  report.phoneBoard.tictactoe = { width: +share.width.toFixed(3), height: +share.height.toFixed(3) };
  check(share.width >= 0.92 && drawnAcross(ttt, t(-160, -28 + 80).y) >= 0.9,
    `${tag}: the TicTacToe cells take ${(100 * share.width).toFixed(0)} % of the width and ${(100 * share.height).toFixed(0)} % of the height`);
  let placed;
  const cellAt = (c) => t(-160 + ((c % 3) - 1) * 160, -28 - (Math.floor(c / 3) - 1) * 160);
  for (const cell of [0, 8, 2, 6]) {
    await touch(cdp, page, [cellAt(cell)], 150);
    await settle(page, 500);
    const after = await page.shot(`phone-${scale}x-tictactoe-tapped`);
    if (changedAround(ttt, after, cellAt(cell), 14) > 0.1) {
      placed = cell;
      break;
    }
    await settle(page, 1500);
  }
  check(placed !== undefined, `${tag}: a tap places a stone`);
  // The settings sheet: the row's last button opens it over the board, a tap beside it closes it.
  await settle(page, 2500);
  const before = await page.shot(`phone-${scale}x-tictactoe-played`);
  const board = { x: 195, y: 600 };
  const covered = (png) => changedAround(before, png, board, 120);
  await press(actionButton(390, 844, 4, 5));
  const sheet = await page.shotUntil(`phone-${scale}x-sheet`, (png) => covered(png) > 0.3);
  check(covered(sheet) > 0.3, `${tag}: Settings slides the sheet up over the board (${(100 * covered(sheet)).toFixed(0)} % of the board covered)`);
  await press({ x: 195, y: 80 });
  const closed = await page.shotUntil(`phone-${scale}x-sheet-closed`, (png) => covered(png) < 0.1);
  check(covered(closed) < 0.1, `${tag}: a tap beside the sheet closes it (${(100 * covered(closed)).toFixed(0)} % still covered)`);
  // The browser's Back closes it too (and leaves the page where it is).
  await press(actionButton(390, 844, 4, 5));
  const again = await page.shotUntil(`phone-${scale}x-sheet-again`, (png) => covered(png) > 0.3);
  await page.evaluate(() => history.back());
  const backed = await page.shotUntil(`phone-${scale}x-sheet-back`, (png) => covered(png) < 0.1);
  check(covered(again) > 0.3 && covered(backed) < 0.1
    && await page.evaluate(() => document.body.dataset.firstFrame !== undefined),
    `${tag}: Back closes the sheet and stays on the page`);
  // New game from the row (the first of five): the board empties.
  // (The computer may open the new game; an O leaves the middle of its cell empty, an X does not.)
  await press(actionButton(390, 844, 0, 5));
  const emptied = (png) => placed !== undefined && changedAround(ttt, png, cellAt(placed), 14) < 0.05;
  const fresh = await page.shotUntil(`phone-${scale}x-tictactoe-new`, emptied);
  check(emptied(fresh), `${tag}: the row's New game starts again (the stone on cell ${placed} is gone)`);
  // A placed stone is felt (navigator.vibrate; the page counts the calls).
  const felt = await page.evaluate(() => Number(document.body.dataset.vibrations ?? 0));
  check(felt >= 1, `${tag}: a placed stone is felt (${felt} vibrations)`);
  // Sideways: the landscape layout, inside the window.
  await size(844, 390);
  await settle(page, 2000);
  await page.shot(`phone-${scale}x-landscape`);
  const wide = await page.evaluate(() => {
    const r = document.getElementById('bevy').getBoundingClientRect();
    return r.right <= innerWidth && r.bottom <= innerHeight;
  });
  check(wide, `${tag}: sideways the canvas lies inside the window`);
  // A notch and a home bar: the canvas keeps inside the safe area.
  await size(390, 844);
  await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: { top: 47, bottom: 34, left: 0, right: 0 } });
  await settle(page, 1500);
  const safe = await page.evaluate(() => {
    const r = document.getElementById('bevy').getBoundingClientRect();
    return { top: r.top, below: innerHeight - r.bottom, game: document.body.dataset.window };
  });
  check(safe.top >= 47 && safe.below >= 34 && safe.game === `390.0x763.0@${scale}`,
    `${tag}: with a notch and a home bar the game keeps clear of both (${JSON.stringify(safe)})`);
  await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: {} });
  // The smallest phone and a tablet, upright: the game sees the size, and the menu and a board are drawn.
  for (const [w, h, name] of [[320, 568, 'small'], [820, 1180, 'tablet']]) {
    await size(w, h);
    await page.keyboard.press('Escape');
    await settle(page, 2000);
    const seen = await page.evaluate(() => document.body.dataset.window);
    check(seen === `${w}.0x${h}.0@${scale}`, `${tag}: a ${name} screen (${w} x ${h}) is seen as it is (${seen})`);
    const sizedMenu = await page.shot(`phone-${scale}x-${name}-menu`);
    check(distinctColours(sizedMenu) > 40, `${tag}: the menu is drawn on the ${name} screen`);
    await page.keyboard.press('Digit1');
    await settle(page, 2000);
    const sizedHanoi = await page.shot(`phone-${scale}x-${name}-hanoi`);
    check(changedAround(sizedMenu, sizedHanoi, { x: Math.round(w / 2), y: Math.round(h / 2) }, Math.round(Math.min(w, h) / 3)) > 0.2, `${tag}: and Towers of Hanoi on it`);
  }
  noErrors(page.errors, `${tag}: no console errors`);
  await browser.close();
}
