import { describe, expect, test } from 'vitest';
import { parseScenario, type Scenario } from './envelope.ts';
import { runScenario } from './run.ts';
import { duelEnglish, duelLoader, duelScenario } from './testing/duel.ts';

const run = async (raw: unknown) => {
  const parsed = parseScenario(raw);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  const r = await runScenario(parsed.value, { loader: duelLoader, english: duelEnglish });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

describe('runScenario (against a two-rule test game)', () => {
  test('all accepted and every expectation held: ok, with events and prompt citing game:rule', async () => {
    const r = await run(duelScenario([{ type: 'hit', by: 'A', target: 'B', amount: 3 }], { life: { B: 17 }, hits: ['B'] }));
    expect(r).toEqual({
      ok: true,
      accepted: 1,
      rejected: null,
      summary: { life: { A: 20, B: 17 }, hits: ['B'], nested: { a: { b: 1 } } },
      prompt: { player: 'A', kind: 'duel.hit', rule: 'mtg:9.3', stackSize: 0 },
      events: [{ type: 'hit', rule: 'mtg:9.2', target: 'B', amount: 3 }],
      expectations: [
        { path: 'life.B', expected: 17, actual: 17, ok: true },
        { path: 'hits', expected: ['B'], actual: ['B'], ok: true },
      ],
    });
  });

  test('a refused action stops the run and is reported with its index, rule and English message', async () => {
    const r = await run(
      duelScenario([
        { type: 'hit', by: 'A', target: 'B', amount: 1 },
        { type: 'hit', by: 'B', target: 'A', amount: 5 },
        { type: 'hit', by: 'A', target: 'B', amount: 1 },
      ]),
    );
    expect(r.ok).toBe(false);
    expect(r.accepted).toBe(1);
    expect(r.rejected).toEqual({
      index: 1,
      action: { type: 'hit', by: 'B', target: 'A', amount: 5 },
      error: { code: 'notYourTurn', rule: 'mtg:9.1', message: 'B is not the active player' },
    });
    expect(r.summary).toMatchObject({ life: { A: 20, B: 19 } }); // nothing after the refusal was applied
  });

  test('a failed expectation makes the run not ok even when every action was accepted', async () => {
    const r = await run(duelScenario([{ type: 'hit', by: 'A', target: 'B', amount: 3 }], { life: { B: 18 } }));
    expect(r.ok).toBe(false);
    expect(r.rejected).toBeNull();
    expect(r.expectations).toEqual([{ path: 'life.B', expected: 18, actual: 17, ok: false }]);
  });

  test('the result is plain JSON (the --json line)', async () => {
    const r = await run(duelScenario([{ type: 'hit', by: 'A', target: 'B', amount: 3 }]));
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
  });

  test('an invalid scenario is an error result, not a run', async () => {
    const parsed = parseScenario(duelScenario([{ type: 'hit', by: 'A', target: 'Z', amount: 3 }]));
    const r = await runScenario((parsed.ok && parsed.value) as Scenario, { loader: duelLoader, english: duelEnglish });
    expect(r).toEqual({ ok: false, error: [{ path: 'actions[0].target', message: 'no player "Z"' }] });
  });
});
