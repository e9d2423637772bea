/**
 * The derived figures the FaB board draws (view(state)): each card's current power and defense
 * and keywords, the chain links with their totals and status, and the step list with the
 * section of CR 7 that describes each step.
 */
import { stepList } from '../../engine/procedure.ts';
import { r } from './rules.ts';
import { defenseOf, powerOf } from './state.ts';
import { FAB_STEP_TABLE } from './steps.ts';
import { FAB_STEPS, type CardView, type FabCard, type FabState, type FabView, type LinkView } from './types.ts';

const cardView = (c: FabCard): CardView => {
  const keywords: CardView['keywords'][number][] = c.keywords.map((k) => (k === 'piercing' ? { keyword: k, n: c.piercing } : { keyword: k }));
  if (c.grantedGoAgain && !c.keywords.includes('go again')) keywords.push({ keyword: 'go again' });
  return {
    id: c.id,
    name: c.name,
    owner: c.owner,
    zone: c.zone,
    // Equipment has no power: 0 would be a value (a defending card counts by its defense only).
    power: c.power === null && c.powerBonus === 0 ? null : powerOf(c),
    defense: c.defense === null ? null : defenseOf(c),
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

export const viewFab = (s: FabState): FabView => {
  const cards: Record<string, CardView> = {};
  for (const id of s.order) cards[id] = cardView(s.cards[id] as FabCard);
  return {
    steps: stepList(s, FAB_STEPS, FAB_STEP_TABLE, (_s, id) => r(id)),
    step: s.step,
    cards,
    chain: s.chain.map((_, i) => linkView(s, i)),
    chainOpen: s.chainOpen,
  };
};
