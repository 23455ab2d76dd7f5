import { MAP_INDICATORS, type MapFigure, MapFigureInputSchema, type MapIndicator } from '@cityip/contracts';
import { Col, Form, Input, InputNumber, Row, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useRuntimeConfig } from '../../config/runtime-config.js';
import { indicatorLabel } from '../../portal/city-map/indicators.js';
import { useContractForm } from '../shared/contract-form.js';
import { EditPageFrame, SaveCancelButtons, useFormValuesOf } from '../shared/edit-page-frame.js';
import { MAP_FIGURE_LIST_PATH } from './map-figure-paths.js';
import { useMapFigure, useSaveMapFigure } from './map-figures.api.js';

type FigureFormValues = { district?: string; year?: number | null; note?: string } & Partial<
  Record<MapIndicator, number | null>
>;

const FIELDS = ['district', 'year', 'note', ...MAP_INDICATORS] as const;

/** Form values as the contract input; empty numbers stay missing so the schema says "required". */
function toInput(values: FigureFormValues): Record<string, unknown> {
  const input: Record<string, unknown> = {
    district: values.district,
    year: values.year ?? undefined,
    note: values.note ?? '',
  };
  for (const indicator of MAP_INDICATORS) input[indicator] = values[indicator] ?? undefined;
  return input;
}

function toFormValues(figure: MapFigure): FigureFormValues {
  const { id: _id, updatedAt: _updated, ...values } = figure;
  return values;
}

/** `/system/mapOpreation`: adds a district's figures for a year (no `id`) or edits a row (`?id=`). */
export function MapFigureEditPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const figure = useMapFigure(id);
  const save = useSaveMapFigure();
  const districts = useRuntimeConfig()?.districts ?? [];
  const [form] = Form.useForm<FigureFormValues>();
  const english = i18n.language === 'en-US';
  useFormValuesOf(form, figure.data, toFormValues);
  const { rulesFor, submitTo } = useContractForm({
    form,
    schema: MapFigureInputSchema,
    toInput,
    fields: FIELDS,
  });

  const handleFinish = submitTo(save, {
    id,
    savedText: t('mapFigures.saved'),
    onSaved: () => navigate(MAP_FIGURE_LIST_PATH),
  });

  return (
    <EditPageFrame
      titleId="map-figure-edit-title"
      title={t(id ? 'mapFigures.editTitle' : 'mapFigures.createTitle')}
      load={figure}
      loadFailedText={t('mapFigures.loadFailed')}
    >
      <Spin spinning={Boolean(id) && figure.isPending}>
        <Form<FigureFormValues>
          form={form}
          name="map-figure-edit"
          layout="vertical"
          style={{ maxWidth: 720 }}
          initialValues={{ year: new Date().getFullYear() - 1 }}
          onFinish={handleFinish}
          disabled={save.isPending || (Boolean(id) && !figure.data)}
        >
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="district" label={t('mapFigures.district')} rules={rulesFor('district')} required>
                <Select options={districts.map((d) => ({ value: d.code, label: english ? d.nameEn : d.name }))} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="year" label={t('mapFigures.year')} rules={rulesFor('year')} required>
                <InputNumber min={2000} max={2100} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            {MAP_INDICATORS.map((indicator) => (
              <Col xs={24} md={12} key={indicator}>
                <Form.Item
                  name={indicator}
                  label={t(indicatorLabel(indicator))}
                  rules={rulesFor(indicator)}
                  required
                  extra={t('mapFigures.unitHint')}
                >
                  <InputNumber min={0} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            ))}
          </Row>
          <Form.Item name="note" label={t('mapFigures.note')} rules={rulesFor('note')} extra={t('mapFigures.noteHint')}>
            <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
          <SaveCancelButtons
            saving={save.isPending}
            saveText={t('mapFigures.save')}
            cancelText={t('mapFigures.cancel')}
            onCancel={() => navigate(MAP_FIGURE_LIST_PATH)}
          />
        </Form>
      </Spin>
    </EditPageFrame>
  );
}
