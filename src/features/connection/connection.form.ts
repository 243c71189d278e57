// The connection form: which backend, which key, where the key is kept, and what the key is used for.
import { z } from 'zod';
import {
  BACKEND_KINDS,
  MAX_PROJECT_IDS,
  parseProjectIdText,
  parseSelfHostedUrl,
  validateSelfHostedUrl,
  type Access,
  type Connection,
} from '@/lib/api/backend';

export const connectionFormSchema = z
  .object({
    kind: z.enum(BACKEND_KINDS),
    selfHostedUrl: z.string(),
    apiKey: z.string().trim(),
    remember: z.boolean(),
    /** The organization chosen in the picker ('' until there is one to choose). */
    organizationId: z.string(),
    /** The project ids of a key limited to projects, as typed (checked only when the key is one). */
    projectIds: z.string(),
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

/** The form's values for a connection. */
export function formValuesOf(connection: Connection): ConnectionFormValues {
  const { access, ...rest } = connection;
  return {
    ...rest,
    organizationId: access.mode === 'organization' ? (access.organizationId ?? '') : '',
    projectIds: access.mode === 'projects' ? access.projectIds.join(', ') : '',
  };
}

/** The backend and key the form describes: what "Test connection" tries. */
export type Candidate = Omit<Connection, 'access'>;

/** What is stored and used: for a self-hosted instance, the parsed and normalised address. */
export function toCandidate(values: ConnectionFormValues): Candidate {
  const typed = values.selfHostedUrl.trim();
  const selfHostedUrl = values.kind === 'self-hosted' ? (parseSelfHostedUrl(typed).url ?? typed) : typed;
  return { kind: values.kind, selfHostedUrl, apiKey: values.apiKey.trim(), remember: values.remember };
}

/** Whether two connections talk to the same backend with the same key (what a test result is about). */
export function sameCandidate(a: Candidate, b: Candidate): boolean {
  const url = (candidate: Candidate) => (candidate.kind === 'self-hosted' ? candidate.selfHostedUrl : '');
  return a.kind === b.kind && a.apiKey === b.apiKey && url(a) === url(b);
}

export type ParsedProjectIds = { ids: number[]; problem: null } | { ids: null; problem: string };

/**
 * Project ids as typed: separated by commas or spaces, each a positive whole number; repeats are dropped.
 * A problem names the first entry that is not an id, so the user can fix just that.
 */
export function parseProjectIds(text: string): ParsedProjectIds {
  const entries = text.split(/[\s,;]+/).filter(Boolean);
  if (entries.length === 0)
    return { ids: null, problem: 'Enter the id of at least one project the key was created for.' };
  const ids: number[] = [];
  for (const entry of entries) {
    const id = parseProjectIdText(entry);
    if (id === null)
      return {
        ids: null,
        problem: `“${entry.length > 24 ? `${entry.slice(0, 24)}…` : entry}” is not a project id: ids are whole numbers such as 12345.`,
      };
    if (!ids.includes(id)) ids.push(id);
  }
  if (ids.length > MAX_PROJECT_IDS)
    return { ids: null, problem: `Enter at most ${MAX_PROJECT_IDS} projects (${ids.length} entered).` };
  return { ids, problem: null };
}

export function toConnection(candidate: Candidate, access: Access): Connection {
  return { ...candidate, access };
}

export const REQUIRED_SCOPES = [
  'organization:read',
  'project:read',
  'project:write',
  'survey:read',
  'survey:write',
  'feature_flag:write',
  'activity_log:read',
];
