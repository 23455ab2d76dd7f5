import { Button, Input } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCityName, usePlatformTitle } from '../../app/use-platform-title.js';
import { externalLinkUrl, isExternalUrl } from '../../config/external-links.js';
import { useRuntimeConfig } from '../../config/runtime-config.js';
import { NAV_MENU, type NavSubItem, subItemHref } from '../layout/nav-menu.js';

function ServiceEntry({ item }: { item: NavSubItem }) {
  const { t } = useTranslation();
  const city = useCityName();
  const config = useRuntimeConfig();
  const href = item.external ? externalLinkUrl(item.external, config) : subItemHref(item);
  const label = t(item.title, { city });
  if (isExternalUrl(href)) {
    return (
      <a className="service-card" href={href} target="_blank" rel="noopener noreferrer">
        {label}
        <span className="visually-hidden">{t('common.opensInNewWindow')}</span>
      </a>
    );
  }
  return (
    <Link className="service-card" to={href}>
      {label}
    </Link>
  );
}

/** /platformPortal: hero with the patent search entry and the service entries of the top menu. */
export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = usePlatformTitle();
  const [keyword, setKeyword] = useState('');
  const inputId = useId();
  const groups = NAV_MENU.filter((item) => item.children.length > 0);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const query = keyword.trim();
    void navigate(query ? `/patentSearch?keyword=${encodeURIComponent(query)}` : '/patentSearch');
  };

  return (
    <div className="home-page">
      <section className="home-hero" aria-labelledby="home-hero-title">
        <h1 id="home-hero-title">{title}</h1>
        <p>{t('home.heroSubtitle')}</p>
        <form className="hero-search" onSubmit={onSearch}>
          <label htmlFor={inputId} className="visually-hidden">
            {t('home.searchLabel')}
          </label>
          <Input
            id={inputId}
            size="large"
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            placeholder={t('home.searchPlaceholder')}
          />
          <Button type="primary" size="large" htmlType="submit">
            {t('home.searchButton')}
          </Button>
        </form>
      </section>
      <section className="home-services" aria-labelledby="home-services-title">
        <h2 id="home-services-title">{t('home.servicesTitle')}</h2>
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
          <h3>{t('nav.onlineHandling')}</h3>
          <ul className="service-grid">
            <li>
              <Link className="service-card" to="/registerApply">
                {t('nav.onlineHandling')}
              </Link>
            </li>
          </ul>
        </div>
      </section>
    </div>
  );
}
