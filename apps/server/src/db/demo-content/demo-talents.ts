import { IPC_SECTIONS, type IpcSection, TALENT_SERVICES } from '@cityip/contracts';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { NewTalentRow, StoredQualification } from '../../features/talents/talents.tables.js';
import { talents } from '../../features/talents/talents.tables.js';
import { secretBox } from '../../lib/secret-box.js';
import { indexTokens } from '../../lib/text-search.js';
import type { Db } from '../client.js';
import { seedMarks } from '../seed-marks.tables.js';

const MARK = 'demo-talents-v1';

/** Made-up names (no real person is meant); every entry is also marked as demo data where shown. */
// biome-ignore format: a name per cell reads better than one a line
const NAMES = [
  '林知远', '苏墨言', '顾清和', '沈予安', '陆星澜', '江砚秋', '叶书白', '程思源',
  '韩若溪', '秦以宁', '许南乔', '宋听澜', '唐知微', '邵明川', '温景行', '方栖梧',
  '白露晞', '姜云舟', '孟初晴', '蒋望舒', '谢临川', '陶然之', '魏澄心', '严青禾',
  '傅语冰', '钟离歌', '郝晓岚', '夏怀瑾', '袁慕远', '季清欢', '阮星河', '黎晚照',
  '祁砚舟', '柏知夏', '卢念初', '岑远山', '尹素心', '常修远', '贺书遥', '左闻溪',
];

/** Made-up organisations of the fictional demo city. */
const ORGANISATIONS = [
  '云湖知识产权代理事务所（示例）',
  '海滨专利代理有限公司（示例）',
  '临江律师事务所（示例）',
  '凤岭大学技术转移中心（示例）',
  '南港科技成果转化服务有限公司（示例）',
  '青禾知识产权运营中心（示例）',
  '松湾产业技术研究院（示例）',
  '金沙资产评估有限公司（示例）',
];

const PROFILES = [
  '长期从事{industry}领域的专利撰写与审查意见答复，熟悉发明专利申请全流程，累计代理发明专利申请三百余件。',
  '专注{industry}领域的专利侵权分析与诉讼代理，曾为多家企业提供海外知识产权纠纷应对指导。',
  '从事{industry}领域技术转移与成果转化工作十余年，擅长专利许可、转让谈判与交易结构设计。',
  '围绕{industry}产业开展专利导航与预警分析，参与编制多份区域产业专利导航报告。',
  '具备{industry}领域研发背景，提供专利价值评估、质押融资与知识产权管理体系咨询服务。',
];

/** The demo expert `i` (0–39): spread over the city's industries, all IPC sections and every service. */
function demoExpert(config: Config, i: number): Omit<NewTalentRow, 'emailSealed' | 'phoneSealed'> & { email: string } {
  const industries = config.cityProfile.industries;
  const industry = industries[i % industries.length];
  const second = i % 4 === 0 ? industries[(i + 1) % industries.length] : undefined;
  const fromPrefixes = (industry?.ipcPrefixes ?? []).map((prefix) => prefix[0] as IpcSection);
  const ipcSections = [...new Set([...fromPrefixes.slice(0, 2), IPC_SECTIONS[i % IPC_SECTIONS.length] as IpcSection])]
    .filter((section) => (IPC_SECTIONS as readonly string[]).includes(section))
    .sort();
  const services = [...new Set([TALENT_SERVICES[i % 8], TALENT_SERVICES[(i + 3) % 8]])].filter(
    (service) => service !== undefined,
  );
  const qualifications: StoredQualification[] = [];
  // Every third expert is a patent attorney whose certificate number staff verified.
  if (i % 3 === 0)
    qualifications.push({ kind: 'patentAttorney', number: `44${String(10_000 + i * 37)}`, verified: true });
  if (i % 5 === 1)
    qualifications.push({ kind: 'lawyer', number: `1440${String(2_000_000 + i * 91)}`, verified: i % 2 === 1 });
  if (i % 7 === 2) qualifications.push({ kind: 'engineer', number: `GC${String(300 + i)}`, verified: false });
  const name = NAMES[i] as string;
  const organisation = ORGANISATIONS[i % ORGANISATIONS.length] as string;
  const profile = (PROFILES[i % PROFILES.length] as string).replace('{industry}', industry?.name ?? '');
  return {
    name,
    organisation,
    industries: [industry?.code, second?.code].filter((code): code is string => Boolean(code)),
    ipcSections,
    services,
    qualifications,
    profile,
    acceptsContact: i % 7 !== 6,
    status: 'published',
    demo: true,
    searchTokens: indexTokens([name, organisation, profile].join('\n')),
    email: `expert${String(i + 1).padStart(2, '0')}@example.invalid`,
  };
}

/**
 * Forty fictional, published experts of the talent pool (issue 24), so `npm start` shows the
 * directory full. Their contact addresses are `example.invalid` (a reserved domain no mail
 * reaches). Runs once per database (a seed mark): experts staff later edit or take down stay so.
 */
export async function seedDemoTalents(db: Db, config: Config): Promise<void> {
  if (config.cityProfile.industries.length === 0) return;
  const claimed = await db.insert(seedMarks).values({ name: MARK }).onConflictDoNothing().returning();
  if (claimed.length === 0) return;
  const box = secretBox(config.dataEncryptionKey);
  try {
    // Published a minute apart, so the directory's newest-first order is stable.
    const start = Date.now() - NAMES.length * 60_000;
    const rows = NAMES.map((_, i) => {
      const { email, ...expert } = demoExpert(config, i);
      const at = new Date(start + i * 60_000);
      return { ...expert, emailSealed: box.seal(email), publishedAt: at, reviewedAt: at, createdAt: at, updatedAt: at };
    });
    await db.insert(talents).values(rows);
  } catch (error) {
    await db.delete(seedMarks).where(sql`${seedMarks.name} = ${MARK}`);
    throw error;
  }
}
