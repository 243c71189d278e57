// Replays one conformance case against the demo backend through its HTTP handlers (msw/node), as the
// server's own test client would send it.
import { expect } from 'vitest';
import { db } from '../db';
import { call } from '../test-api';
import type { ConformanceCase, ConformanceServer, Expectation, Step } from './conformance-case';

const PLACEHOLDER = /\{([a-z_][a-z0-9_]*)\}/gi;
const WHOLE_PLACEHOLDER = /^\{([a-z_][a-z0-9_]*)\}$/i;

function valueOf(saved: Record<string, unknown>, name: string): unknown {
  if (!(name in saved)) throw new Error(`the case uses {${name}} before any step saved it`);
  return saved[name];
}

/** `{name}` placeholders filled from what earlier steps saved; a whole-string placeholder keeps its type. */
export function fill(value: unknown, saved: Record<string, unknown>): unknown {
  if (typeof value === 'string') {
    const whole = WHOLE_PLACEHOLDER.exec(value);
    if (whole) return valueOf(saved, whole[1]!);
    return value.replace(PLACEHOLDER, (_, name: string) => String(valueOf(saved, name)));
  }
  if (Array.isArray(value)) return value.map((item) => fill(item, saved));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, saved)]));
  return value;
}

/** The value at a dotted path (`questions.0.id`), or undefined. */
export function at(json: unknown, path: string): unknown {
  let current = json;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

function has(json: unknown, path: string): boolean {
  const parts = path.split('.');
  const last = parts.pop()!;
  const parent = parts.length ? at(json, parts.join('.')) : json;
  return parent !== null && typeof parent === 'object' && last in parent;
}

function checkAnswer(
  expected: Expectation,
  answer: { status: number; json: unknown; text: string },
  server: ConformanceServer,
) {
  const shown = JSON.stringify(answer.json)?.slice(0, 600);
  expect(answer.status, `status (answer: ${shown})`).toBe(expected.status);
  const error = (answer.json ?? {}) as Record<string, unknown>;
  if (expected.type !== undefined) expect(error.type, 'type').toBe(expected.type);
  if (expected.code !== undefined) expect(error.code, 'code').toBe(expected.code);
  if (expected.attr !== undefined) expect(error.attr, 'attr').toBe(expected.attr);
  if (expected.detail !== undefined) expect(error.detail, 'detail').toBe(expected.detail);
  if (expected.text !== undefined) expect(answer.text, 'body text').toBe(expected.text);
  for (const part of expected.detailIncludes ?? [])
    expect(String(error.detail ?? '').toLowerCase(), 'detail').toContain(part.toLowerCase());
  if (expected.body !== undefined) expect(answer.json, 'body').toMatchObject(expected.body as object);
  for (const path of expected.absent ?? []) expect(has(answer.json, path), `${path} is absent`).toBe(false);
  expected.check?.(answer.json, server);
}

async function send(step: Omit<Step, 'expect' | 'save'>, saved: Record<string, unknown>) {
  const answer = await call(
    step.method,
    fill(step.path, saved) as string,
    step.body === undefined ? undefined : fill(step.body, saved),
    step.key === undefined ? 'phx_demo_all' : step.key,
  );
  return { status: answer.status, json: answer.json as unknown, text: answer.text };
}

/** A project of its own for each case, as each of PostHog's tests starts from an empty team. */
async function freshProject(): Promise<number> {
  const created = await call('POST', '/api/organizations/@current/projects/', { name: 'Conformance' });
  if (created.status !== 201) throw new Error(`could not create the case's project: ${created.text}`);
  return Number(created.json!.id);
}

export async function runCase(conformanceCase: ConformanceCase): Promise<void> {
  const team = await freshProject();
  const saved: Record<string, unknown> = { team };
  const server: ConformanceServer = { db, team, saved, call: (step) => send(step, saved) };
  await conformanceCase.given?.(server);
  for (const [index, step] of conformanceCase.steps.entries()) {
    const answer = await send(step, saved);
    if (step.expect) checkAnswer(step.expect, answer, server);
    else
      expect(
        answer.status,
        `set-up step ${index + 1} (${step.method} ${step.path}) answered ${JSON.stringify(answer.json)?.slice(0, 400)}`,
      ).toBeLessThan(300);
    for (const [name, path] of Object.entries(step.save ?? {})) saved[name] = at(answer.json, path);
  }
}
