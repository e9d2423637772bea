import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseQuickEntry, quickWords, type QuickEntry } from './quickEntry.ts';
import { mtg } from '../../games/mtg/index.ts';
import {
  addPermanent,
  addPlayer,
  blankCreature,
  boardPreset,
  commandersAgainst,
  duplicatePermanent,
  readSetup,
  removePermanent,
  removePlayer,
  setCommanderDamage,
  setPoison,
  toggleKeyword,
  updatePermanent,
} from './setupModel.ts';

const entry = (line: string): QuickEntry => {
  const r = parseQuickEntry(line, quickWords([JSON.parse(readFileSync('locales/en/mtg.json', 'utf8'))]));
  if (!r.ok) throw new Error(line);
  return r.value;
};
const empty = readSetup(undefined);

describe('set-up editing', () => {
  it('starts from two players at 20 with A active', () => {
    expect(empty).toEqual({ players: [{ id: 'A', life: 20 }, { id: 'B', life: 20 }], active: 'A', permanents: [] });
  });

  it('adds from the full form a 1/1 that loads, and cuts a long name to the limit', () => {
    const added = addPermanent(empty, blankCreature('New creature'), 'B');
    expect(added.id).toBe('new-creature');
    expect(added.setup.permanents[0]).toMatchObject({ controller: 'B', name: 'New creature', types: ['creature'], power: 1, toughness: 1 });
    expect(mtg.load({ rules: '2026-09', setup: added.setup, actions: [] }).ok).toBe(true);
    const long = addPermanent(empty, entry(`${'W'.repeat(10_000)} 2/2`), 'A');
    expect(long.setup.permanents[0]?.name).toBe('W'.repeat(60));
  });

  it('adds a parsed creature under the chosen controller with a unique id', () => {
    const one = addPermanent(empty, entry('Grizzly Bears 2/2'), 'A');
    const two = addPermanent(one.setup, entry('Grizzly Bears 2/2 @B'), 'A');
    expect(two.setup.permanents).toEqual([
      { id: 'grizzly-bears', controller: 'A', name: 'Grizzly Bears', types: ['creature'], power: 2, toughness: 2, keywords: [], damage: 0, tapped: false, summoningSick: false },
      { id: 'grizzly-bears-2', controller: 'B', name: 'Grizzly Bears', types: ['creature'], power: 2, toughness: 2, keywords: [], damage: 0, tapped: false, summoningSick: false },
    ]);
  });

  it('gives a battle its protector (the other player by default)', () => {
    const { setup } = addPermanent(empty, entry('Siege defense 5'), 'A');
    expect(setup.permanents[0]).toMatchObject({ types: ['battle'], defense: 5, protector: 'B' });
    expect(setup.permanents[0]).not.toHaveProperty('power');
  });

  it('changing the type keeps only the fields of the new type', () => {
    const { setup, id } = addPermanent(empty, entry('Jace loyalty 3'), 'B');
    const p = setup.permanents[0];
    if (!p) throw new Error('no permanent');
    const next = updatePermanent(setup, id, p, 'creature');
    expect(next.permanents[0]).toMatchObject({ types: ['creature'], power: 0, toughness: 1 });
    expect(next.permanents[0]).not.toHaveProperty('loyalty');
  });

  it('duplicates next to the original and deletes by id', () => {
    const { setup, id } = addPermanent(empty, entry('Knight 2/2 first strike'), 'A');
    const dup = duplicatePermanent(setup, id);
    expect(dup.permanents.map((p) => p.id)).toEqual(['knight', 'knight-2']);
    expect(dup.permanents[1]?.keywords).toEqual(['first strike']);
    expect(removePermanent(dup, 'knight').permanents.map((p) => p.id)).toEqual(['knight-2']);
  });

  it('toggles keywords', () => {
    const { setup } = addPermanent(empty, entry('Knight 2/2 first strike'), 'A');
    const p = setup.permanents[0];
    if (!p) throw new Error('no permanent');
    expect(toggleKeyword(toggleKeyword(p, 'trample'), 'first strike').keywords).toEqual(['trample']);
  });
});

describe('multiplayer and Commander set-up', () => {
  it('adds players A to F and no more, at the last life total', () => {
    let s = empty;
    for (let i = 0; i < 6; i++) s = addPlayer(s, 40);
    expect(s.players.map((p) => p.id)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(s.players.at(-1)).toEqual({ id: 'F', life: 40 });
    expect(addPlayer(readSetup({ players: [{ id: 'A', life: 30 }, { id: 'B', life: 30 }] })).players.at(-1)).toEqual({ id: 'C', life: 30 });
  });

  it('removes a player with what they control and the damage their commanders dealt, never below two', () => {
    const four = boardPreset('commander4');
    const hit = setCommanderDamage(setCommanderDamage(four, 'B', 'ghalta', 8), 'B', 'edgar', 3);
    const without = removePlayer({ ...hit, active: 'C' }, 'C');
    expect(without.players.map((p) => p.id)).toEqual(['A', 'B', 'D']);
    expect(without.active).toBe('A');
    expect(without.permanents.some((p) => p.controller === 'C')).toBe(false);
    expect(without.players.find((p) => p.id === 'B')?.commanderDamage).toEqual({ ghalta: 8 });
    const two = removePlayer(removePlayer(without, 'D'), 'B');
    expect(two.players.map((p) => p.id)).toEqual(['A', 'B']);
  });

  it('writes poison and commander damage only when set', () => {
    const s = setPoison(setCommanderDamage(boardPreset('commander4'), 'B', 'ghalta', 5), 'B', 3);
    expect(s.players[1]).toEqual({ id: 'B', life: 40, poison: 3, commanderDamage: { ghalta: 5 } });
    const back = setPoison(setCommanderDamage(s, 'B', 'ghalta', 0), 'B', 0);
    expect(back.players[1]).toEqual({ id: 'B', life: 40 });
    expect(readSetup(s).players[1]).toEqual(s.players[1]);
  });

  it('keeps commander damage only from commanders', () => {
    const s = setCommanderDamage(boardPreset('commander4'), 'B', 'ghalta', 5);
    const ghalta = s.permanents.find((p) => p.id === 'ghalta');
    if (!ghalta) throw new Error('no ghalta');
    expect(updatePermanent(s, 'ghalta', { ...ghalta, commander: false }).players[1]).toEqual({ id: 'B', life: 40 });
    expect(removePermanent(s, 'ghalta').players[1]).toEqual({ id: 'B', life: 40 });
    expect(commandersAgainst(s, 'B').map((p) => p.id)).toEqual(['ghalta', 'edgar', 'omnath']);
  });

  it('keeps the new fields where they differ from the default, the blocking ones on creatures only', () => {
    const { setup, id } = addPermanent(empty, entry('Hydra 4/4'), 'A');
    const p = setup.permanents[0];
    if (!p) throw new Error('no permanent');
    const rich = { ...p, commander: true, colours: ['green'], protection: ['blue'], blockLimit: 'any', minBlockers: 3, blockableOnlyBy: ['flying'], toxic: 1, minusCounters: 2 } as const;
    const next = updatePermanent(setup, id, rich);
    expect(next.permanents[0]).toEqual({ ...p, commander: true, colours: ['green'], protection: ['blue'], blockLimit: 'any', minBlockers: 3, blockableOnlyBy: ['flying'], toxic: 1, minusCounters: 2 });
    const walker = updatePermanent(next, id, rich, 'planeswalker').permanents[0];
    expect(walker).toMatchObject({ commander: true, colours: ['green'], protection: ['blue'] });
    expect(walker).not.toHaveProperty('blockLimit');
    expect(walker).not.toHaveProperty('toxic');
    const plain = updatePermanent(next, id, { ...rich, commander: false, colours: [], protection: [], blockLimit: 1, minBlockers: 1, blockableOnlyBy: [], toxic: 0, minusCounters: 0 });
    expect(plain.permanents[0]).toEqual(p);
  });

  it('has a four-player Commander preset the MTG module loads in every edition', () => {
    const s = boardPreset('commander4', (key) => (key === 'ghalta' ? 'ガルタ' : undefined));
    expect(s.players).toEqual(['A', 'B', 'C', 'D'].map((id) => ({ id, life: 40 })));
    expect(s.permanents.filter((p) => p.commander).map((p) => p.controller)).toEqual(['A', 'B', 'C', 'D']);
    expect(s.permanents[0]?.name).toBe('ガルタ');
    for (const rules of ['2026-09', '2024-11', '2023-11']) expect(mtg.load({ rules, setup: s, actions: [] }).ok).toBe(true);
  });
});
