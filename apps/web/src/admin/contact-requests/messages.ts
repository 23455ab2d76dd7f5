/** Texts of the back-office list of contact requests (issue 24). */
const messages = {
  'zh-CN': {
    'contactRequests.intro': '访客和用户通过平台向专家或需求方发送的联系请求。留言内容仅转达给对方，此处不显示。',
    'contactRequests.filter.kind': '联系对象类型',
    'contactRequests.filter.all': '全部',
    'contactRequests.kind.talent': '人才专家',
    'contactRequests.kind.demand': '技术需求',
    'contactRequests.column.time': '发送时间',
    'contactRequests.column.target': '联系对象',
    'contactRequests.column.requester': '发送人',
    'contactRequests.column.contact': '发送人联系方式',
    'contactRequests.column.account': '发送账号',
    'contactRequests.column.subject': '主题',
    'contactRequests.visitor': '访客',
    'contactRequests.targetGone': '（已删除）',
    'contactRequests.total': '共 {{total}} 条',
    'contactRequests.loadFailed': '联系请求加载失败',
  },
  'en-US': {
    'contactRequests.intro':
      'Contact requests visitors and users sent to experts or demand owners through the platform. The messages are only forwarded to the recipient and are not shown here.',
    'contactRequests.filter.kind': 'Target type',
    'contactRequests.filter.all': 'All',
    'contactRequests.kind.talent': 'Expert',
    'contactRequests.kind.demand': 'Technology demand',
    'contactRequests.column.time': 'Sent',
    'contactRequests.column.target': 'Recipient',
    'contactRequests.column.requester': 'Sender',
    'contactRequests.column.contact': 'Sender contact',
    'contactRequests.column.account': 'Sender account',
    'contactRequests.column.subject': 'Subject',
    'contactRequests.visitor': 'Visitor',
    'contactRequests.targetGone': '(deleted)',
    'contactRequests.total': '{{total}} in all',
    'contactRequests.loadFailed': 'The contact requests could not be loaded.',
  },
};
export default messages;
