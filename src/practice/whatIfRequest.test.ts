/** The worker's answer, run in Node on the same code: rows as plain data, a position with no decision, a game with no module. */
import { describe, expect, test } from 'vitest';
import { answerWhatIf } from './whatIfRequest.ts';
import { creature, mtgBlocks } from './testing/position.ts';

describe('the what-if request', () => {
  test('a block decision: each row carries its answer, its words and its outcome, as plain data', async () => {
    const { state } = await mtgBlocks([creature('knight', 'A', 2, 2, ['first strike']), creature('bear', 'B', 2, 2)], ['knight']);
    const r = await answerWhatIf({ id: 7, game: 'mtg', state, objective: null });
    if (!r.ok) throw new Error(r.detail);
    expect(r.id).toBe(7);
    // The defender's default: stay in the game, then lose the least life. Blocking saves 2 life and loses the bear (510.4).
    expect(r.objective[0]).toBe('alive');
    expect(r.rows.map((row) => [row.life.B?.after, row.removed.B])).toEqual([
      [20, ['bear']],
      [18, []],
    ]);
    expect(r.rows[0]?.events.some((e) => e.type === 'blockerDeclared')).toBe(true);
    expect(structuredClone(r)).toEqual(r);
  });

  test('no decision, and a failure, are answers too', async () => {
    const { state } = await mtgBlocks([creature('knight', 'A', 2, 2), creature('bear', 'B', 2, 2)], ['knight']);
    const none = await answerWhatIf({ id: 1, game: 'mtg', state: { ...(state as object), gameOver: true }, objective: ['alive'] });
    expect(none).toMatchObject({ ok: false, reason: 'noDecision', detail: 'mtg.gameOver' });
    const broken = await answerWhatIf({ id: 2, game: 'mtg', state: null, objective: ['alive'] });
    expect(broken).toMatchObject({ id: 2, ok: false, reason: 'failed' });
  });
});
