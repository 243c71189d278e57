import { describe, expect, it } from 'vitest';
import { defaultConnection } from '@/lib/api/backend';
import { connectionFormSchema, formValuesOf, parseProjectIds, sameCandidate } from './connection.form';

const base = {
  kind: 'us' as const,
  selfHostedUrl: '',
  apiKey: 'phx_abc',
  remember: false,
  organizationId: '',
  projectIds: '',
};

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

describe('project ids as typed', () => {
  it('takes ids separated by commas, spaces or both, dropping repeats', () => {
    expect(parseProjectIds(' 1, 2  3,2 ')).toEqual({ ids: [1, 2, 3], problem: null });
    expect(parseProjectIds('12345\n7').ids).toEqual([12345, 7]);
  });

  it('names the first entry that is not an id, and asks for at least one', () => {
    expect(parseProjectIds('1, two, 3').problem).toBe(
      '“two” is not a project id: ids are whole numbers such as 12345.',
    );
    for (const bad of ['0', '-4', '1.5', '0x2', '1e3', '#2', '99999999999999999'])
      expect(parseProjectIds(bad).problem, bad).toMatch(/is not a project id/);
    expect(parseProjectIds(' , ').problem).toBe(
      'Enter the id of at least one project the key was created for.',
    );
  });

  it('keeps the list short enough to check one by one', () => {
    const many = Array.from({ length: 51 }, (_, index) => index + 1).join(',');
    expect(parseProjectIds(many).problem).toBe('Enter at most 50 projects (51 entered).');
  });
});

describe('what a test result is about', () => {
  it('the same backend and key, whatever else changed', () => {
    const saved = { ...defaultConnection, apiKey: 'phx_demo_all' };
    expect(sameCandidate(saved, { ...saved, remember: true })).toBe(true);
    expect(sameCandidate(saved, { ...saved, apiKey: 'phx_demo_read' })).toBe(false);
    expect(sameCandidate(saved, { ...saved, kind: 'us' })).toBe(false);
    const selfHosted = { ...saved, kind: 'self-hosted' as const, selfHostedUrl: 'https://a.example' };
    expect(sameCandidate(selfHosted, { ...selfHosted, selfHostedUrl: 'https://b.example' })).toBe(false);
  });

  it('fills the form from a saved connection of either kind of access', () => {
    expect(
      formValuesOf({ ...defaultConnection, access: { mode: 'projects', projectIds: [1, 2] } }),
    ).toMatchObject({ projectIds: '1, 2', organizationId: '' });
    expect(
      formValuesOf({ ...defaultConnection, access: { mode: 'organization', organizationId: 'org-1' } }),
    ).toMatchObject({ projectIds: '', organizationId: 'org-1' });
  });
});
