import { describe, expect, it } from 'vitest';
import { matchWebRoute } from './web-routes.ts';

describe('matchWebRoute', () => {
  it.each([
    ['/', 'home', {}],
    ['/search', 'search', {}],
    ['/SEARCH/', 'search', {}],
    ['/blog', 'blog', {}],
    ['/blog/12', 'blogPost', { id: '12' }],
    ['/knowledge', 'knowledge', {}],
    ['/knowledge/factor-status', 'knowledgeArticle', { slug: 'factor-status' }],
    ['/company/7', 'companyPage', { id: '7' }],
    ['/counter-parties/%D0%90%D0%91', 'counterParty', { id: 'АБ' }],
    ['/profile', 'profile', {}],
    ['/profile/friends', 'profileFriends', {}],
    ['/reset-password/u1/t2', 'resetPassword', { uid: 'u1', token: 't2' }],
    ['/payment/return', 'paymentReturn', {}],
    ['/marketplace', 'marketplace', {}],
    ['/marketplace/15', 'marketplaceItem', { id: '15' }],
    ['/profile/favorites', 'profileFavorites', {}],
    ['/person/500100732259', 'person', { inn: '500100732259' }],
    [
      '/person/name/%D0%98%D0%B2%D0%B0%D0%BD%D0%BE%D0%B2%20%D0%98%D0%B2%D0%B0%D0%BD/7707083893',
      'personByName',
      {
        name: 'Иванов Иван',
        companyInn: '7707083893',
      },
    ],
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
