import { ConnectionScreen } from '@/features/connection/components/connection-screen';

export function Component() {
  return <ConnectionScreen />;
}
