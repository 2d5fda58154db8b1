/** A category's product listing (`/categories?category=`), at a page of results when given. */
export const categoryPath = (slug: string, pageNumber?: number): string =>
  `/categories?category=${encodeURIComponent(slug)}${pageNumber === undefined ? '' : `&pageNumber=${pageNumber}`}`;
