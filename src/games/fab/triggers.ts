/**
 * Triggered abilities: the manual triggers written on cards ("when this hits ...") and the
 * keywords that trigger (blade break, battleworn, temper, phantasm, mirage). A trigger waits in
 * `triggered` until the game state actions put it on the stack (1.10.2); a player with several
 * at once chooses their order (1.10.2d).
 */
import type { PlayerId, RuleRef } from '../../engine/types.ts';
import { r } from './rules.ts';
import type { Out } from './state.ts';
import type { FabCard, FabState, KeywordTrigger, Layer, TriggerWhen } from './types.ts';
import { layerWithId, withState } from './state.ts';

const addTrigger = (s: FabState, layer: Omit<Layer, 'id'>, rule: RuleRef, out: Out): FabState => {
  const id = `L${s.nextLayer}`;
  out.push({ type: 'triggered', rule, automatic: true, layer: id, name: layer.name, card: layer.card });
  return withState(s, { triggered: [...s.triggered, layerWithId(layer, id)], nextLayer: s.nextLayer + 1 });
};

const base = { kind: 'trigger', proxy: false, target: null, asInstant: false, from: null } as const;

/** The card's manual triggers for this event, under the rule of the event that fires them. */
export const fire = (s0: FabState, c: FabCard, when: TriggerWhen, rule: RuleRef, out: Out): FabState => {
  let s = s0;
  for (const t of c.triggers) {
    if (t.when !== when) continue;
    s = addTrigger(s, { ...base, controller: c.owner, name: t.name ?? c.name, card: c.id, effect: t.effect, keyword: null }, rule, out);
  }
  return s;
};

/** A keyword's trigger on a card, controlled by `controller`. */
export const fireKeyword = (s: FabState, c: FabCard, k: KeywordTrigger, controller: PlayerId, rule: RuleRef, out: Out): FabState =>
  addTrigger(s, { ...base, controller, name: c.name, card: c.id, effect: null, keyword: k }, rule, out);

/**
 * Game state actions (1.10.2): waiting triggers go on the stack, each player's in turn order from
 * the turn player. A player with two or more chooses their order (1.10.2d): play waits for it.
 */
export const placeTriggers = (s0: FabState, out: Out): FabState => {
  let s = s0;
  while (s.triggered.length > 0) {
    const player = s.turnOrder.find((p) => s.triggered.some((l) => l.controller === p)) ?? (s.triggered[0] as Layer).controller;
    const mine = s.triggered.filter((l) => l.controller === player);
    if (mine.length > 1) {
      if (s.players[player]?.lost) return withState(s, { triggered: s.triggered.filter((l) => l.controller !== player) });
      return withState(s, { priority: null, pending: { kind: 'order', player, triggers: mine } });
    }
    s = stackUp(withState(s, { triggered: s.triggered.filter((l) => l.controller !== player) }), mine, out);
  }
  return s;
};

/** Triggered layers go on the stack in this order, each logged as a layer added by the game state actions (1.10.2). */
const stackUp = (s: FabState, layers: readonly Layer[], out: Out): FabState => {
  for (const l of layers) out.push({ type: 'layerAdded', rule: r('1.10.2'), layer: l.id, player: l.controller, name: l.name, card: l.card });
  return withState(s, { stack: [...s.stack, ...layers] });
};

/** The player's chosen order, first on the stack first (the last resolves first). The ids are checked by the move. */
export const orderTriggers = (s: FabState, player: PlayerId, ids: readonly string[], out: Out): FabState => {
  const mine = ids.map((id) => s.triggered.find((l) => l.id === id) as Layer);
  out.push({ type: 'triggersOrdered', rule: r('1.10.2d'), player, layers: ids, names: mine.map((l) => l.name) });
  const next = stackUp(withState(s, { pending: null, triggered: s.triggered.filter((l) => !ids.includes(l.id)) }), mine, out);
  return placeTriggers(next, out);
};

/** A card has just become a defending card: its own "when this defends" triggers fire (7.0.5a). */
export const defends = (s: FabState, c: FabCard, out: Out): FabState => fire(s, c, 'defend', r('7.0.5a'), out);
