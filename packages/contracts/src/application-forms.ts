import { z } from 'zod';
import type { ApplicationKindKey } from './application-kinds.js';
import { boundedList, boundedText, LIST_LIMITS, TEXT_LIMITS } from './text-limits.js';

/**
 * The form of each online business kind (issue 6 "one application engine"): ordered fields with
 * their labels, limits and choices. The web renders its forms from these definitions and both the
 * web and the server validate with {@link applicationDataSchema} built from them, so a field is
 * described once.
 */

export const FIELD_TYPES = [
  'text',
  'textarea',
  'select',
  'radio',
  'date',
  'phone',
  'email',
  'idNumber',
  'uscc',
  'patentNumber',
  'number',
  'attachments',
] as const;
export const FieldTypeSchema = z.enum(FIELD_TYPES);
export type FieldType = z.infer<typeof FieldTypeSchema>;

/** Longest name of a form field, the key of its value in an application's data. */
export const FIELD_NAME_MAX = 50;
export const FieldNameSchema = boundedText(FIELD_NAME_MAX);

/** One choice of a select or radio field: the stored value (a code) and its labels. */
export const FieldOptionSchema = z.object({
  value: boundedText(TEXT_LIMITS.code),
  label: boundedText(TEXT_LIMITS.line),
  labelEn: boundedText(TEXT_LIMITS.line),
});
export type FieldOption = z.infer<typeof FieldOptionSchema>;

/** PDF only: pre-examination documents are read as PDF. */
export const PDF_ONLY = ['application/pdf'] as const;
/** Documents and scans: PDF, Word, Excel, images (the upload kinds `attachment` and `image`). */
export const DOCUMENTS_AND_IMAGES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'image/png',
  'image/jpeg',
] as const;

export const FormFieldSchema = z.object({
  /** Key in the application's `data`. */
  name: FieldNameSchema,
  type: FieldTypeSchema,
  label: boundedText(TEXT_LIMITS.line),
  labelEn: boundedText(TEXT_LIMITS.line),
  required: z.boolean(),
  /** Longest text (characters), largest number, or most files for `attachments`. */
  max: z.number().int(),
  /** Fewest files of an `attachments` field (0 when optional). */
  min: z.number().int().optional(),
  /** The choices of a select or radio field. */
  options: boundedList(FieldOptionSchema, LIST_LIMITS.page).optional(),
  /** A select whose choices come from the city profile (`/api/config`), checked by the server. */
  optionsFrom: z.enum(['industries']).optional(),
  /** A select that takes several values (stored as an array). */
  multiple: z.boolean().optional(),
  /** Accepted file types of an `attachments` field (MIME types, checked on the stored upload). */
  accept: boundedList(boundedText(TEXT_LIMITS.mimeType), LIST_LIMITS.few).optional(),
  help: boundedText(TEXT_LIMITS.paragraph).optional(),
  helpEn: boundedText(TEXT_LIMITS.paragraph).optional(),
});
export type FormField = z.infer<typeof FormFieldSchema>;

const opt = (value: string, label: string, labelEn: string): FieldOption => ({ value, label, labelEn });

const contactName: FormField = {
  name: 'contactName',
  type: 'text',
  label: '联系人',
  labelEn: 'Contact person',
  required: true,
  max: 50,
};
const contactPhone: FormField = {
  name: 'contactPhone',
  type: 'phone',
  label: '联系电话（手机）',
  labelEn: 'Contact mobile phone',
  required: true,
  max: 11,
  help: '办理进度将通过短信通知此号码',
  helpEn: 'Progress notices are sent to this number by SMS.',
};
const contactEmail: FormField = {
  name: 'contactEmail',
  type: 'email',
  label: '联系邮箱',
  labelEn: 'Contact email',
  required: false,
  max: 254,
};

const RIGHT_TYPES = [
  opt('patent', '专利', 'Patent'),
  opt('trademark', '商标', 'Trademark'),
  opt('copyright', '著作权', 'Copyright'),
  opt('geographicalIndication', '地理标志', 'Geographical indication'),
  opt('other', '其他', 'Other'),
];

/** The fields every rights-protection request shares (aid, mediation, overseas guidance). */
function rightsFields(overseas: boolean): FormField[] {
  return [
    { name: 'rightsHolder', type: 'text', label: '权利人', labelEn: 'Rights holder', required: true, max: 100 },
    {
      name: 'rightType',
      type: 'radio',
      label: '权利类型',
      labelEn: 'Type of right',
      required: true,
      max: 30,
      options: RIGHT_TYPES,
    },
    {
      name: 'rightNumber',
      type: 'text',
      label: '权利编号',
      labelEn: 'Right number',
      required: false,
      max: 50,
      help: '专利号、商标注册号或作品登记号',
      helpEn: 'Patent number, trademark registration number or copyright registration number.',
    },
    { name: 'otherParty', type: 'text', label: '对方当事人', labelEn: 'Other party', required: true, max: 100 },
    ...(overseas
      ? [
          {
            name: 'region',
            type: 'text',
            label: '涉及国家或地区',
            labelEn: 'Country or region concerned',
            required: true,
            max: 100,
          } satisfies FormField,
        ]
      : []),
    {
      name: 'facts',
      type: 'textarea',
      label: '基本事实',
      labelEn: 'Facts of the case',
      required: true,
      max: 3000,
      help: '请说明权利情况、侵权或纠纷经过及目前进展',
      helpEn: 'Describe the right, how the infringement or dispute arose and where it stands.',
    },
    { name: 'request', type: 'textarea', label: '请求事项', labelEn: 'What you request', required: true, max: 1000 },
    contactName,
    contactPhone,
    contactEmail,
    {
      name: 'evidence',
      type: 'attachments',
      label: '证明材料',
      labelEn: 'Evidence',
      required: false,
      min: 0,
      max: 10,
      accept: [...DOCUMENTS_AND_IMAGES],
      help: '权属证明、侵权证据等，PDF、Word、Excel 或图片，最多 10 个',
      helpEn: 'Proof of the right, evidence of infringement; PDF, Word, Excel or images, up to 10 files.',
    },
  ];
}

/** Every kind's form, fields in display order. */
export const APPLICATION_FORMS: Record<ApplicationKindKey, readonly FormField[]> = {
  trademarkWindow: [
    { name: 'applicant', type: 'text', label: '申请人名称', labelEn: 'Applicant', required: true, max: 100 },
    { name: 'trademarkName', type: 'text', label: '商标名称', labelEn: 'Trademark', required: true, max: 50 },
    {
      name: 'classes',
      type: 'select',
      label: '商品/服务类别',
      labelEn: 'Classes of goods or services',
      required: true,
      multiple: true,
      max: 45,
      options: Array.from({ length: 45 }, (_, index) => {
        const n = String(index + 1);
        return opt(n, `第 ${n} 类`, `Class ${n}`);
      }),
    },
    {
      name: 'businessType',
      type: 'select',
      label: '业务类型',
      labelEn: 'Business type',
      required: true,
      max: 30,
      options: [
        opt('registration', '商标注册申请', 'Registration'),
        opt('renewal', '续展注册申请', 'Renewal'),
        opt('transfer', '转让/移转申请', 'Transfer'),
        opt('change', '变更申请', 'Change of particulars'),
        opt('licenceFiling', '使用许可备案', 'Licence filing'),
        opt('pledge', '专用权质押登记', 'Pledge registration'),
        opt('certificate', '补发/出具商标证明', 'Certificates'),
        opt('other', '其他商标业务', 'Other trademark business'),
      ],
    },
    {
      name: 'description',
      type: 'textarea',
      label: '业务说明',
      labelEn: 'Details',
      required: false,
      max: 1000,
    },
    contactName,
    contactPhone,
    contactEmail,
    {
      name: 'materials',
      type: 'attachments',
      label: '申请材料',
      labelEn: 'Application materials',
      required: true,
      min: 1,
      max: 10,
      accept: [...DOCUMENTS_AND_IMAGES],
      help: '申请书、营业执照复印件、商标图样等，最多 10 个',
      helpEn: 'Application form, business licence copy, trademark image; up to 10 files.',
    },
  ],
  preAuditFiling: [
    { name: 'companyName', type: 'text', label: '企业名称', labelEn: 'Company name', required: true, max: 100 },
    {
      name: 'uscc',
      type: 'uscc',
      label: '统一社会信用代码',
      labelEn: 'Unified social credit code',
      required: true,
      max: 18,
    },
    {
      name: 'industry',
      type: 'select',
      label: '所属产业',
      labelEn: 'Industry',
      required: true,
      max: 32,
      optionsFrom: 'industries',
      help: '专利预审服务面向本市重点产业',
      helpEn: "Pre-examination serves the city's key industries.",
    },
    { name: 'address', type: 'text', label: '注册地址', labelEn: 'Registered address', required: true, max: 200 },
    contactName,
    contactPhone,
    contactEmail,
    { name: 'rdStaff', type: 'number', label: '研发人员数量', labelEn: 'R&D staff', required: true, max: 1_000_000 },
    {
      name: 'patentContact',
      type: 'text',
      label: '专利工作联系人',
      labelEn: 'Patent affairs contact',
      required: true,
      max: 50,
    },
    {
      name: 'proofs',
      type: 'attachments',
      label: '证明材料',
      labelEn: 'Supporting documents',
      required: true,
      min: 1,
      max: 10,
      accept: [...DOCUMENTS_AND_IMAGES],
      help: '营业执照、研发投入及知识产权管理情况证明等',
      helpEn: 'Business licence, proof of R&D investment and IP management.',
    },
  ],
  preAuditRequest: [
    { name: 'title', type: 'text', label: '发明创造名称', labelEn: 'Title of the invention', required: true, max: 100 },
    {
      name: 'patentType',
      type: 'radio',
      label: '专利类型',
      labelEn: 'Patent type',
      required: true,
      max: 20,
      options: [
        opt('invention', '发明', 'Invention'),
        opt('utility', '实用新型', 'Utility model'),
        opt('design', '外观设计', 'Design'),
      ],
    },
    {
      name: 'ipcMainClass',
      type: 'text',
      label: 'IPC 主分类号',
      labelEn: 'Main IPC class',
      required: true,
      max: 20,
      help: '例如 G06F 16/00',
      helpEn: 'For example G06F 16/00.',
    },
    { name: 'technicalField', type: 'text', label: '技术领域', labelEn: 'Technical field', required: true, max: 100 },
    contactName,
    contactPhone,
    {
      name: 'claims',
      type: 'attachments',
      label: '权利要求书',
      labelEn: 'Claims',
      required: true,
      min: 1,
      max: 1,
      accept: [...PDF_ONLY],
    },
    {
      name: 'specification',
      type: 'attachments',
      label: '说明书',
      labelEn: 'Description',
      required: true,
      min: 1,
      max: 1,
      accept: [...PDF_ONLY],
    },
    {
      name: 'drawings',
      type: 'attachments',
      label: '说明书附图',
      labelEn: 'Drawings',
      required: false,
      min: 0,
      max: 1,
      accept: [...PDF_ONLY],
      help: '外观设计须提交图片或照片（PDF）',
      helpEn: 'Designs need their views or photographs (PDF).',
    },
  ],
  rightsAid: rightsFields(false),
  disputeMediation: rightsFields(false),
  overseasGuidance: rightsFields(true),
  openLicenceIntent: [
    {
      name: 'patentNumber',
      type: 'patentNumber',
      label: '专利申请号',
      labelEn: 'Patent application number',
      required: true,
      max: 20,
      help: '须为正在开放许可的专利，例如 CN202110123456.7',
      helpEn: 'A patent currently offered under open licence, e.g. CN202110123456.7.',
    },
    { name: 'licensee', type: 'text', label: '被许可人', labelEn: 'Licensee', required: true, max: 100 },
    { name: 'intendedUse', type: 'textarea', label: '拟实施用途', labelEn: 'Intended use', required: true, max: 1000 },
    {
      name: 'scale',
      type: 'select',
      label: '实施规模',
      labelEn: 'Scale of use',
      required: true,
      max: 20,
      options: [
        opt('trial', '试制/小试', 'Trial'),
        opt('small', '小批量生产', 'Small series'),
        opt('large', '规模化生产', 'Volume production'),
      ],
    },
    contactName,
    contactPhone,
    contactEmail,
  ],
  consultation: [
    {
      name: 'topic',
      type: 'select',
      label: '咨询主题',
      labelEn: 'Topic',
      required: true,
      max: 30,
      options: [
        opt('patent', '专利', 'Patents'),
        opt('trademark', '商标', 'Trademarks'),
        opt('copyright', '版权', 'Copyright'),
        opt('protection', '维权保护', 'Rights protection'),
        opt('policy', '政策与资助', 'Policies and funding'),
        opt('other', '其他', 'Other'),
      ],
    },
    { name: 'question', type: 'textarea', label: '咨询内容', labelEn: 'Your question', required: true, max: 2000 },
    contactName,
    { ...contactPhone, required: false },
    contactEmail,
  ],
  techMatchmaking: [
    { name: 'demandTitle', type: 'text', label: '技术需求', labelEn: 'Technology demand', required: true, max: 200 },
    {
      name: 'targetKind',
      type: 'select',
      label: '对接对象类型',
      labelEn: 'Interested in',
      required: true,
      max: 20,
      options: [
        opt('patent', '专利', 'A patent'),
        opt('licence', '开放许可专利', 'An open licence'),
        opt('expert', '专家', 'An expert'),
      ],
    },
    {
      name: 'target',
      type: 'text',
      label: '对接对象',
      labelEn: 'Patent or expert',
      required: true,
      max: 300,
      help: '专利申请号及名称，或专家姓名及所在单位',
      helpEn: "The patent's application number and title, or the expert's name and organisation.",
    },
    { name: 'note', type: 'textarea', label: '对接说明', labelEn: 'What you would like', required: false, max: 1000 },
    contactName,
    contactPhone,
    { ...contactEmail, required: false },
  ],
};

/** The form of `kind`, fields in display order. */
export function formOf(kind: ApplicationKindKey): readonly FormField[] {
  return APPLICATION_FORMS[kind];
}

/** The attachment fields of `kind`'s form (their values are private upload ids). */
export function attachmentFieldsOf(kind: ApplicationKindKey): readonly FormField[] {
  return APPLICATION_FORMS[kind].filter((field) => field.type === 'attachments');
}
