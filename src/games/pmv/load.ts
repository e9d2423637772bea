/**
 * Validates a Phantom Magic Vision scenario's setup (with the schema setup.ts derives from its
 * description) and actions (scenario-format.md, "Phantom Magic Vision"), then checks what a
 * schema cannot (does that id exist, does a character have its figures), naming the field:
 * `setup.cards[2].tactics[0]: unknown tactic "警戒"`.
 * Never throws.
 */
import * as v from 'valibot';
import { Bool, fields, Id, kinds, Text, whole } from '../schemaParts.ts';
import { listOf, problem } from '../../engine/problems.ts';
import { actionRefs, advanceAction, indexSetup, type SetupRefs } from '../../engine/setup.ts';
import type { ScenarioError } from '../../engine/types.ts';
import { r } from './rules.ts';
import { AdvanceSchema, JudgeSchema, loaderOf, PassSchema } from '../setupSchema.ts';
import { EffectSchema, PMV_MAX, SetupSchema, type PmvCardSetup } from './setup.ts';
import { TACTICS, type Effect, type PmvAction, type PmvCard, type PmvPlayer, type PmvState, type Tactic } from './types.ts';

const NonNeg = whole(0, PMV_MAX);

const ActionSchema = kinds('type', 'action type', [
  PassSchema,
  fields({ type: v.literal('attack'), by: Id, attacker: Id }),
  fields({ type: v.literal('defend'), by: Id, defender: Id }),
  fields({ type: v.literal('play'), by: Id, card: Id, defend: v.optional(Bool) }),
  fields({ type: v.literal('effect'), by: Id, effect: EffectSchema, name: v.optional(Text) }),
  fields({ type: v.literal('graze'), by: Id, cards: v.optional(NonNeg) }),
  fields({ type: v.literal('noGraze'), by: Id }),
  AdvanceSchema,
  JudgeSchema,
]);

type SetupInput = v.InferOutput<typeof SetupSchema>;

/** A `damage` effect names a card or a player; `life` a player; the others a card. */
const checkEffect = (e: Effect | undefined, at: string, refs: SetupRefs, errors: ScenarioError[]): void => {
  if (e === undefined) return;
  if ('player' in e && !refs.players.has(e.player)) errors.push({ path: `${at}.player`, message: problem('noPlayer', { id: e.player }) });
  if (!('target' in e)) return;
  const ok = refs.cards.has(e.target) || (e.kind === 'damage' && refs.players.has(e.target));
  if (!ok) errors.push({ path: `${at}.target`, message: problem(e.kind === 'damage' ? 'noPlayerOrCard' : 'noCard', { id: e.target }) });
};

const buildCard = (c: PmvCardSetup, at: string, errors: ScenarioError[]): PmvCard => {
  const tactics: Tactic[] = [];
  (c.tactics ?? []).forEach((t, i) => {
    const known = TACTICS.find((x) => x === t);
    if (known) tactics.push(known);
    else errors.push({ path: `${at}.tactics[${i}]`, message: problem('unknownValue', { what: 'tactic', value: JSON.stringify(t), allowed: listOf(TACTICS) }) });
  });
  const character = c.type === 'character';
  if (character && c.attack === undefined) errors.push({ path: `${at}.attack`, message: problem('characterNeedsAttack') });
  if (character && c.toughness === undefined) errors.push({ path: `${at}.toughness`, message: problem('characterNeedsToughness') });
  if (!character && c.effect === undefined && c.zone === 'hand') errors.push({ path: `${at}.effect`, message: problem('commandNeedsEffect') });
  if (character && c.effect !== undefined) errors.push({ path: `${at}.effect`, message: problem('effectOnlyCommand') });
  if (c.zone !== 'field' && (c.damage ?? 0) > 0) errors.push({ path: `${at}.damage`, message: problem('damageOnlyOnField') });
  if (c.zone !== 'field' && c.sleep === true) errors.push({ path: `${at}.sleep`, message: problem('sleepOnlyOnField') });
  if (!character && c.zone === 'field') errors.push({ path: `${at}.zone`, message: problem('commandNotOnField') });
  return {
    id: c.id,
    name: c.name ?? c.id,
    owner: c.owner,
    zone: c.zone,
    type: c.type,
    attack: c.attack ?? 0,
    toughness: c.toughness ?? 0,
    graze: c.graze ?? 0,
    races: c.races ?? [],
    tactics,
    sleep: c.zone === 'field' && (c.sleep ?? false),
    damage: c.zone === 'field' ? (c.damage ?? 0) : 0,
    combatDamage: 0,
    kesshiImmune: c.kesshiImmune ?? false,
    node: c.node ?? 0,
    cost: c.cost ?? 0,
    effect: c.effect ?? null,
  };
};

const buildState = (setup: SetupInput, errors: ScenarioError[]): PmvState => {
  const { players, cards, order, turnOrder, refs } = indexSetup(
    setup,
    (p): PmvPlayer => ({ id: p.id, life: p.life ?? 25, deck: p.deck ?? 20, nodes: { active: p.nodes?.active ?? 0, sleep: p.nodes?.sleep ?? 0 }, lost: false }),
    (c, at) => buildCard(c, at, errors),
    errors,
  );
  (setup.cards ?? []).forEach((c, i) => checkEffect(c.effect, `setup.cards[${i}].effect`, refs, errors));
  // The turn player holds priority as the file begins: a player already at 0 life or less loses then (1.5.3.a).
  for (const id of turnOrder) {
    const p = players[id] as PmvPlayer;
    if (p.life <= 0) players[id] = { ...p, lost: true };
  }
  const gameOver = turnOrder.some((id) => players[id]?.lost);
  return {
    edition: 'current',
    turnOrder,
    active: setup.active,
    players,
    cards,
    order,
    modifiers: [],
    combats: [],
    inCombat: false,
    // The file begins in the turn player's main phase, with no 干渉 under way and the turn player holding priority.
    step: 'main',
    priority: gameOver ? null : { holder: setup.active, passes: 0, rule: r('4.1.2') },
    pending: null,
    stack: [],
    judge: null,
    gameOver,
    ended: false,
  };
};

type ActionInput = v.InferOutput<typeof ActionSchema>;

const checkAction = (a: ActionInput, at: string, refs: SetupRefs, errors: ScenarioError[]): PmvAction => {
  const card = actionRefs('by' in a ? a : {}, at, refs, errors);
  switch (a.type) {
    case 'attack':
      card(a.attacker, 'attacker');
      return a;
    case 'defend':
      card(a.defender, 'defender');
      return a;
    case 'play':
      card(a.card, 'card');
      return a.defend === undefined ? { type: 'play', by: a.by, card: a.card } : a;
    case 'effect':
      checkEffect(a.effect, `${at}.effect`, refs, errors);
      return a.name === undefined ? { type: 'effect', by: a.by, effect: a.effect } : a;
    case 'graze':
      return a.cards === undefined ? { type: 'graze', by: a.by } : a;
    case 'advance':
      return advanceAction(a);
    default:
      return a;
  }
};

export const load = loaderOf({ setup: SetupSchema, action: ActionSchema, build: buildState, checkAction });
