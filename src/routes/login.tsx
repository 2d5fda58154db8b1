import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/features/session/LoginPage';
import { optionalText } from '@/lib/search-params';

/** /login?redirect=<path>: the shopper comes back to `redirect` after logging in. */
export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = optionalText(search.redirect);
    return redirect ? { redirect } : {};
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginPage redirect={redirect} />;
}
