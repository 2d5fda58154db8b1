import { useLocale } from '@/i18n/use-locale';

/**
 * The web app manifest of the page's language (public/manifest.{el,en}.webmanifest: the shop
 * installs with its name, icons and colours, and opens at the home page of that language), and
 * the icon a phone puts on its home screen. React moves both links into the document's head.
 */
export function AppManifest() {
  const locale = useLocale();
  return (
    <>
      <link rel="manifest" href={`/manifest.${locale}.webmanifest`} />
      <link rel="apple-touch-icon" href="/icons/app-icon-192.png" />
    </>
  );
}
