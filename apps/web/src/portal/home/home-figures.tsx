import { formatThousands, type Home } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';

const FIGURES: Array<{ key: keyof Home['counts']; label: string }> = [
  { key: 'policies', label: 'portal.home.figurePolicies' },
  { key: 'news', label: 'portal.home.figureNews' },
  { key: 'guides', label: 'portal.home.figureGuides' },
];

/** The figures strip: how much the portal publishes, with thousands separators. */
export function HomeFigures({ counts }: { counts: Home['counts'] }) {
  const { t } = useTranslation();
  return (
    <section className="home-figures" aria-labelledby="home-figures-title">
      <h2 id="home-figures-title" className="visually-hidden">
        {t('portal.home.figures')}
      </h2>
      <dl>
        {FIGURES.map((figure) => (
          <div key={figure.key} className="home-figure">
            <dt>{t(figure.label)}</dt>
            <dd>{formatThousands(counts[figure.key])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
