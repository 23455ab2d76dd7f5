import type { Locale } from './constants.js';

/**
 * Messages the server sends and the client shows, in both languages. The spec's texts (section 8)
 * are rendered as natural official Chinese. `{name}` placeholders are filled by {@link translate}.
 */
const zhCN = {
  'role.youke': '游客',
  'role.visitor': '游客',
  'role.admin': '超级管理员',
  'role.bus': '平台运营人员',
  'role.user': '企业用户',
  'role.common': '普通用户',
  'error.sessionInvalid': '当前账号登录已失效或已在其他设备登录，请重新登录',
  'error.noBackOffice': '当前角色无法进入后台管理，请联系管理员',
  'error.empty': '暂无匹配信息',
  'error.unauthorized': '登录状态已失效，请重新登录',
  'error.loginRequired': '请先登录后再进行此操作',
  'error.forbidden': '当前角色无权执行此操作',
  'error.notFound': '请求的资源不存在',
  'error.apiNotFound': '接口不存在：{method} {url}',
  'error.badRequest': '提交的信息有误，请检查后重试',
  'error.tooManyRequests': '操作过于频繁，请稍后再试',
  'error.payloadTooLarge': '提交的内容过大',
  'error.server': '服务异常，请稍后再试（请求编号：{requestId}）',
  'error.loginFailed': '邮箱或密码错误',
  'error.captchaRequired': '请输入图形验证码',
  'error.captchaInvalid': '图形验证码错误或已过期，请重新获取',
  'error.accountLocked': '登录失败次数过多，账号已锁定，请于 {until} 后再试',
  'error.accountDisabled': '账号已被停用，请联系管理员',
  'error.passwordUndecryptable': '密码格式无效，请刷新页面后重试',
  'error.refreshInvalid': '刷新令牌无效或已过期，请重新登录',
  'error.emailTaken': '该邮箱已被注册',
  'error.lastAdmin': '系统中至少需要保留一名启用的超级管理员',
  'error.selfLockout': '不能停用自己的账号或修改自己的角色',
  'error.userNotFound': '用户不存在',
  'error.articleNotFound': '内容不存在或已下线',
  'error.linkNotFound': '链接不存在',
  'error.bannerNotFound': '横幅不存在',
  'error.fileNotFound': '文件不存在',
  'error.fileMissing': '请选择要上传的文件',
  'error.fileType': '文件类型不受支持，仅允许：{allowed}',
  'error.fileTooLarge': '文件过大，最大允许 {max}',
  'error.linkInUse': '该链接正被首页横幅使用，请先修改横幅',
  'validation.tooLong': '内容过长',
  'validation.httpUrl': '请输入以 http:// 或 https:// 开头的网址',
  'validation.internalRoute': '请输入以 / 开头的站内路径',
  'validation.date': '请输入有效日期（YYYY-MM-DD）',
  'validation.code': '编码只能包含小写字母、数字和连字符，并以字母开头',
  'validation.expressionTooLong': '检索式过长，请精简后重试（最多 4000 个字符）',
  'validation.pageSize': '每页条数只能是 10、20、50 或 100',
  'validation.exportColumns': '导出字段无效',
  'error.patentNotFound': '专利不存在',
  'error.industryNotFound': '产业不存在',
  'validation.dateTime': '请输入有效的日期时间',
  'validation.informationType': '资讯类型无效',
  'validation.fileId': '文件无效，请重新上传',
  'validation.id': '编号无效',
  'validation.email': '请输入有效的邮箱地址',
  'validation.required': '此项为必填项',
  'validation.password': '密码须为 8–64 位，且至少包含大写字母、小写字母、数字、符号中的三类',
  'validation.phone': '请输入有效的手机号码',
  'validation.dateRange': '开始时间不能晚于结束时间',
  'success.saved': '保存成功',
  'success.deleted': '删除成功',
  'success.ok': '操作成功',
  'success.login': '登录成功',
  'success.logout': '已退出登录',
} as const;

export type MessageKey = keyof typeof zhCN;

const enUS: Record<MessageKey, string> = {
  'role.youke': 'Guest',
  'role.visitor': 'Guest',
  'role.admin': 'Super administrator',
  'role.bus': 'Platform operations staff',
  'role.user': 'Enterprise user',
  'role.common': 'Ordinary user',
  'error.sessionInvalid':
    'Your login is no longer valid or your account signed in on another device. Please log in again.',
  'error.noBackOffice': 'Your current role cannot enter back-office management. Please contact the administrator.',
  'error.empty': 'No matching information',
  'error.unauthorized': 'Your session has expired. Please log in again.',
  'error.loginRequired': 'Please log in to do this.',
  'error.forbidden': 'Your role is not allowed to do this.',
  'error.notFound': 'The requested resource does not exist.',
  'error.apiNotFound': 'No such API: {method} {url}',
  'error.badRequest': 'Some of the information is not valid. Please check it and try again.',
  'error.tooManyRequests': 'Too many requests. Please try again later.',
  'error.payloadTooLarge': 'The request is too large.',
  'error.server': 'Service error, please try again later (request id: {requestId}).',
  'error.loginFailed': 'Wrong email or password.',
  'error.captchaRequired': 'Please enter the image verification code.',
  'error.captchaInvalid': 'The verification code is wrong or has expired. Please get a new one.',
  'error.accountLocked': 'Too many failed logins. The account is locked until {until}.',
  'error.accountDisabled': 'This account has been disabled. Please contact the administrator.',
  'error.passwordUndecryptable': 'The password could not be read. Please reload the page and try again.',
  'error.refreshInvalid': 'The refresh token is invalid or has expired. Please log in again.',
  'error.emailTaken': 'This email address is already registered.',
  'error.lastAdmin': 'At least one enabled super administrator must remain.',
  'error.selfLockout': 'You cannot disable your own account or change your own role.',
  'error.userNotFound': 'The user does not exist.',
  'error.articleNotFound': 'The content does not exist or has been withdrawn.',
  'error.linkNotFound': 'The link does not exist.',
  'error.bannerNotFound': 'The banner does not exist.',
  'error.fileNotFound': 'The file does not exist.',
  'error.fileMissing': 'Please choose a file to upload.',
  'error.fileType': 'This file type is not accepted. Allowed: {allowed}.',
  'error.fileTooLarge': 'The file is too large; the maximum is {max}.',
  'error.linkInUse': 'A home banner uses this link. Change the banner first.',
  'validation.tooLong': 'This is too long.',
  'validation.httpUrl': 'Please enter an address starting with http:// or https://.',
  'validation.internalRoute': 'Please enter a portal path starting with /.',
  'validation.date': 'Please enter a valid date (YYYY-MM-DD).',
  'validation.code': 'A code may hold lower-case letters, digits and hyphens, and starts with a letter.',
  'validation.expressionTooLong': 'The search expression is too long; please shorten it (at most 4,000 characters).',
  'validation.pageSize': 'Results per page must be 10, 20, 50 or 100.',
  'validation.exportColumns': 'Invalid export columns.',
  'error.patentNotFound': 'Patent not found.',
  'error.industryNotFound': 'Industry not found.',
  'validation.dateTime': 'Please enter a valid date and time.',
  'validation.informationType': 'Unknown information type.',
  'validation.fileId': 'The file is not valid. Please upload it again.',
  'validation.id': 'Invalid id.',
  'validation.email': 'Please enter a valid email address.',
  'validation.required': 'This field is required.',
  'validation.password':
    'The password must be 8–64 characters and contain at least three of: upper-case letters, lower-case letters, digits, symbols.',
  'validation.phone': 'Please enter a valid mobile phone number.',
  'validation.dateRange': 'The start time cannot be later than the end time.',
  'success.saved': 'Saved.',
  'success.deleted': 'Deleted.',
  'success.ok': 'Done.',
  'success.login': 'Logged in.',
  'success.logout': 'Logged out.',
};

export const MESSAGES: Record<Locale, Record<MessageKey, string>> = { 'zh-CN': zhCN, 'en-US': enUS };

/** Whether `key` names a message of the catalogue (schemas use keys as their error texts). */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(zhCN, key);
}

/** The message for `key` in `locale`, with `{name}` placeholders filled from `params`. */
export function translate(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}): string {
  return MESSAGES[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Picks the supported locale from an Accept-Language header; zh-CN unless English is preferred. */
export function pickLocale(acceptLanguage: string | null | undefined): Locale {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en-US' : 'zh-CN';
}
