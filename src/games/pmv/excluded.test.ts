/**
 * "Why not?" in Phantom Magic Vision: while the holder may declare an attack or a defence, the
 * priority prompt lists their characters on the field it leaves out, each with the rule (6.2:
 * only an active character attacks or defends).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pmv } from './index.ts';
import { attack, chara, pass, position, refused, run } from './testkit.ts';
import { PMV_EXCLUDED, type PmvState } from './types.ts';

const priorityPrompt = (s: PmvState) => {
  const p = pmv.prompt(s);
  if (p.kind !== 'pmv.priority') throw new Error(`expected priority, got ${p.kind}`);
  return p;
};

const board = () =>
  position([
    chara('marisa', 'A', 3, 3),
    chara('reimu', 'A', 2, 4, { sleep: true }),
    chara('alice', 'B', 2, 3),
    chara('tired', 'B', 5, 5, { sleep: true }),
  ]);

describe('the attack declaration (6.2)', () => {
  it('leaves out the turn player’s sleeping character, and only that', () => {
    const p = priorityPrompt(board());
    expect(p.attackers.map((f) => f.card)).toEqual(['marisa']);
    expect(p.excluded.map((e) => [e.id, e.code, e.rule.id, e.from])).toEqual([['reimu', 'asleep', '6.2', undefined]]);
  });

  it('cites the rule the attack move refuses it under', () => {
    expect(refused(board(), attack('reimu'))).toMatchObject({ code: 'cannotAttack', rule: { id: '6.2' } });
  });

  it('lists nothing while no attack may be declared (the non-turn player, a 干渉 under way)', () => {
    const { state } = run(board(), [attack('marisa'), pass('B')]);
    const p = priorityPrompt(state);
    expect(p.player).toBe('A');
    expect(p.attackers).toEqual([]);
    expect(p.excluded).toEqual([]);
  });
});

describe('the defence declaration (6.2)', () => {
  it('leaves out the attacked player’s sleeping character', () => {
    const p = priorityPrompt(run(board(), [attack('marisa')]).state);
    expect(p.attack).toBe('marisa');
    expect(p.defenders.map((f) => f.card)).toEqual(['alice']);
    expect(p.excluded.map((e) => [e.id, e.code, e.rule.id, e.from])).toEqual([['tired', 'asleep', '6.2', undefined]]);
  });

  it('cites the rule the defend move refuses it under', () => {
    const s = run(board(), [attack('marisa')]).state;
    expect(refused(s, { type: 'defend', by: 'B', defender: 'tired' })).toMatchObject({ code: 'cannotDefend', rule: { id: '6.2' } });
  });
});

const load = (lang: string) => JSON.parse(readFileSync(new URL(`../../../locales/${lang}/pmv.json`, import.meta.url), 'utf8')) as Record<string, string>;

describe('words', () => {
  it.each(['en', 'ja'])('%s words every exclusion', (lang) => {
    const text = load(lang);
    expect(PMV_EXCLUDED.filter((c) => !text[`excluded.${c}`]?.trim())).toEqual([]);
  });
});
