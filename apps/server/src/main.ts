import { buildApp } from './app';
import { createRuntime } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { DEMO_OPERATOR, DEMO_SELLER } from './db/seed/accounts';
import { createServerJobs } from './jobs';
import { publishRunnerOf } from './modules/temu-publish/runner';

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
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await jobs.stop();
    await publishRunnerOf(ctx).stop();
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  jobs.start();
  publishRunnerOf(ctx).start();
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
