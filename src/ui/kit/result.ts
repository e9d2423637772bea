/**
 * The plain result once play is over ("Bear and Snake destroyed · B 20→17"): what was destroyed
 * or died, each player's life from the first position to the last, and who lost, each with the
 * rules that made it so. Pure: it reads the session log (every event up to now) and the first and
 * last views; the words are the locales' (CombatResult.tsx renders the lines).
 */
import type { EventBase, GameId, PlayerId, RuleRef, ViewBase } from '../../engine/types.ts';

/** How an object left play, each with its words (`result.gone.<how>`). */
export type GoneHow = 'destroyed' | 'died' | 'graveyard' | 'exiled' | 'kesshi';

export type ResultLine =
  /** Objects that left play the same way under the same rule, in the order they left. */
  | { readonly kind: 'gone'; readonly how: GoneHow; readonly ids: readonly string[]; readonly rule: RuleRef }
  /** A player whose life is not what it was at the start, with the rules of the events that changed it. */
  | { readonly kind: 'life'; readonly player: PlayerId; readonly from: number; readonly to: number; readonly rules: readonly RuleRef[] }
  | { readonly kind: 'lost'; readonly player: PlayerId; readonly rule: RuleRef | null }
  | { readonly kind: 'draw'; readonly rule: RuleRef | null };

/** The prompt kinds with which play is over (the end of combat, of the action phase, of the game): the result shows above them. */
export const END_KINDS: Readonly<Record<GameId, readonly string[]>> = {
  mtg: ['mtg.combatOver', 'mtg.gameOver'],
  fab: ['fab.phaseEnded', 'fab.gameOver'],
  bs: ['bs.stepOver', 'bs.gameOver'],
  pmv: ['pmv.turnOver', 'pmv.gameOver'],
};

export const isEnd = (game: GameId, kind: string): boolean => END_KINDS[game].includes(kind);

/** Each game's events by which an object leaves play: how, and the field naming the object. */
const GONE: Readonly<Record<GameId, Readonly<Record<string, readonly [GoneHow, string]>>>> = {
  mtg: { destroyed: ['destroyed', 'id'], putIntoGraveyard: ['graveyard', 'id'], exiled: ['exiled', 'id'] },
  fab: { destroyed: ['destroyed', 'card'], allyDied: ['died', 'card'] },
  bs: { destroyed: ['destroyed', 'card'] },
  pmv: { becameKesshi: ['kesshi', 'card'] },
};

/** Each game's events that change a player's life, and the field naming the player (PMV's damage names a `target`). */
const LIFE: Readonly<Record<GameId, Readonly<Record<string, string>>>> = {
  mtg: { lifeChanged: 'player' },
  fab: { lifeChanged: 'player' },
  bs: { lifeLost: 'player', lifeGained: 'player', lifeTaken: 'player', blessed: 'player' },
  pmv: { damageDealt: 'target', lifeLost: 'player', lifeGained: 'player', pierced: 'player' },
};

const field = (e: EventBase, name: string): unknown => (e as unknown as Readonly<Record<string, unknown>>)[name];
const sameRule = (a: RuleRef, b: RuleRef): boolean => a.id === b.id && a.edition === b.edition;

export const combatResult = (game: GameId, log: readonly EventBase[], first: ViewBase, last: ViewBase): ResultLine[] => {
  const gone: { how: GoneHow; ids: string[]; rule: RuleRef }[] = [];
  const seen = new Set<string>();
  const lifeRules = new Map<PlayerId, RuleRef[]>();
  const lostRule = new Map<PlayerId, RuleRef>();
  let drawRule: RuleRef | null = null;
  for (const e of log) {
    const leaving = GONE[game][e.type];
    if (leaving !== undefined) {
      const id = field(e, leaving[1]);
      if (typeof id === 'string' && !seen.has(id)) {
        seen.add(id);
        const group = gone.find((g) => g.how === leaving[0] && sameRule(g.rule, e.rule));
        if (group) group.ids.push(id);
        else gone.push({ how: leaving[0], ids: [id], rule: e.rule });
      }
    }
    const lifeField = LIFE[game][e.type];
    const player = lifeField === undefined ? undefined : field(e, lifeField);
    if (typeof player === 'string') {
      const rules = lifeRules.get(player) ?? [];
      if (!rules.some((r) => sameRule(r, e.rule))) rules.push(e.rule);
      lifeRules.set(player, rules);
    }
    if (e.type === 'playerLost' && typeof field(e, 'player') === 'string') lostRule.set(field(e, 'player') as string, e.rule);
    if (e.type === 'gameDrawn') drawRule = e.rule;
  }
  const lines: ResultLine[] = gone.map((g) => ({ kind: 'gone', ...g }));
  for (const p of last.players) {
    const from = first.players.find((q) => q.id === p.id)?.life;
    if (from !== undefined && from !== p.life) lines.push({ kind: 'life', player: p.id, from, to: p.life, rules: lifeRules.get(p.id) ?? [] });
  }
  // Everyone who has lost, a player the board as entered already had lose included (the game is over for them too).
  const losers = last.players.filter((p) => p.lost);
  if (drawRule !== null || (losers.length > 1 && losers.length === last.players.length)) lines.push({ kind: 'draw', rule: drawRule });
  else for (const p of losers) lines.push({ kind: 'lost', player: p.id, rule: lostRule.get(p.id) ?? null });
  return lines;
};
