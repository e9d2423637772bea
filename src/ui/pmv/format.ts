/** How the PMV screens write changes, and a manual effect as a line's term. */
import type { Term } from '../../engine/types.ts';

/** A change reads with its sign: "+2", "−1", "0". */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** The values that are changes, by effect kind: a 戦闘修正's two figures, a life change. Damage is an amount, never signed. */
const SIGNED: Readonly<Record<string, readonly string[]>> = { modify: ['attack', 'toughness'], life: ['amount'] };

/** The term for what a manual effect does (`effectLine.<kind>`), its changes signed. */
export const effectTerm = (e: { readonly kind: string } & Readonly<Record<string, unknown>>): Term => {
  const values: Record<string, string | number> = {};
  const changes = SIGNED[e.kind] ?? [];
  for (const [k, v] of Object.entries(e)) {
    if (k === 'kind') continue;
    if (typeof v === 'number') values[k] = changes.includes(k) ? signed(v) : v;
    else if (typeof v === 'string') values[k] = v;
  }
  return { key: `effectLine.${e.kind}`, values };
};

/** A term the view hands over for an effect line (`effectLine.modify` with raw numbers), with its changes signed. */
export const signedTerm = (term: Term): Term => {
  const kind = term.key.startsWith('effectLine.') ? term.key.slice('effectLine.'.length) : null;
  if (kind === null || term.values === undefined) return term;
  return effectTerm({ kind, ...term.values });
};
