import '../styles/display.css';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from './empty-state.js';
import { TabList, Tabs } from './tab-list.js';

/** The four looks of the spec's title card. */
export type TitleCardVariant = 'first' | 'second' | 'third' | 'line-name-line';

/** One entry of a title card's switchable titles. */
export type TitleCardTitle = { key: string; label: ReactNode };

/** One of a title card's optional tabs: its label and what it shows. */
export type TitleCardTab = TitleCardTitle & { children?: ReactNode };

/** Props of {@link TitleCard}. */
export type TitleCardProps = {
  variant?: TitleCardVariant;
  /** Heading text; defaults to the translated 'I am a title'. */
  title?: ReactNode;
  /** Heading level, so the card fits the page outline (default h2). */
  level?: 1 | 2 | 3 | 4 | 5 | 6;
  titles?: TitleCardTitle[];
  activeTitle?: string;
  onTitleChange?: (key: string) => void;
  /** Route of the 'more' link; `onMore` renders a button instead. */
  moreTo?: string;
  onMore?: () => void;
  moreText?: ReactNode;
  loading?: boolean;
  empty?: boolean;
  emptyDescription?: ReactNode;
  tabs?: TitleCardTab[];
  activeTab?: string;
  onTabChange?: (key: string) => void;
  className?: string;
  children?: ReactNode;
};

/**
 * The spec's title card: a heading (or switchable titles), a 'more' link and a loading/empty-aware
 * body. Plain markup, no antd: the home page shows it on the portal's first load.
 */
export function TitleCard(props: TitleCardProps) {
  const { variant = 'first', level = 2, titles, loading = false, empty = false, tabs } = props;
  const { t } = useTranslation();
  const headingId = useId();
  const tabIdPrefix = useId();
  const hasTitles = Boolean(titles && titles.length > 0);
  const activeKey = props.activeTitle ?? titles?.[0]?.key;
  const activeLabel = titles?.find((item) => item.key === activeKey)?.label;
  const heading = hasTitles ? activeLabel : (props.title ?? t('display.title.default'));
  const Heading: `h${typeof level}` = `h${level}`;
  const line = variant === 'line-name-line' ? <span className="title-card-line" aria-hidden="true" /> : null;

  const body = (
    <>
      {loading ? (
        <span className="title-card-loading" role="status">
          <span className="loading-spinner" aria-hidden="true" />
          {t('display.loading')}
        </span>
      ) : null}
      {tabs ? <Tabs items={tabs} activeKey={props.activeTab} onChange={props.onTabChange} /> : null}
      {empty ? <EmptyState description={props.emptyDescription} /> : props.children}
    </>
  );

  return (
    <section
      className={['title-card', `title-card--${variant}`, props.className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <header className="title-card-header">
        {line}
        {/* With switchable titles the tabs are what sighted users read; the heading stays for the outline. */}
        <Heading id={headingId} className={hasTitles ? 'visually-hidden' : 'title-card-title'}>
          {heading}
        </Heading>
        {hasTitles && titles ? (
          <TabList
            items={titles}
            activeKey={activeKey}
            idPrefix={tabIdPrefix}
            labelledBy={headingId}
            className="title-card-titles"
            onChange={props.onTitleChange}
          />
        ) : null}
        {line}
        <MoreLink moreTo={props.moreTo} onMore={props.onMore} text={props.moreText} context={heading} />
      </header>
      {hasTitles ? (
        <div
          className="title-card-body"
          role="tabpanel"
          aria-labelledby={`${tabIdPrefix}-${activeKey}`}
          aria-busy={loading}
        >
          {body}
        </div>
      ) : (
        <div className="title-card-body" aria-busy={loading}>
          {body}
        </div>
      )}
    </section>
  );
}

type MoreLinkProps = { moreTo?: string; onMore?: () => void; text?: ReactNode; context: ReactNode };

/** The 'more' link; the heading is repeated out of sight so a list of links still says what is more. */
function MoreLink({ moreTo, onMore, text, context }: MoreLinkProps) {
  const { t } = useTranslation();
  if (!moreTo && !onMore) return null;
  const content = (
    <>
      {text ?? t('display.more')}
      <span className="visually-hidden"> {context}</span>
    </>
  );
  return moreTo ? (
    <Link className="title-card-more" to={moreTo}>
      {content}
    </Link>
  ) : (
    <button type="button" className="title-card-more title-card-more--button" onClick={onMore}>
      {content}
    </button>
  );
}
