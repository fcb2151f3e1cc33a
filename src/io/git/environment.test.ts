import { describe, expect, it } from 'vitest';
import { authorizationHeader, redact, secretForms } from './environment.js';

describe('git credentials', () => {
  it('builds a basic Authorization header GitHub accepts for tokens', () => {
    expect(authorizationHeader('t0k')).toBe(`AUTHORIZATION: basic ${Buffer.from('x-access-token:t0k').toString('base64')}`);
  });

  it('redacts the token, its header encoding and URL credentials', () => {
    const secrets = secretForms('t0ken');
    const b64 = Buffer.from('x-access-token:t0ken').toString('base64');
    expect(redact(`fatal: t0ken in https://bob:pw@example.com/r.git and ${b64}`, secrets)).toBe('fatal: *** in https://***@example.com/r.git and ***');
    expect(secretForms(undefined)).toEqual([]);
  });
});
