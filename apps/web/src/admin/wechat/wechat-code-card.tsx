import { type FileRef, WechatCodeInputSchema } from '@cityip/contracts';
import { App, Button, Card, Flex, Form, Input, Popconfirm, Typography } from 'antd';
import { memo, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { requestErrorText } from '../../api/error-text.js';
import { useContractForm } from '../shared/contract-form.js';
import { FileUploadField } from '../shared/file-upload-field.js';
import { singleFileProps } from '../shared/single-file-props.js';
import { useShowFailure } from '../shared/use-show-failure.js';
import { useClearWechatSettings, useSaveWechatSettings, useWechatSettings } from './wechat.api.js';

interface WechatFormValues {
  accountName?: string;
  image?: FileRef | null;
}

const FIELDS = ['accountName', 'image'] as const;

/**
 * The city's WeChat service account on the footer screen: its name and QR image (uploaded to the
 * public file store), shown by GET /api/bus/wechat/code in the footer and on the account page.
 * Memoised: the footer screen re-renders on every keystroke for its live preview, this card need not.
 */
export const WechatCodeCard = memo(function WechatCodeCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showFailure = useShowFailure();
  const settings = useWechatSettings();
  const save = useSaveWechatSettings();
  const clear = useClearWechatSettings();
  const [form] = Form.useForm<WechatFormValues>();
  const { rulesFor, submitTo } = useContractForm({
    form,
    schema: WechatCodeInputSchema,
    toInput: (values: WechatFormValues) => ({
      accountName: values.accountName ?? '',
      image: values.image ?? undefined,
    }),
    fields: FIELDS,
  });

  useEffect(() => {
    if (settings.data !== undefined) {
      form.setFieldsValue({ accountName: settings.data?.accountName ?? '', image: settings.data?.image ?? null });
    }
  }, [form, settings.data]);

  const remove = () =>
    clear.mutateAsync().then(() => {
      form.resetFields();
      message.success(t('wechatCode.removed'));
    }, showFailure);

  return (
    <Card style={{ maxWidth: 720, marginTop: 32 }}>
      <Typography.Title level={2} id="wechat-code-title" style={{ fontSize: 16, marginTop: 0 }}>
        {t('wechatCode.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('wechatCode.intro')}</Typography.Paragraph>
      {/* Not a second alert: the footer screen above already announces a failed load. */}
      {settings.isError && (
        <Typography.Paragraph type="danger">
          {requestErrorText(settings.error, t) ?? t('wechatCode.loadFailed')}
        </Typography.Paragraph>
      )}
      {settings.isSuccess && (
        <Form<WechatFormValues>
          form={form}
          name="wechat-code-form"
          aria-labelledby="wechat-code-title"
          layout="vertical"
          onFinish={submitTo(save, { savedText: t('wechatCode.saved'), onSaved: () => undefined })}
          disabled={save.isPending}
        >
          <Form.Item name="accountName" label={t('wechatCode.accountName')} rules={rulesFor('accountName')} required>
            <Input maxLength={50} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="image"
            label={t('wechatCode.image')}
            validateFirst
            rules={[{ required: true, message: t('validation.required') }, ...rulesFor('image')]}
            required
            {...singleFileProps}
          >
            <FileUploadField kind="image" max={1} />
          </Form.Item>
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('wechatCode.save')}
            </Button>
            {settings.data && (
              <Popconfirm
                title={t('wechatCode.removeConfirm')}
                okText={t('wechatCode.confirm')}
                cancelText={t('wechatCode.cancel')}
                onConfirm={remove}
              >
                <Button danger loading={clear.isPending}>
                  {t('wechatCode.remove')}
                </Button>
              </Popconfirm>
            )}
          </Flex>
        </Form>
      )}
    </Card>
  );
});
