/**
 * Targeted walks: what a run of random walks reaches depends on its seed, and some of what the
 * coverage check asks for is rare (under some seeds FaB walks never see a weapon return as the
 * chain closes, a second chain link, or blade break). A targeted walk starts with the actions of
 * a scenario fixture that reaches the item, so reaching it does not depend on the seed; those
 * actions are checked like any step, then the walk goes on at random.
 */
import { readFileSync } from 'node:fs';
import type { ActionBase, AnyGameModule } from '../engine/types.ts';

export type Fixture = { readonly file: string; readonly setup: unknown; readonly actions: readonly ActionBase[] };

/** The named fixtures of scenarios/<game>/, loaded as the runner loads them; throws if one no longer loads. */
export const loadFixtures = (game: AnyGameModule, files: readonly string[]): Fixture[] =>
  files.map((file) => {
    const text = JSON.parse(readFileSync(new URL(`../../scenarios/${game.id}/${file}`, import.meta.url), 'utf8')) as { rules: string; setup: unknown; actions: unknown };
    const loaded = game.load(text);
    if (!loaded.ok) throw new Error(`targeted fixture ${file}: ${JSON.stringify(loaded.error)}`);
    return { file, setup: text.setup, actions: loaded.value.actions };
  });
