import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../../features/password/forgot-password-page';

export const Route = createFileRoute('/admin/forgot-password')({
  component: ForgotPasswordPage,
});
