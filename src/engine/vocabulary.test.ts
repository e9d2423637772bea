/**
 * The kernel's events and codes are listed once (procedure.ts) and every game's vocabulary gets
 * them from defineVocabulary: the judge's two only for a game that asks the judge questions.
 */
import { describe, expect, it } from 'vitest';
import { bs } from '../games/bs/index.ts';
import { fab } from '../games/fab/index.ts';
import { mtg } from '../games/mtg/index.ts';
import { pmv } from '../games/pmv/index.ts';
import { KERNEL_CODES, KERNEL_EVENTS } from './procedure.ts';
import { defineVocabulary } from './vocabulary.ts';

const own = { rules: ['1'], errors: ['tooLate'], events: ['hit'], prompts: ['x.priority'] } as const;
const judgeEvents = ['judgeAsked', 'judgeRuled'];
const driverEvents = ['stepBegan', 'priorityGiven', 'priorityPassed'];

describe('defineVocabulary', () => {
  it('adds the kernel codes and events to the game\'s own, the judge\'s events only when it asks the judge', () => {
    const asking = defineVocabulary('bs', { ...own, asksJudge: true });
    expect(asking.errors).toEqual(['judgeFirst', 'noQuestion', 'tooLate']);
    expect(asking.events).toEqual([...driverEvents, ...judgeEvents, 'hit']);
    const silent = defineVocabulary('mtg', { ...own, asksJudge: false });
    expect(silent.errors).toEqual(['judgeFirst', 'noQuestion', 'tooLate']);
    expect(silent.events).toEqual([...driverEvents, 'hit']);
  });

  it('refuses a game that lists a kernel event or code itself', () => {
    expect(() => defineVocabulary('fab', { ...own, events: ['hit', 'stepBegan'], asksJudge: true })).toThrow(/fab lists the kernel's own stepBegan/);
    expect(() => defineVocabulary('fab', { ...own, errors: ['noQuestion'], asksJudge: false })).toThrow(/noQuestion/);
  });

  it('lists every event the driver logs', () => {
    expect(Object.keys(KERNEL_EVENTS).toSorted()).toEqual([...driverEvents, ...judgeEvents].toSorted());
    expect(KERNEL_CODES).toEqual(['judgeFirst', 'noQuestion']);
  });
});

describe.each([
  ['mtg', mtg, false],
  ['fab', fab, true],
  ['bs', bs, true],
  ['pmv', pmv, true],
] as const)('%s', (_id, game, asksJudge) => {
  it('declares the kernel codes and the driver\'s events once, the judge\'s where the game asks the judge', () => {
    for (const code of KERNEL_CODES) expect(game.vocabulary.errors.filter((c) => c === code)).toEqual([code]);
    for (const type of driverEvents) expect(game.vocabulary.events.filter((t) => t === type)).toEqual([type]);
    for (const type of judgeEvents) expect(game.vocabulary.events.includes(type)).toBe(asksJudge);
  });
});
