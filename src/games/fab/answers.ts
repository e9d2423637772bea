/**
 * The answers a FaB decision may take, for the practice solver (docs/puzzle-format.md): every set
 * of defending cards, every attack and card the priority prompt offers (paid the way it suggests),
 * every trigger order and every choice of prevention. Manual effects are left out (unbounded).
 */
import { byOwner, permutations, subsets } from '../../engine/answers.ts';
import type { Answering, ObjectId, PlayerId } from '../../engine/types.ts';
import type { FabAction, FabPrompt, FabState, PreventOption, PreventUse } from './types.ts';

/** The hand cards to pitch for `cost` beyond the pool, highest pitch first; the engine refuses what cannot be paid. */
const pitchFor = (p: Extract<FabPrompt, { kind: 'fab.prevent' }>, cost: number): ObjectId[] => {
  const out: ObjectId[] = [];
  let need = cost - p.pool;
  for (const c of p.pitchable.toSorted((a, b) => b.pitch - a.pitch)) {
    if (need <= 0) break;
    out.push(c.card);
    need -= c.pitch;
  }
  return out;
};

const use = (o: PreventOption): PreventUse => ({ card: o.card, keyword: o.keyword });

function* candidates(_s: FabState, p: FabPrompt): Generator<FabAction> {
  switch (p.kind) {
    case 'fab.defend':
      for (const cards of subsets(p.candidates)) yield { type: 'defend', by: p.player, cards };
      return;
    case 'fab.priority':
      yield { type: 'pass', by: p.player };
      for (const a of p.attacks) for (const target of a.targets) yield { type: 'attack', by: p.player, card: a.card, target, pitch: a.pitch };
      for (const c of p.plays) yield { type: 'play', by: p.player, card: c.card, pitch: c.pitch };
      return;
    case 'fab.order':
      for (const order of permutations(p.triggers.map((t) => t.id))) yield { type: 'order', by: p.player, triggers: order };
      return;
    case 'fab.prevent':
      for (const chosen of subsets(p.options.filter((o) => !o.forced))) {
        const cost = chosen.reduce((n, o) => n + o.cost, 0);
        yield { type: 'prevent', by: p.player, use: chosen.map(use), pitch: pitchFor(p, cost) };
      }
      return;
    default:
      return;
  }
}

const fallback = (_s: FabState, p: FabPrompt): FabAction | null => {
  switch (p.kind) {
    case 'fab.priority':
      return { type: 'pass', by: p.player };
    case 'fab.defend':
      return { type: 'defend', by: p.player, cards: [] };
    case 'fab.order':
      return { type: 'order', by: p.player, triggers: p.triggers.map((t) => t.id) };
    case 'fab.prevent':
      return { type: 'prevent', by: p.player, use: [] };
    default:
      return null;
  }
};

const picks = (a: FabAction): readonly ObjectId[] => {
  switch (a.type) {
    case 'defend':
      return a.cards;
    case 'attack':
    case 'play':
      return [a.card];
    case 'prevent':
      return a.use.map((u) => u.card);
    default:
      return [];
  }
};

/** A hero's cards in play: weapons, equipment and allies (what blade break, battleworn or damage can destroy). */
const IN_PLAY = new Set(['weapon', 'equipment', 'arena']);
/** Those kinds of card are still in play while they defend or attack on the chain. */
const PERMANENT = new Set(['weapon', 'equipment', 'ally']);
const inPlay = (c: FabState['cards'][string]): boolean => IN_PLAY.has(c.zone) || (c.zone === 'chain' && c.types.some((t) => PERMANENT.has(t)));

const board = (s: FabState): Readonly<Record<PlayerId, readonly ObjectId[]>> => byOwner(Object.keys(s.players), s.order, s.cards, inPlay);

export const FAB_ANSWERING: Answering<FabState, FabAction, FabPrompt> = { candidates, fallback, picks, board, ordered: ['triggers'], incidental: ['pitch'] };
