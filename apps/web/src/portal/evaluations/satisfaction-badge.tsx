import './evaluations.css';
import type { ApplicationKindKey, SatisfactionFigure } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { useOutletSatisfaction, useServiceSatisfaction } from './evaluations.api.js';

/**
 * The public satisfaction of a service or an outlet: the rate of 满意 or better and the number of
 * reviews, in words (a figure without reviews says so). `label` names what it is about for
 * assistive technology where the text around does not. Plain markup, no antd.
 */
export function SatisfactionBadge({ figure, label }: { figure: SatisfactionFigure; label: string }) {
  const { t } = useTranslation();
  return (
    <p className="satisfaction-badge" title={t('evaluation.satisfaction.explain')}>
      <span className="visually-hidden">{label}</span>
      {figure.rate === null || figure.count === 0 ? (
        <span>{t('evaluation.satisfaction.none')}</span>
      ) : (
        <>
          <strong>{t('evaluation.satisfaction.rate', { rate: figure.rate.toFixed(1) })}</strong>
          <span>{t('evaluation.satisfaction.count', { count: figure.count })}</span>
        </>
      )}
    </p>
  );
}

/** An application kind's satisfaction (the catalogue of /registerApply); nothing until the figures arrive. */
export function KindSatisfaction({ kind, name }: { kind: ApplicationKindKey; name: string }) {
  const { t } = useTranslation();
  const figures = useServiceSatisfaction();
  const figure = figures.data?.services.find((entry) => entry.service === kind);
  if (!figure) return null;
  return <SatisfactionBadge figure={figure} label={t('evaluation.satisfaction.label', { name })} />;
}

/** An outlet's satisfaction (/serverDetail); nothing until it arrives. */
export function OutletSatisfactionBadge({ outletId, name }: { outletId: string; name: string }) {
  const { t } = useTranslation();
  const figure = useOutletSatisfaction(outletId);
  if (!figure.data) return null;
  return <SatisfactionBadge figure={figure.data} label={t('evaluation.satisfaction.label', { name })} />;
}
