import { Box, Container } from '@mantine/core';
import type { Program } from '../../api/queries/program';
import { programText } from '../../domain/program-texts';
import { isBlankHtml } from '../../lib/sanitize';
import { useSafeHtml } from '../../lib/use-safe-html';
import { useLocale, useT } from '../../i18n';
import classes from './layout.module.css';
import { messageStyle } from './message-style';

export interface AdminMessageProps {
  program: Pick<Program, 'adminMessage' | 'messageAlign' | 'messageSize'> & Partial<Pick<Program, 'translations'>>;
}

/** The program's admin message in the shop's language: sanitized HTML, aligned and sized by messageAlign and messageSize. */
export function AdminMessage({ program }: AdminMessageProps) {
  const t = useT('shell');
  const { locale } = useLocale();
  const html = useSafeHtml(programText(program, locale, 'adminMessage'), { inline: true });
  if (isBlankHtml(html)) return null;
  return (
    <Box component="section" aria-label={t('header.announcement')} bg="accent.0" c="black" py="xs">
      <Container size="xl">
        <Box
          className={classes.message}
          data-testid="admin-message"
          style={messageStyle(program.messageAlign, program.messageSize)}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </Container>
    </Box>
  );
}
