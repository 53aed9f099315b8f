import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { loadConfig } from '../src/config.ts';

describe('settings', () => {
  it('has documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      jwtSecret: undefined,
      jwtTtlSeconds: 43200,
      superadminEmail: 'superadmin@example.com',
      superadminPassword: undefined,
      smtpUrl: undefined,
      appOrigins: [],
      profileImageMaxBytes: 2 * 1024 * 1024,
      resetTokenTtlMinutes: 30,
      scryptCost: 32768,
      trustProxy: false,
      rateLimits: { enabled: true, windowSeconds: 900, perIp: 100, perAccount: 10 },
    });
    expect(config.webDir.endsWith(path.join('packages', 'app', 'dist'))).toBe(true);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u:p@db:5432/app',
      JWT_SECRET: 's'.repeat(40),
      JWT_TTL: '3600',
      SUPERADMIN_EMAIL: 'Boss@Example.com',
      SUPERADMIN_PASSWORD: 'boss password',
      SMTP_URL: 'smtp://mail:25',
      APP_ORIGIN: 'http://a.test, http://b.test',
      PUBLIC_URL: 'https://portal.test',
      TRUST_PROXY: 'true',
      SCRYPT_COST: '16384',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u:p@db:5432/app',
      jwtTtlSeconds: 3600,
      superadminEmail: 'boss@example.com',
      smtpUrl: 'smtp://mail:25',
      appOrigins: ['http://a.test', 'http://b.test'],
      publicUrl: 'https://portal.test',
      trustProxy: true,
      scryptCost: 16384,
    });
  });

  it('names the practice with PRACTICE_NAME (a neutral default, never a product name), also as the sender', () => {
    expect(loadConfig({})).toMatchObject({
      practiceName: 'Your practice',
      mailFrom: '"Your practice" <no-reply@localhost>',
    });
    expect(loadConfig({ PRACTICE_NAME: ' Harbour "North" Clinic ' })).toMatchObject({
      practiceName: 'Harbour "North" Clinic',
      mailFrom: '"Harbour \\"North\\" Clinic" <no-reply@localhost>',
    });
    expect(loadConfig({ PRACTICE_NAME: 'A', MAIL_FROM: 'Desk <desk@a.test>' }).mailFrom).toBe(
      'Desk <desk@a.test>',
    );
    expect(() => loadConfig({ PRACTICE_NAME: 'x'.repeat(101) })).toThrow(/PRACTICE_NAME/);
  });

  it('trusts forwarded addresses from nobody, anybody, or the listed proxies only', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('keeps the header timeout below the request timeout', () => {
    expect(() =>
      loadConfig({ HEADERS_TIMEOUT_SECONDS: '30', REQUEST_TIMEOUT_SECONDS: '30' }),
    ).toThrow(/HEADERS_TIMEOUT_SECONDS must be less than REQUEST_TIMEOUT_SECONDS/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', JWT_SECRET: '' }).databaseUrl).toBeUndefined();
  });

  it('refuses bad values, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32/);
    expect(() => loadConfig({ SCRYPT_COST: '1000' })).toThrow(/SCRYPT_COST/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ RESET_TOKEN_TTL_MINUTES: '120' })).toThrow(/RESET_TOKEN_TTL_MINUTES/);
  });
});
