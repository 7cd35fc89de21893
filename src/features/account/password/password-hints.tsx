import { List } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n';
import type { ValidationMessageId } from '../../../schemas';

const GOOD: ReadonlySet<ValidationMessageId> = new Set(['passwordGood', 'passwordsMatch']);

export interface PasswordFeedbackProps {
  error?: ReactNode;
  success?: ReactNode;
  errorProps?: { component: 'div' };
  // PasswordInput marks its inner input with data-invalid only; assistive technology needs this.
  'aria-invalid'?: true;
}

/**
 * The live messages of a password field [validation 20-26] as the input's own error or success text, so
 * the input names them (aria-describedby) and is marked invalid while a rule fails: every rule
 * still broken in the rules' order, or 'Password is good.' / 'Passwords are match!'.
 */
export function usePasswordFeedback(): (messages: readonly ValidationMessageId[]) => PasswordFeedbackProps {
  const tv = useT('validation');
  return (messages) => {
    if (messages.length === 0) return {};
    if (messages.length === 1 && GOOD.has(messages[0]!)) return { success: tv(messages[0]!) };
    return {
      'aria-invalid': true,
      // A list cannot sit in the <p> Mantine renders by default.
      errorProps: { component: 'div' },
      error: (
        <List size="sm" spacing={2} c="inherit" fz="inherit" withPadding>
          {messages.map((message) => (
            <List.Item key={message}>{tv(message)}</List.Item>
          ))}
        </List>
      ),
    };
  };
}
