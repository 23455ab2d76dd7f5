import {
  currentStatMonth,
  STAT_CITY_SCOPE,
  STAT_INDICATOR_SPECS,
  STAT_INDICATORS,
  type StatIndicator,
} from '@cityip/contracts';
import { Alert, App, Button, Form, Input, InputNumber, Radio, Select, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { requestErrorText } from '../../api/error-text.js';
import { useRuntimeConfig } from '../../config/runtime-config.js';
import { useStatFormat } from '../../portal/patent-statistics/use-stat-format.js';
import { useSaveErrorHandler } from '../shared/contract-form.js';
import { EditPageFrame, useFormValuesOf } from '../shared/edit-page-frame.js';
import { zodFieldRules } from '../shared/form-errors.js';
import { allowsCityWide, FIGURE_FIELDS, type FigureFormValues, parseFigure, toFormValues } from './figure-form.js';
import { HistoryTable } from './history-table.js';
import {
  existingFigureOf,
  FIGURE_LIST_PATH,
  figureEditHref,
  useCreateFigure,
  useFigure,
  useUpdateFigure,
} from './statistics.api.js';

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/** A refusal of the whole figure (its period is taken), with the way to the figure to edit instead. */
interface Conflict {
  text: string;
  existingId: string | null;
}

/**
 * `/content/dataOpreation`: enters a figure (no `id`), or corrects the value and note of one
 * (`?id=`), whose indicator, district and period stay as filed; its edit history is below.
 */
export function FigureEditPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const format = useStatFormat();
  const districts = useRuntimeConfig()?.districts ?? [];
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? undefined;
  const figure = useFigure(id);
  const create = useCreateFigure();
  const update = useUpdateFigure();
  const saving = create.isPending || update.isPending;
  const [form] = Form.useForm<FigureFormValues>();
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const indicator = Form.useWatch('indicator', form);
  const periodType = Form.useWatch('periodType', form);
  const year = Form.useWatch('year', form);
  const now = currentStatMonth();
  const editing = Boolean(id);
  useFormValuesOf(form, figure.data, toFormValues);

  // A city-wide row exists only for ratios: choosing an additive indicator drops it.
  useEffect(() => {
    if (!allowsCityWide(indicator) && form.getFieldValue('district') === STAT_CITY_SCOPE) {
      form.setFieldValue('district', undefined);
    }
  }, [form, indicator]);

  const parse = () => parseFigure(form.getFieldsValue(true), i18n.language);
  const rulesFor = zodFieldRules(() => parse().issues, t);

  const onError = useSaveErrorHandler(form, FIGURE_FIELDS, {
    // A refusal of the whole figure: its period is taken.
    otherwise: (error) => {
      const text = requestErrorText(error, t);
      if (text) setConflict({ text, existingId: existingFigureOf(error) });
    },
  });

  const save = (andNext: boolean) => {
    const { data } = parse();
    if (!data) return;
    setConflict(null);
    const done = () => {
      message.success(t('statistics.saved'));
      if (!andNext) {
        navigate(FIGURE_LIST_PATH);
        return;
      }
      // Same indicator and period for the next district: only the figure and note start empty.
      form.setFieldsValue({ district: undefined, value: null, note: '' });
    };
    if (id) update.mutate({ id, input: { value: data.value, note: data.note } }, { onSuccess: done, onError });
    else create.mutate(data, { onSuccess: done, onError });
  };

  const rules = indicator ? STAT_INDICATOR_SPECS[indicator as StatIndicator] : null;
  const districtOptions = [
    ...(allowsCityWide(indicator) ? [{ value: STAT_CITY_SCOPE, label: format.district(null) }] : []),
    ...districts.map((district) => ({ value: district.code, label: format.district(district.code) })),
  ];
  const loading = editing && !figure.data;

  return (
    <EditPageFrame
      titleId="figure-edit-title"
      title={t(editing ? 'admin.route.contentDataOperation' : 'statistics.add')}
      load={figure}
      loadFailedText={t('statistics.loadFailed')}
    >
      {conflict && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 16, maxWidth: 720 }}
          title={conflict.text}
          action={
            conflict.existingId ? (
              <Button size="small" onClick={() => navigate(figureEditHref(conflict.existingId ?? undefined))}>
                {t('statistics.form.editExisting')}
              </Button>
            ) : null
          }
        />
      )}
      <Spin spinning={loading && !figure.isError}>
        <Form<FigureFormValues>
          form={form}
          name="figure-edit"
          layout="vertical"
          style={{ maxWidth: 720 }}
          initialValues={{ periodType: 'year', note: '' }}
          onFinish={() => save(false)}
          disabled={saving || loading}
        >
          <Form.Item
            name="indicator"
            label={t('statistics.field.indicator')}
            rules={rulesFor('indicator')}
            required
            extra={
              rules
                ? t(rules.additive ? 'statistics.form.additiveHint' : 'statistics.form.ratioHint', {
                    unit: format.unit(indicator as StatIndicator),
                  })
                : undefined
            }
          >
            <Select
              disabled={editing}
              placeholder={t('statistics.form.indicatorPlaceholder')}
              showSearch={{ optionFilterProp: 'label' }}
              virtual={false}
              options={STAT_INDICATORS.map((value) => ({ value, label: format.indicator(value) }))}
            />
          </Form.Item>
          <Form.Item name="district" label={t('statistics.field.district')} rules={rulesFor('district')} required>
            <Select
              disabled={editing}
              options={districtOptions}
              placeholder={t('statistics.form.districtPlaceholder')}
            />
          </Form.Item>
          <Space size={24} wrap align="start">
            <Form.Item name="year" label={t('statistics.field.year')} rules={rulesFor('year')} required>
              <InputNumber disabled={editing} min={1985} max={now.year} precision={0} style={{ width: 140 }} />
            </Form.Item>
            <Form.Item name="periodType" label={t('statistics.field.periodType')} required>
              <Radio.Group
                disabled={editing}
                options={[
                  { value: 'year', label: t('statistics.periodType.year') },
                  { value: 'month', label: t('statistics.periodType.month') },
                ]}
              />
            </Form.Item>
            {periodType === 'month' && (
              <Form.Item name="month" label={t('statistics.field.month')} rules={rulesFor('month')} required>
                <Select
                  disabled={editing}
                  style={{ width: 120 }}
                  options={MONTHS.map((value) => ({
                    value,
                    label: t('statistics.monthOption', { month: value }),
                    // Only months that have ended can have figures.
                    disabled: year === now.year && value >= now.month,
                  }))}
                />
              </Form.Item>
            )}
          </Space>
          <Form.Item
            name="value"
            label={t('statistics.field.value')}
            rules={rulesFor('value')}
            required
            extra={
              rules ? t(rules.decimals === 0 ? 'statistics.form.wholeHint' : 'statistics.form.decimalHint') : undefined
            }
          >
            {/* No min or precision: the input would silently clamp or round; the contract says what is wrong. */}
            <InputNumber suffix={rules ? format.unit(indicator as StatIndicator) : undefined} style={{ width: 260 }} />
          </Form.Item>
          <Form.Item name="note" label={t('statistics.field.note')} rules={rulesFor('note')}>
            <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
          <Form.Item>
            <Space wrap>
              <Button type="primary" htmlType="submit" loading={saving}>
                {t('statistics.form.save')}
              </Button>
              {!editing && (
                <Button
                  onClick={() =>
                    form.validateFields().then(
                      () => save(true),
                      () => undefined,
                    )
                  }
                >
                  {t('statistics.form.saveAndNext')}
                </Button>
              )}
              <Button disabled={false} onClick={() => navigate(FIGURE_LIST_PATH)}>
                {t('statistics.form.back')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      </Spin>
      {id ? (
        <section aria-labelledby="figure-history-title" style={{ marginTop: 24 }}>
          <Typography.Title level={2} id="figure-history-title" style={{ fontSize: 17 }}>
            {t('statistics.history.title')}
          </Typography.Title>
          <HistoryTable figureId={id} />
        </section>
      ) : null}
    </EditPageFrame>
  );
}
