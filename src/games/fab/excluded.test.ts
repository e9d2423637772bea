/**
 * "Why not?" in FaB: the defend declaration and the attacks offered at priority list the cards
 * they leave out, each with the rule that leaves it out; and the priority prompt cites the rule
 * that gives priority (the turn player's, or a pass), offering attacks to the turn player only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { JUDGE_CALL } from '../../engine/types.ts';
import { fab } from './index.ts';
import { setActiveLink } from './state.ts';
import { adv, attack, block, defend, gear, hero, jab, position, run, toDefend } from './testkit.ts';
import { FAB_EXCLUDED, type FabPrompt, type FabState } from './types.ts';

const defendPrompt = (s: FabState) => {
  const p = fab.prompt(s);
  if (p.kind !== 'fab.defend') throw new Error(`expected the defend prompt, got ${p.kind}`);
  return p;
};

const priorityPrompt = (s: FabState) => {
  const p = fab.prompt(s);
  if (p.kind !== 'fab.priority') throw new Error(`expected a priority prompt, got ${p.kind}`);
  return p;
};

const why = (p: Extract<FabPrompt, { excluded: unknown }>, id: string) => p.excluded.filter((e) => e.id === id).map((e) => [e.code, e.rule.id]);

describe('the defend declaration lists the cards it leaves out (7.3.2)', () => {
  const s0 = position([
    jab(),
    block('blk', 3),
    { id: 'sink', owner: 'B', zone: 'hand', types: ['defense reaction'], defense: 4, cost: 0 },
    { id: 'ar', owner: 'B', zone: 'hand', types: ['attack reaction'], cost: 0 },
    { id: 'helm', owner: 'B', zone: 'graveyard', types: ['equipment'], defense: 1 },
    block('kept', 2, { zone: 'arsenal' }),
    gear('chest', 1),
  ]);
  const p = defendPrompt(run(s0, toDefend('jab')).state);

  it('a defense reaction in hand is not declared (7.3.2a)', () => {
    expect(why(p, 'sink')).toEqual([['defenseReaction', '7.3.2a']]);
  });
  it('a card without a defense value cannot defend (7.3.2b)', () => {
    expect(why(p, 'ar')).toEqual([['noDefense', '7.3.2b']]);
  });
  it('destroyed equipment is not in the equipment zone (7.3.2a)', () => {
    expect(why(p, 'helm')).toEqual([['destroyed', '7.3.2a']]);
  });
  it('an arsenal card defends only with ambush (8.3.28)', () => {
    expect(why(p, 'kept')).toEqual([['notFromArsenal', '8.3.28']]);
    const amb = defendPrompt(run(position([jab(), block('amb', 2, { zone: 'arsenal', keywords: ['ambush'] })]), toDefend('jab')).state);
    expect(amb.excluded).toEqual([]);
    expect(amb.candidates).toEqual(['amb']);
  });
  it('the excluded cards are not offered, the others are, and nothing is both', () => {
    expect(p.candidates).toEqual(['blk', 'chest']);
    expect(p.excluded.map((e) => e.id).filter((id) => p.candidates.includes(id))).toEqual([]);
  });
  it('the attacker’s cards are not listed: only the defending hero’s', () => {
    expect(why(p, 'jab')).toEqual([]);
  });
});

describe('defending limits (dominate 8.3.4, overpower 8.3.22)', () => {
  it('with one card from hand left under dominate, no hand card is left out', () => {
    const s0 = position([jab({ keywords: ['dominate'] }), block('a', 2), block('b', 2), gear('chest', 1)]);
    const p = defendPrompt(run(s0, toDefend('jab')).state);
    expect(p.maxFromHand).toBe(1);
    expect(p.excluded).toEqual([]);
    expect(p.candidates).toEqual(['a', 'b', 'chest']);
  });

  it('once a card from hand defends against dominate, the other hand cards are left out under 8.3.4; equipment still defends', () => {
    const s0 = position([jab({ keywords: ['dominate'] }), block('a', 2), block('b', 2), gear('chest', 1)]);
    const at = run(s0, toDefend('jab')).state;
    // A card from hand already defends this link (as a defense reaction from hand would).
    const s = setActiveLink(at, { defenders: [{ card: 'a', player: 'B', fromHand: true, alone: true }] });
    const p = defendPrompt({ ...s, cards: { ...s.cards, a: { ...s.cards.a!, zone: 'chain' } } });
    expect(p.maxFromHand).toBe(0);
    expect(why(p, 'b')).toEqual([['dominateLimit', '8.3.4']]);
    expect(why(p, 'a')).toEqual([['alreadyDefending', '7.3.2b']]);
    expect(p.candidates).toEqual(['chest']);
  });

  it('once an action card defends against overpower, the other action cards are left out under 8.3.22', () => {
    const s0 = position([jab({ keywords: ['overpower'] }), block('a', 2), block('b', 2), gear('chest', 1)]);
    const at = run(s0, toDefend('jab')).state;
    const s = setActiveLink(at, { defenders: [{ card: 'a', player: 'B', fromHand: true, alone: true }] });
    const p = defendPrompt({ ...s, cards: { ...s.cards, a: { ...s.cards.a!, zone: 'chain' } } });
    expect(why(p, 'b')).toEqual([['overpowerLimit', '8.3.22']]);
    expect(p.candidates).toEqual(['chest']);
  });

  it('equipment that defended an earlier link is still defending (7.3.2b)', () => {
    const s0 = position([jab({ keywords: ['go again'] }), jab({ id: 'jab2' }), gear('chest', 1)]);
    const { state } = run(s0, [...toDefend('jab'), defend('chest'), adv, adv, adv, attack('jab2'), adv, adv]);
    const p = defendPrompt(state);
    expect(why(p, 'chest')).toEqual([['alreadyDefending', '7.3.2b']]);
    expect(p.candidates).toEqual([]);
  });
});

const sword = (extra: Record<string, unknown> = {}) => ({ id: 'sword', owner: 'A', zone: 'weapon', types: ['weapon'], power: 3, attackCost: 0, ...extra });

describe('the attacks offered at priority list the turn player’s cards that cannot attack', () => {
  it('a weapon that used its attacks this turn (5.2.1a)', () => {
    const p = priorityPrompt(position([sword({ attackLimit: 1, attacksThisTurn: 1 }), jab()]));
    expect(why(p, 'sword')).toEqual([['attackLimitReached', '5.2.1a']]);
    expect(p.excluded.find((e) => e.id === 'sword')?.params).toMatchObject({ limit: 1 });
    expect(p.attacks.map((a) => a.card)).toEqual(['jab']);
  });

  it('a card whose cost nothing can pay (1.14.2b)', () => {
    const p = priorityPrompt(position([jab({ cost: 3 }), { id: 'red', owner: 'A', zone: 'hand', types: ['action'], defense: 2, pitch: 1 }]));
    expect(why(p, 'jab')).toEqual([['cannotPay', '1.14.2b']]);
    expect(p.excluded[0]?.params).toEqual({ cost: 3, resources: 1 });
    expect(p.attacks).toEqual([]);
  });

  it('every attack, with no action point left (8.1.1c)', () => {
    const p = priorityPrompt(position([jab(), sword()], [hero('A', 20, 0), hero('B', 20)]));
    expect(p.excluded.map((e) => [e.id, e.code, e.rule.id])).toEqual([
      ['jab', 'noActionPoint', '8.1.1c'],
      ['sword', 'noActionPoint', '8.1.1c'],
    ]);
  });

  it('a weapon whose chain link has resolved is offered again, not left out (7.2.3b)', () => {
    const s0 = position([sword({ attackLimit: 2 }), jab()], [hero('A', 20, 2), hero('B', 20)]);
    const { state } = run(s0, [attack('sword'), adv, adv, defend(), adv, adv, adv]);
    expect(state.step).toBe('resolution');
    const p = priorityPrompt(state);
    expect(p.attacks.map((a) => a.card)).toContain('sword');
    expect(why(p, 'sword')).toEqual([]);
  });

  it('nothing is listed while no card could attack at all (a chain link under way)', () => {
    const { state } = run(position([jab(), jab({ id: 'jab2' })]), [attack('jab')]);
    const p = priorityPrompt(state);
    expect(p.attacks).toEqual([]);
    expect(p.excluded).toEqual([]);
  });
});

describe('priority: the rule that gives it, and attacks for the turn player only', () => {
  const s0 = position([jab(), { id: 'bjab', owner: 'B', zone: 'hand', name: 'B jab', types: ['action', 'attack'], power: 3, defense: 2, cost: 0 }], [hero('A', 20, 1), hero('B', 20, 1)]);

  it('the first prompt gives the turn player priority under 4.3.3, not a judge’s call', () => {
    const p = priorityPrompt(s0);
    expect(p.player).toBe('A');
    expect(p.rule.id).toBe('4.3.3');
    expect(p.rule.id).not.toBe(JUDGE_CALL);
    expect(p.attacks.map((a) => a.card)).toEqual(['jab']);
  });

  it('the non-turn player, passed priority, holds it under 1.11.4a and is offered no attack (1.13.2b)', () => {
    const { state } = run(s0, [{ type: 'pass', by: 'A' }]);
    const p = priorityPrompt(state);
    expect(p.player).toBe('B');
    expect(p.rule.id).toBe('1.11.4a');
    expect(p.attacks).toEqual([]);
    // The engine agrees: B's attack is refused as B is not the turn player.
    const refused = fab.apply(state, { type: 'attack', by: 'B', card: 'bjab', target: 'A' });
    expect(refused.ok ? null : [refused.error.code, refused.error.rule.id]).toEqual(['notTurnPlayer', '1.13.2b']);
  });
});

it('in every scenario, each exclusion cites a rule the module knows and never names an offered card', () => {
  const dir = new URL('../../../scenarios/fab/', import.meta.url);
  let seen = 0;
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    const file = JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as { setup: unknown; actions: unknown };
    const loaded = fab.load({ rules: 'current', setup: file.setup, actions: file.actions });
    if (!loaded.ok) continue;
    let s = loaded.value.state;
    for (const a of [null, ...loaded.value.actions]) {
      if (a !== null) {
        const next = fab.apply(s, a);
        if (!next.ok) break;
        s = next.value.state;
      }
      const p = fab.prompt(s);
      if (p.kind !== 'fab.priority' && p.kind !== 'fab.defend') continue;
      const offered = p.kind === 'fab.defend' ? p.candidates : p.attacks.map((o) => o.card);
      for (const e of p.excluded) {
        seen++;
        expect(fab.rules, f).toContain(e.rule.id);
        expect(offered, f).not.toContain(e.id);
      }
    }
  }
  expect(seen).toBeGreaterThan(10);
});

const load = (lang: string) => JSON.parse(readFileSync(new URL(`../../../locales/${lang}/fab.json`, import.meta.url), 'utf8')) as Record<string, string>;

describe('words', () => {
  it.each(['en', 'ja'])('%s words every exclusion', (lang) => {
    const text = load(lang);
    expect(FAB_EXCLUDED.filter((c) => !text[`excluded.${c}`]?.trim())).toEqual([]);
  });
});
