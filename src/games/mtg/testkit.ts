/**
 * Test helper in the Pokémon Showdown manner: build a board in a line, make decisions, then
 * assert what the rules decide. Every rule cited by an event, prompt or error passing through
 * here must be one the module lists in `mtg.rules` (otherwise the locales could not name it).
 */
import { createTestGame, type TestGame } from '../../engine/testing/testGame.ts';
import { withCardType, type SetupObject, type SetupSpec } from '../../engine/setupSpec.ts';
import type { RuleRef } from '../../engine/types.ts';
import { mtg } from './index.ts';
import { MTG_SETUP, type MtgPlayerSetup } from './setup.ts';
import type { Keyword, MtgAction, MtgEdition } from './types.ts';

/** A permanent as a scenario file writes it (a test may write one the loader refuses). */
export type PermanentSpec = SetupObject;

/**
 * The test kit's permanents, filled from a set-up description (MTG's own, or a test's copy of it):
 * every field their types bring starts at its value there, unless given (`extra` may add types).
 */
export const builders = (spec: SetupSpec = MTG_SETUP) => {
  const permanent = (given: SetupObject): PermanentSpec => withCardType(spec, given, given['types'] as readonly string[]);
  return {
    creature: (id: string, controller: string, power: number, toughness: number, keywords: Keyword[] = [], extra: SetupObject = {}): PermanentSpec =>
      permanent({ id, controller, types: ['creature'], power, toughness, keywords, ...extra }),
    planeswalker: (id: string, controller: string, loyalty: number): PermanentSpec => permanent({ id, controller, types: ['planeswalker'], loyalty }),
    battle: (id: string, controller: string, defense: number, protector: string): PermanentSpec => permanent({ id, controller, types: ['battle'], defense, protector }),
  };
};
export const { creature, planeswalker, battle } = builders();

/** Creatures without abilities, all of one controller: each by its id, with power and toughness as a card writes them ('2/2'). */
export const vanilla = (controller: string, creatures: Readonly<Record<string, `${number}/${number}`>>): PermanentSpec[] =>
  Object.entries(creatures).map(([id, pt]) => {
    const [power, toughness] = pt.split('/').map(Number) as [number, number];
    return creature(id, controller, power, toughness);
  });

// The decisions as actions, written as the tests think of them: who blocks what, what attacks
// whom, how each source's damage is divided.
type Decision<T extends MtgAction['type']> = Extract<MtgAction, { type: T }>;

/** Each blocker with the attacker it blocks, or the attackers in order. */
export const declareBlockers = (by: string, blocks: Readonly<Record<string, string | readonly string[]>>): Decision<'declareBlockers'> => ({
  type: 'declareBlockers',
  by,
  blockers: Object.entries(blocks).flatMap(([id, attackers]) => (typeof attackers === 'string' ? [attackers] : attackers).map((a) => ({ id, blocks: a }))),
});
/** Each attacker with the player, planeswalker or battle it attacks. */
export const declareAttackers = (by: string, attacks: Readonly<Record<string, string>>): Decision<'declareAttackers'> => ({
  type: 'declareAttackers',
  by,
  attackers: Object.entries(attacks).map(([id, target]) => ({ id, target })),
});
/** Each source's damage by recipient. */
export const assignDamage = (by: string, assignments: Readonly<Record<string, Readonly<Record<string, number>>>>): Decision<'assignDamage'> => ({
  type: 'assignDamage',
  by,
  assignments: Object.entries(assignments).map(([source, to]) => ({ source, to: Object.entries(to).map(([target, amount]) => ({ target, amount })) })),
});

const KNOWN = new Set(mtg.rules);
/** Every rule cited while tests ran, for the completeness test. */
export const citedRules = new Set<string>();

const note = (ref: RuleRef): void => {
  citedRules.add(ref.id);
  if (!KNOWN.has(ref.id)) throw new Error(`rule ${ref.id} is cited but missing from mtg.rules`);
  if (ref.game !== 'mtg') throw new Error(`rule ${ref.id} cited for game ${ref.game}`);
};

/** The shared builder (src/engine/testing/testGame.ts) plus MTG's own decisions in one line each. */
export type Game = TestGame<typeof mtg> & {
  attack(attackers: Record<string, string>): Game;
  block(blockers: Record<string, string | readonly string[]>): Game;
  assign(by: string, assignments: Record<string, Record<string, number>>): Game;
  cast(by: string, effect: Extract<MtgAction, { type: 'cast' }>['effect'], name?: string): Game;
  /** Goes from the start to the declare blockers decision with these attackers. */
  toBlocks(attackers: Record<string, string>): Game;
  /** Declares these blocks and passes on to the first damage step that needs a decision or has dealt damage. */
  toDamage(blockers: Record<string, string>): Game;
};

export const createGame = (
  edition: MtgEdition,
  permanents: PermanentSpec[],
  options: { life?: Record<string, number>; active?: string; players?: string[]; poison?: Record<string, number>; commanderDamage?: Record<string, Record<string, number>> } = {},
): Game => {
  const ids = options.players ?? ['A', 'B'];
  // Each player as the set-up writes one: life at the description's starting total unless given.
  const player = (id: string): MtgPlayerSetup => ({
    id,
    life: options.life?.[id] ?? MTG_SETUP.player.life.initial,
    ...(options.poison?.[id] === undefined ? {} : { poison: options.poison[id] }),
    ...(options.commanderDamage?.[id] === undefined ? {} : { commanderDamage: options.commanderDamage[id] }),
  });
  const loaded = mtg.load({
    rules: edition,
    setup: {
      players: ids.map(player),
      active: options.active ?? 'A',
      permanents,
    },
    actions: [],
  });
  if (!loaded.ok) throw new Error(`bad test setup: ${JSON.stringify(loaded.error)}`);
  const game = createTestGame(mtg, loaded.value.state, note) as Game;
  // What the rules did to the board as entered (704.3) is the first part of the log.
  for (const e of loaded.value.events ?? []) note(e.rule);
  game.log.push(...(loaded.value.events ?? []));
  game.last = loaded.value.events ?? [];
  const extra: Omit<Game, keyof TestGame<typeof mtg>> = {
    attack(attackers) {
      return game.do(declareAttackers(game.state.active, attackers));
    },
    block(blockers) {
      return game.do(declareBlockers(game.state.pending?.kind === 'declareBlockers' ? game.state.pending.player : (game.state.turnOrder[1] ?? 'B'), blockers));
    },
    assign(by, assignments) {
      return game.do(assignDamage(by, assignments));
    },
    cast(by, effect, name) {
      return game.do(name === undefined ? { type: 'cast', by, effect } : { type: 'cast', by, effect, name });
    },
    toBlocks(attackers) {
      game.advance().attack(attackers).advance();
      return game;
    },
    toDamage(blockers) {
      game.block(blockers);
      if (game.prompt().kind === 'mtg.priority') game.advance();
      return game;
    },
  };
  return Object.assign(game, extra);
};
