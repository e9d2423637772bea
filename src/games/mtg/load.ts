/**
 * The MTG part of a scenario file (scenario-format.md): the set-up read with the schema setup.ts
 * derives from its description, the actions with their own, then the cross-reference checks a
 * schema cannot express (every id must exist).
 * `load` never throws: every problem becomes a ScenarioError naming its JSON path.
 */
import * as v from 'valibot';
import { issuesToErrors } from '../../engine/issues.ts';
import { listOf, problem } from '../../engine/problems.ts';
import { fields, Id, kinds, listOfSchema, oneOf, parseWithoutNotes, Text, whole } from '../schemaParts.ts';
import type { LoadedScenario, ObjectId, PlayerId, Result, ScenarioError } from '../../engine/types.ts';
import { COLOURS, MTG_EDITIONS } from './types.ts';
import type { Effect, MtgAction, MtgEdition, MtgEvent, MtgState, Permanent, Player } from './types.ts';
import { cite } from './rules.ts';
import { checkStateBasedActions } from './sba.ts';
import { NO_COMBAT } from './state.ts';
import { EffectSchema, MTG_MAX, SetupSchema } from './setup.ts';

/** Fields keyed by ids, not field names: a commander called "note" keeps its damage. */
const ID_MAPS: ReadonlySet<string> = new Set(['commanderDamage']);
const Count = whole(0, MTG_MAX);
const ColourSchema = oneOf('colour', COLOURS);

type SetupInput = v.InferOutput<typeof SetupSchema>;
type PermanentInput = NonNullable<SetupInput['permanents']>[number];

const ActionSchema = kinds('type', 'action type', [
  fields({ type: v.literal('pass'), by: Id }),
  // The macro passes for whoever holds priority, so its `by` is informative only.
  fields({ type: v.literal('advance'), by: v.optional(Id), until: v.optional(v.literal('decision')) }),
  fields({
    type: v.literal('declareAttackers'),
    by: Id,
    attackers: listOfSchema(fields({ id: Id, target: Id })),
  }),
  fields({
    type: v.literal('declareBlockers'),
    by: Id,
    blockers: listOfSchema(fields({ id: Id, blocks: Id })),
  }),
  fields({ type: v.literal('orderBlockers'), by: Id, attacker: Id, order: listOfSchema(Id) }),
  fields({ type: v.literal('orderAttackers'), by: Id, blocker: Id, order: listOfSchema(Id) }),
  fields({
    type: v.literal('assignDamage'),
    by: Id,
    assignments: listOfSchema(fields({ source: Id, to: listOfSchema(fields({ target: Id, amount: Count })) })),
  }),
  fields({ type: v.literal('cast'), by: Id, name: v.optional(Text), effect: EffectSchema, colours: v.optional(listOfSchema(ColourSchema)) }),
]);
type ParsedAction = v.InferOutput<typeof ActionSchema>;

/** Which ids exist, for the reference checks. */
type Names = { readonly players: ReadonlySet<string>; readonly objects: ReadonlySet<string> };

const checkSetup = (setup: SetupInput): ScenarioError[] => {
  const errors: ScenarioError[] = [];
  const players = new Set<string>();
  setup.players.forEach((p, i) => {
    if (players.has(p.id)) errors.push({ path: `setup.players[${i}].id`, message: problem('duplicatePlayer', { id: p.id }) });
    players.add(p.id);
  });
  if (!players.has(setup.active)) errors.push({ path: 'setup.active', message: problem('noPlayer', { id: setup.active }) });
  const objects = new Set<string>();
  const permanents = setup.permanents ?? [];
  permanents.forEach((p, i) => {
    const at = `setup.permanents[${i}]`;
    if (players.has(p.id)) errors.push({ path: `${at}.id`, message: problem('idIsPlayer', { id: p.id }) });
    else if (objects.has(p.id)) errors.push({ path: `${at}.id`, message: problem('duplicateId', { id: p.id }) });
    objects.add(p.id);
    if (!players.has(p.controller)) errors.push({ path: `${at}.controller`, message: problem('noPlayer', { id: p.controller }) });
    if (p.owner !== undefined && !players.has(p.owner)) errors.push({ path: `${at}.owner`, message: problem('noPlayer', { id: p.owner }) });
    if (p.protector !== undefined && !players.has(p.protector))
      errors.push({ path: `${at}.protector`, message: problem('noPlayer', { id: p.protector }) });
    if (p.types.includes('creature')) {
      if (p.power === undefined) errors.push({ path: `${at}.power`, message: problem('creatureNeedsPower') });
      if (p.toughness === undefined) errors.push({ path: `${at}.toughness`, message: problem('creatureNeedsToughness') });
    }
    if (p.types.includes('planeswalker') && p.loyalty === undefined)
      errors.push({ path: `${at}.loyalty`, message: problem('planeswalkerNeedsLoyalty') });
    if (p.types.includes('battle') && p.defense === undefined)
      errors.push({ path: `${at}.defense`, message: problem('battleNeedsDefense') });
  });
  setup.players.forEach((p, i) =>
    Object.keys(p.commanderDamage ?? {}).forEach((id) => {
      const c = permanents.find((q) => q.id === id);
      if (c === undefined || c.commander !== true)
        errors.push({ path: `setup.players[${i}].commanderDamage.${id}`, message: problem('noCommander', { id }) });
    }),
  );
  return errors;
};

const refCheck =
  (names: Names, errors: ScenarioError[]) =>
  (path: string, id: string, kind: 'player' | 'object' | 'any'): void => {
    const ok =
      kind === 'player' ? names.players.has(id) : kind === 'object' ? names.objects.has(id) : names.players.has(id) || names.objects.has(id);
    if (!ok) errors.push({ path, message: problem(kind === 'any' ? 'noPlayerOrPermanent' : kind === 'player' ? 'noPlayer' : 'noPermanent', { id }) });
  };

/**
 * Every id an effect names, field by field: a `target` is a permanent, or either kind for damage
 * and prevention (both reach players too); `targets` are either; a `player` is a player; a
 * `source` is a permanent.
 */
const checkEffect = (at: string, effect: Effect, ref: ReturnType<typeof refCheck>): void => {
  if ('target' in effect) ref(`${at}.target`, effect.target, effect.kind === 'damage' || effect.kind === 'prevent' ? 'any' : 'object');
  if ('targets' in effect) effect.targets.forEach((t, j) => ref(`${at}.targets[${j}].target`, t.target, 'any'));
  if ('player' in effect) ref(`${at}.player`, effect.player, 'player');
  if ('source' in effect && effect.source !== undefined) ref(`${at}.source`, effect.source, 'object');
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
    errors.push({ path: 'rules', message: problem('unknownEdition', { value: String(input.rules), allowed: listOf(MTG_EDITIONS) }) });
  const setup = parseWithoutNotes(SetupSchema, input.setup, ID_MAPS);
  if (!setup.success) errors.push(...issuesToErrors('setup', setup.issues));
  const actionsInput = input.actions ?? [];
  if (!Array.isArray(actionsInput)) {
    errors.push({ path: 'actions', message: problem('expectedList', { received: JSON.stringify(actionsInput) }) });
    return { ok: false, error: errors };
  }
  const actions: ParsedAction[] = [];
  actionsInput.forEach((raw: unknown, i) => {
    const parsed = parseWithoutNotes(ActionSchema, raw);
    if (parsed.success) actions.push(parsed.output);
    else errors.push(...issuesToErrors(`actions[${i}]`, parsed.issues));
  });
  if (!setup.success || errors.length > 0 || !isEdition(input.rules)) return { ok: false, error: errors };
  errors.push(...checkSetup(setup.output));
  const names: Names = {
    players: new Set(setup.output.players.map((p) => p.id)),
    objects: new Set((setup.output.permanents ?? []).map((p) => p.id)),
  };
  const ref = refCheck(names, errors);
  actions.forEach((a, i) => checkAction(i, a, ref));
  if (errors.length > 0) return { ok: false, error: errors };
  // 704.3: the board as entered is checked before anyone gets priority.
  const events: MtgEvent[] = [];
  const state = checkStateBasedActions(initialState(input.rules, setup.output), events);
  return { ok: true, value: { state, actions: actions.map((a) => toAction(a, setup.output.active)), events } };
};

// ---------------------------------------------------------------------------------------------
// The starting position: the beginning of combat step (507), the active player holding priority, an empty stack.

// Absent fields take the description's starting values (setup.ts), the format's defaults.
const permanentFrom = (p: PermanentInput, opponentOf: (id: PlayerId) => PlayerId): Permanent => ({
  id: p.id,
  name: p.name ?? p.id,
  controller: p.controller,
  owner: p.owner ?? p.controller,
  zone: 'battlefield',
  types: p.types,
  basePower: p.power ?? 0,
  baseToughness: p.toughness ?? 0,
  powerBonus: 0,
  toughnessBonus: 0,
  loyalty: p.loyalty ?? 0,
  defense: p.defense ?? 0,
  // A battle is protected by an opponent of its controller unless the setup says otherwise (310.8).
  protector: p.types.includes('battle') ? (p.protector ?? opponentOf(p.controller)) : null,
  keywords: p.keywords ?? [],
  damage: p.damage ?? 0,
  deathtouched: p.deathtouched ?? false,
  tapped: p.tapped ?? false,
  summoningSick: p.summoningSick ?? false,
  prevention: 0,
  preventAll: 'none',
  combatPrevention: 0,
  colours: p.colours ?? [],
  protection: p.protection ?? [],
  blockLimit: p.blockLimit ?? 1,
  minBlockers: p.minBlockers ?? 1,
  blockableOnlyBy: p.blockableOnlyBy ?? [],
  toxic: p.toxic ?? 0,
  minusCounters: p.minusCounters ?? 0,
  regeneration: 0,
  commander: p.commander ?? false,
});

/** The seats from the active player on (101.4: turn order goes around the table from them). */
const seatsFrom = (seats: readonly PlayerId[], active: PlayerId): PlayerId[] => {
  const at = Math.max(0, seats.indexOf(active));
  return [...seats.slice(at), ...seats.slice(0, at)];
};

const initialState = (edition: MtgEdition, setup: SetupInput): MtgState => {
  const turnOrder = seatsFrom(setup.players.map((p) => p.id), setup.active);
  // A battle set up without a protector: an opponent of its controller protects it (310.8a), the next one in turn order.
  const opponentOf = (id: PlayerId): PlayerId => (id === setup.active ? (turnOrder[1] ?? id) : setup.active);
  const players: Record<PlayerId, Player> = {};
  for (const p of setup.players)
    players[p.id] = {
      id: p.id,
      life: p.life ?? 20,
      lost: false,
      left: false,
      poison: p.poison ?? 0,
      commanderDamage: p.commanderDamage ?? {},
      prevention: 0,
      preventAll: 'none',
      combatPrevention: 0,
    };
  const objects: Record<ObjectId, Permanent> = {};
  const permanents = setup.permanents ?? [];
  for (const p of permanents) objects[p.id] = permanentFrom(p, opponentOf);
  return {
    edition,
    turnOrder,
    active: setup.active,
    players,
    objects,
    order: permanents.map((p) => p.id),
    step: 'beginning-of-combat',
    pending: null,
    priority: { holder: setup.active, passes: 0, rule: cite(edition, '507.2') },
    judge: null,
    stack: [],
    combat: NO_COMBAT,
    nextStackId: 1,
    gameOver: false,
    ended: false,
    assigned: [],
  };
};
