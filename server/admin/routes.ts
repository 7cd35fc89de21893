import { Hono, type Context } from 'hono';
import {
  DEACTIVATE_COLUMNS,
  deactivateRowSchema,
  POINTS_COLUMNS,
  pointsLineBodySchema,
  pointsLineRowSchema,
  TRACKING_COLUMNS,
  trackingLineBodySchema,
  trackingRowSchema,
} from '../../src/schemas/operator-files.ts';
import { PROGRAM_SLUG_PATTERN } from '../../src/schemas/field-rules.ts';
import { programApplySchema } from '../../src/schemas/program-settings.ts';
import type { AppDeps, ProgramRow } from '../context.ts';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors.ts';
import type { Sql } from '../db/types.ts';
import { parseAllowList } from '../lib/outbound-fetch.ts';
import { decodeUtf8, describeBadUtf8 } from '../lib/utf8.ts';
import { isJsonObject, isStorableText, OPERATOR_UNSTORABLE, parseBody, parseWith } from '../lib/validate.ts';
import { CATALOGUE_COLUMNS, catalogueRowSchema } from '../../src/schemas/catalogue-file.ts';
import { catalogueImporter, type CatalogueScope } from './catalogue.ts';
import { categoriesFileSpec } from './categories.ts';
import { IMAGE_LIMIT_BYTES, imageUrlsOf, prefetchImages, putCatalogueImage, SHARED_SCOPE, type ImageFetchPolicy } from './catalogue-images.ts';
import { FileErrors } from './errors.ts';
import { importFile, mayNameAddresses, readBodyLimited, readRecords, spoolUpload, type ImportSpec } from './files.ts';
import { applyProgram, ASSET_LIMIT_BYTES, putAsset } from './program-apply.ts';
import { cancelOrder, trackingImporter } from './fulfilment.ts';
import { exportOrders } from './orders-export.ts';
import { auditIn, authenticate, authorize, type AdminEnv } from './access.ts';
import { auditRoutes } from './audit-routes.ts';
import { KEY_COLUMNS, toKeyView, type OperatorKeyRow } from './keys.ts';
import { roleIn } from './roles.ts';
import { staffSessionStore } from './staff-sessions.ts';
import { staffRoutes } from './staff-routes.ts';
import { staffPasswordRoutes } from './staff-password-routes.ts';
import { staffTeamRoutes } from './staff-team-routes.ts';
import { staffTokenStore } from './staff-tokens.ts';
import { programKeysRoutes } from './program-keys-routes.ts';
import { trackLine } from './tracking-line.ts';
import { deactivateLogins, deactivator, participantsFileSpec, type Invitation } from './participants.ts';
import { lifecycleRoutes } from './lifecycle-routes.ts';
import { readRoutes } from './reads/routes.ts';
import { uploadFileName } from './upload-name.ts';
import { applyPointsBatch, applyPointsLine, pointsRefusal } from './points.ts';
import * as v from 'valibot';
import { dirname } from 'node:path';

const KEY_ID = /^key_[A-Za-z0-9]{16}$/;
const ORDER_NUMBER = /^[0-9]{1,18}$/;
/** A catalogue file that changes this many products is followed by VACUUM (ANALYZE). */
const VACUUM_AFTER_PRODUCTS = 1000;

/**
 * The operator's admin API under /admin/api (openapi-admin.yaml): operator keys, not participant
 * sessions; the program is named in the path, not chosen by the host. Files are spooled to disk
 * with their own size limit (ADMIN_UPLOAD_LIMIT_MB), never the participant calls' 64 kB.
 */
export function adminRoutes(deps: AppDeps, onProgramChange: () => void = () => undefined, onCatalogueChange: () => void = () => undefined) {
  const { db, config, sessions, mail } = deps;
  const app = new Hono<AdminEnv>();
  const imageFetch: ImageFetchPolicy = {
    allow: parseAllowList(config.adminFetchAllow, 'ADMIN_FETCH_ALLOW'),
    onFailure: (detail) => deps.log.info({ imageFetch: detail }, 'catalogue image not fetched'),
  };
  const clock = deps.clock ?? (() => new Date());
  const staffSessions = staffSessionStore(db, config.staffSession, clock);
  // Who calls (a key or a console session), then whether the role matrix lets them call this
  // route (access.ts, roles.ts): both before any handler, for every route.
  app.use('/admin/api/*', authenticate(db, staffSessions));
  app.use('/admin/api/*', authorize);
  const staffTokens = staffTokenStore(clock);
  app.route('/', staffRoutes(deps, staffSessions, clock));
  app.route('/', staffPasswordRoutes(deps, { sessions: staffSessions, tokens: staffTokens, clock }));
  app.route('/', auditRoutes(deps));

  /** The program of the path, once the role matrix let the caller touch it (a scoped key learns nothing of other programs). */
  async function programOf(c: Context<AdminEnv>): Promise<ProgramRow> {
    const slug = c.req.param('program') ?? '';
    if (!PROGRAM_SLUG_PATTERN.test(slug)) throw notFound('No such program.');
    const [row] = await db.query<ProgramRow>('SELECT id, slug, config FROM programs WHERE slug = $1 AND removed_at IS NULL', [slug]);
    if (!row) throw notFound(`No program "${slug}".`);
    return row;
  }

  /** A file applied in one transaction, its audit row (the counts) last in it. */
  async function importUpload<S extends v.GenericSchema>(c: Context<AdminEnv>, program: string | null, spec: ImportSpec<S>) {
    const fileName = uploadFileName(c.req.header('content-disposition'));
    const upload = await spoolUpload(c, config.adminUploadLimitBytes, deps.openSpoolFile);
    const audit = auditIn(c, clock);
    try {
      return await importFile(db, upload, spec, (tx, counts) => audit(tx, { program, after: { ...counts, fileName } }));
    } finally {
      await upload.remove();
    }
  }

  /** The program slug of the path, for calls that may create the program (its key must cover the slug). */
  function scopedSlug(c: Context<AdminEnv>): string {
    const slug = c.req.param('program') ?? '';
    if (!PROGRAM_SLUG_PATTERN.test(slug)) throw notFound('No such program.');
    return slug;
  }

  /** An image or theme file stored in one transaction with its audit row; the same bytes again record nothing. */
  async function storeImage<T extends { name: string; sha256: string; changed: boolean }>(c: Context<AdminEnv>, program: string | null, put: (tx: Sql) => Promise<T>): Promise<T> {
    const audit = auditIn(c, clock);
    return db.transaction(async (tx) => {
      const stored = await put(tx);
      if (stored.changed) await audit(tx, { program, target: stored.name, after: { sha256: stored.sha256 } });
      return stored;
    });
  }

  /**
   * Support moves at most the program's support_points_limit in one adjustment, either way; the
   * other roles are not limited here.
   */
  async function withinSupportLimit(c: Context<AdminEnv>, program: ProgramRow, amount: number): Promise<void> {
    if (roleIn(c.get('actor').grants, program.slug) !== 'support') return;
    const [row] = await db.query<{ support_points_limit: number }>('SELECT support_points_limit FROM programs WHERE id = $1', [program.id]);
    const limit = row?.support_points_limit ?? 0;
    if (Math.abs(amount) > limit) throw forbidden(`Support may adjust at most ${limit} points at once in program "${program.slug}"; ask a manager. Nothing was changed.`);
  }

  app.put('/admin/api/programs/:program', async (c) => {
    const slug = scopedSlug(c);
    if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) throw badRequest('Send the program as application/json.');
    const bytes = await readBodyLimited(c, config.adminUploadLimitBytes);
    const decoded = decodeUtf8(bytes);
    if ('bad' in decoded) {
      const message = `Line ${decoded.bad.line}: ${describeBadUtf8(decoded.bad)}`;
      throw badRequest(message, [{ field: '(body)', message }]);
    }
    let value: unknown;
    try {
      value = JSON.parse(decoded.text);
    } catch {
      throw badRequest('The body is not valid JSON.', [{ field: '(body)', message: 'The body is not valid JSON.' }]);
    }
    if (!isJsonObject(value)) throw badRequest('Send a JSON object.', [{ field: '(body)', message: 'Send a JSON object.' }]);
    const body = parseWith(programApplySchema, value, { unstorable: OPERATOR_UNSTORABLE });
    const audit = auditIn(c, clock);
    const outcome = await db.transaction(async (tx) => {
      const applied = await applyProgram(tx, slug, body);
      if (applied !== 'unchanged') await audit(tx, { program: slug, target: slug, after: { outcome: applied } });
      return applied;
    });
    onProgramChange();
    return c.json({ program: slug, outcome });
  });

  /**
   * A catalogue file: the images it names by web address are fetched first (outside the
   * transaction), then the file is applied in one transaction like every other file.
   */
  async function catalogueImport(c: Context<AdminEnv>, scope: CatalogueScope) {
    const prune = c.req.query('prune') === 'true';
    const fileName = uploadFileName(c.req.header('content-disposition'));
    const upload = await spoolUpload(c, config.adminUploadLimitBytes, deps.openSpoolFile);
    const audit = auditIn(c, clock);
    try {
      const urls = new Set<string>();
      if (await mayNameAddresses(upload.path)) {
        for await (const record of readRecords(upload.path, upload.format, CATALOGUE_COLUMNS, new FileErrors())) for (const url of imageUrlsOf(record.values)) urls.add(url);
      }
      const fetched = await prefetchImages(db, scope.imageScope, urls, dirname(upload.path), imageFetch);
      const importer = catalogueImporter(scope, fetched, { prune });
      const { rows } = await importFile(
        db,
        upload,
        { columns: CATALOGUE_COLUMNS, schema: catalogueRowSchema, applyBatch: importer.applyBatch, lastRows: importer.lastRows, finish: importer.finish },
        (tx, counts) => audit(tx, { program: scope.programId === null ? null : scope.imageScope, after: { ...importer.counts, rows: counts.rows, prune, fileName } }),
      );
      // As after the seed: fresh planner statistics (PGlite runs no autovacuum) and a visibility
      // map for the facet counts' index-only scans, once a file has changed many products.
      const { created, updated, removed } = importer.counts;
      if (created + updated + removed >= VACUUM_AFTER_PRODUCTS) await db.exec('VACUUM (ANALYZE) products, product_categories');
      onCatalogueChange();
      return { rows, ...importer.counts };
    } finally {
      await upload.remove();
    }
  }

  app.post('/admin/api/catalogue/import', async (c) => {
    return c.json(await catalogueImport(c, { programId: null, imageScope: SHARED_SCOPE, label: 'the shared catalogue' }));
  });

  app.post('/admin/api/catalogue/categories/import', async (c) => {
    const counts = await importUpload(c, null, categoriesFileSpec());
    onCatalogueChange();
    return c.json(counts);
  });

  app.put('/admin/api/catalogue/images/:name', async (c) => {
    const data = await readBodyLimited(c, IMAGE_LIMIT_BYTES);
    return c.json(await storeImage(c, null, (tx) => putCatalogueImage(tx, SHARED_SCOPE, c.req.param('name'), data)));
  });

  app.post('/admin/api/programs/:program/catalogue/import', async (c) => {
    const program = await programOf(c);
    return c.json(await catalogueImport(c, { programId: program.id, imageScope: program.slug, label: `program ${program.slug}` }));
  });

  app.put('/admin/api/programs/:program/catalogue/images/:name', async (c) => {
    const program = await programOf(c);
    const data = await readBodyLimited(c, IMAGE_LIMIT_BYTES);
    return c.json(await storeImage(c, program.slug, (tx) => putCatalogueImage(tx, program.slug, c.req.param('name'), data)));
  });

  app.put('/admin/api/programs/:program/assets/:name', async (c) => {
    const slug = scopedSlug(c);
    const data = await readBodyLimited(c, ASSET_LIMIT_BYTES);
    return c.json(await storeImage(c, slug, (tx) => putAsset(tx, slug, c.req.param('name'), data)));
  });

  app.get('/admin/api/keys', async (c) => {
    const rows = await db.query<OperatorKeyRow>(`SELECT ${KEY_COLUMNS} FROM operator_keys ORDER BY created_at DESC, id`);
    return c.json(rows.map(toKeyView));
  });

  app.post('/admin/api/keys/:keyId/revoke', async (c) => {
    const id = c.req.param('keyId');
    if (!KEY_ID.test(id)) throw notFound('No such key.');
    const audit = auditIn(c, clock);
    const row = await db.transaction(async (tx) => {
      const [before] = await tx.query<{ revoked_at: Date | string | null }>('SELECT revoked_at FROM operator_keys WHERE id = $1 FOR UPDATE', [id]);
      if (!before) throw notFound('No such key.');
      const [after] = await tx.query<OperatorKeyRow>(`UPDATE operator_keys SET revoked_at = COALESCE(revoked_at, now()) WHERE id = $1 RETURNING ${KEY_COLUMNS}`, [id]);
      if (before.revoked_at === null) await audit(tx, { program: null, target: id, before: { revokedAt: null }, after: { revokedAt: new Date(after!.revoked_at!).toISOString() } });
      return after!;
    });
    return c.json(toKeyView(row));
  });

  app.post('/admin/api/programs/:program/points', async (c) => {
    const program = await programOf(c);
    if (program.config.type !== 'points') throw conflict('Points are kept only in points programs.');
    const line = await parseBody(c, pointsLineBodySchema);
    await withinSupportLimit(c, program, line.amount);
    const audit = auditIn(c, clock);
    const outcome = await db.transaction(async (tx) => {
      const done = await applyPointsLine(tx, program.id, line);
      if (done.kind === 'applied') {
        const { reason, reference, amount } = line;
        await audit(tx, { program: program.slug, target: line.participant, before: { balance: done.balance - amount }, after: { balance: done.balance, amount, reason, reference } });
      }
      return done;
    });
    const refusal = pointsRefusal(outcome, line);
    if (outcome.kind === 'no-participant') throw notFound(refusal!.message);
    if (refusal) throw conflict(refusal.message);
    return c.json({ applied: outcome.kind === 'applied', balance: (outcome as { balance: number }).balance });
  });

  app.post('/admin/api/programs/:program/points/import', async (c) => {
    const program = await programOf(c);
    if (program.config.type !== 'points') throw conflict('Points are kept only in points programs.');
    return c.json(
      await importUpload(c, program.slug, {
        columns: POINTS_COLUMNS,
        schema: pointsLineRowSchema,
        applyBatch: (tx, rows, errors) => applyPointsBatch(tx, program.id, rows, errors),
      }),
    );
  });

  app.post('/admin/api/programs/:program/participants/import', async (c) => {
    const program = await programOf(c);
    const invitations: Invitation[] = [];
    const counts = await importUpload(c, program.slug, participantsFileSpec(program, invitations, config.invitationTokenTtlSeconds));
    // After commit only: a refused file invites nobody. A mail that fails is logged; the
    // participant is created either way and can ask for a reset.
    for (const { userId, token } of invitations) {
      await mail.invitation({ programId: program.id, userId, token }).catch((error: unknown) => console.error(`invitation for ${userId}`, error));
    }
    return c.json(counts);
  });

  app.post('/admin/api/programs/:program/participants/deactivate', async (c) => {
    const program = await programOf(c);
    const userIds: string[] = [];
    const counts = await importUpload(c, program.slug, { columns: DEACTIVATE_COLUMNS, schema: deactivateRowSchema, applyBatch: deactivator(program.id, userIds) });
    // The database tells every instance (migration 005); this one need not wait to hear it.
    for (const id of userIds) sessions.forgetUser(id);
    return c.json(counts);
  });

  app.post('/admin/api/programs/:program/participants/:login/deactivate', async (c) => {
    const program = await programOf(c);
    const login = c.req.param('login');
    // A sign-in no participant could have (too long, a NUL) is answered like an unknown one.
    const possible = isStorableText(login) && v.safeParse(deactivateRowSchema, { login }).success;
    const audit = auditIn(c, clock);
    const [done] = possible
      ? await db.transaction(async (tx) => {
          const results = await deactivateLogins(tx, program.id, [login]);
          if (results[0]?.outcome === 'updated') await audit(tx, { program: program.slug, target: login, before: { deactivated: false }, after: { deactivated: true } });
          return results;
        })
      : [null];
    if (!done) throw notFound('No participant of this program signs in that way.');
    sessions.forgetUser(done.userId);
    return c.json({ rows: 1, created: 0, updated: done.outcome === 'updated' ? 1 : 0, unchanged: done.outcome === 'unchanged' ? 1 : 0 });
  });

  app.route('/', readRoutes(deps, { programOf, clock }));
  app.route('/', lifecycleRoutes(deps, { programOf, onProgramChange, onCatalogueChange, audit: (c) => auditIn(c, clock) }));
  app.route('/', staffTeamRoutes(deps, { programOf, audit: (c) => auditIn(c, clock), sessions: staffSessions, tokens: staffTokens }));
  app.route('/', programKeysRoutes(deps, { programOf, audit: (c) => auditIn(c, clock) }));

  app.post('/admin/api/programs/:program/orders/export', async (c) => {
    const program = await programOf(c);
    const format = c.req.query('format') ?? 'csv';
    const all = c.req.query('all') ?? 'false';
    const fields = [
      ...(format === 'csv' || format === 'jsonl' ? [] : [{ field: 'format', message: 'Must be csv or jsonl.' }]),
      ...(all === 'true' || all === 'false' ? [] : [{ field: 'all', message: 'Must be true or false.' }]),
    ];
    if (fields.length) throw badRequest('Some fields are not valid.', fields);
    const audit = auditIn(c, clock);
    const { text, orders } = await db.transaction(async (tx) => {
      const exported = await exportOrders(tx, program.id, { all: all === 'true', format: format as 'csv' | 'jsonl' });
      await audit(tx, { program: program.slug, after: { orders: exported.orders, all: all === 'true', format } });
      return exported;
    });
    c.header('X-Orders', String(orders));
    c.header('Content-Type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8');
    return c.body(text);
  });

  app.post('/admin/api/programs/:program/tracking/import', async (c) => {
    const program = await programOf(c);
    const shipped = new Map<string, string[]>();
    const importer = trackingImporter(program.id, shipped);
    const counts = await importUpload(c, program.slug, { columns: TRACKING_COLUMNS, schema: trackingRowSchema, applyBatch: importer.applyBatch, finish: importer.finish });
    for (const [orderId, itemIds] of shipped) {
      await mail.shipped({ programId: program.id, orderId, itemIds }).catch((error: unknown) => console.error(`shipping mail for ${orderId}`, error));
    }
    return c.json(counts);
  });

  app.put('/admin/api/programs/:program/orders/:orderNumber/items/:itemId/tracking', async (c) => {
    const program = await programOf(c);
    const orderNumber = c.req.param('orderNumber');
    if (!ORDER_NUMBER.test(orderNumber)) throw notFound('No such order.');
    const body = await parseBody(c, trackingLineBodySchema);
    const row = parseWith(trackingRowSchema, { ...body, order_number: orderNumber, item_id: c.req.param('itemId') });
    const shipped = new Map<string, string[]>();
    const audit = auditIn(c, clock);
    const { after } = await db.transaction(async (tx) => {
      const done = await trackLine(tx, program.id, row, shipped);
      if (done.changed) {
        const { status, tracking } = done.before;
        await audit(tx, { program: program.slug, target: `${orderNumber}/${row.item_id}`, before: { status, tracking }, after: { status: done.after.status, tracking: done.after.tracking } });
      }
      return done;
    });
    for (const [orderId, itemIds] of shipped) {
      await mail.shipped({ programId: program.id, orderId, itemIds }).catch((error: unknown) => console.error(`shipping mail for ${orderId}`, error));
    }
    return c.json(after);
  });

  app.post('/admin/api/programs/:program/orders/:orderNumber/cancel', async (c) => {
    const program = await programOf(c);
    const orderNumber = c.req.param('orderNumber');
    if (!ORDER_NUMBER.test(orderNumber)) throw notFound('No such order.');
    const audit = auditIn(c, clock);
    const cancelled = await db.transaction(async (tx) => {
      const done = await cancelOrder(tx, { id: program.id, type: program.config.type }, orderNumber);
      await audit(tx, { program: program.slug, target: orderNumber, after: { status: done.status, refunded: done.refunded, balance: done.balance } });
      return done;
    });
    // After commit only, like the shipped mail: the cancellation stands whatever happens to its mail.
    await mail
      .cancelled({ programId: program.id, orderNumber, refunded: cancelled.refunded })
      .catch((error: unknown) => console.error(`cancellation mail for order ${orderNumber}`, error));
    return c.json(cancelled);
  });

  app.all('/admin/api/*', (c) => c.json({ error: 'not_found' as const, message: 'No such operation.' }, 404));
  return app;
}

/** Product images as the app loads them: public like the products' other pictures, cached for good (the address carries the version). */
export function catalogueImageRoutes(deps: AppDeps) {
  const app = new Hono();
  app.get('/catalogue-images/:scope/:name', async (c) => {
    const [row] = await deps.db.query<{ content_type: string; data: Uint8Array }>('SELECT content_type, data FROM catalogue_images WHERE scope = $1 AND name = $2', [
      c.req.param('scope'),
      c.req.param('name'),
    ]);
    if (!row) return c.json({ error: 'not_found' as const, message: 'No such image.' }, 404);
    c.header('Content-Type', row.content_type);
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(new Uint8Array(row.data));
  });
  return app;
}

/** Theme images as the app loads them: public (the login page shows the logo), cached for good (the address carries the version). */
export function programAssetRoutes(deps: AppDeps) {
  const app = new Hono();
  app.get('/program-assets/:slug/:name', async (c) => {
    const [row] = await deps.db.query<{ content_type: string; data: Uint8Array }>('SELECT content_type, data FROM program_assets WHERE program_slug = $1 AND name = $2', [
      c.req.param('slug'),
      c.req.param('name'),
    ]);
    if (!row) return c.json({ error: 'not_found' as const, message: 'No such file.' }, 404);
    c.header('Content-Type', row.content_type);
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    return c.body(new Uint8Array(row.data));
  });
  return app;
}
