/** Server messages of matchmaking (issue 24), spread into the catalogue of messages.ts. */
export const MATCHMAKING_MESSAGES_ZH = {
  'error.matchDemandNotFound': '技术需求不存在或尚未发布',
  'error.matchDemandClosed': '该技术需求已撤回或已下架，不能再发起对接',
  'error.matchTargetNotFound': '对接对象不存在或已不再公开，请刷新匹配结果后重试',
  'success.interestSubmitted': '对接申请已提交，工作人员将与您联系',
} as const;

export const MATCHMAKING_MESSAGES_EN: Record<keyof typeof MATCHMAKING_MESSAGES_ZH, string> = {
  'error.matchDemandNotFound': 'This technology demand does not exist or is not published.',
  'error.matchDemandClosed': 'This technology demand has been withdrawn or taken down; it takes no more matchmaking.',
  'error.matchTargetNotFound':
    'This patent, licence or expert does not exist or is no longer public. Refresh the matches and try again.',
  'success.interestSubmitted': 'Your matchmaking request has been submitted. Staff will contact you.',
};
