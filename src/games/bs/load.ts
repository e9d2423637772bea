/**
 * Validates a Battle Spirits scenario's setup (with the schema setup.ts derives from its
 * description) and actions (scenario-format.md, "Battle Spirits"), then checks what a schema
 * cannot (does that id exist, is the soul core where a core is), naming the field:
 * `setup.cards[2].keywords[0]: unknown keyword "rush"`. Never throws.
 */
import * as v from 'valibot';
import { fields, Id, kinds, Text } from '../schemaParts.ts';
import { listOf, problem } from '../../engine/problems.ts';
import { actionRefs, advanceAction, indexSetup, type SetupRefs } from '../../engine/setup.ts';
import type { ScenarioError } from '../../engine/types.ts';
import { AdvanceSchema, JudgeSchema, loaderOf, PassSchema } from '../setupSchema.ts';
import { EffectSchema, SetupSchema, type BsCardSetup } from './setup.ts';
import { BS_KEYWORDS, type BsAction, type BsCard, type BsPlayer, type BsState, type Effect, type Keyword } from './types.ts';

const ActionSchema = kinds('type', 'action type', [
  fields({ type: v.literal('attack'), by: Id, attacker: Id }),
  fields({ type: v.literal('endAttackStep'), by: Id }),
  PassSchema,
  // Either a card or an effect: checkAction says which is missing or doubled.
  fields({ type: v.literal('flash'), by: Id, card: v.optional(Id), effect: v.optional(EffectSchema), name: v.optional(Text) }),
  fields({ type: v.literal('block'), by: Id, blocker: Id }),
  fields({ type: v.literal('noBlock'), by: Id }),
  AdvanceSchema,
  JudgeSchema,
]);

type SetupInput = v.InferOutput<typeof SetupSchema>;
type CardInput = BsCardSetup;

const checkEffect = (e: Effect | undefined, at: string, refs: SetupRefs, errors: ScenarioError[]): void => {
  if (e === undefined) return;
  if ('player' in e && !refs.players.has(e.player)) errors.push({ path: `${at}.player`, message: problem('noPlayer', { id: e.player }) });
  if ('target' in e && !refs.cards.has(e.target)) errors.push({ path: `${at}.target`, message: problem('noCard', { id: e.target }) });
};

const buildCard = (c: CardInput, at: string, errors: ScenarioError[]): BsCard => {
  const keywords: Keyword[] = [];
  (c.keywords ?? []).forEach((k, i) => {
    const known = BS_KEYWORDS.find((x) => x === k);
    if (known) keywords.push(known);
    else errors.push({ path: `${at}.keywords[${i}]`, message: problem('unknownValue', { what: 'keyword', value: JSON.stringify(k), allowed: listOf(BS_KEYWORDS) }) });
  });
  const fighter = c.type === 'spirit' || c.type === 'ultimate';
  if (fighter && c.bp === undefined) errors.push({ path: `${at}.bp`, message: problem('needsBp', { what: c.type }) });
  if (fighter && c.zone === 'field' && c.cores === undefined) errors.push({ path: `${at}.cores`, message: problem('needsCores', { what: c.type }) });
  if (c.zone !== 'field' && (c.cores ?? 0) > 0) errors.push({ path: `${at}.cores`, message: problem('coresOnlyOnField') });
  if (c.flash !== undefined && c.type !== 'magic') errors.push({ path: `${at}.flash`, message: problem('flashOnlyMagic') });
  if (!fighter && (c.onAttack !== undefined || c.onBlock !== undefined)) {
    errors.push({ path: `${at}.${c.onAttack ? 'onAttack' : 'onBlock'}`, message: problem('onlyFightersAttack') });
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
    if (counted < 1) errors.push({ path: `${at}.soulCore`, message: problem('soulCoreNone', { place }) });
    return;
  }
  const card = cards[place];
  if (card === undefined) errors.push({ path: `${at}.soulCore`, message: problem('soulCorePlace', { id: place, player: p.id }) });
  else if (card.owner !== p.id || card.zone !== 'field') errors.push({ path: `${at}.soulCore`, message: problem('soulCoreNotOnField', { id: place, player: p.id }) });
  else if (card.cores < 1) errors.push({ path: `${at}.soulCore`, message: problem('soulCoreNoCores', { id: place }) });
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
      errors.push({ path: at, message: problem('flashCardOrEffect') });
      return { type: 'flash', by: a.by, effect: { kind: 'none' } };
    }
    case 'advance':
      return advanceAction(a);
    default:
      return a;
  }
};

export const load = loaderOf({ setup: SetupSchema, action: ActionSchema, build: buildState, checkAction });
