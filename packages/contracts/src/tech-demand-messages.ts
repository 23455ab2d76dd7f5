/**
 * Server messages of technology demands (issue 24), spread into messages.ts: errors, field
 * checks, success notices and the review-outcome mails (sent in both languages).
 */
export const TECH_DEMAND_MESSAGES_ZH = {
  'error.techDemandNotFound': '技术需求不存在或未公开',
  'error.techDemandCompanyOnly': '仅通过企业认证的企业用户可以发布技术需求',
  'error.techDemandState': '该技术需求当前的状态不能进行此操作，请刷新后重试',
  'validation.ipcHint': '请输入有效的 IPC 分类号，例如 G06F 或 H04L 9/00',
  'validation.cooperationModes': '请至少选择一种合作方式',
  'validation.budgetRequired': '请填写预算范围，或选择“面议”',
  'validation.budgetRange': '预算上限不能低于下限',
  'validation.validUntilFuture': '有效期须晚于今天',
  'validation.takeDownReason': '请填写下架原因',
  'success.techDemandSaved': '技术需求已保存',
  'success.techDemandSubmitted': '技术需求已提交，请等待审核',
  'success.techDemandWithdrawn': '技术需求已撤回',
  'success.techDemandRenewed': '有效期已延长',
  'success.techDemandApproved': '已审核通过并公开发布，将以邮件通知企业',
  'success.techDemandRejected': '已驳回，将以邮件通知企业',
  'success.techDemandTakenDown': '已下架，将以邮件通知企业',
  'mail.techDemandApprovedSubject': '{city}知识产权公共服务平台：技术需求“{title}”已发布',
  'mail.techDemandApprovedText':
    '您好：\n\n贵单位提交的技术需求“{title}”已通过审核，现已在平台公开发布，有效期至 {validUntil}。\n\n登录后可在“账户信息 › 技术需求”中查看匹配的专利、开放许可和专家。',
  'mail.techDemandRejectedSubject': '{city}知识产权公共服务平台：技术需求“{title}”未通过审核',
  'mail.techDemandRejectedText':
    '您好：\n\n贵单位提交的技术需求“{title}”未通过审核。原因：{reason}\n\n请登录后在“账户信息 › 技术需求”中修改并重新提交。',
  'mail.techDemandTakenDownSubject': '{city}知识产权公共服务平台：技术需求“{title}”已下架',
  'mail.techDemandTakenDownText':
    '您好：\n\n贵单位发布的技术需求“{title}”已被平台下架。原因：{reason}\n\n如有疑问，请登录后修改并重新提交，或联系平台运营人员。',
} as const;

export const TECH_DEMAND_MESSAGES_EN: Record<keyof typeof TECH_DEMAND_MESSAGES_ZH, string> = {
  'error.techDemandNotFound': 'The technology demand does not exist or is not public.',
  'error.techDemandCompanyOnly': 'Only enterprise users with an approved company authentication can publish demands.',
  'error.techDemandState': 'This cannot be done to the demand in its current state. Please refresh and try again.',
  'validation.ipcHint': 'Please enter a valid IPC symbol, such as G06F or H04L 9/00.',
  'validation.cooperationModes': 'Please choose at least one form of cooperation.',
  'validation.budgetRequired': 'Please give the budget range, or choose "negotiable".',
  'validation.budgetRange': 'The upper end of the budget cannot be below the lower end.',
  'validation.validUntilFuture': 'The demand must be valid until a date after today.',
  'validation.takeDownReason': 'Please give the reason for taking it down.',
  'success.techDemandSaved': 'Demand saved.',
  'success.techDemandSubmitted': 'Demand submitted for review.',
  'success.techDemandWithdrawn': 'Demand withdrawn.',
  'success.techDemandRenewed': 'Validity extended.',
  'success.techDemandApproved': 'Approved and published. The company will be told by mail.',
  'success.techDemandRejected': 'Rejected. The company will be told by mail.',
  'success.techDemandTakenDown': 'Taken down. The company will be told by mail.',
  'mail.techDemandApprovedSubject': '{city} IP Public Service Portal: demand "{title}" published',
  'mail.techDemandApprovedText':
    'Hello,\n\nYour technology demand "{title}" has been approved and is now published on the portal, valid until {validUntil}.\n\nLog in and open "Account information › Technology demands" to see matching patents, open licences and experts.',
  'mail.techDemandRejectedSubject': '{city} IP Public Service Portal: demand "{title}" not approved',
  'mail.techDemandRejectedText':
    'Hello,\n\nYour technology demand "{title}" was not approved. Reason: {reason}\n\nPlease log in, correct it under "Account information › Technology demands" and submit it again.',
  'mail.techDemandTakenDownSubject': '{city} IP Public Service Portal: demand "{title}" taken down',
  'mail.techDemandTakenDownText':
    'Hello,\n\nYour technology demand "{title}" has been taken down by the portal. Reason: {reason}\n\nIf you have questions, log in to correct and resubmit it, or contact the portal staff.',
};
