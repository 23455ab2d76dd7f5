/** Texts of the information query. */
const messages = {
  'zh-CN': {
    'portal.infoSearch.label': '查询关键词',
    'portal.infoSearch.placeholder': '输入关键词，同时查询政策、资讯、办事指南和常见问题',
    'portal.infoSearch.prompt': '请输入关键词进行查询',
    'portal.infoSearch.kind.policy': '政策文件',
    'portal.infoSearch.kind.news': '新闻资讯',
    'portal.infoSearch.kind.guide': '办事指南',
    'portal.infoSearch.kind.faq': '常见问题',
  },
  'en-US': {
    'portal.infoSearch.label': 'Search words',
    'portal.infoSearch.placeholder': 'Search policies, news, guides and FAQs at once',
    'portal.infoSearch.prompt': 'Enter a keyword to search',
    'portal.infoSearch.kind.policy': 'Policies',
    'portal.infoSearch.kind.news': 'News and information',
    'portal.infoSearch.kind.guide': 'Guides',
    'portal.infoSearch.kind.faq': 'Frequently asked questions',
  },
} satisfies Record<'zh-CN' | 'en-US', Record<string, string>>;

export default messages;
