import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.ts';
import { isReservedExampleDomain } from './classifiers.ts';

const ctx = useTestApp();

const hostOf = (url: string) => new URL(url).hostname;
const mailHostOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);

/**
 * Generated brands are ordinary words («Эталон», «Вектор»), and real companies own their domains; demo
 * websites and mailboxes must point at nobody, so every one of them is under a domain RFC 2606 reserves.
 */
describe('demo register links', () => {
  it('put every company website and email under a reserved example domain', async () => {
    const rows = await ctx.sql<{ website: string | null; emails: string[] | null }[]>`
      select contacts->>'website' as website, array(select jsonb_array_elements_text(contacts->'emails')) as emails
      from companies where contacts is not null`;
    const websites = rows.flatMap((row) => (row.website ? [hostOf(row.website)] : []));
    const emails = rows.flatMap((row) => (row.emails ?? []).map(mailHostOf));
    expect(websites.length).toBeGreaterThan(10);
    expect(emails.length).toBeGreaterThan(10);
    expect(websites.filter((host) => !isReservedExampleDomain(host))).toEqual([]);
    expect(emails.filter((host) => !isReservedExampleDomain(host))).toEqual([]);
  });

  it('give sole traders mailboxes under a reserved example domain', async () => {
    const rows = await ctx.sql<{ email: string }[]>`select email from entrepreneurs where email is not null`;
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.map((row) => mailHostOf(row.email)).filter((host) => !isReservedExampleDomain(host))).toEqual([]);
  });

  it('recognise only the reserved names', () => {
    expect(isReservedExampleDomain('etalon.example')).toBe(true);
    expect(isReservedExampleDomain('example.com')).toBe(true);
    expect(isReservedExampleDomain('mail.example.org')).toBe(true);
    expect(isReservedExampleDomain('etalon.ru')).toBe(false);
    expect(isReservedExampleDomain('mail.ru')).toBe(false);
    expect(isReservedExampleDomain('notexample.com')).toBe(false);
  });
});
