/**
 * Server messages of background patent exports (issue 26), spread into messages.ts: errors, the
 * notices of the calls, and the mails (file ready, export failed) in the owner's language.
 */
export const EXPORT_MESSAGES_ZH = {
  'error.exportNotFound': '导出任务不存在或已删除',
  'error.exportNotReady': '导出文件尚未生成，请稍后再下载',
  'error.exportExpired': '导出文件已超过保存期限并已删除，请重新导出',
  'error.exportQuota': '每个账号每天最多导出 {max} 条，今天还可导出 {remaining} 条',
  'error.exportTooManyActive': '您已有 {max} 个导出任务正在进行，请等待完成后再提交',
  'validation.exportFormat': '请选择 XLSX 或 CSV 格式',
  'success.exportQueued': '导出任务已提交，生成后将通过邮件通知您',
  'success.exportDeleted': '导出任务已删除',
  'mail.exportReadySubject': '{city}知识产权公共服务平台：专利导出文件已生成',
  'mail.exportReadyText':
    '{name}，您好：\n\n您于 {created} 提交的专利检索结果导出（{rows} 条，{format} 格式）已生成，文件保存至 {expires}。\n\n请登录平台后在“个人中心—我的导出”中下载：\n{link}',
  'mail.exportFailedSubject': '{city}知识产权公共服务平台：专利导出未能完成',
  'mail.exportFailedText':
    '{name}，您好：\n\n很抱歉，您于 {created} 提交的专利检索结果导出（{format} 格式）未能完成，本次导出不计入当日导出额度。\n\n请稍后在专利检索页面重新导出，或在“个人中心—我的导出”中查看：\n{link}',
} as const;

export const EXPORT_MESSAGES_EN: Record<keyof typeof EXPORT_MESSAGES_ZH, string> = {
  'error.exportNotFound': 'The export does not exist or has been deleted.',
  'error.exportNotReady': 'The file is not ready yet. Please download it once the export is complete.',
  'error.exportExpired': 'The file has passed its retention period and was deleted. Please export again.',
  'error.exportQuota': 'An account can export at most {max} rows a day; {remaining} remain today.',
  'error.exportTooManyActive': 'You already have {max} exports in progress. Please wait until one finishes.',
  'validation.exportFormat': 'Please choose XLSX or CSV.',
  'success.exportQueued': 'Export started. We will email you when the file is ready.',
  'success.exportDeleted': 'Export deleted.',
  'mail.exportReadySubject': '{city} IP Public Service Portal: your patent export is ready',
  'mail.exportReadyText':
    'Dear {name},\n\nThe patent search export you started on {created} ({rows} rows, {format}) is ready. The file is kept until {expires}.\n\nPlease log in and download it under "My account – My exports":\n{link}',
  'mail.exportFailedSubject': '{city} IP Public Service Portal: your patent export could not be completed',
  'mail.exportFailedText':
    'Dear {name},\n\nWe are sorry: the patent search export you started on {created} ({format}) could not be completed. It does not count against your daily export allowance.\n\nPlease export again from patent search later, or see "My account – My exports":\n{link}',
};
