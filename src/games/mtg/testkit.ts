/**
 * Test helper in the Pokémon Showdown manner: build a board in a line, make decisions, then
 * assert what the rules decide. Every rule cited by an event, prompt or error passing through
 * here must be one the module lists in `mtg.rules` (otherwise the locales could not name it).
 */
import type { EngineError, RuleRef } from '../../engine/types.ts';
import { mtg } from './index.ts';
import type { Keyword, MtgAction, MtgEdition, MtgEvent, MtgPrompt, MtgState, MtgSummary } from './types.ts';

export type PermanentSpec = Record<string, unknown> & { id: string; controller: string; types: string[] };

export const creature = (
  id: string,
  controller: string,
  power: number,
  toughness: number,
  keywords: Keyword[] = [],
  extra: Record<string, unknown> = {},
): PermanentSpec => ({ id, controller, types: ['creature'], power, toughness, keywords, ...extra });

export const planeswalker = (id: string, controller: string, loyalty: number): PermanentSpec => ({
  id,
  controller,
  types: ['planeswalker'],
  loyalty,
});

export const battle = (id: string, controller: string, defense: number, protector: string): PermanentSpec => ({
  id,
  controller,
  types: ['battle'],
  defense,
  protector,
});

const KNOWN = new Set(mtg.rules);
/** Every rule cited while tests ran, for the completeness test. */
export const citedRules = new Set<string>();

const note = (ref: RuleRef): void => {
  citedRules.add(ref.id);
  if (!KNOWN.has(ref.id)) throw new Error(`rule ${ref.id} is cited but missing from mtg.rules`);
  if (ref.game !== 'mtg') throw new Error(`rule ${ref.id} cited for game ${ref.game}`);
};

export type Game = {
  state: MtgState;
  /** Events of the last accepted action. */
  last: readonly MtgEvent[];
  /** Every event so far. */
  log: MtgEvent[];
  /** Applies an action that must be legal. */
  do(action: MtgAction): Game;
  /** Applies an action that must be refused; returns the error and checks the state is untouched. */
  refuse(action: MtgAction): EngineError;
  pass(): Game;
  advance(times?: number): Game;
  attack(attackers: Record<string, string>): Game;
  block(blockers: Record<string, string>): Game;
  assign(by: string, assignments: Record<string, Record<string, number>>): Game;
  cast(by: string, effect: Extract<MtgAction, { type: 'cast' }>['effect'], name?: string): Game;
  prompt(): MtgPrompt;
  summary(): MtgSummary;
  /** Goes from the start to the declare blockers decision with these attackers. */
  toBlocks(attackers: Record<string, string>): Game;
  /** Declares these blocks and passes on to the first damage step that needs a decision or has dealt damage. */
  toDamage(blockers: Record<string, string>): Game;
  events(type: MtgEvent['type']): MtgEvent[];
};

export const createGame = (
  edition: MtgEdition,
  permanents: PermanentSpec[],
  options: { life?: Record<string, number>; active?: string } = {},
): Game => {
  const loaded = mtg.load({
    rules: edition,
    setup: {
      players: [
        { id: 'A', life: options.life?.A ?? 20 },
        { id: 'B', life: options.life?.B ?? 20 },
      ],
      active: options.active ?? 'A',
      permanents,
    },
    actions: [],
  });
  if (!loaded.ok) throw new Error(`bad test setup: ${JSON.stringify(loaded.error)}`);
  const game: Game = {
    state: loaded.value.state,
    last: [],
    log: [],
    do(action) {
      const r = mtg.apply(game.state, action);
      if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${JSON.stringify(r.error)}`);
      for (const e of r.value.events) note(e.rule);
      game.state = r.value.state;
      game.last = r.value.events;
      game.log.push(...r.value.events);
      note(mtg.prompt(game.state).rule);
      return game;
    },
    refuse(action) {
      const before = JSON.stringify(game.state);
      const r = mtg.apply(game.state, action);
      if (r.ok) throw new Error(`accepted ${JSON.stringify(action)}`);
      note(r.error.rule);
      if (JSON.stringify(game.state) !== before) throw new Error('a refused action changed the state');
      return r.error;
    },
    pass() {
      const p = mtg.prompt(game.state);
      if (p.kind !== 'mtg.priority') throw new Error(`no priority to pass: ${p.kind}`);
      return game.do({ type: 'pass', by: p.player });
    },
    advance(times = 1) {
      for (let i = 0; i < times; i++) game.do({ type: 'advance', by: game.state.active });
      return game;
    },
    attack(attackers) {
      return game.do({
        type: 'declareAttackers',
        by: game.state.active,
        attackers: Object.entries(attackers).map(([id, target]) => ({ id, target })),
      });
    },
    block(blockers) {
      return game.do({
        type: 'declareBlockers',
        by: game.state.turnOrder[1] ?? 'B',
        blockers: Object.entries(blockers).map(([id, blocks]) => ({ id, blocks })),
      });
    },
    assign(by, assignments) {
      return game.do({
        type: 'assignDamage',
        by,
        assignments: Object.entries(assignments).map(([source, to]) => ({
          source,
          to: Object.entries(to).map(([target, amount]) => ({ target, amount })),
        })),
      });
    },
    cast(by, effect, name) {
      return game.do(name === undefined ? { type: 'cast', by, effect } : { type: 'cast', by, effect, name });
    },
    prompt: () => mtg.prompt(game.state),
    summary: () => mtg.summary(game.state),
    toBlocks(attackers) {
      game.advance().attack(attackers).advance();
      return game;
    },
    toDamage(blockers) {
      game.block(blockers);
      if (game.prompt().kind === 'mtg.priority') game.advance();
      return game;
    },
    events: (type) => game.log.filter((e) => e.type === type),
  };
  note(mtg.prompt(game.state).rule);
  return game;
};
