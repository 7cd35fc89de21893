// Every text a participant reads comes from the message catalogue. ESLint's rules for that
// (eslint.config.js: i18next/no-literal-string and the literal-text selectors) run here too, so
// `npm test` fails on a component that shows a literal string, not only `npm run lint`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let eslint: ESLint;

beforeAll(async () => {
  // The config's literal-text block alone (no type-aware or import rules: this stays fast).
  const configPath = path.join(repoRoot, 'eslint.config.js');
  const { default: config } = (await import(configPath)) as { default: Linter.Config[] };
  const literalText = config.filter((block) => block.plugins && 'i18next' in block.plugins);
  expect(literalText).toHaveLength(1);
  eslint = new ESLint({
    cwd: repoRoot,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.tsx'], languageOptions: { parser: tseslint.parser as Linter.Parser } }, ...literalText],
  });
}, 60_000);

// The literal-text rules' findings and parse errors; a disable comment naming a rule this reduced
// config does not load (react-hooks…) is not one.
const LITERAL_TEXT_RULES = new Set(['i18next/no-literal-string', 'no-restricted-syntax', null]);
const messagesOf = (results: ESLint.LintResult[]) =>
  results.flatMap((result) =>
    result.messages
      .filter((m) => LITERAL_TEXT_RULES.has(m.ruleId))
      .map((m) => `${path.relative(repoRoot, result.filePath)}:${m.line}:${m.column} ${m.message}`),
  );

describe('interface texts come from the message catalogue', () => {
  it('the rules catch literal words wherever a component shows or reads them out', async () => {
    const probe = `
      import { Button, TextInput } from '@mantine/core';
      import { notifications } from '@mantine/notifications';
      export function Probe({ on }: { on: boolean }) {
        return (
          <div>
            <p>Hello there</p>
            {'A literal child'}
            {on ? 'Yes' : 'No'}
            <TextInput label="Name" placeholder={\`Type here\`} />
            <Button aria-label="Save it" onClick={() => notifications.show({ title: 'Done', message: \`Saved!\` })} />
          </div>
        );
      }`;
    const [result] = await eslint.lintText(probe, { filePath: path.join(repoRoot, 'src/features/probe.tsx') });
    const lines = result!.messages.filter((m) => LITERAL_TEXT_RULES.has(m.ruleId)).map((m) => m.line);
    // <p>, {'…'}, both branches, label, placeholder, aria-label, title and message.
    expect(lines).toEqual([7, 8, 9, 9, 10, 10, 11, 11, 11]);
  });

  it('lets through texts that come from t(), program data and non-words', async () => {
    const fine = `
      import { Button } from '@mantine/core';
      import { useT } from '../i18n';
      export function Fine({ name }: { name: string }) {
        const t = useT('shell');
        return (
          <Button aria-label={t('menu.open')} title={name} data-state="open" closeButtonProps={{ 'aria-label': t('menu.close') }}>
            {name} {'·'} {42}
          </Button>
        );
      }`;
    const [result] = await eslint.lintText(fine, { filePath: path.join(repoRoot, 'src/features/fine.tsx') });
    expect(result!.messages).toEqual([]);
  });

  it('no component in src/ shows a literal text', async () => {
    const results = await eslint.lintFiles(['src/**/*.tsx']);
    expect(results.length).toBeGreaterThan(50);
    expect(messagesOf(results)).toEqual([]);
  }, 120_000);
});
