import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Program } from '../../api/queries/program';
import { useT } from '../../i18n';

/** Below Mantine's md breakpoint (62em), where the header takes its phone layout: the mobile logo. */
const PHONE_MEDIA = '(max-width: 61.99em)';

export interface SiteLogoProps {
  program: Pick<Program, 'fullName' | 'theme'>;
  height?: number;
}

/** The program logo linking home; the mobile logo on phones (one <picture>, the browser picks). */
export function SiteLogo({ program, height = 48 }: SiteLogoProps) {
  const t = useT('shell');
  const { logo, mobileLogo } = program.theme;
  return (
    <Anchor
      renderRoot={(props) => <Link to="/" activeOptions={{ exact: true }} {...props} />}
      aria-label={t('header.logoHome', { name: program.fullName })}
      underline="never"
      c="inherit"
      style={{ display: 'inline-flex', alignItems: 'center', flexShrink: 0 }}
    >
      {logo || mobileLogo ? (
        <picture>
          {mobileLogo && logo ? <source media={PHONE_MEDIA} srcSet={mobileLogo} /> : null}
          <img src={(logo || mobileLogo)!} alt="" style={{ height, width: 'auto', maxWidth: '100%', display: 'block' }} />
        </picture>
      ) : (
        <Text component="span" fw={800} fz="xl">
          {program.fullName}
        </Text>
      )}
    </Anchor>
  );
}
