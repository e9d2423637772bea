/**
 * The Phantom Magic Vision set-up being edited (the scenario's `setup`, scenario-format.md
 * "Phantom Magic Vision"): pure functions the set-up screen calls. Whether the board is legal is
 * decided by the engine's load() on start; this only keeps the draft in the file's shape.
 */
import { CARD_TYPES, EFFECT_KINDS, TACTICS, ZONES, type EffectKind } from '../../games/pmv/types.ts';
import { defenderOf, freeId, isRecord, named as presetNamed, num, takenIds, toggled, withOptional, type CardSetupBase, type EffectSetup, type PresetNames } from '../components/setupDraft.ts';

export { CARD_TYPES, EFFECT_KINDS, TACTICS, ZONES };
export { defenderOf, type PresetNames };

export type PmvNodesSetup = { readonly active: number; readonly sleep: number };
export type PmvPlayerSetup = { readonly id: string; readonly life: number; readonly deck: number; readonly nodes: PmvNodesSetup };

export type PmvEffectSetup = EffectSetup;

export type PmvCardSetup = CardSetupBase & {
  readonly type: string;
  readonly attack?: number;
  readonly toughness?: number;
  readonly graze?: number;
  readonly races?: readonly string[];
  readonly tactics?: readonly string[];
  readonly sleep?: boolean;
  readonly damage?: number;
  readonly kesshiImmune?: boolean;
  readonly node?: number;
  readonly cost?: number;
  readonly effect?: PmvEffectSetup;
};

export type PmvSetup = { readonly players: readonly PmvPlayerSetup[]; readonly active: string; readonly cards: readonly PmvCardSetup[] };

/** Whole boards to start from: the set-up of a typical ruling, ready to adjust. */
export const BOARD_PRESETS = ['interference', 'firstStrike', 'graze', 'stealthPierce', 'defenderGone'] as const;
export type BoardPreset = (typeof BOARD_PRESETS)[number];

/** Single cards to add. */
export const CARD_PRESETS = ['attacker', 'defender', 'command', 'ambusher'] as const;
export type CardPreset = (typeof CARD_PRESETS)[number];

const player = (id: string, active = 0, sleep = 0, life = 25, deck = 20): PmvPlayerSetup => ({ id, life, deck, nodes: { active, sleep } });

export const newPmvSetup = (): PmvSetup => ({ players: [player('A'), player('B')], active: 'A', cards: [] });

/** Reads whatever the draft holds into the editable shape, keeping unknown card fields for the engine to name. */
export const readSetup = (raw: unknown): PmvSetup => {
  const base = newPmvSetup();
  if (!isRecord(raw)) return base;
  const players = Array.isArray(raw.players)
    ? raw.players.filter(isRecord).map((p, i): PmvPlayerSetup => {
        const nodes = isRecord(p.nodes) ? p.nodes : {};
        return {
          id: typeof p.id === 'string' ? p.id : String.fromCharCode(65 + i),
          life: num(p.life, 25),
          deck: num(p.deck, 20),
          nodes: { active: num(nodes.active, 0), sleep: num(nodes.sleep, 0) },
        };
      })
    : base.players;
  const cards = Array.isArray(raw.cards) ? (raw.cards.filter(isRecord) as unknown as PmvCardSetup[]) : [];
  const active = typeof raw.active === 'string' ? raw.active : (players[0]?.id ?? 'A');
  return { players: players.length > 0 ? players : base.players, active, cards };
};

export const isCharacter = (card: PmvCardSetup): boolean => card.type === 'character';

/** The characters on the field: what an effect may name (a damage effect may name a player too). */
export const fieldCharacters = (setup: PmvSetup): string[] => setup.cards.filter((c) => c.zone === 'field' && isCharacter(c)).map((c) => c.id);

/** What an effect of `kind` may name in the editor: characters on the field, players too for damage. */
export const effectTargets = (setup: PmvSetup, kind: string): string[] => (kind === 'damage' ? [...fieldCharacters(setup), ...setup.players.map((p) => p.id)] : fieldCharacters(setup));

const named: (card: PmvCardSetup, names: PresetNames | undefined, key: string) => PmvCardSetup = presetNamed;

/** A typical card of each kind, ready to adjust. */
export const presetCard = (setup: PmvSetup, preset: CardPreset, names?: PresetNames): PmvCardSetup => {
  const them = defenderOf(setup);
  switch (preset) {
    case 'attacker':
      return named({ id: freeId(setup, 'chara'), owner: setup.active, zone: 'field', type: 'character', attack: 3, toughness: 3, graze: 1, races: [], tactics: [], sleep: false }, names, 'attacker');
    case 'defender':
      return named({ id: freeId(setup, 'chara'), owner: them, zone: 'field', type: 'character', attack: 2, toughness: 3, graze: 1, races: [], tactics: [], sleep: false }, names, 'defender');
    case 'command': {
      // It damages one of the turn player's characters if there is one, else the turn player.
      const mine = setup.cards.find((c) => c.owner === setup.active && c.zone === 'field' && isCharacter(c));
      return named({ id: freeId(setup, 'command'), owner: them, zone: 'hand', type: 'command', node: 1, cost: 1, effect: { kind: 'damage', target: mine?.id ?? setup.active, amount: 2 } }, names, 'command');
    }
    case 'ambusher':
      return named({ id: freeId(setup, 'chara'), owner: them, zone: 'hand', type: 'character', attack: 2, toughness: 2, graze: 1, races: [], tactics: ['奇襲', '速攻'], node: 1, cost: 1 }, names, 'ambusher');
  }
};

const chara = (id: string, owner: string, attack: number, toughness: number, extra: Partial<PmvCardSetup> = {}): PmvCardSetup => ({
  id,
  owner,
  zone: 'field',
  type: 'character',
  attack,
  toughness,
  graze: 1,
  races: [],
  tactics: [],
  sleep: false,
  ...extra,
});

const command = (id: string, owner: string, effect: PmvEffectSetup, node = 1, cost = 1): PmvCardSetup => ({ id, owner, zone: 'hand', type: 'command', node, cost, effect });

/** The boards behind the presets. Cards are named in the screen's language where `names` has them. */
export const boardPreset = (preset: BoardPreset, names?: PresetNames): PmvSetup => {
  const n = (card: PmvCardSetup): PmvCardSetup => named(card, names, card.id);
  const board = (players: PmvPlayerSetup[], cards: PmvCardSetup[]): PmvSetup => ({ players, active: 'A', cards: cards.map(n) });
  switch (preset) {
    // One main phase, three attacks. 1: Marisa attacks, B answers with Snipe, A answers with Mana
    // Boost; the 干渉 resolves newest first, so the boost saves her (the other way round Snipe
    // would make her 決死). 2: Youmu (先制) defends against Reimu and strikes first. 3: Sanae is not
    // defended; B may graze 2.
    case 'interference':
      return board(
        [player('A', 3), player('B', 3)],
        [
          chara('marisa', 'A', 4, 2, { name: 'Marisa Kirisame', races: ['人間'] }),
          chara('reimu', 'A', 3, 3, { name: 'Reimu Hakurei', races: ['人間'] }),
          chara('sanae', 'A', 2, 2, { name: 'Sanae Kochiya', graze: 2, races: ['人間'] }),
          { ...command('boost', 'A', { kind: 'modify', target: 'marisa', attack: 1, toughness: 2 }), name: 'Mana Boost' },
          chara('youmu', 'B', 3, 2, { name: 'Youmu Konpaku', races: ['半人半霊'], tactics: ['先制'] }),
          { ...command('snipe', 'B', { kind: 'damage', target: 'marisa', amount: 2 }), name: 'Snipe' },
          { id: 'cirno', owner: 'B', zone: 'hand', name: 'Cirno', type: 'character', attack: 2, toughness: 2, graze: 1, races: ['妖精'], tactics: [], node: 1, cost: 1 },
        ],
      );
    // 先制 (10.4): Youmu strikes first and survives Suika; Ran against Youmu is 先制 on both sides,
    // so both deal damage at once. B may also play Aya (奇襲, 速攻) to defend.
    case 'firstStrike':
      return board(
        [player('A', 3), player('B', 3)],
        [
          chara('suika', 'A', 4, 3, { name: 'Suika Ibuki', races: ['鬼'] }),
          chara('ran', 'A', 3, 4, { name: 'Ran Yakumo', races: ['妖獣'], tactics: ['先制'] }),
          chara('youmu', 'B', 3, 2, { name: 'Youmu Konpaku', races: ['半人半霊'], tactics: ['先制'] }),
          { id: 'aya', owner: 'B', zone: 'hand', name: 'Aya Shameimaru', type: 'character', attack: 2, toughness: 2, graze: 1, races: ['天狗'], tactics: ['奇襲', '速攻'], node: 2, cost: 1 },
        ],
      );
    // Undefended attacks and graze (6.2.4.g, RB2.0 p40): B's only character sleeps. Sanae's graze 2
    // is offered (deck 3); Aya's graze 3 is not, as the deck must hold more than X.
    case 'graze':
      return board(
        [player('A', 2), player('B', 1, 0, 25, 3)],
        [
          chara('sanae', 'A', 2, 2, { name: 'Sanae Kochiya', graze: 2, races: ['人間'] }),
          chara('aya', 'A', 3, 2, { name: 'Aya Shameimaru', graze: 3, races: ['天狗'] }),
          chara('cirno', 'B', 2, 2, { name: 'Cirno', races: ['妖精'], sleep: true }),
        ],
      );
    // 隠密 (10.6.2.a): Nue's defence is cancelled unless the defender shares a 種族 (Kogasa, 妖怪,
    // does). 貫通 (10.5.2.a): Yuugi 6 against a 2/2 deals 4 more to B.
    case 'stealthPierce':
      return board(
        [player('A', 2), player('B', 2)],
        [
          chara('nue', 'A', 3, 3, { name: 'Nue Houjuu', races: ['妖怪'], tactics: ['隠密'] }),
          chara('yuugi', 'A', 6, 4, { name: 'Yuugi Hoshiguma', races: ['鬼'], tactics: ['貫通'] }),
          chara('keine', 'B', 2, 2, { name: 'Keine Kamishirasawa', races: ['人間'] }),
          chara('kogasa', 'B', 2, 3, { name: 'Kogasa Tatara', races: ['妖怪'] }),
        ],
      );
    // Reimu attacks, Chen defends, then A's Exorcism Charm makes Chen 決死 in the same 干渉: the
    // defender has gone before combat damage, and the sources do not say what happens.
    case 'defenderGone':
      return board(
        [player('A', 2), player('B', 2)],
        [
          chara('reimu', 'A', 3, 3, { name: 'Reimu Hakurei', races: ['人間'] }),
          { ...command('charm', 'A', { kind: 'damage', target: 'chen', amount: 3 }), name: 'Exorcism Charm' },
          chara('chen', 'B', 2, 2, { name: 'Chen', races: ['妖獣'] }),
        ],
      );
  }
};

export const addCard = (setup: PmvSetup, card: PmvCardSetup): PmvSetup => ({ ...setup, cards: [...setup.cards, card] });
export const removeCard = (setup: PmvSetup, id: string): PmvSetup => ({ ...setup, cards: setup.cards.filter((c) => c.id !== id) });
export const updateCard = (setup: PmvSetup, id: string, card: PmvCardSetup): PmvSetup => ({ ...setup, cards: setup.cards.map((c) => (c.id === id ? card : c)) });

export const setPlayer = (setup: PmvSetup, id: string, patch: Partial<Omit<PmvPlayerSetup, 'id' | 'nodes'>> & { readonly nodes?: Partial<PmvNodesSetup> }): PmvSetup => ({
  ...setup,
  players: setup.players.map((p) => (p.id === id ? { ...p, ...patch, nodes: { ...p.nodes, ...patch.nodes } } : p)),
});

/** Why `next` cannot be the card's new id: empty, or taken by another card or a player; null when it can. */
export const idProblem = (setup: PmvSetup, current: string, next: string): 'empty' | 'taken' | null => {
  if (next.trim() === '') return 'empty';
  if (next === current) return null;
  return takenIds(setup).has(next) ? 'taken' : null;
};

/** Renames a card and every effect that names it. */
export const renameCard = (setup: PmvSetup, from: string, to: string): PmvSetup => {
  if (idProblem(setup, from, to) !== null || from === to) return setup;
  return {
    ...setup,
    cards: setup.cards.map((c) => {
      const id = c.id === from ? to : c.id;
      const effect = c.effect && c.effect['target'] === from ? { ...c.effect, target: to } : c.effect;
      return effect === c.effect ? { ...c, id } : { ...c, id, effect: effect as PmvEffectSetup };
    }),
  };
};

/**
 * A manual effect of `kind` with the fields the format asks for, keeping what `prev` had where it
 * fits (its target, its amount), so changing the kind does not lose the choice.
 */
export const effectOfKind = (setup: PmvSetup, kind: EffectKind, prev: PmvEffectSetup | undefined): PmvEffectSetup => {
  const targets = effectTargets(setup, kind);
  const had = typeof prev?.['target'] === 'string' ? prev['target'] : undefined;
  const target = had !== undefined && targets.includes(had) ? had : (targets[0] ?? had ?? '');
  const amount = typeof prev?.['amount'] === 'number' ? prev['amount'] : undefined;
  switch (kind) {
    case 'damage':
      return { kind, target, amount: amount !== undefined && amount > 0 ? amount : 2 };
    case 'modify':
      return { kind, target, attack: num(prev?.['attack'], 1), toughness: num(prev?.['toughness'], 1) };
    case 'kesshi':
    case 'sleep':
    case 'active':
      return { kind, target };
    case 'life': {
      const p = typeof prev?.['player'] === 'string' ? prev['player'] : defenderOf(setup);
      return { kind, player: p, amount: amount ?? -1 };
    }
    case 'none':
      return { kind };
  }
};

type NumberKey = 'attack' | 'toughness' | 'graze' | 'damage' | 'node' | 'cost';

/** Sets or removes one optional numeric field of a card. */
export const withNumber = (card: PmvCardSetup, key: NumberKey, value: number | undefined): PmvCardSetup => withOptional(card, key, value);

/** Sets a flag, leaving it out when false (the file's default). */
export const withFlag = (card: PmvCardSetup, key: 'sleep' | 'kesshiImmune', on: boolean): PmvCardSetup => withOptional(card, key, on ? true : undefined);

/** A new type keeps the card in the file's shape: a character has its figures and no effect; a command the reverse, and is never on the field. */
export const withType = (setup: PmvSetup, card: PmvCardSetup, type: string): PmvCardSetup => {
  const { attack, toughness, graze, races, tactics, sleep, damage, kesshiImmune, effect, ...rest } = card;
  if (type === 'character') {
    return { ...rest, type, attack: attack ?? 2, toughness: toughness ?? 2, graze: graze ?? 1, races: races ?? [], tactics: tactics ?? [], ...(sleep ? { sleep } : {}), ...(damage ? { damage } : {}), ...(kesshiImmune ? { kesshiImmune } : {}) };
  }
  return { ...rest, type, zone: card.zone === 'field' ? 'hand' : card.zone, node: card.node ?? 0, cost: card.cost ?? 0, effect: effect ?? effectOfKind(setup, 'damage', undefined) };
};

/** A new zone: only a card on the field sleeps or carries damage (the format refuses them elsewhere). */
export const withZone = (card: PmvCardSetup, zone: string): PmvCardSetup => {
  if (zone === 'field') return { ...card, zone };
  const { sleep: _s, damage: _d, ...rest } = card;
  return { ...rest, zone };
};

export const toggleTactic = (card: PmvCardSetup, tactic: string): PmvCardSetup => ({ ...card, tactics: toggled(card.tactics, tactic) });

/** 種族 as typed: split on commas (ASCII or Japanese) and spaces, blanks dropped. */
export const parseRaces = (text: string): string[] =>
  text
    .split(/[,、，\s]+/)
    .map((r) => r.trim())
    .filter((r) => r !== '');
