import type { InformationType } from '@cityip/contracts';
import type { ArticleInput } from '../../features/articles/articles.service.js';

/** Headlines per informationType: 1 industry news, 2 policy regulations, 3 industry analysis. */
const HEADLINES: Record<InformationType, string[]> = {
  1: [
    '{city}举办2026年知识产权宣传周启动仪式',
    '{city}知识产权保护中心专利快速预审服务再提速',
    '{city}新增三家国家知识产权优势示范企业',
    '{city}召开知识产权质押融资银企对接会',
    '{city}开展“知识产权进园区”专题培训',
    '{city}地理标志产品亮相全国商标品牌节',
    '{city}知识产权纠纷人民调解委员会成立',
    '{city}发布首批专利开放许可清单',
    '{city}高校专利转化运用成效显著',
    '{city}知识产权公共服务网点实现区县全覆盖',
    '{city}举办中小企业海外知识产权风险防控讲座',
    '{city}开展电商平台商标侵权专项整治行动',
    '{city}知识产权服务业集聚区正式揭牌',
    '{city}召开知识产权强市建设推进会',
  ],
  2: [
    '国家知识产权局解读《专利审查指南》最新修改内容',
    '《商标法实施条例》修订要点解读',
    '一图读懂《专利转化运用专项行动方案》',
    '《知识产权强国建设纲要》重点任务解读',
    '《数据知识产权登记管理暂行办法》答记者问',
    '《{city}专利资助办法》政策解读',
    '专利开放许可制度实施要点问答',
    '《地理标志产品保护办法》解读',
    '知识产权质押融资政策十问十答',
    '《知识产权信用管理规定》解读',
    '《{city}知识产权纠纷快速处理办法》解读',
    '关于规范申请专利行为的办法解读',
    '海外知识产权纠纷应对指导工作规程解读',
  ],
  3: [
    '{city}新能源汽车产业专利态势分析',
    '{city}生物医药产业知识产权发展报告摘要',
    '2026年上半年{city}专利数据分析',
    '人工智能领域专利布局趋势观察',
    '{city}商标注册量持续增长的原因分析',
    '半导体产业链关键技术专利分析',
    '{city}高价值专利分布特征研究',
    '知识产权质押融资规模变化分析',
    '{city}数字经济核心产业专利竞争力评估',
    '智能制造装备产业专利导航分析',
    '{city}企业海外专利布局现状与建议',
    '新型储能技术专利申请趋势分析',
    '{city}知识产权服务机构发展状况调查',
  ],
};

const SOURCES: Record<InformationType, string> = {
  1: '{city}知识产权局',
  2: '国家知识产权局',
  3: '{city}知识产权保护中心',
};

function paragraphs(title: string, type: InformationType, city: string): string {
  const lead = {
    1: `近日，${title.replace(city, '').replace(/^[，、]/, '')}。此举是${city}持续优化知识产权公共服务、助力创新主体高质量发展的重要举措。`,
    2: `为帮助社会公众准确理解和把握相关政策，现就“${title}”涉及的主要内容解读如下。`,
    3: `本文基于公开专利数据和${city}知识产权公共服务平台统计，对“${title.replace(city, '')}”进行梳理分析，供创新主体参考。`,
  }[type];
  return [
    `<p>${lead}</p>`,
    `<p>据介绍，${city}近年来围绕知识产权创造、运用、保护、管理和服务全链条发力，发明专利拥有量年均增长超过百分之十五，知识产权质押融资规模稳步扩大。</p>`,
    '<p>下一步，相关部门将继续加强部门协同，完善政策体系，推动知识产权转化为现实生产力，为经济社会高质量发展提供有力支撑。</p>',
  ].join('');
}

/** Forty published news items across the three information types, newest first in each. */
export function demoNews(city: string, today = new Date()): ArticleInput['news'][] {
  const items: ArticleInput['news'][] = [];
  for (const type of [1, 2, 3] as const) {
    HEADLINES[type].forEach((headline, i) => {
      const title = headline.replaceAll('{city}', city);
      items.push({
        title,
        summary: paragraphs(title, type, city)
          .replace(/<[^>]+>/g, '')
          .slice(0, 90),
        body: paragraphs(title, type, city),
        attachments: [],
        status: 'published',
        pinned: i === 0,
        publishAt: null,
        informationType: type,
        source: SOURCES[type].replace('{city}', city),
        publishDate: new Date(today.getTime() - (i * 9 + type) * 86400_000).toISOString().slice(0, 10),
      });
    });
  }
  return items;
}
