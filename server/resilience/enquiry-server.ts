// Fixture of kill-during-writes.test.ts: the whole app (no site) on 127.0.0.1, a port of its own, the
// database at DATABASE_PATH; prints the port once listening, then serves until it is killed.
import { createApp } from '../app.ts';
import { readServerConfig } from '../config.ts';

const config = { ...readServerConfig({ ...process.env, HOST: '127.0.0.1', PORT: '0' }), distDir: '/nonexistent' };
const app = await createApp(config, { site: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
