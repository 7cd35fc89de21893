// The demo's first start shows no warning a newcomer cannot act on: oidc-provider 9 warns on import
// that it wants Node 22, while this project runs on Node 20 (server/demo/oidc/load-provider.ts says why
// that is safe). Each case runs in a fresh Node, since a module warns only when first imported.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { UNSUPPORTED_RUNTIME_WARNING } from '../../server/demo/oidc/load-provider.ts';

const exec = promisify(execFile);

/** Runs an ES module's code in a new Node with tsx; what it printed to standard error. */
async function stderrOf(code: string): Promise<string> {
  const { stderr } = await exec(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', code], { timeout: 60_000 });
  return stderr;
}

describe('oidc-provider’s runtime warning', () => {
  it('is not printed when the development identity provider loads it; other warnings still are', async () => {
    const [direct, quiet, app] = await Promise.all([
      stderrOf(`await import('oidc-provider');`),
      stderrOf(`const { loadOidcProvider } = await import('./server/demo/oidc/load-provider.ts');
        const oidc = await loadOidcProvider();
        if (typeof oidc.Provider !== 'function') throw new Error('no Provider');
        console.warn('a warning of the server’s own');`),
      // Importing the app (production imports it too) does not load the provider at all.
      stderrOf(`await import('./server/app.ts');`),
    ]);
    // What the warning is about: this Node is older than 22 (on a newer one there is none to hide).
    if (Number(process.versions.node.split('.')[0]) < 22) expect(direct).toContain(UNSUPPORTED_RUNTIME_WARNING);
    expect(quiet).not.toContain(UNSUPPORTED_RUNTIME_WARNING);
    expect(quiet).toContain('a warning of the server’s own');
    expect(app).not.toContain(UNSUPPORTED_RUNTIME_WARNING);
  }, 120_000);
});
