/**
 * The priority block every game shares: pass, or let everyone pass until something happens
 * (advance), or skip to the next real decision (advance until decision: everyone passes until
 * someone has a choice other than passing); under it the game's plays; then a manual effect from
 * the prompt's effect options.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EffectOption, GameId } from '../../../engine/types.ts';
import type { NameOf } from '../../../text/describe.ts';
import { EffectForm, type BuiltEffect } from './EffectForm.tsx';

/** Passing and advancing are actions of every game. */
type PassOrAdvance =
  | { readonly type: 'pass'; readonly by: string }
  | { readonly type: 'advance'; readonly by: string }
  | { readonly type: 'advance'; readonly by: string; readonly until: 'decision' };

type Props<E> = {
  readonly game: GameId;
  /** What every game's priority prompt carries: who holds it, the stack's size, the effects that may be added. */
  readonly prompt: { readonly player: string; readonly stackSize: number; readonly effects: readonly EffectOption[] };
  readonly nameOf: NameOf;
  readonly send: (action: PassOrAdvance) => unknown;
  /** Sends the effect, of the game's effect type; true when the rules accept it (the form then closes). */
  readonly onEffect: (effect: E, name: string | undefined) => boolean;
  /** The game's own plays (attacks, reactions), between the buttons and the effect form. */
  readonly children?: ReactNode;
  /** The game's words where the shared ones are not its terms (a flash timing has no priority and no stack). */
  readonly labels?: { readonly pass?: string; readonly advance?: string; readonly effectSubmit?: string };
};

export const PriorityBar = <E extends { readonly kind: string } = BuiltEffect>({ game, prompt, nameOf, send, onEffect, children, labels }: Props<E>) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { player, stackSize, effects } = prompt;
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-2">
        <button type="button" className="btn" onClick={() => send({ type: 'pass', by: player })}>
          {labels?.pass ?? t('priority.pass')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => send({ type: 'advance', by: player })}>
          {labels?.advance ?? (stackSize > 0 ? t('priority.resolve') : t('priority.advance'))}
        </button>
        <button type="button" className="btn col-span-2 flex-col gap-0" data-testid="skip-to-decision" onClick={() => send({ type: 'advance', by: player, until: 'decision' })}>
          <span>{t('priority.skip')}</span>
          <span className="text-xs font-normal">{t('priority.skipHint')}</span>
        </button>
      </div>
      {children}
      {effects.length > 0 ? (
        <>
          <button type="button" className="btn" aria-expanded={open} onClick={() => setOpen(!open)}>
            {t('effectForm.open', { player: nameOf(player) })}
          </button>
          {open ? (
            <EffectForm<E>
              game={game}
              options={effects}
              nameOf={nameOf}
              {...(labels?.effectSubmit === undefined ? {} : { submitLabel: labels.effectSubmit })}
              onCancel={() => setOpen(false)}
              onSubmit={(effect, name) => {
                if (onEffect(effect, name)) setOpen(false);
              }}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
};
