import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../i18n';
import { searchHref } from '../layout/search-target';

/**
 * The 404 page [home-and-layout 27-28]: unknown paths, /site/not-found, /login/not-found and hosts that
 * serve no program. The search box goes to the product list like the header's does.
 */
export function NotFoundPage() {
  const t = useT('pages');
  const tc = useT('common');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const headingId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate({ href: searchHref({ text }) });
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="md" align="center" ta="center" py={64} px="md" maw={640} mx="auto">
      <Title order={1} id={headingId}>
        {t('notFound.title')}
      </Title>
      <Text size="xl" fw={600}>
        {t('notFound.subtitle')}
      </Text>
      <Text>{t('notFound.text')}</Text>
      <form role="search" onSubmit={onSubmit} style={{ width: '100%', maxWidth: 420 }}>
        <Group gap="xs" wrap="nowrap">
          <TextInput
            flex={1}
            type="search"
            aria-label={t('notFound.searchLabel')}
            placeholder={t('notFound.searchPlaceholder')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Button type="submit">{tc('search')}</Button>
        </Group>
      </form>
      <Button component={Link} to="/" variant="outline" mt="sm">
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
