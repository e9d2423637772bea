/**
 * How a FaB walk chooses: every option the prompt offers (each must be accepted), the one the walk
 * takes, and random actions, legal or not, to probe the refusals. All driven by one random number.
 */
import { pick } from '../../engine/testing/walks.ts';
import { fab } from '../../games/fab/index.ts';
import type { Effect, FabAction, FabPrompt, FabState } from '../../games/fab/types.ts';


/** A small deterministic generator from a random number, for permutations and subsets. */
const rng = (seed: number) => {
  let x = (seed >>> 0) ^ 0x9e3779b9;
  return (): number => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x >>> 8;
  };
};

const shuffle = <T,>(list: readonly T[], n: number): T[] => {
  const next = rng(n);
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = next() % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
};

const randomEffect = (s: FabState, n: number): Effect => {
  const cards = s.order;
  const target = pick([...cards, 'chainLink'], n >> 3);
  const player = pick(s.turnOrder, n >> 5);
  const kinds: Effect[] = [
    { kind: 'power', target, amount: (n % 5) - 2 },
    { kind: 'defense', target, amount: (n % 3) - 1 },
    { kind: 'prevent', player, amount: n % 3 },
    { kind: 'goAgain', target },
    { kind: 'damage', player, amount: n % 4 },
    { kind: 'destroy', target },
  ];
  return pick(kinds, n);
};

/** A manual effect built from the prompt's own effect options: a kind, and a value for each field. */
const promptEffect = (p: Extract<FabPrompt, { kind: 'fab.priority' }>, n: number): Effect => {
  const next = rng(n);
  const option = pick(p.effects, next());
  const effect: Record<string, unknown> = { kind: option.kind };
  for (const f of option.fields) {
    if (f.type === 'target' || f.type === 'term') effect[f.name] = pick(f.options, next());
    else if (f.type === 'number') effect[f.name] = Math.min(f.max, Math.max(f.min, f.min < 0 ? (next() % 9) - 4 : next() % 4));
    else if (next() % 2 === 0) effect[f.name] = true;
  }
  return effect as Effect;
};

/** The cards to pitch so that `pool` covers `cost`, pitching only while short (1.14.3b); null if it cannot. */
const pitchFor = (cost: number, pool: number, pitchable: readonly { card: string; pitch: number }[], n: number): string[] | null => {
  const chosen: string[] = [];
  let have = pool;
  for (const c of shuffle(pitchable, n)) {
    if (have >= cost) break;
    chosen.push(c.card);
    have += c.pitch;
  }
  return have >= cost ? chosen : null;
};

type Choice = { readonly action: FabAction; readonly weight: number };

/**
 * Every option the prompt offers as an action (each must be accepted), a random one of each
 * combinatorial kind among them (a defend subset within the prompt's limits, a prevention subset,
 * a trigger order). Empty when nobody is to act.
 */
export const promptOptions = (s: FabState, n: number): FabAction[] => {
  const p = fab.prompt(s);
  const next = rng(n * 7 + 3);
  switch (p.kind) {
    case 'fab.priority': {
      const out: FabAction[] = [{ type: 'pass', by: p.player }, { type: 'advance', by: p.player }];
      for (const a of p.attacks) for (const target of a.targets) out.push({ type: 'attack', by: p.player, card: a.card, target, pitch: a.pitch });
      for (const o of p.plays) out.push({ type: 'play', by: p.player, card: o.card, pitch: o.pitch });
      out.push({ type: 'effect', by: p.player, effect: promptEffect(p, next()) });
      return out;
    }
    case 'fab.defend': {
      // The prompt's own limits: at most maxFromHand cards from hand (dominate), maxActionCards action cards (overpower).
      const out: FabAction[] = [{ type: 'defend', by: p.player, cards: [] }];
      for (const c of p.candidates) out.push({ type: 'defend', by: p.player, cards: [c] });
      let fromHand = 0;
      let actions = 0;
      const subset: string[] = [];
      for (const c of shuffle(p.cards, next())) {
        if (next() % 2 === 0) continue;
        const hand = c.zone === 'hand' ? 1 : 0;
        const action = s.cards[c.card]?.types.includes('action') ? 1 : 0;
        if (p.maxFromHand !== null && fromHand + hand > p.maxFromHand) continue;
        if (p.maxActionCards !== null && actions + action > p.maxActionCards) continue;
        fromHand += hand;
        actions += action;
        subset.push(c.card);
      }
      if (subset.length > 1) out.push({ type: 'defend', by: p.player, cards: subset });
      return out;
    }
    case 'fab.order': {
      const ids = p.triggers.map((t) => t.id);
      return [
        { type: 'order', by: p.player, triggers: shuffle(ids, next()) },
        { type: 'order', by: p.player, triggers: ids },
      ];
    }
    case 'fab.prevent': {
      const optional = p.options.filter((o) => !o.forced);
      const use = (chosen: typeof optional, m: number): FabAction | null => {
        const cost = chosen.reduce((sum, o) => sum + o.cost, 0);
        const pitch = pitchFor(cost, p.pool, p.pitchable, m);
        if (pitch === null) return null;
        const u = chosen.map((o) => ({ card: o.card, keyword: o.keyword }));
        return pitch.length > 0 ? { type: 'prevent', by: p.player, use: u, pitch } : { type: 'prevent', by: p.player, use: u };
      };
      const out: FabAction[] = [{ type: 'prevent', by: p.player, use: [] }];
      for (const o of optional) {
        const a = use([o], next());
        if (a) out.push(a);
      }
      const subset = use(
        optional.filter(() => next() % 2 === 0),
        next(),
      );
      if (subset) out.push(subset);
      return out;
    }
    case 'fab.judge':
      return p.options.map((ruling) => ({ type: 'judge', question: p.question, ruling }));
    case 'fab.phaseEnded':
    case 'fab.gameOver':
      return [];
  }
};

/** The option the walk takes: mostly moves other than a bare pass, and an effect now and then. */
export const choose = (options: readonly FabAction[], n: number): FabAction | undefined => {
  const weighted: Choice[] = options.map((action) => ({ action, weight: action.type === 'effect' ? 1 : action.type === 'pass' || action.type === 'advance' ? 3 : 4 }));
  const total = weighted.reduce((sum, c) => sum + c.weight, 0);
  let x = ((n % total) + total) % total;
  for (const c of weighted) {
    if (x < c.weight) return c.action;
    x -= c.weight;
  }
  return options[0];
};

export const randomAction = (s: FabState, n: number): FabAction => {
  const by = pick(s.turnOrder, n);
  const card = pick(s.order, n >> 1);
  const kinds: FabAction[] = [
    { type: 'pass', by },
    { type: 'attack', by, card, target: pick([...s.turnOrder, card], n >> 2) },
    { type: 'defend', by, cards: [card, pick(s.order, n >> 3)] },
    { type: 'play', by, card },
    { type: 'effect', by, effect: randomEffect(s, n) },
    { type: 'order', by, triggers: [`L${n % 9}`, `L${(n >> 4) % 9}`] },
    { type: 'prevent', by, use: [{ card, keyword: pick(['arcane barrier', 'spellvoid', 'ward', 'quell'] as const, n >> 5) }], pitch: n % 3 === 0 ? [pick(s.order, n >> 6)] : [] },
    { type: 'judge', question: pick([s.judge?.question ?? 'mirage', 'other'], n >> 2), ruling: pick([...(s.judge?.options ?? ['destroyNow']), 'x'], n >> 3) },
  ];
  return pick(kinds, n >> 4);
};
