import { useNavigate } from 'react-router-dom';
import { PageHeader } from '@/components/navigation/page-header';
import { useNotify } from '@/components/feedback/notifications';
import { getConnectionGeneration, useConnection } from '@/lib/api/connection-store';
import { useConnectionSession } from '@/lib/api/session';
import { ConnectionForm } from './connection-form';
import { paths } from '@/lib/paths';

export function ConnectionScreen() {
  const connection = useConnection();
  const session = useConnectionSession();
  const navigate = useNavigate();
  const notify = useNotify();
  return (
    <>
      <PageHeader
        title="Connection settings"
        subtitle="Choose the PostHog API Surveyor talks to, and the personal API key it uses."
      />
      <ConnectionForm
        // A new connection (saved, or the key forgotten) starts a fresh form: nothing typed for the old one
        // (key, project ids, a test result) stays on screen as if it belonged to the new one.
        key={getConnectionGeneration()}
        initial={connection}
        transportFor={session.transportFor}
        onSave={async (next) => {
          await session.switchTo(next);
          notify('Connected');
          navigate(paths.projects());
        }}
        onDisconnect={async () => {
          await session.forgetKey();
          notify('The key was forgotten; back on the demo backend.', 'info');
        }}
      />
    </>
  );
}
