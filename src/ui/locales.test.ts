/**
 * Every word the UI shows exists in both languages. Literal keys in the UI source are looked up
 * in the namespace they name (`mtg:ui.attack.go`, or common); keys built from engine data (the
 * terms, effect options, steps and zones a view or prompt hands the board) are collected by
 * playing every scenario file and looking at each frame, so a term a game adds is checked too.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EffectOption, GameId, Term, ViewBase } from '../engine/types.ts';
import { availableGames, loadGame } from '../games/registry.ts';
import { parseScenario } from '../scenario/envelope.ts';
import { BS_QUESTIONS } from '../games/bs/steps.ts';
import { BS_BOARDS, BS_CARDS, BS_SETUP, SOUL_PLACES as BS_SOUL_PLACES } from '../games/bs/index.ts';
import { describedSetupKeys } from './components/SetupFields.tsx';
import { FAB_BOARDS, FAB_CARDS, FAB_SETUP } from '../games/fab/index.ts';
import { GAME_UI } from './games.ts';
import { MTG_BOARDS, MTG_SETUP } from '../games/mtg/index.ts';
import { COLOURS as MTG_COLOURS, MTG_KEYWORDS, PERMANENT_TYPES as MTG_ALL_TYPES, PROTECTION_QUALITIES } from '../games/mtg/types.ts';
import { PMV_QUESTIONS } from '../games/pmv/combat.ts';
import { PMV_BOARDS, PMV_CARDS, PMV_SETUP, PMV_STEPS } from '../games/pmv/index.ts';

const read = (lang: string, ns: string): Record<string, string> => JSON.parse(readFileSync(`locales/${lang}/${ns}.json`, 'utf8'));
const NAMESPACES = ['common', 'mtg', 'fab', 'bs', 'pmv'] as const;
const en = Object.fromEntries(NAMESPACES.map((ns) => [ns, read('en', ns)])) as Record<string, Record<string, string>>;
const ja = Object.fromEntries(NAMESPACES.map((ns) => [ns, read('ja', ns)])) as Record<string, Record<string, string>>;

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(f) && !f.endsWith('.test.ts') ? [path] : [];
  });
const uiText = [...sources('src/ui'), ...sources('src/store')].map((f) => readFileSync(f, 'utf8')).join('\n');

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).toSorted();

/** `ns:key` or `key` (common) -> [ns, key]. */
const split = (full: string): [string, string] => {
  const at = full.indexOf(':');
  return at < 0 ? ['common', full] : [full.slice(0, at), full.slice(at + 1)];
};
const missing = (keys: Iterable<string>): string[] =>
  [...new Set(keys)].filter((full) => {
    const [ns, key] = split(full);
    return en[ns]?.[key] === undefined || ja[ns]?.[key] === undefined;
  });

describe('UI locale files', () => {
  it('en and ja have the same keys, the same {{placeholders}} and no empty text', () => {
    for (const ns of NAMESPACES) {
      expect(Object.keys(ja[ns] ?? {}).toSorted(), ns).toEqual(Object.keys(en[ns] ?? {}).toSorted());
      for (const [k, v] of Object.entries(en[ns] ?? {})) {
        expect(v.trim(), `${ns}:${k}`).not.toBe('');
        expect(placeholders(ja[ns]?.[k] ?? ''), `${ns}:${k}`).toEqual(placeholders(v));
      }
    }
  });

  it('hold every literal key the UI uses, in the namespace it names', () => {
    const literal = [...uiText.matchAll(/\bt\(\s*'([^']+)'/g)].map((m) => m[1] as string).filter((k) => /^[a-z]+(:[\w.@-]+)?[\w.]*$/i.test(k) && k.includes('.'));
    const notices = [...uiText.matchAll(/'(notice\.[A-Za-z]+)'/g)].map((m) => m[1] as string);
    expect(literal.length).toBeGreaterThan(100);
    expect(missing([...literal, ...notices])).toEqual([]);
  });

  it('hold every key of the families the screens build from a list', () => {
    const families = [
      ...Object.keys(GAME_UI).map((g) => `game.${g}`),
      ...(GAME_UI.mtg?.editions ?? []).map((e) => `edition.mtg.${e}`),
      'lang.en',
      'lang.ja',
      ...['empty', 'noName', 'noStats', 'unknownWord', 'missingNumber', 'twoKinds'].map((c) => `mtg:quick.error.${c}`),
      // The MTG set-up's colours, protection, "blocked only by" qualities and keyword words.
      ...MTG_ALL_TYPES.map((ty) => `mtg:type.${ty}`),
      ...MTG_COLOURS.flatMap((c) => [`mtg:colour.${c}`, `mtg:quick.word.colour.${c}`]),
      ...PROTECTION_QUALITIES.map((q) => `mtg:protection.${q}`),
      ...MTG_KEYWORDS.flatMap((k) => [`mtg:keyword.${k}`, `mtg:quick.word.keyword.${k}`]),
      ...['colour', 'type', 'keyword'].map((g) => `mtg:ui.setup.qualityGroup.${g}`),
      // The described screen's words; the "blocked only by" qualities are worded by their own families (colour, type, keyword), above.
      ...describedSetupKeys('mtg', MTG_SETUP, MTG_BOARDS, [], { seats: true, more: { player: true, card: true } }).filter((k) => !k.startsWith('mtg:blockQuality.')),
      ...describedSetupKeys('fab', FAB_SETUP, FAB_BOARDS, Object.keys(FAB_CARDS), { more: { card: true } }),
      // The manual effects' lines (the chain and the stack show an effect in words).
      ...Object.keys(FAB_SETUP.effects).map((k) => `fab:effectLine.${k}`),
      ...['active', 'past', 'resolved'].map((s) => `fab:ui.chain.${s}`),
      ...describedSetupKeys('bs', BS_SETUP, BS_BOARDS, Object.keys(BS_CARDS)),
      ...BS_SOUL_PLACES.map((place) => `bs:ui.setup.soulPlace.${place}`),
      ...[1, 2].map((n) => `bs:step.flash-${n}`),
      ...Object.entries(BS_QUESTIONS).flatMap(([q, def]) => [`bs:judge.${q}`, ...def.options.map((o) => `bs:judge.${q}.${o}`)]),
      // The manual effects' lines, with their duration where they have one (the set-up and the flash panel build these keys).
      ...Object.entries(BS_SETUP.effects).flatMap(([k, fields]) => [`bs:effectLine.${k}`, ...('until' in fields ? fields.until.options.map((d) => `bs:effectLine.${k}.${d}`) : [])]),
      ...describedSetupKeys('pmv', PMV_SETUP, PMV_BOARDS, Object.keys(PMV_CARDS)),
      // The kinds' own words for an amount (a damage, a life change), and the manual effects' lines.
      ...['damage', 'life'].map((k) => `pmv:ui.setup.effect.${k}.amount`),
      ...Object.keys(PMV_SETUP.effects).map((k) => `pmv:effectLine.${k}`),
      ...PMV_STEPS.map((st) => `pmv:step.${st}`),
      ...['declared', 'judge', 'graze', 'over'].map((st) => `pmv:ui.combat.stage.${st}`),
      ...['first', 'normal'].map((tm) => `pmv:timing.${tm}`),
      ...['attack', 'defend', 'play', 'ambush', 'effect'].map((u) => `pmv:use.${u}`),
      ...Object.entries(PMV_QUESTIONS).flatMap(([q, def]) => [`pmv:judge.${q}`, ...def.options.map((o) => `pmv:judge.${q}.${o}`)]),
    ];
    expect(missing(families)).toEqual([]);
  });
});

/** Every key a frame hands the board: view terms, steps, zones, and the prompt's effect options. */
const frameKeys = (game: GameId, view: ViewBase, prompt: { readonly effects?: readonly EffectOption[] }): string[] => {
  const term = (t: Term | null): string[] => (t === null ? [] : [`${game}:${t.key}`]);
  return [
    ...view.steps.map((s) => `${game}:step.${s.id}`),
    ...view.players.flatMap((p) => p.figures.flatMap(term)),
    ...view.stack.flatMap((i) => term(i.line)),
    ...view.zones.flatMap((z) => [`${game}:zone.${z.zone}`, ...z.cards.flatMap((c) => [...term(c.figure), ...c.notes.flatMap(term)])]),
    ...(prompt.effects ?? []).flatMap((o) => [
      `${game}:effect.${o.kind}`,
      ...o.fields.flatMap((f) => [`effectForm.field.${f.name}`, ...(f.type === 'term' ? f.options.map((x) => `${game}:${f.term}.${x}`) : [])]),
    ]),
  ];
};

describe.each(availableGames())('what the %s board shows', (game) => {
  it('has words in both languages for every term, step, zone and effect its frames carry', async () => {
    const module = await loadGame(game);
    if (module === null) throw new Error(game);
    const dir = join('scenarios', game);
    const keys: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const parsed = parseScenario(readFileSync(join(dir, file), 'utf8'));
      if (!parsed.ok) continue;
      const loaded = module.load(parsed.value);
      if (!loaded.ok) continue;
      let state = loaded.value.state;
      keys.push(...frameKeys(game, module.view(state), module.prompt(state)));
      for (const action of loaded.value.actions) {
        const r = module.apply(state, action);
        if (!r.ok) break;
        state = r.value.state;
        keys.push(...frameKeys(game, module.view(state), module.prompt(state)));
      }
    }
    expect(keys.length).toBeGreaterThan(100);
    expect(missing(keys)).toEqual([]);
  });
});
