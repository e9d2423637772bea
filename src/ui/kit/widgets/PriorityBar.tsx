/**
 * The priority block every game shares: pass, or let everyone pass until something happens
 * (advance); under it the game's plays; then a manual effect from the prompt's effect options.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EffectOption, GameId } from '../../../engine/types.ts';
import type { NameOf } from '../../../text/describe.ts';
import { EffectForm, type BuiltEffect } from './EffectForm.tsx';

type Props = {
  readonly game: GameId;
  readonly player: string;
  readonly stackSize: number;
  readonly nameOf: NameOf;
  readonly onPass: () => void;
  readonly onAdvance: () => void;
  readonly effects: readonly EffectOption[];
  /** Sends the effect; true when the rules accept it (the form then closes). */
  readonly onEffect: (effect: BuiltEffect, name: string | undefined) => boolean;
  /** The game's own plays (attacks, reactions), between the buttons and the effect form. */
  readonly children?: ReactNode;
};

export const PriorityBar = ({ game, player, stackSize, nameOf, onPass, onAdvance, effects, onEffect, children }: Props) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-2">
        <button type="button" className="btn" onClick={onPass}>
          {t('priority.pass')}
        </button>
        <button type="button" className="btn btn-primary" onClick={onAdvance}>
          {stackSize > 0 ? t('priority.resolve') : t('priority.advance')}
        </button>
      </div>
      {children}
      {effects.length > 0 ? (
        <>
          <button type="button" className="btn" aria-expanded={open} onClick={() => setOpen(!open)}>
            {t('effectForm.open', { player: nameOf(player) })}
          </button>
          {open ? (
            <EffectForm
              game={game}
              options={effects}
              nameOf={nameOf}
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
