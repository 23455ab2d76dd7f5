// Every table of the application, for Drizzle's typed client and drizzle-kit.
export * from '../features/accounts/accounts.tables.js';
export * from '../features/articles/articles.tables.js';
export * from '../features/auth/auth.tables.js';
export * from '../features/banners/banners.tables.js';
export * from '../features/city-map/city-map.tables.js';
export * from '../features/files/files.tables.js';
export * from '../features/footer/footer.tables.js';
export * from '../features/links/links.tables.js';
export * from '../features/logs/logs.tables.js';
export * from '../features/opening-times/opening-times.tables.js';
export * from '../features/patents/patents.tables.js';
export * from '../features/reports/reports.tables.js';
export * from '../features/stations/stations.tables.js';
export * from '../features/statistics/statistics.tables.js';
export * from '../features/survey/survey.tables.js';
export * from '../features/uploads/uploads.tables.js';
export * from './seed-marks.tables.js';
