import { IDENTITY_CONSENT_VERSION } from '@cityip/contracts';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The documents a registrant consents to; each has a title and numbered paragraphs in messages.ts. */
const paragraphs = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}.p${index + 1}`);
const DOCUMENTS = {
  terms: { title: 'selfService.terms.title', paragraphs: paragraphs('selfService.terms', 6), version: null },
  identityConsent: {
    title: 'selfService.identityConsent.title',
    paragraphs: paragraphs('selfService.identityConsent', 5),
    // The server records this version with each authentication's consent.
    version: IDENTITY_CONSENT_VERSION,
  },
};

export type PolicyDocumentKey = keyof typeof DOCUMENTS;

/** A link-style button that opens one of the consent documents in a dialog. */
export function PolicyDocumentLink({ document }: { document: PolicyDocumentKey }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { title, paragraphs: texts, version } = DOCUMENTS[document];
  return (
    <>
      <Button type="link" className="inline-link-button" onClick={() => setOpen(true)}>
        {t('selfService.document.link', { title: t(title) })}
      </Button>
      <Modal
        open={open}
        title={t(title)}
        onCancel={() => setOpen(false)}
        footer={
          <Button type="primary" onClick={() => setOpen(false)}>
            {t('selfService.document.close')}
          </Button>
        }
      >
        {texts.map((key) => (
          <p key={key}>{t(key)}</p>
        ))}
        {version && <p>{t('selfService.document.version', { version })}</p>}
      </Modal>
    </>
  );
}
