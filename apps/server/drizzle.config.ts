import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed as SQL; the app applies them at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
