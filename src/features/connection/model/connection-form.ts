// The connection form: which backend, which key, and where the key is kept.
import { z } from 'zod';
import {
  CURRENT_ORGANIZATION,
  parseSelfHostedUrl,
  validateSelfHostedUrl,
  type Connection,
} from '../../../lib/api/backend';

export const backendKinds = ['demo', 'us', 'eu', 'self-hosted', 'proxy'] as const;

export const connectionFormSchema = z
  .object({
    kind: z.enum(backendKinds),
    selfHostedUrl: z.string(),
    apiKey: z.string().trim(),
    remember: z.boolean(),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'self-hosted') {
      const problem = validateSelfHostedUrl(value.selfHostedUrl);
      if (problem) ctx.addIssue({ code: 'custom', path: ['selfHostedUrl'], message: problem });
    }
    if (!value.apiKey) {
      ctx.addIssue({ code: 'custom', path: ['apiKey'], message: 'Enter a personal API key.' });
    } else if (value.kind !== 'demo' && !/^ph[xa]_/.test(value.apiKey)) {
      ctx.addIssue({
        code: 'custom',
        path: ['apiKey'],
        message: 'Personal API keys start with phx_ (the phc_ project token will not work here).',
      });
    }
  });

export type ConnectionFormValues = z.infer<typeof connectionFormSchema>;

/**
 * What is stored and used: for a self-hosted instance, the parsed and normalised address. What the key
 * is used for stays as saved while the backend and key are unchanged; another key starts from the user's
 * current organization.
 */
export function toConnection(values: ConnectionFormValues, saved: Connection): Connection {
  const typed = values.selfHostedUrl.trim();
  const selfHostedUrl = values.kind === 'self-hosted' ? (parseSelfHostedUrl(typed).url ?? typed) : typed;
  const apiKey = values.apiKey.trim();
  const unchanged =
    values.kind === saved.kind &&
    apiKey === saved.apiKey &&
    (values.kind !== 'self-hosted' || selfHostedUrl === saved.selfHostedUrl);
  return { ...values, selfHostedUrl, apiKey, access: unchanged ? saved.access : CURRENT_ORGANIZATION };
}

export const DEMO_KEYS = [
  { key: 'phx_demo_all', scopes: 'all scopes' },
  { key: 'phx_demo_read', scopes: 'read-only: project:read, survey:read, activity_log:read' },
  { key: 'phx_demo_projects', scopes: 'project:read and project:write only' },
  {
    key: 'phx_demo_strict',
    scopes: 'all scopes, but refused reset_token/activity/demo-data like real PostHog',
  },
] as const;

export const REQUIRED_SCOPES = [
  'organization:read',
  'project:read',
  'project:write',
  'survey:read',
  'survey:write',
  'activity_log:read',
];
