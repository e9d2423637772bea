/**
 * The answers a Battle Spirits decision may take, for the practice solver
 * (docs/puzzle-format.md): each attacker or ending the attack step (❶), each blocker or no block
 * (❸), each flash card in hand that may be used, or passing. Manual effects are left out.
 */
import { byOwner } from '../../engine/answers.ts';
import type { Answering, ObjectId, PlayerId } from '../../engine/types.ts';
import type { BsAction, BsPrompt, BsState } from './types.ts';

function* candidates(_s: BsState, p: BsPrompt): Generator<BsAction> {
  switch (p.kind) {
    case 'bs.attack':
      for (const f of p.attackers) yield { type: 'attack', by: p.player, attacker: f.card };
      yield { type: 'endAttackStep', by: p.player };
      return;
    case 'bs.block':
      for (const f of p.blockers) yield { type: 'block', by: p.player, blocker: f.card };
      yield { type: 'noBlock', by: p.player };
      return;
    case 'bs.flash':
      yield { type: 'pass', by: p.player };
      for (const c of p.cards) if (c.usable) yield { type: 'flash', by: p.player, card: c.card };
      return;
    default:
      return;
  }
}

const fallback = (_s: BsState, p: BsPrompt): BsAction | null => {
  switch (p.kind) {
    case 'bs.attack':
      return { type: 'endAttackStep', by: p.player };
    case 'bs.block': {
      // 【激突】 leaves no "no block": the first spirit that may block does.
      const first = p.blockers[0];
      return p.mustBlock !== null && first !== undefined ? { type: 'block', by: p.player, blocker: first.card } : { type: 'noBlock', by: p.player };
    }
    case 'bs.flash':
      return { type: 'pass', by: p.player };
    default:
      return null;
  }
};

const picks = (a: BsAction): readonly ObjectId[] => {
  switch (a.type) {
    case 'attack':
      return [a.attacker];
    case 'block':
      return [a.blocker];
    case 'flash':
      return 'card' in a ? [a.card] : [];
    default:
      return [];
  }
};

const board = (s: BsState): Readonly<Record<PlayerId, readonly ObjectId[]>> => byOwner(Object.keys(s.players), s.order, s.cards, (c) => c.zone === 'field');

export const BS_ANSWERING: Answering<BsState, BsAction, BsPrompt> = { candidates, fallback, picks, board, ordered: [] };
