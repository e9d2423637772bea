/**
 * Each game's states keep one shape: every state a scenario file reaches has the fields its
 * loader gives, in the loader's order, and so has every card, player, link or battle in it. The
 * copiers (each game's copyState and friends in state.ts) name every field in that order; a copier
 * that dropped a field would lose it here, and one in another order would give the engine two
 * hidden classes for one kind of object, which is what made the engine slow in Node (issue 39).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { ActionBase, AnyGameModule } from '../engine/types.ts';
import { ROOT } from '../testing/sourceTree.ts';
import { bs } from './bs/index.ts';
import { copyState as copyBs } from './bs/state.ts';
import { fab } from './fab/index.ts';
import { copyState as copyFab } from './fab/state.ts';
import { mtg } from './mtg/index.ts';
import { copyState as copyMtg } from './mtg/state.ts';
import { pmv } from './pmv/index.ts';
import { copyState as copyPmv } from './pmv/state.ts';

type Parts = (s: Record<string, unknown>) => Record<string, readonly object[]>;
const values = (r: unknown): object[] => Object.values(r as Record<string, object>);

const GAMES: readonly { game: AnyGameModule; copy: (s: never) => object; parts: Parts }[] = [
  { game: mtg, copy: copyMtg, parts: (s) => ({ permanents: values(s['objects']), players: values(s['players']), combat: [s['combat'] as object] }) },
  { game: fab, copy: copyFab, parts: (s) => ({ cards: values(s['cards']), players: values(s['players']), links: s['chain'] as object[] }) },
  { game: bs, copy: copyBs, parts: (s) => ({ cards: values(s['cards']), players: values(s['players']), battles: s['battles'] as object[] }) },
  { game: pmv, copy: copyPmv, parts: (s) => ({ cards: values(s['cards']), players: values(s['players']), combats: s['combats'] as object[] }) },
];

/** Every state each of the game's scenario files passes through, the loaded one first. */
const statesOf = (game: AnyGameModule): unknown[] => {
  const dir = join(ROOT, 'scenarios', game.id);
  const states: unknown[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const input = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { rules: string; setup: unknown; actions: readonly ActionBase[] };
    const loaded = game.load({ rules: input.rules, setup: input.setup, actions: [] });
    if (!loaded.ok) continue; // a file that tests a refused set-up
    let s = loaded.value.state;
    states.push(s);
    for (const a of input.actions) {
      const r = game.apply(s, a as never);
      if (!r.ok) break;
      s = r.value.state;
      states.push(s);
    }
  }
  return states;
};

describe.each(GAMES)('$game.id: one shape per kind of object', ({ game, copy, parts }) => {
  const states = statesOf(game) as Record<string, unknown>[];

  test('the scenario files give states to look at', () => {
    expect(states.length).toBeGreaterThan(20);
  });

  test('every state has the loader’s fields in its order, and its copy is equal to it', () => {
    const fields = Object.keys(states[0] as object);
    for (const s of states) {
      expect(Object.keys(s)).toEqual(fields);
      const copied = copy(s as never);
      expect(Object.keys(copied)).toEqual(fields);
      expect(copied).toEqual(s);
    }
  });

  test('every card, player and combat record has one set of fields in one order', () => {
    const first = new Map<string, string[]>();
    for (const s of states)
      for (const [kind, list] of Object.entries(parts(s)))
        for (const item of list) {
          const keys = Object.keys(item);
          const seen = first.get(kind) ?? keys;
          first.set(kind, seen);
          expect({ kind, keys }).toEqual({ kind, keys: seen });
        }
    expect(first.size).toBeGreaterThan(1);
  });
});
