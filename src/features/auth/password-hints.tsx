import { Box, List, Text, type PasswordInputProps } from '@mantine/core';
import type { ValidationMessageId } from '../../schemas/messages';
import { useT } from '../../i18n';

const GOOD: ReadonlySet<ValidationMessageId> = new Set(['passwordGood', 'passwordsMatch']);

export const isGoodMessage = (message: ValidationMessageId): boolean => GOOD.has(message);

/** Input wrapper props that put the hints (the description) below the input, in a div that can hold a list. */
export const hintsBelow: Pick<PasswordInputProps, 'inputWrapperOrder' | 'descriptionProps'> = {
  inputWrapperOrder: ['label', 'input', 'description'],
  descriptionProps: { component: 'div' },
};

/** One line of the hints' text: the room a single message takes. */
const ONE_LINE = 'calc(var(--mantine-font-size-sm) * var(--mantine-line-height-sm))';

/**
 * The live messages of a password field [validation 20-26]: every rule still broken, or 'Password is good.';
 * polite, so a screen reader reads them after typing pauses. The room of one message is kept while
 * there is none, so the form does not move when one shows: as a visitor types, and when the
 * reset page rendered on the server takes over passwords typed before its scripts arrived.
 */
export function PasswordHints({ messages }: { messages: readonly ValidationMessageId[] }) {
  const tv = useT('validation');
  return (
    <Box aria-live="polite" mih={ONE_LINE}>
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
    </Box>
  );
}
