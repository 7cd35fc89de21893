import { List, Text, type PasswordInputProps } from '@mantine/core';
import type { ValidationMessageId } from '../../schemas/messages';
import { useT } from '../../i18n';

const GOOD: ReadonlySet<ValidationMessageId> = new Set(['passwordGood', 'passwordsMatch']);

export const isGoodMessage = (message: ValidationMessageId): boolean => GOOD.has(message);

/** Input wrapper props that put the hints (the description) below the input, in a div that can hold a list. */
export const hintsBelow: Pick<PasswordInputProps, 'inputWrapperOrder' | 'descriptionProps'> = {
  inputWrapperOrder: ['label', 'input', 'description'],
  descriptionProps: { component: 'div' },
};

/**
 * The live messages of a password field [validation 20-26]: every rule still broken, or 'Password is good.';
 * polite, so a screen reader reads them after typing pauses.
 */
export function PasswordHints({ messages }: { messages: readonly ValidationMessageId[] }) {
  const tv = useT('validation');
  return (
    <div aria-live="polite">
      {messages.length === 0 ? null : messages.length === 1 ? (
        <Text size="sm" c={GOOD.has(messages[0]!) ? 'green' : 'red'}>
          {tv(messages[0]!)}
        </Text>
      ) : (
        <List size="sm" spacing={2} c="red">
          {messages.map((message) => (
            <List.Item key={message}>{tv(message)}</List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
