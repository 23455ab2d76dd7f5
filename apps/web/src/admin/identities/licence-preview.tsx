import type { UploadRef } from '@cityip/contracts';
import { Alert, Button, Flex, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestErrorText } from '../../api/error-text.js';
import { saveBlob } from '../../api/save-blob.js';
import { fetchLicence } from './identities.api.js';

type Loaded = { state: 'loading' } | { state: 'failed'; reason: string } | { state: 'ready'; url: string; blob: Blob };

/**
 * The business licence of a submission: fetched with the staff token (it is a private upload, no
 * public address), shown as an image or an embedded PDF, and offered as a download.
 */
export function LicencePreview({ identityId, licence }: { identityId: string; licence: UploadRef }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    let url = '';
    let live = true;
    fetchLicence(identityId).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        if (live) setLoaded({ state: 'ready', url, blob });
        else URL.revokeObjectURL(url);
      },
      (error: unknown) => {
        if (live)
          setLoaded({ state: 'failed', reason: requestErrorText(error, t) ?? t('identityReview.licenceFailed') });
      },
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [identityId, t]);

  if (loaded.state === 'loading') return <Spin description={t('display.loading')} />;
  if (loaded.state === 'failed') return <Alert type="error" showIcon role="alert" title={loaded.reason} />;
  const isPdf = licence.mime === 'application/pdf';
  return (
    <Flex vertical gap={8}>
      {isPdf ? (
        <iframe
          src={loaded.url}
          title={t('identityReview.licenceTitle', { name: licence.name })}
          className="licence-frame"
        />
      ) : (
        <img
          src={loaded.url}
          alt={t('identityReview.licenceTitle', { name: licence.name })}
          className="licence-image"
        />
      )}
      <div>
        <Button onClick={() => saveBlob(loaded.blob, licence.name)}>
          {t('identityReview.licenceDownload', { name: licence.name })}
        </Button>
      </div>
    </Flex>
  );
}
