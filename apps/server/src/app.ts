import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController, type RouteOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { trackAfterAnswerWork } from './lib/after-answer.js';
import { isApiUrl } from './lib/api-url.js';
import { registerAuditHook } from './lib/audit.js';
import { registerAuthorizeHook } from './lib/authorize.js';
import { registerErrorHandler, registerNotFoundHandler } from './lib/error-handler.js';
import { diskStorage, type FileStorage } from './lib/file-storage.js';
import { registerNoStoreDefault } from './lib/no-store.js';
import { OPENAPI_OPTIONS } from './lib/openapi/openapi-options.js';
import { sealedStorage } from './lib/sealed-storage.js';
import { secretBox } from './lib/secret-box.js';
import { corsOptions, registerHsts } from './lib/security-headers.js';
import './lib/fastify-augment.js';
import { prerenderSources } from './features/home/prerender-sources.js';
import { registerSpa } from './lib/spa.js';
import { validatorCompiler } from './lib/validation.js';
import { registerRoutes } from './routes.js';

export interface AppDeps {
  config: Config;
  db: Db;
  /** Where uploaded files live; by default `DATA_DIR/files`. */
  storage?: FileStorage;
  /** A ready logger (tests may pass their own); otherwise one is built from LOG_LEVEL. */
  logger?: FastifyBaseLogger;
  /** Where the built logger writes instead of stdout (tests read what the real log settings let through). */
  logStream?: { write(line: string): void };
  /** Told of every route as it is registered (tests enumerate the real route table with it). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the whole application (plugins, hooks, features, SPA); never listens. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = Fastify({
    ...(deps.logger
      ? { loggerInstance: deps.logger }
      : {
          logger: {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
        }),
    genReqId: () => randomUUID(),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: config.bodyLimitBytes,
    // A hop count becomes fastify's function form (its types accept no plain number).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('storage', deps.storage ?? diskStorage(join(config.dataDir, 'files')));
  app.decorate('secrets', secretBox(config.dataEncryptionKey));
  app.decorate('privateFiles', sealedStorage(app.storage, app.secrets));
  app.decorate('taskHandlers', new Map());
  trackAfterAnswerWork(app);

  // The id in the response is the one in the server log, so a user's report finds its log line.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app);
  registerAuthorizeHook(app);
  registerAuditHook(app);
  registerNoStoreDefault(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd (CSS-in-JS) injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        // The web app has no <base> element: nothing may set one (security case 19).
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent per request by registerHsts: only answers that went out over TLS carry it.
    hsts: false,
  });
  registerHsts(app);
  await app.register(cors, corsOptions(config));
  // Every /api route is metered per IP (OWASP API4): routes with a limit of their own (login,
  // captcha, tokens, submissions) count on their own, all others share RATE_LIMIT_API. The web
  // app's pages and files are not API calls.
  await app.register(rateLimit, {
    max: config.rateLimitApi,
    timeWindow: config.rateLimitWindowSeconds * 1000,
    allowList: (request) => !isApiUrl(request.url),
  });
  // Per-route limits apply (files.routes.ts); these only bound what any multipart request may carry.
  await app.register(multipart, { limits: { files: 1, fields: 10, parts: 11 } });
  await app.register(swagger, OPENAPI_OPTIONS);
  app.get('/api/docs', { schema: { hide: true }, config: { auth: 'public' } }, async () => app.swagger());

  await app.register(registerRoutes);
  registerNotFoundHandler(app, await registerSpa(app, config.webDist, prerenderSources(app)), app.rateLimit());
  return app;
}
