/** BS invariants, checked after every transition a walk makes or tries, and along a written walk. */
import { expect } from 'vitest';
import type { Checks } from '../../engine/testing/walks.ts';
import { bs } from '../../games/bs/index.ts';
import type { BsAction, BsEvent, BsState } from '../../games/bs/types.ts';

// ---------------------------------------------------------------------------------------------
// Invariants

/** Every core a player has that the referee counts: life, reserve, core trash and the cores on their field cards. */
export const coresOf = (s: BsState, player: string): number => {
  const p = s.players[player];
  if (p === undefined) return 0;
  let onCards = 0;
  for (const id of s.order) {
    const c = s.cards[id];
    if (c?.owner === player && c.zone === 'field') onCards += c.cores;
  }
  return p.life + p.reserve + p.trashCores + onCards;
};

/** Cores that came from the void in these events, for a player: a positive life effect, 【聖命】's one core. */
export const fromVoid = (events: readonly BsEvent[], player: string): number => {
  let n = 0;
  for (const e of events) {
    if (e.type === 'lifeGained' && e.player === player) n += e.amount;
    if (e.type === 'blessed' && e.player === player) n += 1;
  }
  return n;
};

export const checkCores = (s: BsState): void => {
  for (const id of s.turnOrder) {
    const p = s.players[id];
    if (p === undefined) throw new Error(`no player ${id}`);
    expect(p.life).toBeGreaterThanOrEqual(0);
    expect(p.reserve).toBeGreaterThanOrEqual(0);
    expect(p.trashCores).toBeGreaterThanOrEqual(0);
    const place = p.soulCore;
    if (place === 'life') expect(p.life).toBeGreaterThan(0);
    else if (place === 'reserve') expect(p.reserve).toBeGreaterThan(0);
    else if (place === 'trash') expect(p.trashCores).toBeGreaterThan(0);
    else if (place !== null) {
      const card = s.cards[place];
      expect(card?.owner).toBe(id);
      expect(card?.zone).toBe('field');
      expect(card?.cores ?? 0).toBeGreaterThan(0);
    }
  }
};

export const checkZones = (s: BsState, start: BsState): void => {
  expect(new Set(s.order).size).toBe(s.order.length);
  expect(Object.keys(s.cards).toSorted()).toEqual(s.order.toSorted());
  const sum = bs.summary(s);
  for (const id of s.order) {
    const c = s.cards[id];
    if (c === undefined) throw new Error(`no card ${id}`);
    const zones = (['field', 'hand', 'trash'] as const).filter((z) => sum[z][c.owner]?.includes(id));
    expect(zones, id).toEqual([c.zone]);
    if (c.zone !== 'field') {
      expect(c.cores, id).toBe(0);
      expect(c.exhausted, id).toBe(false);
    }
    // Cards only ever leave the field or the hand for the trash.
    const was = start.cards[id]?.zone;
    if (was === 'trash') expect(c.zone).toBe('trash');
    if (c.zone === 'hand') expect(was).toBe('hand');
    if (c.zone === 'field') expect(was).toBe('field');
  }
  // At most one battle under way, and it is the last.
  const open = s.battles.filter((b) => b.result === null);
  expect(open.length).toBeLessThanOrEqual(1);
  if (s.inBattle) expect(s.battles.at(-1)?.result === null || s.battles.at(-1)?.result === 'ended' || s.gameOver).toBe(true);
};

export const checkPrompt = (s: BsState): void => {
  const p = bs.prompt(s);
  expect(bs.vocabulary.prompts).toContain(p.kind);
  expect(p.rule.game).toBe('bs');
  expect(bs.rules).toContain(p.rule.id);
  if (p.kind === 'bs.flash') for (const c of p.cards) if (c.refusal !== null) expect(bs.rules).toContain(c.refusal.rule.id);
  if (p.kind === 'bs.block' && p.mustBlock !== null) expect(bs.rules).toContain(p.mustBlock.id);
  // The summary agrees with the prompt about who holds the flash right.
  const flash = bs.summary(s).flash;
  if (p.kind === 'bs.flash') expect(flash?.holder).toBe(p.player);
  else expect(flash).toBeNull();
};

/**
 * Oracles for ❺–❼ worked out here from the contract, on the state just before the action that
 * resolved the battle (nothing else happens between the last decision and ❺).
 */
export const checkResolution = (before: BsState, action: BsAction, after: BsState): void => {
  const i = before.battles.length - 1;
  const was = before.battles[i];
  const now = after.battles[i];
  if (was === undefined || now === undefined || was.result !== null || now.result === null) return;
  const pre = bs.summary(before);
  const post = bs.summary(after);
  const defender = 'B';
  if (now.result === 'life') {
    expect(action.type).toBe('noBlock');
    const symbols = pre.symbols[now.attacker] ?? -1;
    const taken = Math.min(symbols, pre.life[defender] ?? 0);
    expect(now.lifeReduced).toBe(taken);
    expect(post.life[defender]).toBe((pre.life[defender] ?? 0) - taken);
    const blessed = before.cards[now.attacker]?.keywords.includes('blessed') === true && taken > 0;
    expect(post.life.A).toBe((pre.life.A ?? 0) + (blessed ? 1 : 0));
  }
  if (now.result === 'bp') {
    const a = pre.bp[now.attacker] ?? -1;
    const b = pre.bp[now.blocker ?? ''] ?? -1;
    const losers = a === b ? [now.attacker, now.blocker] : a < b ? [now.attacker] : [now.blocker];
    expect(now.destroyed.toSorted()).toEqual(losers.toSorted());
    for (const id of losers) expect(after.cards[id ?? '']?.zone).toBe('trash');
    expect(post.life[defender]).toBe(pre.life[defender]);
  }
  if (now.result === 'none') {
    const attackerThere = pre.field.A?.includes(now.attacker) === true;
    const blockerThere = now.blocker !== null && pre.field.B?.includes(now.blocker) === true;
    expect(now.blocker === null ? !attackerThere : !(attackerThere && blockerThere)).toBe(true);
    expect(post.life[defender]).toBe(pre.life[defender]);
  }
  if (now.result !== 'life') expect(now.lifeReduced).toBe(0);
  // ❼: battle effects are gone; the step is attack again only while the turn player has a refreshed fighter.
  if (!after.gameOver) {
    expect(after.inBattle).toBe(false);
    expect(after.modifiers.filter((m) => m.until === 'battle')).toEqual([]);
    const canAttack = after.order.some((id) => {
      const c = after.cards[id];
      return c?.owner === 'A' && c.zone === 'field' && (c.type === 'spirit' || c.type === 'ultimate') && !c.exhausted;
    });
    expect(after.step).toBe(canAttack ? 'attack' : 'end');
  } else {
    expect(now.result).toBe('life');
    expect(after.step).toBe('resolution');
  }
};

/**
 * The invariants the walks and the replay of a written walk check: cores counted where they are
 * and conserved (what comes from the void aside), zones, the prompt, and each battle's outcome.
 */
export const checks: Checks<BsState, BsAction, BsEvent> = {
  state: (start, s) => {
    checkCores(s);
    checkZones(s, start);
    checkPrompt(s);
    if (s.gameOver) expect(bs.summary(s).losers.length).toBeGreaterThan(0);
  },
  step: (before, action, after) => checkResolution(before, action, after),
  totals: (start, s, events) => {
    for (const p of ['A', 'B']) expect(coresOf(s, p), `cores of ${p}`).toBe(coresOf(start, p) + fromVoid(events, p));
  },
};
