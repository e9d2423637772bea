/**
 * The answers an MTG combat decision may take, for the practice solver (docs/puzzle-format.md):
 * every attack and block declaration, every damage assignment order, every damage split. Priority
 * is answered by passing only: a manual effect stands in for card text and is unbounded.
 */
import { permutations, product, splits, subsets } from '../../engine/answers.ts';
import type { Answering, ObjectId, PlayerId } from '../../engine/types.ts';
import type { DamageAssignment, DamageSourceOption, MtgAction, MtgPrompt, MtgState } from './types.ts';

type Pair = { readonly id: ObjectId; readonly blocks: ObjectId };
type Attack = { readonly id: ObjectId; readonly target: string };

/** Each candidate blocks nothing, or up to its limit of the attackers it can block (509.1a). */
const blockChoices = (p: Extract<MtgPrompt, { kind: 'mtg.declareBlockers' }>): Pair[][][] =>
  p.candidates.map((c) => [...subsets(c.canBlock, c.limit === 'any' ? c.canBlock.length : c.limit)].map((xs) => xs.map((blocks) => ({ id: c.id, blocks }))));

/** Each candidate stays home or attacks one of its targets (508.1). */
const attackChoices = (p: Extract<MtgPrompt, { kind: 'mtg.declareAttackers' }>): (Attack | null)[][] =>
  p.candidates.map((c) => [null, ...c.targets.map((target) => ({ id: c.id, target }))]);

/** Who may receive a source's damage, in the prompt's order, then the trample target and the player beyond a planeswalker. */
const recipientsOf = (o: DamageSourceOption): string[] => [
  ...o.recipients.map((r) => r.target),
  ...(o.trampleTo === null ? [] : [o.trampleTo]),
  ...(o.beyond === null ? [] : [o.beyond]),
];

function* splitsOf(o: DamageSourceOption): Generator<DamageAssignment> {
  const to = recipientsOf(o);
  for (const amounts of splits(o.amount, to.length)) {
    yield { source: o.source, to: to.map((target, i) => ({ target, amount: amounts[i] as number })).filter((x) => x.amount > 0) };
  }
}

function* candidates(_s: MtgState, p: MtgPrompt): Generator<MtgAction> {
  switch (p.kind) {
    case 'mtg.declareAttackers':
      for (const picks of product(attackChoices(p))) yield { type: 'declareAttackers', by: p.player, attackers: picks.filter((x): x is Attack => x !== null) };
      return;
    case 'mtg.declareBlockers':
      for (const picks of product(blockChoices(p))) yield { type: 'declareBlockers', by: p.player, blockers: picks.flat() };
      return;
    case 'mtg.orderBlockers':
      for (const order of permutations(p.blockers)) yield { type: 'orderBlockers', by: p.player, attacker: p.attacker, order };
      return;
    case 'mtg.orderAttackers':
      for (const order of permutations(p.attackers)) yield { type: 'orderAttackers', by: p.player, blocker: p.blocker, order };
      return;
    case 'mtg.assignDamage':
      // A source whose damage has one place to go still appears, with its one split.
      for (const assignments of product(p.sources.map((o) => [...splitsOf(o)]))) yield { type: 'assignDamage', by: p.player, assignments };
      return;
    case 'mtg.priority':
      yield { type: 'pass', by: p.player };
      return;
    default:
      return;
  }
}

const fallback = (_s: MtgState, p: MtgPrompt): MtgAction | null => {
  switch (p.kind) {
    case 'mtg.priority':
      return { type: 'pass', by: p.player };
    case 'mtg.declareAttackers':
      return { type: 'declareAttackers', by: p.player, attackers: [] };
    case 'mtg.declareBlockers':
      return { type: 'declareBlockers', by: p.player, blockers: p.suggested };
    case 'mtg.orderBlockers':
      return { type: 'orderBlockers', by: p.player, attacker: p.attacker, order: p.blockers };
    case 'mtg.orderAttackers':
      return { type: 'orderAttackers', by: p.player, blocker: p.blocker, order: p.attackers };
    case 'mtg.assignDamage':
      return { type: 'assignDamage', by: p.player, assignments: p.sources.map((o) => ({ source: o.source, to: o.suggested })) };
    default:
      return null;
  }
};

const picks = (a: MtgAction): readonly ObjectId[] => {
  switch (a.type) {
    case 'declareAttackers':
      return a.attackers.map((x) => x.id);
    case 'declareBlockers':
      return [...new Set(a.blockers.map((x) => x.id))];
    default:
      return [];
  }
};

const board = (s: MtgState): Readonly<Record<PlayerId, readonly ObjectId[]>> => {
  const out: Record<PlayerId, ObjectId[]> = {};
  for (const id of s.turnOrder) out[id] = [];
  for (const id of s.order) {
    const o = s.objects[id];
    if (o?.zone === 'battlefield') (out[o.controller] ??= []).push(id);
  }
  return out;
};

export const MTG_ANSWERING: Answering<MtgState, MtgAction, MtgPrompt> = { candidates, fallback, picks, board, ordered: ['order'] };
