// Survey text in the walk-through, shown the way posthog-js shows it: as HTML unless its content type
// is "text" (`renderChildrenAsTextOrHtml` with `renderAsHtml: 'text' !== contentType`, QuestionHeader.mjs).
import { Typography } from '@mui/material';
import { shownPart } from '@/lib/long-text';
import { sanitizeInlineHtml } from '@/lib/sanitize-html';
import { showLinkHosts } from './link-hosts';

export function SurveyText({ text, isHtml }: { text: string; isHtml: boolean }) {
  if (!text) return null;
  // Survey content is untrusted and this is the app's own document: only formatting and links that open
  // in a new tab survive (no styles, images or forms), so the text cannot draw over the app; a link whose
  // text names another address has its real one written beside it.
  return isHtml ? (
    <Typography
      variant="body2"
      color="text.secondary"
      component="div"
      sx={{ overflowWrap: 'anywhere', '& a': { color: 'primary.main' } }}
      dangerouslySetInnerHTML={{ __html: showLinkHosts(sanitizeInlineHtml(shownPart(text))) }}
    />
  ) : (
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {shownPart(text)}
    </Typography>
  );
}
