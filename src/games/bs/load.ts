/**
 * Validates a Battle Spirits scenario's setup and actions (scenario-format.md, "Battle Spirits")
 * with valibot, then checks what a schema cannot (does that id exist, is the soul core where a
 * core is), naming the field: `setup.cards[2].keywords[0]: unknown keyword "rush"`. Never throws.
 */
import * as v from 'valibot';
import { Id, Int, NonNeg, oneOf } from '../schemaParts.ts';
import { actionRefs, indexSetup, loadScenario, type SetupRefs } from '../../engine/setup.ts';
import type { LoadedScenario, Result, ScenarioError } from '../../engine/types.ts';
import { BS_KEYWORDS, CARD_TYPES, ZONES, type BsAction, type BsCard, type BsPlayer, type BsState, type Effect, type Keyword } from './types.ts';

const Until = v.picklist(['battle', 'turn'], (issue) => `unknown duration ${JSON.stringify(issue.received)} (expected "battle" or "turn")`);

const EffectSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('bp'), target: Id, amount: Int, until: Until }),
  v.strictObject({ kind: v.literal('symbols'), target: Id, amount: Int, until: Until }),
  v.strictObject({ kind: v.literal('destroy'), target: Id }),
  v.strictObject({ kind: v.literal('exhaust'), target: Id }),
  v.strictObject({ kind: v.literal('refresh'), target: Id }),
  v.strictObject({ kind: v.literal('life'), player: Id, amount: Int }),
  v.strictObject({ kind: v.literal('endBattle') }),
  v.strictObject({ kind: v.literal('none') }),
]);

const CardSchema = v.strictObject({
  id: Id,
  owner: Id,
  zone: oneOf('zone', ZONES),
  name: v.optional(v.string()),
  type: oneOf('card type', CARD_TYPES),
  bp: v.optional(NonNeg),
  symbols: v.optional(NonNeg),
  cores: v.optional(NonNeg),
  exhausted: v.optional(v.boolean()),
  keywords: v.optional(v.array(v.string())),
  onAttack: v.optional(EffectSchema),
  onBlock: v.optional(EffectSchema),
  cost: v.optional(NonNeg),
  flash: v.optional(EffectSchema),
});

const PlayerSchema = v.strictObject({
  id: Id,
  life: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1, 'a player starts with at least 1 life core (at 0 they have already lost)'))),
  reserve: v.optional(NonNeg),
  trashCores: v.optional(NonNeg),
  soulCore: v.optional(Id),
});

const SetupSchema = v.strictObject({
  players: v.pipe(v.array(PlayerSchema), v.length(2, 'exactly two players')),
  active: Id,
  firstTurn: v.optional(v.boolean()),
  cards: v.optional(v.array(CardSchema)),
});

const ActionSchema = v.variant('type', [
  v.strictObject({ type: v.literal('attack'), by: Id, attacker: Id }),
  v.strictObject({ type: v.literal('endAttackStep'), by: Id }),
  v.strictObject({ type: v.literal('pass'), by: Id }),
  // Either a card or an effect: checkAction says which is missing or doubled.
  v.strictObject({ type: v.literal('flash'), by: Id, card: v.optional(Id), effect: v.optional(EffectSchema), name: v.optional(v.string()) }),
  v.strictObject({ type: v.literal('block'), by: Id, blocker: Id }),
  v.strictObject({ type: v.literal('noBlock'), by: Id }),
  v.strictObject({ type: v.literal('advance'), by: v.optional(v.string()), until: v.optional(v.literal('decision')) }),
  v.strictObject({ type: v.literal('judge'), question: v.string(), ruling: v.string() }),
]);

type SetupInput = v.InferOutput<typeof SetupSchema>;
type CardInput = v.InferOutput<typeof CardSchema>;

const checkEffect = (e: Effect | undefined, at: string, refs: SetupRefs, errors: ScenarioError[]): void => {
  if (e === undefined) return;
  if ('player' in e && !refs.players.has(e.player)) errors.push({ path: `${at}.player`, message: `no player "${e.player}"` });
  if ('target' in e && !refs.cards.has(e.target)) errors.push({ path: `${at}.target`, message: `no card "${e.target}"` });
};

const buildCard = (c: CardInput, at: string, errors: ScenarioError[]): BsCard => {
  const keywords: Keyword[] = [];
  (c.keywords ?? []).forEach((k, i) => {
    const known = BS_KEYWORDS.find((x) => x === k);
    if (known) keywords.push(known);
    else errors.push({ path: `${at}.keywords[${i}]`, message: `unknown keyword "${k}" (expected ${BS_KEYWORDS.join(', ')})` });
  });
  const fighter = c.type === 'spirit' || c.type === 'ultimate';
  if (fighter && c.bp === undefined) errors.push({ path: `${at}.bp`, message: `a ${c.type} needs its bp` });
  if (fighter && c.zone === 'field' && c.cores === undefined) errors.push({ path: `${at}.cores`, message: `a ${c.type} on the field needs its cores` });
  if (c.zone !== 'field' && (c.cores ?? 0) > 0) errors.push({ path: `${at}.cores`, message: 'only a card on the field holds cores' });
  if (c.flash !== undefined && c.type !== 'magic') errors.push({ path: `${at}.flash`, message: 'only a magic card has a flash effect here' });
  if (!fighter && (c.onAttack !== undefined || c.onBlock !== undefined)) {
    errors.push({ path: `${at}.${c.onAttack ? 'onAttack' : 'onBlock'}`, message: 'only a spirit or an ultimate attacks or blocks' });
  }
  return {
    id: c.id,
    name: c.name ?? c.id,
    owner: c.owner,
    zone: c.zone,
    type: c.type,
    bp: fighter ? (c.bp ?? 0) : null,
    symbols: c.symbols ?? 1,
    cores: c.zone === 'field' ? (c.cores ?? 0) : 0,
    exhausted: c.zone === 'field' && (c.exhausted ?? false),
    keywords,
    onAttack: c.onAttack ?? null,
    onBlock: c.onBlock ?? null,
    cost: c.cost ?? 0,
    flash: c.flash ?? null,
  };
};

/** The soul core must be one of the cores counted where it is said to be. */
const checkSoulCore = (p: BsPlayer, at: string, cards: Readonly<Record<string, BsCard>>, errors: ScenarioError[]): void => {
  const place = p.soulCore;
  if (place === null) return;
  const counted = place === 'life' ? p.life : place === 'reserve' ? p.reserve : place === 'trash' ? p.trashCores : null;
  if (counted !== null) {
    if (counted < 1) errors.push({ path: `${at}.soulCore`, message: `the soul core is one of the cores in ${place}, but ${place} holds none` });
    return;
  }
  const card = cards[place];
  if (card === undefined) errors.push({ path: `${at}.soulCore`, message: `no card "${place}" (expected life, reserve, trash or a card of ${p.id} on the field)` });
  else if (card.owner !== p.id || card.zone !== 'field') errors.push({ path: `${at}.soulCore`, message: `"${place}" is not a card of ${p.id} on the field` });
  else if (card.cores < 1) errors.push({ path: `${at}.soulCore`, message: `"${place}" holds no cores, so it cannot hold the soul core` });
};

const buildState = (setup: SetupInput, errors: ScenarioError[]): BsState => {
  const { players, cards, order, turnOrder, refs } = indexSetup(
    setup,
    (p): BsPlayer => ({ id: p.id, life: p.life ?? 5, reserve: p.reserve ?? 0, trashCores: p.trashCores ?? 0, soulCore: p.soulCore ?? null, lost: false }),
    (c, at) => buildCard(c, at, errors),
    errors,
  );
  (setup.cards ?? []).forEach((c, i) => {
    for (const key of ['onAttack', 'onBlock', 'flash'] as const) checkEffect(c[key], `setup.cards[${i}].${key}`, refs, errors);
  });
  setup.players.forEach((p, i) => checkSoulCore(players[p.id] as BsPlayer, `setup.players[${i}]`, cards, errors));
  const firstTurn = setup.firstTurn ?? false;
  return {
    edition: 'current',
    firstTurn,
    turnOrder,
    active: setup.active,
    players,
    cards,
    order,
    modifiers: [],
    battles: [],
    inBattle: false,
    // The file begins before the first attack declaration; on the first player's first turn there is no attack step.
    step: firstTurn ? 'end' : 'attack',
    pending: firstTurn ? null : { kind: 'attack', player: setup.active },
    priority: null,
    stack: [],
    judge: null,
    gameOver: false,
    ended: firstTurn,
  };
};

type ActionInput = v.InferOutput<typeof ActionSchema>;

const checkAction = (a: ActionInput, at: string, refs: SetupRefs, errors: ScenarioError[]): BsAction => {
  const card = actionRefs('by' in a ? a : {}, at, refs, errors);
  switch (a.type) {
    case 'attack':
      card(a.attacker, 'attacker');
      return a;
    case 'block':
      card(a.blocker, 'blocker');
      return a;
    case 'flash': {
      const name = a.name === undefined ? {} : { name: a.name };
      if (a.card !== undefined && a.effect === undefined) {
        card(a.card, 'card');
        return { type: 'flash', by: a.by, card: a.card, ...name };
      }
      if (a.effect !== undefined && a.card === undefined) {
        checkEffect(a.effect, `${at}.effect`, refs, errors);
        return { type: 'flash', by: a.by, effect: a.effect, ...name };
      }
      errors.push({ path: at, message: 'a flash names either a "card" in hand or an "effect", not both or neither' });
      return { type: 'flash', by: a.by, effect: { kind: 'none' } };
    }
    case 'advance': {
      const plain = a.by === undefined ? { type: 'advance' as const } : { type: 'advance' as const, by: a.by };
      return a.until === undefined ? plain : { ...plain, until: a.until };
    }
    default:
      return a;
  }
};

export const load = (input: { rules: string; setup: unknown; actions: unknown }): Result<LoadedScenario<BsState, BsAction>, readonly ScenarioError[]> =>
  loadScenario(input, {
    edition: 'current',
    parseSetup: (raw) => v.safeParse(SetupSchema, raw),
    parseActions: (raw) => v.safeParse(v.array(ActionSchema), raw),
    build: buildState,
    checkAction,
  });
