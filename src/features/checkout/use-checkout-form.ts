import { useState, type ChangeEvent } from 'react';
import type { CheckoutDraft } from '../../../machines/checkout/checkout.types';
import { useT } from '../../i18n';
import type { CheckoutField, DraftCheck } from './checkout-draft';

export interface FieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  error: string | undefined;
}

/**
 * Text fields bound to the checkout draft. A field's message shows once the participant has left
 * it, or at once when it came filled in (a saved address that breaks a rule says so straight away).
 */
export function useCheckoutForm(draft: CheckoutDraft, errors: DraftCheck['errors'], edit: (fields: Record<string, string>) => void) {
  const tv = useT('validation');
  const [touched, setTouched] = useState<ReadonlySet<string>>(
    () =>
      new Set(
        Object.entries(draft.fields)
          .filter(([, value]) => value.trim() !== '')
          .map(([name]) => name),
      ),
  );
  const touch = (name: string) => setTouched((seen) => (seen.has(name) ? seen : new Set(seen).add(name)));
  const errorOf = (name: CheckoutField) => {
    const id = errors[name];
    return touched.has(name) && id ? tv(id) : undefined;
  };
  const field = (name: CheckoutField): FieldProps => ({
    value: draft.fields[name] ?? '',
    onChange: (event) => edit({ [name]: event.currentTarget.value }),
    onBlur: () => touch(name),
    error: errorOf(name),
  });
  return { field, touch };
}
