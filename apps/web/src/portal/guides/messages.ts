/** Texts of the guide and introduction pages. */
const messages = {
  'zh-CN': { 'portal.guide.related': '相关链接' },
  'en-US': { 'portal.guide.related': 'Related links' },
} satisfies Record<'zh-CN' | 'en-US', Record<string, string>>;

export default messages;
