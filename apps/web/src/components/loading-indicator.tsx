import { Loader, type LoaderProps } from '@mantine/core';

/**
 * A spinner named for assistive technology. A bare Loader has no role, and a label on an element without a
 * role is not allowed (axe aria-prohibited-attr), so the spinner is a status announced by its label.
 */
export function LoadingIndicator({ label, ...props }: LoaderProps & { label: string }) {
  return <Loader role="status" aria-label={label} {...props} />;
}
