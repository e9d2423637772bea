/**
 * The text layer on real MTG play: a spell is called by its name (never its stack id) in the log
 * and on the stack, damage a spell deals names the spell, and a pump reads as a change (+3/+3).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EventBase } from '../engine/types.ts';
import { mtg } from '../games/mtg/index.ts';
import { eventLines, signed, valuesOf } from './describe.ts';
import { nodeText } from './node-i18n.ts';
import { lineText, namesFromSetup } from './render.ts';

const scenario = (file: string) => JSON.parse(readFileSync(`scenarios/mtg/${file}`, 'utf8')) as { rules: string; setup: Record<string, unknown>; actions: unknown[] };

/** Plays a scenario file's actions, failing on a refusal; returns every event and the last state. */
const play = (file: string) => {
  const sc = scenario(file);
  const loaded = mtg.load({ rules: sc.rules, setup: sc.setup, actions: sc.actions });
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
  let state = loaded.value.state;
  const events: EventBase[] = [...(loaded.value.events ?? [])];
  const states = [state];
  for (const action of loaded.value.actions) {
    const r = mtg.apply(state, action);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    state = r.value.state;
    states.push(state);
    events.push(...r.value.events);
  }
  return { events, states, nameOf: namesFromSetup(sc.setup) };
};

describe('signed', () => {
  it('writes a change as a card prints it', () => {
    expect([signed(3), signed(0), signed(-2)]).toEqual(['+3', '+0', '-2']);
    expect(valuesOf({ power: 3, toughness: -1, target: 'bear' }, (id) => id)).toMatchObject({ powerSigned: '+3', toughnessSigned: '-1', target: 'bear' });
  });
});

describe('eventLines', () => {
  for (const lang of ['en', 'ja'] as const) {
    it(`${lang}: spell damage names the spell, and no line shows a stack id`, () => {
      const t = nodeText(lang);
      const { events, nameOf } = play('120.3c-2024-spell-damage-to-planeswalker.json');
      const texts = eventLines(events, nameOf).map((l) => lineText(t, l));
      const damage = eventLines(events, nameOf).find((l) => l.key === 'event.damageDealt');
      expect(damage?.values['source']).toBe('Shock');
      expect(texts.join('\n')).not.toMatch(/\bs\d+\b|—/);
      expect(texts.some((x) => x.includes('Shock') && x.includes('Jace') && x.includes('2'))).toBe(true);
    });
  }

  it('a stack id among the values reads as the spell it named', () => {
    const { events, nameOf } = play('405.5-2024-last-in-first-out-pump-saves.json');
    const lines = eventLines(events, nameOf);
    const t = nodeText('en');
    expect(lines.map((l) => lineText(t, l)).join('\n')).not.toMatch(/\(s\d+\)/);
    expect(lines.filter((l) => l.key === 'event.spellResolved').map((l) => l.values['name'])).toEqual(['Giant Growth', 'Lightning Strike']);
  });
});

describe('the stack as the board shows it', () => {
  it('a pump on the stack reads +2/+2 in both languages', () => {
    const { states } = play('405.5-2024-last-in-first-out-pump-saves.json');
    // After the pump is cast (action 4) both spells are on the stack.
    const view = mtg.view(states[4] as never);
    const pump = view.stack.find((i) => i.name === 'Giant Growth');
    expect(pump?.line?.key).toBe('effectLine.pump');
    const values = valuesOf(pump?.line?.values ?? {}, (id) => view.names[id] ?? id);
    expect(nodeText('en')('mtg:effectLine.pump', values)).toBe('Grizzly Bears gets +2/+2 until end of turn');
    expect(nodeText('ja')('mtg:effectLine.pump', values)).toContain('+2/+2');
  });
});

describe('the steps as the board shows them', () => {
  it('"after combat" is not cited as a step: it has no rule of its own, the five steps keep theirs', () => {
    const { states } = play('511.3-2024-end-of-combat-then-after-combat.json');
    const view = mtg.view(states.at(-1) as never);
    expect(view.step).toBe('after-combat');
    expect(view.steps.find((s) => s.id === 'after-combat')?.rule).toBeNull();
    expect(view.steps.filter((s) => s.id !== 'after-combat').every((s) => s.rule !== null)).toBe(true);
  });
});
