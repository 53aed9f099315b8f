import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const proxyConf = path.resolve(import.meta.dirname, '../../../../deploy/nginx/proxy.conf');
export const NGINX = '/usr/sbin/nginx';

/** Debian's nginx, installed when missing and we may (as for Chromium). */
export function ensureNginx(): void {
  if (fs.existsSync(NGINX)) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) throw new Error(`nginx is missing: sudo apt-get install -y nginx`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], {
    stdio: 'inherit',
    env,
  });
  if (install.status !== 0 || !fs.existsSync(NGINX))
    throw new Error('nginx could not be installed');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface Proxy {
  url: string;
  stop: () => Promise<void>;
}

/**
 * nginx on a free loopback port in front of `upstreams`, with the production proxy settings
 * (deploy/nginx/proxy.conf) included as they are.
 */
export async function startNginx(dir: string, upstreams: string[]): Promise<Proxy> {
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream portal {
    least_conn;
${upstreams.map((upstream) => `    server ${upstream};`).join('\n')}
    keepalive 8;
  }
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  server {
    listen 127.0.0.1:${port};
    include ${proxyConf};
  }
}
`,
  );
  const child: ChildProcess = spawn(NGINX, ['-c', conf, '-p', dir], { stdio: 'inherit' });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const isUp = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (isUp) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGQUIT');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
