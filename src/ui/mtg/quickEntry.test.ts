import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseQuickEntry as parse, quickWords, uniqueId } from './quickEntry.ts';

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

describe('parseQuickEntry', () => {
  it('reads a creature with power/toughness and keywords', () => {
    expect(ok('Serra Angel 4/4 flying vigilance')).toEqual({
      name: 'Serra Angel',
      types: ['creature'],
      power: 4,
      toughness: 4,
      keywords: ['flying', 'vigilance'],
      damage: 0,
      tapped: false,
      summoningSick: false,
    });
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
      name: 'Vraska',
      types: ['creature'],
      power: 2,
      toughness: 2,
      keywords: ['infect'],
      damage: 0,
      tapped: false,
      summoningSick: false,
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

  it('refuses a line it cannot read, naming the problem', () => {
    expect(error('   ')).toEqual({ code: 'empty' });
    expect(error('4/4 flying')).toEqual({ code: 'noName' });
    expect(error('Serra Angel flying')).toEqual({ code: 'noStats' });
    expect(error('Serra Angel 4/4 flyng')).toEqual({ code: 'unknownWord', word: 'flyng' });
    expect(error('Jace loyalty')).toEqual({ code: 'missingNumber', word: 'loyalty' });
    expect(error('Thing 2/2 loyalty 3')).toEqual({ code: 'twoKinds' });
  });
});

describe('uniqueId', () => {
  it('slugs the name and avoids taken ids', () => {
    expect(uniqueId('Serra Angel', new Set())).toBe('serra-angel');
    expect(uniqueId('Serra Angel', new Set(['serra-angel', 'serra-angel-2']))).toBe('serra-angel-3');
    expect(uniqueId('セラの天使', new Set())).toBe('セラの天使');
    expect(uniqueId('!!!', new Set())).toBe('card');
  });
});
