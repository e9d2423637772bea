/** fast-check generators for scenario files, shared by the parse and share-link round-trip tests. */
import * as fc from 'fast-check';
import { GAME_IDS } from '../../engine/types.ts';
import type { Scenario } from '../envelope.ts';

/** Scenarios with arbitrary game-specific content: the envelope must carry it through untouched. */
const key = fc.string({ minLength: 1, maxLength: 8 }).filter((k) => k !== '__proto__' && k !== 'type');
// Through JSON once: -0 is not a value a JSON file can hand back (it reads "0"), so it is not generated.
const jsonData = fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.parse(JSON.stringify(v)) as unknown);
const record = fc.dictionary(key, jsonData, { maxKeys: 5 });
export const scenarioArb: fc.Arbitrary<Scenario> = fc
  .record(
    {
      format: fc.constant('combat-referee/scenario@1' as const),
      game: fc.constantFrom(...GAME_IDS),
      rules: fc.string(),
      title: fc.string(),
      setup: record,
      actions: fc.array(fc.tuple(fc.string(), record).map(([type, rest]) => ({ ...rest, type })), { maxLength: 6 }),
      expect: record,
    },
    { requiredKeys: ['format', 'game', 'rules', 'setup', 'actions'] },
  )
  .map((s) => s as Scenario);

