import type { GuideKey } from '@cityip/contracts';
import type { ArticleInput } from '../../features/articles/articles.service.js';

interface GuideText {
  title: string;
  intro: string;
  services: string[];
  steps: string[];
  materials: string[];
  links?: { name: string; url: string }[];
}

/** The guide/introduction page behind each menu item, in the city's name. */
function texts(city: string): Record<GuideKey, GuideText> {
  const centre = `${city}知识产权保护中心`;
  return {
    adminRuling: {
      title: '专利行政裁决办事指南',
      intro: `专利行政裁决是${city}知识产权局依当事人请求，对专利侵权纠纷进行裁决的行政行为，具有高效、便捷、专业、成本低的特点。`,
      services: ['处理专利侵权纠纷', '责令侵权人立即停止侵权行为', '对赔偿数额进行调解'],
      steps: ['提交请求书及证据材料', '受理审查（5个工作日内）', '答辩与证据交换', '口头审理', '作出裁决并送达'],
      materials: ['专利行政裁决请求书', '专利权有效的证明', '侵权证据材料', '请求人主体资格证明'],
      links: [{ name: '国家知识产权局', url: 'https://www.cnipa.gov.cn' }],
    },
    adminMediation: {
      title: '专利行政调解办事指南',
      intro: `对专利侵权赔偿数额、专利申请权和专利权权属等纠纷，当事人可以请求${city}知识产权局进行调解。`,
      services: ['专利侵权赔偿数额纠纷调解', '专利权权属纠纷调解', '发明人、设计人资格纠纷调解'],
      steps: ['提交调解请求', '征询被请求人意见', '组织调解', '达成协议并制作调解协议书'],
      materials: ['调解请求书', '当事人身份证明', '与纠纷有关的证据'],
    },
    developPermit: {
      title: '专利开放许可',
      intro:
        '专利开放许可是专利权人以书面方式向国家知识产权局声明愿意许可任何单位或者个人实施其专利，并明确许可使用费支付方式和标准的制度。',
      services: ['开放许可声明指导', '开放许可专利清单发布', '许可供需对接'],
      steps: ['专利权人提交开放许可声明', '国家知识产权局公告', '被许可人书面通知专利权人', '支付许可使用费后实施专利'],
      materials: ['开放许可声明', '专利权评价报告（实用新型、外观设计）'],
    },
    thinkTank: {
      title: `${city}知识产权智库`,
      intro: `${city}知识产权智库汇集高校、科研院所、律师事务所和代理机构的专家力量，为政府决策和企业发展提供咨询服务。`,
      services: ['产业专利分析与预警', '重大经济科技活动知识产权评议', '知识产权战略咨询'],
      steps: ['提交咨询需求', '匹配专家', '开展研究', '提交咨询报告'],
      materials: ['咨询需求说明', '相关背景材料'],
    },
    rightsAid: {
      title: '知识产权维权援助',
      intro: `${centre}为创新主体提供知识产权维权咨询、侵权判定参考、维权渠道指引等公益服务。`,
      services: ['维权咨询', '侵权判定参考意见', '维权资助', '展会知识产权保护'],
      steps: ['线上或窗口提交援助申请', '审查受理', '组织专家研判', '出具援助意见'],
      materials: ['维权援助申请表', '权利证明', '侵权线索材料'],
    },
    overseasGuidance: {
      title: '海外知识产权纠纷应对指导',
      intro: '为走出去企业提供海外知识产权纠纷应对指导、风险预警和专家支持，帮助企业降低海外经营风险。',
      services: ['海外纠纷应对指导', '海外知识产权风险排查', '涉外律师资源对接'],
      steps: ['企业提出指导需求', '案情分析', '制定应对策略', '跟踪服务'],
      materials: ['需求说明', '涉案材料（起诉书、警告函等）'],
    },
    disputeMediation: {
      title: '知识产权纠纷人民调解',
      intro: `${city}知识产权纠纷人民调解委员会依法调解专利、商标、著作权等知识产权民事纠纷，调解不收取任何费用。`,
      services: ['知识产权民事纠纷调解', '诉调对接', '调解协议司法确认指引'],
      steps: ['申请调解', '受理', '调解', '达成协议或终止调解'],
      materials: ['调解申请书', '身份证明', '证据材料'],
    },
    trademarkWarning: {
      title: '商标监测预警',
      intro: '为企业提供商标注册申请监测、近似商标预警和商标异议指导服务，帮助企业及时发现并应对商标风险。',
      services: ['商标公告监测', '近似商标预警', '商标异议与无效宣告指导'],
      steps: ['登记监测商标', '定期推送监测报告', '风险研判与应对建议'],
      materials: ['商标注册证复印件', '监测需求说明'],
      links: [{ name: '中国商标网', url: 'https://sbj.cnipa.gov.cn' }],
    },
    integratedHandling: {
      title: '调裁一体化办理',
      intro: '对专利侵权纠纷，先行开展调解，调解不成的依法转入行政裁决程序，实现调解与裁决的有机衔接。',
      services: ['调解与裁决一站式受理', '案件全流程跟踪'],
      steps: ['提交请求', '先行调解', '调解不成转入裁决', '作出裁决'],
      materials: ['请求书', '权利证明', '证据材料'],
    },
    serviceWindow: {
      title: '知识产权综合服务窗口',
      intro: `${city}知识产权综合服务窗口设在${city}政务服务中心，提供专利、商标、地理标志等业务受理和咨询服务。`,
      services: ['专利业务受理与咨询', '商标注册申请受理', '知识产权质押登记咨询', '专利费用减缴备案指导'],
      steps: ['取号排队', '窗口受理', '材料审核', '办结反馈'],
      materials: ['申请人身份证明', '业务所需申请文件'],
    },
    patentPreAudit: {
      title: '专利预审服务',
      intro: `${centre}面向备案主体提供专利申请快速预审服务，预审合格的发明专利申请可进入快速审查通道。`,
      services: ['发明专利快速预审', '实用新型和外观设计快速预审', '预审主体备案'],
      steps: ['主体备案', '提交预审申请', '预审审查', '推送国家知识产权局快速审查'],
      materials: ['预审请求书', '专利申请文件', '备案主体证明'],
    },
    onlineHandling: {
      title: '在线办理说明',
      intro: '注册并完成实名认证的个人和企业用户，可在线提交知识产权业务申请，随时查询办理进度。',
      services: ['在线申请', '进度查询', '结果通知'],
      steps: ['注册账号', '实名认证', '选择业务并填写申请', '提交并跟踪办理进度'],
      materials: ['按业务要求上传的电子材料'],
    },
  };
}

function html(text: GuideText, city: string): string {
  const list = (items: string[], tag: 'ul' | 'ol') =>
    `<${tag}>${items.map((item) => `<li>${item}</li>`).join('')}</${tag}>`;
  return [
    `<p>${text.intro}</p>`,
    '<h3>服务内容</h3>',
    list(text.services, 'ul'),
    '<h3>办理流程</h3>',
    list(text.steps, 'ol'),
    '<h3>所需材料</h3>',
    list(text.materials, 'ul'),
    '<h3>咨询方式</h3>',
    `<p>地址：${city}政务服务中心二楼知识产权窗口；工作时间：周一至周五 9:00–12:00，13:30–17:30（法定节假日除外）。</p>`,
  ].join('');
}

/** One published guide per menu key. */
export function demoGuides(city: string): ArticleInput['guide'][] {
  return Object.entries(texts(city)).map(([key, text]) => ({
    title: text.title,
    summary: `提供${text.services.join('、')}等服务。`,
    body: html(text, city),
    attachments: [],
    status: 'published',
    pinned: false,
    publishAt: null,
    guideKey: key as GuideKey,
    relatedLinks: text.links ?? [],
  }));
}
