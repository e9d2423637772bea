import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fab } from './index.ts';
import { FAB_KEYWORDS, FAB_STEPS } from './types.ts';

const load = (lang: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../../locales/${lang}/fab.json`, import.meta.url), 'utf8')) as Record<string, string>;

describe.each(['en', 'ja'])('locales/%s/fab.json', (lang) => {
  const text = load(lang);
  const keys = [
    ...fab.rules.flatMap((id) => [`rule.${id}.title`, `rule.${id}.summary`]),
    ...fab.vocabulary.events.map((t) => `event.${t}`),
    ...fab.vocabulary.prompts.map((k) => `prompt.${k}`),
    ...fab.vocabulary.errors.map((c) => `error.${c}`),
    ...FAB_STEPS.map((s) => `step.${s}`),
    ...FAB_KEYWORDS.map((k) => `keyword.${k}`),
  ];
  it('has a non-empty text for every rule, event, prompt, error, step and keyword', () => {
    expect(keys.filter((k) => !text[k]?.trim())).toEqual([]);
  });
  it('cites no rule the module does not know', () => {
    const ruleKeys = Object.keys(text).filter((k) => k.startsWith('rule.'));
    const known = new Set(fab.rules.flatMap((id) => [`rule.${id}.title`, `rule.${id}.summary`]));
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
