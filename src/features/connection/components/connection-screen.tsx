import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { useNotify } from '../../../components/notifications';
import { disconnect, setConnection, useConnection } from '../../../lib/api/connection-store';
import { ConnectionForm } from './connection-form';

export function ConnectionScreen() {
  const connection = useConnection();
  const navigate = useNavigate();
  const notify = useNotify();
  return (
    <>
      <PageHeader
        title="Connection settings"
        subtitle="Choose the PostHog API Surveyor talks to, and the personal API key it uses."
      />
      <ConnectionForm
        key={`${connection.kind}:${connection.remember}`}
        initial={connection}
        onSave={async (next) => {
          await setConnection(next);
          notify('Connected');
          navigate('/projects');
        }}
        onDisconnect={async () => {
          await disconnect();
          notify('The key was forgotten; back on the demo backend.', 'info');
        }}
      />
    </>
  );
}
