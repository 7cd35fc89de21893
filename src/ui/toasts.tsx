import type { NotificationsProps } from '@mantine/notifications';
import { Suspense } from 'react';
import { lazyComponent } from './lazy-component';

// The toasts' host (its transitions, drag-to-dismiss and portal) is a chunk of its own: no page
// shows a toast on arrival, so the first download need not carry it. A toast shown before the
// chunk is in waits in Mantine's notifications store, which the pages import on their own (it is
// small), and appears once the host mounts.
const NotificationsHost = lazyComponent(() => import('./toasts-host').then((m) => ({ default: m.Notifications })));

export function Toasts(props: NotificationsProps) {
  return (
    <Suspense fallback={null}>
      <NotificationsHost {...props} />
    </Suspense>
  );
}
