import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/db/sports-schema.ts', './src/db/parlays-schema.ts', './src/db/fleet-schema.ts', './src/db/watchlist-schema.ts', './src/db/market-settings-schema.ts', './src/db/alerts-schema.ts', './src/db/display-settings-schema.ts'],
  out: './drizzle',
});
