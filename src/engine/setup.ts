/**
 * What every game's loader does first with a scenario's set-up: index players and cards by id,
 * report duplicate ids and unknown owners at their paths, and put the turn order in seat order
 * starting from the active player. Each game builds its own player and card records.
 */
import { issuesToErrors, type SchemaIssue } from './issues.ts';
import { problem } from './problems.ts';
import type { LoadedScenario, PlayerId, Result, ScenarioError } from './types.ts';

/** The ids a scenario may refer to, for checking effects and actions. */
export type SetupRefs = { readonly players: ReadonlySet<string>; readonly cards: ReadonlySet<string> };

export type SetupIndex<P, C> = {
  readonly players: Record<PlayerId, P>;
  readonly cards: Record<string, C>;
  /** Card ids in the file's order. */
  readonly order: string[];
  /** Seat order starting from the active player (seat order as written when it is unknown). */
  readonly turnOrder: PlayerId[];
  readonly refs: SetupRefs;
};

export const indexSetup = <SP extends { readonly id: string }, SC extends { readonly id: string; readonly owner: string }, P, C>(
  setup: { readonly players: readonly SP[]; readonly cards?: readonly SC[] | undefined; readonly active: PlayerId },
  makePlayer: (p: SP) => P,
  makeCard: (c: SC, at: string) => C,
  errors: ScenarioError[],
): SetupIndex<P, C> => {
  const players: Record<PlayerId, P> = {};
  setup.players.forEach((p, i) => {
    if (players[p.id]) errors.push({ path: `setup.players[${i}].id`, message: problem('duplicatePlayer', { id: p.id }) });
    players[p.id] = makePlayer(p);
  });
  const ids = setup.players.map((p) => p.id);
  const start = ids.indexOf(setup.active);
  if (start < 0) errors.push({ path: 'setup.active', message: problem('noPlayer', { id: setup.active }) });
  const turnOrder = start < 0 ? ids : [...ids.slice(start), ...ids.slice(0, start)];
  const cards: Record<string, C> = {};
  const order: string[] = [];
  (setup.cards ?? []).forEach((c, i) => {
    const at = `setup.cards[${i}]`;
    if (players[c.id]) errors.push({ path: `${at}.id`, message: problem('idIsPlayer', { id: c.id }) });
    else if (cards[c.id]) errors.push({ path: `${at}.id`, message: problem('duplicateId', { id: c.id }) });
    if (!players[c.owner]) errors.push({ path: `${at}.owner`, message: problem('noPlayer', { id: c.owner }) });
    cards[c.id] = makeCard(c, at);
    order.push(c.id);
  });
  return { players, cards, order, turnOrder, refs: { players: new Set(ids), cards: new Set(order) } };
};

/** A validation library's safe-parse result, structurally typed so the engine imports none. */
export type Parsed<T> = { readonly success: true; readonly output: T } | { readonly success: false; readonly issues: readonly [SchemaIssue, ...SchemaIssue[]] };

/**
 * A loader in the shape BS and FaB share: one rules edition, the set-up and the action list
 * validated by schema (every issue reported at its path), then the game builds its state and
 * checks each action's ids against it. Nothing is returned half-built: any error refuses the file.
 */
export const loadScenario = <SI, AI, S extends { readonly turnOrder: readonly PlayerId[]; readonly order: readonly string[] }, A>(
  input: { readonly rules: string; readonly setup: unknown; readonly actions: unknown },
  parts: {
    readonly edition: string;
    readonly parseSetup: (raw: unknown) => Parsed<SI>;
    readonly parseActions: (raw: unknown) => Parsed<readonly AI[]>;
    readonly build: (setup: SI, errors: ScenarioError[]) => S;
    readonly checkAction: (action: AI, at: string, refs: SetupRefs, errors: ScenarioError[]) => A;
  },
): Result<LoadedScenario<S, A>, readonly ScenarioError[]> => {
  const errors: ScenarioError[] = [];
  if (input.rules !== parts.edition) errors.push({ path: 'rules', message: problem('unknownEdition', { value: input.rules, allowed: parts.edition }) });
  const setup = parts.parseSetup(input.setup);
  const actions = parts.parseActions(input.actions ?? []);
  if (!setup.success) errors.push(...issuesToErrors('setup', setup.issues));
  if (!actions.success) errors.push(...issuesToErrors('actions', actions.issues));
  if (!setup.success || !actions.success) return { ok: false, error: errors };
  const state = parts.build(setup.output, errors);
  const refs: SetupRefs = { players: new Set(state.turnOrder), cards: new Set(state.order) };
  const list = actions.output.map((a, i) => parts.checkAction(a, `actions[${i}]`, refs, errors));
  return errors.length > 0 ? { ok: false, error: errors } : { ok: true, value: { state, actions: list } };
};

/** Checks the `by` of an action against the set-up's players, and returns a checker for each card id the action names. */
export const actionRefs = (a: { readonly by?: string | undefined }, at: string, refs: SetupRefs, errors: ScenarioError[]): ((id: string, key: string) => void) => {
  if (a.by !== undefined && a.by !== '' && !refs.players.has(a.by)) errors.push({ path: `${at}.by`, message: problem('noPlayer', { id: a.by }) });
  return (id, key) => {
    if (!refs.cards.has(id)) errors.push({ path: `${at}.${key}`, message: problem('noCard', { id }) });
  };
};

/** The `advance` action as the engine reads it: the fields a file left out stay out. */
export const advanceAction = (a: { readonly by?: string | undefined; readonly until?: 'decision' | undefined }): { readonly type: 'advance'; readonly by?: string; readonly until?: 'decision' } => {
  const plain = a.by === undefined ? { type: 'advance' as const } : { type: 'advance' as const, by: a.by };
  return a.until === undefined ? plain : { ...plain, until: a.until };
};
