/**
 * Scryfall card -> set-up permanent (issue 14), on the card objects the e2e routes serve
 * (e2e/data/scryfall): a plain creature, a Japanese printing, a double-faced card, * power, a
 * planeswalker, a battle, keywords the referee lacks, a card that takes no part in combat.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromScryfall, type ScryfallCard } from './fromScryfall.ts';

const card = (file: string): ScryfallCard => JSON.parse(readFileSync(`e2e/data/scryfall/${file}.json`, 'utf8')) as ScryfallCard;
const listed = (file: string): ScryfallCard => (JSON.parse(readFileSync(`e2e/data/scryfall/${file}.json`, 'utf8')) as { data: ScryfallCard[] }).data[0] as ScryfallCard;

describe('fromScryfall', () => {
  it('Serra Angel: a 4/4 white creature with flying and vigilance', () => {
    const m = fromScryfall(card('serra-angel'));
    expect(m.ok).toBe(true);
    if (!m.ok) return;
    expect(m.entry).toEqual({ name: 'Serra Angel', types: ['creature'], power: 4, toughness: 4, keywords: ['flying', 'vigilance'], colours: ['white'], damage: 0, tapped: false, summoningSick: false });
    expect(m.other).toEqual([]);
    expect(m.values).toMatchObject({ power: 4, toughness: 4, keywords: ['flying', 'vigilance'] });
  });

  it('the Japanese printing is named by its printed name, the Oracle name kept beside it', () => {
    const m = fromScryfall(listed('serra-angel-ja'));
    expect(m.ok).toBe(true);
    if (!m.ok) return;
    expect(m.entry.name).toBe('セラの天使');
    expect(m.card).toBe('Serra Angel');
    expect(m.printedName).toBe('セラの天使');
    expect(m.entry).toMatchObject({ power: 4, toughness: 4, keywords: ['flying', 'vigilance'] });
    expect(m.typeText).toContain('クリーチャー');
  });

  it('a double-faced card gives its front face: Delver of Secrets is a 1/1 without the back face’s flying', () => {
    const m = fromScryfall(card('delver-of-secrets'));
    expect(m.ok).toBe(true);
    if (!m.ok) return;
    expect(m.entry).toMatchObject({ name: 'Delver of Secrets', types: ['creature'], power: 1, toughness: 1, keywords: [], colours: ['blue'] });
    // "transform" is named on the front face: a keyword (action) the referee does not model.
    expect(m.other).toEqual(['transform']);
  });

  it('* power is never guessed: the judge is asked for the figures, the rest kept for that line', () => {
    const m = fromScryfall(card('tarmogoyf'));
    expect(m).toMatchObject({ ok: false, code: 'variable', card: 'Tarmogoyf', fields: ['power', 'toughness'], printed: '*/1+*' });
    if (m.ok || m.code !== 'variable') return;
    expect(m.rest.entry).not.toHaveProperty('power');
    expect(m.rest.entry).not.toHaveProperty('toughness');
    expect(m.rest.entry).toMatchObject({ name: 'Tarmogoyf', types: ['creature'], colours: ['green'] });
  });

  it('a planeswalker gets its loyalty', () => {
    const m = fromScryfall(card('jace-beleren'));
    expect(m.ok).toBe(true);
    if (!m.ok) return;
    expect(m.entry).toMatchObject({ name: 'Jace Beleren', types: ['planeswalker'], loyalty: 3, keywords: [] });
    expect(m.entry).not.toHaveProperty('power');
    expect(m.other).toEqual(['mill']);
  });

  it('a battle (a double-faced Siege) gets its front face’s defense', () => {
    const m = fromScryfall(card('invasion-of-gobakhan'));
    expect(m.ok).toBe(true);
    if (!m.ok) return;
    expect(m.entry).toMatchObject({ name: 'Invasion of Gobakhan', types: ['battle'], defense: 3, colours: ['white'] });
  });

  it('keywords the referee lacks are listed as not modelled; protection from creature types is one of them', () => {
    const m = fromScryfall(card('baneslayer-angel'));
    expect(m.ok).toBe(true);
    if (!m.ok) return;
    expect(m.entry.keywords).toEqual(['flying', 'first strike', 'lifelink']);
    expect(m.entry).not.toHaveProperty('protection');
    expect(m.other).toEqual(['protection']);
  });

  it('protection from a colour and toxic N are read into their fields', () => {
    const m = fromScryfall({ object: 'card', name: 'Test Knight', type_line: 'Creature — Knight', oracle_text: 'Protection from red and from blue\nToxic 2', power: '2', toughness: '2', colors: ['W'], keywords: ['Protection', 'Toxic', 'Ward'] });
    expect(m.ok).toBe(true);
    if (!m.ok) return;
    expect(m.entry).toMatchObject({ protection: ['red', 'blue'], toxic: 2 });
    expect(m.other).toEqual(['ward']);
  });

  it('a card that takes no part in combat is named as such', () => {
    expect(fromScryfall(card('lightning-bolt'))).toEqual({ ok: false, code: 'notCombat', card: 'Lightning Bolt', typeText: 'Instant' });
  });
});
