/** How the BS screens write numbers that are changes, and a manual effect as a line's term. */
import type { Term } from '../../engine/types.ts';

/** A change reads with its sign: "+3000", "−1", "0". */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/**
 * The term for what a manual effect does (`effectLine.<kind>`, or `effectLine.<kind>.<until>`
 * where it lasts for the battle or the turn), its amount signed.
 */
export const effectTerm = (e: { readonly kind: string } & Readonly<Record<string, unknown>>): Term => {
  const values: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(e)) {
    if (k === 'kind') continue;
    if (k === 'amount' && typeof v === 'number') values[k] = signed(v);
    else if (typeof v === 'string' || typeof v === 'number') values[k] = v;
  }
  const until = typeof e['until'] === 'string' ? `.${e['until']}` : '';
  return { key: `effectLine.${e.kind}${until}`, values };
};
