import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { play } from '../../engine/referee.ts';
import { moduleKeys, ruleTextKeys } from '../../engine/testing/localeChecks.ts';
import { fab } from './index.ts';
import { NUMBERED } from './types.ts';
import { CARD_TYPES, DURATIONS, EFFECT_KINDS, FAB_KEYWORDS, FAB_STEPS, SETUP_ZONES } from './types.ts';

const load = (lang: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../../locales/${lang}/fab.json`, import.meta.url), 'utf8')) as Record<string, string>;

describe.each(['en', 'ja'])('locales/%s/fab.json', (lang) => {
  const text = load(lang);
  const keys = [
    ...moduleKeys(fab),
    ...FAB_STEPS.map((s) => `step.${s}`),
    ...FAB_KEYWORDS.map((k) => `keyword.${k}`),
    ...NUMBERED.map((k) => `keywordN.${k}`),
    ...DURATIONS.map((d) => `until.${d}`),
    ...CARD_TYPES.map((t) => `type.${t}`),
    ...SETUP_ZONES.map((z) => `zone.${z}`),
    ...EFFECT_KINDS.map((k) => `effectLine.${k}`),
    'effectLine.powerUntil',
    'effectLine.defenseUntil',
    'effectLine.damageArcane',
    'triggerLine',
    'figure.ally',
    'question.mirage',
    'ruling.destroyNow',
    'ruling.trigger',
  ];
  it('has a non-empty text for every rule, event, prompt, error, step and keyword', () => {
    expect(keys.filter((k) => !text[k]?.trim())).toEqual([]);
  });
  it('cites no rule the module does not know', () => {
    const ruleKeys = Object.keys(text).filter((k) => k.startsWith('rule.'));
    const known = new Set(ruleTextKeys(fab.rules));
    expect(ruleKeys.filter((k) => !known.has(k))).toEqual([]);
  });
});

it('the Japanese glossary uses the seed terms', () => {
  const ja = load('ja');
  expect(ja['keyword.go again']).toBe('続行');
  expect(ja['keyword.dominate']).toBe('圧倒');
  expect(ja['keyword.overpower']).toBe('凌駕');
  expect(ja['type.attack reaction']).toBe('攻撃リアクション');
  expect(ja['type.defense reaction']).toBe('防御リアクション');
  expect(ja['zone.chain']).toBe('戦闘チェイン');
});

const names = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] as string);

describe('placeholders name real fields', () => {
  // Every event the scenario files produce: its text may only use fields the event has.
  const dir = new URL('../../../scenarios/fab/', import.meta.url);
  const events: Record<string, Record<string, unknown>> = {};
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    const file = JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as { setup: unknown; actions: unknown };
    const loaded = fab.load({ rules: 'current', setup: file.setup, actions: file.actions });
    if (!loaded.ok) continue;
    for (const e of play(fab, loaded.value.state, loaded.value.actions).events) events[e.type] ??= e as unknown as Record<string, unknown>;
  }
  it.each(['en', 'ja'])('%s', (lang) => {
    const text = load(lang);
    expect(Object.keys(events).length).toBeGreaterThan(30);
    for (const [type, e] of Object.entries(events)) {
      for (const p of names(text[`event.${type}`] ?? '')) expect(e, `${lang} event.${type} {{${p}}}`).toHaveProperty(p);
    }
  });
  it('ja uses the same placeholders as en', () => {
    const en = load('en');
    const ja = load('ja');
    for (const k of Object.keys(en)) expect(names(ja[k] ?? '').toSorted(), k).toEqual(names(en[k] ?? '').toSorted());
  });
});
