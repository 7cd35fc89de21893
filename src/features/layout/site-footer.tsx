import { Anchor, Box, Container, Divider, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Program } from '../../api/queries/program';
import { programText } from '../../domain/program-texts';
import { useLocale, useT } from '../../i18n';
import classes from './layout.module.css';
import { messageStyle } from './message-style';

export interface SiteFooterProps {
  program: Pick<
    Program,
    'fullName' | 'footerText' | 'footerTextAlign' | 'footerTextSize' | 'footerImageVisible' | 'footerImage' | 'contacts'
  > &
    Partial<Pick<Program, 'translations'>>;
  /** The copyright year; defaults to this year. */
  year?: number;
}

/** tel: wants digits (and a leading +) only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Footer [home-and-layout 17-21]: footer image and text, contacts, the fixed disclaimer and the copyright. */
export function SiteFooter({ program, year = new Date().getFullYear() }: SiteFooterProps) {
  const t = useT('shell');
  const common = useT('common');
  const { locale } = useLocale();
  const footerText = programText(program, locale, 'footerText');
  const { address, email, phone } = program.contacts ?? {};
  const hasContacts = Boolean(address || email || phone);
  const showImage = program.footerImageVisible && Boolean(program.footerImage);
  return (
    <Box component="footer" className={classes.footer} py="xl">
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, sm: hasContacts ? 2 : 1 }} spacing="xl">
          <Stack gap="sm">
            {showImage ? (
              <Image
                src={program.footerImage}
                alt={common('logoAlt', { name: program.fullName })}
                h={56}
                w="auto"
                fit="contain"
                style={{ alignSelf: messageStyle(program.footerTextAlign, null).textAlign === 'center' ? 'center' : undefined }}
              />
            ) : null}
            {footerText ? (
              <Text data-testid="footer-text" style={messageStyle(program.footerTextAlign, program.footerTextSize)}>
                {footerText}
              </Text>
            ) : null}
          </Stack>
          {hasContacts ? (
            <Box component="address" style={{ fontStyle: 'normal' }}>
              <Title order={2} fz="md" mb="xs">
                {t('footer.contacts')}
              </Title>
              <Stack gap={4}>
                {address ? (
                  <Text size="sm">
                    <Text span fw={600} size="sm" me={6}>
                      {t('footer.address')}
                    </Text>
                    {address}
                  </Text>
                ) : null}
                {email ? (
                  <Text size="sm">
                    <Text span fw={600} size="sm" me={6}>
                      {t('footer.email')}
                    </Text>
                    <Anchor href={`mailto:${email}`} size="sm">
                      {email}
                    </Anchor>
                  </Text>
                ) : null}
                {phone ? (
                  <Text size="sm">
                    <Text span fw={600} size="sm" me={6}>
                      {t('footer.phone')}
                    </Text>
                    <Anchor href={telHref(phone)} size="sm">
                      {phone}
                    </Anchor>
                  </Text>
                ) : null}
              </Stack>
            </Box>
          ) : null}
        </SimpleGrid>
        <Divider my="lg" />
        <Text size="xs" c="dimmed" data-testid="footer-disclaimer">
          {t('footer.disclaimer')}
        </Text>
        <Text size="sm" mt="sm" fw={600}>
          {t('footer.copyright', { year, name: program.fullName })}
        </Text>
      </Container>
    </Box>
  );
}
