export const DEFAULT_PAGE_SIZE = 24;
const MAX_PAGE_SIZE = 100;

/** One page of a list (`pageNumber` from 0) in the contract's page shape. */
export const paginate = <T, R>(
  items: readonly T[],
  pageNumber: number,
  map: (item: T) => R,
  pageSize = DEFAULT_PAGE_SIZE,
) => {
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, pageSize));
  const start = pageNumber * size;
  return {
    items: items.slice(start, start + size).map(map),
    pageNumber,
    pageSize: size,
    totalItems: items.length,
    totalPages: Math.ceil(items.length / size),
  };
};
