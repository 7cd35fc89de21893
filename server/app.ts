import { Hono } from 'hono';
import { AdminError } from './admin/errors.ts';
import { adminRoutes, programAssetRoutes } from './admin/routes.ts';
import type { AppDeps, AppEnv, Deps } from './context.ts';
import { imageRoutes } from './images/index.ts';
import { compressReads } from './lib/compress-reads.ts';
import { ApiError } from './lib/errors.ts';
import { programResolver } from './lib/programs.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { sessionCache } from './lib/session-cache.ts';
import { authRoutes } from './modules/auth.ts';
import { catalogueRoutes } from './modules/catalogue.ts';
import { devRoutes } from './modules/dev.ts';
import { orderRoutes } from './modules/orders.ts';
import { programRoutes } from './modules/program.ts';
import { issuerConnectSource, ssoRoutes } from './modules/sso.ts';
import { loggingMailService } from './mail/mail-service.ts';
import { devIdentityProvider } from './oidc/index.ts';
import { userRoutes } from './modules/users.ts';
import { staticRoutes } from './static.ts';

/** The whole server as one Hono app; tests drive it with `app.request` and a Host header. */
export function createApp(base: Deps) {
  const deps: AppDeps = { ...base, sessions: sessionCache(base.db), mail: base.mail ?? loggingMailService() };
  const app = new Hono<AppEnv>();
  app.use('*', securityHeaders);
  app.use('/api/*', compressReads);

  app.onError((error, c) => {
    if (error instanceof AdminError) return c.json(error.toBody(), error.status);
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json(error.toBody(), error.status);
    }
    // Never a stack trace to the client; the log has it.
    console.error(`${c.req.method} ${c.req.path}`, error);
    return c.json({ error: 'internal', message: 'Something went wrong. Please try again.' }, 500);
  });

  const programs = programResolver(deps);
  app.use('*', issuerConnectSource(programs));

  app.get('/api/health', (c) => c.json({ ok: true as const }));
  // The operator's calls (openapi-admin.yaml): any host, operator keys, the program in the path.
  app.route('/', adminRoutes(deps, programs.clear));
  app.route('/', programAssetRoutes(deps));
  app.route('/', imageRoutes);

  // The development identity provider under /oidc (DEMO.md), outside production only; it finds
  // the program of the host itself. See docs/sso.md.
  const devProvider = deps.config.production
    ? undefined
    : devIdentityProvider(deps, { programs, learningPlatformSegment: deps.config.learningPlatformSegment });
  if (devProvider) app.route('/', devProvider.routes);

  // Everything below answers for the program of the request's host.
  for (const path of ['/api/*', '/token', '/signin-oidc', '/dev/*']) app.use(path, programs.requireProgram);

  app.route('/', programRoutes(deps));
  app.route('/', authRoutes(deps));
  app.route('/', ssoRoutes(deps, devProvider ? { devVerifier: devProvider.verifyIdToken } : {}));
  app.route('/', userRoutes(deps));
  app.route('/', orderRoutes(deps));
  app.route('/', catalogueRoutes(deps));
  if (!deps.config.production) app.route('/', devRoutes(deps));

  app.all('/api/*', (c) => c.json({ error: 'not_found' as const, message: 'No such operation.' }, 404));
  app.route('/', staticRoutes(deps.config.distDir, { demo: !deps.config.production }));
  return app;
}
