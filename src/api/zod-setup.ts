import { z } from 'zod/mini';

// The shop's CSP has no 'unsafe-eval'. zod's fast object parser first probes `new Function`;
// the browser reports that probe as a CSP violation (a Lighthouse best-practices issue) even
// though zod catches it and parses without. Jitless parsing skips the probe: same results.
// (zod/mini's objects do not use that parser; the setting keeps any other path to it off.)
z.config({ jitless: true });
