import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A real nginx (Debian's package) in front of an app listening on a real port, configured as docs/deploy.md says.
 * Not a test file: helpers for test/auth-proxy-nginx.test.ts.
 */
export interface NginxProxy {
  port: number;
  stop: () => Promise<void>;
}

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx'];

/** The nginx binary. Missing nginx is a failure, never a skip: .ci/run installs it (apt-get install nginx-light). */
export function nginxBinary(): string {
  const found = CANDIDATES.find((p) => fs.existsSync(p));
  if (found) return found;
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error(
      'nginx is required for the reverse-proxy test and was not found: install it from Debian’s packages ' +
        '(apt-get install -y nginx-light); .ci/run does this on CI machines.',
    );
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

const canConnect = (port: number) =>
  new Promise<boolean>((resolve) => {
    const c = net.connect({ port, host: '127.0.0.1' }, () => {
      c.destroy();
      resolve(true);
    });
    c.once('error', () => resolve(false));
  });

/** Starts nginx in the foreground (no daemon, no master) on a free port, proxying to 127.0.0.1:upstreamPort. */
export async function startNginx(upstreamPort: number): Promise<NginxProxy> {
  const bin = nginxBinary();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'podbench-nginx-'));
  const port = await freePort();
  const conf = `
daemon off;
master_process off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream podbench {
    server 127.0.0.1:${upstreamPort};
    keepalive 8;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://podbench;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const child: ChildProcess = spawn(bin, ['-p', `${dir}/`, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += String(d);
  });
  child.stderr?.on('data', (d) => {
    out += String(d);
  });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.on('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const log = () => `${out}${fs.existsSync(`${dir}/error.log`) ? fs.readFileSync(`${dir}/error.log`, 'utf8') : ''}`;
  const deadline = Date.now() + 15_000;
  while (!(await canConnect(port))) {
    if (exited) throw new Error(`nginx exited before listening:\n${log()}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not listen on ${port} within 15 s:\n${log()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    port,
    stop: async () => {
      if (!exited) {
        child.kill('SIGTERM');
        await exit;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ProxiedResponse {
  status: number;
  body: { code: number; msg: string; data: unknown };
}

/**
 * One request through the proxy from a client at `localAddress` (any 127/8 address is this machine on Linux: a
 * client that is not the proxy's own 127.0.0.1), with whatever X-Forwarded-For the client chooses to send.
 */
export function proxiedRequest(
  proxyPort: number,
  opts: { method: 'GET' | 'POST'; path: string; body?: unknown; forwardedFor?: string; localAddress: string },
): Promise<ProxiedResponse> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: proxyPort,
        method: opts.method,
        path: opts.path,
        localAddress: opts.localAddress,
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(opts.forwardedFor ? { 'x-forwarded-for': opts.forwardedFor } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) });
          } catch {
            reject(new Error(`not JSON (${res.statusCode}): ${text.slice(0, 300)}`));
          }
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}
