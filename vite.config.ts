import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { fabCardsData } from './scripts/fabCards.ts';
import { prerenderStartPage } from './scripts/prerender.ts';

// The web app manifest. Names are English (`lang: 'en'`); the Japanese name and description ride in
// the manifest's localized members (`*_localized`, W3C appmanifest), which browsers that support
// them pick by the user's language, the others ignore.
// Icons: public/icons, rasterised once from public/favicon.svg and public/icons/maskable.svg with
// `rsvg-convert -w 512 -h 512 favicon.svg -o icons/icon-512.png` (and 192, and the maskable one);
// the maskable icon keeps its mark inside the central safe circle.
// No id, start_url or scope: the plugin sets start_url and scope to the build's base (see `base`
// below), and the id is then the start URL, as it was when these said '/'. Icon URLs are relative
// to the manifest, which sits at the base.
const manifest: Partial<ManifestOptions> & Record<`${string}_localized`, Record<string, string>> = {
  name: 'Combat Referee',
  short_name: 'Referee',
  description: 'A rules referee for trading card game combat, step by step with the rule that decides each step. / カードゲームの戦闘を一歩ずつ、根拠のルール番号とともに裁定します。',
  lang: 'en',
  dir: 'ltr',
  name_localized: { ja: '戦闘ジャッジ' },
  short_name_localized: { ja: '戦闘ジャッジ' },
  description_localized: { ja: 'カードゲームの戦闘を一歩ずつ、根拠のルール番号とともに裁定します。' },
  display: 'standalone',
  orientation: 'any',
  theme_color: '#312e81',
  background_color: '#ffffff',
  categories: ['games', 'utilities'],
  icons: [
    { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/**
 * The path the app is served under: `/` by default, another for a static host that serves it in a
 * folder (`BASE_PATH=/referee/ npm run build`, or `npm run build -- --base /referee/`). Asset and
 * chunk URLs, the prerendered page's word chunks, the service worker's scope and the manifest's
 * start URL all follow it; the app's own routes are in the URL's hash and share links are built
 * from the page's own address, so they need nothing.
 */
const basePath = (value: string | undefined): string => {
  const trimmed = (value ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
};

// V8's explicit compile hint (Chrome 136 on; other engines read a comment): every function of a
// chunk so marked is compiled while the chunk streams in, on a background thread, rather than on
// the main thread the first time it runs. Without it the first tap on a board compiled the
// engine's and React's event code in the middle of the tap (PMV's attack: 10-15 ms of it on the
// slowed phone), and the first board its components. The chunks are the app's own code, most of it
// run within the first screens; after minification, as the minifier would drop the comment.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

// Games and languages are split by dynamic import() (src/games/registry.ts, src/ui/i18n.ts),
// so the first load holds only the shell (one chunk: see the `$initial` group below).
// The service worker precaches every chunk (each game's rules and UI, each language's words), the
// HTML and the icons, so one online visit is enough to work offline. registerType 'prompt': a new
// version waits until the user taps "reload" (src/pwa/register.ts); none in the dev server.
export default defineConfig({
  base: basePath(process.env['BASE_PATH']),
  plugins: [
    react(),
    tailwindcss(),
    prerenderStartPage(), // the start page as HTML in index.html (scripts/prerender.ts)
    fabCardsData(), // `virtual:fab-cards`: the FaB card lookup's rows, a lazy chunk (scripts/fabCards.ts)
    VitePWA({
      registerType: 'prompt',
      injectRegister: false, // registered by src/pwa/register.ts, loaded when the browser is idle
      manifest,
      includeManifestIcons: false, // the glob below already takes every icon
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png}'], // the plugin adds manifest.webmanifest
        globIgnores: ['icons/maskable.svg'], // the maskable icon's source, not served
        // Workbox's own limit, written out: the FaB card data (about 0.6 MB before gzip) is the
        // largest chunk and must stay under it, or it would silently not be precached.
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // The first visit's page is served by the worker as soon as it is ready, so a judge who
        // loses the network before reloading can still open every game. An update never takes
        // over by itself (no skipWaiting): it waits for the user's tap.
        clientsClaim: true,
      },
      devOptions: { enabled: false },
    }),
  ],
  // modulePreload off: no preload helper in the first load (0.9 KB); a game's chunks are fetched
  // ahead by the app itself (preloadGame, src/ui/games.ts) when it is chosen or the browser is idle.
  // The `$initial` group keeps the whole first load in one chunk: without it Rolldown 1.2 splits
  // React, i18next and the store out of the entry as soon as a lazy chunk imports them (the entry
  // only wraps main.tsx, as Vite's HTML entry does; rolldown issue #10731), which costs the first
  // load several KB of separate gzip streams.
  build: {
    manifest: true,
    target: 'es2022',
    modulePreload: false,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] }, postBanner: COMPILE_HINT } },
  },
  // Only this machine by default; `npm start -- --host` (or `npm run preview -- --host`) listens on
  // every interface, so a phone on the same network can open the printed Network address.
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
