// The screens posthog-js 1.449.2 shows around the questions, and when: the intro screen before the first
// question and the thank-you screen after the last. Read from the survey's appearance as the widget
// reads it (truthy flags, no defaults for the flags themselves), so the walk-through predicts them.

/** What a screen says; the description is HTML unless its content type is "text", as in the SDK. */
export interface WidgetScreen {
  header: string;
  description: string;
  descriptionIsHtml: boolean;
  buttonText: string;
}

/** Appearance as stored: intro keys are not in Surveyor's contract, so every key is read leniently. */
type Appearance = Readonly<Record<string, unknown>> | null | undefined;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
// renderChildrenAsTextOrHtml is called with `renderAsHtml: 'text' !== contentType` (IntroScreen.mjs,
// ConfirmationMessage.mjs), so a missing content type means HTML.
const isHtml = (contentType: unknown) => contentType !== 'text';

/**
 * The intro screen, or null when the widget goes straight to the first question. SurveyPopup
 * (surveys-renderer.mjs) shows it when `!!appearance.displayIntroScreen` and there is a header or a
 * description (`hasIntroContent`); IntroScreen's button reads `introScreenButtonText || 'Get started'`.
 */
export function introScreen(appearance: Appearance): WidgetScreen | null {
  const header = text(appearance?.introScreenHeader);
  const description = text(appearance?.introScreenDescription);
  if (!appearance?.displayIntroScreen || !(header || description)) return null;
  return {
    header,
    description,
    descriptionIsHtml: isHtml(appearance.introScreenDescriptionContentType),
    buttonText: text(appearance.introScreenButtonText) || 'Get started',
  };
}

/**
 * The thank-you screen, or null when the widget simply closes. usePopupVisibility's survey-sent handler
 * (surveys-renderer.mjs) reads `if (!survey.appearance?.displayThankYouMessage) return
 * hidePopupWithAnimation()`: no default, so `{}` or a missing appearance closes. SurveyPopup then draws
 * ConfirmationMessage with `thankYouMessageHeader || 'Thank you!'` and a button of
 * `thankYouMessageCloseButtonText || 'Close'`.
 */
export function thankYouScreen(appearance: Appearance): WidgetScreen | null {
  if (!appearance?.displayThankYouMessage) return null;
  return {
    header: text(appearance.thankYouMessageHeader) || 'Thank you!',
    description: text(appearance.thankYouMessageDescription),
    descriptionIsHtml: isHtml(appearance.thankYouMessageDescriptionContentType),
    buttonText: text(appearance.thankYouMessageCloseButtonText) || 'Close',
  };
}
