import { describe, expect, it } from 'vitest';
import { parseWhole } from './NumberField.tsx';
import { clipName, MAX_NAME_LENGTH } from './setupDraft.ts';
import { jsonErrorPlace } from './SetupJson.tsx';

describe('parseWhole (what a number field has been typed so far)', () => {
  it('reads whole numbers, negative ones and full-width ones from a Japanese keyboard', () => {
    expect(parseWhole('5')).toBe(5);
    expect(parseWhole('-5')).toBe(-5);
    expect(parseWhole(' 12 ')).toBe(12);
    expect(parseWhole('－５')).toBe(-5);
    expect(parseWhole('−3')).toBe(-3);
    expect(parseWhole('ー2')).toBe(-2);
  });

  it('is null while the text is not a number yet, so "-" is kept rather than turned into 0', () => {
    expect(parseWhole('-')).toBeNull();
    expect(parseWhole('')).toBeNull();
    expect(parseWhole('1.5')).toBeNull();
    expect(parseWhole('5-')).toBeNull();
    expect(parseWhole('abc')).toBeNull();
  });
});

describe('clipName', () => {
  it('cuts a pasted page to the name limit and keeps short names', () => {
    expect(clipName('x'.repeat(10_000))).toHaveLength(MAX_NAME_LENGTH);
    expect(clipName('Serra Angel')).toBe('Serra Angel');
    expect(clipName('abcdef', 3)).toBe('abc');
  });

  it('never splits a character made of two code units', () => {
    const name = '𠮷'.repeat(MAX_NAME_LENGTH + 5);
    expect(Array.from(clipName(name))).toHaveLength(MAX_NAME_LENGTH);
    expect(clipName(name).endsWith('𠮷')).toBe(true);
  });
});

describe('jsonErrorPlace', () => {
  it('turns the parser position into a line and column', () => {
    const text = '{\n  "a": 1,\n  x\n}';
    expect(jsonErrorPlace(text, new SyntaxError('Unexpected token x in JSON at position 14'))).toEqual({ line: 3, column: 3 });
    expect(jsonErrorPlace(text, new SyntaxError('Expected property name (line 3 column 3)'))).toEqual({ line: 3, column: 3 });
    expect(jsonErrorPlace('{"a":', new SyntaxError('Unexpected end of JSON input'))).toEqual({ line: 1, column: 6 });
    expect(jsonErrorPlace('{', new Error('something else'))).toBeNull();
  });
});
