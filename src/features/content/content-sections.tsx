import { Stack } from '@mantine/core';
import { htmlSections, type ContentPage } from './content-pages';
import { SanitizedHtml } from './sanitized-html';

/**
 * The html sections of a content page, in order. Sliders and product carousels are the home
 * page's, built by the catalogue issue; content pages show their html.
 */
export function ContentSections({ page }: { page: ContentPage }) {
  return (
    <Stack gap="lg">
      {htmlSections(page).map((section, index) => (
        <SanitizedHtml key={index} html={section.html} />
      ))}
    </Stack>
  );
}
