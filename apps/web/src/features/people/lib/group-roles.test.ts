import type { TPersonCompanyRole } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { groupRoles, sentenceCase } from './group-roles.ts';

const role = (inn: string, kind: TPersonCompanyRole['role'], current: boolean): TPersonCompanyRole => ({
  role: kind,
  post: null,
  share_percent: null,
  share_nominal: null,
  since: null,
  until: current ? null : '2020-01-01',
  current,
  company: {
    inn,
    ogrn: `1${inn}00`,
    name: `ООО ${inn}`,
    status: 'Действует',
    status_class: 'active',
    region: null,
    zone: null,
    score: null,
  },
});

describe('groupRoles', () => {
  it('puts a company with any current role under «now», with its former roles beside, in server order', () => {
    const { current, past } = groupRoles([
      role('1', 'director', true),
      role('2', 'founder', true),
      role('1', 'founder', false),
      role('3', 'director', false),
    ]);
    expect(current.map((group) => [group.company.inn, group.roles.map((r) => r.role)])).toEqual([
      ['1', ['director', 'founder']],
      ['2', ['founder']],
    ]);
    expect(past.map((group) => group.company.inn)).toEqual(['3']);
  });
});

describe('sentenceCase', () => {
  it('turns a post in capitals into a sentence and leaves a mixed-case one as written', () => {
    expect(sentenceCase('ГЕНЕРАЛЬНЫЙ ДИРЕКТОР')).toBe('Генеральный директор');
    expect(sentenceCase('Директор по развитию ООО «ЮГ»')).toBe('Директор по развитию ООО «ЮГ»');
  });
});
