/**
 * `npm run referee -- FILE --what-if [--json] [--objective a,b]`: plays the file's actions, then
 * every legal answer to the decision it stops at, each to the end of combat (src/practice/solve.ts).
 */
import { formatRule } from '../engine/rules.ts';
import type { ActionBase, PlayerView, ViewBase } from '../engine/types.ts';
import { defaultObjective, type Criterion } from '../practice/outcome.ts';
import { answeringOf, whatIf, type WhatIfRow } from '../practice/solve.ts';
import type { Scenario } from '../scenario/envelope.ts';
import type { RunDetail } from '../scenario/run.ts';
import { promptLine } from '../text/describe.ts';
import { citedLine, namesFromSetup, type Translate } from '../text/render.ts';

export type WhatIfAnswer = {
  readonly action: ActionBase;
  readonly summary: object;
  readonly rules: readonly string[];
  readonly rank: number;
  readonly life: Readonly<Record<string, number>>;
  readonly removed: Readonly<Record<string, readonly string[]>>;
  readonly losers: readonly string[];
  readonly ending: string;
};

export type WhatIfReport =
  | { readonly ok: true; readonly player: string; readonly prompt: { readonly kind: string; readonly rule: string }; readonly objective: readonly Criterion[]; readonly answers: readonly WhatIfAnswer[]; readonly omitted: number; readonly omittedAtLeast: boolean }
  | { readonly ok: false; readonly reason: 'noDecision' | 'refused' | 'noAnswers'; readonly prompt: { readonly kind: string; readonly rule: string } };

const answerOf = (row: WhatIfRow): WhatIfAnswer => ({
  action: row.action,
  summary: row.outcome.summary,
  rules: row.outcome.rules,
  rank: row.rank,
  life: Object.fromEntries(Object.entries(row.outcome.life).map(([p, l]) => [p, l.after])),
  removed: row.outcome.removed,
  losers: row.outcome.losers,
  ending: row.outcome.ending,
});

/** The table for the position a played file stops at. */
export const whatIfReport = (detail: RunDetail, objective: readonly Criterion[] | null): WhatIfReport => {
  const module = answeringOf(detail.module);
  const prompt = { kind: detail.prompt.kind, rule: formatRule(detail.prompt.rule) };
  if (detail.played.rejected) return { ok: false, reason: 'refused', prompt };
  const player = detail.prompt.player;
  if (player === null) return { ok: false, reason: 'noDecision', prompt };
  const active = (module.view(detail.played.state) as ViewBase).players.find((p: PlayerView) => p.active)?.id;
  const table = whatIf(module, detail.played.state, objective ?? defaultObjective(active === player));
  if ('reason' in table) return { ok: false, reason: 'noDecision', prompt };
  if (table.rows.length === 0) return { ok: false, reason: 'noAnswers', prompt };
  return { ok: true, player, prompt, objective: table.objective, answers: table.rows.map(answerOf), omitted: table.omitted, omittedAtLeast: !table.exact };
};

/** The table as the human log prints it: one line per answer, best first, in the run's language. */
export const whatIfLines = (scenario: Scenario, detail: RunDetail, report: WhatIfReport, t: Translate): string[] => {
  const nameOf = namesFromSetup(scenario.setup);
  const lines = [citedLine(t, promptLine(detail.prompt, nameOf))];
  if (!report.ok) {
    lines.push(`✗ ${t(`common:whatIf.${report.reason}`, { kind: report.prompt.kind })}`);
    return lines;
  }
  lines.push(t('common:whatIf.header', { count: report.answers.length, objective: report.objective.map((c) => t(`common:criterion.${c}`)).join(' > ') }));
  for (const a of report.answers) {
    const life = Object.entries(a.life).map(([p, n]) => `${nameOf(p)} ${n}`).join(', ');
    const gone = Object.values(a.removed).flat().map(nameOf);
    const died = gone.length === 0 ? '' : ` · ${t('common:whatIf.removed', { ids: gone.join(', ') })}`;
    const lost = a.losers.length === 0 ? '' : ` · ${t('common:whatIf.losers', { ids: a.losers.map(nameOf).join(', ') })}`;
    lines.push(`${a.rank}. ${JSON.stringify(a.action)}`);
    lines.push(`   ${t('common:whatIf.life')} ${life}${died}${lost} [${a.rules.join(' ')}]`);
  }
  if (report.omitted > 0) lines.push(t(report.omittedAtLeast ? 'common:whatIf.omittedAtLeast' : 'common:whatIf.omitted', { count: report.omitted }));
  return lines;
};
