/**
 * Test helpers: build a Battle Spirits position from scenario-style setup, play actions, read
 * results (the shared test kit, src/engine/testing/testKit.ts). Used by the tests only; the
 * engine never imports it.
 */
import { setupWith, testKit } from '../../engine/testing/testKit.ts';
import type { Draft } from '../../engine/setupDraft.ts';
import { cardOf, type SetupObject, type SetupSpec } from '../../engine/setupSpec.ts';
import { bs } from './index.ts';
import { BS_SETUP, type BsPlayerSetup } from './setup.ts';
import type { BsAction, BsState, Effect } from './types.ts';

/** A card as a scenario file writes it (a test may write one the loader refuses). */
export type CardSpec = SetupObject;

export const core = (id: string, life = 5, reserve = 0, trashCores = 0, extra: Partial<BsPlayerSetup> = {}): BsPlayerSetup => ({ id, life, reserve, trashCores, ...extra });

/**
 * The test kit's cards, filled from a set-up description (BS's own, or a test's copy of it): every
 * field the card's type brings starts at its value there, unless given.
 */
export const builders = (spec: SetupSpec = BS_SETUP) => ({
  /** A spirit on the field: refreshed, one symbol, the cores given. */
  spirit: (id: string, owner: string, bp: number, cores = 1, extra: SetupObject = {}): CardSpec => cardOf(spec, String(extra['type'] ?? 'spirit'), { id, owner, zone: 'field', bp, cores, ...extra }),
  /** A magic card in hand with a flash effect (leave `flash` undefined for one without). */
  magic: (id: string, owner: string, cost: number, flash?: Effect, extra: SetupObject = {}): CardSpec =>
    cardOf(spec, 'magic', { id, owner, zone: 'hand', cost, ...(flash === undefined ? {} : { flash }), ...extra }),
});
export const { spirit, magic } = builders();

export type Setup = Draft & { readonly cards: readonly CardSpec[]; readonly firstTurn?: boolean };

export const setupOf = (cards: readonly CardSpec[], players: BsPlayerSetup[] = [core('A', 5, 3), core('B', 5, 2)], extra: Partial<Setup> = {}): Setup => setupWith(players, cards, extra);

export const { load, run, refused } = testKit(bs);
export { ofType, ruleOf } from '../../engine/testing/testKit.ts';

/** A position: A (turn player) against B, at the start of A's attack step. */
export const position = (cards: readonly CardSpec[], players?: BsPlayerSetup[], extra: Partial<Setup> = {}): BsState => load(setupOf(cards, players, extra));

// Actions.
export const adv: BsAction = { type: 'advance' };
export const attack = (attacker: string, by = 'A'): BsAction => ({ type: 'attack', by, attacker });
export const endStep = (by = 'A'): BsAction => ({ type: 'endAttackStep', by });
export const pass = (by: string): BsAction => ({ type: 'pass', by });
export const block = (blocker: string, by = 'B'): BsAction => ({ type: 'block', by, blocker });
export const noBlock = (by = 'B'): BsAction => ({ type: 'noBlock', by });
export const flashCard = (by: string, card: string): BsAction => ({ type: 'flash', by, card });
export const flashEffect = (by: string, effect: Effect, name?: string): BsAction =>
  name === undefined ? { type: 'flash', by, effect } : { type: 'flash', by, effect, name };
export const judge = (ruling: string, question = 'attackerGone'): BsAction => ({ type: 'judge', question, ruling });

// Effects.
export const bp = (target: string, amount: number, until: 'battle' | 'turn' = 'battle'): Effect => ({ kind: 'bp', target, amount, until });
export const symbols = (target: string, amount: number, until: 'battle' | 'turn' = 'battle'): Effect => ({ kind: 'symbols', target, amount, until });
export const destroy = (target: string): Effect => ({ kind: 'destroy', target });
export const exhaust = (target: string): Effect => ({ kind: 'exhaust', target });
export const refresh = (target: string): Effect => ({ kind: 'refresh', target });
export const life = (player: string, amount: number): Effect => ({ kind: 'life', player, amount });
export const endBattle: Effect = { kind: 'endBattle' };
export const none: Effect = { kind: 'none' };

/** Attack, then both pass flash timing 1: the defender's block declaration is awaited. */
export const toBlock = (attacker: string): BsAction[] => [attack(attacker), adv];

