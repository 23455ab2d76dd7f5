/**
 * Texts of the "report a data error" action on a patent's detail (issue 26), and the titles of the
 * back-office screens that handle the reports: route titles are read before the back office's own
 * texts load.
 */
const messages = {
  'zh-CN': {
    'portal.patentReport.open': '报告数据错误',
    'portal.patentReport.title': '报告数据错误',
    'portal.patentReport.intro':
      '发现这件专利的数据有误？请告诉我们哪一项有误、正确的内容是什么，最好附上依据。工作人员核实后将以邮件告知处理结果。',
    'portal.patentReport.patent': '专利：{{title}}（{{number}}）',
    'portal.patentReport.field': '有误的字段',
    'portal.patentReport.fieldPlaceholder': '请选择字段',
    'portal.patentReport.description': '哪里有误',
    'portal.patentReport.descriptionHint': '请写明错误之处及正确的内容',
    'portal.patentReport.source': '依据来源（选填）',
    'portal.patentReport.sourceHint': '网址或出处，如国家知识产权局公告的期号',
    'portal.patentReport.submit': '提交',
    'portal.patentReport.cancel': '取消',
    'portal.patentReport.login': '登录后即可报告数据错误，处理结果将发送到您账号的邮箱。',
    'portal.patentReport.loginLink': '登录',
    'portal.patentReport.staff': '工作人员请在后台直接更正数据',
    'admin.route.dataPatentErrors': '专利数据纠错',
    'admin.route.dataPatentImport': '专利数据导入',
  },
  'en-US': {
    'portal.patentReport.open': 'Report a data error',
    'portal.patentReport.title': 'Report a data error',
    'portal.patentReport.intro':
      'Found something wrong in this patent’s data? Tell us which field is wrong and what is right, ideally with a source. Staff will check it and tell you the outcome by email.',
    'portal.patentReport.patent': 'Patent: {{title}} ({{number}})',
    'portal.patentReport.field': 'Field that is wrong',
    'portal.patentReport.fieldPlaceholder': 'Choose a field',
    'portal.patentReport.description': 'What is wrong',
    'portal.patentReport.descriptionHint': 'Say what is wrong and what the right value is',
    'portal.patentReport.source': 'Source (optional)',
    'portal.patentReport.sourceHint': 'A web address or reference, e.g. the CNIPA gazette issue',
    'portal.patentReport.submit': 'Send',
    'portal.patentReport.cancel': 'Cancel',
    'portal.patentReport.login': 'Log in to report a data error; the outcome is sent to your account’s email.',
    'portal.patentReport.loginLink': 'Log in',
    'portal.patentReport.staff': 'Staff correct the data in the back office',
    'admin.route.dataPatentErrors': 'Patent data errors',
    'admin.route.dataPatentImport': 'Patent data import',
  },
};
export default messages;
