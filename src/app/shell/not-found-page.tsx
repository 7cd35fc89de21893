import { Container, Stack, Text, Title } from '@mantine/core';

/** SPEC §8's 404 texts: unknown paths, and hosts that serve no program. */
export function NotFoundPage() {
  return (
    <Container component="main" size="sm" py={64}>
      <Stack gap="xs" align="center" ta="center">
        <Title order={1}>Oops! Error 404</Title>
        <Text size="xl" fw={600}>
          Page Not Found
        </Text>
        <Text>We can&apos;t seem to find the page you&apos;re looking for. Try to use the search.</Text>
      </Stack>
    </Container>
  );
}
