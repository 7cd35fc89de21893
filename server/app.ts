import { resolve } from 'node:path';
import { Hono } from 'hono';
import { AdminError } from './admin/errors.ts';
import { adminRoutes, catalogueImageRoutes, programAssetRoutes } from './admin/routes.ts';
import type { AppDeps, AppEnv, Deps, ProgramRow } from './context.ts';
import type { DemoParts } from './demo-parts.ts';
import { imageRoutes } from './images/index.ts';
import { afterResponse } from './lib/after-response.ts';
import { clientInfo, compileTrust } from './lib/client.ts';
import { compressReads } from './lib/compress-reads.ts';
import { programCors } from './lib/cors.ts';
import { ApiError } from './lib/errors.ts';
import { silentLogger } from './lib/log.ts';
import { createMetrics } from './lib/metrics.ts';
import { firstViewRenderer } from './lib/first-view.ts';
import { programResolver, requestOrigin } from './lib/programs.ts';
import { requestLog } from './lib/request-log.ts';
import { noStore, securityHeaders } from './lib/security-headers.ts';
import { sessionCache } from './lib/session-cache.ts';
import { authRoutes } from './modules/auth.ts';
import { catalogueRoutes } from './modules/catalogue.ts';
import { healthRoutes } from './modules/health.ts';
import { metricsRoutes, operatorMayReadMetrics } from './modules/metrics.ts';
import { orderRoutes } from './modules/orders.ts';
import { messageSets, programRoutes, publicProgram } from './modules/program.ts';
import { issuerConnectSource, ssoRoutes } from './modules/sso.ts';
import { userRoutes } from './modules/users.ts';
import { consoleStaticRoutes } from './console-static.ts';
import { staticRoutes } from './static.ts';

/**
 * The whole server as one Hono app; tests drive it with `app.request` and a Host header. `demo`:
 * a demo start's own parts (boot.ts loadDemo), absent in production.
 */
export function createApp(base: Deps, demo?: DemoParts) {
  const log = base.log ?? silentLogger;
  const metrics = base.metrics ?? createMetrics(base.db.poolStats ? { poolStats: () => base.db.poolStats!() } : {});
  const deps: AppDeps = {
    ...base,
    log,
    metrics,
    afterResponse: base.afterResponse ?? afterResponse(log),
    health: base.health ?? { draining: false },
    sessions: sessionCache(base.db, { log, metrics }),
  };
  const app = new Hono<AppEnv>();
  // Operations (docs/deploy.md): who the client is through trusted proxies, then a log line and a
  // duration per request, before anything else runs.
  app.use('*', clientInfo(compileTrust(deps.config.trustedProxies)));
  app.use('*', requestLog(deps));
  app.use('*', securityHeaders);
  app.use('/api/*', compressReads);

  app.onError((error, c) => {
    if (error instanceof AdminError) {
      // A 503 is the server's own trouble (a full disk): the operator's answer says so, the log says what.
      if (error.status >= 500) deps.log.error({ err: error.cause ?? error, reqId: c.get('requestId'), method: c.req.method }, `request failed: ${error.message}`);
      return c.json(error.toBody(), error.status);
    }
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json(error.toBody(), error.status);
    }
    // Never a stack trace to the client; the log has it.
    deps.log.error({ err: error, reqId: c.get('requestId'), method: c.req.method }, 'request failed');
    return c.json({ error: 'internal', message: 'Something went wrong. Please try again.' }, 500);
  });

  const programs = programResolver(deps);
  app.use('*', issuerConnectSource(programs));

  app.route('/', healthRoutes(deps, deps.health));
  app.route('/', metricsRoutes(deps.metrics, operatorMayReadMetrics(deps.db)));
  // Answers that carry an access token or the participant's own record are never kept by a cache.
  for (const path of ['/token', '/api/self', '/api/users/changepassword', '/api/sso', '/signin-oidc']) app.use(path, noStore);
  // The operator's calls (openapi-admin.yaml): any host, operator keys, the program in the path.
  // A catalogue file imported here is shown at once by this process's catalogue calls.
  const forgetCatalogue: (() => void)[] = [];
  const catalogueChanged = () => forgetCatalogue.forEach((forget) => forget());
  app.route('/', adminRoutes(deps, programs.clear, catalogueChanged));
  app.route('/', programAssetRoutes(deps));
  app.route('/', catalogueImageRoutes(deps));
  app.route('/', imageRoutes);

  // A demo start's development identity provider under /oidc [demo 25]; it finds the program of
  // the host itself. See docs/sso.md.
  const demoRoutes = demo?.routes(deps, programs);
  if (demoRoutes) app.route('/', demoRoutes.identityProvider);

  // Everything below answers for the program of the request's host, or of the page's origin when
  // the shop is served from another origin (lib/cors.ts).
  for (const path of ['/api/*', '/token', '/signin-oidc']) app.use(path, programCors(programs));
  for (const path of ['/api/*', '/token', '/signin-oidc', ...(demoRoutes ? ['/dev/*'] : [])]) app.use(path, programs.requireProgram);

  app.route('/', programRoutes(deps));
  app.route('/', authRoutes(deps));
  app.route('/', ssoRoutes(deps, demoRoutes ? { devVerifier: demoRoutes.verifyIdToken } : {}));
  app.route('/', userRoutes(deps));
  app.route('/', orderRoutes(deps));
  app.route('/', catalogueRoutes(deps, (forget) => forgetCatalogue.push(forget)));
  // The demo's tools (the outbox) exist only in a demo start: production has no /dev at all, not
  // even the app's page for an unknown address.
  if (demoRoutes) app.route('/', demoRoutes.tools);
  else app.all('/dev/*', (c) => c.json({ error: 'not_found' as const, message: 'No such operation.' }, 404));

  app.all('/api/*', (c) => c.json({ error: 'not_found' as const, message: 'No such operation.' }, 404));
  /** What a first view is rendered from: the program as GET /api/programs answers it, and its message sets. */
  const firstViewData = async (program: ProgramRow | null, origin: string) =>
    program ? { program: publicProgram(program.config, origin), messageSets: await messageSets(deps, program) } : null;
  const firstView = deps.config.ssr
    ? firstViewRenderer({
        entryFile: resolve(deps.config.ssrEntry),
        log: deps.log,
        data: async (c) => firstViewData(await programs.forRequest(c), requestOrigin(c)),
        // The origin only shapes addresses in markup that is thrown away.
        warmUpData: async () => firstViewData(await programs.any(), 'http://localhost'),
      })
    : undefined;
  app.route('/', consoleStaticRoutes(deps.config.distDir, { demo: !deps.config.production }));
  app.route('/', staticRoutes(deps.config.distDir, { demo: !deps.config.production, firstView }));
  return app;
}
