import type { FastifyInstance } from 'fastify';
import { accountsRoutes } from './features/accounts/accounts.routes.js';
import { applicationsRoutes } from './features/applications/applications.routes.js';
import { applicationsAdminRoutes } from './features/applications/applications-admin.routes.js';
import { articlesRoutes } from './features/articles/articles.routes.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { bannersRoutes } from './features/banners/banners.routes.js';
import { cityMapRoutes } from './features/city-map/city-map.routes.js';
import { consultationFiguresRoutes } from './features/consultations/consultation-figures.routes.js';
import { consultationsRoutes } from './features/consultations/consultations.routes.js';
import { consultationsAdminRoutes } from './features/consultations/consultations-admin.routes.js';
import { faqsRoutes } from './features/consultations/faqs.routes.js';
import { contactRequestsRoutes } from './features/contact-requests/contact-requests.routes.js';
import { dataRoutes } from './features/data/data.routes.js';
import { evaluationsRoutes } from './features/evaluations/evaluations.routes.js';
import { exportsRoutes } from './features/exports/exports.routes.js';
import { filesRoutes } from './features/files/files.routes.js';
import { footerRoutes } from './features/footer/footer.routes.js';
import { healthRoutes } from './features/health/health.routes.js';
import { homeRoutes } from './features/home/home.routes.js';
import { identityRoutes } from './features/identity/identity.routes.js';
import { identityReviewRoutes } from './features/identity/identity-review.routes.js';
import { linksRoutes } from './features/links/links.routes.js';
import { logsRoutes } from './features/logs/logs.routes.js';
import { matchmakingRoutes } from './features/matchmaking/matchmaking.routes.js';
import { menuRoutes } from './features/menu/menu.routes.js';
import { notificationsRoutes } from './features/notifications/notifications.routes.js';
import { openingTimesRoutes } from './features/opening-times/opening-times.routes.js';
import { operationStatsRoutes } from './features/operation-stats/operation-stats.routes.js';
import { passwordExpiryRoutes } from './features/password-expiry/password-expiry.routes.js';
import { patentDataRoutes } from './features/patent-data/patent-data.routes.js';
import { patentsRoutes } from './features/patents/patents.routes.js';
import { portfolioRoutes } from './features/portfolio/portfolio.routes.js';
import { portfolioAdminRoutes } from './features/portfolio/portfolio-admin.routes.js';
import { profileRoutes } from './features/profile/profile.routes.js';
import { registrationRoutes } from './features/registration/registration.routes.js';
import { reportsRoutes } from './features/reports/reports.routes.js';
import { secondFactorRoutes } from './features/second-factor/second-factor.routes.js';
import { ssoRoutes } from './features/sso/sso.routes.js';
import { stationServicesRoutes } from './features/stations/station-services.routes.js';
import { stationsRoutes } from './features/stations/stations.routes.js';
import { statisticsRoutes } from './features/statistics/statistics.routes.js';
import { surveyRoutes } from './features/survey/survey.routes.js';
import { talentsRoutes } from './features/talents/talents.routes.js';
import { talentsAdminRoutes } from './features/talents/talents-admin.routes.js';
import { techDemandsRoutes } from './features/tech-demands/tech-demands.routes.js';
import { techDemandsAdminRoutes } from './features/tech-demands/tech-demands-admin.routes.js';
import { uploadsRoutes } from './features/uploads/uploads.routes.js';
import { watchRoutes } from './features/watch/watch.routes.js';
import { watchAdminRoutes } from './features/watch/watch-admin.routes.js';
import { wechatRoutes } from './features/wechat/wechat.routes.js';
import { workdaysRoutes } from './features/workdays/workdays.routes.js';

/** Every feature of the API, in one list. Each declares full `/api/...` paths and its access level. */
export const FEATURES = [
  authRoutes,
  accountsRoutes,
  registrationRoutes,
  profileRoutes,
  passwordExpiryRoutes,
  identityRoutes,
  identityReviewRoutes,
  logsRoutes,
  dataRoutes,
  patentsRoutes,
  patentDataRoutes,
  exportsRoutes,
  menuRoutes,
  filesRoutes,
  articlesRoutes,
  linksRoutes,
  bannersRoutes,
  footerRoutes,
  homeRoutes,
  openingTimesRoutes,
  reportsRoutes,
  surveyRoutes,
  stationServicesRoutes,
  stationsRoutes,
  cityMapRoutes,
  statisticsRoutes,
  operationStatsRoutes,
  uploadsRoutes,
  applicationsRoutes,
  applicationsAdminRoutes,
  matchmakingRoutes,
  contactRequestsRoutes,
  consultationFiguresRoutes,
  consultationsRoutes,
  consultationsAdminRoutes,
  faqsRoutes,
  evaluationsRoutes,
  talentsRoutes,
  talentsAdminRoutes,
  techDemandsRoutes,
  techDemandsAdminRoutes,
  portfolioRoutes,
  portfolioAdminRoutes,
  workdaysRoutes,
  watchRoutes,
  watchAdminRoutes,
  ssoRoutes,
  wechatRoutes,
  notificationsRoutes,
  secondFactorRoutes,
  healthRoutes,
];

/** Registers every feature plugin. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  for (const feature of FEATURES) await app.register(feature);
}
