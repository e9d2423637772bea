/**
 * The rules addresses drawn over the page (lazy chunk): `#/rules[/<game>]` is the rule browser,
 * `#/rules/<game>/<id>` a rule card. A card opened from the browser keeps the browser under it,
 * so closing the card returns to the list where it was. Neither ever touches the session.
 */
import type { GameId } from '../../engine/types.ts';
import { availableGames } from '../../games/registry.ts';
import { parseRulesHash } from './book.ts';
import { RuleBrowser } from './RuleBrowser.tsx';
import { RuleCardDialog } from './RuleCardDialog.tsx';
import { routeState } from './nav.ts';

const RulesOverlay = ({ hash }: { hash: string }) => {
  const route = parseRulesHash(hash) ?? { game: null, key: null };
  const state = routeState();
  const under = route.key !== null && state.under !== undefined ? parseRulesHash(state.under) : null;
  const browser = route.key === null ? route : under !== null && under.key === null ? under : null;
  const games: readonly GameId[] = availableGames();
  // Keyed: the browser stays mounted (with its search words) while cards open and close over it.
  return (
    <>
      {browser !== null ? <RuleBrowser key="browser" game={browser.game} games={games} /> : null}
      {route.key !== null && route.game !== null ? <RuleCardDialog key="card" game={route.game} ruleKey={route.key} refHint={state.ref} /> : null}
    </>
  );
};

export default RulesOverlay;
