/**
 * Server messages of the working-day calendar and the time limits (issue 25), spread into
 * messages.ts: field checks, the missing entry and the success notices. Schema messages carry no
 * placeholders, so the bounds of WORKDAY_LIMITS (workday-schemas.ts) are written out; a test holds
 * them together.
 */
export const WORKDAY_MESSAGES_ZH = {
  'error.workdayEntryNotFound': '该日期没有节假日或调休上班设置',
  'validation.calendarDate': '请输入真实存在的日期（YYYY-MM-DD）',
  'validation.workdayOnWeekday': '调休上班日只能设在星期六或星期日，工作日无需另行设置',
  'validation.calendarYear': '请输入 2000 至 2100 年之间的年份',
  'validation.timeLimitDays': '时限须为 1 至 60 个工作日之间的整数',
  'success.workdayEntrySaved': '日历设置已保存，此后计算的期限将按新日历计算',
  'success.workdayEntryDeleted': '日历设置已删除，该日恢复按星期计算',
  'success.timeLimitsSaved': '办理时限已保存，适用于此后收到的咨询和差评',
} as const;

export const WORKDAY_MESSAGES_EN: Record<keyof typeof WORKDAY_MESSAGES_ZH, string> = {
  'error.workdayEntryNotFound': 'There is no holiday or adjusted working day on this date.',
  'validation.calendarDate': 'Please enter a date that exists (YYYY-MM-DD).',
  'validation.workdayOnWeekday':
    'An adjusted working day can only be a Saturday or Sunday; weekdays are working days already.',
  'validation.calendarYear': 'Please enter a year from 2000 to 2100.',
  'validation.timeLimitDays': 'The time limit must be a whole number of working days from 1 to 60.',
  'success.workdayEntrySaved': 'Calendar entry saved. Deadlines counted from now on follow the new calendar.',
  'success.workdayEntryDeleted': 'Calendar entry deleted. The day follows the week again.',
  'success.timeLimitsSaved': 'Time limits saved. They apply to consultations and bad reviews received from now on.',
};
