/**
 * The answers a PMV decision may take, for the practice solver (docs/puzzle-format.md): passing,
 * each attack and defence the priority prompt offers, each card that may be played (as a defence
 * too, where it may defend), and a graze of all the cards or none. Manual effects are left out.
 */
import { byOwner } from '../../engine/answers.ts';
import type { Answering, ObjectId, PlayerId } from '../../engine/types.ts';
import type { PmvAction, PmvPrompt, PmvState } from './types.ts';

function* candidates(_s: PmvState, p: PmvPrompt): Generator<PmvAction> {
  switch (p.kind) {
    case 'pmv.priority': {
      const by = p.player;
      yield { type: 'pass', by };
      for (const f of p.attackers) yield { type: 'attack', by, attacker: f.card };
      for (const f of p.defenders) yield { type: 'defend', by, defender: f.card };
      for (const c of p.cards) {
        if (c.playable) yield { type: 'play', by, card: c.card };
        if (c.canDefend) yield { type: 'play', by, card: c.card, defend: true };
      }
      return;
    }
    case 'pmv.graze':
      yield { type: 'graze', by: p.player };
      yield { type: 'noGraze', by: p.player };
      return;
    default:
      return;
  }
}

const fallback = (_s: PmvState, p: PmvPrompt): PmvAction | null => {
  switch (p.kind) {
    case 'pmv.priority':
      return { type: 'pass', by: p.player };
    case 'pmv.graze':
      // The graze has no suggested choice; a play-out declines it (docs/puzzle-format.md).
      return { type: 'noGraze', by: p.player };
    default:
      return null;
  }
};

const picks = (a: PmvAction): readonly ObjectId[] => {
  switch (a.type) {
    case 'attack':
      return [a.attacker];
    case 'defend':
      return [a.defender];
    case 'play':
      return [a.card];
    default:
      return [];
  }
};

const board = (s: PmvState): Readonly<Record<PlayerId, readonly ObjectId[]>> => byOwner(Object.keys(s.players), s.order, s.cards, (c) => c.zone === 'field');

export const PMV_ANSWERING: Answering<PmvState, PmvAction, PmvPrompt> = { candidates, fallback, picks, board, ordered: [] };
