/*
 * Entry of the second API process in ../realtime-two-process.test.ts (run with `node --import tsx`): the real
 * app on the test's PostgreSQL schema, Redis and key prefix, with the same JWT secret as the first process so
 * one sign-in is valid on both. It prints `LISTENING <port>` once it accepts connections and closes on SIGTERM.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../../app';
import { openDatabase } from '../../../db/client';
import { testConfig } from '../../../test/app';

const need = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const db = await openDatabase({
  kind: 'postgres',
  url: need('TEST_DATABASE_URL'),
  searchPath: need('SECOND_PROCESS_SCHEMA'),
  maxConnections: 3,
});
const config = {
  ...testConfig({ JWT_SECRET: need('JWT_SECRET') }),
  keyPrefix: need('SECOND_PROCESS_KEY_PREFIX'),
};
need('REDIS_URL');
const app = await buildApp(config, { db });
app.addHook('onClose', () => db.close());
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`LISTENING ${(app.server.address() as AddressInfo).port}\n`);

process.once('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
