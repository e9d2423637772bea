/**
 * Scenarios outside the app: share links (the whole scenario, lz-string compressed into a URL-safe
 * string) and exported files (pretty JSON). Decoding untrusted text never throws.
 */
import LZString from 'lz-string';
import { problem } from '../engine/problems.ts';
import type { Result, ScenarioError } from '../engine/types.ts';
import { parseJson } from './json.ts';
import { parseScenario, type Scenario, type ScenarioAction } from './envelope.ts';

/** The envelope's fields in the order the format lists them; absent optional fields are left out. */
const canonical = (scenario: Scenario, actions: readonly ScenarioAction[] = scenario.actions): Scenario => ({
  format: scenario.format,
  game: scenario.game,
  rules: scenario.rules,
  ...(scenario.title === undefined ? {} : { title: scenario.title }),
  ...(scenario.note === undefined ? {} : { note: scenario.note }),
  setup: scenario.setup,
  actions,
  ...(scenario.expect === undefined ? {} : { expect: scenario.expect }),
});

/** The scenario as a URL-safe string (lz-string's compressToEncodedURIComponent). */
export const encodeShare = (scenario: Scenario): string =>
  LZString.compressToEncodedURIComponent(JSON.stringify(canonical(scenario)));

const damaged = (message: string): Result<never, ScenarioError[]> => ({ ok: false, error: [{ path: '', message }] });

/** Reads a share string back; garbage, truncated or foreign strings give a clear error. */
export const decodeShare = (encoded: string): Result<Scenario, ScenarioError[]> => {
  const token = encoded.trim().replace(/^#/, '');
  if (token === '') return damaged(problem('shareEmpty'));
  let text: string | null;
  try {
    text = LZString.decompressFromEncodedURIComponent(token);
  } catch {
    text = null;
  }
  if (text === null || text === '') return damaged(problem('shareUnreadable'));
  const json = parseJson(text);
  if (!json.ok) return damaged(problem('shareDamaged'));
  return parseScenario(json.value);
};

/**
 * The text of a scenario file for download: the scenario with the session's actions in place of
 * the file's own, pretty-printed, ending with a newline.
 */
export const exportScenario = (scenario: Scenario, actions: readonly ScenarioAction[]): string =>
  `${JSON.stringify(canonical(scenario, actions), null, 2)}\n`;
