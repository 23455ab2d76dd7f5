import { ARTICLE_STATUSES, type ArticleKind } from '@cityip/contracts';
import { Alert, App, Button, DatePicker, Form, Input, Select, Space, Spin, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { fieldErrorsOf } from '../../api/call-api.js';
import { requestErrorText } from '../../api/error-text.js';
import { FileUploadField } from '../shared/file-upload-field.js';
import { type FormFieldError, zodFieldRules } from '../shared/form-errors.js';
import { RichTextEditor } from '../shared/rich-text-editor.js';
import {
  type ArticleDraft,
  type ArticleFormValues,
  newFormValues,
  parseArticle,
  serverArticleErrors,
  toDraft,
  toFormValues,
} from './article-form.js';
import { ARTICLE_KIND_SPECS } from './article-kinds.js';
import { ArticlePreviewDrawer } from './article-preview.js';
import { useArticle, useSaveArticle } from './articles.api.js';
import { KindFields, RelatedLinksField } from './kind-fields.js';

/**
 * `/content/policyOpreation`, `/content/newsOpreation`, `/content/guideAndIntroOpreation`: adds an
 * item (no `id`) or edits one (`?id=`), validated with the kind's contract schema, with a preview
 * of the unsaved content.
 */
export function ArticleEditPage({ kind }: { kind: ArticleKind }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? undefined;
  const spec = ARTICLE_KIND_SPECS[kind];
  const article = useArticle(kind, id);
  const save = useSaveArticle(kind, id);
  const [form] = Form.useForm<ArticleFormValues>();
  const [preview, setPreview] = useState<ArticleDraft | null>(null);
  const titleId = `${kind}-edit-title`;
  // Error paths come from zod and the server at run time, so they cannot be typed as form names.
  const showFieldErrors = (fields: FormFieldError[]) => form.setFields(fields as Parameters<typeof form.setFields>[0]);

  useEffect(() => {
    if (article.data) form.setFieldsValue(toFormValues(article.data));
  }, [form, article.data]);

  const parse = (values: ArticleFormValues) => parseArticle(kind, values, i18n.language);
  const rulesFor = zodFieldRules(() => parse(form.getFieldsValue(true)).issues, t);

  const handleFinish = () => {
    // getFieldsValue(true) includes the Form.List rows exactly as shown.
    const { data } = parse(form.getFieldsValue(true));
    if (!data) return;
    save.mutate(data, {
      onSuccess: () => {
        message.success(t('content.form.saved'));
        navigate(spec.listPath);
      },
      onError: (error) => {
        const { fields, others } = serverArticleErrors(kind, fieldErrorsOf(error));
        showFieldErrors(fields);
        const text = others[0] ?? (fields.length > 0 ? null : requestErrorText(error));
        if (text) message.error(text);
      },
    });
  };

  const statusOptions = ARTICLE_STATUSES.map((status) => ({ value: status, label: t(`content.status.${status}`) }));
  const loading = Boolean(id) && !article.data;

  return (
    <section aria-labelledby={titleId}>
      <Typography.Title level={1} id={titleId} style={{ fontSize: 20 }}>
        {t(id ? `admin.route.${spec.editRoute}` : `content.add.${kind}`)}
      </Typography.Title>
      {article.isError && <Alert type="error" showIcon role="alert" title={article.error.message} />}
      <Spin spinning={loading && !article.isError}>
        <Form<ArticleFormValues>
          form={form}
          name={`${kind}-edit`}
          layout="vertical"
          style={{ maxWidth: 960 }}
          initialValues={newFormValues(kind)}
          onFinish={handleFinish}
          disabled={save.isPending || loading}
        >
          <Form.Item name="title" label={t('content.field.title')} rules={rulesFor('title')} required>
            <Input maxLength={200} showCount />
          </Form.Item>
          <KindFields kind={kind} rulesFor={rulesFor} />
          <Form.Item name="summary" label={t('content.field.summary')} rules={rulesFor('summary')}>
            <Input.TextArea maxLength={1000} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
          <Form.Item name="body" label={t('content.field.body')} rules={rulesFor('body')}>
            <RichTextEditor ariaLabel={t('content.field.body')} />
          </Form.Item>
          <Form.Item name="attachments" label={t('content.field.attachments')} rules={rulesFor('attachments')}>
            <FileUploadField kind="attachment" max={20} />
          </Form.Item>
          {kind === 'guide' && <RelatedLinksField rulesFor={rulesFor} />}
          <Space size={24} wrap align="start">
            <Form.Item name="status" label={t('content.field.status')} rules={rulesFor('status')} required>
              <Select options={statusOptions} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name="pinned" label={t('content.field.pinned')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item
              name="publishAt"
              label={t('content.field.publishAt')}
              rules={rulesFor('publishAt')}
              extra={t('content.field.publishAtHint')}
              style={{ maxWidth: 420 }}
            >
              <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
            </Form.Item>
          </Space>
          <Form.Item>
            <Space wrap>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {t('content.form.save')}
              </Button>
              {/* Preview and leaving stay possible while the form is disabled (loading or saving). */}
              <Button disabled={false} onClick={() => setPreview(toDraft(kind, form.getFieldsValue(true)))}>
                {t('content.form.preview')}
              </Button>
              <Button disabled={false} onClick={() => navigate(spec.listPath)}>
                {t('content.form.back')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      </Spin>
      {preview && <ArticlePreviewDrawer kind={kind} draft={preview} unsaved onClose={() => setPreview(null)} />}
    </section>
  );
}
