import { List, Text } from '@mantine/core';
import type { ValidationMessageId } from '../../schemas/messages';
import { useT } from '../../i18n';

const GOOD: ReadonlySet<ValidationMessageId> = new Set(['passwordGood', 'passwordsMatch']);

/**
 * The live messages of a password field (SPEC §5): every rule still broken, or 'Password is good.';
 * polite, so a screen reader reads them after typing pauses.
 */
export function PasswordHints({ id, messages }: { id: string; messages: readonly ValidationMessageId[] }) {
  const tv = useT('validation');
  return (
    <div id={id} aria-live="polite">
      {messages.length === 0 ? null : messages.length === 1 ? (
        <Text size="sm" c={GOOD.has(messages[0]!) ? 'green.9' : 'red.8'}>
          {tv(messages[0]!)}
        </Text>
      ) : (
        <List size="sm" spacing={2} c="red.8">
          {messages.map((message) => (
            <List.Item key={message}>{tv(message)}</List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
