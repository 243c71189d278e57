// The two ways PostHog pages a list: DRF's LimitOffsetPagination (projects, surveys, flags,
// organizations) and the activity log's 1-based pages.

/** DRF's `_positive_int(strict=True)`: anything but a positive integer falls back to the default. */
function positiveInt(value: string | null, fallback: number, strict: boolean): number {
  if (value === null || !/^\s*\+?\d+\s*$/.test(value)) return fallback;
  const number = Number(value);
  if (strict && number === 0) return fallback;
  return number;
}

/** DRF LimitOffsetPagination: bad values fall back to the defaults; next/previous are absolute URLs. */
export function paginate<T>(items: readonly T[], url: URL, defaultLimit = 100) {
  const limit = positiveInt(url.searchParams.get('limit'), defaultLimit, true);
  const offset = positiveInt(url.searchParams.get('offset'), 0, false);
  const link = (target: number) => {
    const next = new URL(url.toString());
    next.searchParams.set('limit', String(limit));
    if (target <= 0) next.searchParams.delete('offset');
    else next.searchParams.set('offset', String(target));
    return next.toString();
  };
  return {
    count: items.length,
    next: offset + limit < items.length ? link(offset + limit) : null,
    previous: offset > 0 ? link(Math.max(0, offset - limit)) : null,
    results: items.slice(offset, offset + limit),
  };
}

/** Activity endpoints paginate with a 1-based `page` and `limit` (default 10) and count `total_count`. */
export function paginateByPage<T>(items: readonly T[], url: URL) {
  const limit = positiveInt(url.searchParams.get('limit'), 10, true);
  const page = positiveInt(url.searchParams.get('page'), 1, true);
  const start = (page - 1) * limit;
  const link = (target: number) => {
    const next = new URL(url.toString());
    next.searchParams.set('page', String(target));
    next.searchParams.set('limit', String(limit));
    return next.toString();
  };
  return {
    results: items.slice(start, start + limit),
    next: start + limit < items.length ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    total_count: items.length,
  };
}
