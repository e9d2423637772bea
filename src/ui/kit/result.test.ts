/**
 * The plain result at the end of play, per game, from scenario files played to their end: what
 * left play and under which rule, each life change with the rules that made it, the loser or the
 * draw. Also: the end prompt kinds are each game's own, and nothing shows for a position at the start.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { play } from '../../engine/referee.ts';
import type { AnyGameModule, EventBase, GameId, ViewBase } from '../../engine/types.ts';
import { bs } from '../../games/bs/index.ts';
import { fab } from '../../games/fab/index.ts';
import { mtg } from '../../games/mtg/index.ts';
import { pmv } from '../../games/pmv/index.ts';
import { combatResult, END_KINDS, isEnd } from './result.ts';

const MODULES: Record<GameId, AnyGameModule> = { mtg, fab, bs, pmv };

/** Plays a scenario file to its end: the result's lines and the last prompt's kind. */
const played = (game: GameId, file: string) => {
  const scenario = JSON.parse(readFileSync(new URL(`../../../scenarios/${game}/${file}`, import.meta.url), 'utf8')) as { rules: string; setup: unknown; actions: unknown };
  const m = MODULES[game];
  const loaded = m.load(scenario);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
  const run = play(m, loaded.value.state, loaded.value.actions, loaded.value.events ?? []);
  if (run.rejected !== null) throw new Error(JSON.stringify(run.rejected));
  const first = m.view(loaded.value.state) as ViewBase;
  return { lines: combatResult(game, run.events as readonly EventBase[], first, m.view(run.state) as ViewBase), kind: (m.prompt(run.state) as { kind: string }).kind, first };
};

const rule = (game: GameId, id: string, edition?: string) => (edition === undefined ? { game, id } : { game, id, edition });

/** A bare view with player B at this life. */
const bareView = (lifeB: number): ViewBase => ({ names: {}, steps: [], step: 'x', stack: [], zones: [], players: [{ id: 'B', life: lifeB, lost: false, active: false, deciding: false, figures: [] }] });

describe('the plain result', () => {
  test('MTG: the bear and the snake destroyed by lethal damage (704.5g), B 20→17 (120.3a)', () => {
    const { lines, kind } = played('mtg', '117.4-2024-skip-to-each-decision-bear-and-snake-die.json');
    expect(isEnd('mtg', kind)).toBe(true);
    expect(lines).toEqual([
      { kind: 'gone', how: 'destroyed', ids: ['bear', 'snake'], rule: rule('mtg', '704.5g') },
      { kind: 'life', player: 'B', from: 20, to: 17, rules: [rule('mtg', '120.3a')] },
    ]);
  });

  test('MTG: the player at 0 life is named as the loser (704.5a); both at 0 is a draw (104.4a), not two losers', () => {
    expect(played('mtg', '704.5a-2024-player-at-zero-life-loses.json').lines.at(-1)).toEqual({ kind: 'lost', player: 'B', rule: rule('mtg', '704.5a') });
    const draw = played('mtg', '104.4a-2024-flame-rift-both-players-lose-draw.json').lines;
    expect(draw.filter((l) => l.kind === 'lost')).toEqual([]);
    expect(draw.at(-1)).toEqual({ kind: 'draw', rule: rule('mtg', '104.4a') });
    expect(draw.filter((l) => l.kind === 'life').map((l) => l.kind === 'life' && `${l.player} ${l.from}→${l.to}`)).toEqual(['A 4→0', 'B 4→0']);
  });

  test('MTG: a player the board as entered already had lose is still named', () => {
    const { lines, kind } = played('mtg', '704.5a-2026-player-set-up-at-zero-life-has-lost.json');
    expect(kind).toBe('mtg.gameOver');
    expect(lines.filter((l) => l.kind === 'lost')).toHaveLength(1);
  });

  test('FaB: the helm destroyed by blade break (8.5.4), B 20→16 from the two hits (7.5.2)', () => {
    const { lines, kind } = played('fab', '7.6.2-skip-stops-where-go-again-allows-a-new-attack.json');
    expect(kind).toBe('fab.phaseEnded');
    expect(lines).toEqual([
      { kind: 'gone', how: 'destroyed', ids: ['helm'], rule: rule('fab', '8.5.4') },
      { kind: 'life', player: 'B', from: 20, to: 16, rules: [rule('fab', '7.5.2')] },
    ]);
  });

  test('FaB: an ally at 0 life died (1.10.2b); two heroes at 0 is a draw (4.5.4a)', () => {
    expect(played('fab', '1.10.2b-attacking-ally-dies-before-damage-closes-the-chain.json').lines).toEqual([{ kind: 'gone', how: 'died', ids: ['squire'], rule: rule('fab', '1.10.2b') }]);
    expect(played('fab', '4.5.4a-both-heroes-at-zero-is-a-draw.json').lines).toEqual([{ kind: 'draw', rule: rule('fab', '4.5.4a') }]);
  });

  test('BS: the blocker destroyed in the comparison (❻) and no life line when no life core moved', () => {
    const { lines, kind } = played('bs', 'rm-p08-ft-skip-stops-where-a-flash-magic-card-can-be-paid.json');
    expect(kind).toBe('bs.stepOver');
    expect(lines).toEqual([{ kind: 'gone', how: 'destroyed', ids: ['bear'], rule: rule('bs', 'BS-RM p08 ❻') }]);
  });

  test('BS: the last life core taken (❺), and the loser (BSS-CR 1-2)', () => {
    const { lines } = played('bs', 'bss-cr-1-2-zero-life-loses-the-game.json');
    expect(lines).toEqual([
      { kind: 'life', player: 'B', from: 1, to: 0, rules: [rule('bs', 'BS-RM p08 ❺')] },
      { kind: 'lost', player: 'B', rule: rule('bs', 'BSS-CR 1-2') },
    ]);
  });

  test('PMV: 霊夢 and にとり made 決死 together (1.10.12.f), B 25→22 from combat damage (1.10.11.a)', () => {
    const { lines, kind } = played('pmv', '1.12.9.b-skip-stops-for-each-attack-defence-and-graze.json');
    expect(kind).toBe('pmv.turnOver');
    expect(lines).toEqual([
      { kind: 'gone', how: 'kesshi', ids: ['reimu', 'nitori'], rule: rule('pmv', '1.10.12.f') },
      { kind: 'life', player: 'B', from: 25, to: 22, rules: [rule('pmv', '1.10.11.a')] },
    ]);
  });

  test('PMV: both players at 0 at once is a draw (1.5.4.a)', () => {
    expect(played('pmv', '1.5.4.a-both-players-at-zero-at-once-is-a-draw.json').lines.at(-1)).toEqual({ kind: 'draw', rule: rule('pmv', '1.5.4.a') });
  });

  test('an object is counted once, under the first way it left; lines group objects by how and by rule', () => {
    const log: EventBase[] = [
      { type: 'destroyed', rule: rule('mtg', '704.5g'), id: 'a' } as EventBase,
      { type: 'putIntoGraveyard', rule: rule('mtg', '704.5f'), id: 'b' } as EventBase,
      { type: 'destroyed', rule: rule('mtg', '704.5h'), id: 'c' } as EventBase,
      { type: 'destroyed', rule: rule('mtg', '704.5g'), id: 'd' } as EventBase,
      { type: 'exiled', rule: rule('mtg', '701.11'), id: 'a' } as EventBase,
    ];
    expect(combatResult('mtg', log, bareView(5), bareView(5))).toEqual([
      { kind: 'gone', how: 'destroyed', ids: ['a', 'd'], rule: rule('mtg', '704.5g') },
      { kind: 'gone', how: 'graveyard', ids: ['b'], rule: rule('mtg', '704.5f') },
      { kind: 'gone', how: 'destroyed', ids: ['c'], rule: rule('mtg', '704.5h') },
    ]);
  });

  test('the end kinds are prompt kinds each game has, and none of them is a decision', () => {
    for (const game of Object.keys(END_KINDS) as GameId[]) {
      for (const kind of END_KINDS[game]) expect(MODULES[game].vocabulary.prompts).toContain(kind);
      expect(isEnd(game, `${game}.priority`)).toBe(false);
    }
  });
});
