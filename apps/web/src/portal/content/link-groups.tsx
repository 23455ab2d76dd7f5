import { fileUrl, type Link, type LinkGroup } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from './external-link.js';

/** Message keys of the jump-link groups. */
export const LINK_GROUP_LABELS: Readonly<Record<LinkGroup, string>> = {
  friendly: 'portal.links.friendly',
  government: 'portal.links.government',
  platform: 'portal.links.platform',
};

type LinkGroupsProps = {
  links: readonly Link[];
  groups: readonly LinkGroup[];
  /** Show each link's icon (home page) instead of text only (footer). */
  withIcons?: boolean;
  /** The footer's groups say so in their landmark name: the home page shows a group of the same name. */
  inFooter?: boolean;
  className?: string;
};

/** Jump links of some groups, in their order, each group under its heading; empty groups are left out. */
export function LinkGroups({ links, groups, withIcons = false, inFooter = false, className }: LinkGroupsProps) {
  const { t } = useTranslation();
  const filled = groups
    .map((group) => ({ group, items: links.filter((link) => link.group === group && link.enabled) }))
    .filter((entry) => entry.items.length > 0);
  if (filled.length === 0) return null;
  return (
    <div className={['link-groups', className].filter(Boolean).join(' ')}>
      {filled.map(({ group, items }) => (
        <nav
          key={group}
          className="link-group"
          aria-label={
            inFooter ? t('portal.links.inFooter', { group: t(LINK_GROUP_LABELS[group]) }) : t(LINK_GROUP_LABELS[group])
          }
        >
          <h3>{t(LINK_GROUP_LABELS[group])}</h3>
          <ul>
            {items.map((link) => (
              <li key={link.id}>
                <ExternalLink href={link.url} name={link.name} className="link-group-link">
                  {withIcons && link.icon ? <img src={fileUrl(link.icon.id)} alt="" loading="lazy" /> : null}
                  <span>{link.name}</span>
                </ExternalLink>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );
}
