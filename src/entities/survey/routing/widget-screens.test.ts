import { describe, expect, it } from 'vitest';
import { introScreen, thankYouScreen } from './widget-screens';

describe('the screens posthog-js shows around the questions', () => {
  it('a thank-you screen only when displayThankYouMessage is truthy, with its defaults', () => {
    expect(thankYouScreen(null)).toBeNull();
    expect(thankYouScreen({})).toBeNull();
    expect(thankYouScreen({ displayThankYouMessage: false, thankYouMessageHeader: 'Thanks' })).toBeNull();
    expect(thankYouScreen({ displayThankYouMessage: true })).toEqual({
      header: 'Thank you!',
      description: '',
      descriptionIsHtml: true,
      buttonText: 'Close',
    });
    expect(
      thankYouScreen({
        displayThankYouMessage: true,
        thankYouMessageHeader: 'Cheers',
        thankYouMessageDescription: 'We read every answer.',
        thankYouMessageDescriptionContentType: 'text',
        thankYouMessageCloseButtonText: 'Done',
      }),
    ).toEqual({
      header: 'Cheers',
      description: 'We read every answer.',
      descriptionIsHtml: false,
      buttonText: 'Done',
    });
  });

  it('an intro screen when displayIntroScreen is truthy and it has a header or a description', () => {
    expect(introScreen(null)).toBeNull();
    expect(introScreen({ introScreenHeader: 'Hi' })).toBeNull();
    expect(introScreen({ displayIntroScreen: true })).toBeNull();
    expect(
      introScreen({ displayIntroScreen: true, introScreenHeader: '', introScreenDescription: '' }),
    ).toBeNull();
    expect(introScreen({ displayIntroScreen: true, introScreenHeader: 'Hi' })).toEqual({
      header: 'Hi',
      description: '',
      descriptionIsHtml: true,
      buttonText: 'Get started',
    });
    expect(
      introScreen({
        displayIntroScreen: true,
        introScreenDescription: '<b>Two</b> minutes',
        introScreenButtonText: 'Go',
      }),
    ).toMatchObject({ header: '', description: '<b>Two</b> minutes', buttonText: 'Go' });
  });
});
