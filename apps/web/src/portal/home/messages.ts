/** Texts of the portal home. */
const messages = {
  'zh-CN': {
    'portal.home.banners': '焦点图',
    'portal.home.carousel': '轮播',
    'portal.home.slide': '幻灯片',
    'portal.home.slidePosition': '第 {{index}} 张，共 {{total}} 张：{{title}}',
    'portal.home.pause': '暂停轮播',
    'portal.home.play': '继续轮播',
    'portal.home.previousBanner': '上一张',
    'portal.home.nextBanner': '下一张',
    'portal.home.frequentServices': '常用服务',
    'portal.home.serviceOutlets': '服务网点',
    'portal.home.serviceWindowMore': '查看窗口地址与办理指南',
    'portal.home.allOutlets': '查看全部服务网点及分布地图',
  },
  'en-US': {
    'portal.home.banners': 'Featured',
    'portal.home.carousel': 'carousel',
    'portal.home.slide': 'slide',
    'portal.home.slidePosition': 'Slide {{index}} of {{total}}: {{title}}',
    'portal.home.pause': 'Pause rotation',
    'portal.home.play': 'Resume rotation',
    'portal.home.previousBanner': 'Previous slide',
    'portal.home.nextBanner': 'Next slide',
    'portal.home.frequentServices': 'Frequently used',
    'portal.home.serviceOutlets': 'Service outlets',
    'portal.home.serviceWindowMore': 'Address, hours and how to apply',
    'portal.home.allOutlets': 'All service outlets and their map',
  },
} satisfies Record<'zh-CN' | 'en-US', Record<string, string>>;

export default messages;
