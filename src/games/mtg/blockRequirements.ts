/**
 * Block requirements (509.1c): "must block if able" on a creature and "must be blocked by all
 * creatures able" on an attacker. A declaration must obey as many of them as any declaration
 * that breaks no restriction could. The search tries the creatures under a requirement; the
 * others only lend a hand where a restriction needs more blockers (menace, "N or more", "can't
 * block alone"). It is bounded: past the bound it finds nothing rather than refuse wrongly.
 */
import type { ObjectId, PlayerId } from '../../engine/types.ts';
import { hasHook } from './keywords.ts';
import { onField } from './state.ts';
import type { BlockCandidate, MtgState } from './types.ts';

export type BlockPair = { readonly id: ObjectId; readonly blocks: ObjectId };
export type Obeyed = { readonly total: number; readonly byCreature: ReadonlyMap<ObjectId, number> };

const SEARCH_LIMIT = 50_000;

/** Attackers against this defender that every creature able to must block. */
const lures = (s: MtgState, candidates: readonly BlockCandidate[]): Set<ObjectId> => {
  const out = new Set<ObjectId>();
  for (const c of candidates)
    for (const a of c.canBlock) {
      const p = onField(s, a);
      if (p !== undefined && hasHook(p, 'lure')) out.add(a);
    }
  return out;
};

const mustBlock = (s: MtgState, id: ObjectId): boolean => {
  const p = onField(s, id);
  return p !== undefined && hasHook(p, 'mustBlock');
};

/** How many requirements a declaration obeys, in all and per creature. */
export const obeyed = (s: MtgState, defender: PlayerId, pairs: readonly BlockPair[], candidates?: readonly BlockCandidate[]): Obeyed => {
  const list = candidates ?? [];
  const lured = lures(s, list);
  const byCreature = new Map<ObjectId, number>();
  let total = 0;
  const blocksOf = new Map<ObjectId, Set<ObjectId>>();
  for (const { id, blocks } of pairs) blocksOf.set(id, (blocksOf.get(id) ?? new Set()).add(blocks));
  for (const c of list) {
    const mine = blocksOf.get(c.id);
    let n = 0;
    if (mustBlock(s, c.id) && c.canBlock.length > 0 && mine !== undefined) n++;
    for (const a of c.canBlock) if (lured.has(a) && mine?.has(a) === true) n++;
    if (n > 0) byCreature.set(c.id, n);
    total += n;
  }
  void defender;
  return { total, byCreature };
};

type Found = { readonly pairs: readonly BlockPair[]; readonly obeyed: Obeyed };

/** Where a restriction needs more blockers, creatures under no requirement are added (menace, "N or more", not alone). */
const withHelpers = (s: MtgState, pairs: readonly BlockPair[], helpers: readonly BlockCandidate[], legal: (p: readonly BlockPair[]) => boolean): BlockPair[] | null => {
  if (legal(pairs)) return [...pairs];
  const out = [...pairs];
  const used = new Set<ObjectId>();
  const count = new Map<ObjectId, number>();
  for (const p of pairs) count.set(p.blocks, (count.get(p.blocks) ?? 0) + 1);
  for (const [attacker] of count) {
    for (const h of helpers) {
      if (legal(out)) return out;
      if (used.has(h.id) || !h.canBlock.includes(attacker)) continue;
      used.add(h.id);
      out.push({ id: h.id, blocks: attacker });
    }
  }
  if (!legal(out) && out.length === 1) {
    const h = helpers.find((x) => !used.has(x.id) && x.canBlock.length > 0);
    if (h !== undefined) out.push({ id: h.id, blocks: h.canBlock[0] as ObjectId });
  }
  return legal(out) ? out : null;
};

/**
 * The declaration obeying the most requirements (509.1c), or null when no requirement applies or
 * the search is too large to finish.
 */
export const bestBlock = (
  s: MtgState,
  defender: PlayerId,
  candidates: readonly BlockCandidate[],
  legal: (pairs: readonly BlockPair[]) => boolean,
): Found | null => {
  const lured = lures(s, candidates);
  const bound = (c: BlockCandidate): number => {
    const lureCount = c.canBlock.filter((a) => lured.has(a)).length;
    const limit = c.limit === 'any' ? lureCount : Math.min(c.limit, lureCount);
    return (mustBlock(s, c.id) && c.canBlock.length > 0 ? 1 : 0) + limit;
  };
  const subject = candidates.filter((c) => bound(c) > 0);
  if (subject.length === 0) return null;
  const helpers = candidates.filter((c) => bound(c) === 0);
  const options = subject.map((c) => {
    const lureTargets = c.canBlock.filter((a) => lured.has(a));
    const opts: ObjectId[][] = [[], ...c.canBlock.map((a) => [a])];
    const cap = c.limit === 'any' ? lureTargets.length : Math.min(c.limit, lureTargets.length);
    if (cap > 1) opts.push(lureTargets.slice(0, cap));
    return opts;
  });
  const remaining = subject.map((_, i) => subject.slice(i).reduce((n, c) => n + bound(c), 0));
  let best: Found | null = null;
  let nodes = 0;
  const chosen: BlockPair[] = [];
  const visit = (i: number): boolean => {
    if (++nodes > SEARCH_LIMIT) return false;
    const score = obeyed(s, defender, chosen, candidates).total;
    if (best !== null && score + (remaining[i] ?? 0) <= best.obeyed.total) return true;
    if (i === subject.length) {
      const full = withHelpers(s, chosen, helpers, legal);
      if (full !== null) {
        const o = obeyed(s, defender, full, candidates);
        if (best === null || o.total > best.obeyed.total) best = { pairs: full, obeyed: o };
      }
      return true;
    }
    const c = subject[i] as BlockCandidate;
    for (const opt of options[i] ?? []) {
      for (const a of opt) chosen.push({ id: c.id, blocks: a });
      const ok = visit(i + 1);
      chosen.length -= opt.length;
      if (!ok) return false;
    }
    return true;
  };
  return visit(0) ? best : null;
};
