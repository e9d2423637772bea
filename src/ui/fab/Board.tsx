/** The FaB combat screen: heroes and steps on top, the decision next, then the chain, stack, zones and log. */
import type { FabPrompt, FabState } from '../../games/fab/types.ts';
import { BoardGate } from '../components/BoardGate.tsx';
import { EventLog } from '../components/EventLog.tsx';
import { Glossary } from '../components/Glossary.tsx';
import { PromptPanel } from './PromptPanel.tsx';
import { ChainView, LifeStrip, StackView, StepTracker, useNameOf, Zones } from './views.tsx';

const Combat = ({ state, prompt }: { state: FabState; prompt: FabPrompt }) => {
  const nameOf = useNameOf(state);
  return (
    <div className="flex flex-col gap-3">
      <div className="sticky top-13 z-20 -mx-3 flex flex-col gap-2 bg-slate-100/95 px-3 pt-1 pb-2 backdrop-blur">
        <LifeStrip state={state} />
        <StepTracker state={state} />
      </div>
      <div className="grid gap-3 lg:grid-cols-2 lg:items-start">
        <div className="flex flex-col gap-3">
          <PromptPanel prompt={prompt} state={state} nameOf={nameOf} />
          <ChainView state={state} nameOf={nameOf} />
          <StackView state={state} nameOf={nameOf} />
        </div>
        <div className="flex flex-col gap-3">
          <Zones state={state} nameOf={nameOf} />
          <EventLog nameOf={nameOf} />
          <Glossary game="fab" />
        </div>
      </div>
    </div>
  );
};

const FabBoard = () => <BoardGate<FabState, FabPrompt> game="fab" render={(state, prompt) => <Combat state={state} prompt={prompt} />} />;

export default FabBoard;
