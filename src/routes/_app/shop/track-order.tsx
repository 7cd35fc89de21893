import { createFileRoute } from '@tanstack/react-router';
import { TrackOrderPage } from '../../../features/content/track-order-page';

export const Route = createFileRoute('/_app/shop/track-order')({
  component: TrackOrderPage,
});
