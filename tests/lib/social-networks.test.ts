import { describe, expect, it } from 'vitest';
import { socialNetworkNames, socialNetworkOf, socialNetworks } from '@/lib/social-networks';

describe('social networks of the footer', () => {
  it('knows the six networks of the content, whatever the case and spaces', () => {
    for (const title of ['facebook', 'instagram', 'youtube', 'tiktok', 'linkedin'])
      expect(socialNetworkOf(title)).toBe(title);
    expect(socialNetworkOf(' Facebook ')).toBe('facebook');
    expect(socialNetworkOf('LinkedIn')).toBe('linkedin');
  });

  it('twitter is X', () => {
    expect(socialNetworkOf('twitter')).toBe('x');
    expect(socialNetworkOf('Twitter')).toBe('x');
    expect(socialNetworkOf('x')).toBe('x');
  });

  it('has no icon for a network it does not know', () => {
    expect(socialNetworkOf('myspace')).toBeNull();
    expect(socialNetworkOf('')).toBeNull();
    expect(socialNetworkOf('constructor')).toBeNull();
  });

  it('names every network it has an icon for', () => {
    for (const network of socialNetworks) expect(socialNetworkNames[network]).toBeTruthy();
  });
});
