/**
 * The Flesh and Blood set-up description: its board and every card preset load and start where
 * the rules say, every effect kind and trigger moment loads, the editor and the priority prompt
 * start an effect alike, a card's types bring their fields, keywords in either language are
 * written as the loader reads them, and a renamed card is followed by what names it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addCard, distinctName, freeId, readDraft, removeCard, renameCard, setPlayer, updateCard } from '../../engine/setupDraft.ts';
import { effectOf, itemOf, withCardType } from '../../engine/setupSpec.ts';
import { byId, loads } from '../../testing/setups.ts';
import { fab } from './index.ts';
import { canonicalKeyword, FAB_BOARDS, FAB_CARDS, FAB_SETUP, keywordEntry, keywordProblems, keywordWords, newSetup, setKeywordN, setupDomains, toggleKeyword, withKeywordIds, type FabCardSetup, type FabSetup } from './setup.ts';
import { EFFECT_KINDS, FAB_KEYWORDS, GRANTABLE, TRIGGER_WHEN, type Effect } from './types.ts';

const words = (lang: string): Record<string, string> => JSON.parse(readFileSync(`locales/${lang}/fab.json`, 'utf8'));

const cards = (s: FabSetup): FabCardSetup[] => s.cards ?? [];
const card = (s: FabSetup, id: string): FabCardSetup => byId(s.cards, id);
const put = (s: FabSetup, id: string, patch: Partial<FabCardSetup>): FabSetup => updateCard(FAB_SETUP, s, id, { ...card(s, id), ...patch });

/** A card preset added as the set-up screen adds it: named in the language given, a second of a kind with its number. */
const addPreset = (setup: FabSetup, preset: keyof typeof FAB_CARDS, name?: (preset: string) => string | undefined): FabSetup => {
  const made = FAB_CARDS[preset](setup, (stem) => freeId(FAB_SETUP, setup, stem));
  const named = name?.(preset) === undefined ? made : { ...made, name: name(preset) as string };
  return addCard(FAB_SETUP, setup, distinctName(FAB_SETUP, setup, named));
};
const PRESETS = Object.keys(FAB_CARDS) as (keyof typeof FAB_CARDS)[];

describe('Flesh and Blood set-up description', () => {
  it('the example board loads and gives A priority in the action phase', () => {
    const loaded = fab.load({ rules: 'current', setup: FAB_BOARDS.example, actions: [] });
    expect(loaded.ok).toBe(true);
    if (loaded.ok) expect(fab.prompt(loaded.value.state)).toMatchObject({ kind: 'fab.priority', player: 'A' });
  });

  it('every card preset, twice, loads with fresh ids, named in the language given, a second of a kind with its number', () => {
    for (const lang of ['en', 'ja']) {
      const name = (preset: string) => words(lang)[`ui.setup.cardName.${preset}`];
      let setup = newSetup();
      for (const round of [1, 2]) for (const p of PRESETS) setup = addPreset(setup, p, round === 1 || p === 'weapon' ? name : undefined);
      expect(new Set(cards(setup).map((c) => c.id)).size).toBe(2 * PRESETS.length);
      expect(cards(setup).slice(0, PRESETS.length).map((c) => c.name)).toEqual(PRESETS.map(name));
      expect(card(setup, 'wpn2').name).toBe(`${name('weapon')} 2`);
      expect(loads(fab, setup)).toBe('ok');
    }
  });

  it('the attack reaction raises the turn player\'s attack, or this chain link; the instant prevents for the defender', () => {
    expect(addPreset(newSetup(), 'attackReaction').cards?.[0]?.effect).toEqual({ kind: 'power', target: 'chainLink', amount: 2 });
    expect(card(addPreset(FAB_BOARDS.example, 'attackReaction'), 'ar1').effect).toEqual({ kind: 'power', target: 'jab', amount: 2 });
    expect(card(addPreset(FAB_BOARDS.example, 'instant'), 'ins1')).toMatchObject({ owner: 'B', effect: { kind: 'prevent', player: 'B', amount: 2 } });
  });

  it('describes the engine\'s effect kinds, in its order', () => {
    expect(Object.keys(FAB_SETUP.effects)).toEqual([...EFFECT_KINDS]);
  });

  it('every effect kind at its starting values loads as a card\'s effect and in a trigger at every moment, beside an ally, an arsenal card and the flags', () => {
    let setup = addPreset(FAB_BOARDS.example, 'ally');
    // The defender's arsenal: a defense reaction with ambush.
    setup = addCard(FAB_SETUP, setup, { ...FAB_CARDS.defenseReaction(setup, (stem) => freeId(FAB_SETUP, setup, stem)), zone: 'arsenal', keywords: ['ambush'] });
    const domains = setupDomains(setup);
    const kinds = EFFECT_KINDS.map((k) => effectOf(FAB_SETUP.effects, k, domains) as Effect);
    expect(kinds.map((e) => e.kind)).toEqual([...EFFECT_KINDS]);
    // Damage may name an ally, and be arcane; a change may last the turn; a keyword granted may be any grantable one.
    const extras: Effect[] = [
      { kind: 'damage', player: 'ally1', amount: 2, arcane: true },
      { kind: 'power', target: 'chainLink', amount: -3, until: 'turn' },
      { kind: 'keyword', target: 'chainLink', keyword: GRANTABLE[2] },
    ];
    const triggers = [...kinds, ...extras].map((effect, i) => ({ when: TRIGGER_WHEN[i % TRIGGER_WHEN.length] ?? 'attack', effect, ...(i === 0 ? { name: 'Zap' } : {}) }));
    for (const effect of [...kinds, ...extras]) {
      const rich = put(put(setup, 'jab', { effect, triggers, illusionist: true }), 'sword', { attackLimit: 2, attacksThisTurn: 1 });
      expect(loads(fab, rich), effect.kind).toBe('ok');
    }
  });

  it('the set-up editor and the priority prompt start an effect alike: +1 power to this chain link, lasting as usual', () => {
    const domains = setupDomains(FAB_BOARDS.example);
    expect(effectOf(FAB_SETUP.effects, 'power', domains)).toEqual({ kind: 'power', target: 'chainLink', amount: 1 });
    const loaded = fab.load({ rules: 'current', setup: FAB_BOARDS.example, actions: [] });
    if (!loaded.ok) throw new Error('example');
    const p = fab.prompt(loaded.value.state);
    if (p.kind !== 'fab.priority') throw new Error(p.kind);
    const fields = (kind: string) => p.effects.find((e) => e.kind === kind)?.fields;
    expect(fields('power')).toContainEqual({ name: 'amount', type: 'number', min: -20, max: 99, initial: 1 });
    expect(fields('power')).toContainEqual({ name: 'until', type: 'term', term: 'until', options: ['chainLink', 'combatChain', 'turn'] });
    expect(fields('damage')).toEqual([
      { name: 'player', type: 'target', options: ['A', 'B'] },
      { name: 'amount', type: 'number', min: 0, max: 99, initial: 1 },
      { name: 'arcane', type: 'flag' },
    ]);
  });

  it('changing an effect\'s kind keeps its target where the new kind may name it, and its duration', () => {
    const domains = setupDomains(FAB_BOARDS.example);
    const prev = { kind: 'power', target: 'jab', amount: 3, until: 'turn' };
    expect(effectOf(FAB_SETUP.effects, 'defense', domains, prev)).toEqual({ kind: 'defense', target: 'jab', amount: 1, until: 'turn' });
    expect(effectOf(FAB_SETUP.effects, 'destroy', domains, prev)).toEqual({ kind: 'destroy', target: 'jab' });
    // Only a weapon or an ally attacks again: the sword, not Head Jab.
    expect(effectOf(FAB_SETUP.effects, 'extraAttack', domains, prev)).toEqual({ kind: 'extraAttack', target: 'sword' });
    expect(effectOf(FAB_SETUP.effects, 'keyword', domains, prev)).toEqual({ kind: 'keyword', target: 'jab', keyword: 'go again' });
  });

  it('a new trigger fires when the card attacks, with +1 power to this chain link', () => {
    expect(itemOf(FAB_SETUP.fields.triggers.of, FAB_SETUP.effects, setupDomains(FAB_BOARDS.example))).toEqual({ when: 'attack', effect: { kind: 'power', target: 'chainLink', amount: 1 } });
  });

  it('types bring and take their fields: an ally its life, weapons and allies their attack limit, actions "as an instant"; figures stay whatever the types', () => {
    const bare: FabCardSetup = { id: 'x', owner: 'A', zone: 'arena', types: [], power: 3, keywords: ['go again'] };
    const ally = withCardType(FAB_SETUP, bare, ['ally']);
    expect(ally).toMatchObject({ types: ['ally'], life: 2, power: 3, keywords: ['go again'] });
    // Once per turn is the default: a new ally or weapon does not write it.
    expect(ally).not.toHaveProperty('attackLimit');
    const limited = { ...ally, attackLimit: null, attacksThisTurn: 1 };
    const notAlly = withCardType(FAB_SETUP, limited, []);
    expect(notAlly).toMatchObject({ power: 3, keywords: ['go again'] });
    for (const gone of ['life', 'attackLimit', 'attacksThisTurn']) expect(notAlly).not.toHaveProperty(gone);
    const action = { ...card(FAB_BOARDS.example, 'block'), asInstant: true };
    expect(withCardType(FAB_SETUP, action, ['instant'])).not.toHaveProperty('asInstant');
  });

  it('keyword chips: a numbered keyword is added with N = 1, its N set, and taken out again', () => {
    const gear = card(addPreset(newSetup(), 'equipment'), 'eq1');
    const warded = setKeywordN(toggleKeyword(gear, 'ward'), 'ward', 3);
    expect(warded.keywords).toEqual(['ward 3']);
    expect(keywordEntry(warded, 'ward')).toEqual({ keyword: 'ward', n: 3 });
    const both = toggleKeyword(warded, 'temper');
    expect(both.keywords).toEqual(['ward 3', 'temper']);
    expect(toggleKeyword(both, 'ward').keywords).toEqual(['temper']);
  });

  it('keywords in either language are written as the engine\'s ids, and what the chips show loads', () => {
    const both = keywordWords([words('en'), words('ja')]);
    expect(canonicalKeyword('続行', both)).toBe('go again');
    expect(canonicalKeyword('Go again', both)).toBe('go again');
    expect(canonicalKeyword('ウォード 3', both)).toBe('ward 3');
    expect(canonicalKeyword('ウォード３', both)).toBe('ward 3');
    expect(canonicalKeyword('ward', both)).toBe('ward 1');
    expect(canonicalKeyword('flying', both)).toBe('flying');
    for (const lang of ['en', 'ja']) {
      const texts = FAB_KEYWORDS.map((k) => words(lang)[`keyword.${k}`] as string);
      const setup = withKeywordIds({ ...newSetup(), cards: [{ id: 'c', owner: 'A', zone: 'hand', types: ['action', 'attack'], power: 3, keywords: texts }] }, both);
      expect(card(setup, 'c').keywords?.map((k) => k.replace(/ \d+$/, ''))).toEqual([...FAB_KEYWORDS]);
      expect(keywordProblems(card(setup, 'c'))).toEqual([]);
      expect(loads(fab, setup)).toBe('ok');
    }
    // A word the loader refuses is named by the editor with the loader's own rule.
    const odd = withKeywordIds({ ...newSetup(), cards: [{ id: 'c', owner: 'A', zone: 'hand', types: ['action'], keywords: ['flying', '続行', 'go again 2'] }] }, both);
    expect(keywordProblems(card(odd, 'c'))).toEqual(['flying', 'go again 2']);
    expect(loads(fab, odd)).toContain('unknown keyword "flying"');
    expect(loads(fab, put(odd, 'c', { keywords: ['go again'] }))).toBe('ok');
  });

  it('a renamed card is followed by the effects and triggers that name it', () => {
    const trigger = { when: 'hit' as const, effect: { kind: 'extraAttack' as const, target: 'sword' } };
    const setup = put(addPreset(FAB_BOARDS.example, 'attackReaction'), 'jab', { triggers: [trigger] });
    const renamed = renameCard(FAB_SETUP, renameCard(FAB_SETUP, setup, 'sword', 'blade'), 'jab', 'jab2');
    expect(card(renamed, 'jab2').triggers).toEqual([{ when: 'hit', effect: { kind: 'extraAttack', target: 'blade' } }]);
    expect(card(renamed, 'ar1').effect).toEqual({ kind: 'power', target: 'jab2', amount: 2 });
    expect(loads(fab, renamed)).toBe('ok');
  });

  it('reads a partial draft, and edits a hero and the cards', () => {
    const s = readDraft(FAB_SETUP, { players: [{ id: 'X', life: 7 }], cards: [{ id: 'c', owner: 'X', zone: 'hand', types: [] }] }, newSetup) as FabSetup;
    expect(s.players).toEqual([{ id: 'X', life: 7 }]);
    expect(s.active).toBe('X');
    expect(setPlayer(s, 'X', 'life', 3).players[0]?.life).toBe(3);
    expect(setPlayer(s, 'X', 'resources', 2).players[0]).toEqual({ id: 'X', life: 7, resources: 2 });
    expect(cards(removeCard(FAB_SETUP, s, 'c'))).toEqual([]);
  });
});
