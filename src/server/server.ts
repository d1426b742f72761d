import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logging';
import { startupSummary } from './startupSummary';
import { startWorker } from './worker';

async function main() {
  const config = loadConfig();
  // Before anything else is logged: where the app is and what it runs on.
  const log = createLogger(config);
  for (const line of startupSummary(config)) log.info(line);
  if (config.role === 'worker') {
    const worker = await startWorker(config);
    // On SIGTERM the running jobs finish within the deadline, or go back to the queue.
    closeWithGrace({ delay: config.shutdownTimeoutMs + 2000 }, async () => worker.close());
    return;
  }
  const app = await buildApp({ config });
  // On SIGTERM/SIGINT Fastify answers new requests 503 while in-flight ones finish.
  closeWithGrace({ delay: config.shutdownTimeoutMs + 2000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`ready: open ${config.publicUrl}`);
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
