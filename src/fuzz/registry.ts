/** The walks of each game, by id: what `npm run fuzz -- --game` picks from. */
import type { GameId } from '../engine/types.ts';
import { bsWalks } from './bs/walk.ts';
import { fabWalks } from './fab/walk.ts';
import { mtgWalks } from './mtg/walk.ts';
import { pmvWalks } from './pmv/walk.ts';
import type { AnySpec } from './spec.ts';

export const WALKS: Readonly<Record<GameId, AnySpec>> = { mtg: mtgWalks(), fab: fabWalks, bs: bsWalks, pmv: pmvWalks };
