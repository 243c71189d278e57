// Kept only while the survey editor (linked-flag-picker.tsx) still imports it from here: the error words
// live in lib/api/describe-api-error.ts. Delete this file once that import moves.
export { describeApiError, type ErrorDescription } from '../lib/api/describe-api-error';
