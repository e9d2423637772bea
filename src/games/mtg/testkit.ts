/**
 * Test helper in the Pokémon Showdown manner: build a board in a line, make decisions, then
 * assert what the rules decide. Every rule cited by an event, prompt or error passing through
 * here must be one the module lists in `mtg.rules` (otherwise the locales could not name it).
 */
import { createTestGame, type TestGame } from '../../engine/testing/testGame.ts';
import type { RuleRef } from '../../engine/types.ts';
import { mtg } from './index.ts';
import type { Keyword, MtgAction, MtgEdition } from './types.ts';

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

/** The shared builder (src/engine/testing/testGame.ts) plus MTG's own decisions in one line each. */
export type Game = TestGame<typeof mtg> & {
  attack(attackers: Record<string, string>): Game;
  block(blockers: Record<string, string>): Game;
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
  const loaded = mtg.load({
    rules: edition,
    setup: {
      players: ids.map((id) => ({
        id,
        life: options.life?.[id] ?? 20,
        ...(options.poison?.[id] === undefined ? {} : { poison: options.poison[id] }),
        ...(options.commanderDamage?.[id] === undefined ? {} : { commanderDamage: options.commanderDamage[id] }),
      })),
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
      return game.do({
        type: 'declareAttackers',
        by: game.state.active,
        attackers: Object.entries(attackers).map(([id, target]) => ({ id, target })),
      });
    },
    block(blockers) {
      return game.do({
        type: 'declareBlockers',
        by: game.state.pending?.kind === 'declareBlockers' ? game.state.pending.player : (game.state.turnOrder[1] ?? 'B'),
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
