/** The social networks the footer has an icon for (content-side spec, Footer). */
export const socialNetworks = [
  'facebook',
  'instagram',
  'x',
  'youtube',
  'tiktok',
  'linkedin',
] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** Each network's own name: the accessible name of its footer link. */
export const socialNetworkNames: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X (Twitter)',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
};

const aliases: Record<string, SocialNetwork> = { twitter: 'x', 'x (twitter)': 'x' };

/**
 * The network an editor's social icon title names ("facebook", "Twitter", " X "), or null for
 * one the shop has no icon for.
 */
export function socialNetworkOf(title: string): SocialNetwork | null {
  const key = title.trim().toLowerCase();
  if (Object.hasOwn(aliases, key)) return aliases[key]!;
  return (socialNetworks as readonly string[]).includes(key) ? (key as SocialNetwork) : null;
}
