/**
 * What the start page needs of Phantom Magic Vision before any of its code loads: its id, its
 * rules editions and the set-up a new board starts from. It imports nothing (see mtg/manifest.ts).
 */
export const PMV_MANIFEST = {
  id: 'pmv',
  editions: ['current'],
  // Both players start alike: 25 life, 20 cards in the deck, no nodes.
  newSetup: () => ({
    players: ['A', 'B'].map((id) => ({ id, life: 25, deck: 20, nodes: { active: 0, sleep: 0 } })),
    active: 'A',
    cards: [],
  }),
} as const;
