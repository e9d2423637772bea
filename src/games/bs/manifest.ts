/**
 * What the start page needs of Battle Spirits before any of its code loads: its id, its rules
 * editions and the set-up a new board starts from. It imports nothing (see mtg/manifest.ts).
 */
export const BS_MANIFEST = {
  id: 'bs',
  editions: ['current'],
  // Both players start alike: five life cores, none in the reserve or the trash.
  newSetup: () => ({
    players: ['A', 'B'].map((id) => ({ id, life: 5, reserve: 0, trashCores: 0 })),
    active: 'A',
    cards: [],
  }),
} as const;
