import { z } from 'zod';

// zod probes `new Function` to compile validators — when an object schema is *built*, not parsed — and the site's
// CSP forbids eval, so the probe would be refused and reported as a violation. This module is main.tsx's first
// import, so it runs before any module that builds a schema at its top level.
z.config({ jitless: true });
