/** Texts of the key-industry patent database (its charts use the patent search's texts). */
const messages = {
  'zh-CN': {
    'portal.patentDatabase.industries': '重点产业',
    'portal.patentDatabase.allIndustries': '查看全部产业',
    'portal.patentDatabase.noFigures': '暂无统计数据',
    'portal.patentDatabase.allPatents': '重点产业专利',
    'portal.patentDatabase.industryPatents': '{{name}}专利',
    'portal.patentDatabase.figure.patents': '专利总量',
    'portal.patentDatabase.figure.inventions': '发明专利',
    'portal.patentDatabase.figure.valid': '有效专利',
    'portal.patentDatabase.figure.lastYear': '上年申请量',
    'portal.patentDatabase.figure.previousYear': '前年申请量',
    'portal.patentDatabase.figure.change': '申请量同比',
    'portal.patentDatabase.figure.openLicences': '开放许可',
  },
  'en-US': {
    'portal.patentDatabase.industries': 'Key industries',
    'portal.patentDatabase.allIndustries': 'All industries',
    'portal.patentDatabase.noFigures': 'No figures yet',
    'portal.patentDatabase.allPatents': 'Key-industry patents',
    'portal.patentDatabase.industryPatents': 'Patents in {{name}}',
    'portal.patentDatabase.figure.patents': 'Patents',
    'portal.patentDatabase.figure.inventions': 'Inventions',
    'portal.patentDatabase.figure.valid': 'In force',
    'portal.patentDatabase.figure.lastYear': 'Applications last year',
    'portal.patentDatabase.figure.previousYear': 'Applications the year before',
    'portal.patentDatabase.figure.change': 'Year on year',
    'portal.patentDatabase.figure.openLicences': 'Open licences',
  },
} satisfies Record<'zh-CN' | 'en-US', Record<string, string>>;

export default messages;
