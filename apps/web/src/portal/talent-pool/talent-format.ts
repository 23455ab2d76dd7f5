import type { IpcSection, QualificationKind, TalentService } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { useKeyIndustries } from '../patent-database/use-key-industries.js';

/** How an entry's coded fields read in the UI language: industries, IPC sections, services, qualifications. */
export function useTalentFormat() {
  const { t, i18n } = useTranslation();
  const industries = useKeyIndustries() ?? [];
  const english = i18n.language === 'en-US';
  return {
    industry: (code: string) => {
      const industry = industries.find((item) => item.code === code);
      return industry ? (english ? industry.nameEn : industry.name) : code;
    },
    ipcSection: (section: IpcSection) => t(`talentPool.ipc.${section}`),
    service: (service: TalentService) => t(`talentPool.service.${service}`),
    qualification: (kind: QualificationKind) => t(`talentPool.qualification.${kind}`),
    status: (status: string) => t(`talentPool.status.${status}`),
    list: (items: readonly string[]) => items.join(english ? ', ' : '、'),
  };
}
