import { FooterInputSchema, LINK_GROUPS } from '@cityip/contracts';
import { Alert, App, Button, Form, Input, Select, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/call-api.js';
import { requestErrorText } from '../../api/error-text.js';
import { useLinks } from '../links/links.api.js';
import { type FormFieldError, zodErrorMap, zodFieldRules } from '../shared/form-errors.js';
import { WechatCodeCard } from '../wechat/wechat-code-card.js';
import { useFooter, useSaveFooter } from './footer.api.js';
import { type FooterFormValues, footerServerErrors, toFooterFormValues, toFooterInput } from './footer-form-values.js';
import { FooterPreview } from './footer-preview.js';
import { FooterQrCodes } from './footer-qr-codes.js';

/** Plain text fields of the form, in display order, with their length limits (FooterInputSchema). */
const TEXT_FIELDS = [
  { name: 'organiser', max: 100, required: true },
  { name: 'undertaker', max: 100 },
  { name: 'address', max: 200 },
  { name: 'phone', max: 50 },
  { name: 'email', max: 254 },
  { name: 'icpNumber', max: 50 },
  { name: 'psbNumber', max: 50 },
  { name: 'copyright', max: 200 },
] as const;

/** `/home/footer`: the site footer's content, saved as one form, with a live preview below. */
export function FooterPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const footer = useFooter();
  const links = useLinks();
  const save = useSaveFooter();
  const [form] = Form.useForm<FooterFormValues>();
  const values = Form.useWatch((all: FooterFormValues) => all, { form, preserve: true }) ?? {};
  const showFieldErrors = (fields: FormFieldError[]) => form.setFields(fields as Parameters<typeof form.setFields>[0]);

  useEffect(() => {
    if (footer.data) form.setFieldsValue(toFooterFormValues(footer.data));
  }, [form, footer.data]);

  const parse = (input: FooterFormValues) =>
    FooterInputSchema.safeParse(toFooterInput(input), { error: zodErrorMap(i18n.language) });
  const rulesFor = zodFieldRules(() => parse(form.getFieldsValue(true)).error?.issues ?? [], t);

  const submit = () => {
    const parsed = parse(form.getFieldsValue(true));
    if (!parsed.success) return;
    save.mutate(parsed.data, {
      onSuccess: () => message.success(t('homeFooter.saved')),
      onError: (error) => {
        const { fields, others } = footerServerErrors(fieldErrorsOf(error));
        showFieldErrors(fields);
        const text = others[0] ?? (fields.length ? null : requestErrorText(error, t));
        if (text) message.error(text);
      },
    });
  };

  return (
    <section aria-labelledby="footer-title">
      <Typography.Title level={1} id="footer-title" style={{ fontSize: 20 }}>
        {t('homeFooter.title')}
      </Typography.Title>
      {footer.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={requestErrorText(footer.error, t) ?? t('homeFooter.loadFailed')}
        />
      )}
      <Spin spinning={footer.isPending} description={t('common.loading')}>
        <Form<FooterFormValues>
          form={form}
          name="footer-form"
          layout="vertical"
          style={{ maxWidth: 720 }}
          onFinish={submit}
          disabled={save.isPending || !footer.data}
        >
          {TEXT_FIELDS.map((field) => (
            <Form.Item
              key={field.name}
              name={field.name}
              label={t(`homeFooter.form.${field.name}`)}
              rules={rulesFor(field.name)}
              required={'required' in field}
            >
              <Input maxLength={field.max} autoComplete="off" />
            </Form.Item>
          ))}
          <Form.Item label={t('homeFooter.form.qrCodes')} extra={t('homeFooter.form.qrCodesHint')}>
            <FooterQrCodes rulesFor={rulesFor} />
          </Form.Item>
          <Form.Item
            name="linkGroups"
            label={t('homeFooter.form.linkGroups')}
            rules={rulesFor('linkGroups')}
            extra={t('homeFooter.form.linkGroupsHint')}
          >
            <Select
              mode="multiple"
              options={LINK_GROUPS.map((value) => ({ value, label: t(`links.group.${value}`) }))}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('homeFooter.form.save')}
          </Button>
        </Form>
      </Spin>
      <WechatCodeCard />
      <div style={{ marginTop: 32 }}>
        <FooterPreview values={values} links={links.data ?? []} />
      </div>
    </section>
  );
}
