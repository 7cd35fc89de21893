import { Anchor, Checkbox, NativeSelect } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Program } from '../../api/queries/program';
import { useT } from '../../i18n';

const TERMS_PATH = '/termsandconditions';

/**
 * The terms text with its link: the catalogue marks the linked words as <link>…</link>, so each
 * language places them where its grammar wants. The link opens a new tab, so the form keeps what
 * was typed.
 */
function TermsText({ i18nKey }: { i18nKey: 'terms.agree' | 'terms.question' }): ReactNode {
  const t = useT('cart');
  const match = /^(.*)<link>(.*)<\/link>(.*)$/s.exec(t(i18nKey));
  if (!match) return t(i18nKey);
  const [, before, linked, after] = match;
  return (
    <>
      {before}
      <Anchor href={TERMS_PATH} target="_blank" rel="noopener noreferrer" underline="always" fz="inherit">
        {linked}
      </Anchor>
      {after}
    </>
  );
}

/** [checkout 8]: a checkbox, or a Yes/No dropdown defaulting to No when the program's terms setting is Dropdown. */
export function TermsField({
  program,
  accepted,
  onChange,
}: {
  program: Pick<Program, 'terms'>;
  accepted: boolean;
  onChange: (accepted: boolean) => void;
}) {
  const tc = useT('common');
  if (program.terms === 'Dropdown') {
    return (
      <NativeSelect
        label={<TermsText i18nKey="terms.question" />}
        data={[
          { value: 'no', label: tc('no') },
          { value: 'yes', label: tc('yes') },
        ]}
        value={accepted ? 'yes' : 'no'}
        onChange={(event) => onChange(event.currentTarget.value === 'yes')}
        required
        maw={360}
      />
    );
  }
  return (
    <Checkbox label={<TermsText i18nKey="terms.agree" />} checked={accepted} onChange={(event) => onChange(event.currentTarget.checked)} />
  );
}
