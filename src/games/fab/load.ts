/**
 * Validates a FaB scenario's setup and actions (scenario-format.md, "Flesh and Blood") with
 * valibot, then checks every reference, naming the field: `actions[2].cards[0]: no card "helm2"`.
 */
import * as v from 'valibot';
import { Id, Int, NonNeg } from '../schemaParts.ts';
import { indexSetup, loadScenario, type SetupRefs } from '../../engine/setup.ts';
import type { LoadedScenario, Result, ScenarioError } from '../../engine/types.ts';
import { JUDGE } from './rules.ts';
import {
  CARD_TYPES,
  CHAIN_LINK,
  FAB_KEYWORDS,
  SETUP_ZONES,
  type Effect,
  type FabAction,
  type FabCard,
  type FabPlayer,
  type FabState,
  type Keyword,
} from './types.ts';


const EffectSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('power'), target: Id, amount: Int }),
  v.strictObject({ kind: v.literal('defense'), target: Id, amount: Int }),
  v.strictObject({ kind: v.literal('prevent'), player: Id, amount: NonNeg }),
  v.strictObject({ kind: v.literal('goAgain'), target: Id }),
  v.strictObject({ kind: v.literal('damage'), player: Id, amount: NonNeg }),
  v.strictObject({ kind: v.literal('destroy'), target: Id }),
]);

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
  keywords: v.optional(v.array(v.string())),
  effect: v.optional(EffectSchema),
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
  v.strictObject({ type: v.literal('advance'), by: v.optional(v.string()) }),
  v.strictObject({ type: v.literal('attack'), by: Id, card: Id, target: Id, pitch: Pitch }),
  v.strictObject({ type: v.literal('defend'), by: Id, cards: v.array(Id) }),
  v.strictObject({ type: v.literal('play'), by: Id, card: Id, pitch: Pitch }),
  v.strictObject({ type: v.literal('effect'), by: Id, effect: EffectSchema, name: v.optional(v.string()) }),
]);
const ActionsSchema = v.array(ActionSchema);

type SetupInput = v.InferOutput<typeof SetupSchema>;
type CardInput = v.InferOutput<typeof CardSchema>;


/** `piercing 2` -> piercing with N = 2; anything not in FAB_KEYWORDS is an error. */
const parseKeyword = (text: string): { keyword: Keyword; n: number } | null => {
  const m = /^piercing\s+(\d+)$/i.exec(text.trim());
  if (m) return { keyword: 'piercing', n: Number(m[1]) };
  const k = FAB_KEYWORDS.find((x) => x === text.trim().toLowerCase());
  return k && k !== 'piercing' ? { keyword: k, n: 0 } : null;
};

const buildCard = (c: CardInput, at: string, errors: ScenarioError[]): FabCard => {
  const keywords: Keyword[] = [];
  let piercing = 0;
  (c.keywords ?? []).forEach((text, i) => {
    const k = parseKeyword(text);
    if (!k) {
      const hint = text.trim().toLowerCase() === 'piercing' ? ' (write it with its number: "piercing 1")' : '';
      errors.push({ path: `${at}.keywords[${i}]`, message: `unknown keyword "${text}"${hint}` });
    }
    else {
      keywords.push(k.keyword);
      if (k.keyword === 'piercing') piercing = k.n;
    }
  });
  if (c.zone === 'weapon' && !c.types.includes('weapon')) errors.push({ path: `${at}.zone`, message: 'only a weapon can start in the weapon zone' });
  if (c.zone === 'equipment' && !c.types.includes('equipment')) {
    errors.push({ path: `${at}.zone`, message: 'only equipment can start in the equipment zone' });
  }
  return {
    id: c.id,
    name: c.name ?? c.id,
    owner: c.owner,
    zone: c.zone,
    types: c.types,
    keywords,
    piercing,
    power: c.power ?? null,
    defense: c.defense ?? null,
    cost: c.cost ?? 0,
    pitch: c.pitch ?? null,
    attackCost: c.attackCost ?? 0,
    effect: c.effect ?? null,
    powerBonus: 0,
    defenseBonus: 0,
    defenseCounters: 0,
    grantedGoAgain: false,
  };
};


const checkEffect = (e: Effect, at: string, refs: SetupRefs, errors: ScenarioError[]): void => {
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
  (setup.cards ?? []).forEach((c, i) => {
    if (c.effect) checkEffect(c.effect, `setup.cards[${i}].effect`, refs, errors);
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
    priority: { holder: setup.active, passes: 0, rule: JUDGE },
    judge: null,
    nextLayer: 1,
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
  player(a.by, `${at}.by`);
  switch (a.type) {
    case 'advance':
      return { type: 'advance', by: a.by ?? '' };
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
  }
};

export const load = (input: { rules: string; setup: unknown; actions: unknown }): Result<LoadedScenario<FabState, FabAction>, readonly ScenarioError[]> =>
  loadScenario(input, {
    edition: 'current',
    parseSetup: (raw) => v.safeParse(SetupSchema, raw),
    parseActions: (raw) => v.safeParse(ActionsSchema, raw),
    build: buildState,
    checkAction,
  });
