/** The outcome view that a scenario's `expect` block is matched against (scenario-format.md). */
import { inGame, isBattle, isPlaneswalker } from './state.ts';
import type { MtgState, MtgSummary } from './types.ts';

export const summary = (s: MtgState): MtgSummary => {
  const life: Record<string, number> = {};
  for (const id of s.turnOrder) {
    const p = s.players[id];
    if (p !== undefined) life[id] = p.life;
  }
  const battlefield: string[] = [];
  const graveyard: string[] = [];
  const exile: string[] = [];
  const left: string[] = [];
  const counters: Record<string, number> = {};
  const damage: Record<string, number> = {};
  const tapped: string[] = [];
  const loyalty: Record<string, number> = {};
  const defense: Record<string, number> = {};
  for (const id of s.order) {
    const p = s.objects[id];
    if (p === undefined) continue;
    if (p.zone === 'graveyard') graveyard.push(id);
    if (p.zone === 'exile') exile.push(id);
    if (p.zone === 'left') left.push(id);
    if (p.zone !== 'battlefield') continue;
    battlefield.push(id);
    if (p.minusCounters > 0) counters[id] = p.minusCounters;
    if (p.damage > 0) damage[id] = p.damage;
    if (p.tapped) tapped.push(id);
    if (isPlaneswalker(p)) loyalty[id] = p.loyalty;
    if (isBattle(p)) defense[id] = p.defense;
  }
  const poison: Record<string, number> = {};
  const commanderDamage: Record<string, Record<string, number>> = {};
  for (const id of s.turnOrder) {
    const p = s.players[id];
    if (p === undefined) continue;
    if (p.poison > 0) poison[id] = p.poison;
    const dealt = Object.entries(p.commanderDamage).filter(([, n]) => n > 0);
    if (dealt.length > 0) commanderDamage[id] = Object.fromEntries(dealt);
  }
  const attacking: Record<string, string> = {};
  for (const a of s.combat.attackers) attacking[a.id] = a.target;
  const blocking: Record<string, readonly string[]> = {};
  for (const b of s.combat.blockers) blocking[b.id] = b.blocking;
  const losers = s.turnOrder.filter((id) => s.players[id]?.lost === true);
  return {
    step: s.step,
    life,
    losers,
    draw: s.gameOver && losers.length > 0 && inGame(s).every((id) => s.players[id]?.lost === true),
    poison,
    commanderDamage,
    attacking,
    blocking,
    counters,
    battlefield,
    graveyard,
    exile,
    left,
    damage,
    tapped,
    loyalty,
    defense,
    stack: s.stack.map((o) => o.id),
  };
};
