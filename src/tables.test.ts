/**
 * Rules live in tables, prompts and views, not in names and screens (docs/adding-a-game.md):
 *
 * - step, move, prompt, view and effect code asks a game's keyword table for a hook and never
 *   tests a keyword by name: no keyword of the game compared (`k === 'blade break'`, `case
 *   'spectra':`) or looked for (`has(c, '速攻')`, `.includes('flying')`) outside the places that
 *   list the keywords (its keywords.ts, its types.ts, its loader). Shared code knows no game's
 *   keywords at all;
 * - a rule number reaches a screen only through a prompt or a view: no string literal in src/ui
 *   that is a rule id of a game or looks like one ('802.4', '1.12.8.a').
 *
 * Shipped code only: tests and test kits name keywords and rules to set positions up and check
 * them. The fuzz's oracles (src/fuzz) re-derive the rules by name on purpose, apart from the
 * tables they check, so they are not scanned.
 */
import { describe, expect, test } from 'vitest';
import { JUDGE_CALL } from './engine/types.ts';
import { readSource, sourceFiles, sourceOf, type Source } from './testing/sourceTree.ts';
import { BS_RULES } from './games/bs/rules.ts';
import { BS_KEYWORDS } from './games/bs/types.ts';
import { FAB_RULES } from './games/fab/rules.ts';
import { FAB_KEYWORDS } from './games/fab/types.ts';
import { MTG_RULES } from './games/mtg/rules.ts';
import { MTG_KEYWORDS } from './games/mtg/types.ts';
import { PMV_RULES } from './games/pmv/rules.ts';
import { TACTICS } from './games/pmv/types.ts';

const KEYWORDS: Readonly<Record<string, readonly string[]>> = { mtg: MTG_KEYWORDS, fab: FAB_KEYWORDS, bs: BS_KEYWORDS, pmv: TACTICS };
const ALL_KEYWORDS = Object.values(KEYWORDS).flat();

/** The files that list a game's keywords rather than test them: the table, the types, the loader. */
const LISTS = /^src\/games\/[a-z]+\/(keywords|types|load)\.ts$/;
const isShipped = (path: string): boolean => !/\.test\.tsx?$/.test(path) && !path.endsWith('/testkit.ts') && !path.includes('/testing/');

/** Comments blanked to spaces (line breaks kept, so a finding names its line); strings and code untouched. */
export const blankComments = (text: string): string => {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (c === "'" || c === '"' || c === '`') {
      const end = closingQuote(text, i);
      out += text.slice(i, end);
      i = end;
    } else if (text.startsWith('//', i)) {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end;
    } else if (text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else {
      out += c;
      i++;
    }
  }
  return out;
};

/** Where the string literal opening at `at` ends (just past its closing quote). */
const closingQuote = (text: string, at: number): number => {
  const quote = text[at];
  for (let i = at + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === quote) return i + 1;
    else if (text[i] === '\n' && quote !== '`') return i;
  }
  return text.length;
};

const lineAt = (text: string, index: number): number => text.slice(0, index).split('\n').length;

/** A string literal: its quote (named, so the pattern can sit after other groups) and its text, the next group. */
const LITERAL = String.raw`(?<q>['"])((?:\\.|(?!\k<q>)[^\\\n])*)\k<q>`;
/** A literal compared (either side of ==, ===, != or !==). */
const COMPARED = [new RegExp(String.raw`[!=]==?\s*${LITERAL}`, 'g'), new RegExp(String.raw`${LITERAL}\s*[!=]==?`, 'g')];
/**
 * A switch case on a literal. Not looked for in src/ui: a screen switches over its own ids (the
 * set-up's presets, named after the ruling they show: BS's 'confront'), and tests a card's
 * keywords, if ever, with the comparisons and calls above.
 */
const CASE = new RegExp(String.raw`\bcase\s+${LITERAL}\s*:`, 'g');
/**
 * A literal looked for: an argument of has(), hasKeyword(), includes() or indexOf(), after
 * arguments without calls or strings. The table's own questions (hasHook, withHook, tacticWith)
 * take hook names, some of which are also keywords ('trample'), and are not looked at.
 */
const LOOKED_FOR = new RegExp(String.raw`(?:^|[^\w$])(has|hasKeyword|includes|indexOf|lastIndexOf)\(\s*(?:[^()'"\x60]*,\s*)?${LITERAL}`, 'g');

/** Each keyword of `keywords` the code compares or looks for, as `path:line: 'keyword' how`. */
export const keywordTests = ({ path, text }: Source, keywords: readonly string[]): string[] => {
  const code = blankComments(text);
  const found: { at: number; line: string }[] = [];
  const patterns = path.startsWith('src/ui/') ? COMPARED : [...COMPARED, CASE];
  for (const pattern of patterns)
    for (const m of code.matchAll(pattern)) if (keywords.includes(m[2] as string)) found.push({ at: m.index, line: `'${m[2]}' compared` });
  for (const m of code.matchAll(LOOKED_FOR)) if (keywords.includes(m[3] as string)) found.push({ at: m.index, line: `'${m[3]}' looked for with ${m[1]}()` });
  return found.toSorted((a, b) => a.at - b.at).map((f) => `${path}:${lineAt(code, f.at)}: ${f.line}`);
};

/** Which keywords a shipped file may not test: its game's in the game's folders, every game's in shared code; none in the lists. */
export const keywordsFor = (path: string): readonly string[] => {
  if (!isShipped(path) || LISTS.test(path) || path.startsWith('src/fuzz/')) return [];
  const game = /^src\/(?:games|ui)\/([a-z]+)\//.exec(path)?.[1];
  if (game !== undefined && KEYWORDS[game] !== undefined) return KEYWORDS[game];
  return ALL_KEYWORDS;
};

const RULE_IDS = new Set<string>([...MTG_RULES, ...FAB_RULES, ...BS_RULES, ...PMV_RULES].filter((id) => id !== JUDGE_CALL));
/** A section number with a letter or two ('509.1c', '1.12.8.a', '6.2'), the shape of MTG's, FaB's and PMV's rule ids. */
const RULE_SHAPE = /^\d+(?:\.\d+)+[a-z]?(?:\.[a-z])?$/;

/** Each string literal in a screen's code that is a rule id of some game or looks like one, as `path:line: 'id'`. */
export const ruleLiterals = ({ path, text }: Source): string[] => {
  const code = blankComments(text);
  const out: string[] = [];
  for (const m of code.matchAll(new RegExp(LITERAL, 'g'))) {
    const value = m[2] as string;
    if (RULE_IDS.has(value) || RULE_SHAPE.test(value)) out.push(`${path}:${lineAt(code, m.index)}: '${value}'`);
  }
  return out;
};

describe('the scanners', () => {
  test('find a keyword compared, in a switch case, or looked for with has(), hasKeyword() or includes()', () => {
    const code = sourceOf(
      'src/games/x/steps.ts',
      "const sleep = use.defend || !has(card, '速攻');",
      "if (k === 'blade break') return destroy(s);",
      "if ('spectra' !== layer.keyword) return s;",
      'switch (k) {',
      "  case 'phantasm':",
      '}',
      "const flies = p.keywords.includes('flying');",
      "const ambush = hasKeyword(c, 'ambush');",
      "const lure = has(s.objects[a] as Perm, \"must be blocked by all\");",
    );
    expect(keywordTests(code, [...MTG_KEYWORDS, ...FAB_KEYWORDS, ...TACTICS])).toEqual([
      "src/games/x/steps.ts:1: '速攻' looked for with has()",
      "src/games/x/steps.ts:2: 'blade break' compared",
      "src/games/x/steps.ts:3: 'spectra' compared",
      "src/games/x/steps.ts:5: 'phantasm' compared",
      "src/games/x/steps.ts:7: 'flying' looked for with includes()",
      "src/games/x/steps.ts:8: 'ambush' looked for with hasKeyword()",
      "src/games/x/steps.ts:9: 'must be blocked by all' looked for with has()",
    ]);
  });

  test('pass a keyword asked of the table as a hook, named in a list or a comment, or given as a value', () => {
    const code = sourceOf(
      'src/games/x/steps.ts',
      "const trample = hasHook(p, 'trample');",
      "export const TACTICS = ['先制', '貫通'] as const;",
      "// if (has(card, '速攻')) is how it was",
      "/* k === 'blade break' */",
      "const granted = [...c.granted, 'go again'];",
      "const step = s.step === 'close';",
      "ctx.ask(s, 'mirage');",
    );
    expect(keywordTests(code, [...MTG_KEYWORDS, ...FAB_KEYWORDS, ...TACTICS])).toEqual([]);
  });

  test('a game folder is held to its own keywords, shared code to all, the lists and the tests to none', () => {
    expect(keywordsFor('src/games/pmv/combat.ts')).toEqual(TACTICS);
    expect(keywordsFor('src/ui/fab/panels.tsx')).toEqual(FAB_KEYWORDS);
    expect(keywordsFor('src/ui/kit/widgets/ChooseSubset.tsx')).toContain('flying');
    expect(keywordsFor('src/games/mtg/keywords.ts')).toEqual([]);
    expect(keywordsFor('src/games/fab/load.ts')).toEqual([]);
    expect(keywordsFor('src/games/bs/bs.test.ts')).toEqual([]);
    expect(keywordsFor('src/games/pmv/testkit.ts')).toEqual([]);
    // A screen's switch over its own ids may share a keyword's word; its comparisons may not.
    const screen = sourceOf('src/ui/x/setupModel.ts', 'switch (preset) {', "  case 'confront':", '}', "const a = k.keyword === 'ambush';");
    expect(keywordTests(screen, [...BS_KEYWORDS, ...FAB_KEYWORDS])).toEqual(["src/ui/x/setupModel.ts:4: 'ambush' compared"]);
  });

  test('find a rule number or a game rule id in a string literal, and pass other strings', () => {
    const code = sourceOf(
      'src/ui/x.tsx',
      "<RuleBadge rule={{ game: 'mtg', id: '802.4' }} />",
      "const RESOLVE_RULE = { game: 'pmv', id: '1.12.8.a' } as const;",
      'const graze = { game: "pmv", id: "RB2.0 p40" };',
      "const step = 'BS-RM p08 ❶';",
      "const fine = [t('pmv:ui.combat.n'), 'gap-2', 'judge-call', '2024-11', 'v1'];",
      "// see '509.1c'",
    );
    expect(ruleLiterals(code)).toEqual([
      "src/ui/x.tsx:1: '802.4'",
      "src/ui/x.tsx:2: '1.12.8.a'",
      "src/ui/x.tsx:3: 'RB2.0 p40'",
      "src/ui/x.tsx:4: 'BS-RM p08 ❶'",
    ]);
  });
});

test('no shipped code tests a keyword by name outside its game\'s keyword table, types and loader', () => {
  const files = sourceFiles('src').filter((path) => keywordsFor(path).length > 0);
  expect(files.length).toBeGreaterThan(100);
  expect(files.flatMap((path) => keywordTests(readSource(path), keywordsFor(path)))).toEqual([]);
});

test('no rule number is written into a screen: src/ui gets its rules from prompts and views', () => {
  const files = sourceFiles('src/ui').filter(isShipped);
  expect(files.length).toBeGreaterThan(50);
  expect(files.flatMap((path) => ruleLiterals(readSource(path)))).toEqual([]);
});
