import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/mtg.json' with { type: 'json' };
import ja from '../../../locales/ja/mtg.json' with { type: 'json' };
import { moduleKeys } from '../../engine/testing/localeChecks.ts';
import type { EngineError } from '../../engine/types.ts';
import { mtg } from './index.ts';
import { cite, isEditionSpecific } from './rules.ts';
import { assignDamage, battle, citedRules, createGame, creature, declareAttackers, declareBlockers, planeswalker } from './testkit.ts';
import { MTG_KEYWORDS, MTG_STEPS } from './types.ts';
import type { MtgEvent } from './types.ts';
import { MTG_EXCLUDED } from './vocabulary.ts';

const LOCALES: Record<string, Record<string, string>> = { en, ja };
const terms = (table: Record<string, string>): string[] => Object.keys(table).filter((k) => k.startsWith('term.')).toSorted();
const placeholders = (text: string): string[] => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').toSorted();

const expectedKeys = (): string[] => [
  ...moduleKeys(mtg),
  ...MTG_EXCLUDED.map((c) => `excluded.${c}`),
  ...MTG_STEPS.map((s) => `step.${s}`),
  ...MTG_KEYWORDS.map((k) => `keyword.${k}`),
];

/** A tour through most of the procedure, collecting what the module emits. */
const tour = (): { events: MtgEvent[]; errors: EngineError[] } => {
  const errors: EngineError[] = [];
  const events: MtgEvent[] = [];
  const g = createGame('2023-11', [
    creature('rhino', 'A', 6, 6, ['trample', 'lifelink']),
    creature('knight', 'A', 2, 2, ['first strike']),
    creature('bird', 'A', 1, 1, ['flying']),
    creature('elk', 'B', 2, 2),
    creature('ox', 'B', 2, 3),
    creature('golem', 'B', 1, 1, ['indestructible']),
    planeswalker('jace', 'B', 2),
    battle('siege', 'A', 1, 'B'),
  ]);
  g.cast('A', { kind: 'prevent', target: 'B', amount: 1 }).advance().pass();
  g.cast('B', { kind: 'untap', target: 'rhino' }).advance().advance();
  errors.push(g.refuse(declareAttackers('B', {})));
  g.attack({ rhino: 'B', knight: 'jace', bird: 'siege' }).advance();
  errors.push(g.refuse(declareBlockers('B', { elk: 'bird' })));
  g.block({ elk: 'rhino', ox: 'rhino', golem: 'knight' });
  errors.push(g.refuse({ type: 'orderBlockers', by: 'A', attacker: 'rhino', order: ['elk'] }));
  g.do({ type: 'orderBlockers', by: 'A', attacker: 'rhino', order: ['elk', 'ox'] });
  g.cast('A', { kind: 'exile', target: 'golem' }).advance().advance();
  g.cast('A', { kind: 'removeKeyword', target: 'knight', keyword: 'first strike' }).advance().advance();
  errors.push(g.refuse(assignDamage('A', { rhino: { ox: 6 } })));
  g.assign('A', { rhino: { elk: 2, ox: 3, B: 1 } }).advance(2);
  errors.push(g.refuse({ type: 'pass', by: 'A' }));
  events.push(...g.log);
  const h = createGame('2024-11', [creature('ogre', 'A', 3, 3), creature('wall', 'B', 0, 5)], { life: { B: 3 } });
  h.advance().attack({}).advance();
  h.cast('A', { kind: 'grant', target: 'wall', keyword: 'haste' }).cast('A', { kind: 'tap', target: 'wall' }).advance().advance();
  h.cast('A', { kind: 'pump', target: 'ogre', power: 1, toughness: 1 }).cast('A', { kind: 'damage', target: 'B', amount: 3 }).advance();
  errors.push(h.refuse({ type: 'advance', by: 'A' }));
  events.push(...h.log);
  return { events, errors };
};

describe('rules and locales', () => {
  it('mtg.rules lists each rule once, and only rules that change between editions carry the edition', () => {
    expect(new Set(mtg.rules).size).toBe(mtg.rules.length);
    expect(cite('2023-11', '510.1c')).toEqual({ game: 'mtg', id: '510.1c', edition: '2023-11' });
    expect(cite('2024-11', '510.2')).toEqual({ game: 'mtg', id: '510.2' });
    expect(mtg.rules.filter(isEditionSpecific).toSorted()).toEqual(
      ['310.9b', '506.4', '509.2', '509.3', '509.4', '510.1c', '510.1d', '701.13', '701.19a', '701.26', '701.8', '702.2c'].toSorted(),
    );
    // Keyword actions renumbered in 2025: the 2026-09 edition cites the new numbers.
    expect(cite('2026-09', '701.7')).toEqual({ game: 'mtg', id: '701.8', edition: '2026-09' });
    expect(cite('2026-09', '701.21')).toEqual({ game: 'mtg', id: '701.26', edition: '2026-09' });
    expect(cite('2024-11', '701.21')).toEqual({ game: 'mtg', id: '701.21' });
    expect(cite('2026-09', '310.8b')).toEqual({ game: 'mtg', id: '310.9b', edition: '2026-09' });
    // A rule whose 2026-09 text our sources don't reach keeps its 2024-11 citation, and says so.
    expect(cite('2026-09', '802.4')).toEqual({ game: 'mtg', id: '802.4', textOf: '2024-11' });
    expect(cite('2024-11', '802.4')).toEqual({ game: 'mtg', id: '802.4' });
    expect(mtg.ruleKeys).toContain('509.2@2024-11');
    expect(mtg.ruleKeys).not.toContain('509.4@2024-11');
  });

  it('both locales name the same glossary terms', () => {
    expect(terms(ja)).toEqual(terms(en));
    expect(terms(en).length).toBeGreaterThan(5);
  });

  it('both locales have exactly the keys the module needs, none empty, with the same placeholders', () => {
    const keys = expectedKeys();
    for (const [lang, table] of Object.entries(LOCALES)) {
      const missing = keys.filter((k) => typeof table[k] !== 'string' || table[k] === '');
      expect(missing, `${lang} lacks`).toEqual([]);
      // Only the families the module emits can go stale here; the UI's words (ui.*, effect.*, figure.*, ...) are checked by src/ui/locales.test.ts.
      const emitted = /^(rule|event|prompt|error|step|keyword)\./;
      expect(Object.keys(table).filter((k) => emitted.test(k) && !keys.includes(k)), `${lang} has stale keys`).toEqual([]);
    }
    for (const k of keys) expect(placeholders(ja[k as keyof typeof ja]), k).toEqual(placeholders(en[k as keyof typeof en]));
    for (const k of mtg.vocabulary.prompts) expect(placeholders(en[`prompt.${k}` as keyof typeof en]).every((p) => p === 'player')).toBe(true);
  });

  it('every rule cited by events, prompts and errors is in mtg.rules, and every emitted code is in the vocabulary', () => {
    const { events, errors } = tour();
    for (const id of citedRules) expect(mtg.rules).toContain(id);
    const types = new Set(events.map((e) => e.type));
    for (const t of types) expect(mtg.vocabulary.events).toContain(t);
    for (const e of errors) expect(mtg.vocabulary.errors).toContain(e.code);
    expect(types.size).toBeGreaterThan(25);
    expect(citedRules.size).toBeGreaterThan(40);
  });

  it('event and error texts only use fields the event or error carries', () => {
    const { events, errors } = tour();
    for (const e of events)
      for (const p of placeholders(en[`event.${e.type}` as keyof typeof en])) expect(Object.keys(e), `event.${e.type} {{${p}}}`).toContain(p);
    for (const e of errors)
      for (const p of placeholders(en[`error.${e.code}` as keyof typeof en])) expect(Object.keys(e.params ?? {}), `error.${e.code} {{${p}}}`).toContain(p);
  });
});
