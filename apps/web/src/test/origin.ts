import type { Window as HappyDomWindow } from 'happy-dom';
import { inject } from 'vitest';

// The first set-up file, so it runs before anything loads the API client: the page is served by
// the test server, and the app's relative /api calls, cookies and XSRF header reach it
// same-origin, as in the browser. axios reads the origin once, when it is loaded.
(window as unknown as HappyDomWindow).happyDOM.setURL(inject('webTestServer').origin);
