import { z } from 'zod';

// The page's Content-Security-Policy allows no eval (`script-src 'self'`). Zod builds faster
// object parsers with `new Function` where it may, and its probe for that, though caught, is
// reported as a policy violation on every page (Chrome's Issues panel, Lighthouse's best
// practices). It must run before any schema is made, as zod decides when a schema is built.
z.config({ jitless: true });
