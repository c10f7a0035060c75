import { describe, expect, it } from 'vitest';
import { ConfigError, fastifyTrustProxy, isLoopbackHost, loadConfig } from '../src/config';
import { startServer } from './server-process';

const production = {
  MODE: 'production',
  DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/podbench',
  SMS_PROVIDER: 'sandbox',
};
const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return '';
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
};

describe('TRUST_PROXY', () => {
  it('is off unless set', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ ...production, TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('refuses true in production with a Chinese and English explanation', () => {
    for (const v of ['true', 'TRUE', 'yes']) {
      const msg = problemsOf({ ...production, TRUST_PROXY: v });
      expect(msg).toContain('TRUST_PROXY: production 模式不接受 true');
      expect(msg).toContain('TRUST_PROXY=true is refused in production');
    }
    // Local mode (one developer's machine) still takes it.
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('takes a hop count or proxy addresses and CIDR ranges', () => {
    expect(loadConfig({ ...production, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...production, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8 ,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses what is neither', () => {
    for (const v of ['nginx', '10.0.0.0/33', '300.1.1.1', '10.0.0.0/8/1', '11']) {
      expect(problemsOf({ ...production, TRUST_PROXY: v })).toContain('TRUST_PROXY');
    }
  });

  it('hands Fastify a function for a hop count (Fastify 5 trusts nothing for a bare number)', () => {
    const trust = fastifyTrustProxy(2);
    expect(typeof trust).toBe('function');
    if (typeof trust !== 'function') return;
    expect([0, 1, 2].map((hop) => trust('203.0.113.9', hop))).toEqual([true, true, false]);
    expect(fastifyTrustProxy(['127.0.0.1'])).toEqual(['127.0.0.1']);
    expect(fastifyTrustProxy(false)).toBe(false);
  });
});

describe('local mode on a network address', () => {
  it('knows the loopback addresses', () => {
    for (const h of ['127.0.0.1', '127.0.0.2', 'localhost', '::1', '[::1]']) expect(isLoopbackHost(h)).toBe(true);
    for (const h of ['0.0.0.0', '::', '192.168.1.10', 'podbench.example.com', '128.0.0.1']) {
      expect(isLoopbackHost(h)).toBe(false);
    }
  });

  it('refuses a non-loopback HOST unless ALLOW_LOCAL_MODE_ON_NETWORK=true', () => {
    const msg = problemsOf({ HOST: '0.0.0.0' });
    expect(msg).toContain('HOST: 本地模式（演示账号、开放的 /sandbox/*）只监听本机地址');
    expect(msg).toContain('ALLOW_LOCAL_MODE_ON_NETWORK=true');
    expect(loadConfig({ HOST: '0.0.0.0', ALLOW_LOCAL_MODE_ON_NETWORK: 'true' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: 'localhost' }).host).toBe('localhost');
    // Production without the demo doors listens wherever it is told; with the sandbox switched on it is local mode.
    expect(loadConfig({ ...production, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(problemsOf({ ...production, HOST: '0.0.0.0', SANDBOX_ENABLED: 'true' })).toContain('HOST');
  });

  it('stops the real server before it listens', async () => {
    const err = await startServer({ MODE: 'local', HOST: '0.0.0.0' }, 60_000).catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    expect(String(err)).toMatch(/server exited \(1\) before starting/);
    expect(String(err)).toContain('ALLOW_LOCAL_MODE_ON_NETWORK');
  }, 60_000);
});
