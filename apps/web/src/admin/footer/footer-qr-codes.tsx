import { Button, Card, Flex, Form, type FormRule, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FileUploadField } from '../shared/file-upload-field.js';
import { singleFileProps } from '../shared/single-file-props.js';
import { MAX_QR_CODES } from './footer-form-values.js';

/** The footer's QR codes (a label and an image each, at most four), as a Form.List. */
export function FooterQrCodes({ rulesFor }: { rulesFor: (field: string) => FormRule[] }) {
  const { t } = useTranslation();
  return (
    <Form.List name="qrCodes">
      {(items, { add, remove }) => (
        <Flex vertical gap={12}>
          {items.map(({ key, name }, index) => (
            <Card
              key={key}
              size="small"
              title={t('homeFooter.form.qrCode', { index: index + 1 })}
              extra={
                <Button
                  type="link"
                  danger
                  size="small"
                  aria-label={t('homeFooter.form.removeQrCodeLabel', { index: index + 1 })}
                  onClick={() => remove(name)}
                >
                  {t('homeFooter.form.removeQrCode')}
                </Button>
              }
            >
              <Form.Item
                name={[name, 'label']}
                label={t('homeFooter.form.qrLabel', { index: index + 1 })}
                rules={rulesFor(`qrCodes.${name}.label`)}
                required
              >
                <Input maxLength={50} placeholder={t('homeFooter.form.qrLabelPlaceholder')} autoComplete="off" />
              </Form.Item>
              <Form.Item
                name={[name, 'image']}
                label={t('homeFooter.form.qrImage', { index: index + 1 })}
                validateFirst
                rules={[{ required: true, message: t('validation.required') }, ...rulesFor(`qrCodes.${name}.image`)]}
                style={{ marginBottom: 0 }}
                {...singleFileProps}
              >
                <FileUploadField kind="image" max={1} />
              </Form.Item>
            </Card>
          ))}
          <div>
            <Button onClick={() => add({ label: '', image: null })} disabled={items.length >= MAX_QR_CODES}>
              {t('homeFooter.form.addQrCode')}
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
}
