/**
 * Test helpers: build a Phantom Magic Vision position from scenario-style setup, play actions,
 * read results (the shared test kit, src/engine/testing/testKit.ts). Used by the tests only;
 * the engine never imports it.
 */
import { setupWith, testKit, type Run as KitRun } from '../../engine/testing/testKit.ts';
import type { Draft } from '../../engine/setupDraft.ts';
import { cardOf, type SetupObject, type SetupSpec } from '../../engine/setupSpec.ts';
import { pmv } from './index.ts';
import { PMV_SETUP, type PmvPlayerSetup } from './setup.ts';
import type { Effect, PmvAction, PmvState } from './types.ts';

/** A card as a scenario file writes it (a test may write one the loader refuses). */
export type CardSpec = SetupObject;

/** A player: life, cards left in the deck, active and sleeping nodes. */
export const player = (id: string, life = 25, deck = 20, active = 5, sleep = 0): PmvPlayerSetup => ({ id, life, deck, nodes: { active, sleep } });

/**
 * The test kit's cards, filled from a set-up description (PMV's own, or a test's copy of it):
 * every field the card's type brings starts at its value there, unless given.
 */
export const builders = (spec: SetupSpec = PMV_SETUP) => ({
  /** A character on the field: active, no damage, the figures given. */
  chara: (id: string, owner: string, attack: number, toughness: number, extra: SetupObject = {}): CardSpec =>
    cardOf(spec, String(extra['type'] ?? 'character'), { id, owner, zone: 'field', attack, toughness, ...extra }),
  /** A character in hand, with its 必要ノード and cost. */
  inHand: (id: string, owner: string, attack: number, toughness: number, node = 0, cost = 0, extra: SetupObject = {}): CardSpec =>
    cardOf(spec, 'character', { id, owner, zone: 'hand', attack, toughness, node, cost, ...extra }),
  /** A command in hand with the effect it has when it resolves. */
  command: (id: string, owner: string, effect: Effect, node = 0, cost = 0, extra: SetupObject = {}): CardSpec => cardOf(spec, 'command', { id, owner, zone: 'hand', node, cost, effect, ...extra }),
});
export const { chara, inHand, command } = builders();

export type Setup = Draft & { readonly cards: readonly CardSpec[] };

export const setupOf = (cards: readonly CardSpec[], players: PmvPlayerSetup[] = [player('A'), player('B')], extra: Partial<Setup> = {}): Setup => setupWith(players, cards, extra);

export const { load, run, refused } = testKit(pmv);
export { ofType, ruleOf } from '../../engine/testing/testKit.ts';
export type Run = KitRun<typeof pmv>;

/** A position: A (turn player) against B, in A's main phase with A holding priority. */
export const position = (cards: readonly CardSpec[], players?: PmvPlayerSetup[], extra: Partial<Setup> = {}): PmvState => load(setupOf(cards, players, extra));

// Actions.
export const adv: PmvAction = { type: 'advance' };
export const attack = (attacker: string, by = 'A'): PmvAction => ({ type: 'attack', by, attacker });
export const defend = (defender: string, by = 'B'): PmvAction => ({ type: 'defend', by, defender });
export const pass = (by: string): PmvAction => ({ type: 'pass', by });
export const playCard = (by: string, card: string, asDefence = false): PmvAction => (asDefence ? { type: 'play', by, card, defend: true } : { type: 'play', by, card });
export const use = (by: string, effect: Effect, name?: string): PmvAction => (name === undefined ? { type: 'effect', by, effect } : { type: 'effect', by, effect, name });
export const graze = (by = 'B', cards?: number): PmvAction => (cards === undefined ? { type: 'graze', by } : { type: 'graze', by, cards });
export const noGraze = (by = 'B'): PmvAction => ({ type: 'noGraze', by });
export const judge = (ruling: string, question = 'defenderGone'): PmvAction => ({ type: 'judge', question, ruling });

// Effects.
export const damage = (target: string, amount: number): Effect => ({ kind: 'damage', target, amount });
export const modify = (target: string, atk: number, toughness: number): Effect => ({ kind: 'modify', target, attack: atk, toughness });
export const kesshi = (target: string): Effect => ({ kind: 'kesshi', target });
export const sleep = (target: string): Effect => ({ kind: 'sleep', target });
export const active = (target: string): Effect => ({ kind: 'active', target });
export const life = (playerId: string, amount: number): Effect => ({ kind: 'life', player: playerId, amount });
export const none: Effect = { kind: 'none' };

