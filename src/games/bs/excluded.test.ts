/**
 * "Why not?" in Battle Spirits: the attack (❶) and block (❸) declarations list the player's
 * spirits and ultimates on the field they leave out, each with the step of the rule manual that
 * leaves it out (only a refreshed one attacks or blocks).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bs } from './index.ts';
import { attack, position, refused, run, spirit, toBlock } from './testkit.ts';
import { BS_EXCLUDED, type BsState } from './types.ts';

const excludedOf = (s: BsState) => {
  const p = bs.prompt(s);
  if (p.kind !== 'bs.attack' && p.kind !== 'bs.block') throw new Error(`expected a declaration, got ${p.kind}`);
  return { p, why: p.excluded.map((e) => [e.id, e.code, e.rule.id]) };
};

describe('❶ the attack declaration', () => {
  const s0 = position([
    spirit('drake', 'A', 5000),
    spirit('tired', 'A', 2000, 1, { exhausted: true }),
    { id: 'shrine', owner: 'A', zone: 'field', type: 'nexus', cores: 0, exhausted: true },
    spirit('golem', 'B', 4000, 1, { exhausted: true }),
  ]);

  it('leaves out the turn player’s exhausted spirit under ❶, and only that', () => {
    const { p, why } = excludedOf(s0);
    expect(p.kind).toBe('bs.attack');
    expect(why).toEqual([['tired', 'exhausted', 'BS-RM p08 ❶']]);
    if (p.kind === 'bs.attack') expect(p.attackers.map((f) => f.card)).toEqual(['drake']);
  });

  it('cites the rule the attack move refuses it under', () => {
    expect(refused(s0, attack('tired'))).toMatchObject({ code: 'cannotAttack', rule: { id: 'BS-RM p08 ❶' } });
  });
});

describe('❸ the block declaration', () => {
  it('leaves out the defender’s exhausted spirit under ❸; the refreshed one may block', () => {
    const s0 = position([spirit('drake', 'A', 5000), spirit('golem', 'B', 4000), spirit('sleepy', 'B', 3000, 1, { exhausted: true })]);
    const { p, why } = excludedOf(run(s0, toBlock('drake')).state);
    expect(p.kind).toBe('bs.block');
    expect(why).toEqual([['sleepy', 'exhausted', 'BS-RM p08 ❸']]);
    if (p.kind === 'bs.block') expect(p.blockers.map((f) => f.card)).toEqual(['golem']);
  });

  it('the attacker, exhausted by its own attack, is not the defender’s to list', () => {
    const s0 = position([spirit('drake', 'A', 5000), spirit('golem', 'B', 4000)]);
    expect(excludedOf(run(s0, toBlock('drake')).state).why).toEqual([]);
  });
});

const load = (lang: string) => JSON.parse(readFileSync(new URL(`../../../locales/${lang}/bs.json`, import.meta.url), 'utf8')) as Record<string, string>;

describe('words', () => {
  it.each(['en', 'ja'])('%s words every exclusion', (lang) => {
    const text = load(lang);
    expect(BS_EXCLUDED.filter((c) => !text[`excluded.${c}`]?.trim())).toEqual([]);
  });
});
