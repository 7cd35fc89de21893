// Debian's nginx on a loopback port, from deploy/nginx/storefront.conf.template, stopped by its PID.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { repoRoot } from '../support/server-process.ts';

export const NGINX_BINARY = process.env.NGINX_PATH || '/usr/sbin/nginx';
const TEMPLATE = path.join(repoRoot, 'deploy/nginx/storefront.conf.template');

export interface NginxHandle {
  port: number;
  runDir: string;
  accessLog: string;
  stop(): Promise<void>;
}

/** Fills `${NAME}` placeholders as envsubst would; a placeholder without a value is an error. */
export function renderTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{([A-Z0-9_]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx template: no value for \${${name}}`);
    return value;
  });
}

function portResponds(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface NginxOptions {
  port: number;
  upstreams: [string, string];
  runDir: string;
  /**
   * Addresses or networks that may reach the operator's surface besides this machine: written
   * as the file NGINX_ADMIN_ALLOW names. None by default, as the template's own default.
   */
  adminAllow?: string[];
}

export async function startNginx(options: NginxOptions): Promise<NginxHandle> {
  if (!fs.existsSync(NGINX_BINARY)) throw new Error(`no nginx at ${NGINX_BINARY}: apt-get install -y nginx (or set NGINX_PATH)`);
  fs.mkdirSync(options.runDir, { recursive: true });
  const allowDir = path.join(options.runDir, 'admin-allow');
  if (options.adminAllow?.length) {
    fs.mkdirSync(allowDir, { recursive: true });
    fs.writeFileSync(path.join(allowDir, 'operators.conf'), options.adminAllow.map((a) => `allow ${a};\n`).join(''));
  }
  const config = renderTemplate(fs.readFileSync(TEMPLATE, 'utf8'), {
    NGINX_LISTEN: `127.0.0.1:${options.port}`,
    NGINX_RUN_DIR: options.runDir,
    STOREFRONT_1: options.upstreams[0],
    STOREFRONT_2: options.upstreams[1],
    // A glob: with no file in the folder, only this machine gets in.
    NGINX_ADMIN_ALLOW: path.join(allowDir, '*.conf'),
  });
  const configFile = path.join(options.runDir, 'nginx.conf');
  fs.writeFileSync(configFile, config);
  const log = fs.openSync(path.join(options.runDir, 'stderr.log'), 'a');
  // -e: Debian's build writes its default error log before reading ours, in a folder not ours.
  const child = spawn(NGINX_BINARY, ['-p', options.runDir, '-e', path.join(options.runDir, 'error.log'), '-c', configFile, '-g', 'daemon off;'], {
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 15_000;
  while (!(await portResponds(options.port))) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${fs.readFileSync(path.join(options.runDir, 'error.log'), 'utf8').slice(-2000)}`);
    if (Date.now() > deadline) throw new Error('nginx did not listen within 15 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port: options.port,
    runDir: options.runDir,
    accessLog: path.join(options.runDir, 'access.log'),
    async stop() {
      if (child.exitCode === null && child.pid !== undefined) {
        process.kill(child.pid, 'SIGQUIT');
        const timer = setTimeout(() => child.pid !== undefined && child.exitCode === null && process.kill(child.pid, 'SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}
