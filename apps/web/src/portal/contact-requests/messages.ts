/**
 * Texts of the "contact through the platform" button and form (issue 24), and the title of the
 * back-office list: route titles are read before the back office's own texts load.
 */
const messages = {
  'zh-CN': {
    'portal.contactRequest.open': '联系TA',
    'portal.contactRequest.title': '联系{{name}}',
    'portal.contactRequest.privacy':
      '留言将由平台通过邮件转达，您不会看到对方的电话或邮箱；对方将通过您留下的联系方式回复您。',
    'portal.contactRequest.subject': '主题',
    'portal.contactRequest.message': '留言内容',
    'portal.contactRequest.requesterName': '您的姓名',
    'portal.contactRequest.requesterContact': '您的联系方式',
    'portal.contactRequest.requesterContactHelp': '手机号码、固定电话或邮箱，仅转达给对方',
    'portal.contactRequest.loginHint': '已有账号？',
    'portal.contactRequest.login': '登录后发送无需验证码',
    'portal.contactRequest.submit': '发送',
    'portal.contactRequest.cancel': '取消',
    'admin.route.contentContactRequests': '联系请求',
  },
  'en-US': {
    'portal.contactRequest.open': 'Contact',
    'portal.contactRequest.title': 'Contact {{name}}',
    'portal.contactRequest.privacy':
      'The platform forwards your message by email; you will not see their phone number or email address. They will answer through the contact you give.',
    'portal.contactRequest.subject': 'Subject',
    'portal.contactRequest.message': 'Message',
    'portal.contactRequest.requesterName': 'Your name',
    'portal.contactRequest.requesterContact': 'Your contact',
    'portal.contactRequest.requesterContactHelp': 'Mobile, landline or email; only forwarded to the recipient',
    'portal.contactRequest.loginHint': 'Have an account?',
    'portal.contactRequest.login': 'Log in to send without a verification code',
    'portal.contactRequest.submit': 'Send',
    'portal.contactRequest.cancel': 'Cancel',
    'admin.route.contentContactRequests': 'Contact requests',
  },
};
export default messages;
