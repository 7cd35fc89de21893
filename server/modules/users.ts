import { Hono, type Context } from 'hono';
import { programLocales } from '../../src/domain/locales.ts';
import { accountBookAddressSchema, cartUpdateRequestSchema, ID_PATTERN, languageUpdateSchema, profileSchema } from '../../src/schemas/index.ts';
import type { AppEnv, Deps, UserRow } from '../context.ts';
import type { Sql } from '../db/types.ts';
import { toAddress, toUser, type AddressRow } from '../lib/dto.ts';
import { badRequest, conflict, forbidden, notFound, type FieldError } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import { requireUser } from '../lib/sessions.ts';
import { parseBody } from '../lib/validate.ts';

const listAddresses = (sql: Sql, userId: string) =>
  sql.query<AddressRow>('SELECT id, is_default, data FROM addresses WHERE user_id = $1 ORDER BY created_at, id', [userId]);

/** Only the participant's own record: another sid is refused, whoever asks. */
function ownUser(c: Context<AppEnv>): UserRow {
  const user = c.get('user');
  if (c.req.param('sid') !== user.id) throw forbidden('That is not your account.');
  return user;
}

function requireAddressManagement(c: Context<AppEnv>) {
  if (!c.get('program').config.permissions.allowAddressManagement) throw forbidden('Addresses cannot be changed in this program.');
}

/** The path's address id; one outside the id pattern names no address (nor reaches the database). */
function addressIdOf(c: Context<AppEnv>): string {
  const id = c.req.param('addressId') ?? '';
  if (!ID_PATTERN.test(id)) throw notFound('No such address.');
  return id;
}

export function userRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.use('/api/self', requireUser(deps));
  app.use('/api/users/:sid', requireUser(deps));
  app.use('/api/users/:sid/*', requireUser(deps));

  app.get('/api/self', async (c) => {
    const user = c.get('user');
    return c.json(toUser(user, await listAddresses(db, user.id)));
  });

  app.post('/api/users/:sid', async (c) => {
    const user = ownUser(c);
    // Claim programs have no profile page [account 1]; their record's email field holds the code.
    if (c.get('program').config.type === 'claim') throw forbidden('Claim codes have no profile to edit.');
    const body = await parseBody(c, profileSchema);
    const programId = c.get('program').id;
    const updated = await db.transaction(async (tx) => {
      // Password reset, single sign-on and the score page find a participant by email, so within a
      // program an address names one participant. Changes are serialized per program so that two
      // participants cannot take the same address at once.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`profile-email:${programId}`]);
      const [taken] = await tx.query<{ id: string }>(
        'SELECT id FROM users WHERE program_id = $1 AND id <> $2 AND (lower(email) = lower($3) OR lower(login) = lower($3)) LIMIT 1',
        [programId, user.id, body.email],
      );
      if (taken) throw conflict('Another participant of this program already uses that email address.');
      const [row] = await tx.query<UserRow>('UPDATE users SET name = $2, email = $3 WHERE id = $1 RETURNING *', [user.id, body.name, body.email]);
      return row;
    });
    return c.json(toUser(updated ?? user, await listAddresses(db, user.id)));
  });

  app.put('/api/users/:sid/cart', async (c) => {
    const user = ownUser(c);
    const { cartItems } = await parseBody(c, cartUpdateRequestSchema);
    const ids = [...new Set(cartItems.map((i) => i.productId))];
    const known = await db.query<{ id: string; options: { optionID: string }[] | null }>(
      `SELECT id, details->'options' AS options FROM products WHERE id = ANY($1::text[]) AND (program_id IS NULL OR program_id = $2)`,
      [ids, c.get('program').id],
    );
    // The same rules as an order line (server/modules/orders.ts), so a stored cart can be ordered.
    const optionsOf = new Map(known.map((r) => [r.id, new Set((r.options ?? []).map((o) => o.optionID))]));
    const fields: FieldError[] = [];
    cartItems.forEach((item, index) => {
      const options = optionsOf.get(item.productId);
      if (!options) fields.push({ field: `cartItems.${index}.productId`, message: 'No such product.' });
      else if (options.size > 0 && !options.has(item.optionId ?? '')) fields.push({ field: `cartItems.${index}.optionId`, message: 'Choose one of the product’s options.' });
      else if (options.size === 0 && item.optionId) fields.push({ field: `cartItems.${index}.optionId`, message: 'This product has no options.' });
    });
    if (fields.length) throw badRequest('Some fields are not valid.', fields);
    await db.query('UPDATE users SET cart_items = $2::jsonb WHERE id = $1', [user.id, JSON.stringify(cartItems)]);
    return c.json({ cartItems });
  });

  // Every program type: a claim participant's order mail is written in their language too.
  app.put('/api/users/:sid/language', async (c) => {
    const user = ownUser(c);
    const { language } = await parseBody(c, languageUpdateSchema);
    if (!programLocales(c.get('program').config).includes(language))
      throw badRequest('Some fields are not valid.', [{ field: 'language', message: 'This program does not offer that language.' }]);
    await db.query('UPDATE users SET language = $2 WHERE id = $1', [user.id, language]);
    return c.json({ language });
  });

  app.post('/api/users/:sid/addresses', async (c) => {
    const user = ownUser(c);
    requireAddressManagement(c);
    // The path names the address; an id the form sends along is not stored with it.
    const { default: wantsDefault, id: _id, ...data } = await parseBody(c, accountBookAddressSchema);
    const row = await db.transaction(async (tx) => {
      const existing = await listAddresses(tx, user.id);
      const isDefault = Boolean(wantsDefault) || existing.length === 0;
      if (isDefault) await tx.query('UPDATE addresses SET is_default = false WHERE user_id = $1', [user.id]);
      const [created] = await tx.query<AddressRow>(
        'INSERT INTO addresses (id, user_id, is_default, data) VALUES ($1, $2, $3, $4::jsonb) RETURNING id, is_default, data',
        [newId('adr'), user.id, isDefault, JSON.stringify(data)],
      );
      return created!;
    });
    return c.json(toAddress(row), 201);
  });

  app.post('/api/users/:sid/addresses/:addressId', async (c) => {
    const user = ownUser(c);
    requireAddressManagement(c);
    const addressId = addressIdOf(c);
    // The path names the address; an id the form sends along is not stored with it.
    const { default: wantsDefault, id: _id, ...data } = await parseBody(c, accountBookAddressSchema);
    const row = await db.transaction(async (tx) => {
      const [current] = await tx.query<AddressRow>('SELECT id, is_default, data FROM addresses WHERE id = $1 AND user_id = $2', [addressId, user.id]);
      if (!current) throw notFound('No such address.');
      // The default moves only by choosing another; unticking it alone would leave none.
      const isDefault = current.is_default || Boolean(wantsDefault);
      if (isDefault && !current.is_default) await tx.query('UPDATE addresses SET is_default = false WHERE user_id = $1', [user.id]);
      const [updated] = await tx.query<AddressRow>(
        'UPDATE addresses SET is_default = $3, data = $4::jsonb WHERE id = $1 AND user_id = $2 RETURNING id, is_default, data',
        [current.id, user.id, isDefault, JSON.stringify(data)],
      );
      return updated!;
    });
    return c.json(toAddress(row));
  });

  app.delete('/api/users/:sid/addresses/:addressId', async (c) => {
    const user = ownUser(c);
    requireAddressManagement(c);
    const addressId = addressIdOf(c);
    await db.transaction(async (tx) => {
      const [removed] = await tx.query<AddressRow>('DELETE FROM addresses WHERE id = $1 AND user_id = $2 RETURNING id, is_default, data', [addressId, user.id]);
      if (!removed) throw notFound('No such address.');
      if (removed.is_default) {
        await tx.query(
          `UPDATE addresses SET is_default = true WHERE id = (SELECT id FROM addresses WHERE user_id = $1 ORDER BY created_at, id LIMIT 1)`,
          [user.id],
        );
      }
    });
    return c.body(null, 204);
  });

  return app;
}
