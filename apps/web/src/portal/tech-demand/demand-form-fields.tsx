import { COOPERATION_MODES, TECH_DEMAND_LIMITS, type TechDemandFormInput } from '@cityip/contracts';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { CheckboxChoices } from '../../components/checkbox-choices.js';
import { useKeyIndustries } from '../patent-database/use-key-industries.js';
import { useDemandFormat } from './demand-format.js';

/** The fields the form shows, as the server names them in its field errors. */
export const DEMAND_FORM_FIELDS = [
  'title',
  'industry',
  'ipcHints',
  'description',
  'modes',
  'budgetNegotiable',
  'budgetMin',
  'budgetMax',
  'validUntil',
  'contactViaPlatform',
] as const;

/** A list item's error belongs to its list field (`ipcHints.2` is shown on `ipcHints`). */
export const formFieldOf = (field: string) => field.replace(/\.\d+$/, '');
export const formPathOf = (path: readonly PropertyKey[]) => path.slice(0, 1);

/**
 * The fields of a demand, checked with the contract schema (`rulesFor`): title, key industry,
 * IPC hints, description (plain text), cooperation modes, budget or 面议, validity, contact.
 */
export function DemandFormFields({ rulesFor }: { rulesFor: (field: string) => Rule[] }) {
  const { t } = useTranslation();
  const format = useDemandFormat();
  const industries = useKeyIndustries() ?? [];
  const negotiable = Form.useWatch<boolean | undefined>('budgetNegotiable');
  const item = (name: (typeof DEMAND_FORM_FIELDS)[number], required = false) => ({
    name,
    label: t(`techDemand.field.${name}`),
    rules: rulesFor(name),
    required,
  });
  return (
    <>
      <Form.Item {...item('title', true)}>
        <Input maxLength={TECH_DEMAND_LIMITS.title} showCount />
      </Form.Item>
      <Form.Item {...item('industry', true)}>
        <Select
          options={industries.map((industry) => ({ value: industry.code, label: format.industry(industry.code) }))}
        />
      </Form.Item>
      <Form.Item {...item('ipcHints')} extra={t('techDemand.field.ipcHintsHint')}>
        <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', '，', ';', '；']} />
      </Form.Item>
      <Form.Item {...item('description', true)}>
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} maxLength={TECH_DEMAND_LIMITS.description} showCount />
      </Form.Item>
      <Form.Item {...item('modes', true)}>
        {/* A label cannot name a group of boxes: the group names itself (and drops aria-required). */}
        <CheckboxChoices
          aria-label={t('techDemand.field.modes')}
          options={COOPERATION_MODES.map((mode) => ({ value: mode, label: t(`techDemand.mode.${mode}`) }))}
        />
      </Form.Item>
      <Form.Item {...item('budgetNegotiable')} valuePropName="checked">
        <Switch />
      </Form.Item>
      {negotiable ? null : (
        <div className="demand-form-budget">
          <Form.Item {...item('budgetMin', true)}>
            <InputNumber min={0} max={TECH_DEMAND_LIMITS.budget} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item {...item('budgetMax', true)}>
            <InputNumber min={0} max={TECH_DEMAND_LIMITS.budget} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </div>
      )}
      <Form.Item {...item('validUntil', true)}>
        <Input type="date" />
      </Form.Item>
      <Form.Item {...item('contactViaPlatform')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}

/** The form's values of a stored demand, or of a new one valid for 90 days. */
export function demandFormValues(demand: TechDemandFormInput | null, defaultValidUntil: string): TechDemandFormInput {
  if (demand) {
    const { title, industry, ipcHints, description, modes, budgetNegotiable, budgetMin, budgetMax } = demand;
    return {
      title,
      industry,
      ipcHints,
      description,
      modes,
      budgetNegotiable,
      budgetMin,
      budgetMax,
      validUntil: demand.validUntil,
      contactViaPlatform: demand.contactViaPlatform,
    };
  }
  return {
    title: '',
    industry: '',
    ipcHints: [],
    description: '',
    modes: [],
    budgetNegotiable: false,
    budgetMin: null,
    budgetMax: null,
    validUntil: defaultValidUntil,
    contactViaPlatform: true,
  };
}
