/**
 * FaB's decision panels: one per prompt kind, built from shared widgets and fed from the prompt
 * (attacks and plays carry their cost, the cards that may be pitched and a way to pay; defending
 * cards their defense; effects their targets). No legality is worked out here.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttackOption, Effect, FabModule, FabPrompt, Payment, PlayOption } from '../../games/fab/types.ts';
import { CHAIN_LINK, EFFECT_KINDS } from '../../games/fab/types.ts';
import type { NameOf } from '../../text/describe.ts';
import { RuleBadge } from '../components/Rule.tsx';
import { tx } from '../i18n.ts';
import { defineGameUi, type PanelMap, type PanelProps } from '../kit/binding.ts';
import { RestartButton, Verdict } from '../kit/decision.tsx';
import { ChooseSubset } from '../kit/widgets/ChooseSubset.tsx';
import { PriorityBar } from '../kit/widgets/PriorityBar.tsx';
import { ChainView } from './ChainView.tsx';

type P<K extends FabPrompt['kind']> = PanelProps<FabModule, K>;
type Send = P<'fab.priority'>['send'];

/** The hand cards that may pay the cost, the suggested ones ticked first. */
const Pitch = ({ pay, nameOf, value, onChange }: { pay: Payment; nameOf: NameOf; value: readonly string[]; onChange: (v: readonly string[]) => void }) => {
  const { t } = useTranslation(['common', 'fab']);
  if (pay.cost === 0 || pay.pitchable.length === 0) return null;
  const items = pay.pitchable.map((c) => ({ id: c.card, label: `${nameOf(c.card)} (${c.pitch})` }));
  return (
    <fieldset className="text-sm">
      <legend className="label">{t('fab:ui.pitch.label', { cost: pay.cost })}</legend>
      <ChooseSubset items={items} value={value} onChange={onChange} testId={(id) => `pitch-${id}`} />
    </fieldset>
  );
};

const AttackRow = ({ option, player, nameOf, send }: { option: AttackOption; player: string; nameOf: NameOf; send: Send }) => {
  const { t } = useTranslation(['common', 'fab']);
  const [target, setTarget] = useState(option.targets[0] ?? '');
  const [pitch, setPitch] = useState<readonly string[]>(option.pitch);
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-2" data-testid={`attack-${option.card}`}>
      {option.targets.length > 1 ? (
        <label className="flex items-center gap-2 text-sm">
          <span>{t('fab:ui.attack.target')}</span>
          <select className="field w-auto" value={target} onChange={(e) => setTarget(e.target.value)}>
            {option.targets.map((x) => (
              <option key={x} value={x}>
                {nameOf(x)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <Pitch pay={option} nameOf={nameOf} value={pitch} onChange={setPitch} />
      <button type="button" className="btn btn-primary" onClick={() => send({ type: 'attack', by: player, card: option.card, target, pitch })}>
        {t('fab:ui.attack.go', { name: nameOf(option.card) })}
      </button>
    </li>
  );
};

const PlayRow = ({ option, player, nameOf, send }: { option: PlayOption; player: string; nameOf: NameOf; send: Send }) => {
  const { t } = useTranslation(['common', 'fab']);
  const [pitch, setPitch] = useState<readonly string[]>(option.pitch);
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-2" data-testid={`play-${option.card}`}>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        {/* The reaction-step rule that lets it be played now, so the judge sees why it is offered. */}
        {option.rule ? <RuleBadge rule={option.rule} /> : null}
        <span>{option.types.map((ty) => tx(t, `fab:type.${ty}`)).join(t('listSeparator'))}</span>
      </p>
      <Pitch pay={option} nameOf={nameOf} value={pitch} onChange={setPitch} />
      <button type="button" className="btn" onClick={() => send({ type: 'play', by: player, card: option.card, pitch })}>
        {t('fab:ui.play.go', { name: nameOf(option.card) })}
      </button>
    </li>
  );
};

const Priority = ({ prompt, nameOf, send }: P<'fab.priority'>) => {
  const { t } = useTranslation(['common', 'fab']);
  return (
    <PriorityBar
      game="fab"
      prompt={prompt}
      nameOf={nameOf}
      send={send}
      // The form builds `{ kind, ...fields }` from this prompt's own effect options, so it is one of FaB's effects.
      onEffect={(effect, name) => send({ type: 'effect', by: prompt.player, effect: effect as unknown as Effect, ...(name === undefined ? {} : { name }) })}
    >
      {prompt.attacks.length > 0 ? (
        <section>
          <h3 className="label">{t('fab:ui.attack.title')}</h3>
          <ul className="flex flex-col gap-2">
            {prompt.attacks.map((o) => (
              <AttackRow key={o.card} option={o} player={prompt.player} nameOf={nameOf} send={send} />
            ))}
          </ul>
        </section>
      ) : null}
      {prompt.plays.length > 0 ? (
        <section>
          <h3 className="label">{t('fab:ui.play.title')}</h3>
          <ul className="flex flex-col gap-2">
            {prompt.plays.map((o) => (
              <PlayRow key={o.card} option={o} player={prompt.player} nameOf={nameOf} send={send} />
            ))}
          </ul>
        </section>
      ) : null}
    </PriorityBar>
  );
};

const Defend = ({ prompt, nameOf, send, preview }: P<'fab.defend'>) => {
  const { t } = useTranslation(['common', 'fab']);
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const action = { type: 'defend', by: prompt.player, cards: chosen } as const;
  const verdict = chosen.length > 0 ? preview(action) : null;
  const items = prompt.cards.map((c) => ({ id: c.card, label: nameOf(c.card), detail: t('fab:ui.defend.candidate', { zone: tx(t, `fab:zone.${c.zone}`), defense: c.defense }) }));
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm">{t('fab:ui.defend.hint')}</p>
      {prompt.maxFromHand !== null ? <p className="text-sm">{t('fab:ui.defend.dominate', { n: prompt.maxFromHand })}</p> : null}
      {prompt.maxActionCards !== null ? <p className="text-sm">{t('fab:ui.defend.overpower', { n: prompt.maxActionCards })}</p> : null}
      {prompt.cards.length === 0 ? <p className="muted">{t('fab:ui.defend.none')}</p> : null}
      <ChooseSubset items={items} value={chosen} onChange={setChosen} ordered testId={(id) => `defend-${id}`} />
      <Verdict verdict={verdict} legal={t('fab:ui.defend.legal')} nameOf={nameOf} testId="defend-verdict" />
      <button type="button" className="btn btn-primary" disabled={verdict !== null && !verdict.ok} onClick={() => send(action)}>
        {chosen.length === 0 ? t('fab:ui.defend.submitNone') : t('fab:ui.defend.submit', { count: chosen.length })}
      </button>
    </div>
  );
};

const Over = () => <RestartButton />;

const panels: PanelMap<FabModule> = {
  'fab.priority': Priority,
  'fab.defend': Defend,
  'fab.phaseEnded': Over,
  'fab.gameOver': Over,
};

/** "This chain link", and an unnamed manual effect's layer, which the log names by its kind. */
const specialNames: Readonly<Record<string, string>> = {
  [CHAIN_LINK]: 'ui.effect.chainLink',
  ...Object.fromEntries(EFFECT_KINDS.map((k) => [k, `effect.${k}`])),
};

export const fabUi = defineGameUi<FabModule>({ game: 'fab', panels, Middle: ChainView, specialNames });
