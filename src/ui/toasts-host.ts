// The host alone, so the dynamic import in ./toasts names one export: importing the package's
// index dynamically kept every export alive and the bundler put the whole package (host,
// transitions, drag) in one chunk with the store the pages import statically (docs/performance.md).
export { Notifications } from '@mantine/notifications';
