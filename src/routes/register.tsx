import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '@/features/session/RegisterPage';
import { optionalText } from '@/lib/search-params';

/** /register?redirect=<path>: the new customer comes back to `redirect`. */
export const Route = createFileRoute('/register')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = optionalText(search.redirect);
    return redirect ? { redirect } : {};
  },
  component: RegisterRoute,
});

function RegisterRoute() {
  const { redirect } = Route.useSearch();
  return <RegisterPage redirect={redirect} />;
}
