// The one user of the demo backend: the creator of every survey and the author of every activity entry.
import type { UserBasic } from '@/contracts/survey';

export const DEMO_USER: UserBasic = {
  id: 1,
  uuid: '0190a1b2-0000-7000-8000-0000000000d1',
  distinct_id: 'demo-user',
  first_name: 'Demo',
  last_name: 'User',
  email: 'demo@acme.test',
  is_email_verified: true,
  hedgehog_config: null,
  role_at_organization: 'engineering',
};
