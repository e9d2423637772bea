/** FaB's own picture of combat: the combat chain, each link's attack with its power and keywords, its defending cards and whether it hit. */
import { useTranslation } from 'react-i18next';
import type { CardView, FabModule } from '../../games/fab/types.ts';
import type { MiddleProps } from '../kit/binding.ts';
import { tx } from '../i18n.ts';

export const ChainView = ({ view, nameOf }: MiddleProps<FabModule>) => {
  const { t } = useTranslation(['common', 'fab']);
  // What the judge checks on an attack: its keywords, go again granted this chain included.
  const keywordsOf = (c: CardView | undefined): string[] =>
    (c?.keywords ?? []).map((k) => (k.n === undefined ? tx(t, `fab:keyword.${k.keyword}`) : `${t('fab:keyword.piercing')} ${k.n}`));
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
    </section>
  );
};
