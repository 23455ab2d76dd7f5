/**
 * Server messages of the talent pool (人才专家库, issue 24): errors, successes and the review mails.
 * Spread into the catalogue of messages.ts.
 */
export const TALENT_MESSAGES_ZH = {
  'error.talentNotFound': '专家信息不存在或已下线',
  'error.talentNone': '您尚未申请入库',
  'error.talentNotPending': '该入库申请已审核，不能重复审核',
  'error.talentNotPublished': '该专家信息当前未公开，无需下线',
  'error.talentWithdrawn': '您的入库信息已撤回',
  'validation.talentPhoto': '请上传您本人的照片图片（PNG、JPEG、GIF 或 WebP）',
  'success.talentSubmitted': '入库申请已提交，请等待审核',
  'success.talentWithdrawn': '入库信息已撤回，公众已无法查看',
  'success.talentApproved': '已审核通过并公开',
  'success.talentRejected': '已驳回入库申请',
  'success.talentTakenDown': '已下线该专家信息',
  'mail.talentApprovedSubject': '{city}知识产权公共服务平台人才专家库入库申请已通过',
  'mail.talentApprovedText':
    '您好！\n\n您提交的人才专家库入库申请（{name}）已审核通过，您的专家信息已在平台“人才专家库”公开展示。您的电话和邮箱不会公开，公众只能通过平台向您发送联系请求。\n\n如需修改或撤回，请登录平台，在“账号信息 - 专家入库”中办理。',
  'mail.talentRejectedSubject': '{city}知识产权公共服务平台人才专家库入库申请未通过',
  'mail.talentRejectedText':
    '您好！\n\n您提交的人才专家库入库申请（{name}）未通过审核，原因：{reason}\n\n请登录平台，在“账号信息 - 专家入库”中修改后重新提交。',
  'mail.talentTakenDownSubject': '{city}知识产权公共服务平台人才专家库信息已下线',
  'mail.talentTakenDownText':
    '您好！\n\n您在人才专家库中的专家信息（{name}）已由平台运营人员下线，公众暂时无法查看。如有疑问，请联系平台运营人员；您也可以登录平台修改信息后重新提交审核。',
} as const;

export const TALENT_MESSAGES_EN: Record<keyof typeof TALENT_MESSAGES_ZH, string> = {
  'error.talentNotFound': 'This expert does not exist or is no longer public.',
  'error.talentNone': 'You have not applied to the talent pool.',
  'error.talentNotPending': 'This application has already been reviewed.',
  'error.talentNotPublished': 'This expert is not public, so there is nothing to take down.',
  'error.talentWithdrawn': 'Your entry has already been withdrawn.',
  'validation.talentPhoto': 'Please upload a photo of your own (PNG, JPEG, GIF or WebP).',
  'success.talentSubmitted': 'Your application has been submitted for review.',
  'success.talentWithdrawn': 'Your entry has been withdrawn and is no longer public.',
  'success.talentApproved': 'Approved and published.',
  'success.talentRejected': 'The application has been rejected.',
  'success.talentTakenDown': 'The expert has been taken down.',
  'mail.talentApprovedSubject': '{city} IP Public Service Portal: talent pool application approved',
  'mail.talentApprovedText':
    'Hello,\n\nYour application to the talent pool ({name}) has been approved and your profile is now public in the talent pool. Your phone and email are never shown: people can only send you contact requests through the portal.\n\nTo change or withdraw your entry, sign in and open "Account - Talent pool".',
  'mail.talentRejectedSubject': '{city} IP Public Service Portal: talent pool application not approved',
  'mail.talentRejectedText':
    'Hello,\n\nYour application to the talent pool ({name}) was not approved. Reason: {reason}\n\nPlease sign in, correct it under "Account - Talent pool" and submit it again.',
  'mail.talentTakenDownSubject': '{city} IP Public Service Portal: your talent pool entry was taken down',
  'mail.talentTakenDownText':
    'Hello,\n\nYour entry in the talent pool ({name}) has been taken down by the portal staff and is no longer public. If you have questions, please contact the portal staff; you may also sign in, update your entry and submit it for review again.',
};
