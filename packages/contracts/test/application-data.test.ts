import { describe, expect, it } from 'vitest';
import { applicationDataSchema, attachmentIdsOf, normalizePatentNumber } from '../src/application-data.js';
import { APPLICATION_FORMS } from '../src/application-forms.js';
import { APPLICATION_KIND_KEYS, type ApplicationKindKey } from '../src/application-kinds.js';
import { canTakeAction, STAFF_ACTIONS, STAFF_TRANSITIONS, type StaffAction } from '../src/applications.js';
import { isMessageKey } from '../src/messages.js';

const FILE = '7b0c1f2e-3d4a-4b5c-8d6e-7f8091a2b3c4';
const FILE2 = '8c1d2f3e-4e5b-4c6d-9e7f-8091a2b3c4d5';

/** A valid payload of every kind, as the web form would send it. */
const GOOD: Record<ApplicationKindKey, Record<string, unknown>> = {
  trademarkWindow: {
    applicant: '云湖科技有限公司',
    trademarkName: '云湖',
    classes: ['9', '42'],
    businessType: 'registration',
    contactName: '张三',
    contactPhone: '13812345678',
    materials: [FILE],
  },
  preAuditFiling: {
    companyName: '云湖科技有限公司',
    uscc: '91350100M000100Y43',
    industry: 'ai',
    address: '云湖区科技路 1 号',
    contactName: '张三',
    contactPhone: '13812345678',
    rdStaff: 25,
    patentContact: '李四',
    proofs: [FILE],
  },
  preAuditRequest: {
    title: '一种图像识别方法',
    patentType: 'invention',
    ipcMainClass: 'G06F 16/00',
    technicalField: '人工智能',
    contactName: '张三',
    contactPhone: '13812345678',
    claims: [FILE],
    specification: [FILE2],
  },
  rightsAid: {
    rightsHolder: '张三',
    rightType: 'patent',
    otherParty: '某公司',
    facts: '对方未经许可实施了我的专利。',
    request: '请求维权援助。',
    contactName: '张三',
    contactPhone: '13812345678',
    evidence: [FILE],
  },
  disputeMediation: {
    rightsHolder: '张三',
    rightType: 'trademark',
    otherParty: '某公司',
    facts: '商标纠纷。',
    request: '请求调解。',
    contactName: '张三',
    contactPhone: '13812345678',
  },
  overseasGuidance: {
    rightsHolder: '云湖科技有限公司',
    rightType: 'patent',
    otherParty: 'Example GmbH',
    region: '德国',
    facts: '在展会上被诉侵权。',
    request: '请求应对指导。',
    contactName: '张三',
    contactPhone: '13812345678',
  },
  openLicenceIntent: {
    patentNumber: 'cn 202110123456.7',
    licensee: '云湖科技有限公司',
    intendedUse: '用于产品试制。',
    scale: 'trial',
    contactName: '张三',
    contactPhone: '13812345678',
  },
  consultation: { topic: 'patent', question: '如何申请专利？', contactName: '张三' },
  techMatchmaking: {
    demandTitle: '工业视觉缺陷检测算法',
    targetKind: 'licence',
    target: 'CN202110123456.7 一种图像识别方法',
    contactName: '张三',
    contactPhone: '13812345678',
  },
};

/** Per kind: one field made wrong, and the message key it must be refused with. */
const BAD: Record<ApplicationKindKey, [string, unknown, string]> = {
  trademarkWindow: ['businessType', 'patentFiling', 'validation.choice'],
  preAuditFiling: ['uscc', '91350100M000100Y44', 'validation.creditCode'],
  preAuditRequest: ['drawings', [FILE, FILE2], 'validation.attachmentsTooMany'],
  rightsAid: ['rightType', 'design', 'validation.choice'],
  disputeMediation: ['facts', 'x'.repeat(3001), 'validation.tooLong'],
  overseasGuidance: ['region', '  ', 'validation.required'],
  openLicenceIntent: ['patentNumber', '2021101234', 'validation.patentNumber'],
  consultation: ['contactPhone', '12345', 'validation.phone'],
  techMatchmaking: ['targetKind', 'trademark', 'validation.choice'],
};

function issuesOf(kind: ApplicationKindKey, data: unknown) {
  const result = applicationDataSchema(kind).safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('application form schemas', () => {
  it.each(APPLICATION_KIND_KEYS)('%s accepts a complete form', (kind) => {
    expect(issuesOf(kind, GOOD[kind])).toEqual([]);
  });

  it.each(APPLICATION_KIND_KEYS)('%s refuses a wrong field with its message key', (kind) => {
    const [field, value, key] = BAD[kind];
    expect(issuesOf(kind, { ...GOOD[kind], [field]: value })).toEqual([[field, key]]);
  });

  it.each(APPLICATION_KIND_KEYS)('%s names every missing required field', (kind) => {
    const required = APPLICATION_FORMS[kind].filter((field) => field.required).map((field) => field.name);
    const fields = issuesOf(kind, {}).map(([field]) => field);
    expect(fields).toEqual(required);
  });

  it('uses only message keys of the catalogue', () => {
    for (const kind of APPLICATION_KIND_KEYS) {
      for (const [, message] of issuesOf(kind, {})) expect(isMessageKey(String(message))).toBe(true);
    }
    expect(isMessageKey(BAD.preAuditFiling[2])).toBe(true);
  });

  it('normalises values: patent numbers, optional blanks, repeated classes', () => {
    const intent = applicationDataSchema('openLicenceIntent').parse(GOOD.openLicenceIntent);
    expect(intent.patentNumber).toBe('CN202110123456.7');
    expect(intent.contactEmail).toBe('');
    const mark = applicationDataSchema('trademarkWindow').parse({ ...GOOD.trademarkWindow, classes: ['9', '9'] });
    expect(mark.classes).toEqual(['9']);
    expect(issuesOf('trademarkWindow', { ...GOOD.trademarkWindow, classes: ['46'] })).toEqual([
      ['classes.0', 'validation.choice'],
    ]);
    expect(normalizePatentNumber('ZL 2021 1012 3456.X')).toBe('CN202110123456.X');
    expect(normalizePatentNumber('CN20211012345')).toBeNull();
  });

  it('lists the attachments across the attachment fields', () => {
    const data = applicationDataSchema('preAuditRequest').parse(GOOD.preAuditRequest);
    expect(attachmentIdsOf('preAuditRequest', data)).toEqual([FILE, FILE2]);
  });
});

describe('workflow', () => {
  it('allows exactly the staff transitions of the issue', () => {
    const allowed = Object.entries(STAFF_TRANSITIONS).flatMap(([from, actions]) =>
      actions.map((action) => `${from}→${STAFF_ACTIONS[action]}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'submitted→accepted',
        'submitted→returned',
        'submitted→rejected',
        'resubmitted→accepted',
        'resubmitted→returned',
        'resubmitted→rejected',
        'accepted→inProgress',
        'accepted→rejected',
        'inProgress→completed',
        'inProgress→returned',
        'inProgress→rejected',
      ].sort(),
    );
    expect(canTakeAction('completed', 'reject' satisfies StaffAction)).toBe(false);
    expect(canTakeAction('returned', 'accept')).toBe(false);
  });
});
