import type { Credentials, Registration } from '@machines/session/session.types';
import { loginEndpoint, logoutEndpoint, registerEndpoint } from '@/api/contract/auth';
import { getMeEndpoint } from '@/api/contract/user';
import { api } from '../../api';

/** The session's calls: the API client and contract load with the first one. */
export const signIn = (credentials: Credentials) =>
  api.call(loginEndpoint, {
    body: { email: credentials.email.trim(), password: credentials.password },
  });

export const register = ({ firstName, lastName, email, password, newsletter }: Registration) =>
  api.call(registerEndpoint, {
    body: {
      firstName: firstName.trim(),
      ...(lastName.trim() ? { lastName: lastName.trim() } : {}),
      email: email.trim(),
      password,
      newsletter,
    },
  });

export const loadProfile = () => api.call(getMeEndpoint);

export const revokeToken = async () => {
  await api.call(logoutEndpoint);
};
