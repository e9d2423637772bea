/**
 * Manual effects standing in for card text: cast onto the stack by the player holding
 * priority (601.2), resolved when all players pass (117.4, 608). A target that is gone or
 * no longer fits makes the effect do nothing (608.2b).
 */
import type { ObjectId } from '../../engine/types.ts';
import { removeFromCombat } from './combat.ts';
import { addPoison, dealDamage, type Hit } from './damage.ts';
import { protects, spellQualities } from './protection.ts';
import { hasHook } from './keywords.ts';
import { cite, MTG } from './rules.ts';
import { leaveBattlefield, regenerate } from './sba.ts';
import type { Log, Outcome } from './state.ts';
import { has, isBattle, isCreature, isPlaneswalker, onField, powerOf, putObject, putPlayer, toughnessOf, withPermanent, withPlayer, withState } from './state.ts';
import { effectOptions } from '../../engine/setupSpec.ts';
import type { EffectOption } from '../../engine/types.ts';
import { MTG_SETUP } from './setup.ts';
import type { Colour, Effect, EffectKind, MtgAction, MtgState, StackObject } from './types.ts';

/**
 * Whether one object or player is in a domain the effect table names (setup.ts): a player still
 * in the game, or a permanent on the battlefield of the right type.
 */
const inDomain = (s: MtgState, domain: string, id: string): boolean => {
  const player = s.players[id];
  if (player !== undefined) return !player.left && (domain === 'player' || domain === 'damageable' || domain === 'any');
  const p = onField(s, id);
  if (p === undefined) return false;
  if (domain === 'creature') return isCreature(p);
  if (domain === 'damageable') return isCreature(p) || isPlaneswalker(p) || isBattle(p);
  return domain === 'permanent' || domain === 'any';
};

/** What an effect of this kind targets, as its table says (damage to several targets: as damage to one). */
const domainOf = (kind: EffectKind): string => {
  const table = MTG_SETUP.effects[kind === 'damageEach' ? 'damage' : kind];
  return 'target' in table ? table.target.of : table.player.of;
};

/** Whether one object or player fits an effect of this kind (601.2c). */
const fits = (s: MtgState, kind: EffectKind, target: string): boolean => inDomain(s, domainOf(kind), target);

/** The objects and players the effect targets (a player for life and poison). */
export const targetsOf = (effect: Effect): string[] => {
  switch (effect.kind) {
    case 'life':
    case 'poison':
      return [effect.player];
    case 'damageEach':
      return effect.targets.map((t) => t.target);
    default:
      return [effect.target];
  }
};

/** Protection from the spell's colours: it can't target the permanent (702.16b). */
const shielded = (s: MtgState, target: string, colours: readonly Colour[] | undefined): boolean => {
  const p = onField(s, target);
  return p !== undefined && p.protection.length > 0 && protects(p.protection, spellQualities(colours));
};

/** The targets that are (still) legal: they fit the kind, and protection doesn't stop the spell (608.2b, 702.16b). */
export const legalTargets = (s: MtgState, effect: Effect, colours?: readonly Colour[]): string[] => {
  const out = targetsOf(effect).filter((t) => fits(s, effect.kind, t) && !shielded(s, t, colours));
  if (effect.kind === 'gainControl' && (s.players[effect.player] === undefined || s.players[effect.player]?.left === true)) return [];
  return out;
};

/** Whether the effect can still do something: at least one of its targets is legal (608.2b). */
export const targetLegal = (s: MtgState, effect: Effect, colours?: readonly Colour[]): boolean => legalTargets(s, effect, colours).length > 0;

export const EFFECT_KINDS = [
  'pump',
  'damage',
  'destroy',
  'exile',
  'grant',
  'removeKeyword',
  'removeFromCombat',
  'prevent',
  'life',
  'tap',
  'untap',
  'regenerate',
  'gainControl',
  'loseCreatureType',
  'poison',
] as const satisfies readonly EffectKind[];

/**
 * Every effect kind of the table with its fields, and for each target only what it may target now
 * (601.2c); a kind with nothing to target stays offered, the form saying so. Protection from
 * everything shields from any spell, whatever colours it is cast with (702.16b, 702.16j). Damage
 * to several targets at once (`damageEach`) is written in the file or the JSON editor.
 */
export const castOptions = (s: MtgState): EffectOption[] => {
  const candidates = [...s.order, ...s.turnOrder];
  const domains = (domain: string) => candidates.filter((id) => inDomain(s, domain, id) && !shielded(s, id, undefined));
  return effectOptions(MTG_SETUP.effects, domains, EFFECT_KINDS, true);
};

/** 601.2: put the effect on the stack (its caster keeps priority, 117.3c). */
export const cast = (s: MtgState, action: Extract<MtgAction, { type: 'cast' }>, log: Log): Outcome => {
  for (const target of targetsOf(action.effect)) {
    if (shielded(s, target, action.colours)) return MTG.refuse('protectionTarget', cite(s.edition, '702.16b'), { target });
    if (!fits(s, action.effect.kind, target)) return MTG.refuse('illegalTarget', cite(s.edition, '601.2c'), { target });
  }
  if (!targetLegal(s, action.effect, action.colours)) return MTG.refuse('illegalTarget', cite(s.edition, '601.2c'), { target: targetsOf(action.effect)[0] ?? '' });
  const base: StackObject = { id: `s${s.nextStackId}`, controller: action.by, name: action.name ?? action.effect.kind, effect: action.effect };
  const item: StackObject = action.colours === undefined ? base : { ...base, colours: action.colours };
  log.push({ type: 'spellCast', rule: cite(s.edition, '601.2'), stackId: item.id, player: action.by, name: item.name, effect: item.effect });
  return { ok: true, value: withState(s, { stack: [...s.stack, item], nextStackId: s.nextStackId + 1 }) };
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
  if (player !== undefined) return putPlayer(s, withPlayer(player, { ...patch }));
  const p = s.objects[effect.target];
  return p === undefined ? s : putObject(s, withPermanent(p, { ...patch }));
};

const applyEffect = (s: MtgState, item: StackObject, log: Log): MtgState => {
  const effect = item.effect;
  switch (effect.kind) {
    case 'pump': {
      const p = onField(s, effect.target);
      if (p === undefined) return s;
      const next = withPermanent(p, { powerBonus: p.powerBonus + effect.power, toughnessBonus: p.toughnessBonus + effect.toughness });
      log.push({ type: 'ptChanged', rule: cite(s.edition, '608.2c'), id: p.id, power: powerOf(next), toughness: toughnessOf(next) });
      return putObject(s, next);
    }
    case 'damage':
      return dealDamage(s, [hitOf(item, effect.target, effect.amount, effect.source)], false, log);
    case 'damageEach': {
      // 608.2b: targets that became illegal are not affected; the rest are dealt damage at once.
      const legal = new Set(legalTargets(s, effect, item.colours));
      return dealDamage(s, effect.targets.filter((t) => legal.has(t.target)).map((t) => hitOf(item, t.target, t.amount, effect.source)), false, log);
    }
    case 'destroy': {
      const p = onField(s, effect.target);
      if (p === undefined) return s;
      if (hasHook(p, 'indestructible')) {
        log.push({ type: 'destructionIgnored', rule: cite(s.edition, '702.12b'), id: p.id });
        return s;
      }
      if (p.regeneration > 0) return regenerate(s, p, log);
      log.push({ type: 'destroyed', rule: cite(s.edition, '701.7'), id: p.id });
      return leaveBattlefield(s, [[p.id, 'graveyard']], log);
    }
    case 'regenerate': {
      const p = onField(s, effect.target);
      if (p === undefined) return s;
      log.push({ type: 'regenerationShield', rule: cite(s.edition, '701.15a'), id: p.id });
      return putObject(s, withPermanent(p, { regeneration: p.regeneration + 1 }));
    }
    case 'gainControl': {
      const p = onField(s, effect.target);
      if (p === undefined || p.controller === effect.player) return s;
      log.push({ type: 'controlChanged', rule: cite(s.edition, '608.2c'), id: p.id, player: effect.player });
      // A new controller: it hasn't been under their control since their turn began (302.6), and it leaves combat (506.4).
      const moved = putObject(s, withPermanent(p, { controller: effect.player, summoningSick: true }));
      return removeFromCombat(moved, new Set([p.id]), log, true);
    }
    case 'loseCreatureType': {
      const p = onField(s, effect.target);
      if (p === undefined) return s;
      log.push({ type: 'stoppedBeingCreature', rule: cite(s.edition, '608.2c'), id: p.id });
      const changed = putObject(s, withPermanent(p, { types: p.types.filter((t) => t !== 'creature') }));
      return removeFromCombat(changed, new Set([p.id]), log, true);
    }
    case 'poison': {
      const player = s.players[effect.player];
      return player === undefined ? s : putPlayer(s, addPoison(s, player, effect.amount, '608.2c', log));
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
      return putPlayer(s, withPlayer(player, { life }));
    }
    case 'tap':
    case 'untap': {
      const p = onField(s, effect.target);
      const tapped = effect.kind === 'tap';
      if (p === undefined || p.tapped === tapped) return s;
      log.push({ type: tapped ? 'tapped' : 'untapped', rule: cite(s.edition, '701.21'), id: p.id });
      return putObject(s, withPermanent(p, { tapped }));
    }
  }
};

/** A spell's damage: from the permanent it names, or from the spell itself with the spell's colours (for protection). */
const hitOf = (item: StackObject, target: string, amount: number, source: string | undefined): Hit =>
  source === undefined ? { source: null, target, amount, colours: item.colours ?? [] } : { source, target, amount };

const changeKeyword = (s: MtgState, effect: Extract<Effect, { kind: 'grant' | 'removeKeyword' }>, log: Log): MtgState => {
  const p = onField(s, effect.target);
  if (p === undefined) return s;
  const grant = effect.kind === 'grant';
  if (has(p, effect.keyword) === grant) return s;
  const keywords = grant ? [...p.keywords, effect.keyword] : p.keywords.filter((k) => k !== effect.keyword);
  log.push({ type: grant ? 'keywordGranted' : 'keywordRemoved', rule: cite(s.edition, '608.2c'), id: p.id, keyword: effect.keyword });
  return putObject(s, withPermanent(p, { keywords }));
};

/** 608.2: the top object resolves, or does nothing if its target is gone (608.2b). */
export const resolveTop = (s: MtgState, log: Log): MtgState => {
  const top = s.stack[s.stack.length - 1];
  if (top === undefined) return s;
  const popped: MtgState = withState(s, { stack: s.stack.slice(0, -1) });
  if (!targetLegal(popped, top.effect, top.colours)) {
    log.push({ type: 'effectFizzled', rule: cite(s.edition, '608.2b'), stackId: top.id, name: top.name });
    return popped;
  }
  log.push({ type: 'spellResolved', rule: cite(s.edition, '608.2'), stackId: top.id, name: top.name });
  return applyEffect(popped, top, log);
};
