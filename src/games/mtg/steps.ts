/**
 * The procedure of the combat phase as data: which step follows which (506.1, 508.8, 510.4,
 * 511.3), what each step does as it begins (its turn-based actions), and priority (117).
 */
import type { PlayerId } from '../../engine/types.ts';
import type { MtgRuleId } from './rules.ts';
import { cite } from './rules.ts';
import { assignForced, dealAssigned, nextAssigner } from './damage.ts';
import { checkStateBasedActions } from './sba.ts';
import type { Log } from './state.ts';
import { has, NO_COMBAT, onField } from './state.ts';
import type { MtgState, Step } from './types.ts';

/** The rule under which each step begins (the UI's step tracker shows it too). */
export const STEP_RULE: Record<Step, MtgRuleId> = {
  'beginning-of-combat': '507',
  'declare-attackers': '508',
  'declare-blockers': '509',
  'first-strike-damage': '510.4',
  'combat-damage': '510',
  'end-of-combat': '511',
  'after-combat': '511.3',
};

/**
 * Gives the active player priority after state-based actions (704.3, 117.5); nobody gets it
 * once the game is over.
 */
export const giveActivePriority = (s0: MtgState, rule: MtgRuleId, log: Log): MtgState => {
  const s = checkStateBasedActions(s0, log);
  if (s.gameOver) return s;
  log.push({ type: 'priorityGiven', rule: cite(s.edition, rule), player: s.active, automatic: true });
  return { ...s, pending: null, priority: { holder: s.active, passes: 0 }, priorityRule: rule };
};

const enter = (s: MtgState, step: Step, log: Log): MtgState => {
  // The second combat damage step exists because of 510.4, so it cites that rule.
  const rule = step === 'combat-damage' && s.combat.firstStrikeStep ? '510.4' : STEP_RULE[step];
  log.push({ type: 'stepBegan', rule: cite(s.edition, rule), step, automatic: true });
  return { ...s, step, priority: null, pending: null };
};

/** Works through the damage assignments of one player, then the other, then deals them (510.1-510.3). */
export const continueDamage = (s0: MtgState, player: PlayerId | null, log: Log): MtgState => {
  let s = s0;
  for (let who = player; who !== null; who = nextAssigner(s, who)) {
    const done = assignForced(s, who, log);
    s = done.state;
    if (done.choices > 0) return { ...s, pending: { kind: 'assignDamage', player: who }, priority: null };
  }
  s = dealAssigned({ ...s, pending: null }, log);
  return giveActivePriority(s, '510.3', log);
};

const beginDamageStep = (s0: MtgState, log: Log): MtgState => {
  const s = { ...s0, assigned: [] };
  return continueDamage(s, s.active, log);
};

/** 510.4: a first-strike damage step happens if any attacker or blocker has first or double strike now. */
const firstStrikersNow = (s: MtgState): string[] => {
  const ids: string[] = [];
  const consider = (id: string): void => {
    const p = onField(s, id);
    if (p !== undefined && (has(p, 'first strike') || has(p, 'double strike'))) ids.push(id);
  };
  for (const a of s.combat.attackers) consider(a.id);
  for (const b of s.combat.blockers) consider(b.id);
  return ids;
};

export const beginStep = (s0: MtgState, step: Step, log: Log): MtgState => {
  const s = enter(s0, step, log);
  switch (step) {
    case 'beginning-of-combat':
    case 'end-of-combat':
      return giveActivePriority(s, step === 'end-of-combat' ? '511.1' : '507.2', log);
    case 'declare-attackers':
      return { ...s, pending: { kind: 'declareAttackers' } };
    case 'declare-blockers':
      return { ...s, pending: { kind: 'declareBlockers' } };
    case 'first-strike-damage':
    case 'combat-damage':
      return beginDamageStep(s, log);
    case 'after-combat':
      log.push({ type: 'combatEnded', rule: cite(s.edition, '511.3'), automatic: true });
      return {
        ...s,
        priority: null,
        pending: null,
        combat: NO_COMBAT,
      };
  }
};

/** Ends the current step once all players pass with an empty stack (117.4, 500.2) and starts the next. */
export const endStep = (s: MtgState, log: Log): MtgState => {
  switch (s.step) {
    case 'beginning-of-combat':
      return beginStep(s, 'declare-attackers', log);
    case 'declare-attackers':
      if (s.combat.noAttackers === true) {
        // 508.8: no attackers were declared, so there is nothing to block and no combat damage.
        log.push({ type: 'stepSkipped', rule: cite(s.edition, '508.8'), step: 'declare-blockers', automatic: true });
        log.push({ type: 'stepSkipped', rule: cite(s.edition, '508.8'), step: 'combat-damage', automatic: true });
        return beginStep(s, 'end-of-combat', log);
      }
      return beginStep(s, 'declare-blockers', log);
    case 'declare-blockers': {
      const first = firstStrikersNow(s);
      if (first.length === 0) return beginStep(s, 'combat-damage', log);
      return beginStep({ ...s, combat: { ...s.combat, firstStrikers: first, firstStrikeStep: true } }, 'first-strike-damage', log);
    }
    case 'first-strike-damage':
      return beginStep(s, 'combat-damage', log);
    case 'combat-damage':
      return beginStep(s, 'end-of-combat', log);
    case 'end-of-combat':
      return beginStep(s, 'after-combat', log);
    case 'after-combat':
      return s;
  }
};
