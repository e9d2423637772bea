/**
 * Renaming a player in the set-up, in every game: every board to start from, with its first
 * player renamed, loads as the same board with the new name everywhere the old one stood (the
 * active player, the cards they own or control, the effects that name them) and nothing left
 * naming the old one; a name taken by a card or another player changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { cardsOf, renamePlayer, type Draft } from '../engine/setupDraft.ts';
import type { AnyGameModule } from '../engine/types.ts';
import type { SetupSpec } from '../engine/setupSpec.ts';
import { bs, BS_BOARDS, BS_SETUP } from './bs/index.ts';
import { fab, FAB_BOARDS, FAB_SETUP } from './fab/index.ts';
import { mtg, MTG_BOARDS, MTG_SETUP } from './mtg/index.ts';
import { pmv, PMV_BOARDS, PMV_SETUP } from './pmv/index.ts';

const GAMES: readonly (readonly [AnyGameModule, SetupSpec, Readonly<Record<string, Draft>>])[] = [
  [mtg, MTG_SETUP, MTG_BOARDS],
  [fab, FAB_SETUP, FAB_BOARDS],
  [bs, BS_SETUP, BS_BOARDS],
  [pmv, PMV_SETUP, PMV_BOARDS],
];

const boards = GAMES.flatMap(([game, spec, all]) => Object.entries(all).map(([name, board]) => ({ game, spec, name, board })));

describe.each(boards)('$game.id $name', ({ game, spec, board }) => {
  const renamed = renamePlayer(spec, board, 'A', 'Alice');
  const load = (setup: Draft) => game.load({ rules: game.editions[0] as string, setup, actions: [] });
  const owners = (d: Draft) => cardsOf(spec, d).map((c) => c['owner'] ?? c['controller']);

  it('loads with Alice where A stood, and nothing naming A', () => {
    const loaded = load(renamed);
    expect(loaded.ok, JSON.stringify(loaded.ok ? null : loaded.error)).toBe(true);
    expect(renamed.active).toBe(board.active === 'A' ? 'Alice' : board.active);
    expect(renamed.players.map((p) => p['id'])).toEqual(board.players.map((p) => (p['id'] === 'A' ? 'Alice' : p['id'])));
    expect(JSON.stringify(renamed)).not.toMatch(/"A"/);
    expect(owners(renamed)).toEqual(owners(board).map((o) => (o === 'A' ? 'Alice' : o)));
  });

  it('changes nothing for a name a card or another player has', () => {
    const card = String(cardsOf(spec, board)[0]?.['id']);
    expect(renamePlayer(spec, board, 'A', card)).toBe(board);
    expect(renamePlayer(spec, board, 'A', 'B')).toBe(board);
    expect(renamePlayer(spec, board, 'A', ' ')).toBe(board);
  });
});
