import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { ensureNginx, NGINX } from './nginx';

const deploy = path.resolve(import.meta.dirname, '../../../../deploy/nginx');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-conf-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// The cluster test runs proxy.conf as it is; this checks the file around it, which docs/deploy.md
// tells a practice to install on a Debian host, where `nginx -t` must accept it as written.
describe('the production proxy configuration (deploy/nginx/nginx.conf)', () => {
  it('passes `nginx -t` on Debian’s nginx, with its TLS and HTTP/2 server', () => {
    ensureNginx();
    // A certificate of our own where the file names Let's Encrypt's, and proxy.conf from here.
    const key = path.join(dir, 'privkey.pem');
    const certificate = path.join(dir, 'fullchain.pem');
    const request = ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'];
    const subject = ['-subj', '/CN=portal.example.org'];
    const files = ['-keyout', key, '-out', certificate];
    execFileSync('openssl', [...request, ...subject, ...files], { stdio: 'ignore' });
    const site = fs
      .readFileSync(path.join(deploy, 'nginx.conf'), 'utf8')
      .replace('/etc/letsencrypt/live/portal.example.org/fullchain.pem', certificate)
      .replace('/etc/letsencrypt/live/portal.example.org/privkey.pem', key)
      .replace('/etc/nginx/portal/proxy.conf', path.join(deploy, 'proxy.conf'));
    fs.writeFileSync(path.join(dir, 'portal.conf'), site);
    // What Debian's /etc/nginx/nginx.conf gives the files of conf.d: the http block around them.
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      `pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events {}
http {
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  include ${dir}/portal.conf;
}
`,
    );

    const check = spawnSync(NGINX, ['-t', '-c', path.join(dir, 'nginx.conf'), '-p', dir], {
      encoding: 'utf8',
    });

    expect(check.stderr).toContain('test is successful');
    expect(check.status).toBe(0);
  });
});
