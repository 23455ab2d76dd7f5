import type { PolicyLevel } from '@cityip/contracts';
import type { ArticleInput } from '../../features/articles/articles.service.js';

/** Policy subjects; each level's titles and bodies are built around them. */
const TOPICS = [
  '专利资助办法',
  '知识产权质押融资管理办法',
  '高价值专利培育实施方案',
  '商标品牌建设指导意见',
  '知识产权保护工作要点',
  '专利转化运用专项行动方案',
  '知识产权纠纷快速处理办法',
  '知识产权服务业发展规划',
  '地理标志保护工程实施方案',
  '海外知识产权纠纷应对指导工作规程',
  '知识产权维权援助工作办法',
  '专利导航工程实施意见',
  '中小企业知识产权托管服务办法',
  '知识产权信用管理规定',
  '数据知识产权登记管理暂行办法',
  '专利开放许可实施细则',
] as const;

const HK_MACAO_TAIWAN = [
  ['香港特别行政区知识产权署', '香港《专利条例》原授专利制度申请指引'],
  ['香港特别行政区知识产权署', '香港商标注册申请须知'],
  ['澳门特别行政区经济及科技发展局', '澳门工业产权法律制度实施指引'],
  ['澳门特别行政区经济及科技发展局', '澳门发明专利延伸保护申请说明'],
  ['国家知识产权局', '关于台湾同胞专利申请的若干规定'],
  ['国家知识产权局', '关于香港特别行政区和澳门特别行政区知识产权保护合作的安排'],
  ['粤港澳知识产权合作专责小组', '粤港澳大湾区知识产权合作行动计划'],
  ['粤港澳知识产权合作专责小组', '大湾区知识产权纠纷多元化解决机制指引'],
  ['香港特别行政区知识产权署', '香港外观设计注册办事指南'],
  ['澳门特别行政区经济及科技发展局', '澳门商标注册及续期办事指南'],
  ['海峡两岸关系协会', '海峡两岸知识产权保护合作协议解读'],
  ['国家知识产权局', '台湾地区申请人商标注册业务办理指南'],
  ['香港特别行政区知识产权署', '香港知识产权贸易中心扶持措施'],
  ['澳门特别行政区经济及科技发展局', '澳门知识产权资助计划申请指引'],
  ['粤港澳知识产权合作专责小组', '大湾区知识产权人才交流合作方案'],
  ['国家知识产权局', '港澳居民在内地申请专利代理师资格考试办法'],
] as const;

const NATIONAL_AUTHORITIES = ['国家知识产权局', '国务院办公厅', '财政部 国家知识产权局', '国家市场监督管理总局'];
const PROVINCE = '岭南省';

/** `count` days before `base` as YYYY-MM-DD, spread so lists have a believable history. */
function daysBefore(base: Date, count: number): string {
  return new Date(base.getTime() - count * 86400_000).toISOString().slice(0, 10);
}

function body(topic: string, scope: string, authority: string): string {
  const subject = topic.replace(/(办法|方案|意见|要点|规划|规程|规定|细则|指引)$/, '');
  return [
    '<h3>第一章 总则</h3>',
    `<p>第一条 为深入实施知识产权强国建设纲要，做好${subject}相关工作，根据《中华人民共和国专利法》《中华人民共和国商标法》等法律法规，结合${scope}实际，制定本${topic.slice(-2)}。</p>`,
    `<p>第二条 本${topic.slice(-2)}适用于${scope}行政区域内依法登记注册的企业、高等院校、科研机构及其他组织和个人。</p>`,
    `<p>第三条 ${authority}负责统筹协调本${topic.slice(-2)}的组织实施和监督管理，财政、科技、市场监管等部门按照职责分工做好相关工作。</p>`,
    '<h3>第二章 支持内容</h3>',
    '<p>第四条 重点支持下列事项：</p>',
    '<ol><li>获得发明专利授权并维持有效的；</li><li>开展专利导航、专利布局和高价值专利组合培育的；</li><li>实施专利转化、许可、质押融资等运营活动的；</li><li>参与制定国际标准、国家标准并形成标准必要专利的。</li></ol>',
    '<p>第五条 申请单位应当提交申请表、营业执照复印件、专利证书或相关合同复印件及其他证明材料，并对材料的真实性负责。</p>',
    '<h3>第三章 附则</h3>',
    `<p>第六条 对弄虚作假骗取资助的，由${authority}追回已拨付资金，并按规定纳入知识产权领域信用记录。</p>`,
    '<p>第七条 本规定自发布之日起施行，有效期五年。</p>',
  ].join('');
}

/** Sixty-four published policies, sixteen per level, with document numbers and bodies. */
export function demoPolicies(city: string, today = new Date()): ArticleInput['policy'][] {
  const policies: ArticleInput['policy'][] = [];
  const levels: PolicyLevel[] = ['national', 'provincial', 'city', 'hkMacaoTaiwan'];
  levels.forEach((level, levelIndex) => {
    TOPICS.forEach((topic, i) => {
      const day = levelIndex * 7 + i * 23 + 3;
      const year = Number(daysBefore(today, day).slice(0, 4));
      const [authority, title, scope, docNumber] = describe(level, topic, i, city, year);
      policies.push({
        title,
        summary: `${title}，明确了支持范围、申报条件、办理流程和监督管理要求。`,
        body: body(topic, scope, authority),
        attachments: [],
        status: 'published',
        pinned: level === 'city' && i < 2,
        publishAt: null,
        level,
        docNumber,
        authority,
        publishDate: daysBefore(today, day),
        effectiveDate: daysBefore(today, Math.max(day - 10, 0)),
        expiryDate: `${year + 5}-12-31`,
        tags: [topic.includes('商标') ? '商标' : '专利', i % 3 === 0 ? '资金扶持' : '知识产权保护'],
      });
    });
  });
  return policies;
}

function describe(
  level: PolicyLevel,
  topic: string,
  i: number,
  city: string,
  year: number,
): [authority: string, title: string, scope: string, docNumber: string] {
  const serial = 10 + i * 3;
  if (level === 'national') {
    const authority = NATIONAL_AUTHORITIES[i % NATIONAL_AUTHORITIES.length] as string;
    return [authority, `关于印发《${topic}》的通知`, '全国', `国知发保字〔${year}〕${serial}号`];
  }
  if (level === 'provincial') {
    return [`${PROVINCE}知识产权局`, `${PROVINCE}${topic}`, PROVINCE, `岭知发〔${year}〕${serial}号`];
  }
  if (level === 'city') {
    return [`${city}知识产权局`, `${city}${topic}`, city, `${city.slice(0, 1)}知规〔${year}〕${serial}号`];
  }
  const [authority, title] = HK_MACAO_TAIWAN[i] as readonly [string, string];
  return [authority, title, '粤港澳大湾区', ''];
}
