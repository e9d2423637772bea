/**
 * The Phantom Magic Vision set-up description: its boards and cards load and play as their
 * comments say, every effect it describes loads on a command, the set-up editor and the priority
 * prompt start an effect alike, a card's type and zone keep it in the file's shape, a rename
 * carries the effects that name the card, and a player's node area is read and set as a file
 * writes it.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { readDraft, renameCard, setPlayer, updateCard, idProblem } from '../../engine/setupDraft.ts';
import { cardOf, effectOf, initialOf } from '../../engine/setupSpec.ts';
import { byId, everyPresetTwice, loadedState, loads } from '../../testing/setups.ts';
import { pmv } from './index.ts';
import { adv, attack, defend, graze, noGraze, playCard, run } from './testkit.ts';
import { fieldApplies, newSetup, parseRaces, PMV_BOARDS, PMV_CARDS, PMV_SETUP, schemasOf, setupDomains, withType, withZone, zonesFor, type PmvCardSetup, type PmvSetup } from './setup.ts';
import { EFFECT_KINDS, type PmvAction, type PmvState } from './types.ts';

const load = (setup: unknown) => pmv.load({ rules: 'current', setup, actions: [] });
const cards = (s: PmvSetup) => s.cards ?? [];
const card = (s: PmvSetup, id: string): PmvCardSetup => byId(s.cards, id);

/** A board where A's node area is `nodes`. */
const withNodes = (nodes: unknown) => ({ players: [{ id: 'A', nodes }, { id: 'B' }], active: 'A' });

/** Plays actions from a board, failing on the first refusal. */
const playOut = (setup: PmvSetup, actions: readonly PmvAction[]): PmvState => run(loadedState(pmv, setup), actions).state;

describe('Phantom Magic Vision set-up description', () => {
  it.each(Object.entries(PMV_BOARDS))('the %s board loads and gives A priority in the main phase', (_, board) => {
    expect(pmv.prompt(loadedState(pmv, board))).toMatchObject({ kind: 'pmv.priority', player: 'A' });
  });

  it('the interference board plays as its comment says: newest first, 先制, then a graze', () => {
    const s = playOut(PMV_BOARDS.interference, [attack('marisa'), playCard('B', 'snipe'), playCard('A', 'boost'), adv, noGraze(), attack('reimu'), defend('youmu'), adv, attack('sanae'), adv, graze()]);
    expect(pmv.summary(s)).toMatchObject({
      life: { A: 25, B: 18 },
      deck: { B: 18 },
      nodes: { A: { active: 2, sleep: 1 }, B: { active: 2, sleep: 3 } },
      underworld: { A: ['reimu', 'boost'], B: ['snipe'] },
      field: { A: ['marisa', 'sanae'], B: ['youmu'] },
    });
  });

  it('the defenderGone board reaches the judge question', () => {
    const s = playOut(PMV_BOARDS.defenderGone, [attack('reimu'), defend('chen'), playCard('A', 'charm'), adv]);
    expect(pmv.prompt(s)).toMatchObject({ kind: 'pmv.judge', question: 'defenderGone' });
  });

  it('the stealthPierce board: 隠密 cancels a defence of another 種族; 貫通 deals the excess', () => {
    const s = playOut(PMV_BOARDS.stealthPierce, [attack('nue'), defend('keine'), adv, noGraze(), attack('yuugi'), defend('kogasa'), adv]);
    expect(pmv.summary(s).combats).toMatchObject([
      { attacker: 'nue', defender: 'keine', defenceCancelled: true, playerDamage: 3 },
      { attacker: 'yuugi', defender: 'kogasa', playerDamage: 3 },
    ]);
  });

  it('every card preset, twice, loads with fresh ids; the command is the opponent\'s and damages the turn player\'s character', () => {
    const setup = everyPresetTwice(pmv, PMV_SETUP, newSetup() as PmvSetup, PMV_CARDS);
    expect(cards(setup)).toHaveLength(8);
    expect(cards(setup).find((c) => c.type === 'command')).toMatchObject({ owner: 'B', effect: { kind: 'damage', target: 'chara1' } });
  });

  it('describes every effect kind the engine knows, and each at its starting values loads on a command', () => {
    expect(Object.keys(PMV_SETUP.effects)).toEqual([...EFFECT_KINDS]);
    const base = PMV_BOARDS.interference;
    for (const kind of EFFECT_KINDS) {
      const setup = updateCard(PMV_SETUP, base, 'snipe', { ...card(base, 'snipe'), effect: effectOf(PMV_SETUP.effects, kind, setupDomains(base)) });
      expect(loads(pmv, setup), kind).toBe('ok');
    }
  });

  it('the set-up editor and the priority prompt start an effect alike, and name the same kinds of target', () => {
    const base = PMV_BOARDS.interference;
    const domains = setupDomains(base);
    const loaded = load(base);
    if (!loaded.ok) throw new Error('preset');
    const prompt = pmv.prompt(loaded.value.state);
    if (prompt.kind !== 'pmv.priority') throw new Error('priority');
    for (const option of prompt.effects) {
      const started = effectOf(PMV_SETUP.effects, option.kind, domains);
      for (const f of option.fields) {
        if (f.type === 'number') expect(started[f.name], `${option.kind}.${f.name}`).toBe(f.initial);
        if (f.type === 'target') expect(f.options, `${option.kind}.${f.name}`).toEqual(domains(PMV_SETUP.effects[option.kind as keyof typeof PMV_SETUP.effects][f.name as never]['of']));
      }
    }
    // A damage may name a player; the others only a character on the field.
    expect(domains('characterOrPlayer')).toEqual(['marisa', 'reimu', 'sanae', 'youmu', 'A', 'B']);
    expect(domains('character')).toEqual(['marisa', 'reimu', 'sanae', 'youmu']);
    // A new kind keeps the target where it may still name it.
    expect(effectOf(PMV_SETUP.effects, 'modify', domains, { kind: 'damage', target: 'youmu', amount: 3 })).toEqual({ kind: 'modify', target: 'youmu', attack: 1, toughness: 0 });
    expect(effectOf(PMV_SETUP.effects, 'sleep', domains, { kind: 'damage', target: 'B', amount: 1 })).toEqual({ kind: 'sleep', target: 'marisa' });
  });

  it('a new type or zone keeps the card in the file\'s shape', () => {
    const setup = PMV_BOARDS.interference;
    const domains = setupDomains(setup);
    const cmd = withType({ ...card(setup, 'youmu'), sleep: true, damage: 1 }, 'command', domains);
    expect(cmd).toMatchObject({ type: 'command', zone: 'hand', effect: { kind: 'damage', target: 'marisa', amount: 1 } });
    for (const gone of ['attack', 'toughness', 'graze', 'races', 'tactics', 'sleep', 'damage']) expect(cmd, gone).not.toHaveProperty(gone);
    const back = withType(cmd, 'character', domains);
    expect(back).toMatchObject({ type: 'character', zone: 'hand', attack: 2, toughness: 2, graze: 1, races: [], tactics: [] });
    // In the hand it neither sleeps nor carries damage.
    expect(back).not.toHaveProperty('effect');
    expect(back).not.toHaveProperty('sleep');
    const inHand = withZone({ ...card(setup, 'youmu'), sleep: true, damage: 1 }, 'hand');
    expect(inHand).not.toHaveProperty('sleep');
    expect(inHand).not.toHaveProperty('damage');
    expect(zonesFor('command')).toEqual(['hand', 'underworld']);
    expect(load({ ...setup, cards: [...cards(setup), { ...back, id: 'back' }, { ...inHand, id: 'moved' }] }).ok).toBe(true);
  });

  it('shows sleep and damage on the field only, 必要ノード and cost in the hand (a command\'s always)', () => {
    const chara = cardOf(PMV_SETUP, 'character', { id: 'c', owner: 'A', zone: 'field' });
    expect(['sleep', 'damage', 'node', 'cost'].map((f) => fieldApplies(chara, f))).toEqual([true, true, false, false]);
    expect(['sleep', 'damage', 'node', 'cost'].map((f) => fieldApplies({ ...chara, zone: 'hand' }, f))).toEqual([false, false, true, true]);
    const command = cardOf(PMV_SETUP, 'command', { id: 'm', owner: 'A', zone: 'underworld' });
    expect(['node', 'cost'].map((f) => fieldApplies(command, f))).toEqual([true, true]);
    expect(parseRaces('人間、妖怪, 鬼  ')).toEqual(['人間', '妖怪', '鬼']);
  });

  it('renames a card with the effects that name it, and refuses an id in use', () => {
    const setup = PMV_BOARDS.interference;
    expect(idProblem(PMV_SETUP, setup, 'marisa', 'reimu')).toBe('taken');
    expect(idProblem(PMV_SETUP, setup, 'marisa', 'A')).toBe('taken');
    expect(idProblem(PMV_SETUP, setup, 'marisa', ' ')).toBe('empty');
    expect(idProblem(PMV_SETUP, setup, 'marisa', 'marisa')).toBeNull();
    const renamed = renameCard(PMV_SETUP, setup, 'marisa', 'mari');
    expect(cards(renamed).map((c) => c.id)).toContain('mari');
    expect(card(renamed, 'snipe').effect).toEqual({ kind: 'damage', target: 'mari', amount: 2 });
    expect(card(renamed, 'boost').effect).toEqual({ kind: 'modify', target: 'mari', attack: 1, toughness: 2 });
    expect(renameCard(PMV_SETUP, setup, 'marisa', 'reimu')).toBe(setup);
    expect(load(renamed).ok).toBe(true);
  });

  it('reads a player\'s node area as the file writes it, starts a new one at none, and sets one count of it', () => {
    const raw = { players: [{ id: 'X', life: 20, nodes: { sleep: 2 } }, { id: 'Y' }], active: 'X', cards: [] };
    const draft = readDraft(PMV_SETUP, raw, newSetup as () => PmvSetup) as PmvSetup;
    expect(draft.players[0]).toEqual({ id: 'X', life: 20, nodes: { sleep: 2 } });
    expect(initialOf(PMV_SETUP.player.nodes)).toEqual({ active: 0, sleep: 0 });
    const set = setPlayer(draft, 'X', 'nodes', { ...draft.players[0]?.nodes, active: 4 });
    expect(set.players[0]?.nodes).toEqual({ sleep: 2, active: 4 });
    const loaded = load(set);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
    expect(loaded.value.state.players['X']?.nodes).toEqual({ active: 4, sleep: 2 });
    expect(loaded.value.state.players['Y']).toMatchObject({ life: 25, deck: 20, nodes: { active: 0, sleep: 0 } });
  });

  it('refuses a node count out of bounds or a field the node area does not have, by name', () => {
    const { setup } = schemasOf(PMV_SETUP);
    expect(v.safeParse(setup, withNodes({ active: 3 })).success).toBe(true);
    expect(v.safeParse(setup, withNodes({ active: -1 })).issues?.[0]?.message).toMatch(/at least 0/);
    expect(v.safeParse(setup, withNodes({ asleep: 1 })).issues?.[0]?.message).toMatch(/unknown field/);
  });
});
