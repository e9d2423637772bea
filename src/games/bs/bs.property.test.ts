/**
 * Property tests for the Battle Spirits module: random walks over the options that prompt(state)
 * offers (attackers or ending the step, blockers or no block, pass / advance / a usable magic card
 * / a manual effect in a flash timing, the judge's options), from random setups. At every step:
 *
 * - apply never throws, and an option the prompt offers is never refused;
 * - cores are conserved per player: life + reserve + core trash + the cores on their cards on the
 *   field change only by what comes from the void (a positive life effect, 【聖命】's one core);
 * - the soul core is always one of the cores counted where it is said to be;
 * - every card is in exactly one zone, and only field cards hold cores or are exhausted;
 * - a random action that is refused hands back the very same state object, untouched;
 * - a JSON copy of the state behaves the same;
 * - every event, prompt and error carries a rule the module declares;
 * - when a battle is resolved, its outcome is the one ❺–❼ give, worked out here independently;
 * - at the end, replaying the accepted actions from the loaded state gives a deep-equal state.
 *
 * The seed is fixed so CI is deterministic; set FC_SEED (and FC_RUNS) to explore.
 */
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadSetup, pick } from '../../engine/testing/walks.ts';
import { play } from '../../engine/referee.ts';
import type { EffectField } from '../../engine/types.ts';
import { bs } from './index.ts';
import type { BsAction, BsEvent, BsState, Effect } from './types.ts';

const SEED = Number(process.env.FC_SEED ?? 20261123);
const RUNS = Number(process.env.FC_RUNS ?? 300);
const MAX_STEPS = 60;

// ---------------------------------------------------------------------------------------------
// Random setups

type Card = Record<string, unknown> & { id: string; owner: string; zone: string; type: string };

const A_FIELD = ['a0', 'a1', 'a2'];
const B_FIELD = ['b0', 'b1', 'b2'];
const ALL_IDS = [...A_FIELD, ...B_FIELD, 'aNexus', 'bGone', 'am0', 'am1', 'bm0', 'bm1', 'bm2'];

const effectArb: fc.Arbitrary<Effect> = fc.oneof(
  fc.record({ kind: fc.constant('bp' as const), target: fc.constantFrom(...ALL_IDS), amount: fc.integer({ min: -6, max: 6 }).map((n) => n * 1000), until: fc.constantFrom('battle' as const, 'turn' as const) }),
  fc.record({ kind: fc.constant('symbols' as const), target: fc.constantFrom(...ALL_IDS), amount: fc.integer({ min: -2, max: 2 }), until: fc.constantFrom('battle' as const, 'turn' as const) }),
  fc.record({ kind: fc.constant('destroy' as const), target: fc.constantFrom(...ALL_IDS) }),
  fc.record({ kind: fc.constant('exhaust' as const), target: fc.constantFrom(...ALL_IDS) }),
  fc.record({ kind: fc.constant('refresh' as const), target: fc.constantFrom(...ALL_IDS) }),
  fc.record({ kind: fc.constant('life' as const), player: fc.constantFrom('A', 'B'), amount: fc.integer({ min: -3, max: 3 }) }),
  fc.constant({ kind: 'endBattle' as const }),
  fc.constant({ kind: 'none' as const }),
);

const fighterArb = (id: string, owner: string) =>
  fc
    .record({
      present: fc.boolean(),
      ultimate: fc.boolean(),
      bp: fc.integer({ min: 1, max: 8 }).map((n) => n * 1000),
      symbols: fc.integer({ min: 0, max: 3 }),
      cores: fc.integer({ min: 1, max: 3 }),
      exhausted: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
      keywords: fc.subarray(['confront', 'blessed']),
      trigger: fc.option(effectArb, { freq: 3 }),
    })
    .map((c): Card | null =>
      c.present
        ? {
            id,
            owner,
            zone: 'field',
            type: c.ultimate ? 'ultimate' : 'spirit',
            bp: c.bp,
            symbols: c.symbols,
            cores: c.cores,
            exhausted: c.exhausted,
            keywords: c.keywords,
            ...(c.trigger === null ? {} : { [owner === 'A' ? 'onAttack' : 'onBlock']: c.trigger }),
          }
        : null,
    );

const magicArb = (id: string, owner: string) =>
  fc
    .record({ present: fc.boolean(), cost: fc.integer({ min: 0, max: 3 }), flash: fc.option(effectArb, { freq: 6 }) })
    .map((m): Card | null => (m.present ? { id, owner, zone: 'hand', type: 'magic', cost: m.cost, ...(m.flash === null ? {} : { flash: m.flash }) } : null));

const playerArb = (id: string) =>
  fc.record({ life: fc.integer({ min: 1, max: 6 }), reserve: fc.integer({ min: 0, max: 4 }), trashCores: fc.integer({ min: 0, max: 2 }), soul: fc.nat(7) }).map((p) => ({ id, ...p }));

/** Where the soul core may be, given the cores the setup counts; the choice `n` picks one (or none). */
const soulPlace = (p: { life: number; reserve: number; trashCores: number }, field: readonly Card[], n: number): string | undefined => {
  const places: string[] = [];
  if (p.life > 0) places.push('life');
  if (p.reserve > 0) places.push('reserve');
  if (p.trashCores > 0) places.push('trash');
  places.push(...field.map((c) => c.id));
  return n < places.length ? places[n] : undefined;
};

const setupArb = fc
  .record({
    a: fc.tuple(...A_FIELD.map((id) => fighterArb(id, 'A'))),
    b: fc.tuple(...B_FIELD.map((id) => fighterArb(id, 'B'))),
    magic: fc.tuple(magicArb('am0', 'A'), magicArb('am1', 'A'), magicArb('bm0', 'B'), magicArb('bm1', 'B'), magicArb('bm2', 'B')),
    pa: playerArb('A'),
    pb: playerArb('B'),
    nexus: fc.boolean(),
    firstTurn: fc.integer({ min: 0, max: 19 }).map((n) => n === 0),
  })
  .map((o) => {
    const a = o.a.filter((c): c is Card => c !== null);
    const b = o.b.filter((c): c is Card => c !== null);
    // Every id an effect may name must exist: absent cards are left in the trash (off the field).
    const present = new Set([...a, ...b, ...o.magic.filter((m): m is Card => m !== null)].map((c) => c.id));
    const fillers: Card[] = [...A_FIELD, ...B_FIELD, 'am0', 'am1', 'bm0', 'bm1', 'bm2']
      .filter((id) => !present.has(id))
      .map((id) => ({ id, owner: id.startsWith('a') ? 'A' : 'B', zone: 'trash', type: id.includes('m') ? 'magic' : 'spirit', bp: 1000 }));
    const cards: Card[] = [
      ...a,
      ...b,
      ...o.magic.filter((m): m is Card => m !== null),
      ...fillers,
      { id: 'aNexus', owner: 'A', zone: o.nexus ? 'field' : 'trash', type: 'nexus', cores: o.nexus ? 1 : 0 },
      { id: 'bGone', owner: 'B', zone: 'trash', type: 'spirit', bp: 3000 },
    ];
    const player = (p: typeof o.pa, field: Card[]) => {
      const soulCore = soulPlace(p, field, p.soul);
      return { id: p.id, life: p.life, reserve: p.reserve, trashCores: p.trashCores, ...(soulCore === undefined ? {} : { soulCore }) };
    };
    return { players: [player(o.pa, a), player(o.pb, b)], active: 'A', firstTurn: o.firstTurn, cards };
  });

const load = (setup: unknown): BsState => loadSetup(bs, setup);

// ---------------------------------------------------------------------------------------------
// Choosing among the prompt's options


/** A manual effect of the kind offered, each field filled from its own options. */
const fillEffect = (kind: string, fields: readonly EffectField[], n: number): Effect => {
  const out: Record<string, unknown> = { kind };
  fields.forEach((f, i) => {
    const m = n >> (3 * (i + 1));
    if (f.type === 'target') out[f.name] = pick(f.options, m);
    else if (f.type === 'term') out[f.name] = pick(f.options, m);
    else if (f.type === 'flag') out[f.name] = (m & 1) === 1;
    else {
      // Small amounts in the field's bounds, in the units players use.
      const unit = f.max >= 10_000 ? 1000 : 1;
      const amount = ((m % 7) - 3) * unit;
      out[f.name] = Math.max(f.min, Math.min(f.max, amount));
    }
  });
  return out as Effect;
};

/** A legal action built from the prompt's options, or null when nobody decides (the step or the game is over). */
const legalAction = (s: BsState, n: number): BsAction | null => {
  const p = bs.prompt(s);
  switch (p.kind) {
    case 'bs.attack': {
      const choices: BsAction[] = p.attackers.map((f) => ({ type: 'attack', by: p.player, attacker: f.card }));
      // Attack more often than not, so battles happen.
      if (choices.length === 0 || n % 5 === 0) return { type: 'endAttackStep', by: p.player };
      return pick(choices, n >> 3);
    }
    case 'bs.block': {
      const choices: BsAction[] = p.blockers.map((f) => ({ type: 'block', by: p.player, blocker: f.card }));
      if (p.mustBlock === null) choices.push({ type: 'noBlock', by: p.player });
      return pick(choices, n);
    }
    case 'bs.flash': {
      const choices: BsAction[] = [
        { type: 'pass', by: p.player },
        { type: 'pass', by: p.player },
        { type: 'advance' },
      ];
      for (const c of p.cards) if (c.usable) choices.push({ type: 'flash', by: p.player, card: c.card });
      // A manual effect one time in four (any kind offered, its fields from their options).
      if (n % 4 === 0 && p.effects.length > 0) {
        const option = pick(p.effects, n >> 2);
        return { type: 'flash', by: p.player, effect: fillEffect(option.kind, option.fields, n >> 6), name: 'Manual' };
      }
      return pick(choices, n >> 1);
    }
    case 'bs.judge':
      return { type: 'judge', question: p.question, ruling: pick(p.options, n) };
    default:
      return null;
  }
};

/** Any action at all, legal or not, to probe the refusals. */
const randomAction = (s: BsState, n: number): BsAction => {
  const by = pick(['A', 'B'], n);
  const card = pick(s.order, n >> 1);
  const kinds: BsAction[] = [
    { type: 'attack', by, attacker: card },
    { type: 'endAttackStep', by },
    { type: 'pass', by },
    { type: 'block', by, blocker: card },
    { type: 'noBlock', by },
    { type: 'flash', by, card },
    { type: 'flash', by, effect: pick<Effect>([{ kind: 'destroy', target: card }, { kind: 'bp', target: card, amount: 1000, until: 'battle' }, { kind: 'life', player: by, amount: -1 }, { kind: 'none' }], n >> 3) },
    { type: 'advance' },
    { type: 'judge', question: pick(['attackerGone', 'defenderGone'], n >> 2), ruling: pick(['continue', 'end', 'maybe'], n >> 4) },
  ];
  return pick(kinds, n >> 5);
};

// ---------------------------------------------------------------------------------------------
// Invariants

/** Every core a player has that the referee counts: life, reserve, core trash and the cores on their field cards. */
const coresOf = (s: BsState, player: string): number => {
  const p = s.players[player];
  if (p === undefined) return 0;
  let onCards = 0;
  for (const id of s.order) {
    const c = s.cards[id];
    if (c?.owner === player && c.zone === 'field') onCards += c.cores;
  }
  return p.life + p.reserve + p.trashCores + onCards;
};

/** Cores that came from the void in these events, for a player: a positive life effect, 【聖命】's one core. */
const fromVoid = (events: readonly BsEvent[], player: string): number => {
  let n = 0;
  for (const e of events) {
    if (e.type === 'lifeGained' && e.player === player) n += e.amount;
    if (e.type === 'blessed' && e.player === player) n += 1;
  }
  return n;
};

const checkCores = (s: BsState): void => {
  for (const id of s.turnOrder) {
    const p = s.players[id];
    if (p === undefined) throw new Error(`no player ${id}`);
    expect(p.life).toBeGreaterThanOrEqual(0);
    expect(p.reserve).toBeGreaterThanOrEqual(0);
    expect(p.trashCores).toBeGreaterThanOrEqual(0);
    const place = p.soulCore;
    if (place === 'life') expect(p.life).toBeGreaterThan(0);
    else if (place === 'reserve') expect(p.reserve).toBeGreaterThan(0);
    else if (place === 'trash') expect(p.trashCores).toBeGreaterThan(0);
    else if (place !== null) {
      const card = s.cards[place];
      expect(card?.owner).toBe(id);
      expect(card?.zone).toBe('field');
      expect(card?.cores ?? 0).toBeGreaterThan(0);
    }
  }
};

const checkZones = (s: BsState, start: BsState): void => {
  expect(new Set(s.order).size).toBe(s.order.length);
  expect(Object.keys(s.cards).toSorted()).toEqual(s.order.toSorted());
  const sum = bs.summary(s);
  for (const id of s.order) {
    const c = s.cards[id];
    if (c === undefined) throw new Error(`no card ${id}`);
    const zones = (['field', 'hand', 'trash'] as const).filter((z) => sum[z][c.owner]?.includes(id));
    expect(zones, id).toEqual([c.zone]);
    if (c.zone !== 'field') {
      expect(c.cores, id).toBe(0);
      expect(c.exhausted, id).toBe(false);
    }
    // Cards only ever leave the field or the hand for the trash.
    const was = start.cards[id]?.zone;
    if (was === 'trash') expect(c.zone).toBe('trash');
    if (c.zone === 'hand') expect(was).toBe('hand');
    if (c.zone === 'field') expect(was).toBe('field');
  }
  // At most one battle under way, and it is the last.
  const open = s.battles.filter((b) => b.result === null);
  expect(open.length).toBeLessThanOrEqual(1);
  if (s.inBattle) expect(s.battles.at(-1)?.result === null || s.battles.at(-1)?.result === 'ended' || s.gameOver).toBe(true);
};

const checkRules = (events: readonly BsEvent[]): void => {
  for (const e of events) {
    expect(bs.vocabulary.events).toContain(e.type);
    expect(e.rule.game).toBe('bs');
    expect(bs.rules).toContain(e.rule.id);
  }
};

const checkPrompt = (s: BsState): void => {
  const p = bs.prompt(s);
  expect(bs.vocabulary.prompts).toContain(p.kind);
  expect(p.rule.game).toBe('bs');
  expect(bs.rules).toContain(p.rule.id);
  if (p.kind === 'bs.flash') for (const c of p.cards) if (c.refusal !== null) expect(bs.rules).toContain(c.refusal.rule.id);
  if (p.kind === 'bs.block' && p.mustBlock !== null) expect(bs.rules).toContain(p.mustBlock.id);
  // The summary agrees with the prompt about who holds the flash right.
  const flash = bs.summary(s).flash;
  if (p.kind === 'bs.flash') expect(flash?.holder).toBe(p.player);
  else expect(flash).toBeNull();
};

/**
 * Oracles for ❺–❼ worked out here from the contract, on the state just before the action that
 * resolved the battle (nothing else happens between the last decision and ❺).
 */
const checkResolution = (before: BsState, action: BsAction, after: BsState): void => {
  const i = before.battles.length - 1;
  const was = before.battles[i];
  const now = after.battles[i];
  if (was === undefined || now === undefined || was.result !== null || now.result === null) return;
  const pre = bs.summary(before);
  const post = bs.summary(after);
  const defender = 'B';
  if (now.result === 'life') {
    expect(action.type).toBe('noBlock');
    const symbols = pre.symbols[now.attacker] ?? -1;
    const taken = Math.min(symbols, pre.life[defender] ?? 0);
    expect(now.lifeReduced).toBe(taken);
    expect(post.life[defender]).toBe((pre.life[defender] ?? 0) - taken);
    const blessed = before.cards[now.attacker]?.keywords.includes('blessed') === true && taken > 0;
    expect(post.life.A).toBe((pre.life.A ?? 0) + (blessed ? 1 : 0));
  }
  if (now.result === 'bp') {
    const a = pre.bp[now.attacker] ?? -1;
    const b = pre.bp[now.blocker ?? ''] ?? -1;
    const losers = a === b ? [now.attacker, now.blocker] : a < b ? [now.attacker] : [now.blocker];
    expect(now.destroyed.toSorted()).toEqual(losers.toSorted());
    for (const id of losers) expect(after.cards[id ?? '']?.zone).toBe('trash');
    expect(post.life[defender]).toBe(pre.life[defender]);
  }
  if (now.result === 'none') {
    const attackerThere = pre.field.A?.includes(now.attacker) === true;
    const blockerThere = now.blocker !== null && pre.field.B?.includes(now.blocker) === true;
    expect(now.blocker === null ? !attackerThere : !(attackerThere && blockerThere)).toBe(true);
    expect(post.life[defender]).toBe(pre.life[defender]);
  }
  if (now.result !== 'life') expect(now.lifeReduced).toBe(0);
  // ❼: battle effects are gone; the step is attack again only while the turn player has a refreshed fighter.
  if (!after.gameOver) {
    expect(after.inBattle).toBe(false);
    expect(after.modifiers.filter((m) => m.until === 'battle')).toEqual([]);
    const canAttack = after.order.some((id) => {
      const c = after.cards[id];
      return c?.owner === 'A' && c.zone === 'field' && (c.type === 'spirit' || c.type === 'ultimate') && !c.exhausted;
    });
    expect(after.step).toBe(canAttack ? 'attack' : 'end');
  } else {
    expect(now.result).toBe('life');
    expect(after.step).toBe('resolution');
  }
};

// ---------------------------------------------------------------------------------------------

describe('BS random walks', () => {
  it('prompt options are legal; cores are conserved; zones, rules, refusals, JSON copies and replays hold', () => {
    const seen = new Set<string>();
    const codes = new Set<string>();
    fc.assert(
      fc.property(setupArb, fc.array(fc.nat(), { minLength: 5, maxLength: MAX_STEPS }), (setup, choices) => {
        const start = load(setup);
        checkCores(start);
        checkZones(start, start);
        checkPrompt(start);
        let s = start;
        const accepted: BsAction[] = [];
        const gained: Record<string, number> = { A: 0, B: 0 };
        const base: Record<string, number> = { A: coresOf(start, 'A'), B: coresOf(start, 'B') };
        for (const n of choices) {
          // A random action: if refused, the same state object comes back and nothing in it changed.
          const probe = randomAction(s, n * 31 + 7);
          const before = JSON.stringify(s);
          const rnd = bs.apply(s, probe);
          if (!rnd.ok) {
            codes.add(rnd.error.code);
            expect(bs.vocabulary.errors).toContain(rnd.error.code);
            expect(rnd.error.rule.game).toBe('bs');
            expect(bs.rules).toContain(rnd.error.rule.id);
            const replayed = play(bs, s, [probe]);
            expect(replayed.state).toBe(s);
            expect(replayed.rejected?.error.code).toBe(rnd.error.code);
            expect(JSON.stringify(s)).toBe(before);
          }

          const action = legalAction(s, n);
          if (action === null) {
            expect(s.ended || s.gameOver).toBe(true);
            break;
          }
          const res = bs.apply(s, action);
          if (!res.ok) throw new Error(`an option the prompt offered was refused: ${JSON.stringify(action)} -> ${JSON.stringify(res.error)}`);
          // The same action on a JSON copy gives the same result.
          const copy = JSON.parse(before) as BsState;
          expect(copy).toEqual(s);
          const again = bs.apply(copy, action);
          expect(again.ok && again.value.state).toEqual(res.value.state);

          accepted.push(action);
          checkResolution(s, action, res.value.state);
          s = res.value.state;
          for (const e of res.value.events) seen.add(e.type);
          checkRules(res.value.events);
          for (const p of ['A', 'B']) {
            gained[p] = (gained[p] ?? 0) + fromVoid(res.value.events, p);
            expect(coresOf(s, p), `cores of ${p} after ${JSON.stringify(action)}`).toBe((base[p] ?? 0) + (gained[p] ?? 0));
          }
          checkCores(s);
          checkZones(s, start);
          checkPrompt(s);
          if (s.gameOver) expect(bs.summary(s).losers.length).toBeGreaterThan(0);
        }
        // The log replays: the accepted actions from the loaded state give the same state.
        const replay = play(bs, start, accepted);
        expect(replay.rejected).toBeNull();
        expect(replay.state).toEqual(s);
        // The view never throws and names every card.
        expect(Object.keys(bs.view(s).cards).toSorted()).toEqual(s.order.toSorted());
      }),
      { numRuns: RUNS, seed: SEED },
    );
    // The walks must reach the whole procedure, or the checks above prove little.
    for (const t of [
      'attackDeclared',
      'blockDeclared',
      'noBlock',
      'flashUsed',
      'costPaid',
      'lifeTaken',
      'bpCompared',
      'destroyed',
      'blessed',
      'lifeGained',
      'lifeLost',
      'battleEndedByEffect',
      'battleEffectsEnded',
      'attackerGone',
      'blockerGone',
      'judgeAsked',
      'judgeRuled',
      'playerLost',
      'attackStepEnded',
      'effectFizzled',
    ]) {
      expect(seen, t).toContain(t);
    }
    for (const c of ['noFlashTiming', 'notYourFlash', 'battleInProgress', 'notBlockStep', 'cannotAttack', 'noQuestion', 'attackStepOver', 'notInHand']) {
      expect(codes, c).toContain(c);
    }
  }, 120_000);
});
