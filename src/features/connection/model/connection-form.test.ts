import { describe, expect, it } from 'vitest';
import { connectionFormSchema } from './connection-form';

const base = { kind: 'us' as const, selfHostedUrl: '', apiKey: 'phx_abc', remember: false };

describe('connection form schema', () => {
  it('accepts a cloud backend with a personal key', () => {
    expect(connectionFormSchema.safeParse(base).success).toBe(true);
  });
  it('requires an https self-hosted URL', () => {
    const http = connectionFormSchema.safeParse({
      ...base,
      kind: 'self-hosted',
      selfHostedUrl: 'http://ph.example.com',
    });
    expect(http.success).toBe(false);
    expect(http.error?.issues[0]?.message).toMatch(/Only https/);
    expect(
      connectionFormSchema.safeParse({
        ...base,
        kind: 'self-hosted',
        selfHostedUrl: 'https://ph.example.com',
      }).success,
    ).toBe(true);
  });
  it('rejects a project token or an empty key', () => {
    expect(
      connectionFormSchema.safeParse({ ...base, apiKey: 'phc_token' }).error?.issues[0]?.message,
    ).toMatch(/phx_/);
    expect(connectionFormSchema.safeParse({ ...base, apiKey: ' ' }).error?.issues[0]?.message).toMatch(
      /Enter a personal API key/,
    );
  });
});
