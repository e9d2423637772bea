/** Short text for an MTG permanent in the set-up list (numbers only; words come from the locales). */

/** "4/4", "loyalty 3" style figure of a set-up entry, as numbers; the caller adds the words. */
export const setupFigure = (p: { readonly types: readonly string[]; readonly power?: number; readonly toughness?: number; readonly loyalty?: number; readonly defense?: number }): { kind: 'pt' | 'loyalty' | 'defense'; text: string } => {
  if (p.types.includes('planeswalker')) return { kind: 'loyalty', text: String(p.loyalty ?? 0) };
  if (p.types.includes('battle')) return { kind: 'defense', text: String(p.defense ?? 0) };
  return { kind: 'pt', text: `${p.power ?? 0}/${p.toughness ?? 0}` };
};
