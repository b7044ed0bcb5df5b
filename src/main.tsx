// The browser entry: build the ports once, hand them to the router, render.
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './ui/theme/global.css';
import { createPorts } from './app/composition';
import { createAppRouter } from './app/router';

const router = createAppRouter(createPorts());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
