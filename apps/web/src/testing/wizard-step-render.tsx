import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { initTestI18n } from './i18n';

/* Renders one step component (an editor, a dialog) with the app's providers, in English. */
export function renderComponent(element: ReactElement) {
  initTestI18n('en');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <Notifications />
        {element}
      </MantineProvider>
    </QueryClientProvider>,
  );
}
