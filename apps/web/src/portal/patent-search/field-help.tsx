import { FIELD_CODES, FIELDS, type FieldCode, MAX_PROXIMITY } from '@cityip/patent-query';
import { Button, Popover } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../config/runtime-config.js';

/** Proximity as the help shows it: bare, in the title by code, in the abstract by Chinese name. */
const PROXIMITY_EXAMPLES = ['芯片 NEAR/3 散热', 'TI=(电池 W/2 散热)', '摘要=("液冷 板" NEAR/5 电芯)'];

/** An example condition per field, as the expression accepts it. */
function useExamples(): Record<FieldCode, string> {
  const config = useRuntimeConfig();
  return {
    TI: 'TI=(锂电池)',
    AB: 'AB=("深度学习" and 图像)',
    CL: 'CL=(电极)',
    PA: 'PA=("示范科技有限公司")',
    IN: 'IN=(张伟)',
    AN: 'AN=(CN2021*)',
    PN: 'PN=(CN112345678A)',
    IPC: 'IPC=(G06F*)',
    CPC: 'CPC=(H01M10*)',
    AD: 'AD=[2020-01-01 to 2022-12-31]',
    PD: 'PD>=2021',
    GD: 'GD=2022',
    PT: 'PT=(发明 or 实用新型)',
    LS: 'LS=(有效)',
    DI: `DI=(${config?.districts[0]?.name ?? '某某区'})`,
    IND: `IND=(${config?.industries[0]?.name ?? '生物医药'})`,
  };
}

function FieldTable() {
  const { t, i18n } = useTranslation();
  const examples = useExamples();
  const captionId = useId();
  const english = i18n.language === 'en-US';
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the help scrolls when taller or wider than the screen and holds nothing focusable; keyboard users scroll it from here (axe scrollable-region-focusable).
    <section className="field-help" aria-labelledby={captionId} tabIndex={0}>
      <table aria-labelledby={captionId}>
        <caption id={captionId}>{t('portal.patent.help.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('portal.patent.help.code')}</th>
            <th scope="col">{t('portal.patent.help.zh')}</th>
            <th scope="col">{t('portal.patent.help.kind')}</th>
            <th scope="col">{t('portal.patent.help.example')}</th>
          </tr>
        </thead>
        <tbody>
          {FIELD_CODES.map((code) => (
            <tr key={code}>
              <th scope="row">
                <code>{code}</code>
              </th>
              <td>
                {FIELDS[code].zh}
                {english ? ` (${FIELDS[code].en})` : ''}
              </td>
              <td>{t(`portal.patent.help.kind.${FIELDS[code].kind}`)}</td>
              <td>
                <code>{examples[code]}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('portal.patent.help.syntax')}</p>
      <p>{t('portal.patent.help.proximity', { max: MAX_PROXIMITY })}</p>
      <ul className="field-help-examples">
        {PROXIMITY_EXAMPLES.map((example) => (
          <li key={example}>
            <code>{example}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A button that shows the searchable fields (code, Chinese name, kind, example), the syntax and proximity. */
export function FieldHelp() {
  const { t } = useTranslation();
  return (
    <Popover content={<FieldTable />} trigger="click" placement="bottomLeft">
      <Button type="link" size="small">
        {t('portal.patent.help.button')}
      </Button>
    </Popover>
  );
}
