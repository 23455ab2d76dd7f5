import '../shared/rich-text-editor.css';
import { type ArticleKind, formatFileSize } from '@cityip/contracts';
import { Alert, Descriptions, Flex, Spin, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ReturnFocusDrawer } from '../../components/return-focus-drawer.js';
import { useRuntimeConfig } from '../../config/runtime-config.js';
import { downloadUrl } from '../shared/upload-file.js';
import type { ArticleDraft } from './article-form.js';
import { guideKeyLabel, informationTypeLabel, levelLabel } from './article-kinds.js';

/** The metadata lines the front site shows under the title, empty ones left out. */
function metadata(t: TFunction, kind: ArticleKind, draft: ArticleDraft, city: string) {
  const lines: Array<[string, string | null | undefined]> =
    kind === 'policy'
      ? [
          ['level', levelLabel(t, draft.level)],
          ['docNumber', draft.docNumber],
          ['authority', draft.authority],
          ['publishDate', draft.publishDate],
          ['effectiveDate', draft.effectiveDate],
          ['expiryDate', draft.expiryDate],
        ]
      : kind === 'news'
        ? [
            ['informationType', informationTypeLabel(t, draft.informationType)],
            ['source', draft.source],
            ['publishDate', draft.publishDate],
          ]
        : [['guideKey', guideKeyLabel(t, draft.guideKey, city)]];
  return lines
    .filter((line): line is [string, string] => Boolean(line[1]))
    .map(([key, value]) => ({ key, label: t(`content.field.${key}`), children: value }));
}

/** An item laid out as the front site shows it: title, metadata, tags, summary, body, attachments, links. */
export function ArticlePreview({ kind, draft }: { kind: ArticleKind; draft: ArticleDraft }) {
  const { t } = useTranslation();
  const city = useRuntimeConfig()?.cityName ?? '';
  const attachments = draft.attachments ?? [];
  const links = draft.relatedLinks ?? [];
  return (
    <article className="article-preview">
      <Typography.Title level={2} style={{ textAlign: 'center', fontSize: 22 }}>
        {draft.title || t('content.preview.untitled')}
      </Typography.Title>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} items={metadata(t, kind, draft, city)} />
      {(draft.tags?.length ?? 0) > 0 && (
        <Flex gap={4} wrap style={{ margin: '8px 0' }}>
          {draft.tags?.map((tag) => (
            <Tag key={tag}>{tag}</Tag>
          ))}
        </Flex>
      )}
      {draft.summary && <Typography.Paragraph type="secondary">{draft.summary}</Typography.Paragraph>}
      <div
        className="article-preview-body rich-text-content"
        style={{ minHeight: 0, maxHeight: 'none' }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the editor's own HTML (Tiptap output of its schema, or the server-sanitised body), shown back to the person who wrote it.
        dangerouslySetInnerHTML={{ __html: draft.body ?? '' }}
      />
      {attachments.length > 0 && (
        <section aria-label={t('content.field.attachments')}>
          <Typography.Title level={3} style={{ fontSize: 16 }}>
            {t('content.field.attachments')}
          </Typography.Title>
          <ul>
            {attachments.map((file) => (
              <li key={file.id}>
                <a href={downloadUrl(file)} aria-label={t('content.preview.download', { name: file.name })}>
                  {file.name}
                </a>{' '}
                <Typography.Text type="secondary">{formatFileSize(file.size)}</Typography.Text>
              </li>
            ))}
          </ul>
        </section>
      )}
      {links.length > 0 && (
        <section aria-label={t('content.field.relatedLinks')}>
          <Typography.Title level={3} style={{ fontSize: 16 }}>
            {t('content.field.relatedLinks')}
          </Typography.Title>
          <ul>
            {links.map((link) => (
              <li key={`${link.name}|${link.url}`}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.name || link.url}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

interface ArticlePreviewDrawerProps {
  kind: ArticleKind;
  /** The item to show; null while it loads. */
  draft: ArticleDraft | null;
  /** The draft comes from the form and has not been saved. */
  unsaved?: boolean;
  error?: string | null;
  onClose: () => void;
}

/** The preview in a side drawer, with loading and error states. */
export function ArticlePreviewDrawer({ kind, draft, unsaved, error, onClose }: ArticlePreviewDrawerProps) {
  const { t } = useTranslation();
  return (
    <ReturnFocusDrawer
      open
      title={t('content.preview.title')}
      size="min(880px, 100vw)"
      onClose={onClose}
      destroyOnHidden
    >
      {unsaved && <Alert type="info" showIcon title={t('content.preview.unsaved')} style={{ marginBottom: 16 }} />}
      {error ? (
        <Alert type="error" showIcon role="alert" title={error} />
      ) : draft ? (
        <ArticlePreview kind={kind} draft={draft} />
      ) : (
        <Spin />
      )}
    </ReturnFocusDrawer>
  );
}
