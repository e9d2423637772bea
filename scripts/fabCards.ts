/**
 * Build plugin: the FaB card lookup's data as a virtual module (`virtual:fab-cards`), made at
 * build time from the `fab-cards` package (MIT, a dev dependency: the 2 MB package never ships).
 * Each printing variant becomes one compact row of the figures the referee uses
 * (src/ui/fab/lookup/derive.ts); the set-up imports the module with import() only when the judge
 * opens the card search, so it is a lazy chunk, precached by the service worker like every chunk.
 */
import { createRequire } from 'node:module';
import type { Card } from 'fab-cards';
import type { Plugin } from 'vite';
import { deriveRows } from '../src/ui/fab/lookup/derive.ts';

export const FAB_CARDS_MODULE = 'virtual:fab-cards';
const RESOLVED = `\0${FAB_CARDS_MODULE}`;

/** The package's cards (it is CommonJS). */
export const loadFabCards = (): readonly Card[] => (createRequire(import.meta.url)('fab-cards') as { cards: readonly Card[] }).cards;

/** The module's source: the rows as one JSON string, which parses faster than the same object literal. */
export const fabCardsSource = (): string => `export default JSON.parse(${JSON.stringify(JSON.stringify(deriveRows(loadFabCards())))});\n`;

export const fabCardsData = (): Plugin => ({
  name: 'fab-cards-data',
  resolveId: (id) => (id === FAB_CARDS_MODULE ? RESOLVED : null),
  load: (id) => (id === RESOLVED ? fabCardsSource() : null),
});
