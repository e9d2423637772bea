/** The MTG combat screen: life and steps on top, the decision next, then the board and the log. */
import { useTranslation } from 'react-i18next';
import type { MtgPrompt, MtgState } from '../../games/mtg/types.ts';
import { selectScenario } from '../../store/session.ts';
import { BoardGate } from '../components/BoardGate.tsx';
import { EventLog } from '../components/EventLog.tsx';
import { Glossary } from '../components/Glossary.tsx';
import { useSession } from '../session.tsx';
import { PromptPanel } from './PromptPanel.tsx';
import { Battlefield, CombatView, LifeStrip, StackView, StepTracker, useNameOf, Zones } from './views.tsx';

const Heading = () => {
  const { t } = useTranslation();
  const scenario = useSession(selectScenario);
  const title = scenario?.title?.trim();
  return (
    <h2 className="truncate text-sm font-semibold text-slate-800" data-testid="combat-heading">
      {t('game.mtg')} · {t('combat.edition', { edition: scenario?.rules ?? '' })}
      {title ? ` · ${title}` : ''}
    </h2>
  );
};

const Combat = ({ state, prompt }: { state: MtgState; prompt: MtgPrompt }) => {
  const nameOf = useNameOf(state);
  return (
    <div className="flex flex-col gap-3">
      <Heading />
      <div className="sticky top-13 z-20 -mx-3 flex flex-col gap-2 bg-slate-100/95 px-3 pt-1 pb-2 backdrop-blur">
        <LifeStrip state={state} />
        <StepTracker state={state} />
      </div>
      <div className="grid gap-3 lg:grid-cols-2 lg:items-start">
        <div className="flex flex-col gap-3">
          <PromptPanel prompt={prompt} state={state} nameOf={nameOf} />
          <CombatView state={state} nameOf={nameOf} />
          <StackView state={state} nameOf={nameOf} />
        </div>
        <div className="flex flex-col gap-3">
          <Battlefield state={state} />
          <Zones state={state} />
          <EventLog nameOf={nameOf} />
          <Glossary game="mtg" />
        </div>
      </div>
    </div>
  );
};

const MtgBoard = () => <BoardGate<MtgState, MtgPrompt> game="mtg" render={(state, prompt) => <Combat state={state} prompt={prompt} />} />;

export default MtgBoard;
