/**
 * Server messages of public consultation (issue 25), spread into messages.ts: errors, field
 * checks, success notices and the mails (receipt, reply, closing, the handler's assignment and
 * reminder), each sent in its recipient's language.
 */
export const CONSULTATION_MESSAGES_ZH = {
  'error.consultNotFound': '咨询不存在或未公开',
  'error.faqNotFound': '常见问题不存在或未公开',
  'error.consultState': '该咨询当前的状态不能进行此操作，请刷新后重试',
  'error.consultNotPublishable': '提问人未同意公开该咨询，不能发布',
  'error.consultPublishNeedsReply': '咨询答复后才能公开发布',
  'error.consultTooMany': '今日提问已达上限（{max} 次），请明天再试',
  'error.consultStaffAccount': '工作人员账号不能在前台提交咨询',
  'error.consultLookupFailed': '未找到与该查询编号和联系方式相符的咨询',
  'error.consultTooManyFiles': '每条咨询最多上传 {max} 个附件',
  'error.consultSmsDisabled': '当前未开通短信服务，请使用电子邮箱接收验证码和答复',
  'error.consultSameHandler': '该咨询已由此经办人办理，请选择其他经办人',
  'validation.consultQueryNo': '请输入有效的查询编号，例如 ZX202605180001',
  'validation.consultHandler': '请选择有效的经办人',
  'validation.consultRejectReason': '请填写不予受理的原因',
  'validation.consultForwardNote': '请填写转交说明',
  'validation.consultPayload': '咨询内容格式有误，请刷新页面后重新提交',
  'success.consultAsked': '咨询已提交，请妥善保存查询编号',
  'success.consultAssigned': '已分派经办人',
  'success.consultForwarded': '已转交其他经办人',
  'success.consultReplied': '已答复，将通知提问人',
  'success.consultRejected': '已按非咨询事项办结，将通知提问人',
  'success.consultPublished': '已公开发布',
  'success.consultUnpublished': '已取消公开',
  'success.consultWordingSaved': '公开内容已修改',
  'success.faqCreated': '已生成常见问题',
  'success.faqSaved': '常见问题已保存',
  'success.faqPublished': '常见问题已发布',
  'success.faqUnpublished': '常见问题已取消发布',
  'mail.codePurpose.consult': '在线咨询',
  'mail.codePurpose.consultLookup': '查询咨询办理结果',
  'mail.consultReceivedSubject': '{city}知识产权公共服务平台：咨询已受理（查询编号 {queryNo}）',
  'mail.consultReceivedText':
    '{name}，您好：\n\n您提交的咨询“{title}”已收到，查询编号为 {queryNo}。我们将在 {due} 前答复（{days} 个工作日内）。\n\n答复后将通知您；您也可以凭查询编号和联系方式在平台“在线咨询”页面查询办理结果。',
  'mail.consultRepliedSubject': '{city}知识产权公共服务平台：您的咨询已答复（查询编号 {queryNo}）',
  'mail.consultRepliedText':
    '{name}，您好：\n\n您提交的咨询“{title}”（查询编号 {queryNo}）已答复：\n\n{reply}\n\n欢迎凭查询编号在平台“在线咨询”页面查看答复，并对本次服务作出评价。',
  'mail.consultRejectedSubject': '{city}知识产权公共服务平台：您的留言已办结（查询编号 {queryNo}）',
  'mail.consultRejectedText':
    '{name}，您好：\n\n您提交的“{title}”（查询编号 {queryNo}）经审核不属于咨询受理范围，已办结。原因：{reason}\n\n如有疑问，可重新提交咨询或通过平台公布的联系方式与我们联系。',
  'mail.consultAssignedSubject': '{city}知识产权公共服务平台：咨询 {queryNo} 已交您办理',
  'mail.consultAssignedText':
    '您好：\n\n咨询“{title}”（查询编号 {queryNo}）已交您办理，答复期限为 {due}。{note}\n\n请登录后台“在线咨询”及时办理。',
  'mail.consultReminderSubject': '{city}知识产权公共服务平台：咨询 {queryNo} 将于 {due} 到期',
  'mail.consultReminderText':
    '您好：\n\n您经办的咨询“{title}”（查询编号 {queryNo}）答复期限为 {due}，目前尚未答复。\n\n请登录后台“在线咨询”及时办理。',
  'mail.consultNote': '说明：{note}',
  'sms.consultReceived': '已受理，将于{due}前答复',
  'sms.consultReplied': '已答复，请凭查询编号在平台查看',
  'sms.consultRejected': '不属于咨询受理范围，已办结，请凭查询编号在平台查看原因',
} as const;

export const CONSULTATION_MESSAGES_EN: Record<keyof typeof CONSULTATION_MESSAGES_ZH, string> = {
  'error.consultNotFound': 'The consultation does not exist or is not public.',
  'error.faqNotFound': 'The FAQ entry does not exist or is not public.',
  'error.consultState': 'This cannot be done to the consultation in its current state. Please refresh and try again.',
  'error.consultNotPublishable': 'The asker did not allow this consultation to be published.',
  'error.consultPublishNeedsReply': 'A consultation can only be published once it has been replied to.',
  'error.consultTooMany': 'You have reached today’s limit of {max} questions. Please try again tomorrow.',
  'error.consultStaffAccount': 'Staff accounts cannot ask questions on the portal.',
  'error.consultLookupFailed': 'No consultation matches this query number and contact.',
  'error.consultTooManyFiles': 'A question can have at most {max} attachments.',
  'error.consultSmsDisabled':
    'SMS is not enabled on this portal. Please use an email address for the code and the reply.',
  'error.consultSameHandler': 'This handler already has the consultation. Please choose another handler.',
  'validation.consultQueryNo': 'Please enter a valid query number, such as ZX202605180001.',
  'validation.consultHandler': 'Please choose a valid handler.',
  'validation.consultRejectReason': 'Please give the reason why this is not a consultation.',
  'validation.consultForwardNote': 'Please say why the consultation is forwarded.',
  'validation.consultPayload': 'The question could not be read. Please reload the page and submit it again.',
  'success.consultAsked': 'Question submitted. Please keep the query number.',
  'success.consultAssigned': 'Handler assigned.',
  'success.consultForwarded': 'Forwarded to another handler.',
  'success.consultReplied': 'Replied. The asker will be notified.',
  'success.consultRejected': 'Closed as not a consultation. The asker will be notified.',
  'success.consultPublished': 'Published.',
  'success.consultUnpublished': 'No longer published.',
  'success.consultWordingSaved': 'Published wording saved.',
  'success.faqCreated': 'FAQ entry created.',
  'success.faqSaved': 'FAQ entry saved.',
  'success.faqPublished': 'FAQ entry published.',
  'success.faqUnpublished': 'FAQ entry unpublished.',
  'mail.codePurpose.consult': 'online consultation',
  'mail.codePurpose.consultLookup': 'looking up a consultation',
  'mail.consultReceivedSubject': '{city} IP Public Service Portal: question received (query number {queryNo})',
  'mail.consultReceivedText':
    'Dear {name},\n\nWe have received your question "{title}". Its query number is {queryNo}. We will reply by {due} (within {days} working days).\n\nYou will be notified of the reply; you can also look it up with the query number and your contact on the portal’s "Consultation" page.',
  'mail.consultRepliedSubject':
    '{city} IP Public Service Portal: your question has been answered (query number {queryNo})',
  'mail.consultRepliedText':
    'Dear {name},\n\nYour question "{title}" (query number {queryNo}) has been answered:\n\n{reply}\n\nYou can read the reply with the query number on the portal’s "Consultation" page and rate our service.',
  'mail.consultRejectedSubject':
    '{city} IP Public Service Portal: your message has been closed (query number {queryNo})',
  'mail.consultRejectedText':
    'Dear {name},\n\nYour message "{title}" (query number {queryNo}) is not a consultation we can answer and has been closed. Reason: {reason}\n\nIf you have questions, you may ask again or contact us through the contacts published on the portal.',
  'mail.consultAssignedSubject': '{city} IP Public Service Portal: consultation {queryNo} assigned to you',
  'mail.consultAssignedText':
    'Hello,\n\nThe consultation "{title}" (query number {queryNo}) has been assigned to you. The reply is due by {due}. {note}\n\nPlease log in to the back office, "Consultations", to handle it.',
  'mail.consultReminderSubject': '{city} IP Public Service Portal: consultation {queryNo} is due by {due}',
  'mail.consultReminderText':
    'Hello,\n\nThe consultation "{title}" (query number {queryNo}) you handle is due by {due} and has not been replied to yet.\n\nPlease log in to the back office, "Consultations", to handle it.',
  'mail.consultNote': 'Note: {note}',
  'sms.consultReceived': 'received; we will reply by {due}',
  'sms.consultReplied': 'answered; please read the reply on the portal with the query number',
  'sms.consultRejected': 'closed as not a consultation; please see the reason on the portal with the query number',
};
