import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MTG_KEYWORDS } from '../../games/mtg/types.ts';
import { nameId } from '../../games/mtg/index.ts';
import { parseQuickEntry as parse, quickWords } from './quickEntry.ts';

// The words come from the locales of both languages, as on the set-up screen.
const bundle = (lang: string): Record<string, unknown> => JSON.parse(readFileSync(`locales/${lang}/mtg.json`, 'utf8'));
const WORDS = quickWords([bundle('en'), bundle('ja')]);
const parseQuickEntry = (line: string) => parse(line, WORDS);

const ok = (line: string) => {
  const r = parseQuickEntry(line);
  if (!r.ok) throw new Error(`expected ${line} to parse, got ${JSON.stringify(r.error)}`);
  return r.value;
};
const error = (line: string) => {
  const r = parseQuickEntry(line);
  if (r.ok) throw new Error(`expected ${line} to fail`);
  return r.error;
};

/** What a creature's line reads to besides what it says: a creature, undamaged, untapped, not summoning sick. */
const CREATURE = { types: ['creature'], damage: 0, tapped: false, summoningSick: false };

describe('parseQuickEntry', () => {
  it('reads a creature with power/toughness and keywords', () => {
    expect(ok('Serra Angel 4/4 flying vigilance')).toEqual({ ...CREATURE, name: 'Serra Angel', power: 4, toughness: 4, keywords: ['flying', 'vigilance'] });
  });

  it('reads two-word keywords, in any case, without duplicates', () => {
    expect(ok('Knight 2/2 First Strike double strike cant block first strike').keywords).toEqual([
      'first strike',
      'double strike',
      "can't block",
    ]);
    expect(ok("Wall 0/4 defender can't block").keywords).toEqual(['defender', "can't block"]);
  });

  it('reads a planeswalker and a battle', () => {
    expect(ok('Jace loyalty 3')).toMatchObject({ name: 'Jace', types: ['planeswalker'], loyalty: 3 });
    expect(ok('Siege defense 5')).toMatchObject({ name: 'Siege', types: ['battle'], defense: 5 });
    expect(ok('Jace loyalty 3')).not.toHaveProperty('power');
  });

  it('reads damage, tapped, summoning sick and the controller', () => {
    expect(ok('Bear 2/2 damage 1 tapped summoning sick @B')).toMatchObject({
      damage: 1,
      tapped: true,
      summoningSick: true,
      controller: 'B',
    });
  });

  it('reads Japanese keyword words and full-width numbers', () => {
    expect(ok('セラの天使 ４／４ 飛行、警戒')).toMatchObject({
      name: 'セラの天使',
      power: 4,
      toughness: 4,
      keywords: ['flying', 'vigilance'],
    });
    expect(ok('ジェイス 忠誠度 3')).toMatchObject({ types: ['planeswalker'], loyalty: 3 });
  });

  it('reads the multiplayer keywords, spelled over several words or as one', () => {
    expect(ok("Tusker 5/5 trample over planeswalkers can't block alone").keywords).toEqual(['trample over planeswalkers', "can't block alone"]);
    expect(ok('Lure Beast 1/1 must be blocked by all must block').keywords).toEqual(['must be blocked by all', 'must block']);
    expect(ok('Rat 1/1 cant attack alone wither').keywords).toEqual(["can't attack alone", 'wither']);
    expect(ok('Tusker 5/5 trample').keywords).toEqual(['trample']);
  });

  it('reads commander, toxic N, colours and a controller beyond B', () => {
    expect(ok('Vraska 2/2 infect toxic 2 commander black @C')).toEqual({
      ...CREATURE,
      name: 'Vraska',
      power: 2,
      toughness: 2,
      keywords: ['infect'],
      controller: 'C',
      commander: true,
      toxic: 2,
      colours: ['black'],
    });
    expect(ok('毒ヘビ 1/1 感染 毒性 1 統率者 赤、緑')).toMatchObject({ keywords: ['infect'], toxic: 1, commander: true, colours: ['red', 'green'] });
    expect(ok('大牙獣 5/5 プレインズウォーカー越えトランプル 単独ではブロックできない').keywords).toEqual(['trample over planeswalkers', "can't block alone"]);
    expect(error('Vraska 2/2 toxic')).toEqual({ code: 'missingNumber', word: 'toxic' });
  });

  it('takes a colour word at the start as part of the name', () => {
    expect(ok('Black Knight 2/2 black')).toMatchObject({ name: 'Black Knight', colours: ['black'] });
    expect(ok('Serra Angel 4/4 flying')).not.toHaveProperty('colours');
  });

  it('takes every word before the first figure as the name, naming the ones it also knows', () => {
    expect(ok('Defender of Law 2/2 defender')).toMatchObject({ name: 'Defender of Law', keywords: ['defender'] });
    expect(ok('Flying Men 1/1 flying')).toMatchObject({ name: 'Flying Men', keywords: ['flying'] });
    expect(ok('Tapped Out 2/2')).toMatchObject({ name: 'Tapped Out', tapped: false });
    const wall = parseQuickEntry('Wall of Flying 0/4');
    expect(wall).toMatchObject({ ok: true, value: { name: 'Wall of Flying', keywords: [] }, note: { code: 'nameWords', words: ['Flying'] } });
    expect(parseQuickEntry('Serra Angel 4/4 flying')).not.toHaveProperty('note');
    // A number word without its number is part of the name; "@B" before the figure still names the controller.
    expect(ok('Loyalty Bear 2/2')).toMatchObject({ name: 'Loyalty Bear', types: ['creature'] });
    expect(ok('Grizzly Bears @B 2/2')).toMatchObject({ name: 'Grizzly Bears', controller: 'B' });
    expect(ok('Bear damage 1 2/2')).toMatchObject({ name: 'Bear', damage: 1 });
  });

  it('reads a quoted name whole, in straight, curly or Japanese quotes', () => {
    for (const line of ['"Flying Men" 1/1 flying', '“Flying Men” 1/1 flying', '「Flying Men」 1/1 flying', '『Flying Men』 1/1 飛行', '＂Flying Men＂ 1/1 flying']) {
      expect(ok(line)).toMatchObject({ name: 'Flying Men', power: 1, toughness: 1, keywords: ['flying'] });
    }
    expect(ok('@B "Defender 2/2" 2/2 defender')).toMatchObject({ name: 'Defender 2/2', controller: 'B', keywords: ['defender'] });
    expect(parseQuickEntry('"Flying Men" 1/1')).not.toHaveProperty('note');
    expect(error('"Flying Men 1/1 flying')).toEqual({ code: 'unclosedQuote', word: '"Flying Men 1/1 flying' });
    expect(error('"" 1/1')).toEqual({ code: 'noName' });
    expect(error('"Flying Men" 1/1 flyng')).toEqual({ code: 'unknownWord', word: 'flyng' });
  });

  it('accepts every keyword name the screens show, in both languages', () => {
    for (const lang of ['en', 'ja']) {
      const words = bundle(lang);
      for (const k of MTG_KEYWORDS) {
        const shown = words[`keyword.${k}`] as string;
        expect(ok(`Bear 2/2 ${shown}`).keywords, `${lang} ${shown}`).toEqual([k]);
      }
    }
  });

  it('accepts the figure words the screens show: 守備値, 忠誠度3, パワー, タップ状態, 2 damage', () => {
    expect(ok('包囲戦 守備値 5')).toMatchObject({ types: ['battle'], defense: 5 });
    expect(ok('包囲戦 守備値5')).toMatchObject({ types: ['battle'], defense: 5 });
    expect(ok('ジェイス 忠誠度3')).toMatchObject({ types: ['planeswalker'], loyalty: 3 });
    expect(ok('騎士 パワー 2 タフネス 3 タップ状態 召喚酔い 負っているダメージ 1')).toMatchObject({ power: 2, toughness: 3, tapped: true, summoningSick: true, damage: 1 });
    expect(ok('Bear 2/2 2 damage Summoning sick Toxic 1 2 -1/-1 counters')).toMatchObject({ damage: 2, summoningSick: true, toxic: 1, minusCounters: 2 });
    expect(ok('Ogre 4/4 Blocks up to 2 Needs 2+ blockers')).toMatchObject({ blockLimit: 2, minBlockers: 2 });
    expect(ok('大男 4/4 2体までブロック可能 毒性2')).toMatchObject({ blockLimit: 2, toxic: 2 });
    expect(error('騎士 パワー 2')).toEqual({ code: 'noStats' });
    expect(error('包囲戦 守備値')).toEqual({ code: 'missingNumber', word: '守備値' });
  });

  it('takes its words from the locale bundles it is given', () => {
    const own = quickWords([{ 'keyword.flying': 'Zflyer', 'figure.defense': 'Zdef {{n}}', 'ui.setup.tapped': 'Zlying' }]);
    const r = parse('Siege Zdef 4 zflyer zlying', own);
    expect(r).toMatchObject({ ok: true, value: { name: 'Siege', defense: 4, keywords: ['flying'], tapped: true } });
    expect(parse('Siege 守備値 4', own)).toEqual({ ok: false, error: { code: 'noStats' } });
  });

  it('refuses a line it cannot read, naming the problem', () => {
    expect(error('   ')).toEqual({ code: 'empty' });
    expect(error('4/4 flying')).toEqual({ code: 'noName' });
    expect(error('Serra Angel flying')).toEqual({ code: 'noStats' });
    expect(error('Serra Angel 4/4 flyng')).toEqual({ code: 'unknownWord', word: 'flyng' });
    expect(error('Jace loyalty')).toEqual({ code: 'missingNumber', word: 'loyalty' });
    expect(error('Thing 2/2 loyalty 3')).toEqual({ code: 'twoKinds' });
  });
});

describe('nameId', () => {
  it('slugs the name and avoids taken ids', () => {
    expect(nameId('Serra Angel', new Set())).toBe('serra-angel');
    expect(nameId('Serra Angel', new Set(['serra-angel', 'serra-angel-2']))).toBe('serra-angel-3');
    expect(nameId('セラの天使', new Set())).toBe('セラの天使');
    expect(nameId('!!!', new Set())).toBe('card');
  });
});
