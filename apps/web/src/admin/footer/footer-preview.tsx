import { fileUrl, type Link } from '@cityip/contracts';
import { Divider, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FooterFormValues } from './footer-form-values.js';

const PREVIEW_STYLE = { background: '#1f2d3d', color: '#e6edf5', padding: 24, borderRadius: 4 } as const;

/** Enabled links of the chosen groups, in the footer's group order and each group's own order. */
function linkGroupsOf(values: FooterFormValues, links: readonly Link[]) {
  return (values.linkGroups ?? []).map((group) => ({
    group,
    links: links.filter((link) => link.group === group && link.enabled).sort((a, b) => a.sortOrder - b.sortOrder),
  }));
}

/**
 * The footer as the portal shows it, from the form's current values: link groups, facts, QR codes
 * and the copyright line. Links are not followed from here (a preview is not a way out).
 */
export function FooterPreview({ values, links }: { values: FooterFormValues; links: readonly Link[] }) {
  const { t } = useTranslation();
  const facts = [
    ['organiser', values.organiser],
    ['undertaker', values.undertaker],
    ['address', values.address],
    ['phone', values.phone],
    ['email', values.email],
    ['icpNumber', values.icpNumber],
    ['psbNumber', values.psbNumber],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]?.trim()));
  const qrCodes = (values.qrCodes ?? []).flatMap((code) =>
    code?.image ? [{ label: code.label ?? '', image: code.image }] : [],
  );

  return (
    <section aria-labelledby="footer-preview-title">
      <Typography.Title level={2} id="footer-preview-title" style={{ fontSize: 16 }}>
        {t('homeFooter.preview.title')}
      </Typography.Title>
      <div style={PREVIEW_STYLE}>
        {linkGroupsOf(values, links).map(({ group, links: groupLinks }) => (
          <Flex key={group} gap={12} wrap style={{ marginBottom: 8 }}>
            <strong>{t('homeFooter.preview.labelled', { label: t(`links.group.${group}`) })}</strong>
            {groupLinks.length === 0 && <span>{t('homeFooter.preview.noLinks')}</span>}
            {groupLinks.map((link) => (
              <span key={link.id} title={link.url}>
                {link.name}
              </span>
            ))}
          </Flex>
        ))}
        <Divider style={{ borderColor: 'rgba(255, 255, 255, 0.2)', margin: '12px 0' }} />
        <Flex justify="space-between" gap={24} wrap>
          <dl style={{ margin: 0 }}>
            {facts.map(([field, value]) => (
              <div key={field}>
                <dt style={{ display: 'inline' }}>
                  {t('homeFooter.preview.labelled', { label: t(`homeFooter.form.${field}`) })}
                </dt>
                <dd style={{ display: 'inline', margin: 0 }}>{value}</dd>
              </div>
            ))}
          </dl>
          <Flex gap={16} wrap>
            {qrCodes.map((code) => (
              <figure key={`${code.image.id}-${code.label}`} style={{ margin: 0, textAlign: 'center' }}>
                <img src={fileUrl(code.image.id)} alt={code.label} width={96} height={96} />
                <figcaption>{code.label}</figcaption>
              </figure>
            ))}
          </Flex>
        </Flex>
        {values.copyright?.trim() && <p style={{ margin: '12px 0 0', textAlign: 'center' }}>{values.copyright}</p>}
      </div>
    </section>
  );
}
