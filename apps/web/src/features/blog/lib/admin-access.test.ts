import type { TUser } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { adminAccessOf } from './admin-access.ts';

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

describe('adminAccessOf', () => {
  it('sends signed-out visitors away whatever is cached', () => {
    expect(adminAccessOf({ signedIn: false, user: user('admin'), failed: false })).toBe('sign-in');
  });

  it('lets only admins in and shows not-found to everyone else', () => {
    expect(adminAccessOf({ signedIn: true, user: user('admin'), failed: false })).toBe('allowed');
    expect(adminAccessOf({ signedIn: true, user: user('user'), failed: false })).toBe('not-found');
  });

  it('waits for the profile, and reports a failure to load it', () => {
    expect(adminAccessOf({ signedIn: true, user: undefined, failed: false })).toBe('loading');
    expect(adminAccessOf({ signedIn: true, user: undefined, failed: true })).toBe('error');
  });
});
