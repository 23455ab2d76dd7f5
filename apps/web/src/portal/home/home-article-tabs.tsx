import type { ArticleSummary } from '@cityip/contracts';
import { useState } from 'react';
import { TitleCard } from '../../components/title-card.js';
import { ArticleList } from '../content/article-list.js';

/** One switchable list of a home column: its label, items and the page with all of them. */
export type ArticleTab = { key: string; label: string; items: ArticleSummary[]; moreTo: string };

type ArticleTabsCardProps = { tabs: ArticleTab[]; loading: boolean; className?: string };

/**
 * A home column of latest articles with switchable titles (news by type, policies by level); the
 * 'more' link leads to the full list of the tab on show.
 */
export function ArticleTabsCard({ tabs, loading, className }: ArticleTabsCardProps) {
  const [active, setActive] = useState(tabs[0]?.key ?? '');
  const current = tabs.find((tab) => tab.key === active) ?? tabs[0];
  return (
    <TitleCard
      className={className}
      variant="second"
      titles={tabs.map((tab) => ({ key: tab.key, label: tab.label }))}
      activeTitle={current?.key}
      onTitleChange={setActive}
      moreTo={current?.moreTo}
      loading={loading}
      empty={!loading && (current?.items.length ?? 0) === 0}
    >
      {current ? <ArticleList items={current.items} compact /> : null}
    </TitleCard>
  );
}
