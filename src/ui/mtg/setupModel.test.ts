import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseQuickEntry, quickWords, type QuickEntry } from './quickEntry.ts';
import { addPermanent, duplicatePermanent, readSetup, removePermanent, toggleKeyword, updatePermanent } from './setupModel.ts';

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
