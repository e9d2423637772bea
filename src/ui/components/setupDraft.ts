/**
 * Pure helpers every game's set-up model shares: reading an unknown draft, a free card id, the
 * other player, preset names in the screen's language, and the small edits that keep a card in
 * the file's shape (an optional field set or left out, a word toggled in a list). They know no
 * rules; whether a board is legal is decided by the engine's load() on start.
 */

/** Card names for the presets in the screen's language: id -> name, or undefined to keep the default. */
export type PresetNames = (key: string) => string | undefined;

/** A manual effect as the file writes it: `{ kind, ...fields }`. */
export type EffectSetup = { readonly kind: string } & Readonly<Record<string, unknown>>;

/** What a card of every game's set-up has: its id, owner and zone, and maybe a name. */
export type CardSetupBase = { readonly id: string; readonly owner: string; readonly zone: string; readonly name?: string };

/** The least a set-up has: players by id, the active one, and cards by id. */
export type SetupShape = { readonly players: readonly { readonly id: string }[]; readonly active: string; readonly cards: readonly { readonly id: string }[] };

/** A number from the draft, or the fallback where it holds something else. */
export const num = (x: unknown, fallback: number): number => (typeof x === 'number' && Number.isFinite(x) ? x : fallback);

export const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Every id in use: the cards' and the players'. */
export const takenIds = (setup: SetupShape): Set<string> => new Set([...setup.cards.map((c) => c.id), ...setup.players.map((p) => p.id)]);

/** `stem1`, `stem2`, ...: the first that no card or player has. */
export const freeId = (setup: SetupShape, stem: string): string => {
  const taken = takenIds(setup);
  for (let i = 1; ; i++) {
    const id = `${stem}${i}`;
    if (!taken.has(id)) return id;
  }
};

/** The player who is not active (the active one in a one-player draft). */
export const defenderOf = (setup: SetupShape): string => setup.players.find((p) => p.id !== setup.active)?.id ?? setup.active;

/** The card with its preset name in the screen's language, where `names` has one. */
export const named = <C extends { readonly name?: string }>(card: C, names: PresetNames | undefined, key: string): C => {
  const name = names?.(key);
  return name === undefined ? card : { ...card, name };
};

/** Sets an optional field, or leaves it out when `value` is undefined. */
export const withOptional = <C extends object, K extends keyof C>(card: C, key: K, value: C[K] | undefined): C => {
  const { [key]: _, ...rest } = card;
  return (value === undefined ? rest : { ...rest, [key]: value }) as C;
};

/** Adds the word to the list, or takes it out when it is there. */
export const toggled = (list: readonly string[] | undefined, word: string): string[] => {
  const now = list ?? [];
  return now.includes(word) ? now.filter((w) => w !== word) : [...now, word];
};

/** The longest name a set-up field takes: a card's name fits a phone row, and a pasted page cannot widen the screen. */
export const MAX_NAME_LENGTH = 60;
/** The longest scenario title. */
export const MAX_TITLE_LENGTH = 100;

/** A name cut to MAX_NAME_LENGTH characters (whole code points: an emoji or a rare kanji is not split). */
export const clipName = (name: string, max = MAX_NAME_LENGTH): string => {
  const chars = Array.from(name);
  return chars.length <= max ? name : chars.slice(0, max).join('');
};
