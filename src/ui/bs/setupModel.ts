/**
 * The Battle Spirits set-up being edited (the scenario's `setup`, scenario-format.md "Battle
 * Spirits"): pure functions the set-up screen calls. Whether the board is legal is decided by
 * the engine's load() on start; this only keeps the draft in the file's shape.
 */
import { BS_KEYWORDS, CARD_TYPES, EFFECT_KINDS, ZONES, type EffectKind } from '../../games/bs/types.ts';
import { defenderOf, freeId, isRecord, named as presetNamed, num, toggled, withOptional, type CardSetupBase, type EffectSetup, type PresetNames } from '../components/setupDraft.ts';

export { BS_KEYWORDS, CARD_TYPES, EFFECT_KINDS, ZONES };
export { defenderOf, type PresetNames };

/** `life`, `reserve`, `trash`, one of the player's field cards, or absent (no soul core tracked). */
export type BsPlayerSetup = { readonly id: string; readonly life: number; readonly reserve: number; readonly trashCores: number; readonly soulCore?: string };

export type BsEffectSetup = EffectSetup;

export type BsCardSetup = CardSetupBase & {
  readonly type: string;
  readonly bp?: number;
  readonly symbols?: number;
  readonly cores?: number;
  readonly exhausted?: boolean;
  readonly keywords?: readonly string[];
  readonly onAttack?: BsEffectSetup;
  readonly onBlock?: BsEffectSetup;
  readonly cost?: number;
  readonly flash?: BsEffectSetup;
};

export type BsSetup = { readonly players: readonly BsPlayerSetup[]; readonly active: string; readonly firstTurn?: boolean; readonly cards: readonly BsCardSetup[] };

/** Where a soul core may be besides a card: the counted places. */
export const SOUL_PLACES = ['life', 'reserve', 'trash'] as const;
/** The card's manual effects the editor offers, by card type. */
export const EFFECT_SLOTS = ['onAttack', 'onBlock', 'flash'] as const;
export type EffectSlot = (typeof EFFECT_SLOTS)[number];
export const DURATIONS = ['battle', 'turn'] as const;

/** Whole boards to start from: the set-up of a typical ruling, ready to adjust. */
export const BOARD_PRESETS = ['twoBattles', 'confront', 'attackerGone'] as const;
export type BoardPreset = (typeof BOARD_PRESETS)[number];

/** Single cards to add. */
export const CARD_PRESETS = ['attacker', 'blocker', 'flashMagic'] as const;
export type CardPreset = (typeof CARD_PRESETS)[number];

export const newBsSetup = (): BsSetup => ({
  players: [
    { id: 'A', life: 5, reserve: 0, trashCores: 0 },
    { id: 'B', life: 5, reserve: 0, trashCores: 0 },
  ],
  active: 'A',
  cards: [],
});

/** Reads whatever the draft holds into the editable shape, keeping unknown card fields. */
export const readSetup = (raw: unknown): BsSetup => {
  const base = newBsSetup();
  if (!isRecord(raw)) return base;
  const players = Array.isArray(raw.players)
    ? raw.players.filter(isRecord).map((p, i): BsPlayerSetup => {
        const player = {
          id: typeof p.id === 'string' ? p.id : String.fromCharCode(65 + i),
          life: num(p.life, 5),
          reserve: num(p.reserve, 0),
          trashCores: num(p.trashCores, 0),
        };
        return typeof p.soulCore === 'string' ? { ...player, soulCore: p.soulCore } : player;
      })
    : base.players;
  const cards = Array.isArray(raw.cards) ? (raw.cards.filter(isRecord) as unknown as BsCardSetup[]) : [];
  const active = typeof raw.active === 'string' ? raw.active : (players[0]?.id ?? 'A');
  const out: BsSetup = { players: players.length > 0 ? players : base.players, active, cards };
  return raw.firstTurn === true ? { ...out, firstTurn: true } : out;
};

/** Spirits and ultimates: the cards with BP, cores and symbols, that attack and block. */
export const isFighter = (type: string): boolean => type === 'spirit' || type === 'ultimate';

const named: (card: BsCardSetup, names: PresetNames | undefined, key: string) => BsCardSetup = presetNamed;

/** A typical card of each kind, ready to adjust: the turn player's spirit, the defender's spirit, a flash magic card. */
export const presetCard = (setup: BsSetup, preset: CardPreset, names?: PresetNames): BsCardSetup => {
  switch (preset) {
    case 'attacker':
      return named({ id: freeId(setup, 'spirit'), owner: setup.active, zone: 'field', type: 'spirit', bp: 5000, symbols: 1, cores: 1, exhausted: false, keywords: [] }, names, 'attacker');
    case 'blocker':
      return named({ id: freeId(setup, 'spirit'), owner: defenderOf(setup), zone: 'field', type: 'spirit', bp: 4000, symbols: 1, cores: 1, exhausted: false, keywords: [] }, names, 'blocker');
    case 'flashMagic': {
      const owner = defenderOf(setup);
      // It raises one of its owner's spirits if there is one, else the first spirit on the field.
      const own = setup.cards.find((c) => c.owner === owner && c.zone === 'field' && isFighter(c.type));
      const any = setup.cards.find((c) => c.zone === 'field' && isFighter(c.type));
      const target = (own ?? any)?.id ?? '';
      return named({ id: freeId(setup, 'magic'), owner, zone: 'hand', type: 'magic', cost: 1, flash: { kind: 'bp', target, amount: 3000, until: 'battle' } }, names, 'flashMagic');
    }
  }
};

/** The boards behind the presets: two battles in one turn, a 【激突】 attack, and the attacker-gone judge question. */
export const boardPreset = (preset: BoardPreset, names?: PresetNames): BsSetup => {
  const n = (card: BsCardSetup): BsCardSetup => named(card, names, card.id);
  switch (preset) {
    // Battle 1: the drake attacks unblocked and takes a life core. Battle 2: the knight is
    // blocked by the stronger wolf; Power Surge in flash timing 2 turns the BP comparison.
    case 'twoBattles':
      return {
        players: [
          { id: 'A', life: 5, reserve: 3, trashCores: 0, soulCore: 'drake' },
          { id: 'B', life: 5, reserve: 1, trashCores: 0, soulCore: 'life' },
        ],
        active: 'A',
        cards: [
          n({ id: 'drake', owner: 'A', zone: 'field', name: 'Flame Drake', type: 'spirit', bp: 5000, symbols: 1, cores: 2, exhausted: false, keywords: [] }),
          n({ id: 'knight', owner: 'A', zone: 'field', name: 'Iron Knight', type: 'spirit', bp: 3000, symbols: 1, cores: 1, exhausted: false, keywords: [] }),
          n({ id: 'surge', owner: 'A', zone: 'hand', name: 'Power Surge', type: 'magic', cost: 2, flash: { kind: 'bp', target: 'knight', amount: 3000, until: 'battle' } }),
          n({ id: 'wolf', owner: 'B', zone: 'field', name: 'Grey Wolf', type: 'spirit', bp: 5000, symbols: 1, cores: 2, exhausted: false, keywords: [] }),
        ],
      };
    // The rhino has 【激突】: while B has a refreshed spirit, B must block it.
    case 'confront':
      return {
        players: [
          { id: 'A', life: 5, reserve: 2, trashCores: 0, soulCore: 'reserve' },
          { id: 'B', life: 5, reserve: 2, trashCores: 0, soulCore: 'life' },
        ],
        active: 'A',
        cards: [
          n({ id: 'rhino', owner: 'A', zone: 'field', name: 'Charging Rhino', type: 'spirit', bp: 6000, symbols: 1, cores: 2, exhausted: false, keywords: ['confront'] }),
          n({ id: 'fox', owner: 'B', zone: 'field', name: 'Fire Fox', type: 'spirit', bp: 4000, symbols: 1, cores: 1, exhausted: false, keywords: [] }),
          n({ id: 'owl', owner: 'B', zone: 'field', name: 'Night Owl', type: 'spirit', bp: 2000, symbols: 1, cores: 1, exhausted: true, keywords: [] }),
        ],
      };
    // B destroys the attacking imp with a flash in flash timing 1: does the battle go on?
    case 'attackerGone':
      return {
        players: [
          { id: 'A', life: 5, reserve: 0, trashCores: 0 },
          { id: 'B', life: 5, reserve: 2, trashCores: 0 },
        ],
        active: 'A',
        cards: [
          n({ id: 'imp', owner: 'A', zone: 'field', name: 'Little Imp', type: 'spirit', bp: 3000, symbols: 1, cores: 1, exhausted: false, keywords: [] }),
          n({ id: 'bear', owner: 'B', zone: 'field', name: 'Cave Bear', type: 'spirit', bp: 2000, symbols: 1, cores: 1, exhausted: false, keywords: [] }),
          n({ id: 'bolt', owner: 'B', zone: 'hand', name: 'Lightning Bolt', type: 'magic', cost: 1, flash: { kind: 'destroy', target: 'imp' } }),
        ],
      };
  }
};

/** A soul core left on a card that is no longer that player's card on the field goes back to none. */
const keepSoulCores = (setup: BsSetup): BsSetup => ({
  ...setup,
  players: setup.players.map((p) => {
    if (p.soulCore === undefined || (SOUL_PLACES as readonly string[]).includes(p.soulCore)) return p;
    const card = setup.cards.find((c) => c.id === p.soulCore);
    if (card && card.owner === p.id && card.zone === 'field') return p;
    const { soulCore: _, ...rest } = p;
    return rest;
  }),
});

export const addCard = (setup: BsSetup, card: BsCardSetup): BsSetup => ({ ...setup, cards: [...setup.cards, card] });
export const removeCard = (setup: BsSetup, id: string): BsSetup => keepSoulCores({ ...setup, cards: setup.cards.filter((c) => c.id !== id) });
export const updateCard = (setup: BsSetup, id: string, card: BsCardSetup): BsSetup => keepSoulCores({ ...setup, cards: setup.cards.map((c) => (c.id === id ? card : c)) });
export const setPlayer = (setup: BsSetup, id: string, patch: Partial<Omit<BsPlayerSetup, 'id' | 'soulCore'>>): BsSetup => ({
  ...setup,
  players: setup.players.map((p) => (p.id === id ? { ...p, ...patch } : p)),
});

/** `''` removes the soul core; otherwise a place or one of the player's field cards. */
export const setSoulCore = (setup: BsSetup, id: string, place: string): BsSetup => ({
  ...setup,
  players: setup.players.map((p) => {
    if (p.id !== id) return p;
    const { soulCore: _, ...rest } = p;
    return place === '' ? rest : { ...rest, soulCore: place };
  }),
});

/** The places a player's soul core may be: the counted ones, then their spirits and ultimates on the field. */
export const soulCorePlaces = (setup: BsSetup, player: string): string[] => [
  ...SOUL_PLACES,
  ...setup.cards.filter((c) => c.owner === player && c.zone === 'field' && isFighter(c.type)).map((c) => c.id),
];

/** The cards an effect may name: every card on the field (the engine checks the target when it happens). */
export const effectTargets = (setup: BsSetup): string[] => setup.cards.filter((c) => c.zone === 'field').map((c) => c.id);

/**
 * A manual effect of `kind` with the fields the format asks for, keeping what `prev` already
 * had where it fits (its target, its amount), so changing the kind does not lose the choice.
 */
export const effectOfKind = (setup: BsSetup, kind: EffectKind, prev: BsEffectSetup | undefined, self: string): BsEffectSetup => {
  const target = typeof prev?.['target'] === 'string' && prev['target'] !== '' ? prev['target'] : (effectTargets(setup)[0] ?? self);
  const amount = typeof prev?.['amount'] === 'number' ? prev['amount'] : undefined;
  const until = prev?.['until'] === 'turn' ? 'turn' : 'battle';
  switch (kind) {
    case 'bp':
      return { kind, target, amount: amount ?? 3000, until };
    case 'symbols':
      return { kind, target, amount: amount !== undefined && Math.abs(amount) < 10 ? amount : 1, until };
    case 'destroy':
    case 'exhaust':
    case 'refresh':
      return { kind, target };
    case 'life': {
      const player = typeof prev?.['player'] === 'string' ? prev['player'] : defenderOf(setup);
      return { kind, player, amount: amount !== undefined && Math.abs(amount) < 10 ? amount : -1 };
    }
    case 'endBattle':
    case 'none':
      return { kind };
  }
};

/** Sets or removes one of a card's manual effects. */
export const withEffect = (card: BsCardSetup, slot: EffectSlot, effect: BsEffectSetup | undefined): BsCardSetup => withOptional(card, slot, effect);

/** Sets or removes one optional numeric field of a card. */
export const withNumber = (card: BsCardSetup, key: 'bp' | 'symbols' | 'cores' | 'cost', value: number | undefined): BsCardSetup => withOptional(card, key, value);

/**
 * A new type keeps the card in the file's shape: spirits and ultimates get BP, symbols and cores
 * and lose the magic fields; magic gets a cost and loses the fighter's; a nexus keeps its symbols.
 */
export const withType = (card: BsCardSetup, type: string): BsCardSetup => {
  const { bp, cores, exhausted, keywords, onAttack, onBlock, cost, flash, symbols, ...rest } = card;
  if (isFighter(type)) {
    return {
      ...rest,
      type,
      bp: bp ?? 3000,
      symbols: symbols ?? 1,
      cores: cores ?? 1,
      exhausted: exhausted ?? false,
      keywords: keywords ?? [],
      ...(onAttack ? { onAttack } : {}),
      ...(onBlock ? { onBlock } : {}),
      zone: card.zone,
    };
  }
  if (type === 'magic') return { ...rest, type, zone: card.zone === 'field' ? 'hand' : card.zone, cost: cost ?? 0, ...(flash ? { flash } : {}) };
  return { ...rest, type, ...(symbols === undefined ? {} : { symbols }) };
};

export const toggleKeyword = (card: BsCardSetup, keyword: string): BsCardSetup => ({ ...card, keywords: toggled(card.keywords, keyword) });
