import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startI18n } from '@/lib/i18n';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';

// Render once the language's texts have arrived, so no bare translation keys flash on screen. The router
// comes after that too: a first-load loader (the /lang/... switch) runs at once and changes the language.
void startI18n().then(() => {
  const router = createAppRouter();
  const queryClient = createQueryClient();
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
