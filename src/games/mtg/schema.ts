/**
 * The MTG part of a scenario file (scenario-format.md): valibot schemas for the setup and the
 * actions, then the cross-reference checks a schema cannot express (every id must exist).
 * `load` never throws: every problem becomes a ScenarioError naming its JSON path.
 */
import * as v from 'valibot';
import { issuesToErrors } from '../../engine/issues.ts';
import type { LoadedScenario, Result, ScenarioError } from '../../engine/types.ts';
import { COLOURS, MTG_EDITIONS, MTG_KEYWORDS, PERMANENT_TYPES, PROTECTION_QUALITIES } from './types.ts';
import type { Effect, MtgAction, MtgEdition, MtgEvent, MtgState } from './types.ts';
import { checkStateBasedActions } from './sba.ts';
import { initialState } from './state.ts';

const Id = v.pipe(v.string(), v.minLength(1, 'an id must not be empty'));
const Count = v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(0, 'must not be negative'));
const Int = v.pipe(v.number(), v.integer('must be a whole number'));
const KeywordSchema = v.picklist(MTG_KEYWORDS, (issue) => `unknown keyword ${issue.received}`);

const ColourSchema = v.picklist(COLOURS, (issue) => `unknown colour ${issue.received} (expected ${COLOURS.join(', ')})`);
const QualitySchema = v.picklist(PROTECTION_QUALITIES, (issue) => `unknown quality ${issue.received} (a colour, a card type or everything)`);
const BlockQualitySchema = v.picklist(
  [...COLOURS, ...PERMANENT_TYPES, ...MTG_KEYWORDS],
  (issue) => `unknown quality ${issue.received} (a colour, a card type or a keyword)`,
);

/** The most players a combat may have (Commander and other multiplayer games: 3 to 6). */
export const MAX_PLAYERS = 6;

const PlayerSchema = v.object({
  id: Id,
  life: v.optional(Int, 20),
  poison: v.optional(Count, 0),
  // Combat damage already dealt to this player by each commander this game (903.10a).
  commanderDamage: v.optional(v.record(Id, Count), {}),
});

const PermanentSchema = v.object({
  id: Id,
  controller: Id,
  owner: v.optional(Id),
  name: v.optional(v.string()),
  types: v.pipe(
    v.array(v.picklist(PERMANENT_TYPES, (issue) => `unknown permanent type ${issue.received}`)),
    v.minLength(1, 'a permanent needs at least one type'),
  ),
  power: v.optional(Int),
  toughness: v.optional(Int),
  keywords: v.optional(v.array(KeywordSchema), []),
  damage: v.optional(Count, 0),
  deathtouched: v.optional(v.boolean(), false),
  tapped: v.optional(v.boolean(), false),
  summoningSick: v.optional(v.boolean(), false),
  loyalty: v.optional(Count),
  defense: v.optional(Count),
  protector: v.optional(Id),
  colours: v.optional(v.array(ColourSchema), []),
  protection: v.optional(v.array(QualitySchema), []),
  blockLimit: v.optional(v.union([v.pipe(Count, v.minValue(1, 'must be at least 1')), v.literal('any')]), 1),
  minBlockers: v.optional(v.pipe(Count, v.minValue(1, 'must be at least 1')), 1),
  blockableOnlyBy: v.optional(v.array(BlockQualitySchema), []),
  toxic: v.optional(Count, 0),
  minusCounters: v.optional(Count, 0),
  commander: v.optional(v.boolean(), false),
});

export const SetupSchema = v.object({
  players: v.pipe(
    v.array(PlayerSchema),
    v.minLength(2, 'a combat needs at least two players'),
    v.maxLength(MAX_PLAYERS, `at most ${MAX_PLAYERS} players`),
  ),
  active: Id,
  permanents: v.optional(v.array(PermanentSchema), []),
});
export type MtgSetup = v.InferOutput<typeof SetupSchema>;
export type PermanentSetup = MtgSetup['permanents'][number];

const EffectSchema = v.variant('kind', [
  v.object({ kind: v.literal('pump'), target: Id, power: Int, toughness: Int }),
  v.object({ kind: v.literal('damage'), target: Id, amount: Count, source: v.optional(Id) }),
  v.object({
    kind: v.literal('damageEach'),
    targets: v.pipe(v.array(v.object({ target: Id, amount: Count })), v.minLength(1, 'name at least one target')),
    source: v.optional(Id),
  }),
  v.object({ kind: v.literal('regenerate'), target: Id }),
  v.object({ kind: v.literal('gainControl'), target: Id, player: Id }),
  v.object({ kind: v.literal('loseCreatureType'), target: Id }),
  v.object({ kind: v.literal('poison'), player: Id, amount: Int }),
  v.object({ kind: v.literal('destroy'), target: Id }),
  v.object({ kind: v.literal('exile'), target: Id }),
  v.object({ kind: v.literal('grant'), target: Id, keyword: KeywordSchema }),
  v.object({ kind: v.literal('removeKeyword'), target: Id, keyword: KeywordSchema }),
  v.object({ kind: v.literal('removeFromCombat'), target: Id }),
  v.object({
    kind: v.literal('prevent'),
    target: Id,
    amount: v.union([Count, v.literal('all')]),
    combatOnly: v.optional(v.boolean()),
  }),
  v.object({ kind: v.literal('life'), player: Id, amount: Int }),
  v.object({ kind: v.picklist(['tap', 'untap']), target: Id }),
]);

const ActionSchema = v.variant('type', [
  v.object({ type: v.literal('pass'), by: Id }),
  // The macro passes for whoever holds priority, so its `by` is informative only.
  v.object({ type: v.literal('advance'), by: v.optional(Id), until: v.optional(v.literal('decision')) }),
  v.object({
    type: v.literal('declareAttackers'),
    by: Id,
    attackers: v.array(v.object({ id: Id, target: Id })),
  }),
  v.object({
    type: v.literal('declareBlockers'),
    by: Id,
    blockers: v.array(v.object({ id: Id, blocks: Id })),
  }),
  v.object({ type: v.literal('orderBlockers'), by: Id, attacker: Id, order: v.array(Id) }),
  v.object({ type: v.literal('orderAttackers'), by: Id, blocker: Id, order: v.array(Id) }),
  v.object({
    type: v.literal('assignDamage'),
    by: Id,
    assignments: v.array(v.object({ source: Id, to: v.array(v.object({ target: Id, amount: Count })) })),
  }),
  v.object({ type: v.literal('cast'), by: Id, name: v.optional(v.string()), effect: EffectSchema, colours: v.optional(v.array(ColourSchema)) }),
]);
type ParsedAction = v.InferOutput<typeof ActionSchema>;

/** Which ids exist, for the reference checks. */
type Names = { readonly players: ReadonlySet<string>; readonly objects: ReadonlySet<string> };

const checkSetup = (setup: MtgSetup): ScenarioError[] => {
  const errors: ScenarioError[] = [];
  const players = new Set<string>();
  setup.players.forEach((p, i) => {
    if (players.has(p.id)) errors.push({ path: `setup.players[${i}].id`, message: `duplicate id "${p.id}"` });
    players.add(p.id);
  });
  if (!players.has(setup.active)) errors.push({ path: 'setup.active', message: `no player "${setup.active}"` });
  const objects = new Set<string>();
  setup.permanents.forEach((p, i) => {
    const at = `setup.permanents[${i}]`;
    if (objects.has(p.id) || players.has(p.id)) errors.push({ path: `${at}.id`, message: `duplicate id "${p.id}"` });
    objects.add(p.id);
    if (!players.has(p.controller)) errors.push({ path: `${at}.controller`, message: `no player "${p.controller}"` });
    if (p.owner !== undefined && !players.has(p.owner)) errors.push({ path: `${at}.owner`, message: `no player "${p.owner}"` });
    if (p.protector !== undefined && !players.has(p.protector))
      errors.push({ path: `${at}.protector`, message: `no player "${p.protector}"` });
    if (p.types.includes('creature')) {
      if (p.power === undefined) errors.push({ path: `${at}.power`, message: 'a creature needs a power' });
      if (p.toughness === undefined) errors.push({ path: `${at}.toughness`, message: 'a creature needs a toughness' });
    }
    if (p.types.includes('planeswalker') && p.loyalty === undefined)
      errors.push({ path: `${at}.loyalty`, message: 'a planeswalker needs a loyalty' });
    if (p.types.includes('battle') && p.defense === undefined)
      errors.push({ path: `${at}.defense`, message: 'a battle needs a defense' });
  });
  setup.players.forEach((p, i) =>
    Object.keys(p.commanderDamage).forEach((id) => {
      const c = setup.permanents.find((q) => q.id === id);
      if (c === undefined || !c.commander)
        errors.push({ path: `setup.players[${i}].commanderDamage.${id}`, message: `no commander "${id}" (a permanent with "commander": true)` });
    }),
  );
  return errors;
};

const refCheck =
  (names: Names, errors: ScenarioError[]) =>
  (path: string, id: string, kind: 'player' | 'object' | 'any'): void => {
    const ok =
      kind === 'player' ? names.players.has(id) : kind === 'object' ? names.objects.has(id) : names.players.has(id) || names.objects.has(id);
    if (!ok) errors.push({ path, message: `no ${kind === 'any' ? 'player or object' : kind} "${id}"` });
  };

const checkEffect = (at: string, effect: Effect, ref: ReturnType<typeof refCheck>): void => {
  switch (effect.kind) {
    case 'life':
      ref(`${at}.player`, effect.player, 'player');
      return;
    case 'damage':
      ref(`${at}.target`, effect.target, 'any');
      if (effect.source !== undefined) ref(`${at}.source`, effect.source, 'object');
      return;
    case 'prevent':
      ref(`${at}.target`, effect.target, 'any');
      return;
    case 'damageEach':
      effect.targets.forEach((t, j) => ref(`${at}.targets[${j}].target`, t.target, 'any'));
      if (effect.source !== undefined) ref(`${at}.source`, effect.source, 'object');
      return;
    case 'poison':
      ref(`${at}.player`, effect.player, 'player');
      return;
    case 'gainControl':
      ref(`${at}.target`, effect.target, 'object');
      ref(`${at}.player`, effect.player, 'player');
      return;
    default:
      ref(`${at}.target`, effect.target, 'object');
  }
};

const checkAction = (i: number, a: ParsedAction, ref: ReturnType<typeof refCheck>): void => {
  const at = `actions[${i}]`;
  if (a.by !== undefined) ref(`${at}.by`, a.by, 'player');
  switch (a.type) {
    case 'declareAttackers':
      a.attackers.forEach((x, j) => {
        ref(`${at}.attackers[${j}].id`, x.id, 'object');
        ref(`${at}.attackers[${j}].target`, x.target, 'any');
      });
      return;
    case 'declareBlockers':
      a.blockers.forEach((x, j) => {
        ref(`${at}.blockers[${j}].id`, x.id, 'object');
        ref(`${at}.blockers[${j}].blocks`, x.blocks, 'object');
      });
      return;
    case 'orderBlockers':
      ref(`${at}.attacker`, a.attacker, 'object');
      a.order.forEach((id, j) => ref(`${at}.order[${j}]`, id, 'object'));
      return;
    case 'orderAttackers':
      ref(`${at}.blocker`, a.blocker, 'object');
      a.order.forEach((id, j) => ref(`${at}.order[${j}]`, id, 'object'));
      return;
    case 'assignDamage':
      a.assignments.forEach((x, j) => {
        ref(`${at}.assignments[${j}].source`, x.source, 'object');
        x.to.forEach((t, k) => ref(`${at}.assignments[${j}].to[${k}].target`, t.target, 'any'));
      });
      return;
    case 'cast':
      checkEffect(`${at}.effect`, a.effect as Effect, ref);
      return;
    default:
      return;
  }
};

const toAction = (a: ParsedAction, active: string): MtgAction => {
  if (a.type === 'advance') return a.until === undefined ? { type: 'advance', by: a.by ?? active } : { type: 'advance', by: a.by ?? active, until: a.until };
  if (a.type === 'cast') {
    const base = { type: 'cast' as const, by: a.by, effect: a.effect as Effect };
    const named = a.name === undefined ? base : { ...base, name: a.name };
    return a.colours === undefined ? named : { ...named, colours: a.colours };
  }
  return a as MtgAction;
};

export const isEdition = (rules: string): rules is MtgEdition => (MTG_EDITIONS as readonly string[]).includes(rules);

export const load = (input: {
  rules: string;
  setup: unknown;
  actions: unknown;
}): Result<LoadedScenario<MtgState, MtgAction, MtgEvent>, readonly ScenarioError[]> => {
  const errors: ScenarioError[] = [];
  if (!isEdition(input.rules))
    errors.push({ path: 'rules', message: `unknown rules edition "${String(input.rules)}" (expected ${MTG_EDITIONS.join(' or ')})` });
  const setup = v.safeParse(SetupSchema, input.setup);
  if (!setup.success) errors.push(...issuesToErrors('setup', setup.issues));
  const actionsInput = input.actions ?? [];
  if (!Array.isArray(actionsInput)) {
    errors.push({ path: 'actions', message: 'expected an array of actions' });
    return { ok: false, error: errors };
  }
  const actions: ParsedAction[] = [];
  actionsInput.forEach((raw: unknown, i) => {
    const parsed = v.safeParse(ActionSchema, raw);
    if (parsed.success) actions.push(parsed.output);
    else errors.push(...issuesToErrors(`actions[${i}]`, parsed.issues));
  });
  if (!setup.success || errors.length > 0 || !isEdition(input.rules)) return { ok: false, error: errors };
  errors.push(...checkSetup(setup.output));
  const names: Names = {
    players: new Set(setup.output.players.map((p) => p.id)),
    objects: new Set(setup.output.permanents.map((p) => p.id)),
  };
  const ref = refCheck(names, errors);
  actions.forEach((a, i) => checkAction(i, a, ref));
  if (errors.length > 0) return { ok: false, error: errors };
  // 704.3: the board as entered is checked before anyone gets priority.
  const events: MtgEvent[] = [];
  const state = checkStateBasedActions(initialState(input.rules, setup.output), events);
  return { ok: true, value: { state, actions: actions.map((a) => toAction(a, setup.output.active)), events } };
};
