/**
 * Test helpers: build a FaB position from scenario-style setup, play actions, read results.
 * Used by the tests only; the engine never imports it.
 */
import { cardOf, type SetupObject, type SetupSpec } from '../../engine/setupSpec.ts';
import { setupWith, testKit } from '../../engine/testing/testKit.ts';
import { fab } from './index.ts';
import { FAB_SETUP, type FabPlayerSetup } from './setup.ts';
import type { FabAction, FabState } from './types.ts';

/** A card as a scenario file writes it (a test may write one the loader refuses). */
export type CardSpec = SetupObject;

export const hero = (id: string, life = 20, actionPoints = 0, resources = 0): FabPlayerSetup => ({ id, life, actionPoints, resources });

export const { load, run, refused } = testKit(fab);
export { ofType, ruleOf } from '../../engine/testing/testKit.ts';

/** A two-hero position: A (turn player, one action point) against B. */
export const position = (cards: readonly CardSpec[], players = [hero('A', 20, 1), hero('B', 20)]): FabState => load(setupWith(players, cards, {}));

export const adv: FabAction = { type: 'advance', by: '' };
export const attack = (card: string, target = 'B', pitch?: string[]): FabAction =>
  pitch ? { type: 'attack', by: 'A', card, target, pitch } : { type: 'attack', by: 'A', card, target };
export const defend = (...cards: string[]): FabAction => ({ type: 'defend', by: 'B', cards });
export const playCard = (by: string, card: string, pitch?: string[]): FabAction =>
  pitch ? { type: 'play', by, card, pitch } : { type: 'play', by, card };

/** Attack, then advance to B's defend declaration. */
export const toDefend = (card: string, target = 'B'): FabAction[] => [attack(card, target), adv, adv];

/** The types a test gives a card, else `types`. */
const typesOr = (extra: SetupObject, types: readonly string[]): readonly string[] => (Array.isArray(extra['types']) ? (extra['types'] as string[]) : types);

/**
 * The test kit's common cards, filled from a set-up description (FaB's own, or a test's copy of
 * it): every field the card's types bring starts at its value there, unless given.
 */
export const builders = (spec: SetupSpec = FAB_SETUP) => ({
  /** A's Head Jab in hand: an attack action of 3 power, 2 defense. */
  jab: (extra: SetupObject = {}): CardSpec =>
    cardOf(spec, typesOr(extra, ['action', 'attack']), { id: 'jab', owner: 'A', zone: 'hand', name: 'Head Jab', power: 3, defense: 2, cost: 0, pitch: 1, ...extra }),
  /** B's card in hand to defend with. */
  block: (id: string, defense: number, extra: SetupObject = {}): CardSpec => cardOf(spec, typesOr(extra, ['action']), { id, owner: 'B', zone: 'hand', defense, pitch: 1, ...extra }),
  /** B's equipment. */
  gear: (id: string, defense: number, keywords: string[] = []): CardSpec => cardOf(spec, 'equipment', { id, owner: 'B', zone: 'equipment', defense, keywords }),
});
export const { jab, block, gear } = builders();
