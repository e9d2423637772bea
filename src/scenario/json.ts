/**
 * Reading scenario text as JSON with a useful message when it is not JSON.
 *
 * V8's JSON.parse errors sometimes carry a position and sometimes only echo the text, so a
 * judge who mistyped a comma would not learn where. This small scanner walks the JSON grammar
 * (RFC 8259) only after JSON.parse has failed, to find the line and column of the first fault.
 */
import { problem } from '../engine/problems.ts';
import type { Result, ScenarioError } from '../engine/types.ts';

type Fault = { readonly at: number; readonly expected: string };

class Stop {
  readonly fault: Fault;
  constructor(fault: Fault) {
    this.fault = fault;
  }
}

/** Where the first syntax fault is (null for valid JSON). Stop is thrown inside only, never escapes. */
export const jsonFault = (text: string): Fault | null => {
  let i = 0;
  const fail = (expected: string): never => {
    throw new Stop({ at: i, expected });
  };
  const ws = (): void => {
    while (i < text.length && ' \t\n\r'.includes(text[i] as string)) i++;
  };
  const word = (w: string): void => {
    if (text.startsWith(w, i)) i += w.length;
    else fail(`"${w}"`);
  };
  const digits = (): void => {
    if (!/[0-9]/.test(text[i] ?? '')) fail('a digit');
    while (/[0-9]/.test(text[i] ?? '')) i++;
  };
  const number = (): void => {
    if (text[i] === '-') i++;
    if (text[i] === '0') i++;
    else digits();
    if (text[i] === '.') {
      i++;
      digits();
    }
    if (text[i] === 'e' || text[i] === 'E') {
      i++;
      if (text[i] === '+' || text[i] === '-') i++;
      digits();
    }
  };
  const string = (): void => {
    i++; // opening quote
    for (;;) {
      const c = text[i];
      if (c === undefined) fail('a closing \'"\'');
      if (c === '"') {
        i++;
        return;
      }
      if ((c as string) < ' ') fail('no control character inside a string');
      if (c === '\\') {
        i++;
        const e = text[i] ?? '';
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail('four hex digits after \\u');
          i += 5;
        } else if ('"\\/bfnrt'.includes(e) && e !== '') i++;
        else fail('a valid escape (\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)');
      } else i++;
    }
  };
  const members = (close: string, item: () => void): void => {
    i++; // opening bracket
    ws();
    if (text[i] === close) {
      i++;
      return;
    }
    for (;;) {
      item();
      ws();
      if (text[i] === ',') {
        i++;
        ws();
      } else if (text[i] === close) {
        i++;
        return;
      } else fail(`"," or "${close}"`);
    }
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === '{')
      members('}', () => {
        if (text[i] !== '"') fail('a property name in double quotes');
        string();
        ws();
        if (text[i] !== ':') fail('":"');
        i++;
        value();
      });
    else if (c === '[') members(']', value);
    else if (c === '"') string();
    else if (c === 't') word('true');
    else if (c === 'f') word('false');
    else if (c === 'n') word('null');
    else if (c === '-' || /[0-9]/.test(c ?? '')) number();
    else fail('a value');
  };
  try {
    value();
    ws();
    if (i < text.length) fail('the end of the text');
    return null;
  } catch (e) {
    if (e instanceof Stop) return e.fault;
    throw e;
  }
};

/** 1-based line and column of a character offset. */
export const lineColumn = (text: string, at: number): { readonly line: number; readonly column: number } => {
  const before = text.slice(0, at).split('\n');
  return { line: before.length, column: (before[before.length - 1] ?? '').length + 1 };
};

const describeFound = (text: string, at: number): string => {
  const c = text[at];
  if (c === undefined) return 'the end of the text';
  return JSON.stringify(c);
};

/** JSON.parse that never throws: a syntax error names line, column, what was found and expected. */
export const parseJson = (raw: string): Result<unknown, ScenarioError[]> => {
  // Some editors save a byte-order mark, which JSON.parse refuses though the file is fine.
  const text = raw.startsWith('\uFEFF') ? raw.slice(1) : raw;
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (e) {
    const fault = jsonFault(text);
    if (fault === null) return { ok: false, error: [{ path: '', message: problem('json', { detail: String(e) }) }] };
    const { line, column } = lineColumn(text, fault.at);
    const message = problem('jsonAt', { line, column, position: fault.at, expected: fault.expected, found: describeFound(text, fault.at) });
    return { ok: false, error: [{ path: '', message }] };
  }
};

/**
 * JSON text (or a value already parsed, from the store or a share link) that must be one object:
 * anything else is refused with `notWhat` (`notScenario`, `notPuzzle`), naming what was found.
 */
export const parseObject = (text: string | unknown, notWhat: 'notScenario' | 'notPuzzle'): Result<Readonly<Record<string, unknown>>, ScenarioError[]> => {
  let input: unknown = text;
  if (typeof text === 'string') {
    const json = parseJson(text);
    if (!json.ok) return json;
    input = json.value;
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    const received = input === null ? 'null' : Array.isArray(input) ? 'a list' : JSON.stringify(input);
    return { ok: false, error: [{ path: '', message: problem(notWhat, { received }) }] };
  }
  return { ok: true, value: input as Readonly<Record<string, unknown>> };
};
