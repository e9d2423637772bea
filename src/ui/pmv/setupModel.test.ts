import { describe, expect, it } from 'vitest';
import { pmv } from '../../games/pmv/index.ts';
import type { PmvAction, PmvState } from '../../games/pmv/types.ts';
import {
  addCard,
  BOARD_PRESETS,
  boardPreset,
  CARD_PRESETS,
  EFFECT_KINDS,
  effectOfKind,
  effectTargets,
  idProblem,
  newPmvSetup,
  parseRaces,
  presetCard,
  readSetup,
  renameCard,
  setPlayer,
  toggleTactic,
  updateCard,
  withType,
  withZone,
  type PmvSetup,
} from './setupModel.ts';

const load = (setup: PmvSetup) => pmv.load({ rules: 'current', setup, actions: [] });

/** Plays actions from a preset, failing on the first refusal. */
const playOut = (setup: PmvSetup, actions: readonly PmvAction[]): PmvState => {
  const loaded = load(setup);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
  let s = loaded.value.state;
  for (const a of actions) {
    const r = pmv.apply(s, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${JSON.stringify(r.error)}`);
    s = r.value.state;
  }
  return s;
};

describe('Phantom Magic Vision set-up model', () => {
  it.each(BOARD_PRESETS)('the %s board loads and gives A priority in the main phase', (preset) => {
    const loaded = load(boardPreset(preset));
    expect(loaded.ok, JSON.stringify(loaded.ok ? null : loaded.error)).toBe(true);
    if (loaded.ok) expect(pmv.prompt(loaded.value.state)).toMatchObject({ kind: 'pmv.priority', player: 'A' });
  });

  it('the interference board plays as its comment says: newest first, 先制, then a graze', () => {
    const s = playOut(boardPreset('interference'), [
      { type: 'attack', by: 'A', attacker: 'marisa' },
      { type: 'play', by: 'B', card: 'snipe' },
      { type: 'play', by: 'A', card: 'boost' },
      { type: 'advance', by: 'B' },
      { type: 'noGraze', by: 'B' },
      { type: 'attack', by: 'A', attacker: 'reimu' },
      { type: 'defend', by: 'B', defender: 'youmu' },
      { type: 'advance', by: 'A' },
      { type: 'attack', by: 'A', attacker: 'sanae' },
      { type: 'advance', by: 'B' },
      { type: 'graze', by: 'B' },
    ]);
    expect(pmv.summary(s)).toMatchObject({
      life: { A: 25, B: 18 },
      deck: { B: 18 },
      nodes: { A: { active: 2, sleep: 1 }, B: { active: 2, sleep: 3 } },
      underworld: { A: ['reimu', 'boost'], B: ['snipe'] },
      field: { A: ['marisa', 'sanae'], B: ['youmu'] },
    });
  });

  it('the defenderGone board reaches the judge question', () => {
    const s = playOut(boardPreset('defenderGone'), [
      { type: 'attack', by: 'A', attacker: 'reimu' },
      { type: 'defend', by: 'B', defender: 'chen' },
      { type: 'play', by: 'A', card: 'charm' },
      { type: 'advance', by: 'B' },
    ]);
    expect(pmv.prompt(s)).toMatchObject({ kind: 'pmv.judge', question: 'defenderGone' });
  });

  it('the stealthPierce board: 隠密 cancels a defence of another 種族; 貫通 deals the excess', () => {
    const s = playOut(boardPreset('stealthPierce'), [
      { type: 'attack', by: 'A', attacker: 'nue' },
      { type: 'defend', by: 'B', defender: 'keine' },
      { type: 'advance', by: 'A' },
      { type: 'noGraze', by: 'B' },
      { type: 'attack', by: 'A', attacker: 'yuugi' },
      { type: 'defend', by: 'B', defender: 'kogasa' },
      { type: 'advance', by: 'A' },
    ]);
    expect(pmv.summary(s).combats).toMatchObject([
      { attacker: 'nue', defender: 'keine', defenceCancelled: true, playerDamage: 3 },
      { attacker: 'yuugi', defender: 'kogasa', playerDamage: 3 },
    ]);
  });

  it('preset names come from the screen language where given', () => {
    const setup = boardPreset('interference', (id) => (id === 'marisa' ? '霧雨魔理沙' : undefined));
    expect(setup.cards.find((c) => c.id === 'marisa')?.name).toBe('霧雨魔理沙');
    expect(setup.cards.find((c) => c.id === 'reimu')?.name).toBe('Reimu Hakurei');
  });

  it('every preset card loads in the engine with fresh ids', () => {
    let setup = newPmvSetup();
    for (const p of CARD_PRESETS) setup = addCard(setup, presetCard(setup, p));
    for (const p of CARD_PRESETS) setup = addCard(setup, presetCard(setup, p));
    expect(new Set(setup.cards.map((c) => c.id)).size).toBe(CARD_PRESETS.length * 2);
    const command = setup.cards.find((c) => c.type === 'command');
    expect(command).toMatchObject({ owner: 'B', effect: { kind: 'damage', target: 'chara1' } });
    const loaded = load(setup);
    expect(loaded.ok, JSON.stringify(loaded.ok ? null : loaded.error)).toBe(true);
  });

  it('every effect kind on a command loads', () => {
    const base = boardPreset('interference');
    for (const kind of EFFECT_KINDS) {
      const snipe = base.cards.find((c) => c.id === 'snipe');
      if (!snipe) throw new Error('preset');
      const setup = updateCard(base, 'snipe', { ...snipe, effect: effectOfKind(base, kind, snipe.effect) });
      const loaded = load(setup);
      expect(loaded.ok, `${kind}: ${JSON.stringify(loaded.ok ? null : loaded.error)}`).toBe(true);
    }
  });

  it('changing an effect kind keeps its target where it fits', () => {
    const setup = boardPreset('interference');
    const prev = { kind: 'damage', target: 'youmu', amount: 3 };
    expect(effectOfKind(setup, 'modify', prev)).toEqual({ kind: 'modify', target: 'youmu', attack: 1, toughness: 1 });
    expect(effectOfKind(setup, 'kesshi', prev)).toEqual({ kind: 'kesshi', target: 'youmu' });
    expect(effectOfKind(setup, 'life', prev)).toEqual({ kind: 'life', player: 'B', amount: 3 });
    expect(effectOfKind(setup, 'none', prev)).toEqual({ kind: 'none' });
    // A player is a damage target only.
    expect(effectOfKind(setup, 'sleep', { kind: 'damage', target: 'B', amount: 1 })).toEqual({ kind: 'sleep', target: 'marisa' });
    expect(effectTargets(setup, 'damage')).toEqual(['marisa', 'reimu', 'sanae', 'youmu', 'A', 'B']);
  });

  it('a new type or zone keeps the card in the format', () => {
    const setup = boardPreset('interference');
    const youmu = setup.cards.find((c) => c.id === 'youmu');
    if (!youmu) throw new Error('preset');
    const cmd = withType(setup, { ...youmu, sleep: true, damage: 1 }, 'command');
    expect(cmd).toMatchObject({ type: 'command', zone: 'hand', node: 0, cost: 0, effect: { kind: 'damage' } });
    expect(cmd.attack).toBeUndefined();
    expect(cmd.sleep).toBeUndefined();
    const back = withType(setup, cmd, 'character');
    expect(back).toMatchObject({ type: 'character', attack: 2, toughness: 2, graze: 1 });
    expect(back.effect).toBeUndefined();
    const inHand = withZone({ ...youmu, sleep: true, damage: 1 }, 'hand');
    expect(inHand.sleep).toBeUndefined();
    expect(inHand.damage).toBeUndefined();
    expect(toggleTactic(youmu, '貫通').tactics).toEqual(['先制', '貫通']);
    expect(toggleTactic(youmu, '先制').tactics).toEqual([]);
  });

  it('renames a card with the effects that name it, and refuses an id in use', () => {
    const setup = boardPreset('interference');
    expect(idProblem(setup, 'marisa', 'reimu')).toBe('taken');
    expect(idProblem(setup, 'marisa', 'A')).toBe('taken');
    expect(idProblem(setup, 'marisa', ' ')).toBe('empty');
    expect(idProblem(setup, 'marisa', 'marisa')).toBeNull();
    const renamed = renameCard(setup, 'marisa', 'mari');
    expect(renamed.cards.map((c) => c.id)).toContain('mari');
    expect(renamed.cards.find((c) => c.id === 'snipe')?.effect).toEqual({ kind: 'damage', target: 'mari', amount: 2 });
    expect(renameCard(setup, 'marisa', 'reimu')).toBe(setup);
    expect(load(renamed).ok).toBe(true);
  });

  it('reads a partial draft and edits players', () => {
    const s = readSetup({ players: [{ id: 'X', life: 20, nodes: { sleep: 2 } }], cards: [{ id: 'c', owner: 'X', zone: 'hand', type: 'command' }] });
    expect(s.players[0]).toEqual({ id: 'X', life: 20, deck: 20, nodes: { active: 0, sleep: 2 } });
    expect(s.active).toBe('X');
    expect(setPlayer(s, 'X', { nodes: { active: 4 } }).players[0]?.nodes).toEqual({ active: 4, sleep: 2 });
    expect(setPlayer(s, 'X', { deck: 3 }).players[0]?.deck).toBe(3);
    expect(readSetup(null)).toEqual(newPmvSetup());
    expect(parseRaces('人間、妖怪, 鬼  ')).toEqual(['人間', '妖怪', '鬼']);
  });
});
