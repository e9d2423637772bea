/**
 * Battle Spirits' own picture of combat (the board's Middle): the battle of the moment, attacker
 * against blocker with their current BP, the open flash timing with who holds the flash right
 * and the passes so far, then the result with the steps that decided it (❺, ❻, ❼); under it
 * every battle of this attack step, and the table (FieldView). All of it from view(state).
 */
import { useTranslation } from 'react-i18next';
import type { BattleView as Battle, BsModule, BsView } from '../../games/bs/types.ts';
import type { NameOf } from '../../text/describe.ts';
import type { MiddleProps } from '../kit/binding.ts';
import { CombatHeading, CombatsCard, Matchup, RulesLine, type CombatLine, type Say } from '../kit/CombatParts.tsx';
import { Bp, FieldView, FlashChips } from './FieldView.tsx';

const NS = ['common', 'bs'] as const;

/**
 * One side of the battle: the card's name, its BP (now, or as ❺ compared it once the battle is
 * over, since battle-long changes end at ❼), whether it was destroyed or has left the field, and
 * the attacker's symbols.
 */
const Fighter = ({ role, id, bp, compared, destroyed, symbols, view, nameOf, testId }: {
  role: string;
  id: string | null;
  bp: number | null;
  compared: number | null;
  destroyed: boolean;
  symbols: number | null;
  view: BsView;
  nameOf: NameOf;
  testId: string;
}) => {
  const { t } = useTranslation(NS);
  const card = id === null ? undefined : view.cards[id];
  return (
    <div className="flex min-w-0 flex-1 flex-col rounded-lg border border-slate-300 bg-white p-2" data-testid={testId}>
      <span className="text-xs font-semibold text-slate-700">{role}</span>
      {id === null ? (
        <span className="text-sm text-slate-800">{t('bs:ui.battle.noBlock')}</span>
      ) : (
        <>
          <span className="truncate text-sm font-semibold">{nameOf(id)}</span>
          {compared !== null ? (
            <span className="flex flex-col tabular-nums">
              <span className="text-lg font-bold">BP {compared}</span>
              <span className="text-xs whitespace-nowrap text-slate-700">{t('bs:ui.battle.atResolution')}</span>
            </span>
          ) : bp !== null ? (
            <Bp bp={bp} base={card?.baseBp ?? null} className="text-lg" />
          ) : null}
          {destroyed ? (
            <span className="self-start rounded bg-red-700 px-1 text-sm font-bold text-white">{t('bs:ui.battle.destroyedMark')}</span>
          ) : bp === null ? (
            <span className="text-sm font-medium text-red-800">{t('bs:ui.battle.gone')}</span>
          ) : null}
          {symbols !== null ? <span className="text-xs text-slate-800">{t('bs:ui.battle.symbols', { n: symbols })}</span> : null}
        </>
      )}
    </div>
  );
};

/** What ❺–❼ did, in words, with the rules the view says decided it. */
const Result = ({ battle, nameOf }: { battle: Battle; nameOf: NameOf }) => {
  const { t } = useTranslation(NS);
  if (battle.result === null) return null;
  const what =
    battle.result === 'life'
      ? t('bs:ui.battle.result.life', { n: battle.lifeReduced })
      : battle.result === 'bp' && battle.compared !== null
        ? t('bs:ui.battle.result.bp', { attacker: battle.compared.attacker, blocker: battle.compared.blocker })
        : battle.result === 'ended'
          ? t('bs:ui.battle.result.ended')
          : t('bs:ui.battle.result.none');
  return (
    <div className="flex flex-col gap-1 text-sm" data-testid={`battle-${battle.n}-result`}>
      <p className="font-semibold">{what}</p>
      {battle.result === 'bp' || battle.destroyed.length > 0 ? (
        <p className={battle.destroyed.length > 0 ? 'font-medium text-red-800' : 'text-slate-800'}>
          {battle.destroyed.length > 0 ? t('bs:ui.battle.destroyed', { names: battle.destroyed.map(nameOf).join(t('listSeparator')) }) : t('bs:ui.battle.noneDestroyed')}
        </p>
      ) : null}
      <RulesLine label={t('bs:ui.battle.rules')} rules={battle.rules} testId={`battle-${battle.n}-rules`} />
    </div>
  );
};

/** The flash timing in progress: which, who holds the right, how many passes in a row. */
const FlashState = ({ battle, nameOf }: { battle: Battle; nameOf: NameOf }) => {
  const { t } = useTranslation(NS);
  const flash = battle.flash;
  if (flash === null) return battle.underway ? <p className="muted">{t('bs:ui.battle.noFlash')}</p> : null;
  return <FlashChips timing={flash.timing} holder={nameOf(flash.holder)} passes={flash.passes} testId="flash-state" />;
};

const Current = ({ battle, view, nameOf }: { battle: Battle; view: BsView; nameOf: NameOf }) => {
  const { t } = useTranslation(NS);
  return (
    <div className="flex flex-col gap-2" data-testid="battle-current">
      <CombatHeading title={t('bs:ui.battle.n', { n: battle.n })} state={battle.underway ? t('bs:ui.battle.underway') : t('bs:ui.battle.over')} />
      <Matchup vs={t('bs:ui.battle.vs')}>
        <Fighter
          role={t('bs:ui.battle.attacker')}
          id={battle.attacker}
          bp={battle.attackerBp}
          compared={battle.compared?.attacker ?? null}
          destroyed={battle.destroyed.includes(battle.attacker)}
          symbols={battle.attackerSymbols}
          view={view}
          nameOf={nameOf}
          testId="battle-attacker"
        />
        {battle.blocker === null && battle.underway && (view.step === 'flash-1' || view.step === 'block') ? (
          // Until the block declaration (❸) is made, "no block" would say more than has happened.
          <div className="flex min-w-0 flex-1 flex-col rounded-lg border border-dashed border-slate-400 p-2" data-testid="battle-blocker">
            <span className="text-xs font-semibold text-slate-700">{t('bs:ui.battle.blocker')}</span>
            <span className="text-sm text-slate-800">{t('bs:ui.battle.notYet')}</span>
          </div>
        ) : (
          <Fighter
            role={t('bs:ui.battle.blocker')}
            id={battle.blocker}
            bp={battle.blockerBp}
            compared={battle.compared?.blocker ?? null}
            destroyed={battle.blocker !== null && battle.destroyed.includes(battle.blocker)}
            symbols={null}
            view={view}
            nameOf={nameOf}
            testId="battle-blocker"
          />
        )}
      </Matchup>
      <FlashState battle={battle} nameOf={nameOf} />
      <Result battle={battle} nameOf={nameOf} />
    </div>
  );
};

const resultWord = (battle: Battle, t: Say): string => {
  switch (battle.result) {
    case null:
      return t('bs:ui.battle.pending');
    case 'life':
      return t('bs:ui.battle.result.life', { n: battle.lifeReduced });
    case 'bp':
      return battle.compared === null ? '' : t('bs:ui.battle.result.bp', { attacker: battle.compared.attacker, blocker: battle.compared.blocker });
    case 'ended':
      return t('bs:ui.battle.result.ended');
    case 'none':
      return t('bs:ui.battle.result.none');
  }
};

/** A battle of the list: attacker and blocker, then the result and what was destroyed. */
const battleLine = (b: Battle, nameOf: NameOf, say: Say): CombatLine => ({
  what: say('bs:ui.battle.line', { attacker: nameOf(b.attacker), blocker: b.blocker === null ? say('bs:ui.battle.noBlock') : nameOf(b.blocker) }),
  outcome: resultWord(b, say) + (b.destroyed.length > 0 ? ` · ${say('bs:ui.battle.destroyed', { names: b.destroyed.map(nameOf).join(say('listSeparator')) })}` : ''),
});

/** The Middle: the battle (and the list of them), then the table. */
export const BsMiddle = ({ view, nameOf }: MiddleProps<BsModule>) => (
  <>
    <CombatsCard game="bs" words="bs:ui.battle" testId="battle" current={view.battle} all={view.battles} line={(b, say) => battleLine(b, nameOf, say)}>
      {(current) => <Current battle={current} view={view} nameOf={nameOf} />}
    </CombatsCard>
    <FieldView view={view} nameOf={nameOf} />
  </>
);
