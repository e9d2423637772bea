/**
 * The rule book's pure parts over the real game modules and locale files: addresses, related
 * rules, search in both languages, and which edition a plain number opens.
 */
import { describe, expect, test } from 'vitest';
import { JUDGE_CALL, type GameId } from '../../engine/types.ts';
import { availableGames, loadGame } from '../../games/registry.ts';
import { readLocale } from '../../text/node-i18n.ts';
import { entriesOf, entryFor, levelsOf, parseRulesHash, pickKey, relatedRules, rulesHash, searchRules, splitKey, type RuleEntry } from './book.ts';

const en = readLocale('en');
const ja = readLocale('ja');

const bookOf = async (game: GameId) => {
  const module = await loadGame(game);
  if (module === null) throw new Error(`no module ${game}`);
  const keys = module.ruleKeys ?? module.rules;
  return { module, keys, entries: entriesOf(game, keys, en[game] ?? {}, ja[game] ?? {}) };
};

const find = (entries: readonly RuleEntry[], q: string) => searchRules(entries, q).map((e) => e.key);

describe('addresses', () => {
  test('a rules address names the browser, a game or one rule; anything else is not ours', () => {
    expect(parseRulesHash('#/rules')).toEqual({ game: null, key: null });
    expect(parseRulesHash('#/rules/')).toEqual({ game: null, key: null });
    expect(parseRulesHash('#/rules/mtg')).toEqual({ game: 'mtg', key: null });
    expect(parseRulesHash('#/rules/mtg/510.1c')).toEqual({ game: 'mtg', key: '510.1c' });
    expect(parseRulesHash('#/rules/mtg/510.1c@2023-11')).toEqual({ game: 'mtg', key: '510.1c@2023-11' });
    expect(parseRulesHash('#/rules/chess/1.1')).toEqual({ game: null, key: null });
    expect(parseRulesHash('#share=N4Ig')).toBeNull();
    expect(parseRulesHash('#/rulesX')).toBeNull();
    expect(parseRulesHash('')).toBeNull();
  });

  test('every cited rule, Japanese and spaces included, goes to its address and back', async () => {
    for (const game of availableGames()) {
      const { keys } = await bookOf(game);
      for (const key of keys) expect(parseRulesHash(rulesHash(game, key))).toEqual({ game, key });
    }
    expect(rulesHash('bs', 'BS-FAQ アタックステップ Q5')).not.toContain(' ');
  });

  test('a key splits into number and edition', () => {
    expect(splitKey('510.1c@2024-11')).toEqual({ id: '510.1c', edition: '2024-11' });
    expect(splitKey('7.3.2b')).toEqual({ id: '7.3.2b', edition: undefined });
  });
});

describe('related rules', () => {
  test('levels of each game numbering', () => {
    expect(levelsOf('510.1c')).toEqual(['510', '1', 'c']);
    expect(levelsOf('702.111b')).toEqual(['702', '111', 'b']);
    expect(levelsOf('7.3.2b')).toEqual(['7', '3', '2', 'b']);
    expect(levelsOf('1.12.9.a')).toEqual(['1', '12', '9', 'a']);
    expect(levelsOf('BS-RM p08 ❺')).toEqual(['BS-RM', 'p08', '❺']);
  });

  test('MTG 510.1c: its parent 510.1 and its siblings 510.1a, 510.1b, 510.1d, from the rules MTG cites', async () => {
    const { module } = await bookOf('mtg');
    const r = relatedRules('510.1c', module.rules);
    expect(r.parent).toBe('510.1');
    expect(r.siblings).toEqual(['510.1a', '510.1b', '510.1d']);
    expect(r.children).toEqual([]);
  });

  test('MTG 510.1: the rule 510 above it and 510.1a-d within it, siblings in number order', async () => {
    const { module } = await bookOf('mtg');
    const r = relatedRules('510.1', module.rules);
    expect(r.parent).toBe('510');
    expect(r.children).toEqual(['510.1a', '510.1b', '510.1c', '510.1d']);
    expect(r.siblings).toEqual(['510.2', '510.3', '510.4']);
  });

  test('a parent the game does not cite is skipped for the nearest one it does', () => {
    expect(relatedRules('702.19b', ['702.19b', '702.19c', '702', '702.2b']).parent).toBe('702');
    expect(relatedRules('702.19b', ['702.19b', '702.19c']).parent).toBeNull();
    expect(relatedRules('702.19b', ['702.19b', '702.19c']).siblings).toEqual(['702.19c']);
  });

  test('other games: FaB by section, PMV with dotted letters, Battle Spirits by manual step', async () => {
    const fab = relatedRules('7.3.2b', (await bookOf('fab')).module.rules);
    expect(fab.parent).toBe('7.3.2');
    expect(fab.siblings).toEqual(expect.arrayContaining(['7.3.2a', '7.3.2c', '7.3.2d']));
    expect(fab.siblings).not.toContain('7.3.2b');
    const pmv = relatedRules('1.12.9.a', (await bookOf('pmv')).module.rules);
    expect(pmv.siblings).toEqual(['1.12.9.b']);
    const bs = relatedRules('BS-RM p08 ❺', (await bookOf('bs')).module.rules);
    expect(bs.siblings).toContain('BS-RM p08 ❹');
    expect(bs.siblings).not.toContain(JUDGE_CALL);
    expect(relatedRules('BS-FAQ アタックステップ Q5', (await bookOf('bs')).module.rules).siblings).toHaveLength(5);
  });
});

describe('the book and its search', () => {
  test('every game has an entry per cited rule with words in both languages, judge-call left out', async () => {
    for (const game of availableGames()) {
      const { keys, entries } = await bookOf(game);
      expect(entries.length).toBe(keys.filter((k) => k !== JUDGE_CALL).length);
      const blank = entries.filter((e) => !e.en.title || !e.en.summary || !e.ja.title || !e.ja.summary).map((e) => e.key);
      expect(blank, `${game} rules without words`).toEqual([]);
    }
  });

  test('judge-call is no rule of the list, but its card has the game\'s own words', () => {
    const fab = entryFor('fab', JUDGE_CALL, en['fab'] ?? {}, ja['fab'] ?? {});
    expect(fab.en.summary).not.toBe('');
    expect(fab.ja.summary).not.toBe(fab.en.summary);
    expect(entriesOf('fab', ['7.3.2b', JUDGE_CALL], en['fab'] ?? {}, ja['fab'] ?? {}).map((e) => e.key)).toEqual(['7.3.2b']);
  });

  test('by number: the number and the rules under it first', async () => {
    const { entries } = await bookOf('mtg');
    const hits = find(entries, '510.1');
    expect(hits.slice(0, 2)).toEqual(['510.1', '510.1a']);
    expect(hits).toContain('510.1c@2024-11');
    expect(find(entries, '702.19b')).toEqual(['702.19b']);
  });

  test('by a word in either language, whatever the screen language, full-width or not', async () => {
    const { entries } = await bookOf('mtg');
    const trample = entries.find((e) => e.key === '702.19b') as RuleEntry;
    // A Japanese word of the rule's own title finds it, and so does an English word of its title.
    const jaWord = trample.ja.title.slice(0, 3);
    expect(find(entries, jaWord)).toContain('702.19b');
    expect(find(entries, trample.en.title.split(' ')[0] as string)).toContain('702.19b');
    expect(find(entries, '７０２．１９ｂ')).toEqual(['702.19b']);
    expect(find(entries, 'TRAMPLE')).toEqual(find(entries, 'trample'));
  });

  test('every word must match; nothing matches nonsense; an empty query lists all', async () => {
    const { entries } = await bookOf('fab');
    expect(find(entries, 'qqqzzz')).toEqual([]);
    expect(find(entries, '  ')).toHaveLength(entries.length);
    // One English and one Japanese word of the same rule find it together; either with a word it lacks finds nothing.
    const go = entries.find((e) => e.id === '7.3.2b') as RuleEntry;
    const enWord = go.en.title.split(' ').at(-1) as string;
    const jaWord = go.ja.title.slice(0, 2);
    expect(find(entries, `${enWord} ${jaWord}`)).toContain('7.3.2b');
    expect(find(entries, `${enWord} qqqzzz`)).toEqual([]);
  });

  test('a plain number with one text per edition opens the session edition, else the newest', async () => {
    const { module, keys } = await bookOf('mtg');
    expect(pickKey('510.1c', keys, module.editions, '2023-11')).toBe('510.1c@2023-11');
    expect(pickKey('510.1c', keys, module.editions)).toBe(`510.1c@${module.editions[0]}`);
    expect(pickKey('509.3', keys, module.editions, '2024-11')).toBe('509.3@2023-11');
    expect(pickKey('510.1', keys, module.editions, '2023-11')).toBe('510.1');
    expect(pickKey('999.9', keys, module.editions)).toBeNull();
  });
});
