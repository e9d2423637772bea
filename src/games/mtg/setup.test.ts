/**
 * The MTG set-up description: its board loads in every edition and starts where the rules say,
 * every effect kind it describes loads as a cast and starts in the priority form as the table
 * says, a permanent's types bring their fields, the file keeps the format's short shape, and
 * players, permanents and commander damage follow the board's edits.
 */
import { describe, expect, it } from 'vitest';
import { removeCard, renameCard, setPlayer, updateCard } from '../../engine/setupDraft.ts';
import { withCardType } from '../../engine/setupSpec.ts';
import { byId } from '../../testing/setups.ts';
import { mtg } from './index.ts';
import { addPermanent, addPlayer, commandersAgainst, duplicatePermanent, MTG_BOARDS, MTG_SETUP, newSetup, removePlayer, tidySetup, type MtgPermanentSetup, type MtgSetup } from './setup.ts';
import { MTG_EDITIONS } from './types.ts';

const load = (setup: MtgSetup, actions: unknown[] = [], rules = '2026-09') => mtg.load({ rules, setup, actions });
const permanents = (s: MtgSetup) => s.permanents ?? [];
const permanent = (s: MtgSetup, id: string): MtgPermanentSetup => byId(s.permanents, id);
const four = MTG_BOARDS.commander4;
const empty = newSetup();

describe('MTG set-up description', () => {
  it.each(MTG_EDITIONS)('the Commander board loads under %s: four at 40, a commander each, A holding priority at the beginning of combat', (rules) => {
    const loaded = load(four, [], rules);
    expect(loaded.ok, JSON.stringify(loaded.ok ? null : loaded.error)).toBe(true);
    if (!loaded.ok) return;
    expect(Object.values(loaded.value.state.players).map((p) => p.life)).toEqual([40, 40, 40, 40]);
    expect(permanents(four).filter((p) => p.commander === true).map((p) => p.controller)).toEqual(['A', 'B', 'C', 'D']);
    expect(mtg.prompt(loaded.value.state)).toMatchObject({ kind: 'mtg.priority', player: 'A', rule: { id: '507.2' } });
  });

  it('every effect kind the form offers starts at the table\'s values and loads as a cast', () => {
    const loaded = load(four);
    if (!loaded.ok) throw new Error('board');
    const offered = mtg.prompt(loaded.value.state);
    if (offered.kind !== 'mtg.priority') throw new Error(offered.kind);
    expect(offered.effects.map((o) => o.kind).toSorted()).toEqual(Object.keys(MTG_SETUP.effects).toSorted());
    for (const option of offered.effects) {
      const effect = Object.fromEntries([['kind', option.kind], ...option.fields.flatMap((f) => (f.type === 'flag' ? [] : [[f.name, f.type === 'number' ? f.initial : f.options[0]]]))]);
      const cast = load(four, [{ type: 'cast', by: 'A', effect }]);
      expect(cast.ok, `${option.kind}: ${JSON.stringify(cast.ok ? null : cast.error)}`).toBe(true);
    }
    const pump = offered.effects.find((o) => o.kind === 'pump');
    expect(pump?.fields).toContainEqual({ name: 'power', type: 'number', min: -20, max: 20, initial: 2 });
    // The file may name the damage's source; the form does not offer it.
    expect(offered.effects.find((o) => o.kind === 'damage')?.fields.map((f) => f.name)).toEqual(['target', 'amount']);
    expect(load(four, [{ type: 'cast', by: 'A', effect: { kind: 'damageEach', targets: [{ target: 'B', amount: 1 }, { target: 'wall', amount: 2 }], source: 'bears' } }]).ok).toBe(true);
  });

  it('a permanent added by name gets its type\'s fields, a unique id, and the controller the line names', () => {
    const one = addPermanent(empty, { name: 'Grizzly Bears', types: ['creature'], power: 2, toughness: 2 }, 'A');
    const two = addPermanent(one.setup, { name: 'Grizzly Bears', types: ['creature'], power: 2, toughness: 2, controller: 'B' }, 'A');
    expect(permanents(two.setup)).toEqual([
      { id: 'grizzly-bears', controller: 'A', name: 'Grizzly Bears', types: ['creature'], power: 2, toughness: 2, keywords: [], damage: 0, tapped: false, summoningSick: false },
      { id: 'grizzly-bears-2', controller: 'B', name: 'Grizzly Bears', types: ['creature'], power: 2, toughness: 2, keywords: [], damage: 0, tapped: false, summoningSick: false },
    ]);
    // The full form's blank creature: a 1/1 that loads.
    const blank = addPermanent(empty, { name: 'New creature', types: ['creature'] }, 'B');
    expect(permanent(blank.setup, blank.id)).toMatchObject({ controller: 'B', types: ['creature'], power: 1, toughness: 1 });
    expect(load(blank.setup).ok).toBe(true);
  });

  it('a battle is protected by the other player unless the judge chose; a planeswalker has loyalty and no power', () => {
    const { setup } = addPermanent(empty, { name: 'Siege', types: ['battle'], defense: 5 }, 'A');
    expect(permanent(setup, 'siege')).toMatchObject({ types: ['battle'], defense: 5, protector: 'B' });
    const walker = withCardType(MTG_SETUP, permanent(four, 'ghalta'), ['planeswalker']);
    expect(walker).toMatchObject({ loyalty: 1, commander: true, colours: ['green'] });
    expect(walker).not.toHaveProperty('power');
    expect(walker).not.toHaveProperty('blockLimit');
  });

  it('a permanent of several types has the fields of each, and loses those of a type taken away', () => {
    const both = withCardType(MTG_SETUP, permanent(four, 'bears'), ['creature', 'battle']);
    expect(both).toMatchObject({ power: 2, toughness: 2, defense: 1 });
    const battle = withCardType(MTG_SETUP, both, ['battle']);
    expect(battle).not.toHaveProperty('power');
    expect(battle).toMatchObject({ defense: 1, keywords: [] });
  });

  it('writes the quiet fields only where they differ from their starting value, the blocking ones on creatures only', () => {
    const bears = permanent(four, 'bears');
    const rich = { ...bears, protection: ['blue'], blockLimit: 'any', minBlockers: 3, blockableOnlyBy: ['flying'], toxic: 1, minusCounters: 2, deathtouched: true } as MtgPermanentSetup;
    const kept = tidySetup(updateCard(MTG_SETUP, four, 'bears', rich));
    expect(permanent(kept, 'bears')).toEqual(rich);
    const plain = tidySetup(updateCard(MTG_SETUP, kept, 'bears', { ...rich, protection: [], blockLimit: 1, minBlockers: 1, blockableOnlyBy: [], toxic: 0, minusCounters: 0, deathtouched: false, colours: [] }));
    const { colours: _, ...uncoloured } = bears;
    expect(permanent(plain, 'bears')).toEqual(uncoloured);
  });
});

describe('MTG players and commander damage', () => {
  it('adds players A to F and no more, at the last life total', () => {
    let s: MtgSetup = { ...empty, players: [{ id: 'A', life: 30 }, { id: 'B', life: 30 }] };
    for (let i = 0; i < 4; i++) s = addPlayer(s) ?? s;
    expect(s.players.map((p) => p.id)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(s.players.at(-1)).toEqual({ id: 'F', life: 30 });
    expect(addPlayer(s)).toBeNull();
  });

  it('removes a player with what they control and the damage their commanders dealt, never below two', () => {
    const hit = setPlayer(four, 'B', 'commanderDamage', { ghalta: 8, edgar: 3 });
    const without = removePlayer({ ...hit, active: 'C' }, 'C');
    if (without === null) throw new Error('C stays');
    expect(without.players.map((p) => p.id)).toEqual(['A', 'B', 'D']);
    expect(without.active).toBe('A');
    expect(permanents(without).some((p) => p.controller === 'C')).toBe(false);
    expect(without.players.find((p) => p.id === 'B')?.commanderDamage).toEqual({ ghalta: 8 });
    const two = removePlayer(removePlayer(without, 'D') ?? without, 'B');
    expect(two).toBeNull();
  });

  it('a battle whose protector leaves is protected by another opponent', () => {
    const { setup } = addPermanent({ ...four }, { name: 'Siege', types: ['battle'], defense: 4, protector: 'C' }, 'A');
    const without = removePlayer(setup, 'C');
    expect(without === null ? null : permanent(without, 'siege').protector).toBe('B');
  });

  it('keeps commander damage only from commanders, and follows a commander renamed', () => {
    const s = setPlayer(four, 'B', 'commanderDamage', { ghalta: 5 });
    expect(commandersAgainst(s, 'B')).toEqual(['ghalta', 'edgar', 'omnath']);
    const unmarked = tidySetup(updateCard(MTG_SETUP, s, 'ghalta', { ...permanent(s, 'ghalta'), commander: false }));
    expect(unmarked.players[1]).toEqual({ id: 'B', life: 40 });
    expect(tidySetup(removeCard(MTG_SETUP, s, 'ghalta')).players[1]).toEqual({ id: 'B', life: 40 });
    expect(renameCard(MTG_SETUP, s, 'ghalta', 'hunger').players[1]).toEqual({ id: 'B', life: 40, commanderDamage: { hunger: 5 } });
    expect(load(tidySetup(setPlayer(s, 'B', 'poison', 0))).ok).toBe(true);
    expect(tidySetup(setPlayer(s, 'B', 'poison', 0)).players[1]).not.toHaveProperty('poison');
  });

  it('duplicates a permanent next to the original under an id from its name', () => {
    const dup = duplicatePermanent(four, 'bears');
    expect(permanents(dup).map((p) => p.id).slice(0, 3)).toEqual(['ghalta', 'bears', 'grizzly-bears']);
    expect(permanent(dup, 'grizzly-bears')).toMatchObject({ name: 'Grizzly Bears', power: 2, colours: ['green'] });
    expect(load(dup).ok).toBe(true);
  });
});
