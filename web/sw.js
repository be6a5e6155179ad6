// Keeps the game's files so it starts without a connection. The build
// writes a version into this file (a digest of the files it lists), so a
// new release installs a new cache and drops the old one.
const VERSION = '__VERSION__';
const CACHE = `pegs-and-stones-${VERSION}`;
const FILES = [
  './',
  'index.html',
  'game.js',
  'game_bg.wasm',
  'manifest.webmanifest',
  'icons/icon-192.png',
  'icons/icon-512.png',
  'icons/icon-192-maskable.png',
  'icons/icon-512-maskable.png',
];

// Each file is asked of the host again ('no-cache'): the HTTP cache may
// still hold the last release's page and script, fresh by its own reckoning
// (a host that sends no Cache-Control is trusted for a tenth of a file's
// age), and a new cache of old files would keep the old release for good.
// The wasm is taken as it is: its name says its content.
const asked = (file) => new Request(file, { cache: file.endsWith('.wasm') ? 'default' : 'no-cache' });

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(FILES.map(asked))).then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('pegs-and-stones-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// The game's files from the cache (the address's ?lang= aside), anything
// else from the network. The wasm is left to the network and the HTTP
// cache, where the browser keeps the code it compiled from it (from this
// cache it would compile it again on every visit); its name says its
// content, so what the HTTP cache holds is never stale. Without a
// connection the page takes it from this cache itself.
self.addEventListener('fetch', (event) => {
  if (event.request.method !== 'GET') return;
  if (new URL(event.request.url).pathname.endsWith('.wasm')) return;
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(event.request, { ignoreSearch: true }).then((hit) => hit || fetch(event.request)),
    ),
  );
});
