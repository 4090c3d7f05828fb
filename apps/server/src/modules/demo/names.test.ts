import { describe, expect, it } from 'vitest';
import { feminineSurname, fullName, NAME_BANKS, randomPersonName } from './names.ts';
import { Random } from './random.ts';

describe('feminineSurname', () => {
  it.each([
    ['Иванов', 'Иванова'],
    ['Соловьев', 'Соловьева'],
    ['Ильин', 'Ильина'],
    ['Островский', 'Островская'],
    ['Высоцкий', 'Высоцкая'],
    ['Луговской', 'Луговская'],
    ['Толстой', 'Толстая'],
    ['Шевченко', 'Шевченко'],
    ['Черных', 'Черных'],
    ['Петросян', 'Петросян'],
    ['Ковальчук', 'Ковальчук'],
  ])('%s → %s', (masculine, feminine) => {
    expect(feminineSurname(masculine)).toBe(feminine);
  });
});

describe('randomPersonName', () => {
  const masculineSurnames = new Set([
    ...NAME_BANKS.possessiveSurnames,
    ...NAME_BANKS.adjectivalSurnames,
    ...NAME_BANKS.invariableSurnames,
  ]);
  const feminineSurnames = new Set([...masculineSurnames].map(feminineSurname));

  it('agrees surname, first name and patronymic with the gender', () => {
    const random = new Random(11);
    for (let i = 0; i < 5_000; i++) {
      const name = randomPersonName(random);
      if (name.gender === 'male') {
        expect(masculineSurnames.has(name.lastName), name.lastName).toBe(true);
        expect(NAME_BANKS.maleFirstNames).toContain(name.firstName);
        expect(NAME_BANKS.malePatronymics).toContain(name.middleName);
        expect(name.middleName).toMatch(/(вич|ич)$/);
      } else {
        expect(feminineSurnames.has(name.lastName), name.lastName).toBe(true);
        expect(name.lastName).not.toMatch(/(ов|ев|ин|ский|цкий|ской)$/);
        expect(NAME_BANKS.femaleFirstNames).toContain(name.firstName);
        expect(NAME_BANKS.femalePatronymics).toContain(name.middleName);
        expect(name.middleName).toMatch(/(вна|чна)$/);
      }
    }
  });

  it('honours a requested gender and writes ФИО surname first', () => {
    const random = new Random(2);
    const name = randomPersonName(random, 'female');
    expect(name.gender).toBe('female');
    expect(fullName(name)).toBe(`${name.lastName} ${name.firstName} ${name.middleName}`);
  });
});
