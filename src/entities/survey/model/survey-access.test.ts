// Per-survey access under PostHog's access control: which levels may write, and what a user is told.
import { describe, expect, it } from 'vitest';
import { canEditSurvey, surveyAccessReason } from './survey-access';

describe('a survey’s access level', () => {
  it('editor and manager write; viewer and none only read', () => {
    expect(canEditSurvey({ user_access_level: 'editor' })).toBe(true);
    expect(canEditSurvey({ user_access_level: 'manager' })).toBe(true);
    expect(canEditSurvey({ user_access_level: 'viewer' })).toBe(false);
    expect(canEditSurvey({ user_access_level: 'none' })).toBe(false);
  });

  it('a server without access control sends no level: nothing is held back, the server has its say', () => {
    for (const level of [undefined, null, 'owner-of-the-future'])
      expect(canEditSurvey({ user_access_level: level })).toBe(true);
    expect(surveyAccessReason({ user_access_level: null })).toBeNull();
  });

  it('says why, naming the level', () => {
    expect(surveyAccessReason({ user_access_level: 'viewer' })).toBe(
      'You can view this survey but not edit it: your access level is viewer.',
    );
  });
});
