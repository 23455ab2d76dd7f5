/** Texts of the accessibility statement (`/accessibility`, linked from the footer). */
const messages = {
  'zh-CN': {
    'route.accessibility': '无障碍声明',
    'accessibility.footerLink': '无障碍声明',
    'accessibility.scopeTitle': '适用范围',
    'accessibility.scope': '本声明适用于{{city}}知识产权公共服务平台门户网站及其后台管理系统。',
    'accessibility.standardTitle': '遵循标准',
    'accessibility.standard':
      '本平台以《信息技术 互联网内容无障碍可访问性技术要求与测试方法》（GB/T 37668-2019）和 Web 内容无障碍指南 2.2 版（WCAG 2.2）AA 级为建设目标。',
    'accessibility.statusTitle': '符合情况',
    'accessibility.status': '部分符合：下列“已知例外”所列内容尚未达到上述标准，我们正在逐项改进。',
    'accessibility.doneTitle': '已提供的无障碍功能',
    'accessibility.done.keyboard': '全部功能可仅用键盘操作，页面顶部提供“跳至主要内容”链接，焦点位置清晰可见。',
    'accessibility.done.reader': '页面标注了语言、地标区域和标题层级，表单项均有标签，错误提示可被读屏软件朗读。',
    'accessibility.done.alternatives':
      '统计图表和地区地图均提供数据表格形式的替代内容；工作人员为正文中的每张图片填写文字说明（装饰性图片除外）。',
    'accessibility.done.senior':
      '页面顶部的“长辈版”按钮可切换到适老化版本：正文字号不小于 18 像素，按钮等点击区域不小于 44×44 像素，文字颜色更深，首页布局更简洁且轮播图不自动切换。',
    'accessibility.done.motion':
      '遵循系统“减少动态效果”和“增强对比度”设置：减少动态效果时，菜单、抽屉和对话框不再播放动画，首页轮播图不自动切换；增强对比度时，文字改为黑色，链接加下划线。',
    'accessibility.done.language': '提供简体中文和英文两种界面语言。',
    'accessibility.exceptionsTitle': '已知例外',
    'accessibility.exception.coverage':
      '自动化检查覆盖全部页面的中文、英文与标准版、长辈版四种组合，以及前台检索、办事、注册和账户注销页面的对话框、抽屉和弹出层的打开状态，后台管理系统的删除确认框，链接、横幅、报告、服务事项的新增对话框，重置密码、开放时间、闭馆安排、认证驳回、办理操作和统计数据导入对话框的打开状态；尚未使用读屏软件进行人工测试。',
    'accessibility.exception.weight':
      '首页和政策检索页由服务器直接生成完整内容（政策检索含检索结果），脚本加载前即可阅读；政策检索的筛选、分级和翻页不依赖脚本也能使用。首页首次加载的脚本压缩后约 184 KB（目标为 200 KB 以内），政策检索约 177 KB，专利检索约 187 KB。专利检索页的页头、标题和说明由服务器生成，检索功能在脚本加载后即可使用。在我们的测试机上，每个页面测试五次取中位数，这三个页面的 Lighthouse 移动端性能评分为 98 至 99 分，达到 90 分以上的目标；将处理器再放慢一倍、模拟更慢的手机时，评分为 93 至 97 分。评分随测试机器的速度和负载变化，我们会持续测量。',
    'accessibility.exception.documents': '工作人员上传的部分 PDF 报告和附件可能未添加无障碍标记。',
    'accessibility.reportTitle': '问题反馈',
    'accessibility.report':
      '如您在使用本平台时遇到访问障碍，或需要以其他形式获取某项内容，请联系我们，我们会尽快答复并提供所需信息。',
    'accessibility.phone': '联系电话：{{phone}}',
    'accessibility.email': '电子邮箱：',
    'accessibility.testedTitle': '测试情况',
    'accessibility.tested':
      '最近一次测试：{{date}}。测试方法：在 Chromium 浏览器中使用 axe-core 自动检查全部页面，在 375、768 和 1280 像素宽度下检查排版，以仅用键盘的方式走查主要办事流程，并用 Lighthouse 移动端评测首页、政策检索和专利检索页面。',
  },
  'en-US': {
    'route.accessibility': 'Accessibility statement',
    'accessibility.footerLink': 'Accessibility statement',
    'accessibility.scopeTitle': 'Scope',
    'accessibility.scope':
      'This statement covers the {{city}} Intellectual Property Public Service Platform: the public website and its back office.',
    'accessibility.standardTitle': 'Standard',
    'accessibility.standard':
      'The platform aims to meet GB/T 37668-2019 (technical requirements and testing methods for accessibility of web content) and the Web Content Accessibility Guidelines 2.2 (WCAG 2.2) at level AA.',
    'accessibility.statusTitle': 'Compliance status',
    'accessibility.status':
      'Partially compliant: the items under "Known exceptions" do not meet these standards yet, and we are fixing them one by one.',
    'accessibility.doneTitle': 'What is accessible',
    'accessibility.done.keyboard':
      'Everything works with the keyboard alone; a "Skip to main content" link starts every page and the focus is always visible.',
    'accessibility.done.reader':
      'Pages declare their language, landmarks and headings in order; every form field has a label and errors are announced to screen readers.',
    'accessibility.done.alternatives':
      'Statistics charts and the district map come with the same figures as a data table; staff describe every image they put in a page (unless it is decorative).',
    'accessibility.done.senior':
      'The "Senior mode" button at the top of every page switches to the senior-friendly version: body text of at least 18 px, click targets of at least 44 × 44 px, darker text, and a simpler home page whose carousel never turns by itself.',
    'accessibility.done.motion':
      'The system settings for reduced motion and more contrast are honoured: with reduced motion, menus, drawers and dialogs appear without animation and the home page carousel does not turn by itself; with more contrast, text turns black and links are underlined.',
    'accessibility.done.language': 'The interface is available in Simplified Chinese and English.',
    'accessibility.exceptionsTitle': 'Known exceptions',
    'accessibility.exception.coverage':
      "Automated checks cover every page in Chinese and English, in both the standard and the senior mode, and, while open, the dialogs, drawers and popovers of the public site's search, service, registration and account deletion pages, the back office's delete confirmation, its dialogs for adding a link, banner, report or service, and its password reset, opening times, closure, identity rejection, application action and statistics import dialogs; no manual test with a screen reader has been done yet.",
    'accessibility.exception.weight':
      "The home page and the policy search page are sent whole by the server (policy search with its results) and can be read before any script has loaded; policy search's filters, levels and paging work without script too. The home page loads about 184 KB of compressed script at first (the goal is 200 KB), policy search about 177 KB and patent search about 187 KB. The patent search page's header, heading and introduction come from the server; its search works once its script has loaded. On our test machine, taking the median of five runs per page, the three pages' Lighthouse mobile performance scores are 98 to 99, above our goal of 90; with the processor slowed twice as much again, for slower phones, they score 93 to 97. Scores vary with the speed and load of the machine that measures them, and we keep measuring.",
    'accessibility.exception.documents':
      'Some PDF reports and attachments uploaded by staff may lack accessibility tags.',
    'accessibility.reportTitle': 'Report a problem',
    'accessibility.report':
      'If something on this platform is hard for you to use, or you need content in another format, please contact us: we will answer as soon as we can and provide the information you need.',
    'accessibility.phone': 'Telephone: {{phone}}',
    'accessibility.email': 'Email: ',
    'accessibility.testedTitle': 'Testing',
    'accessibility.tested':
      "Last tested: {{date}}. Method: automated axe-core checks of every page in the Chromium browser, the layout checked at 375, 768 and 1280 px wide, the main service journeys walked through with the keyboard alone, and Lighthouse's mobile audit of the home, policy search and patent search pages.",
  },
} satisfies Record<'zh-CN' | 'en-US', Record<string, string>>;

export default messages;
