import { type LicenceOffer, LicenceOfferSchema, type PatentDetail } from '@cityip/contracts';
import type { ComponentType } from 'react';
import { renderRoutes } from '../../../test/render-app.js';

/** Test support for the data pages (patent database, open licensing); imported by tests only. */

/** Renders one front-site page under its route (path and menu title) inside the app providers. */
export function renderPortalPage(path: string, route: { path: string; title: string; Component: ComponentType }) {
  return renderRoutes(
    [
      { path: route.path, handle: { title: route.title }, Component: route.Component },
      { path: '*', element: null },
    ],
    path,
  );
}

/** A patent with an open-licence offer; `overrides` set the fields a test cares about. */
export function buildPatentDetail(overrides: Partial<PatentDetail> = {}): PatentDetail {
  return {
    id: 7,
    applicationNumber: 'CN202310123456.7',
    publicationNumber: 'CN116000001A',
    title: '一种动力电池热管理系统',
    patentType: 'invention',
    legalStatus: 'valid',
    applicants: ['示范市云湖新能源科技有限公司'],
    inventors: ['张伟', '李娜'],
    ipcMain: 'H01M10/613',
    applicationDate: '2023-02-01',
    publicationDate: '2023-05-02',
    grantDate: '2024-06-18',
    district: 'yunhu',
    industry: 'nev',
    openLicence: true,
    kindCode: 'B',
    abstract: '本发明公开了一种动力电池热管理系统，通过液冷板均衡电芯温度。',
    firstClaim: '1. 一种动力电池热管理系统，其特征在于……',
    applicantAddress: '示范市云湖区科技路 1 号',
    ipcCodes: ['H01M10/613'],
    cpcCodes: [],
    legalHistory: [{ date: '2024-06-18', code: 'granted' }],
    citations: 3,
    licence: {
      feeMode: 'mixed',
      annualFee: 12000,
      royaltyRate: 3.5,
      termYears: 3,
      declaredOn: '2024-03-01',
      validUntil: '2027-02-28',
      conditions: '被许可人不得再许可第三方。',
      contactName: '王经理',
      contactPhone: '0000-8765 4321',
      contactEmail: 'licence@example.cn',
    },
    ...overrides,
  };
}

/** The list form of {@link buildPatentDetail}. */
export function buildOffer(overrides: Partial<PatentDetail> = {}): LicenceOffer {
  const detail = buildPatentDetail(overrides);
  // The schema keeps the list fields only, as the server sends them.
  return LicenceOfferSchema.parse({ patent: detail, licence: detail.licence });
}
