import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { z } from 'zod';
import { applyPageTitle } from './shared/utils/page-title';

// zod probes `new Function` once to compile validators; the site's CSP forbids eval, so say so and skip the probe
// (it would be refused and reported as a CSP violation).
z.config({ jitless: true });
applyPageTitle();

const root = document.getElementById('root');
if (!root) throw new Error('缺少 #root 挂载点');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
