import '../../portal/city-map/city-map.css';
import { STATION_KINDS, StationInputSchema } from '@cityip/contracts';
import { Col, Form, Input, InputNumber, Row, Select, Spin, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useRuntimeConfig } from '../../config/runtime-config.js';
import { useCityMap } from '../../portal/city-map/city-map.api.js';
import { kindLabel } from '../../portal/public-serve/outlet-facts.js';
import { useContractForm } from '../shared/contract-form.js';
import { EditPageFrame, SaveCancelButtons, useFormValuesOf } from '../shared/edit-page-frame.js';
import { FileUploadField } from '../shared/file-upload-field.js';
import { SortOrderItem } from '../shared/sort-order-item.js';
import { ClosuresField } from './closures-field.js';
import { CoordinatePicker } from './coordinate-picker.js';
import { OpeningHoursField } from './opening-hours-field.js';
import { nestedFieldRules } from './station-form-rules.js';
import { NEW_STATION, STATION_FIELDS, type StationFormValues, toFormValues, toInput } from './station-form-values.js';
import { STATION_LIST_PATH } from './station-paths.js';
import { useSaveStation, useServiceCatalog, useStation } from './stations.api.js';

const heading = { fontSize: 16, margin: '24px 0 12px' } as const;

/** `/system/stationListOpreation`: adds an outlet (no `id`) or edits one (`?id=`), checked with StationInputSchema. */
export function StationEditPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? undefined;
  const station = useStation(id);
  const services = useServiceCatalog();
  const map = useCityMap();
  const districts = useRuntimeConfig()?.districts ?? [];
  const save = useSaveStation();
  const [form] = Form.useForm<StationFormValues>();
  const district = Form.useWatch('district', form);
  const longitude = Form.useWatch('longitude', form);
  const latitude = Form.useWatch('latitude', form);
  const english = i18n.language === 'en-US';
  useFormValuesOf(form, station.data, toFormValues);
  const { issues, rulesFor, submitTo } = useContractForm({
    form,
    schema: StationInputSchema,
    toInput,
    fields: STATION_FIELDS,
  });
  const nestedRules = nestedFieldRules(issues, t);

  const handleFinish = submitTo(save, {
    id,
    savedText: t('stations.saved'),
    onSaved: () => navigate(STATION_LIST_PATH),
  });

  const point: [number, number] | null =
    typeof longitude === 'number' && typeof latitude === 'number' ? [longitude, latitude] : null;

  return (
    <EditPageFrame
      titleId="station-edit-title"
      title={t(id ? 'stations.editTitle' : 'stations.createTitle')}
      load={station}
      loadFailedText={t('stations.loadFailed')}
    >
      <Spin spinning={Boolean(id) && station.isPending}>
        <Form<StationFormValues>
          form={form}
          name="station-edit"
          layout="vertical"
          style={{ maxWidth: 960 }}
          initialValues={NEW_STATION}
          onFinish={handleFinish}
          disabled={save.isPending || (Boolean(id) && !station.data)}
        >
          <Typography.Title level={2} style={heading}>
            {t('stations.form.basics')}
          </Typography.Title>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="name" label={t('stations.form.name')} rules={rulesFor('name')} required>
                <Input maxLength={100} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="kind" label={t('stations.form.kind')} rules={rulesFor('kind')} required>
                <Select options={STATION_KINDS.map((kind) => ({ value: kind, label: t(kindLabel(kind)) }))} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="phone" label={t('stations.form.phone')} rules={rulesFor('phone')} required>
                <Input type="tel" maxLength={40} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="contactPerson"
                label={t('stations.form.contactPerson')}
                rules={rulesFor('contactPerson')}
              >
                <Input maxLength={50} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item
                name="serviceIds"
                label={t('stations.form.services')}
                rules={rulesFor('serviceIds')}
                required
                extra={t('stations.form.servicesHint')}
              >
                <Select
                  mode="multiple"
                  loading={services.isPending}
                  options={(services.data ?? []).map((s) => ({
                    value: s.id,
                    label: s.enabled ? s.name : t('stations.form.serviceDisabled', { name: s.name }),
                  }))}
                  optionFilterProp="label"
                />
              </Form.Item>
            </Col>
          </Row>

          <Typography.Title level={2} style={heading}>
            {t('stations.form.location')}
          </Typography.Title>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="district" label={t('stations.form.district')} rules={rulesFor('district')} required>
                <Select options={districts.map((d) => ({ value: d.code, label: english ? d.nameEn : d.name }))} />
              </Form.Item>
              <Form.Item name="address" label={t('stations.form.address')} rules={rulesFor('address')} required>
                <Input maxLength={200} autoComplete="off" />
              </Form.Item>
              <Row gutter={8}>
                <Col span={12}>
                  <Form.Item
                    name="longitude"
                    label={t('stations.form.longitude')}
                    rules={rulesFor('longitude')}
                    required
                  >
                    <InputNumber min={-180} max={180} step={0.000001} precision={6} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item name="latitude" label={t('stations.form.latitude')} rules={rulesFor('latitude')} required>
                    <InputNumber min={-90} max={90} step={0.000001} precision={6} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item name="directions" label={t('stations.form.directions')} rules={rulesFor('directions')}>
                <Input.TextArea maxLength={1000} showCount autoSize={{ minRows: 3, maxRows: 8 }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Typography.Paragraph type="secondary">{t('stations.form.pickerHint')}</Typography.Paragraph>
              {map.data ? (
                <CoordinatePicker
                  map={map.data}
                  district={district}
                  point={point}
                  onPick={([lon, lat]) => {
                    form.setFieldsValue({ longitude: lon, latitude: lat });
                    void form.validateFields(['longitude', 'latitude']);
                  }}
                />
              ) : null}
            </Col>
          </Row>

          <Typography.Title level={2} style={heading}>
            {t('stations.form.hours')}
          </Typography.Title>
          <Form.Item name="hours" label={t('stations.form.weeklyHours')} rules={nestedRules('hours')} required>
            <OpeningHoursField />
          </Form.Item>
          <Form.Item
            name="closures"
            label={t('stations.form.closures')}
            rules={nestedRules('closures')}
            extra={t('stations.form.closuresHint')}
          >
            <ClosuresField />
          </Form.Item>
          <Form.Item name="hoursNote" label={t('stations.form.hoursNote')} rules={rulesFor('hoursNote')}>
            <Input maxLength={200} placeholder={t('stations.form.hoursNotePlaceholder')} />
          </Form.Item>

          <Typography.Title level={2} style={heading}>
            {t('stations.form.presentation')}
          </Typography.Title>
          <Form.Item name="introduction" label={t('stations.form.introduction')} rules={rulesFor('introduction')}>
            <Input.TextArea maxLength={2000} showCount autoSize={{ minRows: 3, maxRows: 10 }} />
          </Form.Item>
          <Form.Item name="photos" label={t('stations.form.photos')} rules={nestedRules('photos')}>
            <FileUploadField kind="image" max={9} />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={12} md={6}>
              <SortOrderItem
                label={t('stations.form.sortOrder')}
                hint={t('stations.form.sortOrderHint')}
                rules={rulesFor('sortOrder')}
              />
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="enabled" label={t('stations.form.enabled')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
          </Row>
          <SaveCancelButtons
            saving={save.isPending}
            saveText={t('stations.form.save')}
            cancelText={t('stations.form.cancel')}
            onCancel={() => navigate(STATION_LIST_PATH)}
          />
        </Form>
      </Spin>
    </EditPageFrame>
  );
}
