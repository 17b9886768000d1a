import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/provider';
import { createAppRouter } from './app/router';
import { createApi } from './lib/api';
import { createQueryClient } from './lib/query-client';
import './styles/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// One query client and API for the router's prefetching and for the components.
const queryClient = createQueryClient();
const api = createApi();

createRoot(root).render(
  <StrictMode>
    <AppProviders api={api} queryClient={queryClient}>
      <RouterProvider router={createAppRouter({ queryClient, api })} />
    </AppProviders>
  </StrictMode>,
);
