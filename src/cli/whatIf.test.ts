/**
 * `npm run referee -- FILE --what-if` and `npm run puzzle`, run in-process as the command line
 * runs them: the table's JSON (one object, an `answers` array of { action, summary, rules }), the
 * order an objective gives, the refusal of a position with no decision, and the puzzle check's
 * exit codes.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { main } from './main.ts';
import { puzzleMain } from './puzzle.ts';

let dir = '';
const run = async (entry: typeof main | typeof puzzleMain, ...args: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await entry(args, { out: (l) => out.push(l), err: (l) => err.push(l), cwd: dir });
  return { code, out, err };
};

type Answer = { action: { blockers: { id: string }[] }; summary: { life: Record<string, number> }; rules: string[]; rank: number; life: Record<string, number> };

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'what-if-'));
  const file = JSON.parse(readFileSync('e2e/data/double-block.json', 'utf8')) as { actions: object[] };
  writeFileSync(join(dir, 'blocks.json'), JSON.stringify({ ...file, actions: [...file.actions, { by: 'A', type: 'advance' }] }));
  writeFileSync(join(dir, 'over.json'), JSON.stringify({ ...file, actions: [{ by: 'A', type: 'advance' }, { by: 'A', type: 'declareAttackers', attackers: [] }, { by: 'A', type: 'advance', until: 'decision' }] }));
  const puzzle = readFileSync('puzzles/mtg/mtg-deathtouch-trample-split.json', 'utf8');
  writeFileSync(join(dir, 'mtg-deathtouch-trample-split.json'), puzzle);
  const wrong = JSON.parse(puzzle) as Record<string, unknown>;
  writeFileSync(join(dir, 'wrong.json'), JSON.stringify({ ...wrong, id: 'wrong', answer: [{ by: 'B', type: 'declareBlockers', blockers: [] }] }));
  writeFileSync(join(dir, 'broken.json'), '{ "format": ');
});

describe('the what-if table on the command line', () => {
  test('--json: one object with every legal block, its summary at the end of combat and the rules', async () => {
    const r = await run(main, 'blocks.json', '--what-if', '--json');
    expect(r.code).toBe(0);
    expect(r.out).toHaveLength(1);
    const table = JSON.parse(r.out[0] as string) as { ok: boolean; player: string; answers: Answer[]; omitted: number };
    expect(table).toMatchObject({ ok: true, player: 'B', omitted: 0 });
    expect(table.answers).toHaveLength(4);
    // 702.19b: the trampler's 6 first-strike damage less the blockers' toughness reaches B.
    expect(table.answers.map((a) => [a.action.blockers.map((b) => b.id).toSorted().join('+'), a.summary.life.B])).toEqual([
      ['bear+ogre', 19],
      ['ogre', 17],
      ['bear', 16],
      ['', 14],
    ]);
    for (const a of table.answers) expect(a.rules).toEqual(expect.arrayContaining(['mtg:510.4', 'mtg:510.2']));
    expect(table.answers[0]?.rules).toContain('mtg:702.19b');
  });

  test('--objective reorders the table: keeping the creatures first', async () => {
    const r = await run(main, 'blocks.json', '--what-if', '--json', '--objective', 'fewestLost');
    const table = JSON.parse(r.out[0] as string) as { answers: Answer[] };
    expect(table.answers[0]?.action.blockers).toEqual([]);
    expect(table.answers[0]?.life.B).toBe(14);
  });

  test('the human table, in Japanese', async () => {
    const r = await run(main, 'blocks.json', '--what-if', '--lang', 'ja');
    expect(r.code).toBe(0);
    expect(r.out.join('\n')).toContain('合法な答えすべて（4 通り）');
    expect(r.out.some((l) => l.startsWith('1. {"type":"declareBlockers"'))).toBe(true);
  });

  test('a position with no decision says so and exits non-zero', async () => {
    const json = await run(main, 'over.json', '--what-if', '--json');
    expect(json.code).toBe(1);
    expect(JSON.parse(json.out[0] as string)).toMatchObject({ ok: false, reason: 'noDecision', prompt: { kind: 'mtg.combatOver', rule: 'mtg:511.3' } });
    const text = await run(main, 'over.json', '--what-if');
    expect(text.code).toBe(1);
    expect(text.err.join('\n')).toContain('No decision to answer here (mtg.combatOver)');
  });
});

describe('npm run puzzle', () => {
  test('a puzzle that holds exits 0; --solve prints the engine answer', async () => {
    const r = await run(puzzleMain, 'mtg-deathtouch-trample-split.json', '--solve');
    expect(r.code).toBe(0);
    expect(r.out[1]).toMatch(/^ {2}answer: \[\{"type":"declareBlockers","by":"B","blockers":\[/);
  });

  test('a wrong answer exits 1 and names the field, in Japanese too', async () => {
    const r = await run(puzzleMain, 'wrong.json', '--lang', 'ja');
    expect(r.code).toBe(1);
    expect(r.err.join('\n')).toContain('✗ answer: ソルバーの答えと違います');
  });

  test('a file that is not a puzzle exits 2', async () => {
    const r = await run(puzzleMain, 'broken.json');
    expect(r.code).toBe(2);
    expect(r.err[1]).toMatch(/^✗ /);
  });
});
