import '../../styles/content.css';
import { type Footer, fileUrl } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCityName } from '../../app/use-platform-title.js';
import { WechatQrCode } from '../../components/wechat-qr-code.js';
import { useRuntimeConfig } from '../../config/runtime-config.js';
import { ExternalLink } from '../content/external-link.js';
import { LinkGroups } from '../content/link-groups.js';
import { useSite } from '../content/site.api.js';

/** The national filing registers the ICP and public-security numbers link to, as the rules require. */
const ICP_REGISTER = 'https://beian.miit.gov.cn/';
const PSB_REGISTER = 'https://beian.mps.gov.cn/';

function Facts({ footer }: { footer: Footer | null }) {
  const { t } = useTranslation();
  const city = useCityName();
  // Until the site settings arrive (or if they cannot be read) the generic texts stand in.
  const facts: Array<[string, string | undefined]> = [
    ['footer.organiserLabel', footer?.organiser || t('footer.organiser', { city })],
    ['portal.footer.undertaker', footer?.undertaker],
    ['footer.addressLabel', footer ? footer.address : t('footer.address', { city })],
    ['footer.contactLabel', footer ? footer.phone : t('footer.contact')],
    ['portal.footer.email', footer?.email],
  ];
  return (
    <dl className="footer-facts">
      {facts
        .filter(([, value]) => Boolean(value))
        .map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{label === 'portal.footer.email' ? <a href={`mailto:${value}`}>{value}</a> : value}</dd>
          </div>
        ))}
    </dl>
  );
}

function Filings({ footer }: { footer: Footer }) {
  if (!footer.icpNumber && !footer.psbNumber) return null;
  return (
    <p className="footer-filings">
      {footer.icpNumber ? (
        <ExternalLink href={ICP_REGISTER} name={footer.icpNumber}>
          {footer.icpNumber}
        </ExternalLink>
      ) : null}
      {footer.psbNumber ? (
        <ExternalLink href={PSB_REGISTER} name={footer.psbNumber}>
          {footer.psbNumber}
        </ExternalLink>
      ) : null}
    </p>
  );
}

/**
 * The front-site footer from the back office's footer management (GET /api/site): organiser,
 * contacts, link groups, QR codes, filing numbers and copyright, plus an accessibility note.
 */
export function PortalFooter() {
  const { t } = useTranslation();
  const city = useCityName();
  const demo = useRuntimeConfig()?.demo ?? false;
  const site = useSite();
  const footer = site.data?.footer ?? null;
  const organiser = footer?.organiser || t('footer.organiser', { city });
  const copyright = footer?.copyright || t('footer.copyright', { year: new Date().getFullYear(), organiser });
  return (
    <footer className="portal-footer">
      <div className="footer-inner">
        <h2 className="visually-hidden">{t('footer.label')}</h2>
        {footer ? (
          <LinkGroups links={site.data?.links ?? []} groups={footer.linkGroups} inFooter className="footer-links" />
        ) : null}
        <div className="footer-main">
          <div>
            <Facts footer={footer} />
            <p className="footer-accessibility">
              {t('footer.accessibility')} <Link to="/accessibility">{t('accessibility.footerLink')}</Link>
            </p>
            {footer ? <Filings footer={footer} /> : null}
            <p>
              {copyright}
              {demo ? ` · ${t('app.demoNotice')}` : ''}
            </p>
          </div>
          {footer && footer.qrCodes.length > 0 ? (
            <ul className="footer-qr">
              {footer.qrCodes.map((code) => (
                <li key={code.image.id}>
                  <img
                    src={fileUrl(code.image.id)}
                    alt={t('portal.footer.qrAlt', { label: code.label })}
                    width={96}
                    height={96}
                    loading="lazy"
                  />
                  <span>{code.label}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <WechatQrCode />
        </div>
      </div>
    </footer>
  );
}
