import { describe, expect, it } from 'vitest';
import { enforcementParams, isEnforcementFilter, isPledgeFilter, pledgeParams } from './debts-params.ts';

describe('enforcementParams', () => {
  it('sends no active flag for «all»', () => {
    expect(enforcementParams('7711252833', 1, 'all')).toEqual({ inn: '7711252833', page: '1' });
  });

  it('asks only for unfinished proceedings for «active»', () => {
    expect(enforcementParams('7711252833', 3, 'active')).toEqual({ inn: '7711252833', page: '3', active: 'true' });
  });
});

describe('pledgeParams', () => {
  it('sends no kind for «all» and the kind otherwise', () => {
    expect(pledgeParams('6105376450', 1, 'all')).toEqual({ inn: '6105376450', page: '1' });
    expect(pledgeParams('6105376450', 2, 'pledge')).toEqual({ inn: '6105376450', page: '2', kind: 'pledge' });
    expect(pledgeParams('6105376450', 1, 'leasing')).toEqual({ inn: '6105376450', page: '1', kind: 'leasing' });
  });
});

describe('filter guards', () => {
  it('accept only the known filter values', () => {
    expect(isEnforcementFilter('active')).toBe(true);
    expect(isEnforcementFilter('leasing')).toBe(false);
    expect(isPledgeFilter('leasing')).toBe(true);
    expect(isPledgeFilter('active')).toBe(false);
  });
});
