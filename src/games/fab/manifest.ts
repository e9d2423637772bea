/**
 * What the start page needs of Flesh and Blood before any of its code loads: its id, its rules
 * editions and the set-up a new board starts from. It imports nothing (see mtg/manifest.ts).
 */
export const FAB_MANIFEST = {
  id: 'fab',
  editions: ['current'],
  newSetup: () => ({
    players: [
      { id: 'A', life: 20, actionPoints: 1, resources: 0 },
      { id: 'B', life: 20, actionPoints: 0, resources: 0 },
    ],
    active: 'A',
    cards: [],
  }),
} as const;
