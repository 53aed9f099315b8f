import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { lazySchemaCheck } from './lazy-check';

const ZForm = z.object({
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, { error: 'Enter your e-mail address' })),
    z.email({ error: 'Enter an e-mail address like name@example.com' }),
  ),
  password: z.string().check(z.minLength(1, { error: 'Enter your password' })),
});

describe('lazySchemaCheck', () => {
  it('loads the schema once, on the first check, and gives the checked values', async () => {
    let loads = 0;
    const check = lazySchemaCheck(async () => {
      loads += 1;
      return ZForm;
    });
    expect(loads).toBe(0);
    await expect(check({ email: ' ada@example.com ', password: 'x' })).resolves.toEqual({
      isValid: true,
      values: { email: 'ada@example.com', password: 'x' },
    });
    await check({ email: '', password: '' });
    expect(loads).toBe(1);
  });

  it("gives each field's first problem", async () => {
    const check = lazySchemaCheck(async () => ZForm);
    await expect(check({ email: '', password: '' })).resolves.toEqual({
      isValid: false,
      errors: { email: 'Enter your e-mail address', password: 'Enter your password' },
    });
    await expect(check({ email: 'ada@', password: 'x' })).resolves.toEqual({
      isValid: false,
      errors: { email: 'Enter an e-mail address like name@example.com' },
    });
  });

  it('tries the download again after it failed', async () => {
    let attempts = 0;
    const check = lazySchemaCheck(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return ZForm;
    });
    await expect(check({ email: '', password: '' })).rejects.toThrow(TypeError);
    await expect(check({ email: 'ada@example.com', password: 'x' })).resolves.toMatchObject({
      isValid: true,
    });
    expect(attempts).toBe(2);
  });
});
