/**
 * The what-if table as a message: what the app's Web Worker (worker.ts) answers, kept apart from
 * the worker so Node tests run the very same code. Everything in and out is plain data.
 */
import type { ActionBase, EventBase, GameId, PlayerId, RuleRef } from '../engine/types.ts';
import { loadGame } from '../games/registry.ts';
import { defaultObjective, type Criterion } from './outcome.ts';
import { answeringOf, whatIf } from './solve.ts';

export type WhatIfRequest = {
  readonly id: number;
  readonly game: GameId;
  /** The position: a game state exactly as the session holds it. */
  readonly state: unknown;
  /** The criteria to sort by; null: the default for the deciding player's side. */
  readonly objective: readonly Criterion[] | null;
  readonly cap?: number;
};

export type WhatIfRowData = {
  readonly action: ActionBase;
  readonly events: readonly EventBase[];
  readonly rank: number;
  readonly life: Readonly<Record<PlayerId, { readonly before: number; readonly after: number }>>;
  readonly removed: Readonly<Record<PlayerId, readonly string[]>>;
  readonly losers: readonly PlayerId[];
  readonly rules: readonly RuleRef[];
  readonly ending: 'over' | 'judge' | 'limit';
};

export type WhatIfResponse = { readonly id: number } & (
  | { readonly ok: true; readonly player: PlayerId; readonly objective: readonly Criterion[]; readonly rows: readonly WhatIfRowData[]; readonly omitted: number; readonly exact: boolean }
  | { readonly ok: false; readonly reason: 'noDecision' | 'failed'; readonly detail: string }
);

/** The table in this game's words: passing shows no event of its own, so a pass is named by its type. */
export const answerWhatIf = async (req: WhatIfRequest): Promise<WhatIfResponse> => {
  try {
    const module = await loadGame(req.game);
    if (module === null) return { id: req.id, ok: false, reason: 'failed', detail: `no rules module for ${req.game}` };
    const m = answeringOf(module);
    const player = (m.prompt(req.state) as { readonly player: PlayerId | null }).player;
    const active = (m.view(req.state) as { readonly players: readonly { readonly id: string; readonly active: boolean }[] }).players.find((p) => p.active)?.id;
    const table = whatIf(m, req.state, req.objective ?? defaultObjective(active === player), req.cap);
    if ('reason' in table) return { id: req.id, ok: false, reason: 'noDecision', detail: table.prompt.kind };
    return {
      id: req.id,
      ok: true,
      player: table.player,
      objective: table.objective,
      omitted: table.omitted,
      exact: table.exact,
      rows: table.rows.map((r) => ({
        action: r.action,
        events: r.events,
        rank: r.rank,
        life: r.outcome.life,
        removed: r.outcome.removed,
        losers: r.outcome.losers,
        rules: r.outcome.ruleRefs,
        ending: r.outcome.ending,
      })),
    };
  } catch (e) {
    return { id: req.id, ok: false, reason: 'failed', detail: e instanceof Error ? e.message : String(e) };
  }
};
