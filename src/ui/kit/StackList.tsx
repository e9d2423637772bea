/** The stack, top first: what each object is, whose it is, and what it does or targets. The same list for MTG's stack and FaB's layers. */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameId, StackItemView } from '../../engine/types.ts';
import type { NameOf } from '../../text/describe.ts';
import { useTermText } from './Term.tsx';

export const StackList = memo(({ game, items, nameOf }: { game: GameId; items: readonly StackItemView[]; nameOf: NameOf }) => {
  const { t } = useTranslation();
  const termText = useTermText(game, nameOf);
  return (
    <section className="card" aria-labelledby="stack-title" data-testid="stack">
      <h2 id="stack-title" className="card-title">
        {t('stack.title')} <span className="muted font-normal">{t('stack.topFirst')}</span>
      </h2>
      {items.length === 0 ? (
        <p className="muted">{t('stack.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-1 text-sm">
          {items.toReversed().map((item) => (
            <li key={item.id} className="rounded-lg border border-slate-200 px-2 py-1" data-testid={`stack-${item.id}`}>
              {/* Called by its name (or what it does), never by its stack id. */}
              <span className="font-medium">{item.name ?? (item.line ? termText(item.line) : t('stack.unnamed'))}</span>{' '}
              <span className="text-xs text-slate-700">({nameOf(item.controller)})</span>
              {item.target !== null ? <span className="muted"> → {nameOf(item.target)}</span> : null}
              {item.name !== null && item.line !== null ? <p className="text-slate-800">{termText(item.line)}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
});
