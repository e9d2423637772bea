/**
 * A Vite build plugin: the start page prerendered into index.html (src/prerender/startPage.tsx,
 * loaded through a Vite server in SSR mode), in English in #root and in Japanese in a template,
 * with two small inline scripts that run before the first paint (headScript, bodyScript below):
 * the language picked and its words fetched at once, the right page shown or none.
 * The HTML is changed before the PWA plugin precaches it, so the worker serves this page.
 */
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';

type StartPageModule = {
  readonly renderStartPage: (lang: 'en' | 'ja') => Promise<string>;
  readonly LANG_KEY: string;
  readonly STORAGE_KEY: string;
  readonly SHARE_PARAM: string;
};

const ROOT_TAG = '<div id="root"></div>';
/** The head script goes first in <head>, before the stylesheet link it would otherwise wait for. */
const HEAD_TAG = '<meta charset="UTF-8" />';

/**
 * The head's inline script (ES5: it runs while the HTML is parsed, before the stylesheet arrives):
 * the language as src/ui/i18n.ts picks it (the saved choice, else the browser's), set on <html>,
 * and the chunks of the words the first render needs (the language's, and English, the fallback
 * i18next loads beside it) asked for at once, beside the entry chunk rather than after it.
 */
const headScript = (langKey: string, words: Record<string, string>): string => `(function () {
  var lang = (navigator.language || '').toLowerCase().indexOf('ja') === 0 ? 'ja' : 'en';
  try {
    var saved = localStorage.getItem(${JSON.stringify(langKey)});
    if (saved === 'en' || saved === 'ja') lang = saved;
  } catch (e) {}
  document.documentElement.lang = lang;
  var words = ${JSON.stringify(words)};
  var wanted = lang === 'en' ? ['en'] : [lang, 'en'];
  for (var i = 0; i < wanted.length; i++) {
    if (!words[wanted[i]]) continue;
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = words[wanted[i]];
    document.head.appendChild(link);
  }
})();`;

/**
 * The body's inline script, right after the page: it swaps in the Japanese page if that is the
 * language, and clears the page when the app will not open on the empty start screen (a saved
 * session or set-up, a share link), so a judge never sees, or taps, a start screen about to go.
 */
const bodyScript = (sessionKey: string, shareParam: string): string => `(function () {
  var root = document.getElementById('root');
  var lang = document.documentElement.lang;
  var empty = true;
  try {
    var text = localStorage.getItem(${JSON.stringify(sessionKey)});
    if (text) {
      var s = JSON.parse(text);
      empty = !!s && s.screen === 'start' && s.session === null && s.draft === null;
    }
  } catch (e) {
    empty = false;
  }
  if (location.hash.indexOf(${JSON.stringify(`#${shareParam}=`)}) === 0) empty = false;
  var page = document.getElementById('prerender-' + lang);
  if (!empty || !page) {
    root.innerHTML = '';
    root.removeAttribute('data-prerendered');
  } else if (lang !== 'en') {
    root.innerHTML = page.innerHTML;
    root.setAttribute('data-prerendered', lang);
  }
})();`;

/** The built chunk of each language's common words, by language. */
const wordChunks = (bundle: Record<string, { type: string; fileName: string; facadeModuleId?: string | null }> | undefined, base: string) => {
  const found: Record<string, string> = {};
  for (const chunk of Object.values(bundle ?? {})) {
    const m = chunk.type === 'chunk' ? /\/locales\/(\w+)\/common\.json$/.exec(chunk.facadeModuleId ?? '') : null;
    if (m?.[1] !== undefined) found[m[1]] = `${base}${chunk.fileName}`;
  }
  return found;
};

export const prerenderStartPage = (): Plugin => {
  let config: ResolvedConfig;
  return {
    name: 'combat-referee:prerender-start-page',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        for (const tag of [ROOT_TAG, HEAD_TAG]) if (!html.includes(tag)) throw new Error(`prerender: index.html has no ${tag}`);
        const server = await createServer({
          configFile: false,
          root: config.root,
          logLevel: 'error',
          appType: 'custom',
          plugins: [react()],
          server: { middlewareMode: true, hmr: false, ws: false },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const mod = (await server.ssrLoadModule('/src/prerender/startPage.tsx')) as StartPageModule;
          const [en, ja] = await Promise.all([mod.renderStartPage('en'), mod.renderStartPage('ja')]);
          const words = wordChunks(ctx.bundle as never, config.base);
          if (words.en === undefined || words.ja === undefined) throw new Error('prerender: no chunk of the common words in the bundle');
          return html
            .replace(HEAD_TAG, `${HEAD_TAG}\n    <script>${headScript(mod.LANG_KEY, words)}</script>`)
            .replace(
              ROOT_TAG,
              `<div id="root" data-prerendered="en">${en}</div>\n    <template id="prerender-en"></template><template id="prerender-ja">${ja}</template>\n    <script>${bodyScript(mod.STORAGE_KEY, mod.SHARE_PARAM)}</script>`,
            );
        } finally {
          await server.close();
        }
      },
    },
  };
};
