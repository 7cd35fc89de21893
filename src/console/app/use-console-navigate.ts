import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

/** Moves to a console address built by consolePaths (see there why by address). */
export function useConsoleNavigate(): (href: string) => void {
  const router = useRouter();
  return useCallback((href: string) => void router.navigate({ href }), [router]);
}
