import { Typography } from '@mantine/core';
import { useSafeHtml } from '../lib/use-safe-html';

/** Program HTML, sanitized before it reaches the page (nothing while the sanitizer is on its way). */
export function SanitizedHtml({ html }: { html: string }) {
  const safe = useSafeHtml(html);
  if (safe === undefined) return null;
  return (
    <Typography>
      <div dangerouslySetInnerHTML={{ __html: safe }} />
    </Typography>
  );
}
