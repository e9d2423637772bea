/**
 * The derived figures the MTG board draws (view(state)): each permanent's current power and
 * toughness, loyalty and defense, the attackers with their blockers, and the steps of this
 * combat with the rule of each (a first-strike damage step only in a combat that has one, 510.4).
 */
import { stepList } from '../../engine/procedure.ts';
import { playerViews } from '../../engine/tables.ts';
import type { CardLineView, Params, StackItemView, Term, ZoneView } from '../../engine/types.ts';
import { cite } from './rules.ts';
import { defenderOf, isBattle, isCreature, isPlaneswalker, powerOf, toughnessOf } from './state.ts';
import { MTG_STEP_TABLE } from './steps.ts';
import { MTG_STEPS, type MtgState, type MtgView, type Permanent, type PermanentView, type StackObject, type Zone } from './types.ts';

const permanentView = (p: Permanent): PermanentView => ({
  id: p.id,
  name: p.name,
  controller: p.controller,
  zone: p.zone,
  types: p.types,
  keywords: p.keywords,
  power: isCreature(p) ? powerOf(p) : null,
  toughness: isCreature(p) ? toughnessOf(p) : null,
  loyalty: isPlaneswalker(p) ? p.loyalty : null,
  defense: isBattle(p) ? p.defense : null,
  damage: p.damage,
  tapped: p.tapped,
  summoningSick: p.summoningSick,
  colours: p.colours,
  protection: p.protection,
  commander: p.commander,
  minusCounters: p.minusCounters,
  blockLimit: p.blockLimit,
  minBlockers: p.minBlockers,
  toxic: p.toxic,
  protector: p.protector,
});

/** Poison counters and each commander's damage: what a Commander table checks on each player's strip. */
const playerFigures = (p: MtgState['players'][string]): Term[] => {
  const out: Term[] = [];
  if (p.poison > 0) out.push({ key: 'figure.poison', values: { n: p.poison } });
  for (const [commander, n] of Object.entries(p.commanderDamage)) if (n > 0) out.push({ key: 'figure.commanderDamage', values: { commander, n } });
  if (p.left) out.push({ key: 'mark.left' });
  return out;
};

/** What an effect on the stack does, in words; "prevent all" has words of its own. */
const stackItem = (o: StackObject): StackItemView => {
  const { kind, ...values } = o.effect;
  const key = o.effect.kind === 'prevent' && o.effect.amount === 'all' ? 'effectLine.preventAll' : `effectLine.${kind}`;
  return { id: o.id, controller: o.controller, name: o.name, line: { key, values: values as Params }, target: null };
};

const figureOf = (p: PermanentView): Term | null => {
  if (p.power !== null && p.toughness !== null) return { key: 'figure.pt', values: { power: p.power, toughness: p.toughness } };
  if (p.loyalty !== null) return { key: 'figure.loyalty', values: { n: p.loyalty } };
  if (p.defense !== null) return { key: 'figure.defense', values: { n: p.defense } };
  return null;
};

/** What a judge checks on a permanent besides its figure: keywords, damage marked, tapped, summoning sick. */
const notesOf = (p: PermanentView): Term[] => {
  const notes: Term[] = p.keywords.map((k) => ({ key: `keyword.${k}` }));
  if (p.damage > 0) notes.push({ key: 'figure.damage', values: { n: p.damage } });
  if (p.minusCounters > 0) notes.push({ key: 'figure.minusCounters', values: { n: p.minusCounters } });
  if (p.commander) notes.push({ key: 'mark.commander' });
  for (const q of p.protection) notes.push({ key: `protection.${q}` });
  if (p.toxic > 0) notes.push({ key: 'figure.toxic', values: { n: p.toxic } });
  if (p.blockLimit !== 1) notes.push({ key: 'figure.blockLimit', values: { n: String(p.blockLimit) } });
  if (p.minBlockers > 1) notes.push({ key: 'figure.minBlockers', values: { n: p.minBlockers } });
  if (p.tapped) notes.push({ key: 'mark.tapped' });
  if (p.summoningSick) notes.push({ key: 'mark.summoningSick' });
  return notes;
};

const ZONES: readonly Zone[] = ['battlefield', 'graveyard', 'exile', 'left'];

const zones = (s: MtgState, permanents: Readonly<Record<string, PermanentView>>): ZoneView[] =>
  s.turnOrder.flatMap((player) =>
    ZONES.map((zone) => {
      const cards: CardLineView[] = [];
      for (const id of s.order) {
        const p = permanents[id];
        const whose = zone === 'battlefield' ? s.objects[id]?.controller : s.objects[id]?.owner;
        if (p !== undefined && p.zone === zone && whose === player) cards.push({ id, name: p.name, figure: figureOf(p), notes: zone === 'battlefield' ? notesOf(p) : [] });
      }
      return { player, zone, cards };
    }),
  ).filter((z) => z.zone !== 'left' || z.cards.length > 0);

/** Whether the player this attack is against has declared blocks yet (each does in turn, 802.4). */
const blocksKnown = (s: MtgState, target: string): boolean => {
  if (s.step !== 'declare-blockers' || s.pending?.kind !== 'declareBlockers') return true;
  const defender = defenderOf(s, target);
  return defender !== null && (s.combat.blocksDeclared ?? []).includes(defender);
};

export const view = (s: MtgState): MtgView => {
  const permanents: Record<string, PermanentView> = {};
  const names: Record<string, string> = {};
  for (const id of s.order) {
    const p = s.objects[id];
    if (p === undefined) continue;
    permanents[id] = permanentView(p);
    names[id] = p.name;
  }
  const declared = s.step !== 'beginning-of-combat' && s.step !== 'declare-attackers';
  const steps = MTG_STEPS.filter((id) => id !== 'first-strike-damage' || s.combat.firstStrikeStep || s.step === id);
  return {
    names,
    // "After combat" is where the procedure ends, not a step of the combat phase (506.1 names five): no rule shown as its own.
    steps: stepList(s, steps, MTG_STEP_TABLE, (st, id) => cite(st.edition, id)).map((st) => (st.id === 'after-combat' ? { ...st, rule: null } : st)),
    step: s.step,
    players: playerViews(s, playerFigures),
    stack: s.stack.map(stackItem),
    zones: zones(s, permanents),
    permanents,
    attackers: s.combat.attackers.map((a) => ({ id: a.id, target: a.target, blocked: declared && blocksKnown(s, a.target) ? a.blocked : null, blockers: a.blockers })),
  };
};
