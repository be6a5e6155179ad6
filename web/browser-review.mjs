// The browser test's review pass (web/browser-test.mjs runs it): a finished
// game opened from its link (?review=…), as a friend would open a shared one,
// worked through by the page's mirror for screen readers: opened at the first
// mistake with its verdict read out, the next move, the link copied back,
// Try again from here fixed with the best move; a tower's review from its
// link; a link that holds no game refused with why.

import { check, firstFrame, noErrors, open, until, url } from './browser-harness.mjs';

// X opens in a corner (a win thrown away to a loss) and loses by the sixth half-move.
const GAME = 'ttt.seed.x.x.perfect.0.041236.2026-12-06';
// Three disks, with the smallest sent to the middle peg first: a detour.
const TOWER = 'hanoi.3.111.3.122113123213212313';

/** Opens a page at `?lang=en&review=TEXT` and gives its mirror's helpers. */
async function opened(context, name, text) {
  const page = await open(context, name);
  await page.goto(`${url}?lang=en&review=${encodeURIComponent(text)}`);
  await firstFrame(page);
  const live = async () => (await page.locator('#mirror-live').textContent()) ?? '';
  const mirror = async () => page.locator('#mirror').ariaSnapshot();
  const press = (name) => page.getByRole('button', { name, exact: typeof name === 'string' }).dispatchEvent('click');
  return { page, live, mirror, press };
}

/** Reviews a TicTacToe game and a tower from their links, and refuses a link with no game. */
export async function review(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin });
  const { page, live, mirror, press } = await opened(context, 'review', GAME);

  check(await until(page, async () => (await live()).includes('a mistake'), 20_000),
    `the link opens the game's review at X's first mistake, read out (${(await live()).slice(0, 140)})`);
  check((await live()).includes('Move 1 of 6') && (await live()).includes('row 2, column 2'),
    'it says which move it shows and the best move there was');
  const offered = await mirror();
  for (const button of ['Move after', 'Try again from here', 'Copy a link to this game', 'Leave the review']) {
    check(offered.includes(`button "${button}"`), `the mirror offers "${button}"`);
  }
  await page.shot('review-tictactoe');

  await press('Move after');
  check(await until(page, async () => (await live()).includes('Move 2 of 6')), `Move after shows O's reply (${(await live()).slice(0, 120)})`);
  check((await live()).includes('O on row 2, column 2'), 'and judges it');
  await press('Move before');
  check(await until(page, async () => (await live()).includes('Move 1 of 6')), 'Move before goes back');

  await press('Copy a link to this game');
  check(await until(page, async () => (await live()).includes('Link copied')), 'copying the link is said');
  const copied = await page.evaluate(() => navigator.clipboard.readText()).catch((e) => `(unread: ${e})`);
  check(copied.startsWith(url) && copied.includes(`review=${GAME}`), `the link copied opens the same review (${copied})`);

  await press('Try again from here');
  check(await until(page, async () => (await live()).includes('find a move that keeps a win')),
    `Try again puts the position back to find a winning move (${(await live()).slice(0, 120)})`);
  await press(/^row 2, column 2/);
  check(await until(page, async () => (await live()).includes('Found: that keeps a win')),
    `the centre is found to keep the win (${(await live()).slice(0, 120)})`);
  await page.shot('review-tictactoe-tried');
  await press('Back to the review');
  await page.waitForTimeout(400);
  await press('Leave the review');
  check(await until(page, async () => !(await mirror()).includes('button "Leave the review"')), 'Leave the review leaves it');
  noErrors(page.errors, 'review: no console errors');

  const tower = await opened(context, 'review-hanoi', TOWER);
  check(await until(tower.page, async () => (await tower.live()).includes('a detour'), 20_000),
    `a tower's link opens at its first detour, read out (${(await tower.live()).slice(0, 140)})`);
  check((await tower.mirror()).includes('button "Try again from here"'), 'and offers to try again from there');
  await tower.page.shot('review-hanoi');
  noErrors(tower.page.errors, 'tower review: no console errors');

  const bad = await opened(context, 'review-bad', 'ttt.seed.x.x.perfect.0.4499');
  check(await until(bad.page, async () => (await bad.live()).includes('This link holds no game to review')),
    `a link that holds no game says why (${(await bad.live()).slice(0, 140)})`);
  noErrors(bad.page.errors, 'bad review link: no console errors');
  await context.close();
}
