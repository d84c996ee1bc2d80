// All HTTP middleware in one readable place, in the order a request meets it.
import { existsSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import path from 'node:path';
import type { ServerBuild } from '@remix-run/node';
import * as trpcExpress from '@trpc/server/adapters/express';
import compression from 'compression';
import express, { type Request, type Response } from 'express';
import type { DB } from '../db/client';
import { externalChangeCounter, isDatabaseReachable } from '../db/client';
import { projectRoot } from '../db/project-root';
import { createGuards } from './api/guards';
import { problemOf } from './api/problem-of';
import { appRouter } from './api/root';
import { createContext, trpcMaxBatchSize } from './api/trpc';
import type { Config } from './config';
import { refuseCrossSite } from './http/cross-site';
import { requireFreeDiskForUploads } from './http/disk-guard';
import { plainEnquiryPosts } from './http/enquiry-post';
import { privateAnswers } from './http/private-answers';
import { errorHandler } from './http/errors';
import { logWhenClosed, originalPathOf, requestIdOf, requestLog } from './http/request-log';
import { clientAddress, isSecureRequest, requestHostname, requestOrigin, type TrustProxy } from './http/raw-request';
import { resumableUploads } from './uploads/resumable';
import { hstsValue, securityHeaders, strictTransportSecurity } from './http/security-headers';
import { createSessionCookies } from './http/session-cookie';
import { chooseLanguage, languageAnswer } from './http/language';
import { createPageCache } from './http/page-cache';
import { pageCacheQueryKey } from './http/page-cache-key';
import { contentVersion } from './services/site';
import { adminArea } from '../domain/catalogue/site';
import type { AppError } from '../domain/problem';
import type { EmailSettings } from './services/messages';
import { galleryUrlPrefix } from './services/site';
import { brandDirOf, contentImagesDirOf, galleryDirOf } from './storage/paths';
import { contentImageUrlPrefix } from '../domain/content-images';
import { brandUrlPrefix, logoFilePath } from './services/site';
import { resolveSession, sessionAbsoluteMs } from './services/staff';
import { upiQrPng } from './services/money';
import { getSettings } from './services/site';
import { publicCourses } from './services/content';
import { favicon } from './http/favicon';
import { paymentQrPng } from './http/payment-qr';
import { serviceWorker, type OfflinePageWords } from './http/service-worker';
import { en, type Messages } from '../app/locales/en';
import { hi } from '../app/locales/hi';
import { recordRequests, requestRecorder } from './http/request-notes';
import { createLegacyRouter } from './legacy';
import { buildContextOptions, getLoadContext, handedOnPost, remixRequestHandler } from './remix-handler';
import type { Logger } from './logger';

const clientBuildDir = path.join(projectRoot, 'build/client');
const serverBuildFile = path.join(projectRoot, 'build/server/index.js');

export interface AppDeps {
  config: Config;
  db: DB;
  logger: Logger;
}

/** Email to applicants is on when SMTP is configured (readConfig then requires PUBLIC_URL). */
export function emailSettingsOf(config: Config): EmailSettings | null {
  return config.SMTP_URL && config.PUBLIC_URL ? { siteUrl: config.PUBLIC_URL } : null;
}

/** Days since 1970 in India (UTC+5:30, no daylight saving): changes at India's midnight. */
const indiaDayNumber = () => Math.floor((Date.now() + 19_800_000) / 86_400_000);

export async function createApp({ config, db, logger }: AppDeps) {
  const app = express();
  const cookies = createSessionCookies(config.SESSION_SECRET, sessionAbsoluteMs);
  // One set of abuse limits for the process; every transport hands it to the procedures.
  const guards = createGuards({
    submitsPerHour: config.RATE_LIMIT_SUBMITS_PER_HOUR,
    lookupsPer15Min: config.RATE_LIMIT_LOOKUPS_PER_15MIN,
    signInsPer15Min: config.RATE_LIMIT_LOGIN_PER_15MIN,
  });
  const isDev = config.NODE_ENV === 'development';
  const email = emailSettingsOf(config);

  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  const trustProxy = app.get('trust proxy fn') as TrustProxy;
  // How requests arrive (https, proxy headers), for `npm run doctor`.
  const noteRequest = requestRecorder({ dataDir: config.DATA_DIR, trustProxy: config.TRUST_PROXY });

  // Rendered public pages, kept in memory (see the module for what is kept).
  // A hit is answered on the bare request, before Express (the listener at the
  // end); a miss renders and the cache keeps a copy (pageCache.collect below).
  const pageCache = isDev
    ? null
    : createPageCache({
        maxEntries: 500,
        maxBytes: 48 * 1024 * 1024,
        maxVariantsPerPath: 16,
        // Our own changes bump contentVersion; data_version catches writes
        // made by other processes (admin scripts, restores).
        // The India day too: a notice ends at midnight there (decision 072).
        version: () => `${contentVersion()}.${externalChangeCounter(db)}.${indiaDayNumber()}`,
        // Remix's route manifest answers `public, immutable` for the routes
        // named in its `p` parameter: kept here under one key it would hand
        // one page's routes to a link to another (a client-side 404).
        excludedPrefixes: [adminArea, '/api', '/trpc', '/media', '/assets', '/__manifest'],
        queryKey: pageCacheQueryKey,
        // The root loader reads scheme and host (canonical links).
        originOf: (req) => requestOrigin(req, trustProxy),
        // A request the language rule redirects never takes a cached page.
        mayServe: (req) => languageAnswer(req).kind !== 'redirect',
        // What requestLog, strictTransportSecurity and recordRequests do for every other answer.
        onHit: (req, res) => {
          const requestId = requestIdOf(req);
          const secure = isSecureRequest(req, trustProxy);
          // A hit is never a 5xx: its line is at info level, or not written at all.
          if (logger.isLevelEnabled('info')) {
            logWhenClosed(logger, res, requestId, () => ({
              method: req.method,
              path: originalPathOf(req.url),
              ip: clientAddress(req, trustProxy),
              requestBytes: Number(req.headers['content-length'] ?? 0),
            }));
          }
          noteRequest(requestHostname(req, trustProxy), secure, req.headers['x-forwarded-proto']);
          const own: Record<string, string> = { 'x-request-id': requestId };
          if (secure) own['strict-transport-security'] = hstsValue;
          return own;
        },
      });

  // Request id and one log line per request (server/http/request-log.ts).
  app.use(requestLog(logger));

  // HSTS over https (its own middleware: the page cache cannot store it).
  app.use(strictTransportSecurity);

  // Security headers, with a fresh CSP nonce in res.locals.cspNonce.
  app.use(securityHeaders({ isDev }));

  app.use(compression());

  // Cache-Control: private, no-store on every answer that may be personal.
  app.use(privateAnswers());

  // How requests arrive (https, proxy headers), for `npm run doctor`.
  app.use(recordRequests(noteRequest));

  app.get('/healthz', (_req, res) => {
    const ok = isDatabaseReachable(db);
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'unavailable', database: ok });
  });

  // Abuse controls, before any handler reads a body or touches the database:
  // cross-site state changes and uploads while the disk is nearly full. The
  // per-address rate limits are declared by the procedures (server/api/guards.ts).
  app.use(refuseCrossSite());
  app.use(requireFreeDiskForUploads({ dataDir: config.DATA_DIR, minFreeMb: config.MIN_FREE_DISK_MB }));

  // Documents the JavaScript forms send ahead, resumable (tus), bound to the browser.
  app.use(
    resumableUploads({
      dataDir: config.DATA_DIR,
      guards,
      minFreeMb: config.MIN_FREE_DISK_MB,
      stagedMaxMb: config.STAGED_MAX_MB,
      logger,
    }),
  );

  // The old client's REST paths; each calls the same procedures as the pages.
  app.use(
    '/api',
    createLegacyRouter({
      db,
      dataDir: config.DATA_DIR,
      sessionSecret: config.SESSION_SECRET,
      guards,
      allowedOrigins: config.ALLOWED_ORIGINS,
      email,
      sessionOf: (token) => resolveSession(db, token),
    }),
  );

  app.use(
    '/trpc',
    trpcExpress.createExpressMiddleware({
      router: appRouter,
      // One request runs at most this many procedures (the admin screens'
      // batch link sends no more): a batch of 150 calls is refused whole.
      maxBatchSize: trpcMaxBatchSize,
      createContext: async ({ req }) =>
        createContext(await buildContextOptions(req, { db, cookies, guards, dataDir: config.DATA_DIR, email })),
      // A refusal's wait reaches the client as Retry-After, as on every transport.
      responseMeta: ({ errors }) => {
        const wait = errors.map((error) => problemOf(error).retryAfterSeconds).find(Boolean);
        return wait ? { headers: new Headers({ 'Retry-After': String(wait) }) } : {};
      },
      onError: ({ error, path: procedure, req }) => {
        if (error.code !== 'INTERNAL_SERVER_ERROR') return;
        logger.error({ err: error, procedure, requestId: req.res?.locals.requestId as unknown }, 'trpc error');
      },
    }),
  );

  // Gallery images are public and never change under a name (new upload, new name).
  app.use(
    galleryUrlPrefix,
    express.static(galleryDirOf(config.DATA_DIR), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );

  // Course images and centre photos (decision 084): the same, and an unknown name is a 404.
  app.use(
    contentImageUrlPrefix,
    express.static(contentImagesDirOf(config.DATA_DIR), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );

  // Logo and merchant QR: public, and a new upload gets a new name.
  app.use(
    brandUrlPrefix,
    express.static(brandDirOf(config.DATA_DIR), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  app.get('/favicon.ico', favicon({ logoFile: () => logoFilePath(db, config.DATA_DIR) }));
  app.get(
    '/payment-qr.png',
    paymentQrPng({
      drawQr: (purpose, ref) => upiQrPng(db, purpose, ref),
      guards,
      officeHours: () => getSettings(db).officeHours,
    }),
  );

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (isDev) {
    const vite = await import('vite');
    const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
    app.use(viteDevServer.middlewares);
    build = () => viteDevServer.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>;
  } else {
    if (!existsSync(serverBuildFile)) {
      throw new Error(`No build found at ${serverBuildFile}. Run \`npm run build\` first.`);
    }
    // A literal path: scripts/build-server.mjs bundles the Remix build into the
    // server's bundle from it (decision 031). `as string` keeps TypeScript from
    // resolving a file that exists only after a build.
    build = (await import('../build/server/index.js' as string)) as ServerBuild;
    // Vite fingerprints everything under /assets: safe to cache for a year.
    app.use('/assets', express.static(path.join(clientBuildDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
    app.use(express.static(clientBuildDir, { maxAge: '1h', index: false }));
  }
  // The offline worker's cache is named after the build's assets version; its
  // own offline page speaks the visitor's language.
  const offlineWords = (messages: Messages): OfflinePageWords => ({
    title: messages.offline.unsavedTitle,
    text: messages.offline.unsavedText,
    savedPages: messages.offline.savedPages,
    noSavedPages: messages.offline.noSavedPages,
    tryAgain: messages.offline.tryAgain,
    nav: messages.nav,
  });
  app.get(
    '/sw.js',
    serviceWorker(
      typeof build === 'function' ? 'dev' : build.assets.version,
      { en: offlineWords(en), hi: offlineWords(hi) },
      // The pages of the courses on offer, as the sitemap lists them (decision 078).
      () => publicCourses(db).flatMap((course) => (course.syllabusPath ? [course.syllabusPath] : [])),
    ),
  );

  // The enquiry form's plain post, answered without Remix; a refused one goes
  // on to Remix with its body, to show the form with its messages.
  app.use(plainEnquiryPosts({ db, cookies, guards, dataDir: config.DATA_DIR, email }));

  // A visitor's language: remembered choice, else the browser's (server/http/language.ts).
  app.use(chooseLanguage());

  // A miss renders below; the page cache keeps a copy of what it wrote.
  if (pageCache) app.use(pageCache.collect);

  app.all(
    '*',
    remixRequestHandler({
      build,
      mode: isDev ? 'development' : 'production',
      getLoadContext: (req: Request, res: Response) =>
        getLoadContext(req, {
          db,
          cookies,
          guards,
          dataDir: config.DATA_DIR,
          email,
          requestId: String(res.locals.requestId),
          cspNonce: String(res.locals.cspNonce),
          refusal: (res.locals.refusal as AppError | undefined) ?? null,
          submitRefusal: handedOnPost(res)?.submitRefusal ?? null,
          logger,
        }),
    }),
  );

  // Errors thrown by the middleware above: logged once, answered kindly.
  app.use(errorHandler(logger));

  // The process's request listener: a page-cache hit is answered on the bare
  // request; everything else goes through Express.
  const listener: RequestListener = pageCache
    ? (req, res) => {
        if (!pageCache.serve(req, res)) app(req, res);
      }
    : app;
  return listener;
}
