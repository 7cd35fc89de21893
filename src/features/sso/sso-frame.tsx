import type { ReactNode } from 'react';
import { AuthFrame } from '../auth/auth-frame';

/** The sign-on pages' frame: the signed-out frame, a little wider, without toasts or languages. */
export function SsoFrame({ children, width = 460 }: { children: ReactNode; width?: number }) {
  return (
    <AuthFrame width={width} chrome={false}>
      {children}
    </AuthFrame>
  );
}
