import type { MatchReason } from '@cityip/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePatentFormat } from '../patent-search/use-patent-format.js';

/** Why a result matched, as small labels: "关键词：缺陷", "IPC：G06T", "同属产业：新一代信息技术". */
export function MatchReasons({ reasons }: { reasons: readonly MatchReason[] }) {
  const { t } = useTranslation();
  const format = usePatentFormat();
  const text = (reason: MatchReason) => {
    switch (reason.kind) {
      case 'keyword':
        return t('portal.matches.reason.keyword', { value: reason.value });
      case 'ipc':
        return t('portal.matches.reason.ipc', { value: reason.value });
      case 'industry':
        return t('portal.matches.reason.industry', { value: format.industry(reason.value) || reason.value });
      case 'openLicence':
        return t('portal.matches.reason.openLicence');
      case 'field':
        // An expert matches by an industry code or by an IPC section (one letter, A–H).
        return reason.value.length === 1
          ? t('portal.matches.reason.section', { value: reason.value })
          : t('portal.matches.reason.field', { value: format.industry(reason.value) || reason.value });
    }
  };
  if (reasons.length === 0) return null;
  return (
    <p className="match-reasons">
      <span className="match-reasons-label">{t('portal.matches.why')}</span>
      {/* The theme's success colour: antd's preset green is 3.4:1 on its background (axe color-contrast). */}
      {reasons.map((reason) => (
        <Tag key={`${reason.kind}:${reason.value}`} color={reason.kind === 'openLicence' ? 'success' : undefined}>
          {text(reason)}
        </Tag>
      ))}
    </p>
  );
}
