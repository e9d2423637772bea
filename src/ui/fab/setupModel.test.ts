import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fab } from '../../games/fab/index.ts';
import {
  addCard,
  DURATIONS,
  EDITABLE_TYPES,
  EFFECT_KINDS,
  effectOfKind,
  effectTargets,
  exampleSetup,
  GRANTABLE,
  canonicalKeyword,
  keywordEntry,
  keywordProblems,
  KEYWORDS,
  keywordWords,
  moreCount,
  newFabSetup,
  newTrigger,
  parseKeywords,
  presetCard,
  PRESETS,
  readSetup,
  removeCard,
  setKeywordN,
  setPlayer,
  toggleKeyword,
  toggleType,
  TRIGGER_WHEN,
  withAttackLimit,
  withAttacksThisTurn,
  withEffect,
  withEffectField,
  withFlag,
  withTriggers,
  ZONES,
  type FabSetup,
} from './setupModel.ts';

const read = (lang: string): Record<string, string> => JSON.parse(readFileSync(`locales/${lang}/fab.json`, 'utf8'));

const loads = (setup: FabSetup) => {
  const loaded = fab.load({ rules: 'current', setup, actions: [] });
  return loaded.ok ? 'ok' : loaded.error.map((e) => `${e.path}: ${e.message}`).join('; ');
};

describe('FaB set-up model', () => {
  it('every preset card loads in the engine with fresh ids', () => {
    let setup = newFabSetup();
    for (const p of PRESETS) setup = addCard(setup, presetCard(setup, p));
    expect(new Set(setup.cards.map((c) => c.id)).size).toBe(PRESETS.length);
    expect(loads(setup)).toBe('ok');
  });

  it('the example board loads and offers A an attack', () => {
    const loaded = fab.load({ rules: 'current', setup: exampleSetup(), actions: [] });
    expect(loaded.ok).toBe(true);
    if (loaded.ok) expect(fab.prompt(loaded.value.state)).toMatchObject({ kind: 'fab.priority', player: 'A' });
  });

  it('reads a partial draft, edits players and cards, parses keywords', () => {
    const s = readSetup({ players: [{ id: 'X', life: 7 }], cards: [{ id: 'c', owner: 'X', zone: 'hand', types: [] }] });
    expect(s.players[0]).toEqual({ id: 'X', life: 7, actionPoints: 0, resources: 0 });
    expect(s.active).toBe('X');
    expect(setPlayer(s, 'X', { life: 3 }).players[0]?.life).toBe(3);
    expect(removeCard(s, 'c').cards).toEqual([]);
    expect(parseKeywords('Go again, piercing 2、 dominate')).toEqual(['go again', 'piercing 2', 'dominate']);
  });

  it('keywords in either language are stored as the engine ids, and what the editor accepts the engine loads', () => {
    const words = keywordWords([read('en'), read('ja')]);
    expect(canonicalKeyword('続行', words)).toBe('go again');
    expect(canonicalKeyword('Go again', words)).toBe('go again');
    expect(canonicalKeyword('ウォード 3', words)).toBe('ward 3');
    expect(canonicalKeyword('ウォード３', words)).toBe('ward 3');
    expect(canonicalKeyword('ward', words)).toBe('ward 1');
    expect(canonicalKeyword('flying', words)).toBe('flying');
    // Every keyword name the chips show, in both languages, read from a draft, loads.
    for (const lang of ['en', 'ja']) {
      const names = read(lang);
      const texts = KEYWORDS.map((k) => names[`keyword.${k}`] as string);
      const setup = readSetup({ ...newFabSetup(), cards: [{ id: 'c', owner: 'A', zone: 'hand', types: ['action', 'attack'], power: 3, keywords: texts }] }, words);
      expect(setup.cards[0]?.keywords?.map((k) => k.replace(/ \d+$/, ''))).toEqual([...KEYWORDS]);
      expect(keywordProblems(setup.cards[0]!)).toEqual([]);
      expect(loads(setup)).toBe('ok');
    }
    // A word the engine refuses is named by the editor with the engine's own rule.
    const odd = readSetup({ ...newFabSetup(), cards: [{ id: 'c', owner: 'A', zone: 'hand', types: ['action'], keywords: ['flying', '続行', 'go again 2'] }] }, words);
    expect(keywordProblems(odd.cards[0]!)).toEqual(['flying', 'go again 2']);
    expect(loads(odd)).toContain('unknown keyword "flying"');
    expect(loads({ ...odd, cards: odd.cards.map((c) => ({ ...c, keywords: ['go again'] })) })).toBe('ok');
  });

  it('preset cards are named in the language given, a second of a kind with its number', () => {
    for (const lang of ['en', 'ja']) {
      const names = read(lang);
      const name = (key: string) => names[`ui.setup.cardName.${key}`];
      let setup = newFabSetup();
      for (const p of PRESETS) setup = addCard(setup, presetCard(setup, p, name));
      setup = addCard(setup, presetCard(setup, 'weapon', name));
      expect(setup.cards.map((c) => c.name)).toEqual([...PRESETS.map((p) => name(p)), `${name('weapon')} 2`]);
      expect(new Set(setup.cards.map((c) => c.name)).size).toBe(PRESETS.length + 1);
      expect(loads(setup)).toBe('ok');
    }
  });

  it('keyword chips: a numbered keyword is added with N = 1, its N set, and taken out again', () => {
    const card = presetCard(newFabSetup(), 'equipment');
    const warded = setKeywordN(toggleKeyword(card, 'ward'), 'ward', 3);
    expect(warded.keywords).toEqual(['ward 3']);
    expect(keywordEntry(warded, 'ward')).toEqual({ keyword: 'ward', n: 3 });
    const both = toggleKeyword(warded, 'temper');
    expect(both.keywords).toEqual(['ward 3', 'temper']);
    expect(toggleKeyword(both, 'ward').keywords).toEqual(['temper']);
  });

  it('types bring and take their fields: an ally its life, weapons and allies their attack limit, actions "as an instant"', () => {
    const setup = newFabSetup();
    const ally = toggleType({ id: 'x', owner: 'A', zone: 'arena', types: [] }, 'ally');
    expect(ally.life).toBe(2);
    const limited = withAttacksThisTurn(withAttackLimit(ally, null), 1);
    expect(limited).toMatchObject({ attackLimit: null, attacksThisTurn: 1 });
    const notAlly = toggleType(limited, 'ally');
    expect(notAlly).not.toHaveProperty('life');
    expect(notAlly).not.toHaveProperty('attackLimit');
    expect(notAlly).not.toHaveProperty('attacksThisTurn');
    expect(withAttackLimit(ally, 1)).not.toHaveProperty('attackLimit');
    const action = withFlag(presetCard(setup, 'block'), 'asInstant', true);
    expect(action.asInstant).toBe(true);
    expect(toggleType(action, 'action')).not.toHaveProperty('asInstant');
  });

  it('effects of every kind and triggers at every moment load, with an ally, an arsenal card and the new flags', () => {
    let setup = exampleSetup();
    setup = addCard(setup, presetCard(setup, 'ally'));
    const ally = setup.cards.at(-1)?.id ?? '';
    // The defender's arsenal: a defense reaction with ambush.
    setup = addCard(setup, { ...presetCard(setup, 'defenseReaction'), zone: 'arsenal', keywords: ['ambush'] });
    const kinds = EFFECT_KINDS.map((k) => effectOfKind(setup, k, undefined));
    expect(kinds.map((e) => e.kind)).toEqual([...EFFECT_KINDS]);
    // Damage may name an ally; arcane is a flag left out when off.
    const arcane = withEffectField({ ...effectOfKind(setup, 'damage', undefined), player: ally }, 'arcane', true);
    expect(effectTargets(setup, 'damage')).toContain(ally);
    expect(withEffectField(arcane, 'arcane', undefined)).not.toHaveProperty('arcane');
    const timed = withEffectField(effectOfKind(setup, 'power', undefined), 'until', 'turn');
    const granted = withEffectField(effectOfKind(setup, 'keyword', undefined), 'keyword', GRANTABLE[2]);
    const jab = setup.cards.find((c) => c.id === 'jab');
    if (!jab) throw new Error('jab');
    const triggers = [...TRIGGER_WHEN.map((when, i) => ({ ...newTrigger(setup, jab), when, effect: kinds[i % kinds.length] ?? timed })), { when: 'hit', effect: arcane, name: 'Zap' }, { when: 'attack', effect: granted }];
    const rich = withFlag(withTriggers(withEffect(jab, timed), triggers), 'illusionist', true);
    expect(moreCount(rich)).toBe(3);
    setup = { ...setup, cards: setup.cards.map((c) => (c.id === 'jab' ? rich : c)) };
    setup = { ...setup, cards: setup.cards.map((c) => (c.id === 'sword' ? withAttacksThisTurn(withAttackLimit(c, 2), 1) : c)) };
    expect(loads(setup)).toBe('ok');
  });

  it('every word the set-up builds from a list is in both languages', () => {
    const keys = [
      ...ZONES.map((z) => `zone.${z}`),
      ...EDITABLE_TYPES.map((ty) => `type.${ty}`),
      ...KEYWORDS.map((k) => `keyword.${k}`),
      ...EFFECT_KINDS.flatMap((k) => [`effect.${k}`, `effectLine.${k}`]),
      ...DURATIONS.map((d) => `until.${d}`),
      ...TRIGGER_WHEN.map((w) => `trigger.${w}`),
      ...PRESETS.map((p) => `ui.setup.preset.${p}`),
    ];
    for (const lang of ['en', 'ja']) {
      const text = read(lang);
      expect(keys.filter((k) => !text[k]?.trim()), lang).toEqual([]);
    }
  });
});
