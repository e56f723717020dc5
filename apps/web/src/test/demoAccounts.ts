/** The demo accounts the test server is seeded with, as `npm start` seeds them. */
export const DEMO_PASSWORD = 'demo-password-2026';

export type DemoRole =
  | 'admin'
  | 'user'
  | 'agency'
  | 'agency-agent'
  | 'provider'
  | 'partner'
  | 'partner-agent'
  | 'caregiver';

export const demoEmail = (role: DemoRole) => `${role}@demo.hearth.test`;
