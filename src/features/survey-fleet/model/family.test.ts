import { describe, expect, it } from 'vitest';
import { read } from '@/testing/fixtures/fleet-surveys';
import { surveyFamily, type FamilyRecord, type LineageFact } from './family';

const fact = (projectId: number, surveyId: string, sourceId: string | null = null): LineageFact => ({
  projectId,
  surveyId,
  sourceId,
});
const record = (projectId: number, id: string): FamilyRecord => ({
  projectId,
  projectName: `P${projectId}`,
  survey: read({ id, name: id, type: 'popover' }),
});
const shape = (members: { surveyId: string; depth: number; parentId: string | null }[]) =>
  members.map((m) => `${'  '.repeat(m.depth)}${m.surveyId}<${m.parentId ?? '-'}`);

describe('surveyFamily', () => {
  const facts = [
    fact(1, 'root'),
    fact(3, 'c2', 'root'),
    fact(2, 'c1', 'root'),
    fact(4, 'c1a', 'c1'),
    fact(5, 'c1a1', 'c1a'),
    fact(9, 'other', 'elsewhere'),
  ];

  it('lists every copy and copies of copies, depth first, with their depth', () => {
    const family = surveyFamily('root', facts, [record(1, 'root'), record(2, 'c1'), record(3, 'c2')]);
    expect(family.source).toBeNull();
    expect(shape(family.copies)).toEqual(['  c1<root', '    c1a<c1', '      c1a1<c1a', '  c2<root']);
    expect(family.copies.map((m) => m.record?.projectName ?? null)).toEqual(['P2', null, null, 'P3']);
    expect(family.copies[1]!.projectId).toBe(4);
  });

  it('names a copy’s source, even one that cannot be read or whose project is unknown', () => {
    const family = surveyFamily('c1', facts, []);
    expect(family.source).toMatchObject({ surveyId: 'root', projectId: 1, record: null });
    expect(shape(family.copies)).toEqual(['  c1a<c1', '    c1a1<c1a']);
    expect(surveyFamily('other', facts, []).source).toMatchObject({ surveyId: 'elsewhere', projectId: null });
  });

  it('stops at a cycle and ignores a survey named its own source', () => {
    const loop = [fact(1, 'a', 'c'), fact(2, 'b', 'a'), fact(3, 'c', 'b'), fact(4, 'self', 'self')];
    const family = surveyFamily('a', loop, []);
    expect(family.source?.surveyId).toBe('c');
    expect(shape(family.copies)).toEqual(['  b<a', '    c<b']);
    expect(surveyFamily('self', loop, [])).toEqual({ source: null, copies: [] });
  });

  it('has no family without facts', () => {
    expect(surveyFamily('lonely', [], [])).toEqual({ source: null, copies: [] });
  });
});
