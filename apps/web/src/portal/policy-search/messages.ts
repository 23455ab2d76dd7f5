/** Texts of the policy query. */
const messages = {
  'zh-CN': {
    'portal.policy.allLevels': '全部',
    'portal.policy.keyword': '关键词',
    'portal.policy.keywordPlaceholder': '搜索政策标题和正文，如：专利资助',
    'portal.policy.authority': '发文机关',
    'portal.policy.levels': '政策级别',
    'portal.policy.filters': '政策查询条件',
    'portal.policy.dateRange': '发布日期',
    'portal.policy.dateFrom': '发布日期起',
    'portal.policy.dateTo': '发布日期止',
    'portal.policy.sort': '排序',
    'portal.policy.sort.relevance': '按相关度',
    'portal.policy.sort.newest': '最新发布',
    'portal.policy.sort.oldest': '最早发布',
  },
  'en-US': {
    'portal.policy.allLevels': 'All',
    'portal.policy.keyword': 'Keyword',
    'portal.policy.keywordPlaceholder': 'Search titles and texts, e.g. patent funding',
    'portal.policy.authority': 'Issuing authority',
    'portal.policy.levels': 'Policy levels',
    'portal.policy.filters': 'Policy search filters',
    'portal.policy.dateRange': 'Publication date',
    'portal.policy.dateFrom': 'Published from',
    'portal.policy.dateTo': 'Published until',
    'portal.policy.sort': 'Sort by',
    'portal.policy.sort.relevance': 'Relevance',
    'portal.policy.sort.newest': 'Newest first',
    'portal.policy.sort.oldest': 'Oldest first',
  },
} satisfies Record<'zh-CN' | 'en-US', Record<string, string>>;

export default messages;
