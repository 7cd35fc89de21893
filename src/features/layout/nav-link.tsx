import { Link } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { isExternalLink } from './nav-items';

export interface NavHrefProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
}

/**
 * An app link for addresses that come from program data: the router's Link (client navigation,
 * aria-current="page" when active) for paths, a plain anchor in a new tab for other sites.
 */
export const NavHref = forwardRef<HTMLAnchorElement, NavHrefProps>(function NavHref({ href, ...props }, ref) {
  if (isExternalLink(href)) return <a ref={ref} href={href} target="_blank" rel="noopener noreferrer" {...props} />;
  return <Link ref={ref} to={href} {...props} />;
});
