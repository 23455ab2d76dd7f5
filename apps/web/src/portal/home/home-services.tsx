import { useTranslation } from 'react-i18next';
import { useCityName } from '../../app/use-platform-title.js';
import { PortalLink } from '../content/external-link.js';
import { useSubItemHref } from '../content/site.api.js';
import { NAV_MENU, type NavSubItem } from '../layout/nav-menu.js';

const QUICK_LABELS = {
  '/registerApply': 'nav.onlineHandling',
  '/policySearch': 'nav.policyQuery',
  '/infoSearch': 'nav.infoSearch',
} as const;

function ServiceEntry({ item }: { item: NavSubItem }) {
  const { t } = useTranslation();
  const city = useCityName();
  const label = t(item.title, { city });
  return (
    <PortalLink className="service-card" href={useSubItemHref(item)} name={label}>
      {label}
    </PortalLink>
  );
}

/** Quick entries to the main services: the top menu's sections, then online handling and the two queries. */
export function HomeServices() {
  const { t } = useTranslation();
  const groups = NAV_MENU.filter((item) => item.children.length > 0 && item.path !== '/policySearch');
  return (
    <section className="home-services" aria-labelledby="home-services-title">
      <h2 id="home-services-title">{t('home.servicesTitle')}</h2>
      <div className="service-groups">
        {groups.map((group) => (
          <div key={group.title} className="service-group">
            <h3>{t(group.title)}</h3>
            <ul className="service-grid">
              {group.children.map((item) => (
                <li key={item.title}>
                  <ServiceEntry item={item} />
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className="service-group">
          <h3>{t('portal.home.frequentServices')}</h3>
          <ul className="service-grid">
            {(['/registerApply', '/policySearch', '/infoSearch'] as const).map((path) => (
              <li key={path}>
                <PortalLink className="service-card" href={path}>
                  {t(QUICK_LABELS[path])}
                </PortalLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
