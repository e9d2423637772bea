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
import { namespacesOf, tx } from '../../i18n.ts';
import { EffectForm, type BuiltEffect } from './EffectForm.tsx';

/** Passing and advancing are actions of every game. */
type PassOrAdvance =
  | { readonly type: 'pass'; readonly by: string }
  | { readonly type: 'advance'; readonly by: string }
  | { readonly type: 'advance'; readonly by: string; readonly until: 'decision' };

/** A manual effect as every game takes it: its action type, who uses it, the effect, the name it goes by. */
type EffectUse<T extends string, E> = { readonly type: T; readonly by: string; readonly effect: E; readonly name?: string };

type Props<E, T extends string> = {
  readonly game: GameId;
  /** What every game's priority prompt carries: who holds it, the stack's size, the effects that may be added. */
  readonly prompt: { readonly player: string; readonly stackSize: number; readonly effects: readonly EffectOption[] };
  readonly nameOf: NameOf;
  /** Sends an action: true when the rules accept it (an effect's form then closes). */
  readonly send: (action: PassOrAdvance | EffectUse<T, E>) => boolean;
  /** The game's action type for a manual effect (MTG casts it, BS uses it as a flash). */
  readonly effectType: T;
  /**
   * An effect the judge leaves unnamed is sent unnamed (FaB: the log names its layer by its kind);
   * otherwise it is named by its kind in the game's words, as a card would be.
   */
  readonly keepUnnamed?: boolean;
  /** The game's own plays (attacks, reactions), between the buttons and the effect form. */
  readonly children?: ReactNode;
  /** The game's words where the shared ones are not its terms (a flash timing has no priority and no stack). */
  readonly labels?: { readonly pass?: string; readonly advance?: string; readonly effectSubmit?: string };
};

export const PriorityBar = <E extends { readonly kind: string } = BuiltEffect, T extends string = string>({ game, prompt, nameOf, send, effectType, keepUnnamed = false, children, labels }: Props<E, T>) => {
  const { t } = useTranslation(namespacesOf(game));
  const [open, setOpen] = useState(false);
  const { player, stackSize, effects } = prompt;
  // The form builds `{ kind, ...fields }` from this prompt's own effect options, so it is one of the game's effects.
  const use = (effect: E, given: string | undefined): boolean => {
    const name = given ?? (keepUnnamed ? undefined : tx(t, `${game}:effect.${effect.kind}`));
    return send({ type: effectType, by: player, effect, ...(name === undefined ? {} : { name }) });
  };
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
                if (use(effect, name)) setOpen(false);
              }}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
};
