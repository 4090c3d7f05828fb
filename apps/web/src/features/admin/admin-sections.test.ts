import type { TUser } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { ADMIN_NAV_ITEMS, adminNavItemsFor, staffAccessOf } from './admin-sections.ts';

const user = (role: TUser['role']): TUser => ({
  id: 1,
  email: 'a@example.ru',
  full_name: 'Иванов Иван',
  birth_date: null,
  position: null,
  phone_number: null,
  avatar: null,
  date_joined: '2026-01-01T00:00:00Z',
  role,
});

describe('staffAccessOf', () => {
  it('sends signed-out visitors to the main page whoever the stored user was', () => {
    expect(staffAccessOf({ signedIn: false, user: user('admin'), failed: false }, 'news')).toBe('sign-in');
  });

  it('lets admins into every section and moderators into moderation, applications and support only', () => {
    for (const item of ADMIN_NAV_ITEMS) {
      expect(staffAccessOf({ signedIn: true, user: user('admin'), failed: false }, item.section)).toBe('allowed');
    }
    const moderator = (section: (typeof ADMIN_NAV_ITEMS)[number]['section']) =>
      staffAccessOf({ signedIn: true, user: user('moderator'), failed: false }, section);
    expect(moderator('products')).toBe('allowed');
    expect(moderator('applications')).toBe('allowed');
    expect(moderator('support')).toBe('allowed');
    expect(moderator('users')).toBe('not-found');
    expect(moderator('plans')).toBe('not-found');
    expect(moderator('audit')).toBe('not-found');
    expect(moderator('news')).toBe('not-found');
  });

  it('shows plain users the not-found page, and waits for or retries the user', () => {
    expect(staffAccessOf({ signedIn: true, user: user('user'), failed: false }, 'products')).toBe('not-found');
    expect(staffAccessOf({ signedIn: true, user: undefined, failed: false }, 'products')).toBe('loading');
    expect(staffAccessOf({ signedIn: true, user: undefined, failed: true }, 'products')).toBe('error');
  });
});

describe('adminNavItemsFor', () => {
  it('lists only built sections the role may open', () => {
    const admin = adminNavItemsFor('admin').map((item) => item.section);
    const moderator = adminNavItemsFor('moderator').map((item) => item.section);
    expect(admin).toEqual(ADMIN_NAV_ITEMS.filter((item) => item.available).map((item) => item.section));
    expect(moderator.every((section) => ['overview', 'applications', 'products', 'support'].includes(section))).toBe(
      true,
    );
    expect(moderator).toContain('products');
    expect(adminNavItemsFor('user')).toEqual([]);
  });
});
