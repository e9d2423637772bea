/**
 * Phantom Magic Vision's decision panels, one per prompt kind, built from the shared widgets and
 * fed from the prompt alone: who holds priority and what they may do with it (attack with an
 * active character, defend as the first answer to an attack, play a card from hand, greyed with
 * the refusal's reason when it may not be played, play a 奇襲+速攻 character to defend, use a manual
 * effect, pass, or let both pass), the graze offer, and the judge's question. Every choice goes
 * to the engine; no legality is worked out here.
 */
import { useTranslation } from 'react-i18next';
import type { Excluded } from '../../engine/types.ts';
import type { Effect, Fighter, PlayOption, PmvModule, PmvPrompt, PmvView } from '../../games/pmv/types.ts';
import { errorLine, type NameOf } from '../../text/describe.ts';
import { RuleBadge } from '../components/Rule.tsx';
import { tx } from '../i18n.ts';
import { defineGameUi, tableGame, type PanelMap, type PanelProps } from '../kit/binding.ts';
import { OverWords, RestartButton } from '../kit/decision.tsx';
import { useTermText } from '../kit/Term.tsx';
import { ChooseOne, type OneChoice } from '../kit/widgets/ChooseOne.tsx';
import { HandCard, HandCards } from '../kit/widgets/HandCards.tsx';
import { GameJudgeChoice } from '../kit/widgets/JudgeChoice.tsx';
import { PriorityBar } from '../kit/widgets/PriorityBar.tsx';
import { PmvMiddle } from './CombatView.tsx';
import { tacticsText } from './FieldView.tsx';
import { effectTerm } from './format.ts';

type P<K extends PmvPrompt['kind']> = PanelProps<PmvModule, K>;
const NS = ['common', 'pmv'] as const;
const chip = 'rounded-md bg-amber-100 px-1.5 py-0.5 ring-1 ring-amber-300';
/** One empty list for every render: the memoised why-not list is not redrawn for a new []. */
const NONE: readonly Excluded[] = [];

/** A character's button: the action, its name, and "攻撃力 3／耐久力 3 · damage 1 · 《先制》 · graze 2", what decides a combat. */
const useFighterChoice = (view: PmvView, nameOf: NameOf) => {
  const { t } = useTranslation(NS);
  return (f: Fighter, label: string, testId: string, onClick: () => void): OneChoice => {
    const graze = view.cards[f.card]?.graze ?? 0;
    const detail = [
      t('pmv:ui.fighter.stats', { attack: f.attack, toughness: f.toughness }),
      f.damage > 0 ? t('pmv:ui.card.damage', { n: f.damage }) : '',
      tacticsText(t, f.tactics),
      graze > 0 ? t('pmv:ui.card.graze', { n: graze }) : '',
    ]
      .filter((x) => x !== '')
      .join(' · ');
    return { key: f.card, label, name: nameOf(f.card), detail, testId, onClick };
  };
};

/** A card in the holder's hand: what it is, what it needs, whether it may be played now (and why not), and the buttons. */
const PlayCard = ({ option, prompt, view, nameOf, send }: { option: PlayOption; prompt: Extract<PmvPrompt, { kind: 'pmv.priority' }>; view: PmvView; nameOf: NameOf; send: P<'pmv.priority'>['send'] }) => {
  const { t } = useTranslation(NS);
  const termText = useTermText('pmv', nameOf);
  const card = view.cards[option.card];
  const name = nameOf(option.card);
  const refusal = option.refusal === null ? null : errorLine(option.refusal, nameOf);
  const what =
    card === undefined
      ? null
      : card.type === 'command'
        ? card.effect === null
          ? null
          : termText(effectTerm(card.effect))
        : [t('pmv:ui.fighter.stats', { attack: card.attack, toughness: card.toughness }), tacticsText(t, card.tactics)].filter((x) => x !== '').join(' · ');
  const figures = (
    <>
      <span className="text-xs text-slate-700">{tx(t, `pmv:type.${option.type}`)}</span>
      <span className="text-sm tabular-nums">{t('pmv:ui.hand.needs', { node: option.node, cost: option.cost })}</span>
    </>
  );
  return (
    <HandCard card={option.card} stem="hand" name={name} figures={figures} what={what} refusal={refusal} usable={option.playable || option.canDefend} playable={option.playable}>
      <div className={`grid gap-2 ${option.canDefend ? 'grid-cols-2' : 'grid-cols-1'}`}>
        <button type="button" className="btn btn-primary" disabled={!option.playable} onClick={() => send({ type: 'play', by: prompt.player, card: option.card })} data-testid={`play-${option.card}`}>
          {t('pmv:ui.hand.play', { name })}
        </button>
        {option.canDefend ? (
          <button type="button" className="btn border-2 border-brand-700" onClick={() => send({ type: 'play', by: prompt.player, card: option.card, defend: true })} data-testid={`play-defend-${option.card}`}>
            {t('pmv:ui.hand.playDefend')}
          </button>
        ) : null}
      </div>
    </HandCard>
  );
};

/** The priority holder's decision: attack, defend, play, a manual effect, pass or let both pass. */
const Priority = ({ prompt, view, nameOf, send }: P<'pmv.priority'>) => {
  const { t } = useTranslation(NS);
  const row = useFighterChoice(view, nameOf);
  const player = prompt.player;
  const opponent = view.players.find((p) => p.id !== player)?.id ?? '';
  const interference = view.stack.length > 0;
  const attackWith = (f: Fighter) => row(f, t('pmv:ui.attack.go', { name: nameOf(f.card), player: nameOf(opponent) }), `attack-${f.card}`, () => send({ type: 'attack', by: player, attacker: f.card }));
  const defendWith = (f: Fighter) => row(f, t('pmv:ui.defend.go', { name: nameOf(f.card) }), `defend-${f.card}`, () => send({ type: 'defend', by: player, defender: f.card }));
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1" data-testid="priority-status">
        <p className="flex flex-wrap gap-1 text-sm" data-testid="priority-chips">
          <span className={`${chip} font-semibold`}>{t('pmv:ui.priority.holder', { player: nameOf(player) })}</span>
          <span className={`${chip} tabular-nums`}>{t('pmv:ui.priority.passes', { n: prompt.passes })}</span>
          {prompt.answering !== null ? <span className={chip}>{t('pmv:ui.priority.answering', { use: tx(t, `pmv:use.${prompt.answering}`) })}</span> : null}
        </p>
        <p className="text-xs text-slate-800">{interference ? t('pmv:ui.priority.hintInterference') : t('pmv:ui.priority.hintMain')}</p>
      </div>
      {prompt.attack !== null ? (
        <section className="flex flex-col gap-2 rounded-lg border-2 border-brand-700/60 p-2" data-testid="defend-section">
          <h3 className="label mb-0">{t('pmv:ui.defend.title', { name: nameOf(prompt.attack) })}</h3>
          <p className="flex flex-wrap items-center gap-1 text-xs text-slate-800">
            {prompt.defendRule !== null ? <RuleBadge rule={prompt.defendRule} /> : null}
            <span>{t('pmv:ui.defend.hint')}</span>
          </p>
          {/* The characters that may not defend it are listed as left out, each with why (6.2). */}
          <ChooseOne items={prompt.defenders} choice={defendWith} primary none={<p className="muted">{t('pmv:ui.defend.none')}</p>} excluded={prompt.excluded} nameOf={nameOf} />
        </section>
      ) : null}
      <PriorityBar<Effect, 'effect'>
        game="pmv"
        prompt={{ player, stackSize: view.stack.length, effects: prompt.effects }}
        nameOf={nameOf}
        send={send}
        labels={{
          pass: t('pmv:ui.priority.pass'),
          advance: interference ? t('pmv:ui.priority.resolve') : t('pmv:ui.priority.endPhase'),
          effectSubmit: t('pmv:ui.priority.effectSubmit'),
        }}
        effectType="effect"
      >
        {/* The characters that may not attack are listed as left out, each with why (6.2); a defence's are listed above. */}
        <ChooseOne
          items={prompt.attackers}
          choice={attackWith}
          primary={prompt.attack === null}
          title={t('pmv:ui.attack.title')}
          testId="attack-section"
          none={
            !interference && view.players.find((p) => p.id === player)?.active === true ? (
              <p className="muted" data-testid="no-attackers">
                {t('pmv:ui.attack.none')}
              </p>
            ) : null
          }
          excluded={prompt.attack === null ? prompt.excluded : NONE}
          nameOf={nameOf}
        />
        <HandCards
          title={t('pmv:ui.hand.title', { player: nameOf(player) })}
          pool={t('pmv:ui.hand.nodes', { active: prompt.nodes.active, sleep: prompt.nodes.sleep })}
          poolTestId="hand-nodes"
          empty={t('pmv:ui.hand.empty')}
          cards={prompt.cards}
          testId="hand"
        >
          {(o) => <PlayCard key={o.card} option={o} prompt={prompt} view={view} nameOf={nameOf} send={send} />}
        </HandCards>
      </PriorityBar>
    </div>
  );
};

/** 6.2.4.g: all or nothing — the top X cards become sleeping nodes, or none. */
const Graze = ({ prompt, view, nameOf, send }: P<'pmv.graze'>) => {
  const { t } = useTranslation(NS);
  const nodes = view.nodes[prompt.player] ?? { active: 0, sleep: 0 };
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm" data-testid="graze-detail">
        {t('pmv:ui.graze.detail', { attacker: nameOf(prompt.attacker), n: prompt.cards, deck: prompt.deck })}
      </p>
      <p className="flex flex-wrap items-center gap-1 text-xs text-slate-800">
        <RuleBadge rule={prompt.allOrNothing} />
        <span>{t('pmv:ui.graze.allOrNothing')}</span>
      </p>
      <button type="button" className="btn btn-primary w-full flex-col items-start text-left" onClick={() => send({ type: 'graze', by: prompt.player, cards: prompt.cards })} data-testid="graze-accept">
        <span className="text-base font-semibold">{t('pmv:ui.graze.accept', { n: prompt.cards })}</span>
        <span className="text-sm font-normal text-white">{t('pmv:ui.graze.after', { deck: prompt.deck - prompt.cards, sleep: nodes.sleep + prompt.cards })}</span>
      </button>
      <button type="button" className="btn w-full" onClick={() => send({ type: 'noGraze', by: prompt.player })} data-testid="graze-decline">
        {t('pmv:ui.graze.decline')}
      </button>
    </div>
  );
};

/**
 * A question the sources leave open: each ruling with what the referee does next. "No damage: the
 * attack stays defended…": the ruling's name stands out, what follows explains it.
 */
const Judge = ({ prompt, send }: P<'pmv.judge'>) => <GameJudgeChoice game="pmv" prompt={prompt} send={send} nameMax={24} />;

const TurnOver = () => <OverWords game="pmv" words="pmv:ui.over.turn" />;

const GameOver = ({ prompt, nameOf }: P<'pmv.gameOver'>) => {
  const { t } = useTranslation(NS);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold" data-testid="game-result">
        {prompt.draw ? t('pmv:ui.over.draw') : t('pmv:ui.over.lost', { players: prompt.losers.map(nameOf).join(t('listSeparator')) })}
      </p>
      <RestartButton />
    </div>
  );
};

const panels: PanelMap<PmvModule> = {
  'pmv.priority': Priority,
  'pmv.graze': Graze,
  'pmv.judge': Judge,
  'pmv.turnOver': TurnOver,
  'pmv.gameOver': GameOver,
};

// The 干渉 is drawn by the Middle as a stack with its priority holder; the field too. Hand and 冥界 by
// the shared list. "Nodes: 3 active / 0 sleeping" does not fit half a phone: it wraps.
export const pmvUi = defineGameUi<PmvModule>({ game: 'pmv', panels, Middle: PmvMiddle, ...tableGame(['hand', 'underworld']), wrapFigures: true });
