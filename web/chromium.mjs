// What every browser script here starts Chromium with, and the line the
// browser test's pages load on (web/profile.mjs measures on the same one).

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
