import { Button, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT } from '../../i18n';
import { isExternalLink, safeLink } from './link-target';

/** A slide's call to action: a link within the shop, or a new tab for another site [home-and-layout 4]. */
export function SlideAction({ text, link }: { text: string; link: string }) {
  const t = useT('shop');
  const origin = window.location.origin;
  const href = safeLink(link, origin);
  if (!href) return null;
  if (isExternalLink(href, origin)) {
    return (
      <Button component="a" href={href} target="_blank" rel="noopener noreferrer" size="md">
        {text}
        <VisuallyHidden> {t('link.newTab')}</VisuallyHidden>
      </Button>
    );
  }
  return (
    <Button renderRoot={(props) => <Link to={href} {...props} />} size="md">
      {text}
    </Button>
  );
}
