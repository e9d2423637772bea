/**
 * FaB invariants, checked after every transition a walk makes or tries, and along a written walk.
 * Plain checks (not expect) on the hot path: each option's result is checked too.
 */
import type { Checks } from '../../engine/testing/walks.ts';
import { fab } from '../../games/fab/index.ts';
import type { FabAction, FabEvent, FabPrompt, FabState } from '../../games/fab/types.ts';

const fail = (message: string): never => {
  throw new Error(message);
};
export const check = (ok: boolean, message: () => string): void => {
  if (!ok) fail(message());
};

/**
 * Each card is in exactly one zone, and its zone agrees with where the state puts it: on the stack
 * exactly when a card layer holds it, on the chain only as an attack or a defending card of the
 * open chain, in an arsenal only where it started (nothing puts a card there) and one per player.
 */
const checkZones = (start: FabState, s: FabState): void => {
  const stackCount = new Map<string, number>();
  for (const l of s.stack) {
    check(l.card === null || s.cards[l.card] !== undefined, () => `layer ${l.id} names no card ${l.card}`);
    if (l.kind === 'trigger' || l.proxy || l.card === null) continue;
    stackCount.set(l.card, (stackCount.get(l.card) ?? 0) + 1);
  }
  // An action whose damage waits for a prevention decision is still resolving: its card stays on the stack.
  const resolving = s.pending?.kind === 'prevent' ? s.pending.damage.rest : undefined;
  if (resolving && resolving.card !== null) stackCount.set(resolving.card, (stackCount.get(resolving.card) ?? 0) + 1);
  const defending = new Map<string, number>();
  for (const l of s.chain) for (const d of l.defenders) defending.set(d.card, (defending.get(d.card) ?? 0) + 1);
  const onChain = new Set(s.chainOpen ? s.chain.flatMap((l) => (l.attackGone ? [] : [l.attack])).concat([...defending.keys()]) : []);
  const arsenal = new Map<string, number>();
  check(Object.keys(s.cards).length === s.order.length, () => 'cards and order differ');
  for (const id of s.order) {
    const c = s.cards[id];
    if (!c) return fail(`no card ${id}`);
    check(c.id === id, () => `card ${id} has id ${c.id}`);
    const stacked = stackCount.get(id) ?? 0;
    check((c.zone === 'stack') === stacked > 0 && stacked <= 1, () => `${id} in zone ${c.zone}, on the stack ${stacked} times`);
    check(!s.chainOpen || (defending.get(id) ?? 0) <= 1, () => `${id} defends on ${defending.get(id)} links`);
    check(c.zone !== 'chain' || onChain.has(id), () => `${id} in the chain zone but on no link`);
    if (c.zone === 'arsenal') {
      check(start.cards[id]?.zone === 'arsenal', () => `${id} moved into the arsenal`);
      arsenal.set(c.owner, (arsenal.get(c.owner) ?? 0) + 1);
    }
    // Permanents stay where they belong, on the chain, or in the graveyard.
    const home = c.types.includes('weapon') ? 'weapon' : c.types.includes('ally') ? 'arena' : c.types.includes('equipment') ? 'equipment' : null;
    check(home === null || c.zone === home || c.zone === 'chain' || c.zone === 'graveyard', () => `${id} in ${c.zone}`);
  }
  // The arsenal holds one card (3.3).
  for (const [owner, count] of arsenal) check(count <= 1, () => `${owner} has ${count} cards in arsenal`);
  for (const id of onChain) {
    const zone = s.cards[id]?.zone;
    // A card left the chain only by being destroyed (graveyard).
    check(zone === 'chain' || zone === 'graveyard', () => `${id} left the chain for ${zone}`);
  }
  if (!s.chainOpen) check(s.order.every((id) => s.cards[id]?.zone !== 'chain'), () => 'a card on the chain while it is closed');
};

/** Allies: life never below 0, and one at 0 is gone from the arena and the chain once the transition is over (1.10.2b). */
const checkAllies = (s: FabState): void => {
  for (const id of s.order) {
    const c = s.cards[id];
    if (!c || c.life === null) continue;
    check(c.life >= 0, () => `${id} at ${c.life} life`);
    check(c.life > 0 || (c.zone !== 'arena' && c.zone !== 'chain'), () => `${id} at 0 life left in ${c.zone}`);
  }
};

/** The summary and the view agree with the state (scenario `expect` blocks and the board read them). */
export const checkViews = (s: FabState): void => {
  const sum = fab.summary(s);
  const view = fab.view(s);
  for (const p of s.turnOrder) {
    check(sum.life[p] === s.players[p]?.life, () => `summary life of ${p}`);
    check((sum.arsenal[p] ?? []).length <= 1, () => `summary arsenal of ${p}: ${sum.arsenal[p]}`);
  }
  for (const id of s.order) {
    const c = s.cards[id];
    const v = view.cards[id];
    if (!c || !v) return fail(`view lacks ${id}`);
    check(v.zone === c.zone && v.life === c.life, () => `view of ${id}`);
    if (c.life !== null) check(sum.allyLife[id] === c.life, () => `summary allyLife of ${id}`);
  }
  check(view.chain.length === s.chain.length, () => 'view chain length');
};

/** The whole state at rest: zones, allies, the procedure's fields, counters and durations. */
export const checkState = (start: FabState, s: FabState): void => {
  checkZones(start, s);
  checkAllies(s);
  for (const p of s.turnOrder) {
    const pl = s.players[p];
    if (!pl) return fail(`no player ${p}`);
    check(pl.life >= 0 && pl.actionPoints >= 0 && pl.resources >= 0 && pl.prevention >= 0, () => `${p}: ${JSON.stringify(pl)}`);
    // The state checks ran before anyone got priority: a hero at 0 life has lost (2.5.3f).
    check(s.priority === null || s.gameOver || pl.life > 0 || pl.lost, () => `${p} at 0 life has not lost, ${s.priority?.holder} has priority`);
  }
  if (s.priority !== null) {
    check(s.pending === null && s.judge === null && !s.gameOver && !s.ended, () => 'priority held while play waits');
    check(!s.players[s.priority.holder]?.lost, () => `${s.priority?.holder} lost but holds priority`);
    // Triggers go on the stack before anyone gets priority (1.10.2).
    check(s.triggered.length === 0, () => `priority given with ${s.triggered.length} triggers waiting`);
  }
  if (s.pending !== null) check(!s.players[s.pending.player]?.lost, () => `${s.pending?.player} lost but has a decision`);
  const ids = [...s.stack, ...s.triggered].map((l) => l.id);
  check(new Set(ids).size === ids.length, () => `layer ids repeat: ${ids.join(' ')}`);
  if (s.pending?.kind === 'order') {
    const pending = s.pending;
    check(pending.triggers.length >= 2, () => 'an order asked for fewer than two triggers');
    check(
      pending.triggers.every((l) => l.controller === pending.player && s.triggered.some((t) => t.id === l.id)),
      () => 'an order asked for triggers not waiting or not the player\'s',
    );
  }
  if (s.pending?.kind === 'prevent') check(s.pending.damage.amount > 0 && s.players[s.pending.damage.player] !== undefined, () => 'a prevention decision with no damage to a hero');
  // Every link but the active one has resolved: a new attack comes only in the resolution step (7.6.3).
  if (s.chainOpen) check(s.chain.slice(0, -1).every((l) => l.resolved), () => 'an unresolved past link');
  for (const l of s.chain) check(!l.hit || l.damage > 0, () => `link ${l.attack} hit for ${l.damage}`);
  for (const id of s.order) {
    const c = s.cards[id];
    if (!c) continue;
    // Attacks a turn within the limit, with what effects added (5.2.1a, 5.2.3c).
    if (c.attackLimit !== null) check(c.attacksThisTurn <= c.attackLimit + c.extraAttacks, () => `${id} attacked ${c.attacksThisTurn} times`);
    for (const m of c.mods) {
      // Effects for this chain link end as the next link is made, those for the combat chain as it closes (7.0.3d, 7.7.7).
      if (m.until === 'chainLink') check(s.chainOpen && m.link === s.chain.length, () => `${id}: a chain-link effect of link ${m.link} outlived it`);
      if (m.until === 'combatChain') check(s.chainOpen, () => `${id}: a combat-chain effect outlived the chain`);
    }
  }
};

/** Ids an event names: cards moved are always named by some event of the transition that moved them. */
const named = (e: FabEvent, into: Set<string>): void => {
  const x = e as unknown as Record<string, unknown>;
  for (const k of ['card', 'attack', 'player', 'target'] as const) if (typeof x[k] === 'string') into.add(x[k] as string);
  if (Array.isArray(x.cards)) for (const c of x.cards as string[]) into.add(c);
};

const sumOf = (events: readonly FabEvent[], type: FabEvent['type'], player: string): number =>
  events.reduce((sum, e) => (e.type === type && 'player' in e && e.player === player && 'amount' in e ? sum + (e.amount as number) : sum), 0);
const countOf = (events: readonly FabEvent[], type: FabEvent['type'], player: string): number =>
  events.filter((e) => e.type === type && 'player' in e && e.player === player).length;

/** What fires a card's manual triggers, and which card each event names (7.2.4, 7.0.5a, 7.5.5). */
const FIRES: Partial<Record<FabEvent['type'], { when: string; card: (e: FabEvent) => string }>> = {
  attacked: { when: 'attack', card: (e) => (e as Extract<FabEvent, { type: 'attacked' }>).attack },
  hit: { when: 'hit', card: (e) => (e as Extract<FabEvent, { type: 'hit' }>).attack },
  defended: { when: 'defend', card: (e) => (e as Extract<FabEvent, { type: 'defended' }>).card },
};

/** Keywords a hero may choose to use against damage, and whether only against arcane damage (8.3.8, 8.3.15, 8.3.19). */
const OPTIONAL_PREVENTION: Readonly<Record<string, boolean>> = { 'arcane barrier': true, spellvoid: true, quell: false };
const PREVENTION_ZONES: readonly string[] = ['equipment', 'arena', 'chain'];

/** A card with which `player` may choose to prevent this damage in `s`, as "card keyword", or null. */
const optionalPrevention = (s: FabState, player: string, arcane: boolean): string | null => {
  for (const id of s.order) {
    const c = s.cards[id];
    if (!c || c.owner !== player || !PREVENTION_ZONES.includes(c.zone)) continue;
    const k = c.keywords.find((x) => x in OPTIONAL_PREVENTION && (arcane || !OPTIONAL_PREVENTION[x]));
    if (k) return `${id} ${k}`;
  }
  return null;
};

/**
 * Damage to a hero with a prevention keyword they may use goes through their decision (6.4.10):
 * none is dealt behind their back. A decision accounts for the whole damage: what each card
 * prevented plus what is dealt, and the resources the chosen keywords cost.
 */
const checkPrevention = (before: FabState, after: FabState, events: readonly FabEvent[], action: FabAction): void => {
  const decided = action.type === 'prevent' && before.pending?.kind === 'prevent' ? before.pending.damage : null;
  let skip = decided?.player ?? null;
  for (const e of events) {
    if (e.type !== 'damageDealt' || !after.players[e.player]) continue;
    if (e.player === skip) {
      skip = null;
      continue;
    }
    const had = optionalPrevention(before, e.player, e.arcane);
    check(had === null || had !== optionalPrevention(after, e.player, e.arcane), () => `${e.amount} ${e.arcane ? 'arcane ' : ''}damage dealt to ${e.player} from ${e.source} with no decision, though ${had} could prevent it`);
  }
  // Ward needs no decision: it applies to damage to its hero by itself, and is destroyed doing so (8.3.20).
  for (const e of events) {
    if (e.type !== 'damageDealt' || !after.players[e.player]) continue;
    const ward = before.order.find((id) => {
      const [b, a] = [before.cards[id], after.cards[id]];
      return b && a && b.owner === e.player && b.keywords.includes('ward') && PREVENTION_ZONES.includes(b.zone) && a.zone === b.zone;
    });
    check(ward === undefined, () => `${e.amount} damage dealt to ${e.player} while ${ward}'s ward stayed`);
  }
  if (!decided || action.type !== 'prevent') return;
  const p = decided.player;
  let prevented = 0;
  let dealt = 0;
  for (const e of events) {
    if (prevented >= decided.amount) break;
    if (e.type === 'preventedBy' && e.player === p) prevented += e.amount;
    else if (e.type === 'damageDealt' && e.player === p) {
      dealt = e.amount;
      break;
    }
  }
  check(prevented + dealt === decided.amount, () => `${decided.amount} damage to ${p}: ${prevented} prevented, ${dealt} dealt`);
  const prompt = fab.prompt(before);
  if (prompt.kind !== 'fab.prevent') return fail('a prevention decision without its prompt');
  const cost = action.use.reduce((sum, u) => sum + (prompt.options.find((o) => o.card === u.card && o.keyword === u.keyword)?.cost ?? 0), 0);
  const paid = events.find((e) => e.type === 'costPaid' && e.player === p);
  check(cost === 0 || (paid !== undefined && 'amount' in paid && paid.amount === cost), () => `prevention costing ${cost} paid ${JSON.stringify(paid)}`);
};

/**
 * Game state actions come between layers and before priority (1.10.2, 7.7.4): once a hero is at 0
 * life or an ally has no life left, no further layer resolves and nobody gets priority before the
 * hero loses (2.5.3f) or the ally dies (1.10.2b).
 */
const checkStateActions = (before: FabState, events: readonly FabEvent[]): void => {
  const due = new Map<string, string>(); // hero or ally -> the event that left it at 0
  const allyLife = new Map<string, number>();
  for (const id of before.order) {
    const c = before.cards[id];
    if (c && c.life !== null && (c.zone === 'arena' || c.zone === 'chain')) allyLife.set(id, c.life);
  }
  for (const [i, e] of events.entries()) {
    if (e.type === 'lifeChanged' && e.life <= 0 && !before.players[e.player]?.lost) due.set(e.player, `event ${i} lifeChanged`);
    if (e.type === 'damageDealt' && allyLife.has(e.player)) {
      const life = Math.max(0, (allyLife.get(e.player) ?? 0) - e.amount);
      allyLife.set(e.player, life);
      if (life === 0) due.set(e.player, `event ${i} damageDealt`);
    }
    if (e.type === 'playerLost') due.delete(e.player);
    if (e.type === 'allyDied') {
      due.delete(e.card);
      allyLife.delete(e.card);
    }
    if (e.type === 'layerResolved' || e.type === 'priorityGiven') {
      check(due.size === 0, () => `${e.type} (event ${i}) while ${[...due].map(([who, at]) => `${who} at 0 since ${at}`).join(', ')} awaits the game state actions`);
    }
  }
};

const inPlay = (c: FabState['cards'][string] | undefined): boolean => c !== undefined && (c.zone === 'arena' || c.zone === 'chain');

const turnMods = (c: FabState['cards'][string] | undefined): number => c?.mods.filter((m) => m.until === 'turn').length ?? 0;

/**
 * One transition, from its events: every card that moved is named; resources, action points and
 * prevention change exactly as the events say; the triggers of what happened fired.
 */
export const checkTransition = (before: FabState, after: FabState, events: readonly FabEvent[], action: FabAction): void => {
  const ids = new Set<string>();
  for (const e of events) named(e, ids);
  for (const id of after.order) {
    const from = before.cards[id]?.zone;
    const to = after.cards[id]?.zone;
    check(from === to || ids.has(id), () => `${id} moved ${from} -> ${to} with no event naming it`);
  }
  for (const p of after.turnOrder) {
    const b = before.players[p];
    const a = after.players[p];
    if (!a || !b) continue;
    const res = sumOf(events, 'cardPitched', p) - sumOf(events, 'costPaid', p);
    check(a.resources - b.resources === res, () => `${p} resources ${b.resources} -> ${a.resources}, events say ${res}`);
    const ap = countOf(events, 'actionPointGained', p) - countOf(events, 'actionPointSpent', p);
    check(a.actionPoints - b.actionPoints === ap, () => `${p} action points ${b.actionPoints} -> ${a.actionPoints}, events say ${ap}`);
    const shield = sumOf(events, 'shieldCreated', p) - sumOf(events, 'damagePrevented', p);
    check(a.prevention - b.prevention === shield, () => `${p} prevention ${b.prevention} -> ${a.prevention}, events say ${shield}`);
  }
  const fired = new Map<string, number>();
  for (const e of events) if (e.type === 'triggered' && e.card !== null) fired.set(e.card, (fired.get(e.card) ?? 0) + 1);
  const owed = new Map<string, number>();
  for (const e of events) {
    const f = FIRES[e.type];
    if (!f) continue;
    const id = f.card(e);
    const n = (after.cards[id] ?? before.cards[id])?.triggers.filter((t) => t.when === f.when).length ?? 0;
    if (n > 0) owed.set(id, (owed.get(id) ?? 0) + n);
  }
  for (const [id, n] of owed) check((fired.get(id) ?? 0) >= n, () => `${id}: ${n} triggers owed, ${fired.get(id) ?? 0} fired`);
  checkPrevention(before, after, events, action);
  checkStateActions(before, events);
  // Damage to an ally still in play (the arena, or attacking on the chain: 7.0.3f) is dealt, not lost.
  // One transition may resolve several layers: an ally that an earlier event of it named (destroyed,
  // say) and that is out of play at the end left before the damage resolved (8.5.3), so that failure is right.
  const earlier = new Set<string>();
  for (const e of events) {
    if (e.type === 'effectFailed') {
      const layer = [...before.stack, ...before.triggered].find((l) => l.id === e.layer);
      const c = layer?.effect?.kind === 'damage' ? before.cards[layer.effect.player] : undefined;
      const left = c !== undefined && earlier.has(c.id) && !inPlay(after.cards[c.id]);
      check(!c || c.life === null || c.life <= 0 || !inPlay(c) || left, () => `damage to ${c?.id} (${c?.zone}, life ${c?.life}) failed`);
    }
    named(e, earlier);
  }
  // The chosen order: the first named goes on the stack first, the last on top (1.10.2d).
  if (action.type === 'order' && before.pending?.kind === 'order') {
    const at = action.triggers.map((id) => after.stack.findIndex((l) => l.id === id));
    if (at.every((i) => i >= 0)) check(at.every((i, k) => k === 0 || i > (at[k - 1] as number)), () => `order ${action.triggers.join(' ')} stacked at ${at.join(' ')}`);
  }
  // Each prevention keyword prevents at most its N (8.3.8, 8.3.15, 8.3.19, 8.3.20).
  for (const e of events) {
    if (e.type !== 'preventedBy') continue;
    const n = before.cards[e.card]?.n[e.keyword];
    check(n !== undefined && e.amount >= 0 && e.amount <= n, () => `${e.card} ${e.keyword} prevented ${e.amount} (N ${n})`);
  }
  // "This turn" outlives the chain (7.7.7 ends only chain-link and combat-chain effects).
  for (const e of events) if (e.type === 'effectsEnded') check(e.until !== 'turn', () => `effectsEnded ${JSON.stringify(e)}`);
  for (const id of after.order) check(turnMods(after.cards[id]) >= turnMods(before.cards[id]), () => `${id} lost a change made for the turn`);
  // New layer ids come in order; a trigger is added to the stack under the id it got as it triggered.
  const known = new Set([...before.stack, ...before.triggered].map((l) => l.id));
  let last = before.nextLayer - 1;
  for (const e of events) {
    if ((e.type !== 'triggered' && e.type !== 'layerAdded') || known.has(e.layer)) continue;
    const n = Number(e.layer.slice(1));
    check(n === last + 1 && (e.type === 'triggered' || e.card === null || after.cards[e.card] !== undefined), () => `layer ${e.layer} after L${last}`);
    known.add(e.layer);
    last = n;
  }
  check(after.nextLayer === last + 1, () => `next layer L${after.nextLayer} after L${last}`);
};

/** Whether the prompt offers this action (an accepted move the prompt does not show is one the UI cannot make). */
export const offered = (p: FabPrompt, a: FabAction): boolean => {
  switch (a.type) {
    case 'pass':
    case 'advance':
    case 'effect':
      return p.kind === 'fab.priority' && (a.type === 'advance' || p.player === a.by);
    case 'attack':
      return p.kind === 'fab.priority' && p.player === a.by && p.attacks.some((o) => o.card === a.card && o.targets.includes(a.target));
    case 'play':
      return p.kind === 'fab.priority' && p.player === a.by && p.plays.some((o) => o.card === a.card);
    case 'defend':
      return p.kind === 'fab.defend' && p.player === a.by && a.cards.every((c) => p.candidates.includes(c));
    case 'order':
      return p.kind === 'fab.order' && p.player === a.by && a.triggers.length === p.triggers.length && p.triggers.every((t) => a.triggers.includes(t.id));
    case 'prevent':
      return p.kind === 'fab.prevent' && p.player === a.by && a.use.every((u) => p.options.some((o) => !o.forced && o.card === u.card && o.keyword === u.keyword));
    case 'judge':
      return p.kind === 'fab.judge' && p.question === a.question && p.options.includes(a.ruling);
  }
};

const damageTaken = (events: readonly FabEvent[], player: string): number =>
  events.reduce((sum, e) => (e.type === 'damageDealt' && e.player === player ? sum + e.amount : sum), 0);
const lifeLogged = (events: readonly FabEvent[], player: string): number =>
  events.reduce((sum, e) => (e.type === 'lifeChanged' && e.player === player ? sum + e.amount : sum), 0);

/** Life moved exactly as logged since the start, and damage lowered it, never below 0 (2.5.3e); ally life too. */
const checkLife = (start: FabState, s: FabState, events: readonly FabEvent[]): void => {
  for (const p of s.turnOrder) {
    const life = s.players[p]?.life ?? 0;
    const was = start.players[p]?.life ?? 0;
    check(life - was === lifeLogged(events, p), () => `${p} life ${was} -> ${life}, logged ${lifeLogged(events, p)}`);
    check(life === Math.max(0, was - damageTaken(events, p)), () => `${p} life ${life} after ${damageTaken(events, p)} damage from ${was}`);
  }
  for (const id of s.order) {
    const life = start.cards[id]?.life;
    if (life === null || life === undefined) continue;
    check(s.cards[id]?.life === Math.max(0, life - damageTaken(events, id)), () => `${id} life ${s.cards[id]?.life}`);
  }
};

/** Every prompt cites a rule the module knows; its options cite known rules too. */
const known = (id: string | undefined): boolean => id === undefined || fab.rules.includes(id);
export const checkPrompt = (p: FabPrompt): void => {
  check(fab.vocabulary.prompts.includes(p.kind) && known(p.rule.id), () => `prompt ${p.kind} cites ${p.rule.id}`);
  if (p.kind === 'fab.priority') for (const o of p.plays) check(known(o.rule?.id), () => `play ${o.card} cites ${o.rule?.id}`);
  if (p.kind === 'fab.prevent') for (const o of p.options) check(known(o.rule.id), () => `prevention ${o.card} cites ${o.rule.id}`);
};

/** The invariants the walks and the replay of a written walk check. */
export const checks: Checks<FabState, FabAction, FabEvent> = {
  state: (start, s) => {
    checkState(start, s);
    checkViews(s);
  },
  step: (before, action, after, events) => checkTransition(before, after, events, action),
  totals: checkLife,
};
