import type { StationService } from '@cityip/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** The services outlets offer, each with how many outlets do and a way to list those outlets. */
export function ServiceCatalog({
  services,
  onChoose,
}: {
  services: readonly StationService[];
  onChoose: (service: StationService) => void;
}) {
  const { t } = useTranslation();
  if (services.length === 0) return null;
  return (
    <section className="serve-services" aria-labelledby="serve-services-title">
      <h2 id="serve-services-title">{t('portal.serve.servicesTitle')}</h2>
      <p className="serve-hint">{t('portal.serve.servicesIntro')}</p>
      <ul className="serve-service-list">
        {services.map((service) => (
          <li key={service.id} className="serve-service">
            <h3>{service.name}</h3>
            {service.description ? <p>{service.description}</p> : null}
            <p className="serve-service-count">{t('portal.serve.outletCount', { count: service.stationCount })}</p>
            <Button
              size="small"
              disabled={service.stationCount === 0}
              onClick={() => onChoose(service)}
              aria-label={t('portal.serve.showOutlets', { name: service.name })}
            >
              {t('portal.serve.viewOutlets')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
