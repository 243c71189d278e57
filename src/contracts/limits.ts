// Sizes the real server refuses, so Surveyor refuses them first, quickly and in words.

/**
 * PostHog's DATA_UPLOAD_MAX_MEMORY_SIZE (posthog/settings/web.py: 20 MB): Django refuses a request body
 * larger than this before any view sees it.
 */
export const MAX_REQUEST_BYTES = 20 * 1024 * 1024;

/**
 * The largest value of a Django PositiveIntegerField (`responses_limit`, `iteration_frequency_days` on
 * products/surveys/backend/models.py): DRF's ModelSerializer takes the database's integer range as
 * min_value 0 / max_value 2147483647 ("Ensure this value is less than or equal to 2147483647."; the
 * OpenAPI schema states the same bounds).
 */
export const POSITIVE_INTEGER_MAX = 2_147_483_647;

/** "1.2 MB", "340 KB", "512 bytes". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
