import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` unless told not to, and it
 * probes for that by calling `new Function` once: under the site's
 * Content-Security-Policy (script-src without 'unsafe-eval') the probe is
 * refused and reported as a violation on every page load. Jitless parsing
 * skips both. It must run before any schema is built, so main.tsx imports it first.
 */
z.config({ jitless: true });
