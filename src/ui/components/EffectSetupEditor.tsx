/**
 * A card's manual effect in the set-up editor: its kind (or none), then the target and the player
 * where the kind has them; the game puts the rest of the kind's fields (an amount, a duration)
 * under them as children. The game gives the words, the kinds with their names, what may be
 * targeted and how an effect of a new kind starts; nothing here knows what an effect does.
 */
import { useId, type ReactNode } from 'react';
import { SelectField } from './Select.tsx';
import { PlayerSelect } from './SetupParts.tsx';
import type { EffectSetup } from './setupDraft.ts';

export type EffectEditorWords = {
  readonly title: string;
  readonly kind: string;
  readonly noEffect: string;
  readonly target: string;
  readonly noTarget: string;
  readonly player: string;
};

export const EffectSetupEditor = <E extends EffectSetup>({
  effect,
  onChange,
  ofKind,
  kinds,
  targets,
  players,
  nameOf,
  words,
  testId,
  children,
}: {
  effect: E | undefined;
  /** The effect changed, or removed (undefined). */
  onChange: (next: E | undefined) => void;
  /** An effect of this kind, keeping what the current one has where it fits. */
  ofKind: (kind: string) => E;
  kinds: readonly { readonly value: string; readonly label: string }[];
  /** What the effect may name now; a target no longer among them stays offered until changed. */
  targets: readonly string[];
  players: readonly { readonly id: string }[];
  nameOf: (id: string) => string;
  words: EffectEditorWords;
  testId: string;
  /** The kind's other fields. */
  children?: ReactNode;
}) => {
  const id = useId();
  const field = (key: string, value: unknown) => effect && onChange({ ...effect, [key]: value } as E);
  const target = typeof effect?.['target'] === 'string' ? effect['target'] : '';
  const targetOptions = target !== '' && !targets.includes(target) ? [target, ...targets] : targets;
  return (
    <fieldset className="col-span-2 flex flex-col gap-2 rounded-lg border border-slate-200 p-2" data-testid={testId}>
      <legend className="px-1 text-sm font-semibold">{words.title}</legend>
      <SelectField
        id={`${id}-kind`}
        label={words.kind}
        value={effect?.kind ?? ''}
        options={[{ value: '', label: words.noEffect }, ...kinds]}
        onChange={(kind) => onChange(kind === '' ? undefined : ofKind(kind))}
      />
      {effect && 'target' in effect ? (
        <SelectField
          id={`${id}-target`}
          label={words.target}
          value={target}
          options={[...(target === '' ? [{ value: '', label: '—' }] : []), ...targetOptions.map((x) => ({ value: x, label: nameOf(x) }))]}
          onChange={(x) => field('target', x)}
          after={targets.length === 0 ? <p className="muted mt-1">{words.noTarget}</p> : null}
        />
      ) : null}
      {effect && 'player' in effect ? <PlayerSelect id={`${id}-player`} label={words.player} value={String(effect['player'])} players={players} onChange={(p) => field('player', p)} /> : null}
      {children}
    </fieldset>
  );
};
