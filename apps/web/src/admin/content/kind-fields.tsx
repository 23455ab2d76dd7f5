import type { ArticleKind } from '@cityip/contracts';
import { Button, DatePicker, Flex, Form, type FormRule, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../config/runtime-config.js';
import { guideKeyOptions, informationTypeOptions, levelOptions } from './article-kinds.js';

/** antd rules of one field, checked against the kind's contract schema. */
export type RulesFor = (field: string) => FormRule[];

interface FieldsProps {
  rulesFor: RulesFor;
}

function PolicyFields({ rulesFor }: FieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="level" label={t('content.field.level')} rules={rulesFor('level')} required>
        <Select options={levelOptions(t)} style={{ maxWidth: 240 }} />
      </Form.Item>
      <Form.Item name="docNumber" label={t('content.field.docNumber')} rules={rulesFor('docNumber')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="authority" label={t('content.field.authority')} rules={rulesFor('authority')} required>
        <Input maxLength={100} />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item name="publishDate" label={t('content.field.publishDate')} rules={rulesFor('publishDate')} required>
          <DatePicker />
        </Form.Item>
        <Form.Item name="effectiveDate" label={t('content.field.effectiveDate')} rules={rulesFor('effectiveDate')}>
          <DatePicker />
        </Form.Item>
        {/* The schema checks that the expiry does not precede the effective date. */}
        <Form.Item
          name="expiryDate"
          label={t('content.field.expiryDate')}
          rules={rulesFor('expiryDate')}
          dependencies={['effectiveDate']}
        >
          <DatePicker />
        </Form.Item>
      </Flex>
      <Form.Item
        name="tags"
        label={t('content.field.tags')}
        rules={rulesFor('tags')}
        extra={t('content.field.tagsHint')}
      >
        <Select mode="tags" tokenSeparators={[',', '，']} maxCount={10} />
      </Form.Item>
    </>
  );
}

function NewsFields({ rulesFor }: FieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="informationType"
        label={t('content.field.informationType')}
        rules={rulesFor('informationType')}
        required
      >
        <Select options={informationTypeOptions(t)} style={{ maxWidth: 240 }} />
      </Form.Item>
      <Form.Item name="source" label={t('content.field.source')} rules={rulesFor('source')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="publishDate" label={t('content.field.publishDate')} rules={rulesFor('publishDate')} required>
        <DatePicker />
      </Form.Item>
    </>
  );
}

function GuideFields({ rulesFor }: FieldsProps) {
  const { t } = useTranslation();
  const city = useRuntimeConfig()?.cityName ?? '';
  return (
    <Form.Item name="guideKey" label={t('content.field.guideKey')} rules={rulesFor('guideKey')} required>
      <Select options={guideKeyOptions(t, city)} virtual={false} style={{ maxWidth: 360 }} />
    </Form.Item>
  );
}

/** The metadata fields of one kind: policy level, number, authority, dates, tags; news type; guide page. */
export function KindFields({ kind, rulesFor }: FieldsProps & { kind: ArticleKind }) {
  if (kind === 'policy') return <PolicyFields rulesFor={rulesFor} />;
  if (kind === 'news') return <NewsFields rulesFor={rulesFor} />;
  return <GuideFields rulesFor={rulesFor} />;
}

/** A guide's related links: name and http(s) address per row, added and removed freely. */
export function RelatedLinksField({ rulesFor }: FieldsProps) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('content.field.relatedLinks')}>
      <Form.List name="relatedLinks">
        {(fields, { add, remove }) => (
          <Flex vertical gap={8}>
            {fields.map((field, index) => (
              <Flex key={field.key} gap={8} wrap align="start">
                <Form.Item
                  name={[field.name, 'name']}
                  label={t('content.field.linkName')}
                  rules={rulesFor(`relatedLinks.${field.name}.name`)}
                  style={{ marginBottom: 0, flex: '1 1 180px' }}
                >
                  <Input maxLength={100} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'url']}
                  label={t('content.field.linkUrl')}
                  rules={rulesFor(`relatedLinks.${field.name}.url`)}
                  style={{ marginBottom: 0, flex: '2 1 260px' }}
                >
                  <Input inputMode="url" placeholder="https://" maxLength={2000} />
                </Form.Item>
                <Button
                  danger
                  type="link"
                  aria-label={t('content.field.removeLink', { index: index + 1 })}
                  onClick={() => remove(field.name)}
                  style={{ marginTop: 30 }}
                >
                  {t('shared.upload.remove')}
                </Button>
              </Flex>
            ))}
            <div>
              <Button onClick={() => add({ name: '', url: '' })} disabled={fields.length >= 20}>
                {t('content.field.addLink')}
              </Button>
            </div>
          </Flex>
        )}
      </Form.List>
    </Form.Item>
  );
}
