/** MTG invariants and oracles worked out here from the rules, checked at every step of a walk, and the illegal actions the walk tries. */
import { expect } from 'vitest';
import { tryAction, type Checks, type WalkRun } from '../../engine/testing/walks.ts';
import type { PlayerId } from '../../engine/types.ts';
import { mtg } from '../../games/mtg/index.ts';
import { MTG_STEPS } from '../../games/mtg/types.ts';
import { type Rng } from './setup.ts';
import { type Perm, type Pair, type BlockPrompt, blockSpace, field, onBattlefield, kw, isType, power, toughness, left, stillIn, opponentsOf, defenderOfTarget, inCombat, hasQuality, minBlockersOf, losing, restrictionBroken, requirementsObeyed, type BlockSpace } from './read.ts';
import type { MtgAction, MtgEvent, MtgPrompt, MtgState } from '../../games/mtg/types.ts';

// ---------------------------------------------------------------------------------------------
// Invariants, checked after every step

export const zonesOk = (s: MtgState): void => {
  const summary = mtg.summary(s);
  const seen = [...summary.battlefield, ...summary.graveyard, ...summary.exile, ...summary.left];
  expect(new Set(seen).size, 'a permanent is listed in two zones').toBe(seen.length);
  expect(new Set(seen)).toEqual(new Set(Object.keys(s.objects)));
  for (const [id, p] of Object.entries(s.objects)) {
    expect(p.id).toBe(id);
    // 800.4a: what a player who left owned left with them, and nothing else is in that zone.
    expect(p.zone === 'left', `800.4a ${id} is in zone left exactly when its owner left`).toBe(left(s, p.owner));
  }
};

/**
 * Life moves only through logged events: the total of lifeChanged equals the change; damage to a
 * player became life loss (120.3a) or, from infect, poison counters (120.3b).
 */
export const lifeOk = (before: MtgState, after: MtgState, events: readonly MtgEvent[]): void => {
  for (const id of after.turnOrder) {
    const delta = (after.players[id]?.life ?? 0) - (before.players[id]?.life ?? 0);
    let damage = 0;
    let changes = 0;
    let lost = 0;
    let infected = 0;
    for (const e of events) {
      if (e.type === 'damageDealt' && e.target === id) damage += e.amount;
      if (e.type === 'lifeChanged' && e.player === id) {
        changes += e.amount;
        if (e.rule.id === '120.3a') lost -= e.amount;
      }
      if (e.type === 'poisoned' && e.player === id && e.rule.id === '120.3b') infected += e.amount;
    }
    expect(changes, `life of ${id}: sum of lifeChanged`).toBe(delta);
    expect(lost + infected, `damage to ${id} is life loss or poison counters`).toBe(damage);
  }
};

/**
 * Poison counters (704.5c): they go down only through a `poison` effect (608.2c); each event's
 * total is the new count; toxic gives each player dealt combat damage its counters (702.164c).
 */
export const poisonOk = (before: MtgState, after: MtgState, events: readonly MtgEvent[]): void => {
  for (const id of after.turnOrder) {
    const was = before.players[id]?.poison ?? 0;
    const now = after.players[id]?.poison ?? 0;
    const mine = events.filter((e): e is Extract<MtgEvent, { type: 'poisoned' }> => e.type === 'poisoned' && e.player === id);
    for (const e of mine) if (e.rule.id !== '608.2c') expect(e.amount, `${e.rule.id} adds poison counters`).toBeGreaterThan(0);
    expect(now, `poison of ${id}: the last poisoned event's total`).toBe(mine.length === 0 ? was : mine[mine.length - 1]!.total);
    if (now < was) expect(mine.some((e) => e.rule.id === '608.2c' && e.amount < 0), `poison of ${id} went down without a poison effect`).toBe(true);
    let toxic = 0;
    for (const e of events)
      if (e.type === 'damageDealt' && e.combat && e.target === id && e.source !== null) toxic += before.objects[e.source]?.toxic ?? 0;
    const given = mine.filter((e) => e.rule.id === '702.164c').reduce((n, e) => n + e.amount, 0);
    expect(given, `702.164c toxic counters given to ${id}`).toBe(toxic);
  }
};

/** 903.10a: per player, each commander's tally is the set-up value plus the combat damage it has dealt them. */
export type Tally = Map<string, number>; // `${player}>${commander}` -> combat damage so far
export const commanderOk = (s: MtgState, tally: Tally, events: readonly MtgEvent[]): void => {
  for (const e of events)
    if (e.type === 'damageDealt' && e.combat && e.source !== null && s.objects[e.source]?.commander === true && s.players[e.target] !== undefined) {
      const key = `${e.target}>${e.source}`;
      tally.set(key, (tally.get(key) ?? 0) + e.amount);
    }
  for (const id of s.turnOrder)
    for (const c of Object.values(s.objects).filter((o) => o.commander))
      expect(s.players[id]?.commanderDamage[c.id] ?? 0, `903.10a damage from ${c.id} to ${id}`).toBe(tally.get(`${id}>${c.id}`) ?? 0);
};

/**
 * 704.5a, 704.5c, 704.6c, 800.4a, 104.4a: who has lost, who has left, and whether the game is
 * over, checked whenever someone would hold priority or the game is over.
 */
export const lossesOk = (s: MtgState): void => {
  const p = mtg.prompt(s) as MtgPrompt;
  if (p.kind !== 'mtg.priority' && p.kind !== 'mtg.gameOver') return;
  for (const id of s.turnOrder) {
    if (losing(s, id)) expect(s.players[id]?.lost, `704.5a/704.5c/704.6c ${id} has lost`).toBe(true);
    if (s.players[id]?.left === true) expect(s.players[id]?.lost, `${id} left without losing`).toBe(true);
  }
  const standing = s.turnOrder.filter((id) => s.players[id]?.lost !== true);
  expect(s.gameOver, `104.4a / 800.4: the game is over when at most one player is left (${standing.join(',')})`).toBe(standing.length <= 1);
  if (!s.gameOver) for (const id of s.turnOrder) expect(s.players[id]?.lost === true, `800.4a ${id} lost but is still in the game`).toBe(left(s, id));
  if (p.kind === 'mtg.gameOver') expect(p.draw, '104.4a draw when everyone left lost at once').toBe(standing.length === 0);
};

/**
 * 800.4a, 508.1b, 802.4: a player who left controls and owns nothing on the battlefield and has no
 * part in combat; attacks are against opponents of the active player; each blocker blocks only
 * attackers whose defending player is its controller.
 */
export const combatRolesOk = (s: MtgState, atDeclaration: boolean): void => {
  for (const id of s.turnOrder) {
    if (!left(s, id)) continue;
    for (const p of field(s)) expect(p.controller !== id && p.owner !== id, `800.4a ${p.id} stays on the battlefield with ${id}, who left`).toBe(true);
    expect(s.pending?.player, `800.4a ${id} left but is asked to decide`).not.toBe(id);
    expect(s.priority?.holder, `800.4a ${id} left but holds priority`).not.toBe(id);
    if (!s.ended && !s.gameOver) expect(s.active, `800.4a the active player ${id} left but combat goes on`).not.toBe(id);
  }
  const opponents = new Set(s.turnOrder.filter((id) => id !== s.active));
  for (const a of s.combat.attackers) {
    const p = s.objects[a.id];
    expect(p?.zone, `506.4 attacker ${a.id} is on the battlefield`).toBe('battlefield');
    expect(p?.controller, `508.1a attacker ${a.id} is the active player's`).toBe(s.active);
    const d = defenderOfTarget(s, a.target);
    expect(d !== null && opponents.has(d), `508.1b ${a.id} attacks ${a.target}, of an opponent`).toBe(true);
    // As declared, the target is an opponent still in the game (or theirs); one may leave later (800.4e).
    if (atDeclaration) {
      expect(d !== null && !left(s, d), `508.1b ${a.id} attacks ${a.target}, of a player still in the game`).toBe(true);
      if (s.players[a.target] === undefined) expect(onBattlefield(s, a.target), `508.1b ${a.target} is on the battlefield`).toBe(true);
    }
  }
  for (const b of s.combat.blockers) {
    const p = s.objects[b.id];
    expect(p?.zone, `506.4 blocker ${b.id} is on the battlefield`).toBe('battlefield');
    if (p === undefined) continue;
    expect(left(s, p.controller), `800.4a ${b.id} blocks for a player who left`).toBe(false);
    for (const id of b.blocking) {
      const a = s.combat.attackers.find((x) => x.id === id);
      expect(a, `${b.id} blocks ${id}, which is attacking`).toBeDefined();
      if (a === undefined) continue;
      expect(defenderOfTarget(s, a.target), `802.4 ${b.id} blocks ${id}, which attacks its controller ${p.controller} or theirs`).toBe(p.controller);
      expect(a.blockers, `${id} lists its blocker ${b.id}`).toContain(b.id);
    }
    const limit = p.blockLimit === 'any' ? Number.POSITIVE_INFINITY : p.blockLimit;
    expect(b.blocking.length, `509.1a ${b.id} blocks at most ${String(p.blockLimit)}`).toBeLessThanOrEqual(limit);
  }
};

/** 800.4e: no combat damage is assigned or dealt to a player who has left. */
export const noDamageToLeftOk = (before: MtgState, events: readonly MtgEvent[]): void => {
  for (const e of events)
    if ((e.type === 'damageAssigned' || e.type === 'damageDealt') && before.players[e.target] !== undefined)
      expect(left(before, e.target), `800.4e ${e.type} to ${e.target}, who left`).toBe(false);
};

export const roundTripOk = (s: MtgState): void => {
  expect(JSON.parse(JSON.stringify(s))).toEqual(s);
};

// ---------------------------------------------------------------------------------------------
// Oracles: what the rules say the options and the board must be, worked out here from the state
// without the engine's own helpers, and compared with what the engine offers.

/** 508.1a, 302.6, 702.10b, 702.3b: who may attack; 508.1b, 310.8b, 802.2: what they may attack. */
export const attackOracle = (s: MtgState, p: Extract<MtgPrompt, { kind: 'mtg.declareAttackers' }>): void => {
  expect(p.player, '508.1 the active player declares').toBe(s.active);
  const may = field(s).filter(
    (c) =>
      isType(c, 'creature') &&
      !isType(c, 'battle') &&
      c.controller === s.active &&
      !c.tapped &&
      (!c.summoningSick || kw(c, 'haste')) &&
      !kw(c, 'defender'),
  );
  const defenders = opponentsOf(s);
  const targets = [
    ...defenders,
    ...field(s)
      .filter((o) => (isType(o, 'planeswalker') && defenders.includes(o.controller)) || (isType(o, 'battle') && o.protector !== null && defenders.includes(o.protector)))
      .map((o) => o.id),
  ];
  expect(new Set(p.candidates.map((c) => c.id)), '508.1a attack candidates').toEqual(new Set(may.map((c) => c.id)));
  for (const c of p.candidates) expect(new Set(c.targets), `508.1b targets of ${c.id}`).toEqual(new Set(targets));
};

/** 509.1a-b, 702.9b, 702.16f, 702.17b, 702.111b, 802.4: who declares, who may block which attacker, how many. */
export const blockOracle = (s: MtgState, p: BlockPrompt, space: BlockSpace | null): void => {
  const d = p.player;
  expect(d, '509.1 the active player does not block').not.toBe(s.active);
  expect(left(s, d), `800.4a ${d} left`).toBe(false);
  // 802.4: the defending players declare one after another in turn order; this is the first still to.
  const done = new Set(s.combat.blocksDeclared ?? []);
  const attacked = stillIn(s).filter((id) => s.combat.attackers.some((a) => defenderOfTarget(s, a.target) === id) && !done.has(id));
  expect(d, '802.4 the next defending player in turn order').toBe(attacked[0]);
  const against = s.combat.attackers
    .filter((a) => defenderOfTarget(s, a.target) === d)
    .map((a) => s.objects[a.id])
    .filter((a): a is Perm => a !== undefined && a.zone === 'battlefield');
  expect(new Set(p.attackers), `802.4 attackers ${d} may block`).toEqual(new Set(against.map((a) => a.id)));
  const expected = new Map<string, Set<string>>();
  const limits = new Map<string, number | 'any'>();
  for (const b of field(s)) {
    // A creature that is also a battle can't block (509.1a); nor a tapped one, nor one that can't.
    if (!isType(b, 'creature') || isType(b, 'battle') || b.controller !== d || b.tapped || kw(b, "can't block")) continue;
    const can = against.filter(
      (a) =>
        !kw(a, 'unblockable') &&
        (!kw(a, 'flying') || kw(b, 'flying') || kw(b, 'reach')) &&
        !a.protection.some((q) => hasQuality(b, q)) &&
        (a.blockableOnlyBy.length === 0 || a.blockableOnlyBy.some((q) => hasQuality(b, q))),
    );
    expected.set(b.id, new Set(can.map((a) => a.id)));
    limits.set(b.id, b.blockLimit);
  }
  expect(new Map(p.candidates.map((c) => [c.id, new Set(c.canBlock)])), '509.1 block candidates').toEqual(expected);
  expect(new Map(p.candidates.map((c) => [c.id, c.limit])), '509.1a how many each may block').toEqual(limits);
  expect(new Set(p.menace), '702.111b menace attackers').toEqual(new Set(against.filter((a) => kw(a, 'menace')).map((a) => a.id)));
  expect(p.minBlockers, '509.1b "N or more"').toEqual(Object.fromEntries(against.filter((a) => minBlockersOf(a) > 1).map((a) => [a.id, minBlockersOf(a)])));
  // 509.1c: the suggestion breaks no restriction and obeys as many requirements as any legal declaration.
  const candidates = new Map(p.candidates.map((c) => [c.id, c]));
  for (const x of p.suggested) expect(candidates.get(x.id)?.canBlock, `suggested ${x.id} blocks ${x.blocks}`).toContain(x.blocks);
  expect(restrictionBroken(s, p.suggested), `suggested ${JSON.stringify(p.suggested)}`).toBeNull();
  if (space !== null)
    expect(requirementsObeyed(s, p, p.suggested), `509.1c suggested ${JSON.stringify(p.suggested)} obeys the most requirements`).toBe(space.max);
};

/** 510.1c-d, 702.2c, 702.19b-c, 800.4e: each recipient's lethal damage (less what others assign it) and the trample outlet. */
export const assignOracle = (s: MtgState, p: Extract<MtgPrompt, { kind: 'mtg.assignDamage' }>): void => {
  for (const option of p.sources) {
    const source = s.objects[option.source];
    expect(source?.zone, `${option.source} deals damage from the battlefield`).toBe('battlefield');
    if (source === undefined) continue;
    expect(option.amount, `510.1a ${option.source} assigns its power`).toBe(power(source));
    for (const r of option.recipients) {
      const target = s.objects[r.target];
      expect(target?.zone, `${r.target} is on the battlefield`).toBe('battlefield');
      if (target === undefined) continue;
      // 510.1c-d, 702.19b: damage other creatures have already assigned to it in this step counts towards lethal.
      const others = (s.assigned ?? []).filter((x) => x.target === r.target && x.source !== option.source).reduce((n, x) => n + x.amount, 0);
      const rest = Math.max(0, toughness(target) - target.damage - others);
      expect(r.lethal, `lethal damage for ${r.target}`).toBe(kw(source, 'deathtouch') ? Math.min(1, rest) : rest);
    }
    if (option.trampleTo !== null) {
      expect(kw(source, 'trample') || kw(source, 'trample over planeswalkers'), '702.19b only a trampler has an outlet').toBe(true);
      expect(s.players[option.trampleTo] !== undefined && left(s, option.trampleTo), '800.4e no outlet to a player who left').toBe(false);
    }
    if (option.beyond !== null) {
      expect(kw(source, 'trample over planeswalkers'), '702.19c only trample over planeswalkers goes past one').toBe(true);
      expect(left(s, option.beyond), '800.4e nothing past a planeswalker to a player who left').toBe(false);
    }
  }
};

/** 704.3 / 117.5: state-based actions are done before anyone gets priority. */
export const sbaOracle = (s: MtgState): void => {
  if (s.gameOver) return;
  for (const id of stillIn(s)) expect(s.players[id]?.life ?? 0, `704.5a ${id} still in the game`).toBeGreaterThan(0);
  for (const p of field(s)) {
    if (isType(p, 'creature')) {
      expect(toughness(p), `704.5f ${p.id}`).toBeGreaterThan(0);
      if (!kw(p, 'indestructible')) {
        expect(p.damage, `704.5g ${p.id}`).toBeLessThan(toughness(p));
        expect(p.deathtouched && p.damage > 0, `704.5h ${p.id}`).toBe(false);
      }
    }
    if (isType(p, 'planeswalker')) expect(p.loyalty, `704.5i ${p.id}`).toBeGreaterThan(0);
    if (isType(p, 'battle')) expect(p.defense, `704.5v ${p.id}`).toBeGreaterThan(0);
  }
};

/** 510.4 / 702.7b: a first-strike damage step exactly when a creature in combat has first or double strike. */
export const firstStrikeOracle = (before: MtgState, after: MtgState): void => {
  if (before.step !== 'declare-blockers' || after.step === 'declare-blockers' || after.step === 'end-of-combat' || after.ended) return;
  const striker = inCombat(before).some((p) => kw(p, 'first strike') || kw(p, 'double strike'));
  expect(after.step, '510.4 first-strike step').toBe(striker ? 'first-strike-damage' : 'combat-damage');
};

/** 117.3b-c: the caster keeps priority; after a resolution the active player gets it. */
export const priorityOracle = (before: MtgState, action: MtgAction, after: MtgState): void => {
  const p = mtg.prompt(after) as MtgPrompt;
  if (p.kind !== 'mtg.priority') return;
  if (action.type === 'cast') expect(p.player, '117.3c caster keeps priority').toBe(action.by);
  if (after.step === before.step && after.stack.length < before.stack.length) expect(p.player, '117.3b after resolution').toBe(after.active);
};

/**
 * 510.1a, 510.2, 510.4: follows one combat damage step across the actions it spans (forced
 * assignments are made as the step begins, chosen ones later) and, once damage is dealt,
 * checks that only the creatures allowed in this step assigned damage, each exactly its
 * power, and that every assigned point was either dealt or prevented.
 */
export type DamageStep = {
  step: 'first-strike-damage' | 'combat-damage';
  power: Map<string, number>; // power of each creature in combat as the step began
  allowed: Set<string>; // who may assign damage in this step (510.4)
  mustAssign: Set<string>; // who has power and something to assign it to (510.1b-d, 702.19d)
  assigned: Map<string, number>; // source -> total, and `${source}>${target}` -> amount
  landed: Map<string, number>; // `${source}>${target}` -> dealt + prevented
  checked: boolean;
};

/** Whether an attacker or blocker has anything to assign combat damage to (510.1b-d, 506.4c, 702.19d, 800.4e). */
export const hasRecipient = (s: MtgState, id: string): boolean => {
  const attacker = s.combat.attackers.find((a) => a.id === id);
  if (attacker !== undefined) {
    const player = s.players[attacker.target];
    const targetStands = player !== undefined ? !player.left : onBattlefield(s, attacker.target);
    if (!attacker.blocked) return targetStands;
    const blockerLeft = attacker.blockers.some((b) => onBattlefield(s, b) && s.combat.blockers.some((x) => x.id === b));
    const self = s.objects[id];
    return blockerLeft || (self !== undefined && (kw(self, 'trample') || kw(self, 'trample over planeswalkers')) && targetStands);
  }
  const blocker = s.combat.blockers.find((b) => b.id === id);
  return blocker !== undefined && blocker.blocking.some((a) => onBattlefield(s, a) && s.combat.attackers.some((x) => x.id === a));
};

export type DamageTracker = { current: DamageStep | null; firstStrikers: Set<string> | null };

const strikes = (p: Perm): boolean => kw(p, 'first strike') || kw(p, 'double strike');

export const trackDamage = (t: DamageTracker, before: MtgState, after: MtgState, events: readonly MtgEvent[]): void => {
  for (const e of events) {
    if (e.type === 'stepBegan' && (e.step === 'first-strike-damage' || e.step === 'combat-damage')) {
      const fighters = inCombat(before);
      if (e.step === 'first-strike-damage') t.firstStrikers = new Set(fighters.filter(strikes).map((p) => p.id));
      const first = t.firstStrikers;
      const allowed =
        e.step === 'first-strike-damage'
          ? (first ?? new Set<string>())
          : new Set(fighters.filter((p) => first === null || !first.has(p.id) || kw(p, 'double strike')).map((p) => p.id));
      const powers = new Map(fighters.map((p) => [p.id, power(p)]));
      t.current = {
        step: e.step,
        power: powers,
        allowed,
        mustAssign: new Set([...allowed].filter((id) => (powers.get(id) ?? 0) > 0 && hasRecipient(before, id))),
        assigned: new Map(),
        landed: new Map(),
        checked: false,
      };
    }
    const cur = t.current;
    if (cur === null) continue;
    if (e.type === 'damageAssigned') {
      cur.assigned.set(e.source, (cur.assigned.get(e.source) ?? 0) + e.amount);
      const key = `${e.source}>${e.target}`;
      cur.assigned.set(key, (cur.assigned.get(key) ?? 0) + e.amount);
    }
    if ((e.type === 'damageDealt' && e.combat) || (e.type === 'damagePrevented' && after.step === cur.step && e.source !== null)) {
      const key = `${e.source}>${e.target}`;
      cur.landed.set(key, (cur.landed.get(key) ?? 0) + e.amount);
    }
  }
  const cur = t.current;
  if (cur === null || cur.checked || after.step !== cur.step || after.pending !== null) return;
  cur.checked = true;
  for (const [key, amount] of cur.assigned) {
    if (key.includes('>')) {
      expect(cur.landed.get(key) ?? 0, `510.2 ${key}: every assigned point is dealt or prevented`).toBe(amount);
      continue;
    }
    expect(cur.allowed.has(key), `510.4 ${key} may assign damage in ${cur.step}`).toBe(true);
    expect(amount, `510.1a ${key} assigns exactly its power`).toBe(cur.power.get(key));
  }
  for (const id of cur.mustAssign) expect(cur.assigned.has(id), `510.1 ${id} assigns its combat damage in ${cur.step}`).toBe(true);
};

/** The oracles on a transition (those on the state reached run as the walk reaches it, stateOk). */
export const oracles = (before: MtgState, action: MtgAction, after: MtgState): void => {
  firstStrikeOracle(before, after);
  priorityOracle(before, action, after);
  expect(MTG_STEPS.indexOf(after.step), 'steps never go back').toBeGreaterThanOrEqual(MTG_STEPS.indexOf(before.step));
};

// ---------------------------------------------------------------------------------------------
// Illegal actions

export const someone = (s: MtgState, p: MtgPrompt): PlayerId => s.turnOrder.find((id) => id !== p.player) ?? 'nobody';

export type Illegal = { why: string; action: MtgAction; codes?: readonly string[] };

/** Actions the rules refuse in the current state, each with why (and, where the rules name it, the refusal). */
export const illegalActions = (rng: Rng, s: MtgState, space: BlockSpace | null): Illegal[] => {
  const p = mtg.prompt(s) as MtgPrompt;
  const out: Illegal[] = [];
  if (p.kind === 'mtg.gameOver' || p.kind === 'mtg.combatOver') {
    for (const by of s.turnOrder) {
      out.push({ why: `${p.kind}: pass`, action: { type: 'pass', by } });
      out.push({ why: `${p.kind}: cast`, action: { type: 'cast', by, effect: { kind: 'life', player: by, amount: 1 } } });
    }
    out.push({ why: `${p.kind}: advance`, action: { type: 'advance', by: s.active } });
    return out;
  }
  const wrong = someone(s, p);
  const gone = s.turnOrder.find((id) => left(s, id));
  out.push({ why: 'unknown id', action: { type: 'declareAttackers', by: s.active, attackers: [{ id: 'no-such-id', target: wrong }] } });
  out.push({ why: 'unknown target', action: { type: 'cast', by: p.player, effect: { kind: 'destroy', target: 'no-such-id' } } });
  switch (p.kind) {
    case 'mtg.priority': {
      out.push({ why: 'wrong player passes', action: { type: 'pass', by: wrong } });
      out.push({ why: 'wrong player casts', action: { type: 'cast', by: wrong, effect: { kind: 'life', player: wrong, amount: 1 } } });
      out.push({ why: 'attackers outside 508.1', action: { type: 'declareAttackers', by: s.active, attackers: [] } });
      if (gone !== undefined)
        out.push({ why: 'life for a player who left', action: { type: 'cast', by: p.player, effect: { kind: 'life', player: gone, amount: 1 } }, codes: ['illegalTarget'] });
      const shielded = field(s).find((o) => o.protection.includes('everything'));
      if (shielded !== undefined)
        out.push({ why: 'target protected from everything', action: { type: 'cast', by: p.player, effect: { kind: 'tap', target: shielded.id } }, codes: ['protectionTarget'] });
      break;
    }
    case 'mtg.declareAttackers': {
      out.push({ why: 'wrong player declares', action: { type: 'declareAttackers', by: wrong, attackers: [] } });
      out.push({ why: 'pass instead of declaring', action: { type: 'pass', by: p.player } });
      const tapped = field(s).find((o) => o.controller === s.active && o.tapped && isType(o, 'creature'));
      if (tapped !== undefined)
        out.push({ why: 'tapped attacker', action: { type: 'declareAttackers', by: p.player, attackers: [{ id: tapped.id, target: wrong }] } });
      const first = p.candidates[0];
      if (first !== undefined && first.targets[0] !== undefined) {
        const target = first.targets[0];
        out.push({ why: 'same attacker twice', action: { type: 'declareAttackers', by: p.player, attackers: [{ id: first.id, target }, { id: first.id, target }] } });
        out.push({ why: 'attack yourself', action: { type: 'declareAttackers', by: p.player, attackers: [{ id: first.id, target: s.active }] }, codes: ['illegalAttackTarget'] });
        if (gone !== undefined)
          out.push({ why: 'attack a player who left', action: { type: 'declareAttackers', by: p.player, attackers: [{ id: first.id, target: gone }] }, codes: ['illegalAttackTarget'] });
        const own = field(s).find((o) => isType(o, 'battle') && o.protector === s.active);
        if (own !== undefined)
          out.push({ why: 'attack a battle you protect', action: { type: 'declareAttackers', by: p.player, attackers: [{ id: first.id, target: own.id }] }, codes: ['attackOwnBattle'] });
      }
      const loner = p.candidates.find((c) => c.targets.length > 0 && kw(s.objects[c.id] as Perm, "can't attack alone"));
      if (loner !== undefined)
        out.push({ why: "can't attack alone", action: { type: 'declareAttackers', by: p.player, attackers: [{ id: loner.id, target: loner.targets[0]! }] }, codes: ['attackAlone'] });
      break;
    }
    case 'mtg.declareBlockers': {
      out.push({ why: 'wrong player blocks', action: { type: 'declareBlockers', by: wrong, blockers: [] } });
      const declare = (blockers: Pair[]): MtgAction => ({ type: 'declareBlockers', by: p.player, blockers });
      // 802.4: an attacker that attacks another player (or theirs) can't be blocked by this one.
      const elsewhere = s.combat.attackers.find((a) => onBattlefield(s, a.id) && defenderOfTarget(s, a.target) !== p.player);
      const blocker = p.candidates[0];
      if (elsewhere !== undefined && blocker !== undefined)
        out.push({ why: 'block an attacker not attacking you', action: declare([{ id: blocker.id, blocks: elsewhere.id }]), codes: ['notAttackingYou'] });
      const greedy = p.candidates.find((c) => c.limit !== 'any' && c.canBlock.length > c.limit);
      if (greedy !== undefined)
        out.push({
          why: 'block more attackers than allowed',
          action: declare(greedy.canBlock.slice(0, (greedy.limit as number) + 1).map((a) => ({ id: greedy.id, blocks: a }))),
          codes: ['blocksOnlyOne', 'blockLimit'],
        });
      const lonely = p.candidates.find((c) => c.canBlock.some((a) => minBlockersOf(s.objects[a] as Perm) > 1));
      if (lonely !== undefined) {
        const a = lonely.canBlock.find((x) => minBlockersOf(s.objects[x] as Perm) > 1)!;
        out.push({ why: 'one blocker on an attacker that needs more', action: declare([{ id: lonely.id, blocks: a }]), codes: ['menace', 'minBlockers'] });
      }
      // The brute force: declarations breaking a restriction or obeying fewer requirements than possible.
      if (space !== null && space.broken.length > 0) out.push({ why: '509.1b restriction broken', action: declare(rng.pick(space.broken)), codes: ['menace', 'minBlockers', 'blockAlone'] });
      if (space !== null && space.worse.length > 0) out.push({ why: '509.1c fewer requirements than possible', action: declare(rng.pick(space.worse)), codes: ['blockRequirement'] });
      break;
    }
    case 'mtg.assignDamage': {
      const o = p.sources[0];
      if (o !== undefined) {
        const target = o.recipients[0]?.target ?? o.trampleTo ?? 'no-such-id';
        out.push({
          why: 'bad assignment total',
          action: { type: 'assignDamage', by: p.player, assignments: [{ source: o.source, to: [{ target, amount: o.amount + 1 }] }] },
        });
        out.push({ why: 'wrong player assigns', action: { type: 'assignDamage', by: wrong, assignments: [] } });
      }
      break;
    }
    default:
      out.push({ why: 'wrong player orders', action: { type: 'pass', by: wrong } });
  }
  return out;
};

/** Each illegal action is refused as every game's must be (tryAction), with the code the rules name where they name one. */
export const refusedOk = (rng: Rng, run: WalkRun, s: MtgState, space: BlockSpace | null): void => {
  for (const { why, action, codes } of illegalActions(rng, s, space)) {
    const result = tryAction(mtg, run, s, action);
    expect(result.ok, `expected refusal (${why}): ${JSON.stringify(action)}`).toBe(false);
    if (!result.ok && codes !== undefined) expect(codes, `${why}: ${JSON.stringify(action)}`).toContain(result.error.code);
  }
};

const spaces = new WeakMap<MtgState, BlockSpace | null>();

/** The brute-forced block space when `p`, the prompt of `s`, asks for blocks (null otherwise, or when too many to enumerate), worked out once per state. */
export const spaceOf = (s: MtgState, p: MtgPrompt): BlockSpace | null => {
  if (!spaces.has(s)) spaces.set(s, p.kind === 'mtg.declareBlockers' ? blockSpace(s, p) : null);
  return spaces.get(s) ?? null;
};

/** Checks made on a state the walk reaches, with the brute-forced block space if blocks are asked. */
const stateOk = (s: MtgState): void => {
  const p = mtg.prompt(s) as MtgPrompt;
  const space = spaceOf(s, p);
  if (p.kind === 'mtg.declareAttackers') attackOracle(s, p);
  if (p.kind === 'mtg.declareBlockers') blockOracle(s, p, space);
  if (p.kind === 'mtg.assignDamage') assignOracle(s, p);
  if (p.kind === 'mtg.priority') sbaOracle(s);
  lossesOk(s);
  zonesOk(s);
};

/** The invariants and oracles the walks and the replay of a written walk check (the walks add commander damage and the damage steps, which they follow across steps). */
export const checks: Checks<MtgState, MtgAction, MtgEvent> = {
  state: (_start, s) => stateOk(s),
  step: (before, action, after, events) => {
    lifeOk(before, after, events);
    poisonOk(before, after, events);
    noDamageToLeftOk(before, events);
    combatRolesOk(after, action.type === 'declareAttackers');
    oracles(before, action, after);
  },
};
