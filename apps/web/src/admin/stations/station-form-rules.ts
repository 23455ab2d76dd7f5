import { isMessageKey, type Weekday } from '@cityip/contracts';
import type { TFunction } from 'i18next';
import { dayLabel } from '../../portal/public-serve/outlet-hours.js';

interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/** Where inside the hours or closures an issue is, as a reader would say it ("周一第 2 个时段"). */
function placeOf(path: readonly PropertyKey[], t: TFunction): string | null {
  const [field, second, third, fourth] = path;
  if (field === 'hours' && second === 'weekly' && typeof third === 'string' && typeof fourth === 'number') {
    return t('stations.hours.place', { day: t(dayLabel(third as Weekday)), index: fourth + 1 });
  }
  if (field === 'closures' && typeof second === 'number') return t('stations.closures.place', { index: second + 1 });
  return null;
}

/**
 * antd rules reporting the first issue anywhere inside `field` (the hours and closures editors
 * hold nested values), with where it is; like zodFieldRules, they re-parse the whole form.
 */
export function nestedFieldRules(issuesOf: () => readonly IssueLike[], t: TFunction) {
  return (field: string) => [
    {
      validator: async () => {
        const issue = issuesOf().find((i) => i.path[0] === field);
        if (!issue) return;
        const message = isMessageKey(issue.message) ? t(issue.message) : issue.message;
        const place = placeOf(issue.path, t);
        throw new Error(place ? t('stations.issueAt', { place, message }) : message);
      },
    },
  ];
}
