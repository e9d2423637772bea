/**
 * Nothing in a file is silently ignored, in any game: every object of every scenario under
 * scenarios/ (setup, cards, players, actions, effects, triggers) refuses a misspelt field by
 * name with the field it resembles, accepts a `note` without it changing any ruling, and any
 * damage to a file gives errors in the catalogue's words, which both languages can say.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { problem } from '../engine/problems.ts';
import type { ScenarioError } from '../engine/types.ts';
import { nodeText } from '../text/node-i18n.ts';
import { problemOf, problemText } from '../text/problems.ts';
import { loadScenario, parseScenario } from './envelope.ts';
import { decodeShare, encodeShare } from './link.ts';
import { runScenario } from './run.ts';

const SCENARIOS = fileURLToPath(new URL('../../scenarios/', import.meta.url));
const GAMES = ['mtg', 'fab', 'bs', 'pmv'] as const;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Obj = { [key: string]: Json };
type File = { readonly name: string; readonly json: Obj };

const files: readonly File[] = GAMES.flatMap((game) =>
  readdirSync(join(SCENARIOS, game))
    .filter((f) => f.endsWith('.json'))
    .toSorted()
    .map((f) => ({ name: `${game}/${f}`, json: JSON.parse(readFileSync(join(SCENARIOS, game, f), 'utf8')) as Obj })),
);

/** Maps keyed by ids rather than fields (a commander's damage by commander id). */
const ID_MAPS = new Set(['commanderDamage']);
const isObj = (x: Json | undefined): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Every object in the setup and the actions, as a path of keys from the file's root. */
const objectPaths = (value: Json, path: readonly (string | number)[] = []): (string | number)[][] => {
  const here = isObj(value) && path.length > 0 ? [[...path]] : [];
  if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => objectPaths(v, [...path, i]))];
  if (!isObj(value)) return here;
  return [...here, ...Object.entries(value).filter(([k]) => !ID_MAPS.has(k)).flatMap(([k, v]) => objectPaths(v, [...path, k]))];
};
const pathsOf = (file: File): (string | number)[][] => [
  ...objectPaths(file.json['setup'] ?? null, ['setup']),
  ...objectPaths(file.json['actions'] ?? null, ['actions']),
];

const at = (root: Json, path: readonly (string | number)[]): Json => path.reduce<Json>((v, k) => (v as Record<string | number, Json>)[k] as Json, root);
const clone = (x: Obj): Obj => structuredClone(x);
const dotted = (path: readonly (string | number)[]): string =>
  path.reduce<string>((out, k) => (typeof k === 'number' ? `${out}[${k}]` : out === '' ? k : `${out}.${k}`), '');

const load = async (json: Obj): Promise<readonly ScenarioError[]> => {
  const parsed = parseScenario(json);
  if (!parsed.ok) return parsed.error;
  const loaded = await loadScenario(parsed.value);
  return loaded.ok ? [] : loaded.error;
};

/** A field name as people get it wrong: a stray space, two letters swapped, a capital. */
const misspell = (field: string, how: number): string => {
  if (how === 0 || field.length < 6) return how === 1 ? `${field} ` : `${field[0]?.toUpperCase()}${field.slice(1)}`;
  const i = 1 + (how % (field.length - 2));
  return `${field.slice(0, i)}${field[i + 1]}${field[i]}${field.slice(i + 2)}`;
};

describe('a misspelt field is refused by name, with the field it resembles', () => {
  test('in every object of every game (sampled over all scenario files)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(), fc.nat(), fc.nat(), fc.nat(4), async (f, o, k, how) => {
        const file = files[f % files.length] as File;
        const paths = pathsOf(file);
        fc.pre(paths.length > 0);
        const path = paths[o % paths.length] as (string | number)[];
        const json = clone(file.json);
        const target = at(json, path) as Obj;
        const keys = Object.keys(target);
        fc.pre(keys.length > 0);
        const field = keys[k % keys.length] as string;
        const wrong = misspell(field, how);
        fc.pre(wrong !== field && !keys.includes(wrong));
        target[wrong] = target[field] as Json;
        delete target[field];
        const errors = await load(json);
        const where = `${file.name} ${dotted([...path, wrong])}`;
        // A misspelt `type` or `kind` stops the object's check there: the error names the field it lacks and what was written.
        const telling = errors.find((e) => e.path === dotted([...path, field]) && e.message.includes(`is "${wrong}" meant to be "${field}"?`));
        if (telling === undefined) expect(errors, where).toContainEqual({ path: dotted([...path, wrong]), message: problem('unknownFieldNear', { suggestion: field }) });
      }),
      { numRuns: 400, seed: 15 },
    );
  });

  test('every game, the issue\'s own example: "keywrods" and "tapped " on an MTG permanent', async () => {
    const json = clone(files.find((x) => x.name.startsWith('mtg/') && Array.isArray((x.json['setup'] as Obj)['permanents']))?.json ?? {});
    const permanent = ((json['setup'] as Obj)['permanents'] as Obj[])[0] as Obj;
    permanent['keywrods'] = ['flying'];
    permanent['tapped '] = true;
    expect(await load(json)).toEqual([
      { path: 'setup.permanents[0].keywrods', message: 'unknown field; did you mean "keywords"?' },
      { path: 'setup.permanents[0].tapped ', message: 'unknown field; did you mean "tapped"?' },
    ]);
  });

  test('a field like none of the known ones lists what is allowed', async () => {
    const json = clone(files[0]?.json ?? {});
    (json['setup'] as Obj)['xyzzy'] = 1;
    const [error] = await load(json);
    expect(error?.path).toBe('setup.xyzzy');
    expect(error?.message).toMatch(/^unknown field \(allowed here: players, active, .*note\)$/);
  });
});

/** The file with a note on itself and on every object inside. */
const annotate = (json: Obj): Obj => {
  const out = clone(json);
  out['note'] = 'whole file';
  for (const path of pathsOf({ name: '', json: out })) (at(out, path) as Obj)['note'] = `note at ${dotted(path)}`;
  return out;
};

describe('a note is allowed on every object and changes no ruling', () => {
  test.each(GAMES)('%s: every scenario plays the same with notes everywhere', async (game) => {
    for (const file of files.filter((x) => x.name.startsWith(`${game}/`))) {
      const plain = parseScenario(file.json);
      const noted = parseScenario(annotate(file.json));
      if (!plain.ok || !noted.ok) throw new Error(`${file.name}: ${JSON.stringify(noted.ok ? plain : noted)}`);
      const [a, b] = [await runScenario(plain.value), await runScenario(noted.value)];
      if (!b.ok) throw new Error(`${file.name}: ${JSON.stringify(b.error)}`);
      expect(a.ok && b.value, file.name).toEqual(a.ok && a.value);
    }
  });

  test('a share link keeps the notes', () => {
    const noted = parseScenario(annotate(files[0]?.json ?? {}));
    if (!noted.ok) throw new Error('invalid');
    const back = decodeShare(encodeShare(noted.value));
    expect(back.ok && back.value.note).toBe('whole file');
    expect(back.ok && (back.value.setup as Obj)['note']).toBe('note at setup');
  });
});

/** A value that breaks a file: any JSON, or the edge values people and tools produce. */
const damage = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
  fc.constantFrom<Json>(1e308, -1e308, 2.5, -1, '', ' A', 'A ', 'x'.repeat(3000), [], {}, null, true, '3'),
);

const ja = nodeText('ja');
const en = nodeText('en');

describe('any damage to a file is reported in words both languages have', () => {
  test('a random value in a random place: no throw, and every error comes from the catalogue', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(), fc.nat(), fc.nat(), damage, fc.boolean(), async (f, o, k, value, remove) => {
        const file = files[f % files.length] as File;
        const json = clone(file.json);
        const paths = [[], ...pathsOf(file)];
        const target = at(json, paths[o % paths.length] as (string | number)[]) as Obj;
        const keys = Object.keys(target);
        fc.pre(keys.length > 0);
        const key = keys[k % keys.length] as string;
        if (remove) delete target[key];
        else target[key] = value;
        for (const error of await load(json)) {
          const p = problemOf(error);
          expect(p.key, `${file.name}: ${error.path}: ${error.message}`).not.toBeNull();
          for (const t of [en, ja]) {
            const text = problemText(t, p) ?? '';
            expect(text).not.toMatch(/\{\{|problem\.|Invalid (type|key|value)/);
            expect(text.length).toBeGreaterThan(0);
          }
        }
      }),
      { numRuns: 600, seed: 151 },
    );
  });
});

const first = (game: string): Obj => clone(files.find((x) => x.name.startsWith(`${game}/`))?.json ?? {});
const cards = (json: Obj): Obj[] => ((json['setup'] as Obj)[json['game'] === 'mtg' ? 'permanents' : 'cards'] ?? []) as Obj[];
const players = (json: Obj): Obj[] => (json['setup'] as Obj)['players'] as Obj[];
const cardsKey = (game: string): string => (game === 'mtg' ? 'permanents' : 'cards');

describe('ids and numbers: refused with a named message, per game', () => {
  const MAX = { mtg: 999_999, fab: 9_999, bs: 999_999, pmv: 9_999 } as const;

  test.each(GAMES)('%s: a life of 1e308 is beyond what the game allows', async (game) => {
    const json = first(game);
    (players(json)[0] as Obj)['life'] = 1e308;
    expect(await load(json)).toContainEqual({ path: 'setup.players[0].life', message: problem('atMost', { max: MAX[game], received: '1e+308' }) });
  });

  test.each(GAMES)('%s: a card whose id is a player\'s is refused', async (game) => {
    const json = first(game);
    const card = cards(json)[0] as Obj;
    card['id'] = (players(json)[1] as Obj)['id'] as string;
    expect(await load(json)).toContainEqual({ path: `setup.${cardsKey(game)}[0].id`, message: problem('idIsPlayer', { id: card['id'] as string }) });
  });

  test.each(GAMES)('%s: two cards with one id, an empty id and an id with spaces', async (game) => {
    const json = clone(files.find((x) => x.name.startsWith(`${game}/`) && cards(x.json).length >= 2)?.json ?? {});
    const list = cards(json);
    (list[1] as Obj)['id'] = (list[0] as Obj)['id'] as string;
    expect(await load(json)).toContainEqual({ path: `setup.${cardsKey(game)}[1].id`, message: problem('duplicateId', { id: (list[0] as Obj)['id'] as string }) });
    (list[1] as Obj)['id'] = '';
    expect(await load(json)).toContainEqual({ path: `setup.${cardsKey(game)}[1].id`, message: problem('emptyId') });
    (list[1] as Obj)['id'] = ' x';
    expect(await load(json)).toContainEqual({ path: `setup.${cardsKey(game)}[1].id`, message: problem('idSpaces', { received: '" x"' }) });
  });

  test.each(GAMES)('%s: two players with one id', async (game) => {
    const json = first(game);
    (players(json)[1] as Obj)['id'] = (players(json)[0] as Obj)['id'] as string;
    const errors = await load(json);
    expect(errors).toContainEqual({ path: 'setup.players[1].id', message: problem('duplicatePlayer', { id: (players(json)[0] as Obj)['id'] as string }) });
  });
});
