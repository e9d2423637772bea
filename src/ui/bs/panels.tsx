/**
 * Battle Spirits' decision panels, one per prompt kind, built from the shared widgets and fed
 * from the prompt alone: the attackers and blockers with their BP and symbols, whether 【激突】
 * forces a block, the flash timing with the magic cards in hand (each usable or not, and why),
 * and the judge's question. Every choice goes to the engine; no legality is worked out here.
 */
import { useTranslation } from 'react-i18next';
import type { BsModule, BsPrompt, Effect, FlashCardOption, Fighter } from '../../games/bs/types.ts';
import type { Params } from '../../engine/types.ts';
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
import { BsMiddle } from './BattleView.tsx';
import { FlashChips } from './FieldView.tsx';
import { effectTerm } from './format.ts';

type P<K extends BsPrompt['kind']> = PanelProps<BsModule, K>;
const NS = ['common', 'bs'] as const;

/** A spirit's button: the action, its name, and "BP 5000 · symbols 1 · 【Confront】", what decides a battle. */
const useFighterChoice = (nameOf: NameOf) => {
  const { t } = useTranslation(NS);
  return (f: Fighter, label: string, testId: string, onClick: () => void): OneChoice => {
    const keywords = f.keywords.map((k) => `【${tx(t, `bs:keyword.${k}`)}】`).join('');
    const detail = [t('bs:ui.fighter.detail', { bp: f.bp, symbols: f.symbols }), keywords].filter((x) => x !== '').join(' ');
    return { key: f.card, label, name: nameOf(f.card), detail, testId, onClick };
  };
};

/** ❶: one refreshed spirit or ultimate attacks, or the attack step ends. */
const Attack = ({ prompt, nameOf, send }: P<'bs.attack'>) => {
  const { t } = useTranslation(NS);
  const row = useFighterChoice(nameOf);
  const choice = (f: Fighter) => row(f, t('bs:ui.attack.go', { name: nameOf(f.card) }), `attack-${f.card}`, () => send({ type: 'attack', by: prompt.player, attacker: f.card }));
  return (
    <div className="flex flex-col gap-2">
      {prompt.battle > 0 ? <p className="text-sm">{t('bs:ui.attack.battles', { n: prompt.battle })}</p> : null}
      {/* Exhausted spirits and ultimates are listed as left out, each with why (❶). */}
      <ChooseOne
        items={prompt.attackers}
        choice={choice}
        primary
        title={t('bs:ui.attack.title')}
        none={<p className="muted">{t('bs:ui.attack.none')}</p>}
        excluded={prompt.excluded}
        nameOf={nameOf}
        decline={{ label: t('bs:ui.attack.end'), onClick: () => send({ type: 'endAttackStep', by: prompt.player }), testId: 'end-attack-step' }}
      />
    </div>
  );
};

/** ❸: one refreshed spirit or ultimate blocks, or the attack is taken on life; 【激突】 may forbid the latter. */
const Block = ({ prompt, view, nameOf, send }: P<'bs.block'>) => {
  const { t } = useTranslation(NS);
  const row = useFighterChoice(nameOf);
  const attacker = view.cards[prompt.attacker];
  const forced = prompt.mustBlock !== null && prompt.blockers.length > 0;
  const choice = (f: Fighter) => row(f, t('bs:ui.block.go', { name: nameOf(f.card) }), `block-${f.card}`, () => send({ type: 'block', by: prompt.player, blocker: f.card }));
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm" data-testid="block-attacker">
        <span className="font-semibold">{t('bs:ui.block.attacker', { name: nameOf(prompt.attacker) })}</span>
        {attacker && !prompt.attackerGone && attacker.bp !== null ? <span className="tabular-nums"> · {t('bs:ui.fighter.detail', { bp: attacker.bp, symbols: attacker.symbols })}</span> : null}
      </p>
      {prompt.attackerGone ? <p className="rounded-lg bg-slate-100 p-2 text-sm">{t('bs:ui.block.attackerGone')}</p> : null}
      {prompt.mustBlock !== null ? (
        <div className="rounded-lg border-2 border-amber-500 bg-amber-50 p-2 text-sm text-amber-950" role="note" data-testid="must-block">
          <p className="flex flex-wrap items-center gap-2">
            <RuleBadge rule={prompt.mustBlock} />
            <span className="font-semibold">{t('bs:ui.block.mustBlock', { name: nameOf(prompt.attacker) })}</span>
          </p>
        </div>
      ) : null}
      {/* Exhausted spirits and ultimates are listed as left out (❸). Under 【激突】 the engine refuses
          "no block" (BSS-KW Confront): the button stays off, the note above says why. */}
      <ChooseOne
        items={prompt.blockers}
        choice={choice}
        primary={forced}
        title={t('bs:ui.block.title')}
        none={<p className="muted">{t('bs:ui.block.noCandidates')}</p>}
        excluded={prompt.excluded}
        nameOf={nameOf}
        decline={{ label: t('bs:ui.block.none'), onClick: () => send({ type: 'noBlock', by: prompt.player }), disabled: forced, testId: 'no-block' }}
      />
    </div>
  );
};

/** What a manual effect does, in words. */
const useEffectText = (nameOf: NameOf) => {
  const termText = useTermText('bs', nameOf);
  return (e: Effect) => termText(effectTerm(e));
};

const FlashCard = ({ option, player, reserve, nameOf, send }: { option: FlashCardOption; player: string; reserve: number; nameOf: NameOf; send: P<'bs.flash'>['send'] }) => {
  const { t } = useTranslation(NS);
  const effectText = useEffectText(nameOf);
  const name = nameOf(option.card);
  // The refusal's words may name the card, its cost, the reserve or the target: all known from the prompt.
  const target = option.effect !== null && 'target' in option.effect ? option.effect.target : '';
  // The engine's own params win where the refusal carries them.
  const given = option.refusal !== null && 'params' in option.refusal ? (option.refusal.params as Params | undefined) : undefined;
  const refusal = option.refusal === null ? null : errorLine({ ...option.refusal, params: { card: option.card, cost: option.cost, reserve, target, ...given } }, nameOf);
  return (
    <HandCard
      card={option.card}
      stem="flash"
      name={name}
      figures={<span className="text-sm tabular-nums">{t('bs:ui.flash.cost', { cost: option.cost })}</span>}
      what={option.effect === null ? t('bs:ui.flash.noFlash') : effectText(option.effect)}
      refusal={refusal}
      usable={option.usable}
    >
      <button type="button" className="btn btn-primary" disabled={!option.usable} onClick={() => send({ type: 'flash', by: player, card: option.card })} data-testid={`flash-${option.card}`}>
        {t('bs:ui.flash.use', { name })}
      </button>
    </HandCard>
  );
};

/** ❷/❹: the flash right — use one flash (a magic card, or a manual effect standing for another flash), pass, or let both pass. */
const Flash = ({ prompt, nameOf, send }: P<'bs.flash'>) => {
  const { t } = useTranslation(NS);
  const player = prompt.player;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1" data-testid="flash-status">
        {/* The timing itself is in the question above and lit in the step tracker. */}
        <FlashChips timing={null} holder={nameOf(player)} passes={prompt.passes} testId="flash-chips" />
        <p className="text-xs text-slate-800">{t('bs:ui.flash.passesHint')}</p>
      </div>
      <PriorityBar<Effect, 'flash'>
        game="bs"
        prompt={{ player, stackSize: 0, effects: prompt.effects }}
        nameOf={nameOf}
        send={send}
        labels={{ pass: t('bs:ui.flash.pass'), advance: t('bs:ui.flash.advance'), effectSubmit: t('bs:ui.flash.effectSubmit') }}
        // A manual effect stands for another flash.
        effectType="flash"
      >
        <HandCards title={t('bs:ui.flash.cards', { player: nameOf(player) })} pool={t('bs:ui.flash.reserve', { n: prompt.reserve })} poolTestId="flash-reserve" empty={t('bs:ui.flash.noCards')} cards={prompt.cards}>
          {(o) => <FlashCard key={o.card} option={o} player={player} reserve={prompt.reserve} nameOf={nameOf} send={send} />}
        </HandCards>
      </PriorityBar>
    </div>
  );
};

/**
 * A question the sources leave open: each ruling with what the referee does next. "Continue: the
 * defender still declares…": the ruling's name stands out, what follows explains it.
 */
const Judge = ({ prompt, send }: P<'bs.judge'>) => <GameJudgeChoice game="bs" prompt={prompt} send={send} nameMax={20} />;

const StepOver = () => <OverWords game="bs" words="bs:ui.over.battles" />;

const panels: PanelMap<BsModule> = {
  'bs.attack': Attack,
  'bs.block': Block,
  'bs.flash': Flash,
  'bs.judge': Judge,
  'bs.stepOver': StepOver,
  'bs.gameOver': RestartButton,
};

// No stack: a flash use resolves at once. The field is drawn by the Middle; hand and trash by the shared list.
export const bsUi = defineGameUi<BsModule>({ game: 'bs', panels, Middle: BsMiddle, ...tableGame(['hand', 'trash']), stepRules: false });
