import { useQuery } from '@tanstack/react-query';
import { HashRouter } from 'react-router-dom';
import { siteConfigQueryOptions } from '@/shared/api/get-site-config';
import { AppProviders } from './providers/app-providers';
import { AppRoutes } from './router/app-routes';
import './global.css';

/** Loads the public site configuration once per tab; it feeds the page title and the chrome. */
function SiteConfigLoader() {
  useQuery(siteConfigQueryOptions());
  return null;
}

export function App() {
  return (
    <AppProviders>
      <SiteConfigLoader />
      <HashRouter>
        <AppRoutes />
      </HashRouter>
    </AppProviders>
  );
}
