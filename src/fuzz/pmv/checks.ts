/** PMV invariants, checked after every transition a walk makes or tries, and along a written walk. */
import { expect } from 'vitest';
import type { Checks } from '../../engine/testing/walks.ts';
import { pmv } from '../../games/pmv/index.ts';
import { attackOf, damageOf, toughnessOf } from '../../games/pmv/state.ts';
import type { PmvAction, PmvEvent, PmvState } from '../../games/pmv/types.ts';

// ---------------------------------------------------------------------------------------------
// Invariants

/** Every card is in exactly one zone, and only a card on the field is damaged or asleep. */
export const checkZones = (s: PmvState): void => {
  expect(new Set(s.order).size).toBe(s.order.length);
  expect(Object.keys(s.cards).toSorted()).toEqual(s.order.toSorted());
  const sum = pmv.summary(s);
  const playing = new Set(s.stack.flatMap((u) => (u.kind === 'play' ? [u.card] : [])));
  for (const id of s.order) {
    const c = s.cards[id];
    if (c === undefined) throw new Error(`no card ${id}`);
    const zones = (['field', 'hand', 'underworld'] as const).filter((z) => sum[z][c.owner]?.includes(id));
    // Exactly one zone; a card being played is in none of the lists, and in the 干渉.
    if (c.zone === 'play') {
      expect(zones, id).toEqual([]);
      expect(playing.has(id), id).toBe(true);
    } else {
      expect(zones, id).toEqual([c.zone]);
      expect(playing.has(id), id).toBe(false);
    }
    if (c.zone !== 'field') {
      expect(c.damage + c.combatDamage, id).toBe(0);
      expect(c.sleep, id).toBe(false);
    }
  }
};

/** Cards move hand → play → field or 冥界, field → 冥界; 冥界 is final. */
export const checkMoves = (s: PmvState, before: PmvState): void => {
  for (const id of s.order) {
    const c = s.cards[id];
    if (c === undefined) throw new Error(`no card ${id}`);
    const was = before.cards[id]?.zone;
    if (was === 'underworld') expect(c.zone, id).toBe('underworld');
    if (c.zone === 'hand') expect(was, id).toBe('hand');
    if (c.zone === 'play') expect(['hand', 'play'], id).toContain(was);
    if (c.zone === 'field') expect(['field', 'play'], id).toContain(was);
  }
};

/** Nothing on the field is left 決死; combat damage lives only in a combat; nobody holds priority at 0 life or less. */
export const checkBoard = (s: PmvState): void => {
  for (const id of s.order) {
    const c = s.cards[id];
    if (c === undefined || c.zone !== 'field' || c.type !== 'character') continue;
    const toughness = toughnessOf(s, c);
    expect(toughness, id).toBeGreaterThan(0);
    expect(damageOf(c), id).toBeLessThan(toughness);
    if (!s.inCombat) expect(c.combatDamage, id).toBe(0);
    expect(Number.isInteger(attackOf(s, c))).toBe(true);
  }
  if (s.priority !== null) for (const p of s.turnOrder) expect(s.players[p]?.life ?? 0, p).toBeGreaterThan(0);
  if (s.gameOver) {
    const losers = pmv.summary(s).losers;
    expect(losers.length).toBeGreaterThan(0);
    for (const p of losers) expect(s.players[p]?.life ?? 1).toBeLessThanOrEqual(0);
  }
  // The summary agrees with the prompt about who decides.
  const p = pmv.prompt(s);
  const sum = pmv.summary(s);
  if (p.kind === 'pmv.priority') expect(sum.priority).toBe(p.player);
  else expect(sum.priority).toBeNull();
  if (p.kind === 'pmv.graze') expect(sum.graze).toEqual({ player: p.player, cards: p.cards });
};

/** Life change the events account for, per player: damage dealt to them, 貫通, life lost (negative) and gained. */
export const lifeDelta = (events: readonly PmvEvent[], player: string): number => {
  let n = 0;
  for (const e of events) {
    if (e.type === 'damageDealt' && e.target === player) n -= e.amount;
    if (e.type === 'pierced' && e.player === player) n -= e.amount;
    if (e.type === 'lifeLost' && e.player === player) n -= e.amount;
    if (e.type === 'lifeGained' && e.player === player) n += e.amount;
  }
  return n;
};

/** Node and deck changes the events account for: costs sleep and discard nodes; a graze moves deck cards to sleeping nodes. */
export const nodeDelta = (events: readonly PmvEvent[], player: string): { active: number; sleep: number; deck: number } => {
  const d = { active: 0, sleep: 0, deck: 0 };
  for (const e of events) {
    if (e.type === 'costPaid' && e.player === player) {
      expect(e.slept + e.discarded).toBe(e.amount);
      d.active -= e.slept;
      d.sleep += e.slept - e.discarded;
    }
    if (e.type === 'grazed' && e.player === player) {
      d.deck -= e.cards;
      d.sleep += e.cards;
    }
  }
  return d;
};

export const checkAccounting = (before: PmvState, after: PmvState, events: readonly PmvEvent[], what: string): void => {
  for (const id of after.turnOrder) {
    const b = before.players[id];
    const a = after.players[id];
    if (b === undefined || a === undefined) throw new Error(`no player ${id}`);
    expect(a.life - b.life, `life of ${id} after ${what}`).toBe(lifeDelta(events, id));
    const d = nodeDelta(events, id);
    expect({ active: a.nodes.active - b.nodes.active, sleep: a.nodes.sleep - b.nodes.sleep, deck: a.deck - b.deck }, `nodes and deck of ${id} after ${what}`).toEqual(d);
    expect(a.nodes.active).toBeGreaterThanOrEqual(0);
    expect(a.nodes.sleep).toBeGreaterThanOrEqual(0);
    expect(a.deck).toBeGreaterThanOrEqual(0);
  }
};

export const checkPrompt = (s: PmvState): void => {
  const p = pmv.prompt(s);
  expect(pmv.vocabulary.prompts).toContain(p.kind);
  expect(p.rule.game).toBe('pmv');
  expect(pmv.rules).toContain(p.rule.id);
  if (p.kind === 'pmv.priority') {
    for (const c of p.cards) {
      if (c.refusal !== null) {
        expect(pmv.rules).toContain(c.refusal.rule.id);
        expect(pmv.vocabulary.errors).toContain(c.refusal.code);
      }
      expect(c.playable).toBe(c.refusal === null);
    }
  }
};

/** The invariants the walks and the replay of a written walk check. */
export const checks: Checks<PmvState, PmvAction, PmvEvent> = {
  state: (_start, s) => {
    checkZones(s);
    checkBoard(s);
    checkPrompt(s);
  },
  step: (before, action, after, events) => {
    checkAccounting(before, after, events, JSON.stringify(action));
    checkMoves(after, before);
  },
};
