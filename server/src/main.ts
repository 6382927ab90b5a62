import { buildApp } from './app.ts';
import { loadSettings } from './config.ts';

const settings = loadSettings();
const app = await buildApp(settings.app);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: settings.port, host: settings.host });
const where = settings.app.database.kind === 'postgres' ? 'PostgreSQL' : `embedded database in ${settings.app.database.dataDir ?? 'memory'}`;
app.log.info(`Playbook is running on http://localhost:${settings.port} (${where})`);
