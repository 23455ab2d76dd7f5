import type { Module } from './permissions.js';

/** One back-office screen of spec section 2, with the module that authorises it. */
export interface BackOfficeRoute {
  /** Path below `/backStackSupport`, spelled as in the specification (the public contract). */
  path: string;
  /** Route name from the specification, or derived from the path when it names none. */
  name: string;
  module: Module;
  /** Operation pages are reached from their list and stay out of the side menu. */
  inMenu: boolean;
  /** Side-menu group. */
  group: 'account' | 'content' | 'home' | 'data' | 'system';
}

/** The back-office route table of spec section 2, in the spec's order. */
export const BACK_OFFICE_ROUTES: readonly BackOfficeRoute[] = [
  { path: '/account/infos', name: 'accountInfos', module: 'accounts', inMenu: true, group: 'account' },
  {
    path: '/account/infosOperation',
    name: 'accountInfosOperation',
    module: 'accounts',
    inMenu: false,
    group: 'account',
  },
  { path: '/linkManage', name: 'linkManage', module: 'links', inMenu: true, group: 'system' },
  { path: '/data/navigation', name: 'dataNavigation', module: 'files', inMenu: true, group: 'data' },
  { path: '/data/analysis', name: 'dataAnalysis', module: 'preAudit', inMenu: true, group: 'data' },
  { path: '/data/applyFrom', name: 'dataApplyFrom', module: 'applyForm', inMenu: true, group: 'data' },
  // Rights protection, open-licence intents and consultations (issue 6): not in the spec's table,
  // which has screens only for trademark window and pre-examination applications.
  { path: '/data/applications', name: 'applications', module: 'applications', inMenu: true, group: 'data' },
  // Issue 26: patent data error reports and corrections, and patent imports.
  { path: '/data/patentErrors', name: 'dataPatentErrors', module: 'patentData', inMenu: true, group: 'data' },
  { path: '/data/patentImport', name: 'dataPatentImport', module: 'patentData', inMenu: true, group: 'data' },
  // Issue 26: patents companies added to their portfolio by number, confirmed or rejected by staff.
  {
    path: '/data/portfolioClaims',
    name: 'dataPortfolioClaims',
    module: 'patentData',
    inMenu: true,
    group: 'data',
  },
  { path: '/home/banner', name: 'homeBanner', module: 'home', inMenu: true, group: 'home' },
  { path: '/home/footer', name: 'homeFooter', module: 'home', inMenu: true, group: 'home' },
  { path: '/content/policy', name: 'contentPolicy', module: 'content', inMenu: true, group: 'content' },
  {
    path: '/content/policyOpreation',
    name: 'contentPolicyOperation',
    module: 'content',
    inMenu: false,
    group: 'content',
  },
  { path: '/content/guideAndIntro', name: 'contentGuideAndIntro', module: 'content', inMenu: true, group: 'content' },
  {
    path: '/content/guideAndIntroOpreation',
    name: 'contentGuideAndIntroOperation',
    module: 'content',
    inMenu: false,
    group: 'content',
  },
  // News and information (generalInfo): not in the spec's table, which predates it; issue 3 asks
  // for list and edit pages in the content section.
  { path: '/content/news', name: 'contentNews', module: 'content', inMenu: true, group: 'content' },
  {
    path: '/content/newsOpreation',
    name: 'contentNewsOperation',
    module: 'content',
    inMenu: false,
    group: 'content',
  },
  // Technology demands and the talent pool (issue 24): their review queues, and the log of contact
  // requests sent through the platform to experts and demand holders.
  { path: '/content/demands', name: 'contentDemands', module: 'content', inMenu: true, group: 'content' },
  { path: '/content/talents', name: 'contentTalents', module: 'content', inMenu: true, group: 'content' },
  {
    path: '/content/contactRequests',
    name: 'contentContactRequests',
    module: 'content',
    inMenu: true,
    group: 'content',
  },
  {
    path: '/content/dataStatistics',
    name: 'contentDataStatistics',
    module: 'dataStatistics',
    inMenu: true,
    group: 'content',
  },
  {
    path: '/content/dataOpreation',
    name: 'contentDataOperation',
    module: 'dataStatistics',
    inMenu: false,
    group: 'content',
  },
  { path: '/system/timeManage', name: 'systemTimeManage', module: 'openingTimes', inMenu: true, group: 'system' },
  // Issue 25: the working-day calendar, the consultation queue and the 好差评 reviews.
  { path: '/system/workdays', name: 'systemWorkdays', module: 'workdays', inMenu: true, group: 'system' },
  {
    path: '/system/consultManage',
    name: 'systemConsultManage',
    module: 'consultations',
    inMenu: true,
    group: 'system',
  },
  { path: '/system/evaluation', name: 'systemEvaluation', module: 'evaluations', inMenu: true, group: 'system' },
  { path: '/system/reportDown', name: 'systemReportDown', module: 'reportSurvey', inMenu: true, group: 'system' },
  {
    path: '/system/reportDownOpreation',
    name: 'systemReportDownOperation',
    module: 'reportSurvey',
    inMenu: false,
    group: 'system',
  },
  {
    path: '/system/oprationStatistics',
    name: 'systemOperationStatistics',
    module: 'operationStats',
    inMenu: true,
    group: 'system',
  },
  { path: '/system/transferEamil', name: 'systemTransferEmail', module: 'mailbox', inMenu: true, group: 'system' },
  { path: '/system/messagePlatform', name: 'systemMessagePlatform', module: 'sms', inMenu: true, group: 'system' },
  {
    path: '/system/serviceStationList',
    name: 'systemServiceStationList',
    module: 'stations',
    inMenu: true,
    group: 'system',
  },
  {
    path: '/system/stationListOpreation',
    name: 'systemStationListOperation',
    module: 'stations',
    inMenu: false,
    group: 'system',
  },
  { path: '/system/serviceStation', name: 'systemServiceStation', module: 'stations', inMenu: true, group: 'system' },
  { path: '/system/mapStatistics', name: 'systemMapStatistics', module: 'map', inMenu: true, group: 'system' },
  { path: '/system/mapOpreation', name: 'systemMapOperation', module: 'map', inMenu: false, group: 'system' },
  { path: '/system/logManage', name: 'systemLogManage', module: 'logs', inMenu: true, group: 'system' },
];

/** Parent path of every back-office screen. */
export const BACK_OFFICE_BASE = '/backStackSupport';
