// The browser test's lessons pass (web/browser-test.mjs runs it): one lesson
// of each course, opened from the menu by the page's mirror for screen
// readers, a wrong answer refused with why, the right one done, and the mark
// kept with the saved data.

import { check, firstFrame, noErrors, open, until, url } from './browser-harness.mjs';

/** Plays the first lesson of each course in the browser. */
export async function lessons(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await open(context, 'lessons');
  await page.goto(`${url}?lang=en`);
  await firstFrame(page);
  await page.waitForTimeout(800);
  const mirror = page.locator('#mirror');
  const live = async () => (await page.locator('#mirror-live').textContent()) ?? '';
  const press = (name) => page.getByRole('button', { name, exact: typeof name === 'string' }).dispatchEvent('click');

  // The Hanoi course, from the menu's mirror: its first lesson, read out.
  check((await mirror.ariaSnapshot()).includes('button "Learn: Towers: recursion"'), "the menu's mirror offers the courses");
  await press('Learn: Towers: recursion');
  check(await until(page, async () => (await live()).includes('One disk')),
    `the Hanoi course opens at its first lesson, read out (${(await live()).slice(0, 90)})`);
  const offered = await mirror.ariaSnapshot();
  check(offered.includes('button "Show me"') && offered.includes('button "Next lesson"') && offered.includes('button "peg 1: disk 1'),
    'the mirror offers the pegs and the lesson\'s buttons');
  // Peg 1 to peg 2: allowed by the rules, but off the shortest way: refused, and said why.
  await press(/^peg 1: /);
  await page.waitForTimeout(400);
  await press(/^peg 2: /);
  check(await until(page, async () => (await live()).includes('Try another')),
    `a move off the shortest way is refused with why (${(await live()).slice(0, 90)})`);
  check((await mirror.ariaSnapshot()).includes('button "peg 1: disk 1'), 'and the disk stays where it was');
  await press(/^peg 1: /);
  await page.waitForTimeout(400);
  await press(/^peg 3: /);
  check(await until(page, async () => (await live()).includes('Lesson done')), `the disk home: the lesson is done (${(await live()).slice(0, 60)})`);
  await page.shot('lesson-hanoi');
  const kept = () => page.evaluate(() => localStorage.getItem('pegs-and-stones/save.ron') ?? '');
  check(await until(page, async () => /lessons: Some\(\(\s*done: \[\s*"hanoi-one-disk"/.test(await kept())),
    `its mark is kept with the saved data (${(await kept()).split('lessons:')[1]?.slice(0, 80).replace(/\s+/g, ' ')})`);

  // The TicTacToe course: which stone vanishes, answered on the mirror.
  await page.focus('#bevy');
  await page.keyboard.press('Escape');
  await page.waitForTimeout(800);
  await press('Learn: TicTacToe: search');
  check(await until(page, async () => (await live()).includes('Which stone vanishes?')),
    `the TicTacToe course opens at its first lesson, read out (${(await live()).slice(0, 90)})`);
  await press('row 1, column 3');
  check(await until(page, async () => (await live()).includes("O's stone")), `a wrong answer is refused with why (${(await live()).slice(0, 90)})`);
  await press('row 1, column 1');
  check(await until(page, async () => (await live()).includes('Lesson done')), `the right answer: the lesson is done (${(await live()).slice(0, 60)})`);
  await page.shot('lesson-tictactoe');
  check(await until(page, async () => /done: \[\s*"hanoi-one-disk",\s*"tictactoe-vanishes-next"/.test(await kept())),
    'both marks are kept');
  noErrors(page.errors, 'lessons: no console errors');
  await context.close();
}
