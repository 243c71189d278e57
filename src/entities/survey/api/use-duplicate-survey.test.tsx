import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { call, surveyId } from '@/mocks/test-api';
import { armGate } from '@/testing/gated-survey';
import { createQueryClient } from '@/lib/query/query-client';
import { surveysApi } from './surveys.api';
import { uniqueCopyName, useDuplicateSurvey } from './use-duplicate-survey';

function setup(projectId: number) {
  const queryClient = createQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useDuplicateSurvey(projectId), { wrapper });
}

describe('uniqueCopyName', () => {
  it('numbers the copy past the names already taken', () => {
    expect(uniqueCopyName('NPS', new Set())).toBe('NPS (copy)');
    expect(uniqueCopyName('NPS', new Set(['NPS (copy)', 'NPS (copy 2)']))).toBe('NPS (copy 3)');
  });
});

describe('useDuplicateSurvey', () => {
  it('creates a copy under a free name, twice over', async () => {
    const id = await surveyId('App store prompt', 2);
    const record = await surveysApi.get(2, id);
    const hook = setup(2);
    let first!: Awaited<ReturnType<typeof hook.result.current.duplicate>>;
    await act(async () => {
      first = await hook.result.current.duplicate(record);
    });
    expect(first.name).toBe('App store prompt (copy)');
    expect(first.written.data?.survey).toMatchObject({
      name: 'App store prompt (copy)',
      type: record.survey.type,
    });
    expect(first.written.data?.survey.questions).toHaveLength(record.survey.questions?.length ?? 0);
    let second!: typeof first;
    await act(async () => {
      second = await hook.result.current.duplicate(record);
    });
    expect(second.name).toBe('App store prompt (copy 2)');
  });

  it("leaves a scheduled survey's gate behind, and says its schedule was not copied", async () => {
    const armed = await armGate('NPS with follow-ups', 1, 2);
    const record = await surveysApi.get(1, armed.surveyId);
    const hook = setup(1);
    let copy!: Awaited<ReturnType<typeof hook.result.current.duplicate>>;
    await act(async () => {
      copy = await hook.result.current.duplicate(record);
    });
    expect(copy.leftBehind).toMatch(/schedule is not copied/);
    expect(copy.written.data?.survey.linked_flag).toBeFalsy();
    // An ordinary survey leaves nothing behind.
    const plain = await surveysApi.get(2, await surveyId('App store prompt', 2));
    const other = setup(2);
    await act(async () => {
      copy = await other.result.current.duplicate(plain);
    });
    expect(copy.leftBehind).toBeNull();
  });

  it('sends nothing for a survey nested too deeply to copy', async () => {
    const id = await surveyId('App store prompt', 2);
    const record = await surveysApi.get(2, id);
    let deep: unknown = 'leaf';
    for (let i = 0; i < 20_000; i += 1) deep = { a: deep };
    const hook = setup(2);
    await expect(
      hook.result.current.duplicate({ ...record, raw: { ...record.raw, appearance: deep } }),
    ).rejects.toBeInstanceOf(RangeError);
  });

  it('copies a survey written in another language with its translations, which the server accepts', async () => {
    // The server refuses "en" as a translation of an "en" survey (survey.py @ 0031b5ea,
    // _validate_translation_language_key): a copy without its base language could not be created.
    const created = await call('POST', '/api/projects/2/surveys/', {
      name: 'Encuesta',
      type: 'popover',
      base_language: 'es',
      translations: { en: { name: 'Survey', thankYouMessageHeader: 'Thanks' } },
      questions: [{ type: 'open', question: '¿Qué tal?', translations: { en: { question: 'How?' } } }],
    });
    expect(created.status).toBe(201);
    const record = await surveysApi.get(2, String(created.json!.id));
    const hook = setup(2);
    let copy!: Awaited<ReturnType<typeof hook.result.current.duplicate>>;
    await act(async () => {
      copy = await hook.result.current.duplicate(record);
    });
    const stored = await surveysApi.get(2, copy.written.data!.survey.id);
    expect(stored.raw).toMatchObject({
      name: 'Encuesta (copy)',
      base_language: 'es',
      translations: { en: { name: 'Survey', thankYouMessageHeader: 'Thanks' } },
      questions: [{ question: '¿Qué tal?', translations: { en: { question: 'How?' } } }],
    });
  });
});
