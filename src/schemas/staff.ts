import * as v from 'valibot';

import { EMAIL_MAX, EMAIL_PATTERN, LOGIN_PASSWORD_MAX, NAME_MAX, PROGRAM_SLUG_PATTERN, SINGLE_LINE_PATTERN } from './field-rules';

/**
 * Staff accounts and their console sign-in (docs/operate.md, Staff and roles). These speak to
 * staff, in English (the console has its own catalogue): not exported from index.ts.
 */

const required = 'Required.';

/**
 * A strict body's message for a key it does not know, and for one it needs that is missing (valibot
 * gives both to the object's message, the missing one with no input).
 */
const keyIssue = (issue: { expected: string | null; input: unknown }) =>
  issue.expected === 'never' ? `Unknown field ${String(issue.input)}.` : required;

export const staffEmailSchema = v.config(
  v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(EMAIL_MAX, `At most ${EMAIL_MAX} characters.`),
    v.regex(EMAIL_PATTERN, 'Must be an e-mail address, e.g. sam@example.com.'),
  ),
  { abortPipeEarly: true },
);

/** A staff password: long rather than clever (NIST SP 800-63B), never trimmed. */
export const STAFF_PASSWORD_MIN = 12;
export const staffPasswordSchema = v.pipe(
  v.string(required),
  v.minLength(STAFF_PASSWORD_MIN, `At least ${STAFF_PASSWORD_MIN} characters.`),
  v.maxLength(LOGIN_PASSWORD_MAX, `At most ${LOGIN_PASSWORD_MAX} characters.`),
);

export const staffNameSchema = v.pipe(
  v.string(required),
  v.trim(),
  v.nonEmpty(required),
  v.maxLength(NAME_MAX, `At most ${NAME_MAX} characters.`),
  v.regex(SINGLE_LINE_PATTERN, 'No line breaks or other control characters.'),
);

/** POST /admin/api/staff/sign-in. Any length is checked against the stored hash only up to the limit. */
export const staffSignInSchema = v.strictObject(
  {
    email: staffEmailSchema,
    password: v.pipe(
      v.string(required),
      v.nonEmpty(required),
      v.maxLength(LOGIN_PASSWORD_MAX, `At most ${LOGIN_PASSWORD_MAX} characters.`),
    ),
  },
  keyIssue,
);

/** A staff member's or a key's role in one program (server/admin/roles.ts says what each may do). */
export const PROGRAM_ROLES = ['owner', 'manager', 'support', 'viewer'] as const;
export const programRoleSchema = v.picklist(PROGRAM_ROLES, 'Must be owner, manager, support or viewer.');

/** `npm run ops -- staff create`: a platform owner, or a role in some programs. */
export const newStaffSchema = v.pipe(
  v.object({
    email: staffEmailSchema,
    name: staffNameSchema,
    password: staffPasswordSchema,
    platformOwner: v.boolean(),
    role: v.optional(programRoleSchema),
    programs: v.array(v.pipe(v.string(), v.regex(PROGRAM_SLUG_PATTERN, 'Must be a program slug.'))),
  }),
  v.check((s) => s.platformOwner === (s.programs.length === 0), 'Give either --platform-owner or --programs, not both and not neither.'),
);

/** POST /admin/api/programs/{program}/staff: an owner invites someone to the program with a role. */
export const staffInviteSchema = v.strictObject({ email: staffEmailSchema, name: staffNameSchema, role: programRoleSchema }, keyIssue);

/** PUT /admin/api/programs/{program}/staff/{staffId}: a staff member's new role in the program. */
export const staffRoleChangeSchema = v.strictObject({ role: programRoleSchema }, keyIssue);

/** POST /admin/api/staff/password/forgot: where to send a reset link (the answer is the same whoever it is). */
export const staffForgotPasswordSchema = v.strictObject({ email: staffEmailSchema }, keyIssue);

/** A mailed link's token: 43 URL-safe characters (server/lib/ids.ts, newToken). */
export const STAFF_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * POST /admin/api/staff/password: the token of an invitation or reset link and the password chosen
 * (the console's password form checks the same staffPasswordSchema before it sends).
 */
export const staffSetPasswordSchema = v.strictObject(
  {
    token: v.pipe(v.string(required), v.regex(STAFF_TOKEN_PATTERN, 'This link is not complete: open it from the mail again.')),
    password: staffPasswordSchema,
  },
  keyIssue,
);

/** The console's password form: the password by the server's rule, typed twice the same. */
export const staffPasswordFormSchema = v.pipe(
  v.object({ password: staffPasswordSchema, confirmation: v.string(required) }),
  v.forward(
    v.partialCheck([['password'], ['confirmation']], (form) => form.password === form.confirmation, 'The two passwords are not the same.'),
    ['confirmation'],
  ),
);

/** Whether a mailed link's token can be sent at all (a link cut short in the mail cannot). */
export const isCompleteStaffToken = (token: unknown): token is string => typeof token === 'string' && STAFF_TOKEN_PATTERN.test(token);

/** POST /admin/api/programs/{program}/keys: a key for this program alone, with a role in it. */
export const programKeySchema = v.strictObject({ name: staffNameSchema, role: programRoleSchema }, keyIssue);

/** GET audit trail queries. */
export const AUDIT_PAGE_MAX = 500;
/** A calendar day that exists: Date.parse takes 2026-02-30 as 2 March. */
const realDay = (s: string) => {
  const day = s.slice(0, 10);
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
};
/** A date (its whole day, UTC) or a date-time, as the lists' from and to take it. */
export const dateOrTimeSchema = v.pipe(
  v.string(),
  v.check(
    (s) => /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2}))?$/.test(s) && !Number.isNaN(Date.parse(s)) && realDay(s),
    'Must be a date or date-time, e.g. 2026-01-31 or 2026-01-31T12:00:00Z.',
  ),
);
export const auditQuerySchema = v.strictObject(
  {
    actor: v.optional(v.pipe(v.string(), v.nonEmpty(required), v.maxLength(100, 'At most 100 characters.'))),
    action: v.optional(v.pipe(v.string(), v.regex(/^[a-z-]+(\.[a-z-]+)*$/, 'Must be an action, e.g. points.adjust.'))),
    program: v.optional(v.pipe(v.string(), v.regex(PROGRAM_SLUG_PATTERN, 'Must be a program slug.'))),
    from: v.optional(dateOrTimeSchema),
    to: v.optional(dateOrTimeSchema),
    after: v.optional(v.pipe(v.string(), v.regex(/^[0-9]{1,18}$/, 'Must be the nextCursor of the previous page.'))),
    limit: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^[0-9]{1,4}$/, 'Must be a whole number.'),
        v.transform(Number),
        v.minValue(1, 'At least 1.'),
        v.maxValue(AUDIT_PAGE_MAX, `At most ${AUDIT_PAGE_MAX}.`),
      ),
      '100',
    ),
  },
  (issue) => `Unknown filter ${String(issue.input)}: use actor, action, program, from, to, after or limit.`,
);
