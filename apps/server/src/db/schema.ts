// Every table of the application, for Drizzle's typed client and drizzle-kit.
export * from '../features/accounts/accounts.tables.js';
export * from '../features/auth/auth.tables.js';
export * from '../features/logs/logs.tables.js';
