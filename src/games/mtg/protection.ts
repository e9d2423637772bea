/**
 * Protection (702.16) and the qualities it and "can't be blocked except by" name: a colour, a
 * card type, a keyword, or everything. A source's qualities are its colours and types; a manual
 * effect's are the colours it was cast with.
 */
import type { BlockQuality, Colour, PermanentType, ProtectionQuality } from './types.ts';

/** What protection looks at in a source: its colours and card types. */
export type Qualities = { readonly colours: readonly Colour[]; readonly types: readonly PermanentType[]; readonly keywords?: readonly string[] };

export const hasQuality = (source: Qualities, q: BlockQuality | ProtectionQuality): boolean =>
  q === 'everything' ||
  (source.colours as readonly string[]).includes(q) ||
  (source.types as readonly string[]).includes(q) ||
  (source.keywords ?? []).includes(q);

/** Whether protection from these qualities covers a source (702.16a: from everything covers every source). */
export const protects = (protection: readonly ProtectionQuality[], source: Qualities): boolean => protection.some((q) => hasQuality(source, q));

/** A spell cast as a manual effect: its colours, no permanent type. */
export const spellQualities = (colours: readonly Colour[] | undefined): Qualities => ({ colours: colours ?? [], types: [] });
