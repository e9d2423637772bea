/** File problems in the screen language: the loaders' message shapes become keys, others stay as written. */
import { describe, expect, it } from 'vitest';
import { mtg } from '../games/mtg/index.ts';
import { nodeText } from './node-i18n.ts';
import { problemOf, problemOfDetail, problemText } from './problems.ts';

describe('problems', () => {
  it('words a real loader error in Japanese, keeping its place in the file', () => {
    const loaded = mtg.load({ rules: '2024-11', setup: { players: [{ id: 'A', life: 20 }, { id: 'B', life: 20 }], active: 'C', permanents: [] }, actions: [] });
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    const p = problemOf(loaded.error[0] as { path: string; message: string });
    expect(p).toMatchObject({ path: 'setup.active', key: 'problem.noPlayer', values: { id: 'C' } });
    expect(problemText(nodeText('ja'), p)).toBe('プレイヤー「C」がいません。');
    expect(problemText(nodeText('en'), p)).toBe('There is no player “C”.');
  });

  it('reads a notice detail line (path: message) and leaves unknown messages as written', () => {
    expect(problemOfDetail('setup.permanents[0].keywords[1]: unknown keyword "tramle" (expected flying, ...)')).toMatchObject({
      path: 'setup.permanents[0].keywords[1]',
      key: 'problem.unknownKeyword',
      values: { word: 'tramle' },
    });
    expect(problemOfDetail('game: "chess" is not available')).toMatchObject({ path: 'game', key: 'problem.gameUnavailable', values: { game: 'chess' } });
    const odd = problemOfDetail('TypeError: Failed to fetch dynamically imported module');
    expect(odd.key).toBeNull();
    expect(problemText(nodeText('ja'), odd)).toBeNull();
    expect(odd.raw).toBe('TypeError: Failed to fetch dynamically imported module');
  });
});
