import { describe, expect, it, vi } from 'vitest';
import type { SurveyRecord } from '@/contracts/survey';
import { downloadSurveyJson, parseSurveyImport, toDuplicate, toExportable } from './survey-json';

describe('survey import', () => {
  it('accepts a valid survey and drops ids and dates', () => {
    const result = parseSurveyImport(
      JSON.stringify({
        id: 'x',
        name: 'Imported',
        type: 'popover',
        start_date: '2026-01-01T00:00:00Z',
        questions: [{ id: 'q', type: 'open', question: 'Hi?' }],
      }),
    );
    expect(result).toEqual({
      ok: true,
      body: { name: 'Imported', type: 'popover', questions: [{ type: 'open', question: 'Hi?' }] },
    });
  });
  it('rejects malformed JSON with the reason', () => {
    const result = parseSurveyImport('{ "name": ');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems[0]).toMatch(/not valid JSON/);
  });
  it('lists every shape problem with its path', () => {
    const result = parseSurveyImport(
      JSON.stringify({ type: 'modal', questions: [{ type: 'rating', question: 'R' }] }),
    );
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems.some((problem) => problem.startsWith('name:'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('type:'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('questions.0'))).toBe(true);
  });
  it('rejects a list instead of a survey', () => {
    expect(parseSurveyImport('[]')).toEqual({
      ok: false,
      problems: [expect.stringMatching(/one survey object/)],
    });
  });
});

describe('survey download', () => {
  it('saves the export under a file name made from the survey name', async () => {
    const saved: { name: string; text: Promise<string> }[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push({ name: '', text: blob.text() });
      return 'blob:survey';
    });
    const revokeObjectURL = vi.fn();
    // jsdom has no object URLs: these stand in for the browser's.
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved[0]!.name = this.download;
    });
    downloadSurveyJson({
      survey: { name: 'NPS — Q3!' } as SurveyRecord['survey'],
      raw: {
        id: 'x',
        name: 'NPS — Q3!',
        type: 'api',
        questions: [{ id: 'q', type: 'open', question: 'Why?' }],
      },
    });
    expect(click).toHaveBeenCalledTimes(1);
    expect(saved[0]!.name).toBe('nps-q3.survey.json');
    expect(JSON.parse(await saved[0]!.text)).toEqual({
      name: 'NPS — Q3!',
      type: 'api',
      questions: [{ type: 'open', question: 'Why?' }],
    });
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:survey');
    click.mockRestore();
    Object.assign(URL, original);
  });
});

/** A stored survey as the server sends it, read back the way the app holds it. */
const stored = (raw: Record<string, unknown>) => ({
  raw: { id: 'x', name: 'Encuesta', type: 'popover', ...raw } as Record<string, unknown>,
  survey: { id: 'x', name: 'Encuesta', ...raw } as unknown as SurveyRecord['survey'],
});

describe('what export and duplicate carry', () => {
  // A survey written in Spanish with an English translation: without its base language the copy would be
  // an "en" survey, and the server refuses "en" as a translation of it (survey.py @ 0031b5ea,
  // _validate_translation_language_key); without `translations` the copy loses its translated name and
  // thank-you texts (reference real-posthog-behaviour-3.md #5).
  const spanish = stored({
    base_language: 'es',
    translations: { en: { name: 'Survey', thankYouMessageHeader: 'Thanks' } },
    questions: [
      { id: 'q1', type: 'open', question: '¿Qué tal?', translations: { en: { question: 'How?' } } },
    ],
  });

  it('the base language and the survey-level translations, with the questions’ own', () => {
    for (const body of [toExportable(spanish), toDuplicate(spanish, 'Encuesta (copy)')]) {
      expect(body).toMatchObject({
        base_language: 'es',
        translations: { en: { name: 'Survey', thankYouMessageHeader: 'Thanks' } },
        questions: [{ type: 'open', question: '¿Qué tal?', translations: { en: { question: 'How?' } } }],
      });
    }
  });

  it('iframe embedding only for a hosted survey, the one type whose page it concerns', () => {
    const hosted = stored({ type: 'external_survey', enable_iframe_embedding: true });
    expect(toExportable(hosted).enable_iframe_embedding).toBe(true);
    expect(toDuplicate(hosted, 'Copy').enable_iframe_embedding).toBe(true);
    const popover = stored({ type: 'popover', enable_iframe_embedding: false });
    expect(toExportable(popover)).not.toHaveProperty('enable_iframe_embedding');
  });

  it('a copy is a copy: the stored translations are not shared with it', () => {
    const body = toDuplicate(spanish, 'Copy');
    (body.translations as Record<string, { name: string }>).en!.name = 'Changed';
    expect((spanish.raw.translations as Record<string, { name: string }>).en!.name).toBe('Survey');
  });
});
