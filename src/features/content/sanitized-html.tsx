import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeHtml } from '../../lib/sanitize';

/** Program HTML, sanitized (DOMPurify) before it reaches the page. */
export function SanitizedHtml({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Typography>
      <div dangerouslySetInnerHTML={{ __html: safe }} />
    </Typography>
  );
}
