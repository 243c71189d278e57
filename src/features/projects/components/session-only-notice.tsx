import { Alert, Button, Link, Stack } from '@mui/material';
import type { SessionOnlyAnswer } from '@/lib/api/session-only-actions';

interface Props {
  answer: Exclude<SessionOnlyAnswer, 'answered'>;
  /** What is refused, as the end of "PostHog does not let personal API keys …". */
  doing: string;
  postHogSettingsUrl: string | null;
  /** For `maybe`: the button that asks the server anyway. */
  tryLabel: string;
  onTry: () => void;
}

/** Said where an action lives, before it is tried: PostHog keeps it for logged-in sessions. */
export function SessionOnlyNotice({ answer, doing, postHogSettingsUrl, tryLabel, onTry }: Props) {
  const where = postHogSettingsUrl ? (
    <Link href={postHogSettingsUrl} target="_blank" rel="noopener noreferrer">
      Open the project settings in PostHog
    </Link>
  ) : (
    'Use the project settings in PostHog.'
  );
  if (answer === 'refused')
    return (
      <Alert severity="info" variant="outlined" role="note">
        PostHog does not let personal API keys {doing}: it answers every key “This action does not support
        personal API key access”. {where}
      </Alert>
    );
  return (
    <Alert severity="info" variant="outlined" role="note">
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <span>
          Current PostHog versions do not let personal API keys {doing}; an older self-hosted version may.{' '}
          {where}
        </span>
        <Button size="small" variant="outlined" onClick={onTry}>
          {tryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
