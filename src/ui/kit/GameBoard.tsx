/**
 * The combat screen every game shares: the players and steps stay on top, then the decision of
 * the moment (the game's panel for the prompt kind), the game's own picture of combat, the
 * stack, the zones, the log and the glossary. A game supplies only its binding (kit/binding.ts).
 */
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyGameModule, PlayerView, ZoneView } from '../../engine/types.ts';
import { preview as previewAction, selectCurrent, selectScenario } from '../../store/session.ts';
import { EventLog } from '../components/EventLog.tsx';
import { Glossary } from '../components/Glossary.tsx';
import { namespacesOf, tx } from '../i18n.ts';
import { useSession, useSessionStore } from '../session.tsx';
import type { ActionOf, GameUi, PanelProps, PromptOf, ViewOf } from './binding.ts';
import { useSend } from './decision.tsx';
import { useNameOf } from './names.ts';
import { PlayerStrip } from './PlayerStrip.tsx';
import { PromptFrame } from './PromptFrame.tsx';
import { useAfterFirstPaint, useAfterPaint } from '../components/progressive.ts';
import { CombatResult } from './CombatResult.tsx';
import { StackList } from './StackList.tsx';
import { StepTracker } from './StepTracker.tsx';
import { useStickyRef } from '../components/sticky.ts';
import { ZoneList } from './ZoneList.tsx';
import { WhatIf } from './WhatIf.tsx';

const Heading = ({ game }: { game: string }) => {
  const { t } = useTranslation();
  const scenario = useSession(selectScenario);
  const title = scenario?.title?.trim();
  return (
    <h2 className="truncate text-sm font-semibold text-slate-800" data-testid="combat-heading">
      {tx(t, `game.${game}`)}
      {/* A game with one edition ("current") has no edition worth naming. */}
      {scenario && scenario.rules !== 'current' ? ` · ${t('combat.edition', { edition: scenario.rules })}` : ''}
      {title ? ` · ${title}` : ''}
    </h2>
  );
};

/**
 * The players and the steps, stuck under the header (or at the very top of a phone, where the
 * header scrolls away). On a phone the players are one compact line (name and life) until the
 * judge opens the details; the steps are one line that scrolls sideways.
 */
const TopStrip = ({ players, steps, open, onToggle }: { players: ReactNode; steps: ReactNode; open: boolean; onToggle: () => void }) => {
  const { t } = useTranslation();
  const strip = useStickyRef('strip', 'header');
  return (
    <div ref={strip} className="sticky top-0 z-20 -mx-3 flex flex-col gap-1 bg-slate-100/95 px-3 py-1 backdrop-blur sm:gap-2 sm:pb-2" data-testid="top-strip">
      {players}
      <div className="flex items-center gap-1">
        <div className="min-w-0 flex-1">{steps}</div>
        <button type="button" className="btn btn-small min-h-7 shrink-0 px-2 py-0 sm:hidden" aria-expanded={open} aria-label={t('life.expand')} onClick={onToggle} data-testid="strip-toggle">
          <span aria-hidden="true">{open ? '▴' : '▾'}</span>
        </button>
      </div>
    </div>
  );
};

type Board<M extends AnyGameModule> = { readonly ui: GameUi<M>; readonly view: ViewOf<M>; readonly prompt: PromptOf<M>; readonly state: unknown };

const Combat = <M extends AnyGameModule>({ ui, view, prompt, state }: Board<M>) => {
  const store = useSessionStore();
  const send = useSend<ActionOf<M>>();
  const nameOf = useNameOf(ui.game, view, ui.specialNames);
  const kind: PromptOf<M>['kind'] = prompt.kind;
  // The map covers every kind of this game's prompts (binding.ts), so this is the panel for `prompt`.
  const Panel = ui.panels[kind] as unknown as React.ComponentType<PanelProps<M, PromptOf<M>['kind']>>;
  const Middle = ui.Middle;
  // On a phone the players' strip is one compact line until the judge opens it.
  const [open, setOpen] = useState(false);
  // What lies under the decision (the game's picture of combat, the stack, the zones) follows it
  // in a render of its own once the tap's answer and the new decision's controls are painted: on a
  // large board redrawing it took as long as the decision itself. None of it takes a tap that
  // sends an action. The log does the same by itself (EventLog).
  const later = useAfterPaint(view, 2);
  const laterNameOf = useNameOf(ui.game, later, ui.specialNames);
  // The zone list is memoised: a filtered copy is made only when the zones change.
  const { listedZones } = ui;
  const zones = useMemo(() => (listedZones ? later.zones.filter((z: ZoneView) => listedZones.includes(z.zone)) : later.zones), [listedZones, later.zones]);
  // The game's picture of combat, the stack, the zones, the log and the glossary (under the
  // decision, below the fold on a phone) are drawn once the decision above them is painted.
  const below = useAfterFirstPaint();
  const attacking = (view.players as readonly PlayerView[]).some((p) => p.active && p.id === prompt.player);
  // Kept as the same elements while their inputs stay (the render that answers a tap): React
  // then skips them whole, where a new element would redraw every part not memoised on its own.
  const picture = useMemo(
    () =>
      below ? (
        <>
          {Middle ? <Middle view={later} nameOf={laterNameOf} /> : null}
          {ui.stack !== false ? <StackList game={ui.game} items={later.stack} nameOf={laterNameOf} /> : null}
        </>
      ) : null,
    [below, Middle, later, laterNameOf, ui.stack, ui.game],
  );
  const records = useMemo(
    () =>
      below ? (
        <div className="flex flex-col gap-3">
          <ZoneList game={ui.game} zones={zones} nameOf={laterNameOf} />
          <EventLog nameOf={nameOf} />
          <Glossary game={ui.game} />
        </div>
      ) : null,
    [below, zones, nameOf, laterNameOf, ui.game],
  );
  return (
    <div className="flex flex-col gap-3">
      <Heading game={ui.game} />
      <TopStrip
        open={open}
        onToggle={() => setOpen(!open)}
        players={<PlayerStrip game={ui.game} players={view.players} nameOf={nameOf} decidingWord={typeof ui.decidingWord === 'function' ? ui.decidingWord(kind) : ui.decidingWord} wrapFigures={ui.wrapFigures === true} compact={!open} />}
        steps={<StepTracker game={ui.game} steps={view.steps} current={view.step} showRules={ui.stepRules !== false} />}
      />
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-2 lg:items-start">
        <div className="flex flex-col gap-3">
          <CombatResult game={ui.game} prompt={prompt} view={view} nameOf={nameOf} />
          <PromptFrame
            prompt={prompt}
            nameOf={nameOf}
            controls={<Panel prompt={prompt as never} view={view} nameOf={nameOf} send={(a) => send(a)?.ok === true} preview={(a) => previewAction(store, a)} />}
          />
          {below && prompt.player !== null ? <WhatIf game={ui.game} state={state} attacking={attacking} nameOf={nameOf} send={(a) => send(a as ActionOf<M>)} /> : null}
          {picture}
        </div>
        {records}
      </div>
    </div>
  );
};

/** Waits for the game's words and a position, then shows the board. */
export const GameBoard = <M extends AnyGameModule>({ ui }: { ui: GameUi<M> }) => {
  const { t, ready } = useTranslation(namespacesOf(ui.game));
  const frame = useSession(selectCurrent);
  if (!ready || frame === null) {
    return (
      <p className="muted p-4 text-center" role="status">
        {t('app.loading')}
      </p>
    );
  }
  // The store's frames come from the module this board was chosen for (the scenario's game).
  return <Combat ui={ui} view={frame.view as ViewOf<M>} prompt={frame.prompt as PromptOf<M>} state={frame.state} />;
};
