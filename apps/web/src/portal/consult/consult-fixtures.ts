import type { AdminConsultDetail, ConsultAskerView, ConsultFigures, ConsultPublic, FaqPublic } from '@cityip/contracts';

/** A published Q&A as the public API answers it (test-only). */
export function buildPublicConsultation(overrides: Partial<ConsultPublic> = {}): ConsultPublic {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    category: 'policySubsidy',
    title: '发明专利授权后如何申请资助？',
    excerpt: '我公司今年获得两件发明专利授权，想了解资助的申请条件。',
    askerName: '张**',
    receivedAt: '2026-05-06T02:00:00.000Z',
    repliedAt: '2026-05-08T08:00:00.000Z',
    demo: false,
    question: '我公司今年获得两件发明专利授权，想了解资助的申请条件和办理时间。',
    reply: '您好！根据《示范市专利资助办法》，授权后一年内可在线申报。',
    ...overrides,
  };
}

/** A FAQ entry as the public API answers it (test-only). */
export function buildFaq(overrides: Partial<FaqPublic> = {}): FaqPublic {
  return {
    id: '00000000-0000-4000-8000-0000000000f1',
    category: 'patent',
    question: '专利权评价报告怎么申请？',
    answer: '专利权人或利害关系人可向国家知识产权局请求作出专利权评价报告。',
    updatedAt: '2026-05-10T02:00:00.000Z',
    demo: false,
    ...overrides,
  };
}

/** A question as its asker sees it (test-only). */
export function buildAskerView(overrides: Partial<ConsultAskerView> = {}): ConsultAskerView {
  return {
    id: '00000000-0000-4000-8000-000000000002',
    queryNo: 'ZX202605180001',
    category: 'trademark',
    title: '商标续展需要哪些材料？',
    question: '我的商标明年到期，续展需要准备哪些材料？',
    publishable: true,
    published: false,
    status: 'replied',
    receivedAt: '2026-05-18T02:00:00.000Z',
    dueAt: '2026-05-25T16:00:00.000Z',
    dueDate: '2026-05-25',
    reply: '您好！续展可在期满前十二个月内办理，需提交续展申请书。',
    repliedAt: '2026-05-20T02:00:00.000Z',
    rejectReason: null,
    files: [],
    ...overrides,
  };
}

/** A question as staff see it (test-only). */
export function buildAdminConsultation(overrides: Partial<AdminConsultDetail> = {}): AdminConsultDetail {
  return {
    id: '00000000-0000-4000-8000-000000000003',
    queryNo: 'ZX202605180002',
    category: 'patent',
    title: 'Annual fee reduction',
    status: 'received',
    askerName: 'Li Na',
    askerRegistered: false,
    handlerId: null,
    handlerName: null,
    receivedAt: '2026-05-18T02:00:00.000Z',
    dueAt: '2026-05-25T16:00:00.000Z',
    dueDate: '2026-05-25',
    repliedAt: null,
    deadline: 'overdue',
    publishable: true,
    published: false,
    demo: false,
    question: 'Can a small company have its annual fees reduced?',
    publicTitle: 'Annual fee reduction',
    publicQuestion: 'Can a small company have its annual fees reduced?',
    reply: null,
    repliedByName: null,
    rejectReason: null,
    contactChannel: 'email',
    contact: 'li.na@example.cn',
    locale: 'en-US',
    files: [],
    faqIds: [],
    events: [
      {
        id: 'e-1',
        action: 'received',
        at: '2026-05-18T02:00:00.000Z',
        actorName: null,
        handlerName: null,
        note: null,
        changes: null,
      },
    ],
    ...overrides,
  };
}

/** The public figures of two months (test-only). */
export const FIGURES: ConsultFigures = {
  from: '2026-04-01',
  to: '2026-05-31',
  months: [
    { month: '2026-04', received: 8, replied: 6, repliedOnTime: 6, averageWorkingDays: 2.5 },
    { month: '2026-05', received: 12, replied: 8, repliedOnTime: 6, averageWorkingDays: 3.1 },
  ],
  total: { received: 20, replied: 14, repliedOnTime: 12, averageWorkingDays: 2.9 },
};
