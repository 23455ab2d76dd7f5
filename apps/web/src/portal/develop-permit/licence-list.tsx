import type { LicenceOffer } from '@cityip/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import { ApplyButton } from '../applications/apply-button.js';
import { usePatentFormat } from '../patent-search/use-patent-format.js';
import { useLicenceFormat } from './licence-format.js';

/** Navigation state of a link that opened a detail, so closing it can go back instead of forward. */
const LICENCE_DETAIL_OPENED = { licenceDetail: true } as const;

/** Whether the current history entry was pushed by a detail link of this list. */
export function isLicenceDetailOpened(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { licenceDetail?: unknown }).licenceDetail === true;
}

/** One offer: title (opens the detail), numbers, patentee, type, industry, fee, term, valid until. */
function OfferItem({ offer, detailHref }: { offer: LicenceOffer; detailHref: To }) {
  const { t } = useTranslation();
  const format = usePatentFormat();
  const licenceFormat = useLicenceFormat();
  const { patent, licence } = offer;
  const facts: Array<[string, string]> = [
    ['applicationNumber', patent.applicationNumber],
    ['publicationNumber', patent.publicationNumber],
    ['patentee', patent.applicants.join('；') || '—'],
    ['industry', format.industry(patent.industry) || '—'],
    ['fee', licenceFormat.fee(licence)],
    ['term', licenceFormat.term(licence.termYears)],
    ['validUntil', format.date(licence.validUntil)],
  ];
  return (
    <li className="licence-offer">
      <h3 className="licence-offer-title">
        <Link to={detailHref} state={LICENCE_DETAIL_OPENED} preventScrollReset>
          {patent.title}
        </Link>
      </h3>
      <div className="licence-offer-tags">
        <Tag color="blue">{format.patentType(patent.patentType)}</Tag>
        <Tag>{format.legalStatus(patent.legalStatus)}</Tag>
        <Tag color="warning">{t(`portal.licence.feeMode.${licence.feeMode}`)}</Tag>
      </div>
      <dl className="licence-offer-facts">
        {facts.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`portal.licence.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ApplyButton
        kind="openLicenceIntent"
        prefill={{ patentNumber: patent.applicationNumber }}
        type="default"
        size="small"
        aria-label={t('applications.openLicence.applyFor', { title: patent.title })}
      >
        {t('applications.openLicence.apply')}
      </ApplyButton>
    </li>
  );
}

/** The offers of one page. */
export function LicenceList({
  offers,
  detailHref,
}: {
  offers: readonly LicenceOffer[];
  detailHref: (id: number) => To;
}) {
  return (
    <ul className="licence-offers">
      {offers.map((offer) => (
        <OfferItem key={offer.patent.id} offer={offer} detailHref={detailHref(offer.patent.id)} />
      ))}
    </ul>
  );
}
