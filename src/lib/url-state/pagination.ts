// The one place where a 1-based page and page size become the API's limit and offset.
import { z } from 'zod';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export const paginationSearch = z.object({
  page: z.coerce.number().int().min(1).catch(1),
  pageSize: z.coerce
    .number()
    .refine((value): value is PageSize => (PAGE_SIZES as readonly number[]).includes(value))
    .catch(25),
});
export type PaginationState = z.infer<typeof paginationSearch>;

export function toLimitOffset({ page, pageSize }: { page: number; pageSize: number }) {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}
