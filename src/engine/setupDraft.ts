/**
 * A set-up being edited, for every game alike: read whatever a draft holds into the file's shape,
 * then add, remove, change, rename a card, and change a player. Which fields a card has comes
 * from the game's description (setupSpec.ts); whether the board is legal is decided by the
 * game's loader on start, so these edits know no rule.
 */
import type { FieldTable, SetupObject, SetupSpec } from './setupSpec.ts';

/** A set-up as a file holds it: players by id, the active one, the cards (under the game's key), and anything else the game sets. */
export type Draft = Readonly<Record<string, unknown>> & { readonly players: readonly SetupObject[]; readonly active: string };

export const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The cards of a draft (MTG keeps them under `permanents`). */
export const cardsOf = (spec: SetupSpec, draft: Draft): readonly SetupObject[] => (draft[spec.cardsKey] as readonly SetupObject[] | undefined) ?? [];

/** The draft with its cards replaced: the same kind of draft (a game's own set-up type comes back as itself). */
const withCards = <D extends Draft>(spec: SetupSpec, draft: D, cards: readonly SetupObject[]): D => ({ ...draft, [spec.cardsKey]: cards }) as D;

/**
 * Whatever the draft holds, in the file's shape: players with an id (the new board's where there
 * are none), an active player, and the cards that are objects, unknown fields kept (the loader
 * names them when the combat starts).
 */
export const readDraft = (spec: SetupSpec, raw: unknown, fresh: () => Draft): Draft => {
  const base = fresh();
  if (!isRecord(raw)) return base;
  const players = Array.isArray(raw['players'])
    ? raw['players'].filter(isRecord).map((p, i) => (typeof p['id'] === 'string' ? p : { ...p, id: String.fromCharCode(65 + i) }))
    : base.players;
  const listed = raw[spec.cardsKey];
  const cards = Array.isArray(listed) ? listed.filter(isRecord) : [];
  const seats = players.length > 0 ? players : base.players;
  const active = typeof raw['active'] === 'string' ? raw['active'] : (String(seats[0]?.['id'] ?? 'A'));
  return { ...raw, players: seats, active, [spec.cardsKey]: cards };
};

/** Every id in use: the cards' and the players'. */
export const takenIds = (spec: SetupSpec, draft: Draft): Set<string> => new Set([...cardsOf(spec, draft), ...draft.players].map((x) => String(x['id'])));

/** `stem1`, `stem2`, ...: the first that no card or player has. */
export const freeId = (spec: SetupSpec, draft: Draft, stem: string): string => {
  const taken = takenIds(spec, draft);
  for (let i = 1; ; i++) if (!taken.has(`${stem}${i}`)) return `${stem}${i}`;
};

/** The player who is not active (the active one in a one-player draft). */
export const defenderOf = (draft: Draft): string => String(draft.players.find((p) => p['id'] !== draft.active)?.['id'] ?? draft.active);

export const addCard = <D extends Draft>(spec: SetupSpec, draft: D, card: SetupObject): D => withCards(spec, draft, [...cardsOf(spec, draft), card]);
export const removeCard = <D extends Draft>(spec: SetupSpec, draft: D, id: string): D => withCards(spec, draft, cardsOf(spec, draft).filter((c) => c['id'] !== id));
export const updateCard = <D extends Draft>(spec: SetupSpec, draft: D, id: string, card: SetupObject): D =>
  withCards(spec, draft, cardsOf(spec, draft).map((c) => (c['id'] === id ? card : c)));

/** A field of a player set (or taken out, with undefined). */
export const setPlayer = <D extends Draft>(draft: D, id: string, name: string, value: unknown): D => ({
  ...draft,
  players: draft.players.map((p) => (p['id'] === id ? withField(p, name, value) : p)),
});

/** The object with a field set, or left out when `value` is undefined. */
export const withField = (o: SetupObject, name: string, value: unknown): SetupObject => {
  const { [name]: _, ...rest } = o;
  return value === undefined ? rest : { ...rest, [name]: value };
};

/** Why `next` cannot be a card's new id: empty, or another card's or a player's; null when it can. */
export const idProblem = (spec: SetupSpec, draft: Draft, current: string, next: string): 'empty' | 'taken' | null => {
  if (next.trim() === '') return 'empty';
  if (next === current) return null;
  return takenIds(spec, draft).has(next) ? 'taken' : null;
};

/**
 * Every target that named `from` names `to`: in a card's or player's fields, the counts they keep
 * by id, the effects they carry and the objects of their lists (`table`: the list's, else the
 * card's and player's).
 */
const renamedIn = (spec: SetupSpec, o: SetupObject, from: string, to: string, table?: FieldTable): SetupObject => {
  let out = o;
  for (const [name, value] of Object.entries(o)) {
    const f = table ? table[name] : (spec.card[name] ?? spec.fields[name] ?? spec.player[name]);
    if (f?.type === 'target' && value === from) out = { ...out, [name]: to };
    if (f?.type === 'counts' && isRecord(value) && from in value) out = { ...out, [name]: Object.fromEntries(Object.entries(value).map(([k, n]) => [k === from ? to : k, n])) };
    if (f?.type === 'effect' && isRecord(value)) {
      const kind = spec.effects[String(value['kind'])] ?? {};
      const named = Object.keys(kind).filter((k) => kind[k]?.type === 'target' && value[k] === from);
      if (named.length > 0) out = { ...out, [name]: { ...value, ...Object.fromEntries(named.map((k) => [k, to])) } };
    }
    if (f?.type === 'list' && Array.isArray(value)) {
      const items = value.map((x: unknown) => (isRecord(x) ? renamedIn(spec, x, from, to, f.of) : x));
      if (items.some((x, i) => x !== value[i])) out = { ...out, [name]: items };
    }
  }
  return out;
};

/** A card named as one already on the board gets its id's number ("Weapon 2"), so the effect forms can tell them apart. */
export const distinctName = (spec: SetupSpec, draft: Draft, card: SetupObject): SetupObject => {
  const name = card['name'];
  const n = /\d+$/.exec(String(card['id']))?.[0];
  if (typeof name !== 'string' || n === undefined || !cardsOf(spec, draft).some((c) => c['name'] === name)) return card;
  return { ...card, name: `${name} ${n}` };
};

/** Renames a card and every field and effect that names it; a name that is empty or taken changes nothing. */
export const renameCard = <D extends Draft>(spec: SetupSpec, draft: D, from: string, to: string): D => {
  if (from === to || idProblem(spec, draft, from, to) !== null) return draft;
  const cards = cardsOf(spec, draft).map((c) => renamedIn(spec, c['id'] === from ? { ...c, id: to } : c, from, to));
  return { ...withCards(spec, draft, cards), players: draft.players.map((p) => renamedIn(spec, p, from, to)) };
};

/**
 * Renames a player (A to "Alice"), and everything that names them: the active player, the cards
 * they own or control, the effects that name them, the counts kept by their id. Ids are unique
 * across players and cards, so a field holding the old id can only mean this player. A name that
 * is empty or taken changes nothing.
 */
export const renamePlayer = <D extends Draft>(spec: SetupSpec, draft: D, from: string, to: string): D => {
  if (from === to || idProblem(spec, draft, from, to) !== null) return draft;
  const cards = cardsOf(spec, draft).map((c) => renamedIn(spec, c, from, to));
  const players = draft.players.map((p) => renamedIn(spec, p['id'] === from ? { ...p, id: to } : p, from, to));
  return { ...withCards(spec, draft, cards), players, active: draft.active === from ? to : draft.active };
};
