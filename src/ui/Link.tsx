import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import styles from './Link.module.css';

export interface LinkProps extends AriaLinkProps {
  /** `button` looks like a primary button; `plain` inherits the surrounding text style. */
  variant?: 'text' | 'plain' | 'button';
}

/**
 * A link that goes through the router (react-aria's RouterProvider is wired in src/app), so
 * internal paths navigate without a reload and keep the locale prefix.
 */
export function Link({ variant = 'text', className, ...props }: LinkProps) {
  return <AriaLink {...props} className={[styles[variant], className].filter(Boolean).join(' ')} />;
}
