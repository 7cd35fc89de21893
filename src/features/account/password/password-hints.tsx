import { List, Text } from '@mantine/core';
import { useT } from '../../../i18n';
import type { ValidationMessageId } from '../../../schemas';

const GOOD: ReadonlySet<ValidationMessageId> = new Set(['passwordGood', 'passwordsMatch']);

/**
 * The live messages under a password field (SPEC §5): every rule still broken in the spec's
 * order, or 'Password is good.' / 'Passwords are match!'. Polite, so a screen reader reads them
 * when typing pauses.
 */
export function PasswordHints({ id, messages }: { id: string; messages: readonly ValidationMessageId[] }) {
  const tv = useT('validation');
  const good = messages.length === 1 && GOOD.has(messages[0]!);
  return (
    <div id={id} aria-live="polite">
      {messages.length === 0 ? null : (
        <List size="sm" spacing={2} c={good ? 'green.9' : 'red.8'} listStyleType={good ? 'none' : 'disc'} withPadding={!good}>
          {messages.map((message) => (
            <List.Item key={message}>
              <Text span size="sm" inherit>
                {tv(message)}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
