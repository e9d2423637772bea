/** Reading an MTG state without the engine's helpers (the oracles must not share its bugs), and the walk's choices among the legal options. */
import { expect } from 'vitest';
import type { PlayerId } from '../../engine/types.ts';
import { mtg } from '../../games/mtg/index.ts';
import { COLOURS, MTG_KEYWORDS } from '../../games/mtg/types.ts';
import { ENUMERATION_CAP, type Rng, shuffle } from './setup.ts';
import type { Colour, DamageSourceOption, Effect, Keyword, MtgAction, MtgPrompt, MtgState, PermanentType } from '../../games/mtg/types.ts';

// ---------------------------------------------------------------------------------------------
// Reading the state without the engine's helpers (the oracles below must not share its bugs).

export type Perm = MtgState['objects'][string];
export type Pair = { id: string; blocks: string };
export type BlockPrompt = Extract<MtgPrompt, { kind: 'mtg.declareBlockers' }>;

export const field = (s: MtgState): Perm[] => s.order.map((id) => s.objects[id]).filter((p): p is Perm => p !== undefined && p.zone === 'battlefield');
export const onBattlefield = (s: MtgState, id: string): boolean => s.objects[id]?.zone === 'battlefield';
export const kw = (p: Perm, k: Keyword): boolean => p.keywords.includes(k);
export const isType = (p: Perm, t: PermanentType): boolean => p.types.includes(t);
export const power = (p: Perm): number => p.basePower + p.powerBonus - p.minusCounters;
export const toughness = (p: Perm): number => p.baseToughness + p.toughnessBonus - p.minusCounters;
export const left = (s: MtgState, id: PlayerId): boolean => s.players[id]?.left === true;
export const stillIn = (s: MtgState): PlayerId[] => s.turnOrder.filter((id) => !left(s, id));
export const opponentsOf = (s: MtgState): PlayerId[] => stillIn(s).filter((id) => id !== s.active);
/** 506.2, 508.5, 310.8: the player an attack on this target is against. */
export const defenderOfTarget = (s: MtgState, target: string): PlayerId | null => {
  if (s.players[target] !== undefined) return target;
  const o = s.objects[target];
  if (o === undefined) return null;
  return isType(o, 'battle') ? o.protector : o.controller;
};
export const inCombat = (s: MtgState): Perm[] => {
  const ids = new Set([...s.combat.attackers.map((a) => a.id), ...s.combat.blockers.map((b) => b.id)]);
  return field(s).filter((p) => ids.has(p.id));
};
/** A colour, a card type, a keyword, or everything (702.16, 509.1b "except by"). */
export const hasQuality = (p: Perm, q: string): boolean =>
  q === 'everything' || (p.colours as readonly string[]).includes(q) || (p.types as readonly string[]).includes(q) || (p.keywords as readonly string[]).includes(q);
export const minBlockersOf = (a: Perm): number => Math.max(a.minBlockers, kw(a, 'menace') ? 2 : 1);
/** What a player loses to (704.5a, 704.5c, 704.6c), or null. */
export const losing = (s: MtgState, id: PlayerId): boolean => {
  const p = s.players[id];
  if (p === undefined) return false;
  return p.life <= 0 || p.poison >= 10 || Object.values(p.commanderDamage).some((n) => n >= 21);
};
/** A spell with these colours can't target a permanent protected from one of them, or from everything (702.16b). */
export const protectedFromSpell = (p: Perm | undefined, colours: readonly Colour[]): boolean =>
  p !== undefined && p.protection.some((q) => q === 'everything' || (colours as readonly string[]).includes(q));
export const keyOf = (pairs: readonly Pair[]): string =>
  pairs
    .map((p) => `${p.id}>${p.blocks}`)
    .toSorted()
    .join(',');

// ---------------------------------------------------------------------------------------------
// Block declarations and requirements (509.1b-c), by brute force.

export const subsetsUpTo = <T>(xs: readonly T[], max: number): T[][] => {
  const out: T[][] = [[]];
  for (const x of xs) {
    const n = out.length;
    for (let i = 0; i < n; i++) {
      const s = out[i] as T[];
      if (s.length < max) out.push([...s, x]);
    }
  }
  return out;
};

/** Every declaration drawn from the candidates that respects each creature's block limit (509.1a), or null past the cap. */
export const enumerateBlocks = (p: BlockPrompt): Pair[][] | null => {
  const perCandidate = p.candidates.map((c) =>
    subsetsUpTo(c.canBlock, c.limit === 'any' ? Number.POSITIVE_INFINITY : c.limit).map((sub) => sub.map((a) => ({ id: c.id, blocks: a }))),
  );
  let size = 1;
  for (const opts of perCandidate) {
    size *= opts.length;
    if (size > ENUMERATION_CAP) return null;
  }
  let out: Pair[][] = [[]];
  for (const opts of perCandidate) out = out.flatMap((d) => opts.map((o) => [...d, ...o]));
  return out;
};

/**
 * The restrictions on the declaration as a whole (509.1b): menace and "N or more" (702.111b), and
 * "can't block alone". 802.4b: each defending player's declaration is judged on its own, so
 * creatures other players block with don't keep one company.
 */
export const restrictionBroken = (s: MtgState, pairs: readonly Pair[]): string | null => {
  const perAttacker = new Map<string, number>();
  for (const { blocks } of pairs) perAttacker.set(blocks, (perAttacker.get(blocks) ?? 0) + 1);
  for (const [a, n] of perAttacker) {
    const attacker = s.objects[a];
    if (attacker !== undefined && n < minBlockersOf(attacker)) return `${a} needs ${minBlockersOf(attacker)} blockers`;
  }
  const blockers = new Set(pairs.map((x) => x.id));
  if (blockers.size === 1) {
    const only = s.objects[[...blockers][0] as string];
    if (only !== undefined && kw(only, "can't block alone")) return `${only.id} blocks alone`;
  }
  return null;
};

/** How many block requirements a declaration obeys (509.1c): "must block" once, and each "must be blocked by all" it could block. */
export const requirementsObeyed = (s: MtgState, p: BlockPrompt, pairs: readonly Pair[]): number => {
  const lured = new Set(p.candidates.flatMap((c) => c.canBlock).filter((a) => s.objects[a] !== undefined && kw(s.objects[a] as Perm, 'must be blocked by all')));
  let n = 0;
  for (const c of p.candidates) {
    const mine = pairs.filter((x) => x.id === c.id).map((x) => x.blocks);
    const self = s.objects[c.id];
    if (self !== undefined && kw(self, 'must block') && c.canBlock.length > 0 && mine.length > 0) n++;
    n += mine.filter((a) => lured.has(a) && c.canBlock.includes(a)).length;
  }
  return n;
};

export type BlockSpace = { legal: Pair[][]; best: Pair[][]; max: number; worse: Pair[][]; broken: Pair[][] };

export const blockSpace = (s: MtgState, p: BlockPrompt): BlockSpace | null => {
  const all = enumerateBlocks(p);
  if (all === null) return null;
  const legal: Pair[][] = [];
  const broken: Pair[][] = [];
  for (const d of all) (restrictionBroken(s, d) === null ? legal : broken).push(d);
  const scores = legal.map((d) => requirementsObeyed(s, p, d));
  const max = Math.max(0, ...scores);
  return { legal, broken, max, best: legal.filter((_, i) => scores[i] === max), worse: legal.filter((_, i) => (scores[i] ?? 0) < max) };
};

/**
 * Blocks drawn at random from the candidates, within each creature's limit (509.1a), then
 * completed or dropped so that every blocked attacker has its minimum (702.111b, "N or more").
 * Requirements (509.1c) are not looked at: the caller checks with the engine.
 */
export const randomBlocks = (rng: Rng, s: MtgState, p: BlockPrompt): Pair[] => {
  const pairs: Pair[] = [];
  const used = new Map<string, number>();
  const room = (c: BlockPrompt['candidates'][number]): boolean => (used.get(c.id) ?? 0) < (c.limit === 'any' ? Number.POSITIVE_INFINITY : c.limit);
  for (const c of shuffle(rng, p.candidates)) {
    if (c.canBlock.length === 0 || !rng.chance(0.6)) continue;
    for (const a of shuffle(rng, c.canBlock)) {
      if (!room(c) || (pairs.some((x) => x.id === c.id) && !rng.chance(0.5))) break;
      pairs.push({ id: c.id, blocks: a });
      used.set(c.id, (used.get(c.id) ?? 0) + 1);
    }
  }
  for (const a of new Set(pairs.map((x) => x.blocks))) {
    const need = minBlockersOf(s.objects[a] as Perm);
    for (const c of p.candidates) {
      if (pairs.filter((x) => x.blocks === a).length >= need) break;
      if (c.canBlock.includes(a) && room(c) && !pairs.some((x) => x.id === c.id && x.blocks === a)) {
        pairs.push({ id: c.id, blocks: a });
        used.set(c.id, (used.get(c.id) ?? 0) + 1);
      }
    }
  }
  return pairs.filter((x) => pairs.filter((y) => y.blocks === x.blocks).length >= minBlockersOf(s.objects[x.blocks] as Perm));
};

// ---------------------------------------------------------------------------------------------
// Legal actions built from the prompt's options

/** Splits `amount` into `parts` random non-negative whole numbers. */
export const randomSplit = (rng: Rng, amount: number, parts: number): number[] => {
  const out = Array.from({ length: parts }, () => 0);
  if (parts === 0) return out;
  for (let i = 0; i < amount; i++) out[rng.int(parts)]! += 1;
  return out;
};

/**
 * A legal division of one source's damage (510.1c-d, 702.19b-c): in 2023-11 each recipient in
 * order needs lethal damage before the next gets any; in 2024-11 and 2026-09 any split among the
 * recipients; with trample, the excess reaches the attacked object only once every recipient has
 * lethal damage, and with trample over planeswalkers its controller only once the planeswalker
 * has damage equal to its loyalty. Sometimes the prompt's own suggestion.
 */
export const legalSplit = (rng: Rng, s: MtgState, option: DamageSourceOption): { target: string; amount: number }[] => {
  if (rng.chance(0.15)) return [...option.suggested];
  const { amount, recipients, trampleTo, beyond } = option;
  const totalLethal = recipients.reduce((n, r) => n + r.lethal, 0);
  const to = new Map<string, number>();
  const add = (target: string, n: number): void => {
    if (n > 0) to.set(target, (to.get(target) ?? 0) + n);
  };
  if (trampleTo !== null && amount >= totalLethal && (recipients.length === 0 || rng.chance(0.7))) {
    for (const r of recipients) add(r.target, r.lethal);
    let rest = amount - totalLethal;
    if (beyond !== null && rng.chance(0.6)) {
      const give = Math.min(rest, s.objects[trampleTo]?.loyalty ?? 0);
      add(trampleTo, give);
      rest -= give;
      const extra = randomSplit(rng, rest, recipients.length + 2);
      recipients.forEach((r, i) => add(r.target, extra[i] ?? 0));
      add(trampleTo, extra[recipients.length] ?? 0);
      add(beyond, extra[recipients.length + 1] ?? 0);
    } else {
      const extra = randomSplit(rng, rest, recipients.length + 1);
      recipients.forEach((r, i) => add(r.target, extra[i] ?? 0));
      add(trampleTo, extra[recipients.length] ?? 0);
    }
  } else if (s.edition !== '2023-11') {
    const parts = randomSplit(rng, amount, recipients.length);
    recipients.forEach((r, i) => add(r.target, parts[i] ?? 0));
  } else {
    let rest = amount;
    for (let i = 0; i < recipients.length && rest > 0; i++) {
      const r = recipients[i]!;
      const last = i === recipients.length - 1;
      if (last || rest <= r.lethal || rng.chance(0.3)) {
        add(r.target, rest);
        rest = 0;
      } else {
        const give = r.lethal + rng.int(rest - r.lethal + 1);
        add(r.target, give);
        rest -= give;
      }
    }
  }
  return [...to].map(([target, n]) => ({ target, amount: n }));
};

export type Cast = { effect: Effect; colours?: Colour[] };

/** A manual effect with targets it may have (601.2c, 702.16b), or null. */
export const randomEffect = (rng: Rng, s: MtgState): Cast | null => {
  const onField = field(s);
  const creatures = onField.filter((p) => isType(p, 'creature'));
  const players = stillIn(s);
  if (creatures.length === 0) return null;
  const target = rng.pick(creatures).id;
  const damageable = onField.filter((p) => isType(p, 'creature') || isType(p, 'planeswalker') || isType(p, 'battle')).map((p) => p.id);
  const anything = rng.pick([...damageable, ...players]);
  const effect = ((): Effect => {
    switch (rng.int(16)) {
      case 0:
        return { kind: 'pump', target, power: rng.int(5) - 2, toughness: rng.int(5) - 2 };
      case 1:
        return { kind: 'damage', target: anything, amount: rng.int(4) };
      case 2:
        return { kind: 'destroy', target };
      case 3:
        return { kind: 'exile', target };
      case 4:
        return { kind: 'grant', target, keyword: rng.pick(MTG_KEYWORDS) };
      case 5:
        return { kind: 'removeKeyword', target, keyword: rng.pick(MTG_KEYWORDS) };
      case 6:
        return { kind: 'removeFromCombat', target };
      case 7:
        return rng.chance(0.5)
          ? { kind: 'prevent', target: anything, amount: 'all', combatOnly: rng.chance(0.5) }
          : { kind: 'prevent', target: anything, amount: 1 + rng.int(3) };
      case 8:
        return { kind: 'life', player: rng.pick(players), amount: rng.int(9) - 5 };
      case 9:
        return { kind: 'tap', target };
      case 10:
        return { kind: 'untap', target };
      case 11:
        return { kind: 'poison', player: rng.pick(players), amount: rng.int(9) - 3 };
      case 12:
        return { kind: 'gainControl', target, player: rng.pick(players) };
      case 13:
        return { kind: 'regenerate', target };
      case 14: {
        // Damage that is not combat damage, from a creature (a commander if there is one: it must not count, 903.10a).
        const source = rng.pick(creatures.filter((p) => p.commander).concat(creatures)).id;
        return { kind: 'damage', target: rng.pick(players), amount: 1 + rng.int(3), source };
      }
      default:
        return { kind: 'loseCreatureType', target };
    }
  })();
  const colours = rng.chance(0.3) ? [rng.pick(COLOURS)] : undefined;
  const targets = 'target' in effect ? [effect.target] : [];
  if (targets.some((t) => protectedFromSpell(s.objects[t], colours ?? []))) return null;
  return colours === undefined ? { effect } : { effect, colours };
};

/** A declaration of blockers that the rules allow, and how it was found (the walk notes which ways it reached). */
export const legalBlocks = (rng: Rng, s: MtgState, p: BlockPrompt, space: BlockSpace | null): { blockers: Pair[]; how: string } => {
  if (space !== null && rng.chance(0.8)) {
    if (p.suggested.length > 0 && rng.chance(0.25)) return { blockers: [...p.suggested], how: 'suggested' };
    const nonEmpty = space.best.filter((d) => d.length > 0);
    const pool = nonEmpty.length > 0 && rng.chance(0.8) ? nonEmpty : space.best;
    return { blockers: rng.pick(pool), how: 'enumerated' };
  }
  if (p.suggested.length > 0 && rng.chance(0.5)) return { blockers: [...p.suggested], how: 'suggested' };
  const blockers = randomBlocks(rng, s, p);
  const tried = mtg.apply(s, { type: 'declareBlockers', by: p.player, blockers });
  // Where the brute force ran, the engine accepts exactly the declarations it finds best (509.1b-c).
  if (space !== null) {
    const best = new Set(space.best.map(keyOf)).has(keyOf(blockers));
    expect(tried.ok, `509.1c ${JSON.stringify(blockers)} obeys ${requirementsObeyed(s, p, blockers)} of at most ${space.max} requirements`).toBe(best);
  }
  if (tried.ok) return { blockers, how: 'random' };
  // Random blocks may break a requirement (509.1c) or leave one creature blocking alone: nothing else.
  expect(['blockRequirement', 'blockAlone'], `random blocks refused: ${JSON.stringify(blockers)}`).toContain(tried.error.code);
  return { blockers: [...p.suggested], how: 'fallback' };
};

export const legalAction = (rng: Rng, s: MtgState, casts: number, space: BlockSpace | null, how: (what: string) => void): MtgAction | null => {
  const p = mtg.prompt(s) as MtgPrompt;
  switch (p.kind) {
    case 'mtg.gameOver':
    case 'mtg.combatOver':
      return null;
    case 'mtg.declareAttackers': {
      const attackers = p.candidates.filter((c) => c.targets.length > 0 && rng.chance(0.7)).map((c) => ({ id: c.id, target: rng.pick(c.targets) }));
      // "Can't attack alone" (508.1c): with company, or not at all.
      const only = attackers.length === 1 ? s.objects[attackers[0]!.id] : undefined;
      if (only !== undefined && kw(only, "can't attack alone")) {
        const other = p.candidates.find((c) => c.id !== only.id && c.targets.length > 0);
        if (other === undefined) attackers.length = 0;
        else attackers.push({ id: other.id, target: rng.pick(other.targets) });
      }
      return { type: 'declareAttackers', by: p.player, attackers };
    }
    case 'mtg.declareBlockers': {
      const { blockers, how: way } = legalBlocks(rng, s, p, space);
      how(`blocks ${way}`);
      return { type: 'declareBlockers', by: p.player, blockers };
    }
    case 'mtg.orderBlockers':
      return { type: 'orderBlockers', by: p.player, attacker: p.attacker, order: shuffle(rng, p.blockers) };
    case 'mtg.orderAttackers':
      return { type: 'orderAttackers', by: p.player, blocker: p.blocker, order: shuffle(rng, p.attackers) };
    case 'mtg.assignDamage':
      return {
        type: 'assignDamage',
        by: p.player,
        assignments: p.sources.map((o) => ({ source: o.source, to: legalSplit(rng, s, o) })),
      };
    case 'mtg.priority': {
      if (casts < 5 && rng.chance(0.18)) {
        const cast = randomEffect(rng, s);
        if (cast !== null) return { type: 'cast', by: p.player, name: `Effect ${casts + 1}`, ...cast };
      }
      return rng.chance(0.5) ? { type: 'advance', by: p.player } : { type: 'pass', by: p.player };
    }
  }
};
