import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, chmodSync, constants, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './server-process.ts';

export type TReverseProxy = {
  /** `http://127.0.0.1:<port>`: what clients talk to. */
  baseUrl: string;
  child: ChildProcess;
  /** What nginx wrote to its error log so far is in `<dir>/error.log`. */
  dir: string;
  /** Ends nginx (fast shutdown) and resolves once its master process is gone. */
  stop: () => Promise<void>;
};

/** The Debian package's binary (nginx-light or nginx), or NGINX if set. */
function nginxBinary(): string {
  for (const candidate of [process.env.NGINX, '/usr/sbin/nginx', '/usr/local/sbin/nginx']) {
    if (!candidate) continue;
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {}
  }
  throw new Error('nginx is not installed: apt-get install -y nginx-light (or set NGINX to its binary)');
}

/**
 * The configuration of a proxy in front of several app instances, as a site
 * would run it: requests spread round-robin, the client address passed on in
 * X-Forwarded-For (the apps run with TRUST_PROXY naming the proxy), WebSocket
 * upgrades passed through. `X-Upstream` names the instance that answered, so
 * a test can tell where each request landed.
 */
function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  const temp = (name: string) => path.join(dir, 'temp', name);
  return `
daemon off;
worker_processes 1;
worker_rlimit_nofile 8192;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  client_max_body_size 64m;
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  upstream sverka {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream};`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://sverka;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 1h;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/**
 * Starts nginx in the foreground with its own configuration, pid file, logs
 * and temporary files in `dir` (never the system's service or its
 * configuration), in front of the app instances listening on `upstreams`
 * (loopback ports), and waits until it accepts connections. `port` is a free
 * one unless given (the apps may need to know it first, for PUBLIC_URL).
 */
export async function startReverseProxy(options: {
  dir: string;
  upstreams: number[];
  port?: number;
}): Promise<TReverseProxy> {
  const { dir, upstreams } = options;
  const port = options.port ?? (await freePort());
  mkdirSync(path.join(dir, 'temp'), { recursive: true });
  // Workers of a root master run as an unprivileged user: they must reach the folder and write their buffers.
  chmodSync(dir, 0o755);
  chmodSync(path.join(dir, 'temp'), 0o777);
  const configFile = path.join(dir, 'nginx.conf');
  writeFileSync(configFile, nginxConfig(dir, port, upstreams));
  const child = spawn(nginxBinary(), ['-e', path.join(dir, 'error.log'), '-p', dir, '-c', configFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${output}`);
    const up = await fetch(`${baseUrl}/api/health`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not accept connections in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    child,
    dir,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
