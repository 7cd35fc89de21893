import { Typography } from '@mantine/core';
import { useSafeHtml } from '../lib/use-safe-html';

/** Program HTML, sanitized before it reaches the page. */
export function SanitizedHtml({ html }: { html: string }) {
  const safe = useSafeHtml(html);
  return (
    <Typography>
      <div dangerouslySetInnerHTML={{ __html: safe }} />
    </Typography>
  );
}
