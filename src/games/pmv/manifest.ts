/**
 * What the start page needs of Phantom Magic Vision before any of its code loads: its id, its
 * rules editions and the set-up a new board starts from. It imports nothing (see mtg/manifest.ts).
 */
export const PMV_MANIFEST = {
  id: 'pmv',
  editions: ['current'],
  newSetup: () => ({
    players: [
      { id: 'A', life: 25, deck: 20, nodes: { active: 0, sleep: 0 } },
      { id: 'B', life: 25, deck: 20, nodes: { active: 0, sleep: 0 } },
    ],
    active: 'A',
    cards: [],
  }),
} as const;
