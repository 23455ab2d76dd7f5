import type { ConsultCategory } from '@cityip/contracts';

/**
 * The demo city's questions to the bureau (issue 25): fictional askers, replies written as the
 * bureau would answer. Visitors' contacts use reserved example addresses and unassigned numbers.
 */

/** Who asked: a demo account, or a visitor with the contact their code was sent to. */
export type DemoAsker =
  | 'person@demo.local'
  | 'company@demo.local'
  | { name: string; channel: 'email' | 'sms'; contact: string };

/** A replied and published question. */
export interface DemoAnswered {
  category: ConsultCategory;
  asker: DemoAsker;
  /** Days before the seeding day it was received. */
  daysAgo: number;
  /** Working days the reply took (the limit is 5 by default: above it the reply was late). */
  workingDays: number;
  title: string;
  question: string;
  reply: string;
  /** The wording staff published instead of the asker's (personal details taken out). */
  publicWording?: { title: string; question: string };
  /** Staff made a FAQ entry of it. */
  faq?: boolean;
}

/** A question still waiting in the queue. */
export interface DemoOpen {
  category: ConsultCategory;
  asker: DemoAsker;
  /** Working days left to its deadline; negative: overdue by so many. */
  left: number;
  /** Assigned to the demo operations account. */
  assigned: boolean;
  publishable: boolean;
  title: string;
  question: string;
}

const visitor = (name: string, channel: 'email' | 'sms', contact: string): DemoAsker => ({ name, channel, contact });

export const DEMO_ANSWERED: readonly DemoAnswered[] = [
  {
    category: 'patent',
    asker: visitor('陈建华', 'email', 'chen.jianhua@example.com'),
    daysAgo: 352,
    workingDays: 3,
    title: '个人申请发明专利能否减缴费用？',
    question:
      '我是个人发明人，准备申请一件发明专利，听说个人可以减缴专利费用，请问需要满足什么条件，可以减缴哪些费用？',
    reply:
      '您好！根据《专利收费减缴办法》，上年度月均收入低于5000元（年收入6万元）的个人，可以请求减缴申请费（不含公布印刷费、申请附加费）、发明专利申请实质审查费、年费（自授予专利权当年起十年内）和复审费，单个个人申请的减缴比例为85%，两个或两个以上个人共同申请的为70%。请先在国家知识产权局专利业务办理系统办理费用减缴备案，备案时如实填写收入情况并作出承诺，备案通过后提交专利申请时即可请求减缴。感谢您的关注！',
    faq: true,
  },
  {
    category: 'patent',
    asker: visitor('刘芳', 'sms', '13912340001'),
    daysAgo: 331,
    workingDays: 2,
    title: '实用新型和发明专利应该如何选择？',
    question: '我们改进了一种家用净水器的滤芯结构，想申请专利保护，不知道申请实用新型还是发明专利更合适？',
    reply:
      '您好！实用新型专利保护产品的形状、构造或者其组合所提出的新的技术方案，只进行初步审查，授权较快，保护期为10年；发明专利可以保护产品和方法，需经过实质审查，审查周期较长，但稳定性更高，保护期为20年。滤芯结构的改进属于产品构造，两种类型均可申请；如技术创新程度较高、市场价值较大，建议申请发明专利，也可以同日就同样的发明创造同时申请实用新型和发明专利。具体可携带技术资料到市知识产权综合服务窗口现场咨询。',
  },
  {
    category: 'patent',
    asker: 'company@demo.local',
    daysAgo: 309,
    workingDays: 4,
    title: '发明专利申请被驳回后还能补救吗？',
    question: '我公司一件发明专利申请收到了驳回决定，认为审查员对对比文件的理解有误，请问还有什么救济途径？',
    reply:
      '您好！对驳回决定不服的，可以自收到驳回决定之日起三个月内，向国家知识产权局提出复审请求，并缴纳复审费。提出复审请求时可以修改申请文件，但修改应当仅限于消除驳回决定或合议组指出的缺陷。对复审决定仍不服的，可以自收到复审决定之日起三个月内向人民法院起诉。建议贵公司结合对比文件认真准备意见陈述，必要时委托专利代理机构办理。',
  },
  {
    category: 'patent',
    asker: visitor('王磊', 'email', 'wanglei.ip@example.com'),
    daysAgo: 287,
    workingDays: 6,
    title: '王磊的专利年费忘记缴纳怎么办？',
    question:
      '我的实用新型专利（ZL202221234567.8）今年的年费忘记缴纳了，已经过了缴费日，请问专利权会不会失效，还能补缴吗？急，请回电13912340012。',
    publicWording: {
      title: '专利年费忘记缴纳怎么办？',
      question: '我的实用新型专利今年的年费忘记缴纳了，已经过了缴费日，请问专利权会不会失效，还能补缴吗？',
    },
    reply:
      '您好！专利年费期满未缴纳的，可以在期满之日起六个月内补缴，同时缴纳相应的滞纳金；滞纳期满仍未缴纳的，专利权自应当缴纳年费期满之日起终止。因年费未缴导致专利权终止的，可以自收到终止通知之日起两个月内请求恢复权利，并缴纳恢复权利请求费和所欠费用。建议您尽快登录专利业务办理系统查询应缴金额并缴纳。此次答复超出承诺时限，向您致歉。',
  },
  {
    category: 'patent',
    asker: 'company@demo.local',
    daysAgo: 262,
    workingDays: 2,
    title: '专利快速预审需要满足什么条件？',
    question: '我公司从事新一代信息技术研发，想通过保护中心的快速预审通道申请发明专利，请问需要具备什么条件？',
    reply:
      '您好！申请快速预审须先在市知识产权保护中心完成备案，备案主体应为在本市注册、具有独立法人资格的企业或事业单位，且所申请专利的技术领域属于保护中心服务的产业范围。备案通过后，可通过本平台“专利快速预审”栏目在线提交预审请求，预审合格的申请进入国家知识产权局快速审查通道。贵公司可先在平台提交备案申请，保护中心将在规定时限内完成审核。',
  },
  {
    category: 'patent',
    asker: visitor('赵敏', 'email', 'zhaomin.design@example.com'),
    daysAgo: 236,
    workingDays: 1,
    title: '外观设计专利申请需要提交哪些材料？',
    question: '我设计了一款儿童保温杯的外形，想申请外观设计专利，请问需要准备哪些材料？',
    reply:
      '您好！申请外观设计专利，应当提交请求书、该外观设计的图片或者照片以及对该外观设计的简要说明。图片或照片应当清楚地显示要求专利保护的产品的外观设计，一般需提交六面视图，必要时提交立体图；简要说明应写明产品名称、用途、设计要点，并指定一幅最能表明设计要点的图片。申请可通过专利业务办理系统在线提交。',
  },
  {
    category: 'patent',
    asker: visitor('孙伟', 'sms', '13912340002'),
    daysAgo: 198,
    workingDays: 3,
    title: '专利权转让需要办理什么手续？',
    question: '我想把名下的一件发明专利转让给一家企业，双方已经谈好了价格，请问需要到哪里办理什么手续？',
    reply:
      '您好！专利权转让的，当事人应当订立书面合同，并向国家知识产权局办理著录项目变更登记，由国家知识产权局予以公告，专利权的转让自登记之日起生效。办理时需提交著录项目变更申报书、转让合同，并按规定缴纳著录事项变更费；专利权人是个人的，还需提供身份证明。转让给外国企业的，应按技术进出口管理的有关规定办理。',
  },
  {
    category: 'patent',
    asker: visitor('周婷', 'email', 'zhouting@example.com'),
    daysAgo: 154,
    workingDays: 5,
    title: '职务发明的发明人可以获得哪些奖励？',
    question: '我在公司工作期间完成了一项发明并获得专利授权，公司没有给任何奖励，请问法律上有什么规定？',
    reply:
      '您好！根据《专利法》及其实施细则，被授予专利权的单位应当对职务发明创造的发明人或者设计人给予奖励；单位未与发明人约定也未在规章制度中规定奖励方式和数额的，一项发明专利的奖金最低不少于4000元，一项实用新型或外观设计专利的奖金最低不少于1500元。专利实施后，单位还应当根据推广应用的范围和取得的经济效益给予合理报酬。建议您先与单位协商，协商不成的，可以申请人民调解或依法提起诉讼。',
  },
  {
    category: 'patent',
    asker: 'company@demo.local',
    daysAgo: 97,
    workingDays: 2,
    title: '如何通过PCT途径向国外申请专利？',
    question: '我公司计划把一项核心技术在欧洲和美国申请专利，听说可以走PCT途径，请问大致流程是怎样的？',
    reply:
      '您好！申请人可以在首次提出中国专利申请之日起十二个月内，以该申请为优先权基础，向国家知识产权局提交PCT国际申请。国际阶段包括国际检索、国际公布，可选择国际初步审查；自优先权日起三十个月内（各国规定可能不同），申请人需分别进入欧洲、美国等国家或地区阶段，由各局依其法律进行审查和授权。贵公司可关注国家和本市关于海外专利布局的资助政策，具体可向市知识产权综合服务窗口咨询。',
  },
  {
    category: 'trademark',
    asker: visitor('吴强', 'email', 'wuqiang.shop@example.com'),
    daysAgo: 344,
    workingDays: 2,
    title: '商标注册大概需要多长时间？',
    question: '我们准备为新开的餐饮店注册商标，请问从提交申请到拿到注册证大概需要多长时间，流程是怎样的？',
    reply:
      '您好！商标注册申请一般经过形式审查、实质审查、初步审定公告和注册公告等环节。依照《商标法》，对申请注册的商标，商标局应当自收到申请文件之日起九个月内审查完毕；初步审定的商标公告三个月，期满无异议的予以核准注册并发给商标注册证。没有异议的情况下，一般一年左右可以完成注册。可通过中国商标网查询申请进度，也可到本市商标业务受理窗口办理和咨询。',
  },
  {
    category: 'trademark',
    asker: visitor('郑丽', 'sms', '13912340003'),
    daysAgo: 318,
    workingDays: 3,
    title: '个人可以申请注册商标吗？',
    question: '我平时在网上卖手工饰品，没有注册公司，请问个人能不能以自己的名义申请注册商标？',
    reply:
      '您好！自然人可以申请商标注册，但申请的商品或服务应当与其从事的经营活动相符。以自然人名义申请的，需提交身份证明文件，并提交个体工商户营业执照等能够证明其从事相关经营活动的材料。您从事网络销售的，可先依法办理个体工商户登记后再提出申请。',
  },
  {
    category: 'trademark',
    asker: 'company@demo.local',
    daysAgo: 276,
    workingDays: 1,
    title: '注册商标到期后如何续展？',
    question: '我公司的一件注册商标明年到期，请问什么时候可以办理续展，需要哪些材料？',
    reply:
      '您好！注册商标的有效期为十年，期满需要继续使用的，应当在期满前十二个月内办理续展手续；在此期间未能办理的，可以给予六个月的宽展期，但需加收延迟费。每次续展注册的有效期为十年，自该商标上一届有效期满次日起计算。办理续展可通过商标网上服务系统提交，也可到本市商标业务受理窗口办理，需提交续展注册申请书和申请人主体资格证明文件。',
    faq: true,
  },
  {
    category: 'trademark',
    asker: visitor('冯涛', 'email', 'fengtao@example.com'),
    daysAgo: 221,
    workingDays: 4,
    title: '商标注册申请被驳回了怎么办？',
    question: '我申请的商标收到了驳回通知书，理由是与他人在先商标近似，我觉得并不近似，还有办法吗？',
    reply:
      '您好！对驳回申请不服的，可以自收到驳回通知之日起十五日内向国家知识产权局申请复审；对复审决定不服的，可以自收到通知之日起三十日内向人民法院起诉。申请复审时，建议从商标的整体外观、呼叫、含义以及指定商品的关联程度等方面说明不构成近似，并附上使用证据。如仅部分商品被驳回，也可以就初步审定的部分先行公告。',
  },
  {
    category: 'trademark',
    asker: visitor('何静', 'email', 'hejing.tm@example.com'),
    daysAgo: 170,
    workingDays: 2,
    title: '本市商标业务受理窗口可以办理哪些业务？',
    question: '请问本市的商标业务受理窗口能办理哪些商标业务，需要提前预约吗？',
    reply:
      '您好！本市商标业务受理窗口可受理商标注册申请，以及变更、转让、续展、注销、补发注册证、出具商标注册证明等业务，并提供商标查询指导和咨询。窗口工作日正常办公，无需预约，建议办理前通过本平台“服务网点”查看办理时间和所需材料。',
  },
  {
    category: 'trademark',
    asker: 'company@demo.local',
    daysAgo: 121,
    workingDays: 3,
    title: '他人注册商标三年不用可以申请撤销吗？',
    question: '我们想注册的商标已经被别人注册了，但对方多年来一直没有使用，请问能否申请撤销？',
    reply:
      '您好！注册商标没有正当理由连续三年不使用的，任何单位或者个人可以向国家知识产权局申请撤销该注册商标。提出申请时应当说明有关情况，并提交对方连续三年不使用的初步证据，如市场调查材料等；国家知识产权局将通知商标注册人在规定期限内提交使用证据，逾期不提交或证据无效的，撤销其注册商标。',
  },
  {
    category: 'trademark',
    asker: visitor('高翔', 'sms', '13912340004'),
    daysAgo: 63,
    workingDays: 7,
    title: '本地特产如何申请地理标志证明商标？',
    question: '我们是一家水果种植专业合作社，想为本地特产申请地理标志证明商标，请问需要什么条件？',
    reply:
      '您好！地理标志证明商标的申请人应当是对该地理标志产品具有监督能力的团体、协会或其他组织，一般需提交申请人主体资格证明、地理标志所标示地区的人民政府或行业主管部门的批准文件、产品的特定质量与地理因素关系的说明、使用管理规则等材料。专业合作社可与当地行业协会联系，由其作为申请人；市知识产权局可提供申报辅导。此次答复超出承诺时限，向您致歉。',
  },
  {
    category: 'rightsProtection',
    asker: 'person@demo.local',
    daysAgo: 339,
    workingDays: 2,
    title: '网店销售仿冒我的专利产品怎么办？',
    question: '我发现有网店在销售仿冒我外观设计专利的产品，价格很低，请问我应该如何维权？',
    reply:
      '您好！建议您首先对侵权商品的购买过程和页面进行公证或可信时间戳取证，然后向电商平台提交知识产权投诉，并附专利证书、专利权评价报告和侵权比对说明，平台核实后将采取删除、屏蔽、断开链接等措施。您也可以通过本平台向市知识产权维权援助中心申请维权援助，或向知识产权管理部门请求处理专利侵权纠纷，必要时依法向人民法院起诉。',
  },
  {
    category: 'rightsProtection',
    asker: visitor('林晓', 'email', 'linxiao@example.com'),
    daysAgo: 296,
    workingDays: 3,
    title: '申请知识产权维权援助需要什么条件？',
    question: '我们是一家小微企业，商标被侵权后想申请维权援助，请问需要满足什么条件、提交哪些材料？',
    reply:
      '您好！在本市注册的企业、事业单位、社会组织和在本市居住的个人，在知识产权保护方面遇到困难的，均可申请维权援助。申请时需提交维权援助申请表、主体资格证明、权利证明（如商标注册证、专利证书）以及侵权事实和初步证据。可通过本平台“维权援助”栏目在线提交，援助中心受理后将提供侵权判定咨询、取证指导和维权方案建议。维权援助服务不收取费用。',
    faq: true,
  },
  {
    category: 'rightsProtection',
    asker: visitor('郭峰', 'sms', '13912340005'),
    daysAgo: 247,
    workingDays: 1,
    title: '知识产权纠纷人民调解收费吗？',
    question: '我和合作方因为一项专利许可费用产生了纠纷，想先调解，请问人民调解需要交费吗？调解协议有效力吗？',
    reply:
      '您好！人民调解不收取任何费用。经人民调解委员会调解达成的调解协议具有法律约束力，当事人应当按照约定履行；双方可以自协议生效之日起三十日内共同向人民法院申请司法确认，确认有效后一方拒绝履行的，另一方可以申请强制执行。您可通过本平台“纠纷人民调解”栏目在线提交申请。',
  },
  {
    category: 'rightsProtection',
    asker: 'company@demo.local',
    daysAgo: 204,
    workingDays: 2,
    title: '参加展会时发现侵权展品如何处理？',
    question: '我公司下个月参加本市举办的工业博览会，如果在展会上发现侵犯我公司专利的展品，可以向谁投诉？',
    reply:
      '您好！展会举办期间，展会设立知识产权投诉机构的，权利人可以向其投诉，并提交专利证书、专利权有效证明、权利人身份证明以及涉嫌侵权展品的证据；投诉机构受理后会及时通知被投诉人并组织处理。展会未设立投诉机构的，可以向市知识产权局投诉。建议贵公司参展前备齐权利证明材料，以便发现侵权后及时处理。',
  },
  {
    category: 'rightsProtection',
    asker: visitor('马琳', 'email', 'malin.brand@example.com'),
    daysAgo: 167,
    workingDays: 4,
    title: '品牌被他人抢注商标怎么办？',
    question: '我们使用多年的品牌名称被别人抢先申请了商标，目前在初审公告阶段，请问应该怎么办？',
    reply:
      '您好！对初步审定公告的商标，在先权利人、利害关系人认为违反《商标法》有关规定的，可以自公告之日起三个月内向国家知识产权局提出异议，并提交在先使用并有一定影响的证据，如销售合同、发票、广告宣传材料等。商标已经注册的，可以自注册之日起五年内请求宣告无效；对恶意注册的，驰名商标所有人不受五年的时间限制。',
  },
  {
    category: 'rightsProtection',
    asker: 'company@demo.local',
    daysAgo: 88,
    workingDays: 3,
    title: '在海外展会遭遇知识产权纠纷能获得什么帮助？',
    question: '我公司产品在国外展会上被当地企业指控侵犯其专利，展会方要求撤展，请问国内有什么机构可以提供帮助？',
    reply:
      '您好！市知识产权维权援助中心设有海外知识产权纠纷应对指导服务，可提供纠纷应对指导、风险预警和专家咨询，协助企业研判对方权利的稳定性和侵权风险，并对接海外律师资源。请贵公司尽快整理被指控产品的技术资料、对方专利信息和展会方通知，通过本平台或服务窗口提出申请。',
  },
  {
    category: 'rightsProtection',
    asker: visitor('罗斌', 'email', 'luobin@example.com'),
    daysAgo: 41,
    workingDays: 2,
    title: '可以请求知识产权局处理专利侵权纠纷吗？',
    question: '我的发明专利被一家工厂侵权生产，除了去法院起诉，能不能请知识产权局处理？',
    reply:
      '您好！专利侵权纠纷发生后，专利权人或利害关系人可以向管理专利工作的部门请求处理（行政裁决）。请求时需提交请求书、专利权有效的证明、主体资格证明以及侵权证据，且该纠纷未被人民法院立案。管理专利工作的部门认定侵权行为成立的，可以责令侵权人立即停止侵权行为。行政裁决程序相对简便，详情可咨询市知识产权保护中心。',
  },
  {
    category: 'policySubsidy',
    asker: 'company@demo.local',
    daysAgo: 347,
    workingDays: 2,
    title: '本市对发明专利授权有资助吗？',
    question: '我公司今年获得了多件发明专利授权，请问本市有没有资助政策，标准是多少，什么时候申报？',
    reply:
      '您好！本市对在本市注册的企事业单位获得授权的发明专利给予资助，具体资助标准、申报条件和申报时间以市知识产权局当年度发布的申报通知为准。申报通知发布后将在本平台“政策查询”栏目公布，贵公司可关注“资助奖励”类政策，按通知要求准备专利证书、缴费凭证等材料后在线申报。',
  },
  {
    category: 'policySubsidy',
    asker: visitor('梁雪', 'email', 'liangxue@example.com'),
    daysAgo: 301,
    workingDays: 5,
    title: '高价值专利培育项目什么时候申报？',
    question: '请问今年的高价值专利培育项目什么时候开始申报，对申报单位有什么要求？',
    reply:
      '您好！高价值专利培育项目一般每年集中申报一次，申报单位通常应为在本市注册、具有较强研发能力的企业、高校或科研院所，并具备一定的专利储备和运营基础。具体申报时间、条件和支持方式以当年度申报指南为准，指南发布后将在本平台“政策查询”栏目和市知识产权局门户网站同步公布，请及时关注。',
  },
  {
    category: 'policySubsidy',
    asker: 'company@demo.local',
    daysAgo: 258,
    workingDays: 3,
    title: '知识产权质押融资有贴息政策吗？',
    question: '我公司准备用专利权向银行质押贷款，听说政府有贴息支持，请问怎么申请？',
    reply:
      '您好！本市对企业以专利权、商标专用权质押取得的银行贷款给予贴息支持，贴息比例和额度以当年度政策为准。一般需在贷款按期付息后，持质押登记通知书、贷款合同、付息凭证等材料申报。市知识产权综合服务窗口可提供质押融资咨询，并组织银企对接活动，贵公司也可通过本平台查询相关政策。',
  },
  {
    category: 'policySubsidy',
    asker: visitor('何建国', 'sms', '13912340006'),
    daysAgo: 214,
    workingDays: 2,
    title: '专利权质押登记怎么办理？',
    question: '银行已经同意以我公司的专利权质押放款，请问专利权质押登记需要到哪里办理，要准备哪些材料？',
    reply:
      '您好！以专利权出质的，出质人和质权人应当订立书面质押合同，并共同向国家知识产权局办理出质登记，质权自登记时设立。办理时需提交专利权质押登记申请表、主合同和专利权质押合同、双方身份证明等材料，可通过专利业务办理系统在线办理，也可到国家知识产权局专利局代办处办理。市知识产权综合服务窗口可以提供办理指导。',
    faq: true,
  },
  {
    category: 'policySubsidy',
    asker: 'company@demo.local',
    daysAgo: 183,
    workingDays: 8,
    title: '通过知识产权管理体系认证有奖励吗？',
    question: '我公司今年通过了知识产权管理体系认证，请问本市有没有相关奖励或补贴？',
    reply:
      '您好！本市对首次通过知识产权管理体系认证的企业给予一次性奖励，具体金额和申报方式以当年度申报通知为准，一般需提交认证证书、认证机构出具的审核报告等材料。由于需与相关处室核实政策执行情况，此次答复超出承诺时限，向您致歉。',
  },
  {
    category: 'policySubsidy',
    asker: visitor('邓佳', 'email', 'dengjia@example.com'),
    daysAgo: 131,
    workingDays: 2,
    title: '小微企业购买知识产权保险有补贴吗？',
    question: '我们是一家科技型小微企业，想购买专利执行保险，请问政府有没有保费补贴？',
    reply:
      '您好！本市鼓励企业投保知识产权保险，对符合条件的企业投保专利执行保险、侵犯专利权责任保险等险种给予一定比例的保费补贴，小微企业可享受倾斜支持。具体险种范围、补贴比例和申报时间以当年度通知为准，请关注本平台“政策查询”栏目发布的信息。',
  },
  {
    category: 'policySubsidy',
    asker: visitor('许鹏', 'email', 'xupeng@example.com'),
    daysAgo: 76,
    workingDays: 1,
    title: '专利导航项目面向哪些单位？',
    question: '请问本市的专利导航项目主要支持哪些领域，企业可以单独申报吗？',
    reply:
      '您好！专利导航项目主要围绕本市重点产业和关键核心技术领域开展，支持产业规划类、企业经营类和研发活动类专利导航。企业可以单独申报，也可以联合高校、科研院所和服务机构共同申报。申报条件以当年度申报指南为准。',
  },
  {
    category: 'policySubsidy',
    asker: 'company@demo.local',
    daysAgo: 23,
    workingDays: 3,
    title: '专利资助资金何时到账？',
    question: '我公司上半年申报了专利资助，公示已经结束，请问资助资金大概什么时候能到账？',
    reply:
      '您好！资助名单公示期满无异议的，市知识产权局将按财政资金拨付程序办理，一般在公示结束后两个月内拨付至申报单位的对公账户。拨付进度可拨打服务窗口电话查询，如账户信息有变化，请及时书面告知。',
  },
  {
    category: 'platformUse',
    asker: 'person@demo.local',
    daysAgo: 325,
    workingDays: 1,
    title: '注册账号后如何完成实名认证？',
    question: '我已经在平台注册了个人账号，但办理业务时提示需要实名认证，请问在哪里认证？',
    reply:
      '您好！请登录后进入“个人中心”，在“实名认证”页面填写姓名、证件号码和手机号码，并上传身份证件照片后提交，工作人员审核通过后即完成认证。企业用户需选择企业认证，填写统一社会信用代码并上传营业执照。认证结果会通过站内消息和邮件通知您。',
    faq: true,
  },
  {
    category: 'platformUse',
    asker: visitor('唐敏', 'email', 'tangmin@example.com'),
    daysAgo: 268,
    workingDays: 2,
    title: '忘记登录密码怎么办？',
    question: '我忘记了平台账号的密码，登录时一直提示密码错误，请问怎么找回？',
    reply:
      '您好！请在登录页面点击“忘记密码”，输入注册时使用的邮箱或手机号码，获取验证码后即可设置新密码。新密码需符合平台的密码规则。多次输入错误后账号会被暂时锁定，请稍后再试；如仍无法找回，可联系服务窗口协助处理。',
  },
  {
    category: 'platformUse',
    asker: visitor('韩雨', 'email', 'hanyu.research@example.com'),
    daysAgo: 192,
    workingDays: 2,
    title: '专利检索能否使用检索式？',
    question: '我想在平台检索某一技术领域的专利，能不能像专业数据库那样输入检索式进行组合检索？',
    reply:
      '您好！平台的专利检索支持高级检索，可以按申请号、申请人、发明名称、摘要、分类号等字段组合检索，并可使用AND、OR、NOT等逻辑运算符和括号编写检索式。检索页面的“检索帮助”中有字段代码和示例，检索结果可按申请日、公开日排序并进行统计分析。',
  },
  {
    category: 'platformUse',
    asker: visitor('曹磊', 'sms', '13912340007'),
    daysAgo: 109,
    workingDays: 1,
    title: '下载统计报告为什么要填写问卷？',
    question: '我在平台下载知识产权统计报告时，系统要求先填写一份问卷，请问这是必须的吗？',
    reply:
      '您好！为了解报告的使用情况、改进服务，下载统计报告前需要填写一份简短的问卷，问卷只收集使用目的等基本信息，不会用于其他用途。填写后即可下载报告全文。感谢您的理解和支持！',
  },
  {
    category: 'platformUse',
    asker: 'person@demo.local',
    daysAgo: 54,
    workingDays: 1,
    title: '在线提交的申请如何查询进度？',
    question: '我在平台提交了维权援助申请，请问在哪里可以看到办理进度？',
    reply:
      '您好！登录后进入“个人中心”的“我的办件”，可以查看已提交申请的受理编号、当前状态和办理过程。状态变化时，平台会通过邮件或短信通知您；如申请被退回补正，请按提示补充材料后重新提交。',
  },
  {
    category: 'other',
    asker: visitor('袁媛', 'email', 'yuanyuan@example.com'),
    daysAgo: 282,
    workingDays: 2,
    title: '知识产权培训讲座如何报名？',
    question: '我是企业的知识产权专员，想参加市里组织的知识产权培训，请问在哪里报名？',
    reply:
      '您好！市知识产权局和保护中心定期举办知识产权实务培训，培训通知会在本平台“新闻动态”栏目发布，通知中会写明报名方式和名额。建议您关注平台通知，也可以向市技术与创新支持中心（TISC）咨询近期的培训安排。',
  },
  {
    category: 'other',
    asker: visitor('蒋涛', 'sms', '13912340008'),
    daysAgo: 143,
    workingDays: 1,
    title: '服务窗口周六上班吗？',
    question: '我平时工作日没有时间，请问知识产权综合服务窗口周六是否办理业务？',
    reply:
      '您好！市知识产权综合服务窗口周六上午开放，仅办理咨询和材料收取，其他业务请于工作日办理。法定节假日休息，节假日安排以窗口公告为准。各服务网点的办理时间可在本平台“服务网点”中查询。',
  },
  {
    category: 'other',
    asker: visitor('沈佳', 'email', 'shenjia.student@example.com'),
    daysAgo: 72,
    workingDays: 2,
    title: '大学生创业项目可以免费咨询专利吗？',
    question: '我是在校大学生，正在做一个创业项目，想了解如何保护项目中的技术，请问有没有免费的咨询渠道？',
    reply:
      '您好！市知识产权综合服务窗口和技术与创新支持中心（TISC）均提供免费的知识产权咨询服务，可以为您的创业项目提供专利检索、申请类型选择等方面的指导。您也可以通过本平台提交“综合咨询”申请，工作人员会与您联系。',
  },
  {
    category: 'other',
    asker: 'company@demo.local',
    daysAgo: 9,
    workingDays: 2,
    title: '能否开具知识产权业务办理证明？',
    question: '我公司参加投标需要提供在贵局办理知识产权业务的证明，请问可以开具吗？',
    reply:
      '您好！本局不出具一般性的业务办理证明。专利权、商标专用权的状态可分别通过国家知识产权局的专利登记簿副本和商标注册证明办理；在本平台办理的业务，可在“个人中心”查看办理记录和受理编号。如招标方有特殊要求，请提供具体要求后与服务窗口联系。',
  },
];

export const DEMO_OPEN: readonly DemoOpen[] = [
  {
    category: 'patent',
    asker: visitor('彭辉', 'email', 'penghui@example.com'),
    left: -9,
    assigned: true,
    publishable: true,
    title: '发明专利申请能否加快审查？',
    question: '我公司的一件发明专利申请涉及绿色低碳技术，请问能否请求优先审查，需要提交哪些材料？',
  },
  {
    category: 'policySubsidy',
    asker: 'company@demo.local',
    left: -6,
    assigned: true,
    publishable: true,
    title: '资助申报材料是否需要提交原件？',
    question: '申报专利资助时，专利证书和缴费票据是提交复印件还是原件？电子证书是否可以？',
  },
  {
    category: 'rightsProtection',
    asker: visitor('田野', 'sms', '13912340009'),
    left: -4,
    assigned: false,
    publishable: false,
    title: '直播带货中发现侵权商品如何投诉？',
    question: '有主播在直播间销售假冒我公司注册商标的商品，请问应该向哪里投诉，需要保存哪些证据？',
  },
  {
    category: 'trademark',
    asker: visitor('董丽华', 'email', 'donglihua@example.com'),
    left: -2,
    assigned: true,
    publishable: true,
    title: '公司更名后商标需要变更吗？',
    question: '我公司刚刚完成名称变更，名下有十几件注册商标，是否都需要办理变更，可以一并办理吗？',
  },
  {
    category: 'platformUse',
    asker: 'person@demo.local',
    left: -1,
    assigned: false,
    publishable: false,
    title: '上传附件一直失败怎么办？',
    question: '我在提交维权援助申请时上传证据材料一直失败，文件是PDF格式，大小约十几兆，请问是什么原因？',
  },
  {
    category: 'patent',
    asker: visitor('萧然', 'email', 'xiaoran@example.com'),
    left: 1,
    assigned: false,
    publishable: true,
    title: '实用新型专利权评价报告怎么申请？',
    question: '我准备对侵权方提起诉讼，法院要求提供实用新型专利权评价报告，请问如何申请，需要多长时间？',
  },
  {
    category: 'policySubsidy',
    asker: visitor('范志强', 'sms', '13912340010'),
    left: 2,
    assigned: true,
    publishable: true,
    title: '今年的专利资助申报什么时候截止？',
    question: '请问今年的专利资助申报截止时间是哪一天？逾期还能补报吗？',
  },
  {
    category: 'trademark',
    asker: 'company@demo.local',
    left: 2,
    assigned: false,
    publishable: true,
    title: '商标转让需要多长时间？',
    question: '我公司受让了一件注册商标，已经提交了转让申请，请问一般多长时间可以核准？',
  },
  {
    category: 'rightsProtection',
    asker: visitor('杜鹃', 'email', 'dujuan@example.com'),
    left: 3,
    assigned: true,
    publishable: true,
    title: '被诉专利侵权后能否请求宣告对方专利无效？',
    question: '我公司被起诉侵犯他人实用新型专利，我们认为该专利不具备新颖性，请问可以请求宣告无效吗？',
  },
  {
    category: 'other',
    asker: visitor('夏雨', 'email', 'xiayu@example.com'),
    left: 3,
    assigned: false,
    publishable: true,
    title: '知识产权工作站提供哪些服务？',
    question: '我所在的区设立了知识产权工作站，请问工作站可以办理哪些业务，和市里的窗口有什么区别？',
  },
  {
    category: 'platformUse',
    asker: 'person@demo.local',
    left: 3,
    assigned: true,
    publishable: true,
    title: '企业认证被驳回后如何重新提交？',
    question: '我帮公司做企业认证，提交后被驳回，提示营业执照照片不清晰，请问重新提交在哪里操作？',
  },
  {
    category: 'patent',
    asker: visitor('钟鸣', 'sms', '13912340011'),
    left: 4,
    assigned: false,
    publishable: false,
    title: '专利申请文件提交后还能修改吗？',
    question: '我提交专利申请后发现说明书有几处笔误，请问现在还能修改吗，有没有时间限制？',
  },
];
