/**
 * The FaB set-up being edited (the scenario's `setup`, scenario-format.md): pure functions the
 * set-up screen calls. Whether the board is legal is decided by the engine's load() on start.
 */
import { defenderOf, freeId, isRecord, num } from '../components/setupDraft.ts';

export type FabPlayerSetup = { readonly id: string; readonly life: number; readonly actionPoints: number; readonly resources: number };

export type FabCardSetup = {
  readonly id: string;
  readonly owner: string;
  readonly zone: string;
  readonly name?: string;
  readonly types: readonly string[];
  readonly power?: number;
  readonly defense?: number;
  readonly cost?: number;
  readonly pitch?: number;
  readonly attackCost?: number;
  readonly keywords?: readonly string[];
  readonly effect?: Readonly<Record<string, unknown>>;
};

export type FabSetup = { readonly players: readonly FabPlayerSetup[]; readonly active: string; readonly cards: readonly FabCardSetup[] };

export const EDITABLE_TYPES = ['action', 'attack', 'weapon', 'equipment', 'attack reaction', 'defense reaction', 'instant', 'aura'] as const;
export const ZONES = ['hand', 'weapon', 'equipment', 'arena', 'graveyard'] as const;
export const PRESETS = ['attack', 'weapon', 'equipment', 'block', 'defenseReaction', 'attackReaction', 'instant'] as const;
export type Preset = (typeof PRESETS)[number];

export const newFabSetup = (): FabSetup => ({
  players: [
    { id: 'A', life: 20, actionPoints: 1, resources: 0 },
    { id: 'B', life: 20, actionPoints: 0, resources: 0 },
  ],
  active: 'A',
  cards: [],
});

/** Reads whatever the draft holds into the editable shape, keeping unknown card fields. */
export const readSetup = (raw: unknown): FabSetup => {
  const base = newFabSetup();
  if (!isRecord(raw)) return base;
  const players = Array.isArray(raw.players)
    ? raw.players.filter(isRecord).map((p, i) => ({
        id: typeof p.id === 'string' ? p.id : String.fromCharCode(65 + i),
        life: num(p.life, 20),
        actionPoints: num(p.actionPoints, 0),
        resources: num(p.resources, 0),
      }))
    : base.players;
  const cards = Array.isArray(raw.cards) ? (raw.cards.filter(isRecord) as unknown as FabCardSetup[]) : [];
  const active = typeof raw.active === 'string' ? raw.active : (players[0]?.id ?? 'A');
  return { players: players.length > 0 ? players : base.players, active, cards };
};

/** A typical card of each kind, ready to adjust. */
export const presetCard = (setup: FabSetup, preset: Preset): FabCardSetup => {
  const attacker = setup.active;
  const defender = defenderOf(setup);
  switch (preset) {
    case 'attack':
      return { id: freeId(setup, 'atk'), owner: attacker, zone: 'hand', types: ['action', 'attack'], power: 4, defense: 2, cost: 0, pitch: 1, keywords: [] };
    case 'weapon':
      return { id: freeId(setup, 'wpn'), owner: attacker, zone: 'weapon', types: ['weapon'], power: 3, attackCost: 1 };
    case 'equipment':
      return { id: freeId(setup, 'eq'), owner: defender, zone: 'equipment', types: ['equipment'], defense: 1, keywords: [] };
    case 'block':
      return { id: freeId(setup, 'blk'), owner: defender, zone: 'hand', types: ['action'], defense: 3, cost: 0, pitch: 1 };
    case 'defenseReaction':
      return { id: freeId(setup, 'dr'), owner: defender, zone: 'hand', types: ['defense reaction'], defense: 3, cost: 0, pitch: 1 };
    case 'attackReaction': {
      const target = setup.cards.find((c) => c.owner === attacker && c.types.includes('attack'))?.id ?? 'chainLink';
      return { id: freeId(setup, 'ar'), owner: attacker, zone: 'hand', types: ['attack reaction'], cost: 0, pitch: 1, effect: { kind: 'power', target, amount: 2 } };
    }
    case 'instant':
      return { id: freeId(setup, 'ins'), owner: defender, zone: 'hand', types: ['instant'], cost: 0, pitch: 1, effect: { kind: 'prevent', player: defender, amount: 2 } };
  }
};

export const addCard = (setup: FabSetup, card: FabCardSetup): FabSetup => ({ ...setup, cards: [...setup.cards, card] });
export const removeCard = (setup: FabSetup, id: string): FabSetup => ({ ...setup, cards: setup.cards.filter((c) => c.id !== id) });
export const updateCard = (setup: FabSetup, id: string, card: FabCardSetup): FabSetup => ({
  ...setup,
  cards: setup.cards.map((c) => (c.id === id ? card : c)),
});
export const setPlayer = (setup: FabSetup, id: string, patch: Partial<Omit<FabPlayerSetup, 'id'>>): FabSetup => ({
  ...setup,
  players: setup.players.map((p) => (p.id === id ? { ...p, ...patch } : p)),
});

/** "go again, piercing 1" -> ["go again", "piercing 1"]; the engine rejects unknown words on start. */
export const parseKeywords = (text: string): string[] =>
  text
    .split(/[,、]/)
    .map((k) => k.trim().toLowerCase())
    .filter((k) => k.length > 0);

/** The board of the format's own example (scenario-format.md). */
export const exampleSetup = (): FabSetup => ({
  players: [
    { id: 'A', life: 20, actionPoints: 1, resources: 0 },
    { id: 'B', life: 20, actionPoints: 0, resources: 0 },
  ],
  active: 'A',
  cards: [
    { id: 'jab', owner: 'A', zone: 'hand', name: 'Head Jab', types: ['action', 'attack'], power: 3, defense: 2, cost: 0, pitch: 1, keywords: ['go again'] },
    { id: 'sword', owner: 'A', zone: 'weapon', name: 'Sword', types: ['weapon'], power: 3, attackCost: 1 },
    { id: 'red', owner: 'A', zone: 'hand', name: 'Red card', types: ['action'], defense: 2, cost: 0, pitch: 1 },
    { id: 'helm', owner: 'B', zone: 'equipment', name: 'Helm', types: ['equipment'], defense: 1, keywords: ['blade break'] },
    { id: 'sink', owner: 'B', zone: 'hand', name: 'Sink Below', types: ['defense reaction'], defense: 4, cost: 0, pitch: 3 },
    { id: 'block', owner: 'B', zone: 'hand', name: 'Block card', types: ['action'], defense: 3, cost: 0, pitch: 2 },
  ],
});
