/**
 * Validates a FaB scenario's setup and actions (scenario-format.md, "Flesh and Blood") with
 * valibot, then checks every reference, naming the field: `actions[2].cards[0]: no card "helm2"`.
 */
import * as v from 'valibot';
import { Id, Int, NonNeg, oneOf } from '../schemaParts.ts';
import { indexSetup, loadScenario, type SetupRefs } from '../../engine/setup.ts';
import type { LoadedScenario, Result, ScenarioError } from '../../engine/types.ts';
import { r } from './rules.ts';
import { checkLoss } from './steps.ts';
import {
  CARD_TYPES,
  CHAIN_LINK,
  DURATIONS,
  NUMBERED,
  parseKeyword,
  GRANTABLE,
  SETUP_ZONES,
  TRIGGER_WHEN,
  type Effect,
  type FabAction,
  type FabCard,
  type FabEvent,
  type FabPlayer,
  type FabState,
  type Keyword,
} from './types.ts';


const Until = v.optional(oneOf('duration', DURATIONS));
const EffectSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('power'), target: Id, amount: Int, until: Until }),
  v.strictObject({ kind: v.literal('defense'), target: Id, amount: Int, until: Until }),
  v.strictObject({ kind: v.literal('prevent'), player: Id, amount: NonNeg }),
  v.strictObject({ kind: v.literal('goAgain'), target: Id }),
  v.strictObject({ kind: v.literal('keyword'), target: Id, keyword: oneOf('keyword to grant', GRANTABLE) }),
  v.strictObject({ kind: v.literal('damage'), player: Id, amount: NonNeg, arcane: v.optional(v.boolean()) }),
  v.strictObject({ kind: v.literal('destroy'), target: Id }),
  v.strictObject({ kind: v.literal('extraAttack'), target: Id }),
]);

const TriggerSchema = v.strictObject({ when: oneOf('trigger', TRIGGER_WHEN), effect: EffectSchema, name: v.optional(v.string()) });

const CardSchema = v.strictObject({
  id: Id,
  owner: Id,
  zone: v.picklist(SETUP_ZONES, (issue) => `unknown zone ${String(issue.received)} (expected ${SETUP_ZONES.join(', ')})`),
  name: v.optional(v.string()),
  types: v.array(v.picklist(CARD_TYPES, (issue) => `unknown card type ${String(issue.received)}`)),
  power: v.optional(NonNeg),
  defense: v.optional(NonNeg),
  cost: v.optional(NonNeg),
  pitch: v.optional(NonNeg),
  attackCost: v.optional(NonNeg),
  life: v.optional(NonNeg),
  keywords: v.optional(v.array(v.string())),
  effect: v.optional(EffectSchema),
  triggers: v.optional(v.array(TriggerSchema)),
  illusionist: v.optional(v.boolean()),
  asInstant: v.optional(v.boolean()),
  attackLimit: v.optional(v.nullable(NonNeg)),
  attacksThisTurn: v.optional(NonNeg),
});

const SetupSchema = v.strictObject({
  players: v.pipe(
    v.array(
      v.strictObject({
        id: Id,
        life: Int,
        actionPoints: v.optional(NonNeg),
        resources: v.optional(NonNeg),
      }),
    ),
    v.minLength(2, 'at least two players'),
  ),
  active: Id,
  cards: v.optional(v.array(CardSchema)),
});

const Pitch = v.optional(v.array(Id));
const ActionSchema = v.variant('type', [
  v.strictObject({ type: v.literal('pass'), by: Id }),
  v.strictObject({ type: v.literal('advance'), by: v.optional(v.string()), until: v.optional(v.literal('decision')) }),
  v.strictObject({ type: v.literal('attack'), by: Id, card: Id, target: Id, pitch: Pitch }),
  v.strictObject({ type: v.literal('defend'), by: Id, cards: v.array(Id) }),
  v.strictObject({ type: v.literal('play'), by: Id, card: Id, pitch: Pitch }),
  v.strictObject({ type: v.literal('effect'), by: Id, effect: EffectSchema, name: v.optional(v.string()) }),
  v.strictObject({ type: v.literal('order'), by: Id, triggers: v.array(Id) }),
  v.strictObject({
    type: v.literal('prevent'),
    by: Id,
    use: v.array(v.strictObject({ card: Id, keyword: oneOf('prevention keyword', ['arcane barrier', 'spellvoid', 'ward', 'quell']) })),
    pitch: Pitch,
  }),
  v.strictObject({ type: v.literal('judge'), question: v.string(), ruling: v.string() }),
]);
const ActionsSchema = v.array(ActionSchema);

type SetupInput = v.InferOutput<typeof SetupSchema>;
type CardInput = v.InferOutput<typeof CardSchema>;


const buildCard = (c: CardInput, at: string, errors: ScenarioError[]): FabCard => {
  const keywords: Keyword[] = [];
  const n: Partial<Record<Keyword, number>> = {};
  (c.keywords ?? []).forEach((text, i) => {
    const k = parseKeyword(text);
    if (!k) {
      const bare = NUMBERED.find((x) => x === text.trim().toLowerCase());
      const hint = bare ? ` (write it with its number: "${bare} 1")` : '';
      errors.push({ path: `${at}.keywords[${i}]`, message: `unknown keyword "${text}"${hint}` });
    } else if (!keywords.includes(k.keyword)) {
      keywords.push(k.keyword);
      if (NUMBERED.includes(k.keyword)) n[k.keyword] = k.n;
    }
  });
  if (c.zone === 'weapon' && !c.types.includes('weapon')) errors.push({ path: `${at}.zone`, message: 'only a weapon can start in the weapon zone' });
  if (c.zone === 'equipment' && !c.types.includes('equipment')) {
    errors.push({ path: `${at}.zone`, message: 'only equipment can start in the equipment zone' });
  }
  const ally = c.types.includes('ally');
  if (ally && c.zone === 'arena' && c.life === undefined) errors.push({ path: `${at}.life`, message: 'an ally needs its life' });
  if (c.life !== undefined && !ally) errors.push({ path: `${at}.life`, message: 'only an ally has a life total of its own' });
  const attacker = ally || c.types.includes('weapon');
  if ((c.attackLimit !== undefined || c.attacksThisTurn !== undefined) && !attacker) {
    errors.push({ path: `${at}.${c.attackLimit !== undefined ? 'attackLimit' : 'attacksThisTurn'}`, message: 'only weapons and allies have an attack limit' });
  }
  if (c.asInstant && !c.types.includes('action')) errors.push({ path: `${at}.asInstant`, message: 'only an action card can be played as though it were an instant' });
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
    if (!refs.players.has(e.player) && !refs.cards.has(e.player)) errors.push({ path: `${at}.player`, message: `no player or card "${e.player}"` });
    return;
  }
  if ('player' in e && !refs.players.has(e.player)) errors.push({ path: `${at}.player`, message: `no player "${e.player}"` });
  if ('target' in e && e.target !== CHAIN_LINK && !refs.cards.has(e.target)) {
    errors.push({ path: `${at}.target`, message: `no card "${e.target}"` });
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
      if (inArsenal.get(c.owner) === 2) errors.push({ path: `setup.cards[${i}].zone`, message: `${c.owner}'s arsenal already holds a card (it holds one)` });
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
    if (p !== undefined && p !== '' && !refs.players.has(p)) errors.push({ path, message: `no player "${p}"` });
  };
  const card = (c: string, path: string): void => {
    if (!refs.cards.has(c)) errors.push({ path, message: `no card "${c}"` });
  };
  if (a.type !== 'judge') player(a.by, `${at}.by`);
  switch (a.type) {
    case 'advance':
      return a.until === undefined ? { type: 'advance', by: a.by ?? '' } : { type: 'advance', by: a.by ?? '', until: a.until };
    case 'pass':
      return a;
    case 'attack':
      card(a.card, `${at}.card`);
      if (!refs.players.has(a.target) && !refs.cards.has(a.target)) errors.push({ path: `${at}.target`, message: `no player or card "${a.target}"` });
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
    parseSetup: (raw) => v.safeParse(SetupSchema, raw),
    parseActions: (raw) => v.safeParse(ActionsSchema, raw),
    build: buildState,
    checkAction,
  });
  if (!loaded.ok) return loaded;
  const events: FabEvent[] = [];
  const state = checkLoss(loaded.value.state, events);
  return { ok: true, value: { state, actions: loaded.value.actions, events } };
};
