// `npm run ops -- <command>`: the operator's command, a thin client of the admin API
// (openapi-admin.yaml), so it works the same against PGlite and PostgreSQL, here or remote.
// The exceptions, `keys create`, `staff create` and `audit verify`, use the database directly. docs/operate.md has the
// step-by-step guide and every file format. Exit codes: 0 done, 1 refused, 2 bad arguments.
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../config.ts';
import { ApiFailure, call, callText, contentTypeOf, putBytes, upload, type Target } from './ops-client.ts';
import { createKeyDirect, OpsRefused } from './ops-keys.ts';
import { createStaffDirect, verifyAuditDirect } from './ops-staff.ts';
import { PROGRAM_ROLES, type ProgramRole } from '../admin/roles.ts';
import { namedImages } from './named-images.ts';
import { prepareOutFile } from './out-file.ts';
import { fieldInFolder, readProgramFolder, ProgramFolderError, type ProgramFolder } from '../admin/program-folder.ts';
import { CATALOGUE_COLUMNS } from '../../src/schemas/catalogue-file.ts';
import { PROGRAM_SLUG_PATTERN } from '../../src/schemas/field-rules.ts';
import { CATEGORY_COLUMNS } from '../../src/schemas/categories-file.ts';

type Values = Record<string, string | boolean | undefined>;

interface Command {
  summary: string;
  usage: string;
  /** Options of its own, beyond --url, --key and --program. */
  options?: Record<string, { type: 'string' | 'boolean'; help: string }>;
  args: number;
  program?: boolean;
  /** Uses the database directly (DATABASE_URL or DATA_DIR), not the API: no key. */
  direct?: boolean;
  run(p: { args: string[]; values: Values; target: Target; program: string }): Promise<void>;
}

class UsageError extends Error {}

const out = (text: string) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
const json = (value: unknown) => out(JSON.stringify(value, null, 2));
const programPath = (program: string, rest: string) => `/admin/api/programs/${encodeURIComponent(program)}${rest}`;
/** An option's comma-separated list (`--programs a,b`), blanks dropped; null when the option is absent. */
const commaList = (value: Values[string]): string[] | null => (typeof value === 'string' ? value.split(',').map((s) => s.trim()).filter(Boolean) : null);
/** Where a command that uses the database directly wrote, for its message. */
const databaseName = (config: { databaseUrl?: string | undefined; dataDir: string }) => (config.databaseUrl ? 'PostgreSQL' : config.dataDir);

const COMMON = `Common options:
  --url URL          the server (OPS_URL; default http://127.0.0.1:3000)
  --key KEY          an operator key (OPS_KEY)
  --program SLUG     the program (OPS_PROGRAM), for program commands`;

export const COMMANDS: Record<string, Command> = {
  'keys create': {
    summary: 'Create an operator key in the database directly (the first key); prints it once',
    usage: 'keys create --name NAME [--programs slug,slug [--role owner|manager|support|viewer]]',
    options: {
      name: { type: 'string', help: 'what the key is for, e.g. "HR platform"' },
      programs: { type: 'string', help: 'comma-separated program slugs it may touch (default: every program, as a platform owner)' },
      role: { type: 'string', help: 'its role in those programs: owner (default), manager, support or viewer' },
    },
    args: 0,
    direct: true,
    async run({ values }) {
      const name = String(values.name ?? '').trim();
      if (!name) throw new UsageError('--name is required.');
      const programs = commaList(values.programs);
      for (const slug of programs ?? []) if (!PROGRAM_SLUG_PATTERN.test(slug)) throw new UsageError(`"${slug}" is not a program slug.`);
      const role = typeof values.role === 'string' ? values.role : undefined;
      if (role !== undefined && !programs) throw new UsageError('--role goes with --programs: a key for every program is a platform owner.');
      if (role !== undefined && !(PROGRAM_ROLES as readonly string[]).includes(role)) throw new UsageError(`--role must be one of ${PROGRAM_ROLES.join(', ')}.`);
      const config = readConfig();
      const { key, row } = await createKeyDirect(config, { name, programs, ...(role ? { role: role as ProgramRole } : {}) });
      process.stderr.write(
        `Key ${row.id} "${row.name}" for ${programs ? `${programs.join(', ')} as ${row.role}` : 'every program (platform owner)'} (in ${databaseName(config)}).\n` +
          'It is shown this once; the server keeps only its hash:\n',
      );
      out(key);
    },
  },
  'staff create': {
    summary: 'Create a staff member in the database directly (the first owner); the password comes from STAFF_PASSWORD or standard input',
    usage: 'staff create --email EMAIL --name NAME (--platform-owner | --programs slug,slug [--role owner|manager|support|viewer]) [--password-stdin]',
    options: {
      email: { type: 'string', help: 'their e-mail, which they sign in to the console with' },
      name: { type: 'string', help: 'their name, as the audit trail and the console show it' },
      'platform-owner': { type: 'boolean', help: 'every program, keys and the shared catalogue' },
      programs: { type: 'string', help: 'comma-separated program slugs they get --role in' },
      role: { type: 'string', help: 'owner (default), manager, support or viewer' },
      'password-stdin': { type: 'boolean', help: 'read the password from the first line of standard input (else STAFF_PASSWORD)' },
    },
    args: 0,
    direct: true,
    async run({ values }) {
      const password = values['password-stdin'] ? await firstLineOfStdin() : (process.env.STAFF_PASSWORD ?? '');
      if (!password) throw new UsageError('Give the password in STAFF_PASSWORD or on standard input with --password-stdin (never as an option: shells keep history).');
      const config = readConfig();
      const row = await createStaffDirect(config, {
        email: String(values.email ?? ''),
        name: String(values.name ?? ''),
        password,
        platformOwner: values['platform-owner'] === true,
        role: typeof values.role === 'string' ? values.role : undefined,
        programs: commaList(values.programs) ?? [],
      });
      const what = row.platform_owner ? 'platform owner' : `${typeof values.role === 'string' ? values.role : 'owner'} of ${String(values.programs)}`;
      out(`Staff ${row.id} <${row.email}>, ${what} (in ${databaseName(config)}). They sign in at /admin.`);
    },
  },
  'audit verify': {
    summary: "Check the audit trail's hash chain in the database directly; says where it breaks",
    usage: 'audit verify',
    args: 0,
    direct: true,
    async run() {
      const result = await verifyAuditDirect(readConfig());
      if (result.breaks.length === 0) {
        out(`The audit trail is whole: ${result.rows} entries, the last hash ${result.headHash}.`);
        return;
      }
      throw new OpsRefused(`The audit trail is broken (${result.rows} entries read):\n${result.breaks.map((b) => `  ${b.problem}`).join('\n')}`);
    },
  },
  'keys list': {
    summary: 'List operator keys (never the keys themselves)',
    usage: 'keys list',
    args: 0,
    async run({ target }) {
      json(await call(target, 'GET', '/admin/api/keys'));
    },
  },
  'keys revoke': {
    summary: 'Revoke an operator key by its id',
    usage: 'keys revoke KEY_ID',
    args: 1,
    async run({ args, target }) {
      json(await call(target, 'POST', `/admin/api/keys/${encodeURIComponent(args[0]!)}/revoke`));
    },
  },
  'program apply': {
    summary: 'Create or update a program from its folder (program.json, content/, messages/, theme/)',
    usage: 'program apply FOLDER',
    args: 1,
    async run({ args, target }) {
      let folder: ProgramFolder;
      try {
        folder = readProgramFolder(args[0]!);
      } catch (error) {
        if (error instanceof ProgramFolderError) throw new OpsRefused(error.message);
        throw error;
      }
      let changedImages = 0;
      for (const { name, path } of folder.images) {
        const result = (await putBytes(target, programPath(folder.slug, `/assets/${encodeURIComponent(name)}`), readFileSync(path))) as { changed: boolean };
        if (result.changed) changedImages += 1;
      }
      const applied = await call(target, 'PUT', programPath(folder.slug, ''), folder.body);
      json({ ...(applied as object), images: folder.images.length, imagesChanged: changedImages });
    },
  },
  'program remove': {
    summary: "Remove a program whose orders are all exported and shipped (or cancelled); its hosts become free",
    // The slug is the argument, never OPS_PROGRAM: a shell set up for one program must not remove it by accident.
    usage: 'program remove SLUG',
    args: 1,
    async run({ args, target }) {
      json(await call(target, 'DELETE', programPath(args[0]!, '')));
    },
  },
  'catalogue import': {
    summary: "Create or update the shared catalogue (or, with --program, a program's own products) from a file",
    usage: 'catalogue import FILE.csv|FILE.jsonl [--program SLUG] [--prune] [--images DIR]',
    options: {
      prune: { type: 'boolean', help: "also remove the catalogue's products the file does not name" },
      images: { type: 'string', help: "the folder of the images the file names (default: the file's own folder); only those are uploaded" },
    },
    args: 1,
    async run({ args, values, target }) {
      const file = args[0]!;
      // Only the option given here: a program in OPS_PROGRAM must not turn a shared catalogue into one program's.
      const program = typeof values.program === 'string' ? values.program : null;
      const base = program ? programPath(program, '/catalogue') : '/admin/api/catalogue';
      const folder = typeof values.images === 'string' ? values.images : dirname(file);
      const images = await uploadNamedImages(target, base, file, CATALOGUE_COLUMNS, ['images', 'option_image', 'brand_image'], folder);
      const imported = await upload(target, `${base}/import${values.prune ? '?prune=true' : ''}`, file);
      json({ ...(imported as object), ...images });
    },
  },
  'catalogue categories': {
    summary: "Create or update the shared catalogue's categories (slugs, images, translated names) from a file",
    usage: 'catalogue categories FILE.csv|FILE.jsonl [--images DIR]',
    options: { images: { type: 'string', help: "the folder of the images the file names (default: the file's own folder); only those are uploaded" } },
    args: 1,
    async run({ args, values, target }) {
      const file = args[0]!;
      const folder = typeof values.images === 'string' ? values.images : dirname(file);
      const images = await uploadNamedImages(target, '/admin/api/catalogue', file, CATEGORY_COLUMNS, ['image'], folder);
      json({ ...((await upload(target, '/admin/api/catalogue/categories/import', file)) as object), ...images });
    },
  },
  'participants import': {
    summary: 'Create or update participants (or claim codes) from a file',
    usage: 'participants import FILE.csv|FILE.jsonl --program SLUG',
    args: 1,
    program: true,
    async run({ args, target, program }) {
      json(await upload(target, programPath(program, '/participants/import'), args[0]!));
    },
  },
  'participants deactivate': {
    summary: 'Deactivate participants: a file with a login column, or --login for one',
    usage: 'participants deactivate FILE.csv|FILE.jsonl --program SLUG | participants deactivate --login LOGIN --program SLUG',
    options: { login: { type: 'string', help: "one participant's sign-in (email, user id or code)" } },
    args: -1,
    program: true,
    async run({ args, values, target, program }) {
      if (typeof values.login === 'string') {
        if (args.length) throw new UsageError('Give a file or --login, not both.');
        json(await call(target, 'POST', programPath(program, `/participants/${encodeURIComponent(values.login)}/deactivate`)));
        return;
      }
      if (args.length !== 1) throw new UsageError('Give a file or --login.');
      json(await upload(target, programPath(program, '/participants/deactivate'), args[0]!));
    },
  },
  'participants invite': {
    summary: 'Send a participant who has not chosen a password yet a new invitation',
    usage: 'participants invite --login LOGIN --program SLUG',
    options: { login: { type: 'string', help: "the participant's sign-in (email or user id)" } },
    args: 0,
    program: true,
    async run({ values, target, program }) {
      json(await call(target, 'POST', programPath(program, `/participants/${encodeURIComponent(requiredLogin(values))}/invite`)));
    },
  },
  'participants reactivate': {
    summary: 'Let a deactivated participant sign in again',
    usage: 'participants reactivate --login LOGIN --program SLUG',
    options: { login: { type: 'string', help: "the participant's sign-in (email, user id or code)" } },
    args: 0,
    program: true,
    async run({ values, target, program }) {
      json(await call(target, 'POST', programPath(program, `/participants/${encodeURIComponent(requiredLogin(values))}/reactivate`)));
    },
  },
  'points import': {
    summary: 'Credit and debit points from a file (each reference counts once)',
    usage: 'points import FILE.csv|FILE.jsonl --program SLUG',
    args: 1,
    program: true,
    async run({ args, target, program }) {
      json(await upload(target, programPath(program, '/points/import'), args[0]!));
    },
  },
  'points add': {
    summary: 'One credit (positive) or debit (negative)',
    usage: 'points add --participant EMAIL --amount N --reason TEXT --reference REF --program SLUG',
    options: {
      participant: { type: 'string', help: "the participant's sign-in (email)" },
      amount: { type: 'string', help: 'points, negative for a debit (--amount -500)' },
      reason: { type: 'string', help: 'shown on My Points' },
      reference: { type: 'string', help: 'your own reference; sent twice, it counts once' },
    },
    args: 0,
    program: true,
    async run({ values, target, program }) {
      const amount = Number(values.amount);
      if (!Number.isInteger(amount)) throw new UsageError('--amount must be a whole number.');
      json(await call(target, 'POST', programPath(program, '/points'), { participant: values.participant, amount, reason: values.reason, reference: values.reference }));
    },
  },
  'orders export': {
    summary: 'Orders for fulfilment since the last export (--all: every order again)',
    usage: 'orders export --program SLUG [--format csv|jsonl] [--all] [--out FILE]',
    options: {
      format: { type: 'string', help: 'csv (default) or jsonl' },
      all: { type: 'boolean', help: 'start over: every order of the program' },
      out: { type: 'string', help: 'write to this file instead of standard output' },
    },
    args: 0,
    program: true,
    async run({ values, target, program }) {
      const format = typeof values.format === 'string' ? values.format : 'csv';
      const file = typeof values.out === 'string' ? prepareOutFile(values.out) : null;
      let answer;
      try {
        answer = await callText(target, 'POST', programPath(program, `/orders/export?format=${encodeURIComponent(format)}${values.all ? '&all=true' : ''}`));
      } catch (error) {
        file?.discard();
        throw error;
      }
      const count = answer.headers.get('x-orders') ?? '?';
      try {
        if (file) file.commit(answer.text);
        else process.stdout.write(answer.text);
      } catch (error) {
        throw new Error(`${count} order(s) were handed over, but the file could not be written (${(error as Error).message}). --all hands every order over again.`);
      }
      process.stderr.write(`${count} order(s) exported.\n`);
    },
  },
  'tracking import': {
    summary: 'Item statuses (Shipped, Received) and tracking from a file',
    usage: 'tracking import FILE.csv|FILE.jsonl --program SLUG',
    args: 1,
    program: true,
    async run({ args, target, program }) {
      json(await upload(target, programPath(program, '/tracking/import'), args[0]!));
    },
  },
  'orders cancel': {
    summary: 'Cancel an order that has not shipped; its points come back',
    usage: 'orders cancel ORDER_NUMBER --program SLUG',
    args: 1,
    program: true,
    async run({ args, target, program }) {
      json(await call(target, 'POST', programPath(program, `/orders/${encodeURIComponent(args[0]!)}/cancel`)));
    },
  },
};

function requiredLogin(values: Values): string {
  if (typeof values.login !== 'string' || values.login.trim() === '') throw new UsageError('--login is required.');
  return values.login.trim();
}

/** Uploads the images the file names that are in `folder` (one call each; the same bytes again change nothing). */
async function uploadNamedImages(target: Target, base: string, file: string, columns: Parameters<typeof namedImages>[2], imageColumns: string[], folder: string) {
  const format = contentTypeOf(file) === 'text/csv' ? 'csv' : 'jsonl';
  const { found } = await namedImages(file, format, columns, imageColumns, folder);
  let changed = 0;
  for (const { name, path } of found) {
    const result = (await putBytes(target, `${base}/images/${encodeURIComponent(name)}`, readFileSync(path))) as { changed: boolean };
    if (result.changed) changed += 1;
  }
  return { images: found.length, imagesChanged: changed };
}

/**
 * `--amount -500` as `--amount=-500`: parseArgs takes a value starting with a dash for an option
 * and refuses it as ambiguous, but a negative number is never an option, and operators write it so.
 */
export function joinNegativeValues(argv: string[], stringOptions: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const next = argv[i + 1];
    if (stringOptions.has(arg.replace(/^--/, '')) && arg.startsWith('--') && next !== undefined && /^-\d/.test(next)) {
      out.push(`${arg}=${next}`);
      i += 1;
    } else out.push(arg);
  }
  return out;
}

function overview(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((k) => k.length));
  return `Usage: npm run ops -- <command> [options]   (--help after a command for its own)\n\nCommands:\n${Object.entries(COMMANDS)
    .map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`)
    .join('\n')}\n\n${COMMON}\n\nSee docs/operate.md.\n`;
}

function help(name: string, command: Command): string {
  const own = Object.entries(command.options ?? {})
    .map(([option, o]) => `  --${option}${o.type === 'string' ? ' VALUE' : ''}`.padEnd(22) + o.help)
    .join('\n');
  return `${command.summary}.\n\nUsage: npm run ops -- ${command.usage}\n${own ? `\nOptions:\n${own}\n` : ''}\n${command.direct ? 'Storage: DATABASE_URL, or DATA_DIR (PGlite; the server must be stopped).\n' : COMMON}\n`;
}

/** Prints a refusal: a file's errors one per line, as FILE:LINE:COLUMN: message. */
function report(error: unknown, file: string | undefined): number {
  if (error instanceof UsageError) {
    process.stderr.write(`${error.message}\n`);
    return 2;
  }
  if (error instanceof ApiFailure) {
    process.stderr.write(`${error.message}\n`);
    for (const e of error.body?.errors ?? []) process.stderr.write(`  ${file ?? 'file'}:${e.line}${e.column ? `:${e.column}` : ''}: ${e.message}\n`);
    for (const f of error.body?.fields ?? []) process.stderr.write(`  ${fieldInFolder(f.field)}: ${f.message}\n`);
    return 1;
  }
  if (error instanceof OpsRefused) {
    process.stderr.write(`${error.message}\n`);
    return 1;
  }
  const cause = (error as { cause?: { code?: string } }).cause;
  if (cause?.code === 'ECONNREFUSED') {
    process.stderr.write('No server answers at that address (--url, OPS_URL). Is it running?\n');
    return 1;
  }
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  return 1;
}

export async function main(argv: string[]): Promise<number> {
  // The command is always the first two words: `keys create`, `orders export`…
  const name = argv.slice(0, 2).join(' ');
  const command = COMMANDS[name];
  if (!command) {
    process.stdout.write(overview());
    return argv.length === 0 || argv[0] === '--help' ? 0 : 2;
  }
  let parsed;
  try {
    const stringOptions = new Set(['url', 'key', 'program', ...Object.entries(command.options ?? {}).flatMap(([k, o]) => (o.type === 'string' ? [k] : []))]);
    parsed = parseArgs({
      args: joinNegativeValues(argv, stringOptions),
      allowPositionals: true,
      options: {
        help: { type: 'boolean' },
        url: { type: 'string' },
        key: { type: 'string' },
        program: { type: 'string' },
        ...Object.fromEntries(Object.entries(command.options ?? {}).map(([k, o]) => [k, { type: o.type }])),
      },
    });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${help(name, command)}`);
    return 2;
  }
  const { values, positionals } = parsed as { values: Values; positionals: string[] };
  if (values.help) {
    process.stdout.write(help(name, command));
    return 0;
  }
  const args = positionals.slice(2);
  try {
    if (command.args >= 0 && args.length !== command.args) throw new UsageError(`Usage: npm run ops -- ${command.usage}`);
    const key = ((values.key as string | undefined) ?? process.env.OPS_KEY ?? '').trim();
    // fetch would refuse such a header with the key in its message; the server judges the rest.
    if (/[^\x21-\x7e]/.test(key)) throw new UsageError('The operator key holds spaces, line breaks or characters no key has; copy it again.');
    const program = (values.program as string | undefined) ?? process.env.OPS_PROGRAM ?? '';
    if (!command.direct && !key) throw new UsageError('Give an operator key: --key or OPS_KEY (npm run ops -- keys create makes the first).');
    if (command.program && !program) throw new UsageError('Give the program: --program SLUG or OPS_PROGRAM.');
    const target = { url: (values.url as string | undefined) ?? process.env.OPS_URL ?? 'http://127.0.0.1:3000', key };
    await command.run({ args, values, target, program });
    return 0;
  } catch (error) {
    return report(error, args[0]);
  }
}

/** The password piped in: the first line, its line break dropped (nothing else trimmed). */
async function firstLineOfStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main(process.argv.slice(2));
