/**
 * The combat damage step (510): who deals damage in this step (510.4), which assignments are
 * legal (510.1a-d, trample 702.19, deathtouch 702.2c), applying the only legal one when there
 * is no choice, and dealing damage (510.2, 120.3, lifelink 702.15b, prevention 615).
 */
import type { Excluded, ObjectId, PlayerId } from '../../engine/types.ts';
import { targetStands } from './combat.ts';
import { editionOf } from './editions.ts';
import { hasHook } from './keywords.ts';
import type { MtgRuleId } from './rules.ts';
import { cite, MTG } from './rules.ts';
import type { Log } from './state.ts';
import { protects, spellQualities } from './protection.ts';
import { isBattle, isCreature, isPlaneswalker, onField, powerOf, toughnessOf, withPermanent, withPlayer, withState } from './state.ts';
import type { AttackerInfo, BlockerInfo, Colour, DamageAssignment, DamageSourceOption, MtgError, MtgState, Permanent, Player } from './types.ts';
import { copyRecord } from '../../engine/update.ts';

/** One damage event's part: from a permanent, or from a spell (`colours` are then the spell's, for protection). */
export type Hit = { readonly source: ObjectId | null; readonly target: ObjectId | PlayerId; readonly amount: number; readonly colours?: readonly Colour[] };
type Split = readonly { readonly target: ObjectId | PlayerId; readonly amount: number }[];

/** What one source's damage needs this step: nothing, the only legal assignment, or a choice. */
export type Need =
  | { readonly kind: 'none' }
  /** Blocked with no blocker left and no trample (510.1c), or attacking a player who left (800.4e): no combat damage, and the log says so. */
  | { readonly kind: 'noDamage'; readonly source: ObjectId; readonly rule: MtgRuleId }
  /** `byLethal`: forced only because the damage can't get past lethal, which other creatures' assignments lower (702.19b). */
  | { readonly kind: 'forced'; readonly source: ObjectId; readonly to: Split; readonly rule: MtgRuleId; readonly byLethal: boolean }
  | { readonly kind: 'choice'; readonly option: Omit<DamageSourceOption, 'suggested' | 'trampleRule'>; readonly role: 'attacker' | 'blocker' };

/** A legal split to start from: lethal to each recipient in turn, the rest to the trample target (or past a planeswalker, 702.19c) or the last one. */
const suggestSplit = (option: Choice, loyalty: number): DamageSourceOption['suggested'] => {
  const { amount, recipients, trampleTo, beyond } = option;
  const out = new Map<string, number>();
  let left = amount;
  for (const r of recipients) {
    const give = Math.min(left, r.lethal);
    out.set(r.target, give);
    left -= give;
  }
  if (beyond !== null && trampleTo !== null) {
    const give = Math.min(left, loyalty);
    out.set(trampleTo, give);
    left -= give;
  }
  const rest = beyond ?? trampleTo ?? recipients[recipients.length - 1]?.target;
  if (rest !== undefined && left > 0) out.set(rest, (out.get(rest) ?? 0) + left);
  if (trampleTo !== null && !out.has(trampleTo)) out.set(trampleTo, 0);
  return [...out].map(([target, n]) => ({ target, amount: n }));
};

type Choice = Omit<DamageSourceOption, 'suggested' | 'trampleRule'>;

const choice = (
  role: 'attacker' | 'blocker',
  source: ObjectId,
  amount: number,
  recipients: DamageSourceOption['recipients'],
  trampleTo: string | null,
  beyond: PlayerId | null = null,
): Need => ({
  kind: 'choice',
  role,
  option: { source, amount, recipients, trampleTo, beyond },
});

/** The loyalty an attacked planeswalker still has (what trample over planeswalkers must give it first, 702.19c). */
const loyaltyOf = (s: MtgState, id: string | null): number => (id === null ? 0 : (onField(s, id)?.loyalty ?? 0));

const NONE: Need = { kind: 'none' };

/**
 * Lethal damage for assignment: toughness less damage already marked and less damage other
 * creatures are assigning to it in this step (702.19b, 510.1c); 1 from deathtouch (702.2c).
 */
export const lethalFor = (recipient: Permanent, deathtouch: boolean, assignedByOthers = 0): number => {
  const remaining = toughnessOf(recipient) - recipient.damage - assignedByOthers;
  if (remaining <= 0) return 0;
  return deathtouch ? 1 : remaining;
};

/** 510.4: in a first-strike step only first/double strikers; afterwards the rest and double strikers. */
export const dealsDamageNow = (s: MtgState, p: Permanent, firstStrikers: ReadonlySet<ObjectId>): boolean => {
  if (s.step === 'first-strike-damage') return firstStrikers.has(p.id);
  if (!s.combat.firstStrikeStep) return true;
  return !firstStrikers.has(p.id) || hasHook(p, 'secondStrike');
};

const standing = (s: MtgState, ids: readonly ObjectId[]): Permanent[] => {
  const out: Permanent[] = [];
  for (const id of ids) {
    const p = onField(s, id);
    if (p !== undefined) out.push(p);
  }
  return out;
};

const forced = (source: ObjectId, target: string, amount: number, rule: MtgRuleId, byLethal = false): Need => ({
  kind: 'forced',
  source,
  to: [{ target, amount }],
  rule,
  byLethal,
});

/** Combat damage other sources have assigned so far in this step to this creature. */
const assignedByOthers = (s: MtgState, source: ObjectId, target: ObjectId): number => {
  let n = 0;
  for (const a of s.assigned ?? []) if (a.target === target && a.source !== source) n += a.amount;
  return n;
};

/**
 * Trample over planeswalkers (702.19c, 702.19e): attacking a planeswalker, what is left past its
 * loyalty may go to its controller; if the planeswalker has left, to that player (702.19e).
 */
const pastPlaneswalker = (s: MtgState, p: Permanent, a: AttackerInfo): { beyond: PlayerId | null; gone: boolean } => {
  if (!hasHook(p, 'overPlaneswalkers')) return { beyond: null, gone: false };
  const walker = s.objects[a.target];
  if (walker === undefined || !isPlaneswalker(walker)) return { beyond: null, gone: false };
  const controller = s.players[walker.controller]?.left === true ? null : walker.controller;
  return { beyond: controller, gone: onField(s, a.target) === undefined };
};

export const attackerNeed = (s: MtgState, a: AttackerInfo): Need => {
  const p = onField(s, a.id);
  if (p === undefined) return NONE;
  const power = powerOf(p);
  if (power <= 0) return NONE; // 510.1a
  const targetOk = targetStands(s, a.target);
  const past = pastPlaneswalker(s, p, a);
  if (past.gone && past.beyond !== null && (!a.blocked || standing(s, a.blockers).length === 0)) return forced(a.id, past.beyond, power, '702.19e');
  if (!a.blocked) {
    if (s.players[a.target]?.left === true) return { kind: 'noDamage', source: a.id, rule: '800.4e' };
    if (!targetOk) return NONE;
    if (past.beyond !== null && power > loyaltyOf(s, a.target)) return choice('attacker', a.id, power, [], a.target, past.beyond);
    return forced(a.id, a.target, power, '510.1b');
  }
  const trampleTo = hasHook(p, 'trample') && targetOk && s.players[a.target]?.left !== true ? a.target : null;
  const blockers = standing(s, a.blockers);
  const first = blockers[0];
  if (first === undefined) return trampleTo === null ? { kind: 'noDamage', source: a.id, rule: s.players[a.target]?.left === true ? '800.4e' : '510.1c' } : forced(a.id, trampleTo, power, '702.19d');
  const deathtouch = hasHook(p, 'deathtouch');
  const recipients = blockers.map((b) => ({ target: b.id, lethal: lethalFor(b, deathtouch, assignedByOthers(s, a.id, b.id)) }));
  const firstLethal = recipients[0]?.lethal ?? 0;
  if (blockers.length === 1 && trampleTo === null) return forced(a.id, first.id, power, '510.1c');
  if (blockers.length === 1 && power <= firstLethal) return forced(a.id, first.id, power, '702.19b', true);
  // With a damage assignment order, damage that can't get past the first blocker all goes to it.
  if (blockers.length > 1 && editionOf(s).damageOrder && power <= firstLethal) return forced(a.id, first.id, power, '510.1c', true);
  return choice('attacker', a.id, power, recipients, trampleTo, trampleTo === null ? null : past.beyond);
};

export const blockerNeed = (s: MtgState, b: BlockerInfo): Need => {
  const p = onField(s, b.id);
  if (p === undefined) return NONE;
  const power = powerOf(p);
  if (power <= 0) return NONE;
  const attackers = standing(s, b.blocking);
  const first = attackers[0];
  if (first === undefined) return NONE;
  const deathtouch = hasHook(p, 'deathtouch');
  const recipients = attackers.map((a) => ({ target: a.id, lethal: lethalFor(a, deathtouch, assignedByOthers(s, b.id, a.id)) }));
  if (attackers.length === 1) return forced(b.id, first.id, power, '510.1d');
  if (editionOf(s).damageOrder && power <= (recipients[0]?.lethal ?? 0)) return forced(b.id, first.id, power, '510.1d', true);
  return choice('blocker', b.id, power, recipients, null);
};

/** The needs of one player's creatures in this damage step: the active player's attackers, or this defending player's blockers. */
export const needsOf = (s: MtgState, player: PlayerId, only?: ReadonlySet<ObjectId>): Need[] => {
  const first = new Set(s.combat.firstStrikers);
  const out: Need[] = [];
  if (player === s.active) {
    for (const a of s.combat.attackers) {
      if (only !== undefined && !only.has(a.id)) continue;
      const p = onField(s, a.id);
      if (p !== undefined && dealsDamageNow(s, p, first)) out.push(attackerNeed(s, a));
    }
  } else {
    for (const b of s.combat.blockers) {
      if (only !== undefined && !only.has(b.id)) continue;
      const p = onField(s, b.id);
      if (p !== undefined && p.controller === player && dealsDamageNow(s, p, first)) out.push(blockerNeed(s, b));
    }
  }
  return out;
};

const sourceOf = (n: Need): ObjectId | null => (n.kind === 'none' ? null : n.kind === 'choice' ? n.option.source : n.source);

/** The sources of this player that have a choice, each with a legal split to start from (for the prompt). */
export const choicesOf = (s: MtgState, player: PlayerId): DamageSourceOption[] => {
  const out: DamageSourceOption[] = [];
  for (const n of needsOf(s, player)) {
    if (n.kind !== 'choice') continue;
    const o = n.option;
    // The trample rule that lets damage past the blockers, for the assignment card to cite beside 510.1c.
    const trampleRule = o.trampleTo === null ? null : cite(s.edition, o.beyond === null ? '702.19b' : '702.19c');
    out.push({ ...o, trampleRule, suggested: suggestSplit(o, loyaltyOf(s, o.beyond === null ? null : o.trampleTo)) });
  }
  return out;
};

/**
 * "Why not?" for a damage split: the player a trampler's excess can't reach. Attacking a
 * planeswalker without trample over planeswalkers, its controller (702.19f); attacking a battle,
 * its protector: the excess goes to the battle alone (702.19b).
 */
export const damageExclusions = (s: MtgState, sources: readonly DamageSourceOption[]): Excluded[] => {
  const out: Excluded[] = [];
  for (const o of sources) {
    const attacked = o.trampleTo === null ? undefined : s.objects[o.trampleTo];
    if (attacked === undefined) continue;
    if (isPlaneswalker(attacked) && o.beyond === null)
      out.push({ id: attacked.controller, code: 'trampleNotPastPlaneswalker', rule: cite(s.edition, '702.19f'), from: o.source });
    else if (isBattle(attacked) && attacked.protector !== null)
      out.push({ id: attacked.protector, code: 'trampleNotPastBattle', rule: cite(s.edition, '702.19b'), from: o.source });
  }
  return out;
};

// ---------------------------------------------------------------------------------------------
// Checking a chosen assignment (510.1e: the whole assignment is checked against the rules).

const ruleFor = (s: MtgState, role: 'attacker' | 'blocker'): MtgRuleId => (role === 'attacker' ? '510.1c' : '510.1d');

/**
 * A trampler attacking a planeswalker may not send excess to that planeswalker's controller
 * (702.19f); one attacking a battle is held to its blockers and that battle (702.19b).
 */
const illegalTargetRule = (s: MtgState, option: Choice, role: 'attacker' | 'blocker', target: string): MtgRuleId => {
  if (role !== 'attacker' || option.trampleTo === null || s.players[target] === undefined) return ruleFor(s, role);
  const attacked = s.objects[option.trampleTo];
  if (attacked === undefined) return ruleFor(s, role);
  return isPlaneswalker(attacked) ? '702.19f' : '702.19b';
};

const totalsByTarget = (to: Split): Map<string, number> => {
  const m = new Map<string, number>();
  for (const t of to) m.set(t.target, (m.get(t.target) ?? 0) + t.amount);
  return m;
};

export const checkChoice = (
  s: MtgState,
  option: Choice,
  role: 'attacker' | 'blocker',
  to: Split,
): MtgError | null => {
  const source = option.source;
  const total = to.reduce((n, t) => n + t.amount, 0);
  if (total !== option.amount)
    return MTG.error('damageTotal', cite(s.edition, '510.1a'), { source, amount: option.amount, total });
  const legal = new Set(option.recipients.map((r) => r.target));
  for (const t of to) {
    if (legal.has(t.target) || t.target === option.trampleTo || (t.target === option.beyond && t.amount >= 0)) continue;
    return MTG.error('illegalDamageTarget', cite(s.edition, illegalTargetRule(s, option, role, t.target)), { source, target: t.target });
  }
  const amounts = totalsByTarget(to);
  const got = (id: string): number => amounts.get(id) ?? 0;
  if (editionOf(s).damageOrder) {
    for (let i = 1; i < option.recipients.length; i++) {
      const r = option.recipients[i];
      if (r === undefined || got(r.target) === 0) continue;
      const short = option.recipients.slice(0, i).find((q) => got(q.target) < q.lethal);
      if (short !== undefined)
        return {
          code: 'damageOrder',
          rule: cite(s.edition, ruleFor(s, role)),
          params: { source, target: r.target, before: short.target, lethal: short.lethal },
        };
    }
  }
  const past = option.beyond !== null && got(option.beyond) > 0;
  if (option.trampleTo !== null && (got(option.trampleTo) > 0 || past)) {
    const short = option.recipients.find((q) => got(q.target) < q.lethal);
    if (short !== undefined)
      return MTG.error('trampleNeedsLethal', cite(s.edition, '702.19b'), { source, target: short.target, lethal: short.lethal });
  }
  if (past && option.trampleTo !== null) {
    const loyalty = loyaltyOf(s, option.trampleTo);
    if (got(option.trampleTo) < loyalty)
      return MTG.error('trampleNeedsLethal', cite(s.edition, '702.19c'), { source, target: option.trampleTo, lethal: loyalty });
  }
  return null;
};

/** Lethal damage for one source's check, less what the other sources of the same announcement assign to each recipient (702.19b). */
const withOthers = (option: Choice, own: Split, chosen: ReadonlyMap<string, number>): Choice => {
  const mine = totalsByTarget(own);
  const recipients = option.recipients.map((r) => {
    const others = (chosen.get(r.target) ?? 0) - (mine.get(r.target) ?? 0);
    return others > 0 ? { ...r, lethal: Math.max(0, r.lethal - others) } : r;
  });
  return { ...option, recipients };
};

/** Checks that an assignDamage action names exactly the sources that have a choice, each legally. */
export const checkAssignments = (
  s: MtgState,
  player: PlayerId,
  assignments: readonly DamageAssignment[],
): MtgError | null => {
  const choices = new Map<ObjectId, Extract<Need, { kind: 'choice' }>>();
  for (const n of needsOf(s, player)) if (n.kind === 'choice') choices.set(n.option.source, n);
  const seen = new Set<ObjectId>();
  const chosen = new Map<string, number>();
  for (const a of assignments) for (const t of a.to) chosen.set(t.target, (chosen.get(t.target) ?? 0) + t.amount);
  for (const a of assignments) {
    const need = choices.get(a.source);
    if (need === undefined || seen.has(a.source))
      return MTG.error('damageSourceNotChoosing', cite(s.edition, '510.1'), { source: a.source });
    seen.add(a.source);
    const error = checkChoice(s, withOthers(need.option, a.to, chosen), need.role, a.to);
    if (error !== null) return error;
  }
  for (const source of choices.keys())
    if (!seen.has(source)) return MTG.error('damageSourceMissing', cite(s.edition, '510.1'), { source });
  return null;
};

// ---------------------------------------------------------------------------------------------
// Recording assignments, then dealing all of them at once.

type Assigned = NonNullable<MtgState['assigned']>[number];

const record = (s: MtgState, into: Assigned[], source: ObjectId, to: Split, rules: (target: string) => MtgRuleId, log: Log): void => {
  for (const t of to) {
    if (t.amount <= 0) continue;
    into.push({ source, target: t.target, amount: t.amount });
    log.push({ type: 'damageAssigned', rule: cite(s.edition, rules(t.target)), source, target: t.target, amount: t.amount, automatic: true });
  }
};

/**
 * Applies every assignment without a choice for this player's creatures; returns the sources
 * still to choose. Assignments that don't depend on lethal damage go first, so those that do
 * count them (702.19b, 510.1c: damage other creatures assign in the same step).
 */
export const assignForced = (s: MtgState, player: PlayerId, log: Log): { state: MtgState; choices: number } => {
  const assigned = [...(s.assigned ?? [])];
  const before = assigned.length;
  const firstPass = needsOf(s, player);
  const waiting: ObjectId[] = [];
  for (const n of firstPass) {
    if (n.kind === 'forced' && !n.byLethal) record(s, assigned, n.source, n.to, () => n.rule, log);
    else if (n.kind === 'noDamage') log.push({ type: 'noCombatDamage', rule: cite(s.edition, n.rule), id: n.source, automatic: true });
    else if (n.kind !== 'none') waiting.push(sourceOf(n) as ObjectId);
  }
  if (waiting.length === 0) return { state: withState(s, { assigned }), choices: 0 };
  // Nothing recorded in the first pass: lethal damage is as it was, so its needs stand.
  const second = assigned.length === before ? firstPass : needsOf(withState(s, { assigned }), player, new Set(waiting));
  let choices = 0;
  for (const n of second) {
    if (n.kind === 'choice') choices++;
    else if (n.kind === 'forced' && n.byLethal) record(s, assigned, n.source, n.to, () => n.rule, log);
  }
  return { state: withState(s, { assigned }), choices };
};

/** Records a legal chosen assignment (already checked). */
export const assignChosen = (s: MtgState, player: PlayerId, assignments: readonly DamageAssignment[], log: Log): MtgState => {
  const assigned = [...(s.assigned ?? [])];
  const attacking = player === s.active;
  const roleRule: MtgRuleId = attacking ? '510.1c' : '510.1d';
  const choices = new Map<ObjectId, Choice>();
  for (const n of needsOf(s, player)) if (n.kind === 'choice') choices.set(n.option.source, n.option);
  for (const a of assignments) {
    const option = choices.get(a.source);
    const to = [...totalsByTarget(a.to)].map(([target, amount]) => ({ target, amount }));
    const ruleOf = (t: string): MtgRuleId => {
      if (t === option?.beyond) return '702.19c';
      if (t !== option?.trampleTo) return roleRule;
      return option.beyond !== null ? '702.19c' : option.recipients.length === 0 ? '510.1b' : '702.19b';
    };
    record(s, assigned, a.source, to, ruleOf, log);
  }
  return withState(s, { assigned });
};

type Shielded = { prevention: number; preventAll: 'none' | 'all' | 'combat'; combatPrevention?: number };

/** Prevention (615): "prevent all" first, then combat-only shields, then general shields. */
const prevent = <T extends Shielded>(holder: T, amount: number, combat: boolean): { holder: T; prevented: number; all: boolean } => {
  if (holder.preventAll === 'all' || (combat && holder.preventAll === 'combat')) return { holder, prevented: amount, all: true };
  let left = amount;
  let next = holder;
  const combatShield = holder.combatPrevention ?? 0;
  if (combat && combatShield > 0 && left > 0) {
    const used = Math.min(combatShield, left);
    left -= used;
    next = { ...next, combatPrevention: combatShield - used };
  }
  if (holder.prevention > 0 && left > 0) {
    const used = Math.min(holder.prevention, left);
    left -= used;
    next = { ...next, prevention: holder.prevention - used };
  }
  return { holder: next, prevented: amount - left, all: false };
};

const damageRule = (combat: boolean, rule: MtgRuleId): MtgRuleId => (combat ? '510.2' : rule);

/** Protection from the source's qualities prevents its damage (702.16e): a permanent's colours and types, or a spell's colours. */
const protectedFrom = (holder: Permanent | undefined, source: Permanent | undefined, hit: Hit): boolean => {
  if (holder === undefined || holder.protection.length === 0) return false;
  return protects(holder.protection, source ?? spellQualities(hit.colours));
};

type Table = { objects: Record<ObjectId, Permanent>; players: Record<PlayerId, Player> };

/** What damage to a player does: life lost (120.3a), poison counters instead from infect (120.3b), toxic's counters (702.164c), a commander's tally (903.10a). */
const damagePlayer = (s: MtgState, t: Table, player: Player, dealt: number, source: Permanent | undefined, combat: boolean, log: Log): void => {
  const infect = source !== undefined && hasHook(source, 'poison');
  log.push({ type: 'damageDealt', rule: cite(s.edition, damageRule(combat, infect ? '120.3b' : '120.3a')), source: source?.id ?? null, target: player.id, amount: dealt, combat, automatic: true });
  let next = player;
  if (infect) next = addPoison(s, next, dealt, '120.3b', log);
  else {
    next = withPlayer(next, { life: next.life - dealt });
    log.push({ type: 'lifeChanged', rule: cite(s.edition, '120.3a'), player: player.id, amount: -dealt, life: next.life, automatic: true });
  }
  if (combat && source !== undefined && source.toxic > 0) next = addPoison(s, next, source.toxic, '702.164c', log);
  if (combat && source !== undefined && source.commander) {
    const total = (next.commanderDamage[source.id] ?? 0) + dealt;
    next = withPlayer(next, { commanderDamage: { ...next.commanderDamage, [source.id]: total } });
    log.push({ type: 'commanderDamage', rule: cite(s.edition, '903.10a'), player: player.id, commander: source.id, total, automatic: true });
  }
  t.players[player.id] = next;
};

export const addPoison = (s: MtgState, p: Player, amount: number, rule: MtgRuleId, log: Log): Player => {
  const poison = Math.max(0, p.poison + amount);
  log.push({ type: 'poisoned', rule: cite(s.edition, rule), player: p.id, amount, total: poison, automatic: true });
  return withPlayer(p, { poison });
};

/**
 * Deals damage from any number of sources at the same time (510.2 for combat damage, 120.3
 * for its results). Objects and players are copied once, whatever the number of hits.
 */
export const dealDamage = (s: MtgState, hits: readonly Hit[], combat: boolean, log: Log): MtgState => {
  if (hits.length === 0) return s;
  const t: Table = { objects: copyRecord(s.objects), players: copyRecord(s.players) };
  const gain = (player: PlayerId, amount: number): void => {
    const p = t.players[player];
    if (p === undefined || p.left) return;
    t.players[player] = withPlayer(p, { life: p.life + amount });
    log.push({ type: 'lifeChanged', rule: cite(s.edition, '702.15b'), player, amount, life: p.life + amount, automatic: true });
  };
  for (const hit of hits) {
    const source = hit.source === null ? undefined : t.objects[hit.source];
    const player = t.players[hit.target];
    const object = t.objects[hit.target];
    const holder = player ?? object;
    if (holder === undefined || (object !== undefined && object.zone !== 'battlefield') || player?.left === true) continue;
    if (protectedFrom(object, source, hit)) {
      log.push({ type: 'damagePrevented', rule: cite(s.edition, '702.16e'), source: hit.source, target: hit.target, amount: hit.amount, automatic: true });
      continue;
    }
    const shield = prevent<Shielded>(holder, hit.amount, combat);
    if (shield.prevented > 0)
      log.push({
        type: 'damagePrevented',
        rule: cite(s.edition, shield.all ? '615.1' : '615.7'),
        source: hit.source,
        target: hit.target,
        amount: shield.prevented,
        automatic: true,
      });
    const dealt = hit.amount - shield.prevented;
    if (player !== undefined) {
      t.players[hit.target] = shield.holder as Player;
      if (dealt > 0) damagePlayer(s, t, shield.holder as Player, dealt, source, combat, log);
    } else if (object !== undefined) {
      const base = shield.holder as Permanent;
      t.objects[hit.target] = dealt > 0 ? damagePermanent(s, base, dealt, source, combat, log) : base;
    }
    if (dealt > 0 && source !== undefined && hasHook(source, 'lifelink')) gain(source.controller, dealt);
  }
  return withState(s, { objects: t.objects, players: t.players });
};

const damagePermanent = (s: MtgState, p: Permanent, dealt: number, source: Permanent | undefined, combat: boolean, log: Log): Permanent => {
  let next = p;
  const asCounters = source !== undefined && hasHook(source, 'counters');
  const main: MtgRuleId = isCreature(p) ? (asCounters ? '120.3d' : '120.3e') : isPlaneswalker(p) ? '120.3c' : '120.3h';
  log.push({ type: 'damageDealt', rule: cite(s.edition, damageRule(combat, main)), source: source?.id ?? null, target: p.id, amount: dealt, combat, automatic: true });
  if (isPlaneswalker(p)) {
    const loyalty = Math.max(0, next.loyalty - dealt);
    next = withPermanent(next, { loyalty });
    log.push({ type: 'loyaltyRemoved', rule: cite(s.edition, '120.3c'), id: p.id, amount: dealt, loyalty, automatic: true });
  }
  if (isBattle(p)) {
    const defense = Math.max(0, next.defense - dealt);
    next = withPermanent(next, { defense });
    log.push({ type: 'defenseRemoved', rule: cite(s.edition, '120.3h'), id: p.id, amount: dealt, defense, automatic: true });
  }
  if (isCreature(p)) {
    const deathtouched = next.deathtouched || (source !== undefined && hasHook(source, 'deathtouch'));
    if (asCounters) {
      next = withPermanent(next, { minusCounters: next.minusCounters + dealt, deathtouched });
      log.push({ type: 'countersPlaced', rule: cite(s.edition, '120.3d'), id: p.id, amount: dealt, automatic: true });
    } else next = withPermanent(next, { damage: next.damage + dealt, deathtouched });
  }
  return next;
};

/** Deals every recorded combat damage assignment at once (510.2) and clears the record. */
export const dealAssigned = (s: MtgState, log: Log): MtgState => {
  return dealDamage(withState(s, { assigned: [] }), s.assigned ?? [], true, log);
};

/** Who decides next in the damage step: after the active player, each defending player in turn order (510.1). */
export const nextAssigner = (s: MtgState, player: PlayerId): PlayerId | null => {
  const order = s.turnOrder.filter((id) => s.players[id]?.left !== true);
  const at = order.indexOf(player);
  return order[at + 1] ?? null;
};
