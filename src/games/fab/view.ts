/**
 * The derived figures the FaB board draws (view(state)): each card's current power and defense
 * and keywords, the chain links with their totals and status, and the step list with the
 * section of CR 7 that describes each step.
 */
import { stepList } from '../../engine/procedure.ts';
import { cardViews, playerViews, zoneViews } from '../../engine/tables.ts';
import type { CardLineView, Params, StackItemView, Term, ZoneView } from '../../engine/types.ts';
import { r } from './rules.ts';
import { defenseOf, keywordsOf, powerOf } from './state.ts';
import { FAB_STEP_TABLE } from './steps.ts';
import { FAB_STEPS, type CardView, type Effect, type FabCard, type FabState, type FabView, type Layer, type LinkView, type Zone } from './types.ts';

const cardView = (s: FabState, c: FabCard): CardView => {
  const keywords = keywordsOf(c).map((k) => (c.n[k] === undefined ? { keyword: k } : { keyword: k, n: c.n[k] }));
  return {
    id: c.id,
    name: c.name,
    owner: c.owner,
    zone: c.zone,
    // Equipment has no power: 0 would be a value (a defending card counts by its defense only).
    power: c.power === null && !c.mods.some((m) => m.stat === 'power') ? null : powerOf(c),
    defense: c.defense === null ? null : defenseOf(c),
    life: c.life,
    keywords,
  };
};

const linkView = (s: FabState, i: number): LinkView => {
  const link = s.chain[i] as FabState['chain'][number];
  const last = s.chain.length - 1;
  const attack = s.cards[link.attack];
  const defenders = link.defenders.map((d) => ({ card: d.card, defense: s.cards[d.card] ? defenseOf(s.cards[d.card] as FabCard) : 0 }));
  return {
    n: i + 1,
    attack: link.attack,
    target: link.target,
    power: attack ? powerOf(attack) : 0,
    defenders,
    defenseTotal: defenders.reduce((sum, d) => sum + d.defense, 0),
    status: link.resolved ? 'resolved' : i === last && s.chainOpen ? 'active' : 'past',
    gone: link.attackGone,
    settled: s.step === 'damage' || s.step === 'resolution' || i < last || !s.chainOpen,
    hit: link.hit,
    damage: link.damage,
  };
};

const pointsAndResources = (p: FabState['players'][string]): Term[] => [
  { key: 'figure.actionPoints', values: { n: p.actionPoints } },
  { key: 'figure.resources', values: { n: p.resources } },
];

/** What a manual effect does, in words: `effectLine.<kind>` with the effect's fields as values. */
const effectLine = (e: Effect): Term => {
  const { kind, ...values } = e;
  // With its duration named, or (without one) as long as the chain is open or the turn lasts (scenario-format.md).
  const variant = 'until' in e && e.until !== undefined ? 'Until' : 'arcane' in e && e.arcane === true ? 'Arcane' : '';
  return { key: `effectLine.${kind}${variant}`, values: values as Params };
};

const stackItem = (s: FabState, l: Layer): StackItemView => {
  const card = l.card === null ? undefined : s.cards[l.card];
  // A manual effect without a name of its own is described by what it does.
  const unnamed = l.effect !== null && l.name === l.effect.kind;
  // A trigger goes by its own name; a keyword's trigger by its card, with the keyword.
  const name = l.kind === 'trigger' ? l.name : card ? card.name : unnamed ? null : l.name;
  const line = l.keyword !== null ? { key: 'triggerLine', values: { keyword: l.keyword } } : l.effect ? effectLine(l.effect) : null;
  return { id: l.id, controller: l.controller, name, line, target: l.target };
};

/** The zones a judge checks during combat, per hero, in this order. */
const SHOWN_ZONES: readonly Zone[] = ['hand', 'arsenal', 'equipment', 'weapon', 'arena', 'pitch', 'graveyard'];

const cardLine = (c: CardView): CardLineView => ({
  id: c.id,
  name: c.name,
  // power/defense, with a dash where the card has none (0 would be a value).
  figure: c.life === null ? { key: 'figure.card', values: { power: c.power ?? '–', defense: c.defense ?? '–' } } : { key: 'figure.ally', values: { power: c.power ?? 0, life: c.life } },
  notes: c.keywords.map((k) => (k.n === undefined ? { key: `keyword.${k.keyword}` } : { key: `keywordN.${k.keyword}`, values: { n: k.n } })),
});

const zones = (s: FabState, cards: Readonly<Record<string, CardView>>): ZoneView[] => zoneViews(s, SHOWN_ZONES, (id) => cardLine(cards[id] as CardView));

export const view = (s: FabState): FabView => {
  const { cards, names } = cardViews(s, cardView);
  return {
    names,
    steps: stepList(s, FAB_STEPS, FAB_STEP_TABLE, (_s, id) => r(id)),
    step: s.step,
    players: playerViews(s, pointsAndResources),
    stack: s.stack.map((l) => stackItem(s, l)),
    zones: zones(s, cards),
    cards,
    chain: s.chain.map((_, i) => linkView(s, i)),
    chainOpen: s.chainOpen,
  };
};
