/**
 * The derived figures the MTG board draws (view(state)): each permanent's current power and
 * toughness, loyalty and defense, the attackers with their blockers, and the steps of this
 * combat with the rule of each (a first-strike damage step only in a combat that has one, 510.4).
 */
import { stepList } from '../../engine/procedure.ts';
import { cite } from './rules.ts';
import { isBattle, isCreature, isPlaneswalker, powerOf, toughnessOf } from './state.ts';
import { MTG_STEP_TABLE } from './steps.ts';
import { MTG_STEPS, type MtgState, type MtgView, type Permanent, type PermanentView } from './types.ts';

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
});

export const view = (s: MtgState): MtgView => {
  const permanents: Record<string, PermanentView> = {};
  for (const id of s.order) {
    const p = s.objects[id];
    if (p !== undefined) permanents[id] = permanentView(p);
  }
  const declared = s.step !== 'beginning-of-combat' && s.step !== 'declare-attackers';
  const steps = MTG_STEPS.filter((id) => id !== 'first-strike-damage' || s.combat.firstStrikeStep || s.step === id);
  return {
    steps: stepList(s, steps, MTG_STEP_TABLE, (st, id) => cite(st.edition, id)),
    step: s.step,
    permanents,
    attackers: s.combat.attackers.map((a) => ({ id: a.id, target: a.target, blocked: declared ? a.blocked : null, blockers: a.blockers })),
  };
};
