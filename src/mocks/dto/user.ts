import type { User } from '@/api/contract/user';
import type { StoredUser } from '../seed/users';

export const userDto = (user: StoredUser): User => ({
  _id: user._id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  addresses: structuredClone(user.addresses),
  avatarURL: user.avatarURL,
  totalLoyaltyPoints: user.totalLoyaltyPoints,
  loyaltyCards: structuredClone(user.loyaltyCards),
});
