/**
 * What the start page needs of MTG before any of its code loads: its id, its rules editions (the
 * current one first) and the set-up a new board starts from. It imports nothing, so the first load
 * carries it for a few bytes; the rules module re-exports the same values.
 */
export const MTG_MANIFEST = {
  id: 'mtg',
  editions: ['2026-09', '2024-11', '2023-11'],
  newSetup: () => ({
    players: [
      { id: 'A', life: 20 },
      { id: 'B', life: 20 },
    ],
    active: 'A',
    permanents: [],
  }),
} as const;
