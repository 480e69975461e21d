import { buildApp } from './app';
import { isLoopbackHost, loadConfig } from './config';
import { migrate } from './db/migrate';
import { systemContext } from './http/context';
import { syncKnowledgeArticles } from './modules/knowledge/sync';
import { seedDemoCycleLog } from './modules/cycle-tracking/demo-cycle-log';
import { seedDemoEmbryos } from './modules/embryo/demo-embryos';
import { seedDemoDoctorNotes } from './modules/treatments/doctor-notes/demo-doctor-notes';
import { seedDemoLabResults } from './modules/treatments/lab-results/demo-lab-results';
import { seedDemoVisits } from './modules/consultations/demo-visits';
import { seedDemoSchedules } from './modules/consultations/demo-schedules';
import { disableDemoAccounts, seedDemoAccounts } from './modules/users/demo-accounts';
import { seedFaqs } from './modules/faq/seed';
import { seedBlogPosts } from './modules/blog/seed';

/** Starts the product: migrate, seed demo data on the embedded database, listen, close gracefully. */
async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  const applied = await migrate(app.deps.db);
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  app.log.info(await syncKnowledgeArticles(app.deps), 'knowledge hub articles synced');
  await seedFaqs(app.deps);
  await seedBlogPosts(app.deps);
  if (config.seedDemo) {
    await seedDemoAccounts(systemContext(app, 'demo-accounts'));
    await seedDemoSchedules(systemContext(app, 'demo-schedules'));
    await seedDemoVisits(systemContext(app, 'demo-visits'));
    await seedDemoCycleLog(systemContext(app, 'demo-cycle-log'));
    await seedDemoEmbryos(systemContext(app, 'demo-embryos'));
    await seedDemoLabResults(systemContext(app, 'demo-treatments'));
    await seedDemoDoctorNotes(systemContext(app, 'demo-treatments'));
  } else {
    const disabled = await disableDemoAccounts(systemContext(app, 'demo-accounts'));
    app.log.info(
      { host: config.host, disabled },
      isLoopbackHost(config.host)
        ? 'demo accounts not seeded (production, DATABASE_URL or SEED_DEMO=false)'
        : 'demo accounts not seeded: HOST opens the app beyond this machine; any seeded earlier are disabled',
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // A hard stop if something hangs, so an orchestrator's restart is never blocked.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close(); // stops accepting, waits for in-flight requests, then closes the database
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Fertilia is running at ${config.publicUrl}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
