import { describe, expect, it } from 'vitest';
import { matchWebRoute } from './web-routes.ts';

describe('matchWebRoute', () => {
  it.each([
    ['/', 'home', {}],
    ['/search', 'search', {}],
    ['/SEARCH/', 'search', {}],
    ['/blog', 'blog', {}],
    ['/blog/12', 'blogPost', { id: '12' }],
    ['/company/7', 'companyPage', { id: '7' }],
    ['/counter-parties/%D0%90%D0%91', 'counterParty', { id: 'АБ' }],
    ['/profile', 'profile', {}],
    ['/profile/friends', 'profileFriends', {}],
    ['/reset-password/u1/t2', 'resetPassword', { uid: 'u1', token: 't2' }],
    ['/payment/return', 'paymentReturn', {}],
    ['/marketplace', 'marketplace', {}],
    ['/marketplace/15', 'marketplaceItem', { id: '15' }],
    ['/profile/favorites', 'profileFavorites', {}],
  ])('matches %s as the %s page', (pathname, name, params) => {
    expect(matchWebRoute(pathname)).toEqual({ name, params });
  });

  it.each([
    '/no/such',
    '/marketplace/1/reviews',
    '/blog/1/2',
    '/profile/unknown',
    '/reset-password/only-uid',
    '/counter-parties/%E0%A4%A',
    '/search-results',
  ])('knows no page at %s', (pathname) => {
    expect(matchWebRoute(pathname)).toBeNull();
  });
});
