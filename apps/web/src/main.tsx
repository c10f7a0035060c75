// First: before any module builds a zod schema (see the file).
import './zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyPageTitle } from './shared/utils/page-title';

applyPageTitle();

const root = document.getElementById('root');
if (!root) throw new Error('缺少 #root 挂载点');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
