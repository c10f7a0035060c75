import { buildApp } from './app';
import { createRuntime } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { DEMO_OPERATOR, DEMO_SELLER } from './db/seed/accounts';
import { createServerJobs } from './jobs';
import { markDraining } from './modules/ops/routes';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const { ctx, handle } = await createRuntime(config);
  const app = await buildApp(ctx);
  const jobs = createServerJobs(ctx, app.log);

  let closing = false;
  /**
   * Graceful stop, bounded by SHUTDOWN_TIMEOUT_MS: /readyz turns 503, the server stops listening and answers the
   * requests in flight (app.close), the job runner stops its handlers (publishes included: their lease's signal
   * aborts, so they write nothing more) and hands their jobs back to the queue, then the database closes. Past the
   * timeout the process exits anyway; a job it still held becomes claimable again when its lease runs out.
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    markDraining(ctx);
    const force = setTimeout(() => {
      app.log.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    try {
      const http = app.close();
      await jobs.stop();
      await http;
      await handle.close();
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  jobs.start();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host}:${port}`;
  console.log(`\nPodBench 已启动 (${config.mode} 模式, ${handle.dialect}): ${url}`);
  if (config.seedDemo) {
    console.log(`  卖家演示账号: ${DEMO_SELLER.userName} / ${DEMO_SELLER.password}`);
    console.log(`  运营账号:     ${DEMO_OPERATOR.userName} / ${DEMO_OPERATOR.password}`);
  }
  console.log(`  API 文档:     ${url}/api/docs\n`);
}

main().catch((err) => {
  console.error('启动失败:', err);
  process.exit(1);
});
