import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Category } from '@/api/contract/catalog';
import { useAddProduct } from '@/app/hooks/use-add-product';
import { EmptyState } from '@/app/parts/EmptyState';
import { CatalogProducts } from '@/app/parts/product-image-fallback';
import { productSearchQuery } from '@/app/queries/catalog';
import { categoriesQuery } from '@/app/queries/catalog-pages';
import { useLocale } from '@/i18n/use-locale';
import { categoryPath } from '@/lib/catalog-paths';
import { safeImageSource } from '@/lib/content-links';
import { useNow } from '@/lib/render-clock';
import { AddedStatus } from '@/ui/AddedStatus';
import { CatalogPager } from '@/ui/CatalogPager';
import { Link } from '@/ui/Link';
import { PageMeta } from '@/ui/PageMeta';
import styles from './CatalogPages.module.css';
import { CategorySideBanner, CategoryTopBanners } from './CategoryBanners';

export const CATEGORY_PAGE_SIZE = 24;

export const findCategory = (categories: readonly Category[], key: string | undefined) =>
  key === undefined
    ? undefined
    : categories.find((c) => c.id === key || c.slug === key || c.friendlyId === key);

export const categoryProductsQuery = (
  locale: Parameters<typeof productSearchQuery>[0],
  categoryId: string,
  pageNumber: number,
) => productSearchQuery(locale, { category: categoryId, pageNumber, pageSize: CATEGORY_PAGE_SIZE });

/** /categories: every category with its icon (the selected one with its selected icon). */
export function CategoriesPage({
  category,
  pageNumber,
}: {
  category?: string;
  pageNumber: number;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const categories = useSuspenseQuery(categoriesQuery(locale)).data;
  const selected = findCategory(categories, category);
  return (
    <div className={`page ${styles.categoriesPage}`}>
      <PageMeta
        title={selected ? selected.name : t`Product categories`}
        description={
          selected
            ? t`${selected.name} at Agora Market: delivered in Athens or ready for pickup.`
            : t`Every aisle of Agora Market: fruit and vegetables, dairy, bakery, pantry and more.`
        }
        path={selected ? categoryPath(selected.slug) : '/categories'}
      />
      <h1>{selected ? selected.name : <Trans>Product categories</Trans>}</h1>
      <nav aria-label={t`Categories`} className={selected ? styles.categoryRail : undefined}>
        <ul className={styles.categoryList}>
          {categories.map((item) => {
            const isSelected = item.id === selected?.id;
            // Editor icons: only http(s) or same-origin sources.
            const icon = safeImageSource((isSelected ? item.selectedIcon : null) ?? item.icon);
            return (
              <li key={item.id}>
                <Link
                  href={categoryPath(item.slug)}
                  variant="plain"
                  className={styles.categoryLink}
                  aria-current={isSelected ? 'page' : undefined}
                  data-selected={isSelected || undefined}
                >
                  {icon && <img src={icon} alt="" width={48} height={48} />}
                  <span>{item.name}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {selected && <CategoryProducts category={selected} pageNumber={pageNumber} />}
    </div>
  );
}

function CategoryProducts({ category, pageNumber }: { category: Category; pageNumber: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  const page = useSuspenseQuery(categoryProductsQuery(locale, category.id, pageNumber)).data;
  const { added, onAdd, dismissAdded } = useAddProduct();
  const now = useNow();
  return (
    <div className={styles.categoryBody}>
      <CategoryTopBanners category={category} now={now} />
      <div className={styles.withSide}>
        <section aria-label={t`Products in ${category.name}`}>
          {page.items.length === 0 ? (
            <EmptyState kind="default_warning" title={t`No products here yet`}>
              <Link href="/offers">
                <Trans>See the offers</Trans>
              </Link>
            </EmptyState>
          ) : (
            <CatalogProducts products={page.items} onAdd={onAdd} eagerCount={2} />
          )}
          <CatalogPager
            pageNumber={page.pageNumber}
            totalPages={page.totalPages}
            hrefOf={(n) => categoryPath(category.slug, n)}
          />
        </section>
        <CategorySideBanner category={category} now={now} label={t`Promotion`} />
      </div>
      <AddedStatus added={added} onDismiss={dismissAdded} />
    </div>
  );
}
