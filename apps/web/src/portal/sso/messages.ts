/** Texts of unified authentication (/sso/login and the login page's SSO button). */
const messages = {
  'zh-CN': {
    'sso.signingIn': '正在完成统一身份认证登录…',
    'sso.failedTitle': '统一身份认证登录未完成',
    'sso.providerRefused': '统一身份认证服务未完成登录（可能已取消授权），请重试或使用邮箱和密码登录。',
    'sso.stateMismatch': '该登录请求不是由本浏览器发起的，为保护您的账号已停止登录，请重新发起统一身份认证。',
    'sso.retry': '重新进行统一身份认证',
    'sso.linkTitle': '绑定已有账号',
    'sso.linkIntro':
      '邮箱 {{email}} 已注册本平台账号。请输入该账号的登录密码，确认后统一身份认证将与该账号绑定，今后可直接登录。',
    'sso.linkPassword': '本平台账号密码',
    'sso.linkSubmit': '确认绑定并登录',
    'sso.linked': '账号绑定成功，已登录',
    'sso.loginButton': '统一身份认证登录',
    'sso.loginHint': '使用{{name}}账号登录，首次登录将创建或绑定本平台账号',
  },
  'en-US': {
    'sso.signingIn': 'Completing the unified authentication login…',
    'sso.failedTitle': 'Unified authentication login not completed',
    'sso.providerRefused':
      'The unified authentication service did not complete the login (authorisation may have been cancelled). Please try again or log in with your email and password.',
    'sso.stateMismatch':
      'This login was not started in this browser, so it was stopped to protect your account. Please start unified authentication again.',
    'sso.retry': 'Try unified authentication again',
    'sso.linkTitle': 'Link your existing account',
    'sso.linkIntro':
      'The email {{email}} already has an account on this portal. Enter its password to link it to unified authentication; next time you log in directly.',
    'sso.linkPassword': 'Password of your portal account',
    'sso.linkSubmit': 'Link and log in',
    'sso.linked': 'Account linked. You are logged in.',
    'sso.loginButton': 'Log in with unified authentication',
    'sso.loginHint': 'Use your {{name}} account; the first login creates or links your portal account',
  },
};

export default messages;
