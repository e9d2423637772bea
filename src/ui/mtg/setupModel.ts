/**
 * The MTG set-up as the editor changes it: the scenario's `setup` object (scenario-format.md).
 * Plain data in, new data out; the MTG module still judges the set-up when the combat starts.
 */
import type { Keyword, PermanentType } from '../../games/mtg/types.ts';
import { uniqueId, type PermanentSetup, type QuickEntry } from './quickEntry.ts';

export type PlayerSetup = { readonly id: string; readonly life: number };

export type MtgSetup = {
  readonly players: readonly PlayerSetup[];
  readonly active: string;
  readonly permanents: readonly PermanentSetup[];
};

/** The types the editor offers: the ones that take part in combat. */
export const EDITABLE_TYPES = ['creature', 'planeswalker', 'battle'] as const satisfies readonly PermanentType[];
export type EditableType = (typeof EDITABLE_TYPES)[number];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads a stored or imported set-up for editing; anything unreadable becomes the default board. */
export const readSetup = (setup: unknown): MtgSetup => {
  const s = isRecord(setup) ? setup : {};
  const players = Array.isArray(s['players'])
    ? (s['players'] as unknown[]).filter(isRecord).map((p) => ({ id: String(p['id'] ?? '?'), life: Number(p['life'] ?? 20) }))
    : [];
  const list = players.length >= 2 ? players : [{ id: 'A', life: 20 }, { id: 'B', life: 20 }];
  return {
    players: list,
    active: typeof s['active'] === 'string' ? s['active'] : (list[0]?.id ?? 'A'),
    permanents: Array.isArray(s['permanents']) ? (s['permanents'] as PermanentSetup[]) : [],
  };
};

export const mainType = (p: PermanentSetup): EditableType => {
  const found = EDITABLE_TYPES.find((t) => p.types.includes(t));
  return found ?? 'creature';
};

const opponentOf = (setup: MtgSetup, player: string): string =>
  setup.players.find((p) => p.id !== player)?.id ?? player;

/** Keeps exactly the fields the permanent's type uses, so the file stays what the format describes. */
export const normalisePermanent = (setup: MtgSetup, p: PermanentSetup, type: EditableType = mainType(p)): PermanentSetup => {
  const base = {
    id: p.id,
    controller: p.controller,
    name: p.name,
    types: [type] as const,
    keywords: p.keywords,
    damage: p.damage,
    tapped: p.tapped,
    summoningSick: p.summoningSick,
  };
  if (type === 'creature') return { ...base, power: p.power ?? 0, toughness: p.toughness ?? 1 };
  if (type === 'planeswalker') return { ...base, loyalty: p.loyalty ?? 1 };
  return { ...base, defense: p.defense ?? 1, protector: p.protector ?? opponentOf(setup, p.controller) };
};

const takenIds = (setup: MtgSetup): Set<string> => new Set([...setup.players.map((p) => p.id), ...setup.permanents.map((p) => p.id)]);

export const addPermanent = (setup: MtgSetup, entry: QuickEntry, controller: string): { setup: MtgSetup; id: string } => {
  const id = uniqueId(entry.name, takenIds(setup));
  const owner = entry.controller !== undefined && setup.players.some((p) => p.id === entry.controller) ? entry.controller : controller;
  const permanent = normalisePermanent(setup, { ...entry, id, controller: owner });
  return { setup: { ...setup, permanents: [...setup.permanents, permanent] }, id };
};

export const updatePermanent = (setup: MtgSetup, id: string, next: PermanentSetup, type?: EditableType): MtgSetup => ({
  ...setup,
  permanents: setup.permanents.map((p) => (p.id === id ? normalisePermanent(setup, next, type) : p)),
});

export const duplicatePermanent = (setup: MtgSetup, id: string): MtgSetup => {
  const i = setup.permanents.findIndex((p) => p.id === id);
  const original = setup.permanents[i];
  if (original === undefined) return setup;
  const copy = { ...original, id: uniqueId(original.name, takenIds(setup)) };
  return { ...setup, permanents: setup.permanents.toSpliced(i + 1, 0, copy) };
};

export const removePermanent = (setup: MtgSetup, id: string): MtgSetup => ({
  ...setup,
  permanents: setup.permanents.filter((p) => p.id !== id),
});

export const setLife = (setup: MtgSetup, player: string, life: number): MtgSetup => ({
  ...setup,
  players: setup.players.map((p) => (p.id === player ? { ...p, life } : p)),
});

export const toggleKeyword = (p: PermanentSetup, keyword: Keyword): PermanentSetup => ({
  ...p,
  keywords: p.keywords.includes(keyword) ? p.keywords.filter((k) => k !== keyword) : [...p.keywords, keyword],
});
