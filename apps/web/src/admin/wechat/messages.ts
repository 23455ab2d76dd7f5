/** Texts of the WeChat service account QR code card on the footer screen (`/home/footer`). */
const messages = {
  'zh-CN': {
    'wechatCode.title': '微信服务号二维码',
    'wechatCode.intro': '设置后将在网站页脚和用户中心展示，供公众扫码关注。',
    'wechatCode.accountName': '服务号名称',
    'wechatCode.image': '二维码图片',
    'wechatCode.save': '保存二维码',
    'wechatCode.saved': '微信服务号二维码已保存',
    'wechatCode.remove': '移除二维码',
    'wechatCode.removeConfirm': '移除后网站将不再展示微信服务号二维码，确定移除吗？',
    'wechatCode.removed': '微信服务号二维码已移除',
    'wechatCode.confirm': '确定',
    'wechatCode.cancel': '取消',
    'wechatCode.loadFailed': '微信服务号二维码设置读取失败',
  },
  'en-US': {
    'wechatCode.title': 'WeChat service account QR code',
    'wechatCode.intro': 'Once set, it appears in the site footer and on the account page for the public to scan.',
    'wechatCode.accountName': 'Service account name',
    'wechatCode.image': 'QR code image',
    'wechatCode.save': 'Save QR code',
    'wechatCode.saved': 'The WeChat QR code was saved.',
    'wechatCode.remove': 'Remove QR code',
    'wechatCode.removeConfirm': 'The site will no longer show the WeChat QR code. Remove it?',
    'wechatCode.removed': 'The WeChat QR code was removed.',
    'wechatCode.confirm': 'Remove',
    'wechatCode.cancel': 'Cancel',
    'wechatCode.loadFailed': 'The WeChat QR code settings could not be read.',
  },
};

export default messages;
