import { BANNER_LINK_TYPES } from '@cityip/contracts';
import { Form, type FormRule, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLinks } from '../links/links.api.js';

/** The jump links a banner can lead to, named with their group; disabled ones are marked. */
function useLinkOptions(active: boolean) {
  const { t } = useTranslation();
  const links = useLinks();
  const options = (links.data ?? []).map((link) => ({
    value: link.id,
    label: t(link.enabled ? 'banners.form.linkOption' : 'banners.form.linkOptionDisabled', {
      name: link.name,
      group: t(`links.group.${link.group}`),
    }),
  }));
  return { options, loading: active && links.isFetching, failed: links.isError };
}

interface BannerLinkFieldsProps {
  linkType: (typeof BANNER_LINK_TYPES)[number] | undefined;
  rulesFor: (field: string) => FormRule[];
}

/** Where the banner leads: nowhere, a portal route typed in, or one of the jump links. */
export function BannerLinkFields({ linkType, rulesFor }: BannerLinkFieldsProps) {
  const { t } = useTranslation();
  const links = useLinkOptions(linkType === 'link');
  return (
    <>
      <Form.Item name="linkType" label={t('banners.form.linkType')} rules={rulesFor('linkType')}>
        <Radio.Group
          options={BANNER_LINK_TYPES.map((value) => ({ value, label: t(`banners.linkType.${value}`) }))}
          optionType="button"
        />
      </Form.Item>
      {linkType === 'route' && (
        <Form.Item
          name="linkTarget"
          label={t('banners.form.route')}
          rules={rulesFor('linkTarget')}
          dependencies={['linkType']}
          extra={t('banners.form.routeHint')}
          required
        >
          <Input maxLength={500} placeholder="/policySearch" autoComplete="off" />
        </Form.Item>
      )}
      {linkType === 'link' && (
        <Form.Item
          name="linkTarget"
          label={t('banners.form.link')}
          rules={rulesFor('linkTarget')}
          dependencies={['linkType']}
          extra={links.failed ? t('banners.form.linksFailed') : undefined}
          required
        >
          <Select
            options={links.options}
            loading={links.loading}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('banners.form.linkPlaceholder')}
          />
        </Form.Item>
      )}
    </>
  );
}
