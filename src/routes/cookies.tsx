import { createFileRoute } from '@tanstack/react-router';
import { CookieStatement } from '@/features/consent/CookieStatement';

export const Route = createFileRoute('/cookies')({ component: CookieStatement });
