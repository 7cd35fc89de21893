import type { ConsoleFailure } from '../../../../machines/console/console-failure';
import type { ConsoleT } from '../../messages/translate';

/** A refusal in the server's words; no response at all in the console's. */
export function failureText(t: ConsoleT, failure: ConsoleFailure): string {
  return failure.kind === 'unavailable' ? t('signIn.unavailable') : (failure.message ?? t('signIn.unavailable'));
}
