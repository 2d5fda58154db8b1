import {
  type ComponentType,
  createContext,
  type ImgHTMLAttributes,
  Suspense,
  useContext,
  useState,
} from 'react';
import styles from './ProductImage.module.css';

export interface ProductImageFallbackProps {
  alt: string;
  width: number;
  height: number;
  className?: string;
}

/** The shop's own stand-in: a plain tile with a basket outline (no request, no text). */
export function ShopProductPlaceholder({ width, height, className }: ProductImageFallbackProps) {
  return (
    <svg
      className={[styles.placeholder, className].filter(Boolean).join(' ')}
      width={width}
      height={height}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      data-product-image="placeholder"
    >
      <path
        d="M12 20h24l-3 14H15zM18 20l4-7M30 20l-4-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * What shows for a product with no image (or one that does not load). The app provides the
 * editor's default product image (content `empty-states`); without it, the shop's placeholder.
 * A component, not a URL: the content is asked for only when a product needs it.
 */
export const ProductImageFallback =
  createContext<ComponentType<ProductImageFallbackProps>>(ShopProductPlaceholder);

export type ProductImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
};

/** A product's image; the default product image when it has none or it fails to load. */
export function ProductImage({ src, alt, width, height, className, ...img }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  const Fallback = useContext(ProductImageFallback);
  if (!src || failed) {
    const props = { alt, width, height, className };
    return (
      <Suspense fallback={<ShopProductPlaceholder {...props} />}>
        <Fallback {...props} />
      </Suspense>
    );
  }
  return (
    <img
      {...img}
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      onError={() => setFailed(true)}
    />
  );
}
