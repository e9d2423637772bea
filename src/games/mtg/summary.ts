/** The outcome view that a scenario's `expect` block is matched against (scenario-format.md). */
import { isBattle, isPlaneswalker } from './state.ts';
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
  const damage: Record<string, number> = {};
  const tapped: string[] = [];
  const loyalty: Record<string, number> = {};
  const defense: Record<string, number> = {};
  for (const id of s.order) {
    const p = s.objects[id];
    if (p === undefined) continue;
    if (p.zone === 'graveyard') graveyard.push(id);
    if (p.zone === 'exile') exile.push(id);
    if (p.zone !== 'battlefield') continue;
    battlefield.push(id);
    if (p.damage > 0) damage[id] = p.damage;
    if (p.tapped) tapped.push(id);
    if (isPlaneswalker(p)) loyalty[id] = p.loyalty;
    if (isBattle(p)) defense[id] = p.defense;
  }
  return {
    step: s.step,
    life,
    losers: s.turnOrder.filter((id) => s.players[id]?.lost === true),
    battlefield,
    graveyard,
    exile,
    damage,
    tapped,
    loyalty,
    defense,
    stack: s.stack.map((o) => o.id),
  };
};
