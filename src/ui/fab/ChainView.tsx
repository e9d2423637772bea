/** FaB's own picture of combat: the combat chain, each link's attack with its power and keywords, its defending cards and whether it hit. */
import { useTranslation } from 'react-i18next';
import type { CardView, FabModule } from '../../games/fab/types.ts';
import type { MiddleProps } from '../kit/binding.ts';
import { tx } from '../i18n.ts';

export const ChainView = ({ view, nameOf }: MiddleProps<FabModule>) => {
  const { t } = useTranslation(['common', 'fab']);
  // What the judge checks on an attack: its keywords, those granted this chain included, each with its N (piercing 1).
  const keywordsOf = (c: CardView | undefined): string[] =>
    (c?.keywords ?? []).map((k) => (k.n === undefined ? tx(t, `fab:keyword.${k.keyword}`) : t('fab:ui.keywordN', { keyword: tx(t, `fab:keyword.${k.keyword}`), n: k.n })));
  // Allies in play (in the arena, or on the chain while attacking) with their life: damage lowers it, and an ally at 0 dies.
  const allies = Object.values(view.cards).filter((c) => c.life !== null && (c.zone === 'arena' || c.zone === 'chain'));
  return (
    <section className="card" aria-labelledby="chain-title" data-testid="chain">
      <h2 id="chain-title" className="card-title">
        {t('fab:ui.chain.title')} <span className="muted font-normal">({view.chainOpen ? t('fab:ui.chain.open') : t('fab:ui.chain.closed')})</span>
      </h2>
      {view.chain.length === 0 ? <p className="muted">{t('fab:ui.chain.empty')}</p> : null}
      <ol className="flex flex-col gap-2">
        {view.chain.map((link) => {
          const active = link.status === 'active';
          const keywords = keywordsOf(view.cards[link.attack]);
          return (
            <li
              key={link.n}
              aria-current={active ? 'true' : undefined}
              className={`rounded-lg border p-2 text-sm ${active ? 'border-2 border-brand-700 bg-brand-50' : 'border-slate-200'}`}
              data-testid={`link-${link.n}`}
            >
              <p className="font-semibold">
                {t('fab:ui.chain.link', { n: link.n })} <span className="muted font-normal">({tx(t, `fab:ui.chain.${link.status}`)})</span>
              </p>
              <p>
                {t('fab:ui.chain.attack', { attack: nameOf(link.attack), power: link.power, target: nameOf(link.target) })}
                {link.gone ? <span className="muted"> — {t('fab:ui.chain.gone')}</span> : null}
              </p>
              {keywords.length > 0 ? (
                <p className="text-xs text-slate-700" data-testid={`link-${link.n}-keywords`}>
                  {keywords.join(t('listSeparator'))}
                </p>
              ) : null}
              <p>
                {link.defenders.length === 0
                  ? t('fab:ui.chain.noDefenders')
                  : t('fab:ui.chain.defenders', {
                      names: link.defenders.map((d) => t('fab:ui.chain.defender', { name: nameOf(d.card), defense: d.defense })).join(t('listSeparator')),
                    })}
                {link.defenders.length > 0 ? <span className="muted"> · {t('fab:ui.chain.defenseTotal', { n: link.defenseTotal })}</span> : null}
              </p>
              {link.settled ? <p className={link.hit ? 'font-medium text-red-800' : 'muted'}>{link.hit ? t('fab:ui.chain.hit', { n: link.damage }) : t('fab:ui.chain.noHit')}</p> : null}
            </li>
          );
        })}
      </ol>
      {allies.length > 0 ? (
        <div className="mt-2 border-t border-slate-200 pt-2" data-testid="allies">
          <h3 className="text-sm font-semibold">{t('fab:ui.chain.allies')}</h3>
          <ul className="text-sm">
            {allies.map((a) => (
              <li key={a.id} className="flex flex-wrap items-baseline gap-x-2" data-testid={`ally-${a.id}`}>
                <span className="font-medium">{a.name}</span>
                <span className="text-xs text-slate-700">{nameOf(a.owner)}</span>
                <span className="whitespace-nowrap tabular-nums">{t('fab:figure.ally', { power: a.power ?? 0, life: a.life ?? 0 })}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
};
