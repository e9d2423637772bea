/** Short text for an MTG permanent in the set-up list (numbers only; words come from the locales). */
import type { PermanentSetup } from './quickEntry.ts';

/** "4/4", "loyalty 3" style figure of a set-up entry, as numbers; the caller adds the words. */
export const setupFigure = (p: PermanentSetup): { kind: 'pt' | 'loyalty' | 'defense'; text: string } => {
  if (p.types.includes('planeswalker')) return { kind: 'loyalty', text: String(p.loyalty ?? 0) };
  if (p.types.includes('battle')) return { kind: 'defense', text: String(p.defense ?? 0) };
  return { kind: 'pt', text: `${p.power ?? 0}/${p.toughness ?? 0}` };
};
