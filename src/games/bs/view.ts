/**
 * What the Battle Spirits board draws (view(state)): each card's current BP and symbols, every
 * player's cores with the soul core's place, the battles of this attack step with the rules that
 * decided them, and the steps ❶–❼ with their citations.
 */
import { cardViews, perPlayer, playerViews, zoneViews } from '../../engine/tables.ts';
import type { CardLineView, RuleRef, StepView, Term, ZoneView } from '../../engine/types.ts';
import { r, type BsRuleId } from './rules.ts';
import { lifeTakenRules } from './keywords.ts';
import { bpOf, isPlace, soulCoreOn, symbolsOf } from './state.ts';
import { flashOf } from './summary.ts';
import { ZONES, type Battle, type BattleView, type BsCard, type BsState, type BsView, type CardView, type CoreView } from './types.ts';

/** The tracker's steps: the summary's steps, with ❻ and ❼ (done inside `resolution`) shown in their place. */
const TRACKER: readonly (readonly [string, BsRuleId])[] = [
  ['attack', 'BS-RM p08 ❶'],
  ['flash-1', 'BS-RM p08 ❷'],
  ['block', 'BS-RM p08 ❸'],
  ['flash-2', 'BS-RM p08 ❹'],
  ['resolution', 'BS-RM p08 ❺'],
  ['destruction', 'BS-RM p08 ❻'],
  ['battleEnd', 'BS-RM p08 ❼'],
  ['end', 'BS-RM p08 ❼'],
];
const STEPS: readonly StepView[] = TRACKER.map(([id, rule]) => ({ id, rule: r(rule) }));

const cardView = (s: BsState, c: BsCard): CardView => ({
  id: c.id,
  name: c.name,
  owner: c.owner,
  zone: c.zone,
  type: c.type,
  bp: c.bp === null ? null : c.zone === 'field' ? bpOf(s, c) : c.bp,
  baseBp: c.bp,
  symbols: c.zone === 'field' ? symbolsOf(s, c) : c.symbols,
  cores: c.cores,
  soulCore: soulCoreOn(s, c.id),
  exhausted: c.exhausted,
  keywords: c.keywords,
  cost: c.cost,
  flash: c.flash,
});

/** The rules that decided a battle's result, in the order they applied. */
const decidedBy = (s: BsState, b: Battle, underway: boolean): RuleRef[] => {
  if (b.result === null) return [];
  const rules: BsRuleId[] = [];
  if (b.result === 'ended') rules.push('BS-RM p08 ❼');
  // ❺ found a card gone: the Saga rules decide a missing attacker, the manual page a missing blocker.
  else if (b.result === 'none' && b.missing === b.attacker) rules.push('BSS-CR ch.7');
  else rules.push('BS-RM p08 ❺');
  if (b.result === 'bp') rules.push(b.compared !== null && b.compared.attacker === b.compared.blocker ? 'BS-FAQ アタックステップ Q5' : 'BS-RM p08 ❻');
  const attacker = s.cards[b.attacker];
  if (b.result === 'life' && attacker !== undefined && b.lifeReduced > 0) rules.push(...lifeTakenRules(attacker));
  if (!underway && b.result !== 'ended') rules.push('BS-RM p08 ❼');
  if (s.gameOver && b === s.battles[s.battles.length - 1]) rules.push('BSS-CR 1-2');
  return rules.map(r);
};

const battleView = (s: BsState, b: Battle, i: number): BattleView => {
  const attacker = s.cards[b.attacker];
  const blocker = b.blocker === null ? undefined : s.cards[b.blocker];
  const underway = s.inBattle && i === s.battles.length - 1;
  return {
    n: i + 1,
    attacker: b.attacker,
    blocker: b.blocker,
    attackerBp: attacker?.zone === 'field' ? bpOf(s, attacker) : null,
    blockerBp: blocker?.zone === 'field' ? bpOf(s, blocker) : null,
    attackerSymbols: attacker?.zone === 'field' ? symbolsOf(s, attacker) : null,
    underway,
    flash: underway ? flashOf(s) : null,
    result: b.result,
    lifeReduced: b.lifeReduced,
    destroyed: b.destroyed,
    compared: b.compared,
    rules: decidedBy(s, b, underway),
  };
};

/** Reserve and trash cores, and where the soul core is: in a counted place the figure names the place; on a card, the card (shown by its name). */
const coreFigures = (p: BsState['players'][string]): Term[] => {
  const figures: Term[] = [{ key: 'figure.reserve', values: { n: p.reserve } }, { key: 'figure.trashCores', values: { n: p.trashCores } }];
  if (p.soulCore !== null) figures.push(isPlace(p.soulCore) ? { key: `figure.soulCore.${p.soulCore}` } : { key: 'figure.soulCore', values: { place: p.soulCore } });
  return figures;
};

const cardLine = (c: CardView): CardLineView => {
  const notes: Term[] = [];
  if (c.zone === 'field' && c.bp !== null) notes.push({ key: 'figure.symbols', values: { n: c.symbols } });
  if (c.zone === 'field') notes.push({ key: 'figure.cores', values: { n: c.cores } });
  if (c.soulCore) notes.push({ key: 'mark.soulCore' });
  if (c.exhausted) notes.push({ key: 'mark.exhausted' });
  for (const k of c.keywords) notes.push({ key: `keyword.${k}` });
  return { id: c.id, name: c.name, figure: c.bp === null ? null : { key: 'figure.bp', values: { bp: c.bp } }, notes };
};

export const view = (s: BsState): BsView => {
  const { cards, names } = cardViews(s, cardView);
  const cores = perPlayer(s, (p): CoreView => ({ life: p.life, reserve: p.reserve, trash: p.trashCores, soulCore: p.soulCore }));
  const zones: ZoneView[] = zoneViews({ turnOrder: s.turnOrder, order: s.order, cards }, ZONES, (id) => cardLine(cards[id] as CardView));
  const battles = s.battles.map((b, i) => battleView(s, b, i));
  return { names, steps: STEPS, step: s.step, players: playerViews(s, coreFigures), stack: [], zones, cards, cores, battles, battle: battles[battles.length - 1] ?? null };
};
