/**
 * Validates a FaB scenario's setup (with the schema setup.ts derives from its description) and
 * actions (scenario-format.md, "Flesh and Blood"), then checks every reference, naming the field:
 * `actions[2].cards[0]: no card "helm2"`.
 */
import * as v from 'valibot';
import { fields, Id, kinds, listOfSchema, oneOf, parseWithoutNotes, Text } from '../schemaParts.ts';
import { problem } from '../../engine/problems.ts';
import { indexSetup, loadScenario, type SetupRefs } from '../../engine/setup.ts';
import type { LoadedScenario, Result, ScenarioError } from '../../engine/types.ts';
import { r } from './rules.ts';
import { EffectSchema, SetupSchema, type FabCardSetup } from './setup.ts';
import { checkLoss } from './steps.ts';
import {
  CHAIN_LINK,
  NUMBERED,
  parseKeyword,
  type Effect,
  type FabAction,
  type FabCard,
  type FabEvent,
  type FabPlayer,
  type FabState,
  type Keyword,
} from './types.ts';

const Pitch = v.optional(listOfSchema(Id));
const ActionSchema = kinds('type', 'action type', [
  fields({ type: v.literal('pass'), by: Id }),
  fields({ type: v.literal('advance'), by: v.optional(Text), until: v.optional(v.literal('decision')) }),
  fields({ type: v.literal('attack'), by: Id, card: Id, target: Id, pitch: Pitch }),
  fields({ type: v.literal('defend'), by: Id, cards: listOfSchema(Id) }),
  fields({ type: v.literal('play'), by: Id, card: Id, pitch: Pitch }),
  fields({ type: v.literal('effect'), by: Id, effect: EffectSchema, name: v.optional(Text) }),
  fields({ type: v.literal('order'), by: Id, triggers: listOfSchema(Id) }),
  fields({
    type: v.literal('prevent'),
    by: Id,
    use: listOfSchema(fields({ card: Id, keyword: oneOf('prevention keyword', ['arcane barrier', 'spellvoid', 'ward', 'quell']) })),
    pitch: Pitch,
  }),
  fields({ type: v.literal('judge'), question: Text, ruling: Text }),
]);
const ActionsSchema = listOfSchema(ActionSchema);

type SetupInput = v.InferOutput<typeof SetupSchema>;
type CardInput = FabCardSetup;


const buildCard = (c: CardInput, at: string, errors: ScenarioError[]): FabCard => {
  const keywords: Keyword[] = [];
  const n: Partial<Record<Keyword, number>> = {};
  (c.keywords ?? []).forEach((text, i) => {
    const k = parseKeyword(text);
    if (!k) {
      const bare = NUMBERED.find((x) => x === text.trim().toLowerCase());
      errors.push({ path: `${at}.keywords[${i}]`, message: bare ? problem('unknownFabKeyword', { word: bare }) : problem('unknownKeyword', { word: text }) });
    } else if (!keywords.includes(k.keyword)) {
      keywords.push(k.keyword);
      if (NUMBERED.includes(k.keyword)) n[k.keyword] = k.n;
    }
  });
  if (c.zone === 'weapon' && !c.types.includes('weapon')) errors.push({ path: `${at}.zone`, message: problem('weaponZone') });
  if (c.zone === 'equipment' && !c.types.includes('equipment')) {
    errors.push({ path: `${at}.zone`, message: problem('equipmentZone') });
  }
  const ally = c.types.includes('ally');
  if (ally && c.zone === 'arena' && c.life === undefined) errors.push({ path: `${at}.life`, message: problem('allyNeedsLife') });
  if (c.life !== undefined && !ally) errors.push({ path: `${at}.life`, message: problem('lifeOnlyAlly') });
  const attacker = ally || c.types.includes('weapon');
  if ((c.attackLimit !== undefined || c.attacksThisTurn !== undefined) && !attacker) {
    errors.push({ path: `${at}.${c.attackLimit !== undefined ? 'attackLimit' : 'attacksThisTurn'}`, message: problem('attackLimitOnly') });
  }
  if (c.asInstant && !c.types.includes('action')) errors.push({ path: `${at}.asInstant`, message: problem('asInstantOnlyAction') });
  return {
    id: c.id,
    name: c.name ?? c.id,
    owner: c.owner,
    zone: c.zone,
    types: c.types,
    keywords,
    n,
    power: c.power ?? null,
    defense: c.defense ?? null,
    life: ally ? (c.life ?? null) : null,
    cost: c.cost ?? 0,
    pitch: c.pitch ?? null,
    attackCost: c.attackCost ?? 0,
    effect: c.effect ?? null,
    triggers: c.triggers ?? [],
    illusionist: c.illusionist ?? false,
    asInstant: c.asInstant ?? false,
    // Almost every weapon and ally attacks "once per turn" (5.2.1a): that is the default.
    attackLimit: attacker ? (c.attackLimit === undefined ? 1 : c.attackLimit) : null,
    attacksThisTurn: c.attacksThisTurn ?? 0,
    extraAttacks: 0,
    mods: [],
    defenseCounters: 0,
    granted: [],
  };
};


const checkEffect = (e: Effect, at: string, refs: SetupRefs, errors: ScenarioError[]): void => {
  // Damage may be dealt to a hero or to an ally (a card).
  if (e.kind === 'damage') {
    if (!refs.players.has(e.player) && !refs.cards.has(e.player)) errors.push({ path: `${at}.player`, message: problem('noPlayerOrCard', { id: e.player }) });
    return;
  }
  if ('player' in e && !refs.players.has(e.player)) errors.push({ path: `${at}.player`, message: problem('noPlayer', { id: e.player }) });
  if ('target' in e && e.target !== CHAIN_LINK && !refs.cards.has(e.target)) {
    errors.push({ path: `${at}.target`, message: problem('noCard', { id: e.target }) });
  }
};

const buildState = (setup: SetupInput, errors: ScenarioError[]): FabState => {
  const { players, cards, order, turnOrder, refs } = indexSetup(
    setup,
    (p): FabPlayer => ({ id: p.id, life: p.life, actionPoints: p.actionPoints ?? 0, resources: p.resources ?? 0, prevention: 0, lost: false }),
    (c, at) => buildCard(c, at, errors),
    errors,
  );
  const inArsenal = new Map<string, number>();
  (setup.cards ?? []).forEach((c, i) => {
    if (c.effect) checkEffect(c.effect, `setup.cards[${i}].effect`, refs, errors);
    (c.triggers ?? []).forEach((t, j) => checkEffect(t.effect, `setup.cards[${i}].triggers[${j}].effect`, refs, errors));
    // The arsenal holds one card (3.3).
    if (c.zone === 'arsenal') {
      inArsenal.set(c.owner, (inArsenal.get(c.owner) ?? 0) + 1);
      if (inArsenal.get(c.owner) === 2) errors.push({ path: `setup.cards[${i}].zone`, message: problem('arsenalFull', { id: c.owner }) });
    }
  });
  return {
    edition: 'current',
    turnOrder,
    active: setup.active,
    players,
    cards,
    order,
    step: 'closed',
    chainOpen: false,
    chain: [],
    stack: [],
    pending: null,
    // The action phase of the turn player, who holds priority (scenario-format.md).
    priority: { holder: setup.active, passes: 0, rule: r('4.3.3') },
    judge: null,
    nextLayer: 1,
    triggered: [],
    mirage: null,
    gameOver: false,
    ended: false,
  };
};

type ActionInput = v.InferOutput<typeof ActionSchema>;

const checkAction = (a: ActionInput, at: string, refs: SetupRefs, errors: ScenarioError[]): FabAction => {
  const player = (p: string | undefined, path: string): void => {
    if (p !== undefined && p !== '' && !refs.players.has(p)) errors.push({ path, message: problem('noPlayer', { id: p }) });
  };
  const card = (c: string, path: string): void => {
    if (!refs.cards.has(c)) errors.push({ path, message: problem('noCard', { id: c }) });
  };
  if (a.type !== 'judge') player(a.by, `${at}.by`);
  switch (a.type) {
    case 'advance':
      return a.until === undefined ? { type: 'advance', by: a.by ?? '' } : { type: 'advance', by: a.by ?? '', until: a.until };
    case 'pass':
      return a;
    case 'attack':
      card(a.card, `${at}.card`);
      if (!refs.players.has(a.target) && !refs.cards.has(a.target)) errors.push({ path: `${at}.target`, message: problem('noPlayerOrCard', { id: a.target }) });
      (a.pitch ?? []).forEach((id, i) => card(id, `${at}.pitch[${i}]`));
      return a.pitch ? { type: 'attack', by: a.by, card: a.card, target: a.target, pitch: a.pitch } : { type: 'attack', by: a.by, card: a.card, target: a.target };
    case 'defend':
      a.cards.forEach((id, i) => card(id, `${at}.cards[${i}]`));
      return a;
    case 'play':
      card(a.card, `${at}.card`);
      (a.pitch ?? []).forEach((id, i) => card(id, `${at}.pitch[${i}]`));
      return a.pitch ? { type: 'play', by: a.by, card: a.card, pitch: a.pitch } : { type: 'play', by: a.by, card: a.card };
    case 'effect':
      checkEffect(a.effect, `${at}.effect`, refs, errors);
      return a.name === undefined ? { type: 'effect', by: a.by, effect: a.effect } : { type: 'effect', by: a.by, effect: a.effect, name: a.name };
    case 'order':
      return a;
    case 'prevent':
      a.use.forEach((u, i) => card(u.card, `${at}.use[${i}].card`));
      (a.pitch ?? []).forEach((id, i) => card(id, `${at}.pitch[${i}]`));
      return a.pitch ? { type: 'prevent', by: a.by, use: a.use, pitch: a.pitch } : { type: 'prevent', by: a.by, use: a.use };
    case 'judge':
      return a;
  }
};

/**
 * Loads a file. The game state actions run on the board as entered (1.10.2): a hero set up at 0
 * life has lost, an ally at 0 life is gone, before anyone decides anything.
 */
export const load = (input: { rules: string; setup: unknown; actions: unknown }): Result<LoadedScenario<FabState, FabAction, FabEvent>, readonly ScenarioError[]> => {
  const loaded = loadScenario(input, {
    edition: 'current',
    parseSetup: (raw) => parseWithoutNotes(SetupSchema, raw),
    parseActions: (raw) => parseWithoutNotes(ActionsSchema, raw),
    build: buildState,
    checkAction,
  });
  if (!loaded.ok) return loaded;
  const events: FabEvent[] = [];
  const state = checkLoss(loaded.value.state, events);
  return { ok: true, value: { state, actions: loaded.value.actions, events } };
};
