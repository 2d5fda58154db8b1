import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * The floor of `npm run lighthouse`: React 19 and Vite with nothing of the shop, so its LCP is
 * what the host, the throttling and the framework cost before any shop code. The shop's pages
 * are measured against it in the same run.
 */
function Floor() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '1rem' }}>
      <h1>Agora Market</h1>
      <p>Fresh groceries delivered in Athens, or ready for pickup at a shop near you.</p>
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Floor />
    </StrictMode>,
  );
}
