// What every browser script here starts Chromium with, the line the
// browser test's pages load on (web/profile.mjs measures on the same one),
// and the phone its phone pass emulates (web/profile.mjs can too).

/**
 * Headless Chromium with WebGL2 through SwiftShader, and none of the
 * background connections a closed network would refuse.
 */
export const ARGS = [
  '--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
];

/** Debian's Chromium, or the one `CHROMIUM` names. */
export const EXECUTABLE = process.env.CHROMIUM ?? '/usr/bin/chromium';

/** The line the first pages load on: a little slower than a fast one (to see the loading bar at work). */
export async function throttle(cdp) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false, latency: 20, downloadThroughput: 12 * 1024 * 1024, uploadThroughput: 1024 * 1024,
  });
}

/**
 * A phone as the browser test's phone pass has it. Playwright's
 * deviceScaleFactor emulation gives the page devicePixelRatio N but leaves
 * the canvas's device-pixel size (ResizeObserver's
 * devicePixelContentBoxSize, which winit reads) at CSS pixels, so the game
 * would see a window N times too small: a real phone does not do that. A
 * browser started at scale N (these arguments) with only the phone's size
 * and touch emulated ({@link phoneScreen}) behaves like the phone (CONTRIBUTING.md, "Checks").
 */
export const phoneArgs = (scale) => [...ARGS, `--force-device-scale-factor=${scale}`];

/** The page's screen `width` × `height` CSS pixels, as a phone's (mobile viewport; the scale stays the browser's). */
export const phoneScreen = (cdp, width, height) =>
  cdp.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 0, mobile: true });

/** A phone held upright (390 × 844) with a touch screen. */
export async function asPhone(cdp) {
  await phoneScreen(cdp, 390, 844);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
}
