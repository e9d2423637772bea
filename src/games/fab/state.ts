/**
 * Small helpers over the FaB state (copy only the changed path) and the checks several steps
 * share: defending restrictions (7.3.2b(C), 7.4.2c, 7.4.2d), legal attack targets, weapons.
 */
import type { AllFields, Ctx } from '../../engine/procedure.ts';
import type { PlayerId, RuleRef } from '../../engine/types.ts';
import { withCard as cardChanged, withPlayer as playerChanged, type Copiers } from '../../engine/update.ts';
import { isTrigger, keyword, type DestroyedBy, type KeywordDef } from './keywords.ts';
import type { ChainLink, FabCard, FabEvent, FabPlayer, FabState, Keyword, KeywordTrigger, Layer, Modifier, Step, Zone } from './types.ts';

/**
 * A fresh copy of the state, every field named, in the loader's order (one hidden class). Node's
 * object spread is several times slower on an object that a spread made, so the driver and the
 * hot paths copy through this (src/engine/procedure.ts, Procedure.copy).
 */
export const copyState = (s: FabState): FabState => {
  const copy: AllFields<FabState> = {
    edition: s.edition,
    turnOrder: s.turnOrder,
    active: s.active,
    players: s.players,
    cards: s.cards,
    order: s.order,
    step: s.step,
    chainOpen: s.chainOpen,
    chain: s.chain,
    stack: s.stack,
    pending: s.pending,
    priority: s.priority,
    judge: s.judge,
    nextLayer: s.nextLayer,
    triggered: s.triggered,
    mirage: s.mirage,
    gameOver: s.gameOver,
    ended: s.ended,
  };
  return copy;
};

/** `s` with some fields changed, through {@link copyState}. */
export const withState = (s: FabState, fields: Partial<FabState>): FabState => Object.assign(copyState(s), fields);

export type Out = FabEvent[];

/** What the procedure kernel hands FaB's hooks: the log, and beginning a step. */
export type FabCtx = Ctx<FabState, Step, FabEvent>;

// A card, a player, a chain link copied as copyState copies a state.
const copyCard = (c: FabCard): FabCard => {
  const copy: AllFields<FabCard> = {
    id: c.id,
    name: c.name,
    owner: c.owner,
    zone: c.zone,
    types: c.types,
    keywords: c.keywords,
    n: c.n,
    power: c.power,
    defense: c.defense,
    life: c.life,
    cost: c.cost,
    pitch: c.pitch,
    attackCost: c.attackCost,
    effect: c.effect,
    triggers: c.triggers,
    illusionist: c.illusionist,
    asInstant: c.asInstant,
    attackLimit: c.attackLimit,
    attacksThisTurn: c.attacksThisTurn,
    extraAttacks: c.extraAttacks,
    mods: c.mods,
    defenseCounters: c.defenseCounters,
    granted: c.granted,
  };
  return copy;
};

const copyPlayer = (p: FabPlayer): FabPlayer => {
  const copy: AllFields<FabPlayer> = {
    id: p.id,
    life: p.life,
    actionPoints: p.actionPoints,
    resources: p.resources,
    prevention: p.prevention,
    lost: p.lost,
  };
  return copy;
};

export const copyLink = (l: ChainLink): ChainLink => {
  const copy: AllFields<ChainLink> = {
    attack: l.attack,
    proxy: l.proxy,
    attacker: l.attacker,
    attackingHero: l.attackingHero,
    target: l.target,
    defendingHero: l.defendingHero,
    defenders: l.defenders,
    damage: l.damage,
    hit: l.hit,
    resolved: l.resolved,
    attackGone: l.attackGone,
    fired: l.fired,
  };
  return copy;
};

/** A layer given its id: every field named, the id first as the Layer type lists it (see copyState). */
export const layerWithId = (layer: Omit<Layer, 'id'>, id: string): Layer => {
  const out: AllFields<Layer> = {
    id,
    kind: layer.kind,
    controller: layer.controller,
    name: layer.name,
    card: layer.card,
    proxy: layer.proxy,
    target: layer.target,
    effect: layer.effect,
    keyword: layer.keyword,
    asInstant: layer.asInstant,
    from: layer.from,
  };
  return out;
};

export const withCard = (c: FabCard, patch: Partial<FabCard>): FabCard => Object.assign(copyCard(c), patch);
export const withLink = (l: ChainLink, patch: Partial<ChainLink>): ChainLink => Object.assign(copyLink(l), patch);

const COPIERS: Copiers<FabState, FabCard, FabPlayer> = { state: copyState, card: copyCard, player: copyPlayer };

export const setCard = (s: FabState, id: string, patch: Partial<FabCard>): FabState => cardChanged(COPIERS, s, id, patch);

export const moveCard = (s: FabState, id: string, zone: Zone): FabState => setCard(s, id, { zone });

export const setPlayer = (s: FabState, id: PlayerId, patch: Partial<FabPlayer>): FabState => playerChanged(COPIERS, s, id, patch);

export const activeLink = (s: FabState): ChainLink | null => (s.chainOpen ? (s.chain[s.chain.length - 1] ?? null) : null);

export const setActiveLink = (s: FabState, patch: Partial<ChainLink>): FabState => {
  const link = activeLink(s);
  if (!link) return s;
  const chain = s.chain.slice();
  chain[chain.length - 1] = Object.assign(copyLink(link), patch);
  return withState(s, { chain });
};

/** A card's keywords, with those granted until the chain closes. */
export const keywordsOf = (c: FabCard): readonly Keyword[] => (c.granted.length === 0 ? c.keywords : [...c.keywords, ...c.granted]);
export const hasKeyword = (c: FabCard, k: Keyword): boolean => c.keywords.includes(k) || (c.granted as readonly Keyword[]).includes(k);
export const hasGoAgain = (c: FabCard): boolean => keywordsOf(c).some((k) => keyword(k).goAgain === true);
/** The first of the card's keywords (granted ones too) whose table entry passes `test`: code asks for a hook, not a name. */
export const keywordWhere = (c: FabCard, test: (def: KeywordDef) => boolean): Keyword | undefined => keywordsOf(c).find((k) => test(keyword(k)));
/** The same, among the keywords whose trigger a layer may carry. */
export const triggerWhere = (c: FabCard, test: (def: KeywordDef) => boolean): KeywordTrigger | undefined =>
  keywordsOf(c).find((k): k is KeywordTrigger => isTrigger(k) && test(keyword(k)));
/** The keyword that lets this card defend from arsenal (ambush, 8.3.28), or undefined. */
export const arsenalKeyword = (c: FabCard): Keyword | undefined => keywordWhere(c, (d) => d.defendsFromArsenal === true);
export const isType = (c: FabCard, t: FabCard['types'][number]): boolean => c.types.includes(t);

/**
 * A printed value with its changes before the floor at 0 (2.0.3c). Additions apply before
 * subtractions, whatever their timestamps (6.3.3), and -1 counters are subtractions: so a value
 * taken below 0 and raised again is the sum, stopped at 0 (3 power, -5 then +2: 0).
 */
const unclamped = (base: number, mods: readonly Modifier[], stat: Modifier['stat']): number => {
  let v = base;
  for (const m of mods) if (m.stat === stat) v += m.amount;
  return v;
};

export const rawPower = (c: FabCard): number => unclamped(c.power ?? 0, c.mods, 'power');
export const rawDefense = (c: FabCard): number => unclamped(c.defense ?? 0, c.mods, 'defense') - c.defenseCounters;
export const powerOf = (c: FabCard): number => Math.max(0, rawPower(c));
export const defenseOf = (c: FabCard): number => Math.max(0, rawDefense(c));

export const toGraveyard = (s: FabState, id: string, rule: RuleRef, out: Out): FabState => {
  const c = s.cards[id];
  if (!c) return s;
  out.push({ type: 'toGraveyard', rule, automatic: true, card: id, owner: c.owner });
  return moveCard(s, id, 'graveyard');
};

// ---------------------------------------------------------------------------------------------
// Defending restrictions (7.3.2b(C), 7.4.2c, 7.4.2d).

export type NewDefender = { readonly card: FabCard; readonly fromHand: boolean };

/**
 * The restriction a set of defending cards would break on this link, or null: each keyword of
 * the attack with a defending limit (dominate, overpower) counts the cards it limits.
 */
export const restrictionBroken = (s: FabState, link: ChainLink, added: readonly NewDefender[]): 'dominateLimit' | 'overpowerLimit' | null => {
  const attack = s.cards[link.attack];
  if (!attack) return null;
  for (const k of keywordsOf(attack)) {
    const limit = keyword(k).defendLimit;
    if (limit === undefined) continue;
    const counted = link.defenders.filter((d) => limit.counts(s.cards[d.card], d.fromHand)).length + added.filter((d) => limit.counts(d.card, d.fromHand)).length;
    if (counted > limit.max) return limit.code;
  }
  return null;
};

/** How many more cards a defending limit of the attack allows on this link (for the prompt), or null without one. */
export const limitLeft = (s: FabState, link: ChainLink, code: 'dominateLimit' | 'overpowerLimit'): number | null => {
  const attack = s.cards[link.attack];
  const k = attack ? keywordsOf(attack).find((x) => keyword(x).defendLimit?.code === code) : undefined;
  const limit = k === undefined ? undefined : keyword(k).defendLimit;
  if (limit === undefined) return null;
  return Math.max(0, limit.max - link.defenders.filter((d) => limit.counts(s.cards[d.card], d.fromHand)).length);
};

export const isDefending = (s: FabState, id: string): boolean =>
  s.chainOpen && s.chain.some((l) => l.defenders.some((d) => d.card === id));

/** Players still in the game, in turn order: priority passes among them only. */
export const inGame = (s: FabState): PlayerId[] => s.turnOrder.filter((id) => !s.players[id]?.lost);

/** Whether a card attacks through an attack proxy (7.2.3b): a weapon, or an ally (8.2.8). */
export const attacksByProxy = (c: FabCard): boolean => isType(c, 'weapon') || isType(c, 'ally');
/** Where a card that attacks through a proxy sits: weapons in the weapon zone, allies in the arena. */
export const homeZone = (c: FabCard): Zone => (isType(c, 'weapon') ? 'weapon' : 'arena');

/** A weapon or ally can attack from its zone, or from a past chain link where it already attacked (7.0.3f, 7.2.3b). */
export const weaponReady = (s: FabState, c: FabCard): boolean =>
  c.zone === homeZone(c) || (c.zone === 'chain' && s.chain.some((l) => l.proxy && l.attack === c.id && l.resolved && !l.attackGone));

/** Whether a weapon's or ally's attacks this turn have reached its limit, counting what effects added (5.2.1a, 5.2.3c). */
export const attackLimitReached = (c: FabCard): boolean => c.attackLimit !== null && c.attacksThisTurn >= c.attackLimit + c.extraAttacks;

export const targetLegal = (s: FabState, attacker: PlayerId, target: string): boolean => {
  const p = s.players[target];
  if (p) return target !== attacker && !p.lost;
  const c = s.cards[target];
  return c !== undefined && c.zone === 'arena' && c.owner !== attacker && attackable(c);
};

/** A card in the arena that an attack may target: an ally (a living object, 1.4.5a), or a card with spectra (8.3.14). */
export const attackable = (c: FabCard): boolean => isType(c, 'ally') || c.keywords.some((k) => keyword(k).attackable === true);

/** What an attack by `by` may target now: the other heroes still in the game, then attackable cards. */
export const attackTargets = (s: FabState, by: PlayerId): string[] => [
  ...s.turnOrder.filter((p) => p !== by && !s.players[p]?.lost),
  ...s.order.filter((id) => {
    const c = s.cards[id] as FabCard;
    return c.zone === 'arena' && c.owner !== by && attackable(c);
  }),
];

// ---------------------------------------------------------------------------------------------
// Phantasm and mirage: 6 or more power, not an Illusionist (8.3.13, 8.3.25).

const BIG_POWER = 6;
const big = (c: FabCard | undefined): c is FabCard => c !== undefined && !c.illusionist && powerOf(c) >= BIG_POWER;

/** Phantasm's condition: the attack is defended by a non-Illusionist attack action card with 6 or more power. */
export const phantasmMet = (s: FabState, link: ChainLink): boolean =>
  link.defenders.some((d) => {
    const c = s.cards[d.card];
    return big(c) && isType(c, 'attack') && isType(c, 'action');
  });

/** Mirage's condition: the card defends a non-Illusionist attack with 6 or more power. */
export const mirageMet = (s: FabState, link: ChainLink, id: string): boolean => big(s.cards[link.attack]) && link.defenders.some((d) => d.card === id);

/** The link a phantasm-like keyword on card `id` watches: the one it attacks on (bigDefender) or defends on (bigAttack). */
export const watches = (link: ChainLink, id: string, by: DestroyedBy): boolean => (by === 'bigDefender' ? link.attack === id : link.defenders.some((d) => d.card === id));

/** Whether that keyword's condition holds on the link it watches (8.3.13, 8.3.25). */
export const illusionMet = (s: FabState, link: ChainLink, id: string, by: DestroyedBy): boolean => (by === 'bigDefender' ? phantasmMet(s, link) : mirageMet(s, link, id));
