// Seeded feature flags of "Acme Web", "Acme Mobile" and "Acme Demo": boolean and multivariate, active and
// not, so a survey can be linked to a flag (and to one of its variants). Keys are unique per project; a key
// may recur across projects (as copy_flags leaves it): "beta-program", the NPS survey's linked flag, is in
// Acme Web and Acme Mobile but not in Acme Demo. Fixed ids and dates: no clock, no random.
import type { FeatureFlag } from '@/contracts/feature-flag';
import type { StoredFeatureFlag } from '../stored';
import { SEED_BASE_DATE } from './projects';

const DAY = 86_400_000;

interface FlagSeed {
  key: string;
  name: string;
  variants?: string[];
  rollout?: number;
  active?: boolean;
}

const ACME_WEB: FlagSeed[] = [
  { key: 'new-checkout', name: 'Redesigned checkout flow', variants: ['control', 'test'] },
  { key: 'beta-program', name: 'Customers in the beta program', rollout: 100 },
  { key: 'dark-mode', name: 'Dark mode for the dashboard', rollout: 50 },
  {
    key: 'pricing-page-experiment',
    name: 'Pricing page copy',
    variants: ['control', 'annual-first', 'monthly-first'],
  },
  { key: 'ai-assistant', name: 'AI assistant in the sidebar', rollout: 10 },
  { key: 'legacy-reports', name: 'Old reports screen (being retired)', rollout: 100, active: false },
];

const ACME_MOBILE: FlagSeed[] = [
  { key: 'new-onboarding', name: 'Three-step onboarding', variants: ['control', 'short', 'long'] },
  { key: 'push-reminders', name: 'Push reminders', rollout: 25 },
  { key: 'offline-mode', name: 'Offline mode', rollout: 100 },
  { key: 'beta-program', name: 'Customers in the beta program (mobile)', rollout: 100 },
];

const ACME_DEMO: FlagSeed[] = [
  { key: 'dark-mode', name: 'Dark mode', rollout: 100 },
  { key: 'demo-banner', name: 'Banner saying this is demo data', rollout: 100 },
];

/** PostHog's filter shape: one release group, plus `multivariate` for flags with variants. */
function buildFlag(seed: FlagSeed, id: number, projectId: number, index: number): FeatureFlag {
  const variants = seed.variants ?? [];
  const share = variants.length ? Math.floor(100 / variants.length) : 0;
  return {
    id,
    team_id: projectId,
    key: seed.key,
    name: seed.name,
    filters: {
      groups: [{ variant: null, properties: [], rollout_percentage: seed.rollout ?? 100 }],
      multivariate: variants.length
        ? {
            variants: variants.map((key, i) => ({
              key,
              name: null,
              // The shares must add up to 100: the first variant takes the remainder.
              rollout_percentage: i === 0 ? 100 - share * (variants.length - 1) : share,
            })),
          }
        : null,
      payloads: {},
    },
    active: seed.active ?? true,
    deleted: false,
    ensure_experience_continuity: false,
    created_at: new Date(SEED_BASE_DATE - (60 - index * 5) * DAY).toISOString(),
  };
}

export function buildSeedFeatureFlags(): StoredFeatureFlag[] {
  const seeded: [number, FlagSeed[]][] = [
    [1, ACME_WEB],
    [2, ACME_MOBILE],
    [3, ACME_DEMO],
  ];
  return seeded.flatMap(([projectId, seeds]) =>
    seeds.map((seed, index) => ({
      projectId,
      flag: buildFlag(seed, projectId * 1000 + index + 1, projectId, index),
    })),
  );
}
