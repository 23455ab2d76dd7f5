/**
 * Texts of contact requests (issue 24) the server sends and the client shows: refusals, the
 * success message and the mail that carries a request to its recipient. Spread into the
 * catalogue of messages.ts.
 */
export const CONTACT_REQUEST_MESSAGES_ZH = {
  'validation.contactPhoneOrEmail': '请填写有效的手机号码、固定电话或邮箱地址',
  'validation.contactSubjectLine': '主题不能换行',
  'success.contactRequestSent': '联系请求已发送，平台将通过邮件转达给对方',
  'error.contactTargetNotFound': '联系对象不存在或未公开',
  'error.contactNotAccepted': '该专家暂不接受平台联系',
  'error.contactDemandClosed': '该需求未开放平台联系',
  'error.contactDemandExpired': '该需求已过期，不再接受联系',
  'error.contactTooMany': '联系请求过于频繁：24 小时内最多可发送 {max} 条，请稍后再试',
  'error.contactStaffAccount': '工作人员账号不能发送联系请求，请使用个人或企业账号',
  'contactRequest.target.talent': '人才专家库中的专家信息',
  'contactRequest.target.demand': '技术需求',
  'mail.contactRequest.subject': '【{city}知识产权公共服务平台】联系请求：{subject}',
  'mail.contactRequest.text':
    '{recipient}，您好：\n\n{requester} 通过{city}知识产权公共服务平台，就您发布的{targetLabel}“{targetTitle}”向您发来联系请求。\n\n主题：{subject}\n留言：\n{message}\n\n对方自愿提供的联系方式：{contact}\n\n平台没有向对方提供您的电话或邮箱。如需回复，请通过上述联系方式与对方联系；如不愿回复，忽略本邮件即可。本邮件由系统自动发送，请勿直接回复。',
} as const;

export const CONTACT_REQUEST_MESSAGES_EN: Record<keyof typeof CONTACT_REQUEST_MESSAGES_ZH, string> = {
  'validation.contactPhoneOrEmail': 'Please enter a valid mobile number, landline number or email address.',
  'validation.contactSubjectLine': 'The subject must be a single line.',
  'success.contactRequestSent': 'Your request has been sent. The platform will forward it by email.',
  'error.contactTargetNotFound': 'The person or demand you want to contact does not exist or is not public.',
  'error.contactNotAccepted': 'This expert does not take contact requests through the platform at present.',
  'error.contactDemandClosed': 'This demand does not take contact requests through the platform.',
  'error.contactDemandExpired': 'This demand has expired: expired demands take no contacts.',
  'error.contactTooMany': 'Too many contact requests: at most {max} in 24 hours. Please try again later.',
  'error.contactStaffAccount': 'Staff accounts cannot send contact requests. Please use a personal or company account.',
  'contactRequest.target.talent': 'expert entry in the talent pool',
  'contactRequest.target.demand': 'technology demand',
  'mail.contactRequest.subject': '[{city} IP Public Service Portal] Contact request: {subject}',
  'mail.contactRequest.text':
    'Dear {recipient},\n\n{requester} has sent you a contact request through the {city} IP Public Service Portal about your {targetLabel} "{targetTitle}".\n\nSubject: {subject}\nMessage:\n{message}\n\nContact the sender chose to give: {contact}\n\nThe portal has not given the sender your phone number or email address. To answer, use the contact above; if you do not wish to answer, simply ignore this mail. This mail was sent automatically; please do not reply to it.',
};
