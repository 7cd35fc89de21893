import { createFileRoute } from '@tanstack/react-router';
import { LogoutPage } from '../../../features/auth/logout-page';

// In the signed-out tree on purpose: no signed-in page stays mounted while the session ends.
export const Route = createFileRoute('/_public/account/logout')({
  component: LogoutPage,
});
