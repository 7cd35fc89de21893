/**
 * The layer rule (eslint.layers.js, docs/architecture.md) must keep failing on a back-import: this
 * lints snippets placed at paths inside the app with the repository's own ESLint config, so a
 * renamed folder or a zone that no longer matches anything cannot quietly switch the check off.
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../support/server-process.ts';

const ZONE_RULE = 'import-x/no-restricted-paths';
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

/** The zone rule's messages for `code` as if it were the file at `path`, plus any parse error. */
/** The messages of `rules` for `code` linted as if it were the file at `path` (which must parse). */
async function ruleMessages(path: string, code: string, rules: string[]): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, path) });
  expect(result!.messages.filter((message) => message.fatal)).toEqual([]);
  return result!.messages.filter((message) => rules.includes(message.ruleId ?? '')).map((message) => message.message);
}

const zoneMessages = (path: string, code: string) => ruleMessages(path, code, [ZONE_RULE]);

describe('the layer zones', () => {
  it('fail src/app importing a feature, by value or by type', async () => {
    const byValue = await zoneMessages(
      'src/app/layer-probe.ts',
      "import { CartProvider } from '../features/cart/cart-provider';\nexport const probe = CartProvider;\n",
    );
    expect(byValue).toHaveLength(1);
    expect(byValue[0]).toContain('src/app serves the features');

    const byType = await zoneMessages(
      'src/app/layer-probe.ts',
      "import type { CartDeps } from '../features/cart/cart-logic';\nexport type Probe = CartDeps;\n",
    );
    expect(byType).toHaveLength(1);
  });

  it('fail a shared leaf importing src/app, and a feature importing a route', async () => {
    expect(
      await zoneMessages('src/i18n/layer-probe.ts', "import { useApi } from '../app/api-context';\nexport const probe = useApi;\n"),
    ).toHaveLength(1);
    expect(
      await zoneMessages('src/features/cart/layer-probe.ts', "import { Route } from '../../routes/_app';\nexport const probe = Route;\n"),
    ).toHaveLength(1);
  });

  it('fail a shared folder importing one above it in LEAF_ORDER, by value or by type', async () => {
    const byValue = await zoneMessages(
      'src/domain/layer-probe.ts',
      "import { validationMessages } from '../schemas/messages';\nexport const probe = validationMessages;\n",
    );
    expect(byValue).toHaveLength(1);
    expect(byValue[0]).toContain('src/domain may import only src/lib, src/api of the shared folders');

    const byType = await zoneMessages(
      'src/lib/layer-probe.ts',
      "import type { StorageLike } from '../api/token-store';\nexport type Probe = StorageLike;\n",
    );
    expect(byType).toHaveLength(1);
    expect(byType[0]).toContain('src/lib may import none of the shared folders');

    // export-from is an import too.
    expect(await zoneMessages('src/i18n/layer-probe.ts', "export { programPlaceholder } from '../theme/program-theme';\n")).toHaveLength(1);
  });

  it('pass a shared folder importing the ones below it', async () => {
    expect(
      await zoneMessages(
        'src/ui/layer-probe.ts',
        "import { useT } from '../i18n';\nimport { programPlaceholder } from '../theme/program-theme';\nimport type { Locale } from '../domain/locales';\nimport { joinClasses } from '../lib/join-classes';\nexport const probe = [useT, programPlaceholder, joinClasses];\nexport type Probe = Locale;\n",
      ),
    ).toEqual([]);
    expect(
      await zoneMessages(
        'src/schemas/layer-probe.ts',
        "import { REGION_GROUPS } from '../domain/regions';\nimport type { StorageLike } from '../api/token-store';\nexport const probe = REGION_GROUPS;\nexport type Probe = StorageLike;\n",
      ),
    ).toEqual([]);
  });

  it('fail a feature importing an area it is not allowed, and pass one it is', async () => {
    const refused = await zoneMessages(
      'src/features/home/layer-probe.ts',
      "import { AppLayout } from '../layout/app-layout';\nexport const probe = AppLayout;\n",
    );
    expect(refused).toHaveLength(1);
    expect(refused[0]).toContain('src/features/home imports catalogue');

    expect(
      await zoneMessages(
        'src/features/home/layer-probe.ts',
        "import { ProductCard } from '../catalogue/product-card';\nexport const probe = ProductCard;\n",
      ),
    ).toEqual([]);
  });

  it('keep demo code behind the inspection slot: in the shop only the entry imports it', async () => {
    const inspector = "import { liveInspector } from '../flows/demo-inspector';\nexport const probe = liveInspector;\n";
    expect(await zoneMessages('src/features/cart/layer-probe.ts', inspector)).toHaveLength(1);
    expect(
      await zoneMessages(
        'src/app/layer-probe.ts',
        "import { liveInspector } from '../features/flows/demo-inspector';\nexport const probe = liveInspector;\n",
      ),
    ).not.toEqual([]);
    expect(
      await zoneMessages(
        'src/main.tsx',
        "import { liveInspector } from './features/flows/demo-inspector';\nexport const probe = liveInspector;\n",
      ),
    ).toEqual([]);
  });

  it('keep the console beside the shop: the shared leaves and the Flows page, never the shop’s app or features, and never imported by the shop', async () => {
    const fromShop = await zoneMessages('src/console/features/audit/layer-probe.ts', "import { useApi } from '../../../app/api-context';\nexport const probe = useApi;\n");
    expect(fromShop).toHaveLength(1);
    expect(fromShop[0]).toContain('The console uses the shared leaves');
    expect(
      await zoneMessages('src/console/features/audit/layer-probe.ts', "import { CartProvider } from '../../../features/cart/cart-provider';\nexport const probe = CartProvider;\n"),
    ).toHaveLength(1);
    const intoShop = await zoneMessages('src/features/cart/layer-probe.ts', "import { useConsoleT } from '../../console/messages/console-i18n';\nexport const probe = useConsoleT;\n");
    expect(intoShop).toHaveLength(1);
    expect(intoShop[0]).toContain('The shop never imports the console');
    // Its own layers point down too.
    expect(
      await zoneMessages('src/console/app/layer-probe.ts', "import { AuditPage } from '../features/audit/audit-page';\nexport const probe = AuditPage;\n"),
    ).toHaveLength(1);
    expect(
      await zoneMessages(
        'src/console/routes/layer-probe.ts',
        "import { FlowsPage } from '../../features/flows/page/flows-page';\nimport { staffSignInSchema } from '../../schemas/staff';\nimport { useConsoleApi } from '../app/console-api-context';\nexport const probe = [FlowsPage, staffSignInSchema, useConsoleApi];\n",
      ),
    ).toEqual([]);
  });

  it('pass the downward imports', async () => {
    expect(
      await zoneMessages(
        'src/features/cart/layer-probe.ts',
        "import { useApi } from '../../app/api-context';\nimport { unitPrice } from '../../domain/pricing';\nexport const probe = [useApi, unitPrice];\n",
      ),
    ).toEqual([]);
  });
});

describe('a demo start’s server parts (server/demo)', () => {
  /** The messages of the rules that keep server/demo out of production code. */
  const demoMessages = (path: string, code: string) => ruleMessages(path, code, [ZONE_RULE, 'no-restricted-syntax']);
  const provider = "import { devIdentityProvider } from '../demo/oidc/index.ts';\nexport const probe = devIdentityProvider;\n";

  it('fail a production module importing them, by value, by type or at run time', async () => {
    const byValue = await demoMessages('server/modules/demo-probe.ts', provider);
    expect(byValue).toHaveLength(1);
    expect(byValue[0]).toContain('Production server code never imports server/demo');
    expect(
      await demoMessages(
        'server/lib/demo-probe.ts',
        "import type { CaughtMail } from '../demo/mail-catcher.ts';\nexport type Probe = CaughtMail;\n",
      ),
    ).toHaveLength(1);
    expect(await demoMessages('server/app.ts', "export const probe = () => import('./demo/index.ts');\n")).toHaveLength(1);
  });

  it('fail boot.ts importing them statically, and pass its import() and their own imports of production code', async () => {
    expect(
      await demoMessages('server/boot.ts', "import { demoParts } from './demo/index.ts';\nexport const probe = demoParts;\n"),
    ).toHaveLength(1);
    expect(await demoMessages('server/boot.ts', "export const probe = () => import('./demo/index.ts');\n")).toEqual([]);
    expect(
      await demoMessages(
        'server/demo/demo-probe.ts',
        "import { signInLimiter } from '../lib/rate-limit.ts';\nexport const probe = signInLimiter;\n",
      ),
    ).toEqual([]);
  });
});

describe('server code and its tests (tests/server)', () => {
  /** The messages of the rule that keeps tests out of server code. */
  const importMessages = (path: string, code: string) => ruleMessages(path, code, ['no-restricted-imports']);

  it('fail a server module importing a test helper, by value or by type, demo parts included', async () => {
    const byValue = await importMessages(
      'server/lib/tests-probe.ts',
      "import { openTestDb } from '../../tests/support/test-server.ts';\nexport const probe = openTestDb;\n",
    );
    expect(byValue).toHaveLength(1);
    expect(byValue[0]).toContain('server code never imports tests/');
    expect(
      await importMessages(
        'server/demo/tests-probe.ts',
        "import type { TestServer } from '../../tests/support/test-server.ts';\nexport type Probe = TestServer;\n",
      ),
    ).toHaveLength(1);
  });
});
