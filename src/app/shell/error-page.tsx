import { Alert, Button, Container, Stack } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useRouter } from '@tanstack/react-router';

export function ErrorPage({ reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <Container component="main" size="sm" py={64}>
      <Stack>
        <Alert color="red" title="Something went wrong" role="alert">
          The page could not be loaded. Please try again.
        </Alert>
        <Button
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Try again
        </Button>
      </Stack>
    </Container>
  );
}
