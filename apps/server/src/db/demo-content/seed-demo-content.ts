import {
  type ArticleKind,
  BannerInputSchema,
  DEFAULT_LOCALE,
  FooterInputSchema,
  GuideInputSchema,
  isMessageKey,
  NewsInputSchema,
  PolicyInputSchema,
  translate,
} from '@cityip/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Config, ConfigError } from '../../config.js';
import { type ArticleInput, createArticle } from '../../features/articles/articles.service.js';
import { banners } from '../../features/banners/banners.tables.js';
import { setFileRefs, storeUpload } from '../../features/files/files.service.js';
import { siteFooter } from '../../features/footer/footer.tables.js';
import { links } from '../../features/links/links.tables.js';
import type { FileStorage } from '../../lib/file-storage.js';
import type { Db } from '../client.js';
import { seedMarks } from '../seed-marks.tables.js';
import { drawBanner } from './banner-images.js';
import { demoGuides } from './guides.js';
import { demoNews } from './news.js';
import { demoPolicies } from './policies.js';

const MARK = 'demo-content-v1';

const INPUT_SCHEMAS = { policy: PolicyInputSchema, news: NewsInputSchema, guide: GuideInputSchema } as const;

/**
 * A piece of demo content as the editors' forms would take it. The texts hold the city's name, so a
 * long CITY_NAME could make them outgrow what the API may answer: refused before anything is
 * written, naming the setting and what did not fit.
 */
function demoInput<S extends z.ZodType>(schema: S, value: z.input<S>, city: string, what: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const faults = parsed.error.issues.map(
    (issue) =>
      `${issue.path.join('.')}: ${isMessageKey(issue.message) ? translate('en-US', issue.message) : issue.message}`,
  );
  throw new ConfigError(
    `The demo content does not fit its limits with CITY_NAME "${city}" (${what}: ${faults.join('; ')}). ` +
      'Set a shorter CITY_NAME, or DEMO_SEED=false.',
  );
}

/**
 * The demo city's published content (issue 3): policies, news, guides, jump links, banners with
 * generated images and the footer. Runs once per database (a seed mark), so what operators change
 * or delete afterwards stays as they left it.
 */
export async function seedDemoContent(db: Db, storage: FileStorage, config: Config): Promise<boolean> {
  const claimed = await db.insert(seedMarks).values({ name: MARK }).onConflictDoNothing().returning();
  if (claimed.length === 0) return false;
  try {
    const city = config.cityName;
    const kinds: [ArticleKind, ArticleInput[ArticleKind][]][] = [
      ['policy', demoPolicies(city)],
      ['news', demoNews(city)],
      ['guide', demoGuides(city)],
    ];
    const articles = kinds.map(([kind, items]) => ({
      kind,
      items: items.map((item) => demoInput(INPUT_SCHEMAS[kind], item, city, `${kind} "${item.title}"`)),
    }));
    const demoBanners = BANNERS.map((banner) => ({
      ...banner,
      title: demoInput(BannerInputSchema.shape.title, banner.title.replace('{city}', city), city, 'banner title'),
    }));
    const footer = demoInput(FooterInputSchema, demoFooter(city), city, 'footer');
    for (const { kind, items } of articles) {
      for (const item of items) await createArticle(db, DEFAULT_LOCALE, kind, item, null);
    }
    await seedLinks(db);
    await seedBanners(db, storage, demoBanners);
    await db.insert(siteFooter).values({ id: 1, content: footer }).onConflictDoNothing();
  } catch (error) {
    // Let the next start try again rather than leave half a demo behind a mark.
    await db.delete(seedMarks).where(sql`${seedMarks.name} = ${MARK}`);
    throw error;
  }
  return true;
}

async function seedLinks(db: Db): Promise<void> {
  await db.insert(links).values([
    { name: '国家知识产权局', url: 'https://www.cnipa.gov.cn', group: 'friendly', sortOrder: 1 },
    { name: '中国商标网', url: 'https://sbj.cnipa.gov.cn', group: 'friendly', sortOrder: 2 },
    { name: '中国保护知识产权网', url: 'https://ipr.mofcom.gov.cn', group: 'friendly', sortOrder: 3 },
    { name: '中国知识产权报', url: 'https://www.cipnews.com.cn', group: 'friendly', sortOrder: 4 },
    { name: '中国政府网', url: 'https://www.gov.cn', group: 'government', sortOrder: 1 },
    { name: '国家市场监督管理总局', url: 'https://www.samr.gov.cn', group: 'government', sortOrder: 2 },
    // The demo city's own platforms do not exist: reserved example addresses an operator replaces.
    {
      name: '专利转化数字化服务平台',
      url: 'https://patent-transfer.example.org',
      group: 'platform',
      menuKey: 'patentTransformation',
      sortOrder: 1,
    },
    {
      name: '电子证据保全平台',
      url: 'https://evidence.example.org',
      group: 'platform',
      menuKey: 'evidencePreservation',
      sortOrder: 2,
    },
  ]);
}

const BANNERS = [
  { title: '{city}知识产权公共服务平台上线运行', from: [16, 62, 138], to: [34, 118, 196], route: '/platformPortal' },
  { title: '专利快速预审服务 助力创新成果加速确权', from: [12, 92, 110], to: [46, 160, 150], route: '/patentPreAudit' },
  { title: '知识产权政策一站式查询', from: [120, 40, 36], to: [200, 96, 48], route: '/policySearch' },
] as const;
/** A demo banner, its title in the city's name. */
type DemoBanner = Omit<(typeof BANNERS)[number], 'title'> & { title: string };

async function seedBanners(db: Db, storage: FileStorage, demoBanners: readonly DemoBanner[]): Promise<void> {
  for (const [index, banner] of demoBanners.entries()) {
    const image = await storeUpload(db, storage, 'image', {
      bytes: drawBanner(banner.from, banner.to, index + 1),
      name: `banner-${index + 1}.png`,
    });
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(banners)
        .values({
          title: banner.title,
          image,
          linkType: 'route',
          linkTarget: banner.route,
          sortOrder: index + 1,
        })
        .returning({ id: banners.id });
      if (row) await setFileRefs(tx, 'banner', row.id, [image.id]);
    });
  }
}

function demoFooter(city: string): z.input<typeof FooterInputSchema> {
  return {
    organiser: `${city}知识产权局`,
    undertaker: `${city}知识产权保护中心`,
    address: `${city}政务服务中心`,
    phone: '0000-12345678',
    email: 'service@ip.example.org',
    icpNumber: '示ICP备00000000号-1（演示）',
    psbNumber: '示公网安备00000000000000号（演示）',
    qrCodes: [],
    copyright: `版权所有 © ${new Date().getFullYear()} ${city}知识产权局`,
    linkGroups: ['friendly', 'government'],
  };
}
