/** Short text for MTG objects shared by the set-up list and the board (numbers only; words come from the locales). */
import type { Permanent } from '../../games/mtg/types.ts';
import type { PermanentSetup } from './quickEntry.ts';

/** "4/4", "loyalty 3" style figure of a set-up entry, as numbers; the caller adds the words. */
export const setupFigure = (p: PermanentSetup): { kind: 'pt' | 'loyalty' | 'defense'; text: string } => {
  if (p.types.includes('planeswalker')) return { kind: 'loyalty', text: String(p.loyalty ?? 0) };
  if (p.types.includes('battle')) return { kind: 'defense', text: String(p.defense ?? 0) };
  return { kind: 'pt', text: `${p.power ?? 0}/${p.toughness ?? 0}` };
};

/** The figure of a permanent in play, including until-end-of-turn changes. */
export const liveFigure = (p: Permanent): { kind: 'pt' | 'loyalty' | 'defense'; text: string } => {
  if (p.types.includes('creature')) return { kind: 'pt', text: `${p.basePower + p.powerBonus}/${p.baseToughness + p.toughnessBonus}` };
  if (p.types.includes('planeswalker')) return { kind: 'loyalty', text: String(p.loyalty) };
  return { kind: 'defense', text: String(p.defense) };
};
