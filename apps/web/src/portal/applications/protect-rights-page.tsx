import './applications.css';
import type { ApplicationKindKey, GuideKey } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { GuidePage } from '../guides/guide-page.js';
import { guideKeyFor } from '../guides/guide-pages.js';
import { ApplicationForm } from './application-form.js';
import { kindName } from './kind-text.js';

/** The rights-protection guides that take requests online, and the kind each takes. */
const KIND_OF_GUIDE: Partial<Record<GuideKey, ApplicationKindKey>> = {
  rightsAid: 'rightsAid',
  overseasGuidance: 'overseasGuidance',
  disputeMediation: 'disputeMediation',
};

/**
 * `/protectRights`: the guide of the menu item (`?id=`, `?type=`), as before, and for rights aid,
 * dispute mediation and overseas guidance (`?type=aid|mediation|overseas`) the request form under it.
 */
export function ProtectRightsPage() {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const guide = guideKeyFor(pathname, search);
  const kind = guide ? KIND_OF_GUIDE[guide] : undefined;
  return (
    <>
      <GuidePage />
      {kind && (
        <section className="page-body application-section" aria-labelledby="apply-online-title">
          <h2 id="apply-online-title">{t('applications.applyOnline', { name: kindName(kind, i18n.language) })}</h2>
          <ApplicationForm key={kind} kind={kind} />
        </section>
      )}
    </>
  );
}
