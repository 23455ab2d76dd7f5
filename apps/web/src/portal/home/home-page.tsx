import '../../styles/content.css';
import { INFORMATION_TYPES, POLICY_LEVELS } from '@cityip/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { requestErrorText } from '../../api/error-text.js';
import { useSeniorMode } from '../../app/senior-mode.js';
import { usePlatformTitle } from '../../app/use-platform-title.js';
import {
  generalInfoHref,
  informationTypeLabel,
  POLICY_LEVEL_LABELS,
  policyLevelHref,
} from '../content/article-links.js';
import { LinkGroups } from '../content/link-groups.js';
import { useSite } from '../content/site.api.js';
import { useHome } from './home.api.js';
import { ArticleTabsCard } from './home-article-tabs.js';
import { HomeBanners } from './home-banners.js';
import { HomeFigures } from './home-figures.js';
import { HomeLatestDemands } from './home-latest-demands.js';
import { HomeServiceWindow } from './home-service-window.js';
import { HomeServices } from './home-services.js';

function HomeHero() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = usePlatformTitle();
  const [keyword, setKeyword] = useState('');
  const inputId = useId();
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const query = keyword.trim();
    void navigate(query ? `/patentSearch?q=${encodeURIComponent(query)}` : '/patentSearch');
  };
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <h1 id="home-hero-title">{title}</h1>
      <p>{t('home.heroSubtitle')}</p>
      <form className="hero-search" onSubmit={onSearch}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('home.searchLabel')}
        </label>
        <input
          id={inputId}
          className="hero-search-input"
          type="text"
          enterKeyHint="search"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          placeholder={t('home.searchPlaceholder')}
        />
        <button type="submit" className="hero-search-submit">
          {t('home.searchButton')}
        </button>
      </form>
    </section>
  );
}

/**
 * /platformPortal: hero with the patent search, banners, quick entries, latest news by type and
 * policies by level, the figures strip and the friendly links (not in 长辈版, which also shows
 * one column and a carousel that never turns by itself). Its data is cached calls: /api/home,
 * /api/site (shared with the footer and the menu) and the latest technology demands. Built without antd, so the
 * portal's first visit loads none of it for this page.
 */
export function HomePage() {
  const { t } = useTranslation();
  const home = useHome();
  const site = useSite();
  const senior = useSeniorMode();
  const data = home.data ?? null;
  const loading = home.isPending;

  const newsTabs = INFORMATION_TYPES.map((type) => ({
    key: String(type),
    label: t(informationTypeLabel(type)),
    items: data?.news[type] ?? [],
    moreTo: generalInfoHref(type),
  }));
  const policyTabs = POLICY_LEVELS.map((level) => ({
    key: level,
    label: t(POLICY_LEVEL_LABELS[level]),
    items: data?.policies[level] ?? [],
    moreTo: policyLevelHref(level),
  }));

  return (
    <div className="home-page">
      <HomeHero />
      {data ? <HomeBanners banners={data.banners} /> : null}
      <HomeServices />
      {home.isError ? (
        <p className="notice-error" role="alert">
          {requestErrorText(home.error) ?? t('portal.content.loadFailed')}
        </p>
      ) : null}
      <div className="home-columns">
        <ArticleTabsCard tabs={newsTabs} loading={loading} />
        <ArticleTabsCard tabs={policyTabs} loading={loading} />
      </div>
      <HomeLatestDemands />
      {data ? <HomeFigures figures={data.figures} /> : null}
      {data && (data.serviceWindow || data.serviceOutlets.length) ? (
        <HomeServiceWindow guide={data.serviceWindow} outlets={data.serviceOutlets} />
      ) : null}
      {/* 长辈版 keeps the page short: the friendly links stay in the footer only. */}
      {senior ? null : (
        <LinkGroups links={site.data?.links ?? []} groups={['friendly']} withIcons className="home-links" />
      )}
    </div>
  );
}
