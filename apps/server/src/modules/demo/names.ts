import type { Random } from './random.ts';

/**
 * Russian personal names with correct gender agreement. Surnames are stored in
 * the masculine form and changed by their declension type; patronymics are
 * listed explicitly per father's name because the rules have too many
 * exceptions (Илья → Ильич/Ильинична, Никита → Никитич/Никитична).
 */

export type TGender = 'male' | 'female';

export type TPersonName = { gender: TGender; lastName: string; firstName: string; middleName: string };

/** [father's name, son's patronymic, daughter's patronymic]. */
const MALE_NAMES: readonly (readonly [string, string, string])[] = [
  ['Александр', 'Александрович', 'Александровна'],
  ['Алексей', 'Алексеевич', 'Алексеевна'],
  ['Анатолий', 'Анатольевич', 'Анатольевна'],
  ['Андрей', 'Андреевич', 'Андреевна'],
  ['Антон', 'Антонович', 'Антоновна'],
  ['Аркадий', 'Аркадьевич', 'Аркадьевна'],
  ['Артем', 'Артемович', 'Артемовна'],
  ['Борис', 'Борисович', 'Борисовна'],
  ['Вадим', 'Вадимович', 'Вадимовна'],
  ['Валерий', 'Валерьевич', 'Валерьевна'],
  ['Василий', 'Васильевич', 'Васильевна'],
  ['Виктор', 'Викторович', 'Викторовна'],
  ['Виталий', 'Витальевич', 'Витальевна'],
  ['Владимир', 'Владимирович', 'Владимировна'],
  ['Владислав', 'Владиславович', 'Владиславовна'],
  ['Вячеслав', 'Вячеславович', 'Вячеславовна'],
  ['Геннадий', 'Геннадьевич', 'Геннадьевна'],
  ['Георгий', 'Георгиевич', 'Георгиевна'],
  ['Григорий', 'Григорьевич', 'Григорьевна'],
  ['Даниил', 'Даниилович', 'Данииловна'],
  ['Денис', 'Денисович', 'Денисовна'],
  ['Дмитрий', 'Дмитриевич', 'Дмитриевна'],
  ['Евгений', 'Евгеньевич', 'Евгеньевна'],
  ['Егор', 'Егорович', 'Егоровна'],
  ['Иван', 'Иванович', 'Ивановна'],
  ['Игорь', 'Игоревич', 'Игоревна'],
  ['Илья', 'Ильич', 'Ильинична'],
  ['Кирилл', 'Кириллович', 'Кирилловна'],
  ['Константин', 'Константинович', 'Константиновна'],
  ['Леонид', 'Леонидович', 'Леонидовна'],
  ['Максим', 'Максимович', 'Максимовна'],
  ['Марат', 'Маратович', 'Маратовна'],
  ['Матвей', 'Матвеевич', 'Матвеевна'],
  ['Михаил', 'Михайлович', 'Михайловна'],
  ['Никита', 'Никитич', 'Никитична'],
  ['Николай', 'Николаевич', 'Николаевна'],
  ['Олег', 'Олегович', 'Олеговна'],
  ['Павел', 'Павлович', 'Павловна'],
  ['Петр', 'Петрович', 'Петровна'],
  ['Ринат', 'Ринатович', 'Ринатовна'],
  ['Роман', 'Романович', 'Романовна'],
  ['Руслан', 'Русланович', 'Руслановна'],
  ['Рустам', 'Рустамович', 'Рустамовна'],
  ['Семен', 'Семенович', 'Семеновна'],
  ['Сергей', 'Сергеевич', 'Сергеевна'],
  ['Станислав', 'Станиславович', 'Станиславовна'],
  ['Степан', 'Степанович', 'Степановна'],
  ['Тимур', 'Тимурович', 'Тимуровна'],
  ['Федор', 'Федорович', 'Федоровна'],
  ['Эдуард', 'Эдуардович', 'Эдуардовна'],
  ['Юрий', 'Юрьевич', 'Юрьевна'],
  ['Ярослав', 'Ярославович', 'Ярославовна'],
];

// biome-ignore format: a data table reads best packed
const FEMALE_FIRST_NAMES: readonly string[] = [
  'Александра', 'Алина', 'Алла', 'Анастасия', 'Анна', 'Валентина', 'Валерия', 'Вера', 'Виктория', 'Галина', 'Дарья',
  'Евгения', 'Екатерина', 'Елена', 'Елизавета', 'Жанна', 'Инна', 'Ирина', 'Кристина', 'Ксения', 'Лариса', 'Лидия',
  'Любовь', 'Людмила', 'Маргарита', 'Марина', 'Мария', 'Надежда', 'Наталья', 'Нина', 'Оксана', 'Ольга', 'Полина',
  'Светлана', 'Софья', 'Тамара', 'Татьяна', 'Эльвира', 'Юлия', 'Яна',
];

/**
 * Masculine surnames ending in -ов/-ев/-ин/-ын: the feminine form adds «а».
 * The most frequent names come first and are drawn more often.
 */
const POSSESSIVE_SURNAMES: readonly string[] = (
  'Иванов Смирнов Кузнецов Попов Васильев Петров Соколов Михайлов Новиков Федоров Морозов Волков Алексеев ' +
  'Лебедев Семенов Егоров Павлов Козлов Степанов Николаев Орлов Андреев Макаров Никитин Захаров Зайцев ' +
  'Соловьев Борисов Яковлев Григорьев Романов Воробьев Сергеев Кузьмин Фролов Александров Дмитриев Королев ' +
  'Гусев Киселев Ильин Максимов Поляков Сорокин Виноградов Ковалев Белов Медведев Антонов Тарасов Жуков ' +
  'Баранов Филиппов Комаров Давыдов Беляев Герасимов Богданов Осипов Сидоров Матвеев Титов Марков Миронов ' +
  'Крылов Куликов Карпов Власов Мельников Денисов Гаврилов Тихонов Казаков Афанасьев Данилов Савельев ' +
  'Тимофеев Фомин Чернов Абрамов Мартынов Ефимов Федотов Щербаков Назаров Калинин Исаев Чернышев Быков ' +
  'Маслов Родионов Коновалов Лазарев Воронин Климов Филатов Пономарев Голубев Кудрявцев Прохоров Наумов ' +
  'Потапов Журавлев Овчинников Трофимов Леонов Соболев Ермаков Колесников Гончаров Емельянов Никифоров ' +
  'Грачев Котов Гришин Ефремов Архипов Громов Кириллов Малышев Панов Моисеев Румянцев Акимов Кондратьев ' +
  'Бирюков Горбунов Анисимов Еремин Тихомиров Галкин Лукьянов Михеев Скворцов Юдин Белоусов Нестеров ' +
  'Симонов Прокофьев Харитонов Князев Цветков Левин Митрофанов Воронцов Аксенов Мальцев Логинов Горшков ' +
  'Савин Краснов Майоров Демидов Елисеев Рыбаков Сафонов Плотников Демин Хохлов Фадеев Молчанов Игнатов ' +
  'Литвинов Ершов Ушаков Дементьев Рябов Мухин Калашников Леонтьев Лобанов Кузин Корнилов Евдокимов ' +
  'Бородин Платонов Некрасов Балашов Бобров Жданов Блинов Игнатьев Коротков Муравьев Крюков Беляков ' +
  'Богомолов Дроздов Лавров Зуев Петухов Ларин Никулин Серов Терентьев Зотов Устинов Фокин Самойлов ' +
  'Константинов Сахаров Шишкин Самсонов Черкасов Чистяков Носов Спиридонов Карасев Авдеев Воронов Зимин ' +
  'Алиев Гасанов Магомедов Абдуллаев Хабибуллин Сафин Гарипов Валиев Мухаметов Галиев Ахметов Исмаилов'
).split(' ');

/** Masculine surnames ending in -ский/-цкий/-ской/-ой (adjectival): feminine -ская/-цкая/-ая. */
// biome-ignore format: a data table reads best packed
const ADJECTIVAL_SURNAMES: readonly string[] = [
  'Островский', 'Покровский', 'Вишневский', 'Успенский', 'Ковалевский', 'Жуковский', 'Высоцкий', 'Белецкий',
  'Троицкий', 'Луговской', 'Толстой', 'Береговой',
];

/** Surnames that do not change with gender. */
// biome-ignore format: a data table reads best packed
const INVARIABLE_SURNAMES: readonly string[] = [
  'Шевченко', 'Ткаченко', 'Бондаренко', 'Кравченко', 'Коваленко', 'Лысенко', 'Черных', 'Седых', 'Белых', 'Долгих',
  'Ковальчук', 'Мельничук', 'Петросян', 'Саркисян', 'Оганесян',
];

/** The feminine form of a masculine surname by its declension type. */
export function feminineSurname(masculine: string): string {
  if (/(ов|ев|ин|ын)$/.test(masculine)) return `${masculine}а`;
  if (/ий$/.test(masculine)) return `${masculine.slice(0, -2)}ая`;
  if (/ой$/.test(masculine)) return `${masculine.slice(0, -2)}ая`;
  return masculine;
}

/**
 * A masculine surname: mostly the -ов/-ев/-ин type (≈ 85 %), some adjectival
 * and invariable ones. Earlier list entries are more frequent (a cheap Zipf
 * skew: the square of a uniform number favours small indexes).
 */
function masculineSurname(random: Random): string {
  const roll = random.float();
  if (roll < 0.85) {
    const u = random.float();
    return POSSESSIVE_SURNAMES[Math.floor(u * u * POSSESSIVE_SURNAMES.length)] as string;
  }
  return roll < 0.93 ? random.pick(ADJECTIVAL_SURNAMES) : random.pick(INVARIABLE_SURNAMES);
}

/** A full name: surname, first name and patronymic agreeing with `gender` (random when not given). */
export function randomPersonName(random: Random, gender?: TGender): TPersonName {
  const g: TGender = gender ?? (random.chance(0.62) ? 'male' : 'female');
  const surname = masculineSurname(random);
  const father = random.pick(MALE_NAMES);
  if (g === 'male') {
    return { gender: g, lastName: surname, firstName: random.pick(MALE_NAMES)[0], middleName: father[1] };
  }
  return {
    gender: g,
    lastName: feminineSurname(surname),
    firstName: random.pick(FEMALE_FIRST_NAMES),
    middleName: father[2],
  };
}

/** «Иванов Иван Иванович»: the order ЕГРЮЛ uses for a director's ФИО. */
export function fullName(name: TPersonName): string {
  return `${name.lastName} ${name.firstName} ${name.middleName}`;
}

/** Lists for tests that check agreement without re-deriving the rules. */
export const NAME_BANKS = {
  maleFirstNames: MALE_NAMES.map(([first]) => first),
  femaleFirstNames: FEMALE_FIRST_NAMES,
  malePatronymics: MALE_NAMES.map(([, son]) => son),
  femalePatronymics: MALE_NAMES.map(([, , daughter]) => daughter),
  possessiveSurnames: POSSESSIVE_SURNAMES,
  adjectivalSurnames: ADJECTIVAL_SURNAMES,
  invariableSurnames: INVARIABLE_SURNAMES,
} as const;
