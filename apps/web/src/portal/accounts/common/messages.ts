/** Texts shared by the registration, authentication and account pages (codes, passwords, consents, identity data). */
const messages = {
  'zh-CN': {
    'selfService.loadFailed': '信息加载失败，请稍后重试',
    'selfService.retry': '重试',
    'selfService.code.send': '获取验证码',
    'selfService.code.resend': '重新获取',
    'selfService.code.resendIn': '{{seconds}} 秒后重新获取',
    'selfService.code.sentTo': '验证码已发送至 {{target}}，10 分钟内有效',
    'selfService.password.strength': '密码强度：{{level}}',
    'selfService.password.weak': '弱',
    'selfService.password.medium': '中',
    'selfService.password.strong': '强',
    'selfService.password.mismatch': '两次输入的密码不一致',
    'selfService.document.link': '《{{title}}》',
    'selfService.document.close': '我知道了',
    'selfService.document.version': '版本：{{version}}',
    'selfService.terms.title': '用户服务协议及隐私政策',
    'selfService.terms.p1':
      '欢迎使用本知识产权公共服务平台（以下简称“平台”）。平台由市知识产权主管部门主办，为社会公众提供知识产权信息查询、业务在线办理和维权援助等公共服务。注册即表示您同意本协议。',
    'selfService.terms.p2':
      '您应使用本人真实有效的邮箱注册，妥善保管账号和密码，不得转让或出借账号。因账号保管不善造成的损失由您自行承担；发现账号被盗用时，请立即通过“忘记密码”重置密码并联系平台。',
    'selfService.terms.p3':
      '注册时我们收集您的邮箱、姓名或单位名称和密码（仅保存不可逆的加密摘要），用于身份识别、登录和向您发送业务通知。我们不会将您的个人信息用于上述目的以外的用途，也不会向第三方出售。',
    'selfService.terms.p4':
      '您在平台提交的业务材料仅用于办理相应业务，由承办部门依法处理。业务办理记录和操作日志按照国家档案和网络安全管理规定保存。',
    'selfService.terms.p5':
      '您可以在“账户信息”中查看、更正个人资料，修改密码和邮箱，也可以注销账号。注销后，实名认证资料、上传文件和联系方式将被删除，依法需保存的记录在规定期限内保留。',
    'selfService.terms.p6':
      '您不得利用平台从事违法活动或提交虚假材料。违反本协议的，平台有权停用账号，并依法移交有关部门处理。',
    'selfService.identityConsent.title': '个人信息处理授权书',
    'selfService.identityConsent.p1':
      '为核验您的真实身份，以便在线办理需要实名的知识产权业务，您同意平台处理以下个人信息：个人认证的姓名、居民身份证号码和手机号码；企业认证的企业名称、统一社会信用代码、法定代表人、联系人、联系电话和营业执照。',
    'selfService.identityConsent.p2':
      '身份证号码和手机号码属于敏感个人信息，平台以加密方式存储，在页面和列表中均以遮盖形式显示，仅审核人员在审核时可查看完整信息，且每次查看均留有记录。',
    'selfService.identityConsent.p3':
      '上述信息仅用于实名认证审核及后续业务办理中的身份核验，不用于其他目的，不向第三方提供，法律法规另有规定的除外。',
    'selfService.identityConsent.p4':
      '审核结果将通过邮件（已开通短信服务的，同时通过短信）通知您。认证未通过的，您可以修改资料后重新提交。',
    'selfService.identityConsent.p5':
      '您可以随时在“账户信息”中注销账号，注销后认证资料将被删除。不同意本授权的，您仍可浏览平台公开信息，但无法在线办理需要实名认证的业务。',
    'selfService.identity.kind': '认证类型',
    'selfService.identity.kind.person': '个人实名认证',
    'selfService.identity.kind.company': '企业认证',
    'selfService.identity.statusLabel': '认证状态',
    'selfService.identity.status.none': '未认证',
    'selfService.identity.status.pending': '审核中',
    'selfService.identity.status.approved': '已通过',
    'selfService.identity.status.rejected': '未通过',
    'selfService.identity.submittedAt': '提交时间',
    'selfService.identity.reviewedAt': '审核时间',
    'selfService.identity.rejectReason': '未通过原因',
    'selfService.person.realName': '真实姓名',
    'selfService.person.idNumber': '居民身份证号码',
    'selfService.person.idNumberHint': '请填写 18 位居民身份证号码，末位为 X 的请填写大写 X',
    'selfService.person.phone': '手机号码',
    'selfService.person.smsCode': '短信验证码',
    'selfService.company.name': '企业名称',
    'selfService.company.creditCode': '统一社会信用代码',
    'selfService.company.creditCodeHint': '18 位，见营业执照',
    'selfService.company.legalRepresentative': '法定代表人',
    'selfService.company.contactName': '联系人',
    'selfService.company.contactPhone': '联系人手机号码',
    'selfService.company.license': '营业执照',
  },
  'en-US': {
    'selfService.loadFailed': 'The information could not be loaded. Please try again later.',
    'selfService.retry': 'Retry',
    'selfService.code.send': 'Get code',
    'selfService.code.resend': 'Get a new code',
    'selfService.code.resendIn': 'New code in {{seconds}} s',
    'selfService.code.sentTo': 'The code was sent to {{target}}; it is valid for 10 minutes.',
    'selfService.password.strength': 'Password strength: {{level}}',
    'selfService.password.weak': 'weak',
    'selfService.password.medium': 'medium',
    'selfService.password.strong': 'strong',
    'selfService.password.mismatch': 'The two passwords do not match.',
    'selfService.document.link': '“{{title}}”',
    'selfService.document.close': 'Close',
    'selfService.document.version': 'Version: {{version}}',
    'selfService.terms.title': 'Terms of service and privacy policy',
    'selfService.terms.p1':
      'Welcome to the IP public service portal (the “portal”). It is run by the city’s intellectual property administration and offers IP information, online services and rights-protection assistance to the public. By registering you accept these terms.',
    'selfService.terms.p2':
      'Register with an email address of your own, keep your password safe and do not pass your account on. If you find your account misused, reset the password at once with “Forgot password” and contact the portal.',
    'selfService.terms.p3':
      'When you register we collect your email, your name or your company’s name and your password (kept only as an irreversible hash), to identify you, let you log in and send you notices about your business. We use them for nothing else and never sell them.',
    'selfService.terms.p4':
      'Documents you submit are used only to handle the business concerned, by the competent department as the law provides. Records of business handled and operation logs are kept as the national archive and cyber-security rules require.',
    'selfService.terms.p5':
      'Under “Account information” you can see and correct your data, change your password and email, and close your account. Closing it deletes your authentication data, uploaded files and contact details; records the law requires us to keep are retained for the statutory period.',
    'selfService.terms.p6':
      'Do not use the portal for unlawful purposes or submit false documents. Accounts that break these terms may be disabled and referred to the authorities.',
    'selfService.identityConsent.title': 'Consent to processing personal information',
    'selfService.identityConsent.p1':
      'To verify your identity for online services that require it, you allow the portal to process: for a person, the name, resident ID card number and mobile number; for a company, its name, unified social credit code, legal representative, contact, contact phone and business licence.',
    'selfService.identityConsent.p2':
      'ID numbers and phone numbers are sensitive personal information: the portal stores them encrypted and shows them masked on every page and list. Only reviewers see them in full while reviewing, and every such view is logged.',
    'selfService.identityConsent.p3':
      'The data is used only to review the authentication and to verify your identity when you apply online, and is not given to third parties unless the law requires it.',
    'selfService.identityConsent.p4':
      'You are told the result by mail (and by SMS where the portal sends SMS). If it is not approved you can correct the data and submit it again.',
    'selfService.identityConsent.p5':
      'You can close your account at any time under “Account information”, which deletes the authentication data. Without this consent you can still read the portal’s public information but cannot apply online for services that require authentication.',
    'selfService.identity.kind': 'Type',
    'selfService.identity.kind.person': 'Personal real-name authentication',
    'selfService.identity.kind.company': 'Company authentication',
    'selfService.identity.statusLabel': 'Status',
    'selfService.identity.status.none': 'Not authenticated',
    'selfService.identity.status.pending': 'Under review',
    'selfService.identity.status.approved': 'Approved',
    'selfService.identity.status.rejected': 'Not approved',
    'selfService.identity.submittedAt': 'Submitted',
    'selfService.identity.reviewedAt': 'Reviewed',
    'selfService.identity.rejectReason': 'Reason for rejection',
    'selfService.person.realName': 'Full name',
    'selfService.person.idNumber': 'Resident ID card number',
    'selfService.person.idNumberHint': 'The 18-character number; enter a final X in upper case.',
    'selfService.person.phone': 'Mobile phone',
    'selfService.person.smsCode': 'SMS code',
    'selfService.company.name': 'Company name',
    'selfService.company.creditCode': 'Unified social credit code',
    'selfService.company.creditCodeHint': '18 characters, printed on the business licence.',
    'selfService.company.legalRepresentative': 'Legal representative',
    'selfService.company.contactName': 'Contact person',
    'selfService.company.contactPhone': 'Contact’s mobile phone',
    'selfService.company.license': 'Business licence',
  },
} satisfies Record<'zh-CN' | 'en-US', Record<string, string>>;

export default messages;
