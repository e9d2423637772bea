/**
 * The solver on short positions, each asserting what the rules decide: the life each block
 * leaves, which answers rank first, which lines survive or kill, and what is left out and said so.
 */
import { describe, expect, test } from 'vitest';
import type { ActionBase } from '../engine/types.ts';
import { answeringOf, choosable, legality, predict, quickPass, solveLine, standing, whatIf, type WhatIf } from './solve.ts';
import { creature, mtgBlocks, position } from './testing/position.ts';

const table = (t: ReturnType<typeof whatIf>): WhatIf => {
  if ('reason' in t) throw new Error(`no decision: ${t.prompt.kind}`);
  return t;
};
const blocks = (a: ActionBase): string => JSON.stringify((a as unknown as { blockers: { id: string; blocks: string }[] }).blockers.map((b) => b.id).toSorted());

describe('the what-if table (MTG)', () => {
  const wurm = [creature('wurm', 'A', 6, 6, ['trample', 'deathtouch']), creature('bear', 'B', 2, 2), creature('ox', 'B', 2, 4)];

  test('a deathtouch trampler: each blocker needs only 1 (702.2c, 702.19b), so every extra blocker saves 1 life', async () => {
    const { module, state } = await mtgBlocks(wurm, ['wurm']);
    const t = table(whatIf(module, state, ['leastLifeLost']));
    const lifeOf = new Map(t.rows.map((r) => [blocks(r.action), r.outcome.life.B?.after]));
    expect(Object.fromEntries(lifeOf)).toEqual({ '[]': 14, '["bear"]': 15, '["ox"]': 15, '["bear","ox"]': 16 });
    expect(t.rows[0]?.rank).toBe(1);
    expect(blocks(t.rows[0]!.action)).toBe('["bear","ox"]');
    // Both blockers die to deathtouch damage (704.5h) and the rules that did it are cited.
    expect(t.rows[0]?.outcome.removed.B).toEqual(['bear', 'ox']);
    expect(t.rows[0]?.outcome.rules).toEqual(expect.arrayContaining(['mtg:702.19b', 'mtg:704.5h', 'mtg:510.2']));
    expect(t.player).toBe('B');
  });

  test('equal outcomes share a rank; the objective orders the rest', async () => {
    const { module, state } = await mtgBlocks(wurm, ['wurm']);
    const t = table(whatIf(module, state, ['fewestLost', 'leastLifeLost']));
    expect(t.rows.map((r) => [blocks(r.action), r.rank])).toEqual([
      ['[]', 1],
      ['["ox"]', 2],
      ['["bear"]', 2],
      ['["bear","ox"]', 4],
    ]);
  });

  test('a capped table says how many answers it left out', async () => {
    const { module, state } = await mtgBlocks(wurm, ['wurm']);
    const t = table(whatIf(module, state, ['leastLifeLost'], 1));
    expect(t.rows).toHaveLength(1);
    expect(t.omitted).toBe(3);
    expect(t.exact).toBe(true);
  });

  test('illegal declarations never reach the table: menace needs two blockers (702.111b)', async () => {
    const { module, state } = await mtgBlocks([creature('brute', 'A', 3, 3, ['menace']), creature('bear', 'B', 2, 2), creature('ox', 'B', 2, 4)], ['brute']);
    const t = table(whatIf(module, state, ['leastLifeLost']));
    expect(t.rows.map((r) => blocks(r.action)).toSorted()).toEqual(['["bear","ox"]', '[]']);
  });

  test('after combat there is no decision to answer', async () => {
    const { module, state } = await position('mtg', '2024-11', { players: [{ id: 'A', life: 20 }, { id: 'B', life: 20 }], active: 'A', permanents: [] }, [
      { by: 'A', type: 'advance' },
      { by: 'A', type: 'declareAttackers', attackers: [] },
      { by: 'A', type: 'advance', until: 'decision' },
    ]);
    const t = whatIf(module, state, ['alive']);
    expect('reason' in t && t.reason).toBe('noDecision');
  });
});

describe('the whole line: survive and lethal', () => {
  const board = [creature('big', 'A', 3, 3), creature('small', 'A', 2, 2), creature('wall', 'B', 0, 4)];

  test('survive: at 3 life against 3 and 2, only blocking the 3 keeps B in the game (704.5a)', async () => {
    const { module, state } = await mtgBlocks(board, ['big', 'small'], 3);
    const r = solveLine(module, state, 'survive');
    if ('reason' in r) throw new Error(r.reason);
    expect(r.winning.map(blocks)).toEqual(['["wall"]']);
    expect((r.winning[0] as unknown as { blockers: { blocks: string }[] }).blockers[0]?.blocks).toBe('big');
    expect(r.all).toHaveLength(3);
  });

  test('lethal: at 2 life with one blocker, only attacking with both kills, whatever B blocks', async () => {
    const { module, state } = await position('mtg', '2024-11', { players: [{ id: 'A', life: 20 }, { id: 'B', life: 2 }], active: 'A', permanents: board }, [{ by: 'A', type: 'advance' }]);
    const r = solveLine(module, state, 'lethal');
    if ('reason' in r) throw new Error(r.reason);
    const attackers = r.winning.map((a) => (a as unknown as { attackers: { id: string }[] }).attackers.map((x) => x.id).toSorted().join('+'));
    expect(attackers).toEqual(['big+small']);
    expect(r.all).toHaveLength(4);
  });

  test('a search past its budget says so instead of guessing', async () => {
    const { module, state } = await mtgBlocks(board, ['big', 'small'], 3);
    const r = solveLine(module, state, 'survive', 2);
    expect('reason' in r && r.reason).toBe('tooLarge');
  });
});

describe('single-decision questions', () => {
  test('legal: a creature without flying or reach cannot block a flyer (509.1b, 702.9b)', async () => {
    const { module, state } = await mtgBlocks([creature('bird', 'A', 1, 1, ['flying']), creature('bear', 'B', 2, 2)], ['bird']);
    const l = legality(module, state, { type: 'declareBlockers', by: 'B', blockers: [{ id: 'bear', blocks: 'bird' }] } as ActionBase);
    expect(l.legal).toBe(false);
    if (!l.legal) expect(l.rule).toBe('702.9b');
    expect(legality(module, state, { type: 'declareBlockers', by: 'B', blockers: [] } as ActionBase).legal).toBe(true);
  });

  test('options: only the creature with reach may block the flyer', async () => {
    const { module, state } = await mtgBlocks([creature('bird', 'A', 1, 1, ['flying']), creature('bear', 'B', 2, 2), creature('spider', 'B', 1, 3, ['reach'])], ['bird']);
    expect(choosable(module, state).ids).toEqual(['spider']);
  });

  test('predict: first strike kills the blocker before it deals damage (510.4)', async () => {
    const { module, state } = await mtgBlocks([creature('knight', 'A', 2, 2, ['first strike']), creature('bear', 'B', 2, 2)], ['knight']);
    const o = predict(module, state, { type: 'declareBlockers', by: 'B', blockers: [{ id: 'bear', blocks: 'knight' }] } as ActionBase);
    if (!('ending' in o)) throw new Error(o.code);
    expect(o.removed).toEqual({ A: [], B: ['bear'] });
    expect(o.summary.graveyard).toEqual(['bear']);
    expect(o.ending).toBe('over');
  });
});

const cards = (a: ActionBase) => [...(a as unknown as { cards: string[] }).cards].toSorted().join('+');

describe('the other games', () => {
  test('FaB: the defending hero may block with any set of cards; the table plays each out', async () => {
    const { module, state } = await position(
      'fab',
      'current',
      {
        players: [{ id: 'A', life: 20, actionPoints: 1 }, { id: 'B', life: 20 }],
        active: 'A',
        cards: [
          { id: 'strike', owner: 'A', zone: 'hand', types: ['action', 'attack'], power: 6, cost: 0, keywords: ['dominate'] },
          { id: 'd1', owner: 'B', zone: 'hand', types: ['action'], defense: 3, cost: 0 },
          { id: 'd2', owner: 'B', zone: 'hand', types: ['action'], defense: 2, cost: 0 },
          { id: 'helm', owner: 'B', zone: 'equipment', types: ['equipment'], defense: 1, keywords: ['blade break'] },
        ],
      },
      [{ by: 'A', type: 'attack', card: 'strike', target: 'B' }, { by: 'A', type: 'advance', until: 'decision' }],
    );
    const t = table(whatIf(module, state, ['leastLifeLost', 'fewestLost']));
    // Dominate (7.3.2b): at most one card from hand, so d1+d2 is never offered; the helm may join either.
    expect(t.rows.map((r) => cards(r.action)).toSorted()).toEqual(['', 'd1', 'd1+helm', 'd2', 'd2+helm', 'helm'].toSorted());
    // 3 + 1 of 6 blocked: B at 18, and blade break destroys the helm as the chain closes.
    expect(cards(t.rows[0]!.action)).toBe('d1+helm');
    expect(t.rows[0]?.outcome.life.B?.after).toBe(18);
    expect(t.rows[0]?.outcome.removed.B).toEqual(['helm']);
    // Keeping the helm first: d1 alone, at 17.
    const keep = table(whatIf(module, state, ['fewestLost', 'leastLifeLost']));
    expect(cards(keep.rows[0]!.action)).toBe('d1');
    expect(keep.rows[0]?.outcome.life.B?.after).toBe(17);
  });
});

/** Every position of every shipped scenario of `game`, before each action and after the last accepted one. */
const eachScenarioPosition = async (game: 'mtg' | 'fab' | 'bs' | 'pmv', visit: (module: ReturnType<typeof answeringOf>, state: unknown, file: string) => void): Promise<number> => {
  const { readdirSync, readFileSync } = await import('node:fs');
  const { loadGame } = await import('../games/registry.ts');
  const module = answeringOf((await loadGame(game))!);
  let visited = 0;
  for (const file of readdirSync(`scenarios/${game}`).filter((f) => f.endsWith('.json'))) {
    const sc = JSON.parse(readFileSync(`scenarios/${game}/${file}`, 'utf8')) as { rules: string; setup: unknown; actions: unknown[] };
    const loaded = module.load({ rules: sc.rules, setup: sc.setup, actions: sc.actions });
    if (!loaded.ok) continue;
    let s = loaded.value.state;
    for (const a of [...loaded.value.actions, null]) {
      visit(module, s, file);
      visited++;
      const r = a === null ? null : module.apply(s, a);
      if (r === null || !r.ok) break;
      s = r.value.state;
    }
  }
  return visited;
};

describe('the play-out shortcut', () => {
  /** Every position of every shipped scenario: where the shortcut passes, the game's own fallback passes the same way. */
  test.each(['mtg', 'fab', 'bs', 'pmv'] as const)('%s: the quick pass is the fallback, on every position of every scenario', async (game) => {
    let compared = 0;
    await eachScenarioPosition(game, (module, s, file) => {
      const quick = quickPass(s);
      if (quick === null) return;
      expect(quick, file).toEqual(module.answering.fallback(s, module.prompt(s)));
      compared++;
    });
    expect(compared).toBeGreaterThan(50);
  });
});

describe('standing', () => {
  test.each(['mtg', 'fab', 'bs', 'pmv'] as const)("%s: life and losers read off the state are the summary's, on every scenario position", async (game) => {
    const visited = await eachScenarioPosition(game, (module, s, file) => {
      const summary = module.summary(s) as { life: unknown; losers: unknown };
      expect(standing(s), file).toEqual({ life: summary.life, losers: summary.losers });
    });
    expect(visited).toBeGreaterThan(100);
  });
});
