/**
 * Server messages of the company portfolio (issue 26), spread into messages.ts: errors, field
 * checks, success notices and the deadline reminder mail (in the account's language).
 */
export const PORTFOLIO_MESSAGES_ZH = {
  'error.portfolioCompanyOnly': '“我的专利”仅向通过企业认证的企业用户开放，请先完成企业认证',
  'error.portfolioClaimNotFound': '该专利添加记录不存在',
  'error.portfolioClaimState': '该添加申请已处理，请刷新后重试',
  'validation.portfolioNumber': '请输入申请号（如 CN202110123456.7，含校验位）或公开（公告）号（如 CN112345678A）',
  'validation.patentNumberCheckDigit': '申请号的校验位不正确，请核对后重新输入',
  'validation.patentNumberUnknown': '平台专利数据库中没有该号码的专利，请核对后重新输入',
  'validation.patentInPortfolio': '该专利已在“我的专利”中',
  'validation.portfolioClaimsFull': '最多可添加 {max} 件专利，请先移除不再需要的专利',
  'success.portfolioClaimAdded': '已提交，平台工作人员确认后即列入“我的专利”',
  'success.portfolioClaimRemoved': '已从“我的专利”中移除',
  'success.portfolioClaimConfirmed': '已确认，该专利已列入企业的“我的专利”',
  'success.portfolioClaimRejected': '已驳回，企业可在“我的专利”中看到原因',
  'success.portfolioSettingsSaved': '提醒设置已保存',
  'mail.portfolioReminderSubject': '{city}知识产权公共服务平台：{count} 项专利期限临近',
  'mail.portfolioReminderText':
    '{company}，您好：\n\n贵单位以下专利的期限临近：\n\n{items}\n\n年费应在缴费期限届满日前缴纳；未按期缴纳的，可在期满之日起 6 个月内补缴，同时缴纳滞纳金；滞纳期满仍未缴纳的，专利权自应当缴纳年费期满之日起终止。期限届满日是法定休假日的，以休假日后的第一个工作日为期限届满日。\n\n以上日期由平台根据申请日和授权公告日推算，仅供参考，以国家知识产权局的通知为准；如已缴纳，请忽略本提醒。\n\n登录后可在“账户信息 › 我的专利”中查看全部期限或关闭邮件提醒。',
  'mail.portfolioReminderFee':
    '· {title}（{type}，申请号 {number}）：第 {year} 年度年费的缴费期限为 {date}（{left}），滞纳期至 {lateUntil}',
  'mail.portfolioReminderTerm': '· {title}（{type}，申请号 {number}）：专利权期限将于 {date} 届满（{left}）',
  'mail.portfolioDaysLeft': '还有 {days} 天',
  'mail.portfolioDueToday': '即今天',
} as const;

export const PORTFOLIO_MESSAGES_EN: Record<keyof typeof PORTFOLIO_MESSAGES_ZH, string> = {
  'error.portfolioCompanyOnly':
    '"My patents" is open to enterprise users with an approved company authentication. Please complete the company authentication first.',
  'error.portfolioClaimNotFound': 'This added patent does not exist.',
  'error.portfolioClaimState': 'This request has already been decided. Please refresh and try again.',
  'validation.portfolioNumber':
    'Please enter an application number with its check digit (such as CN202110123456.7) or a publication number (such as CN112345678A).',
  'validation.patentNumberCheckDigit': 'The check digit of the application number is wrong. Please check the number.',
  'validation.patentNumberUnknown': 'The portal’s patent database has no patent with this number. Please check it.',
  'validation.patentInPortfolio': 'This patent is already in "My patents".',
  'validation.portfolioClaimsFull': 'You can add at most {max} patents. Please remove ones you no longer need first.',
  'success.portfolioClaimAdded': 'Submitted. It will be listed under "My patents" once the portal staff confirm it.',
  'success.portfolioClaimRemoved': 'Removed from "My patents".',
  'success.portfolioClaimConfirmed': 'Confirmed. The patent is now listed under the company’s "My patents".',
  'success.portfolioClaimRejected': 'Rejected. The company sees the reason under "My patents".',
  'success.portfolioSettingsSaved': 'Reminder setting saved.',
  'mail.portfolioReminderSubject': '{city} IP Public Service Portal: {count} patent deadline(s) approaching',
  'mail.portfolioReminderText':
    'Dear {company},\n\nThe following deadlines of your patents are approaching:\n\n{items}\n\nAnnual fees must be paid by their due date. A fee not paid in time may still be paid within 6 months of the due date, together with a surcharge; if it is still unpaid then, the patent lapses as from the due date. A deadline falling on a public holiday moves to the first working day after it.\n\nThe portal computes these dates from the filing and grant dates for your information only; the notices of the China National Intellectual Property Administration prevail. If you have already paid, please disregard this reminder.\n\nLog in and open "Account information › My patents" to see every deadline or to turn these mails off.',
  'mail.portfolioReminderFee':
    '· {title} ({type}, application {number}): the annual fee for year {year} is due on {date} ({left}); the late period runs until {lateUntil}',
  'mail.portfolioReminderTerm': '· {title} ({type}, application {number}): the patent term ends on {date} ({left})',
  'mail.portfolioDaysLeft': 'in {days} days',
  'mail.portfolioDueToday': 'today',
};
