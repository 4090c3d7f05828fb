import { describe, expect, it } from 'vitest';
import { companyStatusClass } from './status.ts';

describe('companyStatusClass (spec §4)', () => {
  it('maps the two named statuses', () => {
    expect(companyStatusClass('Действует')).toBe('active');
    expect(companyStatusClass('Не действует')).toBe('inactive');
  });

  it('tolerates case and spaces of registry texts', () => {
    expect(companyStatusClass('  ДЕЙСТВУЕТ ')).toBe('active');
    expect(companyStatusClass('не действует')).toBe('inactive');
  });

  it('calls everything else liquidated', () => {
    for (const name of ['Ликвидировано', 'В стадии ликвидации', 'Прекратил деятельность', '', null, undefined]) {
      expect(companyStatusClass(name)).toBe('liquidated');
    }
  });
});
