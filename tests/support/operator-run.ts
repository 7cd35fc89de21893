// The operator's side of a journey test: `npm run ops` as a process of its own, and participant
// calls to one program's host over HTTP (Node's fetch may not set Host; *.localhost does not
// resolve in Node, so calls go to 127.0.0.1 with the program's Host header).
import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import type { ParsedMail } from 'mailparser';
import { repoRoot } from './server-process.ts';

export interface OpsResult {
  code: number;
  out: string;
  err: string;
}

/** `npm run ops -- …args` in its own process with `env` over this one's (undefined removes a variable). */
export function runOps(args: string[], env: Record<string, string | undefined>): Promise<OpsResult> {
  const merged: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'ops', '--', ...args], { cwd: repoRoot, env: merged, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, out, err }));
  });
}

/** A participant call to `host` on the server at `baseUrl`; JSON answers parsed. */
export function hostCall<T>(baseUrl: string, host: string, method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> {
  const url = new URL(path, baseUrl);
  const data = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers: { host, ...(data ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: (text && (res.headers['content-type'] ?? '').includes('json') ? JSON.parse(text) : text) as T }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/** Whether a received mail went to `address`. */
export const mailTo = (mail: ParsedMail, address: string): boolean => [mail.to].flat().some((t) => t?.value.some((v) => v.address === address));

/** The token of the set-a-password link in an invitation or reset mail. */
export function resetLink(mail: ParsedMail): { token: string; pathAndQuery: string } | null {
  const m = /(https?:\/\/[^\s/]+)(\/login\/reset-password\?token=([^&\s]+)&email=[^\s]+)/.exec(mail.text ?? '');
  return m ? { token: decodeURIComponent(m[3]!), pathAndQuery: m[2]! } : null;
}
