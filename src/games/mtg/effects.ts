/**
 * Manual effects standing in for card text: cast onto the stack by the player holding
 * priority (601.2), resolved when all players pass (117.4, 608). A target that is gone or
 * no longer fits makes the effect do nothing (608.2b).
 */
import type { ObjectId } from '../../engine/types.ts';
import { removeFromCombat } from './combat.ts';
import { dealDamage } from './damage.ts';
import { hasHook } from './keywords.ts';
import { cite, MTG } from './rules.ts';
import { leaveBattlefield } from './sba.ts';
import type { Log, Outcome } from './state.ts';
import { has, isBattle, isCreature, isPlaneswalker, onField, powerOf, putObject, putPlayer, toughnessOf } from './state.ts';
import type { EffectField, EffectOption } from '../../engine/types.ts';
import { MTG_KEYWORDS, type Effect, type EffectKind, type MtgAction, type MtgState, type StackObject } from './types.ts';

/** Whether the effect's target is (still) legal: on the battlefield with the right type, or a player. */
export const targetLegal = (s: MtgState, effect: Effect): boolean => {
  switch (effect.kind) {
    case 'life':
      return s.players[effect.player] !== undefined;
    case 'damage': {
      if (s.players[effect.target] !== undefined) return true;
      const p = onField(s, effect.target);
      return p !== undefined && (isCreature(p) || isPlaneswalker(p) || isBattle(p));
    }
    case 'prevent':
      return s.players[effect.target] !== undefined || onField(s, effect.target) !== undefined;
    case 'pump':
    case 'grant':
    case 'removeKeyword':
    case 'removeFromCombat': {
      const p = onField(s, effect.target);
      return p !== undefined && isCreature(p);
    }
    case 'destroy':
    case 'exile':
    case 'tap':
    case 'untap':
      return onField(s, effect.target) !== undefined;
  }
};

const targetOf = (effect: Effect): string => (effect.kind === 'life' ? effect.player : effect.target);

export const EFFECT_KINDS = ['pump', 'damage', 'destroy', 'exile', 'grant', 'removeKeyword', 'removeFromCombat', 'prevent', 'life', 'tap', 'untap'] as const satisfies readonly EffectKind[];

/** A stand-in effect of this kind naming `target`, to ask targetLegal whether the target fits the kind. */
const probe = (kind: EffectKind, target: string): Effect => {
  switch (kind) {
    case 'life':
      return { kind, player: target, amount: 0 };
    case 'pump':
      return { kind, target, power: 0, toughness: 0 };
    case 'damage':
    case 'prevent':
      return { kind, target, amount: 0 };
    case 'grant':
    case 'removeKeyword':
      return { kind, target, keyword: 'flying' };
    default:
      return { kind, target };
  }
};

const number = (name: string, min: number, max: number, initial: number, all = false): EffectField =>
  all ? { name, type: 'number', min, max, initial, all } : { name, type: 'number', min, max, initial };

/** Every effect kind with its fields, and for its target only what it may target now (601.2c): the cast form offers only these. */
export const castOptions = (s: MtgState): EffectOption[] => {
  const candidates = [...s.order, ...s.turnOrder];
  return EFFECT_KINDS.map((kind) => {
    const options = candidates.filter((id) => targetLegal(s, probe(kind, id)));
    const target: EffectField = { name: kind === 'life' ? 'player' : 'target', type: 'target', options };
    switch (kind) {
      case 'pump':
        return { kind, fields: [target, number('power', -20, 20, 2), number('toughness', -20, 20, 2)] };
      case 'damage':
        return { kind, fields: [target, number('amount', 0, 99, 2)] };
      case 'prevent':
        return { kind, fields: [target, number('amount', 0, 99, 2, true), { name: 'combatOnly', type: 'flag' }] };
      case 'life':
        return { kind, fields: [target, number('amount', -99, 99, 2)] };
      case 'grant':
      case 'removeKeyword':
        return { kind, fields: [target, { name: 'keyword', type: 'term', term: 'keyword', options: MTG_KEYWORDS }] };
      default:
        return { kind, fields: [target] };
    }
  });
};

/** 601.2: put the effect on the stack (its caster keeps priority, 117.3c). */
export const cast = (s: MtgState, action: Extract<MtgAction, { type: 'cast' }>, log: Log): Outcome => {
  if (!targetLegal(s, action.effect))
    return MTG.refuse('illegalTarget', cite(s.edition, '601.2c'), { target: targetOf(action.effect) });
  const item: StackObject = { id: `s${s.nextStackId}`, controller: action.by, name: action.name ?? action.effect.kind, effect: action.effect };
  log.push({ type: 'spellCast', rule: cite(s.edition, '601.2'), stackId: item.id, player: action.by, name: item.name, effect: item.effect });
  return { ok: true, value: { ...s, stack: [...s.stack, item], nextStackId: s.nextStackId + 1 } };
};

const shield = (s: MtgState, effect: Extract<Effect, { kind: 'prevent' }>, log: Log): MtgState => {
  const combatOnly = effect.combatOnly === true;
  log.push(
    effect.amount === 'all'
      ? { type: combatOnly ? 'shieldAllCombatCreated' : 'shieldAllCreated', rule: cite(s.edition, '615.1'), target: effect.target }
      : { type: 'shieldCreated', rule: cite(s.edition, '615.7'), target: effect.target, amount: effect.amount, combatOnly },
  );
  const player = s.players[effect.target];
  const holder = player ?? s.objects[effect.target];
  if (holder === undefined) return s;
  const patch =
    effect.amount === 'all'
      ? { preventAll: combatOnly ? ('combat' as const) : ('all' as const) }
      : combatOnly
        ? { combatPrevention: (holder.combatPrevention ?? 0) + effect.amount }
        : { prevention: holder.prevention + effect.amount };
  if (player !== undefined) return putPlayer(s, { ...player, ...patch });
  const p = s.objects[effect.target];
  return p === undefined ? s : putObject(s, { ...p, ...patch });
};

const applyEffect = (s: MtgState, effect: Effect, log: Log): MtgState => {
  switch (effect.kind) {
    case 'pump': {
      const p = onField(s, effect.target);
      if (p === undefined) return s;
      const next = { ...p, powerBonus: p.powerBonus + effect.power, toughnessBonus: p.toughnessBonus + effect.toughness };
      log.push({ type: 'ptChanged', rule: cite(s.edition, '608.2c'), id: p.id, power: powerOf(next), toughness: toughnessOf(next) });
      return putObject(s, next);
    }
    case 'damage':
      return dealDamage(s, [{ source: effect.source ?? null, target: effect.target, amount: effect.amount }], false, log);
    case 'destroy': {
      const p = onField(s, effect.target);
      if (p === undefined) return s;
      if (hasHook(p, 'indestructible')) {
        log.push({ type: 'destructionIgnored', rule: cite(s.edition, '702.12b'), id: p.id });
        return s;
      }
      log.push({ type: 'destroyed', rule: cite(s.edition, '701.7'), id: p.id });
      return leaveBattlefield(s, [[p.id, 'graveyard']], log);
    }
    case 'exile':
      log.push({ type: 'exiled', rule: cite(s.edition, '701.11'), id: effect.target });
      return leaveBattlefield(s, [[effect.target, 'exile']], log);
    case 'grant':
    case 'removeKeyword':
      return changeKeyword(s, effect, log);
    case 'removeFromCombat':
      return removeFromCombat(s, new Set<ObjectId>([effect.target]), log, false);
    case 'prevent':
      return shield(s, effect, log);
    case 'life': {
      const player = s.players[effect.player];
      if (player === undefined) return s;
      const life = player.life + effect.amount;
      log.push({ type: 'lifeChanged', rule: cite(s.edition, '119.3'), player: player.id, amount: effect.amount, life });
      return putPlayer(s, { ...player, life });
    }
    case 'tap':
    case 'untap': {
      const p = onField(s, effect.target);
      const tapped = effect.kind === 'tap';
      if (p === undefined || p.tapped === tapped) return s;
      log.push({ type: tapped ? 'tapped' : 'untapped', rule: cite(s.edition, '701.21'), id: p.id });
      return putObject(s, { ...p, tapped });
    }
  }
};

const changeKeyword = (s: MtgState, effect: Extract<Effect, { kind: 'grant' | 'removeKeyword' }>, log: Log): MtgState => {
  const p = onField(s, effect.target);
  if (p === undefined) return s;
  const grant = effect.kind === 'grant';
  if (has(p, effect.keyword) === grant) return s;
  const keywords = grant ? [...p.keywords, effect.keyword] : p.keywords.filter((k) => k !== effect.keyword);
  log.push({ type: grant ? 'keywordGranted' : 'keywordRemoved', rule: cite(s.edition, '608.2c'), id: p.id, keyword: effect.keyword });
  return putObject(s, { ...p, keywords });
};

/** 608.2: the top object resolves, or does nothing if its target is gone (608.2b). */
export const resolveTop = (s: MtgState, log: Log): MtgState => {
  const top = s.stack[s.stack.length - 1];
  if (top === undefined) return s;
  const popped: MtgState = { ...s, stack: s.stack.slice(0, -1) };
  if (!targetLegal(popped, top.effect)) {
    log.push({ type: 'effectFizzled', rule: cite(s.edition, '608.2b'), stackId: top.id, name: top.name });
    return popped;
  }
  log.push({ type: 'spellResolved', rule: cite(s.edition, '608.2'), stackId: top.id, name: top.name });
  return applyEffect(popped, top.effect, log);
};
